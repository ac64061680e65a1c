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
        for table in ["document", "image_file", "asset", "strings_file", "strings_key", "unindexed_file", "tree_stamp"] + Catalog.codeTables
        {
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

    /// Records what a refresh compares before walking the folder root `root` again
    /// (`tree_stamp`): the walk's folders and rule files, and the asset catalogs' entries. A tree
    /// with folders it could not search gets none, so that it is walked every time, as before.
    static func recordStamps(root: String, tree: SourceTree, assets: AssetCatalogEntries, db: Database) throws {
        try db.execute(sql: "DELETE FROM tree_stamp WHERE root = ?", arguments: [root])
        guard tree.unsearchedFolders.isEmpty else { return }
        let insert = try db.makeStatement(sql: "INSERT OR REPLACE INTO tree_stamp (root, path, size, mtime_ns) VALUES (?, ?, ?, ?)")
        for stamp in tree.stamps + assets.folders + assets.files {
            try insert.execute(arguments: [root, stamp.path, stamp.size, stamp.mtimeNanoseconds])
        }
    }

    /// Brings the catalog up to date with the files of its roots before a query: each root is
    /// compared by size and modification time (new and deleted files included) with what was
    /// indexed, only reading; a root that differs is indexed again. A folder root whose stamps
    /// (`recordStamps`) and files all match the disk is not walked. A published bundle's index,
    /// or a catalog this process may not write, is left as it is and says why.
    public func refresh(reading reader: some IndexFileReading) throws(CatalogError) -> CatalogFreshness {
        if isPublishedIndex {
            return .notRefreshed(reason: "a published bundle's index is only read")
        }
        let (stale, restamp) = try read { db in try Self.staleRoots(db, reading: reader) }
        guard !stale.isEmpty || !restamp.isEmpty else { return .unchanged }
        guard access(path, W_OK) == 0 else {
            return stale.isEmpty ? .unchanged : .notRefreshed(reason: "the catalog is read-only here")
        }
        let writer = try Catalog(path: path)
        do {
            // Walked and found as indexed (an entry added and removed, a file ignored): stamped
            // again, so that the next query need not walk.
            try writer.database.write { db in
                for (root, tree, assets) in restamp {
                    try Self.recordStamps(root: root, tree: tree, assets: assets, db: db)
                }
            }
        } catch {
            throw .database(path: path, reason: Self.describe(error))
        }
        guard !stale.isEmpty else { return .unchanged }
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
                try writer.index(tree, of: IndexTarget(root: folder), reading: reader, summary: &summary, progress: nil)
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
                        SourceTree.files(root: folder, paths: changed), of: IndexTarget(filesOf: folder), reading: reader,
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

    /// The roots that changed, and the folder roots walked whose stamps are to be written again.
    private static func staleRoots(_ db: Database, reading reader: some IndexFileReading) throws -> (
        stale: [StaleRoot], restamp: [(root: String, tree: SourceTree, assets: AssetCatalogEntries)]
    ) {
        var stale: [StaleRoot] = []
        var restamp: [(root: String, tree: SourceTree, assets: AssetCatalogEntries)] = []
        let roots = try Row.fetchAll(db, sql: "SELECT path, is_folder, assets_signature FROM indexed_root ORDER BY path")
        for row in roots {
            let root: String = row["path"]
            guard FileStatus.of(root)?.isDirectory == true else {
                stale.append(.gone(root))
                continue
            }
            if row["is_folder"], try stampsMatch(db, root: root) {
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
                let tree: SourceTree
                do {
                    tree = try reader.scanFolder(root)
                } catch {
                    stale.append(.misconfigured(root, error))
                    continue
                }
                let images = tree.imageFiles.filter {
                    ImageFileName(parsing: String($0.path.split(separator: "/").last ?? "")) != nil
                }
                let filesSame =
                    try matches(tree.stringsFiles, strings) && matches(tree.codeFiles, code)
                    && matches(
                        images,
                        signatures(db, sql: "SELECT path, size, mtime_ns FROM image_file WHERE root = ? AND source = 'file'", root: root))
                    && tree.unsearchedFolders.isEmpty
                // The asset catalogs are walked only when nothing else already calls for a whole re-index.
                let assets = filesSame ? tree.assetCatalogEntries(root: root) : nil
                let othersSame = filesSame && assets?.signature == row["assets_signature"]
                let changed = tree.documents.filter { file in
                    documents[file.path].map { $0.size != file.size || $0.mtime != file.mtimeNanoseconds } ?? true
                }.map(\.path)
                let present = Set(tree.documents.map(\.path))
                let deleted = documents.keys.filter { !present.contains($0) }.sorted()
                if !othersSame {
                    stale.append(.folder(root, tree))
                } else if let assets {
                    restamp.append((root, tree, assets))
                    if !changed.isEmpty || !deleted.isEmpty {
                        stale.append(.documents(root, changed: changed, deleted: deleted))
                    }
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
        return (stale, restamp)
    }

    /// Whether the folder root `root` has stamps and they, and every file it indexed (documents,
    /// string tables, sources, loose images, files that could not be stored), are as the disk has
    /// them: then a walk would find the tree as indexed.
    private static func stampsMatch(_ db: Database, root: String) throws -> Bool {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM tree_stamp WHERE root = ?)", arguments: [root]) == true else {
            return false
        }
        // Grouped by folder: a folder with several names is opened once for all of them.
        var byFolder: [Substring: [StampCheck]] = [:]
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT path, size, mtime_ns, 0 FROM tree_stamp WHERE root = ?1
                UNION ALL SELECT path, size, mtime_ns, 1 FROM document WHERE root = ?1
                UNION ALL SELECT path, size, mtime_ns, 1 FROM strings_file WHERE root = ?1
                UNION ALL SELECT path, size, mtime_ns, 1 FROM code_file WHERE root = ?1
                UNION ALL SELECT path, size, mtime_ns, 1 FROM unindexed_file WHERE root = ?1
                UNION ALL SELECT path, size, mtime_ns, 1 FROM image_file WHERE root = ?1 AND source = 'file'
                """,
            arguments: [root])
        while let row = try rows.next() {
            let path: String = row[0]
            let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
            byFolder[folder, default: []].append(StampCheck(path: path, size: row[1], mtime: row[2], isFile: row[3]))
        }
        // The stats are most of a refresh, and the kernel does them on every core at once.
        let groups = Array(byFolder.values)
        let halves = [Array(groups[..<(groups.count / 2)]), Array(groups[(groups.count / 2)...])]
        return halves.parallelMap { half in
            let statter = FolderStatter(root: root)
            return half.allSatisfy { checks in
                // Opening a folder costs about one stat: worth it only for a few names or more.
                let throughFolder = checks.count >= 4
                return checks.allSatisfy { check in
                    let found =
                        throughFolder ? statter.status(of: check.path) : FileStatus.of(check.path == "." ? root : root + "/" + check.path)
                    guard var now = found else { return false }
                    // A compiled nib folder is one document: its signature covers its files.
                    if check.isFile, now.isDirectory {
                        (now.size, now.mtimeNanoseconds) = SourceTree.folderSignature(root + "/" + check.path)
                    }
                    return now.size == check.size && now.mtimeNanoseconds == check.mtime
                }
            }
        }.allSatisfy { $0 }
    }

    /// One stamp or indexed file to compare with the disk.
    private struct StampCheck: Sendable {
        var path: String
        var size: Int64
        var mtime: Int64
        /// An indexed file (a compiled nib folder among them), not a stamp.
        var isFile: Bool
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

/// The folders and files of a tree's asset catalogs (the catalogs included), relative to the
/// root, in the order of a walk of each catalog by sorted names.
struct AssetCatalogEntries: Sendable {
    var folders: [ScannedFile] = []
    var files: [ScannedFile] = []

    /// SHA-256 over the path, size and modification time of every file; nil for a tree without
    /// asset catalogs.
    var signature: Data?
}

extension SourceTree {
    /// What is in the tree's asset catalogs now, with its signature.
    func assetCatalogEntries(root: String) -> AssetCatalogEntries {
        var entries = AssetCatalogEntries()
        guard !assetCatalogs.isEmpty else { return entries }
        var hasher = SHA256()
        func add(_ relative: String) {
            // Stamped before it is listed, as the walk does.
            if let folder = SourceTree.stamp(root + "/" + relative, as: relative) {
                entries.folders.append(folder)
            }
            guard let names = visibleNames(inFolder: root + "/" + relative) else { return }
            for name in names.sorted() {
                let child = relative + "/" + name
                guard let status = FileStatus.of(root + "/" + child, followingLinks: false) else { continue }
                if status.isDirectory {
                    add(child)
                } else {
                    entries.files.append(ScannedFile(path: child, size: status.size, mtimeNanoseconds: status.mtimeNanoseconds))
                    hasher.update(data: Data(child.utf8))
                    withUnsafeBytes(of: status.size.littleEndian) { hasher.update(bufferPointer: $0) }
                    withUnsafeBytes(of: status.mtimeNanoseconds.littleEndian) { hasher.update(bufferPointer: $0) }
                }
            }
        }
        for catalog in assetCatalogs {
            add(catalog)
        }
        entries.signature = Data(hasher.finalize())
        return entries
    }
}
