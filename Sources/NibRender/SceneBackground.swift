import IBSource

/// The fill of a scene drawn without its views: its root view's background colour, when the
/// document spells it as components or as a system colour it declares.
enum SceneBackground {
    static let fallback = "#FFFFFF"

    /// An sRGB hex colour and its opacity.
    static func fill(of rootView: IBElement?, resources: [IBElement]) -> (color: String, opacity: Double) {
        guard let color = rootView?.child("color", key: "backgroundColor") else { return (fallback, 1) }
        var components = color
        if let system = color["systemColor"] {
            guard let declared = resources.first(where: { $0.name == "systemColor" && $0["name"] == system })?.child("color")
            else { return (fallback, 1) }
            components = declared
        }
        let alpha = unit(components["alpha"]) ?? 1
        if let white = unit(components["white"]) {
            return (hex(white, white, white), alpha)
        }
        if let red = unit(components["red"]), let green = unit(components["green"]), let blue = unit(components["blue"]) {
            return (hex(red, green, blue), alpha)
        }
        return (fallback, 1)
    }

    private static func unit(_ text: String?) -> Double? {
        guard let value = text.flatMap(Double.init), value.isFinite else { return nil }
        return min(max(value, 0), 1)
    }

    private static func hex(_ red: Double, _ green: Double, _ blue: Double) -> String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for component in [red, green, blue] {
            let byte = Int((component * 255).rounded())
            text.append(digits[byte / 16])
            text.append(digits[byte % 16])
        }
        return text
    }
}
