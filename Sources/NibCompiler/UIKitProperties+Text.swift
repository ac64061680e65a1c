import Foundation
import IBSource
import NibArchive
import UIKitNib

extension UIKitProperties {
    static func writeImageView(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
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
            name: "color",
            attributes: UIKitXcodeRules.defaultsTextToLabelColor(builder.options)
                ? black.merging(["systemColor": "labelColor"]) { $1 } : black)
    }

    static func writeLabel(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
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
            hasDefaultColor
            ? !(savesNoColor && UIKitXcodeRules.defaultsTextToLabelColor(builder.options)) : textColor["systemColor"] == "labelColor"
        if UIKitXcodeRules.archivesTextColorUpdateFlags(builder.options) {
            builder.graph.set(UIKitNibKey.labelDisablesTextColorUpdate, .bool(!followsTraits), on: object)
        }
    }

    /// A text field's keys in UITextField's encoder order (iOS 26.1's UIKitCore, decompiled), which
    /// the pairs' text fields follow; its `encoderRuleFlags` at their places among them.
    static func writeTextField(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
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
        if UIKitXcodeRules.archivesTextColorUpdateFlags(builder.options) {
            builder.graph.set(
                UIKitNibKey.textFieldDisablesTextColorUpdate,
                .bool(textColor.map { $0["systemColor"] != "labelColor" } ?? UIKitXcodeRules.defaultsTextToLabelColor(builder.options)),
                on: object)
        }
    }

    static func writeTextView(_ element: IBElement, to object: ObjectID, builder: inout UIKitNibBuilder) {
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
}
