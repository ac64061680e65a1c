import CatalogLint
import CatalogStore
import CatalogWorkflows
import Foundation
import TestSupport

/// `Tests/Fixtures/Lint` (or another folder) indexed into a catalog in a temporary folder.
public struct IndexedTree {
    public let folder: URL
    public let catalog: Catalog
    /// The indexed root, symbolic links resolved, as findings name it.
    public let root: String

    public init(_ tree: URL = TestPaths.fixtures.appendingPathComponent("Lint"), label: String = #function) throws {
        folder = try TestPaths.temporaryFolder(label)
        catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        _ = try catalog.index(paths: [tree.path])
        root = tree.resolvingSymlinksInPath().path
    }

    public func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// What one rule finds, as `document:line` strings in the linter's order.
    public func locations(_ rule: LintRule) throws -> [String] {
        try Linter(rules: [rule], configuration: LintConfiguration()).lint(catalog).map(\.location)
    }
}

extension LintFinding {
    public var location: String {
        document + (line.map { ":\($0)" } ?? "")
    }
}
