import AppKitNib
import IBSource
import NibArchive

/// Interface Builder's meta fonts as Xcode 26 archives them in AppKit nibs: the system font's
/// name, the size a meta font has when the document gives none, and `NSfFlags`, which does not
/// depend on the size (system at 10, 13, 14, 15, 20, 25 and 31 points: 1044). Measured on the
/// pairs-macos nibs of Xcode 26 (the title bar, menu bar, mini bold and user fonts on viraptor's
/// `metafonts-extra`).
enum AppKitFonts {
    struct MetaFont {
        var name: String
        var size: Double
        var flags: Int64
        /// The text style whose descriptor the font archives, if any.
        var textStyle: String? = nil
        /// Whether the font takes its size from the appearance (`usesAppearanceFont`).
        var usesAppearanceFontSize = false
    }
    /// The font of `usesAppearanceFont="YES"`: the system font, sized by the appearance (Aerial's
    /// labels, Xcode 26), one object however many use it.
    static let appearanceFont = MetaFont(name: systemFont, size: 13, flags: 1044, usesAppearanceFontSize: true)
    static let appearanceFontKind = "appearance"
    /// The font of a table's header cells since macOS 11 (`AppKitXcodeRules.bigSurTables`),
    /// whatever the document gives: the subheadline text style at 11 points, flagged as a font
    /// by name.
    static let tableHeaderFont = MetaFont(name: systemFont, size: 11, flags: 16, textStyle: "UICTFontTextStyleSubhead")
    /// A text style's font: the face Interface Builder saves for it, and what is archived.
    struct TextStyleFont: Sendable {
        let face: String
        let font: MetaFont
        /// Whether a pair shows the style; the others are written alike, as approximations.
        let isShownByPairs: Bool
    }

    /// Fonts of a text style (`<font textStyle="title2" name=".SFNS-Regular"/>`): the system font
    /// at the style's size, flagged as a font by name, with the style's descriptor, as Xcode 26
    /// writes Aerial's `SetDefaultWindowController` (title2, largeTitle). The other styles are at
    /// AppKit's sizes for them (macOS 11 and later), the headline in the bold face Interface
    /// Builder saves for it, as the title bar meta font's headline is; caption2, whose weight is
    /// not known, is refused.
    static let textStyleFonts: [String: TextStyleFont] = {
        func style(_ size: Double, _ textStyle: String, face: String = textStyleFontName, name: String = systemFont, shown: Bool = false)
            -> TextStyleFont
        {
            TextStyleFont(
                face: face, font: MetaFont(name: name, size: size, flags: 16, textStyle: textStylePrefix + textStyle),
                isShownByPairs: shown)
        }
        return [
            "largeTitle": style(26, "Title0", shown: true), "title1": style(22, "Title1"), "title2": style(17, "Title2", shown: true),
            "title3": style(15, "Title3"), "headline": style(13, "Headline", face: ".SFNS-Bold", name: boldSystemFont),
            "body": style(13, "Body"), "callout": style(12, "Callout"), "subheadline": style(11, "Subhead"),
            "footnote": style(10, "Footnote"), "caption1": style(10, "Caption1"),
        ]
    }()
    /// The font an inline button archives where the document gives the inline bezel's own font,
    /// the small bold system font: the emphasized subheadline text style, one object for every
    /// such button (Aerial's `SourcesViewController`, Xcode 26, three buttons); another font is
    /// archived as the document gives it (the small system font of `NowPlayingViewController`'s).
    static let inlineBezelFont = (
        metaFont: "smallSystemBold",
        font: MetaFont(name: semiboldSystemFont, size: 11, flags: 16, textStyle: "UICTFontTextStyleEmphasizedSubhead"),
        kind: "inlineBezel"
    )
    /// The name Interface Builder gives a text style's font.
    static let textStyleFontName = ".SFNS-Regular"
    /// How Core Text names Interface Builder's text styles (`headline`: `UICTFontTextStyleHeadline`).
    static let textStylePrefix = "UICTFontTextStyle"

    /// A text style's descriptor: its options (Xcode 26's; `0x8000_8006` before,
    /// `AppKitXcodeRules.textStyleCategoryFirst`), the size category and the attributes' names.
    static let textStyleDescriptorOptions: Int64 = 0x8000_8404
    static let olderTextStyleDescriptorOptions: Int64 = 0x8000_8006
    static let textStyleSizeCategory: Int64 = 3
    static let textStyleAttributeNames = (
        sizeCategory: "NSCTFontSizeCategoryAttribute", usage: "NSCTFontUIUsageAttribute", size: "NSFontSizeAttribute"
    )

