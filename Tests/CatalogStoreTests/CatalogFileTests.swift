import Foundation
import GRDB
import Schema
import TestSupport
import Testing

@testable import CatalogStore

#if canImport(Glibc)
    import Glibc
#endif

/// What a catalog path may hold: a catalog of this nibcat, or (to read) a bundle's resource index.
/// Anything else is refused, naming the file, before a byte of it changes.
@Suite struct CatalogFileTests {
    /// Every file in `folder` with its bytes: what must not change.
    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    /// A database made by `migrations`, in rollback-journal mode as a bundle's index is.
    private func database(at path: String, _ migrations: [CatalogSchema.Migration]) throws {
        let queue = try DatabaseQueue(path: path)
        var migrator = DatabaseMigrator()
        for migration in migrations {
            migrator.registerMigration(migration.identifier) { db in try db.execute(sql: migration.sql) }
        }
        try migrator.migrate(queue)
        try queue.close()
    }

    @Test func aBundleResourceIndexOpensOnlyToReadAndIsLeftAsItWas() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("ResourceIndex.sqlite").path
        try database(at: path, CatalogSchema.resourceIndexMigrations)
        let before = try snapshot(folder)
        #expect(throws: CatalogError.publishedIndex(path: path)) { try Catalog(path: path) }
        let reader = try Catalog(path: path, readOnly: true)
        #expect(try reader.whoUses(className: "UIView").isEmpty)
        #expect(try snapshot(folder) == before)
    }

    @Test func anotherProgramsDatabaseIsRefusedUntouched() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("app.sqlite").path
        try DatabaseQueue(path: path).write { try $0.execute(sql: "CREATE TABLE note (text TEXT)") }
        let before = try snapshot(folder)
        for readOnly in [false, true] {
            let error = #expect(throws: CatalogError.self) { try Catalog(path: path, readOnly: readOnly) }
            guard case .notACatalog(let named, _)? = error else {
                Issue.record("\(String(describing: error))")
                continue
            }
            #expect(named == path)
        }
        #expect(try snapshot(folder) == before)
    }

    /// An empty file at the catalog path is a catalog to be: `index` makes one of it, but a query
    /// refuses it untouched rather than make an empty catalog and answer from nothing.
    @Test func anEmptyFileIsACatalogToIndexNotToQuery() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("catalog.sqlite").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let error = #expect(throws: CatalogError.self) { try Catalog(path: path, readOnly: true) }
        #expect(error == .notACatalog(path: path, reason: "an empty database, which no `nibcat index` has filled"))
        #expect(try snapshot(folder) == ["catalog.sqlite": Data()])
        let made = try Catalog(path: path)
        #expect(try made.whoUses(className: "UIView").isEmpty)
        #expect(throws: Never.self) { try Catalog(path: path, readOnly: true) }
    }

    @Test func aCatalogOfANewerSchemaIsRefusedNamingBothVersions() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("catalog.sqlite").path
        try database(at: path, CatalogSchema.catalogMigrations)
        let known = CatalogSchema.catalogMigrations.count
        try DatabaseQueue(path: path).write {
            try $0.execute(
                sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [String(format: "catalog_%03d", known + 1)])
        }
        let before = try snapshot(folder)
        for readOnly in [false, true] {
            #expect(throws: CatalogError.newerSchema(path: path, version: known + 1, supported: known)) {
                try Catalog(path: path, readOnly: readOnly)
            }
        }
        #expect(try snapshot(folder) == before)
        let newer = CatalogError.newerSchema(path: path, version: 7, supported: 6).diagnostic
        #expect(newer.message.contains("version 7, newer than this nibcat's (6)"))
    }

    @Test func aFIFOOrADeviceIsRefusedWithoutBeingOpened() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("catalog.sqlite").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for (path, readOnly) in [(fifo, false), (fifo, true), ("/dev/zero", false), ("/dev/null", true)] {
            let finished = DispatchSemaphore(value: 0)
            let outcome = Outcome()
            Thread {
                do {
                    _ = try Catalog(path: path, readOnly: readOnly)
                } catch {
                    outcome.error = error as? CatalogError
                }
                finished.signal()
            }.start()
            guard finished.wait(timeout: .now() + 10) == .success else {
                Issue.record("opening \(path) blocked")
                // Lets the blocked open return.
                let writer = open(path, O_WRONLY | O_NONBLOCK)
                close(writer)
                continue
            }
            guard case .notACatalog(let named, _)? = outcome.error else {
                Issue.record("\(path): \(String(describing: outcome.error))")
                continue
            }
            #expect(named == path)
        }
    }

    @Test func aFolderIsRefusedAndABundleSaysWhy() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Kit.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try database(at: bundle.appendingPathComponent("ResourceIndex.sqlite").path, CatalogSchema.resourceIndexMigrations)
        let error = #expect(throws: CatalogError.self) { try Catalog(path: bundle.path) }
        #expect(error?.diagnostic.path == bundle.path && error?.diagnostic.line == nil && error?.diagnostic.severity == .error)
        #expect(error?.diagnostic.message.hasPrefix("not a nibcat catalog: a published bundle") == true)
    }

    @Test func anEmptyFileOrAnOlderCatalogIsOpenedAndBroughtUpToDate() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty.sqlite").path
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(try Catalog(path: empty).integrityCheck() == "ok")
        let older = folder.appendingPathComponent("older.sqlite").path
        try database(at: older, Array(CatalogSchema.catalogMigrations.prefix(2)))
        _ = try Catalog(path: older)
        let applied = try DatabaseQueue(path: older).read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied == CatalogSchema.catalogMigrations.map(\.identifier))
    }

    /// GRDB commits its empty migrations table before the first migration: a second nibcat that
    /// opens the catalog at that moment is opening a new catalog, not another program's database.
    @Test func aCatalogAnotherNibcatIsCreatingIsOpened() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("catalog.sqlite").path
        try DatabaseQueue(path: path).write {
            try $0.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        }
        #expect(try Catalog(path: path).integrityCheck() == "ok")
        let applied = try DatabaseQueue(path: path).read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied == CatalogSchema.catalogMigrations.map(\.identifier))
    }
}

private final class Outcome: @unchecked Sendable {
    var error: CatalogError?

    @Test func anImmutableURIOpensTheFileItNamesWhateverItsCharacters() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a #1?b%20 c.sqlite").path
        _ = try Catalog(path: path)
        let uri = CatalogFile.immutableURI(path)
        #expect(uri.hasPrefix("file:///"))
        #expect(uri.hasSuffix("a %231%3fb%2520 c.sqlite?immutable=1"))
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: uri, configuration: configuration)
        #expect(try queue.read { try $0.tableExists("document") })
        #expect(CatalogFile.immutableURI("x.sqlite") == "file:x.sqlite?immutable=1")
    }
}
