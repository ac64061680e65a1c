import AppKitNib
import IBSource
import NibArchive

/// Matrices of radio buttons as Xcode 26 archives viraptor's `test-matrix-flags`: an `NSMatrix`
/// in radio mode with its rows and columns, cell size and spacing, its flags, an `NSActionCell`
/// of its own, its radio button cells (no control view, no bezel) and their prototype, and its
/// background color for the cells too. No pair shows another mode, check box cells (Colloquy's
/// room inspector, a highlighting matrix of small, disabled check boxes) or text cells
/// (Quicksilver's numbered rows): they are approximations, written with the mode flags AppKit's
/// readers agree on (Cocotron's, mySTEP's, Cappuccino's), the check boxes as the radio cells are
/// with a check box's type and image, the text cells as a table column's.
extension AppKitNibBuilder {
    static let matrixAttributes: Set<String> = viewAttributes.union([
        "verticalHuggingPriority", "horizontalHuggingPriority", "translatesAutoresizingMaskIntoConstraints", "fixedFrame",
        "allowsEmptySelection", "mode", "autosizesCells",
    ])
    static let acceptedMatrixValues: [String: Set<String>] = [
        "allowsEmptySelection": ["NO"], "mode": Set(matrixModeFlags.keys), "autosizesCells": ["NO"],
    ]
    /// A matrix hugs vertically unless the document says otherwise (the sample's 750 archives none).
    static let matrixHugging = (horizontal: 250, vertical: 750)
    /// `NSMatrixFlags`: the mode (radio `0x40000000` when the document names none), selection by
    /// rect `0x04000000`, and cells sized to the matrix `0x00800000` and empty selection
    /// `0x10000000` unless the document turns them off.
    static let matrixModeFlags: [String: Int64] = [
        "radio": 0x4000_0000, "highlight": 0x8000_0000, "list": 0x2000_0000, "track": 0,
    ]
    static let defaultMatrixMode = "radio"
    static let selectionByRectMatrixFlag: Int64 = 0x0400_0000
    static let autosizesCellsMatrixFlag: Int64 = 0x0080_0000
    static let emptySelectionMatrixFlag: Int64 = 0x1000_0000
    /// The cells a matrix holds: radio buttons as the pair shows, check boxes approximated.
    static let matrixCellTypes: Set<String> = ["radio", "check"]
    /// The text cells a matrix may hold instead (Quicksilver's numbered rows), approximated.
    static let matrixTextCellElement = "textFieldCell"
    /// What a matrix's cells save as a button's cell would, which the pair's cells do not.
    static let matrixCellButtonAttributes = ["controlSize", "bezelStyle", "enabled"]
    /// The class of the cells a matrix makes, and the flags of its own cell.
    static let matrixCellClass = AppKitNibClass.actionCell
    static let matrixOwnCellFlags = (flags: Int64(0x20), flags2: Int64(0x2000))
    /// A button cell of a matrix: a text cell, left-aligned.
    static let matrixCellFlags: Int64 = 0x0400_0000
    static let noSelection: Int64 = -1

