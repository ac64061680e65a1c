import CatalogStore
import Foundation
import TestSupport
import Testing

@Suite struct CompilationCacheTests {
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
}
