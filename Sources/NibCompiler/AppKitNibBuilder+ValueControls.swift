import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Controls that show or set a value, as Xcode 26 archives them: progress indicators, steppers
/// and sliders (below). Progress indicators: the six of
/// Aerial's Xcode 26 nibs and viraptor's `progressindicator-doublevalue`; steppers: viraptor's
/// `stepper-test` and `stepper-wraps`. Only what those show is written; any other attribute,
/// value or child is an error naming it.
extension AppKitNibBuilder {
    static let progressIndicatorAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "hidden", "minValue", "maxValue", "doubleValue", "indeterminate", "style", "controlSize", "bezeled",
        "displayedWhenStopped", "autoresizesSubviews",
    ])
    static let acceptedProgressIndicatorValues: [String: Set<String>] = [
        "style": ["bar", "spinning"], "controlSize": ["small"], "bezeled": ["YES", "NO"], "indeterminate": ["YES", "NO"],
        "displayedWhenStopped": ["YES", "NO"],
    ]
    /// `NSpiFlags`: `0x4004` always, bezeled 1, indeterminate 2, small `0x100`, spinning `0x1000`,
    /// hidden when stopped `0x2000` (Aerial's small spinning indicators: `0x5107`; its bar at 65:
    /// `0x4005`; Prune's spinner not displayed when stopped: `0x7007`).
    static let progressIndicatorFlags: Int64 = 0x4004
    /// What Xcode 11.4.1 and older set in every progress indicator's `NSpiFlags` besides.
    static let progressIndicatorOlderFlag: Int64 = 0x8
    /// A progress indicator's hugging before Xcode 26 wrote it always (`AppKitXcodeRules.controlHuggingDefaults`).
    static let progressIndicatorHugging = (horizontal: 250, vertical: 750)
    static let progressIndicatorFlagBits: [String: Int64] = [
        "bezeled": 1, "indeterminate": 2, "small": 0x100, "spinning": 0x1000, "hiddenWhenStopped": 0x2000,
    ]
    /// The maximum a progress indicator has unless the document says otherwise; it is always
    /// archived, the minimum and the value only when not 0.
    static let progressIndicatorMaximum = 100.0

    mutating func addProgressIndicator(_ element: IBElement, superview: Int?, parent: Int) -> Int? {
        guard
            let parsed = parseView(
                element, known: Self.progressIndicatorAttributes, accepted: Self.acceptedProgressIndicatorValues)
        else { return nil }
        // A spinning indicator without a bezel hosts a layer tree (`progressindicator-doublevalue`);
        // a bar without one does not (Sparkle's `SUStatus` as Xcode 14.3 writes its NIBArchive).
        let isSpinning = element["style"] == "spinning"
        let isBezeled = element["bezeled"] != "NO"
        let indicator = add(AppKitNibClass.progressIndicator, .values([]))
        addDocumentObject(indicator, parent: parent, element: element)
        collectConnections(parsed.others, of: element, source: indicator)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: indicator, superview: superview,
            defaultHugging: follows(AppKitXcodeRules.controlHuggingDefaults) ? nil : Self.progressIndicatorHugging,
            hostsLayerTree: !isBezeled && isSpinning)
        var flags = Self.progressIndicatorFlags
        if !follows(AppKitXcodeRules.progressIndicatorFlagsWithout8) { flags |= Self.progressIndicatorOlderFlag }
        if isBezeled { flags |= Self.progressIndicatorFlagBits["bezeled", default: 0] }
        if element["indeterminate"] == "YES" { flags |= Self.progressIndicatorFlagBits["indeterminate", default: 0] }
        if element["controlSize"] == "small" { flags |= Self.progressIndicatorFlagBits["small", default: 0] }
        if isSpinning { flags |= Self.progressIndicatorFlagBits["spinning", default: 0] }
        if element["displayedWhenStopped"] == "NO" { flags |= Self.progressIndicatorFlagBits["hiddenWhenStopped", default: 0] }
        fields.add(AppKitNibKey.progressIndicatorFlags, .integer(flags))
        let minimum = number(element, "minValue") ?? 0
        let value = number(element, "doubleValue") ?? 0
        fields.add(AppKitNibKey.minValue, minimum == 0 ? nil : .double(minimum))
        fields.add(AppKitNibKey.maxValue, .double(number(element, "maxValue") ?? Self.progressIndicatorMaximum))
        fields.add(AppKitNibKey.progressIndicatorDoubleValue, value == 0 ? nil : .double(value))
        objects[indicator].content = .values(NibGraph.Entries(fields.entries))
        return indicator
    }

    static let switchAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "hidden", "baseWritingDirection", "alignment",
    ])
    /// The text alignment and writing direction Interface Builder saves on every switch, which
    /// the control archives as any control without a cell.
    static let acceptedSwitchValues: [String: Set<String>] = ["baseWritingDirection": ["leftToRight"], "alignment": ["left"]]

    /// A switch (IINA's preferences), which no pair shows: a control without a cell, its state
    /// left to its bindings or actions.
    mutating func addSwitch(_ element: IBElement, superview: Int) -> Int? {
        approximate("a switch, which no pair shows, is written as a control without a cell and without its state", at: element)
        guard let parsed = parseView(element, known: Self.switchAttributes, accepted: Self.acceptedSwitchValues)
        else { return nil }
        let control = add(AppKitNibClass.switchControl, .values([]))
        addDocumentObject(control, parent: superview, element: element)
        collectConnections(parsed.others, of: element, source: control)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: control, superview: superview, defaultHugging: Self.stepperHugging)
        addControlValues(ControlValues(cell: nil), to: &fields)
        objects[control].content = .values(NibGraph.Entries(fields.entries))
        return control
    }

    static let stepperAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "hidden",
    ])
    /// A small stepper and an increment other than 1 no pair's stepper shows (HandBrake's
    /// cropping steppers), but Interface Builder 3's archives (`AppKitNibBuilder`) of
    /// transmission's and Sequel Ace's do: the small cells' bit of `NSCellFlags2` and the
    /// increment under `NSIncrement`, where the pairs' 1 is.
    static let stepperCellAttributes: Set<String> = [
        "key", "id", "alignment", "minValue", "maxValue", "doubleValue", "autorepeat", "valueWraps", "continuous",
        "controlSize", "increment",
    ]
    static let acceptedStepperCellValues: [String: Set<String>] = [
        "alignment": ["left"], "continuous": ["YES"], "controlSize": ["small"],
    ]
    /// A stepper hugs in both directions unless the document says otherwise.
    static let stepperHugging = (horizontal: 750, vertical: 750)
    /// An autorepeating stepper (the default) is continuous: its cell sets `0xC0020` and the
    /// control sends on `0x10002`; one that does not repeat sets nothing and sends as others.
    static let autorepeatCellFlags: Int64 = 0xC_0020
    static let autorepeatSendActionMask: Int64 = 0x1_0002
    static let stepperIncrement = 1.0

    /// The attributes of a control written by `addApproximatedControl`: a view's and its layout.
    static let approximatedControlAttributes: Set<String> = viewAttributes.union([
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden",
    ])

    /// A level indicator (pinentry-mac's passphrase quality), which no pair shows: a control
    /// holding its cell, written with AppKit's keys as a table column's is.
    mutating func addLevelIndicator(_ element: IBElement, superview: Int) -> Int? {
        addApproximatedControl(
            element, superview: superview, kind: "a level indicator", className: AppKitNibClass.levelIndicator,
            cellElementName: "levelIndicatorCell",
            message:
                "a level indicator, which no pair shows, is written as a control holding its cell, with AppKit's keys for its values and style"
        ) { builder, cellElement, indicator in
            builder.addLevelIndicatorCell(cellElement, controlView: indicator, parent: indicator).map { ControlValues(cell: $0) }
        }
    }

    static let actionCellAttributes: Set<String> = Set(["key", "id", "alignment", "controlSize"] + customClassAttributes)

    /// A control of the app's own class (Sequel Ace's `SRRecorderControl`, a shortcut recorder
    /// holding an action cell of its own class), which no pair shows: an `NSControl` holding an
    /// `NSActionCell`, each class swapped for the app's, written as a level indicator and its cell.
    mutating func addGenericControl(_ element: IBElement, superview: Int) -> Int? {
        addApproximatedControl(
            element, superview: superview, kind: "a control", className: AppKitNibClass.control, cellElementName: "actionCell",
            message:
                "a control of its own class, which no pair shows, is written as an NSControl holding an NSActionCell, as a level indicator and its cell are"
        ) { builder, cellElement, control in
            builder.addActionCell(cellElement, control: control)
        }
    }

    /// A generic control's action cell: its font, size and alignment, its class swapped; the
    /// control values it gives.
    private mutating func addActionCell(_ cellElement: IBElement, control: Int) -> ControlValues? {
        approximateUnknownAttributes(
            of: cellElement, known: Self.actionCellAttributes, accepted: ["controlSize": Set(Self.controlSizes.keys)])
        let cell = add(AppKitNibClass.actionCell, .values([]))
        addDocumentObject(cell, parent: control, element: cellElement)
        var font: Int?
        for child in cellElement.children {
            guard child.name == "font", child["key"] == "font", font == nil else {
                rejectChildren([child], of: cellElement)
                return nil
            }
            font = addFont(child)
        }
        let alignment = Self.cellAlignments[cellElement.cellAlignment] ?? (4, 4)
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.cellFlags, .integer(0))
        fields.add(AppKitNibKey.cellFlags2, .integer(alignment.cell << Self.cellAlignmentShift | Self.sizeCellFlags2(of: cellElement)))
        fields.add(AppKitNibKey.support, font.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.controlView, .object(control))
        objects[cell].content = .values(NibGraph.Entries(fields.entries))
        swapClass(of: cell, to: cellElement)
        let size = cellElement["controlSize"].flatMap { Self.controlSizes[$0] } ?? 0
        return ControlValues(cell: cell, size: size, textAlignment: alignment.control)
    }

    /// A control no pair shows, holding one cell, as an approximation: the control of
    /// `className` with its view's values, its cell by `addCell` (given the cell element and the
    /// control), and the control values the cell gives.
    private mutating func addApproximatedControl(
        _ element: IBElement, superview: Int, kind: String, className: String, cellElementName: String, message: String,
        addCell: (inout AppKitNibBuilder, IBElement, Int) -> ControlValues?
    ) -> Int? {
        approximate(message, at: element)
        guard hasNoCellIdentifier(element),
            let parsed = parseView(element, known: Self.approximatedControlAttributes, accepted: [:])
        else { return nil }
        guard let cellElement = parsed.others.first(where: { $0.name == cellElementName && $0["key"] == "cell" }) else {
            reject("\(kind) without a cell is not known to the macOS compiler yet", at: element)
            return nil
        }
        let control = add(className, .values([]))
        addDocumentObject(control, parent: superview, element: element)
        collectConnections(parsed.others.filter { $0 != cellElement }, of: element, source: control)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: control, superview: superview, defaultHugging: nil)
        guard let values = addCell(&self, cellElement, control) else { return nil }
        addControlValues(values, to: &fields)
        objects[control].content = .values(NibGraph.Entries(fields.entries))
        return control
    }

    mutating func addStepper(_ element: IBElement, superview: Int) -> Int? {
        guard hasNoCellIdentifier(element) else { return nil }
        guard let parsed = parseView(element, known: Self.stepperAttributes, accepted: [:]) else {
            return nil
        }
        guard let cellElement = parsed.others.first(where: { $0.name == "stepperCell" && $0["key"] == "cell" }) else {
            reject("a stepper without a cell is not known to the macOS compiler yet", at: element)
            return nil
        }
        approximateUnknownAttributes(of: cellElement, known: Self.stepperCellAttributes, accepted: Self.acceptedStepperCellValues)
        let cellConnections = cellElement.children.filter { $0.name == "connections" && $0.attributes.isEmpty }
        let fontElement = cellElement.child("font", key: "font")
        if let fontElement {
            approximate("a stepper cell's font, which no pair shows, is archived as a slider cell's", at: fontElement)
        }
        rejectChildren(cellElement.children.filter { !cellConnections.contains($0) && $0 != fontElement }, of: cellElement)
        guard let increment = cellElement["increment"] == nil ? Self.stepperIncrement : number(cellElement, "increment") else {
            reject("a stepper cell's increment \"\(cellElement["increment"] ?? "")\" is not a number", at: cellElement)
            return nil
        }
        let stepper = add(AppKitNibClass.stepper, .values([]))
        addDocumentObject(stepper, parent: superview, element: element)
        collectConnections(parsed.others.filter { $0 != cellElement }, of: element, source: stepper)
        guard let maximum = number(cellElement, "maxValue") else {
            reject("a stepper without a maximum is not known to the macOS compiler yet", at: cellElement)
            return nil
        }
        let repeats = cellElement["autorepeat"] != "NO"
        // An autorepeating stepper is continuous already: saying so changes nothing (Aerial's
        // `CustomVideos`, whose cell flags are those of `stepper-wraps`).
        guard repeats || cellElement["continuous"] == nil else {
            reject("a continuous stepper that does not autorepeat is not known to the macOS compiler yet", at: cellElement)
            return nil
        }
        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: stepper, superview: superview, defaultHugging: Self.stepperHugging)
        let cell = add(AppKitNibClass.stepperCell, .values([]))
        addDocumentObject(cell, parent: stepper, element: cellElement)
        for connections in cellConnections { collectCellConnections(connections, of: cellElement, cell: cell) }
        addControlValues(
            ControlValues(
                cell: cell, size: Self.archivedControlSize(of: cellElement), continuous: repeats,
                sendActionMask: repeats ? Self.autorepeatSendActionMask : Self.sendActionMask),
            to: &fields)
        // The control's own copies stay 0 in both samples; the cell holds the values.
        fields.add(AppKitNibKey.stepperMinValue, .double(0))
        fields.add(AppKitNibKey.stepperMaxValue, .double(0))
        fields.add(AppKitNibKey.stepperIncrement, .double(0))
        fields.add(AppKitNibKey.stepperWraps, .bool(false))
        fields.add(AppKitNibKey.stepperAutorepeat, .bool(false))
        objects[stepper].content = .values(NibGraph.Entries(fields.entries))

        let font = fontElement.flatMap { addFont($0) }
        var cellFields = NibFieldWriter()
        cellFields.add(
            AppKitNibKey.cellFlags, .integer((repeats ? Self.autorepeatCellFlags : 0) | (font == nil ? 0 : Self.fontCellFlag)))
        cellFields.add(AppKitNibKey.cellFlags2, .integer(Self.sizeCellFlags2(of: cellElement)))
        cellFields.add(AppKitNibKey.support, font.map(NibGraph.Value.object))
        cellFields.add(AppKitNibKey.controlView, .object(stepper))
        let value = number(cellElement, "doubleValue") ?? 0
        let minimum = number(cellElement, "minValue") ?? 0
        cellFields.add(AppKitNibKey.value, value == 0 ? nil : .double(value))
        cellFields.add(AppKitNibKey.minValue, minimum == 0 ? nil : .double(minimum))
        cellFields.add(AppKitNibKey.maxValue, maximum == 0 ? nil : .double(maximum))
        cellFields.add(AppKitNibKey.increment, .double(increment))
        cellFields.add(AppKitNibKey.valueWraps, cellElement["valueWraps"] == "YES" ? .bool(true) : nil)
        cellFields.add(AppKitNibKey.autorepeat, repeats ? .bool(true) : nil)
        objects[cell].content = .values(NibGraph.Entries(cellFields.entries))
        return stepper
    }
}

