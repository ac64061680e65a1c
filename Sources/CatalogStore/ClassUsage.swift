import DocumentSummary
import GRDB
import Suggestions

/// One place a class is used: an object, a placeholder or a segue in an indexed document.
public struct ClassUsage: Sendable, Hashable, Encodable {
    /// Relative to the folder given to `index`.
    public var document: String
    public var kind: String
    public var objectId: String
    /// `filesOwner`, `object`, `externalObject`, `viewController`, `segue`, `cell`, …
    public var role: String
    public var element: String
    public var className: String
    @ExplicitNull public var customModule: String?
    public var line: Int
    /// The absolute folder `document` is relative to.
    public var root: String

    enum CodingKeys: String, CodingKey {
        case document, kind, objectId, role, element
        case className = "class"
        case customModule, line
    }

}

extension Catalog {
    /// Every object and segue whose class is `className`, by index look-up.
    ///
    /// - Parameters:
    ///   - module: keep only uses whose module (the custom module, else the system framework) is this.
    ///   - includePlaceholders: also list First Responder and Application placeholders.
    ///   - className: a class as written in documents, or `Module.Class` (the module then as `module`).
    public func whoUses(
        className qualified: String, module given: String? = nil, includePlaceholders: Bool = false
    ) throws(CatalogError) -> [ClassUsage] {
        let (className, module) = Self.split(qualified, module: given)
        return try read { db in
            var usages: [ClassUsage] = []
            let placeholderFilter =
                includePlaceholders
                ? "" : "AND o.role NOT IN ('firstResponder', 'application')"
            let objects = try Row.fetchCursor(
                db,
                sql: """
                    SELECT d.root, d.path, d.kind, o.object_id, o.role, o.element, o.class, o.custom_module,
                        o.line, CASE WHEN o.custom_class IS NOT NULL THEN o.custom_module ELSE o.system_module END
                        AS module
                    FROM object o JOIN document d ON d.id = o.document_id
                    WHERE o.class = ? \(placeholderFilter)
                    """,
                arguments: [className])
            while let row = try objects.next() {
                if let module, row["module"] != module {
                    continue
                }
                usages.append(Self.usage(row, role: row["role"]))
            }
            let segues = try Row.fetchCursor(
                db,
                sql: """
                    SELECT d.root, d.path, d.kind, c.connection_id AS object_id, 'segue' AS element, c.class,
                        c.custom_module, c.line,
                        CASE WHEN c.custom_class IS NOT NULL THEN c.custom_module ELSE c.system_module END AS module
                    FROM connection c JOIN document d ON d.id = c.document_id
                    WHERE c.class = ?
                    """,
                arguments: [className])
            while let row = try segues.next() {
                if let module, row["module"] != module {
                    continue
                }
                usages.append(Self.usage(row, role: "segue"))
            }
            return usages.sorted {
                ($0.root, $0.document, $0.line, $0.objectId) < ($1.root, $1.document, $1.line, $1.objectId)
            }
        }
    }

    /// The class and module `Module.Class` names; a name with no dot, or one stored with its dot
    /// (an Objective-C runtime name), is a class alone.
    static func split(_ qualified: String, module: String?) -> (String, String?) {
        let parts = qualified.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return (qualified, module) }
        return (String(parts[1]), module ?? String(parts[0]))
    }

    /// What to offer when `whoUses` (or, `includingSources`, `classOutlets`) found nothing: a
    /// module in the right case or another module the class is used (or declared) in
    /// (`RoundedButton --module Simplenote`), else the nearest class names.
    public func classSuggestions(
        className qualified: String, module given: String? = nil, includingSources: Bool = false
    ) throws(CatalogError) -> [String] {
        let (className, module) = Self.split(qualified, module: given)
        let used: [(className: String, module: String?)] = try read { db in
            let declared =
                try includingSources && db.tableExists("code_class")
                ? "UNION SELECT DISTINCT name, module FROM code_class WHERE is_extension = 0" : ""
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT class, CASE WHEN custom_class IS NOT NULL THEN custom_module ELSE system_module END AS module
                    FROM object WHERE class IS NOT NULL
                    UNION SELECT DISTINCT class, CASE WHEN custom_class IS NOT NULL THEN custom_module ELSE system_module END
                    FROM connection WHERE class IS NOT NULL
                    \(declared)
                    """
            ).map { ($0["class"], $0["module"]) }
        }
        if let module {
            let modules = used.filter { $0.className == className }.compactMap(\.module)
            if !modules.isEmpty {
                let sameButCase = modules.filter { $0.lowercased() == module.lowercased() }
                let offered = sameButCase.isEmpty ? Array(Set(modules)).sorted() : sameButCase
                return offered.prefix(3).map { "\(className) --module \($0)" }
            }
        }
        return Suggestions.nearest(to: className, among: used.map(\.className))
    }

    private static func usage(_ row: Row, role: String) -> ClassUsage {
        ClassUsage(
            document: row["path"], kind: row["kind"], objectId: row["object_id"], role: role,
            element: row["element"], className: row["class"], customModule: row["custom_module"],
            line: row["line"], root: row["root"])
    }
}
