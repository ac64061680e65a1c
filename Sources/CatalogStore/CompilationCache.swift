import Crypto
import Foundation
import GRDB
import NibCompiler

extension CachedCompilation {
    /// The cache key of a compilation: the source's bytes and everything else that decides the output.
    public static func key(source: Data, variant: String) -> String {
        key(sourceSHA256: Data(SHA256.hash(data: source)), variant: variant)
    }

    /// The same key from the source's SHA-256, for a caller that has it already (the catalog
    /// stores every indexed document's).
    public static func key(sourceSHA256: Data, variant: String) -> String {
        sourceSHA256.hexString + "|" + variant
    }
}

/// The catalog keys compiled outputs by the SHA-256 of their source, which it stores for every
/// indexed document.
extension Catalog: CompilationCache {
    public func key(source: Data, variant: String) -> String {
        CachedCompilation.key(source: source, variant: variant)
    }

    public func key(sourceSHA256: Data, variant: String) -> String {
        CachedCompilation.key(sourceSHA256: sourceSHA256, variant: variant)
    }

    public func cachedCompilation(key: String) throws(CatalogError) -> CachedCompilation? {
        try cachedCompilations(keys: [key])[0]
    }

    /// The compilations under `keys`, in their order (nil for a miss), read in one transaction:
    /// a bundle takes thousands.
    public func cachedCompilations(keys: [String]) throws(CatalogError) -> [CachedCompilation?] {
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
                var compilation: CachedCompilation?
                while let row = try rows.next() {
                    if compilation == nil {
                        let diagnostics: String = row[1]
                        compilation = CachedCompilation(isFolder: row[0], files: [], diagnostics: Data(diagnostics.utf8))
                    }
                    guard let member: String = row[2] else { continue }
                    // A missing or damaged blob, or one whose bytes are not those of its hash, is a
                    // cache miss, not an error: the output is compiled again and stored over it.
                    guard let sha256: Data = row[3], let size: Int = row[4], let compressed: Data = row[5],
                        let data = BlobCompression.contents(compressed: compressed, size: size, sha256: sha256)
                    else { return nil }
                    compilation?.files.append(CachedCompilation.CachedFile(path: member, contents: data, sha256: row[3]))
                }
                return compilation
            }
        }
    }

    /// Stores a compilation under `key`, replacing any earlier one, in one transaction.
    public func storeCompilation(_ compilation: CachedCompilation, key: String) throws(CatalogError) {
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

    public func cachedCompilationCount() throws(CatalogError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM compilation") ?? 0 }
    }
}
