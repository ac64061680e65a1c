import CatalogStore
import CatalogWorkflows
import Foundation
import TestSupport

/// A catalog of the example app in a temporary folder that the caller removes.
func indexedExamples() throws -> (Catalog, URL) {
    let folder = try TestPaths.temporaryFolder()
    let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
    _ = try catalog.index(paths: [TestPaths.examples.path])
    return (catalog, folder)
}

/// A copy of the example app in a temporary folder, with a catalog beside it.
struct ExampleWorkspace {
    let folder: URL
    let tree: URL
    let catalog: Catalog

    init(label: String = #function) throws {
        folder = try TestPaths.temporaryFolder(label)
        tree = folder.appendingPathComponent("App")
        try FileManager.default.copyItem(at: TestPaths.examples, to: tree)
        catalog = try Catalog(path: folder.appendingPathComponent(".nibcat/catalog.sqlite").path)
    }

    /// The indexed root: the tree with symbolic links resolved.
    var root: String { tree.resolvingSymlinksInPath().path }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    func file(_ relative: String) -> URL {
        tree.appendingPathComponent(relative)
    }

    func index() throws -> IndexSummary {
        try catalog.index(paths: [tree.path])
    }
}
