import Crypto
import Foundation
import GRDB

/// A compiled output as the catalog keeps it: files by path inside the output, and the
/// diagnostics the compilation gave, as JSON the compiler wrote.
public struct CachedCompilation: Sendable, Hashable {
    public var isFolder: Bool
    public var files: [CachedFile]
    public var diagnostics: Data

    public struct CachedFile: Sendable, Hashable {
        public var path: String
        public var contents: Data

        public init(path: String, contents: Data) {
            self.path = path
            self.contents = contents
        }
    }

    public init(isFolder: Bool, files: [CachedFile], diagnostics: Data) {
        self.isFolder = isFolder
        self.files = files
        self.diagnostics = diagnostics
    }

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

extension Catalog {
    public func cachedCompilation(key: String) throws(CatalogError) -> CachedCompilation? {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT is_folder, diagnostics FROM compilation WHERE key = ?", arguments: [key])
            else { return nil }
            let members = try Row.fetchAll(
                db,
                sql: """
                    SELECT cb.member, b.size, b.compressed FROM compilation_blob cb
                    JOIN blob b ON b.sha256 = cb.sha256 WHERE cb.key = ? ORDER BY cb.member
                    """,
                arguments: [key])
            var files: [CachedCompilation.CachedFile] = []
            for member in members {
                // A damaged blob is a cache miss, not an error: the output is compiled again.
                guard let data = BlobCompression.decompress(member["compressed"], size: member["size"]) else { return nil }
                files.append(CachedCompilation.CachedFile(path: member["member"], contents: data))
            }
            let diagnostics: String = row["diagnostics"]
            return CachedCompilation(isFolder: row["is_folder"], files: files, diagnostics: Data(diagnostics.utf8))
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
                    try db.execute(
                        sql: "INSERT OR IGNORE INTO blob (sha256, size, compressed) VALUES (?, ?, ?)",
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
