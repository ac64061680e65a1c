/// What Interface Builder's font descriptions mean to UIKit where the compiler and the renderer
/// both need it: Dynamic Type sizes, and which faces `UIFontTraits` calls bold.
public enum UIKitFontTraits {
    /// The italic bit of `UIFontTraits`.
    public static let italicTrait: Int64 = 1
    /// The bold bit of `UIFontTraits`.
    public static let boldTrait: Int64 = 2
    /// The traits Xcode 11 to 14 write on light and thin system fonts, by Interface Builder's
    /// weight (WorkFlowTestingApp's MovieListCell and MovieReviewCell, Xcode 13.4.1; a study
    /// pair's light and thin labels, Xcode 11.3).
    public static let weightTraits: [String: Int64] = ["light": 8, "thin": 4]

    /// Point sizes of the text styles at the default content size, by the names Interface
    /// Builder saves, UIKit's own: the large title is `UICTFontTextStyleTitle0`
    /// (`UIFontTextStyleLargeTitle`'s value; Simplenote's verification and PIN screens).
    public static let textStylePointSizes: [String: Double] = [
        "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// The text style whose default face is semibold (the others are regular).
    public static let boldTextStyle = "UICTFontTextStyleHeadline"

    /// System font weights (`weight="semibold"`) that are bold: semibold and heavier.
    public static let boldWeights: Set<String> = ["semibold", "bold", "heavy", "black"]

    /// Whether an app font's face is bold, read from its PostScript style suffix as for the system
    /// weights (semibold and heavier): `AvenirNext-DemiBold` is, and `AvenirNext-Medium` is not
    /// (Fusuma and mixpanel pairs, Xcode 8.1 and 9.1).
    public static func isBoldFace(_ name: String) -> Bool {
        guard let dash = name.lastIndex(of: "-") else { return false }
        let face = name[name.index(after: dash)...].lowercased()
        return ["bold", "heavy", "black"].contains { face.contains($0) }
    }
}
