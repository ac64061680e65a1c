import AppKitNib
import Foundation
import IBSource
import NibArchive

/// View-based tables as Xcode 26 archives them (viraptor's `outline-cellview` and
/// `reusable-views-order`): each prototype cell view of a column is archived twice, in the
/// table's nib under its column, where its connections live, and as a nib of its own that the
/// table keeps by reuse identifier (`NSTableViewArchivedReusableViewsKey`), from which
/// `makeView(withIdentifier:owner:)` makes each row's view.
extension AppKitNibBuilder {
    static let prototypeCellViewsElement = "prototypeCellViews"
    static let tableCellViewAttributes = viewAttributes.union(["translatesAutoresizingMaskIntoConstraints", "fixedFrame"])

    /// A prototype cell view: the identifier a table makes it by, and its element as its own nib
    /// holds it (placed as `AppKitPrototypeLayout` says).
    struct PrototypeCellView {
        var identifier: String
        var element: IBElement
    }

    /// A column's prototype cell views, added under the column at `placements` (one for each
    /// prototype; nil keeps their saved frames); each is made by its own identifier, else by the
    /// column's (`outline-cellview`: "Name").
    mutating func addPrototypeCellViews(
        _ container: IBElement, column: Int, columnIdentifier: String?, placements: [AppKitPrototypeLayout.Placement]?
    ) -> [PrototypeCellView]? {
        var prototypes: [PrototypeCellView] = []
        for (position, child) in container.children.enumerated() {
            switch child.name {
            case Self.cellViewElement:
                break
            case let name where Self.approximatedPrototypeViews[name] != nil:
                // Quicksilver's plug-in updater: a check box and a custom view made for each row.
                approximate(
                    "a \(name) as a prototype cell view, which no pair shows, is written as a table cell view is, as the \(name) it is",
                    at: child)
            default:
                reject("\(child.name) as a prototype cell view is not known to the macOS compiler yet", at: child)
                return nil
            }
            // Each prototype is built twice, in the table's nib and its own: one holding a
            // view-based table of its own would double the work at each level (and no pair
            // shows one).
            guard !Self.holdsViewBasedTable(child) else {
                reject("a view-based table inside a prototype cell view is not known to the macOS compiler yet", at: child)
                return nil
            }
            // The view's own nib names it by the identifier it is made by (`outline-cellview`:
            // "Name" there, none in the table's nib); a column of an Xcode before 14 may have none.
            guard let identifier = child["identifier"] ?? columnIdentifier else {
                reject(
                    "a prototype cell view without an identifier, in a column without one, is not known to the macOS compiler yet",
                    at: child)
                return nil
            }
            var placed = (main: child, nested: child)
            if let placement = placements.flatMap({ $0.indices.contains(position) ? $0[position] : nil }) {
                guard let both = place(child, at: placement) else { return nil }
                placed = both
            }
            guard let view = addPrototypeView(placed.main, parent: column) else { return nil }
            prototypeCellViews.insert(view)
            placed.nested.attributes["identifier"] = identifier
            prototypes.append(PrototypeCellView(identifier: identifier, element: placed.nested))
        }
        return prototypes
    }

    /// Where ibtool places the prototype cell views of a view-based table's `columns`, each with
    /// the width change its table's layout gives it (`AppKitPrototypeLayout`), for each column
    /// one placement per prototype; what no pair shows is reported as an approximation. Nil where
    /// a column or a prototype lacks a size, which their writers refuse.
    mutating func prototypePlacements(
        of table: IBElement, columns: [(element: IBElement, widthChange: Double)], style: AppKitPrototypeLayout.Style,
        tableWidth: Double, spacing: (width: Double, height: Double), autoresizedOutlineColumn: Int?,
        resizesColumnsUniformly: Bool
    ) -> [[AppKitPrototypeLayout.Placement]]? {
        var layoutColumns: [AppKitPrototypeLayout.Column] = []
        for (element, widthChange) in columns {
            guard let savedWidth = number(element, "width"), let maxWidth = number(element, "maxWidth") else { return nil }
            let change = Self.savesResizingWithTable(element) ? widthChange : 0
            let archivedWidth = Self.archivedWidth(
                saved: savedWidth, change: change, minimum: number(element, "minWidth") ?? Self.unsavedColumnMinimumWidth,
                maximum: maxWidth)
            var frames: [AppKitAutoresizing.Frame] = []
            for prototype in element.child(Self.prototypeCellViewsElement)?.children ?? [] {
                guard let rect = prototype.child("rect", key: "frame"), let x = number(rect, "x"), let y = number(rect, "y"),
                    let width = number(rect, "width"), let height = number(rect, "height")
                else { return nil }
                frames.append(AppKitAutoresizing.Frame(x: x, y: y, width: width, height: height))
            }
            layoutColumns.append(AppKitPrototypeLayout.Column(savedWidth: savedWidth, archivedWidth: archivedWidth, prototypes: frames))
        }
        let layout = AppKitPrototypeLayout(
            style: style, columns: layoutColumns, spacing: spacing, tableWidth: tableWidth, insetMargin: Self.insetTableMargin,
            autoresizedOutlineColumn: autoresizedOutlineColumn, resizesColumnsUniformly: resizesColumnsUniformly)
        let (placements, unproven) = layout.placements()
        for shape in unproven {
            switch shape {
            case .columnWithoutPrototypes:
                approximate(
                    "a column without prototype cell views before one with some, which no pair shows, sets the next column's prototypes aside by its own width",
                    at: table)
            case .prototypesOfSeveralWidths:
                approximate(
                    "prototype cell views of several widths in one column, which no pair shows, set the next column's aside by the first one's width",
                    at: table)
            case .shortTable:
                approximate(
                    "the prototype cell views of a table its columns leave less room than macOS 11's margins are placed as Aerial's three such tables' are, by a rule no other pair confirms",
                    at: table)
            }
        }
        return placements
    }

