import AppKitNib
import IBSource
import NibArchive

/// Matrices of radio buttons as Xcode 26 archives viraptor's `test-matrix-flags`: an `NSMatrix`
/// in radio mode with its rows and columns, cell size and spacing, its flags, an `NSActionCell`
/// of its own, its radio button cells (no control view, no bezel) and their prototype, and its
/// background color for the cells too. Other modes and cells are refused: no pair shows them.
extension AppKitNibBuilder {
    static let matrixAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "allowsEmptySelection",
    ])
    /// A matrix hugs vertically unless the document says otherwise (the sample's 750 archives none).
    static let matrixHugging = (horizontal: 250, vertical: 750)
    /// `NSMatrixFlags`: radio mode `0x40000000`, selection by rect `0x04000000` and cells sized
    /// to the matrix `0x00800000`, empty selection `0x10000000` unless the document turns it off.
    static let matrixFlags: Int64 = 0x4480_0000
    static let emptySelectionMatrixFlag: Int64 = 0x1000_0000
    /// The class of the cells a matrix makes, and the flags of its own cell.
    static let matrixCellClass = "NSActionCell"
    static let matrixOwnCellFlags = (flags: Int64(0x20), flags2: Int64(0x2000))
    /// A radio cell of a matrix: enabled, no bezel, left-aligned.
    static let matrixRadioCellFlags: Int64 = 0x0400_0000
    static let noSelection: Int64 = -1

    mutating func addMatrix(_ element: IBElement, superview: Int) -> Int? {
        approximateUnlessMeasured(AppKitXcodeRules.matrices, "a matrix", at: element)
        guard let parsed = parseView(element, known: Self.matrixAttributes, accepted: ["allowsEmptySelection": ["NO"]]) else {
            return nil
        }
        var background: IBElement?
        var cellSize: (width: Double, height: Double)?
        var spacing: (width: Double, height: Double)?
        var prototype: IBElement?
        var columns: [[IBElement]]?
        var connections: [IBElement] = []
        for child in parsed.others {
            switch (child.name, child["key"]) {
            case ("connections", nil):
                // MacVim's preferences: a binding of the selected tag, as any control's.
                connections.append(child)
            case ("color", "backgroundColor"):
                background = child
            case ("size", "cellSize"), ("size", "intercellSpacing"):
                guard Set(child.attributes.keys) == ["key", "width", "height"], let width = number(child, "width"),
                    let height = number(child, "height"), width.isFinite, height.isFinite
                else {
                    reject("a matrix size other than a width and a height is not known to the macOS compiler yet", at: child)
                    return nil
                }
                if child["key"] == "cellSize" { cellSize = (width, height) } else { spacing = (width, height) }
            case ("buttonCell", "prototype"):
                prototype = child
            case ("cells", nil) where child.attributes.isEmpty && child.children.allSatisfy({ $0.name == "column" }):
                columns = child.children.map(\.children)
            default:
                reject("\(child.name) of a matrix is not known to the macOS compiler yet", at: child)
                return nil
            }
        }
        guard let background, let cellSize, let spacing, let prototype, let columns, let rows = columns.first?.count, rows > 0,
            columns.allSatisfy({ $0.count == rows && $0.allSatisfy { $0.name == "buttonCell" && $0["type"] == "radio" } }),
            prototype["type"] == "radio"
        else {
            reject("a matrix other than a filled grid of radio buttons is not known to the macOS compiler yet", at: element)
            return nil
        }
        let matrix = add(AppKitNibClass.matrix, .values([]))
        addDocumentObject(matrix, parent: superview, element: element)
        collectConnections(connections, of: element, source: matrix)
        var fields = NibFieldWriter()
        fields.entries = viewEntries(element, parsed, index: matrix, superview: superview, defaultHugging: Self.matrixHugging)
        // The prototype, then the cells by column as the document lists them, each a document
        // object of the matrix.
        guard let prototypeCell = addMatrixCell(prototype, parent: matrix) else { return nil }
        var cells: [Int] = []
        for column in columns {
            for cellElement in column {
                guard let cell = addMatrixCell(cellElement, parent: matrix) else { return nil }
                cells.append(cell)
            }
        }
        guard let color = addColor(background) else { return nil }
        let ownCell = add(AppKitNibClass.actionCell, .values([]))
        objects[ownCell].content = .values(
            NibGraph.Entries([
                NibGraph.Entry(key: AppKitNibKey.cellFlags, value: .integer(Self.matrixOwnCellFlags.flags)),
                NibGraph.Entry(key: AppKitNibKey.cellFlags2, value: .integer(Self.matrixOwnCellFlags.flags2)),
            ]))
        fields.add(AppKitNibKey.cell, .object(ownCell))
        fields.add(AppKitNibKey.cellIsDiscardable, .bool(true))
        addCelllessControlValues(enabled: true, sendActionMask: 0, to: &fields)
        fields.add(AppKitNibKey.matrixRows, .integer(Int64(rows)))
        fields.add(AppKitNibKey.matrixColumns, .integer(Int64(columns.count)))
        fields.add(AppKitNibKey.matrixCells, list(NibCollectionClass.mutableArray, cells).archived)
        fields.add(AppKitNibKey.matrixCellSize, string(GeometryString.size(width: cellSize.width, height: cellSize.height)).archived)
        fields.add(
            AppKitNibKey.matrixIntercellSpacing, string(GeometryString.size(width: spacing.width, height: spacing.height)).archived)
        let emptySelection = element["allowsEmptySelection"] == "NO" ? 0 : Self.emptySelectionMatrixFlag
        fields.add(AppKitNibKey.matrixFlags, .integer(Self.matrixFlags | emptySelection))
        fields.add(AppKitNibKey.matrixCellClass, string(Self.matrixCellClass).archived)
        fields.add(AppKitNibKey.matrixPrototype, .object(prototypeCell))
        // No cell selected, whatever the cells' states say (the sample's B and D are on).
        fields.add(AppKitNibKey.matrixSelectedRow, .integer(Self.noSelection))
        fields.add(AppKitNibKey.matrixSelectedColumn, .integer(Self.noSelection))
        fields.add(AppKitNibKey.backgroundColor, .object(color))
        fields.add(AppKitNibKey.matrixCellBackgroundColor, .object(color))
        objects[matrix].content = .values(NibGraph.Entries(fields.entries))
        return matrix
    }

    /// A radio cell of a matrix: a button cell without control view or bezel.
    private mutating func addMatrixCell(_ element: IBElement, parent: Int) -> Int? {
        let known: Set<String> = ["key", "id", "type", "title", "imagePosition", "alignment", "state", "inset", "tag"]
        let accepted: [String: Set<String>] = [
            "type": ["radio"], "imagePosition": ["left"], "alignment": ["left"], "state": ["on"], "inset": ["2"],
        ]
        guard acceptsAttributes(of: element, known: known, accepted: accepted) else { return nil }
        var behavior: Set<String>?
        var font: Int?
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("behavior", "behavior"):
                behavior = Self.behavior(of: child)
            case ("font", "font"):
                font = addFont(child)
            default:
                reject("\(child.name) of a matrix's buttonCell is not known to the macOS compiler yet", at: child)
                return nil
            }
        }
        guard let kind = Self.buttonKinds["radio"], behavior == kind.behavior else {
            reject("a matrix cell's behavior other than a radio button's is not known to the macOS compiler yet", at: element)
            return nil
        }
        let cell = add(AppKitNibClass.buttonCell, .values([]))
        addDocumentObject(cell, parent: parent, element: element)
        var fields = NibFieldWriter()
        let isOn = element["state"] == "on"
        fields.add(
            AppKitNibKey.cellFlags,
            .integer(Int64(Int32(truncatingIfNeeded: Self.matrixRadioCellFlags | (isOn ? Self.textCellFlagBits["state", default: 0] : 0)))))
        fields.add(AppKitNibKey.cellFlags2, .integer(0))
        fields.add(AppKitNibKey.contents, userString(element["title"] ?? "", of: element).archived)
        fields.add(AppKitNibKey.support, font.map(NibGraph.Value.object))
        addButtonCellValues(
            flags: Self.buttonFlags(of: element, behavior: kind.behavior, bordered: false) | kind.typeImageFlags, flags2: 0, bezel: 0,
            alternateImage: kind.alternateImage.map { buttonImageSource($0) }, type: kind.auxType, to: &fields)
        // A cell's tag, which no pair's matrix shows, as a button cell's: Interface Builder 3's
        // archives (`AppKitNibBuilder`) write `NSTag` on each of the 68 button cells saving one,
        // transmission's radio matrices' among them.
        guard let tag = integerAttribute("tag", of: element) else { return nil }
        fields.add(AppKitNibKey.tag, tag.map(NibGraph.Value.integer))
        objects[cell].content = .values(NibGraph.Entries(fields.entries))
        return cell
    }
}
