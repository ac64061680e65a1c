import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Progress indicators and steppers as Xcode 26 archives them. Progress indicators: the six of
/// Aerial's Xcode 26 nibs and viraptor's `progressindicator-doublevalue`; steppers: viraptor's
/// `stepper-test` and `stepper-wraps`. Only what those show is written; any other attribute,
/// value or child is an error naming it.
extension AppKitNibBuilder {
    static let progressIndicatorAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "hidden", "minValue", "maxValue", "doubleValue", "indeterminate", "style", "controlSize", "bezeled",
    ])
    /// A bezel-less spinning indicator is archived as a layer host (`progressindicator-doublevalue`)
    /// for a reason not known, so it is refused.
    static let acceptedProgressIndicatorValues: [String: Set<String>] = [
        "style": ["bar", "spinning"], "controlSize": ["small"], "bezeled": ["YES"], "indeterminate": ["YES", "NO"],
    ]
    /// `NSpiFlags`: `0x4004` always, bezeled 1, indeterminate 2, small `0x100`, spinning `0x1000`
    /// (Aerial's small spinning indicators: `0x5107`; its bar at 65: `0x4005`).
    static let progressIndicatorFlags: Int64 = 0x4004
    static let progressIndicatorFlagBits: [String: Int64] = [
        "bezeled": 1, "indeterminate": 2, "small": 0x100, "spinning": 0x1000,
    ]
    /// The maximum a progress indicator has unless the document says otherwise; it is always
    /// archived, the minimum and the value only when not 0.
    static let progressIndicatorMaximum = 100.0

    mutating func addProgressIndicator(_ element: IBElement, superview: Int) -> Int? {
        guard
            let parsed = parseView(
                element, known: Self.progressIndicatorAttributes, accepted: Self.acceptedProgressIndicatorValues)
        else { return nil }
        guard acceptsPlacement(of: element) else { return nil }
        let indicator = add(AppKitNibClass.progressIndicator, .values([]))
        addDocumentObject(indicator, parent: superview, element: element)
        collectConnections(parsed.others, of: element, source: indicator)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: indicator, superview: superview, defaultHugging: nil)
        var flags = Self.progressIndicatorFlags
        if element["bezeled"] != "NO" { flags |= Self.progressIndicatorFlagBits["bezeled", default: 0] }
        if element["indeterminate"] == "YES" { flags |= Self.progressIndicatorFlagBits["indeterminate", default: 0] }
        if element["controlSize"] == "small" { flags |= Self.progressIndicatorFlagBits["small", default: 0] }
        if element["style"] == "spinning" { flags |= Self.progressIndicatorFlagBits["spinning", default: 0] }
        fields.add(AppKitNibKey.progressIndicatorFlags, .integer(flags))
        let minimum = number(element, "minValue") ?? 0
        let value = number(element, "doubleValue") ?? 0
        fields.add(AppKitNibKey.minValue, minimum == 0 ? nil : .double(minimum))
        fields.add(AppKitNibKey.maxValue, .double(number(element, "maxValue") ?? Self.progressIndicatorMaximum))
        fields.add(AppKitNibKey.progressIndicatorDoubleValue, value == 0 ? nil : .double(value))
        objects[indicator].content = .values(NibGraph.Entries(fields.entries))
        return indicator
    }

    static let stepperAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "hidden",
    ])
    static let stepperCellAttributes: Set<String> = [
        "key", "id", "alignment", "minValue", "maxValue", "doubleValue", "autorepeat", "valueWraps",
    ]
    static let acceptedStepperCellValues: [String: Set<String>] = ["alignment": ["left"]]
    /// A stepper hugs in both directions unless the document says otherwise.
    static let stepperHugging = (horizontal: 750, vertical: 750)
    /// An autorepeating stepper (the default) is continuous: its cell sets `0xC0020` and the
    /// control sends on `0x10002`; one that does not repeat sets nothing and sends as others.
    static let autorepeatCellFlags: Int64 = 0xC_0020
    static let autorepeatSendActionMask: Int64 = 0x1_0002
    static let stepperIncrement = 1.0

    mutating func addStepper(_ element: IBElement, superview: Int) -> Int? {
        guard let parsed = parseView(element, known: Self.stepperAttributes, accepted: [:]), acceptsPlacement(of: element) else {
            return nil
        }
        let cellElement = parsed.others.first { $0.name == "stepperCell" && $0["key"] == "cell" }
        guard let cellElement,
            acceptsAttributes(of: cellElement, known: Self.stepperCellAttributes, accepted: Self.acceptedStepperCellValues)
        else {
            if !parsed.others.contains(where: { $0.name == "stepperCell" }) {
                reject("a stepper without a cell is not known to the macOS compiler yet", at: element)
            }
            return nil
        }
        rejectChildren(cellElement.children, of: cellElement)
        let stepper = add(AppKitNibClass.stepper, .values([]))
        addDocumentObject(stepper, parent: superview, element: element)
        collectConnections(parsed.others.filter { $0.name != "stepperCell" }, of: element, source: stepper)
        guard let maximum = number(cellElement, "maxValue") else {
            reject("a stepper without a maximum is not known to the macOS compiler yet", at: cellElement)
            return nil
        }
        let repeats = cellElement["autorepeat"] != "NO"
        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: stepper, superview: superview, defaultHugging: Self.stepperHugging)
        let cell = add(AppKitNibClass.stepperCell, .values([]))
        addDocumentObject(cell, parent: stepper, element: cellElement)
        fields.add(AppKitNibKey.enabled, .bool(true))
        fields.add(AppKitNibKey.cell, .object(cell))
        fields.add(AppKitNibKey.allowsLogicalLayoutDirection, .bool(false))
        fields.add(AppKitNibKey.controlSize, .integer(0))
        fields.add(AppKitNibKey.controlContinuous, .bool(repeats))
        fields.add(AppKitNibKey.controlRefusesFirstResponder, .bool(false))
        fields.add(AppKitNibKey.controlUsesSingleLineMode, .bool(false))
        fields.add(AppKitNibKey.controlTextAlignment, .integer(0))
        fields.add(AppKitNibKey.controlLineBreakMode, .integer(0))
        fields.add(AppKitNibKey.controlWritingDirection, .integer(Self.naturalWritingDirection))
        fields.add(AppKitNibKey.controlSendActionMask, .integer(repeats ? Self.autorepeatSendActionMask : Self.sendActionMask))
        // The control's own copies stay 0 in both samples; the cell holds the values.
        fields.add(AppKitNibKey.stepperMinValue, .double(0))
        fields.add(AppKitNibKey.stepperMaxValue, .double(0))
        fields.add(AppKitNibKey.stepperIncrement, .double(0))
        fields.add(AppKitNibKey.stepperWraps, .bool(false))
        fields.add(AppKitNibKey.stepperAutorepeat, .bool(false))
        objects[stepper].content = .values(NibGraph.Entries(fields.entries))

        var cellFields = NibFieldWriter()
        cellFields.add(AppKitNibKey.cellFlags, .integer(repeats ? Self.autorepeatCellFlags : 0))
        cellFields.add(AppKitNibKey.cellFlags2, .integer(0))
        cellFields.add(AppKitNibKey.controlView, .object(stepper))
        let value = number(cellElement, "doubleValue") ?? 0
        let minimum = number(cellElement, "minValue") ?? 0
        cellFields.add(AppKitNibKey.value, value == 0 ? nil : .double(value))
        cellFields.add(AppKitNibKey.minValue, minimum == 0 ? nil : .double(minimum))
        cellFields.add(AppKitNibKey.maxValue, maximum == 0 ? nil : .double(maximum))
        cellFields.add(AppKitNibKey.increment, .double(Self.stepperIncrement))
        cellFields.add(AppKitNibKey.valueWraps, cellElement["valueWraps"] == "YES" ? .bool(true) : nil)
        cellFields.add(AppKitNibKey.autorepeat, repeats ? .bool(true) : nil)
        objects[cell].content = .values(NibGraph.Entries(cellFields.entries))
        return stepper
    }
}
