import Foundation
import IBSource
import NibArchive
import UIKitNib

extension UIKitProperties {
    static func writeBarItem(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
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

    /// A bar's translucence as UIKit keeps it once set: translucent 1, opaque 2.
    static let barTranslucences: [String: Int64] = ["YES": 1, "NO": 2]

    /// `UIBarStyle` by Interface Builder's `barStyle` name; the default, 0, is left out.
    static let barStyles: [String: Int64] = ["default": 0, "black": 1, "blackTranslucent": 2]

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
    static func writeGestureRecognizer(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        write(gestureRecognizerFlags, of: element, to: object, builder: &builder)
        builder.graph.set(UIKitNibKey.allowedTouchTypes, .integer(UIKitXcodeRules.knowsPointerInput(builder.options) ? 15 : 7), on: object)
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
