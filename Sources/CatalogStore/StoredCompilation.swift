import Crypto
import Foundation
import GRDB

/// A compiled output as the catalog keeps it, under a key its caller makes: whether it is a folder,
/// its diagnostics' text, and its files by member path, each stored once by content.
public struct StoredCompilation: Sendable, Hashable {
    public struct File: Sendable, Hashable {
        public var path: String
        public var contents: Data
        /// The SHA-256 of `contents` as read back; the catalog hashes what it stores itself.
        public var sha256: Data?

        public init(path: String, contents: Data, sha256: Data? = nil) {
            self.path = path
            self.contents = contents
            self.sha256 = sha256
        }
    }

    public var isFolder: Bool
    public var diagnostics: Data
    public var files: [File]

    public init(isFolder: Bool, diagnostics: Data, files: [File]) {
        self.isFolder = isFolder
        self.diagnostics = diagnostics
        self.files = files
    }
}

extension Catalog {
    /// The compilations under `keys`, in their order (nil for a miss), read in one transaction:
    /// a bundle takes thousands.
    public func storedCompilations(keys: [String]) throws(CatalogError) -> [StoredCompilation?] {
        try read { db in
            // The blobs are spread over the file: mapped, they cost no read call per page.
            try db.execute(sql: "PRAGMA mmap_size = 1073741824")
            defer { try? db.execute(sql: "PRAGMA mmap_size = 0") }
            let statement = try db.cachedStatement(
                sql: """
                    SELECT c.is_folder, c.diagnostics, cb.member, cb.sha256, b.size, b.compressed FROM compilation c
                    LEFT JOIN compilation_blob cb ON cb.key = c.key LEFT JOIN blob b ON b.sha256 = cb.sha256
                    WHERE c.key = ? ORDER BY cb.member
                    """)
            return try keys.map { key in
                let rows = try Row.fetchCursor(statement, arguments: [key])
                var compilation: StoredCompilation?
                while let row = try rows.next() {
                    if compilation == nil {
                        let diagnostics: String = row[1]
                        compilation = StoredCompilation(isFolder: row[0], diagnostics: Data(diagnostics.utf8), files: [])
                    }
                    guard let member: String = row[2] else { continue }
                    // A missing or damaged blob, or one whose bytes are not those of its hash, is a
                    // cache miss, not an error: the output is compiled again and stored over it.
                    guard let sha256: Data = row[3], let size: Int = row[4], let compressed: Data = row[5],
                        let data = BlobCompression.contents(compressed: compressed, size: size, sha256: sha256)
                    else { return nil }
                    compilation?.files.append(StoredCompilation.File(path: member, contents: data, sha256: sha256))
                }
                return compilation
            }
        }
    }

    /// Stores a compilation under `key`, replacing any earlier one, in one transaction.
    public func store(_ compilation: StoredCompilation, key: String) throws(CatalogError) {
        do {
            try database.write { db in
                try db.execute(sql: "DELETE FROM compilation WHERE key = ?", arguments: [key])
                try db.execute(
                    sql: "INSERT INTO compilation (key, is_folder, diagnostics) VALUES (?, ?, ?)",
                    arguments: [key, compilation.isFolder, String(decoding: compilation.diagnostics, as: UTF8.self)])
                for file in compilation.files {
                    let sha256 = Data(SHA256.hash(data: file.contents))
                    // A blob already under this hash with other bytes is a damaged one: replaced.
                    try db.execute(
                        sql: """
                            INSERT INTO blob (sha256, size, compressed) VALUES (?, ?, ?)
                            ON CONFLICT (sha256) DO UPDATE SET size = excluded.size, compressed = excluded.compressed
                            WHERE size IS NOT excluded.size OR compressed IS NOT excluded.compressed
                            """,
                        arguments: [sha256, file.contents.count, BlobCompression.compress(file.contents)])
                    try db.execute(
                        sql: "INSERT INTO compilation_blob (key, member, sha256) VALUES (?, ?, ?)",
                        arguments: [key, file.path, sha256])
                }
            }
        } catch {
            throw .database(path: path, reason: Self.describe(error))
        }
    }

    public func storedCompilationCount() throws(CatalogError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM compilation") ?? 0 }
    }
}
