import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Text fields and labels as Xcode 26 archives them: an `NSTextField` with its control values
/// and an `NSTextFieldCell` with its flags, text, font and colors; a secure field as its own
/// classes, without writing tools, with its allowed input locales (`securetextfield`). Measured on viraptor/ibtool's
/// `test1` and checked field by field on the Xcode 26 pairs (`AppKitTextFieldConformanceTests`).
/// Only what those show is written; any other attribute, value or child is an error naming it.
extension AppKitNibBuilder {
    static let textFieldAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "preferredMaxLayoutWidth", "setsMaxLayoutWidthAtFirstLayout", "allowsCharacterPickerTouchBarItem", "hidden", "tag",
        "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "focusRingType", "textCompletion", "allowsExpansionToolTips", "autoresizesSubviews",
    ])
    static let textFieldCellAttributes: Set<String> = [
        "key", "id", "title", "scrollable", "lineBreakMode", "selectable", "editable", "sendsActionOnEndEditing", "state",
        "alignment", "borderStyle", "drawsBackground", "truncatesLastVisibleLine", "usesSingleLineMode", "allowsUndo",
        "refusesFirstResponder", "enabled", "allowsEditingTextAttributes", "controlSize", "bezelStyle", "placeholderString",
        "continuous", "customClass", "customModule", "customModuleProvider", "focusRingType", "tokenStyle", "tag",
    ]
    /// What a search field's cell saves beyond a text cell's (IINA's and Sequel Ace's history
    /// searches), which no pair shows but Interface Builder 3's archives (`AppKitNibBuilder`) of
    /// Sequel Ace's search fields do: `maximumRecents` is `NSMaximumRecents` (the pair's 255 when unsaved), `recentsAutosaveName`
    /// `NSRecentsAutosaveName`, `sendsWholeSearchString` `NSSendsWholeSearchString` true, and
    /// `sendsSearchStringImmediately` bit 0x8 of `NSSearchFieldFlags` (each of 33 cells).
    static let searchFieldCellAttributes: Set<String> = [
        "recentsAutosaveName", "maximumRecents", "sendsWholeSearchString", "sendsSearchStringImmediately",
    ]
    static let acceptedSearchFieldCellValues: [String: Set<String>] = [
        "sendsWholeSearchString": ["YES"], "sendsSearchStringImmediately": ["YES"],
    ]
    /// `focusRingType="none"` leaves no trace in the nib (the six such labels the cut test
    /// compares match Xcode's without it).
    static let acceptedTextFieldValues: [String: Set<String>] = [
        "focusRingType": viewFocusRingTypes, "textCompletion": ["NO"], "allowsExpansionToolTips": ["YES"],
    ]
    static let acceptedTextFieldCellValues: [String: Set<String>] = [
        "alignment": Set(cellAlignments.keys), "lineBreakMode": Set(lineBreakModes.keys), "borderStyle": Set(textBorderFlags.keys),
        "state": ["on"], "controlSize": ["small", "mini", "large"], "bezelStyle": ["round"], "focusRingType": ["none"],
        "tokenStyle": Set(tokenStyles.keys),
    ]
    /// The fields that offer writing tools: a secure or search field does not (`securetextfield`,
    /// `searchfield-no-completion`); a combo box, which no pair shows, as the text field it is.
    static let writingToolsFields: Set<String> = ["textField", "comboBox"]
    /// The kinds of text field: the element, its cell's and their classes.
    static let textFieldKinds: [String: (cell: String, field: String, cellClass: String)] = [
        "textField": ("textFieldCell", AppKitNibClass.textField, AppKitNibClass.textFieldCell),
        "secureTextField": ("secureTextFieldCell", AppKitNibClass.secureTextField, AppKitNibClass.secureTextFieldCell),
        "searchField": ("searchFieldCell", AppKitNibClass.searchField, AppKitNibClass.searchFieldCell),
        "tokenField": ("tokenFieldCell", AppKitNibClass.tokenField, AppKitNibClass.tokenFieldCell),
        "comboBox": ("comboBoxCell", AppKitNibClass.comboBox, AppKitNibClass.comboBoxCell),
    ]
    /// `NSTokenStyle` by Interface Builder's name.
    static let tokenStyles: [String: Int64] = ["default": 0, "none": 1, "rounded": 2, "squared": 3, "plainSquared": 4]
    /// The class of each text cell element: text fields' and table headers'.
    static let textCellClasses: [String: String] = Dictionary(
        uniqueKeysWithValues: textFieldKinds.values.map { ($0.cell, $0.cellClass) } + [("tableHeaderCell", AppKitNibClass.tableHeaderCell)])
    /// A text field's content hugging unless the document says otherwise.
    static let textFieldHugging = (horizontal: 250, vertical: 750)
    /// `NSLineBreakMode` by Interface Builder's name, as a paragraph style counts it: the
    /// control's `NSControlLineBreakMode`, and the cell's `NSCellFlags2` at bit 9.
    static let lineBreakModes = ParagraphStyleValues.lineBreakModes
    static let lineBreakShift: Int64 = 9
    /// `NSCellFlags` of a text field cell: always `0x04000000`; the state, disabled, editable,
    /// selectable, scrollable and border bits; `0x40` when lines are clipped or truncated, not
    /// wrapped (test1: `0x84300041`).
    static let textCellFlags: Int64 = 0x0400_0000
    static let textCellFlagBits: [String: Int64] = [
        "state": 0x8000_0000, "editable": 0x1000_0000, "selectable": 0x0020_0001, "scrollable": 0x0010_0000,
        "continuous": 0x0008_0000,
    ]
    /// What a continuous text field sends on besides: periodic events (Aerial's
    /// `OverlaysViewController`, Xcode 26: `0x10004`).
    static let periodicSendActionMask: Int64 = 0x1_0000
    static let disabledCellFlag: Int64 = 0x2000_0000
    static let textBorderFlags: [String: Int64] = ["border": 0x0080_0000, "bezel": 0x0040_0000]
    static let singleLineBreakFlag: Int64 = 0x40
    /// `NSCellFlags2` of a text field cell besides the alignment and the line break mode.
    static let textCellFlag2Bits: [String: Int64] = [
        "allowsEditingTextAttributes": 0x4000_0000, "refusesFirstResponder": 0x0200_0000,
        "sendsActionOnEndEditing": 0x0040_0000, "truncatesLastVisibleLine": 0x100, "usesSingleLineMode": 0x40,
    ]
    static let noUndoFlag: Int64 = 0x1000
    /// Whether a label keeps the standard line break strategy, which a xib's labels do not
    /// archive: in a storyboard scene's nibs (the 12 labels of Aerial's and Prune's scenes, not
    /// their 3 editable fields), and in a prototype cell view's own nib for systems before macOS
    /// 11 (Aerial's 11, for 10.14, not its 2 editable fields, nor the copies in the table's nib;
    /// viraptor's, built for the newest system, do not).
    private mutating func keepsStandardLineBreakStrategy(at element: IBElement) -> Bool {
        if buildsStoryboardScene { return true }
        guard buildsPrototypeCellViewNib, options.minimumDeploymentTarget != nil else { return false }
        if options.deploymentTarget(before: AppKitCompiler.macOS11System) { return true }
        if options.deploymentTarget(before: AppKitCompiler.newestSDKSystem) {
            approximate(
                "a label of a prototype cell view's own nib for macOS 11 or later but not the newest, which no pair shows, is archived without the standard line break strategy, as the newest system's are",
                at: element)
        }
        return false
    }

    /// `NSLineBreakStrategyStandard`, and the version of the text field's key for it.
    static let standardLineBreakStrategy: Int64 = 0xFFFF
    static let textFieldLineBreakStrategyVersion: Int64 = 2
    /// A cell whose formatter is a date formatter; no other cell of the pairs sets it
    /// (viraptor's `textfield-formatter` and `datacell-unparseable`).
    static let dateFormattedCellFlag2: Int64 = 0x8000_0000
    /// A small cell: `NSControlSize` 1 on the control and `0x20000` in the cell's `NSCellFlags2`
    /// (`textfield-no-truncates`); a large one is written as a large button's.
    static let smallControlSize: Int64 = 1
    static let smallCellFlag2: Int64 = 0x2_0000
    /// A mini cell, which no pair shows (35 of the 207 AppKit documents of twelve fetched apps have
    /// one): `NSControlSize` 2, AppKit's `NSControlSizeMini`, and the next value of the two size
    /// bits of `NSCellFlags2` the small cell starts, as Interface Builder 3's archives
    /// (`AppKitNibBuilder`) show for each of 152 button and 35 text field cells of transmission and
    /// Sequel Ace.
    static let miniControlSize: Int64 = 2
    static let miniCellFlag2: Int64 = 0x4_0000

    /// The `NSControlSize` a control archives for its cell's `controlSize` (a large cell keeps 0:
    /// `NSControlSize2` says it).
    static func archivedControlSize(of cell: IBElement) -> Int64 {
        switch cell["controlSize"] {
        case "small": smallControlSize
        case "mini": miniControlSize
        default: 0
        }
    }

    /// The size bits of a cell's `NSCellFlags2`.
    static func sizeCellFlags2(of cell: IBElement) -> Int64 {
        switch cell["controlSize"] {
        case "small": smallCellFlag2
        case "mini": miniCellFlag2
        default: 0
        }
    }
    /// `NSCellFlags2` of a cell that allows the mixed state (`test-outline-small-sv`'s check box
    /// column).
    static let allowsMixedStateCellFlag2: Int64 = 0x100_0000
    /// What every text field archives the same (`test1`).
    static let textFieldAlignmentRectInsetsVersion: Int64 = 2
    static let olderTextFieldAlignmentRectInsetsVersion: Int64 = 1
    /// Without `allowsCharacterPickerTouchBarItem`, documents saved by tools 11762 (test1,
    /// metafonts-extra, Sparkle's xibs of 558cfd2) get the character picker; older ones (11542
    /// and before: Sparkle's other xibs) and newer ones (13529 and after: Sparkle's fb8d600,
    /// test-tv) do not. Tools 13156 and 13196 follow 13529's convention: resaving a document of
    /// tools 12121, which writes the attribute on every field, they drop it where it is `NO` and
    /// keep it where it is `YES` (iina's MainWindowController.xib, 13156; 24 fields of MacPass's
    /// DatabaseSettingsWindow.xib, 13196, and 178 of iTerm2's PreferencePanel.xib). Tools
    /// 12106 to 12121 write it on every field they saved (not HockeySDK's feedback window,
    /// 12121, saved on none); between 11762 and 13156 the rule is not known.
    static let characterPickerDefaultTools = 11543...11762
    static let characterPickerUnknownTools = 11763...13155

    /// A text field in `superview`, or at the top level (`superview` nil, `parent` the owner).
    mutating func addTextField(_ element: IBElement, superview: Int?, parent: Int) -> Int? {
        guard let parsed = parseView(element, known: Self.textFieldAttributes, accepted: Self.acceptedTextFieldValues) else {
            return nil
        }
        guard let kind = Self.textFieldKinds[element.name] else {
            reject("\(element.name) is not known to the macOS compiler yet", at: element)
            return nil
        }
        let cellName = kind.cell
        let cellElement = parsed.others.first { $0.name == cellName && $0["key"] == "cell" }
        guard let cellElement else {
            reject("a text field without a cell is not known to the macOS compiler yet", at: element)
            return nil
        }
        // Only a search field without completion is known (`searchfield-no-completion`); one
        // with completion, and another field without, are approximations.
        let isSearch = element.name == "searchField"
        guard !isSearch || cellElement["bezelStyle"] == "round" else {
            reject("a search field without the round bezel style is not known to the macOS compiler yet", at: element)
            return nil
        }
        // A rounded text field's cell has the round bezel style as a search field's (Aerial's
        // font field of `OverlaysViewController`, Xcode 26, whose cell matches Xcode's).
        if !isSearch, cellElement["bezelStyle"] == "round" {
            approximateUnlessMeasured(AppKitXcodeRules.roundedTextFields, "a rounded text field", at: element)
        }
        if element.name == "tokenField" {
            approximate(
                "a token field, which no pair shows, is written as a text field of the token field's classes with its token style",
                at: element)
        }
        let completesText = element["textCompletion"] != "NO"
        if isSearch == completesText {
            approximate(
                isSearch
                    ? "a search field with text completion, which no pair shows, is written with completion on (NSAutomaticTextCompletionDisabled false)"
                    : "a text field without text completion, which no pair shows, is written as a search field's cell writes it (NSAutomaticTextCompletionDisabled)",
                at: element)
        }
        guard let characterPicker = characterPicker(of: element) else { return nil }
        let tag = element["tag"].map { Int64($0) }
        let preferredWidth = element["preferredMaxLayoutWidth"].map { Double($0).flatMap { $0.isFinite ? $0 : nil } }
        if tag == .some(nil) || preferredWidth == .some(nil) {
            reject("a text field with a tag or width that is not a number is not known to the macOS compiler yet", at: element)
            return nil
        }
        let textField = add(kind.field, .values([]))
        addDocumentObject(textField, parent: parent, element: element)
        collectConnections(parsed.others.filter { !($0.name == cellName && $0["key"] == "cell") }, of: element, source: textField)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: textField, superview: superview, defaultHugging: Self.textFieldHugging)
        let cell = addTextFieldCell(
            cellElement, control: textField, parent: textField, characterPicker: characterPicker, identifier: cellIdentifier(of: element),
            completesText: completesText)
        let alignment = Self.cellAlignments[cellElement.cellAlignment] ?? (4, 4)
        let isContinuous = cellElement["continuous"] == "YES"
        fields.add(AppKitNibKey.tag, tag.flatMap { $0 }.map(NibGraph.Value.integer))
        addControlValues(
            ControlValues(
                cell: cell, size: Self.archivedControlSize(of: cellElement), sizedCell: cellElement,
                continuous: isContinuous, refusesFirstResponder: cellElement["refusesFirstResponder"] == "YES",
                usesSingleLineMode: cellElement["usesSingleLineMode"] == "YES", textAlignment: alignment.control,
                lineBreakMode: Self.lineBreakModes[cellElement.cellLineBreakMode] ?? 0,
                sendActionMask: Self.sendActionMask | (isContinuous ? Self.periodicSendActionMask : 0),
                allowsExpansionToolTips: element["allowsExpansionToolTips"] == "YES" ? true : nil),
            to: &fields)
        if follows(AppKitXcodeRules.textFieldLineBreakStrategy, until: AppKitXcodeRules.textFieldLineBreakStrategyDropped) {
            fields.add(AppKitNibKey.lineBreakStrategy, .integer(0))
        }
        let width = preferredWidth.flatMap { $0 } ?? automaticPreferredWidth(of: element, cell: cellElement, frameWidth: parsed.frame.width)
        fields.add(AppKitNibKey.preferredMaxLayoutWidth, width == 0 ? nil : .double(width))
        fields.add(AppKitNibKey.controlAutosetMaxLayoutWidth, element["setsMaxLayoutWidthAtFirstLayout"] == "YES" ? .bool(true) : nil)
        fields.add(
            AppKitNibKey.textFieldAlignmentRectInsetsVersion,
            .integer(
                follows(AppKitXcodeRules.xcode7Archives)
                    ? Self.textFieldAlignmentRectInsetsVersion : Self.olderTextFieldAlignmentRectInsetsVersion))
        if cellElement["editable"] != "YES", keepsStandardLineBreakStrategy(at: element) {
            fields.add(AppKitNibKey.textFieldLineBreakStrategyVersion, .integer(Self.textFieldLineBreakStrategyVersion))
            fields.add(AppKitNibKey.lineBreakStrategy, .integer(Self.standardLineBreakStrategy))
        }
        fields.add(AppKitNibKey.allowsWritingTools, .bool(Self.writingToolsFields.contains(element.name)))
        fields.add(AppKitNibKey.textFieldAllowsWritingToolsAffordance, .bool(false))
        fields.add(AppKitNibKey.resolvesNaturalAlignmentWithBaseWritingDirection, .bool(false))
        objects[textField].content = .values(NibGraph.Entries(fields.entries))
        return textField
    }

    /// Whether the cell gets the character picker, by the attribute or, when the document
    /// predates it, by the document's tools version (an approximation where the rule is not
    /// known); nil without a tools version.
    private mutating func characterPicker(of element: IBElement) -> Bool? {
        if let attribute = element["allowsCharacterPickerTouchBarItem"] {
            return attribute == "YES"
        }
        // "22113.1": the whole part is the tools' version.
        let toolsText = document.toolsVersion?.split(separator: ".").first.map(String.init)
        guard let tools = toolsText.flatMap({ Int($0) }) else {
            reject("a text field of a document without a tools version is not known to the macOS compiler yet", at: element)
            return nil
        }
        if Self.characterPickerDefaultTools.contains(tools) { return true }
        if !Self.characterPickerUnknownTools.contains(tools) { return false }
        // HockeySDK's feedback window, tools 12121, saves the attribute on none of its fields.
        approximate(
            "a text field of a document saved with tools \(tools), whose default for the character picker's Touch Bar item no pair shows, is written without it, as a field of tools 13156 and later",
            at: element)
        return false
    }

    /// A text cell: a text field's (`control` and `parent` the field), a table column's data
    /// cell (`control` the table, `parent` the column) or a header cell (neither: it is no object
    /// of the document). `font` replaces the document's font.
    mutating func addTextFieldCell(
        _ element: IBElement, control: Int?, parent: Int?, characterPicker: Bool, font replacement: AppKitFonts.MetaFont? = nil,
        identifier: NibGraph.Value? = nil, completesText: Bool = true
    ) -> Int? {
        let isComboBox = element.name == "comboBoxCell"
        let isSearch = element.name == "searchFieldCell"
        let ownAttributes = isComboBox ? Self.comboBoxCellAttributes : isSearch ? Self.searchFieldCellAttributes : []
        let ownValues = isComboBox ? Self.acceptedComboBoxCellValues : isSearch ? Self.acceptedSearchFieldCellValues : [:]
        approximateUnknownAttributes(
            of: element, known: Self.textFieldCellAttributes.union(ownAttributes),
            accepted: Self.acceptedTextFieldCellValues.merging(ownValues) { $1 })
        if isComboBox {
            approximate(Self.comboBoxApproximation, at: element)
        }
        if element["tokenStyle"] != nil, element.name != "tokenFieldCell" {
            reject("a token style of a \(element.name) is not known to the macOS compiler", at: element)
            return nil
        }
        var font = replacement.map { addFont($0, kind: $0.textStyle ?? AppKitFonts.namedFontKind) }
        var colors: [String: Int] = [:]
        var inputLocales: [Int]?
        var formatter: (object: Int, element: IBElement)?
        var cellConnections: [IBElement] = []
        // The cell's accessibility and runtime attributes, made from the cell.
        var cellDescriptions: [IBElement] = []
        var comboList: IBElement?
        for child in element.children {
            switch (child.name, child["key"]) {
            case (Self.comboListElement, nil) where isComboBox && comboList == nil && child.attributes.isEmpty:
                rejectChildren(child.children.filter { $0.name != "string" }, of: child)
                comboList = child
            case ("connections", nil) where child.attributes.isEmpty:
                // HandBrake's preset names, renamed by their cell's action.
                cellConnections.append(child)
            case ("accessibility", nil):
                // LuLu's rule filter names its search field's cell.
                approximate(Self.cellAccessibility, at: child)
                cellDescriptions.append(child)
            case ("userDefinedRuntimeAttributes", nil):
                // HockeySDK's feedback fields set their cell's inset (an approximation, as any
                // runtime attribute).
                cellDescriptions.append(child)
            case ("allowedInputSourceLocales", _) where ["secureTextFieldCell", "textFieldCell"].contains(element.name):
                rejectChildren(child.children.filter { $0.name != "string" }, of: child)
                inputLocales = child.children.filter { $0.name == "string" }.map { stringObject($0.text ?? "") }
            case ("numberFormatter", "formatter") where formatter == nil:
                guard let made = addNumberFormatter(child) else { return nil }
                formatter = (made, child)
            case ("dateFormatter", "formatter") where formatter == nil:
                guard let made = addDateFormatter(child) else { return nil }
                formatter = (made, child)
            case ("customFormatter", "formatter") where formatter == nil:
                guard let made = addCustomFormatter(child) else { return nil }
                formatter = (made, child)
            case ("byteCountFormatter", "formatter") where formatter == nil:
                guard let made = addByteCountFormatter(child) else { return nil }
                formatter = (made, child)
            case ("font", "font") where replacement == nil:
                font = addFont(child)
            case ("font", "font"):
                continue
            case ("string", "title") where element.text("title") != nil:
                continue
            case ("color", "textColor"), ("color", "backgroundColor"):
                if let color = addColor(child) { colors[child["key"] ?? ""] = color }
            default:
                reject("\(child.name) of a \(element.name) is not known to the macOS compiler yet", at: child)
            }
        }
        if element["placeholderString"] != nil {
            approximateUnlessMeasured(AppKitXcodeRules.placeholderStrings, "a placeholder", at: element)
        }
        if element["controlSize"] == "large" {
            approximateUnlessMeasured(AppKitXcodeRules.largeControls, "a large text field", at: element)
        }
        let cellClass = Self.textCellClasses[element.name] ?? AppKitNibClass.textFieldCell
        let cell = add(cellClass, .values([]))
        if let parent { addDocumentObject(cell, parent: parent, element: element) }
        if let formatter { addDocumentObject(formatter.object, parent: cell, element: formatter.element) }
        for connections in cellConnections { collectCellConnections(connections, of: element, cell: cell) }
        collectConnections(cellDescriptions, of: element, source: cell)
        let lineBreak = element.cellLineBreakMode
        var flags = Self.textCellFlags
        for (name, bit) in Self.textCellFlagBits where element[name] == "YES" || (name == "state" && element[name] == "on") {
            flags |= bit
        }
        if element["enabled"] == "NO" { flags |= Self.disabledCellFlag }
        flags |= element["borderStyle"].flatMap { Self.textBorderFlags[$0] } ?? 0
        if !IBElement.wrappingLineBreakModes.contains(lineBreak) { flags |= Self.singleLineBreakFlag }
        let alignment = Self.cellAlignments[element.cellAlignment] ?? (4, 4)
        var flags2 = alignment.cell << Self.cellAlignmentShift | (Self.lineBreakModes[lineBreak] ?? 0) << Self.lineBreakShift
        for (name, bit) in Self.textCellFlag2Bits where element[name] == "YES" {
            flags2 |= bit
        }
        if element["allowsUndo"] == "NO" { flags2 |= Self.noUndoFlag }
        flags2 |= Self.sizeCellFlags2(of: element)
        // NSCell's own bit, as the button cells of the pairs show it.
        if element["focusRingType"] == "none" { flags2 |= Self.noFocusRingCellFlag2 }
        let isDated = formatter?.element.name == "dateFormatter"
        if isDated { flags2 |= Self.dateFormattedCellFlag2 }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.cellFlags, .integer(Int64(Int32(truncatingIfNeeded: flags))))
        fields.add(AppKitNibKey.cellFlags2, .integer(Int64(Int32(truncatingIfNeeded: flags2))))
        addControlSize2(of: element, to: &fields)
        // A formatted cell without a title has no contents (viraptor's `numfmt-basic`); its title
        // is the number its formatter reads (Aerial's `CacheViewController`: "5", the integer 5).
        // A date formatter keeps an empty title (viraptor's `textfield-formatter`) and one it cannot
        // read as a date (`datacell-unparseable`); it reads none without digits unless it reads "today".
        let title = element.text("title") ?? (formatter == nil || isDated ? "" : nil)
        if isDated, let title {
            // A title that may be a date ibtool reads as one in the build Mac's time zone
            // (transmission's log window: "4/1/1976, 11:00 pm"): kept as its text.
            if !(title.isEmpty || (!title.contains(where: \.isNumber) && formatter?.element["doesRelativeDateFormatting"] == nil)) {
                approximate(
                    "a date-formatted cell's title that may be a date, which ibtool reads in the build Mac's time zone, is written as its text",
                    at: element)
            }
            fields.add(AppKitNibKey.contents, userString(title, of: element).archived)
        } else if let formatter, formatter.element.name == "numberFormatter", let title {
            if let number = Int64(title) {
                fields.add(AppKitNibKey.contents, .object(numberObject(.integer(number))))
            } else {
                // MacPass's "25000 bit" of a "# bit" format, Sequel Ace's "Text Cell".
                approximate(
                    "a formatted cell's title that is not a whole number, which ibtool reads with its formatter, is written as its text",
                    at: element)
                fields.add(AppKitNibKey.contents, userString(title, of: element).archived)
            }
        } else {
            fields.add(AppKitNibKey.contents, title.map { userString($0, of: element).archived })
        }
        fields.add(AppKitNibKey.support, font.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.formatter, formatter.map { .object($0.object) })
        // After the formatter (viraptor's `textfield-formatter`).
        fields.add(
            AppKitNibKey.placeholder,
            element["placeholderString"].map { userString($0, property: "placeholderString", of: element).archived })
        fields.add(AppKitNibKey.cellIdentifier, identifier)
        fields.add(AppKitNibKey.controlView, control.map(NibGraph.Value.object))
        fields.add(AppKitNibKey.drawsBackground, element["drawsBackground"] == "YES" ? .bool(true) : nil)
        fields.add(AppKitNibKey.backgroundColor, colors["backgroundColor"].map(NibGraph.Value.object))
        fields.add(AppKitNibKey.textColor, colors["textColor"].map(NibGraph.Value.object))
        // A secure field's locales are immutable, a text field's mutable (Aerial's `MenuView`, Xcode 26).
        let localesClass = element.name == "secureTextFieldCell" ? NibCollectionClass.array : NibCollectionClass.mutableArray
        fields.add(AppKitNibKey.allowedInputLocales, inputLocales.map { list(localesClass, $0).archived })
        fields.add(AppKitNibKey.characterPickerEnabled, characterPicker ? .bool(true) : nil)
        if isSearch, let control {
            guard addSearchFieldValues(element, cell: cell, control: control, completes: completesText, to: &fields) else { return nil }
        } else if element["bezelStyle"] == "round" {
            fields.add(AppKitNibKey.textBezelStyle, .integer(Self.roundTextBezel))
        }
        fields.add(AppKitNibKey.tokenStyle, element["tokenStyle"].flatMap { Self.tokenStyles[$0] }.map(NibGraph.Value.integer))
        if !isSearch, !completesText {
            fields.add(AppKitNibKey.automaticTextCompletionDisabled, .bool(true))
            fields.add(AppKitNibKey.automaticTextCompletionStored, .bool(true))
        }
        if isComboBox { addComboBoxValues(element, listElement: comboList, cell: cell, font: font, to: &fields) }
        if element["tag"] != nil {
            // Quicksilver's matrix of numbered cells, its About window's and preferences' fields.
            approximate("a text cell's tag, which no pair shows, is archived last as a button cell's is (NSTag)", at: element)
            guard let tag = integerAttribute("tag", of: element) else { return nil }
            fields.add(AppKitNibKey.tag, tag.map(NibGraph.Value.integer))
        }
        objects[cell].content = .values(NibGraph.Entries(fields.entries))
        // A custom cell class, its names before the cell's values (viraptor's `HSChooserWindow`).
        swapClass(of: cell, to: element)
        return cell
    }

    /// What a round search field without completion archives in its cell, as
    /// `searchfield-no-completion` shows it: the bezel, completion off, its search and cancel
    /// button cells, and at most 255 recent searches; one that `completes`, completion on. False
    /// after an error.
    private mutating func addSearchFieldValues(
        _ element: IBElement, cell: Int, control: Int, completes: Bool, to fields: inout NibFieldWriter
    ) -> Bool {
        guard let maximumRecents = integerAttribute("maximumRecents", of: element) else { return false }
        fields.add(AppKitNibKey.textBezelStyle, .integer(Self.roundTextBezel))
        fields.add(AppKitNibKey.automaticTextCompletionDisabled, .bool(!completes))
        fields.add(AppKitNibKey.searchButtonCell, .object(addSearchButtonCell(cancels: false, cell: cell, control: control)))
        fields.add(AppKitNibKey.cancelButtonCell, .object(addSearchButtonCell(cancels: true, cell: cell, control: control)))
        fields.add(AppKitNibKey.maximumRecents, .integer(maximumRecents ?? Self.maximumRecentSearches))
        fields.add(AppKitNibKey.recentsAutosaveName, element["recentsAutosaveName"].flatMap { $0.isEmpty ? nil : string($0).archived })
        fields.add(AppKitNibKey.sendsWholeSearchString, element["sendsWholeSearchString"] == "YES" ? .bool(true) : nil)
        var flags = Self.searchFieldFlags
        if element["sendsSearchStringImmediately"] == "YES" { flags[0] |= Self.sendsSearchStringImmediatelyFlag }
        fields.add(AppKitNibKey.searchFieldFlags, .data(flags))
        fields.add(AppKitNibKey.automaticTextCompletionStored, .bool(true))
        return true
    }

    /// The search or cancel button cell, which sends its action to the search field's cell; the
    /// cancel button is described for accessibility as "cancel".
    private mutating func addSearchButtonCell(cancels: Bool, cell: Int, control: Int) -> Int {
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.cellFlags, .integer(cancels ? Self.cancelButtonCellFlags : 0))
        fields.add(AppKitNibKey.cellFlags2, .integer(0))
        fields.add(AppKitNibKey.contents, cancels ? nil : string(Self.searchButtonTitle).archived)
        if cancels {
            let description = [
                stringObject(Self.accessibilityDescriptionAttribute), stringObject(Self.cancelButtonDescription),
                stringObject(Self.accessibilityValueTypeKey), numberObject(.integer(1)),
            ]
            let attributes = collection(NibCollectionClass.mutableDictionary, description)
            fields.add(
                AppKitNibKey.accessibilityOverriddenAttributes, list(NibCollectionClass.mutableArray, [attributes]).archived)
        }
        fields.add(AppKitNibKey.controlView, .object(control))
        fields.add(AppKitNibKey.action, string(cancels ? Self.searchCancelAction : Self.searchAction).archived)
        fields.add(AppKitNibKey.target, .object(cell))
        fields.add(AppKitNibKey.buttonFlags, .integer(Self.searchButtonFlags))
        fields.add(AppKitNibKey.buttonFlags2, .integer(0))
        fields.add(AppKitNibKey.bezelStyle, .integer(0))
        fields.add(AppKitNibKey.keyEquivalent, string("").archived)
        fields.add(AppKitNibKey.periodicDelay, .integer(Self.periodicDelay))
        fields.add(AppKitNibKey.periodicInterval, .integer(Self.periodicInterval))
        fields.add(AppKitNibKey.auxButtonType, .integer(Self.searchButtonType))
        return add(AppKitNibClass.buttonCell, .values(NibGraph.Entries(fields.entries)))
    }

    static let roundTextBezel: Int64 = 1
    static let maximumRecentSearches: Int64 = 255
    /// `NSSearchFieldFlags`, four bytes: the pair's 6, and 0x8 for sending each keystroke.
    static let searchFieldFlags = Data([6, 0, 0, 0])
    static let sendsSearchStringImmediatelyFlag: UInt8 = 0x8
    static let searchButtonTitle = "search"
    static let searchAction = "_searchFieldSearch:"
    static let searchCancelAction = "_searchFieldCancel:"
    static let searchButtonFlags: Int64 = 0x840_4000
    static let searchButtonType: Int64 = 5
    static let cancelButtonCellFlags: Int64 = -0x8000_0000
    static let cancelButtonDescription = "cancel"
    static let accessibilityValueTypeKey = "NSAccessibilityEncodedAttributesValueType"

    /// The insets of a text field's text: 2 points each side.
    static let textFieldHorizontalInsets = 4.0

    /// The width a label that wraps, placed by constraints, lays its text out in when the
    /// document leaves it automatic: its frame's width less its insets where the document says
    /// to set it at the first layout (Sparkle's `SUStatus`, Xcode 14.3: 277 wide, 273), and in
    /// Xcode 7 always (Sparkle's `SUUpdateAlert` question field, 494 wide: 490); else none.
    func automaticPreferredWidth(of element: IBElement, cell: IBElement, frameWidth: Double) -> Double {
        let wraps = cell.cellLineBreakMode == "wordWrapping" && cell["usesSingleLineMode"] != "YES"
        guard wraps, isPlacedByConstraints(element) else { return 0 }
        let setsWidth =
            element["setsMaxLayoutWidthAtFirstLayout"] == "YES" || !follows(AppKitXcodeRules.preferredWidthOnlyWhenGiven)
        return setsWidth ? frameWidth - Self.textFieldHorizontalInsets : 0
    }
}