    static let systemFont = ".AppleSystemUIFont"
    static let boldSystemFont = ".AppleSystemUIFontBold"
    static let semiboldSystemFont = ".AppleSystemUIFontDemi"
    /// The system fonts' names before `AppKitXcodeRules.xcode7Archives`: Lucida Grande's.
    static let lucidaGrandeNames = [systemFont: ".LucidaGrandeUI", boldSystemFont: ".LucidaGrandeUI-Bold"]
    static let metaFonts: [String: MetaFont] = [
        "system": MetaFont(name: systemFont, size: 13, flags: 1044),
        "systemBold": MetaFont(name: boldSystemFont, size: 13, flags: 2072),
        "smallSystem": MetaFont(name: systemFont, size: 11, flags: 3100),
        "smallSystemBold": MetaFont(name: boldSystemFont, size: 11, flags: 3357),
        "message": MetaFont(name: systemFont, size: 13, flags: 1558),
        "menu": MetaFont(name: systemFont, size: 13, flags: 1558),
        "cellTitle": MetaFont(name: systemFont, size: 12, flags: 4883),
        "controlContent": MetaFont(name: systemFont, size: 12, flags: 2586),
        "palette": MetaFont(name: systemFont, size: 11, flags: 1815),
        "toolTip": MetaFont(name: systemFont, size: 11, flags: 2329),
        "titleBar": MetaFont(name: boldSystemFont, size: 13, flags: 787, textStyle: "UICTFontTextStyleHeadline"),
        "menuBar": MetaFont(name: systemFont, size: 14, flags: 4112),
        "miniSystemBold": MetaFont(name: boldSystemFont, size: 9, flags: 3871),
        // The label font is 10 points where the document gives no size (`textview-multiattr`).
        "label": MetaFont(name: systemFont, size: 10, flags: 2843),
        // Every use in the pairs gives a size (`metaFontsNeedingSize`): Aerial's, 11 to 36 points.
        "systemSemibold": MetaFont(name: semiboldSystemFont, size: 13, flags: 6164),
        "systemMedium": MetaFont(name: ".AppleSystemUIFontMedium", size: 13, flags: 5908),
        // The user's font is the one Xcode's machine has by default.
        "user": MetaFont(name: "Helvetica", size: 12, flags: 273),
    ]
    /// The small system font's `NSfFlags` as Xcode 11 wrote it, as whichever request made the
    /// font first in ibtool's process: the message font's 1558 in 15 of the 17 builds of Sparkle's
    /// xibs with it, the small system font's own 3100 in two (`SUAutomaticUpdateAlert` in ja.lproj
    /// of one build, in de.lproj of another, whose other languages have 1558). The compiler writes
    /// what Xcode 11 wrote most, with a warning; the two are listed differences of the conformance
    /// test.
    static let catalinaSmallSystemFlags: Int64 = 1558
    /// The meta fonts whose `NSfFlags` Xcode 11 wrote otherwise (`AppKitXcodeRules.catalinaFontFlags`):
    /// the system font's 787, the small system font's `catalinaSmallSystemFlags`.
    static let catalinaFlags: [String: Int64] = ["system": 787, "smallSystem": catalinaSmallSystemFlags]
    /// Meta fonts no pair shows, approximations: the mini system font at AppKit's 9 points, its
    /// flags read off the sequence the shown ones follow (system 0x414, bold 0x818, small 0xC1C,
    /// small bold 0xD1D, mini bold 0xF1F: the mini 0xE1E); the user's fixed-pitch font as the
    /// one macOS has by default, Menlo at 11 points, written as a named font (SameBoy's
    /// debugger consoles); the system font's other weights by the names the medium and semibold
    /// ones show, at the system font's 13 points, written as named fonts AppKit finds by name
    /// (iTerm2's onboarding and quick open windows, Tunnelblick's splash window).
    static let approximatedMetaFonts: [String: MetaFont] = [
        "miniSystem": MetaFont(name: systemFont, size: 9, flags: 0xE1E),
        "fixedUser": MetaFont(name: "Menlo-Regular", size: 11, flags: namedFontFlags),
        "systemUltraLight": MetaFont(name: ".AppleSystemUIFontUltraLight", size: 13, flags: namedFontFlags),
        "systemThin": MetaFont(name: ".AppleSystemUIFontThin", size: 13, flags: namedFontFlags),
        "systemLight": MetaFont(name: ".AppleSystemUIFontLight", size: 13, flags: namedFontFlags),
        "systemHeavy": MetaFont(name: ".AppleSystemUIFontHeavy", size: 13, flags: namedFontFlags),
        "systemBlack": MetaFont(name: ".AppleSystemUIFontBlack", size: 13, flags: namedFontFlags),
    ]
    /// The meta fonts whose size when the document gives none the pairs do not show.
    static let metaFontsNeedingSize: Set<String> = ["systemSemibold", "systemMedium"]
    /// What shares a font the document names by name rather than by meta font.
    static let namedFontKind = "named"
    /// What shares the key equivalents' fonts (`addKeyEquivalentFont`).
    static let keyEquivalentFontKind = "keyEquivalent"
    /// The meta fonts AppKit makes anew for each use, which are never shared.
    static let unsharedMetaFonts: Set<String> = ["message"]
    /// `NSfFlags` of a font the document names (`name="HelveticaNeue"`).
    static let namedFontFlags: Int64 = 16
}

