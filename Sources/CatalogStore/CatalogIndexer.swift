import Crypto
import Foundation
import GRDB
import IBSource
import InputFiles
import ProjectModel

public struct IndexProgress: Sendable {
    /// The path as it was given to `index`.
    public var root: String
    public var processed: Int
    public var total: Int
}

/// A file left out on purpose; `path` is shown as the caller named it.
public struct IndexSkip: Sendable, Hashable {
    public var path: String
    public var message: String

    /// A warning: the file is left out, the rest is indexed.
    public var diagnostic: Diagnostic {
        Diagnostic(severity: .warning, path: path, message: message)
    }

    static func outsideLink(_ path: String) -> IndexSkip {
        IndexSkip(path: path, message: "not indexed: a symbolic link to a file outside the indexed folder")
    }
}

/// A file that could not be indexed; `path` is shown as the caller named it.
public struct IndexFailure: DiagnosticError, Sendable, Hashable {
    public var path: String
    public var line: Int?
    public var message: String

    public var diagnostic: Diagnostic {
        Diagnostic(path: path, line: line, message: message)
    }

    /// The failure as a query's refresh reports it, a warning: the query still answers.
    public var refreshWarning: Diagnostic {
        Diagnostic(severity: .warning, path: path, line: line, message: "not refreshed: \(message)")
    }
}

public struct IndexSummary: Sendable, Hashable {
    public var added = 0
    public var updated = 0
    public var removed = 0
    public var unchanged = 0
    /// Bytes of the documents and Swift or Objective-C sources that were parsed.
    public var bytesParsed: Int64 = 0
    public var failures: [IndexFailure] = []
    /// Files not indexed on purpose (links to files outside the folder), each named once.
    public var skipped: [IndexSkip] = []

    public var documentsSeen: Int {
        added + updated + unchanged + failures.count
    }
}

extension Catalog {
    /// Documents parsed ahead of the one being written; bounds memory.
    private static let parsedAhead = 96
    /// The writer's page cache during a run, in SQLite's negative-means-KiB form: 256 MiB at most,
    /// taken only as pages are written.
    private static let indexCacheSize = -262_144
    /// Documents written between two progress reports.
    private static let progressInterval = 48

    /// Indexes every `.xib`, `.storyboard` and compiled nib below each path (a folder, or one
    /// file), and a folder's image files and asset catalogs, as `reader` reads them.
    ///
    /// Each path is indexed in one transaction, so a run that is interrupted leaves the catalog as it
    /// was; files whose size and modification time are unchanged are not read again, and documents
    /// whose files are gone from a folder leave the catalog.
    public func index(
        paths: [String], reading reader: some IndexFileReading, progress: (@Sendable (IndexProgress) -> Void)? = nil
    ) throws(CatalogError) -> IndexSummary {
        var summary = IndexSummary()
        for given in paths {
            let roots = try indexedRoots()
            guard let target = IndexTarget(given: given, roots: roots) else {
                summary.failures.append(IndexFailure(path: given, line: nil, message: "no such file or folder"))
                continue
            }
            let tree: SourceTree
            if target.isFolder {
                do {
                    tree = try reader.scanFolder(target.root)
                } catch {
                    summary.failures.append(
                        IndexFailure(path: target.display(ProjectConfiguration.fileName), line: error.line, message: error.message))
                    continue
                }
            } else {
                tree = SourceTree.single(root: target.root, path: target.onlyFile!)
            }
            try index(
                tree, of: target, absorbing: target.absorbedRoots(of: roots), reading: reader, summary: &summary, progress: progress)
        }
        summary.failures.sort { ($0.path, $0.line ?? 0) < ($1.path, $1.line ?? 0) }
        summary.skipped.sort { $0.path < $1.path }
        return summary
    }

