import IBSource

/// A `<paragraphStyle>`'s values as `NSParagraphStyle` archives them, one home for UIKit's and
/// AppKit's text, whose attributed strings share the class and its keys.
enum ParagraphStyleValues {
    /// The value a paragraph style archives for an alignment, by Interface Builder's name: it
    /// counts as AppKit's `NSTextAlignment` does (right 1, center 2, justified 3) and leaves left
    /// out. VideoKYCInstructionsViewController's centered label: `UITextAlignment` 1,
    /// `NSAlignment` 2; the text views: natural 4 and 4, and a left-aligned one
    /// (`UITextAlignment` 0) without `NSAlignment`; Aerial's left-aligned menu title: none. No nib
    /// shows right or justified: they follow AppKit's numbering, as center does.
    static let alignments: [String: Int64] = ["left": 0, "right": 1, "center": 2, "justified": 3, "natural": 4]

    /// `NSLineBreakMode` by Interface Builder's name for a paragraph style's line break mode;
    /// word wrapping, 0, is left out.
    static let lineBreakModes: [String: Int64] = [
        "wordWrapping": 0, "charWrapping": 1, "clipping": 2, "truncatingHead": 3, "truncatingTail": 4, "truncatingMiddle": 5,
    ]

    /// The lengths and factors NSParagraphStyle archives as doubles, each where it is not 0, in
    /// the order its encoder writes them (iOS 26.1's UIFoundation, decompiled; no pair shows
    /// one), by Interface Builder's name; these keys have their home here, beside the values.
    /// The hyphenation factor is a float the encoder widens, so it is archived as one would be.
    static let measures: [(attribute: String, key: String, isFloat: Bool)] = [
        ("lineSpacing", "NSLineSpacing", false), ("paragraphSpacing", "NSParagraphSpacing", false),
        ("headIndent", "NSHeadIndent", false), ("firstLineHeadIndent", "NSFirstLineHeadIndent", false),
        ("tailIndent", "NSTailIndent", false), ("minimumLineHeight", "NSMinLineHeight", false),
        ("maximumLineHeight", "NSMaxLineHeight", false), ("lineHeightMultiple", "NSLineHeightMultiple", false),
        ("paragraphSpacingBefore", "NSParagraphSpacingBefore", false), ("defaultTabInterval", "NSDefaultTabInterval", false),
        ("hyphenationFactor", "NSHyphenationFactor", true),
    ]

    /// A writing direction other than the natural one, archived after the tab stops as the
    /// direction plus one (the same encoder).
    static let writingDirectionKey = "NSWritingDirection"
    static let writingDirections: [String: Int64] = ["leftToRight": 1, "rightToLeft": 2]

    /// Paragraph style attributes whose saved values archive nothing, and those values.
    static let silentAttributes: [String: String] = [
        "baseWritingDirection": "natural", "tighteningFactorForTruncation": "0.0", "allowsDefaultTighteningForTruncation": "NO",
    ]

    /// The first of `style`'s attributes (besides its key) that is not one of these values, as
    /// `name="value"`; nil when all are.
    static func unknownAttribute(of style: IBElement) -> String? {
        for (name, value) in style.attributes.sorted(by: { $0.key < $1.key }) where name != "key" {
            let known =
                switch name {
                case "alignment": alignments[value] != nil
                case "lineBreakMode": lineBreakModes[value] != nil
                case "baseWritingDirection": value == silentAttributes[name] || writingDirections[value] != nil
                case _ where measures.contains(where: { $0.attribute == name }): Double(value) != nil
                default: silentAttributes[name] == value
                }
            if !known { return "\(name)=\"\(value)\"" }
        }
        return nil
    }

    /// What `style` archives: its alignment and line break mode, each nil where it archives
    /// nothing, the measures that are not 0 and the writing direction where it is not natural.
    static func archived(_ style: IBElement?) -> (
        alignment: Int64?, lineBreakMode: Int64?, measures: [(key: String, value: Double)], writingDirection: Int64?
    ) {
        let alignment = style?["alignment"].flatMap { alignments[$0] }
        let mode = style?["lineBreakMode"].flatMap { lineBreakModes[$0] }
        let archivedMeasures = measures.compactMap { measure -> (key: String, value: Double)? in
            guard let value = style?[measure.attribute].flatMap(Double.init), value != 0 else { return nil }
            return (measure.key, measure.isFloat ? Double(Float(value)) : value)
        }
        let direction = style?["baseWritingDirection"].flatMap { writingDirections[$0] }
        return (alignment == 0 ? nil : alignment, mode == 0 ? nil : mode, archivedMeasures, direction)
    }
}
