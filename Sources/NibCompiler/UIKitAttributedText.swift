import Foundation
import IBSource
import NibArchive
import UIKitNib

/// An `<attributedString>` as the compiler archives it: a label's or text view's `attributedText`,
/// a button state's `attributedTitle`.
///
/// What Xcode writes for one is known from the metamap nibs alone (Xcode 13 or later, no source
/// in the corpus): a label's attributed text is an `NSMutableAttributedString` over an
/// `NSMutableString` of its own (VideoKYCInstructionsViewController), a text view's an
/// `NSAttributedString` over the very string of its `UIText` (ConsentCheckBox, UserConsent, Ocr),
/// and in both the attribute dictionary of their single run, `NSColor`, `NSFont` and
/// `NSParagraphStyle`, holds the same color and font objects as `UITextColor` and `UIFont`. No nib
/// of the corpus shows a string of several runs, other attributes, or a button state's attributed title.
struct UIKitAttributedText {
    /// The element the attributed string belongs to, for warnings.
    let owner: IBElement
    let string: IBAttributedString

    /// The attributed string of `owner` under `key`, if it has one.
    init?(of owner: IBElement, key: String) {
        guard let string = IBAttributedString(of: owner, key: key) else { return nil }
        self.owner = owner
        self.string = string
    }

    /// The text without its attributes.
    var text: String {
        string.text
    }

    /// The first fragment's attributes by key: what a label or text view reports as its font and
    /// color, and so archives as `UIFont` and `UITextColor`.
    private var firstAttributes: [String: IBElement] {
        string.firstAttributes
    }

    /// The first fragment's color, if it has one.
    var color: IBElement? {
        firstAttributes[UIKitNibKey.colorAttribute].flatMap { $0.name == "color" ? $0 : nil }
    }

    /// The first fragment's font as the `<fontDescription>` the font table reads, if its mapping
    /// is clear: an app font by name and size, or `metaFont="system"` at a size, the regular system
    /// face (what VideoKYCInstructionsViewController's attributed label holds, `.SFUI-Regular`;
    /// its source is not in the corpus). A face named with a leading dot or another meta font is
    /// left to the caller's default.
    var fontDescription: IBElement? {
        guard let font = firstAttributes[UIKitNibKey.fontAttribute], font.name == "font", let size = font["size"],
            UIKitValues.number(size) != nil
        else { return nil }
        if font["metaFont"] == "system", font["name"] == nil {
            return IBElement(name: "fontDescription", attributes: ["type": "system", "pointSize": size])
        }
        if let name = font["name"], !name.hasPrefix("."), font["metaFont"] == nil {
            return IBElement(name: "fontDescription", attributes: ["name": name, "pointSize": size])
        }
        return nil
    }

    private var paragraphStyle: IBElement? {
        string.paragraphStyle
    }

    /// The paragraph style's alignment as Interface Builder names it: what a label reports as its alignment.
    var paragraphAlignment: String? {
        paragraphStyle?["alignment"]
    }

    enum Owner {
        case label
        case textView
    }

    /// Why this string cannot be archived with its attributes as Xcode archives it, or nil when
    /// it can. Only the shape the metamap nibs show is written: Xcode 13 or later, one fragment
    /// whose attributes are exactly a color, a font and a paragraph style, the owner's font and
    /// color coming from them.
    func reasonAttributesAreLeftOut(for owner: Owner, options: CompileOptions) -> String? {
        guard options.xcode(atLeast: 1300) else {
            return "no nib of Xcode before 13 in the corpus shows how it archives attributed text"
        }
        guard !string.fragments.isEmpty else {
            return "it is empty, and no nib of the corpus shows how Xcode archives an attributed string without text"
        }
        guard string.fragments.count == 1 else {
            return "it has \(string.fragments.count) fragments, and no nib of the corpus shows how Xcode archives several runs"
        }
        let keys = firstAttributes.keys.sorted()
        guard keys == [UIKitNibKey.colorAttribute, UIKitNibKey.fontAttribute, UIKitNibKey.paragraphStyleAttribute] else {
            return
                "its attributes are \(keys.isEmpty ? "none" : keys.joined(separator: ", ")), where the nibs of the corpus show only NSColor, NSFont and NSParagraphStyle together"
        }
        guard color != nil else {
            return "its NSColor is not a color"
        }
        guard fontDescription != nil else {
            return "its NSFont is neither an app font by name and size nor the system font at a size"
        }
        guard let style = paragraphStyle, style.children.isEmpty else {
            return "its paragraph style holds elements (tab stops, text lists) the nibs of the corpus do not show"
        }
        if let unknown = ParagraphStyleValues.unknownAttribute(of: style) {
            return "its paragraph style's \(unknown) is not one the nibs of the corpus show"
        }
        guard self.owner.child("fontDescription", key: "fontDescription") == nil, self.owner.child("color", key: "textColor") == nil else {
            return "the \(owner == .label ? "label" : "text view") has a font or text color of its own besides the attributes'"
        }
        if owner == .label {
            // A label draws with its own line break mode and alignment too; only where both agree
            // is it clear what Xcode writes.
            let labelMode = UIKitValues.lineBreakModes[self.owner["lineBreakMode"] ?? "tailTruncation"]
            if labelMode != style["lineBreakMode"].flatMap({ ParagraphStyleValues.lineBreakModes[$0] }) ?? 0 {
                return "the label's line break mode differs from its paragraph style's"
            }
            let ownAlignment = UIKitTextAlignment.archived(by: .label, saved: nil, paragraphStyle: paragraphAlignment)
            if let alignment = self.owner["textAlignment"], UIKitTextAlignment(name: alignment) != ownAlignment {
                return "the label's alignment differs from its paragraph style's"
            }
        }
        return nil
    }

