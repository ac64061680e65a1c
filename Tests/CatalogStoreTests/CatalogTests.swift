import CatalogStore
import CatalogWorkflows
import Foundation
import TestSupport
import Testing

@Suite struct CatalogTests {
    @Test func createsFolderAndSchemaAndReopens() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("deep/er/catalog.sqlite").path
        let catalog = try Catalog(path: path)
        #expect(try catalog.integrityCheck() == "ok")
        _ = try catalog.index(paths: [TestPaths.examples.path])
        let reopened = try Catalog(path: path)
        #expect(try reopened.indexedDocuments().count == (try catalog.indexedDocuments()).count)
    }

    @Test func notADatabaseIsAnErrorNamingTheFile() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("catalog.sqlite").path
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: CatalogError.self) { try Catalog(path: path) }
        #expect(error?.diagnostic.path == path && error?.diagnostic.line == nil && error?.diagnostic.severity == .error)
    }
}

@Suite struct ResourceIndexCatalogTests {
    @Test func aCatalogIsNotABundleResourceIndex() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("catalog.sqlite").path
        _ = try Catalog(path: path)
        #expect(throws: CatalogError.cannotOpen(path: path, reason: "not a bundle resource index")) {
            try Catalog(resourceIndexOf: path)
        }
        let bundle = folder.appendingPathComponent("Empty.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let error = #expect(throws: CatalogError.self) { try Catalog(resourceIndexOf: bundle.path) }
        #expect(error?.diagnostic.path == bundle.path && error?.diagnostic.line == nil && error?.diagnostic.severity == .error)
        #expect(error?.diagnostic.message.hasPrefix("cannot open catalog") == true)
    }
}

@Suite struct ReadOnlyCatalogTests {
    @Test func readOnlyCatalogAnswersQueriesAndRefusesWrites() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("catalog.sqlite").path
        _ = try Catalog(path: path).index(paths: [TestPaths.examples.path])
        let reader = try Catalog(path: path, readOnly: true)
        #expect(try reader.whoUses(className: "BadgeView").count == 2)
        let newFolder = TestPaths.fixtures.appendingPathComponent("IB").path
        let error = #expect(throws: CatalogError.self) { try reader.index(paths: [newFolder]) }
        #expect(error?.diagnostic.path == path && error?.diagnostic.line == nil && error?.diagnostic.severity == .error)
    }
}
