import NibArchive

/// Every key UIKit's nib structure is archived under, each spelled once. An object's own
/// properties (`UIBounds`, `UIText`…) are not here: the model keeps them as archived.
public enum UIKitNibKey {
    // The root object's lists.
    public static let topLevelObjects = "UINibTopLevelObjectsKey"
    public static let objects = "UINibObjectsKey"
    public static let connections = "UINibConnectionsKey"
    public static let visibleWindows = "UINibVisibleWindowsKey"
    public static let accessibilityConfigurations = "UINibAccessibilityConfigurationsKey"
    public static let traitStorageLists = "UINibTraitStorageListsKey"
    public static let keyValuePairs = "UINibKeyValuePairsKey"
    /// What an AppKit nib's root holds instead of UIKit's lists.
    public static let appKitObjectData = "IB.objectdata"
    /// An integer some Xcode versions add to the root beside the lists.
    public static let lineEditVersion = "IBUINibLNEVersionKey"

    // Placeholders and class swappers.
    public static let proxiedObjectIdentifier = "UIProxiedObjectIdentifier"
    public static let className = "UIClassName"
    public static let originalClassName = "UIOriginalClassName"

    // Connections.
    public static let label = "UILabel"
    public static let source = "UISource"
    public static let destination = "UIDestination"
    public static let eventMask = "UIEventMask"
    public static let runtimeCollectionClassName = "runtimeCollectionClassName"
    public static let addsContentToExistingCollection = "addsContentToExistingCollection"
    /// The outlet from a storyboard scene's File's Owner to the scene's controller.
    public static let sceneViewControllerOutlet = "sceneViewController"

    // Segue templates.
    /// A storyboard view controller's segue templates.
    public static let storyboardSegueTemplates = "UIStoryboardSegueTemplates"
    public static let segueIdentifier = "UIIdentifier"
    public static let destinationViewControllerIdentifier = "UIDestinationViewControllerIdentifier"
    public static let segueClassName = "UISegueClassName"
    public static let unwindAction = "UIAction"
    public static let animates = "UIAnimates"
    /// The selector a show or show-detail segue presents with.
    public static let actionName = "UIActionName"
    public static let containerView = "UIContainerView"
    public static let performOnViewLoad = "UIPerformOnViewLoad"
    /// Also a view controller's own presentation and transition styles.
    public static let modalPresentationStyle = "UIModalPresentationStyle"
    public static let modalTransitionStyle = "UIModalTransitionStyle"
    /// A segue template's keys in the order they are archived: Xcode's (identifier, destination,
    /// animates, custom prepare, action name; embed: perform on view load, container view), the
    /// compiler's where no nib of the corpus shows Xcode's (the custom class before the action
    /// name) and where it differs (an unwind segue's action before animates).
    static let segueTemplateKeyOrder = KeyOrder([
        segueIdentifier, destinationViewControllerIdentifier, unwindAction, animates,
        "UICustomPrepareForChildViewControllersSegueName", performOnViewLoad, containerView, segueClassName, actionName,
        modalPresentationStyle, modalTransitionStyle, "UIUseDefaultModalPresentationStyle",
        "UIAnchorView", "UIAnchorBarButtonItem", "UIPermittedArrowDirections", "UIPassthroughViews",
    ])
    public static let segueTemplateKeys = Set(segueTemplateKeyOrder.keys)

    // Accessibility configurations (UIKit spells the object key without the second "i").
    public static let accessibilityObject = "UIAccessibileObject"
    public static let accessibilityIdentifier = "UIAccessibilityIdentifier"
    public static let accessibilityLabel = "UIAccessibilityLabel"
    public static let accessibilityHint = "UIAccessibilityHint"
    public static let accessibilityValue = "UIAccessibilityValue"
    public static let accessibilityTraits = "UIAccessibilityTraits"
    public static let isAccessibilityElement = "UIIsAccessibilityElement"
    public static let accessibilityConfigurationKeys: Set<String> = [
        accessibilityObject, accessibilityIdentifier, accessibilityLabel, accessibilityHint, accessibilityValue,
        accessibilityTraits, isAccessibilityElement,
    ]

    // Key-value pairs (user-defined runtime attributes) and trait storage.
    public static let keyPath = "UIKeyPath"
    public static let object = "UIObject"
    public static let value = "UIValue"
    public static let records = "UIRecords"
    public static let relationshipCandidates = "UIRelationshipCandidates"
    public static let traitCollection = "UITraitCollection"
    public static let addedObjects = "UIAddedObjects"
    public static let removedObjects = "UIRemovedObjects"
    public static let topLevelObject = "UITopLevelObject"
    public static let descendants = "UIDescendants"
    public static let traitStorages = "UITraitStorages"

    // Nested nibs (`UINib` archived inside a nib: prototype cells, storyboard view nibs).
    public static let archiveData = "archiveData"
    public static let capturesEnclosingBundle = "captureEnclosingNIBBundleOnDecode"
    public static let dataBytes = NibGraph.bytesKey

