import Foundation
import GRDB
import InputFiles
import ResourceAssets
import Schema
import Suggestions

/// The SQLite catalog of indexed Interface Builder documents.
public final class Catalog: Sendable {
    public let path: String
    /// A pool for a catalog opened to write; one read-only connection for a catalog opened to query.
    let database: any DatabaseWriter
    /// A published bundle's resource index: only ever read, never refreshed.
    public let isPublishedIndex: Bool

    /// How long a writer waits for another process's index run to finish.
    static let busyTimeout: TimeInterval = 600

    /// Opens (creating if needed) the catalog at `path` and brings its schema up to date.
    ///
    /// With `readOnly`, an existing catalog whose schema is current is opened on one read-only
    /// connection, which is what a query needs and is quicker to set up; an existing empty
    /// database is refused; anything else falls back to the read-write open.
    ///
    /// What is not a catalog of this nibcat is refused before anything is written (see
    /// `CatalogFile`); a published bundle's resource index opens only with `readOnly`.
    public init(path: String, readOnly: Bool = false) throws(CatalogError) {
        self.path = path
        if let existing = try CatalogFile.inspect(path) {
            switch existing.schema {
            case .resourceIndex where readOnly, .current where readOnly:
                database = existing.queue
                isPublishedIndex = existing.schema == .resourceIndex
                return
            case .resourceIndex:
                throw .publishedIndex(path: path)
            case .current, .older:
                break
            }
        } else if readOnly, FileManager.default.fileExists(atPath: path) {
            // An empty file or a database without tables: a query would make a catalog of it and
            // answer from nothing, as if a catalog had been indexed empty.
            throw .notACatalog(path: path, reason: "an empty database, which no `nibcat index` has filled")
        }
        let folder = parentFolder(of: path)
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw .cannotOpen(path: path, reason: FileErrors.describe(error))
            }
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        isPublishedIndex = false
        do {
            database = try Self.openMigrated(path: path, configuration: configuration)
        } catch {
            throw .cannotOpen(path: path, reason: Self.describe(error))
        }
    }

    /// Opens a packaged bundle's resource index (`ResourceIndex.sqlite`, or the `.bundle` folder
    /// holding one) read-only: its document tables answer the catalog's document queries.
    public init(resourceIndexOf path: String) throws(CatalogError) {
        var indexPath = path
        for candidate in ResourceBundleLayout.resourceIndexPaths
        where FileManager.default.fileExists(atPath: path + "/" + candidate) {
            indexPath = path + "/" + candidate
            break
        }
        self.path = indexPath
        isPublishedIndex = true
        _ = try CatalogFile.status(indexPath)
        var configuration = Configuration()
        configuration.readonly = true
        var migrator = DatabaseMigrator()
        for migration in CatalogSchema.resourceIndexMigrations {
            migrator.registerMigration(migration.identifier) { _ in }
        }
        do {
            let queue = try DatabaseQueue(path: indexPath, configuration: configuration)
            guard try queue.read({ try migrator.hasCompletedMigrations($0) }) else {
                throw CatalogError.cannotOpen(path: indexPath, reason: "not a bundle resource index")
            }
            if let object = try queue.read(CatalogFile.objectThatIsNoTable) {
                throw CatalogError.notACatalog(path: indexPath, reason: object)
            }
            database = queue
        } catch let error as CatalogError {
            throw error
        } catch {
            throw .cannotOpen(path: indexPath, reason: Self.describe(error))
        }
    }

    /// Opens the pool and applies pending migrations, riding out the races of processes that open
    /// the same new catalog at once: SQLite answers "locked" without waiting while another
    /// connection turns a new file into WAL mode, and a migration may be applied by another
    /// process between our read of the applied list and our write. Each migration commits on its
    /// own, so every such failure means the other process applied one: retrying once per migration
    /// reaches the end however the two interleave (one retry in all failed two indexers racing on a
    /// new catalog with "table strings_file already exists").
    private static func openMigrated(path: String, configuration: Configuration) throws -> DatabasePool {
        var busyRetries = 0
        var otherRetries = 0
        while true {
            do {
                let pool = try DatabasePool(path: path, configuration: configuration)
                try migrator.migrate(pool)
                return pool
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && busyRetries < 200 {
                busyRetries += 1
                usleep(50_000)
            } catch  where otherRetries < CatalogSchema.catalogMigrations.count {
                otherRetries += 1
            }
        }
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in CatalogSchema.catalogMigrations {
            migrator.registerMigration(migration.identifier) { db in
                try db.execute(sql: migration.sql)
            }
        }
        return migrator
    }

    /// `PRAGMA integrity_check`: "ok" for a sound catalog.
    public func integrityCheck() throws(CatalogError) -> String {
        try read { db in
            try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "\n")
        }
    }

    /// Runs `body` on a read connection; `package` so that rule modules (CatalogLint) can query with SQL.
    package func read<T>(_ body: (Database) throws -> T) throws(CatalogError) -> T {
        do {
            return try database.read(body)
        } catch let error as CatalogError {
            throw error
        } catch {
            throw .database(path: path, reason: Self.describe(error))
        }
    }

    /// The reason a failure in a database closure gives: SQLite's message, or, for another stage's
    /// error thrown there, its own line quoted whole.
    static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? error.description
        }
        if let error = error as? any DiagnosticError {
            return error.diagnostics.map(\.description).joined(separator: "\n")
        }
        return String(describing: error)
    }
}

