import BundleBuilder
import CatalogStore
import CatalogWorkflows
import Crypto
import Foundation
import InputFiles
import TestSupport
import Testing

/// The catalog through packaging's protocol: what `BundleBuilder` reads of an indexed tree.
@Suite struct CatalogPackageSourcesTests {
    private func indexedExamples() throws -> (folder: URL, project: URL, sources: any PackageSources) {
        let folder = try TestPaths.temporaryFolder()
        let project = folder.appendingPathComponent("Project")
        try FileManager.default.copyItem(at: TestPaths.examples, to: project)
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        _ = try catalog.index(paths: [project.path])
        return (folder, project, catalog)
    }

    @Test func documentsComeWithTheirImagesAndStringTables() throws {
        let (folder, project, sources) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let documents = try sources.bundleSourceDocuments()
        let main = try #require(documents.first { $0.path == "ExampleApp/Base.lproj/Main.storyboard" })
        #expect(main.root == project.resolvingSymlinksInPath().path)
        #expect(main.kind == .storyboard && main.platform == "iOS")
        #expect(main.images.contains { $0.name == "logo" && !$0.isSystem && $0.line > 0 })
        #expect(!main.strings.isEmpty && main.strings.allSatisfy { $0.path.hasSuffix("Main.strings") })
        let bytes = try Data(contentsOf: project.appendingPathComponent(main.path))
        #expect(main.sha256 == Data(SHA256.hash(data: bytes)) && main.size == Int64(bytes.count))
    }

    @Test func imageFilesAreAsTheyAreOnDisk() throws {
        let (folder, project, sources) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try sources.imageFiles(root: project.resolvingSymlinksInPath().path)
        #expect(!files.isEmpty)
        for (path, file) in files {
            let bytes = try Data(contentsOf: project.appendingPathComponent(path.path))
            #expect(file.size == Int64(bytes.count), "\(path.path)")
            #expect(file.sha256 == Data(SHA256.hash(data: bytes)), "\(path.path)")
        }
    }
}
