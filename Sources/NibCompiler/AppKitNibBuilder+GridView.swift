import AppKitNib
import IBSource
import NibArchive

/// Grid views, which no pair shows (MacPass's database settings, Vienna's preferences): an
/// `NSGridView` whose subviews are its cells' content views in the document's order, with its
/// rows, columns and cells under AppKit's `NSGrid_` keys. Each row holds its cells; a cell names
/// its row, its column and the head of the cells merged with it. Rows and columns the document
/// gives no size are sized by their content (`NSGridViewSizeForContent`). The keys and their
/// values are those a public reimplementation checked against ibtool 27's nibs records; the
/// whole grid is an approximation.
extension AppKitNibBuilder {
    static let gridViewAttributes: Set<String> = viewAttributes.union([
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "hidden", "xPlacement", "yPlacement", "rowAlignment", "rowSpacing",
        "columnSpacing",
    ])
    static let gridRowAttributes: Set<String> = ["id", "yPlacement", "rowAlignment", "height", "topPadding", "bottomPadding"]
    static let gridColumnAttributes: Set<String> = ["id", "xPlacement", "width", "leadingPadding", "trailingPadding"]
    static let gridCellAttributes: Set<String> = ["id", "row", "column", "xPlacement", "yPlacement", "rowAlignment", "headOfMergedCell"]
    /// `NSGridCellPlacement` by Interface Builder's name; a row, column or cell naming none
    /// inherits its grid's (0).
    static let gridPlacements: [String: Int64] = [
        "none": 1, "leading": 2, "top": 2, "trailing": 3, "bottom": 3, "center": 4, "fill": 5,
    ]
    /// `NSGridRowAlignment` by Interface Builder's name; inherited is 0.
    static let gridRowAlignments: [String: Int64] = ["none": 1, "firstBaseline": 2, "lastBaseline": 3]
    static let inheritedGridValue: Int64 = 0
    static let acceptedGridValues: [String: Set<String>] = [
        "xPlacement": Set(gridPlacements.keys), "yPlacement": Set(gridPlacements.keys), "rowAlignment": Set(gridRowAlignments.keys),
    ]
    /// The spacing of a grid view that names none: `NSGridView`'s own.
    static let defaultGridSpacing = 6.0
    /// `NSGridViewSizeForContent`, the size of a row or column its content decides: `FLT_MIN`.
    static let gridSizeForContent = Double(Float.leastNormalMagnitude)
    /// Xcode archives a row or column that shows with `NSGrid_hidden` true, the inverse of its
    /// `hidden` (as the reimplementation records it).
    static let shownGridLineHiddenValue = true
    static let gridViewApproximation =
        "a grid view, which no pair shows, is written with AppKit's NSGrid keys: its cells' views as its subviews, its rows holding its cells"

