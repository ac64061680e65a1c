import IBSource
import UIKitNib

/// `<fontDescription>` elements as `UIFont` objects with their `UIFontDescriptor`, in the two
/// shapes Xcode writes: app fonts by name and size, system fonts by their UI usage.
enum UIKitFonts {
    /// How an Xcode release writes a font; they differ in the system font's face names and in
    /// the descriptor's attribute dictionary.
    enum Style: Sendable {
        /// Xcode 7 (the XLActionController, QBImagePicker and mixpanel storyboard pairs, 7.3; the
        /// food-tracker study pairs, 7.2): as Xcode 10, but the regular face named with its weight
        /// (`.SFUIText-Regular`).
        case xcode7
        /// Xcode 8 to 10 (the Fusuma, SwiftMessages 4.1.4, mixpanel, DropDown, XLPagerTabStrip
        /// pairs): `.SFUIText`/`.SFUIDisplay` faces, a mutable dictionary with usage before size and
        /// app fonts' size before name, integral sizes as integers, no descriptor options.
        case xcode10
        /// Xcode 11 (DYModal 11.3 and 11.6): `.SFUI-` faces, the descriptor otherwise as Xcode 10's.
        case xcode11
        /// Xcode 12 to 13.3 (the SwiftMessages 9.0.1 pairs, Xcode 12.5; a study pair of 13.3.1):
        /// `.SFUI-` faces, size before usage, sizes as doubles, no descriptor options.
        case xcode12
        /// Xcode 13.4 to 14 (the WorkFlowTestingApp pairs, Xcode 13.4.1; study pairs of 14.1 to
        /// 14.3): as Xcode 12, with descriptor options 0x80008006 on system fonts. Xcode 13.3.1
        /// still writes no options (a study pair).
        case xcode13Point4
        /// Xcode 15 and later (the metamap nibs; study pairs of 15.0.1 and 15.1): usage before
        /// size, descriptor options 0x80008404 written.
        case current

        init(_ options: CompileOptions) {
            self =
                options.xcode(atLeast: 1500)
                ? .current
                : options.xcode(atLeast: 1340)
                    ? .xcode13Point4
                    : options.xcode(atLeast: 1200)
                        ? .xcode12
                        : options.xcode(atLeast: 1100)
                            ? .xcode11 : options.xcode(atLeast: 800) ? .xcode10 : .xcode7
        }

        /// Whether the system font has text and display faces (`.SFUIText`, `.SFUIDisplay`), as
        /// before iOS 13, rather than one `.SFUI` face.
        var hasTextAndDisplayFaces: Bool {
            switch self {
            case .xcode7, .xcode10: true
            case .xcode11, .xcode12, .xcode13Point4, .current: false
            }
        }

        /// Whether this Xcode gives light and thin system fonts their weight's trait
        /// (`UIKitFontTraits.weightTraits`): 11.3 and 13.4.1 do (a study pair, WorkFlowTestingApp),
        /// 12 lies between; no pair shows a light or thin font of Xcode 10 or 15 and later.
        var writesWeightTraits: Bool {
            switch self {
            case .xcode11, .xcode12, .xcode13Point4: true
            case .xcode7, .xcode10, .current: false
            }
        }

        /// The descriptor options of a system font, when this Xcode writes them.
        var systemFontOptions: Int64? {
            switch self {
            case .xcode7, .xcode10, .xcode11, .xcode12: nil
            case .xcode13Point4: 0x8000_8006
            case .current: 0x8000_8404
            }
        }
    }

    /// System font weights: the face's name suffix and its Core Text usage.
    private static let weights: [String: (face: String, usage: String)] = [
        "ultraLight": ("Ultralight", "CTFontUltraLightUsage"),
        "thin": ("Thin", "CTFontThinUsage"),
        "light": ("Light", "CTFontLightUsage"),
        "regular": ("Regular", "CTFontRegularUsage"),
        "medium": ("Medium", "CTFontMediumUsage"),
        "semibold": ("Semibold", "CTFontDemiUsage"),
        "bold": ("Bold", "CTFontEmphasizedUsage"),
        "heavy": ("Heavy", "CTFontHeavyUsage"),
        "black": ("Black", "CTFontBlackUsage"),
    ]
    /// The italic system face (`type="italicSystem"`): Xcode 11.0 names it `.SFUI-RegularItalic`
    /// with the oblique usage (two study pairs' cells); before iOS 13, `.SFUIText-Italic`.
    private static let italic = (face: "RegularItalic", textFace: "Italic", usage: "CTFontObliqueUsage")

