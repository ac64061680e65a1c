import DocumentSummary
import GRDB

/// Where an indexed Swift or Objective-C source declares a class (extensions and categories left
/// out).
public struct ClassDeclaration: Sendable, Hashable, Encodable {
    /// Relative to `root`.
    public var path: String
    public var line: Int
    public var name: String
    @ExplicitNull public var module: String?
    @ExplicitNull public var superclass: String?
    public var root: String

    enum CodingKeys: String, CodingKey {
        case path, line, name, module, superclass
    }
}

extension Catalog {
    /// The declarations of the class named `className` (its Swift name or its `@objc` name), or of
    /// `Module.Class`; only those in `module` when given (a source no project target holds has no
    /// module, so it is then left out).
    public func classDeclarations(className qualified: String, module given: String? = nil) throws(CatalogError) -> [ClassDeclaration] {
        let (className, module) = Self.split(qualified, module: given)
        return try read { db in
            // A bundle's resource index holds documents only.
            guard try db.tableExists("code_class") else { return [] }
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT root, path, line, name, module, superclass FROM code_class
                    WHERE is_extension = 0 AND (name = ? OR objc_name = ?) AND (? IS NULL OR module = ?)
                    ORDER BY root, path, line, module
                    """,
                arguments: [className, className, module, module]
            ).map { row in
                ClassDeclaration(
                    path: row["path"], line: row["line"], name: row["name"], module: row["module"],
                    superclass: row["superclass"], root: row["root"])
            }
        }
    }
}
