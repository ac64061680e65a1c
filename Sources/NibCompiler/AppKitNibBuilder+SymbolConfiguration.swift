import AppKitNib
import IBSource
import NibArchive

/// A control's `<symbolConfiguration>` as Xcode 26 archives the eight of Aerial's
/// `CompanionPopoverViewController` (buttons and image views): AppKit's configuration, which the
/// cell archives last (the point size, 13 unless given, the font weight and a scale where given),
/// and Interface Builder's, which the control shadows (the configuration's type, its point size
/// as a number where given, and its weight and scale by Interface Builder's numbering, 0 where
/// unset). Weights, types and children the pair does not show are refused.
extension AppKitNibBuilder {
    static let symbolConfigurationAttributes: Set<String> = ["key", "configurationType", "pointSize", "weight", "scale"]
    /// Interface Builder's configuration types: a scale (saved as none) or a point size.
    static let symbolConfigurationTypes: [String: Int64] = ["pointSize": 1]
    /// A weight by Interface Builder's name: its number in Interface Builder's list and AppKit's
    /// font weight (`NSFontWeightMedium`, a float).
    static let symbolWeights: [String: (design: Int64, font: Double)] = ["medium": (5, Double(Float(0.23)))]

    /// The configurations of `element`: AppKit's, for the cell, and Interface Builder's, for the
    /// control.
    mutating func addSymbolConfigurations(_ element: IBElement) -> (cell: Int, control: Int)? {
        approximateUnlessMeasured(AppKitXcodeRules.controlSymbolConfigurations, "a control's symbol configuration", at: element)
        approximateUnknownAttributes(
            of: element, known: Self.symbolConfigurationAttributes,
            accepted: [
                "configurationType": Set(Self.symbolConfigurationTypes.keys), "weight": Set(Self.symbolWeights.keys),
                "scale": Set(AppKitImages.symbolScales.keys),
            ])
        if let other = element.children.first(where: { !($0.name == "nil" && $0["key"] == "locale" && $0.children.isEmpty) }) {
            rejectChildren([other], of: element)
            return nil
        }
        let type = element["configurationType"].flatMap { Self.symbolConfigurationTypes[$0] } ?? 0
        let pointSize = number(element, "pointSize")
        guard (type == 0) == (element["pointSize"] == nil), element["pointSize"] == nil || pointSize != nil else {
            reject("a symbol configuration whose point size is not its type's is not known to the macOS compiler yet", at: element)
            return nil
        }
        let weight = element["weight"].flatMap { Self.symbolWeights[$0] } ?? (0, 0)
        let scale = element["scale"].flatMap { AppKitImages.symbolScales[$0] }

        var cellFields = NibFieldWriter()
        cellFields.add(AppKitNibKey.symbolPointSize, .double(pointSize ?? AppKitImages.symbolPointSize))
        cellFields.add(AppKitNibKey.symbolFontWeight, .double(weight.font))
        cellFields.add(AppKitNibKey.symbolScale, scale.map(NibGraph.Value.integer))
        let cellConfiguration = add(AppKitNibClass.imageSymbolConfiguration, .values(NibGraph.Entries(cellFields.entries)))
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.designSymbolConfigurationType, .integer(type))
        fields.add(AppKitNibKey.designSymbolConfigurationPointSize, pointSize.map { .object(numberObject(.double($0))) } ?? .null)
        fields.add(AppKitNibKey.designSymbolConfigurationWeight, .integer(weight.design))
        fields.add(AppKitNibKey.designSymbolConfigurationScale, .integer(scale ?? 0))
        fields.add(AppKitNibKey.designSymbolConfigurationFont, .null)
        let controlConfiguration = add(AppKitNibClass.designSymbolConfiguration, .values(NibGraph.Entries(fields.entries)))
        return (cellConfiguration, controlConfiguration)
    }
}