    /// The system face's PostScript name. Before iOS 13 the system font had a text face and, from
    /// 20 points, a display face, and from Xcode 8 the regular weight had no suffix (`.SFUIText`,
    /// `.SFUIDisplay-Medium` at 26 points in the mixpanel pairs; Xcode 7.3's `.SFUIText-Regular`).
    private static func systemFaceName(_ suffix: String, size: Double, style: Style) -> String {
        guard style.hasTextAndDisplayFaces else { return ".SFUI-" + suffix }
        let family = size >= 20 ? ".SFUIDisplay" : ".SFUIText"
        return suffix == "Regular" && style == .xcode10 ? family : family + "-" + suffix
    }

    /// `+[UIFont buttonFontSize]`.
    static let buttonFontSize = 18.0

    /// Whether `element` is UIKit's button font: the regular system font of `buttonFontSize`.
    static func isButtonFont(_ element: IBElement) -> Bool {
        element["type"] == "system" && element["pointSize"].flatMap(Double.init) == buttonFontSize
            && Set(element.attributes.keys).isSubset(of: ["key", "type", "pointSize"])
    }

    /// Why `element` (a `<fontDescription>`) cannot be written as Interface Builder saved it: an
    /// attribute, type, weight or text style the compiler does not know, which would otherwise be
    /// left out or taken for the regular system font.
    static func unwritableReason(_ element: IBElement) -> String? {
        let known: Set<String> = ["key", "type", "pointSize", "name", "family", "style", "weight"]
        if let attribute = element.attributes.keys.sorted().first(where: { !known.contains($0) }) {
            return "attribute \(attribute)"
        }
        if let textStyle = element["style"] {
            let isKnown = element["pointSize"] == nil && element["name"] == nil && UIKitFontTraits.textStylePointSizes[textStyle] != nil
            return isKnown ? nil : "text style \(textStyle)"
        }
        if element["name"] == nil, let type = element["type"], !["system", "boldSystem", "italicSystem"].contains(type) {
            return "type \(type)"
        }
        if let weight = element["weight"], weights[weight] == nil || element["type"] != "system" {
            return "weight \(weight)"
        }
        return nil
    }

    /// A Dynamic Type font: named by its text style, with no descriptor and a point size of 0, its
    /// face and size those of the default content size (headline semibold, the others regular), as
    /// Xcode 9.4 and 12.5 write them (SwiftMessages 4.1.4 and 9.0.1 MessageView, CenteredView).
    private static func textStyleFont(
        _ textStyle: String, style: Style, writesScaling: Bool, graph: inout UIKitNibDraft
    ) -> UIKitNibDraft.ObjectID {
        let size = UIKitFontTraits.textStylePointSizes[textStyle] ?? 17
        let bold = textStyle == UIKitFontTraits.boldTextStyle
        let name = systemFaceName(bold ? "Semibold" : "Regular", size: size, style: style)
        let font = graph.add(UIKitNibClass.font)
        graph.set(UIKitNibKey.fontName, string: name, on: font)
        graph.set(UIKitNibKey.textStyle, string: textStyle, on: font)
        graph.set(UIKitNibKey.fontPointSize, .double(0), on: font)
        if writesScaling {
            setScaling(on: font, graph: &graph)
        }
        graph.set(UIKitNibKey.fontTraits, .integer(bold ? UIKitFontTraits.boldTrait : 0), on: font)
        graph.set(UIKitNibKey.systemFont, .bool(true), on: font)
        graph.set(UIKitNibKey.appKitFontName, string: name, on: font)
        graph.set(UIKitNibKey.appKitFontSize, .double(size), on: font)
        return font
    }

    /// The keys of `UIFontMetrics` scaling, which came with the iOS 11 SDK: Xcode 9 and later
    /// write them on every font, app fonts included (the mixpanel Takeover pairs, Xcode 9.1);
    /// Xcode 8.1 writes none (Fusuma FusumaViewController's app font).
    private static func setScaling(on font: UIKitNibDraft.ObjectID, graph: inout UIKitNibDraft) {
        graph.set(UIKitNibKey.fontTextStyleForScaling, .null, on: font)
        graph.set(UIKitNibKey.fontPointSizeForScaling, .double(0), on: font)
        graph.set(UIKitNibKey.fontMaximumPointSizeAfterScaling, .double(0), on: font)
    }

    /// How Xcode 10 and 11 describe a font the app bundles as a file (`fontFiles`, from the
    /// document's `<customFonts>`): unlike the fonts iOS has, its size is a double, in an
    /// immutable dictionary from Xcode 10 (study pairs of 10.1 and 11.7, whose iOS fonts keep the
    /// mutable one with integral sizes) and a mutable one before (a study pair of 8.2.1).
    enum FontFileDescriptor: Sendable {
        case mutable
        case immutable
    }

