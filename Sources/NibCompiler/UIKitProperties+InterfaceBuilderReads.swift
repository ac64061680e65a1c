import IBSource

/// What of Interface Builder's XML each UIKit writer reads: attributes, the keys of value
/// children (`<color key="tintColor">`) and the names of children saved without a key
/// (`<subviews>`). An attribute or child of an element outside its writers' lists is one the
/// compiler would drop without a word, so it is reported as an approximation instead (a text
/// field's `adjustsFontSizeToFit="NO"` was written as YES, a tab bar's `selectedImageTintColor`
/// dropped, a visual effect view's `<blurEffect>` and a xib tab bar controller's
/// `<viewControllers>` dropped, until these lists found them).
extension UIKitProperties {
    /// The attributes and child keys one writer reads.
    struct InterfaceBuilderReads: Sendable {
        var attributes: Set<String>
        var childKeys: Set<String> = []
        /// The names of the children saved without a key that are read.
        var elements: Set<String> = []
    }

    /// Interface Builder's own bookkeeping and canvas state, which no Xcode archives, and the
    /// class and scene attributes the builder reads for every object. `customSize` is a cell's
    /// size in the size inspector, which its frame holds; `simulatedAppContext` the canvas an
    /// extension's view is drawn in (Notification Center), a simulated metric like the others. An
    /// editor-only attribute may be saved as an element (ChatSecure's label named by its long
    /// text: `<string key="userLabel">`).
    static let interfaceBuilderReads = InterfaceBuilderReads(
        attributes: IBElement.editorOnlyAttributes.union([
            "id", "key", "customClass", "customModule", "customModuleProvider", "sceneMemberID", "simulatedAppContext",
        ]),
        childKeys: IBElement.editorOnlyAttributes.union([
            "frame", "autoresizingMask", "accessibilityConfiguration", "canvasLocation", "userComments", "freeformSize",
            "customSize", "simulatedDestinationMetrics", "simulatedStatusBarMetrics", "simulatedTopBarMetrics",
            "simulatedBottomBarMetrics", "simulatedOrientationMetrics",
        ]),
        elements: ["connections", "userDefinedRuntimeAttributes"])

    static let viewReads = InterfaceBuilderReads(
        attributes: [
            "alpha", "autoresizesSubviews", "clearsContextBeforeDrawing", "clipsSubviews", "contentMode", "fixedFrame", "hidden",
            "horizontalCompressionResistancePriority", "horizontalHuggingPriority", "insetsLayoutMarginsFromSafeArea",
            "layoutMarginsFollowReadableWidth", "multipleTouchEnabled", "opaque", "preservesSuperviewLayoutMargins",
            "restorationIdentifier", "semanticContentAttribute", "tag", "translatesAutoresizingMaskIntoConstraints",
            "userInteractionEnabled", "verticalCompressionResistancePriority", "verticalHuggingPriority",
            // A cell's content view names its cell; the nib has the cell as the view's parent.
            "tableViewCell",
            // A map view's type, which Interface Builder saves even at MapKit's default (`writtenValues`).
            "mapType",
        ],
        childKeys: ["backgroundColor", "tintColor", "layoutMargins", "directionalLayoutMargins", "contentStretch"],
        // A storyboard controller's top and bottom layout guides are its view's (`StoryboardCompiler`).
        elements: ["subviews", "constraints", "gestureRecognizers", "layoutGuides"])

    /// The effect, as UIKit's encoder writes it (`writeVisualEffectView`).
    static let visualEffectViewReads = InterfaceBuilderReads(attributes: [], elements: ["blurEffect", "vibrancyEffect"])

    static let windowReads = InterfaceBuilderReads(attributes: ["resizesToFullScreen", "visibleAtLaunch"])

    static let webViewReads = InterfaceBuilderReads(
        attributes: ["allowsBackForwardNavigationGestures", "allowsLinkPreview", "customUserAgent"], childKeys: ["configuration"])

