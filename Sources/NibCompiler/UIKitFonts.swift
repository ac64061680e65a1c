import IBSource

/// `<fontDescription>` elements as `UIFont` objects with their `UIFontDescriptor`.
enum UIKitFonts {
    /// PostScript names of the system font faces Interface Builder's `type` and `weight` select.
    private static let systemFaces: [String: String] = [
        "system": ".SFUI-Regular", "boldSystem": ".SFUI-Semibold", "italicSystem": ".SFUI-RegularItalic",
    ]
    private static let weightFaces: [String: String] = [
        "ultraLight": ".SFUI-Ultralight", "thin": ".SFUI-Thin", "light": ".SFUI-Light", "regular": ".SFUI-Regular",
        "medium": ".SFUI-Medium", "semibold": ".SFUI-Semibold", "bold": ".SFUI-Bold", "heavy": ".SFUI-Heavy",
        "black": ".SFUI-Black",
    ]
    /// Point sizes of the text styles at the default content size.
    private static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    static func font(_ element: IBElement, graph: inout NibObjectGraph) -> NibObjectGraph.ObjectID {
        let style = element["style"]
        let size = UIKitValues.number(element["pointSize"]) ?? style.flatMap { textStyleSizes[$0] } ?? 17
        let isSystem = element["name"] == nil
        let name: String
        if let custom = element["name"] {
            name = custom
        } else if let weight = element["weight"], let face = weightFaces[weight] {
            name = face
        } else {
            name = systemFaces[element["type"] ?? "system"] ?? ".SFUI-Regular"
        }
        let font = graph.add("UIFont")
        graph.set("UIFontName", string: name, on: font)
        graph.set("UIFontPointSize", .float64(size), on: font)
        graph.set("UIFontTraits", .integer(traits(element)), on: font)
        graph.set("UISystemFont", .bool(isSystem), on: font)
        graph.set("NSName", string: name, on: font)
        graph.set("NSSize", .float64(size), on: font)
        if let style {
            graph.set("UIFontTextStyleForScaling", .null, on: font)
            graph.set("UIFontPointSizeForScaling", .float64(size), on: font)
            graph.set("UIFontMaximumPointSizeAfterScaling", .float64(0), on: font)
            _ = style
        }
        let descriptor = graph.add("UIFontDescriptor")
        graph.set("UIFontDescriptorOptions", .integer(0), on: descriptor)
        let nameKey = graph.string("NSFontNameAttribute")
        let sizeKey = graph.string("NSFontSizeAttribute")
        let attributes = graph.dictionary([(nameKey, graph.string(name)), (sizeKey, graph.number(size))])
        graph.set("UIFontDescriptorAttributes", object: attributes, on: descriptor)
        graph.set("UIFontDescriptor", object: descriptor, on: font)
        return font
    }

    /// `UIFontDescriptorSymbolicTraits` bits for bold and italic faces.
    private static func traits(_ element: IBElement) -> Int64 {
        switch element["type"] {
        case "boldSystem": 2
        case "italicSystem": 1
        default: 0
        }
    }
}