    // A `.storyboardc`'s `Info.plist`.
    public static let storyboardNibNames = "UIViewControllerIdentifiersToNibNames"
    public static let storyboardEntryPoint = "UIStoryboardDesignatedEntryPointIdentifier"
    public static let storyboardVersion = "UIStoryboardVersion"
    /// Storyboard references: per nib name, the storyboard and controller identifier it stands for.
    public static let storyboardReferences = "UIViewControllerIdentifiersToExternalStoryboardReferences"
    public static let referencedStoryboardName = "UIReferencedStoryboardName"
    public static let referencedControllerIdentifier = "UIReferencedControllerIdentifier"

    // Objects Interface Builder identifies.
    public static let storyboardIdentifier = "UIStoryboardIdentifier"
    public static let restorationIdentifier = "UIRestorationIdentifier"
    public static let reuseIdentifier = "UIReuseIdentifier"
    public static let resourceName = "UIResourceName"
    public static let systemSymbolResourceName = "UISystemSymbolResourceName"
    /// The values of a view that hold its children in the view hierarchy.
    public static let subviews = "UISubviews"
    public static let constraints = "UIViewAutolayoutConstraints"
    public static let layoutGuides = "UIViewLayoutGuides"
    public static let contentView = "UIContentView"

    // A container view controller's children, archived in the container's storyboard scene nib.
    // UIKit restores `children` from `UIChildViewControllers` and a navigation, tab bar or split
    // view controller's `viewControllers` from `UIViewControllers`; each child names its container
    // in `UIParentViewController`. No nib of the corpus has a relationship child (the aws-sdk
    // pair's navigation controller has `viewControllers` nil and none of these keys); the names
    // are those public nib readers and writers use for storyboard containers (viraptor/ibtool
    // writes both lists and the parent for a navigation controller's root, touchHLE's
    // UINavigationController decodes either list).
    public static let childViewControllers = "UIChildViewControllers"
    public static let viewControllers = "UIViewControllers"
    public static let parentViewController = "UIParentViewController"
    /// A view controller's navigation item: its title and bar button items in a navigation bar.
    public static let navigationItem = "UINavigationItem"
    /// A view controller's tab bar item (the `UINavigationItem` key's twin for tab bar children).
    public static let tabBarItem = "UITabBarItem"
    /// A navigation controller's bar.
    public static let navigationBar = "UINavigationBar"
    /// A storyboard view controller's view nib, by name within the `.storyboardc`.
    public static let nibName = "UINibName"

    // A view's own properties, as drawn (NibRender reads them; the model keeps them as archived).
    public static let bounds = "UIBounds"
    public static let center = "UICenter"
    public static let hidden = "UIHidden"
    /// A view's alpha, and a color's alpha component.
    public static let alpha = "UIAlpha"
    public static let backgroundColor = "UIBackgroundColor"
    public static let contentMode = "UIContentMode"
    public static let tintColor = "UITintColor"
    public static let text = "UIText"
    public static let font = "UIFont"
    public static let textColor = "UITextColor"
    public static let textAlignment = "UITextAlignment"
    public static let placeholder = "UIPlaceholder"
    public static let image = "UIImage"
    /// A button's titles, colors and images by control state (an inlined dictionary).
    public static let buttonStatefulContent = "UIButtonStatefulContent"
    /// A button content's, bar item's and navigation item's title.
    public static let title = "UITitle"
    public static let titleColor = "UITitleColor"
    public static let switchOn = "UISwitchOn"
    /// A slider's or stepper's value and range (`value` is also a runtime attribute's value).
    public static let minimumValue = "UIMinValue"
    public static let maximumValue = "UIMaxValue"
    public static let segments = "UISegments"
    public static let segmentInfo = "UISegmentInfo"
    public static let selectedSegmentIndex = "UISelectedSegmentIndex"
    public static let progress = "UIProgress"
    public static let numberOfPages = "UINumberOfPages"
    public static let currentPage = "UICurrentPage"
    /// A navigation bar's navigation items, a tab bar's and a toolbar's bar items.
    public static let items = "UIItems"
    public static let leftBarButtonItem = "UILeftBarButtonItem"
    public static let rightBarButtonItem = "UIRightBarButtonItem"
    public static let stackViewAxis = "UIStackViewAxis"
    public static let tableViewCellPrototypeNibs = "UITableViewCellPrototypeNibs"
    public static let collectionViewCellNibs = "UICollectionViewCellNibDict"

    // Colors and fonts.
    public static let colorComponentCount = "UIColorComponentCount"
    public static let red = "UIRed"
    public static let green = "UIGreen"
    public static let blue = "UIBlue"
    public static let white = "UIWhite"
    public static let systemColorName = "UISystemColorName"
    /// A named color's asset-catalog name.
    public static let dynamicCatalogName = "UIDynamicCatalogName"
    public static let fontPointSize = "UIFontPointSize"
    /// The point size AppKit reads; the one a Dynamic Type font carries besides its zero `UIFontPointSize`.
    public static let appKitFontSize = "NSSize"
    public static let fontName = "UIFontName"
    public static let fontTraits = "UIFontTraits"
}

