import CatalogStore
import CatalogWorkflows
import Foundation
import GRDB
import NibCompiler
import TestSupport
import Testing

@Suite struct CatalogCompilationCacheTests {
    @Test func aStoredCompilationComesBackWholeUnderItsKeyOnly() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        let key = CachedCompilation.key(source: Data("<document/>".utf8), variant: "module=A")
        #expect(key != CachedCompilation.key(source: Data("<document/>".utf8), variant: "module=B"))
        #expect(key != CachedCompilation.key(source: Data("<document />".utf8), variant: "module=A"))
        #expect(try catalog.cachedCompilation(key: key) == nil)
        let compilation = CachedCompilation(
            isFolder: true,
            files: [.init(path: "Info.plist", contents: Data([1, 2, 3])), .init(path: "A.nib", contents: Data("NIBArchive".utf8))],
            diagnostics: Data("[]".utf8))
        try catalog.storeCompilation(compilation, key: key)
        let cached = try #require(try catalog.cachedCompilation(key: key))
        #expect(cached.isFolder)
        #expect(cached.files.map(\.path) == ["A.nib", "Info.plist"])
        #expect(cached.files.first { $0.path == "Info.plist" }?.contents == Data([1, 2, 3]))
        try catalog.storeCompilation(compilation, key: key)
        #expect(try catalog.cachedCompilationCount() == 1)
    }

    @Test func indexingKeepsTheBlobsOfCachedCompilations() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        let key = CachedCompilation.key(source: Data("x".utf8), variant: "")
        try catalog.storeCompilation(
            CachedCompilation(isFolder: false, files: [.init(path: "", contents: Data("nib bytes".utf8))], diagnostics: Data("[]".utf8)),
            key: key)
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        _ = try catalog.index(paths: [empty.path])
        #expect(try catalog.cachedCompilation(key: key)?.files.first?.contents == Data("nib bytes".utf8))
    }

    @Test func compilationsAreReadInABatchInTheKeysOrderWithTheirHashes() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        let keys = ["a", "b", "c"].map { CachedCompilation.key(source: Data($0.utf8), variant: "") }
        let nib = Data("nib bytes".utf8)
        try catalog.storeCompilation(
            CachedCompilation(isFolder: false, files: [.init(path: "", contents: nib)], diagnostics: Data("[]".utf8)), key: keys[2])
        try catalog.storeCompilation(
            CachedCompilation(
                isFolder: true, files: [.init(path: "B.nib", contents: nib), .init(path: "Info.plist", contents: Data([7]))],
                diagnostics: Data("[]".utf8)),
            key: keys[0])
        let batch = try catalog.cachedCompilations(keys: [keys[0], keys[1], keys[2], keys[0]])
        #expect(batch.map { $0?.files.map(\.path) } == [["B.nib", "Info.plist"], nil, [""], ["B.nib", "Info.plist"]])
        #expect(batch[2]?.files[0].contents == nib)
        // A key is the hex SHA-256 of the source, then the variant.
        let sha256 = { (data: Data) in String(CachedCompilation.key(source: data, variant: "").dropLast()) }
        #expect(batch[2]?.files[0].sha256?.hexString == sha256(nib))
        #expect(batch[0]?.files[1].sha256?.hexString == sha256(Data([7])))
        #expect(try catalog.cachedCompilations(keys: []).isEmpty)
    }

    /// A catalog holding two single-file compilations, and their keys.
    private func twoCompilations(in folder: URL) throws -> (Catalog, String, String) {
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        let keys = ["a", "b"].map { CachedCompilation.key(source: Data($0.utf8), variant: "") }
        for (key, bytes) in zip(keys, ["first nib", "second nib"]) {
            try catalog.storeCompilation(
                CachedCompilation(isFolder: false, files: [.init(path: "", contents: Data(bytes.utf8))], diagnostics: Data("[]".utf8)),
                key: key)
        }
        return (catalog, keys[0], keys[1])
    }

    @Test func aBlobWhoseBytesAreNotThoseOfItsHashIsAMissAndStoringAgainRepairsIt() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (catalog, first, second) = try twoCompilations(in: folder)
        // The first compilation's hash now holds the second's bytes.
        try DatabaseQueue(path: catalog.path).write { db in
            try db.execute(
                sql: """
                    UPDATE blob SET (size, compressed) = (SELECT b.size, b.compressed FROM blob b JOIN compilation_blob cb
                        ON cb.sha256 = b.sha256 WHERE cb.key = ?)
                    WHERE sha256 = (SELECT sha256 FROM compilation_blob WHERE key = ?)
                    """,
                arguments: [second, first])
        }
        #expect(try catalog.cachedCompilation(key: first) == nil)
        #expect(try catalog.cachedCompilation(key: second)?.files.first?.contents == Data("second nib".utf8))
        try catalog.storeCompilation(
            CachedCompilation(isFolder: false, files: [.init(path: "", contents: Data("first nib".utf8))], diagnostics: Data("[]".utf8)),
            key: first)
        #expect(try catalog.cachedCompilation(key: first)?.files.first?.contents == Data("first nib".utf8))
    }

    @Test func aBlobSizeNoStreamCanReachIsAMissAndIsNeverAllocated() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (catalog, first, second) = try twoCompilations(in: folder)
        try DatabaseQueue(path: catalog.path).write { db in
            try db.execute(
                sql: "UPDATE blob SET size = ? WHERE sha256 = (SELECT sha256 FROM compilation_blob WHERE key = ?)",
                arguments: [Int64(64) << 30, first])
            try db.execute(
                sql: "UPDATE blob SET size = ? WHERE sha256 = (SELECT sha256 FROM compilation_blob WHERE key = ?)",
                arguments: [Int64.max, second])
        }
        #expect(try catalog.cachedCompilations(keys: [first, second]) == [nil, nil])
    }

    @Test func hexIsTwoLowercaseDigitsAByte() {
        #expect(Data([0x00, 0x0f, 0xa0, 0xff, 0x5c]).hexString == "000fa0ff5c")
        #expect(Data().hexString == "")
    }
}
