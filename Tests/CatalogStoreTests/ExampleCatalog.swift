import CatalogStore
import Foundation
import TestSupport

/// A catalog of the example app in a temporary folder that the caller removes.
func indexedExamples() throws -> (Catalog, URL) {
    let folder = try TestPaths.temporaryFolder()
    let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
    _ = try catalog.index(paths: [TestPaths.examples.path])
    return (catalog, folder)
}
