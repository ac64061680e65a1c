import Foundation
import IBSource
import NibArchive
import UIKitNib

/// The keys each UIKit class reads in `init(coder:)`, written from Interface Builder's attributes.
/// Defaults Interface Builder leaves out are left out here too, as Xcode does.
enum UIKitProperties {
    typealias ObjectID = UIKitNibDraft.ObjectID

    /// A writer of some of an element's keys.
    typealias Writer = @Sendable (IBElement, ObjectID, inout UIKitNibBuilder) -> Void

    /// Each family of elements, its writers, in the order they write (every view's keys first,
    /// then its class's), and what those writers read of Interface Builder's XML.
    private static let families: [(elements: [String], writers: [Writer], reads: [InterfaceBuilderReads])] = [
        (
            [
                "view", "containerView", "collectionViewCellContentView", "tableViewCellContentView", "mapView",
            ], [writeView], [viewReads]
        ),
        (["visualEffectView"], [writeView, writeVisualEffectView], [viewReads, visualEffectViewReads]),
        (["webView"], [writeView, writeLegacyWebView], [viewReads, legacyWebViewReads]),
        (["wkWebView"], [writeView, WebKitWebView.write], [viewReads, webViewReads]),
        (["label"], [writeView, writeLabel], [viewReads, labelReads]),
        (["button"], [writeView, writeButton], [viewReads, controlReads, buttonReads]),
        (["imageView"], [writeView, writeImageView, writeOwnFlags], [viewReads, imageViewReads]),
        (["textField"], [writeView, writeTextField], [viewReads, controlReads, textFieldReads]),
        (
            ["textView"], [writeView, writeScrollView, writeTextView, writeOwnFlags],
            [viewReads, scrollViewReads, textViewReads]
        ),
        (["switch", "stepper", "segmentedControl", "pageControl"], [writeView, writeOwnControl], [viewReads, controlReads]),
        (["slider"], [writeView, writeOwnControl], [viewReads, controlReads, sliderReads]),
        (["datePicker"], [writeView, writeOwnControl], [viewReads, controlReads, datePickerReads]),
        (["refreshControl"], [writeView, writeRefreshControl], [viewReads, controlReads]),
        (["activityIndicatorView", "progressView", "pickerView", "searchBar"], [writeView, writeBar], [viewReads, barReads]),
        (["toolbar", "tabBar"], [writeView, writeBar, writeBarAppearances], [viewReads, barReads, barAppearanceReads]),
        (
            ["navigationBar"], [writeView, writeBar, writeNavigationBarTitleAttributes, writeBarAppearances],
            [viewReads, barReads, navigationBarReads, barAppearanceReads]
        ),
        (
            ["scrollView", "tableView", "collectionView"], [writeView, writeScrollView, writeCollectionView],
            [viewReads, scrollViewReads, collectionViewReads]
        ),
        (
            ["tableViewCell", "collectionViewCell", "collectionReusableView"], [writeView, writeCell],
            [viewReads, cellReads]
        ),
        (["stackView"], [writeView, writeStackView], [viewReads, stackViewReads]),
        (["constraint"], [writeConstraint], [constraintReads]),
        (["viewLayoutGuide"], [writeLayoutGuide], [layoutGuideReads]),
        (["keyboardLayoutGuide"], [writeKeyboardLayoutGuide], []),
        (["viewControllerLayoutGuide"], [writeControllerLayoutGuide], [controllerLayoutGuideReads]),
        (["navigationItem", "barButtonItem", "tabBarItem"], [writeBarItem, writeTabBarItemTag], [barItemReads]),
        (["collectionViewFlowLayout"], [writeFlowLayout], [flowLayoutReads]),
        (["tableViewSection"], [writeTableSection], [tableSectionReads]),
        (["customObject"], [], []),
        // A collection view's layout of the app's own class: UICollectionViewLayout archives
        // nothing of its own but the decoration views a layout registers, which a document cannot
        // (iOS 26.1's encoder), so its class is all there is.
        (["collectionViewLayout"], [], []),
        (["window"], [writeView, writeWindow], [viewReads, windowReads]),
    ]

    /// Writes a control's keys, and those of its class (a switch, slider, stepper, segmented
    /// control, page control or date picker).
    private static let writeOwnControl: Writer = { element, object, builder in
        writeControl(element, to: object, builder: &builder)
    }

    /// A table view controller's refresh control (IVPN's server list, Alamofire's example), which
    /// its storyboard's view nib holds in the table view (`UIRefreshControl`, apart from the
    /// subviews, as UIScrollView's coders keep it): a control's keys, then the style
    /// UIRefreshControl's encoder always writes, 2, what its decoder makes of none (iOS 18.2's and
    /// 26.1's UIKitCore, decompiled). No pair holds one, so it is an approximation.
    private static let writeRefreshControl: Writer = { element, object, builder in
        writeControl(element, to: object, builder: &builder)
        builder.graph.set(UIKitNibKey.refreshControlStyle, .integer(2), on: object)
        builder.approximate(
            "refresh control \(element.id ?? ""), which no pair shows, is written as UIRefreshControl's encoder writes it (iOS 26.1)",
            at: element)
    }

    /// Writes the element's `encoderRuleFlags` after its other keys (labels and buttons place
    /// theirs among them).
    private static let writeOwnFlags: Writer = { element, object, builder in
        writeEncoderRuleFlags(element, to: object, builder: &builder)
    }

    /// The writers of each element the compiler knows, by its name.
    static let writers: [String: [Writer]] = Dictionary(
        uniqueKeysWithValues: families.flatMap { family in family.elements.map { ($0, family.writers) } })

    /// What the writers of each element read, by its name.
    static let reads: [String: InterfaceBuilderReads] = Dictionary(
        uniqueKeysWithValues: families.flatMap { family in
            family.elements.map { name in
                (name, (family.reads + [encoderRuleReads[name]].compactMap { $0 }).reduce(interfaceBuilderReads) { $0.union($1) })
            }
        })

    /// Writes `element`'s properties; false when the compiler does not know the element.
    static func write(_ element: IBElement, systemClass: String, to object: ObjectID, builder: inout UIKitNibBuilder) -> Bool {
        if let writers = writers[element.name] {
            for writer in writers { writer(element, object, &builder) }
        } else if element.name.hasSuffix("Controller") {
            // A storyboard writes its controllers' storyboard keys itself; the edges the view
            // extends under bars are the controller's own (Earth's MainWindow: none).
            writeExtendedEdges(element, to: object, builder: &builder)
            writeControllerFlags(element, to: object, builder: &builder)
        } else if systemClass.hasSuffix("GestureRecognizer") {
            writeGestureRecognizer(element, to: object, builder: &builder)
        } else {
            return false
        }
        return true
    }

    /// A window fills the screen it is shown on unless it says not (Earth's MainWindow, study
    /// pairs of 11.3 and 11.5).
    private static func writeWindow(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        builder.graph.set(UIKitNibKey.resizesToFullScreen, .bool(element["resizesToFullScreen"] != "NO"), on: object)
    }

    /// `<extendedEdge key="edgesForExtendedLayout" top="YES" …/>` as a `UIRectEdge` mask; none
    /// saved means all edges, UIKit's default, left out.
    private static func writeExtendedEdges(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        guard let edges = element.child("extendedEdge", key: "edgesForExtendedLayout") else { return }
        let bits: [(String, Int64)] = [("top", 1), ("left", 2), ("bottom", 4), ("right", 8)]
        let mask = bits.reduce(Int64(0)) { mask, edge in edges[edge.0] == "YES" ? mask | edge.1 : mask }
        builder.graph.set(UIKitNibKey.edgesForExtendedLayout, .integer(mask), on: object)
    }

    // MARK: UIView

