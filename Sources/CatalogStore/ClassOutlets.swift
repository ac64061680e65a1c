import DocumentSummary
import GRDB

/// A class's outlets, outlet collections and actions: those its sources declare (along its
/// declared superclasses) and those documents connect, each with the connections that use it.
public struct ClassOutlets: Sendable, Hashable, Encodable {
    public var className: String
    @ExplicitNull public var module: String?
    /// Where a source declares the class, relative to `root`; nil when no indexed source does.
    @ExplicitNull public var path: String?
    @ExplicitNull public var line: Int?
    /// The superclasses the sources declare, nearest first, then the first one they do not (as
    /// written, e.g. `UIViewController`).
    public var superclasses: [String]
    public var members: [ConnectedMember]
    /// The absolute folder the paths are relative to.
    public var root: String

    enum CodingKeys: String, CodingKey {
        case className = "class"
        case module, path, line, superclasses, members
    }
}

/// One outlet, outlet collection or action of a class.
public struct ConnectedMember: Sendable, Hashable, Encodable {
    public enum Kind: String, Sendable, Hashable, Encodable, Comparable {
        case outlet, outletCollection, action

        private var rank: Int {
            switch self {
            case .outlet: 0
            case .outletCollection: 1
            case .action: 2
            }
        }

        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            lhs.rank < rhs.rank
        }
    }

    public enum Status: String, Sendable, Hashable, Encodable {
        /// The class itself declares it.
        case declared
        /// A superclass the sources declare does (`declaredBy`).
        case inherited
        /// No source declares it, but the UIKit or AppKit base classes do (`view`, `delegate`, …).
        case system
        /// Documents connect it and neither the class nor its declared superclasses declare it:
        /// the "not key value coding-compliant" crash, or an unrecognized selector.
        case undeclared
        /// Documents connect it, and no indexed source declares the class, or the class's last
        /// declared superclass inherits from a class of a dependency the sources do not hold
        /// (the last of `superclasses`), which may declare it.
        case unchecked
    }

    public var kind: Kind
    /// The outlet's property name, or the action's selector (`buttonTapped:`).
    public var name: String
    public var status: Status
    /// The class that declares it, when a source does.
    @ExplicitNull public var declaredBy: String?
    /// Where it is declared, relative to the root.
    @ExplicitNull public var path: String?
    @ExplicitNull public var line: Int?
    /// The outlet's class in code (a collection's element class).
    @ExplicitNull public var typeName: String?
    public var connections: [MemberConnection]
}

/// A connection a document makes to a class's member.
public struct MemberConnection: Sendable, Hashable, Encodable {
    /// Relative to the root.
    public var document: String
    public var line: Int
    /// The connection's own id.
    public var id: String
    /// `outlet`, `outletCollection`, `action`, or `segue` for an unwind segue to the action.
    public var kind: String
    public var source: String
    public var destination: String
    @ExplicitNull public var eventType: String?
    /// The class of the object that is the class's instance (the outlet's source, the action's
    /// target): the class itself or a subclass; nil for an unwind segue, whose action UIKit looks
    /// for along the presenting controllers.
    @ExplicitNull public var objectClass: String?

    enum CodingKeys: String, CodingKey {
        case document, line, id, kind, source, destination, eventType
        case objectClass = "class"
    }
}

