import CatalogStore
import Foundation
import ProjectModel
import TestSupport
import Testing

@Suite struct BundleSourcesTests {
    @Test func documentsComeWithTheirImagesAndStringTables() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let documents = try catalog.bundleSourceDocuments()
        #expect(documents.count == 14)
        #expect(documents.map(\.path) == documents.map(\.path).sorted())
        let main = try #require(documents.first { $0.path == "ExampleApp/Base.lproj/Main.storyboard" })
        #expect(main.kind == .storyboard)
        #expect(main.platform == "iOS")
        #expect(main.images.map(\.name) == ["logo", "missing_banner"])
        #expect(main.strings.map(\.path) == ["ExampleApp/fr.lproj/Main.strings"])
        #expect(main.strings.map(\.language) == ["fr"])
        let window = try #require(documents.first { $0.name == "PreferencesWindow" })
        #expect(window.platform == "macOS")
        let signature = try #require(FileSignature.of(TestPaths.examples.path + "/" + main.path))
        #expect(signature.size == main.size)
        #expect(signature.mtimeNanoseconds == main.mtimeNanoseconds)
    }

    @Test func aResourceIndexTemplateIsKeptUntilADocumentChanges() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        _ = try workspace.index()
        let catalog = workspace.catalog
        let copy = workspace.folder.appendingPathComponent("copy.sqlite").path
        let bytes = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let key = Data("documents".utf8)
        #expect(try !catalog.copyResourceIndexTemplate(documentsKey: key, to: copy))
        #expect(!FileManager.default.fileExists(atPath: copy))

        try catalog.storeResourceIndexTemplate(bytes, documentsKey: key)
        #expect(try catalog.copyResourceIndexTemplate(documentsKey: key, to: copy))
        #expect(FileManager.default.contents(atPath: copy) == bytes)
        #expect(try !catalog.copyResourceIndexTemplate(documentsKey: Data("other".utf8), to: copy))

        // Two are kept: the newest and the one before it.
        try catalog.storeResourceIndexTemplate(Data([2]), documentsKey: Data("second".utf8))
        try catalog.storeResourceIndexTemplate(Data([3]), documentsKey: Data("third".utf8))
        #expect(try !catalog.copyResourceIndexTemplate(documentsKey: key, to: copy))
        #expect(try catalog.copyResourceIndexTemplate(documentsKey: Data("second".utf8), to: copy))
        #expect(FileManager.default.contents(atPath: copy) == Data([2]))
        #expect(try catalog.copyResourceIndexTemplate(documentsKey: Data("third".utf8), to: copy))

        // A document touched but not edited keeps them; an edited one drops them all.
        let document = workspace.file("ExampleApp/Views/SegmentView.xib")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: document.path)
        _ = try workspace.index()
        #expect(try catalog.copyResourceIndexTemplate(documentsKey: Data("third".utf8), to: copy))
        var text = try String(contentsOf: document, encoding: .utf8)
        text = text.replacingOccurrences(of: "</document>", with: "<!-- edited --></document>")
        try text.write(to: document, atomically: true, encoding: .utf8)
        _ = try workspace.index()
        #expect(try !catalog.copyResourceIndexTemplate(documentsKey: Data("third".utf8), to: copy))

        // So does a removed document.
        try catalog.storeResourceIndexTemplate(Data([4]), documentsKey: key)
        try FileManager.default.removeItem(at: document)
        _ = try workspace.index()
        #expect(try !catalog.copyResourceIndexTemplate(documentsKey: key, to: copy))
    }
}