    /// `usesAttributedText` says the text is the `attributedString` child, which is read. Xcode
    /// archives nothing for `highlighted` (the ChartageDemo study pairs' labels, Xcode 11.7).
    static let labelReads = InterfaceBuilderReads(
        attributes: [
            "adjustsFontForContentSizeCategory", "adjustsFontSizeToFit", "adjustsLetterSpacingToFitWidth",
            "allowsDefaultTighteningForTruncation", "baselineAdjustment", "lineBreakMode", "minimumFontSize",
            "minimumScaleFactor", "numberOfLines", "preferredMaxLayoutWidth", "text", "textAlignment", "usesAttributedText",
            "highlighted",
        ],
        childKeys: ["text", "attributedText", "fontDescription", "textColor", "highlightedColor", "shadowColor", "shadowOffset"])

    static let controlReads = InterfaceBuilderReads(
        attributes: [
            "contentHorizontalAlignment", "contentVerticalAlignment", "enabled", "selected", "on", "value", "minValue",
            "maxValue", "minimumValue", "maximumValue", "stepValue", "segmentControlStyle", "selectedSegmentIndex",
            "numberOfPages", "currentPage",
        ],
        childKeys: ["minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor", "onTintColor"],
        elements: ["segments"])

    static let legacyWebViewReads = InterfaceBuilderReads(attributes: ["scalesPageToFit"], childKeys: ["dataDetectorTypes"])

    static let sliderReads = InterfaceBuilderReads(
        attributes: ["continuous", "minimumValueImage", "maximumValueImage"])

    static let datePickerReads = InterfaceBuilderReads(
        attributes: ["datePickerMode", "minuteInterval"], childKeys: ["date", "minimumDate", "maximumDate"])

    /// `hasAttributedTitle` says the titles are the states' `attributedString` children, which are
    /// read.
    static let buttonReads = InterfaceBuilderReads(
        attributes: ["adjustsImageWhenDisabled", "adjustsImageWhenHighlighted", "buttonType", "lineBreakMode", "hasAttributedTitle"],
        childKeys: ["fontDescription", "contentEdgeInsets", "titleEdgeInsets", "titleShadowOffset", "imageEdgeInsets", "configuration"])

    /// A button's `<state key="normal">`: its title, images and colors.
    static let buttonStateReads = InterfaceBuilderReads(
        attributes: ["key", "title", "image", "catalog", "backgroundImage"],
        childKeys: [
            "title", "attributedTitle", "image", "preferredSymbolConfiguration", "backgroundImage", "titleColor", "titleShadowColor",
        ])

    static let imageViewReads = InterfaceBuilderReads(
        attributes: ["image", "highlightedImage", "catalog"],
        childKeys: ["image", "highlightedImage", "preferredSymbolConfiguration"])

    static let textFieldReads = InterfaceBuilderReads(
        attributes: [
            "borderStyle", "clearButtonMode", "minimumFontSize", "adjustsFontSizeToFit", "placeholder", "text", "textAlignment",
        ],
        childKeys: ["text", "placeholder", "fontDescription", "textColor", "textInputTraits"])

    /// `usesAttributedText`, as a label's, says the text is the `attributedString` child, which is read.
    static let textViewReads = InterfaceBuilderReads(
        attributes: ["editable", "selectable", "text", "textAlignment", "usesAttributedText"],
        childKeys: ["text", "attributedText", "fontDescription", "textColor", "textInputTraits"])

    static let barReads = InterfaceBuilderReads(
        attributes: [
            "style", "animating", "hidesWhenStopped", "progress", "progressViewStyle", "barStyle", "translucent", "largeTitles",
            "backIndicatorImage", "backIndicatorTransitionMaskImage", "catalog", "placeholder", "itemPositioning",
        ],
        childKeys: [
            "color", "progressTintColor", "trackTintColor", "barTintColor", "selectedImageTintColor", "backIndicatorImage",
            "backIndicatorTransitionMaskImage", "placeholder",
        ],
        elements: ["items"])

