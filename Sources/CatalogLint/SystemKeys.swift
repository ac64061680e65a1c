import CatalogStore

/// Keys UIKit and AppKit classes answer to with key-value coding, which a user-defined runtime
/// attribute may set on a subclass without its sources declaring them: the properties of the view,
/// control and controller classes nibs instantiate. Only the first component of a key path is
/// looked up (`layer.cornerRadius` sets `cornerRadius` on the `layer`, and a `CALayer` accepts any
/// key). Incomplete by nature: a key missing here but declared by the UIKit base class makes a
/// false warning, which is why `runtime-attribute-without-property` warns about undeclared keys.
enum SystemKeys {
    /// Keys every class answers to (`NSObject`'s `self`) and prefixes of whole families
    /// (`accessibilityLabel`, `accessibilityHint`, …).
    static let prefixes = ["accessibility"]

    /// Keys of UIKit's classes (and `NSObject`'s), the outlets of its base classes included.
    static let uiKitKeys: Set<String> = CodeModel.systemOutlets.union(uiKitProperties)

    /// Read-only properties count: a key path's first component is only read (`textLabel.font`).
    private static let uiKitProperties: Set<String> = [
        // Read-only views and guides of UIView and its subclasses
        "contentView", "currentImage", "currentTitle", "gestureRecognizers", "layoutMarginsGuide", "panGestureRecognizer",
        "pinchGestureRecognizer", "readableContentGuide", "safeAreaLayoutGuide", "searchTextField", "subtitleLabel",
        "subviews", "superview", "titleLabel",
        // NSObject, UIResponder
        "self", "inputView", "inputAccessoryView", "userActivity", "restorationIdentifier",
        // UIView
        "alpha", "autoresizesSubviews", "autoresizingMask", "backgroundColor", "bounds", "center", "clearsContextBeforeDrawing",
        "clipsToBounds", "contentMode", "contentScaleFactor", "directionalLayoutMargins", "exclusiveTouch", "focusGroupIdentifier",
        "frame", "hidden", "insetsLayoutMarginsFromSafeArea", "interactions", "largeContentImage", "largeContentTitle",
        "layer", "layoutMargins", "maskView", "maximumContentSizeCategory", "minimumContentSizeCategory", "multipleTouchEnabled",
        "opaque", "overrideUserInterfaceStyle", "preservesSuperviewLayoutMargins", "scalesLargeContentImage",
        "semanticContentAttribute", "showsLargeContentViewer", "tag", "tintAdjustmentMode", "tintColor", "transform",
        "translatesAutoresizingMaskIntoConstraints", "userInteractionEnabled", "isAccessibilityElement",
        // UIControl
        "contentHorizontalAlignment", "contentVerticalAlignment", "contextMenuInteractionEnabled", "enabled", "highlighted",
        "selected", "showsMenuAsPrimaryAction", "toolTip",
        // UILabel
        "adjustsFontForContentSizeCategory", "adjustsFontSizeToFitWidth", "allowsDefaultTighteningForTruncation",
        "attributedText", "baselineAdjustment", "font", "highlightedTextColor", "lineBreakMode", "lineBreakStrategy",
        "minimumScaleFactor", "numberOfLines", "preferredMaxLayoutWidth", "shadowColor", "shadowOffset",
        "showsExpansionTextWhenTruncated", "text", "textAlignment", "textColor",
        // UIButton
        "adjustsImageSizeForAccessibilityContentSizeCategory", "adjustsImageWhenDisabled", "adjustsImageWhenHighlighted",
        "automaticallyUpdatesConfiguration", "changesSelectionAsPrimaryAction", "configuration", "contentEdgeInsets",
        "imageEdgeInsets", "pointerInteractionEnabled", "reversesTitleShadowWhenHighlighted", "role",
        "showsTouchWhenHighlighted", "titleEdgeInsets",
        // UITextField, UITextView, text input traits
        "allowsEditingTextAttributes", "attributedPlaceholder", "autocapitalizationType", "autocorrectionType", "background",
        "borderStyle", "clearButtonMode", "clearsOnBeginEditing", "clearsOnInsertion", "dataDetectorTypes", "defaultTextAttributes",
        "delegate", "disabledBackground", "editable", "enablesReturnKeyAutomatically", "keyboardAppearance", "keyboardType",
        "leftView", "leftViewMode", "linkTextAttributes", "minimumFontSize", "passwordRules", "placeholder", "returnKeyType",
        "rightView", "rightViewMode", "secureTextEntry", "selectable", "smartDashesType", "smartInsertDeleteType",
        "smartQuotesType", "spellCheckingType", "textContainerInset", "textContentType", "typingAttributes",
        "usesStandardTextScaling",
        // UIImageView
        "animationDuration", "animationImages", "animationRepeatCount", "highlightedAnimationImages", "highlightedImage", "image",
        "preferredSymbolConfiguration",
        // UIScrollView, UITableView, UICollectionView and their cells
        "accessoryType", "accessoryView", "allowsMultipleSelection", "allowsMultipleSelectionDuringEditing", "allowsSelection",
        "allowsSelectionDuringEditing", "alwaysBounceHorizontal", "alwaysBounceVertical", "automaticallyAdjustsScrollIndicatorInsets",
        "backgroundView", "bounces", "bouncesZoom", "canCancelContentTouches", "cellLayoutMarginsFollowReadableWidth",
        "collectionViewLayout", "contentInset", "contentInsetAdjustmentBehavior", "contentOffset", "contentSize", "dataSource",
        "decelerationRate", "delaysContentTouches", "directionalLockEnabled", "dragInteractionEnabled", "editingAccessoryType",
        "estimatedRowHeight", "estimatedSectionFooterHeight", "estimatedSectionHeaderHeight", "focusStyle", "indentationLevel",
        "indentationWidth", "indicatorStyle", "keyboardDismissMode", "maximumZoomScale", "minimumZoomScale", "pagingEnabled",
        "prefetchingEnabled", "refreshControl", "remembersLastFocusedIndexPath", "rowHeight", "scrollEnabled",
        "scrollIndicatorInsets", "scrollsToTop", "sectionFooterHeight", "sectionHeaderHeight", "sectionHeaderTopPadding",
        "sectionIndexBackgroundColor", "sectionIndexColor", "selectedBackgroundView", "selectionStyle", "separatorColor",
        "separatorEffect", "separatorInset", "separatorStyle", "shouldIndentWhileEditing", "showsHorizontalScrollIndicator",
        "showsReorderControl", "showsVerticalScrollIndicator", "tableFooterView", "tableHeaderView", "zoomScale",
        // UIStackView
        "alignment", "arrangedSubviews", "axis", "baselineRelativeArrangement", "distribution", "layoutMarginsRelativeArrangement",
        "spacing",
        // Switches, sliders, steppers, progress, activity, page and segmented controls, pickers
        "activityIndicatorViewStyle", "apportionsSegmentWidthsByContent", "autorepeat", "color", "continuous",
        "countDownDuration", "currentPage", "currentPageIndicatorTintColor", "date", "datePickerMode", "hidesForSinglePage",
        "hidesWhenStopped", "locale", "maximumDate", "maximumTrackTintColor", "maximumValue", "maximumValueImage", "minimumDate",
        "minimumTrackTintColor", "minimumValue", "minimumValueImage", "minuteInterval", "momentary", "numberOfPages", "on",
        "onImage", "offImage", "onTintColor", "pageIndicatorTintColor", "preferredDatePickerStyle", "progress", "progressImage",
        "progressTintColor", "progressViewStyle", "selectedSegmentIndex", "selectedSegmentTintColor", "showsSelectionIndicator",
        "stepValue", "style", "thumbTintColor", "timeZone", "trackImage", "trackTintColor", "value", "wraps",
        // Bars, bar items, search bars, visual effects
        "backIndicatorImage", "backIndicatorTransitionMaskImage", "barStyle", "barTintColor", "compactAppearance", "effect",
        "itemPositioning", "itemSpacing", "itemWidth", "items", "largeTitleTextAttributes", "prefersLargeTitles", "prompt",
        "scopeButtonTitles", "scrollEdgeAppearance", "searchBarStyle", "selectedImageTintColor", "selectedItem", "shadowImage",
        "showsBookmarkButton", "showsCancelButton", "showsScopeBar", "standardAppearance", "title", "titleTextAttributes",
        "translucent", "unselectedItemTintColor",
        // UIViewController and its containers
        "automaticallyAdjustsScrollViewInsets", "clearsSelectionOnViewWillAppear", "definesPresentationContext",
        "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars", "hidesBottomBarWhenPushed", "modalInPresentation",
        "modalPresentationCapturesStatusBarAppearance", "modalPresentationStyle", "modalTransitionStyle", "navigationItem",
        "preferredContentSize", "providesPresentationContextTransitionStyle", "restoresFocusAfterTransition", "tabBarItem",
        "view",
    ]

