import CatalogStore
import CatalogWorkflows
import Foundation
import TestSupport

/// The image report of a tree, as the catalog's unit and conformance tests read it.
public enum CatalogImageReports {
    /// The report of a catalog of `tree` in a temporary folder that the caller removes.
    public static func report(of tree: URL, label: String = #function) throws -> (ImageReport, URL) {
        let folder = try TestPaths.temporaryFolder(label)
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        _ = try catalog.index(paths: [tree.path])
        return (try catalog.imageReport(), folder)
    }
}
