import NibArchive
import UIKitNib

/// A `UIBackgroundConfiguration` (iOS 14) as Xcode archives one: a button configuration's
/// background, or the configuration of a table view cell's system background view. What it
/// holds is the configuration's own; which keys its encoder writes is the Xcode's SDK's.
struct UIKitBackgroundConfiguration {
    static let className = "UIBackgroundConfiguration"

    var fill: UIKitNibDraft.ObjectID
    var stroke: UIKitNibDraft.ObjectID
    var strokeWidth: Double
    var cornerRadius: Double
    /// `defaultStyle` (and from Xcode 16 `defaultStyle_v2`): 0 a button's, 1 a list cell's.
    var defaultStyle: Int64
    /// The properties the app set, whose `hasCustomized-` flags are true.
    var customized: Set<String>

    /// Writes the configuration to `object`, which the caller makes where Xcode's archive has it
    /// (a button's background before its fill, a cell's after), with the keys of the Xcode's
    /// UIKit, in their order: Xcode 13.4.1's (a cell's, WorkFlowTestingApp's MovieReviewCell) have
    /// neither a stroke location nor a flag for the masked corners, which buttons of 14.1 have
    /// (study pairs); 15 adds the visual effect's group name and 15.1 its transparent blurring
    /// (study pairs of 15.0.1 and 15.1); 16 the blur clipping mode in its place and a second
    /// default style for the shadow type (TestDemo's buttons, 16.4; metamap's cell).
    func write(to object: UIKitNibDraft.ObjectID, options: CompileOptions, graph: inout UIKitNibDraft) {
        func set(_ key: String, _ value: NibGraph.Value) { graph.set(key, value, on: object) }
        let hasStrokeLocation = options.xcode(atLeast: 1400)
        set(UIKitNibKey.backgroundCustomView, .null)
        set(UIKitNibKey.backgroundCornerRadius, .double(cornerRadius))
        set(UIKitNibKey.backgroundMaskedCorners, .integer(15))
        graph.set(UIKitNibKey.backgroundFillColor, object: fill, on: object)
        set(UIKitNibKey.backgroundColorTransformer, .integer(0))
        set(UIKitNibKey.backgroundVisualEffect, .null)
        if options.xcode(atLeast: 1500) {
            set(UIKitNibKey.backgroundVisualEffectGroupName, .null)
        }
        if options.xcode(atLeast: 1600) {
            set(UIKitNibKey.backgroundVisualEffectBlurClippingMode, .integer(0))
        } else if options.xcode(atLeast: 1510) {
            set(UIKitNibKey.backgroundVisualEffectAllowsTransparentBlurring, .bool(true))
        }
        set(UIKitNibKey.backgroundFillImage, .null)
        set(UIKitNibKey.backgroundImageContentMode, .integer(0))
        graph.set(UIKitNibKey.backgroundInsets, object: graph.string("{0, 0, 0, 0}"), on: object)
        set(UIKitNibKey.backgroundEdgesAddingLayoutMargins, .integer(0))
        graph.set(UIKitNibKey.backgroundStrokeColor, object: stroke, on: object)
        set(UIKitNibKey.backgroundStrokeColorTransformer, .integer(0))
        set(UIKitNibKey.backgroundStrokeWidth, .double(strokeWidth))
        set(UIKitNibKey.backgroundStrokeOutset, .double(0))
        if hasStrokeLocation {
            set(UIKitNibKey.backgroundStrokeLocation, .integer(0))
        }
        if options.xcode(atLeast: 1600) {
            set(UIKitNibKey.backgroundDefaultStyleV2, .integer(defaultStyle))
        } else {
            set(UIKitNibKey.backgroundShadowType, .integer(0))
        }
        set(UIKitNibKey.backgroundDefaultStyle, .integer(defaultStyle))
        var flagged = [
            "customView", "cornerRadius", "backgroundInsets", "edgesAddingLayoutMarginsToBackgroundInsets", "backgroundColor",
            "backgroundColorTransformerIdentifier", "visualEffect",
        ]
        if options.xcode(atLeast: 1500) {
            flagged.append("visualEffectGroupName")
        }
        flagged += ["image", "imageContentMode", "strokeColor", "strokeColorTransformerIdentifier", "strokeWidth", "strokeOutset"]
        if hasStrokeLocation {
            flagged.append("maskedCorners")
        }
        for property in flagged {
            set(UIKitNibKey.backgroundCustomizedPrefix + property, .bool(customized.contains(property)))
        }
    }
}
