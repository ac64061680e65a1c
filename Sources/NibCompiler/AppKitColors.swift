import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Interface Builder's `<color>` elements as Xcode 26 archives them in AppKit nibs.
///
/// A system color (`catalog="System"`) is an `NSColor` of color space 6 naming its catalog and
/// color, with a fallback color for a system that does not know it: a gray in the generic gray
/// gamma 2.2 space or an RGB color in sRGB, whose color space embeds the profile's bytes
/// (`ColorProfiles`). Each system color is archived once per nib, and so is each fallback and
/// profile. The fallbacks are the same in every Xcode 26 nib of the pairs (80 system colors in
/// Aerial's and viraptor's nibs).
enum AppKitColors {
    /// A system color's fallback: the white (gray) or red, green and blue (sRGB) as archived,
    /// the components as the document's color space gives them, and the linear exposure.
    enum Fallback: Hashable {
        case gray(white: String, components: String)
        case rgb(rgb: String, components: String, exposure: String)
        /// A Display P3 color, as an sRGB one in its own space (Aerial's two named colors in
        /// `CompanionPopoverViewController`).
        case displayP3(rgb: String, components: String, exposure: String)

        var profile: ColorProfiles.Kind {
            switch self {
            case .gray: .genericGrayGamma22
            case .rgb: .sRGB
            case .displayP3: .displayP3
            }
        }
    }

    /// How close to Xcode's a custom space's calibrated twin comes (`IBColorSpace.convert`):
    /// within 4e-6 from sRGB and gray, 3e-5 from Display P3.
    static let twinTolerances: [ColorProfiles.Kind: String] = [.genericGrayGamma22: "4e-6", .sRGB: "4e-6", .displayP3: "3e-5"]
    /// The catalog of a project's named colors (`<namedColor>` in a document's resources): its
    /// main bundle's asset catalog.
    static let assetCatalog = "#$assets-mainBundleID"

    static let systemCatalog = "System"
    static let black = Fallback.gray(white: "0", components: "0 1")
    static let white = Fallback.gray(white: "1", components: "1 1")
    static let twoThirdsGray = Fallback.gray(white: "0.602715373", components: "0.6666666667 1")
    static let halfGray = Fallback.gray(white: "0.4246723652", components: "0.5 1")
    static let thirdGray = Fallback.gray(white: "0.2637968361", components: "0.3333333333 1")
    static let blue = Fallback.rgb(rgb: "0 0 0.9981992245", components: "0 0 1 1", exposure: "1")

    /// The fallback of each system color seen in the Xcode 26 pairs, and the disabled control
    /// text's dark gray. That one no pair shows: Interface Builder 3 saved each system color's
    /// fallback in the document itself (a calibrated white), and its documents give the disabled
    /// control text 1/3 (each of 127 in the xibs of 2008 to 2016 in the histories of
    /// transmission, Sequel Ace, MacPass and Platypus), and the twelve system colors both they and
    /// the pairs show have the same fallback in each (control 2/3, grid and window background 1/2,
    /// header 1...).
    static let systemColorFallbacks: [String: Fallback] = [
        "textColor": black, "controlTextColor": black, "labelColor": black, "headerTextColor": black,
        "selectedTextColor": black, "keyboardFocusIndicatorColor": black,
        "textBackgroundColor": white, "headerColor": white, "windowFrameTextColor": white,
        "controlColor": twoThirdsGray, "controlBackgroundColor": twoThirdsGray, "selectedTextBackgroundColor": twoThirdsGray,
        "controlAlternatingRowColor": twoThirdsGray,
        "gridColor": halfGray, "windowBackgroundColor": halfGray, "tertiaryLabelColor": halfGray, "systemGrayColor": halfGray,
        "secondaryLabelColor": thirdGray, "disabledControlTextColor": thirdGray,
        "controlAccentColor": blue, "linkColor": blue, "systemBlueColor": blue, "systemIndigoColor": blue,
        "systemMintColor": blue, "systemTealColor": blue,
        "systemOrangeColor": .rgb(rgb: "0.9892322421 0.41533041 0.03181087598", components: "1 0.5 0 1", exposure: "0"),
        "systemPurpleColor": .rgb(rgb: "0.4181933999 0 0.4243052602", components: "0.5 0 0.5 1", exposure: "0"),
    ]