    static let scrollViewReads = InterfaceBuilderReads(
        attributes: [
            "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "scrollEnabled", "bounces", "alwaysBounceVertical",
            "pagingEnabled", "delaysContentTouches", "bouncesZoom", "automaticallyAdjustsScrollIndicatorInsets",
            "contentInsetAdjustmentBehavior", "keyboardDismissMode", "directionalLockEnabled", "alwaysBounceHorizontal",
            "canCancelContentTouches", "indicatorStyle", "minimumZoomScale", "maximumZoomScale",
        ],
        childKeys: ["scrollIndicatorInsets"])

    /// `dataMode` says whether the cells are prototypes or static ones, which the children show.
    static let collectionViewReads = InterfaceBuilderReads(
        attributes: [
            "style", "dataMode", "allowsSelection", "prefetchingEnabled", "rowHeight", "estimatedRowHeight",
            "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
            "sectionHeaderTopPadding", "fillerRowHeight", "separatorStyle", "separatorInsetReference",
            "contentViewInsetsToSafeArea", "sectionIndexMinimumDisplayRowCount",
        ],
        childKeys: [
            "separatorColor", "sectionIndexColor", "sectionIndexBackgroundColor", "sectionIndexTrackingBackgroundColor",
            "sectionHeaderView", "sectionFooterView",
        ],
        elements: ["sections", "prototypes", "cells"])

    /// Xcode archives nothing for `hidesAccessoryWhenEditing="NO"` (the whatsapp_sample and
    /// CookAssistant study pairs, Xcode 11 and 12: their prototype cells equal Xcode's) nor for
    /// `shouldIndentWhileEditing="NO"` (MPSurvey, Xcode 7.3). A collection view cell's content
    /// view saved without an id is a keyed child too.
    static let cellReads = InterfaceBuilderReads(
        attributes: [
            "style", "reuseIdentifier", "selectionStyle", "accessoryType", "indentationLevel", "indentationWidth", "rowHeight",
            "textLabel", "detailTextLabel", "imageView", "hidesAccessoryWhenEditing", "shouldIndentWhileEditing",
        ],
        childKeys: ["contentView"])

    static let stackViewReads = InterfaceBuilderReads(attributes: [
        "axis", "alignment", "distribution", "spacing", "baselineRelativeArrangement", "layoutMarginsRelativeArrangement",
        "spacingType",
    ])

    static let constraintReads = InterfaceBuilderReads(attributes: [
        "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "constant", "priority",
        "identifier", "placeholder", "symbolic",
    ])

    static let layoutGuideReads = InterfaceBuilderReads(attributes: ["identifier"])

    static let controllerLayoutGuideReads = InterfaceBuilderReads(attributes: ["type"])

    /// A navigation item's `<nil key="title"/>` is no title, as its absence is; a title with a line
    /// break is a `<string key="title">`, as texts and placeholders are (`IBElement.text(_:)`).
    static let barItemReads = InterfaceBuilderReads(
        attributes: ["title", "image", "selectedImage", "catalog", "style", "systemItem", "width", "enabled", "largeTitleDisplayMode"],
        childKeys: ["title", "image", "selectedImage", "badgeColor", "titlePositionAdjustment"],
        elements: ["leftBarButtonItems", "rightBarButtonItems"])

    /// The estimated item size, automatic or saved, is set by key path (`writeFlowLayout`).
    static let flowLayoutReads = InterfaceBuilderReads(
        attributes: ["scrollDirection", "minimumLineSpacing", "minimumInteritemSpacing", "automaticEstimatedItemSize"],
        childKeys: ["itemSize", "headerReferenceSize", "footerReferenceSize", "sectionInset", "estimatedItemSize"])

    static let tableSectionReads = InterfaceBuilderReads(
        attributes: ["headerTitle", "footerTitle"], childKeys: ["headerTitle", "footerTitle"], elements: ["cells"])