/// Sliders as Xcode 26 archives them (viraptor's `slider-hugging` and `test-slider`): an
/// `NSSlider` with an empty subview list and a continuous control's values, and an
/// `NSSliderCell` with its range, value and tick marks.
extension AppKitNibBuilder {
    static let sliderAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "hidden", "tag",
    ])
    static let sliderCellAttributes: Set<String> = [
        "key", "id", "continuous", "alignment", "minValue", "maxValue", "doubleValue", "tickMarkPosition", "sliderType",
        "numberOfTickMarks", "controlSize", "state", "allowsTickMarkValuesOnly", "refusesFirstResponder", "customClass",
        "customModule", "customModuleProvider",
    ]
    static let acceptedSliderCellValues: [String: Set<String>] = [
        "continuous": ["YES", "NO"], "alignment": ["left"], "tickMarkPosition": Set(tickMarkPositions.keys), "sliderType": ["linear"],
        "controlSize": ["small", "mini", "large"], "state": ["on"], "allowsTickMarkValuesOnly": ["YES"], "refusesFirstResponder": ["YES"],
    ]
    /// A slider hugs vertically unless the document says otherwise.
    static let sliderHugging = (horizontal: 250, vertical: 750)
    /// `NSTickMarkPosition` by Interface Builder's name: a vertical slider's left is AppKit's
    /// above (leading), its right below (trailing).
    static let tickMarkPositions: [String: Int64] = ["below": 0, "above": 1, "left": 1, "right": 0]
    /// What of a slider no pair shows (IINA's equalizer: vertical sliders that refuse first
    /// responder, tick marks on their left), written as AppKit reads it.
    static let approximatedSliderCellValues: KeyValuePairs<String, String> = [
        "refusesFirstResponder":
            "a slider cell refusing first responder, which no pair shows, is archived as a button's: the control's NSControlRefusesFirstResponder and the cell's flag",
        "tickMarkPosition": "a slider's tick marks left or right, which no pair shows, are archived as AppKit's above and below",
    ]
    static let verticalSliderApproximation =
        "a vertical slider, which no pair shows, is archived with NSVertical, as AppKit makes a slider taller than wide vertical"
    /// A continuous slider cell's `NSCellFlags`, with `0x4000000` when it has a font; the
    /// control sends on `0x46`. A slider that is not continuous has neither flag and the usual
    /// mask (Aerial's `CacheViewController` and `OverlaysViewController`, Xcode 26).
    static let continuousSliderCellFlags: Int64 = 0x4_0100
    static let fontCellFlag: Int64 = 0x400_0000
    static let continuousSliderSendActionMask: Int64 = 0x46

    mutating func addSlider(_ element: IBElement, superview: Int) -> Int? {
        approximateCellIdentifier(of: element, kind: "slider")
        guard let parsed = parseView(element, known: Self.sliderAttributes, accepted: [:]) else {
            return nil
        }
        guard let cellElement = parsed.others.first(where: { $0.name == "sliderCell" && $0["key"] == "cell" }) else {
            reject("a slider without a cell is not known to the macOS compiler yet", at: element)
            return nil
        }
        approximateUnknownAttributes(of: cellElement, known: Self.sliderCellAttributes, accepted: Self.acceptedSliderCellValues)
        // Large sliders as Xcode 26 writes them (Aerial's `BrightnessViewController`).
        if cellElement["controlSize"] == "large" {
            approximateUnlessMeasured(AppKitXcodeRules.largeControls, "a large slider", at: cellElement)
        }
        guard let tickMarks = cellElement["numberOfTickMarks"].map({ Int64($0) }) ?? 0 else {
            reject(
                "a slider cell that counts its tick marks other than in whole numbers is not known to the macOS compiler yet",
                at: cellElement)
            return nil
        }
        for (name, message) in Self.approximatedSliderCellValues
        where cellElement[name] != nil && (name != "tickMarkPosition" || ["left", "right"].contains(cellElement[name])) {
            approximate(message, at: cellElement)
        }
        let isVertical = parsed.frame.height > parsed.frame.width
        if isVertical { approximate(Self.verticalSliderApproximation, at: element) }
        let continuous = cellElement["continuous"] == "YES"
        let refusesFirstResponder = cellElement["refusesFirstResponder"] == "YES"
        let slider = add(AppKitNibClass.slider, .values([]))
        addDocumentObject(slider, parent: superview, element: element)
        collectConnections(parsed.others.filter { $0 != cellElement }, of: element, source: slider)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: slider, superview: superview, defaultHugging: Self.sliderHugging, writesEmptySubviews: true)
        let cell = add(AppKitNibClass.sliderCell, .values([]))
        addDocumentObject(cell, parent: slider, element: cellElement)
        guard let tag = approximatedTag(of: element) else { return nil }
        fields.add(AppKitNibKey.tag, tag.map(NibGraph.Value.integer))
        addControlValues(
            ControlValues(
                cell: cell, size: Self.archivedControlSize(of: cellElement), sizedCell: cellElement, continuous: continuous,
                refusesFirstResponder: refusesFirstResponder,
                sendActionMask: continuous ? Self.continuousSliderSendActionMask : Self.sendActionMask),
            to: &fields)
        objects[slider].content = .values(NibGraph.Entries(fields.entries))

        var font: Int?
        for child in cellElement.children {
            if child.name == "font", child["key"] == "font" {
                font = addFont(child)
            } else if child.name == "accessibility" {
                // HandBrake's gain and dynamic range knobs.
                approximate(Self.cellAccessibility, at: child)
                collectConnections([child], of: cellElement, source: cell)
            } else if child.name == "connections", child.attributes.isEmpty {
                // FSNotes's cell spacing slider, whose cell binds to the user defaults.
                collectCellConnections(child, of: cellElement, cell: cell)
            } else {
                reject("\(child.name) of a sliderCell is not known to the macOS compiler yet", at: child)
            }
        }
        var cellFields = NibFieldWriter()
        let cellFlags =
            (continuous ? Self.continuousSliderCellFlags : 0) | (font == nil ? 0 : Self.fontCellFlag)
            | (cellElement["state"] == "on" ? Self.textCellFlagBits["state", default: 0] : 0)
        cellFields.add(AppKitNibKey.cellFlags, .integer(Int64(Int32(truncatingIfNeeded: cellFlags))))
        cellFields.add(
            AppKitNibKey.cellFlags2,
            .integer(Self.sizeCellFlags2(of: cellElement) | (refusesFirstResponder ? Self.refusesFirstResponderCellFlag : 0)))
        addControlSize2(of: cellElement, to: &cellFields)
        cellFields.add(AppKitNibKey.support, font.map(NibGraph.Value.object))
        cellFields.add(AppKitNibKey.cellIdentifier, cellIdentifier(of: element))
        cellFields.add(AppKitNibKey.controlView, .object(slider))
        cellFields.add(AppKitNibKey.maxValue, .double(number(cellElement, "maxValue") ?? 0))
        cellFields.add(AppKitNibKey.minValue, .double(number(cellElement, "minValue") ?? 0))
        cellFields.add(AppKitNibKey.value, .double(number(cellElement, "doubleValue") ?? 0))
        cellFields.add(AppKitNibKey.altIncrementValue, .double(0))
        cellFields.add(AppKitNibKey.numberOfTickMarks, .integer(tickMarks))
        cellFields.add(
            AppKitNibKey.tickMarkPosition, .integer(cellElement["tickMarkPosition"].flatMap { Self.tickMarkPositions[$0] } ?? 0))
        // Stopping on tick marks only (Aerial's `CompanionPopoverViewController`).
        cellFields.add(AppKitNibKey.allowsTickMarkValuesOnly, .bool(cellElement["allowsTickMarkValuesOnly"] == "YES"))
        cellFields.add(AppKitNibKey.vertical, .bool(isVertical))
        objects[cell].content = .values(NibGraph.Entries(cellFields.entries))
        // IINA's play and volume slider cells, swapped as a button cell of the app's class is.
        swapClass(of: cell, to: cellElement)
        return slider
    }
}

