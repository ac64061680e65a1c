import IBSource
import NibArchive
import UIKitNib

/// Properties no pair shows, written as UIKit's own `encodeWithCoder:` writes them: iOS's
/// ibtool archives the UIKit objects it makes from the document, so a key, its type and the
/// value UIKit leaves out are UIKit's. Read in iOS 26.1's UIKitCore (decompiled, public), with
/// `initWithCoder:` reading the same keys; the keys are older than any Xcode the compiler matches.
extension UIKitProperties {
    /// What these rules read of Interface Builder's XML, by element. A switch's title (the Mac
    /// idiom's checkbox label) has no key at all: UISwitch neither archives nor reads one.
    static let encoderRuleReads: [String: InterfaceBuilderReads] = explicitEncoderRuleReads.merging(
        Dictionary(
            encoderRuleFlags.flatMap { flag in flag.elements.map { ($0, InterfaceBuilderReads(attributes: [flag.attribute])) } },
            uniquingKeysWith: { $0.union($1) })
    ) { $0.union($1) }

    private static let explicitEncoderRuleReads: [String: InterfaceBuilderReads] = [
        "tabBarItem": InterfaceBuilderReads(attributes: ["tag"]),
        "switch": InterfaceBuilderReads(attributes: ["title"]),
        "stepper": InterfaceBuilderReads(attributes: ["continuous", "autorepeat", "wraps"]),
        "button": InterfaceBuilderReads(attributes: ["reversesTitleShadowWhenHighlighted", "pointerInteraction"]),
        "collectionViewFlowLayout": InterfaceBuilderReads(attributes: ["sectionInsetReference"]),
        "tableView": InterfaceBuilderReads(
            attributes: ["allowsSelectionDuringEditing", "allowsMultipleSelection", "allowsMultipleSelectionDuringEditing"],
            childKeys: ["separatorInset"]),
        "tableViewCell": InterfaceBuilderReads(attributes: [], childKeys: ["separatorInset"]),
        "textView": InterfaceBuilderReads(attributes: [], childKeys: ["dataDetectorTypes"]),
        "barButtonItem": InterfaceBuilderReads(attributes: [], childKeys: ["tintColor"]),
        "searchBar": InterfaceBuilderReads(attributes: ["text", "searchBarStyle"], childKeys: ["text", "textInputTraits"]),
    ]

    /// Switches UIKit archives only where they are not its default, as the value that is not:
    /// the elements, Interface Builder's attribute, its value that is not the default, the key.
    static let encoderRuleFlags: [(elements: [String], attribute: String, trigger: String, key: String)] = [
        (["label"], "enabled", "NO", UIKitNibKey.enabled),
        (["textField", "textView"], "adjustsFontForContentSizeCategory", "YES", UIKitNibKey.adjustsFontForContentSizeCategory),
        (["textField", "textView"], "allowsEditingTextAttributes", "YES", UIKitNibKey.allowsEditingTextAttributes),
        (
            ["button", "imageView"], "adjustsImageSizeForAccessibilityContentSizeCategory", "YES",
            UIKitNibKey.adjustsImageSizeForAccessibilityContentSizeCategory
        ),
        // UIControl's: a button showing its menu on touch down has a context menu interaction
        // that presents on touch down, not one attached to the view (`UIContextMenuIsEnabled`).
        (["button"], "showsMenuAsPrimaryAction", "YES", UIKitNibKey.contextMenuIsPrimary),
    ]

    /// Writes the `encoderRuleFlags` of `element` that it sets.
    static func writeEncoderRuleFlags(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        for flag in encoderRuleFlags where flag.elements.contains(element.name) && element[flag.attribute] == flag.trigger {
            builder.graph.set(flag.key, .bool(flag.trigger == "YES"), on: object)
        }
    }

