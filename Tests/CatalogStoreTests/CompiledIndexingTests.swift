import CatalogStore
import CatalogWorkflows
import DocumentSummary
import Foundation
import GRDB
import TestSupport
import Testing

/// Xcode-compiled nibs and storyboards in the catalog, as documents like any xib.
@Suite struct CompiledIndexingTests {
    @Test func brokenCompiledNibIsReportedWithItsPath() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: tree.appendingPathComponent("Broken.storyboardc"), withIntermediateDirectories: true)
        try Data("NIBArchive".utf8).write(to: tree.appendingPathComponent("Short.nib"))
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        let summary = try catalog.index(paths: [tree.path])
        #expect(summary.failures.map(\.path) == [tree.path + "/Broken.storyboardc", tree.path + "/Short.nib"])
        #expect(summary.failures[0].message.contains("Info.plist"))
        #expect(summary.failures[1].message.contains("too short"))
    }

}
