import CodeSource
import Crypto
import Foundation
import GRDB
import InputFiles
import ProjectModel
import ResourceAssets

/// A path given to `nibcat index`, as the catalog records it.
public struct IndexedRoot: Sendable, Hashable {
    /// Absolute, symbolic links resolved.
    public var path: String
    /// A folder scanned whole; otherwise the folder of files indexed one by one.
    public var isFolder: Bool

    public init(path: String, isFolder: Bool) {
        self.path = path
        self.isFolder = isFolder
    }

    /// Whether `path` is `folder` or lies below it.
    static func contains(_ folder: String, _ path: String) -> Bool {
        path == folder || path.utf8.starts(with: (folder.hasSuffix("/") ? folder : folder + "/").utf8)
    }
}

/// What a query's refresh did before the query answered.
public enum CatalogFreshness: Sendable, Hashable {
    /// Nothing changed on disk since the last index.
    case unchanged
    /// Changed, new and deleted files were indexed first.
    case refreshed(IndexSummary)
    /// The catalog answers as it was last indexed; `reason` says why it was not refreshed.
    case notRefreshed(reason: String)
}

/// Where a catalog is when none is named: `.nibcat/catalog.sqlite` in the nearest folder that
/// has one, from the current folder up, as git finds `.git`.
public enum CatalogLocation {
    public static let relativePath = ".nibcat/catalog.sqlite"

