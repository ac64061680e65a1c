import Foundation
import IBSource
import NibArchive
import UIKitNib

extension UIKitProperties {
    /// `UIControlState` of a `<state key="…">`.
    private static let controlStates: [String: Int64] = ["normal": 0, "highlighted": 1, "disabled": 2, "selected": 4]

    static func writeButton(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
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
            let content = builder.graph.add(UIKitNibClass.buttonContent)
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

    static func writeControl(
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

    static func writeBar(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
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
                if element.child("color", key: "tintColor") == nil {
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

    /// `UITabBarItemPositioning` by Interface Builder's name.
    private static let tabBarItemPositionings: [String: Int64] = ["automatic": 0, "fill": 1, "centered": 2]
}
