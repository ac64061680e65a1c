import CatalogStore
import Foundation
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
        #expect(main.kind == "storyboard")
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
}
