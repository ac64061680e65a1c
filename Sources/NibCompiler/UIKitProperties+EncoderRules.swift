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
        encoderRuleFlags.mapValues { InterfaceBuilderReads(attributes: Set($0.map(\.attribute))) }
    ) { $0.union($1) }

    private static let explicitEncoderRuleReads: [String: InterfaceBuilderReads] = [
        "tabBarItem": InterfaceBuilderReads(attributes: ["tag"]),
        "pageControl": InterfaceBuilderReads(
            attributes: ["hidesForSinglePage"], childKeys: ["currentPageIndicatorTintColor", "pageIndicatorTintColor"]),
        "switch": InterfaceBuilderReads(attributes: ["title"]),
        "segmentedControl": InterfaceBuilderReads(
            attributes: ["momentary", "apportionsSegmentWidthsByContent"], childKeys: ["selectedSegmentTintColor"]),
        "stepper": InterfaceBuilderReads(attributes: ["continuous", "autorepeat", "wraps"]),
        "button": InterfaceBuilderReads(attributes: ["reversesTitleShadowWhenHighlighted", "pointerInteraction", "role"]),
        "collectionViewFlowLayout": InterfaceBuilderReads(attributes: ["sectionInsetReference"]),
        "tableView": InterfaceBuilderReads(
            attributes: ["allowsSelectionDuringEditing", "allowsMultipleSelection", "allowsMultipleSelectionDuringEditing"],
            childKeys: ["separatorInset"]),
        "tableViewCell": InterfaceBuilderReads(attributes: ["showsReorderControl", "editingAccessoryType"], childKeys: ["separatorInset"]),
        "textView": InterfaceBuilderReads(attributes: [], childKeys: ["dataDetectorTypes"]),
        "barButtonItem": InterfaceBuilderReads(attributes: [], childKeys: ["tintColor"]),
        "searchBar": InterfaceBuilderReads(
            attributes: [
                "text", "searchBarStyle", "showsCancelButton", "showsBookmarkButton", "showsScopeBar", "showsSearchResultsButton",
                "searchResultsButtonSelected", "prompt",
            ],
            childKeys: ["text", "textInputTraits", "prompt"], elements: ["scopeButtonTitles"]),
    ]

    /// A switch UIKit archives only where it is not its default: Interface Builder's attribute,
    /// its value that is not the default, the key and the value archived then.
    struct EncoderFlag: Sendable {
        let attribute: String
        let trigger: String
        let key: String
        let archived: Bool
    }

    /// The `EncoderFlag`s of labels, text fields and views, image views and buttons, by element.
    static let encoderRuleFlags: [String: [EncoderFlag]] = {
        let adjustsFont = EncoderFlag(
            attribute: "adjustsFontForContentSizeCategory", trigger: "YES", key: UIKitNibKey.adjustsFontForContentSizeCategory,
            archived: true)
        let editsAttributes = EncoderFlag(
            attribute: "allowsEditingTextAttributes", trigger: "YES", key: UIKitNibKey.allowsEditingTextAttributes, archived: true)
        let adjustsImageSize = EncoderFlag(
            attribute: "adjustsImageSizeForAccessibilityContentSizeCategory", trigger: "YES",
            key: UIKitNibKey.adjustsImageSizeForAccessibilityContentSizeCategory, archived: true)
        return [
            "label": [EncoderFlag(attribute: "enabled", trigger: "NO", key: UIKitNibKey.enabled, archived: false)],
            // UITextField's encoder writes each at its place (`writeTextField`).
            "textField": [
                adjustsFont,
                EncoderFlag(attribute: "clearsOnBeginEditing", trigger: "YES", key: UIKitNibKey.clearsOnBeginEditing, archived: true),
                editsAttributes,
            ],
            "textView": [adjustsFont, editsAttributes],
            "imageView": [adjustsImageSize],
            // UIControl's: a button showing its menu on touch down has a context menu
            // interaction presenting on touch down, not one attached to it (`UIContextMenuIsEnabled`).
            "button": [
                adjustsImageSize,
                EncoderFlag(attribute: "showsMenuAsPrimaryAction", trigger: "YES", key: UIKitNibKey.contextMenuIsPrimary, archived: true),
                EncoderFlag(
                    attribute: "showsTouchWhenHighlighted", trigger: "YES", key: UIKitNibKey.showsTouchWhenHighlighted, archived: true),
                EncoderFlag(attribute: "springLoaded", trigger: "YES", key: UIKitNibKey.springLoaded, archived: true),
                EncoderFlag(
                    attribute: "changesSelectionAsPrimaryAction", trigger: "YES", key: UIKitNibKey.buttonChangesSelectionAsPrimaryAction,
                    archived: true),
            ],
        ]
    }()

    /// Writes `flags` that `element` sets; with `keys`, only those (a class's encoder writes its
    /// keys among the others, so each writer places them).
    static func write(
        _ flags: [EncoderFlag], of element: IBElement, keys: Set<String>? = nil, to object: ObjectID, builder: inout UIKitNibBuilder
    ) {
        for flag in flags where element[flag.attribute] == flag.trigger && keys.map({ $0.contains(flag.key) }) != false {
            builder.graph.set(flag.key, .bool(flag.archived), on: object)
        }
    }

    /// Writes `element`'s own `encoderRuleFlags`, or those of them under `keys`.
    static func writeEncoderRuleFlags(
        _ element: IBElement, keys: Set<String>? = nil, to object: ObjectID, builder: inout UIKitNibBuilder
    ) {
        write(encoderRuleFlags[element.name] ?? [], of: element, keys: keys, to: object, builder: &builder)
    }

    /// Every gesture recognizer's switches, UIGestureRecognizer's own, which it writes first.
    static let gestureRecognizerFlags: [EncoderFlag] = [
        EncoderFlag(attribute: "enabled", trigger: "NO", key: UIKitNibKey.gestureRecognizerDisabled, archived: true),
        EncoderFlag(
            attribute: "cancelsTouchesInView", trigger: "NO", key: UIKitNibKey.gestureRecognizerCancelsTouchesInView, archived: false),
        EncoderFlag(attribute: "delaysTouchesBegan", trigger: "YES", key: UIKitNibKey.gestureRecognizerDelaysTouchesBegan, archived: true),
        EncoderFlag(
            attribute: "delaysTouchesEnded", trigger: "NO", key: UIKitNibKey.gestureRecognizerDelaysTouchesEnded, archived: false),
    ]

    static let gestureRecognizerReads = InterfaceBuilderReads(attributes: Set(gestureRecognizerFlags.map(\.attribute)))

    /// What a recognizer's own class's rules read, by element (`writeSwipe`).
    static let recognizerClassReads: [String: InterfaceBuilderReads] = [
        "tapGestureRecognizer": InterfaceBuilderReads(attributes: ["numberOfTapsRequired", "numberOfTouchesRequired"]),
        "swipeGestureRecognizer": InterfaceBuilderReads(attributes: ["direction", "numberOfTouchesRequired"]),
        "panGestureRecognizer": InterfaceBuilderReads(attributes: ["minimumNumberOfTouches", "maximumNumberOfTouches"]),
        "pongPressGestureRecognizer": InterfaceBuilderReads(
            attributes: ["numberOfTouchesRequired", "minimumPressDuration", "allowableMovement"]),
    ]

    /// A pan's numbers of touches where they are not UIKit's (one, and UInt32's largest as the
    /// most), and from Xcode 11.4 (iOS 13.4's SDK) its allowed scroll types, none, which
    /// UIPanGestureRecognizer archives always (iOS 26.1's encoder and common init).
    static func writePan(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        for (attribute, key, standard) in [
            ("minimumNumberOfTouches", UIKitNibKey.panMinimumNumberOfTouches, 1.0),
            ("maximumNumberOfTouches", UIKitNibKey.panMaximumNumberOfTouches, Double(UInt32.max)),
        ] {
            if let touches = reportedNumber(of: attribute, in: element, integral: true, builder: &builder), touches != standard {
                builder.graph.set(key, .integer(Int64(touches)), on: object)
            }
        }
        if UIKitXcodeRules.knowsPointerInput(builder.options) {
            builder.graph.set(UIKitNibKey.panAllowedScrollTypesMask, .integer(0), on: object)
        }
    }

    /// A `UITapRecognizer`, the `_imp` a tap and a long press archive always, with its numbers
    /// of taps and touches where they are not its own default, one (iOS 26.1's encoder).
    private static func tapRecognizer(taps: Int64, touches: Int64, builder: inout UIKitNibBuilder) -> ObjectID {
        let tap = builder.graph.add("UITapRecognizer")
        for (number, key) in [
            (taps, UIKitNibKey.tapRecognizerNumberOfTapsRequired), (touches, UIKitNibKey.tapRecognizerNumberOfTouchesRequired),
        ] where number != 1 {
            builder.graph.set(key, .integer(number), on: tap)
        }
        return tap
    }

    /// A tap's recognizer with the document's numbers of taps and touches; the pairs' taps, all
    /// of one tap and one touch, archive it empty.
    static func writeTap(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let numbers = ["numberOfTapsRequired", "numberOfTouchesRequired"].map { attribute in
            reportedNumber(of: attribute, in: element, integral: true, builder: &builder).map { Int64($0) } ?? 1
        }
        let tap = tapRecognizer(taps: numbers[0], touches: numbers[1], builder: &builder)
        builder.graph.set(UIKitNibKey.tapRecognizerImplementation, object: tap, on: object)
    }

    /// A long press's tap recognizer, which UILongPressGestureRecognizer makes with no taps
    /// required (so its 0 is archived), then its touches, duration and movement where they are
    /// not UIKit's (one, half a second and ten points), the last two as floats (iOS 26.1's
    /// encoders and inits).
    static func writeLongPress(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let tap = tapRecognizer(taps: 0, touches: 1, builder: &builder)
        builder.graph.set(UIKitNibKey.longPressImplementation, object: tap, on: object)
        if let touches = reportedNumber(of: "numberOfTouchesRequired", in: element, integral: true, builder: &builder), touches != 1 {
            builder.graph.set(UIKitNibKey.longPressNumberOfTouchesRequired, .integer(Int64(touches)), on: object)
        }
        for (attribute, key, standard) in [
            ("minimumPressDuration", UIKitNibKey.longPressMinimumPressDuration, 0.5),
            ("allowableMovement", UIKitNibKey.longPressAllowableMovement, 10),
        ] {
            if let value = reportedNumber(of: attribute, in: element, builder: &builder), value != standard {
                builder.graph.set(key, .float(Float(value)), on: object)
            }
        }
    }

    /// A swipe's direction (`UISwipeGestureRecognizerDirection`, right 1, left 2, up 4, down 8)
    /// and its number of touches, each where it is not UIKit's default (right, one).
    static func writeSwipe(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let directions: [String: Int64] = ["right": 1, "left": 2, "up": 4, "down": 8]
        if let direction = value(of: "direction", in: element, from: directions, builder: &builder), direction != 1 {
            builder.graph.set(UIKitNibKey.swipeDirection, .integer(direction), on: object)
        }
        if let touches = reportedNumber(of: "numberOfTouchesRequired", in: element, integral: true, builder: &builder), touches != 1 {
            builder.graph.set(UIKitNibKey.swipeNumberOfTouchesRequired, .integer(Int64(touches)), on: object)
        }
    }

    /// A tab bar item's tag where it is not 0 (UITabBarItem's encoder; a view's tag is UIView's).
    static func writeTabBarItemTag(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if element.name == "tabBarItem", let tag = reportedNumber(of: "tag", in: element, integral: true, builder: &builder), tag != 0 {
            builder.graph.set(UIKitNibKey.tag, .integer(Int64(tag)), on: object)
        }
    }

    /// A tab bar item's title offset where it is not zero, as UITabBarItem's encoder (iOS 26.1)
    /// writes a UIOffset: the string `NSStringFromUIOffset` gives (`{0, -4}`), which UIKit reads
    /// back with `UIOffsetFromString`. No pair shows one.
    static func writeTitlePositionAdjustment(_ offset: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        var components: [Double] = []
        for attribute in ["horizontal", "vertical"] {
            guard offset[attribute] != nil else {
                components.append(0)
                continue
            }
            guard let number = reportedNumber(of: attribute, in: offset, builder: &builder) else { return }
            components.append(number)
        }
        guard components.contains(where: { $0 != 0 }) else { return }
        builder.graph.set(
            UIKitNibKey.titlePositionAdjustment, string: GeometryString.point(x: components[0], y: components[1]), on: object)
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
        writeEncoderRuleFlags(element, keys: [UIKitNibKey.contextMenuIsPrimary], to: object, builder: &builder)
        if let mode = value(of: "lineBreakMode", in: element, from: UIKitValues.lineBreakModes, builder: &builder),
            mode != UIKitValues.lineBreakModes["middleTruncation"]
        {
            builder.graph.set(UIKitNibKey.lineBreakMode, .integer(mode), on: object)
        }
    }

    /// A page control as UIPageControl's encoder writes it: its pages (Interface Builder's
    /// default 3), the current page, hiding for a single page where it does, then the current and
    /// the other pages' colors. A control that hides for a single page and has one is hidden
    /// too, by UIKit's setter: that is reported, not written.
    static func writePageControl(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let pages = element["numberOfPages"].flatMap { Int64($0) } ?? 3
        builder.graph.set(UIKitNibKey.numberOfPages, .integer(pages), on: object)
        builder.graph.set(UIKitNibKey.currentPage, .integer(element["currentPage"].flatMap { Int64($0) } ?? 0), on: object)
        if element["hidesForSinglePage"] == "YES" {
            if pages <= 1 {
                builder.approximate(
                    "page control \(element.id ?? ""): UIKit hides a page control of one page that hides for a single page; "
                        + "no pair shows the view archived hidden",
                    at: element)
            }
            builder.graph.set(UIKitNibKey.hidesForSinglePage, .bool(true), on: object)
        }
        for (colorKey, archived) in [
            ("currentPageIndicatorTintColor", UIKitNibKey.currentPageIndicatorTintColor),
            ("pageIndicatorTintColor", UIKitNibKey.pageIndicatorTintColor),
        ] {
            if let color = element.child("color", key: colorKey) {
                builder.graph.set(archived, object: builder.color(color), on: object)
            }
        }
    }

    /// A blur style (`UIBlurEffect.Style`) as UIBlurEffect's implementations archive it (iOS 18.2's
    /// and 26.1's encoders, decompiled).
    enum BlurStyle: Equatable {
        /// A traditional style, archived under `UIBlurEffectStyle` alone: extra light (mapbox's
        /// feedback view, 0, Xcode 9.1), light and dark.
        case traditional(Int64)
        /// A style that adapts to the interface style, archived as itself
        /// (`UIBlurEffectAutomaticStyle`) and as the traditional style it shows in light mode,
        /// the mode the encoder asks for (UIBlurEffect.h: regular shows light, prominent extra light).
        case automatic(Int64, inLightMode: Int64)
        /// A system material (iOS 13), archived as itself (`UIBlurEffectMaterialStyle`) and as
        /// fallback styles for older systems that a function the decompiled code leaves out picks.
        case material(Int64)
    }

    /// Interface Builder's blur style names.
    static let blurStyles: [String: BlurStyle] = [
        "extraLight": .traditional(0), "light": .traditional(1), "dark": .traditional(2),
        "regular": .automatic(4, inLightMode: 1), "prominent": .automatic(5, inLightMode: 0),
        "systemUltraThinMaterial": .material(6), "systemThinMaterial": .material(7), "systemMaterial": .material(8),
        "systemThickMaterial": .material(9), "systemChromeMaterial": .material(10), "systemUltraThinMaterialLight": .material(11),
        "systemThinMaterialLight": .material(12), "systemMaterialLight": .material(13), "systemThickMaterialLight": .material(14),
        "systemChromeMaterialLight": .material(15), "systemUltraThinMaterialDark": .material(16),
        "systemThinMaterialDark": .material(17), "systemMaterialDark": .material(18), "systemThickMaterialDark": .material(19),
        "systemChromeMaterialDark": .material(20),
    ]

    /// A visual effect view as Xcode 9.1 archives mapbox's (the `Navigation` pair) and UIVisualEffectView's
    /// encoder (iOS 26.1) writes one: after the view's keys its effect, its group name (none) and
    /// its content view, which is not among its subviews. A view has one effect, a blur or a
    /// vibrancy over a blur; any other is reported.
    static func writeVisualEffectView(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        let contentView = element.child("view", key: "contentView")?.id.flatMap { builder.object(forID: $0) }
        builder.graph.removeValues(UIKitNibKey.contentView, of: object)
        // The effect is saved as an element without a key (`<blurEffect style="…"/>`).
        let effects = element.children.filter { $0["key"] == nil && $0.name.hasSuffix("Effect") }
        for (index, effect) in effects.enumerated() {
            if index == 0, let archived = archivedEffect(effect, of: element, builder: &builder) {
                builder.graph.set(UIKitNibKey.visualEffectViewEffect, object: archived, on: object)
            } else if index > 0 || !["blurEffect", "vibrancyEffect"].contains(effect.name) {
                builder.leaveOut("\(effect.name) of a visual effect view", line: effect.line, objectID: element.id)
            }
        }
        builder.graph.set(UIKitNibKey.visualEffectViewGroupName, .null, on: object)
        if let contentView {
            builder.graph.set(UIKitNibKey.visualEffectViewContentView, object: contentView, on: object)
        }
    }

    /// A blur (`UIBlurEffect`) or a vibrancy over a traditional or adapting blur
    /// (`UIVibrancyEffect`, whose legacy implementation archives the blur's style under names
    /// of its own); nil, reported, for any other.
    private static func archivedEffect(_ effect: IBElement, of view: IBElement, builder: inout UIKitNibBuilder) -> ObjectID? {
        let isVibrancy = effect.name == "vibrancyEffect"
        guard effect.name == "blurEffect" || isVibrancy else { return nil }
        let blur = isVibrancy ? effect.children.first { $0.name == "blurEffect" } : effect
        let name = blur?["style"] ?? ""
        guard let blur, let style = blurStyles[name] else {
            builder.leaveOut("blur style \(name) of a visual effect view", line: (blur ?? effect).line, objectID: view.id)
            return nil
        }
        if isVibrancy, case .material = style {
            builder.leaveOut(
                "a vibrancy over the system material \(name) of a visual effect view", line: effect.line, objectID: view.id)
            return nil
        }
        let what = "visual effect view \(view.id ?? ""): \(isVibrancy ? "a vibrancy over " : "")blur style \(name)"
        let styleKey = isVibrancy ? UIKitNibKey.vibrancyEffectBlurStyle : UIKitNibKey.blurEffectStyle
        let archived = builder.graph.add(isVibrancy ? UIKitNibClass.vibrancyEffect : UIKitNibClass.blurEffect)
        // Only a traditional blur has a pair (mapbox's); the rest rests on the decompiled encoders.
        func approximateUnlessDecompiled(_ builder: inout UIKitNibBuilder) {
            guard !UIKitXcodeRules.archivesDecompiledEffectsStrictly(builder.options) else { return }
            builder.approximate(
                "\(what), which no pair shows, is written as iOS 18.2's and 26.1's UIKit write it; what this Xcode's wrote is not known",
                at: blur)
        }
        switch style {
        case .traditional(let number):
            if isVibrancy {
                approximateUnlessDecompiled(&builder)
            }
            builder.graph.set(styleKey, .integer(number), on: archived)
        case .automatic(let number, let inLightMode):
            approximateUnlessDecompiled(&builder)
            let automaticKey = isVibrancy ? UIKitNibKey.vibrancyEffectBlurAutomaticStyle : UIKitNibKey.blurEffectAutomaticStyle
            builder.graph.set(automaticKey, .integer(number), on: archived)
            builder.graph.set(styleKey, .integer(inLightMode), on: archived)
        case .material(let number):
            builder.approximate(
                "\(what) is written as UIBlurEffectMaterialStyle alone, without the fallback styles UIKit adds for systems "
                    + "before materials (which it picks is not known)",
                at: blur)
            builder.graph.set(UIKitNibKey.blurEffectMaterialStyle, .integer(number), on: archived)
        }
        return archived
    }

    /// `UIButton.Role` by Interface Builder's names.
    static let buttonRoles: [String: Int64] = ["normal": 0, "primary": 1, "cancel": 2, "destructive": 3]

    /// A button's role where it is not normal, which UIButton's encoder writes after the title
    /// font. The encoder's key is elided in the decompiled code; its decoder reads `UIButtonRole`
    /// into the same bits the encoder tests.
    static func writeButtonRole(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if let role = value(of: "role", in: element, from: buttonRoles, builder: &builder), role != buttonRoles["normal"] {
            builder.graph.set(UIKitNibKey.buttonRole, .integer(role), on: object)
        }
    }

    /// What UIButton's encoder writes last before the configuration: spring loading, and the
    /// selection changed as the primary action (the decoder's key; a pop-up button's menu, whose
    /// selected title UIKit would show, is reported as a child no writer reads).
    static func writeButtonSelectionBehavior(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        writeEncoderRuleFlags(
            element, keys: [UIKitNibKey.springLoaded, UIKitNibKey.buttonChangesSelectionAsPrimaryAction], to: object, builder: &builder)
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

    /// The number `element`'s `attribute` holds (a whole one where `integral`); one that is not
    /// is reported as left out rather than dropped without a word.
    static func reportedNumber(
        of attribute: String, in element: IBElement, integral: Bool = false, builder: inout UIKitNibBuilder
    ) -> Double? {
        guard let text = element[attribute] else { return nil }
        guard let number = UIKitValues.number(text), number.isFinite, !integral || Int64(exactly: number) != nil else {
            builder.leaveOut("attribute \(attribute)=\"\(text)\" of a \(element.name)", line: element.line, objectID: element.id)
            return nil
        }
        return number
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

    /// A UIWebView (deprecated, still in iOS 26.1's UIKit) as its encoder writes one: scaling
    /// pages to fit where it does, its data detectors where it has any. No pair shows one.
    static let writeLegacyWebView: Writer = { element, object, builder in
        if element["scalesPageToFit"] == "YES" {
            builder.graph.set(UIKitNibKey.scalesPageToFit, .bool(true), on: object)
        }
        writeDataDetectorTypes(element, to: object, builder: &builder)
    }

    /// Interface Builder's name of each `UIDataDetectorTypes` bit.
    static let dataDetectorBits: [(attribute: String, bit: Int64)] = [
        ("phoneNumber", 1 << 0), ("link", 1 << 1), ("address", 1 << 2), ("calendarEvent", 1 << 3),
        ("shipmentTrackingNumber", 1 << 4), ("flightNumber", 1 << 5), ("lookupSuggestion", 1 << 6),
    ]

    /// A search bar's bar style and translucence where set, its text, empty where it has none
    /// (UISearchBar's text is never nil), its placeholder and bar tint, its text input traits
    /// (each number trait that is not 0, both switches always; a text field's leave their
    /// switches out when off) and its style where it is not the default, in UIKit's order.
    /// Metamap's two search bars (Xcode 13 or later) agree: an empty `UIText`,
    /// `UIEnablesReturnKeyAutomatically` and `UISecureTextEntry` false, no numbers.
    static func writeSearchBar(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
        if let style = value(of: "barStyle", in: element, from: barStyles, builder: &builder), style != 0 {
            builder.graph.set(UIKitNibKey.barStyle, .integer(style), on: object)
        }
        for (attribute, key) in [
            ("showsCancelButton", UIKitNibKey.showsCancelButton), ("showsBookmarkButton", UIKitNibKey.showsBookmarkButton),
            ("showsScopeBar", UIKitNibKey.showsScopeBar), ("showsSearchResultsButton", UIKitNibKey.showsSearchResultsButton),
            ("searchResultsButtonSelected", UIKitNibKey.searchResultsButtonSelected),
        ] where element[attribute] == "YES" {
            builder.graph.set(key, .bool(true), on: object)
        }
        // UISearchBar keeps whether it was told to be translucent or not, and 0 for never told,
        // which it leaves out; Interface Builder saves the attribute only when set.
        if let translucence = value(of: "translucent", in: element, from: barTranslucences, builder: &builder) {
            builder.graph.set(UIKitNibKey.searchBarTranslucence, .integer(translucence), on: object)
        }
        // The scope buttons' titles (FBSDKPlacesSample's scope bar), each localized by its index
        // as a segmented control's titles are (`scopeButtonTitles[0]`; no localized document of
        // the corpus holds a scope bar to confirm the name).
        let scopeTitles = element.child("scopeButtonTitles")?.children.filter { $0.name == "string" } ?? []
        if !scopeTitles.isEmpty {
            let titles = scopeTitles.enumerated().map { index, title in
                builder.userString(title.text ?? "", property: "scopeButtonTitles[\(index)]", of: element)
            }
            builder.graph.set(UIKitNibKey.scopeButtonTitles, object: builder.graph.array(titles), on: object)
        }
        if let prompt = element.text("prompt") {
            builder.graph.set(UIKitNibKey.prompt, object: builder.userString(prompt, property: "prompt", of: element), on: object)
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
            if let scale = reportedNumber(of: attribute, in: element, builder: &builder), scale != 1 {
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