    /// A prototype at its placement, as the table's nib and its own nib hold it: its subviews
    /// laid out again for its width as their autoresizing masks say (`outline-cellview`'s label,
    /// as wide as its cell, 223 → 203), those constraints place kept where they are. Nil, with an
    /// error, where a subview cannot be laid out.
    private mutating func place(
        _ element: IBElement, at placement: AppKitPrototypeLayout.Placement
    ) -> (main: IBElement, nested: IBElement)? {
        guard let savedFrame = element.child("rect", key: "frame"), let width = number(savedFrame, "width"),
            let height = number(savedFrame, "height")
        else {
            // The cell view's writer refuses it, naming it.
            return (element, element)
        }
        let frame = placement.nested
        guard let resized = autoresized(element, from: (width, height), to: (frame.width, frame.height)) else { return nil }
        func placed(_ at: AppKitAutoresizing.Frame) -> IBElement {
            Self.withFrame(resized, x: at.x, y: at.y, width: at.width, height: at.height)
        }
        return (placed(placement.main), placed(placement.nested))
    }

    /// The views other than table cell views that no pair shows as prototypes, with their writers.
    static let approximatedPrototypeViews: [String: SubviewWriter] = [
        "button": { $0.addButton($1, superview: nil, parent: $2) },
        "customView": { $0.addView($1, superview: nil, parent: $2) },
    ]

    /// A prototype cell view without a superview.
    private mutating func addPrototypeView(_ element: IBElement, parent: Int) -> Int? {
        guard let add = Self.approximatedPrototypeViews[element.name] else {
            return addTableCellView(element, superview: nil, parent: parent)
        }
        return add(&self, element, parent)
    }

    /// Whether a view-based table is among the elements under `element`.
    static func holdsViewBasedTable(_ element: IBElement) -> Bool {
        var pending = element.children
        while let next = pending.popLast() {
            if tableElements.contains(next.name), next["viewBased"] == "YES" { return true }
            pending += next.children
        }
        return false
    }

    /// A table cell view: a view whose outlets (`textField`, `imageView`) point into it.
    mutating func addTableCellView(_ element: IBElement, superview: Int?, parent: Int) -> Int? {
        guard let parsed = parseView(element, known: Self.tableCellViewAttributes, accepted: [:]) else { return nil }
        let view = add(AppKitNibClass.tableCellView, .values([]))
        addDocumentObject(view, parent: parent, element: element)
        let entries = viewEntries(element, parsed, index: view, superview: superview, defaultHugging: Self.viewHugging)
        collectConnections(parsed.others, of: element, source: view)
        objects[view].content = .values(NibGraph.Entries(entries))
        swapClass(of: view, to: element)
        return view
    }

