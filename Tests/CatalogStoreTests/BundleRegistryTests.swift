import CatalogStore
import Foundation
import GRDB
import ResourceAssets
import TestSupport
import Testing

@Suite struct BundleRegistryTests {
    private func entry(_ path: String, _ byte: UInt8) -> BundleEntry {
        BundleEntry(path: path, size: 1, sha256: Data(repeating: byte, count: 32))
    }

    private func catalog() throws -> (Catalog, URL) {
        let folder = try TestPaths.temporaryFolder()
        return (try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path), folder)
    }

    private func record(_ catalog: Catalog, _ version: String, _ entries: [BundleEntry]) throws {
        try catalog.recordPublishedBundle(
            name: "Kit", version: version, platform: "ios", identifier: "com.example.kit", path: "/dist/Kit/\(version)/Kit.bundle",
            inputSHA256: Data(version.utf8), entries: entries)
    }

    @Test func versionsAreListedByNameAndVersionNumber() throws {
        let (catalog, folder) = try catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        for version in ["1.10.0", "1.9.0", "1.9.1"] {
            try record(catalog, version, [entry("Info.plist", 1)])
        }
        try catalog.recordPublishedBundle(
            name: "Another", version: "2.0.0", platform: "macos", identifier: "x", path: "/p", inputSHA256: Data(), entries: [])
        let bundles = try catalog.publishedBundles()
        #expect(bundles.map { "\($0.name) \($0.version)" } == ["Another 2.0.0", "Kit 1.9.0", "Kit 1.9.1", "Kit 1.10.0"])
        #expect(bundles[1].entryCount == 1)
        #expect(bundles[1].contentSHA256 == Catalog.contentHash([entry("Info.plist", 1)]).hexString)
        #expect(try catalog.publishedInputHash(name: "Kit", version: "1.9.0", path: "/dist/Kit/1.9.0/Kit.bundle") == Data("1.9.0".utf8))
        #expect(try catalog.publishedInputHash(name: "Kit", version: "1.9.0", path: "/elsewhere") == nil)
    }

    @Test func diffListsAddedRemovedAndChangedEntries() throws {
        let (catalog, folder) = try catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        try record(catalog, "1.0.0", [entry("a.nib", 1), entry("b.png", 2), entry("c.png", 3)])
        try record(catalog, "1.1.0", [entry("a.nib", 9), entry("c.png", 3), entry("d.png", 4)])
        let diff = try catalog.bundleDiff(name: "Kit", from: "1.0.0", to: "1.1.0")
        #expect(diff.added.map(\.path) == ["d.png"])
        #expect(diff.removed.map(\.path) == ["b.png"])
        #expect(diff.changed.map(\.path) == ["a.nib"])
        #expect(diff.changed[0].sha256 == Data(repeating: 9, count: 32))
        #expect(throws: CatalogError.bundleVersionNotFound(name: "Kit", version: "3.0.0")) {
            try catalog.bundleDiff(name: "Kit", from: "1.0.0", to: "3.0.0")
        }
    }

    @Test func recordingAVersionAgainReplacesItsEntries() throws {
        let (catalog, folder) = try catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        try record(catalog, "1.0.0", [entry("a.nib", 1), entry("b.png", 2)])
        try record(catalog, "1.0.0", [entry("a.nib", 1)])
        #expect(try catalog.bundleEntries(name: "Kit", version: "1.0.0")?.map(\.path) == ["a.nib"])
        #expect(try catalog.publishedBundles().count == 1)
        #expect(try catalog.bundleEntries(name: "Kit", version: "9.9.9") == nil)
    }

    @Test func theContentHashIgnoresOrderAndSeesEveryByte() {
        let entries = [entry("a", 1), entry("b", 2)]
        #expect(Catalog.contentHash(entries) == Catalog.contentHash(entries.reversed()))
        #expect(Catalog.contentHash(entries) != Catalog.contentHash([entry("a", 1), entry("b", 3)]))
        #expect(Catalog.contentHash([entry("ab", 1)]) != Catalog.contentHash([entry("a", 1)]))
    }

    /// A recorded bundle's hash edited into a number makes the list fail naming the catalog.
    @Test func aTamperedBundleHashIsAnErrorNamingTheCatalog() throws {
        let (catalog, folder) = try catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        try record(catalog, "1.0.0", [entry("Info.plist", 1)])
        try DatabaseQueue(path: catalog.path).write { try $0.execute(sql: "UPDATE bundle_version SET content_sha256 = 12") }
        let error = try #require(throws: CatalogError.self) { try catalog.publishedBundles() }
        guard case .database(let named, _) = error else {
            Issue.record("not a database error: \(error)")
            return
        }
        #expect(named == catalog.path)
    }
}