    /// The fallback of a system color neither the pairs nor Interface Builder 3's documents show
    /// (`systemRedColor`, the most common in real apps' documents), an approximation: AppKit
    /// resolves a system color by its catalog and name, so the fallback shows only on a system
    /// that does not know the color.
    static let approximatedFallback = halfGray

    /// The system colors whose fallback is another system color, as Xcode 26 archives them
    /// (`AppKitXcodeRules.systemColorsFallingBackOnSystemColors`): the insertion point's is the
    /// system blue (`test11-text-view-back`), the alternating content background the alternating
    /// row color (Aerial's `CompanionPopoverViewController`), the separator the grid color
    /// (Prune's `Main.storyboard`), the source list's background the control background
    /// (Aerial's `SidebarViewController`).
    static let systemColorSystemFallbacks: [String: String] = [
        "textInsertionPointColor": "systemBlueColor", "alternatingContentBackgroundColor": "controlAlternatingRowColor",
        "separatorColor": "gridColor", "_sourceListBackgroundColor": "controlBackgroundColor",
    ]

    /// `NSColorSpace` of an archived color: calibrated RGB 1, calibrated white 3, device white 4
    /// (viraptor's `HSChooserWindow`: its table's grid color, white and alpha as a calibrated
    /// white's), catalog 6.
    static let calibratedRGBSpace: Int64 = 1
    /// Device RGB, which no pair shows: AppKit's space 2, between calibrated RGB and white.
    static let deviceRGBSpace: Int64 = 2
    static let calibratedWhiteSpace: Int64 = 3
    static let deviceWhiteSpace: Int64 = 4
    static let catalogSpace: Int64 = 6
    /// `NSModel` of a gray profile's color space.
    static let grayModel: Int64 = 0
    /// The linear exposure of a gray fallback.
    static let grayExposure = "1"

    /// A component as Xcode writes it: up to ten significant digits, no trailing zeros.
    static func component(_ value: Double) -> String {
        GeneralNumberFormat.string(value, significantDigits: 10)
    }

    /// A calibrated color's components as its `NSRGB` or `NSWhite` text holds them: the alpha
    /// only when it is not 1.
    static func componentText(_ values: [Double], alpha: Double) -> String {
        (values + (alpha == 1 ? [] : [alpha])).map(component).joined(separator: " ")
    }

    /// The spaces the compiler writes by name that a document may also give as custom ones.
    static let namedSpacesAsCustom: Set<String> = ["calibratedRGB", "calibratedWhite"]

    /// The linear exposure Xcode 26 archives for an RGB color in a custom space: 1 where each
    /// component, alpha too, is an 8-bit value (k/255), else 0. Of Aerial's white of alpha 216/255,
    /// the one saved as 0.84705882352941175 is archived with 1, the eleven saved as 0.8470588235
    /// with 0; `HSChooserWindow`'s 105/255 and 217/255 blue and a black with 1, the Display P3
    /// hero colors with 0 (as the system orange and purple of 0.5).
    static func linearExposure(ofRGB components: [Double]) -> String {
        isEightBit(components) ? "1" : "0"
    }

    /// Whether each of `components` is an 8-bit value, k/255.
    static func isEightBit(_ components: [Double]) -> Bool {
        components.allSatisfy { ($0 * 255).rounded() / 255 == $0 }
    }
}