    /// Indexes one scanned target in one transaction, first removing `absorbed` roots (folders
    /// inside a folder now indexed whole), and records the root.
    func index(
        _ tree: SourceTree, of target: IndexTarget, absorbing absorbed: [String] = [], reading reader: some IndexFileReading,
        summary: inout IndexSummary, progress: (@Sendable (IndexProgress) -> Void)?
    ) throws(CatalogError) {
        for folder in tree.unsearchedFolders {
            summary.failures.append(IndexFailure(path: target.display(folder.unreadable), line: nil, message: folder.reason))
        }
        summary.skipped += tree.outsideLinks.map { .outsideLink(target.display($0)) }
        for file in tree.unreadableFiles {
            summary.failures.append(IndexFailure(path: target.display(file.path), line: nil, message: file.reason))
        }
        let assets = target.isFolder ? tree.assetCatalogEntries(root: target.root) : AssetCatalogEntries()
        do {
            try database.writeWithoutTransaction { db in
                // A run writes every page of what it indexes in one transaction: with SQLite's
                // default 2 MB page cache it spills them to the WAL, then reads them back,
                // several times over.
                let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
                try db.execute(sql: "PRAGMA cache_size = \(Self.indexCacheSize)")
                defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
                try db.inTransaction(.immediate) {
                    for root in absorbed {
                        summary.removed += try Self.forget(root: root, db: db)
                    }
                    try self.index(tree, of: target, into: db, reading: reader, summary: &summary, progress: progress)
                    try Self.record(root: target.root, isFolder: target.isFolder, assetsSignature: assets.signature, db: db)
                    if target.isFolder {
                        try Self.recordStamps(root: target.root, tree: tree, assets: assets, db: db)
                    }
                    return .commit
                }
            }
        } catch let error as CatalogError {
            throw error
        } catch {
            throw .database(path: path, reason: Self.describe(error))
        }
    }

    private struct StoredDocument {
        var id: Int64
        var path: String
        var size: Int64
        var mtime: Int64
        var sha256: Data
    }

    private func index(
        _ tree: SourceTree, of target: IndexTarget, into db: Database, reading reader: some IndexFileReading,
        summary: inout IndexSummary, progress: (@Sendable (IndexProgress) -> Void)?
    ) throws {
        // Keyed by bytes, as SQLite compares them: Swift's String equality would merge two file
        // names that differ only in Unicode normalization.
        var stored: [PathKey: StoredDocument] = [:]
        let storedRows = try Row.fetchCursor(
            db, sql: "SELECT id, path, size, mtime_ns, sha256 FROM document WHERE root = ?", arguments: [target.root])
        while let row = try storedRows.next() {
            let path: String = row["path"]
            stored[PathKey(path)] = StoredDocument(
                id: row["id"], path: path, size: row["size"], mtime: row["mtime_ns"], sha256: row["sha256"])
        }

        // What could not be stored is recorded again below, as this run finds it.
        if target.isFolder {
            try db.execute(sql: "DELETE FROM unindexed_file WHERE root = ?", arguments: [target.root])
        } else {
            for file in tree.documents {
                try db.execute(sql: "DELETE FROM unindexed_file WHERE root = ? AND path = ?", arguments: [target.root, file.path])
            }
        }
        var changed: [ScannedFile] = []
        for file in tree.documents {
            if let known = stored[PathKey(file.path)], known.size == file.size, known.mtime == file.mtimeNanoseconds {
                summary.unchanged += 1
            } else {
                changed.append(file)
            }
        }
        if target.isFolder {
            let present = Set(tree.documents.map { PathKey($0.path) })
            // A folder that could not be read says nothing about whether its documents are gone.
            let unreadable = tree.unsearchedFolders.map { $0.folder == "." ? "" : $0.folder + "/" }
            for (key, document) in stored where !present.contains(key) {
                if unreadable.contains(where: { document.path.utf8.starts(with: $0.utf8) }) {
                    continue
                }
                try db.execute(sql: "DELETE FROM document WHERE id = ?", arguments: [document.id])
                summary.removed += 1
            }
        }

        let total = changed.count
        let root = target.root
        // Parse on every core while this thread writes the documents parsed before.
        let knownHashes = stored.mapValues(\.sha256)
        let parsing = OrderedParallelStream(changed, window: Self.parsedAhead) {
            ParsedFile.read($0, root: root, knownHash: knownHashes[PathKey($0.path)], reading: reader)
        }
        defer { parsing.cancel() }
        let rows = try CatalogRows(db)
        var processed = 0
        while let parsed = parsing.next() {
            try store(parsed, of: target, known: stored[PathKey(parsed.file.path)], rows: rows, db: db, summary: &summary)
            processed += 1
            if processed % Self.progressInterval == 0 || processed == total {
                progress?(IndexProgress(root: target.given, processed: processed, total: total))
            }
        }
        if target.isFolder {
            try updateLocalizations(stringsFiles: tree.stringsFiles, root: root, onlyDocuments: nil, db: db)
            try updateStringsKeys(tree.stringsFiles, complete: true, of: target, reading: reader, db: db, summary: &summary)
            try updateImages(tree, of: target, reading: reader, db: db, summary: &summary)
            try updateCodeFiles(tree.codeFiles, of: target, reading: reader, db: db, summary: &summary)
        } else {
            // One file was named: only its translations are looked for, beside it.
            let near = tree.documents.flatMap { SourceTree.stringsFiles(near: $0.path, root: root) }
            try updateLocalizations(
                stringsFiles: near, root: root, onlyDocuments: Set(tree.documents.map { PathKey($0.path) }), db: db)
            try updateStringsKeys(near, complete: false, of: target, reading: reader, db: db, summary: &summary)
        }
        // Blobs no document or cached compilation refers to any more leave with them.
        try db.execute(
            sql: """
                DELETE FROM blob WHERE sha256 NOT IN (SELECT sha256 FROM document_blob)
                AND sha256 NOT IN (SELECT sha256 FROM compilation_blob)
                """)
    }

