import AppKitNib
import IBSource
import NibArchive

/// Visual effect views as Xcode 26 archives them (Aerial's `SidebarViewController` and viraptor's
/// `HSChooserWindow`): a view with AppKit's blending mode, state and material after the view's
/// values, no mask image, the material again as Interface Builder's, and no appearance of its
/// own. A material, blending mode or state of another name, a mask image or an emphasized view
/// are errors naming the view; one left out, or a vibrant appearance (Xcode 7's), is an
/// approximation.
extension AppKitNibBuilder {
    static let visualEffectViewAttributes: Set<String> = viewAttributes.union([
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden", "blendingMode", "material", "state", "appearanceType",
    ])

    /// `NSVisualEffectView.BlendingMode` by Interface Builder's name.
    static let visualEffectBlendingModes: [String: Int64] = ["behindWindow": 0, "withinWindow": 1]
    /// `NSVisualEffectView.State` by Interface Builder's name.
    static let visualEffectStates: [String: Int64] = ["followsWindowActiveState": 0, "active": 1, "inactive": 2]
    /// `NSVisualEffectView.Material` by Interface Builder's name: the semantic materials real
    /// documents use, with AppKit's values (the pairs show the sidebar's, 7). The materials macOS
    /// 10.14 deprecated (light, dark, …) are left out: Interface Builder's own material for them
    /// is not known.
    static let visualEffectMaterials: [String: Int64] = [
        "titlebar": 3, "selection": 4, "menu": 5, "popover": 6, "sidebar": 7, "headerView": 10, "sheet": 11,
        "windowBackground": 12, "fullScreenUI": 15, "toolTip": 17, "contentBackground": 18, "underWindowBackground": 21,
        "underPageBackground": 22,
    ]

    /// `NSVisualEffectMaterialAppearanceBased`, AppKit's default material.
    static let appearanceBasedMaterial: Int64 = 0

    static let acceptedVisualEffectViewValues: [String: Set<String>] = [
        "blendingMode": Set(visualEffectBlendingModes.keys), "state": Set(visualEffectStates.keys),
        "material": Set(visualEffectMaterials.keys),
    ]

    /// A visual effect view in `superview`, or at the top level under `parent`.
    mutating func addVisualEffectView(_ element: IBElement, superview: Int?, parent: Int? = nil) -> Int? {
        guard let parsed = parseView(element, known: Self.visualEffectViewAttributes, accepted: Self.acceptedVisualEffectViewValues)
        else { return nil }
        // Interface Builder saves all three; what it means by one left out (Xcode 7's CocoaPods
        // window saves no material) is not known: AppKit's defaults stand in, an approximation, as
        // for the vibrant appearance of Xcode 7's views.
        let saved = (element["blendingMode"], element["state"], element["material"])
        let savesAll = saved.0 != nil && saved.1 != nil && saved.2 != nil
        if !savesAll {
            approximate(
                "a visual effect view saving no blending mode, state or material, which no pair shows, is archived with AppKit's defaults "
                    + "(behind the window, following its active state, the appearance-based material)",
                at: element)
        }
        if let appearance = element["appearanceType"] {
            approximate("a visual effect view's appearance \(appearance), whose key no pair shows, is left out", at: element)
        }
        let blendingMode = saved.0.flatMap { Self.visualEffectBlendingModes[$0] } ?? 0
        let state = saved.1.flatMap { Self.visualEffectStates[$0] } ?? 0
        let material = saved.2.flatMap { Self.visualEffectMaterials[$0] } ?? Self.appearanceBasedMaterial
        let view = add(AppKitNibClass.visualEffectView, .values([]))
        guard let owner = parent ?? superview else { return nil }
        addDocumentObject(view, parent: owner, element: element)
        collectConnections(parsed.others, of: element, source: view)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: view, superview: superview, defaultHugging: Self.viewHugging)
        fields.add(AppKitNibKey.visualEffectBlendingMode, .integer(blendingMode))
        fields.add(AppKitNibKey.visualEffectState, .integer(state))
        fields.add(AppKitNibKey.visualEffectMaskImage, .null)
        fields.add(AppKitNibKey.visualEffectMaterial, .integer(material))
        fields.add(AppKitNibKey.visualEffectExternalMaterial, .integer(material))
        fields.add(AppKitNibKey.visualEffectAppearanceType, .integer(0))
        objects[view].content = .values(NibGraph.Entries(fields.entries))
        return view
    }
}