    static func font(
        _ element: IBElement, style: Style, writesScaling: Bool, fontFiles: Set<String> = [],
        fontFileDescriptor: FontFileDescriptor = .immutable, graph: inout UIKitNibDraft
    ) -> UIKitNibDraft.ObjectID {
        if let textStyle = element["style"], element["pointSize"] == nil {
            return textStyleFont(textStyle, style: style, writesScaling: writesScaling, graph: &graph)
        }
        let size = UIKitValues.number(element["pointSize"]) ?? 17
        let isFontFile = element["name"].map(fontFiles.contains) ?? false
        let describesAsXcode10 = style == .xcode7 || style == .xcode10 || style == .xcode11
        let integralSizes = describesAsXcode10 && !isFontFile
        let sizeNumber =
            integralSizes && size.rounded() == size && abs(size) < 1e15
            ? graph.number(Int64(size)) : graph.number(size)
        let sizePair = (graph.string(UIKitNibKey.fontSizeAttribute), sizeNumber)
        let name: String
        let isSystem: Bool
        let bold: Bool
        var weightTrait: Int64?
        var isItalic = false
        var pairs: [(UIKitNibDraft.ObjectID, UIKitNibDraft.ObjectID)]
        var mutable = describesAsXcode10 && (!isFontFile || fontFileDescriptor == .mutable)
        if let custom = element["name"] {
            // A face from a font file the document declares is not installed where ibtool runs:
            // Xcode 10.1 and 11.7 archive it without traits, bold or not (three study pairs' Gilroy
            // and Montserrat faces), and without the scaling keys.
            (name, isSystem, bold) = (custom, false, !isFontFile && UIKitFontTraits.isBoldFace(custom))
            let namePair = (graph.string(UIKitNibKey.fontNameAttribute), graph.string(custom))
            // Size first up to Xcode 12.1 (every app font of the pairs and study pairs, the last a
            // 12.1 launch screen's), name first in Xcode 15's (metamap); 13.0 to 14 not known.
            let sizeFirst = describesAsXcode10 || style == .xcode12
            pairs = sizeFirst ? [sizePair, namePair] : [namePair, sizePair]
        } else {
            let weight = element["type"] == "boldSystem" ? "bold" : (element["weight"] ?? "regular")
            isItalic = element["type"] == "italicSystem"
            let weightFace = weights[weight] ?? weights["regular"]!
            let face =
                !isItalic
                ? weightFace
                : (face: style.hasTextAndDisplayFaces ? italic.textFace : italic.face, usage: italic.usage)
            (name, isSystem, bold) = (
                systemFaceName(face.face, size: size, style: style), true, UIKitFontTraits.boldWeights.contains(weight)
            )
            weightTrait = style.writesWeightTraits ? UIKitFontTraits.weightTraits[weight] : nil
            let usage = (graph.string(UIKitNibKey.fontUsageAttribute), graph.string(face.usage))
            switch style {
            case .xcode7, .xcode10, .xcode11: pairs = [usage, sizePair]
            case .xcode12, .xcode13Point4: pairs = [sizePair, usage]
            case .current: pairs = [usage]
            }
            // Xcode 7 names the bold usage alone (mixpanel's MPNotification, 7.3); Xcode 8 and
            // later add it as an override too.
            if weight == "bold", style != .xcode7 {
                pairs.insert(
                    (graph.string(UIKitNibKey.fontUsageOverrideAttribute), graph.string("CTFontBoldUsage")),
                    at: style == .current ? 1 : pairs.count)
                mutable = true
            }
            if style == .current {
                pairs.append(sizePair)
            }
        }
        let attributes = graph.dictionary(pairs, className: mutable ? "NSMutableDictionary" : "NSDictionary")
        let descriptor = graph.add("UIFontDescriptor")
        graph.set(UIKitNibKey.fontDescriptorAttributes, object: attributes, on: descriptor)
        // The newest Xcode writes options on app fonts too, as 0.
        if let options = style.systemFontOptions, isSystem || style == .current {
            graph.set(UIKitNibKey.fontDescriptorOptions, .integer(isSystem ? options : 0), on: descriptor)
        }

        let font = graph.add(UIKitNibClass.font)
        graph.set(UIKitNibKey.fontName, string: name, on: font)
        graph.set(UIKitNibKey.fontDescriptor, object: descriptor, on: font)
        graph.set(UIKitNibKey.fontPointSize, .double(size), on: font)
        if writesScaling, !isFontFile {
            setScaling(on: font, graph: &graph)
        }
        graph.set(
            UIKitNibKey.fontTraits,
            .integer(bold ? UIKitFontTraits.boldTrait : weightTrait ?? (isItalic ? UIKitFontTraits.italicTrait : 0)),
            on: font)
        graph.set(UIKitNibKey.systemFont, .bool(isSystem), on: font)
        graph.set(UIKitNibKey.appKitFontName, string: name, on: font)
        graph.set(UIKitNibKey.appKitFontSize, .double(size), on: font)
        return font
    }
}
