import Crypto
import Foundation
import GRDB
import InputFiles
import ResourceAssets

extension Catalog {
    /// Records a published version and its files, replacing an earlier record of the same name
    /// and version. `inputSHA256` is what the version was built from, so that publishing it again
    /// from the same inputs can be recognised without building.
    public func recordPublishedBundle(
        name: String, version: String, platform: String, identifier: String, path: String, inputSHA256: Data,
        entries: [BundleEntry]
    ) throws(CatalogError) {
        do {
            try database.write { db in
                try db.execute(sql: "DELETE FROM bundle_version WHERE name = ? AND version = ?", arguments: [name, version])
                try db.execute(
                    sql: """
                        INSERT INTO bundle_version (name, version, platform, identifier, path, content_sha256, input_sha256)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [name, version, platform, identifier, path, Self.contentHash(entries), inputSHA256])
                let id = db.lastInsertedRowID
                // Thousands of rows a version: bound through SQLite's C API.
                let insert = try PreparedInsert(
                    db, sql: "INSERT INTO bundle_entry (bundle_version_id, path, size, sha256) VALUES (?, ?, ?, ?)")
                for entry in entries {
                    try insert.insert { row in
                        row.add(id)
                        row.add(entry.path)
                        row.add(entry.size)
                        row.add(entry.sha256)
                    }
                }
            }
        } catch {
            throw .database(path: self.path, reason: Self.describe(error))
        }
    }

    /// SHA-256 over the entries' paths and hashes, in path order.
    public static func contentHash(_ entries: [BundleEntry]) -> Data {
        var hasher = SHA256()
        for entry in entries.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
            hasher.update(data: Data(entry.path.utf8) + [0])
            hasher.update(data: entry.sha256)
        }
        return Data(hasher.finalize())
    }

    /// What the recorded version `name` `version` was built from, when it is recorded at `path`.
    public func publishedInputHash(name: String, version: String, path: String) throws(CatalogError) -> Data? {
        try read { db in
            try Data.fetchOne(
                db, sql: "SELECT input_sha256 FROM bundle_version WHERE name = ? AND version = ? AND path = ?",
                arguments: [name, version, path])
        }
    }

    /// Every recorded version, by name and then version number.
    public func publishedBundles() throws(CatalogError) -> [PublishedBundle] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT v.name, v.version, v.platform, v.identifier, v.path, v.content_sha256,
                        (SELECT COUNT(*) FROM bundle_entry e WHERE e.bundle_version_id = v.id) AS entry_count
                    FROM bundle_version v
                    """
            ).map { row in
                let hash: Data = try row.decode(forColumn: "content_sha256")
                return PublishedBundle(
                    name: try row.decode(forColumn: "name"), version: try row.decode(forColumn: "version"),
                    platform: try row.decode(forColumn: "platform"), identifier: try row.decode(forColumn: "identifier"),
                    path: try row.decode(forColumn: "path"), contentSHA256: hash.hexString,
                    entryCount: try row.decode(forColumn: "entry_count"))
            }.sorted { first, second in
                first.name != second.name
                    ? first.name < second.name
                    : Self.versionNumbers(first.version).lexicographicallyPrecedes(Self.versionNumbers(second.version))
            }
        }
    }

    /// The files of a recorded version, by path; nil when no such version is recorded.
    public func bundleEntries(name: String, version: String) throws(CatalogError) -> [BundleEntry]? {
        try read { db in
            guard
                let id = try Int64.fetchOne(
                    db, sql: "SELECT id FROM bundle_version WHERE name = ? AND version = ?", arguments: [name, version])
            else { return nil }
            let rows = try Row.fetchCursor(
                db, sql: "SELECT path, size, sha256 FROM bundle_entry WHERE bundle_version_id = ? ORDER BY path",
                arguments: [id])
            var entries: [BundleEntry] = []
            while let row = try rows.next() {
                entries.append(BundleEntry(path: row[0], size: row[1], sha256: row[2]))
            }
            return entries
        }
    }

    /// Entries added, removed and changed from `old` to `new`; an unrecorded version is an error.
    public func bundleDiff(name: String, from old: String, to new: String) throws(CatalogError) -> BundleDiff {
        guard let before = try bundleEntries(name: name, version: old) else {
            throw .bundleVersionNotFound(name: name, version: old)
        }
        guard let after = try bundleEntries(name: name, version: new) else {
            throw .bundleVersionNotFound(name: name, version: new)
        }
        let beforeByPath = Dictionary(before.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let afterPaths = Set(after.map(\.path))
        return BundleDiff(
            added: after.filter { beforeByPath[$0.path] == nil },
            removed: before.filter { !afterPaths.contains($0.path) },
            changed: after.filter { entry in beforeByPath[entry.path].map { $0.sha256 != entry.sha256 } ?? false })
    }

    /// `1.10.0` after `1.9.0`: versions compare by their numbers.
    private static func versionNumbers(_ version: String) -> [Int] {
        version.split(separator: ".").map { Int($0) ?? 0 }
    }
}
