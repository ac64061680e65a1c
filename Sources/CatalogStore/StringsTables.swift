import Foundation
import GRDB
import IBSource
import InputFiles
import ProjectModel

extension Catalog {
    /// Brings the stored keys of the root's string tables up to date with `files`: unchanged
    /// tables (size and modification time) are not read again; with `complete`, `files` is every
    /// table under the root and the others leave the catalog. A malformed table is a failure and
    /// keeps no keys.
    func updateStringsKeys(
        _ files: [ScannedFile], complete: Bool, of target: IndexTarget, reading reader: some IndexFileReading, db: Database,
        summary: inout IndexSummary
    ) throws {
        let root = target.root
        var stored: [PathKey: (size: Int64, mtime: Int64)] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT path, size, mtime_ns FROM strings_file WHERE root = ?", arguments: [root])
        while let row = try rows.next() {
            stored[PathKey(row["path"])] = (row["size"], row["mtime_ns"])
        }
        if complete {
            let present = Set(files.map { PathKey($0.path) })
            for (key, _) in stored where !present.contains(key) {
                let path = String(decoding: key.bytes, as: UTF8.self)
                try db.execute(sql: "DELETE FROM strings_file WHERE root = ? AND path = ?", arguments: [root, path])
                try db.execute(sql: "DELETE FROM strings_key WHERE root = ? AND path = ?", arguments: [root, path])
            }
        }
        let changed = files.filter { file in
            guard let known = stored[PathKey(file.path)] else { return true }
            return known.size != file.size || known.mtime != file.mtimeNanoseconds
        }
        let parsed = changed.parallelMap { reader.stringsKeys($0, root: root) }
        let insert = try db.makeStatement(
            sql: "INSERT OR IGNORE INTO strings_key (root, path, language, key, line) VALUES (?, ?, ?, ?, ?)")
        for (file, result) in zip(changed, parsed) {
            try db.execute(sql: "DELETE FROM strings_key WHERE root = ? AND path = ?", arguments: [root, file.path])
            try db.execute(sql: "DELETE FROM unindexed_file WHERE root = ? AND path = ?", arguments: [root, file.path])
            try db.execute(
                sql: "INSERT OR REPLACE INTO strings_file (root, path, size, mtime_ns) VALUES (?, ?, ?, ?)",
                arguments: [root, file.path, file.size, file.mtimeNanoseconds])
            switch result {
            case .read(let keys):
                for key in keys {
                    try insert.execute(arguments: [root, file.path, key.language, key.key, key.line])
                }
            case .gitLFSPointer:
                try db.execute(sql: "DELETE FROM strings_file WHERE root = ? AND path = ?", arguments: [root, file.path])
                summary.skipped.append(IndexSkip(path: target.display(file.path), message: GitLFSPointer.message))
                try Self.recordUnindexed(file, root: root, db: db)
            case .failure(let line, let message):
                // Read again next run: the failure is reported until the table is fixed.
                try db.execute(sql: "DELETE FROM strings_file WHERE root = ? AND path = ?", arguments: [root, file.path])
                summary.failures.append(IndexFailure(path: target.display(file.path), line: line, message: message))
                try Self.recordUnindexed(file, root: root, db: db)
            }
        }
    }
}
