import BundleBuilder
import CatalogStore
import CatalogWorkflows
import Crypto
import Foundation
import InputFiles
import TestSupport
import Testing

@Suite struct CatalogPackageSourcesTests {
    private func indexedExamples() throws -> (folder: URL, project: URL, catalog: Catalog) {
        let folder = try TestPaths.temporaryFolder()
        let project = folder.appendingPathComponent("Project")
        try FileManager.default.copyItem(at: TestPaths.examples, to: project)
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        _ = try catalog.index(paths: [project.path])
        return (folder, project, catalog)
    }

    @Test func documentsCarryEveryFieldTheCatalogHolds() throws {
        let (folder, _, catalog) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stored = try catalog.bundleSourceDocuments()
        let packaged = try catalog.packageDocuments()
        #expect(packaged.count == stored.count)
        #expect(stored.contains { !$0.images.isEmpty })
        #expect(stored.contains { !$0.strings.isEmpty })
        for (document, source) in zip(packaged, stored) {
            #expect(
                [document.root, document.path, document.name, document.kind, document.platform]
                    == [source.root, source.path, source.name, source.kind, source.platform])
            #expect(
                [document.id, document.size, document.mtimeNanoseconds] == [source.id, source.size, source.mtimeNanoseconds])
            #expect(document.sha256 == source.sha256)
            #expect(
                document.images.map { "\($0.name) \($0.isSystem) \($0.line)" }
                    == source.images.map { "\($0.name) \($0.isSystem) \($0.line)" })
            #expect(
                document.strings.map { "\($0.path) \($0.language ?? "-")" } == source.strings.map { "\($0.path) \($0.language ?? "-")" })
        }
    }

    @Test func imageFilesAreAsTheyAreOnDisk() throws {
        let (folder, project, catalog) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try catalog.packageImageFiles(root: project.path)
        #expect(!files.isEmpty)
        for (path, file) in files {
            let bytes = try Data(contentsOf: project.appendingPathComponent(path.path))
            #expect(file.size == Int64(bytes.count), "\(path.path)")
            #expect(file.sha256 == Data(SHA256.hash(data: bytes)), "\(path.path)")
        }
    }
}