/// Color wells as Xcode 26 archives them (viraptor's `test19-2-layouts`): an `NSColorWell`
/// without a cell, bordered, with an empty subview list, accepting dragged colors, and its color.
extension AppKitNibBuilder {
    static let colorWellAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "hidden",
    ])
    static let colorDragTypes = ["NSColor pasteboard type"]

    mutating func addColorWell(_ element: IBElement, superview: Int) -> Int? {
        guard let parsed = parseView(element, known: Self.colorWellAttributes, accepted: [:])
        else { return nil }
        guard let colorElement = parsed.others.first(where: { $0.name == "color" && $0["key"] == "color" }) else {
            reject("a color well without a color is not known to the macOS compiler yet", at: element)
            return nil
        }
        let colorWell = add(AppKitNibClass.colorWell, .values([]))
        addDocumentObject(colorWell, parent: superview, element: element)
        collectConnections(parsed.others.filter { $0 != colorElement }, of: element, source: colorWell)
        guard let color = addColor(colorElement) else { return nil }
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: colorWell, superview: superview, defaultHugging: Self.viewHugging, writesEmptySubviews: true)
        addDragTypes(Self.colorDragTypes, to: &fields)
        addCelllessControlValues(enabled: true, to: &fields)
        fields.add(AppKitNibKey.isBordered, .bool(true))
        fields.add(AppKitNibKey.color, .object(color))
        objects[colorWell].content = .values(NibGraph.Entries(fields.entries))
        return colorWell
    }
}

