import Foundation
import IBSource
import UIKitNib

/// `<color>` elements as `UIColor` objects: components as float32 with the `NSRGB`/`NSWhite`
/// strings AppKit reads, plus the system or asset-catalog name when the color has one.
enum UIKitColors {
    /// Why `element` (a `<color>`) cannot be written as Interface Builder saved it: an attribute
    /// or color space the compiler does not know, which would be left out or read as sRGB.
    static func unwritableReason(_ element: IBElement) -> String? {
        // The first unknown name in name order, found in one pass without building a list.
        if let attribute = element.attributes.lazy.map(\.key).filter({ !knownAttributes.contains($0) }).min() {
            return "attribute \(attribute)"
        }
        let space = element["colorSpace"].map { space in element["customColorSpace"].map { space + " " + $0 } ?? space }
        if let space, !knownColorSpaces.contains(space) {
            return "color space \(space)"
        }
        return nil
    }

    private static let knownAttributes: Set<String> = [
        "key", "alpha", "colorSpace", "customColorSpace", "red", "green", "blue", "white", "systemColor", "name",
        "cocoaTouchSystemColor", "xcode11CocoaTouchSystemColor",
    ]

    /// The color spaces of the pairs and the corpus, as `colorSpace` and `customColorSpace`.
    private static let knownColorSpaces: Set<String> = [
        "calibratedWhite", "calibratedRGB", "deviceWhite", "deviceRGB", "custom sRGB", "custom displayP3",
        "custom genericGamma22GrayColorSpace", "custom calibratedRGB", "custom calibratedWhite",
    ]

