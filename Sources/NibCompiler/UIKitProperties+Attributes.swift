import IBSource

/// The Interface Builder attributes each UIKit writer reads. An attribute of an element outside
/// its writers' lists is one the compiler would drop without a word, so it is reported as an
/// approximation instead (a text field's `adjustsFontSizeToFit="NO"` was written as YES until
/// this list found it).
extension UIKitProperties {
    /// Interface Builder's own bookkeeping and canvas state, which no Xcode archives, and the
    /// class and scene attributes the builder reads for every object.
    static let interfaceBuilderAttributes: Set<String> = [
        "id", "key", "userLabel", "colorLabel", "misplaced", "ambiguous", "verifyAmbiguity", "placeholderIntrinsicWidth",
        "placeholderIntrinsicHeight", "customClass", "customModule", "customModuleProvider", "sceneMemberID",
    ]

    static let viewAttributes: Set<String> = [
        "alpha", "autoresizesSubviews", "clearsContextBeforeDrawing", "clipsSubviews", "contentMode", "fixedFrame", "hidden",
        "horizontalCompressionResistancePriority", "horizontalHuggingPriority", "insetsLayoutMarginsFromSafeArea",
        "layoutMarginsFollowReadableWidth", "multipleTouchEnabled", "opaque", "preservesSuperviewLayoutMargins",
        "restorationIdentifier", "semanticContentAttribute", "tag", "translatesAutoresizingMaskIntoConstraints",
        "userInteractionEnabled", "verticalCompressionResistancePriority", "verticalHuggingPriority",
        // A cell's content view names its cell; the nib has the cell as the view's parent.
        "tableViewCell",
        // A map view's type, which Interface Builder saves even at MapKit's default (`writtenValues`).
        "mapType",
    ]

    static let windowAttributes: Set<String> = ["resizesToFullScreen"]

    static let webViewAttributes: Set<String> = ["allowsBackForwardNavigationGestures", "allowsLinkPreview", "customUserAgent"]

    /// `usesAttributedText` says the text is the `attributedString` child, which is read. Xcode
    /// archives nothing for `highlighted` (the ChartageDemo study pairs' labels, Xcode 11.7).
    static let labelAttributes: Set<String> = [
        "adjustsFontForContentSizeCategory", "adjustsFontSizeToFit", "adjustsLetterSpacingToFitWidth",
        "allowsDefaultTighteningForTruncation", "baselineAdjustment", "lineBreakMode", "minimumFontSize", "minimumScaleFactor",
        "numberOfLines", "preferredMaxLayoutWidth", "text", "textAlignment", "usesAttributedText", "highlighted",
    ]

    static let controlAttributes: Set<String> = [
        "contentHorizontalAlignment", "contentVerticalAlignment", "enabled", "selected", "on", "value", "minValue", "maxValue",
        "minimumValue", "maximumValue", "stepValue", "segmentControlStyle", "selectedSegmentIndex", "numberOfPages",
        "currentPage",
    ]

    /// `hasAttributedTitle` says the titles are the states' `attributedString` children, which are
    /// read.
    static let buttonAttributes: Set<String> = [
        "adjustsImageWhenDisabled", "adjustsImageWhenHighlighted", "buttonType", "lineBreakMode", "hasAttributedTitle",
    ]

    static let imageViewAttributes: Set<String> = ["image", "highlightedImage", "catalog"]

    static let textFieldAttributes: Set<String> = [
        "borderStyle", "clearButtonMode", "minimumFontSize", "adjustsFontSizeToFit", "placeholder", "text", "textAlignment",
    ]

    static let textViewAttributes: Set<String> = ["editable", "selectable", "text", "textAlignment"]

    static let barAttributes: Set<String> = [
        "style", "animating", "hidesWhenStopped", "progress", "progressViewStyle", "barStyle", "translucent", "largeTitles",
        "backIndicatorImage", "backIndicatorTransitionMaskImage", "catalog", "placeholder", "itemPositioning",
    ]

    static let scrollViewAttributes: Set<String> = [
        "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "scrollEnabled", "bounces", "alwaysBounceVertical",
        "pagingEnabled", "delaysContentTouches", "bouncesZoom", "automaticallyAdjustsScrollIndicatorInsets",
        "contentInsetAdjustmentBehavior",
    ]