extension AppKitNibBuilder {
    /// The `NSColor` of a `<color>` element: a system color (shared), a calibrated or device white,
    /// or a calibrated (or, approximated, device) RGB color. Any other color space is an error
    /// naming it.
    mutating func addColor(_ element: IBElement) -> Int? {
        switch element["colorSpace"] {
        case "catalog":
            approximateUnknownAttributes(of: element, known: ["key", "name", "catalog", "colorSpace"], accepted: [:])
            guard element["catalog"] == AppKitColors.systemCatalog, let name = element["name"] else {
                reject("a color of a catalog other than System is not known to the macOS compiler yet", at: element)
                return nil
            }
            return addSystemColor(name, at: element)
        case "calibratedWhite", "deviceWhite":
            approximateUnknownAttributes(of: element, known: ["key", "white", "alpha", "colorSpace"], accepted: [:])
            guard let components = components(of: element, ["white", "alpha"])
            else { return nil }
            let (white, alpha) = (components[0], components[1])
            let text = AppKitColors.componentText([white], alpha: alpha)
            let space = element["colorSpace"] == "deviceWhite" ? AppKitColors.deviceWhiteSpace : AppKitColors.calibratedWhiteSpace
            var fields = NibFieldWriter()
            fields.add(AppKitNibKey.colorSpace, .integer(space))
            fields.add(AppKitNibKey.white, .data(Data((text + "\0").utf8)))
            return add(AppKitNibClass.color, .values(NibGraph.Entries(fields.entries)))
        case "calibratedRGB", "deviceRGB":
            approximateUnknownAttributes(of: element, known: ["key", "red", "green", "blue", "alpha", "colorSpace"], accepted: [:])
            guard let components = components(of: element, ["red", "green", "blue", "alpha"])
            else { return nil }
            let device = element["colorSpace"] == "deviceRGB"
            if device {
                // HandBrake's HUD background.
                approximate(
                    "a device RGB color, which no pair shows, is archived as a calibrated one in AppKit's device RGB space (2), as device white is",
                    at: element)
            }
            let (red, green, blue, alpha) = (components[0], components[1], components[2], components[3])
            let text = AppKitColors.componentText([red, green, blue], alpha: alpha)
            var fields = NibFieldWriter()
            fields.add(AppKitNibKey.colorSpace, .integer(device ? AppKitColors.deviceRGBSpace : AppKitColors.calibratedRGBSpace))
            fields.add(AppKitNibKey.rgb, .data(Data((text + "\0").utf8)))
            return add(AppKitNibClass.color, .values(NibGraph.Entries(fields.entries)))
        case "custom":
            return addCustomColor(element)
        case nil where element["name"] != nil:
            return addNamedColor(element)
        default:
            reject("a color in color space \(element["colorSpace"] ?? "none") is not known to the macOS compiler yet", at: element)
            return nil
        }
    }

    /// A color in a custom sRGB or generic gray gamma 2.2 space, archived as a system color's
    /// fallback is (viraptor's `HSChooserWindow`): the components as the document gives them in
    /// the space, whose profile the color embeds, beside a calibrated twin for systems before
    /// custom color spaces. The twin is converted to within 4e-6 of Xcode's, an approximation
    /// (AppKit draws the components in their space and reads the twin only without one), but
    /// for black and white, whose twins are Xcode's exactly.
    ///
    /// An sRGB or gray color of 8-bit components (`AppKitColors.isEightBit`) is one object for
    /// every use of its value, a system color's fallback of that value too, as AppKit keeps one
    /// such color: Aerial's clear gray (`NowPlayingViewController`: a box's border, a clip view's
    /// background and a collection view's background, one object), its sRGB black, its white
    /// button tint, the text background's white. A color of other components is an object of its
    /// own at each use (its eleven whites of alpha 0.8470588235).
    private mutating func addCustomColor(_ element: IBElement) -> Int? {
        let known: Set<String> = ["key", "red", "green", "blue", "white", "alpha", "colorSpace", "customColorSpace"]
        approximateUnknownAttributes(of: element, known: known, accepted: [:])
        let fallback: AppKitColors.Fallback
        var isBlackOrWhite = false
        var isShared = false
        switch element["customColorSpace"] {
        case "sRGB":
            guard let components = components(of: element, ["red", "green", "blue", "alpha"]) else { return nil }
            // A gray stays neutral, each channel through the two curves alone (Aerial's white and
            // black, "1 1 1" and "0 0 0" in Xcode's nibs).
            let rgb = Array(components.prefix(3))
            isBlackOrWhite = Set(rgb) == [0] || Set(rgb) == [1]
            isShared = AppKitColors.isEightBit(components)
            let twin =
                Set(rgb).count == 1
                ? rgb.map(IBColorSpace.calibratedWhite(ofGenericGray:)) : IBColorSpace.sRGB.convert(rgb, to: .genericRGB)
            fallback = .rgb(
                rgb: AppKitColors.componentText(twin, alpha: components[3]),
                components: components.map(AppKitColors.component).joined(separator: " "),
                exposure: AppKitColors.linearExposure(ofRGB: components))
        case "displayP3":
            guard let components = components(of: element, ["red", "green", "blue", "alpha"]) else { return nil }
            // Out of the calibrated space's range, a channel is clamped (the hero color's red, 0).
            let twin = IBColorSpace.displayP3.convert(Array(components.prefix(3)), to: .genericRGB).map { min(max($0, 0), 1) }
            fallback = .displayP3(
                rgb: AppKitColors.componentText(twin, alpha: components[3]),
                components: components.map(AppKitColors.component).joined(separator: " "),
                exposure: AppKitColors.linearExposure(ofRGB: components))
        case "genericGamma22GrayColorSpace":
            guard let components = components(of: element, ["white", "alpha"]) else { return nil }
            isBlackOrWhite = components[0] == 0 || components[0] == 1
            isShared = AppKitColors.isEightBit(components)
            fallback = .gray(
                white: AppKitColors.componentText([IBColorSpace.calibratedWhite(ofGenericGray: components[0])], alpha: components[1]),
                components: components.map(AppKitColors.component).joined(separator: " "))
        case let space? where AppKitColors.namedSpacesAsCustom.contains(space):
            // Named as a custom space (IINA's inspector): written as the space named so is.
            approximate(
                "a color in custom color space \(space), which no pair shows, is written as one in color space \(space)", at: element)
            var named = element
            named.attributes["colorSpace"] = space
            named.attributes["customColorSpace"] = nil
            return addColor(named)
        default:
            reject("a color in color space \(element["customColorSpace"] ?? "none") is not known to the macOS compiler yet", at: element)
            return nil
        }
        guard follows(AppKitXcodeRules.calibratedFallbacks) else {
            reject("a color in a custom color space as Xcode 7 writes it is not known to the macOS compiler yet", at: element)
            return nil
        }
        if !isBlackOrWhite {
            approximate(
                "a color in custom color space \(element["customColorSpace"] ?? ""): its calibrated twin, for systems before the space, is converted to within \(AppKitColors.twinTolerances[fallback.profile, default: ""]) of Xcode's",
                at: element)
        }
        if isShared, let known = fallbackColors[fallback] { return known }
        let profile = colorSpace(fallback.profile, at: element)
        let color = addFallbackColor(fallback, profile: profile)
        if isShared { fallbackColors[fallback] = color }
        return color
    }