    private func store(
        _ parsed: ParsedFile, of target: IndexTarget, known: StoredDocument?, rows: CatalogRows, db: Database,
        summary: inout IndexSummary
    ) throws {
        let file = parsed.file
        switch parsed.read {
        case .failure(let line, let message):
            summary.failures.append(IndexFailure(path: target.display(file.path), line: line, message: message))
            try Self.recordUnindexed(file, root: target.root, db: db)
        case .gitLFSPointer:
            summary.skipped.append(IndexSkip(path: target.display(file.path), message: GitLFSPointer.message))
            try Self.recordUnindexed(file, root: target.root, db: db)
            if let known {
                try db.execute(sql: "DELETE FROM document WHERE id = ?", arguments: [known.id])
                summary.removed += 1
            }
        case .sameContent:
            // Touched but not edited (a checkout, a copy): only the file's timestamp moves.
            guard let known else { return }
            try db.execute(
                sql: "UPDATE document SET size = ?, mtime_ns = ? WHERE id = ?",
                arguments: [file.size, file.mtimeNanoseconds, known.id])
            summary.unchanged += 1
        case .read(let document, let hash, _):
            if let known {
                try db.execute(sql: "DELETE FROM document WHERE id = ?", arguments: [known.id])
                summary.updated += 1
            } else {
                summary.added += 1
            }
            summary.bytesParsed += file.size
            try rows.insert(document, file: file, root: target.root, sha256: hash, blobs: parsed.blobs)
        }
    }