    /// `dataMode` says whether the cells are prototypes or static ones, which the children show.
    static let collectionViewAttributes: Set<String> = [
        "style", "dataMode", "allowsSelection", "prefetchingEnabled", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight",
        "sectionFooterHeight", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "sectionHeaderTopPadding",
        "fillerRowHeight", "separatorStyle", "separatorInsetReference", "insetsContentViewsToSafeArea",
    ]

    /// Xcode archives nothing for `hidesAccessoryWhenEditing="NO"` (the whatsapp_sample and
    /// CookAssistant study pairs, Xcode 11 and 12: their prototype cells equal Xcode's) nor for
    /// `shouldIndentWhileEditing="NO"` (MPSurvey, Xcode 7.3).
    static let cellAttributes: Set<String> = [
        "style", "reuseIdentifier", "selectionStyle", "accessoryType", "indentationLevel", "indentationWidth", "rowHeight",
        "textLabel", "detailTextLabel", "imageView", "hidesAccessoryWhenEditing", "shouldIndentWhileEditing",
    ]

    static let stackViewAttributes: Set<String> = [
        "axis", "alignment", "distribution", "spacing", "baselineRelativeArrangement", "layoutMarginsRelativeArrangement",
    ]

    static let constraintAttributes: Set<String> = [
        "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "constant", "priority",
        "identifier", "placeholder", "symbolic",
    ]

    static let layoutGuideAttributes: Set<String> = ["identifier"]

    static let controllerLayoutGuideAttributes: Set<String> = ["type"]

    static let barItemAttributes: Set<String> = [
        "title", "image", "selectedImage", "catalog", "style", "systemItem", "width", "enabled", "largeTitleDisplayMode",
    ]

    /// Xcode archives nothing for `automaticEstimatedItemSize="YES"` (a study pair's layout,
    /// Xcode 11.0).
    static let flowLayoutAttributes: Set<String> = [
        "scrollDirection", "minimumLineSpacing", "minimumInteritemSpacing", "automaticEstimatedItemSize",
    ]

    static let tableSectionAttributes: Set<String> = ["headerTitle", "footerTitle"]

    /// A storyboard controller's attributes, which the storyboard compiler writes.
    static let controllerAttributes: Set<String> = [
        "title", "storyboardIdentifier", "restorationIdentifier", "useStoryboardIdentifierAsRestorationIdentifier",
        "modalPresentationStyle", "modalTransitionStyle", "definesPresentationContext", "hidesBottomBarWhenPushed",
        "automaticallyAdjustsScrollViewInsets", "extendedLayoutIncludesOpaqueBars", "autoresizesArchivedViewToFullSize",
        "clearsSelectionOnViewWillAppear", "transitionStyle", "navigationOrientation", "spineLocation", "pageSpacing",
    ]

    /// The values of an attribute Xcode archives nothing for, where another value would change
    /// the object: a button's titles break in the middle unless its label says otherwise, a map is
    /// MapKit's standard one unless it says otherwise, and no pair shows another value's key.
    static let writtenValues: [String: [String: Set<String>]] = [
        "button": ["lineBreakMode": ["middleTruncation"]],
        "mapView": ["mapType": ["standard"]],
    ]

    /// The attributes the compiler reads for `element`, or nil when it does not know the element.
    static func knownAttributes(of element: IBElement, systemClass: String) -> Set<String>? {
        if let attributes = attributes[element.name] {
            return attributes
        }
        if element.name.hasSuffix("Controller") {
            return interfaceBuilderAttributes.union(controllerAttributes)
        }
        if systemClass.hasSuffix("GestureRecognizer") {
            return interfaceBuilderAttributes
        }
        return nil
    }

    /// Each attribute of `element` the compiler does not read, or reads only some values of, with
    /// its value, in name order.
    static func unwrittenAttributes(of element: IBElement, systemClass: String) -> [(name: String, value: String)] {
        guard let known = knownAttributes(of: element, systemClass: systemClass) else { return [] }
        let values = writtenValues[element.name] ?? [:]
        return element.attributes.sorted { $0.key < $1.key }.compactMap { name, value in
            let isWritten = known.contains(name) && values[name].map { $0.contains(value) } != false
            return isWritten ? nil : (name, value)
        }
    }
}