    /// A project's named color, one object per nib: of the asset catalog, by its name, with the
    /// color the document's resources give it as its fallback (Aerial's `hero color`).
    private mutating func addNamedColor(_ element: IBElement) -> Int? {
        approximateUnknownAttributes(of: element, known: ["key", "name"], accepted: [:])
        guard let name = element["name"] else { return nil }
        if let known = namedColors[name] { return known }
        guard let resource = documentIndex.namedColors[name] else {
            reject("named color '\(name)', which the document's resources do not give, is not known to the macOS compiler", at: element)
            return nil
        }
        guard let fallback = addColor(resource) else { return nil }
        let color = addCatalogColor(name, catalog: AppKitColors.assetCatalog, fallback: fallback)
        namedColors[name] = color
        return color
    }

    /// The numbers of a color's `names`, in order; one missing or not a number is an error naming it.
    private mutating func components(of element: IBElement, _ names: [String]) -> [Double]? {
        var values: [Double] = []
        for name in names {
            guard let value = number(element, name) else {
                reject("a color without a number for \(name) is not known to the macOS compiler yet", at: element)
                return nil
            }
            values.append(value)
        }
        return values
    }

    /// A system color, archived once per nib with its fallback.
    private mutating func addSystemColor(_ name: String, at element: IBElement) -> Int? {
        if let known = systemColors[name] { return known }
        if let fallbackName = AppKitColors.systemColorSystemFallbacks[name] {
            approximateUnlessMeasured(AppKitXcodeRules.systemColorsFallingBackOnSystemColors, "system color \(name)", at: element)
            guard let fallbackColor = addSystemColor(fallbackName, at: element) else { return nil }
            return addSystemCatalogColor(name, fallback: fallbackColor)
        }
        let fallback: AppKitColors.Fallback
        if let known = AppKitColors.systemColorFallbacks[name] {
            fallback = known
        } else {
            approximate(
                "system color \(name): the fallback Xcode archives beside it is not known to the macOS compiler; written as a half gray, which only a system that does not know the color shows",
                at: element)
            fallback = AppKitColors.approximatedFallback
        }
        let fallbackColor: Int
        if let known = fallbackColors[fallback] {
            fallbackColor = known
        } else if follows(AppKitXcodeRules.calibratedFallbacks) {
            let profile = colorSpace(fallback.profile, at: element)
            fallbackColor = addFallbackColor(fallback, profile: profile)
        } else {
            guard case .gray(_, let components) = fallback, let white = components.split(separator: " ").first else {
                reject("system color \(name) as Xcode 7 writes it is not known to the macOS compiler yet", at: element)
                return nil
            }
            fallbackColor = add(
                AppKitNibClass.color,
                .values([
                    NibGraph.Entry(key: AppKitNibKey.colorSpace, value: .integer(AppKitColors.calibratedWhiteSpace)),
                    NibGraph.Entry(key: AppKitNibKey.white, value: .data(Data((white + "\0").utf8))),
                ]))
        }
        fallbackColors[fallback] = fallbackColor
        return addSystemCatalogColor(name, fallback: fallbackColor)
    }