    /// Every gesture recognizer's switches, UIGestureRecognizer's own (as `encoderRuleFlags`).
    static let gestureRecognizerFlags: [(attribute: String, trigger: String, key: String)] = [
        ("enabled", "NO", UIKitNibKey.gestureRecognizerDisabled),
        ("cancelsTouchesInView", "NO", UIKitNibKey.gestureRecognizerCancelsTouchesInView),
        ("delaysTouchesBegan", "YES", UIKitNibKey.gestureRecognizerDelaysTouchesBegan),
        ("delaysTouchesEnded", "NO", UIKitNibKey.gestureRecognizerDelaysTouchesEnded),
    ]

    static let gestureRecognizerReads = InterfaceBuilderReads(attributes: Set(gestureRecognizerFlags.map(\.attribute)))

    /// Writes the `gestureRecognizerFlags` of `element` that it sets: a disabled recognizer is
    /// archived as disabled, the others as the value that is not the default.
    static func writeGestureRecognizerFlags(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        for flag in gestureRecognizerFlags where element[flag.attribute] == flag.trigger {
            builder.graph.set(flag.key, .bool(flag.attribute == "enabled" || flag.trigger == "YES"), on: object)
        }
    }

    /// A tab bar item's tag where it is not 0 (UITabBarItem's encoder; a view's tag is UIView's).
    static func writeTabBarItemTag(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if element.name == "tabBarItem", let tag = element["tag"].flatMap({ Int64($0) }), tag != 0 {
            builder.graph.set(UIKitNibKey.tag, .integer(tag), on: object)
        }
    }

    /// A stepper's numbers as doubles where they are not UIStepper's own (value and minimum 0,
    /// maximum 100, step 1), and its switches where they are not its defaults (continuous and
    /// repeating, not wrapping). CookAssistant's steppers (study pairs, 12.1: `maximumValue="100"
    /// stepValue="0.5"`, the step alone archived, a double) agree.
    static func writeStepper(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        for (attribute, key, standard) in [
            ("value", UIKitNibKey.value, 0.0), ("minimumValue", UIKitNibKey.stepperMinimumValue, 0),
            ("maximumValue", UIKitNibKey.stepperMaximumValue, 100), ("stepValue", UIKitNibKey.stepValue, 1),
        ] {
            if let value = UIKitValues.number(element[attribute]), value != standard {
                builder.graph.set(key, .double(value), on: object)
            }
        }
        for (attribute, key, standard) in [
            ("continuous", UIKitNibKey.continuous, true), ("autorepeat", UIKitNibKey.autorepeat, true),
            ("wraps", UIKitNibKey.wraps, false),
        ] {
            if let saved = element[attribute], (saved == "YES") != standard {
                builder.graph.set(key, .bool(!standard), on: object)
            }
        }
    }

    /// A button's title shadow reversed when highlighted and its pointer interaction (only YES
    /// is archived, UIControl's key), and its title label's line break mode where it is not the
    /// middle truncation UIButton starts with.
    static func writeButtonBehavior(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if element["reversesTitleShadowWhenHighlighted"] == "YES" {
            builder.graph.set(UIKitNibKey.reversesTitleShadowWhenHighlighted, .bool(true), on: object)
        }
        if element["pointerInteraction"] == "YES" {
            builder.graph.set(UIKitNibKey.pointerInteractionEnabled, .bool(true), on: object)
        }
        if let mode = value(of: "lineBreakMode", in: element, from: UIKitValues.lineBreakModes, builder: &builder),
            mode != UIKitValues.lineBreakModes["middleTruncation"]
        {
            builder.graph.set(UIKitNibKey.lineBreakMode, .integer(mode), on: object)
        }
    }

    /// The value `table` holds for `element`'s `attribute`; an attribute of another value is
    /// reported as left out rather than dropped without a word.
    static func value(
        of attribute: String, in element: IBElement, from table: [String: Int64], builder: inout UIKitNibBuilder
    ) -> Int64? {
        guard let name = element[attribute] else { return nil }
        guard let value = table[name] else {
            builder.leaveOut("attribute \(attribute)=\"\(name)\" of a \(element.name)", line: element.line, objectID: element.id)
            return nil
        }
        return value
    }

