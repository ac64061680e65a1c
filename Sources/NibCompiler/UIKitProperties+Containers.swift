import Foundation
import IBSource
import NibArchive
import UIKitNib

extension UIKitProperties {
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
    static func roundedTextFieldBackground(_ element: IBElement, builder: UIKitNibBuilder) -> IBElement? {
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
    static func xcode7CellBackground(_ element: IBElement, builder: UIKitNibBuilder) -> IBElement? {
        guard element.name == "tableViewCell", givesCellsWhiteBackgrounds(builder.options) else { return nil }
        return IBElement(
            name: "color", attributes: ["key": "backgroundColor", "white": "1", "alpha": "1", "colorSpace": "calibratedWhite"])
    }

    /// A navigation controller's toolbar saved without a frame is as wide as Xcode archives its
    /// navigation bar and 44 points high, or as high as Interface Builder lays the bar out, at
    /// the bottom with a flexible width (mask 10), as Xcode 6.4 and 7.3 archive QBImagePicker's
    /// (320 × 44) and 11.2 a copy of it (0 × 50).
    static func navigationToolbarSize(_ element: IBElement, of object: ObjectID, builder: UIKitNibBuilder) -> (
        width: Double, height: Double
    )? {
        guard navigationControllerElement(ofToolbar: element, object, builder: builder) != nil else { return nil }
        let height = UIKitXcodeRules.navigationBarLayoutHeight(builder.options, documentHasDevice: builder.document.device != nil)
        return (UIKitXcodeRules.navigationBarWidth(builder.options), height ?? 44)
    }

    /// The navigation controller whose toolbar `element` is.
    static func navigationControllerElement(ofToolbar element: IBElement, _ object: ObjectID, builder: UIKitNibBuilder)
        -> IBElement?
    {
        guard element.name == "toolbar", element["key"] == "toolbar",
            let controller = builder.parent(of: object).flatMap({ builder.element(of: $0) }), controller.name == "navigationController"
        else { return nil }
        return controller
    }

    /// Flexible width and top margin: a navigation toolbar's place at the bottom.
    static let navigationToolbarMask: Int64 = 10

    /// From Xcode 10 a table's footer view is archived where the table lays it out, under its
    /// header view: the prototypes are no rows (OmiseSDK's four tables, a study pair of 11.7,
    /// whose footers saved 120 to 824 points down are archived at the top, under headers of no
    /// height).
    static func tableFooterOrigin(_ element: IBElement, of object: ObjectID, builder: UIKitNibBuilder) -> Double? {
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

    static func writeScrollView(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
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
        let writesContentSize = UIKitXcodeRules.archivesLaidOutTables(builder.options) || (element.name == "tableView" && hasHeaderOrFooter)
        if element.name == "tableView" || element.name == "collectionView", writesContentSize {
            let width = UIKitValues.number(element.child("rect", key: "frame")?["width"]) ?? 0
            let heights =
                UIKitXcodeRules.archivesLaidOutTables(builder.options) ? (header: 0, footer: 0) : tableHeaderAndFooterHeights(of: element)
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
    static func tableBackground(_ color: IBElement, of element: IBElement, builder: UIKitNibBuilder) -> IBElement? {
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

    /// Before iOS 13's SDK an activity indicator's color is its tint: its style's, white or (gray)
    /// black at 45%, unless the document gives one (mapbox's white indicator, Xcode 9.1, whose tint
    /// is the nib's shared white; MarvelCharacters' gray one, a study pair of 10.1). No pair shows
    /// an indicator's own color before Xcode 11.
    static func writeLegacyIndicatorColor(
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

    /// Opaque white in the device's RGB space, which Xcode archives unconverted.
    private static let rgbWhite = IBElement(
        name: "color", attributes: ["red": "1", "green": "1", "blue": "1", "alpha": "1", "colorSpace": "deviceRGB"])

    static func writeCollectionView(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
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

    static func writeCell(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
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
    static func getsSystemBackgroundView(_ element: IBElement, _ options: CompileOptions) -> Bool {
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
    static func writeTableSection(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
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
    static func writeFlowLayout(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
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

    static func writeStackView(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
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

    /// Interface Builder's table view cell styles other than the default, as `UITableViewCellStyle`
    /// numbers.
    private static let cellStyles: [String: Int64] = [
        "IBUITableViewCellStyleValue1": 1, "IBUITableViewCellStyleValue2": 2, "IBUITableViewCellStyleSubtitle": 3,
    ]
}