    /// A storyboard controller's attributes, which the storyboard compiler writes, its top and
    /// bottom layout guides (a storyboard's go to its view) and its toolbar items (a navigation
    /// controller's toolbar holds its own; a xib's controllers write none, which the check for
    /// unheld objects reports). A controller's children are its relationships' segues: the
    /// `<viewControllers>` of a xib's tab bar or navigation controller are not written.
    /// `<nil name="viewControllers"/>` says a storyboard's navigation controller has no root, as
    /// no relationship does.
    static let controllerReads = InterfaceBuilderReads(
        attributes: [
            "title", "storyboardIdentifier", "restorationIdentifier", "useStoryboardIdentifierAsRestorationIdentifier",
            "modalPresentationStyle", "modalTransitionStyle", "definesPresentationContext", "hidesBottomBarWhenPushed",
            "automaticallyAdjustsScrollViewInsets", "extendedLayoutIncludesOpaqueBars", "autoresizesArchivedViewToFullSize",
            "clearsSelectionOnViewWillAppear", "transitionStyle", "navigationOrientation", "spineLocation", "pageSpacing",
            "toolbarHidden", "navigationBarHidden", "providesPresentationContextTransitionStyle",
        ],
        childKeys: ["title", "edgesForExtendedLayout", "contentSizeForViewInPopover"],
        elements: ["layoutGuides", "toolbarItems", "nil"])

    /// The values of an attribute Xcode archives nothing for, where another value would change
    /// the object: a map is MapKit's standard one unless it says otherwise, and no pair shows
    /// another value's key.
    static let writtenValues: [String: [String: Set<String>]] = [
        "mapView": ["mapType": ["standard"]]
    ]

    private static let storyboardControllerReads = interfaceBuilderReads.union(controllerReads)

    /// What the compiler reads of `element`, or nil when it does not know the element.
    static func knownReads(of element: IBElement, systemClass: String) -> InterfaceBuilderReads? {
        if let reads = reads[element.name] {
            return reads
        }
        if element.name.hasSuffix("Controller") {
            return storyboardControllerReads
        }
        if systemClass.hasSuffix("GestureRecognizer") {
            return interfaceBuilderReads.union(gestureRecognizerReads).union(
                recognizerClassReads[element.name] ?? InterfaceBuilderReads(attributes: []))
        }
        return nil
    }

    /// Each attribute of `element` the compiler does not read, or reads only some values of, with
    /// its value, in name order.
    static func unwrittenAttributes(of element: IBElement, systemClass: String) -> [(name: String, value: String)] {
        guard let known = knownReads(of: element, systemClass: systemClass)?.attributes else { return [] }
        let values = writtenValues[element.name]
        func isUnwritten(_ attribute: IBAttributes.Element) -> Bool {
            !known.contains(attribute.key) || values?[attribute.key].map { $0.contains(attribute.value) } == false
        }
        // Most elements have none: they are found without building a list.
        guard element.attributes.contains(where: isUnwritten) else { return [] }
        return element.attributes.filter(isUnwritten).sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
    }

    /// Each value child of `element` (a keyed child that is no object of its own) whose key the
    /// compiler does not read, and each child saved without a key or an id whose name its writers
    /// do not read (a controller's `<keyCommands>`, a search bar's `<scopeButtonTitles>`) unless it
    /// holds nothing (the `<toolbarItems/>` of controllers, Xcode 7's `<animations/>` of views).
    /// Size-class variations and a control's states are read by their element names.
    static func unwrittenChildren(of element: IBElement, systemClass: String) -> [IBElement] {
        guard let known = knownReads(of: element, systemClass: systemClass) else { return [] }
        return element.children.filter { child in
            guard child.id == nil, child.name != "variation", child.name != "state" else { return false }
            guard let key = child["key"] else { return !known.elements.contains(child.name) && !child.holdsNothing }
            return !known.childKeys.contains(key)
        }
    }
}

extension UIKitProperties.InterfaceBuilderReads {
    func union(_ other: Self) -> Self {
        Self(
            attributes: attributes.union(other.attributes), childKeys: childKeys.union(other.childKeys),
            elements: elements.union(other.elements))
    }

    /// The attributes and child keys of `element` these reads leave out, in name order.
    func unreadNames(of element: IBElement) -> [String] {
        let unread =
            element.attributes.keys.filter { !attributes.contains($0) }
            + element.children.compactMap { $0["key"] }.filter { !childKeys.contains($0) }
        return unread.sorted()
    }
}