    /// A flow layout's section insets measured from the safe area (1) or the layout margins (2),
    /// not the content inset UIKit starts from.
    static func writeSectionInsetReference(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let references: [String: Int64] = ["contentInset": 0, "safeArea": 1, "layoutMargins": 2]
        if let reference = value(of: "sectionInsetReference", in: element, from: references, builder: &builder), reference != 0 {
            builder.graph.set(UIKitNibKey.sectionInsetReference, .integer(reference), on: object)
        }
    }

    /// A table's selection switches: each archived only where it is not UITableView's default
    /// (`allowsSelection`, which the table writes itself, is on; these are off).
    static func writeTableSelection(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        for (attribute, key) in [
            ("allowsSelectionDuringEditing", UIKitNibKey.allowsSelectionDuringEditing),
            ("allowsMultipleSelection", UIKitNibKey.allowsMultipleSelection),
            ("allowsMultipleSelectionDuringEditing", UIKitNibKey.allowsMultipleSelectionDuringEditing),
        ] where element[attribute] == "YES" {
            builder.graph.set(key, .bool(true), on: object)
        }
    }

    /// A table's or cell's own separator inset, `UIEdgeInsets` (minY the top, minX the left);
    /// UIKit marks an inset never set with -1 on every side and archives any other.
    static func writeSeparatorInset(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if let inset = element.child("inset", key: "separatorInset") {
            builder.graph.set(UIKitNibKey.separatorInset, rectInsets(inset), on: object)
        }
    }

    /// A text view's data detectors as `UIDataDetectorTypes` bits, where it has any.
    static func writeDataDetectorTypes(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        guard let detectors = element.child("dataDetectorType", key: "dataDetectorTypes") else { return }
        let known = Set(dataDetectorBits.map(\.attribute)).union(["key"])
        for name in detectors.attributes.keys.sorted() where !known.contains(name) {
            builder.leaveOut("data detector \(name) of a \(element.name)", line: detectors.line, objectID: element.id)
        }
        let bits = dataDetectorBits.reduce(Int64(0)) { bits, detector in
            detectors[detector.attribute] == "YES" ? bits | detector.bit : bits
        }
        if bits != 0 {
            builder.graph.set(UIKitNibKey.dataDetectorTypes, .integer(bits), on: object)
        }
    }

    /// Interface Builder's name of each `UIDataDetectorTypes` bit.
    static let dataDetectorBits: [(attribute: String, bit: Int64)] = [
        ("phoneNumber", 1 << 0), ("link", 1 << 1), ("address", 1 << 2), ("calendarEvent", 1 << 3),
        ("shipmentTrackingNumber", 1 << 4), ("flightNumber", 1 << 5), ("lookupSuggestion", 1 << 6),
    ]

    /// A search bar's bar style and translucence where set, its text, empty where it has none
    /// (UISearchBar's text is never nil), its placeholder and bar tint, its text input traits (each number trait that is not 0, both switches
    /// always; a text field's leave their switches out when off) and its style where it is not
    /// the default, in UIKit's order. Metamap's two search bars (Xcode 13 or later) agree: an
    /// empty `UIText`, `UIEnablesReturnKeyAutomatically` and `UISecureTextEntry` false, no numbers.
    static func writeSearchBar(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if let style = value(of: "barStyle", in: element, from: barStyles, builder: &builder), style != 0 {
            builder.graph.set(UIKitNibKey.barStyle, .integer(style), on: object)
        }
        // UISearchBar keeps whether it was told to be translucent (1) or not (2), and 0 for
        // never told, which it leaves out; Interface Builder saves the attribute only when set.
        if let translucent = element["translucent"] {
            builder.graph.set(UIKitNibKey.searchBarTranslucence, .integer(translucent == "NO" ? 2 : 1), on: object)
        }
        let text = element.text("text") ?? ""
        builder.graph.set(UIKitNibKey.text, object: builder.userString(text, property: "text", of: element), on: object)
        if let placeholder = element.text("placeholder") {
            builder.graph.set(UIKitNibKey.placeholder, string: placeholder, on: object)
        }
        if let tint = element.child("color", key: "barTintColor") {
            builder.graph.set(UIKitNibKey.barTintColor, object: builder.color(tint), on: object)
        }
        let traits = element.child("textInputTraits", key: "textInputTraits")
        if let traits {
            writeNumberTraits(of: traits, to: object, builder: &builder) { _, value in value != 0 }
        }
        builder.graph.set(UIKitNibKey.enablesReturnKeyAutomatically, .bool(traits?["enablesReturnKeyAutomatically"] == "YES"), on: object)
        builder.graph.set(UIKitNibKey.secureTextEntry, .bool(traits?["secureTextEntry"] == "YES"), on: object)
        if let contentType = traits?["textContentType"] {
            builder.graph.set(UIKitNibKey.textContentType, string: contentType, on: object)
        }
        if let traits {
            reportUnknownTextInputTraits(traits, of: element, builder: &builder)
        }
        let styles: [String: Int64] = ["default": 0, "prominent": 1, "minimal": 2]
        if let style = value(of: "searchBarStyle", in: element, from: styles, builder: &builder), style != 0 {
            builder.graph.set(UIKitNibKey.searchBarStyle, .integer(style), on: object)
        }
    }