    /// The system color `name` with its fallback color, remembered for the nib.
    private mutating func addSystemCatalogColor(_ name: String, fallback: Int) -> Int {
        let color = addCatalogColor(name, catalog: AppKitColors.systemCatalog, fallback: fallback)
        systemColors[name] = color
        return color
    }

    /// The color `name` of `catalog`, with the color a system that cannot resolve it shows.
    private mutating func addCatalogColor(_ name: String, catalog: String, fallback: Int) -> Int {
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.colorSpace, .integer(AppKitColors.catalogSpace))
        fields.add(AppKitNibKey.catalogName, string(catalog).archived)
        fields.add(AppKitNibKey.colorName, string(name).archived)
        fields.add(AppKitNibKey.color, .object(fallback))
        return add(AppKitNibClass.color, .values(NibGraph.Entries(fields.entries)))
    }

    mutating func addFallbackColor(_ fallback: AppKitColors.Fallback, profile: Int) -> Int {
        var fields = NibFieldWriter()
        switch fallback {
        case .gray(let white, let components):
            fields.add(AppKitNibKey.colorSpace, .integer(AppKitColors.calibratedWhiteSpace))
            fields.add(AppKitNibKey.white, .data(Data((white + "\0").utf8)))
            fields.add(AppKitNibKey.customColorSpace, .object(profile))
            fields.add(AppKitNibKey.components, .data(Data(components.utf8)))
            fields.add(AppKitNibKey.linearExposure, .data(Data(AppKitColors.grayExposure.utf8)))
        case .rgb(let rgb, let components, let exposure), .displayP3(let rgb, let components, let exposure):
            fields.add(AppKitNibKey.colorSpace, .integer(AppKitColors.calibratedRGBSpace))
            fields.add(AppKitNibKey.rgb, .data(Data((rgb + "\0").utf8)))
            fields.add(AppKitNibKey.customColorSpace, .object(profile))
            fields.add(AppKitNibKey.components, .data(Data(components.utf8)))
            fields.add(AppKitNibKey.linearExposure, .data(Data(exposure.utf8)))
        }
        return add(AppKitNibClass.color, .values(NibGraph.Entries(fields.entries)))
    }

    /// The color space of a profile, archived once per nib with the profile's bytes. Without the
    /// profile, an approximation at each color that uses it: the space is written by its AppKit
    /// id alone, which names one of AppKit's own spaces, without the profile Xcode embeds beside it.
    mutating func colorSpace(_ kind: ColorProfiles.Kind, for user: String? = nil, at element: IBElement) -> Int {
        let profile = options.colorProfiles[kind]
        if profile == nil {
            let color =
                user
                ?? (element["colorSpace"] == "custom"
                    ? "a color in custom color space \(element["customColorSpace"] ?? "")" : "system color \(element["name"] ?? "")")
            approximate(
                "\(color) needs Apple's \"\(kind.fileName)\", which nibcat does not ship: without it, its color space is "
                    + "written by AppKit's id alone; name a folder holding it with --color-profiles (see nibcat extract-color-profiles)",
                at: element)
        }
        if let known = colorSpaces[kind] { return known }
        let data = profile.map { profile in
            follows(AppKitXcodeRules.plainICCProfile)
                ? add(NibCollectionClass.data, .values([NibGraph.Entry(key: NibGraph.bytesKey, value: .data(profile))]))
                : add(NibCollectionClass.mutableData, .values([NibGraph.Entry(key: AppKitNibKey.mutableDataBytes, value: .data(profile))]))
        }
        var fields = NibFieldWriter()
        fields.add(kind.colorSpaceIDKey, .integer(kind.colorSpaceID))
        fields.add(AppKitNibKey.colorSpaceModel, kind == .genericGrayGamma22 ? .integer(AppKitColors.grayModel) : nil)
        fields.add(AppKitNibKey.iccProfile, data.map { .object($0) })
        let space = add(AppKitNibClass.colorSpace, .values(NibGraph.Entries(fields.entries)))
        colorSpaces[kind] = space
        return space
    }
}
