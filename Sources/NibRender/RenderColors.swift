import IBSource
import ResourceAssets
import UIKitNib

/// UIKit's system colors in the light appearance (iOS 15 values), and the pre-iOS 13 fixed
/// colors Interface Builder names (`cocoaTouchSystemColor`, `UISystemColorName`).
enum SystemColors {
    private static func rgb(_ hex: UInt32, alpha: Double = 1) -> RenderColor {
        RenderColor(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    static let lightMode: [String: RenderColor] = [
        "systemBackgroundColor": RenderColor(white: 1),
        "secondarySystemBackgroundColor": rgb(0xF2F2F7),
        "tertiarySystemBackgroundColor": RenderColor(white: 1),
        "systemGroupedBackgroundColor": rgb(0xF2F2F7),
        "secondarySystemGroupedBackgroundColor": RenderColor(white: 1),
        "tertiarySystemGroupedBackgroundColor": rgb(0xF2F2F7),
        "groupTableViewBackgroundColor": rgb(0xF2F2F7),
        "labelColor": RenderColor(white: 0),
        "secondaryLabelColor": rgb(0x3C3C43, alpha: 0.6),
        "tertiaryLabelColor": rgb(0x3C3C43, alpha: 0.3),
        "quaternaryLabelColor": rgb(0x3C3C43, alpha: 0.18),
        "placeholderTextColor": rgb(0x3C3C43, alpha: 0.3),
        "separatorColor": rgb(0x3C3C43, alpha: 0.29),
        "opaqueSeparatorColor": rgb(0xC6C6C8),
        "linkColor": rgb(0x007AFF),
        "systemFillColor": rgb(0x787880, alpha: 0.2),
        "secondarySystemFillColor": rgb(0x787880, alpha: 0.16),
        "tertiarySystemFillColor": rgb(0x767680, alpha: 0.12),
        "quaternarySystemFillColor": rgb(0x747480, alpha: 0.08),
        "systemBlueColor": rgb(0x007AFF), "systemGreenColor": rgb(0x34C759), "systemIndigoColor": rgb(0x5856D6),
        "systemOrangeColor": rgb(0xFF9500), "systemPinkColor": rgb(0xFF2D55), "systemPurpleColor": rgb(0xAF52DE),
        "systemRedColor": rgb(0xFF3B30), "systemTealColor": rgb(0x30B0C7), "systemYellowColor": rgb(0xFFCC00),
        "systemBrownColor": rgb(0xA2845E), "systemMintColor": rgb(0x00C7BE), "systemCyanColor": rgb(0x32ADE6),
        "systemGrayColor": rgb(0x8E8E93), "systemGray2Color": rgb(0xAEAEB2), "systemGray3Color": rgb(0xC7C7CC),
        "systemGray4Color": rgb(0xD1D1D6), "systemGray5Color": rgb(0xE5E5EA), "systemGray6Color": rgb(0xF2F2F7),
        "darkTextColor": RenderColor(white: 0), "lightTextColor": RenderColor(white: 1, alpha: 0.6),
        "whiteColor": RenderColor(white: 1), "blackColor": RenderColor(white: 0), "clearColor": RenderColor(white: 0, alpha: 0),
        "grayColor": RenderColor(white: 0.5), "lightGrayColor": RenderColor(white: 2.0 / 3), "darkGrayColor": RenderColor(white: 1.0 / 3),
        "redColor": RenderColor(red: 1, green: 0, blue: 0), "greenColor": RenderColor(red: 0, green: 1, blue: 0),
        "blueColor": RenderColor(red: 0, green: 0, blue: 1), "cyanColor": RenderColor(red: 0, green: 1, blue: 1),
        "yellowColor": RenderColor(red: 1, green: 1, blue: 0), "magentaColor": RenderColor(red: 1, green: 0, blue: 1),
        "orangeColor": RenderColor(red: 1, green: 0.5, blue: 0), "purpleColor": RenderColor(red: 0.5, green: 0, blue: 0.5),
        "brownColor": RenderColor(red: 0.6, green: 0.4, blue: 0.2), "tintColor": rgb(0x007AFF),
        "tableCellGroupedBackgroundColor": RenderColor(white: 1), "viewFlipsideBackgroundColor": rgb(0x1F2124),
        // AppKit's catalog colors (`catalog="System"`), aqua appearance.
        "controlTextColor": RenderColor(white: 0, alpha: 0.85), "controlBackgroundColor": RenderColor(white: 1),
        "headerTextColor": RenderColor(white: 0, alpha: 0.85), "textBackgroundColor": RenderColor(white: 1),
        "controlColor": RenderColor(white: 1), "headerColor": RenderColor(white: 1), "gridColor": rgb(0xE6E6E6),
        "textColor": RenderColor(white: 0), "windowBackgroundColor": rgb(0xECECEC),
        "disabledControlTextColor": RenderColor(white: 0, alpha: 0.25), "controlAccentColor": rgb(0x007AFF),
        "windowFrameTextColor": RenderColor(white: 0, alpha: 0.85),
        "alternatingContentBackgroundColor": RenderColor(white: 1),
    ]

    /// UIKit's default tint: buttons' titles, switches, sliders, bar items.
    static let tint = lightMode["systemBlueColor"]!
}

/// Turns colors as documents and nibs write them into `RenderColor`s: components first (sRGB,
/// calibrated RGB, white), named colors from the project's color sets, system colors by name.
struct ColorResolver: Sendable {
    var namedColors: [String: AssetColor]
    /// The RGB space Xcode archives the document's colors in (`IBColorSpace.archived`), which
    /// UIKit shows as sRGB; `.other` draws components as written (compiled nibs).
    var archivedSpace: IBColorSpace

    init(namedColors: [String: AssetColor], archivedSpace: IBColorSpace = .other) {
        self.namedColors = namedColors
        self.archivedSpace = archivedSpace
    }

    /// A resolver for a source document's colors, drawn as Xcode archives them.
    init(namedColors: [String: AssetColor], document: IBDocument) {
        self.init(namedColors: namedColors, archivedSpace: .archived(in: document))
    }

    func system(_ name: String) -> RenderColor? {
        SystemColors.lightMode[name]
    }

    func named(_ name: String) -> RenderColor? {
        switch namedColors[name] {
        case .components(let red, let green, let blue, let alpha)?:
            return RenderColor(red: red, green: green, blue: blue, alpha: alpha)
        case .system(let reference)?:
            return system(reference)
        case nil:
            return nil
        }
    }

    /// A `<color>` element; `declared` holds the components the document's `<resources>` gives
    /// its system and named colors (`systemColor:NAME`, `namedColor:NAME`).
    func color(_ element: IBElement, declared: [String: IBElement]) -> RenderColor {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            if let declaredColor = declared["systemColor:" + name], let color = components(declaredColor) {
                return color
            }
            return system(name) ?? .unresolved
        }
        if let name = element["name"] {
            if let color = named(name) {
                return color
            }
            if let declaredColor = declared["namedColor:" + name], let color = components(declaredColor) {
                return color
            }
            return system(name) ?? .unresolved
        }
        return components(element) ?? .unresolved
    }

    /// The components a document's `<resources>` gives its system and named colors, by
    /// `systemColor:NAME` and `namedColor:NAME`: what `color(_:declared:)` takes.
    static func declaredColors(in root: IBElement?) -> [String: IBElement] {
        var declared: [String: IBElement] = [:]
        for resource in root?.children(in: "resources") ?? [] {
            if let name = resource["name"], let color = resource.child("color") {
                declared[resource.name + ":" + name] = color
            }
        }
        return declared
    }

    /// An RGB color's components in the space Xcode archives them in; gray colors as written.
    func components(_ element: IBElement) -> RenderColor? {
        func number(_ key: String) -> Double? { element[key].flatMap(Double.init) }
        let alpha = number("alpha") ?? 1
        if let white = number("white") {
            return RenderColor(white: white, alpha: alpha)
        }
        guard let red = number("red"), let green = number("green"), let blue = number("blue") else { return nil }
        let archived = IBColorSpace(of: element).convert([red, green, blue], to: archivedSpace)
        return RenderColor(red: archived[0], green: archived[1], blue: archived[2], alpha: alpha)
    }

    /// A `UIColor` object of a compiled nib: an asset-catalog color by name, else its archived
    /// components, else a system color by name.
    func color(_ index: Int, in nib: UIKitNib) -> RenderColor {
        if let name = nib.string(forKey: UIKitNibKey.dynamicCatalogName, of: index), let color = named(name) {
            return color
        }
        let alpha = Self.component(UIKitNibKey.alpha, of: index, in: nib) ?? 1
        if let white = Self.component(UIKitNibKey.white, of: index, in: nib) {
            return RenderColor(white: white, alpha: alpha)
        }
        if let red = Self.component(UIKitNibKey.red, of: index, in: nib),
            let green = Self.component(UIKitNibKey.green, of: index, in: nib),
            let blue = Self.component(UIKitNibKey.blue, of: index, in: nib)
        {
            return RenderColor(red: red, green: green, blue: blue, alpha: alpha)
        }
        if let name = nib.string(forKey: UIKitNibKey.systemColorName, of: index), let color = system(name) {
            return color
        }
        return .unresolved
    }

    /// A component, from its float64 twin when Xcode wrote one (`UIRed-Double`).
    private static func component(_ key: String, of index: Int, in nib: UIKitNib) -> Double? {
        nib.number(forKey: key + "-Double", of: index) ?? nib.number(forKey: key, of: index)
    }
}
