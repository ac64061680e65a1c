import AppKitNib
import Foundation
import IBSource
import NibArchive

/// Combo boxes, which no pair shows (22 in 8 documents of twelve fetched apps), as an
/// approximation: a text field of AppKit's `NSComboBox` and `NSComboBoxCell` classes, its list
/// and how it shows it under the keys AppKit's cell decodes (the keys cappuccino's nib2cib and
/// Cocotron read), and its pop-up list as AppKit's own `NSComboTableView`: one column of plain
/// text cells, sending `tableViewAction:` to the cell that is its delegate and data source, with
/// the item height and spacing AppKit documents as its defaults.
extension AppKitNibBuilder {
    /// What a combo box cell says beside a text field cell's.
    static let comboBoxCellAttributes: Set<String> = ["completes", "numberOfVisibleItems", "usesDataSource", "buttonBordered"]
    static let acceptedComboBoxCellValues: [String: Set<String>] = [
        "completes": ["YES", "NO"], "usesDataSource": ["YES", "NO"], "buttonBordered": ["YES", "NO"],
    ]
    static let comboBoxApproximation =
        "a combo box, which no pair shows, is written as a text field of AppKit's combo box classes, its list under the keys AppKit's cell decodes and its pop-up list as AppKit's NSComboTableView with AppKit's default measurements"
    /// The list's element, its strings each a value.
    static let comboListElement = "objectValues"
    /// The property a value goes by in a `Base.lproj` document's `.strings`, by its position.
    static func comboValueProperty(_ position: Int) -> String { "ibShadowedObjectValues[\(position)]" }
    /// Where the document says none: five items shown, completion on and a bordered button, as
    /// Interface Builder leaves them out; items 16 points high and 3 by 2 points apart, AppKit's
    /// documented defaults.
    static let defaultVisibleItemCount: Int64 = 5
    static let comboItemHeight = 16.0
    static let comboIntercellSpacing = (width: 3.0, height: 2.0)
    static let comboTableAction = "tableViewAction:"
    /// The list's one column, which resizes with its table as the table resizes its columns
    /// uniformly; its own widths are the compiler's choice, since the table sizes it.
    static let comboColumnWidths = (width: 10.0, minimum: 10.0, maximum: 1000.0)

    /// The values of a combo box cell after its text cell's: its list, unless a data source gives
    /// it, and its pop-up list's table.
    mutating func addComboBoxValues(
        _ element: IBElement, listElement: IBElement?, cell: Int, font: Int?, to fields: inout NibFieldWriter
    ) {
        let usesDataSource = element["usesDataSource"] == "YES"
        var values: [Int] = []
        for (position, value) in (listElement?.children ?? []).enumerated() {
            guard let text = value.stringText else {
                reject("a combo box value that is not UTF-8 is not known to the macOS compiler", at: value)
                return
            }
            if case .object(let index) = userString(text, property: Self.comboValueProperty(position), of: element).archived {
                values.append(index)
            }
        }
        guard let visibleItems = element["numberOfVisibleItems"].map({ Int64($0) }) ?? Self.defaultVisibleItemCount,
            (0...Int64(Int32.max)).contains(visibleItems)
        else {
            reject("a combo box showing a number of items that is not a count is not known to the macOS compiler", at: element)
            return
        }
        // Each switch only where it is not AppKit's default, and the list only where it has
        // values, as Interface Builder 3's archives show 16 cells (Sequel Ace's and
        // transmission's): completion and a data source where on, the button's border where off.
        fields.add(AppKitNibKey.comboHasVerticalScroller, .bool(true))
        fields.add(AppKitNibKey.comboVisibleItemCount, .integer(visibleItems))
        fields.add(AppKitNibKey.comboCompletes, element["completes"] == "NO" ? nil : .bool(true))
        fields.add(
            AppKitNibKey.comboListData,
            usesDataSource || values.isEmpty ? nil : list(NibCollectionClass.mutableArray, values).archived)
        fields.add(AppKitNibKey.comboUsesDataSource, usesDataSource ? .bool(true) : nil)
        fields.add(AppKitNibKey.dataSource, usesDataSource ? .null : nil)
        fields.add(AppKitNibKey.comboButtonBordered, element["buttonBordered"] == "NO" ? .bool(false) : nil)
        fields.add(AppKitNibKey.columnTableView, .object(addComboTableView(cell: cell, font: font)))
    }

    /// The cell's pop-up list: a table of one column, the cell its target, delegate and data source.
    private mutating func addComboTableView(cell: Int, font: Int?) -> Int {
        let table = add(AppKitNibClass.comboTableView, .values([]))
        var dataCellFields = NibFieldWriter()
        dataCellFields.add(AppKitNibKey.cellFlags, .integer(Self.textCellFlags | Self.singleLineBreakFlag))
        dataCellFields.add(AppKitNibKey.cellFlags2, .integer(0))
        dataCellFields.add(AppKitNibKey.contents, string("").archived)
        dataCellFields.add(AppKitNibKey.support, font.map(NibGraph.Value.object))
        dataCellFields.add(AppKitNibKey.controlView, .object(table))
        let dataCell = add(AppKitNibClass.textFieldCell, .values(NibGraph.Entries(dataCellFields.entries)))
        var columnFields = NibFieldWriter()
        columnFields.add(AppKitNibKey.columnWidth, .double(Self.comboColumnWidths.width))
        columnFields.add(AppKitNibKey.columnMinWidth, .double(Self.comboColumnWidths.minimum))
        columnFields.add(AppKitNibKey.columnMaxWidth, .double(Self.comboColumnWidths.maximum))
        columnFields.add(AppKitNibKey.columnDataCell, .object(dataCell))
        columnFields.add(AppKitNibKey.columnResizingMask, .integer(Self.columnResizingBits["resizeWithTable", default: 0]))
        columnFields.add(AppKitNibKey.columnIsResizeable, .bool(true))
        columnFields.add(AppKitNibKey.columnTableView, .object(table))
        let column = add(AppKitNibClass.tableColumn, .values(NibGraph.Entries(columnFields.entries)))
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.tableColumns, list(NibCollectionClass.mutableArray, [column]).archived)
        fields.add(AppKitNibKey.tableIntercellSpacingWidth, .double(Self.comboIntercellSpacing.width))
        fields.add(AppKitNibKey.tableIntercellSpacingHeight, .double(Self.comboIntercellSpacing.height))
        fields.add(AppKitNibKey.tableRowHeight, .double(Self.comboItemHeight))
        fields.add(AppKitNibKey.action, string(Self.comboTableAction).archived)
        fields.add(AppKitNibKey.target, .object(cell))
        fields.add(AppKitNibKey.delegate, .object(cell))
        fields.add(AppKitNibKey.dataSource, .object(cell))
        fields.add(AppKitNibKey.tableColumnAutoresizingStyle, .integer(Self.columnAutoresizingStyles["uniform", default: 0]))
        objects[table].content = .values(NibGraph.Entries(fields.entries))
        return table
    }
}