public enum CatalogError: DiagnosticError, Sendable, Hashable {
    case cannotOpen(path: String, reason: String)
    case database(path: String, reason: String)
    /// `suggestions`: the nearest document names, for "did you mean".
    case documentNotFound(query: String, suggestions: [String] = [])
    case ambiguousDocument(query: String, candidates: [String])
    case bundleVersionNotFound(name: String, version: String)
    /// A path that holds something other than a catalog: a FIFO, a device, a folder, a file that
    /// is not SQLite, another program's database. Nothing was written to it.
    case notACatalog(path: String, reason: String)
    /// A catalog written by a newer nibcat, whose schema this one does not know.
    case newerSchema(path: String, version: Int, supported: Int)
    /// A published bundle's resource index, given to a command that writes: it is only ever read.
    case publishedIndex(path: String)
    /// `forget` given a path that is no root of the catalog.
    case notAnIndexedRoot(path: String, roots: [String])

    /// The catalog's path; for a query that matched nothing, what was asked for (a document, a
    /// bundle's name and version), which is what the message is about.
    public var diagnostic: Diagnostic {
        switch self {
        case .cannotOpen(let path, let reason):
            return Diagnostic(path: path, message: "cannot open catalog: \(reason)")
        case .database(let path, let reason):
            return Diagnostic(path: path, message: "catalog: \(reason)")
        case .documentNotFound(let query, let suggestions):
            return Diagnostic(path: query, message: "no document in the catalog matches" + Suggestions.phrase(suggestions))
        case .ambiguousDocument(let query, let candidates):
            return Diagnostic(path: query, message: "ambiguous, matches \(candidates.joined(separator: ", "))")
        case .bundleVersionNotFound(let name, let version):
            return Diagnostic(path: "\(name) \(version)", message: "no such bundle version in the catalog; see `nibcat bundles`")
        case .notACatalog(let path, let reason):
            return Diagnostic(path: path, message: "not a nibcat catalog: \(reason)")
        case .newerSchema(let path, let version, let supported):
            return Diagnostic(
                path: path,
                message: "the catalog's schema is version \(version), newer than this nibcat's (\(supported)); "
                    + "use a newer nibcat, or another --db")
        case .publishedIndex(let path):
            return Diagnostic(
                path: path,
                message: "a published bundle's resource index is only read (who-uses, show --db BUNDLE); "
                    + "this command writes, give it a catalog")
        case .notAnIndexedRoot(let path, let roots):
            let known = roots.isEmpty ? "the catalog has none" : "the indexed roots are " + roots.joined(separator: ", ")
            return Diagnostic(path: path, message: "not an indexed root; \(known)")
        }
    }
}
