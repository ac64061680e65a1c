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
        "multipleSelection": ["YES", "NO"], "autosaveColumns": ["YES", "NO"], "typeSelect": ["YES", "NO"],
    ]
    static let tableColumnAttributes: Set<String> = ["id", "identifier", "editable", "width", "minWidth", "maxWidth"]
    /// An empty identifier is not archived (Sparkle's fb8d600 build).
    static let acceptedTableColumnValues: [String: Set<String>] = ["editable": ["NO"], "identifier": [""]]
    static let tableHeaderCellAttributes: Set<String> = ["key", "lineBreakMode", "borderStyle", "alignment", "title"]
    /// The element of a table, a clip view's document.
    static let tableElement = "tableView"

    /// The colors a table archives, in the order they are made.
    static let tableColorKeys = ["backgroundColor", "gridColor"]
    /// `NSTableViewColumnAutoresizingStyle` by Interface Builder's name, uniform when it gives
    /// none (viraptor's `test-table-1col-autohide`, Aerial's tables).
    static let columnAutoresizingStyles: [String: Int64] = [
        "none": 0, "uniform": 1, "sequential": 2, "reverseSequential": 3, "lastColumnOnly": 4, "firstColumnOnly": 5,
    ]
    static let defaultColumnAutoresizingStyle: Int64 = 1
    /// `NSTvFlags`: column reordering and resizing and empty selection (`0x80000000`,
    /// `0x40000000`, `0x10000000`, which no document of the pairs turns off), `0x02000000`, set
    /// on every table of the pairs whatever its type select, `0x00400000` as the measured Xcodes
    /// set it on a table its columns fill; multiple selection, autosaved columns and alternating
    /// row colors as the document says (their bits measured on the Xcode 26 tables: viraptor's
    /// `test-table-no-header` has the first two by default, `test-sort-desc` the third).
    static let tableFlags: Int64 = 0xD240_0000
    static let tableFlagBits: [String: (bit: Int64, byDefault: Bool)] = [
        "multipleSelection": (0x0800_0000, true), "autosaveColumns": (0x0100_0000, true),
        "alternatingRowBackgroundColors": (0x0080_0000, false),
    ]
    /// What a table archives whatever the document says: no data source or delegate (the keyed
    /// archive holds a string `$null`, its own null marker, for each), drags to other
    /// applications off and within it on, the regular dragging destination style, group rows in
    /// the source list style.
    static let tableDraggingSourceMasks = (local: Int64(-1), nonLocal: Int64(0))
    static let tableDraggingDestinationStyle: Int64 = 0
    static let tableGroupRowStyle: Int64 = 1
    /// The row height of a table that gives none (viraptor's `test-table-no-header`).
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
        var columnElements: [IBElement]?
        var others: [IBElement] = []
        var seen: Set<String> = []
        for child in element.children {
            // Each of these once: a second would silently replace the first.
            guard seen.insert("\(child.name) \(child["key"] ?? "")").inserted || child.name == "connections" else {
                reject("a second \(child.name) of a table is not known to the macOS compiler yet", at: child)
                return nil
            }
            switch (child.name, child["key"]) {
            case ("rect", "frame"):
                guard let rect = rect(child) else { return nil }
                frame = rect
            case ("autoresizingMask", "autoresizingMask") where child.attributes.keys.allSatisfy({ $0 == "key" }):
                continue
            case ("animations", nil) where child.children.isEmpty && child.attributes.isEmpty:
                // Xcode 7's empty list of Core Animation animations; not archived.
                continue
            case ("size", "intercellSpacing"):
                guard Set(child.attributes.keys) == ["key", "width", "height"], let width = number(child, "width"),
                    let height = number(child, "height"), width.isFinite, height.isFinite
                else {
                    reject("an intercell spacing other than a width and a height is not known to the macOS compiler yet", at: child)
                    return nil
                }
                spacing = (width, height)
            case ("color", let key?) where Self.tableColorKeys.contains(key):
                colorElements[key] = child
            case ("tableColumns", nil) where child.attributes.isEmpty:
                columnElements = child.children
            default:
                others.append(child)
            }
        }
        guard let frame, let spacing, let columnElements, frame.x == 0, frame.y == 0 else {
            reject(
                "a table without columns, an intercell spacing and a frame at its clip view's origin is not known to the macOS compiler yet",
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
        guard let rowHeight = element["rowHeight"].map({ Double($0).flatMap { $0.isFinite && $0 > 0 ? $0 : nil } }) ?? Self.defaultRowHeight
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
        var columns: [Int] = []
        for columnElement in columnElements where columnElement.name == "tableColumn" {
            guard let column = addTableColumn(columnElement, table: table) else { return nil }
            columns.append(column)
        }

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
        // A table sends its action on no event of its own.
        addCelllessControlValues(enabled: true, sendActionMask: 0, to: &fields)
        fields.add(AppKitNibKey.controlAllowsExpansionToolTips, element["allowsExpansionToolTips"] == "YES" ? .bool(true) : nil)
        fields.add(AppKitNibKey.backgroundColor, colors["backgroundColor"].map(NibGraph.Value.object))
        fields.add(AppKitNibKey.tableGridColor, colors["gridColor"].map(NibGraph.Value.object))
        fields.add(AppKitNibKey.tableIntercellSpacingWidth, .double(spacing.width))
        fields.add(AppKitNibKey.tableIntercellSpacingHeight, .double(spacing.height))
        fields.add(AppKitNibKey.tableRowHeight, .double(rowHeight))
        fields.add(AppKitNibKey.tvFlags, .integer(Int64(Int32(truncatingIfNeeded: flags))))
        fields.add(AppKitNibKey.tableColumns, list(NibCollectionClass.mutableArray, columns).archived)
        fields.add(AppKitNibKey.tableCornerView, .object(addCornerView()))
        fields.add(AppKitNibKey.tableDelegate, string(KeyedArchiveWriter.nullMarker).archived)
        fields.add(AppKitNibKey.tableDataSource, string(KeyedArchiveWriter.nullMarker).archived)
        fields.add(AppKitNibKey.tableDraggingSourceMaskForLocal, .integer(Self.tableDraggingSourceMasks.local))
        fields.add(AppKitNibKey.tableDraggingSourceMaskForNonLocal, .integer(Self.tableDraggingSourceMasks.nonLocal))
        fields.add(AppKitNibKey.tableDraggingDestinationStyle, .integer(Self.tableDraggingDestinationStyle))
        fields.add(
            AppKitNibKey.tableColumnAutoresizingStyle,
            .integer(
                element["columnAutoresizingStyle"].flatMap { Self.columnAutoresizingStyles[$0] } ?? Self.defaultColumnAutoresizingStyle))
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
        guard acceptsAttributes(of: element, known: Self.tableColumnAttributes, accepted: Self.acceptedTableColumnValues) else {
            return nil
        }
        // AppKit keeps a width within its bounds; Xcode's nib would not hold one outside them.
        guard let width = number(element, "width"), let minWidth = number(element, "minWidth"),
            let maxWidth = number(element, "maxWidth"), minWidth <= width, width <= maxWidth
        else {
            reject("a table column without a width between its minimum and maximum is not known to the macOS compiler yet", at: element)
            return nil
        }
        var cellElements: [String: IBElement] = [:]
        var resizingElement: IBElement?
        var others: [IBElement] = []
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("tableHeaderCell", "headerCell"), ("textFieldCell", "dataCell"):
                guard cellElements.updateValue(child, forKey: child["key"] ?? "") == nil else {
                    reject("a second \(child.name) of a table column is not known to the macOS compiler yet", at: child)
                    return nil
                }
            case ("tableColumnResizingMask", "resizingMask") where resizingElement == nil:
                resizingElement = child
            default:
                others.append(child)
            }
        }
        guard let headerElement = cellElements["headerCell"], let dataElement = cellElements["dataCell"], let resizingElement else {
            reject(
                "a table column without a header cell, a data cell and a resizing mask is not known to the macOS compiler yet", at: element)
            return nil
        }
        guard let resizing = flags(of: resizingElement, Self.columnResizingBits) else { return nil }
        // Only a column the user resizes and that resizes with its table is measured.
        guard resizing == Self.columnResizingBits.values.reduce(0, |) else {
            reject("a table column that does not resize both ways is not known to the macOS compiler yet", at: resizingElement)
            return nil
        }
        let column = add(AppKitNibClass.tableColumn, .values([]))
        addDocumentObject(column, parent: table, element: element)
        collectConnections(others, of: element, source: column)
        // A table's cells get no character picker, even where text fields' do (Sparkle's
        // d1aa6a0 build of a document saved with tools 11762).
        guard let header = addTableHeaderCell(headerElement),
            let data = addTextFieldCell(dataElement, control: table, parent: column, characterPicker: false)
        else { return nil }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.columnWidth, .double(width))
        fields.add(AppKitNibKey.columnMinWidth, .double(minWidth))
        fields.add(AppKitNibKey.columnMaxWidth, .double(maxWidth))
        fields.add(AppKitNibKey.columnHeaderCell, .object(header))
        fields.add(AppKitNibKey.columnDataCell, .object(data))
        fields.add(AppKitNibKey.columnResizingMask, .integer(resizing))
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
