import Foundation
import GRDB

/// A document the catalog holds, as a listing shows it.
public struct IndexedDocument: Sendable, Hashable, Encodable {
    public var root: String
    public var path: String
    public var kind: String
    /// Hex SHA-256 of the file's bytes when it was indexed.
    public var sha256: String
    public var objectCount: Int
}

extension Catalog {
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
                    kind: try row.decode(forColumn: "kind"), sha256: hash.hexString,
                    objectCount: try row.decode(forColumn: "object_count"))
            }
        }
    }
}