    mutating func addGridView(_ element: IBElement, superview: Int) -> Int? {
        guard let parsed = parseView(element, known: Self.gridViewAttributes, accepted: Self.acceptedGridValues) else { return nil }
        approximate(Self.gridViewApproximation, at: element)
        guard let xPlacement = element["xPlacement"].flatMap({ Self.gridPlacements[$0] }),
            let yPlacement = element["yPlacement"].flatMap({ Self.gridPlacements[$0] }),
            let rowAlignment = element["rowAlignment"].flatMap({ Self.gridRowAlignments[$0] })
        else {
            reject("a grid view without xPlacement, yPlacement and rowAlignment is not known to the macOS compiler yet", at: element)
            return nil
        }
        guard let rowSpacing = gridLength(element, "rowSpacing", default: Self.defaultGridSpacing),
            let columnSpacing = gridLength(element, "columnSpacing", default: Self.defaultGridSpacing)
        else { return nil }
        var rowElements: [IBElement] = []
        var columnElements: [IBElement] = []
        var cellElements: [IBElement] = []
        var others: [IBElement] = []
        for child in parsed.others {
            switch child.name {
            case "rows" where child.attributes.isEmpty && child.children.allSatisfy({ $0.name == "gridRow" }):
                rowElements += child.children
            case "columns" where child.attributes.isEmpty && child.children.allSatisfy({ $0.name == "gridColumn" }):
                columnElements += child.children
            case "gridCells" where child.attributes.isEmpty && child.children.allSatisfy({ $0.name == "gridCell" }):
                cellElements += child.children
            default:
                others.append(child)
            }
        }
        for row in rowElements { approximateUnknownAttributes(of: row, known: Self.gridRowAttributes, accepted: Self.acceptedGridValues) }
        for column in columnElements {
            approximateUnknownAttributes(of: column, known: Self.gridColumnAttributes, accepted: Self.acceptedGridValues)
        }
        for cell in cellElements {
            approximateUnknownAttributes(of: cell, known: Self.gridCellAttributes, accepted: Self.acceptedGridValues)
        }
        let rowIDs = rowElements.compactMap(\.id)
        let columnIDs = columnElements.compactMap(\.id)
        let cellIDs = cellElements.compactMap(\.id)
        guard rowIDs.count == rowElements.count, Set(rowIDs).count == rowIDs.count, columnIDs.count == columnElements.count,
            Set(columnIDs).count == columnIDs.count, cellIDs.count == cellElements.count, Set(cellIDs).count == cellIDs.count
        else {
            reject("a grid view's rows, columns and cells each need an id of their own", at: element)
            return nil
        }
        // Sets and groups, so that a grid of many cells is read in linear time.
        let (knownRows, knownColumns, knownCells) = (Set(rowIDs), Set(columnIDs), Set(cellIDs))
        var contentElements: [String: IBElement] = [:]
        for cell in cellElements {
            guard let row = cell["row"], knownRows.contains(row), let column = cell["column"], knownColumns.contains(column) else {
                reject("a grid cell names a row or column its grid view does not have", at: cell)
                return nil
            }
            if let head = cell["headOfMergedCell"], !knownCells.contains(head) {
                reject("a grid cell merged with \(head), which is none of its grid view's cells", at: cell)
                return nil
            }
            guard cell.children.count <= 1, cell.children.allSatisfy({ $0["key"] == "contentView" }) else {
                reject("a grid cell holding anything but its content view is not known to the macOS compiler yet", at: cell)
                return nil
            }
            contentElements[cell.id ?? ""] = cell.children.first
        }

        let gridView = add(AppKitNibClass.gridView, .values([]))
        addDocumentObject(gridView, parent: superview, element: element)
        collectConnections(others, of: element, source: gridView)
        var contents: [String: Int] = [:]
        for cell in cellElements {
            guard let id = cell.id, let content = contentElements[id] else { continue }
            guard let view = addSubview(content, superview: gridView) else { return nil }
            contents[id] = view
        }
        var fields = NibFieldWriter()
        fields.entries = viewEntries(
            element, parsed, index: gridView, superview: superview, defaultHugging: Self.viewHugging,
            addedSubviews: cellElements.compactMap { $0.id.flatMap { contents[$0] } })
        fields.add(AppKitNibKey.gridRowSpacing, .double(rowSpacing))
        fields.add(AppKitNibKey.gridColumnSpacing, .double(columnSpacing))
        fields.add(AppKitNibKey.gridXPlacement, .integer(xPlacement))
        fields.add(AppKitNibKey.gridYPlacement, .integer(yPlacement))
        fields.add(AppKitNibKey.gridRowAlignment, .integer(rowAlignment))

        let rows = rowElements.map { _ in add(AppKitNibClass.gridRow, .values([])) }
        let columns = columnElements.map { _ in add(AppKitNibClass.gridColumn, .values([])) }
        let cells = cellElements.map { _ in add(AppKitNibClass.gridCell, .values([])) }
        let rowsByID = Dictionary(uniqueKeysWithValues: zip(rowIDs, rows))
        let columnsByID = Dictionary(uniqueKeysWithValues: zip(columnIDs, columns))
        let cellsByID = Dictionary(uniqueKeysWithValues: zip(cellIDs, cells))
        let cellsByRow = Dictionary(grouping: zip(cellElements, cells), by: { $0.0["row"] ?? "" }).mapValues { $0.map(\.1) }
        for (row, rowElement) in zip(rows, rowElements) {
            guard let height = gridLength(rowElement, "height", default: Self.gridSizeForContent),
                let top = gridLength(rowElement, "topPadding", default: 0),
                let bottom = gridLength(rowElement, "bottomPadding", default: 0)
            else { return nil }
            let rowCells = cellsByRow[rowElement.id ?? ""] ?? []
            var rowFields = NibFieldWriter()
            rowFields.add(AppKitNibKey.gridOwningGrid, .object(gridView))
            rowFields.add(AppKitNibKey.gridYPlacement, .integer(gridPlacement(rowElement, "yPlacement")))
            rowFields.add(AppKitNibKey.gridRowAlignment, .integer(gridRowAlignment(rowElement)))
            rowFields.add(AppKitNibKey.gridHeight, .double(height))
            rowFields.add(AppKitNibKey.gridTopPadding, .double(top))
            rowFields.add(AppKitNibKey.gridBottomPadding, .double(bottom))
            rowFields.add(AppKitNibKey.gridHidden, .bool(Self.shownGridLineHiddenValue))
            rowFields.add(AppKitNibKey.gridCells, list(NibCollectionClass.mutableArray, rowCells).archived)
            objects[row].content = .values(NibGraph.Entries(rowFields.entries))
            addDocumentObject(row, parent: gridView, element: rowElement)
        }
        for (column, columnElement) in zip(columns, columnElements) {
            guard let width = gridLength(columnElement, "width", default: Self.gridSizeForContent),
                let leading = gridLength(columnElement, "leadingPadding", default: 0),
                let trailing = gridLength(columnElement, "trailingPadding", default: 0)
            else { return nil }
            var columnFields = NibFieldWriter()
            columnFields.add(AppKitNibKey.gridOwningGrid, .object(gridView))
            columnFields.add(AppKitNibKey.gridXPlacement, .integer(gridPlacement(columnElement, "xPlacement")))
            columnFields.add(AppKitNibKey.gridWidth, .double(width))
            columnFields.add(AppKitNibKey.gridLeadingPadding, .double(leading))
            columnFields.add(AppKitNibKey.gridTrailingPadding, .double(trailing))
            columnFields.add(AppKitNibKey.gridHidden, .bool(Self.shownGridLineHiddenValue))
            objects[column].content = .values(NibGraph.Entries(columnFields.entries))
            addDocumentObject(column, parent: gridView, element: columnElement)
        }
        for (cell, cellElement) in zip(cells, cellElements) {
            // Every cell's row and column were checked above.
            guard let row = cellElement["row"].flatMap({ rowsByID[$0] }), let column = cellElement["column"].flatMap({ columnsByID[$0] })
            else { return nil }
            var cellFields = NibFieldWriter()
            cellFields.add(AppKitNibKey.gridOwningRow, .object(row))
            cellFields.add(AppKitNibKey.gridOwningColumn, .object(column))
            cellFields.add(
                AppKitNibKey.gridMergeHead, cellElement["headOfMergedCell"].flatMap { cellsByID[$0] }.map(NibGraph.Value.object) ?? .null)
            cellFields.add(AppKitNibKey.gridXPlacement, .integer(gridPlacement(cellElement, "xPlacement")))
            cellFields.add(AppKitNibKey.gridYPlacement, .integer(gridPlacement(cellElement, "yPlacement")))
            cellFields.add(AppKitNibKey.gridRowAlignment, .integer(gridRowAlignment(cellElement)))
            cellFields.add(AppKitNibKey.gridContent, cellElement.id.flatMap { contents[$0] }.map(NibGraph.Value.object) ?? .null)
            objects[cell].content = .values(NibGraph.Entries(cellFields.entries))
            addDocumentObject(cell, parent: gridView, element: cellElement)
        }
        fields.add(AppKitNibKey.gridRows, list(NibCollectionClass.mutableArray, rows).archived)
        fields.add(AppKitNibKey.gridColumns, list(NibCollectionClass.mutableArray, columns).archived)
        objects[gridView].content = .values(NibGraph.Entries(fields.entries))
        return gridView
    }

    private func gridPlacement(_ element: IBElement, _ name: String) -> Int64 {
        element[name].flatMap { Self.gridPlacements[$0] } ?? Self.inheritedGridValue
    }

    private func gridRowAlignment(_ element: IBElement) -> Int64 {
        element["rowAlignment"].flatMap { Self.gridRowAlignments[$0] } ?? Self.inheritedGridValue
    }

    /// A length of a grid view, row or column, `fallback` when the document names none; a
    /// value that is not a finite number is an error.
    private mutating func gridLength(_ element: IBElement, _ name: String, default fallback: Double) -> Double? {
        guard let text = element[name] else { return fallback }
        guard let value = Double(text), value.isFinite else {
            reject("\(name)=\"\(text)\" of a \(element.name) is not a number", at: element)
            return nil
        }
        return value
    }
}
