import Foundation
import GRDB

extension Catalog {
    /// The bytes the catalog keeps for a compiled document, by member path (`""` for a single
    /// file), checked against their SHA-256 addresses.
    public func storedFiles(ofDocument query: String) throws(CatalogError) -> [(member: String, data: Data)] {
        let document = try document(matching: query)
        return try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT db.member, b.sha256, b.size, b.compressed FROM document_blob db
                    JOIN document d ON d.id = db.document_id JOIN blob b ON b.sha256 = db.sha256
                    WHERE d.root = ? AND d.path = ? ORDER BY db.member
                    """,
                arguments: [document.root, document.path])
            return try rows.map { row in
                let member: String = try row.decode(forColumn: "member")
                guard
                    let data = BlobCompression.contents(
                        compressed: try row.decode(forColumn: "compressed"), size: try row.decode(forColumn: "size"),
                        sha256: try row.decode(forColumn: "sha256"))
                else {
                    throw CatalogError.database(path: path, reason: "stored bytes of \(document.path)/\(member) are corrupt")
                }
                return (member, data)
            }
        }
    }

    /// How many distinct file contents the catalog stores.
    public func storedBlobCount() throws(CatalogError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM blob") ?? 0 }
    }
}