extension Catalog {
    /// The outlets, outlet collections and actions of the class named `className` (its Swift or
    /// `@objc` name, or `Module.Class`), one answer per root and declaration: every member the class
    /// and its declared superclasses declare, and every name documents connect on an object of the
    /// class; each with the connections made on objects of the class or of a subclass. Empty when
    /// no source declares the class and no document uses it.
    public func classOutlets(className qualified: String, module given: String? = nil) throws(CatalogError) -> [ClassOutlets] {
        let (className, module) = Self.split(qualified, module: given)
        let answers: [ClassOutlets] = try read { db in
            let code = try CodeModel(db)
            let uses = try Self.memberConnections(db, code: code)
            var answers: [ClassOutlets] = []
            for root in code.modulesByRoot.keys.sorted() {
                for declared in code.classes(root: root, name: className, module: module) {
                    answers.append(Self.outlets(of: declared, code: code, uses: uses[root] ?? []))
                }
            }
            // A class the documents use without a source declaring it: its connections, unchecked.
            var undeclared: [String: (answer: ClassOutlets, members: MemberTable)] = [:]
            for use in uses.values.joined()
            where use.objectClass == className && use.chain == nil && (module == nil || use.objectModule == module) {
                let key = use.root + "\u{0}" + (use.objectModule ?? "")
                let empty = ClassOutlets(
                    className: className, module: use.objectModule, path: nil, line: nil, superclasses: [], members: [],
                    root: use.root)
                // Changed in place: a copy taken out and stored back would copy its members each time.
                undeclared[key, default: (empty, MemberTable())].members.add(
                    use,
                    as: ConnectedMember(
                        kind: use.kind, name: use.name, status: use.isSystemOutlet ? .system : .unchecked, declaredBy: nil,
                        path: nil, line: nil, typeName: nil,
                        connections: []))
            }
            answers += undeclared.values.map { entry in
                var answer = entry.answer
                answer.members = entry.members.members
                return answer
            }
            return answers
        }
        // Objects of the class with no connection still make it known.
        var known = answers
        if answers.isEmpty {
            var byRoot: [String: ClassOutlets] = [:]
            for usage in try whoUses(className: className, module: module) {
                byRoot[usage.root] = ClassOutlets(
                    className: className, module: usage.customModule, path: nil, line: nil, superclasses: [], members: [],
                    root: usage.root)
            }
            known = Array(byRoot.values)
        }
        return known.map { answer in
            var sorted = answer
            sorted.members.sort { ($0.kind, $0.name) < ($1.kind, $1.name) }
            for index in sorted.members.indices {
                sorted.members[index].connections.sort { ($0.document, $0.line, $0.id) < ($1.document, $1.line, $1.id) }
            }
            return sorted
        }.sorted { ($0.root, $0.module ?? "", $0.path ?? "") < ($1.root, $1.module ?? "", $1.path ?? "") }
    }

    /// The members of `declared` along its superclasses, the nearest declaration of a name first,
    /// with the connections `uses` make to them; and names connected on the class itself that no
    /// declaration provides.
    private static func outlets(of declared: CodeModel.DeclaredClass, code: CodeModel, uses: [MemberUse]) -> ClassOutlets {
        let chain = code.chain(from: declared)
        var members = MemberTable()
        var seen: Set<String> = []
        for (depth, owner) in chain.enumerated() {
            let status: ConnectedMember.Status = depth == 0 ? .declared : .inherited
            for (name, member) in owner.outlets where seen.insert("o " + name).inserted {
                members.append(
                    ConnectedMember(
                        kind: member.isCollection ? .outletCollection : .outlet, name: name, status: status,
                        declaredBy: owner.name, path: member.path, line: member.line, typeName: member.typeName, connections: []))
            }
            for (name, member) in owner.actions where seen.insert("a " + name).inserted {
                members.append(
                    ConnectedMember(
                        kind: .action, name: name, status: status, declaredBy: owner.name, path: member.path, line: member.line,
                        typeName: nil, connections: []))
            }
        }
        for use in uses {
            if let unwindAction = use.unwindAction {
                members.connect(use.connection, toFirstOf: .action, named: unwindAction)
                continue
            }
            guard let useChain = use.chain, let depth = useChain.firstIndex(where: { $0.key == declared.key }) else { continue }
            let isAction = use.kind == .action
            if let declaring = useChain.firstIndex(where: { isAction ? $0.actions[use.name] != nil : $0.outlets[use.name] != nil }) {
                // A name a subclass declares belongs to the subclass, not to this class.
                if declaring >= depth {
                    members.connect(use.connection, toFirstOf: isAction ? .action : .outlet, named: use.name)
                }
            } else if depth == 0 {
                let status: ConnectedMember.Status =
                    use.isSystemOutlet ? .system : CodeModel.endsInUnknownClass(chain) ? .unchecked : .undeclared
                members.add(
                    use,
                    as: ConnectedMember(
                        kind: use.kind, name: use.name, status: status, declaredBy: nil, path: nil, line: nil, typeName: nil,
                        connections: []))
            }
        }
        var superclasses = chain.dropFirst().map(\.name)
        if let last = chain.last?.superclass, !chain.contains(where: { $0.name == last || $0.objcName == last }) {
            superclasses.append(last)
        }
        return ClassOutlets(
            className: declared.name, module: declared.module, path: declared.path, line: declared.line,
            superclasses: superclasses, members: members.members, root: declared.root)
    }

