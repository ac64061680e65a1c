import AppKitNib
import IBSource
import NibArchive

/// View controllers and popovers at the top level of a xib, as Xcode 26 archives them (Aerial's
/// `TimeViewController`, whose popover shows a view controller's view): an `NSViewController`
/// with no nib of its own, known by its outlets, and an `NSPopover` with its behavior and no
/// content size, which its `contentViewController` outlet fills. Other attributes are refused.
extension AppKitNibBuilder {
    /// A view controller's custom class is swapped for the app's as a collection view item's is,
    /// a view controller of its own class (Aerial's `PlayingCollectionViewItem`, Xcode 26: its
    /// custom class and module).
    static let viewControllerAttributes: Set<String> = ["id", "customClass", "customModule", "customModuleProvider"]
    static let collectionViewItemAttributes = viewControllerAttributes
    static let popoverAttributes: Set<String> = ["id", "behavior"]
    /// `NSPopoverBehavior` by Interface Builder's name: `t` for transient (Aerial's
    /// `TimeViewController` and `AdvancedViewController`), semi-transient (`CustomVideos`).
    static let popoverBehaviors: [String: Int64] = ["t": 1, "semitransient": 2]

    mutating func addViewController(_ element: IBElement, owner: Int) {
        addController(
            element, owner: owner, className: AppKitNibClass.viewController, known: Self.viewControllerAttributes,
            named: "a view controller")
    }

    /// A page controller (iTerm2's onboarding window), which no pair shows: a view controller of
    /// AppKit's page controller class, as a view controller is; its transition style, whose key
    /// no source shows, only at AppKit's default (stack history) and is not archived.
    mutating func addPageController(_ element: IBElement, owner: Int) {
        approximate(
            "a page controller, which no pair shows, is written as a view controller of AppKit's page controller class",
            at: element)
        addController(
            element, owner: owner, className: AppKitNibClass.pageController, known: Self.viewControllerAttributes,
            named: "a page controller")
    }

    mutating func addCollectionViewItem(_ element: IBElement, owner: Int) {
        addController(
            element, owner: owner, className: AppKitNibClass.collectionViewItem, known: Self.collectionViewItemAttributes,
            named: "a collection view item")
    }

    /// A controller at the top level: its presentation style and connections, its class swapped
    /// for a custom one.
    private mutating func addController(_ element: IBElement, owner: Int, className: String, known: Set<String>, named: String) {
        approximateUnlessMeasured(AppKitXcodeRules.popovers, named, at: element)
        approximateUnknownAttributes(of: element, known: known, accepted: [:])
        rejectChildren(element.children.filter { $0.name != "connections" }, of: element)
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.showSeguePresentationStyle, .integer(0))
        let controller = add(className, .values(NibGraph.Entries(fields.entries)))
        addDocumentObject(controller, parent: owner, element: element)
        collectConnections(element.children, of: element, source: controller)
        swapClass(of: controller, to: element)
    }

    mutating func addPopover(_ element: IBElement, owner: Int) {
        approximateUnlessMeasured(AppKitXcodeRules.popovers, "a popover", at: element)
        approximateUnknownAttributes(of: element, known: Self.popoverAttributes, accepted: ["behavior": Set(Self.popoverBehaviors.keys)])
        rejectChildren(element.children.filter { $0.name != "connections" }, of: element)
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.nextResponder, .null)
        fields.add(AppKitNibKey.nibTouchBar, .null)
        fields.add(AppKitNibKey.popoverBehavior, .integer(element["behavior"].flatMap { Self.popoverBehaviors[$0] } ?? 0))
        fields.add(AppKitNibKey.popoverContentWidth, .double(0))
        fields.add(AppKitNibKey.popoverContentHeight, .double(0))
        fields.add(AppKitNibKey.animates, .bool(true))
        fields.add(AppKitNibKey.popoverHasFullSizeContent, .bool(false))
        let popover = add(AppKitNibClass.popover, .values(NibGraph.Entries(fields.entries)))
        addDocumentObject(popover, parent: owner, element: element)
        collectConnections(element.children, of: element, source: popover)
    }
}