/// Date pickers as Xcode 26 archives them (viraptor's `datepicker`, and the six of Aerial's
/// nibs compared apart from their placement): an `NSDatePicker` and an `NSDatePickerCell` with
/// its date, the elements it shows and its colors.
extension AppKitNibBuilder {
    static let datePickerAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "hidden",
    ])
    static let datePickerCellAttributes: Set<String> = ["key", "id", "borderStyle", "alignment", "controlSize"]
    static let acceptedDatePickerCellValues: [String: Set<String>] = [
        "borderStyle": ["bezel"], "alignment": ["left"], "controlSize": ["large"],
    ]
    /// `NSDatePickerElements` bits by Interface Builder's name (`NSDatePickerElementFlags`).
    static let datePickerElementBits: [String: Int64] = [
        "second": 0x2, "hour": 0x4, "minute": 0x8, "timeZone": 0x10, "day": 0x20, "month": 0x40, "year": 0x80, "era": 0x100,
    ]
    /// A date picker hugs vertically unless the document says otherwise.
    static let datePickerHugging = (horizontal: 250, vertical: 750)

    mutating func addDatePicker(_ element: IBElement, superview: Int) -> Int? {
        guard hasNoCellIdentifier(element) else { return nil }
        guard let parsed = parseView(element, known: Self.datePickerAttributes, accepted: [:])
        else { return nil }
        guard let cellElement = parsed.others.first(where: { $0.name == "datePickerCell" && $0["key"] == "cell" }) else {
            reject("a date picker without a cell is not known to the macOS compiler yet", at: element)
            return nil
        }
        approximateUnknownAttributes(of: cellElement, known: Self.datePickerCellAttributes, accepted: Self.acceptedDatePickerCellValues)
        var font: Int?
        var colors: [String: Int] = [:]
        var time: Double?
        var elements: Int64?
        for child in cellElement.children {
            switch (child.name, child["key"]) {
            case ("font", "font"):
                font = addFont(child)
            case ("color", "backgroundColor"), ("color", "textColor"):
                if let color = addColor(child) { colors[child["key"] ?? ""] = color }
            case ("date", "date") where child.children.isEmpty:
                time = child["timeIntervalSinceReferenceDate"].flatMap(Double.init)
            case ("datePickerElements", "datePickerElements"):
                elements = flags(of: child, Self.datePickerElementBits)
            default:
                reject("\(child.name) of a datePickerCell is not known to the macOS compiler yet", at: child)
            }
        }
        guard let time, let elements, let font else {
            reject("a date picker cell without a date, elements and font is not known to the macOS compiler yet", at: cellElement)
            return nil
        }
        let datePicker = add(AppKitNibClass.datePicker, .values([]))
        addDocumentObject(datePicker, parent: superview, element: element)
        collectConnections(parsed.others.filter { $0 != cellElement }, of: element, source: datePicker)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: datePicker, superview: superview, defaultHugging: Self.datePickerHugging)
        let cell = add(AppKitNibClass.datePickerCell, .values([]))
        addDocumentObject(cell, parent: datePicker, element: cellElement)
        addControlValues(
            ControlValues(cell: cell, sizedCell: cellElement, textAlignment: Self.cellAlignments["left", default: (0, 0)].control),
            to: &fields)
        fields.add(AppKitNibKey.presentsCalendarOverlay, .bool(false))
        objects[datePicker].content = .values(NibGraph.Entries(fields.entries))

        let date = add(NibGraph.dateClass, .values([NibGraph.Entry(key: NibGraph.dateTimeKey, value: .double(time))]))
        var cellFields = NibFieldWriter()
        cellFields.add(AppKitNibKey.cellFlags, .integer(Self.fontCellFlag | (Self.textBorderFlags["bezel"] ?? 0)))
        cellFields.add(AppKitNibKey.cellFlags2, .integer(0))
        addControlSize2(of: cellElement, to: &cellFields)
        // In the order of the pairs' eleven date picker cells.
        cellFields.add(AppKitNibKey.contents, .object(date))
        cellFields.add(AppKitNibKey.support, .object(font))
        cellFields.add(AppKitNibKey.controlView, .object(datePicker))
        cellFields.add(AppKitNibKey.datePickerTimeInterval, .double(0))
        cellFields.add(AppKitNibKey.datePickerElements, .integer(elements))
        cellFields.add(AppKitNibKey.backgroundColor, colors["backgroundColor"].map(NibGraph.Value.object))
        cellFields.add(AppKitNibKey.textColor, colors["textColor"].map(NibGraph.Value.object))
        cellFields.add(AppKitNibKey.datePickerUsesCurrentDate, .bool(false))
        objects[cell].content = .values(NibGraph.Entries(cellFields.entries))
        return datePicker
    }
}
