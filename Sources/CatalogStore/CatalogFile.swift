import Foundation
import GRDB
import InputFiles
import ResourceAssets
import Schema

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at a catalog path, found before the catalog is opened to write: opening a FIFO blocks,
/// and opening any SQLite file to write would switch it to WAL and add our tables to it.
enum CatalogFile {
    enum Schema {
        /// Every migration this nibcat knows is applied, and no other.
        case current
        /// Migrations are pending: opened to write, the catalog is brought up to date.
        case older
        /// A published bundle's `ResourceIndex.sqlite`.
        case resourceIndex
    }

    /// An existing database, opened read-only on one connection, and its schema.
    struct Existing {
        var queue: DatabaseQueue
        var schema: Schema
    }

    /// nil when there is no database yet at `path` (nothing, an empty file, an SQLite file with no
    /// tables): opening it creates the catalog. Refuses anything that is not a catalog of this
    /// nibcat or a bundle's resource index.
    static func inspect(_ path: String) throws(CatalogError) -> Existing? {
        guard try checkKind(path) else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(Catalog.busyTimeout)
        var busyRetries = 0
        var openPath = path
        while true {
            do {
                let queue = try DatabaseQueue(path: openPath, configuration: configuration)
                guard let schema = try queue.read({ db in try schema(of: db, path: path) }) else { return nil }
                return Existing(queue: queue, schema: schema)
            } catch let error as CatalogError {
                throw error
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && busyRetries < 200 {
                // Another process is turning a new catalog to WAL mode: SQLite answers at once.
                busyRetries += 1
                usleep(50_000)
            } catch let error as DatabaseError
                where error.resultCode == .SQLITE_READONLY && openPath == path && !hasWriteAheadLog(path)
            {
                // A WAL catalog in a folder this user cannot write: a reader cannot create the
                // shared-memory file SQLite coordinates readers with. With nothing left in the log,
                // the file alone is the catalog, and read as immutable it needs none.
                openPath = immutableURI(path)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
                throw .notACatalog(path: path, reason: "not an SQLite database")
            } catch {
                throw .cannotOpen(path: path, reason: Catalog.describe(error))
            }
        }
    }

    /// Whether `path` has a write-ahead log with pages not yet in the file.
    private static func hasWriteAheadLog(_ path: String) -> Bool {
        guard let info = try? status(path + "-wal") else { return false }
        return info.st_size > 0
    }

    /// SQLite's URI for `path` opened as a file nothing changes while it is open.
    static func immutableURI(_ path: String) -> String {
        var escaped = ""
        for character in path.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3f"
            case "#": escaped += "%23"
            default: escaped.unicodeScalars.append(character)
            }
        }
        // An absolute path after an empty authority: `//` would start one.
        return (path.hasPrefix("/") ? "file://" : "file:") + escaped + "?immutable=1"
    }

    /// False when nothing (or an empty file) is at `path`; true for a regular file that starts
    /// as an SQLite database does. Anything else is refused without being opened.
    static func checkKind(_ path: String) throws(CatalogError) -> Bool {
        guard let info = try status(path) else { return false }
        if info.st_mode & S_IFMT == S_IFDIR {
            let bundle = ResourceBundleLayout.resourceIndexPaths.contains {
                FileManager.default.fileExists(atPath: path + "/" + $0)
            }
            throw .notACatalog(
                path: path, reason: bundle ? "a published bundle, which only queries read (who-uses, show --db BUNDLE)" : "a folder")
        }
        guard info.st_size > 0 else { return false }
        // Opened without blocking and checked on the descriptor: a FIFO swapped in after the
        // stat above must not stall the open.
        let header: Data
        do {
            header = try InputFile.prefix(path, count: sqliteHeader.count)
        } catch {
            throw .cannotOpen(path: path, reason: error.reason)
        }
        guard header == sqliteHeader else {
            throw .notACatalog(path: path, reason: "not an SQLite database")
        }
        return true
    }

    /// `stat(2)` of `path`, nil when nothing is there; a FIFO, device or socket is refused, since
    /// opening one blocks or reads forever.
    static func status(_ path: String) throws(CatalogError) -> stat? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        if info.st_mode & S_IFMT != S_IFDIR, let kind = InputFile.nonRegularKind(info.st_mode) {
            throw .notACatalog(path: path, reason: "\(kind), not a file")
        }
        return info
    }

    private static let sqliteHeader = Data("SQLite format 3\u{0}".utf8)

    /// The database's first view, virtual table or generated column, in words. nibcat writes only
    /// tables; a query reading such an object runs what its definer chose, and a crafted bundle
    /// index with a view over an endless recursive query for a table kept `who-uses` running.
    static func objectThatIsNoTable(_ db: Database) throws -> String? {
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT name, CASE type WHEN 'view' THEN 'a view' ELSE 'a virtual table' END FROM sqlite_master
                WHERE type = 'view' OR (type = 'table' AND rootpage = 0)
                UNION ALL
                SELECT m.name || '.' || c.name, 'a generated column' FROM sqlite_master AS m, pragma_table_xinfo(m.name) AS c
                WHERE m.type = 'table' AND m.rootpage > 0 AND c.hidden != 0
                LIMIT 1
                """)
        return row.map { "\($0[0] as String) is \($0[1] as String), where nibcat writes only tables" }
    }

    /// The schema of an open database; nil when it has no tables yet.
    private static func schema(of db: Database, path: String) throws -> Schema? {
        if let object = try objectThatIsNoTable(db) {
            throw CatalogError.notACatalog(path: path, reason: object)
        }
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        guard !tables.isEmpty else { return nil }
        guard tables.contains("grdb_migrations") else {
            throw CatalogError.notACatalog(path: path, reason: "an SQLite database of another program; nibcat adds no tables to it")
        }
        let applied = Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
        // GRDB commits its migrations table before the first migration: another nibcat is creating
        // this catalog (two indexers starting on a new catalog met this state).
        if applied.isEmpty, tables == ["grdb_migrations"] {
            return nil
        }
        let catalog = CatalogSchema.catalogMigrations.map(\.identifier)
        let resourceIndex = CatalogSchema.resourceIndexMigrations.map(\.identifier)
        // Also one an earlier nibcat migrated into a catalog when given it to write.
        if applied.contains(resourceIndex[resourceIndex.count - 1]) {
            return .resourceIndex
        }
        guard applied.contains(catalog[0]) else {
            throw CatalogError.notACatalog(path: path, reason: "an SQLite database of another program; nibcat adds no tables to it")
        }
        let unknown = applied.subtracting(catalog)
        guard unknown.isEmpty else {
            let supported = catalog.compactMap(version(of:)).max() ?? 0
            throw CatalogError.newerSchema(
                path: path, version: unknown.compactMap(version(of:)).max() ?? supported + 1, supported: supported)
        }
        return applied.count == catalog.count ? .current : .older
    }

    /// 7 for `catalog_007`.
    private static func version(of identifier: String) -> Int? {
        guard identifier.hasPrefix("catalog_") else { return nil }
        return Int(identifier.dropFirst("catalog_".count))
    }
}