extension AppKitNibBuilder {
    /// An `NSFont` of a `<font>` element: a meta font, or a named font with its size. Equal fonts
    /// share one object, as AppKit's font cache makes them, but for the message font, which
    /// AppKit makes anew each time: of the Xcode 26 pairs, 29 documents with a meta font used
    /// several times archive it once, and Aerial's `AdvancedViewController` archives its seven
    /// 11-point message fonts seven times.
    mutating func addFont(_ element: IBElement) -> Int? {
        guard let (font, kind) = resolvedFont(element) else { return nil }
        return addFont(font, kind: kind)
    }

    /// A button cell's font, which the inline bezel's own font archives as a text style
    /// (`AppKitFonts.inlineBezelFont`).
    mutating func addFont(_ element: IBElement, ofBezel bezelStyle: String?) -> Int? {
        let inline = AppKitFonts.inlineBezelFont
        guard bezelStyle == Self.inlineBezelStyle, element["metaFont"] == inline.metaFont,
            Set(element.attributes.keys).isSubset(of: ["key", "metaFont"])
        else { return addFont(element) }
        return addFont(inline.font, kind: inline.kind)
    }

    /// The font a button cell's `NSAlternateImage` held before Xcode 11 (the key equivalent's):
    /// the cell's font by name and size, with a named font's flags, shared by every such cell
    /// (Sparkle's `SUAutomaticUpdateAlert` as Xcode 10.1 built it).
    mutating func addKeyEquivalentFont(_ element: IBElement) -> Int? {
        guard let (font, _) = resolvedFont(element) else { return nil }
        return addFont(
            AppKitFonts.MetaFont(name: font.name, size: font.size, flags: AppKitFonts.namedFontFlags),
            kind: AppKitFonts.keyEquivalentFontKind)
    }

    /// A `<font>` element's font and what shares it, or an error naming the element.
    private mutating func resolvedFont(_ element: IBElement) -> (font: AppKitFonts.MetaFont, kind: String)? {
        approximateUnknownAttributes(
            of: element, known: ["key", "metaFont", "size", "name", "usesAppearanceFont", "textStyle"], accepted: [:])
        // Quicksilver's table cells save the title bar font with the headline style it has.
        if let style = element["textStyle"], let metaFont = element["metaFont"],
            AppKitFonts.metaFonts[metaFont]?.textStyle == AppKitFonts.textStylePrefix + style.prefix(1).uppercased() + style.dropFirst()
        {
            approximate(
                "metaFont \(metaFont) saving its own text style \(style), which no pair shows, is written as the meta font, which archives that style",
                at: element)
            var saved = element
            saved.attributes["textStyle"] = nil
            return resolvedFont(saved)
        }
        if let style = element["textStyle"] {
            guard let styled = AppKitFonts.textStyleFonts[style], element["name"] == styled.face,
                Set(element.attributes.keys).isSubset(of: ["key", "textStyle", "name"])
            else {
                reject("a font of text style \(style) is not known to the macOS compiler yet", at: element)
                return nil
            }
            if styled.isShownByPairs {
                approximateUnlessMeasured(AppKitXcodeRules.otherMetaFonts, "a font of text style \(style)", at: element)
            } else {
                approximate(
                    "a font of text style \(style), which no pair shows, is written as \(styled.font.name) at AppKit's size for the style, \(styled.font.size) points",
                    at: element)
            }
            return (styled.font, style)
        }
        if element["usesAppearanceFont"] != nil {
            guard element["usesAppearanceFont"] == "YES", Set(element.attributes.keys).isSubset(of: ["key", "usesAppearanceFont"]) else {
                reject("a font that uses the appearance's with other attributes is not known to the macOS compiler yet", at: element)
                return nil
            }
            approximateUnlessMeasured(AppKitXcodeRules.otherMetaFonts, "a font that uses the appearance's", at: element)
            return (AppKitFonts.appearanceFont, AppKitFonts.appearanceFontKind)
        }
        let size = element["size"].flatMap(Double.init)
        if let text = element["size"], !(size.map { $0.isFinite && $0 > 0 } ?? false) {
            reject("a font size of \"\(text)\" is not a size", at: element)
            return nil
        }
        let font: AppKitFonts.MetaFont
        if let metaFont = element["metaFont"] {
            var known = AppKitFonts.metaFonts[metaFont]
            if known == nil, element["name"] == nil, let approximated = AppKitFonts.approximatedMetaFonts[metaFont] {
                approximate(
                    "metaFont \(metaFont), which no pair shows, is written as \(approximated.name) at AppKit's size for it, with flags no pair confirms",
                    at: element)
                known = approximated
            }
            guard element["name"] == nil, let known,
                size != nil || !AppKitFonts.metaFontsNeedingSize.contains(metaFont)
            else {
                reject("metaFont \(metaFont)\(size == nil ? " without a size" : "") is not known to the macOS compiler yet", at: element)
                return nil
            }
            if !AppKitXcodeRules.metaFontsOfOlderXcodes.contains(metaFont) {
                approximateUnlessMeasured(AppKitXcodeRules.otherMetaFonts, "metaFont \(metaFont)", at: element)
            }
            let isCatalina = follows(AppKitXcodeRules.catalinaFontFlags, until: AppKitXcodeRules.bigSurFontFlags)
            let catalinaFlags = isCatalina ? AppKitFonts.catalinaFlags[metaFont] : nil
            if catalinaFlags == AppKitFonts.catalinaSmallSystemFlags, !warnedOfCatalinaSmallSystemFont {
                warnedOfCatalinaSmallSystemFont = true
                warn(
                    "Xcode 11 wrote the small system font's flags two ways, by what ibtool had made before (1558 in 15 of the 17 builds of the pairs, 3100 in 2); nibcat writes 1558",
                    at: element)
            }
            font = AppKitFonts.MetaFont(
                name: known.name, size: size ?? known.size, flags: catalinaFlags ?? known.flags, textStyle: known.textStyle)
        } else if let name = element["name"], let size {
            font = AppKitFonts.MetaFont(name: name, size: size, flags: AppKitFonts.namedFontFlags)
        } else {
            reject("a font without a meta font or a name and size is not known to the macOS compiler yet", at: element)
            return nil
        }
        return (font, element["metaFont"] ?? AppKitFonts.namedFontKind)
    }