    /// Remembers a file that was read and could not be stored, as it was (see `unindexed_file`).
    static func recordUnindexed(_ file: ScannedFile, root: String, db: Database) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO unindexed_file (root, path, size, mtime_ns) VALUES (?, ?, ?, ?)",
            arguments: [root, file.path, file.size, file.mtimeNanoseconds])
    }

    /// Recomputes which string tables translate the root's documents (or only `onlyDocuments`),
    /// rewriting only what changed.
    private func updateLocalizations(
        stringsFiles: [ScannedFile], root: String, onlyDocuments: Set<PathKey>?, db: Database
    ) throws {
        var tablesByName: [Substring: [String]] = [:]
        for file in stringsFiles {
            tablesByName[Self.baseName(file.path), default: []].append(file.path)
        }
        var storedByDocument: [Int64: [IBLocalization.StringsFile]] = [:]
        var documentIDs: [(Int64, String)] = []
        let documents = try Row.fetchCursor(
            db, sql: "SELECT id, path FROM document WHERE root = ? ORDER BY path", arguments: [root])
        while let row = try documents.next() {
            documentIDs.append((row["id"], row["path"]))
        }
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT l.document_id, l.path, l.language FROM localization l
                JOIN document d ON d.id = l.document_id WHERE d.root = ? ORDER BY l.path
                """,
            arguments: [root])
        while let row = try rows.next() {
            storedByDocument[row["document_id"], default: []].append(
                IBLocalization.StringsFile(language: row["language"], path: row["path"]))
        }
        for (id, path) in documentIDs where onlyDocuments?.contains(PathKey(path)) ?? true {
            let candidates = tablesByName[Self.baseName(path)] ?? []
            let expected = IBLocalization.stringsFiles(forDocumentAt: path, among: candidates)
            guard expected != storedByDocument[id] ?? [] else { continue }
            try db.execute(sql: "DELETE FROM localization WHERE document_id = ?", arguments: [id])
            for table in expected {
                try db.execute(
                    sql: "INSERT INTO localization (document_id, path, language) VALUES (?, ?, ?)",
                    arguments: [id, table.path, table.language])
            }
        }
    }

    /// `Main` for `Base.lproj/Main.storyboard` and `fr.lproj/Main.strings`.
    private static func baseName(_ path: String) -> Substring {
        let name = path.split(separator: "/").last ?? Substring(path)
        guard let dot = name.lastIndex(of: ".") else { return name }
        return name[..<dot]
    }
}

/// A path given to `index`, resolved to the folder that document paths are relative to: the
/// indexed folder root that holds it, else the folder itself, or a single file's folder.
struct IndexTarget {
    var given: String
    /// Absolute, symbolic links resolved.
    var root: String
    var isFolder: Bool
    /// The file's path relative to `root` when a single file was given.
    var onlyFile: String?
    /// Messages name files by their absolute path (a folder given inside an indexed root, a refresh).
    private var insideRoot = false

    init?(given: String, roots: [IndexedRoot]) {
        let absolute = URL(fileURLWithPath: given).standardizedFileURL.resolvingSymlinksInPath().path
        guard let status = FileStatus.of(absolute) else { return nil }
        self.given = given
        let enclosing = roots.filter { $0.isFolder && IndexedRoot.contains($0.path, absolute) }
            .max { $0.path.utf8.count < $1.path.utf8.count }
        // A folder nib or .storyboardc is one document, not a tree to search.
        if status.isDirectory, !SourceTree.compiledFolderExtensions.contains(SourceTree.pathExtension(absolute)) {
            isFolder = true
            root = enclosing?.path ?? absolute
            insideRoot = root != absolute
        } else if let enclosing {
            root = enclosing.path
            isFolder = false
            onlyFile = String(absolute.dropFirst(enclosing.path.count + (enclosing.path.hasSuffix("/") ? 0 : 1)))
        } else {
            let url = URL(fileURLWithPath: absolute)
            root = url.deletingLastPathComponent().path
            isFolder = false
            onlyFile = url.lastPathComponent
        }
    }

    /// An indexed folder root, scanned whole again.
    init(root: String) {
        given = root
        self.root = root
        isFolder = true
    }

    /// Some files of an indexed root (`SourceTree.files` names them), looked at again by a refresh.
    init(filesOf root: String) {
        given = root
        self.root = root
        isFolder = false
        insideRoot = true
    }

    /// Roots strictly inside this folder, which indexing it whole replaces.
    func absorbedRoots(of roots: [IndexedRoot]) -> [String] {
        guard isFolder else { return [] }
        return roots.map(\.path).filter { $0 != root && IndexedRoot.contains(root, $0) }
    }

    /// A path inside the target as the user would write it, for messages.
    func display(_ relative: String) -> String {
        guard isFolder || insideRoot else { return given }
        let base = insideRoot ? root : given
        if relative == "." {
            return base
        }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }
}

/// A document read, and its compiled files compressed for the catalog's content-addressed
/// store, off the writer's thread.
struct ParsedFile: Sendable {
    /// A compiled document's file, compressed.
    struct Blob: Sendable {
        var member: String
        var sha256: Data
        var size: Int
        var compressed: Data
    }

    var file: ScannedFile
    var read: DocumentRead
    var blobs: [Blob] = []

    /// Compiled documents are stored whole; past this size one is reported instead (Xcode's nibs
    /// are kilobytes, SQLite refuses values over a gigabyte).
    static let maximumStoredSize: Int64 = 256 << 20

    static func read(_ file: ScannedFile, root: String, knownHash: Data?, reading reader: some IndexFileReading) -> ParsedFile {
        if file.size > maximumStoredSize, SourceTree.compiledFolderExtensions.contains(SourceTree.pathExtension(file.path)) {
            return ParsedFile(
                file: file, read: .failure(line: nil, message: "too large to store: \(file.size) bytes (the limit is 256 MiB)"))
        }
        let read = reader.document(file, root: root, knownHash: knownHash)
        guard case .read(let document, let hash, let members) = read else { return ParsedFile(file: file, read: read) }
        let blobs = members.map { member in
            Blob(
                member: member.path, sha256: Data(SHA256.hash(data: member.data)), size: member.data.count,
                compressed: BlobCompression.compress(member.data))
        }
        // Only the compressed files wait for the writer, as many documents ahead as it allows.
        return ParsedFile(file: file, read: .read(document, sha256: hash, compiledFiles: []), blobs: blobs)
    }
}