    /// Every outlet, outlet collection and action connection of every document, by root, with the
    /// class of the object on the class's side (an outlet's source, an action's target) and its
    /// declared chain; and every unwind segue, by the action it unwinds to. The object is found by
    /// its id (`INDEXED BY`): SQLite otherwise takes the primary key's document prefix and reads
    /// every object of the document for each connection, quadratic in a document's size.
    private static func memberConnections(_ db: Database, code: CodeModel) throws -> [String: [MemberUse]] {
        var uses: [String: [MemberUse]] = [:]
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT d.root, d.path, c.connection_id, c.kind, c.source_id, c.destination_id, c.name, c.event_type,
                    c.unwind_action, c.line, o.class AS object_class, o.custom_module,
                    CASE WHEN o.custom_class IS NOT NULL THEN o.custom_module ELSE o.system_module END AS object_module
                FROM connection c JOIN document d ON d.id = c.document_id
                LEFT JOIN object o INDEXED BY object_document_object ON o.document_id = c.document_id
                    AND o.object_id = CASE c.kind WHEN 'action' THEN c.destination_id ELSE c.source_id END
                WHERE (c.kind IN ('outlet', 'outletCollection', 'action') AND c.name IS NOT NULL AND o.class IS NOT NULL)
                    OR c.unwind_action IS NOT NULL
                """)
        var chains: [String: [CodeModel.DeclaredClass]?] = [:]
        while let row = try rows.next() {
            let root: String = row["root"]
            let unwindAction: String? = row["unwind_action"]
            let objectClass: String? = unwindAction == nil ? row["object_class"] : nil
            let objectModule: String? = row["object_module"]
            var chain: [CodeModel.DeclaredClass]?
            if let objectClass {
                let customModule: String? = row["custom_module"]
                let key = root + "\u{0}" + objectClass + "\u{0}" + (customModule ?? "")
                if let known = chains[key] {
                    chain = known
                } else {
                    chain = code.chain(root: root, className: objectClass, module: customModule)
                    chains[key] = chain
                }
            }
            let kind: ConnectedMember.Kind = unwindAction != nil ? .action : ConnectedMember.Kind(rawValue: row["kind"]) ?? .outlet
            uses[root, default: []].append(
                MemberUse(
                    root: root, kind: kind, name: unwindAction ?? row["name"], unwindAction: unwindAction,
                    objectClass: objectClass, objectModule: objectModule, chain: chain,
                    connection: MemberConnection(
                        document: row["path"], line: row["line"], id: row["connection_id"], kind: row["kind"],
                        source: row["source_id"], destination: row["destination_id"], eventType: row["event_type"],
                        objectClass: objectClass)))
        }
        return uses
    }
}

/// One connection as `classOutlets` reads it.
private struct MemberUse {
    var root: String
    var kind: ConnectedMember.Kind
    var name: String
    var unwindAction: String?
    var objectClass: String?
    var objectModule: String?
    var chain: [CodeModel.DeclaredClass]?
    var connection: MemberConnection

    /// An outlet UIKit's or AppKit's base classes declare, which no source needs to.
    var isSystemOutlet: Bool { kind != .action && CodeModel.systemOutlets.contains(name) }
}

/// A class's members in the order they are found, each found again by kind and name without a
/// search: a class can have tens of thousands of connected names.
private struct MemberTable {
    private(set) var members: [ConnectedMember] = []
    /// The first member of each exact kind and name.
    private var byKind: [String: Int] = [:]
    /// The first member of each name among actions, and among outlets of either kind.
    private var bySide: [String: Int] = [:]

    mutating func append(_ member: ConnectedMember) {
        let index = members.count
        members.append(member)
        byKind[member.kind.rawValue + " " + member.name] = byKind[member.kind.rawValue + " " + member.name] ?? index
        let side = Self.side(member.kind == .action) + member.name
        bySide[side] = bySide[side] ?? index
    }

    /// Adds `connection` to the first action (`.action`), or outlet of either kind, named `name`.
    mutating func connect(_ connection: MemberConnection, toFirstOf kind: ConnectedMember.Kind, named name: String) {
        if let index = bySide[Self.side(kind == .action) + name] {
            members[index].connections.append(connection)
        }
    }

    /// Adds `use`'s connection to the member of its kind and name, first adding `member` when
    /// there is none.
    mutating func add(_ use: MemberUse, as member: ConnectedMember) {
        if let index = byKind[use.kind.rawValue + " " + use.name] {
            members[index].connections.append(use.connection)
        } else {
            var member = member
            member.connections = [use.connection]
            append(member)
        }
    }

    private static func side(_ isAction: Bool) -> String {
        isAction ? "a " : "o "
    }
}