    mutating func addMatrix(_ element: IBElement, superview: Int) -> Int? {
        approximateUnlessMeasured(AppKitXcodeRules.matrices, "a matrix", at: element)
        guard let parsed = parseView(element, known: Self.matrixAttributes, accepted: Self.acceptedMatrixValues) else {
            return nil
        }
        let mode = element["mode"] ?? Self.defaultMatrixMode
        if mode != Self.defaultMatrixMode {
            approximate("a matrix in \(mode) mode, which no pair shows, is written with AppKit's flag for the mode", at: element)
        }
        if element["autosizesCells"] == "NO" {
            approximate(
                "a matrix not sizing its cells to itself, which no pair shows, is written without AppKit's flag for it", at: element)
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
            case ("buttonCell", "prototype"), (Self.matrixTextCellElement, "prototype"):
                prototype = child
            case ("cells", nil) where child.attributes.isEmpty && child.children.allSatisfy({ $0.name == "column" }):
                columns = child.children.map(\.children)
            default:
                reject("\(child.name) of a matrix is not known to the macOS compiler yet", at: child)
                return nil
            }
        }
        guard let background, let cellSize, let spacing, let prototype, let columns, let rows = columns.first?.count, rows > 0,
            columns.allSatisfy({ $0.count == rows && $0.allSatisfy { cell in Self.isMatrixCell(cell, like: prototype) } }),
            Self.isMatrixCell(prototype, like: prototype)
        else {
            reject(
                "a matrix other than a filled grid of radio buttons, check boxes or text cells is not known to the macOS compiler yet",
                at: element)
            return nil
        }
        let cellElements = [prototype] + columns.joined()
        let holdsText = prototype.name == Self.matrixTextCellElement
        if holdsText {
            approximate(
                "a matrix of text cells, which no pair shows, is written with text field cells as a table column's, without a control view",
                at: element)
        } else if cellElements.contains(where: { $0["type"] != "radio" }) {
            approximate(
                "a matrix's check box cells, which no pair shows, are written as its radio cells are, with a check box's type and image",
                at: element)
        }
        if !holdsText, cellElements.contains(where: { cell in Self.matrixCellButtonAttributes.contains { cell[$0] != nil } }) {
            approximate(
                "a matrix's cells saving a control size, a bezel or being disabled, which no pair shows, are written with them as a button cell's",
                at: element)
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
        let autosizesCells = element["autosizesCells"] == "NO" ? 0 : Self.autosizesCellsMatrixFlag
        let matrixFlags = Self.matrixModeFlags[mode, default: 0] | Self.selectionByRectMatrixFlag | autosizesCells | emptySelection
        fields.add(AppKitNibKey.matrixFlags, .integer(Int64(Int32(truncatingIfNeeded: matrixFlags))))
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

    /// Whether `cell` is a cell of a matrix whose prototype is `prototype`: a text cell as it is,
    /// or a radio or check box cell as it is.
    static func isMatrixCell(_ cell: IBElement, like prototype: IBElement) -> Bool {
        cell.name == prototype.name
            && (cell.name == matrixTextCellElement || cell.name == "buttonCell" && matrixCellTypes.contains(cell["type"] ?? ""))
    }

    /// A radio or check box cell of a matrix: a button cell without control view, and without
    /// bezel unless it saves one, its size and whether it is enabled in its flags as a button's;
    /// or a text cell, as a table column's without a control view.
    private mutating func addMatrixCell(_ element: IBElement, parent: Int) -> Int? {
        if element.name == Self.matrixTextCellElement {
            return addTextFieldCell(element, control: nil, parent: parent, characterPicker: false)
        }
        let known: Set<String> = [
            "key", "id", "type", "title", "imagePosition", "alignment", "state", "inset", "tag", "bezelStyle", "controlSize", "enabled",
        ]
        let accepted: [String: Set<String>] = [
            "type": Self.matrixCellTypes, "imagePosition": ["left"], "alignment": ["left"], "state": ["on"], "inset": ["2"],
            "bezelStyle": ["regularSquare"], "controlSize": ["small", "mini"], "enabled": ["NO"],
        ]
        approximateUnknownAttributes(of: element, known: known, accepted: accepted)
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
        guard let kind = Self.buttonKinds[element["type"] ?? ""], behavior == kind.behavior else {
            reject("a matrix cell's behavior other than its button type's is not known to the macOS compiler yet", at: element)
            return nil
        }
        let cell = add(AppKitNibClass.buttonCell, .values([]))
        addDocumentObject(cell, parent: parent, element: element)
        var fields = NibFieldWriter()
        let isOn = element["state"] == "on"
        let cellFlags =
            Self.matrixCellFlags | (isOn ? Self.textCellFlagBits["state", default: 0] : 0)
            | (element["enabled"] == "NO" ? Self.disabledCellFlag : 0)
        fields.add(AppKitNibKey.cellFlags, .integer(Int64(Int32(truncatingIfNeeded: cellFlags))))
        fields.add(AppKitNibKey.cellFlags2, .integer(Self.sizeCellFlags2(of: element)))
        addControlSize2(of: element, to: &fields)
        fields.add(AppKitNibKey.contents, userString(element["title"] ?? "", of: element).archived)
        fields.add(AppKitNibKey.support, font.map(NibGraph.Value.object))
        let bezel = element["bezelStyle"].flatMap { Self.bezelStyles[$0] } ?? 0
        addButtonCellValues(
            flags: Self.buttonFlags(of: element, behavior: kind.behavior, bordered: false) | kind.typeImageFlags,
            flags2: Self.buttonFlags2(bezel: bezel, imageScaling: nil), bezel: bezel,
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
