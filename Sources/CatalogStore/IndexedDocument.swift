import Foundation
import GRDB
import InputFiles

/// A document the catalog holds, as a listing shows it.
public struct IndexedDocument: Sendable, Hashable, Encodable {
    public var root: String
    public var path: String
    public var kind: DocumentKind
    /// Hex SHA-256 of the file's bytes when it was indexed.
    public var sha256: String
    public var objectCount: Int
}

extension Catalog {
    /// The kind of the document a row of `document` (or a query selecting its `kind`) holds; a
    /// value no index writes is an error, not a guess.
    static func documentKind(of row: Row) throws -> DocumentKind {
        let stored: String = try row.decode(forColumn: "kind")
        guard let kind = DocumentKind(rawValue: stored) else {
            throw DatabaseError(message: "a document of unknown kind '\(stored)'")
        }
        return kind
    }

    /// Every indexed document, ordered by root and path.
    public func indexedDocuments() throws(CatalogError) -> [IndexedDocument] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT d.root, d.path, d.kind, d.sha256,
                        (SELECT COUNT(*) FROM object o WHERE o.document_id = d.id) AS object_count
                    FROM document d ORDER BY d.root, d.path
                    """
            ).map { row in
                let hash: Data = try row.decode(forColumn: "sha256")
                return IndexedDocument(
                    root: try row.decode(forColumn: "root"), path: try row.decode(forColumn: "path"),
                    kind: try Self.documentKind(of: row), sha256: hash.hexString,
                    objectCount: try row.decode(forColumn: "object_count"))
            }
        }
    }
}