    /// The first fragment's attributes the owner takes as its own font, color and alignment when
    /// it states none: what survives of them when the attributed string is left out.
    func attributesTakenAsOwn(by owner: Owner) -> [String] {
        var taken: [String] = []
        if fontDescription != nil, self.owner.child("fontDescription", key: "fontDescription") == nil {
            taken.append("font")
        }
        if color != nil, self.owner.child("color", key: "textColor") == nil {
            taken.append("color")
        }
        if owner == .label, paragraphAlignment.flatMap(UIKitTextAlignment.init(name:)) != nil, self.owner["textAlignment"] == nil {
            taken.append("alignment")
        }
        return taken
    }

    /// The attributed string for `owner`, sharing `font` and `color` with the owner's `UIFont`
    /// and `UITextColor` as Xcode does; a text view's shares its characters with its `UIText` too.
    func archive(
        for owner: Owner, font: UIKitNibDraft.ObjectID, color: UIKitNibDraft.ObjectID, graph: inout UIKitNibDraft
    ) -> UIKitNibDraft.ObjectID {
        let text = self.text
        let attributed: UIKitNibDraft.ObjectID
        switch owner {
        case .label:
            attributed = graph.add("NSMutableAttributedString")
            let string = graph.add("NSMutableString")
            graph.set(NibGraph.bytesKey, .data(Data(text.utf8)), on: string)
            graph.set(UIKitNibKey.attributedStringCharacters, object: string, on: attributed)
        case .textView:
            attributed = graph.add("NSAttributedString")
            graph.set(UIKitNibKey.attributedStringCharacters, object: graph.string(text), on: attributed)
        }
        let style = graph.add("NSMutableParagraphStyle")
        let archived = ParagraphStyleValues.archived(paragraphStyle)
        if let alignment = archived.alignment {
            graph.set(UIKitNibKey.paragraphAlignment, .integer(alignment), on: style)
        }
        if let mode = archived.lineBreakMode {
            graph.set(UIKitNibKey.paragraphLineBreakMode, .integer(mode), on: style)
        }
        for measure in archived.measures {
            graph.set(measure.key, .double(measure.value), on: style)
        }
        graph.set(UIKitNibKey.paragraphTabStops, .null, on: style)
        if let direction = archived.writingDirection {
            graph.set(ParagraphStyleValues.writingDirectionKey, .integer(direction), on: style)
        }
        if owner == .label {
            // UILabel's standard line break strategy (iOS 14), which the label's paragraph style
            // carries in VideoKYCInstructionsViewController and the text views' do not.
            graph.set(UIKitNibKey.paragraphLineBreakStrategy, .integer(0xFFFF), on: style)
        }
        let attributes = graph.dictionary([
            (graph.string(UIKitNibKey.colorAttribute), color), (graph.string(UIKitNibKey.fontAttribute), font),
            (graph.string(UIKitNibKey.paragraphStyleAttribute), style),
        ])
        graph.set(UIKitNibKey.attributedStringAttributes, object: attributes, on: attributed)
        return attributed
    }
}
