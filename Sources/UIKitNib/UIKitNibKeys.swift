import NibArchive

/// Every key of UIKit's nibs the project reads or writes, each spelled once: the nib structure's,
/// and the properties of the objects the compiler writes and the renderer draws (the model keeps
/// an object's own properties as archived).
public enum UIKitNibKey {
    // The root object's lists.
    public static let topLevelObjects = "UINibTopLevelObjectsKey"
    public static let objects = "UINibObjectsKey"
    public static let connections = "UINibConnectionsKey"
    public static let visibleWindows = "UINibVisibleWindowsKey"
    public static let accessibilityConfigurations = "UINibAccessibilityConfigurationsKey"
    public static let traitStorageLists = "UINibTraitStorageListsKey"
    public static let keyValuePairs = "UINibKeyValuePairsKey"
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
    /// The name of the selector (`@IBSegueAction`) a segue's source makes the destination with.
    public static let destinationCreationSelectorName = "UICustomPrepareForChildViewControllersSegueName"
    /// Also a view controller's own presentation and transition styles.
    public static let modalPresentationStyle = "UIModalPresentationStyle"
    public static let modalTransitionStyle = "UIModalTransitionStyle"
    /// A view controller that presents over its own context (`definesPresentationContext`).
    public static let definesPresentationContext = "UIDefinesPresentationContext"
    /// A view controller whose presentation context also sets the transition style.
    public static let providesPresentationContextTransitionStyle = "UIProvidesPresentationContextTransitionStyle"
    public static let hidesBottomBarWhenPushed = "UIHidesBottomBarWhenPushed"
    /// A popover presentation segue's arrow directions (UIPopoverArrowDirection's bits), the views
    /// it lets touches through to, and the bar button item or view it points at: each always
    /// archived, nil where none (UIStoryboardPopoverPresentationSegueTemplate's encoder).
    public static let permittedArrowDirections = "UIPermittedArrowDirections"
    public static let passthroughViews = "UIPassthroughViews"
    public static let anchorBarButtonItem = "UIAnchorBarButtonItem"
    public static let anchorView = "UIAnchorView"
    /// A segue template's keys in the order they are archived: Xcode's (identifier, destination,
    /// animates, custom prepare, action name; embed: perform on view load, container view), the
    /// encoders' (a popover's after its superclass's), the compiler's where no nib of the corpus
    /// shows Xcode's (the custom class before the action name) and where it differs (an unwind
    /// segue's action before animates).
    static let segueTemplateKeyOrder = KeyOrder([
        segueIdentifier, destinationViewControllerIdentifier, unwindAction, animates,
        destinationCreationSelectorName, performOnViewLoad, containerView, segueClassName, actionName,
        modalPresentationStyle, modalTransitionStyle, "UIUseDefaultModalPresentationStyle",
        permittedArrowDirections, passthroughViews, anchorBarButtonItem, anchorView,
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
    /// A color trait storage's asset-catalog color, and that color's name, bundle and fallback.
    public static let namedColor = "UINamedColor"
    public static let assetName = "UIAssetName"
    public static let assetBundleID = "UIAssetBundleID"
    public static let fallbackColor = "UIFallbackColor"

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
    public static let contentStretch = "UIContentStretch"
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
    /// The `@IBSegueAction` selectors by which the source of the segue that loads the scene makes
    /// each child, in the children's order (`NSNull` for none): UIKit's UIClassSwapper takes
    /// entry k for the k-th child decoded (iOS 18.2's and 26.1's decoders).
    public static let childViewControllerSelectors = "UIChildViewControllerSelectors"
    public static let viewControllers = "UIViewControllers"
    public static let parentViewController = "UIParentViewController"
    /// A view controller's navigation item: its title and bar button items in a navigation bar.
    public static let navigationItem = "UINavigationItem"
    /// A view controller's tab bar item (the `UINavigationItem` key's twin for tab bar children).
    public static let tabBarItem = "UITabBarItem"
    /// The items a navigation controller's toolbar shows while a view controller is on top, which
    /// UIViewController's decoder reads after its tab bar item (WinObjC's UIViewController, which
    /// reads Xcode's nibs, reads it so; no pair shows Xcode writing it).
    public static let toolbarItems = "UIToolbarItems"
    /// A navigation controller's bar.
    public static let navigationBar = "UINavigationBar"
    /// A navigation controller's toolbar.
    public static let navigationToolbar = "UIToolbar"
    /// A navigation controller showing its toolbar, or hiding its bar: each written only when so.
    public static let navigationToolbarShown = "UIToolbarShown"
    public static let navigationBarHidden = "UINavigationBarHidden"
    /// A tab bar controller's bar, and the children its "More" list may reorder.
    public static let tabBar = "UITabBar"
    public static let customizableViewControllers = "UICustomizableViewControllers"
    /// A bar item that responds to touches.
    public static let enabled = "UIEnabled"
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
    /// A tab bar item's selected image.
    public static let selectedTemplateImage = "UISelectedTemplateImage"
    /// A button's titles, colors and images by control state (an inlined dictionary).
    public static let buttonStatefulContent = "UIButtonStatefulContent"
    /// A button content's, bar item's and navigation item's title.
    public static let title = "UITitle"
    public static let titleColor = "UITitleColor"
    public static let switchOn = "UISwitchOn"
    public static let switchEnabled = "UISwitchEnabled"
    /// A search bar's `UISearchBar.Style`, when not the default.
    public static let searchBarStyle = "UISearchBarStyle"
    /// A switch's own on and thumb colors.
    public static let switchOnTintColor = "UISwitchOnTintColor"
    public static let switchThumbTintColor = "UISwitchThumbTintColor"
    /// A slider's value and range (`value` is also a runtime attribute's and a stepper's value).
    public static let minimumValue = "UIMinValue"
    public static let maximumValue = "UIMaxValue"
    /// A stepper's range, doubles, and its switches.
    public static let stepperMinimumValue = "UIMinimumValue"
    public static let stepperMaximumValue = "UIMaximumValue"
    public static let continuous = "UIContinuous"
    public static let autorepeat = "UIAutorepeat"
    public static let wraps = "UIWraps"
    /// A button whose title shadow swaps with its highlight.
    public static let reversesTitleShadowWhenHighlighted = "UIReversesTitleShadowWhenHighlighted"
    /// A progress view's style and colors.
    public static let progressViewStyle = "UIProgressViewStyle"
    public static let progressTintColor = "UIProgressProgressTintColor"
    public static let trackTintColor = "UIProgressTrackTintColor"
    /// A slider's track and thumb colors, and the insets that widen where it takes touches.
    public static let minimumTrackTintColor = "UIMinimumTintColor"
    public static let maximumTrackTintColor = "UIMaximumTintColor"
    public static let thumbTintColor = "UIThumbTintColor"
    /// A slider's images at either end of its track, and its behavioral style (`UIBehavioralStyle`,
    /// an integer UISlider's encoder always writes).
    public static let minimumValueImage = "UIMinimumValueImage"
    public static let maximumValueImage = "UIMaximumValueImage"
    public static let behavioralStyle = "UIBehavioralStyle"
    /// A date picker's mode (an integer, left out at date and time), its minute interval (left
    /// out at 1) and its date (an `NSDate`: `NibGraph.dateClass`).
    public static let datePickerMode = "UIDatePickerMode"
    public static let minuteInterval = "UIMinuteInterval"
    public static let date = "UIDate"
    public static let minimumDate = "UIMinimumDate"
    public static let maximumDate = "UIMaximumDate"
    /// False for a picker that keeps the date it archives, which UIKit otherwise replaces with the
    /// current date when the nib awakes; left out when it does.
    public static let datePickerUsesCurrentDate = "UIDatePickerUseCurrentDateDuringDecoding"
    public static let hitTestDirectionalInsets = "UIHitTestDirectionalInsets"
    /// A stepper's step, a double.
    public static let stepValue = "UIStepValue"
    /// A table view cell's built-in style (`UITableViewCell.CellStyle`), when not the default.
    public static let tableViewCellStyle = "UITableViewCellStyle"
    public static let accessoryType = "UIAccessoryType"
    /// A table cell's accessory while editing, and whether it shows its reorder control; each
    /// left out at UIKit's default (none, no).
    public static let editingAccessoryType = "UIEditingAccessoryType"
    public static let showsReorderControl = "UIShowsReorderControl"
    /// Before Xcode 8: a table or collection view controller's `clearsSelectionOnViewWillAppear`.
    public static let clearsSelectionOnViewWillAppear = "UIClearsSelectionOnViewWillAppear"
    /// Before Xcode 8: a table view's highlighting of a row as soon as it is touched.
    public static let showsSelectionImmediatelyOnTouchBegin = "UIShowsSelectionImmediatelyOnTouchBegin"
    public static let sectionIndexColor = "UISectionIndexColor"
    public static let sectionIndexBackgroundColor = "UISectionIndexBackgroundColor"
    public static let sectionIndexTrackingBackgroundColor = "UISectionIndexTrackingBackgroundColor"
    /// The row count from which a table shows its section index, left out at 0.
    public static let sectionIndexMinimumDisplayRowCount = "UISectionIndexMinimumDisplayRowCount"
    public static let segments = "UISegments"
    public static let segmentInfo = "UISegmentInfo"
    /// A segment's look (`UISegmentedControlStyle` of iOS 13's controls: 5).
    public static let segmentStyle = "UISegmentStyle"
    /// A segment's place in its control (`UISegmentedControl.Segment`: right is 3), when not 0.
    public static let segmentPosition = "UISegmentPosition"
    /// Whether a control highlights under an iPad pointer.
    public static let pointerInteractionEnabled = "UIPointerInteractionEnabled"
    public static let contextMenuIsPrimary = "UIContextMenuIsPrimary"
    public static let selectedSegmentIndex = "UISelectedSegmentIndex"
    /// A segmented control's switches and selected segment tint, each left out at UIKit's default:
    /// momentary, segments as wide as their content (`apportionsSegmentWidthsByContent`).
    public static let segmentedControlMomentary = "UIMomentary"
    public static let proportionalWidthSegments = "UIUseProportionalWidthSegments"
    public static let selectedSegmentTintColor = "UISegmentedControlSelectedSegmentTintColor"
    public static let progress = "UIProgress"
    public static let numberOfPages = "UINumberOfPages"
    public static let currentPage = "UICurrentPage"
    /// UIPageControl's key (singular "Hide"), as its encoder and decoder spell it.
    public static let hidesForSinglePage = "UIHideForSinglePage"
    public static let visualEffectViewEffect = "UIVisualEffectViewEffect"
    public static let visualEffectViewGroupName = "UIVisualEffectViewGroupName"
    public static let visualEffectViewContentView = "UIVisualEffectViewContentView"
    public static let blurEffectStyle = "UIBlurEffectStyle"
    /// The style a blur that adapts to the interface style (regular, prominent) was made with,
    /// before `UIBlurEffectStyle`, which holds the traditional style it shows in light mode.
    public static let blurEffectAutomaticStyle = "UIBlurEffectAutomaticStyle"
    /// A system material's style (iOS 13), which UIKit reads before the other blur keys.
    public static let blurEffectMaterialStyle = "UIBlurEffectMaterialStyle"
    /// A vibrancy effect's blur, under the vibrancy's own names of the blur keys.
    public static let vibrancyEffectBlurStyle = "UIVibrancyEffectBlurStyle"
    public static let vibrancyEffectBlurAutomaticStyle = "UIVibrancyEffectBlurAutomaticStyle"
    public static let currentPageIndicatorTintColor = "UICurrentPageIndicatorTintColor"
    public static let pageIndicatorTintColor = "UIPageIndicatorTintColor"
    /// A navigation bar's navigation items, a tab bar's and a toolbar's bar items.
    public static let items = "UIItems"
    /// A navigation controller's bar, which only the controller may change (Xcode 15 and later).
    public static let isLocked = "UIIsLocked"
    public static let leftBarButtonItem = "UILeftBarButtonItem"
    public static let rightBarButtonItem = "UIRightBarButtonItem"
    /// A navigation item's left and right items as arrays, beside the single-item keys.
    public static let leftBarButtonItems = "UILeftBarButtonItems"
    public static let rightBarButtonItems = "UIRightBarButtonItems"
    /// A bar button item made from one of UIKit's system items (`UIBarButtonSystemItem`).
    public static let isSystemItem = "UIIsSystemItem"
    public static let systemItem = "UISystemItem"
    public static let width = "UIWidth"
    public static let stackViewAxis = "UIStackViewAxis"
    public static let tableViewCellPrototypeNibs = "UITableViewCellPrototypeNibs"
    public static let collectionViewCellNibs = "UICollectionViewCellNibDict"
    public static let collectionViewSupplementaryViewNibs = "UICollectionViewSupplementaryViewNibDict"

    // A storyboard scene's view controller and a container controller's own keys.
    /// The objects of the scene nib its view nib refers to, by external identifier.
    public static let externalObjectsForViewLoading = "UIExternalObjectsTableForViewLoading"
    public static let topLevelObjectsToKeepAlive = "UITopLevelObjectsToKeepAliveFromStoryboard"
    public static let autoresizesArchivedViewToFullSize = "UIAutoresizesArchivedViewToFullSize"
    public static let automaticallyAdjustsScrollViewInsets = "UIKeyAutomaticallyAdjustsScrollViewInsets"
    public static let extendedLayoutIncludesOpaqueBars = "UIKeyExtendedLayoutIncludesOpaqueBars"
    public static let edgesForExtendedLayout = "UIKeyEdgesForExtendedLayout"
    public static let resizesToFullScreen = "UIResizesToFullScreen"
    public static let preferredContentSize = "UIPreferredContentSize"
    public static let delegate = "UIDelegate"
    public static let barPosition = "UIBarPosition"
    public static let barTranslucence = "UIBarTranslucence"
    /// A search bar's: 1 translucent, 2 opaque, left out where never set.
    public static let searchBarTranslucence = "UISearchBarTranslucence"
    /// A search bar showing its cancel button, left out where it does not.
    public static let showsCancelButton = "UIShowsCancelButton"
    /// A space bar button item hiding the background its bar's items share (iOS 26).
    public static let hidesSharedBackground = "UIHidesSharedBG"
    /// A search bar showing its bookmark button, its scope bar, its results list button (and that
    /// selected), each left out where it does not; its scope buttons' titles (an array, left out
    /// where there are none) and its prompt.
    public static let showsBookmarkButton = "UIShowsBookmarkButton"
    public static let showsScopeBar = "UIShowsScopeBar"
    public static let showsSearchResultsButton = "UIShowSearchResultsButton"
    public static let searchResultsButtonSelected = "UISearchResultsButtonSelected"
    public static let scopeButtonTitles = "UIScopeButtonTitles"
    public static let prompt = "UIPrompt"
    /// A tab bar's item positioning: 1 fill, 2 centered.
    public static let tabBarItemPositioning = "UITabBarItemPositioning"
    public static let barTintColor = "UIBarTintColor"
    /// A navigation bar's large titles and back indicator images.
    public static let barPrefersLargeTitles = "UIBarPrefersLargeTitles"
    public static let backIndicatorImage = "UIBackIndicatorImage"
    public static let backIndicatorTransitionMask = "UIBackIndicatorTransitionMask"
    /// A navigation bar's title and large title text attributes: dictionaries of attribute names
    /// (`colorAttribute`, `fontAttribute`, `shadowAttribute`) as UIKit's decoder reads them.
    public static let titleTextAttributes = "UITitleTextAttributes"
    public static let largeTitleTextAttributes = "UIBarLargeTitleTextAttributes"
    /// A bar's appearances (iOS 13), each archived only when set.
    public static let navigationBarAppearances = [
        "UINavigationBarStandardAppearance", "UINavigationBarCompactAppearance", "UINavigationBarScrollEdgeAppearance",
        "UINavigationBarCompactScrollEdgeAppearance",
    ]
    public static let toolbarAppearances = [
        "UIToolbarStandardAppearance", "UIToolbarCompactAppearance", "UIToolbarScrollEdgeAppearance",
        "UIToolbarCompactScrollEdgeAppearance",
    ]
    public static let tabBarAppearances = ["UITabBarStandardAppearance", "UITabBarScrollEdgeAppearance"]
    /// A bar appearance's idiom (phone 0, pad 1), its user interface style override (iOS 26) and
    /// its background, a style naming one of UIKit's shared backgrounds (standard 1, opaque 2,
    /// transparent 3) while it is one of them.
    public static let barAppearanceIdiom = "Idiom"
    public static let barAppearanceOverrideStyle = "OverrideUIStyle"
    public static let barAppearanceBackgroundStyle = "Background.Style"
    /// A bar appearance's button appearances: plain and done (navigation bar, toolbar), back
    /// (navigation bar).
    public static let barAppearancePlainButtons = "PlainButtons"
    public static let barAppearanceDoneButtons = "DoneButtons"
    public static let barAppearanceBackButtons = "BackButtons"
    /// A tab bar appearance's item appearances, by layout.
    public static let tabBarAppearanceStacked = "Stacked"
    public static let tabBarAppearanceInline = "Inline"
    public static let tabBarAppearanceCompactInline = "CompactInline"
    /// A bar button or tab bar item appearance: the style naming UIKit's shared data while it is
    /// that (`DefaultStyle`), else its own style and the states' values; a back button's
    /// appearance is always its own, with its back indicator images.
    public static let itemAppearanceDefaultStyle = "DefaultStyle"
    public static let itemAppearanceCustomizedStyle = "CustomizedStyle"
    public static let itemAppearanceIsBackButton = "IsBackButton"
    public static let itemAppearanceBackIndicator = "BackIndicator"
    public static let itemAppearanceBackIndicatorTransitionMask = "BackIndicatorTransitionMask"
    /// A bar button item's own view, in place of a title or image.
    public static let barItemCustomView = "UICustomView"
    public static let barStyle = "UIBarStyle"
    /// A page view controller's transition style, navigation orientation, spine and spacing.
    public static let pageTransitionStyle = "UITransitionStyle"
    public static let pageNavigationOrientation = "UINavigationOrientation"
    public static let spineLocation = "UISpineLocation"
    public static let pageSpacing = "UIPageSpacing"

    // A view's other properties, as the compiler writes them.
    public static let opaque = "UIOpaque"
    public static let autoresizingMask = "UIAutoresizingMask"
    public static let autoresizesSubviews = "UIAutoresizeSubviews"
    public static let deepDrawRect = "UIDeepDrawRect"
    public static let userInteractionDisabled = "UIUserInteractionDisabled"
    public static let multipleTouchEnabled = "UIMultipleTouchEnabled"
    public static let tag = "UITag"
    public static let clearsContextBeforeDrawing = "UIClearsContextBeforeDrawing"
    public static let clipsToBounds = "UIClipsToBounds"
    public static let doesNotTranslateAutoresizingMaskIntoConstraints = "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"
    public static let contentHuggingPriority = "UIViewContentHuggingPriority"
    public static let contentCompressionResistancePriority = "UIViewContentCompressionResistancePriority"
    public static let layoutMargins = "UIViewLayoutMargins"
    /// Whether `UIViewLayoutMargins` are directional: leading and trailing in place of left and right.
    public static let layoutMarginsAreDirectional = "UIViewLayoutMarginsAreDirectional"
    public static let preservesSuperviewMargins = "UIViewPreservesSuperviewMargins"
    public static let layoutMarginsFollowReadableWidth = "UIViewLayoutMarginsFollowReadableWidth"
    public static let preservesSpecificSuperviewMargins = "UIViewPreservesSpecificSuperviewMargins"
    public static let insetsLayoutMarginsFromSafeArea = "UIViewInsetsLayoutMarginsFromSafeArea"
    public static let semanticContentAttribute = "UIViewSemanticContentAttribute"
    public static let largeContentStoredProperties = "UIViewLargeContentStoredProperties"
    public static let inputView = "UIInputView"
    public static let inputAccessoryView = "UIInputAccessoryView"
    /// An image view's highlighted image.
    public static let highlightedImage = "UIHighlightedImage"

    // Images (`UIImageNibPlaceholder`).
    public static let imageWidth = "UIImageWidth"
    public static let imageHeight = "UIImageHeight"
    /// An image's rendering mode (`UIImage.RenderingMode`), left out at automatic.
    public static let imageRenderingMode = "UIRenderingMode"
    public static let symbolImageConfiguration = "UISymbolImageConfiguration"
    /// A symbol configuration's scale (`UIImage.SymbolScale`).
    public static let symbolScale = "UISymbolScale"
    /// A symbol configuration's weight (`UIImage.SymbolWeight`) and the text style it follows.
    public static let symbolWeight = "UISymbolWeight"
    public static let symbolTextStyle = "UITextStyle"
    /// An image view's preferred symbol configuration.
    public static let preferredSymbolConfiguration = "UIPreferredSymbolConfiguration"
    public static let resourceCatalogName = "UIResourceCatalogName"

    // Labels, text fields and text views.
    public static let attributedText = "UIAttributedText"
    /// A label's highlighted text color.
    public static let highlightedColor = "UIHighlightedColor"
    public static let shadowOffset = "UIShadowOffset"
    public static let numberOfLines = "UINumberOfLines"
    public static let lineBreakMode = "UILineBreakMode"
    public static let adjustsFontSizeToFit = "UIAdjustsFontSizeToFit"
    public static let adjustsFontForContentSizeCategory = "UIAdjustsFontForContentSizeCategory"
    public static let adjustsImageSizeForAccessibilityContentSizeCategory = "UIAdjustsImageSizeForAccessibilityContentSizeCategory"
    public static let allowsEditingTextAttributes = "UIAllowsEditingTextAttributes"
    /// A text field that clears its text when editing begins, left out where it does not.
    public static let clearsOnBeginEditing = "UIClearsOnBeginEditing"
    public static let minimumFontSize = "UIMinimumFontSize"
    /// How a shrinking label moves its text (`UIBaselineAdjustment`), when not baselines (0).
    public static let baselineAdjustment = "UIBaselineAdjustment"
    public static let minimumScaleFactor = "UIMinimumScaleFactor"
    public static let adjustsLetterSpacingToFit = "UIAdjustsLetterSpacingToFit"
    /// Whether a label's text color stays as archived when traits change (a text field's key is
    /// worded otherwise).
    public static let labelDisablesTextColorUpdate = "UIDisableUpdateTextColorOnTraitCollectionChange"
    public static let textFieldDisablesTextColorUpdate = "UIDisableTextColorUpdateOnTraitCollectionChange"
    public static let borderStyle = "UIBorderStyle"
    public static let clearButtonMode = "UIClearButtonMode"
    public static let clearButtonOffset = "UIClearButtonOffset"
    public static let editable = "UIEditable"
    /// A text view's data detectors, `UIDataDetectorTypes`.
    public static let dataDetectorTypes = "UIDataDetectorTypes"
    /// A UIWebView's scaling of pages to fit, YES when set.
    public static let scalesPageToFit = "UIScalesPageToFit"
    public static let selectable = "UISelectable"
    /// A tab bar item's badge color.
    public static let badgeColor = "UIBadgeColor"
    /// A tab bar item's title offset, the string `NSStringFromUIOffset` gives (`{0, -4}`).
    public static let titlePositionAdjustment = "UITitlePositionAdjustment"

    // Text input traits.
    public static let autocapitalizationType = "UIAutocapitalizationType"
    public static let autocorrectionType = "UIAutocorrectionType"
    public static let spellCheckingType = "UISpellCheckingType"
    public static let keyboardType = "UIKeyboardType"
    public static let keyboardAppearance = "UIKeyboardAppearance"
    public static let returnKeyType = "UIReturnKeyType"
    public static let smartDashesType = "UITextSmartDashesType"
    public static let smartInsertDeleteType = "UITextSmartInsertDeleteType"
    public static let smartQuotesType = "UITextSmartQuotesType"
    public static let enablesReturnKeyAutomatically = "UIEnablesReturnKeyAutomatically"
    public static let textContentType = "UITextContentType"
    public static let secureTextEntry = "UISecureTextEntry"

    // Controls and buttons.
    public static let disabled = "UIDisabled"
    public static let selected = "UISelected"
    public static let contentHorizontalAlignment = "UIContentHorizontalAlignment"
    /// A control's vertical alignment; Xcode writes it under both keys.
    public static let contentVerticalAlignment = "UIContentVerticalAlignment"
    public static let contentVerticalAlignment2 = "UIContentVerticalAlignment2"
    public static let buttonType = "UIButtonType"
    public static let buttonConfiguration = "UIButtonConfiguration"
    public static let preferredMaxLayoutWidth = "UIPreferredMaxLayoutWidth"
    public static let localOverrideTraitCollection = "UIViewLocalOverrideTraitCollection"
    /// The one trait of the local trait collection Xcode 13 gives table and collection views.
    public static let selectionFollowsFocusTrait = "UITraitCollectionBuiltinTrait-_UITraitNameSelectionFollowsFocus"
    /// The one trait of the local trait collection Xcode 14 gives them instead.
    public static let selectionIsKeyTrait = "UITraitCollectionBuiltinTrait-_UITraitNameSelectionIsKey"
    public static let allowsUserInitiatedMultipleSelection = "UIAllowsUserInitiatedMultipleSelection"
    /// A flow layout's direction, written for horizontal (1).
    public static let scrollDirection = "UIScrollDirection"
    /// iOS 13's `automaticallyAdjustsScrollIndicatorInsets`, as 1 or 0.
    public static let indicatorInsetAdjustmentBehavior = "UIScrollViewIndicatorInsetAdjustmentBehavior"
    /// A cell's background view of iOS 14's background configurations.
    public static let systemBackgroundView = "UISystemBackgroundView"
    /// A system background view's `UIBackgroundConfiguration`.
    public static let systemBackgroundConfiguration = "configurationAPI"
    public static let contentConfigurationIdentifier = "UIContentConfigurationIdentifier"
    public static let contentConfigurationView = "UIContentConfigurationView"
    /// True on a table view cell whose document sets a background color.
    public static let tableCellBackgroundColorSet = "UITableCellBackgroundColorSet"
    /// True on a cell whose background color Xcode archived as the cell's default, for older UIKits.
    public static let didEncodeCompatibilityBackgroundColor = "UIDidEncodeCompatibilityBackgroundColor"
    /// A modified color (`UIColor` with changed alpha or contrast) names its base color.
    public static let modifiedColorBase = "UIDynamicModifiedBaseColor"
    public static let modifiedColorAlpha = "UIDynamicModifiedAlphaComponent"
    public static let modifiedColorContrast = "UIDynamicModifiedContrast"
    /// A button configuration's title, an `NSAttributedString` whose text is under `NSString`.
    public static let buttonConfigurationTitle = "UIButtonConfigurationTitle"
    public static let buttonConfigurationSubtitle = "UIButtonConfigurationSubtitle"
    public static let buttonConfigurationBaseForegroundColor = "UIButtonConfigurationBaseForegroundColor"
    public static let buttonConfigurationBaseBackgroundColor = "UIButtonConfigurationBaseBackgroundColor"
    public static let buttonConfigurationButtonStyle = "UIButtonConfigurationButtonStyle"
    public static let buttonConfigurationBackground = "UIButtonConfigurationBackground"
    public static let buttonConfigurationCornerStyle = "UIButtonConfigurationCornerStyle"
    public static let buttonConfigurationButtonSize = "UIButtonConfigurationButtonSize"
    public static let buttonConfigurationMacIdiomStyle = "UIButtonConfigurationMacIdiomStyle"
    public static let buttonConfigurationImage = "UIButtonConfigurationImage"
    public static let buttonConfigurationPreferredSymbolConfiguration = "UIButtonConfigurationPreferredSymbolConfigurationForImage"
    public static let buttonConfigurationSymbolContentTransition = "UIButtonConfigurationSymbolContentTransition"
    public static let buttonConfigurationShowsActivityIndicator = "UIButtonConfigurationShowsActivityIndicator"
    public static let buttonConfigurationImagePlacement = "UIButtonConfigurationImagePlacement"
    public static let buttonConfigurationImagePadding = "UIButtonConfigurationImagePadding"
    public static let buttonConfigurationTitlePadding = "UIButtonConfigurationTitlePadding"
    public static let buttonConfigurationTitleAlignment = "UIButtonConfigurationTitleAlignment"
    // A `UIBackgroundConfiguration` (iOS 14), as a button configuration's background holds it.
    public static let backgroundCustomView = "customView"
    public static let backgroundCornerRadius = "cornerRadius"
    public static let backgroundMaskedCorners = "maskedCorners"
    public static let backgroundFillColor = "backgroundColor"
    public static let backgroundColorTransformer = "backgroundColorTransformerIdentifier"
    public static let backgroundVisualEffect = "visualEffect"
    public static let backgroundVisualEffectGroupName = "visualEffectGroupName"
    public static let backgroundVisualEffectAllowsTransparentBlurring = "visualEffectAllowsTransparentBlurring"
    public static let backgroundVisualEffectBlurClippingMode = "visualEffectblurClippingMode"
    public static let backgroundFillImage = "image"
    public static let backgroundImageContentMode = "imageContentMode"
    public static let backgroundInsets = "backgroundInsets"
    public static let backgroundEdgesAddingLayoutMargins = "edgesAddingLayoutMarginsToBackgroundInsets"
    public static let backgroundStrokeColor = "strokeColor"
    public static let backgroundStrokeColorTransformer = "strokeColorTransformerIdentifier"
    public static let backgroundStrokeWidth = "strokeWidth"
    public static let backgroundStrokeOutset = "strokeOutset"
    public static let backgroundStrokeLocation = "strokeLocation"
    public static let backgroundShadowType = "shadowType"
    public static let backgroundDefaultStyle = "defaultStyle"
    public static let backgroundDefaultStyleV2 = "defaultStyle_v2"
    /// Prefixes a background configuration property that marks it set by the app.
    public static let backgroundCustomizedPrefix = "hasCustomized-"
    public static let backgroundImage = "UIBackgroundImage"
    /// A button state's preferred symbol configuration (`UIButtonContent`'s, after its image).
    public static let buttonStateSymbolConfiguration = "UIImageSymbolConfiguration"
    /// A button's title shadow offset (a size), left out at zero.
    public static let titleShadowOffset = "UITitleShadowOffset"
    /// A button state's title shadow color.
    public static let shadowColor = "UIShadowColor"
    public static let adjustsImageWhenHighlighted = "UIAdjustsImageWhenHighlighted"
    public static let showsTouchWhenHighlighted = "UIShowsTouchWhenHighlighted"
    public static let adjustsImageWhenDisabled = "UIAdjustsImageWhenDisabled"
    /// `UIButton.Role`, as an integer where it is not normal.
    public static let buttonRole = "UIButtonRole"
    public static let springLoaded = "UISpringLoaded"
    public static let buttonChangesSelectionAsPrimaryAction = "UIButtonChangesSelectionAsPrimaryAction"
    public static let contentEdgeInsets = "UIContentEdgeInsets"
    public static let titleEdgeInsets = "UITitleEdgeInsets"
    public static let imageEdgeInsets = "UIImageEdgeInsets"
    /// An activity indicator's legacy style, and its style since iOS 13.
    public static let activityIndicatorStyle = "UIActivityIndicatorViewStyle"
    public static let modernActivityIndicatorStyle = "UIActivityIndicatorViewStyle-Modern"
    public static let animating = "UIAnimating"
    public static let hidesWhenStopped = "UIHidesWhenStopped"
    /// An activity indicator whose color is its own, not its trait collection's.
    public static let disableUpdateColorOnTraitCollectionChange = "UIDisableUpdateColorOnTraitCollectionChange"
    /// An activity indicator's color.
    public static let color = "UIColor"
    /// Two flags of a picker view.
    public static let showsSelectionBar = "UIShowsSelectionBar"
    public static let allowsSelectingCells = "UIAllowSelectingCells"

    // Scroll, table and collection views, and their cells.
    public static let showsHorizontalScrollIndicator = "UIShowsHorizontalScrollIndicator"
    public static let showsVerticalScrollIndicator = "UIShowsVerticalScrollIndicator"
    public static let scrollDisabled = "UIScrollDisabled"
    public static let bounceEnabled = "UIBounceEnabled"
    public static let alwaysBounceVertical = "UIAlwaysBounceVertical"
    public static let pagingEnabled = "UIPagingEnabled"
    public static let delaysContentTouches = "UIDelaysContentTouches"
    public static let directionalLockEnabled = "UIDirectionalLockEnabled"
    public static let alwaysBounceHorizontal = "UIAlwaysBounceHorizontal"
    public static let canCancelContentTouches = "UICanCancelContentTouches"
    /// `UIScrollView.IndicatorStyle`: black 1, white 2.
    public static let indicatorStyle = "UIIndicatorStyle"
    public static let minimumZoomScale = "UIMinimumZoomScale"
    public static let maximumZoomScale = "UIMaximumZoomScale"
    /// `UIScrollView.KeyboardDismissMode`.
    public static let keyboardDismissMode = "UIKeyboardDismissMode"
    public static let bouncesZoom = "UIBouncesZoom"
    public static let contentSize = "UIContentSize"
    public static let contentInsetAdjustmentBehavior = "UIScrollViewContentInsetAdjustmentBehavior"
    public static let scrollIndicatorInsets = "UIScrollIndicatorInsets"
    public static let tableViewStyle = "UITableViewStyle"
    /// A table view's style (beside `tableViewStyle`) and a bar button item's.
    public static let style = "UIStyle"
    public static let separatorStyle = "UISeparatorStyle"
    public static let separatorStyleIOS5AndLater = "UISeparatorStyleIOS5AndLater"
    public static let separatorStyleIOS9AndLater = "UISeparatorStyleIOS9AndLater"
    public static let separatorColor = "UISeparatorColor"
    public static let separatorInsetReference = "UISeparatorInsetReference"
    /// A table's or cell's own separator inset, `UIEdgeInsets`.
    public static let separatorInset = "UISeparatorInset"
    /// A flow layout's reference for its section insets (`UICollectionViewFlowLayout.SectionInsetReference`).
    public static let sectionInsetReference = "UISectionInsetReference"
    /// A table's selection while editing, and its multiple selection.
    public static let allowsSelectionDuringEditing = "UIAllowsSelectionDuringEditing"
    public static let allowsMultipleSelection = "UIAllowsMultipleSelection"
    public static let allowsMultipleSelectionDuringEditing = "UIAllowsMultipleSelectionDuringEditing"
    public static let rowHeight = "UIRowHeight"
    public static let sectionHeaderHeight = "UISectionHeaderHeight"
    public static let sectionFooterHeight = "UISectionFooterHeight"
    public static let estimatedRowHeight = "UIEstimatedRowHeight"
    public static let estimatedSectionHeaderHeight = "UIEstimatedSectionHeaderHeight"
    public static let estimatedSectionFooterHeight = "UIEstimatedSectionFooterHeight"
    public static let insetsContentViewsToSafeArea = "UIInsetsContentViewsToSafeArea"
    public static let allowsSelection = "UIAllowsSelection"
    public static let tableHeaderView = "UITableHeaderView"
    public static let tableFooterView = "UITableFooterView"
    /// A scroll view's refresh control, which UIScrollView's coders keep apart from its subviews,
    /// and the control's style (iOS 26.1's UIKitCore, decompiled).
    public static let refreshControl = "UIRefreshControl"
    public static let refreshControlStyle = "UIRefreshControlStyle"
    public static let backgroundView = "UIBackgroundView"
    public static let selectedBackgroundView = "UISelectedBackgroundView"
    /// The objects of the scene nib a prototype cell's nib refers to, by external identifier.
    public static let tableViewCellPrototypeNibExternalObjects = "UITableViewCellPrototypeNibExternalObjects"
    public static let collectionViewCellPrototypeNibExternalObjects = "UICollectionViewCellPrototypeNibExternalObjects"
    public static let collectionViewSupplementaryViewPrototypeNibExternalObjects =
        "UICollectionViewSupplementaryViewPrototypeNibExternalObjects"
    public static let prefetchingEnabled = "UICollectionViewPrefetchingEnabled"
    public static let tablePrefetchingEnabled = "UIPrefetchingEnabled"
    public static let fillerRowHeight = "UIFillerRowHeight"
    public static let sectionHeaderTopPadding = "UISectionHeaderTopPadding"
    public static let collectionViewLayout = "UICollectionLayout"
    public static let selectionStyle = "UISelectionStyle"
    public static let indentationWidth = "UIIndentationWidth"
    public static let indentationLevel = "UIIndentationLevel"
    /// A table view cell's standard subviews.
    public static let textLabel = "UITextLabel"
    public static let detailTextLabel = "UIDetailTextLabel"

    // A static table view's content: its data source's sections, their rows and titles.
    public static let tableSections = "UITableSections"
    public static let tableSectionRows = "UITableSectionRows"
    public static let tableSectionHeaderTitle = "UITableSectionHeaderTitle"
    public static let tableSectionFooterTitle = "UITableSectionFooterTitle"
    public static let tableRowHeight = "UITableRowHeight"
    public static let tableRowCell = "UITableRowCell"
    public static let imageView = "UIImageView"
    /// A flow layout's spacings and item size.
    public static let interitemSpacing = "UIInteritemSpacing"
    public static let lineSpacing = "UILineSpacing"
    public static let itemSize = "UIItemSize"
    /// A flow layout's header and footer sizes and its sections' insets.
    public static let headerReferenceSize = "UIHeaderReferenceSize"
    public static let footerReferenceSize = "UIFooterReferenceSize"
    public static let sectionInset = "UISectionInset"

    // Stack views.
    public static let stackViewArrangedSubviews = "UIStackViewArrangedSubviews"
    public static let stackViewDistribution = "UIStackViewDistribution"
    public static let stackViewAlignment = "UIStackViewAlignment"
    public static let stackViewSpacing = "UIStackViewSpacing"
    public static let stackViewBaselineRelative = "UIStackViewBaselineRelative"
    public static let stackViewLayoutMarginsRelative = "UIStackViewLayoutMarginsRelative"

    // Bar button items and navigation items.
    public static let backBarButtonItem = "UIBackBarButtonItem"
    public static let titleView = "UITitleView"
    public static let centerItemGroups = "UICenterItemGroups"
    public static let largeTitleDisplayMode = "UILargeTitleDisplayMode"

    // Gesture recognizers.
    public static let allowedTouchTypes = "UIGestureRecognizer.allowedTouchTypes"
    public static let requiresExclusiveTouchType = "UIGestureRecognizer.requiresExclusiveTouchType"
    public static let gestureRecognizerDisabled = "UIGestureRecognizer.disabled"
    public static let gestureRecognizerCancelsTouchesInView = "UIGestureRecognizer.cancelsTouchesInView"
    public static let gestureRecognizerDelaysTouchesBegan = "UIGestureRecognizer.delaysTouchesBegan"
    public static let gestureRecognizerDelaysTouchesEnded = "UIGestureRecognizer.delaysTouchesEnded"
    public static let panMinimumNumberOfTouches = "UIPanGestureRecognizer.minimumNumberOfTouches"
    public static let panMaximumNumberOfTouches = "UIPanGestureRecognizer.maximumNumberOfTouches"
    /// iOS 13.4's scroll events a pan recognizes, which UIPanGestureRecognizer archives always.
    public static let panAllowedScrollTypesMask = "UIPanGestureRecognizer.allowedScrollTypesMask"
    public static let longPressImplementation = "UILongPressGestureRecognizer._imp"
    public static let longPressNumberOfTouchesRequired = "UILongPressGestureRecognizer.numberOfTouchesRequired"
    public static let longPressMinimumPressDuration = "UILongPressGestureRecognizer.minimumPressDuration"
    public static let longPressAllowableMovement = "UILongPressGestureRecognizer.allowableMovement"
    public static let tapRecognizerNumberOfTapsRequired = "UITapRecognizer.numberOfTapsRequired"
    public static let tapRecognizerNumberOfTouchesRequired = "UITapRecognizer.numberOfTouchesRequired"
    public static let swipeDirection = "UISwipeGestureRecognizer.direction"
    public static let swipeNumberOfTouchesRequired = "UISwipeGestureRecognizer.numberOfTouchesRequired"
    public static let tapRecognizerImplementation = "UITapGestureRecognizer._imp"

    // Layout constraints (`NSLayoutConstraint`).
    public static let firstItem = "NSFirstItem"
    public static let secondItem = "NSSecondItem"
    /// A margin attribute as its edge, the margin folded into `constant`, for systems without
    /// margins; the `V2` keys hold the attributes and the constant as saved.
    public static let firstAttribute = "NSFirstAttribute"
    public static let firstAttributeV2 = "NSFirstAttributeV2"
    public static let secondAttribute = "NSSecondAttribute"
    public static let secondAttributeV2 = "NSSecondAttributeV2"
    public static let relation = "NSRelation"
    public static let multiplier = "NSMultiplier"
    public static let constant = "NSConstant"
    public static let constantV2 = "NSConstantV2"
    public static let symbolicConstant = "NSSymbolicConstant"
    public static let priority = "NSPriority"
    public static let constraintShouldBeArchived = "NSShouldBeArchived"
    public static let constraintIdentifier = "NSLayoutIdentifier"

    // Layout guides (`UILayoutGuide`, and a controller's top and bottom `_UILayoutGuide`).
    public static let layoutGuideIdentifier = "UILayoutGuideIdentifier"
    public static let layoutGuideOwningView = "UILayoutGuideOwningView"
    public static let layoutGuideOwningViewIsLocked = "UILayoutGuideOwningViewIsLocked"
    public static let layoutGuideShouldBeArchived = "UILayoutGuideShouldBeArchived"
    public static let layoutGuideAllowsNegativeDimensions = "UILayoutGuideAllowsNegativeDimensions"
    public static let layoutGuideSystemConstraints = "UILayoutGuideSystemConstraints"
    /// A keyboard layout guide's own keys (`UIKeyboardLayoutGuide`, iOS 15).
    public static let keyboardLayoutGuideFollowsUndocked = "UIKeyboardLayoutGuideFollowsUndocked"
    public static let keyboardLayoutGuideUsesBottomSafeArea = "UIKeyboardLayoutGuideUsesBottomSafeArea"
    public static let keyboardLayoutGuideDismissPadding = "UIKeyboardLayoutGuideKeyboardDismissPadding"
    public static let layoutSupportIdentifier = "_UILayoutGuideIdentifier"
    public static let layoutSupportConstraintsToRemove = "_UILayoutGuideConstraintsToRemove"

    // Size-class variations (`_NSLayoutConstraintConstant`, `UITraitCollection`).
    public static let variationSymbolicConstant = "UISymbolicConstant"
    public static let variationNumericConstant = "UINumericConstant"
    public static let horizontalSizeClass = "UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass"
    public static let verticalSizeClass = "UITraitCollectionBuiltinTrait-_UITraitNameVerticalSizeClass"

    // Strings and attributed strings.
    /// An `NSLocalizableString`'s key in the strings table, and its development-language text.
    public static let localizableStringKey = "NSKey"
    public static let localizableStringDevelopmentText = "NSDev"
    /// A navigation item's title as an attributed string, after `UITitle` (iOS 26).
    public static let attributedTitle = "UIAttributedTitle"
    public static let attributedStringCharacters = "NSString"
    public static let attributedStringAttributes = "NSAttributes"
    /// Attribute names of an attributed string's runs.
    public static let colorAttribute = "NSColor"
    public static let fontAttribute = "NSFont"
    public static let paragraphStyleAttribute = "NSParagraphStyle"
    public static let shadowAttribute = "NSShadow"
    /// An `NSShadow`'s offset (its vertical one negated, as UIFoundation's encoder writes it) and
    /// color, each left out at NSShadow's default.
    public static let textShadowHorizontalOffset = "NSShadowHoriz"
    public static let textShadowVerticalOffset = "NSShadowVert"
    public static let textShadowColor = "NSShadowColor"
    public static let paragraphAlignment = "NSAlignment"
    public static let paragraphLineBreakMode = "NSLineBreakMode"
    public static let paragraphLineBreakStrategy = "NSLineBreakStrategy"
    public static let paragraphTabStops = "NSTabStops"

    // Foundation values.
    /// An `NSValue`'s kind (1: a point, 2: a size, 3: a rect) and its geometry as
    /// `NSStringFromCGPoint`, `NSStringFromCGSize` or `NSStringFromCGRect` spell it.
    public static let valueKind = "NS.special"
    public static let pointValue = "NS.pointval"
    public static let sizeValue = "NS.sizeval"
    public static let rectValue = "NS.rectval"

    // Colors and fonts.
    public static let colorComponentCount = "UIColorComponentCount"
    public static let red = "UIRed"
    public static let green = "UIGreen"
    public static let blue = "UIBlue"
    public static let white = "UIWhite"
    public static let systemColorName = "UISystemColorName"
    /// The `UIColor` class method that makes a pattern color (iOS 12 and earlier's
    /// groupTableViewBackgroundColor), archived instead of components.
    public static let patternSelector = "UIPatternSelector"
    /// A named color's asset-catalog name.
    public static let dynamicCatalogName = "UIDynamicCatalogName"
    public static let fontPointSize = "UIFontPointSize"
    /// The point size AppKit reads; the one a Dynamic Type font carries besides its zero `UIFontPointSize`.
    public static let appKitFontSize = "NSSize"
    public static let fontName = "UIFontName"
    public static let fontTraits = "UIFontTraits"
    public static let dynamicCatalogUsesNibBundle = "UIDynamicCatalogUseNibBundle"
    /// Appended to a component's key for its value as float64, where float32 cannot hold it.
    public static let doubleComponentSuffix = "-Double"
    /// The components as AppKit reads them (`%.3g` text) and their color space.
    public static let appKitWhite = "NSWhite"
    public static let appKitRGB = "NSRGB"
    public static let appKitColorSpace = "NSColorSpace"
    public static let appKitFontName = "NSName"
    public static let systemFont = "UISystemFont"
    /// A Dynamic Type font's text style.
    public static let textStyle = "UIIBTextStyle"
    public static let fontTextStyleForScaling = "UIFontTextStyleForScaling"
    public static let fontPointSizeForScaling = "UIFontPointSizeForScaling"
    public static let fontMaximumPointSizeAfterScaling = "UIFontMaximumPointSizeAfterScaling"
    public static let fontDescriptor = "UIFontDescriptor"
    public static let fontDescriptorAttributes = "UIFontDescriptorAttributes"
    public static let fontDescriptorOptions = "UIFontDescriptorOptions"
    /// Keys of a font descriptor's attributes.
    public static let fontSizeAttribute = "NSFontSizeAttribute"
    public static let fontNameAttribute = "NSFontNameAttribute"
    public static let fontUsageAttribute = "NSCTFontUIUsageAttribute"
    public static let fontUsageOverrideAttribute = "NSCTFontUIUsageOverrideAttribute"
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
    /// A property set to an asset-catalog color, which iOS 12 resolves through the catalog.
    public static let colorAttributeTraitStorage = "_UIColorAttributeTraitStorage"
    public static let catalogColorWrapper = "_UICoreUICatalogColorWrapper"
    /// The separator line a table view cell archives as a subview.
    public static let cellSeparatorView = "_UITableViewCellSeparatorView"
    /// The view UIKit draws a cell's background configuration in (iOS 14).
    public static let systemBackgroundView = "_UISystemBackgroundView"
    /// A static table view's content, which its controller's `staticDataSource` outlet holds.
    public static let tableViewDataSource = "UITableViewDataSource"
    public static let tableViewRow = "UITableViewRow"
    /// A constraint Xcode 7 makes at build time to pin a view kept at a fixed frame; archived with
    /// `NSLayoutConstraint` as its fallback (`fallbackClassNames`).
    public static let prototypingConstraint = "NSIBPrototypingLayoutConstraint"
    public static let layoutConstraint = "NSLayoutConstraint"
    /// A constraint of a view controller's top or bottom layout guide (before safe areas).
    public static let layoutSupportConstraint = "_UILayoutSupportConstraint"
    public static let color = "UIColor"
    public static let font = "UIFont"
    public static let fontDescriptor = "UIFontDescriptor"
    /// A button's title, image and colors for one state.
    public static let buttonContent = "UIButtonContent"
    /// A styled table view cell's own text or detail label.
    public static let tableViewLabel = "UITableViewLabel"
    /// A table view's section header or footer view.
    public static let tableHeaderFooterView = "UITableViewHeaderFooterView"
    /// A visual effect view's content view.
    public static let visualEffectContentView = "_UIVisualEffectContentView"
    public static let layoutGuide = "UILayoutGuide"
    public static let blurEffect = "UIBlurEffect"
    public static let vibrancyEffect = "UIVibrancyEffect"
    public static let navigationBarAppearance = "UINavigationBarAppearance"
    public static let toolbarAppearance = "UIToolbarAppearance"
    public static let tabBarAppearance = "UITabBarAppearance"
    public static let barButtonItemAppearance = "UIBarButtonItemAppearance"
    public static let tabBarItemAppearance = "UITabBarItemAppearance"
    /// The public class each private class Xcode archives is drawn and named as.
    public static let publicClasses: [String: String] = [tableViewLabel: "UILabel"]
    public static let relationshipTraitStorageRecord = "_UIRelationshipTraitStorageRecord"
    public static let nib = "UINib"
    public static let imagePlaceholder = "UIImageNibPlaceholder"
    /// The class a xib's custom object is archived as, swapped for its custom class.
    public static let customObject = "UICustomObject"
    /// An SF Symbol's configuration (`UIImage.SymbolConfiguration`).
    public static let imageSymbolConfiguration = "UIImageSymbolConfiguration"
    public static let firstResponder = "UIResponder"
    /// The traits a size-class variation applies to.
    public static let traitCollection = "UITraitCollection"
    /// The class a segue is made as when its template names no custom class.
    public static let storyboardSegue = "UIStoryboardSegue"

    /// Classes UIKit may not find under their own name when a nib is read on another system, with
    /// the class archived as their fallback (every Xcode nib of the corpus).
    public static let fallbackClassNames: [String: [String]] = [
        color: ["NSColor"],
        font: ["NSFont"],
        "_UILayoutGuide": ["UIView"],
        layoutSupportConstraint: [layoutConstraint],
        prototypingConstraint: [layoutConstraint],
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
    public static let null = "NSNull"

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