    /// `writesDoubles`: Xcode 11 and later add a float64 `-Double` twin to components float32
    /// cannot hold (DYModal 11.3 and 11.6, WorkFlowTestingApp 13.4.1, the metamap nibs); Xcode
    /// 10.2 does not (DYModal's other builds). Xcode 11.6 writes DYModal's 2/3 gray's twin as
    /// 0.6666666667 where the document holds 2/3 to 17 digits: where it rounds is not found.
    /// `keepsSystemGrays`: a UIKit color the document names (`cocoaTouchSystemColor`) keeps its
    /// gray components in a document saved before color matching, where other grays become RGB
    /// (Xcode 7.3.1's QBImagePicker 6d16a6f and an 11.2 study pair's copy of it: `darkTextColor`
    /// as white 0).
    static func color(
        _ element: IBElement, resources: IBResources, colorMatched: Bool, readsXcode11Names: Bool, writesDoubles: Bool,
        roundsCalibratedTwins: Bool = true, asModified: Bool = false, keepsSystemGrays: Bool = false,
        colorSync: IBColorSpace.ColorSync = .neutral, systemColorValues: [String: IBElement] = [:], graph: inout UIKitNibDraft
    ) -> UIKitNibDraft.ObjectID {
        if asModified, element["systemColor"] != nil {
            // UIKit's modified color with nothing modified: the base color, an alpha of
            // CGFLOAT_MAX ("keep"), no contrast change, and the base's components without its name.
            let base = color(
                element, resources: resources, colorMatched: colorMatched, readsXcode11Names: readsXcode11Names,
                writesDoubles: writesDoubles, roundsCalibratedTwins: roundsCalibratedTwins, colorSync: colorSync,
                systemColorValues: systemColorValues, graph: &graph)
            let modified = graph.add(UIKitNibClass.color)
            graph.set(UIKitNibKey.modifiedColorBase, object: base, on: modified)
            graph.set(UIKitNibKey.modifiedColorAlpha, .double(.greatestFiniteMagnitude), on: modified)
            graph.set(UIKitNibKey.modifiedColorContrast, .integer(0), on: modified)
            let name = element["systemColor"] ?? ""
            let components = systemColorValues[name] ?? resources.systemColors[name] ?? fallback(forSystemColor: element)
            writeComponents(components, to: modified, twins: writesDoubles ? .exact : .none, graph: &graph)
            return modified
        }
        let color = graph.add(UIKitNibClass.color)
        var components = element
        var isLegacySystemColor = false
        // Xcode 9's templates save `xcode11CocoaTouchSystemColor="systemBackgroundColor"` beside the
        // fixed color; Xcode 11 and later archive that name (ten launch screens of the study pairs,
        // Xcode 11.0 to 14.3), with the fixed color's components.
        let xcode11Name = readsXcode11Names ? element["xcode11CocoaTouchSystemColor"] : nil
        if let system = xcode11Name ?? element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            isLegacySystemColor = system == element["cocoaTouchSystemColor"] && element["systemColor"] == nil
            graph.set(UIKitNibKey.systemColorName, string: system, on: color)
            // Before iOS 13's SDK the grouped table background was a pattern: Xcode 8.3.3 archives
            // it by selector, without components (a study pair's label highlight).
            if !readsXcode11Names, patternColors.contains(system) {
                graph.set(UIKitNibKey.patternSelector, string: system, on: color)
                return color
            }
            components = systemColorValues[system] ?? resources.systemColors[system] ?? fallback(forSystemColor: element)
        } else if colorMatched, let gray = namedGray(element) {
            graph.set(UIKitNibKey.systemColorName, string: gray, on: color)
        } else if let name = element["name"] {
            graph.set(UIKitNibKey.dynamicCatalogName, string: name, on: color)
            graph.set(UIKitNibKey.dynamicCatalogUsesNibBundle, .bool(true), on: color)
            components = namedColorComponents(name, resources: resources)
        } else {
            components = inArchivedSpace(element, colorMatched: colorMatched, colorSync: colorSync)
        }
        if !colorMatched, !(keepsSystemGrays && isLegacySystemColor), let white = components["white"] {
            // Documents saved before color matching have their gray colors archived as RGB:
            // Xcode 8.1 and 9.1 write Fusuma's and DropDown's calibratedWhite colors as "1 1 1",
            // "0 0 0 0"; colorMatched documents keep NSWhite (mixpanel, aws-sdk pairs).
            var attributes = components.attributes
            attributes["white"] = nil
            (attributes["red"], attributes["green"], attributes["blue"]) = (white, white, white)
            components = IBElement(name: components.name, attributes: attributes)
        }
        let twins: Twins = !writesDoubles ? .none : roundsCalibratedTwins && isCalibrated(element) ? .tenDecimals : .exact
        writeComponents(components, to: color, twins: twins, graph: &graph)
        // Without twins, a color of a document saved before color matching is equal only to one
        // of the same float64 values (`SharedValues`: an 8.2.1 study pair's two 0.592 grays saved
        // to 10 and 17 digits are two objects); color-matched documents' colors are equal by their
        // archived values (study pairs of 10.0 and 10.1: grays and sRGB colors saved both ways are
        // one object).
        if twins == .none, !colorMatched {
            let values = ["white", "red", "green", "blue", "alpha"].compactMap { UIKitValues.number(components[$0]) }
            if values.contains(where: { Double(Float($0)) != $0 }) {
                graph.identify(color, by: values)
            }
        }
        return color
    }

    /// An RGB color in the space Xcode archives the document's colors in: Xcode converts a
    /// calibrated color of a color-matched document to sRGB (WorkFlowTestingApp's 0.875 gray as
    /// 0.899, Xcode 13.4.1; mapbox's 0.941 gray as 0.953, Xcode 9.1) and an sRGB color of an
    /// unmatched one to generic RGB (XLActionController, Xcode 7.3). ColorSync's result is a
    /// float32, so it has no float64 twin; `IBColorSpace.convert` says how close it comes.
    private static func inArchivedSpace(_ element: IBElement, colorMatched: Bool, colorSync: IBColorSpace.ColorSync) -> IBElement {
        let space = IBColorSpace(of: element)
        let archived = IBColorSpace.archived(colorMatched: colorMatched)
        guard space != .other, space != archived,
            let red = UIKitValues.number(element["red"]), let green = UIKitValues.number(element["green"]),
            let blue = UIKitValues.number(element["blue"])
        else { return element }
        let converted = space.convert([red, green, blue], to: archived, colorSync: colorSync).map { Double(Float($0)) }
        var attributes = element.attributes
        (attributes["red"], attributes["green"], attributes["blue"]) = (String(converted[0]), String(converted[1]), String(converted[2]))
        return IBElement(name: element.name, attributes: attributes)
    }

    /// The float64 twins of components float32 cannot hold.
    private enum Twins {
        case none
        /// As the document gives them (sRGB, system and named colors: WorkFlowTestingApp 13.4.1,
        /// TestDemo 16.4).
        case exact
        /// Rounded to ten decimals, for a color in a calibrated or device space (named as such or
        /// as a custom space), or the generic gray one: DYModal 11.6's 2/3 gray is 0.6666666667, a
        /// 13.4.1 study pair's calibrated 0.20392156862745098 red 0.2039215686, a 15.1 study pair's
        /// custom calibrated RGB's alpha 0.86566889680774006 0.8656688968; a gray's alpha is kept
        /// exact (`writeComponents`).
        case tenDecimals
    }

    private static func isCalibrated(_ element: IBElement) -> Bool {
        let calibratedSpaces: Set<String> = ["calibratedRGB", "calibratedWhite", "deviceRGB", "deviceWhite"]
        return calibratedSpaces.contains(element["colorSpace"] ?? "")
            || ["genericGamma22GrayColorSpace", "calibratedRGB", "calibratedWhite"].contains(element["customColorSpace"] ?? "")
    }

    /// Interface Builder's white, black and clear in the calibrated white space are UIKit's named
    /// colors: Xcode 9.1 archives them with their name (mixpanel's white text, clear backgrounds;
    /// aws-sdk's white and black), in color-matched documents; and in the generic gray space with
    /// gamma 2.2 too (the mapbox pair's white backgrounds).
    static func namedGray(_ element: IBElement) -> String? {
        let isGray = element["colorSpace"] == "calibratedWhite" || element["customColorSpace"] == "genericGamma22GrayColorSpace"
        guard isGray, let white = UIKitValues.number(element["white"]) else { return nil }
        let alpha = UIKitValues.number(element["alpha"]) ?? 1
        return namedGrays.first { $0.white == white && $0.alpha == alpha }?.name
    }

    /// UIKit's plain table cell background, white, as Interface Builder would save it by name.
    static let plainCellBackground = IBElement(
        name: "color",
        attributes: [
            "cocoaTouchSystemColor": "tableCellPlainBackgroundColor", "white": "1", "alpha": "1", "colorSpace": "custom",
            "customColorSpace": "genericGamma22GrayColorSpace",
        ])

    /// UIKit's clear color as Interface Builder saves it.
    static let clear = IBElement(
        name: "color",
        attributes: ["white": "0.0", "alpha": "0.0", "colorSpace": "custom", "customColorSpace": "genericGamma22GrayColorSpace"])

    /// UIKit's dark text color, black.
    static let darkText = "darkTextColor"

    /// UIKit's named gray colors, by white and alpha.
    private static let namedGrays: [(name: String, white: Double, alpha: Double)] = [
        ("whiteColor", 1, 1), ("blackColor", 0, 1), ("clearColor", 0, 0),
    ]

    /// The components of the project's named color `name` as the document's resources give them,
    /// black when it declares none.
    static func namedColorComponents(_ name: String, resources: IBResources) -> IBElement {
        resources.namedColors[name] ?? IBElement(name: "color", attributes: ["white": "0", "alpha": "1"])
    }

    /// The components of a system color the document's `<resources>` does not give: the light
    /// components Interface Builder knows the color by (Xcode 13.4 writes WorkFlowTestingApp's
    /// systemGroupedBackgroundColor as 242/255 though the element saved it to ten decimals), else
    /// the element's own, else those of the fixed color older Interface Builders saved beside it
    /// (`cocoaTouchSystemColor="whiteColor"`: Xcode 13.4 writes WorkFlowTestingApp's launch screen
    /// systemBackgroundColor as white 1), else black.
    private static func fallback(forSystemColor element: IBElement) -> IBElement {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"], let known = systemColorComponents[name] {
            return known
        }
        if element["white"] != nil || element["red"] != nil {
            return inWhole255ths(element)
        }
        if let gray = namedGrays.first(where: { $0.name == element["cocoaTouchSystemColor"] }) {
            return IBElement(name: "color", attributes: ["white": String(gray.white), "alpha": String(gray.alpha)])
        }
        return IBElement(name: "color", attributes: ["white": "0", "alpha": "1"])
    }

    /// A system color's components as UIKit defines them, in whole 255ths: Interface Builder
    /// saves them to ten decimals and Xcode archives its own exact value (EntertainmentWorld's
    /// systemOrangeColor, a study pair of 11.3: 0.5843137255 as 149/255). A component ten decimals
    /// do not round from a byte value is kept.
    private static func inWhole255ths(_ element: IBElement) -> IBElement {
        var attributes = element.attributes
        for key in ["white", "red", "green", "blue", "alpha"] {
            guard let value = UIKitValues.number(element[key]) else { continue }
            let byte = (value * 255).rounded()
            if abs(value - byte / 255) < 1e-9 {
                attributes[key] = String(byte / 255)
            }
        }
        return IBElement(name: element.name, attributes: attributes)
    }

    /// UIKit's system colors that were patterns before Xcode 11 (the iOS 13 SDK).
    private static let patternColors: Set<String> = ["groupTableViewBackgroundColor"]

    /// UIKit's system colors in light appearance as Interface Builder saves them in a document's
    /// `<resources>` (the WorkFlowTestingApp and TestDemo documents, Xcode 13.4.1 and 16.4): what
    /// Xcode archives for a color named without that entry (WorkFlowTestingApp's SearchMovies table,
    /// `cocoaTouchSystemColor="groupTableViewBackgroundColor"`).
    static let systemColorComponents: [String: IBElement] = {
        func sRGB(_ red: String, _ green: String, _ blue: String) -> IBElement {
            IBElement(
                name: "color",
                attributes: ["red": red, "green": green, "blue": blue, "alpha": "1", "colorSpace": "custom", "customColorSpace": "sRGB"])
        }
        return [
            "groupTableViewBackgroundColor": sRGB("0.94901960784313721", "0.94901960784313721", "0.96862745098039216"),
            "systemBlueColor": systemBlue,
            "systemGreenColor": sRGB("0.20392156862745098", "0.7803921568627451", "0.34901960784313724"),
            "systemGrayColor": sRGB("0.55686274509803924", "0.55686274509803924", "0.57647058823529407"),
            "systemGroupedBackgroundColor": sRGB("0.94901960784313721", "0.94901960784313721", "0.96862745098039216"),
            "systemRedColor": sRGB("1", "0.23137254901960785", "0.18823529411764706"),
        ]
    }()

    /// systemBlue in light appearance: UIKit's default tint (`_defaultInteractionTintColorForIdiom:`).
    private static let systemBlue = IBElement(
        name: "color",
        attributes: [
            "red": "0.0", "green": "0.47843137254901963", "blue": "1", "alpha": "1", "colorSpace": "custom", "customColorSpace": "sRGB",
        ])
    private static let iOS26SystemBlue = lightSRGB(0, 136, 255)

    /// The tint UIKit resolves for a view under none, in light appearance and the palette of the
    /// Xcode's UIKit.
    static func defaultTint(iOS26Palette: Bool) -> IBElement {
        iOS26Palette ? iOS26SystemBlue : systemBlue
    }

    /// A color of sRGB bytes as Interface Builder saves one.
    private static func lightSRGB(_ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> IBElement {
        IBElement(
            name: "color",
            attributes: [
                "red": String(red / 255), "green": String(green / 255), "blue": String(blue / 255), "alpha": String(alpha),
                "colorSpace": "custom", "customColorSpace": "sRGB",
            ])
    }

    /// The light values of the system colors iOS 26 changed, which its UIKit resolves a named
    /// color to and Xcode 26 archives, whatever values an older Interface Builder saved in the
    /// document: sRGB bytes as Apple's color guidelines give them since June 2025, which Interface
    /// Builder 26 saves too (Go Map!!'s systemBlueColor, 0 136 255; NetNewsWire's systemRedColor,
    /// 255 56 60, and separatorColor at 0.12, its iOS 26 design's variant). Yellow, green, pink,
    /// the grays, the fills and the backgrounds kept theirs (UIKit's own values of iOS 18.2 and
    /// 26.1, decompiled, agree where UIKit holds them).
    static let iOS26SystemColors: [String: IBElement] = [
        "systemRedColor": lightSRGB(255, 56, 60), "systemOrangeColor": lightSRGB(255, 141, 40), "systemMintColor": lightSRGB(0, 200, 179),
        "systemTealColor": lightSRGB(0, 195, 208), "systemCyanColor": lightSRGB(0, 192, 232), "systemBlueColor": iOS26SystemBlue,
        "systemIndigoColor": lightSRGB(97, 85, 245), "systemPurpleColor": lightSRGB(203, 48, 224),
        "systemBrownColor": lightSRGB(172, 127, 94),
        "separatorColor": lightSRGB(60, 60, 67, alpha: 0.12),
    ]

    /// UIKit's accent colors, which Xcode 11 to 14 archive as a view's background color wrapped
    /// in a modified color that changes nothing (`UIKitXcodeRules.modifiesAccentBackgrounds`).
    static let accentColors: Set<String> = [
        "systemRedColor", "systemGreenColor", "systemBlueColor", "systemOrangeColor", "systemYellowColor", "systemPinkColor",
        "systemPurpleColor", "systemTealColor", "systemIndigoColor", "systemGrayColor",
    ]

    private static func writeComponents(
        _ element: IBElement, to color: UIKitNibDraft.ObjectID, twins: Twins, graph: inout UIKitNibDraft
    ) {
        let alpha = UIKitValues.number(element["alpha"]) ?? 1
        if let white = UIKitValues.number(element["white"]) {
            graph.set(UIKitNibKey.colorComponentCount, .integer(2), on: color)
            setComponent(UIKitNibKey.white, white, on: color, twins: twins, graph: &graph)
            // A gray's alpha keeps its digits where its white is rounded: a study pair of Xcode
            // 11.7 archives the generic gray's alpha 0.56196489726027399 as 0.561964897260274
            // (an RGB color's alpha is rounded: a 15.1 study pair's 0.8656688968).
            setComponent(UIKitNibKey.alpha, alpha, on: color, twins: twins == .tenDecimals ? .exact : twins, graph: &graph)
            graph.set(UIKitNibKey.appKitWhite, .data(Data(componentString([white], alpha: alpha))), on: color)
            graph.set(UIKitNibKey.appKitColorSpace, .integer(4), on: color)
        } else {
            let red = UIKitValues.number(element["red"]) ?? 0
            let green = UIKitValues.number(element["green"]) ?? 0
            let blue = UIKitValues.number(element["blue"]) ?? 0
            graph.set(UIKitNibKey.colorComponentCount, .integer(4), on: color)
            setComponent(UIKitNibKey.red, red, on: color, twins: twins, graph: &graph)
            setComponent(UIKitNibKey.green, green, on: color, twins: twins, graph: &graph)
            setComponent(UIKitNibKey.blue, blue, on: color, twins: twins, graph: &graph)
            setComponent(UIKitNibKey.alpha, alpha, on: color, twins: twins, graph: &graph)
            graph.set(UIKitNibKey.appKitRGB, .data(Data(componentString([red, green, blue], alpha: alpha))), on: color)
            graph.set(UIKitNibKey.appKitColorSpace, .integer(2), on: color)
        }
    }

    /// A component as float32, and as float64 too when float32 cannot hold it exactly.
    private static func setComponent(
        _ key: String, _ value: Double, on color: UIKitNibDraft.ObjectID, twins: Twins, graph: inout UIKitNibDraft
    ) {
        graph.set(key, .float(Float(value)), on: color)
        guard Double(Float(value)) != value else { return }
        switch twins {
        case .none:
            break
        case .exact:
            graph.set(key + UIKitNibKey.doubleComponentSuffix, .double(value), on: color)
        case .tenDecimals:
            graph.set(key + UIKitNibKey.doubleComponentSuffix, .double((value * 1e10).rounded() / 1e10), on: color)
        }
    }

    /// `"0.12 0.15 0.246"`: components at `%.3g`, alpha only when not opaque.
    private static func componentString(_ components: [Double], alpha: Double) -> [UInt8] {
        let all = alpha == 1 ? components : components + [alpha]
        return Array(all.map(UIKitValues.shortComponent).joined(separator: " ").utf8)
    }
}