    /// Keys of AppKit's classes (and `NSObject`'s), the outlets of its base classes included.
    static let appKitKeys: Set<String> = CodeModel.systemOutlets.union(appKitProperties)

    private static let appKitProperties: Set<String> = [
        "self", "accessibilityElement", "alphaValue", "autoresizesSubviews", "autoresizingMask", "backgroundColor",
        "clipsToBounds", "delegate", "dataSource", "enabled", "font", "frame", "hidden", "highlighted", "image", "menu",
        "tag", "textColor", "title", "toolTip", "translatesAutoresizingMaskIntoConstraints", "layer", "selectable",
        "editable", "placeholderString", "alignment", "allowsMixedState", "imagePosition", "imageScaling", "bezelStyle",
        "controlSize", "continuous", "refusesFirstResponder", "maxValue", "minValue", "numberOfTickMarks", "orientation",
        "spacing", "distribution", "edgeInsets", "contentTintColor", "userInterfaceLayoutDirection", "appearance",
        "bezeled", "bordered", "borderColor", "borderWidth", "boxType", "canDrawSubviewsIntoLayer",
        "cornerRadius", "doubleValue", "drawsBackground", "fillColor", "floatValue", "focusRingType", "identifier",
        "integerValue", "objectValue", "state", "stringValue", "titlePosition", "transparent", "wantsLayer",
    ]

    /// The keys of the framework `baseClass` (a superclass the sources do not declare) belongs to:
    /// UIKit's for `UI…`, AppKit's for `NS…`; nil for any other class, whose keys are unknown.
    static func keys(ofBaseClass baseClass: String) -> Set<String>? {
        switch CodeModel.systemFramework(ofClass: baseClass) {
        case "UIKit": uiKitKeys
        case "AppKit": appKitKeys
        default: nil
        }
    }

    /// Whether `key` (a key path's first component) is one of `keys`; keys starting with `_` name
    /// private instance variables, which key-value coding reaches too.
    static func contains(_ key: String, in keys: Set<String>) -> Bool {
        keys.contains(key) || key.hasPrefix("_") || prefixes.contains { key.hasPrefix($0) }
    }
}