    /// The UIView keys, in the order Xcode writes them.
    static func writeView(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let cell = builder.cell(ofContentView: object)
        // Xcode archives a collection view cell's content view as a plain view: only its frame,
        // subviews and constraints survive (opacity, clipping, color and mode are dropped).
        let element =
            cell == nil
            ? element
            : IBElement(
                name: element.name, attributes: [:],
                children: element.children.filter {
                    ["frame", "autoresizingMask", "subviews", "constraints"].contains($0["key"] ?? $0.name)
                })
        let frame = element.child("rect", key: "frame")
        // A top-level plain view without simulated metrics has Interface Builder's inferred size:
        // Xcode 9.1 archives the mixpanel Takeover view at 600 × 600, though the document saves
        // the device's screen (768 × 1024, 414 × 736, 480 × 320) for it. Top-level cells keep
        // their saved size (Fusuma FSAlbumViewCell, XLPagerTabStrip ButtonCell), and so do a
        // storyboard scene's extra views (mapbox Navigation, Xcode 9.1: 343 × 185, 371 × 80).
        // From Xcode 10, a top-level view of a document with size classes and no device does, where
        // Interface Builder's default device is the base size (a study pair's table view, 12.0);
        // with a device, its frame is kept (study pairs of 11.7 at the device's screen).
        let hasSimulatedMetrics = element.children.contains { $0["key"] == "simulatedDestinationMetrics" }
        let isTopLevelXibView =
            builder.document.kind == .xib && builder.parent(of: object) == nil && !hasSimulatedMetrics
        let laidOutAtBaseSize =
            builder.options.xcode(atLeast: 1000)
            ? builder.document.device == nil && builder.document.root?["useTraitCollections"] == "YES"
                && !element.name.hasSuffix("Cell") && element.name != "collectionReusableView"
                && UIKitXcodeRules.laysOutDeviceFreeDocumentsAtBaseSize(builder.options)
            : element.name == "view"
        let inferredSize: Double? = isTopLevelXibView && laidOutAtBaseSize ? UIKitXcodeRules.baseSize.width : nil
        // A view the document gives no frame (Xcode 8.3's launch screen template saved none) is
        // 1000 points square at the origin: Xcode 11.3, 14.1 and 16.3 archive such an image view
        // and root view so (three study launch screens).
        let unplacedSize: Double = frame == nil ? 1000 : 0
        let toolbarSize = frame == nil ? navigationToolbarSize(element, of: object, builder: builder) : nil
        let width = inferredSize ?? UIKitValues.number(frame?["width"]) ?? toolbarSize?.width ?? unplacedSize
        let height =
            inferredSize ?? Self.barProgressViewHeight(element) ?? UIKitValues.number(frame?["height"]) ?? toolbarSize?.height
            ?? unplacedSize
        let x = UIKitValues.number(frame?["x"]) ?? 0
        let y = tableFooterOrigin(element, of: object, builder: builder) ?? UIKitValues.number(frame?["y"]) ?? 0
        // UIView's encoder leaves out a zero size and a center at the origin: a label saved 0 × 0
        // has a center and no bounds (a study pair of Xcode 11.3, and a metamap nib's class
        // swapper); of the 4,076 views of the corpus's and study pairs' Xcode nibs, none has a
        // zero size or center archived, and only zero-sized layout guides have neither.
        if width != 0 || height != 0 {
            builder.graph.set(UIKitNibKey.bounds, UIKitValues.geometry([0, 0, width, height]), on: object)
        }
        if x + width / 2 != 0 || y + height / 2 != 0 {
            builder.graph.set(UIKitNibKey.center, UIKitValues.geometry([x + width / 2, y + height / 2]), on: object)
        }
        let contentView = builder.contentView(ofCell: object)
        let layoutGuides = element.children(in: "layoutGuides").filter { $0.name == "viewControllerLayoutGuide" }
        let leftOutSubviews = builder.subviewsLeftOut(of: element)
        var subviews =
            contentView.map { [$0] }
            ?? objects(element.children(in: "subviews").filter { !leftOutSubviews.contains($0.id ?? "") } + layoutGuides, builder)
        // A styled cell's own labels and image view lead its content view's subviews (OmiseSDK
        // study pair, Xcode 11.7: a cell's accessory image saved between its label and its image
        // view comes after both).
        if element.name == "tableViewCellContentView", let cell = builder.parent(of: object).flatMap({ builder.element(of: $0) }),
            cell["style"] != nil
        {
            let builtIns = Set(styledCellViews.compactMap { cell[$0.attribute].flatMap({ builder.object(forID: $0) }) })
            subviews = subviews.filter { builtIns.contains($0) } + subviews.filter { !builtIns.contains($0) }
        }
        // UIKit makes a table's footer and header views its subviews, the footer first (OmiseSDK
        // study pair, Xcode 11.7).
        if element.name == "tableView" {
            let keyed = ["tableFooterView", "tableHeaderView"].compactMap { key in element.children.first { $0["key"] == key } }
            subviews = objects(keyed, builder) + subviews
        }
        if element.name == "tableViewCell",
            let content = element.children.first(where: { $0["key"] == "contentView" })?.id.flatMap({ builder.object(forID: $0) })
        {
            subviews = [content, separator(width: width, height: height, builder: &builder)]
        }
        if element.name == "collectionView", UIKitXcodeRules.archivesLaidOutCollectionViews(builder.options) {
            subviews += laidOutSupplementaryViews(of: element, width: width, builder: &builder)
        }
        if !subviews.isEmpty {
            builder.graph.set(UIKitNibKey.subviews, object: builder.graph.collection("NSMutableArray", subviews), on: object)
        }
        // Before iOS 14 a stack view draws nothing: Xcode 9.4 archives SwiftMessages 4.1.4's
        // transparent, colored stack views opaque and without color; Xcode 12.5 keeps both (9.0.1).
        let drawsNothing = element.name == "stackView" && !builder.options.xcode(atLeast: 1200)
        let hasSystemBackgroundView = getsSystemBackgroundView(element, builder.options)
        if let color = element.child("color", key: "backgroundColor") ?? roundedTextFieldBackground(element, builder: builder)
            ?? xcode7CellBackground(element, builder: builder) ?? (hasSystemBackgroundView ? UIKitColors.plainCellBackground : nil),
            !drawsNothing
        {
            let archived = tableBackground(color, of: element, builder: builder) ?? color
            let modified =
                UIKitXcodeRules.modifiesAccentBackgrounds(builder.options)
                && UIKitColors.accentColors.contains(archived["systemColor"] ?? "")
            builder.graph.set(UIKitNibKey.backgroundColor, object: builder.color(archived, asModified: modified), on: object)
        }
        if hasSystemBackgroundView {
            builder.graph.set(UIKitNibKey.didEncodeCompatibilityBackgroundColor, .bool(true), on: object)
        }
        if builder.writesDeepDrawRect {
            builder.graph.set(UIKitNibKey.deepDrawRect, .bool(true), on: object)
        }
        if element["opaque"] != "NO" || drawsNothing {
            builder.graph.set(UIKitNibKey.opaque, .bool(true), on: object)
        }
        setFlag(element, "hidden", UIKitNibKey.hidden, builder: &builder, object)
        if element["userInteractionEnabled"] == "NO" {
            builder.graph.set(UIKitNibKey.userInteractionDisabled, .bool(true), on: object)
        }
        setFlag(element, "multipleTouchEnabled", UIKitNibKey.multipleTouchEnabled, builder: &builder, object)
        if let tag = element["tag"].flatMap({ Int64($0) }), tag != 0 {
            builder.graph.set(UIKitNibKey.tag, .integer(tag), on: object)
        }
        if element["autoresizesSubviews"] != "NO" {
            builder.graph.set(UIKitNibKey.autoresizesSubviews, .bool(true), on: object)
        }
        let mask = toolbarSize == nil ? autoresizingMask(element, builder: builder) : Self.navigationToolbarMask
        if mask != 0 {
            builder.graph.set(UIKitNibKey.autoresizingMask, .integer(mask), on: object)
        }
        if let alpha = UIKitValues.number(element["alpha"]), alpha != 1 {
            builder.graph.set(UIKitNibKey.alpha, .float(Float(alpha)), on: object)
        }
        if let mode = element["contentMode"].flatMap({ UIKitValues.contentModes[$0] }), mode != 0 {
            builder.graph.set(UIKitNibKey.contentMode, .integer(mode), on: object)
        }
        builder.graph.set(UIKitNibKey.restorationIdentifier, optionalString: element["restorationIdentifier"], on: object)
        // The deprecated stretch rectangle, kept as saved, empty too (a study launch screen, 14.1).
        if let stretch = element.child("rect", key: "contentStretch") {
            let numbers = ["x", "y", "width", "height"].map { UIKitValues.number(stretch[$0]) ?? 0 }
            builder.graph.set(UIKitNibKey.contentStretch, UIKitValues.geometry(numbers), on: object)
        }
        if element["clearsContextBeforeDrawing"] == "NO" {
            builder.graph.set(UIKitNibKey.clearsContextBeforeDrawing, .bool(false), on: object)
        }
        setFlag(element, "clipsSubviews", UIKitNibKey.clipsToBounds, builder: &builder, object)
        if let tint = element.child("color", key: "tintColor"), element.name != "activityIndicatorView" {
            builder.graph.set(UIKitNibKey.tintColor, object: builder.color(tint), on: object)
        }
        // A subview its superview leaves out translates its autoresizing mask (a study pair of
        // Xcode 10.1, OneTwo's menu icon).
        let isLeftOut = builder.parent(of: object).flatMap({ builder.element(of: $0) }).map {
            builder.subviewsLeftOut(of: $0).contains(element.id ?? "")
        }
        // A view Interface Builder keeps at a fixed frame translates its autoresizing mask whatever
        // the attribute says: Xcode leaves the key out (Fusuma FSCameraView's picker view, Xcode
        // 8.1; a view and a table view in the aws-sdk storyboards, Xcode 9.1). Xcode 7 pins it with
        // prototyping constraints instead (`prototypingConstraints`).
        if element["translatesAutoresizingMaskIntoConstraints"] == "NO",
            element["fixedFrame"] != "YES" || builder.pinsFixedFramesWithPrototypingConstraints,
            !builder.cellAccessoryViewIDs.contains(element.id ?? ""), isLeftOut != true
        {
            builder.graph.set(UIKitNibKey.doesNotTranslateAutoresizingMaskIntoConstraints, .bool(true), on: object)
        }
        var constraints = contentView == nil ? builder.archiveOrder(ofConstraints: installedConstraints(element, builder)) : []
        // The constraints placing the controller's layout guides lead the view's own.
        constraints = objects(layoutGuides, builder).flatMap { placeLayoutGuide($0, in: object, builder: &builder) } + constraints
        if let cell, let cellElement = builder.element(of: cell) {
            constraints += builder.archiveOrder(ofConstraints: installedConstraints(cellElement, builder))
        }
        if builder.pinsFixedFramesWithPrototypingConstraints {
            constraints += prototypingConstraints(of: element.children(in: "subviews"), in: object, builder: &builder)
        }
        if !constraints.isEmpty {
            builder.graph.set(
                UIKitNibKey.constraints, object: builder.graph.collection("NSMutableArray", constraints), on: object)
        }
        let declaredGuides = element.children.filter { guide in
            guard guide.name == "viewLayoutGuide", !builder.isUnusedScrollGuide(guide) else { return false }
            guard guide["key"] == "safeArea" else { return true }
            guard !builder.listsTranslatedSafeAreaGuide else { return false }
            return !builder.listsSafeAreaGuidesEmpty
                || builder.resources.constrainedIDs.contains(guide.id ?? "")
        }
        var guides = objects(declaredGuides, builder)
        // One that holds nothing has none (mapbox's two empty placeholder cells, Xcode 9.1).
        if cell != nil, builder.givesCellContentViewsSafeAreaGuides, !element.children(in: "subviews").isEmpty {
            let guide = builder.addSafeAreaGuide(owner: object)
            writeLayoutGuide(IBElement(name: "viewLayoutGuide", attributes: ["key": "safeArea"]), to: guide, builder: &builder)
            guides.append(guide)
        }
        if !guides.isEmpty {
            builder.graph.set(UIKitNibKey.layoutGuides, object: builder.graph.collection("NSMutableArray", guides), on: object)
        }
        // A picker view's hugging priorities are written even at Interface Builder's defaults
        // (Fusuma FSCameraView, Xcode 8.1: "{250, 250}" for a picker without the attributes), and
        // a segmented control's from Xcode 11 (study pairs of 11.0, 12.1 and 14.2).
        let writesHugging =
            ["pickerView", "progressView"].contains(element.name)
            || (["segmentedControl", "slider"].contains(element.name) && builder.options.xcode(atLeast: 1100))
        if let hugging = priorityPair(element, "HuggingPriority", default: 250, always: writesHugging),
            hugging != runtimeHuggingPriorities[element.name]
        {
            builder.graph.set(UIKitNibKey.contentHuggingPriority, string: hugging, on: object)
        }
        if let resistance = priorityPair(element, "CompressionResistancePriority", default: 750) {
            builder.graph.set(UIKitNibKey.contentCompressionResistancePriority, string: resistance, on: object)
        }
        if let margins = element.child("edgeInsets", key: "layoutMargins") {
            builder.graph.set(UIKitNibKey.layoutMargins, insets(margins), on: object)
        } else if let margins = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            // Leading in the left slot, trailing in the right (WorkFlowTestingApp 13.4.1's label).
            builder.graph.set(
                UIKitNibKey.layoutMargins,
                UIKitValues.geometry(["top", "leading", "bottom", "trailing"].map { UIKitValues.number(margins[$0]) ?? 0 }), on: object)
            builder.graph.set(UIKitNibKey.layoutMarginsAreDirectional, .bool(true), on: object)
        } else if element.name == "stackView" {
            builder.graph.set(UIKitNibKey.layoutMargins, UIKitValues.geometry([0, 0, 0, 0]), on: object)
        }
        let preservesByDefault = element.name == "datePicker" && UIKitXcodeRules.datePickerPreservesSuperviewMargins(builder.options)
        if element["preservesSuperviewLayoutMargins"] == "YES" || (preservesByDefault && element["preservesSuperviewLayoutMargins"] != "NO")
        {
            builder.graph.set(UIKitNibKey.preservesSuperviewMargins, .bool(true), on: object)
            builder.graph.set(UIKitNibKey.preservesSpecificSuperviewMargins, .integer(15), on: object)
        }
        // CleverTap's carousel cells (a study pair, Xcode 11.7).
        if element["layoutMarginsFollowReadableWidth"] == "YES", element.name != "stackView" {
            builder.graph.set(UIKitNibKey.layoutMarginsFollowReadableWidth, .bool(true), on: object)
        }
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" {
            builder.graph.set(UIKitNibKey.insetsLayoutMarginsFromSafeArea, .integer(0), on: object)
        }
        if builder.writesSemanticContentAttribute {
            let semantic = element["semanticContentAttribute"].flatMap { UIKitValues.semanticContentAttributes[$0] } ?? 0
            builder.graph.set(UIKitNibKey.semanticContentAttribute, .integer(semantic), on: object)
        }
        if builder.writesLargeContentProperties {
            builder.graph.set(UIKitNibKey.largeContentStoredProperties, .null, on: object)
        }
        for child in element.children {
            guard let key = child["key"], let id = child.id, let target = builder.object(forID: id),
                let nibKey = keyedChildren[key]
            else { continue }
            builder.graph.set(nibKey, object: target, on: object)
        }
        if let contentView {
            builder.graph.set(UIKitNibKey.contentView, object: contentView, on: object)
        }
    }

    /// A styled table view cell's own views: the attribute naming each, the key the cell archives
    /// it under, and whether it is one of UIKit's cell labels (archived as `UITableViewLabel`).
    static let styledCellViews: [(attribute: String, key: String, isLabel: Bool)] = [
        ("textLabel", UIKitNibKey.textLabel, true), ("detailTextLabel", UIKitNibKey.detailTextLabel, true),
        ("imageView", UIKitNibKey.imageView, false),
    ]

    /// Objects held in a property of the parent, by Interface Builder's `key`.
    private static let keyedChildren: [String: String] = [
        "contentView": UIKitNibKey.contentView, "tableHeaderView": UIKitNibKey.tableHeaderView,
        "tableFooterView": UIKitNibKey.tableFooterView, "backgroundView": UIKitNibKey.backgroundView,
        "selectedBackgroundView": UIKitNibKey.selectedBackgroundView, "inputView": UIKitNibKey.inputView,
        "inputAccessoryView": UIKitNibKey.inputAccessoryView, "collectionViewLayout": UIKitNibKey.collectionViewLayout,
        "refreshControl": UIKitNibKey.refreshControl,
    ]

    /// The section header and footer views a collection view laid out in Interface Builder holds
    /// with no items, which Xcode before 10 archives as its subviews (`archivesLaidOutCollectionViews`):
    /// plain reusable views under Interface Builder's reuse identifier, one for each reference
    /// size the flow layout has (the document's own views compile into nibs of their own), as
    /// wide as the collection view and as high as the size, the footer below the header and the
    /// section insets (QBImagePicker's footer, 66 points at y 10, Xcode 6.4 and 7.3). No pair shows
    /// a header: it is written as the footer is, under the header's identifier.
    private static func laidOutSupplementaryViews(of element: IBElement, width: Double, builder: inout UIKitNibBuilder) -> [ObjectID] {
        guard let layout = FlowLayoutExtent(of: element) else { return [] }
        var views: [ObjectID] = []
        for (identifier, height, y) in [
            (headerReuseIdentifier, layout.header, 0.0), (footerReuseIdentifier, layout.footer, layout.header + layout.insets),
        ] where height > 0 {
            if identifier == headerReuseIdentifier {
                builder.approximate(
                    "a collection view's section header, which no pair shows laid out, is archived as Xcode before 10 archives "
                        + "a section footer, under Interface Builder's header reuse identifier",
                    at: element)
            }
            let view = plainView(
                "UICollectionReusableView", bounds: [0, 0, width, height], center: [width / 2, y + height / 2], builder: &builder)
            builder.graph.set(UIKitNibKey.reuseIdentifier, string: identifier, on: view)
            views.append(view)
        }
        return views
    }

    private static let headerReuseIdentifier = "IBUICollectionViewHeaderReuseIdentifier"
    private static let footerReuseIdentifier = "IBUICollectionViewFooterReuseIdentifier"

    /// What a vertical flow layout spans in a section with no items: its header and footer
    /// reference heights and the section insets above and below. Nil for another layout.
    struct FlowLayoutExtent {
        var header: Double
        var footer: Double
        var insets: Double

        init?(of collectionView: IBElement) {
            guard let layout = collectionView.child("collectionViewFlowLayout", key: "collectionViewLayout"),
                layout["scrollDirection"] ?? "vertical" == "vertical"
            else { return nil }
            func height(_ key: String) -> Double { UIKitValues.number(layout.child("size", key: key)?["height"]) ?? 0 }
            header = height("headerReferenceSize")
            footer = height("footerReferenceSize")
            let inset = layout.child("inset", key: "sectionInset")
            insets = (UIKitValues.number(inset?["minY"]) ?? 0) + (UIKitValues.number(inset?["maxY"]) ?? 0)
        }

        var height: Double { header + insets + footer }
    }

    /// The separator UIKit draws under a table view cell, which Xcode archives as the cell's second
    /// subview: one point high along the bottom, from the separator inset to the trailing edge.
    /// The inset is 15 points up to Xcode 12 (DYModal's prototype cell, 10.2; 58 cells of
    /// storyboards and xibs in the study pairs of 11.7) and 8 from 13 (the WorkFlowTestingApp
    /// xibs' cells, 13.4.1); no pair sets a separator inset of its own.
    private static func separator(width: Double, height: Double, builder: inout UIKitNibBuilder) -> ObjectID {
        let inset: Double = builder.options.xcode(atLeast: 1300) ? 8 : 15
        let thickness = builder.cellSeparatorHeight
        return plainView(
            UIKitNibClass.cellSeparatorView, bounds: [0, 0, width - inset, thickness],
            center: [(width + inset) / 2, height - thickness / 2], builder: &builder)
    }

    /// A view UIKit makes that the document does not declare (a cell's separator, a laid-out
    /// collection view's section footer): its frame and the keys the Xcode being matched writes
    /// on every view, at their defaults.
    private static func plainView(_ className: String, bounds: [Double], center: [Double], builder: inout UIKitNibBuilder) -> ObjectID {
        let view = builder.graph.add(className)
        builder.graph.set(UIKitNibKey.bounds, UIKitValues.geometry(bounds), on: view)
        builder.graph.set(UIKitNibKey.center, UIKitValues.geometry(center), on: view)
        if builder.writesDeepDrawRect {
            builder.graph.set(UIKitNibKey.deepDrawRect, .bool(true), on: view)
        }
        builder.graph.set(UIKitNibKey.opaque, .bool(true), on: view)
        builder.graph.set(UIKitNibKey.autoresizesSubviews, .bool(true), on: view)
        if builder.writesSemanticContentAttribute {
            builder.graph.set(UIKitNibKey.semanticContentAttribute, .integer(0), on: view)
        }
        if builder.writesLargeContentProperties {
            builder.graph.set(UIKitNibKey.largeContentStoredProperties, .null, on: view)
        }
        return view
    }

    /// San Francisco's line height for a point of its text sizes (UIKit's `lineHeight` of the
    /// system font of 14 points is 16.70703125).
    private static let systemFontLineHeightPerPoint = 1.193_359_375

    /// A text view archives the size of its laid-out text. An empty one's is its width by one line
    /// of its font and the 8-point insets above and below, rounded up: mixpanel's MPSurvey (Xcode
    /// 7.3, system 15 in 290 points: {290, 34}) and study pairs of 12.1, 14.2 and 15.0.1 (system
    /// 14: {343, 33}, {393, 33}, {305, 33}). Text Xcode lays out (CookAssistant's: {337, 200})
    /// is not measured here, and its size is left out as before.
    private static func writeTextViewContentSize(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let hasText =
            !(element.text("text") ?? "").isEmpty
            || element.child("attributedString", key: "attributedText") != nil
        let font = element.child("fontDescription", key: "fontDescription")
        let pointSize = UIKitValues.number(font?["pointSize"]) ?? 14
        guard !hasText, font?["type"] ?? "system" == "system", pointSize < 20,
            let width = UIKitValues.number(element.child("rect", key: "frame")?["width"])
        else { return }
        let height = (pointSize * systemFontLineHeightPerPoint + 16).rounded(.up)
        builder.graph.set(UIKitNibKey.contentSize, UIKitValues.geometry([width, height]), on: object)
    }

    /// The graph objects of elements, in order; elements that are not objects here are left out.
    static func objects(_ elements: [IBElement], _ builder: UIKitNibBuilder) -> [ObjectID] {
        elements.compactMap { $0.id.flatMap({ builder.object(forID: $0) }) }
    }

    /// A view's constraints installed in the configuration of the document's device: those its
    /// variations leave out there only other size classes install (SwiftMessages 9.0.1 CardView,
    /// Xcode 12.5; WorkFlowTestingApp's MovieDetail, 13.4.1).
    private static func installedConstraints(_ element: IBElement, _ builder: UIKitNibBuilder) -> [ObjectID] {
        let leftOut = builder.constraintsLeftOut(of: element)
        return objects(element.children(in: "constraints").filter { $0.id.map { !leftOut.contains($0) } ?? true }, builder)
    }

    private static func setFlag(
        _ element: IBElement, _ attribute: String, _ key: String, builder: inout UIKitNibBuilder, _ object: ObjectID
    ) {
        if element[attribute] == "YES" {
            builder.graph.set(key, .bool(true), on: object)
        }
    }

    /// Hugging priorities a class has of its own, which Xcode leaves out of the nib when the
    /// document states them (a progress view's vertical 750, WorkFlowTestingApp 13.4.1; an
    /// activity indicator's 750 both ways, CleverTap's inbox cells, a study pair of 11.7; a
    /// stepper's, CookAssistant, study pairs of 12.1; a switch's, a study pair of 15.0.1).
    private static let runtimeHuggingPriorities: [String: String] = [
        "progressView": "{250, 750}", "activityIndicatorView": "{750, 750}", "stepper": "{750, 750}", "switch": "{750, 750}",
    ]

    private static func priorityPair(_ element: IBElement, _ suffix: String, default value: Int, always: Bool = false) -> String? {
        let horizontal = element["horizontal" + suffix]
        let vertical = element["vertical" + suffix]
        guard always || horizontal != nil || vertical != nil else { return nil }
        return "{\(horizontal ?? String(value)), \(vertical ?? String(value))}"
    }

    /// Interface Builder's fixed-frame default is flexible right and bottom margins. Xcode 7 keeps
    /// that default for a view laid out by constraints whatever mask the document saved for it
    /// (mixpanel's MPNotification image view, 7.3: saved width- and height-sizable, archived 36);
    /// Xcode 11.7 archives the saved one (OmiseSDK's accessory image views, 41).
    private static func autoresizingMask(_ element: IBElement, builder: UIKitNibBuilder) -> Int64 {
        let isConstrained = element["translatesAutoresizingMaskIntoConstraints"] == "NO" && element["fixedFrame"] != "YES"
        let ignoresSavedMask = isConstrained && !builder.options.xcode(atLeast: 800)
        guard !ignoresSavedMask, let mask = element.child("autoresizingMask", key: "autoresizingMask") else { return 36 }
        return UIKitValues.autoresizingFlags.reduce(0) { $0 | (mask[$1.attribute] == "YES" ? $1.bit : 0) }
    }

    /// `UIEdgeInsets` order: top, left, bottom, right.
    private static func insets(_ element: IBElement) -> NibGraph.Value {
        UIKitValues.geometry(
            ["top", "left", "bottom", "right"].map { UIKitValues.number(element[$0]) ?? 0 })
    }

    /// `<inset minX= minY= maxX= maxY=>` as `UIEdgeInsets`: minY is the top, minX the left (Xcode
    /// 8.1 archives FusumaViewController's minX="2" minY="3" maxX="2" maxY="2" as {3, 2, 2, 2}).
    static func rectInsets(_ element: IBElement) -> NibGraph.Value {
        UIKitValues.geometry(["minY", "minX", "maxY", "maxX"].map { UIKitValues.number(element[$0]) ?? 0 })
    }

    // MARK: Images and text

    private static func writeImageView(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if let image = builder.image(element, attribute: "image") {
            builder.graph.set(UIKitNibKey.image, object: image, on: object)
        }
        if let highlighted = builder.image(element, attribute: "highlightedImage") {
            builder.graph.set(UIKitNibKey.highlightedImage, object: highlighted, on: object)
        }
        // After the view's constraints (a study pair of Xcode 11.0: scale "default" as -1).
        if let preferred = element.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") {
            if let configuration = builder.preferredSymbolConfiguration(preferred) {
                builder.graph.set(UIKitNibKey.preferredSymbolConfiguration, object: configuration, on: object)
            } else {
                builder.approximate(
                    "image view \(element.id ?? ""): a preferred symbol configuration other than a scale, a weight or a text style is left out (no pair shows its keys)",
                    at: preferred)
            }
        }
    }

    /// The color of a label's or text field's text saved without one. Xcode 9.1 archives black
    /// (the mapbox pair's labels, the aws-sdk pairs' text fields); from Xcode 11, iOS 13's
    /// labelColor (metamap), with the document's components for it or else black: gray up to 12.1
    /// and again from 15 (study pairs of 12.0, 12.1, 15.0.1 and 16.4), sRGB with Xcode 14 (study
    /// pairs of 14.1, 14.2 and 14.3), for labels and text fields alike, one object where a nib
    /// has both.
    private static func defaultTextColor(_ builder: UIKitNibBuilder) -> IBElement {
        let black: IBAttributes =
            builder.options.xcode(in: 1400..<1500)
            ? ["red": "0", "green": "0", "blue": "0", "alpha": "1", "colorSpace": "custom", "customColorSpace": "sRGB"]
            : ["white": "0", "alpha": "1", "colorSpace": "calibratedWhite"]
        return IBElement(
            name: "color", attributes: builder.options.xcode(atLeast: 1100) ? black.merging(["systemColor": "labelColor"]) { $1 } : black)
    }

    private static func writeLabel(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let attributed = UIKitAttributedText(of: element, key: "attributedText")
        writeText(element, attributed: attributed, to: object, builder: &builder)
        if element["adjustsFontForContentSizeCategory"] == "YES" {
            builder.graph.set(UIKitNibKey.adjustsFontForContentSizeCategory, .bool(true), on: object)
        }
        // A label with attributed text reports its first fragment's font and color as its own.
        let font =
            element.child("fontDescription", key: "fontDescription") ?? attributed?.fontDescription
            ?? IBElement(name: "fontDescription", attributes: ["type": "system", "pointSize": "17"])
        let fontObject = builder.font(font)
        builder.graph.set(UIKitNibKey.font, object: fontObject, on: object)
        let hasDefaultColor = element.child("color", key: "textColor") == nil
        let textColor = element.child("color", key: "textColor") ?? attributed?.color ?? defaultTextColor(builder)
        let colorObject = builder.color(textColor)
        builder.graph.set(UIKitNibKey.textColor, object: colorObject, on: object)
        if let color = element.child("color", key: "highlightedColor") {
            builder.graph.set(UIKitNibKey.highlightedColor, object: builder.color(color), on: object)
        }
        // The saved shadow offset, else UILabel's default (0, -1) (mixpanel Takeover pairs: {0, 1}).
        let shadow = element.child("size", key: "shadowOffset")
        let shadowOffset = [UIKitValues.number(shadow?["width"]) ?? 0, UIKitValues.number(shadow?["height"]) ?? -1]
        builder.graph.set(UIKitNibKey.shadowOffset, UIKitValues.geometry(shadowOffset), on: object)
        // A saved shadow color (mixpanel's MPNotification labels, Xcode 7.3).
        if let color = element.child("color", key: "shadowColor") {
            builder.graph.set(UIKitNibKey.shadowColor, object: builder.color(color), on: object)
        }
        if let lines = element["numberOfLines"].flatMap({ Int64($0) }), lines != 1 {
            builder.graph.set(UIKitNibKey.numberOfLines, .integer(lines), on: object)
        }
        // Interface Builder saves `adjustsFontSizeToFit="NO"` on labels that do not adjust: a label
        // without the attribute adjusts, down to its font size times its minimum scale factor, to
        // the nearest half point (Xcode 9.1: mixpanel Takeover's 24, 22, 20 at 0.5 give 12, 11,
        // 10; mapbox Navigation's 26 at 0.4 gives 10.5, 28 and 18 at 0.7 give 19.5 and 12.5).
        let adjusts = element["adjustsFontSizeToFit"] != "NO"
        if adjusts {
            builder.graph.set(UIKitNibKey.adjustsFontSizeToFit, .bool(true), on: object)
            let scaledSize = UIKitValues.number(font["pointSize"]).map {
                ($0 * (UIKitValues.number(element["minimumScaleFactor"]) ?? 0) * 2).rounded() / 2
            }
            let minimumSize = UIKitValues.number(element["minimumFontSize"]) ?? scaledSize ?? 0
            builder.graph.set(UIKitNibKey.minimumFontSize, .float(Float(minimumSize)), on: object)
        }
        if let mode = element["lineBreakMode"].flatMap({ UIKitValues.lineBreakModes[$0] }), mode != 4 {
            builder.graph.set(UIKitNibKey.lineBreakMode, .integer(mode), on: object)
        }
        let alignment = UIKitTextAlignment.archived(
            by: .label, saved: element["textAlignment"], paragraphStyle: attributed?.paragraphAlignment)
        builder.graph.set(UIKitNibKey.textAlignment, .integer(alignment.rawValue), on: object)
        writeEncoderRuleFlags(element, to: object, builder: &builder)
        if let attributed {
            writeAttributedText(attributed, of: .label, font: fontObject, color: colorObject, to: object, builder: &builder)
        }
        if adjusts {
            // A label saved with the old minimumFontSize only scales down to it: Xcode 26.3 writes
            // a 36-point label's minimumFontSize="18" as the factor 0.5 (a study launch screen).
            let fontRatio = UIKitValues.number(element["minimumFontSize"]).flatMap { minimum in
                UIKitValues.number(font["pointSize"]).flatMap { $0 > 0 ? minimum / $0 : nil }
            }
            let factor = UIKitValues.number(element["minimumScaleFactor"]) ?? fontRatio ?? 0
            builder.graph.set(UIKitNibKey.minimumScaleFactor, .float(Float(factor)), on: object)
        }
        // Interface Builder saves `baselineAdjustment="alignBaselines"`, UIKit's default; a label
        // saved without the attribute centers (1), as Xcode 9.1, 10.2 and 11.3 write it (the mapbox
        // pair's two labels, study pairs of XCCov-Demo and whatsapp_sample).
        let baselineAdjustments: [String: Int64] = ["alignBaselines": 0, "alignCenters": 1, "none": 2]
        if let adjustment = baselineAdjustments[element["baselineAdjustment"] ?? "alignCenters"], adjustment != 0 {
            builder.graph.set(UIKitNibKey.baselineAdjustment, .integer(adjustment), on: object)
        }
        // iOS 6's adjustsLetterSpacingToFitWidth is archived as the tightening that replaced it
        // (the mapbox and mixpanel MPSurvey pairs, Xcode 9.1 and 7.3; a study pair of 11.7).
        if element["allowsDefaultTighteningForTruncation"] == "YES" || element["adjustsLetterSpacingToFitWidth"] == "YES" {
            builder.graph.set(UIKitNibKey.adjustsLetterSpacingToFit, .bool(true), on: object)
        }
        // Every Xcode writes a saved preferred width (KVNProgress 9.4 to 10.3, mixpanel 7.3).
        if let width = UIKitValues.number(element["preferredMaxLayoutWidth"]) {
            builder.graph.set(UIKitNibKey.preferredMaxLayoutWidth, .float(Float(width)), on: object)
        }
        // A label colored labelColor follows trait changes on its own, as does one saved with a
        // nil color (WorkFlowTestingApp, 13.4.1), with attributed text (metamap's
        // VideoKYCInstructions) or, before Xcode 11, with none (the mapbox pair, 9.1); from 11 a
        // plain one saved without any color element does not (study pairs of 11.3 and 12.1).
        // Xcode 7.3 and older write no such flag (the XLActionController and mixpanel pairs' labels),
        // 8.1 and later on every label (Fusuma; study pairs of 8.2 to 11.7).
        let savesNoColor = attributed == nil && element.children.allSatisfy { $0["key"] != "textColor" }
        let followsTraits =
            hasDefaultColor ? !(savesNoColor && builder.options.xcode(atLeast: 1100)) : textColor["systemColor"] == "labelColor"
        if builder.options.xcode(atLeast: 800) {
            builder.graph.set(UIKitNibKey.labelDisablesTextColorUpdate, .bool(!followsTraits), on: object)
        }
    }

    /// A text field's keys in UITextField's encoder order (iOS 26.1's UIKitCore, decompiled), which
    /// the pairs' text fields follow; its `encoderRuleFlags` at their places among them.
    private static func writeTextField(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        writeControl(element, to: object, builder: &builder, defaultHorizontalAlignment: "left")
        writeEncoderRuleFlags(element, keys: [UIKitNibKey.adjustsFontForContentSizeCategory], to: object, builder: &builder)
        if let font = element.child("fontDescription", key: "fontDescription") {
            builder.graph.set(UIKitNibKey.font, object: builder.font(font), on: object)
        }
        if let placeholder = element.text("placeholder") {
            builder.graph.set(
                UIKitNibKey.placeholder, object: builder.userString(placeholder, property: "placeholder", of: element), on: object)
        }
        let alignment = UIKitTextAlignment.archived(by: .textField, saved: element["textAlignment"])
        builder.graph.set(UIKitNibKey.textAlignment, .integer(alignment.rawValue), on: object)
        if let text = element.text("text") {
            builder.graph.set(UIKitNibKey.text, object: builder.userString(text, property: "text", of: element), on: object)
        }
        // A text field without a color no longer follows trait changes from Xcode 11 (below).
        let textColor = element.child("color", key: "textColor")
        builder.graph.set(UIKitNibKey.textColor, object: builder.color(textColor ?? defaultTextColor(builder)), on: object)
        let borders: [String: Int64] = ["none": 0, "line": 1, "bezel": 2, "roundedRect": 3]
        if let border = element["borderStyle"].flatMap({ borders[$0] }), border != 0 {
            builder.graph.set(UIKitNibKey.borderStyle, .integer(border), on: object)
        }
        writeEncoderRuleFlags(element, keys: [UIKitNibKey.clearsOnBeginEditing], to: object, builder: &builder)
        // Interface Builder's text fields adjust unless saved with NO, which Xcode leaves out (a
        // study pair's OmiseSDK storyboard, Xcode 11.7).
        if element["adjustsFontSizeToFit"] != "NO" {
            builder.graph.set(UIKitNibKey.adjustsFontSizeToFit, .bool(true), on: object)
        }
        writeEncoderRuleFlags(element, keys: [UIKitNibKey.allowsEditingTextAttributes], to: object, builder: &builder)
        builder.graph.set(UIKitNibKey.minimumFontSize, .float(Float(UIKitValues.number(element["minimumFontSize"]) ?? 17)), on: object)
        let clearModes: [String: Int64] = ["never": 0, "whileEditing": 1, "unlessEditing": 2, "always": 3]
        if let mode = element["clearButtonMode"].flatMap({ clearModes[$0] }), mode != 0 {
            builder.graph.set(UIKitNibKey.clearButtonMode, .integer(mode), on: object)
        }
        builder.graph.set(UIKitNibKey.clearButtonOffset, UIKitValues.geometry([3, 1]), on: object)
        writeTextInputTraits(element, to: object, builder: &builder)
        // Written from Xcode 8 (a study pair of 8.2.1 and every later one), not by 7.2 (the
        // food-tracker study pairs' text fields).
        if builder.options.xcode(atLeast: 800) {
            builder.graph.set(
                UIKitNibKey.textFieldDisablesTextColorUpdate,
                .bool(textColor.map { $0["systemColor"] != "labelColor" } ?? builder.options.xcode(atLeast: 1100)),
                on: object)
        }
    }

    private static func writeTextView(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let attributed = UIKitAttributedText(of: element, key: "attributedText")
        writeText(element, attributed: attributed, to: object, builder: &builder)
        // Like a label, a text view with attributed text reports its first fragment's font and color;
        // one without a color of its own reports UITextView's default.
        let font = (element.child("fontDescription", key: "fontDescription") ?? attributed?.fontDescription).map { builder.font($0) }
        let color = (element.child("color", key: "textColor") ?? attributed?.color ?? defaultTextViewColor(builder.options)).map {
            builder.color($0)
        }
        if let attributed {
            writeAttributedText(attributed, of: .textView, font: font, color: color, to: object, builder: &builder)
        } else if let text = element.text("text"), !text.isEmpty {
            writePlainTextAsAttributed(text, of: element, font: font, color: color, to: object, builder: &builder)
        }
        if let font {
            builder.graph.set(UIKitNibKey.font, object: font, on: object)
        }
        if let color {
            builder.graph.set(UIKitNibKey.textColor, object: color, on: object)
        }
        let alignment = UIKitTextAlignment.archived(by: .textView, saved: element["textAlignment"])
        builder.graph.set(UIKitNibKey.textAlignment, .integer(alignment.rawValue), on: object)
        if element["editable"] == "NO" {
            builder.graph.set(UIKitNibKey.editable, .bool(false), on: object)
        }
        // A text view that cannot be selected says so (CookAssistant's recipe text, the study
        // pairs of Xcode 12.1).
        if element["selectable"] == "NO" {
            builder.graph.set(UIKitNibKey.selectable, .bool(false), on: object)
        }
        writeDataDetectorTypes(element, to: object, builder: &builder)
        writeTextInputTraits(element, to: object, builder: &builder)
    }

    /// The color a text view without one of its own holds, where it is known: labelColor, which
    /// UITextView gives its typing attributes when it is made (`UIKitXcodeRules`).
    private static func defaultTextViewColor(_ options: CompileOptions) -> IBElement? {
        guard UIKitXcodeRules.textViewsDefaultToLabelColor(options) else { return nil }
        return IBElement(name: "color", attributes: ["key": "textColor", "systemColor": "labelColor"])
    }

    /// A text view's plain text as UITextView's encoder also writes it, `UIAttributedText`
    /// whenever it has text (iOS 18.2's and 26.1's UIKitCore alike): an `NSAttributedString` over
    /// a mutable string of its own, whose one run holds the view's color, a paragraph style with
    /// no tab stops (Interface Builder sets the alignment) and the view's font if it has one, the
    /// same objects as `UITextColor` and `UIFont` (CookAssistant's recipe text, study pairs of
    /// Xcode 12.1). A text view whose color no pair or encoder shows is reported.
    private static func writePlainTextAsAttributed(
        _ text: String, of element: IBElement, font: ObjectID?, color: ObjectID?, to object: ObjectID, builder: inout UIKitNibBuilder
    ) {
        guard let color else {
            builder.approximate(
                "text view \(element.id ?? ""): its text, which Xcode archives as attributed text too, is written as plain text alone: "
                    + "no pair shows the color this Xcode's text views hold without one of their own",
                at: element)
            return
        }
        let attributed = builder.graph.add("NSAttributedString")
        let characters = builder.graph.add("NSMutableString")
        builder.graph.set(NibGraph.bytesKey, .data(Data(text.utf8)), on: characters)
        builder.graph.set(UIKitNibKey.attributedStringCharacters, object: characters, on: attributed)
        let style = builder.graph.add("NSMutableParagraphStyle")
        builder.graph.set(UIKitNibKey.paragraphTabStops, .null, on: style)
        var runAttributes = [
            (builder.graph.string(UIKitNibKey.colorAttribute), color), (builder.graph.string(UIKitNibKey.paragraphStyleAttribute), style),
        ]
        if let font {
            runAttributes.append((builder.graph.string(UIKitNibKey.fontAttribute), font))
        }
        builder.graph.set(UIKitNibKey.attributedStringAttributes, object: builder.graph.dictionary(runAttributes), on: attributed)
        builder.graph.set(UIKitNibKey.attributedText, object: attributed, on: object)
    }

    /// `UIText` of a label or text view: its text, or its attributed text's characters as a plain
    /// string, as in the metamap nibs (no localized document of the corpus has attributed text to
    /// show whether Xcode makes them an `NSLocalizableString`).
    private static func writeText(
        _ element: IBElement, attributed: UIKitAttributedText?, to object: ObjectID, builder: inout UIKitNibBuilder
    ) {
        if let attributed {
            builder.graph.set(UIKitNibKey.text, string: attributed.text, on: object)
            return
        }
        let text = element.text("text")
        // A text view saved without text has none (CookAssistant 12.1's and a study pair of 14.2's
        // empty text views).
        if text == nil, element.name == "textView" {
            return
        }
        builder.graph.set(
            UIKitNibKey.text, object: builder.userString(text ?? "", property: "text", of: element, isWritten: text != nil), on: object)
    }

    /// `UIAttributedText` where the attributes' archive is known, else a warning that they are left out.
    private static func writeAttributedText(
        _ attributed: UIKitAttributedText, of owner: UIKitAttributedText.Owner, font: ObjectID?, color: ObjectID?, to object: ObjectID,
        builder: inout UIKitNibBuilder
    ) {
        let reason = attributed.reasonAttributesAreLeftOut(for: owner, options: builder.options)
        guard reason == nil, let font, let color else {
            let taken = attributed.attributesTakenAsOwn(by: owner)
            let kept =
                taken.isEmpty
                ? "" : "; the \(owner == .label ? "label" : "text view") keeps its first fragment's \(taken.joined(separator: ", "))"
            builder.approximate(
                "attributed text archived as plain text (its attributes are left out): \(reason ?? "it has no font or color")\(kept)",
                at: attributed.owner)
            return
        }
        builder.graph.set(
            UIKitNibKey.attributedText, object: attributed.archive(for: owner, font: font, color: color, graph: &builder.graph), on: object)
    }

    /// `<textInputTraits key="textInputTraits" autocorrectionType="no" …>`.
    private static func writeTextInputTraits(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        guard let traits = element.child("textInputTraits", key: "textInputTraits") else { return }
        // A text view's autocapitalization is sentences unless it says otherwise: Xcode leaves
        // that value out (mixpanel's MPSurvey, 7.3; CookAssistant, study pairs of 12.1).
        writeNumberTraits(of: traits, to: object, builder: &builder) { attribute, value in
            !(element.name == "textView" && attribute == "autocapitalizationType" && value == 2)
        }
        if traits["enablesReturnKeyAutomatically"] == "YES" {
            builder.graph.set(UIKitNibKey.enablesReturnKeyAutomatically, .bool(true), on: object)
        }
        if let contentType = traits["textContentType"] {
            builder.graph.set(UIKitNibKey.textContentType, string: contentType, on: object)
        }
        if traits["secureTextEntry"] == "YES" {
            builder.graph.set(UIKitNibKey.secureTextEntry, .bool(true), on: object)
        }
        reportUnknownTextInputTraits(traits, of: element, builder: &builder)
    }

    /// Each number trait `traits` names that `isWritten` keeps, under UIKit's key.
    static func writeNumberTraits(
        of traits: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder, where isWritten: (String, Int64) -> Bool
    ) {
        for table in textInputTraitTables {
            if let value = traits[table.attribute].flatMap({ table.values[$0] }), isWritten(table.attribute, value) {
                builder.graph.set(table.key, .integer(value), on: object)
            }
        }
    }

    /// Reports each trait, or value of one, the tables do not hold: it would be dropped without a word.
    static func reportUnknownTextInputTraits(_ traits: IBElement, of element: IBElement, builder: inout UIKitNibBuilder) {
        let flags: Set<String> = ["key", "enablesReturnKeyAutomatically", "textContentType", "secureTextEntry"]
        let valuesByTrait = Dictionary(uniqueKeysWithValues: textInputTraitTables.map { ($0.attribute, $0.values) })
        for (name, value) in traits.attributes.sorted(by: { $0.key < $1.key })
        where !flags.contains(name) && valuesByTrait[name]?[value] == nil {
            builder.leaveOut("text input trait \(name)=\"\(value)\" of a \(element.name)", line: traits.line, objectID: element.id)
        }
    }

    /// Each integer text input trait: Interface Builder's attribute, UIKit's key, and its values.
    static let textInputTraitTables: [(attribute: String, key: String, values: [String: Int64])] = [
        ("autocapitalizationType", UIKitNibKey.autocapitalizationType, ["none": 0, "words": 1, "sentences": 2, "allCharacters": 3]),
        ("autocorrectionType", UIKitNibKey.autocorrectionType, ["default": 0, "no": 1, "yes": 2]),
        ("spellCheckingType", UIKitNibKey.spellCheckingType, ["default": 0, "no": 1, "yes": 2]),
        (
            "keyboardType", UIKitNibKey.keyboardType,
            [
                "default": 0, "alphabet": 1, "numbersAndPunctuation": 2, "URL": 3, "numberPad": 4, "phonePad": 5,
                "namePhonePad": 6, "emailAddress": 7, "decimalPad": 8, "twitter": 9, "webSearch": 10, "asciiCapableNumberPad": 11,
            ]
        ),
        ("keyboardAppearance", UIKitNibKey.keyboardAppearance, ["default": 0, "dark": 1, "light": 2, "alert": 1]),
        (
            "returnKeyType", UIKitNibKey.returnKeyType,
            [
                "default": 0, "go": 1, "google": 2, "join": 3, "next": 4, "route": 5, "search": 6, "send": 7, "yahoo": 8,
                "done": 9, "emergencyCall": 10, "continue": 11,
            ]
        ),
        ("smartDashesType", UIKitNibKey.smartDashesType, ["default": 0, "no": 1, "yes": 2]),
        ("smartInsertDeleteType", UIKitNibKey.smartInsertDeleteType, ["default": 0, "no": 1, "yes": 2]),
        ("smartQuotesType", UIKitNibKey.smartQuotesType, ["default": 0, "no": 1, "yes": 2]),
    ]

    // MARK: Buttons and controls

    /// `UIControlState` of a `<state key="…">`.
    private static let controlStates: [String: Int64] = ["normal": 0, "highlighted": 1, "disabled": 2, "selected": 4]

    private static func writeButton(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        writeControl(element, to: object, builder: &builder)
        writeButtonBehavior(element, to: object, builder: &builder)
        let types: [String: Int64] = [
            "custom": 0, "system": 1, "roundedRect": 1, "detailDisclosure": 2, "infoLight": 3, "infoDark": 4, "contactAdd": 5,
        ]
        if let type = element["buttonType"].flatMap({ types[$0] }) {
            builder.graph.set(UIKitNibKey.buttonType, .integer(type), on: object)
        }
        // A configuration Xcode writes in place of the states (the TestDemo pair, 16.4); one it
        // would write otherwise is reported, and the states are written instead.
        if let configuration = element.children.first(where: { $0.name == "buttonConfiguration" }) {
            if let reason = UIKitButtonConfiguration.unwritableReason(configuration, of: element, builder: &builder) {
                builder.approximate(
                    "button configuration (style \(configuration["style"] ?? "plain")) is not written: \(reason)", at: element)
            } else {
                UIKitButtonConfiguration.writeStatesForOlderSystems(configuration, of: element, to: object, builder: &builder)
                writeButtonFlags(element, to: object, builder: &builder)
                writeButtonRole(element, to: object, builder: &builder)
                writeButtonSelectionBehavior(element, to: object, builder: &builder)
                builder.graph.set(
                    UIKitNibKey.buttonConfiguration, object: UIKitButtonConfiguration.write(configuration, of: element, builder: &builder),
                    on: object)
                return
            }
        }
        var contents: [(ObjectID, ObjectID)] = []
        // By state value, whatever the document's order: Fusuma FusumaViewController (Xcode 8.1)
        // saves normal, selected, highlighted and archives normal (0), highlighted (1), selected (4).
        let states = element.children.compactMap { state -> (key: String, value: Int64, state: IBElement)? in
            guard state.name == "state", let key = state["key"] else { return nil }
            guard let value = controlStates[key] else {
                builder.leaveOut("state \(key) of a button", line: state.line, objectID: element.id)
                return nil
            }
            return (key, value, state)
        }.sorted { $0.value < $1.value }
        for (key, value, state) in states {
            for name in buttonStateReads.unreadNames(of: state) {
                builder.leaveOut("\(name) of the button's state \(key)", line: state.line, objectID: element.id)
            }
            let content = builder.graph.add("UIButtonContent")
            if let title = state.text("title") {
                builder.graph.set(UIKitNibKey.title, object: builder.userString(title, property: key + "Title", of: element), on: content)
            } else if let attributed = UIKitAttributedText(of: state, key: "attributedTitle") {
                // The title's characters at least, so that the button is not blank.
                builder.graph.set(UIKitNibKey.title, string: attributed.text, on: content)
                builder.approximate(
                    "attributed title of state \(key) archived as plain text (its attributes are left out): "
                        + "no nib of the corpus shows how Xcode archives a button state's attributed title",
                    at: element)
            }
            if let image = builder.image(state, attribute: "image") {
                builder.graph.set(UIKitNibKey.image, object: image, on: content)
            }
            // UIButtonContent's encoder writes the state's symbol configuration after its image
            // (iOS 26.1's UIKitCore, decompiled; no pair has one).
            if let preferred = state.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") {
                if let configuration = builder.preferredSymbolConfiguration(preferred) {
                    builder.graph.set(UIKitNibKey.buttonStateSymbolConfiguration, object: configuration, on: content)
                } else {
                    builder.leaveOut(
                        "a preferred symbol configuration of the button's state \(key) other than a scale, a weight or a text style",
                        line: preferred.line, objectID: element.id)
                }
            }
            if let background = builder.image(state, attribute: "backgroundImage") {
                builder.graph.set(UIKitNibKey.backgroundImage, object: background, on: content)
            }
            if let color = state.child("color", key: "titleColor") {
                builder.graph.set(UIKitNibKey.titleColor, object: builder.color(color), on: content)
            }
            if let color = state.child("color", key: "titleShadowColor") {
                builder.graph.set(UIKitNibKey.shadowColor, object: builder.color(color), on: content)
            }
            contents.append((builder.graph.number(value), content))
        }
        // A button without states has no table of them (CleverTap's dismiss buttons, Xcode 11.7).
        if !contents.isEmpty {
            builder.graph.set(
                UIKitNibKey.buttonStatefulContent, object: builder.graph.dictionary(contents, className: "NSMutableDictionary"), on: object)
        }
        writeButtonFlags(element, to: object, builder: &builder)
        // A system button saved without a font has UIButton's own, the system font of 15 points
        // (study pairs of 8.3.3 and 12.1); a custom button has none (Fusuma, aws-sdk, CleverTap).
        let defaultFont =
            element["buttonType"] == nil
            ? nil : IBElement(name: "fontDescription", attributes: ["key": "fontDescription", "type": "system", "pointSize": "15"])
        if let font = element.child("fontDescription", key: "fontDescription") ?? defaultFont,
            !(UIKitXcodeRules.leavesOutButtonFont(builder.options) && UIKitFonts.isButtonFont(font))
        {
            builder.graph.set(UIKitNibKey.font, object: builder.font(font), on: object)
        }
        writeButtonRole(element, to: object, builder: &builder)
        func writeInsets(_ insets: [(key: String, nibKey: String)]) {
            for (key, nibKey) in insets {
                if let inset = element.child("inset", key: key) {
                    builder.graph.set(nibKey, Self.rectInsets(inset), on: object)
                }
            }
        }
        writeInsets([("contentEdgeInsets", UIKitNibKey.contentEdgeInsets), ("titleEdgeInsets", UIKitNibKey.titleEdgeInsets)])
        // UIButton's encoder writes a title shadow offset other than zero between the title's
        // and the image's insets (iOS 26.1's UIKitCore, decompiled; CoverTube's buttons).
        if let offset = element.child("size", key: "titleShadowOffset") {
            let size = [UIKitValues.number(offset["width"]) ?? 0, UIKitValues.number(offset["height"]) ?? 0]
            if size != [0, 0] {
                builder.graph.set(UIKitNibKey.titleShadowOffset, UIKitValues.geometry(size), on: object)
            }
        }
        writeInsets([("imageEdgeInsets", UIKitNibKey.imageEdgeInsets)])
        writeButtonSelectionBehavior(element, to: object, builder: &builder)
        if builder.options.xcode(atLeast: 1300) {
            builder.graph.set(UIKitNibKey.buttonConfiguration, .null, on: object)
        }
    }

    private static func writeButtonFlags(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        // A glow under the touch (KeePassium's pricing plans), which UIButton's encoder
        // writes just before the image's adjustments.
        writeEncoderRuleFlags(element, keys: [UIKitNibKey.showsTouchWhenHighlighted], to: object, builder: &builder)
        if element["adjustsImageWhenHighlighted"] != "NO" {
            builder.graph.set(UIKitNibKey.adjustsImageWhenHighlighted, .bool(true), on: object)
        }
        if element["adjustsImageWhenDisabled"] != "NO" {
            builder.graph.set(UIKitNibKey.adjustsImageWhenDisabled, .bool(true), on: object)
        }
        writeEncoderRuleFlags(
            element, keys: [UIKitNibKey.adjustsImageSizeForAccessibilityContentSizeCategory], to: object, builder: &builder)
    }

    private static func writeControl(
        _ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder, defaultHorizontalAlignment: String = "center"
    ) {
        let vertical: [String: Int64] = ["center": 0, "top": 1, "bottom": 2, "fill": 3]
        if let value = element["contentVerticalAlignment"].flatMap({ vertical[$0] }), value != 0 {
            builder.graph.set(UIKitNibKey.contentVerticalAlignment, .integer(value), on: object)
            builder.graph.set(UIKitNibKey.contentVerticalAlignment2, .integer(value), on: object)
        }
        let horizontal: [String: Int64] = ["center": 0, "left": 1, "right": 2, "fill": 3, "leading": 4, "trailing": 5]
        let horizontalValue = horizontal[element["contentHorizontalAlignment"] ?? defaultHorizontalAlignment] ?? 0
        if horizontalValue != 0 {
            builder.graph.set(UIKitNibKey.contentHorizontalAlignment, .integer(horizontalValue), on: object)
        }
        if element["enabled"] == "NO" {
            builder.graph.set(UIKitNibKey.disabled, .bool(true), on: object)
        }
        if element["selected"] == "YES" {
            builder.graph.set(UIKitNibKey.selected, .bool(true), on: object)
        }
        if element.name == "switch" {
            writeSwitch(element, to: object, builder: &builder)
        }
        if element.name == "segmentedControl" {
            // Pointer interaction, on by default, is archived by Xcode 14.2 and not by 12.1 (study pairs).
            if builder.options.xcode(atLeast: 1400) {
                builder.graph.set(UIKitNibKey.pointerInteractionEnabled, .bool(true), on: object)
            }
            writeSegments(element, to: object, builder: &builder)
        }
        if element.name == "pageControl" {
            writePageControl(element, to: object, builder: &builder)
        }
        if element.name == "slider" {
            writeSlider(element, to: object, builder: &builder)
        }
        if element.name == "stepper" {
            writeStepper(element, to: object, builder: &builder)
        }
        if element.name == "datePicker" {
            writeDatePicker(element, to: object, builder: &builder)
        }
    }

    /// A switch says it is enabled, before whether it is on; UIKit sizes a switch itself, so
    /// Interface Builder sets its saved frame by key path when the nib loads, before the
    /// document's own runtime attributes (a study pair of 15.0.1). A disabled switch has UIControl's
    /// `UIDisabled` alone, and its colors are UISwitch's keys, as UIKit's encoder writes them
    /// (`UIKitProperties+EncoderRules`); no pair shows either.
    private static func writeSwitch(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if element["enabled"] != "NO" {
            builder.graph.set(UIKitNibKey.switchEnabled, .bool(true), on: object)
        }
        if element["on"] == "YES" {
            builder.graph.set(UIKitNibKey.switchOn, .bool(true), on: object)
        }
        if let frame = element.child("rect", key: "frame") {
            let numbers = ["x", "y", "width", "height"].map { UIKitValues.number(frame[$0]) ?? 0 }
            let value = builder.graph.rectValue(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            builder.addKeyValuePair(keyPath: switchFrameKeyPath, on: object, value: .object(value))
        }
        writeColors(
            [("onTintColor", UIKitNibKey.switchOnTintColor), ("thumbTintColor", UIKitNibKey.switchThumbTintColor)],
            of: element, to: object, builder: &builder)
    }

    private static let switchFrameKeyPath = "frame"

    /// A slider as Xcode 11.7 archives one (a study pair's `CTSlider`, saved with `minValue="0.0"
    /// maxValue="0.0"`, a minimum track and a thumb color): its numbers where they are not
    /// UISlider's defaults, its colors, touches taken 12.5 points around it, and its hugging
    /// (`writeView`); the rest as UISlider's encoder (iOS 26.1) writes it. No pair shows an older
    /// Xcode's slider: an approximation.
    private static func writeSlider(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if !builder.options.xcode(atLeast: 1100) {
            builder.approximate("slider \(element.id ?? ""): how Xcode before 11 archives a slider is not known", at: element)
        }
        for (attribute, key, standard) in [
            ("value", UIKitNibKey.value, 0.5), ("minValue", UIKitNibKey.minimumValue, 0), ("maxValue", UIKitNibKey.maximumValue, 1),
        ] {
            if let value = UIKitValues.number(element[attribute]), value != standard {
                builder.graph.set(key, .float(Float(value)), on: object)
            }
        }
        // No pair shows these: not continuous, the images at the track's ends, the maximum
        // track color, the behavioral style.
        if element["continuous"] == "NO" {
            builder.graph.set(UIKitNibKey.continuous, .bool(false), on: object)
        }
        for (attribute, key) in [
            ("minimumValueImage", UIKitNibKey.minimumValueImage), ("maximumValueImage", UIKitNibKey.maximumValueImage),
        ] {
            if let image = builder.image(element, attribute: attribute) {
                builder.graph.set(key, object: image, on: object)
            }
        }
        writeColors(
            [
                ("minimumTrackTintColor", UIKitNibKey.minimumTrackTintColor),
                ("maximumTrackTintColor", UIKitNibKey.maximumTrackTintColor), ("thumbTintColor", UIKitNibKey.thumbTintColor),
            ],
            of: element, to: object, builder: &builder)
        if UIKitXcodeRules.archivesSliderBehavioralStyle(builder.options) {
            builder.graph.set(UIKitNibKey.behavioralStyle, .integer(0), on: object)
        }
        builder.graph.set(UIKitNibKey.hitTestDirectionalInsets, string: Self.sliderHitTestInsets, on: object)
    }

    /// UIDatePickerMode by Interface Builder's names; date and time, UIDatePicker's default, is
    /// not archived.
    static let datePickerModes: [String: Int64] = ["time": 0, "date": 1, "dateAndTime": 2, "countDownTimer": 3]
    static let defaultDatePickerMode: Int64 = 2

    /// A date picker as UIDatePicker's encoder (iOS 26.1) writes one: its mode where it is not
    /// date and time, its date unless it counts down, its minute interval where it is not 1. A
    /// picker whose date is Interface Builder's "Current Date" (no `<date key="date">`) shows the
    /// current date: UIKit sets it when the nib awakes, whatever the nib holds, and Xcode archives
    /// the time it compiled. The compiler writes the reference date (2001-01-01) there, so that
    /// its output is the same from build to build. A custom date, which the document saves, is
    /// kept: the encoder writes it and, last, `UIDatePickerUseCurrentDateDuringDecoding` false,
    /// without which UIKit would replace it (RxSwift's and FSCalendar's examples). The earliest
    /// and latest dates it offers (KeePassium's expiry pickers) follow the date, as the document
    /// saves them.
    private static func writeDatePicker(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let mode = value(of: "datePickerMode", in: element, from: datePickerModes, builder: &builder) ?? defaultDatePickerMode
        if mode != defaultDatePickerMode {
            builder.graph.set(UIKitNibKey.datePickerMode, .integer(mode), on: object)
        }
        var keepsCustomDate = false
        if mode != datePickerModes["countDownTimer"] {
            func setDate(_ time: Double, as key: String) {
                let date = builder.graph.add(NibGraph.dateClass)
                builder.graph.set(NibGraph.dateTimeKey, .double(time), on: date)
                builder.graph.set(key, object: date, on: object)
            }
            func savedTime(_ name: String) -> Double? {
                guard let saved = element.child("date", key: name) else { return nil }
                guard let time = UIKitValues.number(saved["timeIntervalSinceReferenceDate"]), time.isFinite else {
                    builder.approximate("date picker \(element.id ?? ""): a \(name) without a time is left out", at: saved)
                    return nil
                }
                return time
            }
            let custom = savedTime("date")
            keepsCustomDate = custom != nil
            setDate(custom ?? 0, as: UIKitNibKey.date)
            for (name, key) in [("minimumDate", UIKitNibKey.minimumDate), ("maximumDate", UIKitNibKey.maximumDate)] {
                if let time = savedTime(name) {
                    setDate(time, as: key)
                }
            }
        }
        if let interval = reportedNumber(of: "minuteInterval", in: element, integral: true, builder: &builder), interval != 1 {
            builder.graph.set(UIKitNibKey.minuteInterval, .integer(Int64(interval)), on: object)
        }
        if keepsCustomDate {
            builder.graph.set(UIKitNibKey.datePickerUsesCurrentDate, .bool(false), on: object)
        }
    }

    static let sliderHitTestInsets = "{-12.5, -12.5, -12.5, -12.5}"

    /// A medium or large indicator without a color of its own: UIActivityIndicatorView's encoder
    /// writes the style's default color as its tint, secondaryLabelColor (`_defaultColorForStyle:`,
    /// iOS 26.1's UIKitCore, and an older one's encoder alike). No pair holds such an indicator: from
    /// Xcode 26, whose UIKit that is, it is written strictly; before, as an approximation.
    private static func writeDefaultIndicatorTint(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        // Its light components as Interface Builder saves them (NetNewsWire's, WooCommerce's and
        // KeePassium's documents, before and since Xcode 26), for a document whose resources do not.
        let tint = IBElement(
            name: "color",
            attributes: [
                "key": "tintColor", "systemColor": "secondaryLabelColor", "red": "0.23529411764705882", "green": "0.23529411764705882",
                "blue": "0.2627450980392157", "alpha": "0.59999999999999998", "colorSpace": "custom", "customColorSpace": "sRGB",
            ])
        builder.graph.set(UIKitNibKey.tintColor, object: builder.color(tint), on: object)
        if !UIKitXcodeRules.archivesIndicatorDefaultTintStrictly(builder.options) {
            builder.approximate(
                "activity indicator \(element.id ?? ""): its default tint (secondaryLabelColor, as iOS 26's UIKit archives it), which no pair shows for this Xcode",
                at: element)
        }
    }

    /// A progress view as Xcode 11.5 archives a study pair's (Quizzler: `progressViewStyle="bar"`,
    /// a progress and a track color): its style, its progress, its colors; its hugging is
    /// written where it is not UIProgressView's (`writeView`), its height the bar's
    /// (`barProgressViewHeight`).
    private static func writeProgressView(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if element["progressViewStyle"] == "bar" {
            builder.graph.set(UIKitNibKey.progressViewStyle, .integer(Self.barProgressViewStyle), on: object)
        } else if let style = element["progressViewStyle"], style != "default" {
            builder.approximate("progress view \(element.id ?? ""): style \(style) is not known to the compiler", at: element)
        }
        if let progress = UIKitValues.number(element["progress"]) {
            builder.graph.set(UIKitNibKey.progress, .float(Float(progress)), on: object)
        }
        writeColors(
            [("progressTintColor", UIKitNibKey.progressTintColor), ("trackTintColor", UIKitNibKey.trackTintColor)],
            of: element, to: object, builder: &builder)
    }

    /// The `<color key=…>` children of `element` that `keys` name, each under its archived key.
    private static func writeColors(
        _ keys: [(colorKey: String, archived: String)], of element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder
    ) {
        for (colorKey, archived) in keys {
            if let color = element.child("color", key: colorKey) {
                builder.graph.set(archived, object: builder.color(color), on: object)
            }
        }
    }

    /// `UIProgressView.Style.bar`.
    static let barProgressViewStyle: Int64 = 1

    /// A bar progress view is as high as UIKit makes it, whatever the document saves or its
    /// constraints say (Quizzler, Xcode 11.5: saved 11 high under a height constraint of 10,
    /// archived 3 high at the saved origin); nil for any other view.
    static func barProgressViewHeight(_ element: IBElement) -> Double? {
        element.name == "progressView" && element["progressViewStyle"] == "bar" ? 3 : nil
    }

    /// A segmented control's segments. Xcode 11 to 14 archive each as a `UISegment` view, 32 points
    /// high and zero wide at the origin, listed in `UISegments` in order and in `UISubviews` from
    /// the last; titles are localizable as `segmentTitles[i]` (study pairs of 11.0, 12.1 and 14.2,
    /// all plain two-segment controls). The last segment is marked right (3) and the first carries
    /// no position: UIKit sets a segment's position when it is appended and leaves the others', so
    /// every segment after the first keeps the right position it was appended with (UIKit lays the
    /// positions out again when it draws). A style other than plain before Xcode 26
    /// (`UIKitXcodeRules.archivesNoSegmentedControlStyle`), and an Xcode before 11, are reported
    /// as approximations: no pair shows them.
    private static func writeSegments(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let archivesSegmentViews = builder.options.xcode(atLeast: 1100)
        let elements = element.children(in: "segments").filter { $0.name == "segment" }
        if !archivesSegmentViews {
            builder.approximate(
                "segmented control \(element.id ?? ""): how Xcode before 11 archives its segments is not known", at: element)
        } else if (element["segmentControlStyle"] ?? "plain") != "plain", !UIKitXcodeRules.archivesNoSegmentedControlStyle(builder.options)
        {
            builder.approximate(
                "segmented control \(element.id ?? ""): only plain segmented controls are known (segment style)", at: element)
        }
        var segments: [ObjectID] = []
        for (index, segment) in elements.enumerated() {
            let created = builder.graph.add("UISegment")
            if archivesSegmentViews {
                builder.graph.set(UIKitNibKey.bounds, UIKitValues.geometry([0, 0, 0, 32]), on: created)
                builder.graph.set(UIKitNibKey.center, UIKitValues.geometry([0, 16]), on: created)
                builder.graph.set(UIKitNibKey.deepDrawRect, .bool(true), on: created)
                builder.graph.set(UIKitNibKey.autoresizesSubviews, .bool(true), on: created)
                builder.graph.set(UIKitNibKey.semanticContentAttribute, .integer(0), on: created)
                builder.graph.set(UIKitNibKey.largeContentStoredProperties, .null, on: created)
            }
            if let title = segment.text("title") {
                builder.graph.set(
                    UIKitNibKey.segmentInfo, object: builder.userString(title, property: "segmentTitles[\(index)]", of: element),
                    on: created)
            } else if let image = builder.image(segment, attribute: "image") {
                builder.graph.set(UIKitNibKey.segmentInfo, object: image, on: created)
            }
            if archivesSegmentViews {
                builder.graph.set(UIKitNibKey.segmentStyle, .integer(5), on: created)
                if index > 0 {
                    builder.graph.set(UIKitNibKey.segmentPosition, .integer(3), on: created)
                }
            }
            segments.append(created)
        }
        if archivesSegmentViews {
            builder.graph.set(UIKitNibKey.subviews, object: builder.graph.collection("NSMutableArray", segments.reversed()), on: object)
        }
        // UISegmentedControl's own keys follow UIControl's in its encoder's order (iOS 26.1's
        // UIKitCore, decompiled): momentary, the segments, proportional widths, the selected
        // segment and its tint; the switches only where on.
        if element["momentary"] == "YES" {
            builder.graph.set(UIKitNibKey.segmentedControlMomentary, .bool(true), on: object)
        }
        builder.graph.set(
            UIKitNibKey.segments, object: builder.graph.collection(archivesSegmentViews ? "NSMutableArray" : "NSArray", segments),
            on: object)
        if element["apportionsSegmentWidthsByContent"] == "YES" {
            builder.graph.set(UIKitNibKey.proportionalWidthSegments, .bool(true), on: object)
        }
        // Always, -1 where no segment is selected (UISegmentedControl's encoder, iOS 26.1; a
        // document of Interface Builder 3's era saves none).
        let selected = element["selectedSegmentIndex"].flatMap { Int64($0) } ?? -1
        builder.graph.set(UIKitNibKey.selectedSegmentIndex, .integer(selected), on: object)
        if let tint = element.child("color", key: "selectedSegmentTintColor") {
            builder.graph.set(UIKitNibKey.selectedSegmentTintColor, object: builder.color(tint), on: object)
        }
    }

    private static func writeBar(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if element.name == "activityIndicatorView" {
            // (modern, legacy) style pairs.
            let styles: [String: (Int64, Int64)] = [
                "gray": (2, 2), "white": (1, 1), "whiteLarge": (0, 0), "medium": (100, 1), "large": (101, 0),
            ]
            let style = styles[element["style"] ?? "medium"] ?? (100, 1)
            let hasModernStyles = builder.options.xcode(atLeast: 1100)
            if hasModernStyles {
                builder.graph.set(UIKitNibKey.modernActivityIndicatorStyle, .integer(style.0), on: object)
            }
            // Before Xcode 11 the style is left out where it is white, UIKit's default then
            // (mapbox's white indicator, 9.1; MarvelCharacters' gray one, a study pair of 10.1).
            if hasModernStyles || style.1 != 1 {
                builder.graph.set(UIKitNibKey.activityIndicatorStyle, .integer(style.1), on: object)
            }
            if element["animating"] == "YES" {
                builder.graph.set(UIKitNibKey.animating, .bool(true), on: object)
            }
            // Written only when off, UIKit's default being on (mapbox's, Xcode 9.1; study pairs of
            // 10.1 and 11.7 that save hidesWhenStopped="YES" have none, ChartageDemo's cells of
            // 11.7 without it have false).
            if element["hidesWhenStopped"] != "YES" {
                builder.graph.set(UIKitNibKey.hidesWhenStopped, .bool(false), on: object)
            }
            if !hasModernStyles {
                writeLegacyIndicatorColor(element, style: style.1, to: object, builder: &builder)
            } else if let color = element.child("color", key: "color") {
                let made = builder.color(color)
                builder.graph.set(UIKitNibKey.color, object: made, on: object)
                // From Xcode 11 the color is the indicator's tint too, kept through trait changes
                // (OmiseSDK's three indicators, a study pair of 11.7).
                if builder.options.xcode(atLeast: 1100), element.child("color", key: "tintColor") == nil {
                    builder.graph.set(UIKitNibKey.disableUpdateColorOnTraitCollectionChange, .bool(true), on: object)
                    builder.graph.set(UIKitNibKey.tintColor, object: made, on: object)
                }
            } else {
                builder.graph.set(UIKitNibKey.color, .null, on: object)
            }
            if hasModernStyles, let tint = element.child("color", key: "tintColor") {
                builder.graph.set(UIKitNibKey.tintColor, object: builder.color(tint), on: object)
            } else if element.child("color", key: "color") == nil, [100, 101].contains(style.0) {
                writeDefaultIndicatorTint(element, to: object, builder: &builder)
            }
        }
        if element.name == "progressView" {
            writeProgressView(element, to: object, builder: &builder)
        }
        if element.name == "pickerView" {
            // Xcode 8.1 writes both for a picker view with Interface Builder's defaults (Fusuma
            // FSCameraView); the document has no attribute for either.
            builder.graph.set(UIKitNibKey.showsSelectionBar, .bool(true), on: object)
            builder.graph.set(UIKitNibKey.allowsSelectingCells, .bool(true), on: object)
        }
        if element.name == "toolbar" || (element.name == "tabBar" && element["key"] == nil) {
            // Translucent unless the document says not, and hugging at 250 both ways; a toolbar
            // at the bottom (QBImagePicker 6.4 and 7.3's navigation toolbar, WorkFlowTestingApp
            // 13.4.1's; a tab bar among a view's subviews, a study pair of 15.1).
            builder.graph.set(UIKitNibKey.contentHuggingPriority, string: "{250, 250}", on: object)
            if element.name == "toolbar" { builder.graph.set(UIKitNibKey.barPosition, .integer(1), on: object) }
            let translucence = value(of: "translucent", in: element, from: barTranslucences, builder: &builder)
            builder.graph.set(UIKitNibKey.barTranslucence, .integer(translucence ?? 1), on: object)
        }
        // Xcode 6.4 gives navigation bars and toolbars 16-point side margins (QBImagePicker
        // a234931's); Xcode 7.2 and 7.3 do not (the food-tracker study pairs, QBImagePicker 6d16a6f).
        if ["navigationBar", "toolbar"].contains(element.name), !builder.options.xcode(atLeast: 700),
            element.child("edgeInsets", key: "layoutMargins") == nil
        {
            builder.graph.set(UIKitNibKey.layoutMargins, UIKitValues.geometry([0, 16, 0, 16]), on: object)
        }
        if ["navigationBar", "toolbar", "tabBar"].contains(element.name) {
            // A black bar (EntertainmentWorld 11.3 and constructionHelper 15.1 navigation bars).
            if let style = value(of: "barStyle", in: element, from: barStyles, builder: &builder), style != 0 {
                builder.graph.set(UIKitNibKey.barStyle, .integer(style), on: object)
            }
            if let tint = element.child("color", key: "barTintColor") {
                builder.graph.set(UIKitNibKey.barTintColor, object: builder.color(tint), on: object)
            }
        }
        // Large titles and back indicator images (OmiseSDK's navigation bar, a study pair of
        // 11.7: one placeholder for the image named twice).
        if element.name == "navigationBar" {
            if element["largeTitles"] == "YES" {
                builder.graph.set(UIKitNibKey.barPrefersLargeTitles, .bool(true), on: object)
            }
            for (attribute, key) in [
                ("backIndicatorImage", UIKitNibKey.backIndicatorImage),
                ("backIndicatorTransitionMaskImage", UIKitNibKey.backIndicatorTransitionMask),
            ] {
                if let image = builder.image(element, attribute: attribute) {
                    builder.graph.set(key, object: image, on: object)
                }
            }
        }
        // A tab bar's item positioning and its tint under iOS 7's old name (the MarvelCharacters
        // study pair, Xcode 10.1: `itemPositioning="fill"`, a white `selectedImageTintColor`).
        if element.name == "tabBar" {
            if let positioning = element["itemPositioning"].flatMap({ tabBarItemPositionings[$0] }), positioning != 0 {
                builder.graph.set(UIKitNibKey.tabBarItemPositioning, .integer(positioning), on: object)
            }
            if element.child("color", key: "tintColor") == nil, let tint = element.child("color", key: "selectedImageTintColor") {
                builder.graph.set(UIKitNibKey.tintColor, object: builder.color(tint), on: object)
            }
        }
        if element.name == "searchBar" {
            writeSearchBar(element, to: object, builder: &builder)
        }
        let items = objects(element.children(in: "items"), builder)
        if !items.isEmpty {
            builder.graph.set(UIKitNibKey.items, object: builder.graph.collection("NSArray", items), on: object)
        } else if let controller = navigationControllerElement(ofToolbar: element, object, builder: builder),
            let toolbarItems = controller.child("toolbarItems")
        {
            // A navigation toolbar holds its controller's toolbar items, none as an empty list.
            builder.graph.set(UIKitNibKey.items, object: builder.graph.array(objects(toolbarItems.children, builder)), on: object)
        }
    }

    // MARK: Containers

    private static let keyboardDismissModes: [String: Int64] = [
        "none": 0, "onDrag": 1, "interactive": 2, "onDragWithAccessory": 3, "interactiveWithAccessory": 4,
    ]

    /// Scroll view switches, UIScrollView's own (iOS 26.1's encoder writes each only where it is
    /// not UIKit's default; the pairs show the first seven).
    private static let scrollViewFlags: [EncoderFlag] = [
        EncoderFlag(
            attribute: "showsHorizontalScrollIndicator", trigger: "NO", key: UIKitNibKey.showsHorizontalScrollIndicator, archived: false),
        EncoderFlag(
            attribute: "showsVerticalScrollIndicator", trigger: "NO", key: UIKitNibKey.showsVerticalScrollIndicator, archived: false),
        EncoderFlag(attribute: "scrollEnabled", trigger: "NO", key: UIKitNibKey.scrollDisabled, archived: true),
        EncoderFlag(attribute: "bounces", trigger: "NO", key: UIKitNibKey.bounceEnabled, archived: false),
        EncoderFlag(attribute: "alwaysBounceVertical", trigger: "YES", key: UIKitNibKey.alwaysBounceVertical, archived: true),
        EncoderFlag(attribute: "pagingEnabled", trigger: "YES", key: UIKitNibKey.pagingEnabled, archived: true),
        EncoderFlag(attribute: "delaysContentTouches", trigger: "NO", key: UIKitNibKey.delaysContentTouches, archived: false),
        EncoderFlag(attribute: "directionalLockEnabled", trigger: "YES", key: UIKitNibKey.directionalLockEnabled, archived: true),
        EncoderFlag(attribute: "alwaysBounceHorizontal", trigger: "YES", key: UIKitNibKey.alwaysBounceHorizontal, archived: true),
        EncoderFlag(attribute: "canCancelContentTouches", trigger: "NO", key: UIKitNibKey.canCancelContentTouches, archived: false),
    ]

    /// Xcode 12 gives a rounded text field saved without a background color UIKit's clear color:
    /// every such field of the study pairs of 12.0 and 12.1 (seven); Xcode 10.1 and 14 leave it
    /// out, as for any other view (study pairs); 12.2 to 13 are not known.
    private static func roundedTextFieldBackground(_ element: IBElement, builder: UIKitNibBuilder) -> IBElement? {
        guard element.name == "textField", element["borderStyle"] == "roundedRect", builder.options.xcode(in: 1200..<1300) else {
            return nil
        }
        return IBElement(name: "color", attributes: ["key": "backgroundColor", "cocoaTouchSystemColor": "clearColor"])
    }

    /// Whether Xcode gives a table cell saved without a background color a white one, and says
    /// every cell has its own: Xcode 7 (the food-tracker study pairs' cells, 7.2; QBImagePicker
    /// 6d16a6f's, 7.3.1); Xcode 6.4 (QBImagePicker a234931) and 9.1 (the aws-sdk and mapbox
    /// cells) give none.
    private static func givesCellsWhiteBackgrounds(_ options: CompileOptions) -> Bool {
        options.xcode(in: 700..<800)
    }

    /// The white background of `givesCellsWhiteBackgrounds(_:)`.
    private static func xcode7CellBackground(_ element: IBElement, builder: UIKitNibBuilder) -> IBElement? {
        guard element.name == "tableViewCell", givesCellsWhiteBackgrounds(builder.options) else { return nil }
        return IBElement(
            name: "color", attributes: ["key": "backgroundColor", "white": "1", "alpha": "1", "colorSpace": "calibratedWhite"])
    }

    /// A navigation controller's toolbar saved without a frame is as wide as Xcode archives its
    /// navigation bar and 44 points high, or as high as Interface Builder lays the bar out, at
    /// the bottom with a flexible width (mask 10), as Xcode 6.4 and 7.3 archive QBImagePicker's
    /// (320 × 44) and 11.2 a copy of it (0 × 50).
    private static func navigationToolbarSize(_ element: IBElement, of object: ObjectID, builder: UIKitNibBuilder) -> (
        width: Double, height: Double
    )? {
        guard navigationControllerElement(ofToolbar: element, object, builder: builder) != nil else { return nil }
        let height = UIKitXcodeRules.navigationBarLayoutHeight(builder.options, documentHasDevice: builder.document.device != nil)
        return (UIKitXcodeRules.navigationBarWidth(builder.options), height ?? 44)
    }

    /// The navigation controller whose toolbar `element` is.
    private static func navigationControllerElement(ofToolbar element: IBElement, _ object: ObjectID, builder: UIKitNibBuilder)
        -> IBElement?
    {
        guard element.name == "toolbar", element["key"] == "toolbar",
            let controller = builder.parent(of: object).flatMap({ builder.element(of: $0) }), controller.name == "navigationController"
        else { return nil }
        return controller
    }

    /// Flexible width and top margin: a navigation toolbar's place at the bottom.
    private static let navigationToolbarMask: Int64 = 10

    /// From Xcode 10 a table's footer view is archived where the table lays it out, under its
    /// header view: the prototypes are no rows (OmiseSDK's four tables, a study pair of 11.7,
    /// whose footers saved 120 to 824 points down are archived at the top, under headers of no
    /// height).
    private static func tableFooterOrigin(_ element: IBElement, of object: ObjectID, builder: UIKitNibBuilder) -> Double? {
        guard element["key"] == "tableFooterView", builder.options.xcode(atLeast: 1000),
            let table = builder.parent(of: object).flatMap({ builder.element(of: $0) }), table.name == "tableView"
        else { return nil }
        return tableHeaderAndFooterHeights(of: table).header
    }

    /// The heights of a table's header and footer views, 0 for one it has not.
    private static func tableHeaderAndFooterHeights(of table: IBElement) -> (header: Double, footer: Double) {
        func height(_ key: String) -> Double {
            UIKitValues.number(table.children.first { $0["key"] == key }?.child("rect", key: "frame")?["height"]) ?? 0
        }
        return (height("tableHeaderView"), height("tableFooterView"))
    }

    private static func writeScrollView(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        write(scrollViewFlags, of: element, to: object, builder: &builder)
        writeScrollIndicatorStyleAndZoom(element, to: object, builder: &builder)
        // How the keyboard goes when the content is dragged, as UIKit's enumeration (metamap's
        // scroll and text views: UIKeyboardDismissMode 1 for onDrag); none, 0, is left out.
        if let mode = element["keyboardDismissMode"].flatMap({ keyboardDismissModes[$0] }), mode != 0 {
            builder.graph.set(UIKitNibKey.keyboardDismissMode, .integer(mode), on: object)
        }
        // Every scroll view carries bouncesZoom (Fusuma, mixpanel, aws-sdk pairs; metamap's table,
        // text and scroll views).
        if element["bouncesZoom"] != "NO" {
            builder.graph.set(UIKitNibKey.bouncesZoom, .bool(true), on: object)
        }
        // Table and collection views start with their width of content and no height (Xcode 8.1's
        // 400-point Fusuma collection view: {400, 0}; Xcode 9.1's aws-sdk tables); Xcode 10 no
        // longer writes it for tables (NYTSample 10.0, a study pair; DYModal 10.2 to 11.6), nor
        // for collection views (`archivesLaidOutCollectionViews`). A table with a header or
        // footer view still does, of their heights (OmiseSDK, 11.7). A vertical flow layout's
        // collection view is as high as its empty section (mapbox's, 9.1: {311, 8} for an inset
        // of 8 above; QBImagePicker's, 6.4 and 7.3: {600, 76} for insets of 8 and 2 and a footer
        // of 66).
        let hasHeaderOrFooter = element.children.contains { $0["key"] == "tableHeaderView" || $0["key"] == "tableFooterView" }
        let writesContentSize = !builder.options.xcode(atLeast: 1000) || (element.name == "tableView" && hasHeaderOrFooter)
        if element.name == "tableView" || element.name == "collectionView", writesContentSize {
            let width = UIKitValues.number(element.child("rect", key: "frame")?["width"]) ?? 0
            let heights = builder.options.xcode(atLeast: 1000) ? tableHeaderAndFooterHeights(of: element) : (header: 0, footer: 0)
            let laidOut = element.name == "collectionView" ? FlowLayoutExtent(of: element)?.height : nil
            let height = laidOut ?? heights.header + heights.footer
            builder.graph.set(UIKitNibKey.contentSize, UIKitValues.geometry([width, height]), on: object)
        }
        if element.name == "textView" {
            writeTextViewContentSize(element, to: object, builder: &builder)
        }
        // mixpanel's MPSurvey table (Xcode 7.3): minY="44" maxY="44" archived {44, 0, 44, 0}.
        if let insets = element.child("inset", key: "scrollIndicatorInsets") {
            builder.graph.set(UIKitNibKey.scrollIndicatorInsets, rectInsets(insets), on: object)
        }
        // A collection view's section header and footer views are reusable views of nibs of their
        // own, which a storyboard's view nib holds (`StoryboardCompiler`); one left here, where
        // no nib holds them, is left out, and a data source that dequeues it fails.
        if element.name == "collectionView" {
            for view in element.children where PrototypeCells.isSupplementaryView(view) {
                builder.approximate(
                    "collection view \(element.id ?? ""): its \(view["key"] ?? "") is left out (only a storyboard's collection view holds one)",
                    at: element)
            }
        }
        // iOS 11's content inset adjustment, on every kind of scroll view: Xcode 9.1 (aws-sdk and
        // mapbox pairs) and 13 (metamap) write it on table and collection views, 11.7 to 15.1 on
        // plain scroll views (WorkFlowTestingApp 13.4.1, study pairs) and 12.1 to 15.0 on text
        // views (study pairs); Xcode 8.1 does not (Fusuma's collection view), nor 7.3 (mixpanel's
        // text view).
        if builder.options.xcode(atLeast: 900) {
            let behaviors: [String: Int64] = ["automatic": 0, "scrollableAxes": 1, "never": 2, "always": 3]
            let behavior = element["contentInsetAdjustmentBehavior"].flatMap { behaviors[$0] } ?? 0
            builder.graph.set(UIKitNibKey.contentInsetAdjustmentBehavior, .integer(behavior), on: object)
        }
        // Xcode 13 writes a local trait collection turning focus-following selection off on
        // every table and collection view (WorkFlowTestingApp, 13.4.1), Xcode 14 one turning the
        // key-selection trait off (CoreDataTask's table, a study pair of 14.2); metamap's newer
        // tables have none, nor do 12.5's (no pair), 15.1's or 16.4's (a study pair, TestDemo).
        if element.name == "tableView" || element.name == "collectionView",
            let trait = builder.options.xcode(in: 1300..<1400)
                ? UIKitNibKey.selectionFollowsFocusTrait : builder.options.xcode(in: 1400..<1500) ? UIKitNibKey.selectionIsKeyTrait : nil
        {
            let traits = builder.graph.add(UIKitNibClass.traitCollection)
            builder.graph.set(trait, .integer(0), on: traits)
            builder.graph.set(UIKitNibKey.localOverrideTraitCollection, object: traits, on: object)
        }
        // A table's section index colors (CookAssistant, study pairs of 12.1).
        if element.name == "tableView" {
            for (attribute, key) in [
                ("sectionIndexColor", UIKitNibKey.sectionIndexColor),
                ("sectionIndexBackgroundColor", UIKitNibKey.sectionIndexBackgroundColor),
                ("sectionIndexTrackingBackgroundColor", UIKitNibKey.sectionIndexTrackingBackgroundColor),
            ] {
                if let color = element.child("color", key: attribute) {
                    builder.graph.set(key, object: builder.color(color), on: object)
                }
            }
            // Right after them in UITableView's encoder (iOS 26.1's UIKitCore, decompiled), where
            // not 0 (SwiftyJSON's example table: 9999, an index never shown).
            if let count = element["sectionIndexMinimumDisplayRowCount"].flatMap({ Int64($0) }), count != 0 {
                builder.graph.set(UIKitNibKey.sectionIndexMinimumDisplayRowCount, .integer(count), on: object)
            }
        }
        // iOS 13's automatic scroll indicator insets: Xcode 11 and later write it on every kind
        // of scroll view, tables (DYModal 11.6), collection and plain scroll views
        // (WorkFlowTestingApp 13.4.1) and text views (study pairs of 12.1 to 15.0); Xcode 10.2
        // does not.
        if builder.options.xcode(atLeast: 1100) {
            let adjusts = element["automaticallyAdjustsScrollIndicatorInsets"] != "NO"
            builder.graph.set(UIKitNibKey.indicatorInsetAdjustmentBehavior, .integer(adjusts ? 1 : 0), on: object)
        }
    }

    /// A plain table view's white or system background is UIKit's `tableBackgroundColor` (DYModal
    /// 10.2 to 11.6 with white, TestDemo 16.4 and a study pair of 12.0 with systemBackgroundColor;
    /// WorkFlowTestingApp's clear tables stay clear); nil otherwise. From Xcode 11 it has the
    /// same components; before, iOS 12's SDK made it an RGB white (QBImagePicker 6.4 and 7.3,
    /// aws-sdk and mapbox 9.1, DYModal 10.2, a study pair of 7.2).
    /// Xcode 11 also names a grouped table's old grouped background by iOS 13's name (a study pair
    /// of 11.7: groupTableViewBackgroundColor as systemGroupedBackgroundColor); 13.4.1 keeps the
    /// old name (WorkFlowTestingApp's SearchMovies and Account); 12 is not known.
    private static func tableBackground(_ color: IBElement, of element: IBElement, builder: UIKitNibBuilder) -> IBElement? {
        if element.name == "tableView", element["style"] == "grouped", builder.options.xcode(in: 1100..<1200),
            color["cocoaTouchSystemColor"] == "groupTableViewBackgroundColor", color["systemColor"] == nil
        {
            var attributes = color.attributes
            attributes["systemColor"] = "systemGroupedBackgroundColor"
            return IBElement(name: "color", attributes: attributes)
        }
        guard element.name == "tableView", element["style"] ?? "plain" == "plain" else {
            return nil
        }
        let components: IBElement
        if let system = color["systemColor"] {
            guard system == "systemBackgroundColor", builder.options.xcode(atLeast: 1020) else { return nil }
            // Without a `<resources>` entry, the fixed color saved beside the name gives the
            // components (a study pair of 12.0: cocoaTouchSystemColor="whiteColor").
            components = builder.resources.systemColors[system] ?? color
        } else {
            guard UIKitColors.namedGray(color) == "whiteColor" else { return nil }
            components = builder.options.xcode(atLeast: 1100) ? color : Self.rgbWhite
        }
        var attributes = components.attributes
        attributes["systemColor"] = "tableBackgroundColor"
        return IBElement(name: "color", attributes: attributes)
    }

    /// Opaque white in the device's RGB space, which Xcode archives unconverted.
    /// Before iOS 13's SDK an activity indicator's color is its tint: its style's, white or (gray)
    /// black at 45%, unless the document gives one (mapbox's white indicator, Xcode 9.1, whose tint
    /// is the nib's shared white; MarvelCharacters' gray one, a study pair of 10.1). No pair shows
    /// an indicator's own color before Xcode 11.
    private static func writeLegacyIndicatorColor(
        _ element: IBElement, style: Int64, to object: ObjectID, builder: inout UIKitNibBuilder
    ) {
        if element.child("color", key: "color") != nil {
            builder.approximate(
                "activity indicator \(element.id ?? ""): its color before Xcode 11 is left out (no pair shows its key)", at: element)
        }
        let styleColor = style == 2 ? legacyGrayIndicatorColor : legacyWhiteIndicatorColor
        let tint = element.child("color", key: "tintColor") ?? styleColor
        builder.graph.set(UIKitNibKey.tintColor, object: builder.color(tint), on: object)
    }

    private static let legacyWhiteIndicatorColor = IBElement(
        name: "color", attributes: ["white": "1", "alpha": "1", "colorSpace": "custom", "customColorSpace": "genericGamma22GrayColorSpace"])

    private static let legacyGrayIndicatorColor = IBElement(
        name: "color",
        attributes: ["white": "0", "alpha": "0.45", "colorSpace": "custom", "customColorSpace": "genericGamma22GrayColorSpace"])

    private static let rgbWhite = IBElement(
        name: "color", attributes: ["red": "1", "green": "1", "blue": "1", "alpha": "1", "colorSpace": "deviceRGB"])

    private static func writeCollectionView(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        // Written on every collection view from Xcode 11: WorkFlowTestingApp's (13.4.1) and study
        // pairs of 11.0 and 11.2 (GoogleBookAPI, ParsingJSON, LeadsBoosters); mapbox's of 9.1 has
        // none, and no pair shows Xcode 10.
        if element.name == "collectionView", builder.options.xcode(atLeast: 1100) {
            builder.graph.set(UIKitNibKey.allowsUserInitiatedMultipleSelection, .bool(true), on: object)
        }
        // False where prefetching is off (UICollectionView's encoder, iOS 18.2 and 26.1), from
        // Xcode 8, whose iOS 10 brought it (Fusuma 8.1; QBImagePicker's 6.4 and 7.3 have none).
        if element.name == "collectionView", builder.options.xcode(atLeast: 800) {
            builder.graph.set(UIKitNibKey.prefetchingEnabled, .bool(element["prefetchingEnabled"] != "NO"), on: object)
        }
        // A storyboard's collection view archives a nil delegate, whatever its connections: every
        // one of the pairs, Xcode 6.4 to 13.4.1 (QBImagePicker, mapbox, WorkFlowTestingApp); a
        // xib's does not (WorkFlowTestingApp's RecentlyVisitedMoviesTableViewCell).
        if element.name == "collectionView", builder.document.kind == .storyboard {
            builder.graph.set(UIKitNibKey.delegate, .null, on: object)
        }
        guard element.name == "tableView" else { return }
        // Xcode 6.4 to 7.3 say a table highlights a row on touch (QBImagePicker pairs; food-tracker
        // study pairs, 7.2); no later Xcode of the pairs does.
        if !builder.options.xcode(atLeast: 800) {
            builder.graph.set(UIKitNibKey.showsSelectionImmediatelyOnTouchBegin, .bool(true), on: object)
        }
        let styles: [String: Int64] = ["plain": 0, "grouped": 1, "insetGrouped": 2]
        let style = element["style"].flatMap { styles[$0] } ?? 0
        // Xcode 9.1 and 10.2 leave a plain table's style out (aws-sdk, mapbox, DYModal 10.2 pairs);
        // 11 and later write it (DYModal 11.3 and 11.6; metamap).
        if style != 0 || builder.options.xcode(atLeast: 1100) {
            builder.graph.set(UIKitNibKey.tableViewStyle, .integer(style), on: object)
            builder.graph.set(UIKitNibKey.style, .integer(style), on: object)
        }
        // No separator is iOS 9's key; a line also goes under the older keys (the aws-sdk pairs'
        // default separators, the mapbox pair's none; metamap has both kinds).
        let separators: [String: Int64] = ["none": 0, "default": 1, "singleLine": 1, "singleLineEtched": 2]
        if let separator = element["separatorStyle"].flatMap({ separators[$0] }) {
            if separator == 0 {
                builder.graph.set(UIKitNibKey.separatorStyleIOS9AndLater, .integer(separator), on: object)
            } else {
                builder.graph.set(UIKitNibKey.separatorStyle, .integer(separator), on: object)
                builder.graph.set(UIKitNibKey.separatorStyleIOS5AndLater, .integer(separator), on: object)
            }
        }
        // A value UIKit's encoder takes for its default is left out.
        for (attribute, key, uikitDefault) in [
            ("rowHeight", UIKitNibKey.rowHeight, UIKitXcodeRules.defaultRowHeight(builder.options)),
            ("sectionHeaderHeight", UIKitNibKey.sectionHeaderHeight, nil), ("sectionFooterHeight", UIKitNibKey.sectionFooterHeight, nil),
        ] {
            if let value = UIKitValues.number(element[attribute]), value != uikitDefault {
                builder.graph.set(key, .float(Float(value)), on: object)
            }
        }
        // Xcode 9 and later write the estimates (0 when the document has none), the safe-area
        // insetting of cells and the separator inset reference on every table (aws-sdk, mapbox
        // pairs; metamap).
        for (attribute, key) in [
            ("estimatedRowHeight", UIKitNibKey.estimatedRowHeight),
            ("estimatedSectionHeaderHeight", UIKitNibKey.estimatedSectionHeaderHeight),
            ("estimatedSectionFooterHeight", UIKitNibKey.estimatedSectionFooterHeight),
        ] {
            if let value = UIKitValues.number(element[attribute]) {
                builder.graph.set(key, .float(Float(value)), on: object)
            } else if builder.options.xcode(atLeast: 900) {
                builder.graph.set(key, .float(0), on: object)
            }
        }
        if builder.options.compilesRuntimeVariant, let estimate = StoryboardCompiler.olderSystemsRowEstimate(of: element) {
            builder.addKeyValuePair(keyPath: "estimatedRowHeight", on: object, value: .object(builder.graph.number(estimate)))
        }
        if builder.options.xcode(atLeast: 900) {
            builder.graph.set(UIKitNibKey.insetsContentViewsToSafeArea, .bool(element["contentViewInsetsToSafeArea"] != "NO"), on: object)
            let references: [String: Int64] = ["fromCellEdges": 0, "fromAutomaticInsets": 1]
            let reference = element["separatorInsetReference"].flatMap { references[$0] } ?? 0
            builder.graph.set(UIKitNibKey.separatorInsetReference, .integer(reference), on: object)
        }
        if element["allowsSelection"] == "NO" {
            builder.graph.set(UIKitNibKey.allowsSelection, .bool(false), on: object)
        }
        if element.name == "tableView" {
            writeTableSelection(element, to: object, builder: &builder)
            writeSeparatorInset(element, to: object, builder: &builder)
        }
        // iOS 15's table keys: Xcode 13 and later write them on every table (WorkFlowTestingApp
        // 13.4.1, TestDemo 16.4); 11.6 does not (DYModal).
        if builder.options.xcode(atLeast: 1300) {
            builder.graph.set(UIKitNibKey.tablePrefetchingEnabled, .bool(element["prefetchingEnabled"] != "NO"), on: object)
            builder.graph.set(UIKitNibKey.fillerRowHeight, .double(UIKitValues.number(element["fillerRowHeight"]) ?? 0), on: object)
            builder.graph.set(
                UIKitNibKey.sectionHeaderTopPadding, .double(UIKitValues.number(element["sectionHeaderTopPadding"]) ?? -1), on: object)
        }
        if let color = element.child("color", key: "separatorColor") {
            builder.graph.set(UIKitNibKey.separatorColor, object: builder.color(color), on: object)
        }
    }

    private static func writeCell(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if let reuse = element["reuseIdentifier"] {
            builder.graph.set(UIKitNibKey.reuseIdentifier, string: reuse, on: object)
        }
        // A cell showing its reorder control, after its reuse identifier in UITableViewCell's
        // encoder (iOS 26.1's UIKitCore, decompiled; Go Map!!'s data overlay cells).
        if element.name == "tableViewCell", element["showsReorderControl"] == "YES" {
            builder.graph.set(UIKitNibKey.showsReorderControl, .bool(true), on: object)
        }
        if element.name == "tableViewCell" {
            writeSeparatorInset(element, to: object, builder: &builder)
        }
        if let style = element["selectionStyle"].flatMap({ selectionStyles[$0] }) {
            builder.graph.set(UIKitNibKey.selectionStyle, .integer(style), on: object)
        }
        // A table cell's accessory (`UITableViewCell.AccessoryType`), when it has one: NYTSample's
        // disclosure indicator (1, a study pair of 10.0), QBImagePicker's (6.4, 7.3, 11.2).
        let accessories: [String: Int64] = [
            "disclosureIndicator": 1, "detailDisclosureButton": 2, "checkmark": 3, "detailButton": 4,
        ]
        if element.name == "tableViewCell", let accessory = element["accessoryType"].flatMap({ accessories[$0] }) {
            builder.graph.set(UIKitNibKey.accessoryType, .integer(accessory), on: object)
        }
        // Its accessory while editing follows in UITableViewCell's encoder, where it has one.
        if element.name == "tableViewCell", let accessory = element["editingAccessoryType"].flatMap({ accessories[$0] }) {
            builder.graph.set(UIKitNibKey.editingAccessoryType, .integer(accessory), on: object)
        }
        // A table cell's indentation level, when not 0 (study pairs of 10.1 and 11.3: 1).
        if element.name == "tableViewCell", let level = element["indentationLevel"].flatMap(Int64.init), level != 0 {
            builder.graph.set(UIKitNibKey.indentationLevel, .integer(level), on: object)
        }
        // Xcode 9.1 leaves the default indentation (10) out (the aws-sdk and mapbox pairs' cells).
        if element.name == "tableViewCell", let indentation = UIKitValues.number(element["indentationWidth"]),
            indentation != 10 || builder.options.xcode(atLeast: 1200)
        {
            builder.graph.set(UIKitNibKey.indentationWidth, .float(Float(indentation)), on: object)
        }
        // A table cell with a background color of its own says so in every Xcode a pair shows
        // with one (MarvelCharacters' cells, a study pair of 10.1; CleverTap's, 11.7;
        // WorkFlowTestingApp, 13.4.1).
        if element.name == "tableViewCell",
            element.child("color", key: "backgroundColor") != nil || givesCellsWhiteBackgrounds(builder.options)
        {
            builder.graph.set(UIKitNibKey.tableCellBackgroundColorSet, .bool(true), on: object)
        }
        // iOS 14's background and content configurations, with iOS 14's SDK: Xcode 12.1 and
        // 13.4.1 write them as nil on every table and collection view cell (CookAssistant study
        // pairs; WorkFlowTestingApp), as metamap's cells have them; 14.2 leaves the configuration
        // identifier out (CoreDataTask's prototype cell, a study pair).
        if builder.options.xcode(atLeast: 1200), element.name == "tableViewCell" || element.name == "collectionViewCell" {
            builder.graph.set(
                UIKitNibKey.systemBackgroundView,
                systemBackgroundView(of: element, object, builder: &builder).map { .object($0.index) } ?? .null,
                on: object)
            if !builder.options.xcode(atLeast: 1400) {
                builder.graph.set(UIKitNibKey.contentConfigurationIdentifier, .null, on: object)
            }
            builder.graph.set(UIKitNibKey.contentConfigurationView, .null, on: object)
        }
        // A built-in style other than the default (CookAssistant's right-detail cells, study pairs
        // of 12.1; its default-style cells and OmiseSDK's, 11.7, have no key).
        if element.name == "tableViewCell", let style = element["style"].flatMap({ cellStyles[$0] }) {
            builder.graph.set(UIKitNibKey.tableViewCellStyle, .integer(style), on: object)
        }
        // A custom-style cell has none of the built-in styles' labels and image view (the aws-sdk
        // and mapbox pairs' prototype cells; metamap's cells); a styled cell has those its style
        // names, and nil for the others (OmiseSDK, Xcode 11.7; CookAssistant, 12.1).
        if element.name == "tableViewCell" {
            for (attribute, key, _) in styledCellViews {
                if element["style"] != nil, let view = element[attribute].flatMap({ builder.object(forID: $0) }) {
                    builder.graph.set(key, object: view, on: object)
                } else {
                    builder.graph.set(key, .null, on: object)
                }
            }
        }
    }

    /// A cell's selection styles other than UIKit's default (3, `default`), which every Xcode of
    /// the pairs leaves out (DYModal, QBImagePicker, mapbox, WorkFlowTestingApp cells).
    private static let selectionStyles: [String: Int64] = ["none": 0, "blue": 1, "gray": 2]

    /// Whether UIKit gives `element` a system background view: a table view cell of a selection
    /// style other than the default and no background color of its own
    /// (`UIKitXcodeRules.givesSelectionStyledCellsSystemBackgrounds`). Its compatibility
    /// background color, which the view's configuration is filled with, is the plain cell
    /// background.
    private static func getsSystemBackgroundView(_ element: IBElement, _ options: CompileOptions) -> Bool {
        element.name == "tableViewCell" && UIKitXcodeRules.givesSelectionStyledCellsSystemBackgrounds(options)
            && element["selectionStyle"].flatMap({ selectionStyles[$0] }) != nil
            && element.child("color", key: "backgroundColor") == nil
    }

    /// The system background view of a cell that gets one (`getsSystemBackgroundView`): as large
    /// as the cell, its list cell configuration filled with the cell's compatibility background
    /// color and stroked clear. Nil for any other cell.
    private static func systemBackgroundView(of element: IBElement, _ cell: ObjectID, builder: inout UIKitNibBuilder) -> ObjectID? {
        guard getsSystemBackgroundView(element, builder.options),
            case .object(let fillIndex) = builder.graph.value(UIKitNibKey.backgroundColor, of: cell),
            case .data(let bounds) = builder.graph.value(UIKitNibKey.bounds, of: cell),
            let size = GeometryText.numbers(bounds), size.count == 4
        else { return nil }
        if !UIKitXcodeRules.knowsBackgroundConfigurationKeys(builder.options) {
            builder.approximate(
                "the system background view of a cell of selection style \(element["selectionStyle"] ?? ""): its background configuration is written with Xcode 13.4.1's keys, where no pair shows this Xcode's",
                at: element)
        }
        let (width, height) = (size[2], size[3])
        let view = plainView(
            UIKitNibClass.systemBackgroundView, bounds: [0, 0, width, height], center: [width / 2, height / 2], builder: &builder)
        let configuration = builder.graph.add(UIKitBackgroundConfiguration.className)
        builder.graph.set(UIKitNibKey.systemBackgroundConfiguration, object: configuration, on: view)
        let background = UIKitBackgroundConfiguration(
            fill: ObjectID(index: fillIndex), stroke: builder.color(UIKitColors.clear), strokeWidth: 0, cornerRadius: 0, defaultStyle: 1,
            customized: [])
        background.write(to: configuration, options: builder.options, graph: &builder.graph)
        return view
    }

    /// A static table's section: a row per cell, in order, with its titles. A row holds its
    /// cell, archived whole where the table's nib archives it, and the cell's row height (every
    /// row of the OmiseSDK study pair, Xcode 11.7, is 64 points as its cell says); a cell
    /// without a height of its own takes the table's, which no pair shows.
    private static func writeTableSection(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let table = builder.parent(of: object).flatMap({ builder.element(of: $0) })
        var rows: [ObjectID] = []
        for cell in element.children(in: "cells") where cell.name == "tableViewCell" {
            guard let cellObject = cell.id.flatMap({ builder.object(forID: $0) }) else { continue }
            let row = builder.graph.add(UIKitNibClass.tableViewRow)
            let height = UIKitValues.number(cell["rowHeight"]) ?? UIKitValues.number(table?["rowHeight"]) ?? 44
            builder.graph.set(UIKitNibKey.tableRowHeight, .float(Float(height)), on: row)
            builder.graph.set(UIKitNibKey.tableRowCell, object: cellObject, on: row)
            rows.append(row)
        }
        if let title = element.text("headerTitle") {
            builder.graph.set(
                UIKitNibKey.tableSectionHeaderTitle, object: builder.userString(title, property: "headerTitle", of: element), on: object)
        }
        if let title = element.text("footerTitle") {
            builder.graph.set(
                UIKitNibKey.tableSectionFooterTitle, object: builder.userString(title, property: "footerTitle", of: element), on: object)
        }
        builder.graph.set(UIKitNibKey.tableSectionRows, object: builder.graph.collection("NSArray", rows), on: object)
    }

    /// Spacing and item size as Xcode 8.1 writes them for Fusuma's layout (minimumLineSpacing="1",
    /// minimumInteritemSpacing="1", itemSize 60 × 60); zero header, footer and section insets are
    /// left out. Xcode 11 and later leave UIKit's defaults out too (10, 10 and 50 × 50: a study pair's
    /// layout of 11.0, WorkFlowTestingApp's layouts of 13.4.1; no pair shows an older Xcode's); a
    /// horizontal layout says so (RecentlyVisitedMoviesTableViewCell).
    private static func writeFlowLayout(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        writeSectionInsetReference(element, to: object, builder: &builder)
        let leavesDefaultsOut = builder.options.xcode(atLeast: 1100)
        if element["scrollDirection"] == "horizontal" {
            builder.graph.set(UIKitNibKey.scrollDirection, .integer(1), on: object)
        }
        if let spacing = UIKitValues.number(element["minimumInteritemSpacing"]), !(leavesDefaultsOut && spacing == 10) {
            builder.graph.set(UIKitNibKey.interitemSpacing, .float(Float(spacing)), on: object)
        }
        if let spacing = UIKitValues.number(element["minimumLineSpacing"]), !(leavesDefaultsOut && spacing == 10) {
            builder.graph.set(UIKitNibKey.lineSpacing, .float(Float(spacing)), on: object)
        }
        if let size = element.child("size", key: "itemSize") {
            let itemSize = [UIKitValues.number(size["width"]) ?? 0, UIKitValues.number(size["height"]) ?? 0]
            if !(leavesDefaultsOut && itemSize == [50, 50]) {
                builder.graph.set(UIKitNibKey.itemSize, UIKitValues.geometry(itemSize), on: object)
            }
        }
        // Header and footer sizes and section insets but where zero, UIKit's defaults (a study
        // pair of Xcode 11.2, LeadsBoosters' QBImagePicker: a footer 50 × 66 and insets of 8 and
        // 2 written, a zero header size not).
        for (key, archived) in [
            ("headerReferenceSize", UIKitNibKey.headerReferenceSize), ("footerReferenceSize", UIKitNibKey.footerReferenceSize),
        ] {
            guard let size = element.child("size", key: key) else { continue }
            let value = [UIKitValues.number(size["width"]) ?? 0, UIKitValues.number(size["height"]) ?? 0]
            if value != [0, 0] {
                builder.graph.set(archived, UIKitValues.geometry(value), on: object)
            }
        }
        if let inset = element.child("inset", key: "sectionInset"),
            ["minX", "minY", "maxX", "maxY"].contains(where: { (UIKitValues.number(inset[$0]) ?? 0) != 0 })
        {
            builder.graph.set(UIKitNibKey.sectionInset, rectInsets(inset), on: object)
        }
        // The estimated item size is no key of the layout's coder: Xcode sets it by key path,
        // automatic as UIKit's automatic size (the greatest double each way), else as saved
        // (the study pairs of Xcode 11.0: GoogleBookAPI's automatic layout, ParsingJSON's
        // 148 × 187). A zero estimate, UIKit's default, is left out.
        var estimate: [Double]?
        if element["automaticEstimatedItemSize"] == "YES" {
            estimate = [.greatestFiniteMagnitude, .greatestFiniteMagnitude]
        } else if let size = element.child("size", key: "estimatedItemSize") {
            estimate = [UIKitValues.number(size["width"]) ?? 0, UIKitValues.number(size["height"]) ?? 0]
        }
        if let estimate, estimate != [0, 0] {
            let value = builder.graph.sizeValue(width: estimate[0], height: estimate[1])
            builder.addKeyValuePair(keyPath: estimatedItemSizeKeyPath, on: object, value: .object(value))
        }
    }

    /// The key path by which Xcode sets a flow layout's estimated item size.
    static let estimatedItemSizeKeyPath = "estimatedItemSize"

    private static func writeStackView(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        // A stack view without subviews has no list of them (FoodTracker's rating controls, a study
        // pair of 12.0; WorkFlowTestingApp MovieDetail's options stack, 13.4.1).
        let arranged = objects(element.children(in: "subviews"), builder)
        if !arranged.isEmpty {
            builder.graph.set(UIKitNibKey.stackViewArrangedSubviews, object: builder.graph.collection("NSArray", arranged), on: object)
        }
        builder.graph.set(UIKitNibKey.stackViewAxis, .integer(element["axis"] == "vertical" ? 1 : 0), on: object)
        let distributions: [String: Int64] = [
            "fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4,
        ]
        builder.graph.set(
            UIKitNibKey.stackViewDistribution, .integer(element["distribution"].flatMap { distributions[$0] } ?? 0), on: object)
        let alignments: [String: Int64] = [
            "fill": 0, "leading": 1, "top": 1, "firstBaseline": 2, "center": 3, "trailing": 4, "bottom": 4,
            "lastBaseline": 5,
        ]
        builder.graph.set(UIKitNibKey.stackViewAlignment, .integer(element["alignment"].flatMap { alignments[$0] } ?? 0), on: object)
        let spacing = UIKitValues.number(element["spacing"]) ?? 0
        builder.graph.set(UIKitNibKey.stackViewSpacing, .double(systemStackSpacing(element, builder: &builder) ?? spacing), on: object)
        builder.graph.set(UIKitNibKey.stackViewBaselineRelative, .bool(element["baselineRelativeArrangement"] == "YES"), on: object)
        // A stack view whose margins the document sets arranges its views within them without
        // saying so (WorkFlowTestingApp MovieDetail's info stack, Xcode 13.4.1, whose
        // directional margins are all zero).
        let setsMargins = ["layoutMargins", "directionalLayoutMargins"].contains { key in element.children.contains { $0["key"] == key } }
        builder.graph.set(
            UIKitNibKey.stackViewLayoutMarginsRelative,
            .bool(
                element["layoutMarginsFollowReadableWidth"] == "YES" || element["layoutMarginsRelativeArrangement"] == "YES"
                    || setsMargins), on: object)
    }

    // MARK: Layout

    /// A constraint on a safe area, compiled for systems before iOS 11, which have none: its top
    /// on the top layout guide's bottom and its bottom on the bottom guide's top where the view's
    /// safe area became them (`SceneCompilation.translatesSafeArea`), its other edges on the view
    /// itself, as Xcode 9 said it backdeploys safe areas. No pair shows such a constraint, so it is
    /// an approximation; the constraint stays one UIKit can load.
    private static func onSystemsWithoutSafeAreas(_ element: IBElement, builder: inout UIKitNibBuilder) -> IBElement {
        guard !builder.archivesSafeAreaGuides else { return element }
        var translated = element
        for (item, attribute) in [("firstItem", "firstAttribute"), ("secondItem", "secondAttribute")] {
            guard let guide = element[item], let owner = builder.resources.safeAreaGuideOwners[guide] else { continue }
            let guides = builder.translatedSafeAreaGuides[owner]
            switch (element[attribute], guides) {
            case ("top", let guides?):
                translated.attributes[item] = guides.top
                translated.attributes[attribute] = "bottom"
            case ("bottom", let guides?):
                translated.attributes[item] = guides.bottom
                translated.attributes[attribute] = "top"
            default:
                translated.attributes[item] = owner
            }
        }
        if translated != element {
            builder.approximate(
                "a constraint on a safe area, compiled for systems before iOS 11, which have none, is placed by the view and its layout guides as no pair shows",
                at: element)
        }
        return translated
    }

    private static func writeConstraint(_ saved: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let element = onSystemsWithoutSafeAreas(saved, builder: &builder)
        // `…V2` keys hold the margin-relative attributes and the constant as written; the plain keys
        // the same edge without the margin, its 8 points folded into the constant, for systems
        // without margins. Every Xcode from 9.1 on writes both (the SwiftMessages, aws-sdk, mapbox
        // pairs and the metamap nibs: `leading = superview.leadingMargin + 30` archives NSConstant 38).
        let source = LayoutConstraintSource(element)
        let first = source.firstAttribute ?? 0
        let second = source.secondAttribute
        let multiplier = source.multiplier
        let isStandardSpacing = source.isStandardSpacing
        let written = source.constant
        var plainConstant = written
        // The margins are the item's: a table header view's 16 points archive NSConstant 16
        // (OmiseSDK study pair, Xcode 11.7); Xcode 8.3.2 folds 8 whatever the view declares (a
        // study pair's view with zero margins). No pair shows 9 to 11.6: Xcode 9, which brought
        // directional margins, is taken as the change.
        let firstItem = element["firstItem"].flatMap({ builder.object(forID: $0) }) ?? builder.parent(of: object)
        let secondItem = element["secondItem"].flatMap({ builder.object(forID: $0) })
        let readsDeclaredMargins = builder.options.xcode(atLeast: 900)
        func margins(_ item: ObjectID?) -> UIKitValues.LayoutMargins {
            readsDeclaredMargins ? .init(of: item.flatMap({ builder.element(of: $0) })) : .standard
        }
        let firstMargin = UIKitValues.marginFallback(first, margins: margins(firstItem))
        plainConstant -= firstMargin.offset
        builder.graph.set(UIKitNibKey.firstAttributeV2, .integer(first), on: object)
        builder.graph.set(UIKitNibKey.firstAttribute, .integer(firstMargin.attribute), on: object)
        if let second {
            let secondMargin = UIKitValues.marginFallback(second, margins: margins(secondItem))
            plainConstant += multiplier * secondMargin.offset
            builder.graph.set(UIKitNibKey.secondAttributeV2, .integer(second), on: object)
            builder.graph.set(UIKitNibKey.secondAttribute, .integer(secondMargin.attribute), on: object)
        } else if builder.archivesAbsentSecondAttribute {
            builder.graph.set(UIKitNibKey.secondAttributeV2, .integer(0), on: object)
            builder.graph.set(UIKitNibKey.secondAttribute, .integer(0), on: object)
        }
        if let relation = source.relation, relation != 0 {
            builder.graph.set(UIKitNibKey.relation, .integer(relation), on: object)
        }
        if multiplier != 1 {
            builder.graph.set(UIKitNibKey.multiplier, .double(multiplier), on: object)
        }
        if written != 0 {
            builder.graph.set(UIKitNibKey.constantV2, .double(written), on: object)
        }
        if isStandardSpacing {
            builder.graph.set(UIKitNibKey.symbolicConstant, string: LayoutConstraintSource.standardSpacingSymbol, on: object)
        }
        if let priority = source.priority, priority != LayoutConstraintSource.requiredPriority {
            builder.graph.set(UIKitNibKey.priority, .integer(priority), on: object)
        }
        builder.graph.set(UIKitNibKey.constraintShouldBeArchived, .bool(true), on: object)
        if plainConstant != 0 {
            builder.graph.set(UIKitNibKey.constant, .double(plainConstant), on: object)
        }
        if let identifier = source.identifier {
            builder.graph.set(UIKitNibKey.constraintIdentifier, string: identifier, on: object)
        }
        // Unlike a connection's, a constraint's missing item is only warned about: documents that
        // were compiled before this check have them (IBLinter's DuplicateID.xib in the corpus).
        for (attribute, outcome) in [("firstItem", "it is compiled on its view"), ("secondItem", "it is compiled without one")] {
            if let id = element[attribute], builder.object(forID: id) == nil, !builder.documentHasObject(id) {
                builder.warn(
                    "constraint \(element.id ?? "") has \(attribute) \(id), which no object of the document has; \(outcome)", at: element)
            }
        }
        // Without `firstItem`, the constraint is on the view whose `<constraints>` hold it.
        if let item = firstItem {
            builder.graph.set(UIKitNibKey.firstItem, object: builder.constraintItem(item), on: object)
        }
        if let item = secondItem {
            builder.graph.set(UIKitNibKey.secondItem, object: builder.constraintItem(item), on: object)
        }
    }

    /// The safe-area guide and the four constraints that pin it inside its view.
    static func writeLayoutGuide(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let identifier = element["key"] == "safeArea" ? "UIViewSafeAreaLayoutGuide" : (element["identifier"] ?? "")
        writeLockedGuide(identifier: identifier, isArchived: true, to: object, builder: &builder)
        guard let owner = builder.parent(of: object), identifier == "UIViewSafeAreaLayoutGuide" else { return }
        var constraints: [ObjectID] = []
        for (edge, attribute, guideFirst) in [("top", Int64(3), true), ("left", 1, true), ("bottom", 4, false), ("right", 2, false)] {
            let constraint = builder.graph.add("NSLayoutConstraint")
            builder.graph.set(UIKitNibKey.firstAttributeV2, .integer(attribute), on: constraint)
            builder.graph.set(UIKitNibKey.firstAttribute, .integer(attribute), on: constraint)
            builder.graph.set(UIKitNibKey.secondAttributeV2, .integer(attribute), on: constraint)
            builder.graph.set(UIKitNibKey.secondAttribute, .integer(attribute), on: constraint)
            builder.graph.set(UIKitNibKey.constraintShouldBeArchived, .bool(false), on: constraint)
            builder.graph.set(UIKitNibKey.constraintIdentifier, string: "UIViewSafeAreaLayoutGuide-" + edge, on: constraint)
            builder.graph.set(UIKitNibKey.firstItem, object: guideFirst ? object : owner, on: constraint)
            builder.graph.set(UIKitNibKey.secondItem, object: guideFirst ? owner : object, on: constraint)
            constraints.append(constraint)
        }
        builder.graph.set(UIKitNibKey.layoutGuideSystemConstraints, object: builder.graph.collection("NSArray", constraints), on: object)
    }

    /// A view's keyboard layout guide (`<keyboardLayoutGuide key="keyboard">`, iOS 15) as UIView's
    /// `keyboardLayoutGuide` makes it for a view in no window and UIKeyboardLayoutGuide's encoder
    /// writes it (iOS 26.1, decompiled; the keys are iOS 18.2's too): locked to its view and named
    /// `UIViewKeyboardLayoutGuide`, which UIKit's decoder needs to take it for the view's keyboard
    /// guide; neither archived among the view's guides nor allowed negative dimensions; no system
    /// constraints, which UIKit adds when the view joins a window; not following an undocked
    /// keyboard, no dismiss padding, and the bottom safe area switch UIKit no longer sets. The
    /// pairs' safe-area guides are UIKit's getter's likewise, for views in no window (their
    /// system constraints have no insets). No pair holds a keyboard guide: an approximation.
    static func writeKeyboardLayoutGuide(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        builder.approximate(
            "keyboard layout guide \(element.id ?? ""), which no pair shows, is written as UIKit's keyboardLayoutGuide makes it "
                + "for a view in no window (iOS 26.1)",
            at: element)
        writeLockedGuide(identifier: "UIViewKeyboardLayoutGuide", isArchived: false, to: object, builder: &builder)
        builder.graph.set(UIKitNibKey.layoutGuideSystemConstraints, .null, on: object)
        builder.graph.set(UIKitNibKey.keyboardLayoutGuideFollowsUndocked, .bool(false), on: object)
        builder.graph.set(UIKitNibKey.keyboardLayoutGuideUsesBottomSafeArea, .bool(false), on: object)
        builder.graph.set(UIKitNibKey.keyboardLayoutGuideDismissPadding, .double(0), on: object)
    }

    /// A guide locked to the view that encloses it, as UIKit's getters make them: `isArchived`
    /// both archived among the view's guides and allowed negative dimensions (the safe-area
    /// guide), or neither (the keyboard guide). In the order of the pairs' safe-area guides.
    private static func writeLockedGuide(identifier: String, isArchived: Bool, to object: ObjectID, builder: inout UIKitNibBuilder) {
        builder.graph.set(UIKitNibKey.layoutGuideIdentifier, string: identifier, on: object)
        builder.graph.set(UIKitNibKey.layoutGuideOwningViewIsLocked, .bool(true), on: object)
        builder.graph.set(UIKitNibKey.layoutGuideShouldBeArchived, .bool(isArchived), on: object)
        builder.graph.set(UIKitNibKey.layoutGuideAllowsNegativeDimensions, .bool(isArchived), on: object)
        if let owner = builder.parent(of: object) {
            builder.graph.set(UIKitNibKey.layoutGuideOwningView, object: owner, on: object)
        }
    }

    /// The pre-iOS 11 top and bottom layout guides: hidden views UIKit pins under the bars.
    private static func writeControllerLayoutGuide(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if builder.writesDeepDrawRect {
            builder.graph.set(UIKitNibKey.deepDrawRect, .bool(true), on: object)
        }
        builder.graph.set(UIKitNibKey.opaque, .bool(true), on: object)
        builder.graph.set(UIKitNibKey.hidden, .bool(true), on: object)
        builder.graph.set(UIKitNibKey.autoresizesSubviews, .bool(true), on: object)
        builder.graph.set(UIKitNibKey.doesNotTranslateAutoresizingMaskIntoConstraints, .bool(true), on: object)
        if builder.writesSemanticContentAttribute {
            builder.graph.set(UIKitNibKey.semanticContentAttribute, .integer(0), on: object)
        }
        if builder.writesLargeContentProperties {
            builder.graph.set(UIKitNibKey.largeContentStoredProperties, .null, on: object)
        }
        let isBottom = element["type"] == "bottom"
        builder.graph.set(
            UIKitNibKey.layoutSupportIdentifier, string: isBottom ? "_UIViewControllerBottom" : "_UIViewControllerTop", on: object)
        // The guide's own width, optional so it never conflicts (aws-sdk pairs, Xcode 9.1).
        let support = layoutConstraint("_UILayoutSupportConstraint", object, 7, priority: 999, builder: &builder)
        builder.graph.set(UIKitNibKey.constraints, object: builder.graph.collection("NSMutableArray", [support]), on: object)
    }

    /// The constraints that place a controller's layout guide in `view`, which UIKit removes and
    /// replaces with the bars' lengths: installed on the view and listed by the guide (aws-sdk
    /// pairs, Xcode 9.1).
    private static func placeLayoutGuide(_ guide: ObjectID, in view: ObjectID, builder: inout UIKitNibBuilder) -> [ObjectID] {
        let isBottom = builder.element(of: guide)?["type"] == "bottom"
        let leading = layoutConstraint("NSLayoutConstraint", guide, 5, to: (view, 5), builder: &builder)
        let height = layoutConstraint("NSLayoutConstraint", guide, 8, builder: &builder)
        let placement =
            isBottom
            ? [leading, height, layoutConstraint("NSLayoutConstraint", view, 4, to: (guide, 4), builder: &builder)]
            : [leading, layoutConstraint("NSLayoutConstraint", guide, 3, to: (view, 3), builder: &builder), height]
        builder.graph.set(UIKitNibKey.layoutSupportConstraintsToRemove, object: builder.graph.array(placement), on: guide)
        return placement
    }

    /// A collection view cell whose content view is in Xcode 8's form: a `view` without id.
    static func keepsXcode8ContentView(_ cell: IBElement) -> Bool {
        cell.name == "collectionViewCell" && cell.children.contains { $0.name == "view" && $0["key"] == "contentView" && $0.id == nil }
    }

    /// The content view `cell` keeps in Xcode 11's form (a `collectionViewCellContentView` with an
    /// id), which Xcode 11 and later pin to the cell as iOS 12.3 expects, the content view
    /// then also the cell's one subview (GoogleBookAPI's and ParsingJSON's cells, study pairs of
    /// Xcode 11.0 at iOS 13.0). Below iOS 12.3, where Xcode 8's form gets a folder nib with an
    /// unpinned copy, no pair shows what Xcode writes: the compiler reports it.
    /// Nil for any other cell, and before Xcode 11.
    static func xcode11ContentView(ofCell cell: IBElement, builder: inout UIKitNibBuilder) -> ObjectID? {
        guard builder.options.xcode(atLeast: 1100), cell.name == "collectionViewCell",
            let content = cell.children.first(where: { $0.name == "collectionViewCellContentView" && $0["key"] == "contentView" }),
            let object = content.id.flatMap({ builder.object(forID: $0) })
        else { return nil }
        if builder.options.deploymentTarget(before: 12, 3) {
            builder.approximate(
                "a collection view cell's content view below iOS 12.3 is pinned to the cell as for iOS 12.3, where Xcode may write an unpinned copy too (no pair shows it)",
                at: cell)
        }
        return object
    }

    /// The content view of `cell` pinned to its edges by system constraints installed on the cell
    /// (leading, trailing, top, bottom), no longer translating its autoresizing mask; one of Xcode
    /// 11's form (`content`) also becomes the cell's subview.
    static func pinContentView(ofCell cell: ObjectID, content declared: ObjectID? = nil, builder: inout UIKitNibBuilder) {
        guard let content = declared ?? builder.contentView(ofCell: cell) else { return }
        if declared != nil {
            builder.graph.set(UIKitNibKey.subviews, object: builder.graph.collection("NSMutableArray", [content]), on: cell)
        }
        builder.graph.set(UIKitNibKey.doesNotTranslateAutoresizingMaskIntoConstraints, .bool(true), on: content)
        let pins = [5, 6, 3, 4].map { attribute in
            let pin = layoutConstraint("NSLayoutConstraint", cell, Int64(attribute), to: (content, Int64(attribute)), builder: &builder)
            builder.graph.set(UIKitNibKey.constraintIdentifier, string: "UIIBSystemGenerated", on: pin)
            return pin
        }
        builder.graph.set(UIKitNibKey.constraints, object: builder.graph.collection("NSMutableArray", pins), on: cell)
    }

    /// Xcode 7 pins a subview kept at a fixed frame without translating its autoresizing mask by
    /// four constraints of its own, after the holding view's, not listed among the nib's objects:
    /// its left and top in the holding view, its width and height (mixpanel's MPNotification image
    /// drag view, Xcode 7.3).
    private static func prototypingConstraints(
        of subviews: [IBElement], in holder: ObjectID, builder: inout UIKitNibBuilder
    ) -> [ObjectID] {
        var constraints: [ObjectID] = []
        for subview in subviews where subview["fixedFrame"] == "YES" && subview["translatesAutoresizingMaskIntoConstraints"] == "NO" {
            guard let view = subview.id.flatMap({ builder.object(forID: $0) }), let frame = subview.child("rect", key: "frame") else {
                continue
            }
            let prototyping = LayoutConstraintSource.prototypingAttributes
            let edges: [(attribute: Int64, value: String, pinned: Bool)] = [
                (prototyping.left, "x", true), (prototyping.top, "y", true), (prototyping.width, "width", false),
                (prototyping.height, "height", false),
            ]
            for edge in edges {
                let constraint = layoutConstraint(
                    UIKitNibClass.prototypingConstraint, view, edge.attribute, to: edge.pinned ? (holder, edge.attribute) : nil,
                    builder: &builder)
                if let constant = UIKitValues.number(frame[edge.value]), constant != 0 {
                    builder.graph.set(UIKitNibKey.constantV2, .double(constant), on: constraint)
                    builder.graph.set(UIKitNibKey.constant, .double(constant), on: constraint)
                }
                builder.graph.set(UIKitNibKey.constraintIdentifier, string: LayoutConstraintSource.prototypingIdentifier, on: constraint)
                constraints.append(constraint)
            }
        }
        return constraints
    }

    /// A constraint without constant between two items' attributes (`NSLayoutAttribute` values).
    private static func layoutConstraint(
        _ className: String, _ first: ObjectID, _ firstAttribute: Int64, to second: (item: ObjectID, attribute: Int64)? = nil,
        priority: Int64? = nil, builder: inout UIKitNibBuilder
    ) -> ObjectID {
        let constraint = builder.graph.add(className)
        builder.graph.set(UIKitNibKey.firstAttributeV2, .integer(firstAttribute), on: constraint)
        builder.graph.set(UIKitNibKey.firstAttribute, .integer(firstAttribute), on: constraint)
        if let second {
            builder.graph.set(UIKitNibKey.secondAttributeV2, .integer(second.attribute), on: constraint)
            builder.graph.set(UIKitNibKey.secondAttribute, .integer(second.attribute), on: constraint)
        } else if builder.archivesAbsentSecondAttribute {
            builder.graph.set(UIKitNibKey.secondAttributeV2, .integer(0), on: constraint)
            builder.graph.set(UIKitNibKey.secondAttribute, .integer(0), on: constraint)
        }
        builder.graph.set(UIKitNibKey.constraintShouldBeArchived, .bool(true), on: constraint)
        if let priority {
            builder.graph.set(UIKitNibKey.priority, .integer(priority), on: constraint)
        }
        builder.graph.set(UIKitNibKey.firstItem, object: first, on: constraint)
        if let second {
            builder.graph.set(UIKitNibKey.secondItem, object: second.item, on: constraint)
        }
        return constraint
    }

    // MARK: Items and recognizers

    private static func writeBarItem(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if element.name == "navigationItem" {
            if let title = element.text("title") {
                let text = builder.userString(title, property: "title", of: element)
                builder.graph.set(UIKitNibKey.title, object: text, on: object)
                // iOS 26's UINavigationItem keeps its title as an attributed string of no attributes
                // and archives it after the string it holds (its encoder, decompiled); iOS 18.2's
                // held a plain string.
                if UIKitXcodeRules.archivesNavigationItemAttributedTitle(builder.options), !title.isEmpty {
                    builder.graph.set(UIKitNibKey.attributedTitle, object: builder.attributedString(over: text), on: object)
                }
            }
            for (key, nibKey) in [
                ("leftBarButtonItem", UIKitNibKey.leftBarButtonItem), ("rightBarButtonItem", UIKitNibKey.rightBarButtonItem),
                ("backBarButtonItem", UIKitNibKey.backBarButtonItem), ("titleView", UIKitNibKey.titleView),
            ] {
                if let child = element.children.first(where: { $0["key"] == key }), let id = child.id,
                    let target = builder.object(forID: id)
                {
                    builder.graph.set(nibKey, object: target, on: object)
                }
            }
            // The side items again as arrays: the one item of `leftBarButtonItem`, else those of
            // `<leftBarButtonItems>` (QBImagePicker 6.4 and 7.3, WorkFlowTestingApp 13.4.1).
            for (single, several, nibKey) in [
                ("leftBarButtonItem", "leftBarButtonItems", UIKitNibKey.leftBarButtonItems),
                ("rightBarButtonItem", "rightBarButtonItems", UIKitNibKey.rightBarButtonItems),
            ] {
                let items = (element.children.first { $0["key"] == single }.map { [$0] } ?? element.children(in: several))
                    .compactMap { $0.id.flatMap({ builder.object(forID: $0) }) }
                if !items.isEmpty {
                    builder.graph.set(nibKey, object: builder.graph.array(items), on: object)
                }
            }
            // iOS 16's center item groups: Xcode 14 and later write them (metamap, study pairs); Xcode
            // 13.4.1 does not (WorkFlowTestingApp Main), nor does 9.1 (aws-sdk pairs).
            if builder.options.xcode(atLeast: 1400) {
                builder.graph.set(UIKitNibKey.centerItemGroups, object: builder.graph.array([]), on: object)
            }
            // iOS 11's large titles, with iOS 11's SDK: Xcode 9.1 writes the mode (aws-sdk pairs),
            // 6.4, 7.2 and 7.3 do not (QBImagePicker pairs, food-tracker study pairs).
            if builder.options.xcode(atLeast: 900) {
                let modes: [String: Int64] = ["automatic": 0, "always": 1, "never": 2]
                builder.graph.set(
                    UIKitNibKey.largeTitleDisplayMode, .integer(element["largeTitleDisplayMode"].flatMap { modes[$0] } ?? 0), on: object)
            }
            return
        }
        // A system tab bar item has its system title and image: Xcode writes its number, and no
        // title even where Interface Builder saved an empty one (Xcode 11.3's "search" and
        // "more" items, EntertainmentWorld study pairs).
        let tabBarSystemItem = element.name == "tabBarItem" ? element["systemItem"].flatMap { tabBarSystemItems.firstIndex(of: $0) } : nil
        if let title = element.text("title"), tabBarSystemItem == nil {
            builder.graph.set(UIKitNibKey.title, object: builder.userString(title, property: "title", of: element), on: object)
        }
        if let tabBarSystemItem {
            builder.graph.set(UIKitNibKey.systemItem, .integer(Int64(tabBarSystemItem)), on: object)
        }
        // A tab bar item's badge color, before its image (the CookAssistant study pairs' white
        // badge, Xcode 12.1).
        if element.name == "tabBarItem", let badge = element.child("color", key: "badgeColor") {
            builder.graph.set(UIKitNibKey.badgeColor, object: builder.color(badge), on: object)
        }
        if let image = builder.image(element, attribute: "image") {
            builder.graph.set(UIKitNibKey.image, object: image, on: object)
        }
        if element.name == "barButtonItem" {
            writeBarButtonItemTint(element, to: object, builder: &builder)
        }
        // A tab bar item's selected image, a placeholder of its own even where it names the item's
        // image (the MarvelCharacters study pair, Xcode 10.1).
        if element.name == "tabBarItem", let selected = builder.image(element, attribute: "selectedImage", isShared: false) {
            builder.graph.set(UIKitNibKey.selectedTemplateImage, object: selected, on: object)
        }
        if element.name == "tabBarItem", let offset = element.child("offsetWrapper", key: "titlePositionAdjustment") {
            writeTitlePositionAdjustment(offset, to: object, builder: &builder)
        }
        // Every Xcode of the pairs writes that a bar button or tab bar item is enabled
        // (QBImagePicker 6.4 and 7.3; WorkFlowTestingApp 13.4.1, tab bar items of a tab bar
        // controller's children and of a scene's own controller alike); a disabled one has no key
        // (OmiseSDK's toolbar items, a study pair of 11.7).
        if element.name == "barButtonItem" || element.name == "tabBarItem", element["enabled"] != "NO" {
            builder.graph.set(UIKitNibKey.enabled, .bool(true), on: object)
        }
        if element.name == "barButtonItem" {
            // Its system item and its style, Interface Builder's default being bordered. An item
            // made of a custom view has that view and no style (CookAssistant's favorite button,
            // study pairs of 12.1).
            if let system = element["systemItem"].flatMap({ systemItems.firstIndex(of: $0) }) {
                builder.graph.set(UIKitNibKey.isSystemItem, .bool(true), on: object)
                builder.graph.set(UIKitNibKey.systemItem, .integer(Int64(system)), on: object)
            }
            if let customView = element.children.first(where: { $0["key"] == "customView" })?.id.flatMap({ builder.object(forID: $0) }) {
                builder.graph.set(UIKitNibKey.barItemCustomView, object: customView, on: object)
            } else if let style = element["style"].flatMap({ Self.barButtonStyles[$0] }) ?? Self.barButtonStyles["bordered"], style != 0 {
                // A plain item has UIKit's own style and no key (the CookAssistant study pairs'
                // add item, Xcode 12.1).
                builder.graph.set(UIKitNibKey.style, .integer(style), on: object)
            }
            if let width = UIKitValues.number(element["width"]) {
                builder.graph.set(UIKitNibKey.width, .float(Float(width)), on: object)
            }
            // iOS 26's bars share one background among their items; a space hides it, as
            // UIBarButtonItem's system item setup sets and its encoder writes (decompiled).
            if UIKitXcodeRules.archivesBarItemSharedBackground(builder.options),
                ["flexibleSpace", "fixedSpace"].contains(element["systemItem"])
            {
                builder.graph.set(UIKitNibKey.hidesSharedBackground, .bool(true), on: object)
            }
        }
    }

    /// `UIBarButtonItemStyle` by Interface Builder's name; an item saved without one is bordered.
    private static let barButtonStyles: [String: Int64] = ["plain": 0, "bordered": 1, "done": 2]

    /// Interface Builder's table view cell styles other than the default, as `UITableViewCellStyle`
    /// numbers.
    private static let cellStyles: [String: Int64] = [
        "IBUITableViewCellStyleValue1": 1, "IBUITableViewCellStyleValue2": 2, "IBUITableViewCellStyleSubtitle": 3,
    ]

    /// A bar's translucence as UIKit keeps it once set: translucent 1, opaque 2.
    static let barTranslucences: [String: Int64] = ["YES": 1, "NO": 2]

    /// `UIBarStyle` by Interface Builder's `barStyle` name; the default, 0, is left out.
    static let barStyles: [String: Int64] = ["default": 0, "black": 1, "blackTranslucent": 2]

    private static let tabBarItemPositionings: [String: Int64] = ["automatic": 0, "fill": 1, "centered": 2]

    /// Interface Builder's tab bar `systemItem` names in `UITabBarSystemItem` order.
    private static let tabBarSystemItems = [
        "more", "favorites", "featured", "topRated", "recents", "contacts", "history", "bookmarks", "search", "downloads",
        "mostRecent", "mostViewed",
    ]

    /// Interface Builder's `systemItem` names in `UIBarButtonSystemItem` order.
    private static let systemItems = [
        "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action", "organize",
        "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo",
        "pageCurl", "close",
    ]

    /// A gesture recognizer takes every touch type its SDK knows: direct, indirect and pencil (7)
    /// up to Xcode 11.3, the pointer too (15) from iOS 13.4's SDK (food-tracker study pairs, 7.2;
    /// mapbox, 9.1; study pairs of 11.7 and 12.0; WorkFlowTestingApp, 13.4.1). Exclusive touch
    /// types are written by 9.1 and later, not by 7.2.
    private static func writeGestureRecognizer(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        write(gestureRecognizerFlags, of: element, to: object, builder: &builder)
        builder.graph.set(UIKitNibKey.allowedTouchTypes, .integer(builder.options.xcode(atLeast: 1140) ? 15 : 7), on: object)
        if builder.options.xcode(atLeast: 900) {
            builder.graph.set(UIKitNibKey.requiresExclusiveTouchType, .bool(true), on: object)
        }
        switch element.name {
        case "tapGestureRecognizer": writeTap(element, to: object, builder: &builder)
        case "swipeGestureRecognizer": writeSwipe(element, to: object, builder: &builder)
        case "panGestureRecognizer": writePan(element, to: object, builder: &builder)
        case "pongPressGestureRecognizer": writeLongPress(element, to: object, builder: &builder)
        default: break
        }
        if !recognizersArchivedWhole.contains(element.name) {
            builder.approximate(
                "\(element.name) \(element.id ?? ""): the keys its class archives always (a screen edge's edges) are not "
                    + "written: no pair shows their values",
                at: element)
        }
    }

    /// The recognizers whose every key the compiler writes (iOS 26.1's encoders): a tap's, a
    /// swipe's, a pan's and a long press's (`writeSwipe`, `writePan`, `writeLongPress`); a
    /// pinch and a rotation have no encoder of their own.
    private static let recognizersArchivedWhole: Set<String> = [
        "tapGestureRecognizer", "swipeGestureRecognizer", "panGestureRecognizer", "pongPressGestureRecognizer",
        "pinchGestureRecognizer", "rotationGestureRecognizer",
    ]
}
