import Foundation
import IBSource
import NibArchive
import UIKitNib

extension UIKitProperties {
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
        let thickness = UIKitXcodeRules.cellSeparatorThickness(builder.options)
        return plainView(
            UIKitNibClass.cellSeparatorView, bounds: [0, 0, width - inset, thickness],
            center: [(width + inset) / 2, height - thickness / 2], builder: &builder)
    }

    /// A view UIKit makes that the document does not declare (a cell's separator, a laid-out
    /// collection view's section footer): its frame and the keys the Xcode being matched writes
    /// on every view, at their defaults.
    static func plainView(_ className: String, bounds: [Double], center: [Double], builder: inout UIKitNibBuilder) -> ObjectID {
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
    static func writeTextViewContentSize(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
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
}
