import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Cell-based tables as Xcode 7.2 to 11.4 archive them: an `NSTableView` with its flags, row
/// metrics and colors, a corner view, and its `NSTableColumn`s, each with a header cell and a data
/// cell. Measured on Sparkle's `SUUpdatePermissionPrompt`, which more than 20 apps built with those
/// Xcodes (`AppKitXcodeRules.cellBasedTables`). Newer Xcodes size the columns again when they
/// fill the table (`SUUpdatePermissionPrompt` as Xcode 12.3 built it: its last column 29 points
/// narrower), so only the measured Xcodes, and only tables whose columns fill them exactly, are
/// written; any other attribute, value or child is an error naming it.
extension AppKitNibBuilder {
    static let tableViewAttributes: Set<String> = [
        "id", "focusRingType", "verticalHuggingPriority", "allowsExpansionToolTips", "columnAutoresizingStyle",
        "alternatingRowBackgroundColors", "multipleSelection", "autosaveColumns", "typeSelect", "rowHeight",
    ]
    static let acceptedTableViewValues: [String: Set<String>] = [
        // The hugging every table of the pairs has, which archives no NSHuggingPriority.
        "focusRingType": ["none"], "verticalHuggingPriority": ["750"], "allowsExpansionToolTips": ["YES", "NO"],
        "columnAutoresizingStyle": Set(columnAutoresizingStyles.keys), "alternatingRowBackgroundColors": ["YES", "NO"],
        "multipleSelection": ["YES", "NO"], "autosaveColumns": ["NO"], "typeSelect": ["YES", "NO"],
    ]
    static let tableColumnAttributes: Set<String> = ["id", "identifier", "editable", "width", "minWidth", "maxWidth"]
    /// An empty identifier is not archived (Sparkle's fb8d600 build).
    static let acceptedTableColumnValues: [String: Set<String>] = ["editable": ["NO"], "identifier": [""]]
    static let tableHeaderCellAttributes: Set<String> = ["key", "lineBreakMode", "borderStyle", "alignment", "title"]

    /// The colors a table archives, in the order they are made.
    static let tableColorKeys = ["backgroundColor", "gridColor"]
    /// `NSTableViewColumnAutoresizingStyle` by Interface Builder's name; uniform by default.
    static let columnAutoresizingStyles: [String: Int64] = [
        "none": 0, "uniform": 1, "sequential": 2, "reverseSequential": 3, "lastColumnOnly": 4, "firstColumnOnly": 5,
    ]
    static let defaultColumnAutoresizingStyle = "uniform"
    /// `NSTvFlags`: column reordering and resizing, empty selection and type select as every such
    /// table of the pairs sets them (`0x80000000`, `0x40000000`, `0x10000000`, `0x02000000`),
    /// `0x00400000` as the measured Xcodes set it on a table its columns fill, multiple selection
    /// and alternating row colors when the document asks for them.
    static let tableFlags: Int64 = 0xD240_0000
    static let tableFlagBits: [String: (bit: Int64, byDefault: Bool)] = [
        "multipleSelection": (0x0800_0000, true), "alternatingRowBackgroundColors": (0x0080_0000, false),
    ]
    /// What a table archives whatever the document says: no data source or delegate (the keyed
    /// archive holds the string `$null` for each), drags to other applications off and within it
    /// on, the regular dragging destination style, group rows in the source list style.
    static let tableNoConnection = "$null"
    static let tableDraggingSourceMasks = (local: Int64(-1), nonLocal: Int64(0))
    static let tableDraggingDestinationStyle: Int64 = 0
    static let tableGroupRowStyle: Int64 = 1
    static let defaultRowHeight = 17.0
    /// `NSvFlags` of a table: `0x1100`, and since Xcode 11 the width and height sizable bits
    /// whatever its mask says.
    static let tableViewFlags: Int64 = 0x1100
    static let tableViewSizableFlags: Int64 = 0x12
    /// The corner view above the vertical scroller: as high as the header of the measured
    /// Xcodes' systems, hidden when the build Mac shows overlay scrollers.
    static let cornerViewSize = "{15, 20}"
    /// `NSResizingMask` of a column: resizes with the table (1), by the user (2).
    static let columnResizingBits: [String: Int64] = ["resizeWithTable": 1, "userResizable": 2]

