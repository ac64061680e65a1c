import IBSource

/// `<fontDescription>` elements as `UIFont` objects with their `UIFontDescriptor`, in the two
/// shapes Xcode writes: app fonts by name and size, system fonts by their UI usage.
enum UIKitFonts {
    /// System font weights: the face's PostScript name and its Core Text usage.
    private static let weights: [String: (face: String, usage: String, bold: Bool)] = [
        "ultraLight": (".SFUI-Ultralight", "CTFontUltraLightUsage", false),
        "thin": (".SFUI-Thin", "CTFontThinUsage", false),
        "light": (".SFUI-Light", "CTFontLightUsage", false),
        "regular": (".SFUI-Regular", "CTFontRegularUsage", false),
        "medium": (".SFUI-Medium", "CTFontMediumUsage", false),
        "semibold": (".SFUI-Semibold", "CTFontDemiUsage", true),
        "bold": (".SFUI-Bold", "CTFontEmphasizedUsage", true),
        "heavy": (".SFUI-Heavy", "CTFontHeavyUsage", true),
        "black": (".SFUI-Black", "CTFontBlackUsage", true),
    ]
    /// Point sizes of the text styles at the default content size.
    private static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]
    /// Descriptor options Xcode writes for fonts the system provides.
    private static let systemFontOptions: Int64 = 0x8000_8004

    static func font(_ element: IBElement, graph: inout NibObjectGraph) -> NibObjectGraph.ObjectID {
        let size = UIKitValues.number(element["pointSize"]) ?? element["style"].flatMap { textStyleSizes[$0] } ?? 17
        let sizeNumber = graph.number(size)
        let name: String
        let isSystem: Bool
        let bold: Bool
        let attributes: NibObjectGraph.ObjectID
        let options: Int64
        if let custom = element["name"] {
            (name, isSystem, bold, options) = (custom, false, false, 0)
            attributes = graph.dictionary([
                (graph.string("NSFontNameAttribute"), graph.string(custom)), (graph.string("NSFontSizeAttribute"), sizeNumber),
            ])
        } else {
            let weight = element["type"] == "boldSystem" ? "bold" : (element["weight"] ?? "regular")
            let face = weights[weight] ?? weights["regular"]!
            (name, isSystem, bold, options) = (face.face, true, face.bold, systemFontOptions)
            var pairs = [(graph.string("NSCTFontUIUsageAttribute"), graph.string(face.usage))]
            if weight == "bold" {
                pairs.append((graph.string("NSCTFontUIUsageOverrideAttribute"), graph.string("CTFontBoldUsage")))
            }
            pairs.append((graph.string("NSFontSizeAttribute"), sizeNumber))
            attributes = graph.dictionary(pairs, className: weight == "bold" ? "NSMutableDictionary" : "NSDictionary")
        }
        let descriptor = graph.add("UIFontDescriptor")
        graph.set("UIFontDescriptorAttributes", object: attributes, on: descriptor)
        graph.set("UIFontDescriptorOptions", .integer(options), on: descriptor)

        let font = graph.add("UIFont")
        graph.set("UIFontName", string: name, on: font)
        graph.set("UIFontDescriptor", object: descriptor, on: font)
        graph.set("UIFontPointSize", .float64(size), on: font)
        if isSystem {
            graph.set("UIFontTextStyleForScaling", .null, on: font)
            graph.set("UIFontPointSizeForScaling", .float64(0), on: font)
            graph.set("UIFontMaximumPointSizeAfterScaling", .float64(0), on: font)
        }
        graph.set("UIFontTraits", .integer(bold ? 2 : 0), on: font)
        graph.set("UISystemFont", .bool(isSystem), on: font)
        graph.set("NSName", string: name, on: font)
        graph.set("NSSize", .float64(size), on: font)
        return font
    }
}