    /// An `NSFont` of a name, size and flags; `kind` (the meta font, or a named font) tells shared
    /// fonts apart and says whether the font is shared at all.
    mutating func addFont(_ font: AppKitFonts.MetaFont, kind: String) -> Int {
        let isShared = !AppKitFonts.unsharedMetaFonts.contains(kind)
        let key = "\(kind) \(font.name) \(font.size)"
        if isShared, let known = fonts[key] { return known }
        var fields = NibFieldWriter()
        let name = follows(AppKitXcodeRules.xcode7Archives) ? font.name : AppKitFonts.lucidaGrandeNames[font.name] ?? font.name
        fields.add(AppKitNibKey.fontName, string(name).archived)
        fields.add(AppKitNibKey.fontUsesAppearanceFontSize, font.usesAppearanceFontSize ? .bool(true) : nil)
        fields.add(AppKitNibKey.fontSize, .double(font.size))
        fields.add(AppKitNibKey.fontFlags, .integer(font.flags))
        if let style = font.textStyle {
            fields.add(AppKitNibKey.textStyleDescriptor, .object(addTextStyleDescriptor(style, size: font.size)))
            fields.add(AppKitNibKey.fontHasWidth, .bool(false))
        }
        let index = add(AppKitNibClass.font, .values(NibGraph.Entries(fields.entries)))
        if isShared { fonts[key] = index }
        return index
    }

    /// The descriptor of a text style at `size`: a dictionary alternating the size category,
    /// the style and the size with their names (viraptor's `metafonts-extra`, title bar font).
    private mutating func addTextStyleDescriptor(_ style: String, size: Double) -> Int {
        let names = AppKitFonts.textStyleAttributeNames
        let categoryFirst = follows(AppKitXcodeRules.textStyleCategoryFirst)
        let pairs: [(name: String, value: NibGraph.Value?)] = [
            (names.sizeCategory, .integer(AppKitFonts.textStyleSizeCategory)), (names.usage, nil), (names.size, .double(size)),
        ]
        // Each member is made in the order listed, as the archive numbers them.
        var members: [Int] = []
        for pair in categoryFirst ? pairs : pairs.reversed() {
            members.append(stringObject(pair.name))
            members.append(pair.value.map { numberObject($0) } ?? stringObject(style))
        }
        let attributes = collection(NibCollectionClass.dictionary, members)
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.fontDescriptorAttributes, .object(attributes))
        fields.add(
            AppKitNibKey.fontDescriptorOptions,
            .integer(categoryFirst ? AppKitFonts.textStyleDescriptorOptions : AppKitFonts.olderTextStyleDescriptorOptions))
        return add(AppKitNibClass.fontDescriptor, .values(NibGraph.Entries(fields.entries)))
    }
}