    /// The catalog of the nearest folder at or above `folder` that has one, relative to `folder`
    /// (`.nibcat/catalog.sqlite`, `../../.nibcat/catalog.sqlite`); nil when none does.
    public static func nearest(from folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL.path
        var up = ""
        while true {
            let candidate = (current.hasSuffix("/") ? current : current + "/") + relativePath
            if FileStatus.of(candidate) != nil {
                return up + relativePath
            }
            let parent = (current as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != current else { return nil }
            current = parent
            up += "../"
        }
    }
}

extension Catalog {
    /// The roots given to `index`, by path.
    public func indexedRoots() throws(CatalogError) -> [IndexedRoot] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT path, is_folder FROM indexed_root ORDER BY path").map {
                IndexedRoot(path: $0["path"], isFolder: $0["is_folder"])
            }
        }
    }

    /// Removes the indexed root at `path` (as given to `index`) with its documents, images and
    /// string tables; returns how many documents left.
    public func forget(path given: String) throws(CatalogError) -> Int {
        let absolute = URL(fileURLWithPath: given).standardizedFileURL.resolvingSymlinksInPath().path
        let roots = try indexedRoots()
        guard roots.contains(where: { $0.path == absolute }) else {
            throw .notAnIndexedRoot(path: given, roots: roots.map(\.path))
        }
        do {
            return try database.write { db in try Self.forget(root: absolute, db: db) }
        } catch {
            throw .database(path: path, reason: Self.describe(error))
        }
    }

    static func forget(root: String, db: Database) throws -> Int {
        let removed = try Int.fetchOne(db, sql: "SELECT count(*) FROM document WHERE root = ?", arguments: [root]) ?? 0
        for table in ["document", "image_file", "asset", "strings_file", "strings_key", "unindexed_file"] + Catalog.codeTables {
            try db.execute(sql: "DELETE FROM \(table) WHERE root = ?", arguments: [root])
        }
        try db.execute(sql: "DELETE FROM indexed_root WHERE path = ?", arguments: [root])
        try db.execute(
            sql: """
                DELETE FROM blob WHERE sha256 NOT IN (SELECT sha256 FROM document_blob)
                AND sha256 NOT IN (SELECT sha256 FROM compilation_blob)
                """)
        return removed
    }

    static func record(root: String, isFolder: Bool, assetsSignature: Data?, db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO indexed_root (path, is_folder, assets_signature) VALUES (?, ?, ?)
                ON CONFLICT (path) DO UPDATE SET is_folder = max(is_folder, excluded.is_folder),
                    assets_signature = CASE WHEN excluded.is_folder THEN excluded.assets_signature ELSE assets_signature END
                """,
            arguments: [root, isFolder, assetsSignature])
    }

    /// Brings the catalog up to date with the files of its roots before a query: each root is
    /// compared by size and modification time (new and deleted files included) with what was
    /// indexed, only reading; a root that differs is indexed again. A published bundle's index,
    /// or a catalog this process may not write, is left as it is and says why.
    public func refresh() throws(CatalogError) -> CatalogFreshness {
        if isPublishedIndex {
            return .notRefreshed(reason: "a published bundle's index is only read")
        }
        let stale = try read { db in try Self.staleRoots(db) }
        guard !stale.isEmpty else { return .unchanged }
        guard access(path, W_OK) == 0 else {
            return .notRefreshed(reason: "the catalog is read-only here")
        }
        let writer = try Catalog(path: path)
        var summary = IndexSummary()
        for root in stale {
            switch root {
            case .gone(let folder):
                do {
                    summary.removed += try writer.database.write { db in try Self.forget(root: folder, db: db) }
                } catch {
                    throw .database(path: path, reason: Self.describe(error))
                }
            case .misconfigured(let folder, let error):
                summary.failures.append(
                    IndexFailure(
                        path: IndexTarget(root: folder).display(ProjectConfiguration.fileName), line: error.line, message: error.message))
            case .folder(let folder, let tree):
                try writer.index(tree, of: IndexTarget(root: folder), summary: &summary, progress: nil)
            case .documents(let folder, let changed, let deleted):
                do {
                    try writer.database.write { db in
                        for file in deleted {
                            try db.execute(sql: "DELETE FROM document WHERE root = ? AND path = ?", arguments: [folder, file])
                            try db.execute(sql: "DELETE FROM unindexed_file WHERE root = ? AND path = ?", arguments: [folder, file])
                        }
                    }
                } catch {
                    throw .database(path: path, reason: Self.describe(error))
                }
                summary.removed += deleted.count
                if !changed.isEmpty {
                    try writer.index(
                        SourceTree.files(root: folder, paths: changed), of: IndexTarget(filesOf: folder),
                        summary: &summary, progress: nil)
                }
            }
        }
        return .refreshed(summary)
    }

    private enum StaleRoot {
        /// The root folder is no longer there.
        case gone(String)
        /// A folder root whose configuration cannot be read: left as it was, the error reported.
        case misconfigured(String, TextFileError)
        /// A folder root whose string tables, sources, images or asset catalogs changed: scanned whole again.
        case folder(String, SourceTree)
        /// A root where only documents changed, were added (`changed`) or went (`deleted`),
        /// relative to the root: only those are looked at.
        case documents(String, changed: [String], deleted: [String])
    }

    private static func staleRoots(_ db: Database) throws -> [StaleRoot] {
        var stale: [StaleRoot] = []
        let roots = try Row.fetchAll(db, sql: "SELECT path, is_folder, assets_signature FROM indexed_root ORDER BY path")
        for row in roots {
            let root: String = row["path"]
            guard FileStatus.of(root)?.isDirectory == true else {
                stale.append(.gone(root))
                continue
            }
            var documents = try signatures(db, sql: "SELECT path, size, mtime_ns FROM document WHERE root = ?", root: root)
            var strings = try signatures(db, sql: "SELECT path, size, mtime_ns FROM strings_file WHERE root = ?", root: root)
            var code = try signatures(db, sql: "SELECT path, size, mtime_ns FROM code_file WHERE root = ?", root: root)
            // Files that could not be stored count as known, as they were when last read.
            for (path, known) in try signatures(db, sql: "SELECT path, size, mtime_ns FROM unindexed_file WHERE root = ?", root: root) {
                if SourceTree.stringsExtensions.contains(SourceTree.pathExtension(path)) {
                    strings[path] = known
                } else if CodeLanguage(path: path) != nil {
                    code[path] = known
                } else {
                    documents[path] = known
                }
            }
            if row["is_folder"] {
                let paths: IndexedPaths
                do {
                    paths = IndexedPaths(try ProjectConfiguration.load(root: root))
                } catch {
                    stale.append(.misconfigured(root, error))
                    continue
                }
                let tree = SourceTree.scan(root: root, paths: paths)
                let images = tree.imageFiles.filter {
                    ImageFileName(parsing: String($0.path.split(separator: "/").last ?? "")) != nil
                }
                let othersSame =
                    try matches(tree.stringsFiles, strings) && matches(tree.codeFiles, code)
                    && matches(
                        images,
                        signatures(db, sql: "SELECT path, size, mtime_ns FROM image_file WHERE root = ? AND source = 'file'", root: root))
                    && tree.assetCatalogSignature(root: root) == row["assets_signature"]
                    && tree.unsearchedFolders.isEmpty
                let changed = tree.documents.filter { file in
                    documents[file.path].map { $0.size != file.size || $0.mtime != file.mtimeNanoseconds } ?? true
                }.map(\.path)
                let present = Set(tree.documents.map(\.path))
                let deleted = documents.keys.filter { !present.contains($0) }.sorted()
                if !othersSame {
                    stale.append(.folder(root, tree))
                } else if !changed.isEmpty || !deleted.isEmpty {
                    stale.append(.documents(root, changed: changed, deleted: deleted))
                }
            } else {
                var changed: [String] = []
                var deleted: [String] = []
                for (path, known) in documents {
                    guard let signature = FileSignature.of(root + "/" + path) else {
                        deleted.append(path)
                        continue
                    }
                    if signature != FileSignature(size: known.size, mtimeNanoseconds: known.mtime) {
                        changed.append(path)
                    }
                }
                if !changed.isEmpty || !deleted.isEmpty {
                    stale.append(.documents(root, changed: changed.sorted(), deleted: deleted.sorted()))
                }
            }
        }
        return stale
    }

    private static func signatures(_ db: Database, sql: String, root: String) throws -> [String: (size: Int64, mtime: Int64)] {
        var result: [String: (size: Int64, mtime: Int64)] = [:]
        let rows = try Row.fetchCursor(db, sql: sql, arguments: [root])
        while let row = try rows.next() {
            result[row["path"]] = (row["size"], row["mtime_ns"])
        }
        return result
    }

    private static func matches(_ files: [ScannedFile], _ stored: [String: (size: Int64, mtime: Int64)]) -> Bool {
        files.count == stored.count
            && files.allSatisfy { file in
                stored[file.path].map { $0.size == file.size && $0.mtime == file.mtimeNanoseconds } ?? false
            }
    }
}

extension SourceTree {
    /// SHA-256 over the path, size and modification time of every file in the tree's asset
    /// catalogs; nil when it has none.
    func assetCatalogSignature(root: String) -> Data? {
        guard !assetCatalogs.isEmpty else { return nil }
        var hasher = SHA256()
        func add(_ relative: String) {
            guard let names = visibleNames(inFolder: root + "/" + relative) else { return }
            for name in names.sorted() {
                let child = relative + "/" + name
                guard let status = FileStatus.of(root + "/" + child, followingLinks: false) else { continue }
                if status.isDirectory {
                    add(child)
                } else {
                    hasher.update(data: Data(child.utf8))
                    withUnsafeBytes(of: status.size.littleEndian) { hasher.update(bufferPointer: $0) }
                    withUnsafeBytes(of: status.mtimeNanoseconds.littleEndian) { hasher.update(bufferPointer: $0) }
                }
            }
        }
        for catalog in assetCatalogs {
            add(catalog)
        }
        return Data(hasher.finalize())
    }
}
