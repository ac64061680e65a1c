import IBSource
import Testing

@testable import NibRender

/// Colors as documents write them: components, system names, named colors.
@Suite struct RenderColorsTests {
    let resolver = ColorResolver(namedColors: [
        "Brand": .components(red: 0.2, green: 0.4, blue: 0.8, alpha: 1), "Link": .system("systemBlueColor"),
    ])

    func color(_ attributes: IBAttributes, declared: [String: IBElement] = [:]) -> String {
        let color = resolver.color(IBElement(name: "color", attributes: attributes), declared: declared)
        return color.hex + (color.alpha < 1 ? " \(color.alpha)" : "")
    }

    @Test func componentsSystemAndNamedColors() {
        #expect(
            color(["red": "1", "green": "0.5", "blue": "0", "alpha": "1", "colorSpace": "custom", "customColorSpace": "sRGB"]) == "#ff8000")
        #expect(color(["white": "0.33333333329999998", "alpha": "0.5", "colorSpace": "calibratedWhite"]) == "#555555 0.5")
        #expect(color(["systemColor": "systemBlueColor"]) == "#007aff")
        #expect(color(["cocoaTouchSystemColor": "darkTextColor"]) == "#000000")
        #expect(color(["name": "Brand"]) == "#3366cc")
        #expect(color(["name": "Link"]) == "#007aff")
        // Components the document declares win over the table; unknown names are loud magenta.
        let declared = ["systemColor:systemBlueColor": IBElement(name: "color", attributes: ["red": "0", "green": "0", "blue": "1"])]
        #expect(color(["systemColor": "systemBlueColor"], declared: declared) == "#0000ff")
        #expect(color(["name": "Nowhere"]) == "#ff00ff")
        #expect(color(["systemColor": "noSuchColor"]) == "#ff00ff")
    }

    /// AppKit's catalog colors that real apps' documents name (IINA's disabled notes, accent-colored
    /// symbols), in the aqua appearance.
    @Test func appKitCatalogColors() {
        #expect(color(["name": "disabledControlTextColor", "catalog": "System", "colorSpace": "catalog"]) == "#000000 0.25")
        #expect(color(["name": "controlAccentColor", "catalog": "System", "colorSpace": "catalog"]) == "#007aff")
        #expect(color(["name": "controlTextColor", "catalog": "System", "colorSpace": "catalog"]) == "#000000 0.85")
    }
}