    /// The table that is a clip view's document, with its columns, added after the clip view.
    mutating func addTableView(_ element: IBElement, clip: Int, clipSize: (width: Double, height: Double)) -> Int? {
        guard options.isMeasured(AppKitXcodeRules.cellBasedTables) else {
            reject("a table as this Xcode archives it is not known to the macOS compiler yet", at: element)
            return nil
        }
        guard acceptsAttributes(of: element, known: Self.tableViewAttributes, accepted: Self.acceptedTableViewValues) else {
            return nil
        }
        var frame: (x: Double, y: Double, width: Double, height: Double)?
        var spacing: (width: Double, height: Double)?
        var colorElements: [String: IBElement] = [:]
        var columnElements: [IBElement] = []
        var others: [IBElement] = []
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("rect", "frame"):
                frame = rect(child)
            case ("autoresizingMask", "autoresizingMask") where child.attributes.keys.allSatisfy({ $0 == "key" }):
                continue
            case ("animations", nil) where child.children.isEmpty && child.attributes.isEmpty:
                // Xcode 7's empty list of Core Animation animations; not archived.
                continue
            case ("size", "intercellSpacing"):
                guard let width = number(child, "width"), let height = number(child, "height") else {
                    reject("an intercell spacing without a width and height is not known to the macOS compiler yet", at: child)
                    return nil
                }
                spacing = (width, height)
            case ("color", let key?) where Self.tableColorKeys.contains(key):
                colorElements[key] = child
            case ("tableColumns", nil):
                columnElements = child.children
            default:
                others.append(child)
            }
        }
        guard let frame, let spacing, frame.x == 0, frame.y == 0 else {
            reject(
                "a table without a frame at its clip view's origin and an intercell spacing is not known to the macOS compiler yet",
                at: element)
            return nil
        }
        rejectChildren(columnElements.filter { $0.name != "tableColumn" }, of: element)
        let widths = columnElements.filter { $0.name == "tableColumn" }.map { number($0, "width") ?? -1 }
        let filledWidth = widths.reduce(0, +) + spacing.width * Double(widths.count)
        guard !widths.isEmpty, filledWidth == frame.width, frame.width == clipSize.width else {
            reject("a table that its columns or its clip view do not fill exactly is not known to the macOS compiler yet", at: element)
            return nil
        }
        guard let rowHeight = element["rowHeight"].map({ Double($0).flatMap { $0.isFinite ? $0 : nil } }) ?? Self.defaultRowHeight
        else {
            reject("rowHeight=\"\(element["rowHeight"] ?? "")\" of a table is not known to the macOS compiler yet", at: element)
            return nil
        }
        let table = add(AppKitNibClass.tableView, .values([]))
        addDocumentObject(table, parent: clip, element: element)
        collectConnections(others, of: element, source: table)
        var colors: [String: Int] = [:]
        for key in Self.tableColorKeys {
            guard let colorElement = colorElements[key] else { continue }
            guard let color = addColor(colorElement) else { return nil }
            colors[key] = color
        }
        let columns = columnElements.filter { $0.name == "tableColumn" }.compactMap { addTableColumn($0, table: table) }
        guard columns.count == widths.count else { return nil }

        var flags = Self.tableFlags
        for (name, rule) in Self.tableFlagBits where element[name].map({ $0 == "YES" }) ?? rule.byDefault {
            flags |= rule.bit
        }
        var viewFlags = Self.tableViewFlags
        if follows(AppKitXcodeRules.tablesSizeWithTheirClipView) { viewFlags |= Self.tableViewSizableFlags }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.nextResponder, .object(clip))
        fields.add(AppKitNibKey.nibTouchBar, .null)
        fields.add(AppKitNibKey.viewFlags, .integer(viewFlags))
        // A table without rows is as high as its clip view (Sparkle's, saved 16 high, archived 113).
        fields.add(AppKitNibKey.frameSize, string(GeometryString.size(width: frame.width, height: clipSize.height)).archived)
        fields.add(AppKitNibKey.superview, .object(clip))
        fields.add(AppKitNibKey.wantsBestResolutionOpenGLSurface, .bool(true))
        fields.add(AppKitNibKey.enabled, .bool(true))
        fields.add(AppKitNibKey.allowsLogicalLayoutDirection, .bool(false))
        fields.add(AppKitNibKey.controlSize, .integer(0))
        fields.add(AppKitNibKey.controlContinuous, .bool(false))
        fields.add(AppKitNibKey.controlRefusesFirstResponder, .bool(false))
        fields.add(AppKitNibKey.controlUsesSingleLineMode, .bool(false))
        fields.add(AppKitNibKey.controlTextAlignment, .integer(0))
        fields.add(AppKitNibKey.controlLineBreakMode, .integer(0))
        fields.add(AppKitNibKey.controlWritingDirection, .integer(Self.leftToRightWritingDirection))
        fields.add(AppKitNibKey.controlSendActionMask, .integer(0))
        fields.add(AppKitNibKey.controlAllowsExpansionToolTips, element["allowsExpansionToolTips"] == "YES" ? .bool(true) : nil)
        fields.add(AppKitNibKey.backgroundColor, colors["backgroundColor"].map(NibGraph.Value.object))
        fields.add(AppKitNibKey.tableGridColor, colors["gridColor"].map(NibGraph.Value.object))
        fields.add(AppKitNibKey.tableIntercellSpacingWidth, .double(spacing.width))
        fields.add(AppKitNibKey.tableIntercellSpacingHeight, .double(spacing.height))
        fields.add(AppKitNibKey.tableRowHeight, .double(rowHeight))
        fields.add(AppKitNibKey.tableViewFlags, .integer(Int64(Int32(truncatingIfNeeded: flags))))
        fields.add(AppKitNibKey.tableColumns, list(NibCollectionClass.mutableArray, columns).archived)
        fields.add(AppKitNibKey.tableCornerView, .object(addCornerView()))
        fields.add(AppKitNibKey.tableDelegate, string(Self.tableNoConnection).archived)
        fields.add(AppKitNibKey.tableDataSource, string(Self.tableNoConnection).archived)
        fields.add(AppKitNibKey.tableDraggingSourceMaskForLocal, .integer(Self.tableDraggingSourceMasks.local))
        fields.add(AppKitNibKey.tableDraggingSourceMaskForNonLocal, .integer(Self.tableDraggingSourceMasks.nonLocal))
        fields.add(AppKitNibKey.tableDraggingDestinationStyle, .integer(Self.tableDraggingDestinationStyle))
        fields.add(
            AppKitNibKey.tableColumnAutoresizingStyle,
            .integer(Self.columnAutoresizingStyles[element["columnAutoresizingStyle"] ?? Self.defaultColumnAutoresizingStyle] ?? 1))
        fields.add(AppKitNibKey.tableGroupRowStyle, .integer(Self.tableGroupRowStyle))
        fields.add(AppKitNibKey.allowsTypeSelect, .bool(element["typeSelect"] != "NO"))
        objects[table].content = .values(NibGraph.Entries(fields.entries))
        return table
    }

    private mutating func addCornerView() -> Int {
        var flags = Self.autoresizesSubviewsFlag
        if options.scrollerStyle == .overlay { flags |= Self.hiddenFlag }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.nextResponder, .null)
        fields.add(AppKitNibKey.nibTouchBar, .null)
        fields.add(AppKitNibKey.viewFlags, .integer(Int64(Int32(truncatingIfNeeded: flags))))
        fields.add(AppKitNibKey.frameSize, string(Self.cornerViewSize).archived)
        fields.add(AppKitNibKey.wantsBestResolutionOpenGLSurface, .bool(true))
        return add(AppKitNibClass.cornerView, .values(NibGraph.Entries(fields.entries)))
    }

    /// A column with its header and data cells and its bindings.
    private mutating func addTableColumn(_ element: IBElement, table: Int) -> Int? {
        guard acceptsAttributes(of: element, known: Self.tableColumnAttributes, accepted: Self.acceptedTableColumnValues),
            let width = number(element, "width"), let minWidth = number(element, "minWidth"),
            let maxWidth = number(element, "maxWidth")
        else {
            reject("a table column without a width, minimum and maximum is not known to the macOS compiler yet", at: element)
            return nil
        }
        let column = add(AppKitNibClass.tableColumn, .values([]))
        addDocumentObject(column, parent: table, element: element)
        var headerElement: IBElement?
        var dataElement: IBElement?
        var resizing: Int64?
        var others: [IBElement] = []
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("tableHeaderCell", "headerCell"): headerElement = child
            case ("textFieldCell", "dataCell"): dataElement = child
            case ("tableColumnResizingMask", "resizingMask"): resizing = flags(of: child, Self.columnResizingBits)
            default: others.append(child)
            }
        }
        // Only a column the user resizes and that resizes with its table is measured.
        guard let headerElement, let dataElement, resizing == Self.columnResizingBits.values.reduce(0, |) else {
            reject(
                "a table column without a header cell, a data cell and both resizing flags is not known to the macOS compiler yet",
                at: element)
            return nil
        }
        collectConnections(others, of: element, source: column)
        guard let header = addTableHeaderCell(headerElement),
            let data = addTextFieldCell(dataElement, control: table, parent: column, characterPicker: false)
        else { return nil }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.columnWidth, .double(width))
        fields.add(AppKitNibKey.columnMinWidth, .double(minWidth))
        fields.add(AppKitNibKey.columnMaxWidth, .double(maxWidth))
        fields.add(AppKitNibKey.columnHeaderCell, .object(header))
        fields.add(AppKitNibKey.columnDataCell, .object(data))
        fields.add(AppKitNibKey.columnResizingMask, .integer(resizing ?? 0))
        fields.add(AppKitNibKey.columnIsResizeable, .bool(true))
        fields.add(AppKitNibKey.columnTableView, .object(table))
        objects[column].content = .values(NibGraph.Entries(fields.entries))
        return column
    }

    /// A column's header cell: a text cell without a control, its title plain.
    private mutating func addTableHeaderCell(_ element: IBElement) -> Int? {
        guard acceptsAttributes(of: element, known: Self.tableHeaderCellAttributes, accepted: Self.acceptedTextFieldCellValues) else {
            return nil
        }
        return addTextFieldCell(element, control: nil, parent: nil, characterPicker: false)
    }
}