/// The order a class archives its keys in.
struct KeyOrder: Sendable {
    let keys: [String]
    private let ranks: [String: Int]

    init(_ keys: [String]) {
        self.keys = keys
        ranks = Dictionary(keys.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// `entries` in this order; keys it does not name follow, in their own order.
    func sorted(_ entries: [NibGraph.Entry]) -> [NibGraph.Entry] {
        entries.enumerated().sorted { (ranks[$0.element.key] ?? keys.count, $0.offset) < (ranks[$1.element.key] ?? keys.count, $1.offset) }
            .map(\.element)
    }
}

/// The classes of UIKit's nib structure, each spelled once.
public enum UIKitNibClass {
    public static let root = "NSObject"
    public static let proxy = "UIProxyObject"
    public static let classSwapper = "UIClassSwapper"
    public static let outletConnection = "UIRuntimeOutletConnection"
    public static let outletCollectionConnection = "UIRuntimeOutletCollectionConnection"
    public static let eventConnection = "UIRuntimeEventConnection"
    public static let accessibilityConfiguration = "UIRuntimeAccessibilityConfiguration"
    public static let keyValuePair = "UINibKeyValuePair"
    public static let traitStorageList = "_UITraitStorageList"
    public static let attributeTraitStorage = "_UIAttributeTraitStorage"
    public static let attributeTraitStorageRecord = "_UIAttributeTraitStorageRecord"
    public static let relationshipTraitStorage = "_UIRelationshipTraitStorage"
    public static let relationshipTraitStorageRecord = "_UIRelationshipTraitStorageRecord"
    public static let nib = "UINib"
    public static let imagePlaceholder = "UIImageNibPlaceholder"
    public static let firstResponder = "UIResponder"
    /// The traits a size-class variation applies to.
    public static let traitCollection = "UITraitCollection"
    /// The class a segue is made as when its template names no custom class.
    public static let storyboardSegue = "UIStoryboardSegue"

    /// Classes UIKit may not find under their own name when a nib is read on another system, with
    /// the class archived as their fallback (every Xcode nib of the corpus).
    public static let fallbackClassNames: [String: [String]] = [
        "UIColor": ["NSColor"],
        "UIFont": ["NSFont"],
        "_UILayoutGuide": ["UIView"],
        "_UILayoutSupportConstraint": ["NSLayoutConstraint"],
        "UITableViewCellContentView": ["UIView"],
    ]

    /// A storyboard reference's stand-in, which UIKit replaces with the referenced controller.
    public static let storyboardViewControllerPlaceholder = "UIStoryboardViewControllerPlaceholder"

    // Segue templates.
    public static let showSegueTemplate = "UIStoryboardShowSegueTemplate"
    public static let showDetailSegueTemplate = "UIStoryboardShowDetailSegueTemplate"
    public static let presentationSegueTemplate = "UIStoryboardPresentationSegueTemplate"
    public static let modalSegueTemplate = "UIStoryboardModalSegueTemplate"
    public static let popoverPresentationSegueTemplate = "UIStoryboardPopoverPresentationSegueTemplate"
    public static let popoverSegueTemplate = "UIStoryboardPopoverSegueTemplate"
    public static let embedSegueTemplate = "UIStoryboardEmbedSegueTemplate"
    public static let unwindSegueTemplate = "UIStoryboardUnwindSegueTemplate"
    public static let pushSegueTemplate = "UIStoryboardPushSegueTemplate"
    public static let replaceSegueTemplate = "UIStoryboardReplaceSegueTemplate"
    /// A custom segue's template, and the template of any segue with a custom class.
    public static let customSegueTemplate = "UIStoryboardSegueTemplate"

    /// Segue template classes and the Interface Builder segue kind each stands for.
    public static let segueTemplateKinds: [String: String] = [
        showSegueTemplate: "show",
        showDetailSegueTemplate: "showDetail",
        presentationSegueTemplate: "presentation",
        modalSegueTemplate: "presentation",
        popoverPresentationSegueTemplate: "popoverPresentation",
        popoverSegueTemplate: "popoverPresentation",
        embedSegueTemplate: "embed",
        unwindSegueTemplate: "unwind",
        pushSegueTemplate: "push",
        replaceSegueTemplate: "replace",
        customSegueTemplate: "custom",
    ]
}

/// The identifiers Interface Builder gives its own placeholders.
public enum UIKitPlaceholderIdentifier {
    public static let filesOwner = "IBFilesOwner"
    public static let firstResponder = "IBFirstResponder"
    /// A storyboard scene nib's stand-in for the storyboard that loads it.
    public static let storyboard = "UIStoryboardPlaceholder"
}