    /// The table's nibs of its prototype cell views, by identifier, as a NIBArchive inside the
    /// NIBArchive. Where the nib is also written as a keyed archive, which no pair shows holding
    /// a view-based table, an approximation: keyed archives, which every system's NSNib reads.
    mutating func addReusableViewNibs(_ prototypes: [PrototypeCellView], of table: IBElement) -> Int? {
        let isKeyed = AppKitCompiler.writesKeyedArchive(options)
        if isKeyed {
            approximate(
                "a view-based table in a nib for macOS before 10.13, which no pair shows, holds its prototype cell views' nibs "
                    + "as keyed archives",
                at: table)
        }
        var members: [Int] = []
        for prototype in prototypes {
            var builder = AppKitNibBuilder(document: document, options: options, variant: variant, index: documentIndex)
            builder.sceneControllerID = sceneControllerID
            builder.buildsStoryboardScene = buildsStoryboardScene
            builder.tableDelegateID = Self.outlets(of: table).first { $0["property"] == Self.delegateOutlet }?["destination"]
            let nib = AppKitXcodeRules.removingNewerKeys(
                from: builder.buildPrototypeCellViewNib(prototype), options: options, consulted: builder.consultedRules)
            consultedRules.rules.formUnion(builder.consultedRules.rules)
            adopt(builder.diagnostics)
            guard !builder.hasErrors else { return nil }
            guard let bytes = prototypeNibBytes(nib, keyed: isKeyed, prototype: prototype) else { return nil }
            let data = add(NibCollectionClass.data, .values([NibGraph.Entry(key: NibGraph.bytesKey, value: .data(bytes))]))
            var fields = NibFieldWriter()
            fields.add(AppKitNibKey.nibFileIsKeyed, .bool(true))
            fields.add(AppKitNibKey.nibFileUseParentBundle, .bool(true))
            fields.add(AppKitNibKey.nibFileImages, .null)
            fields.add(AppKitNibKey.nibFileSounds, .null)
            fields.add(AppKitNibKey.nibFileData, .object(data))
            members += [stringObject(prototype.identifier), add(AppKitNibClass.nib, .values(NibGraph.Entries(fields.entries)))]
        }
        return collection(NibCollectionClass.mutableDictionary, members)
    }

    /// The bytes of a prototype cell view's own nib, as a keyed archive or a NIBArchive; nil,
    /// with an error naming it, where it cannot be written.
    private mutating func prototypeNibBytes(_ nib: AppKitNib, keyed: Bool, prototype: PrototypeCellView) -> Data? {
        let failure: String
        if keyed {
            do {
                let graph = try nib.keyedArchiveGraph()
                do {
                    return try KeyedArchiveWriter.encode(graph)
                } catch {
                    failure = error.message
                }
            } catch {
                failure = error.description
            }
        } else {
            do {
                return NibArchiveWriter.encode(try nib.nibArchive(coderVersion: AppKitCompiler.coderVersion))
            } catch {
                failure = error.message
            }
        }
        reject("the nib of prototype cell view \(prototype.identifier) cannot be written: \(failure)", at: prototype.element)
        return nil
    }

    /// A prototype cell view's own nib: a bare `NSObject` as its owner (the owner the table's
    /// delegate passes when it makes the view), the view, and the application last.
    mutating func buildPrototypeCellViewNib(_ prototype: PrototypeCellView) -> AppKitNib {
        objects = [AppKitNib.Object(className: AppKitNibClass.root, content: .values([]))]
        buildsPrototypeCellViewNib = true
        let dataIndex = add(AppKitNibClass.objectData, .values([]))
        let owner = addPlaceholder(nil, className: nil)
        objectsByID[Self.filesOwnerID] = owner
        // CotEditor's shortcut cells send their edits to the scene's controller, KnockKnock's
        // item cells their actions to the table's delegate.
        var ownerStandIns: [(id: String, name: String)] = sceneControllerID.map { [($0, "its scene's controller")] } ?? []
        if let tableDelegateID, tableDelegateID != sceneControllerID { ownerStandIns.append((tableDelegateID, "its table's delegate")) }
        for (id, name) in ownerStandIns where objectsByID[id] == nil {
            guard let connection = Self.firstConnection(under: prototype.element, to: id) else { continue }
            approximate(
                "a prototype cell view's connection to \(name), which no pair shows, goes to its own nib's owner, the one its table's delegate passes",
                at: connection)
            objectsByID[id] = owner
        }
        _ = addPrototypeView(prototype.element, parent: owner)
        let application = add(
            AppKitNibClass.customObject,
            .customObject(AppKitNib.CustomObject(className: string(Self.applicationClass), classReference: nil)))
        documentObjects.append((application, owner))
        return finish(owner: owner, dataIndex: dataIndex)
    }

    /// The first outlet, action or binding under `element` naming `id`, in document order.
    static func firstConnection(under element: IBElement, to id: String) -> IBElement? {
        var pending = [element]
        while let next = pending.popLast() {
            if ["outlet", "action", "binding"].contains(next.name), next["destination"] == id || next["target"] == id {
                return next
            }
            pending += next.children.reversed()
        }
        return nil
    }
}