    /// A controller's flags UIKit archives only when set: a navigation controller showing its
    /// toolbar or hiding its bar, a controller providing its presentation context's transition or
    /// hiding the bottom bar when it is pushed.
    static func writeControllerFlags(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if element.name == "navigationController", element["toolbarHidden"] == "NO" {
            builder.graph.set(UIKitNibKey.navigationToolbarShown, .bool(true), on: object)
        }
        if element.name == "navigationController", element["navigationBarHidden"] == "YES" {
            builder.graph.set(UIKitNibKey.navigationBarHidden, .bool(true), on: object)
        }
        if element["providesPresentationContextTransitionStyle"] == "YES" {
            builder.graph.set(UIKitNibKey.providesPresentationContextTransitionStyle, .bool(true), on: object)
        }
        if element["hidesBottomBarWhenPushed"] == "YES" {
            builder.graph.set(UIKitNibKey.hidesBottomBarWhenPushed, .bool(true), on: object)
        }
    }

    /// A scroll view's indicator style where it is not the default (black 1, white 2) and its
    /// zoom scales where they are not 1, as floats. UIScrollView's encoder writes the switches of
    /// `scrollViewFlags` the same way: each only where it is not UIKit's default.
    static func writeScrollIndicatorStyleAndZoom(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let styles: [String: Int64] = ["default": 0, "black": 1, "white": 2]
        if let style = value(of: "indicatorStyle", in: element, from: styles, builder: &builder), style != 0 {
            builder.graph.set(UIKitNibKey.indicatorStyle, .integer(style), on: object)
        }
        for (attribute, key) in [
            ("minimumZoomScale", UIKitNibKey.minimumZoomScale), ("maximumZoomScale", UIKitNibKey.maximumZoomScale),
        ] {
            if let scale = UIKitValues.number(element[attribute]), scale != 1 {
                builder.graph.set(key, .float(Float(scale)), on: object)
            }
        }
    }

    /// A stack view's system spacing (Interface Builder's `spacingType="standard"`), which
    /// UIStackView keeps as its spacing: `UIStackViewSpacingUseSystem`, the smallest normal float,
    /// archived as the double it widens to (UIKit's own description of an arrangement names this
    /// value "spacing=system"). Nil where the stack view has a spacing of points.
    static func systemStackSpacing(_ element: IBElement, builder: inout UIKitNibBuilder) -> Double? {
        let types: [String: Double] = ["standard": Double(Float.leastNormalMagnitude)]
        guard let name = element["spacingType"] else { return nil }
        guard let spacing = types[name] else {
            builder.leaveOut("attribute spacingType=\"\(name)\" of a \(element.name)", line: element.line, objectID: element.id)
            return nil
        }
        return spacing
    }

    /// A bar button item's own tint.
    static func writeBarButtonItemTint(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if let tint = element.child("color", key: "tintColor") {
            builder.graph.set(UIKitNibKey.tintColor, object: builder.color(tint), on: object)
        }
    }
}
