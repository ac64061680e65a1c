import CatalogStore
import CatalogWorkflows
import Foundation
import GRDB
import InputFiles
import ResourceAssets
import TestSupport
import Testing

/// Roots as `index` records them: indexing inside one updates it, `forget` removes one, and a
/// query's refresh sees edits, new and deleted files.
@Suite struct IndexedRootsTests {
    private static let exampleDocumentCount = 14

    @Test func aFileOrFolderInsideAnIndexedRootUpdatesThatRoot() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        _ = try workspace.index()
        let card = workspace.file("ExampleApp/Views/CardView.xib")
        try Data(try Data(contentsOf: card) + Data("\n".utf8)).write(to: card)
        let single = try workspace.catalog.index(paths: [card.path])
        #expect(single.updated == 1 && single.added == 0)
        let folder = try workspace.catalog.index(paths: [workspace.file("ExampleApp/Views").path])
        #expect(folder.added == 0 && folder.removed == 0)
        #expect(try workspace.catalog.indexedRoots() == [IndexedRoot(path: workspace.root, isFolder: true)])
        let paths = try workspace.catalog.indexedDocuments().map(\.path)
        #expect(paths.count == Self.exampleDocumentCount)
        #expect(paths.filter { $0.hasSuffix("CardView.xib") } == ["ExampleApp/Views/CardView.xib"])
    }

    @Test func indexingAFolderAroundARootTakesItsDocumentsOnce() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        _ = try workspace.catalog.index(paths: [workspace.file("ExampleApp/Views").path])
        _ = try workspace.index()
        #expect(try workspace.catalog.indexedRoots().map(\.path) == [workspace.root])
        #expect(try workspace.catalog.indexedDocuments().count == Self.exampleDocumentCount)
    }

    @Test func forgetRemovesARootAndOnlyARoot() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        _ = try workspace.index()
        let error = #expect(throws: CatalogError.self) {
            try workspace.catalog.forget(path: workspace.file("ExampleApp").path)
        }
        #expect(error?.diagnostic.message.contains("not an indexed root; the indexed roots are \(workspace.root)") == true)
        #expect(try workspace.catalog.forget(path: workspace.tree.path) == Self.exampleDocumentCount)
        #expect(try workspace.catalog.indexedDocuments().isEmpty)
        #expect(try workspace.catalog.indexedRoots().isEmpty)
        #expect(try workspace.catalog.imageReport().unused.isEmpty)
    }

    @Test func refreshSeesEditsNewAndDeletedFilesAndNothingElse() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        _ = try workspace.index()
        #expect(try workspace.catalog.refresh() == .unchanged)

        let card = workspace.file("ExampleApp/Views/CardView.xib")
        let text = try String(contentsOf: card, encoding: .utf8)
        try text.replacingOccurrences(of: "customClass=\"CardView\"", with: "customClass=\"CardPanel\"")
            .write(to: card, atomically: false, encoding: .utf8)
        try FileManager.default.copyItem(at: card, to: workspace.file("ExampleApp/Views/CardCopy.xib"))
        try FileManager.default.removeItem(at: workspace.file("ExampleApp/Views/BlueView.xib"))
        guard case .refreshed(let summary) = try workspace.catalog.refresh() else {
            Issue.record("an edited tree was not refreshed")
            return
        }
        #expect((summary.added, summary.updated, summary.removed) == (1, 1, 1))
        let uses = try workspace.catalog.whoUses(className: "CardPanel", module: nil, includePlaceholders: false)
        #expect(Set(uses.map(\.document)) == ["ExampleApp/Views/CardCopy.xib", "ExampleApp/Views/CardView.xib"])
        #expect(try workspace.catalog.refresh() == .unchanged)
    }

    /// A folder root's stamps, by path relative to the root: its modification time.
    static func stamps(_ workspace: ExampleWorkspace) throws -> [String: Int64] {
        try workspace.catalog.read { db in
            Dictionary(
                uniqueKeysWithValues: try Row.fetchAll(
                    db, sql: "SELECT path, mtime_ns FROM tree_stamp WHERE root = ?", arguments: [workspace.root]
                )
                .map { ($0["path"] as String, $0["mtime_ns"] as Int64) })
        }
    }

    @Test func indexStampsEveryFolderWalkedItsRulesAndItsAssetCatalogs() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        try "*.log\n".write(to: workspace.file("ExampleApp/Views/.gitignore"), atomically: false, encoding: .utf8)
        _ = try workspace.index()
        let stamps = try Self.stamps(workspace)
        for path in [
            ".", "ExampleApp", "ExampleApp/Views", "ExampleApp/Views/.gitignore", "ExampleApp/Assets.xcassets",
            "ExampleApp/Assets.xcassets/seal.imageset", "ExampleApp/Assets.xcassets/seal.imageset/Contents.json",
        ] {
            #expect(stamps[path] != nil, "\(path) is not stamped")
        }
        // Files indexed are compared by their own rows; only folders walked and rule files are stamped.
        #expect(stamps["ExampleApp/Views/CardView.xib"] == nil)
        #expect(try workspace.catalog.refresh() == .unchanged)
    }

    @Test func whatNoFileRowShowsIsSeenThroughTheStamps() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        _ = try workspace.index()

        // A document in a new folder: only its parent folder's entries changed.
        let nested = workspace.file("ExampleApp/Views/Nested")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: workspace.file("ExampleApp/Views/CardView.xib"), to: nested.appendingPathComponent("Card.xib"))
        guard case .refreshed(let added) = try workspace.catalog.refresh() else {
            Issue.record("a document in a new folder was not seen")
            return
        }
        #expect(added.added == 1)

        // A .gitignore written where none was, then edited: the folder, then the file, changed.
        let rules = workspace.file("ExampleApp/Views/Nested/.gitignore")
        try "Card.xib\n".write(to: rules, atomically: false, encoding: .utf8)
        guard case .refreshed(let ignored) = try workspace.catalog.refresh() else {
            Issue.record("a new .gitignore was not seen")
            return
        }
        #expect(ignored.removed == 1)
        try "Other.xib\n".write(to: rules, atomically: false, encoding: .utf8)
        guard case .refreshed(let unignored) = try workspace.catalog.refresh() else {
            Issue.record("an edited .gitignore was not seen")
            return
        }
        #expect(unignored.added == 1)

        // An asset catalog's Contents.json edited in place: its color is read again.
        let color = workspace.file("ExampleApp/Assets.xcassets/BrandColor.colorset/Contents.json")
        let json = try String(contentsOf: color, encoding: .utf8)
        try json.replacingOccurrences(of: "0.200", with: "0.300").write(to: color, atomically: false, encoding: .utf8)
        #expect(try workspace.catalog.refresh() != .unchanged)
        #expect(
            try workspace.catalog.projectResources(root: workspace.root).colors["BrandColor"]
                == .components(red: 0.3, green: 0.4, blue: 0.8, alpha: 1))
        #expect(try workspace.catalog.refresh() == .unchanged)
    }

    @Test func aFolderWhoseEntriesCameAndWentIsWalkedOnceAndStampedAgain() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        _ = try workspace.index()
        let before = try #require(try Self.stamps(workspace)["ExampleApp/Views"])
        // Nanosecond times: a new entry changes the folder's time even within the same second.
        let scratch = workspace.file("ExampleApp/Views/scratch.tmp")
        try Data().write(to: scratch)
        try FileManager.default.removeItem(at: scratch)
        #expect(try workspace.catalog.refresh() == .unchanged)
        let after = try #require(try Self.stamps(workspace)["ExampleApp/Views"])
        #expect(after != before)
        #expect(after == FileStatus.of(workspace.file("ExampleApp/Views").path)?.mtimeNanoseconds)

        // A catalog without stamps (indexed by an older nibcat) is walked, then stamped.
        try DatabaseQueue(path: workspace.folder.appendingPathComponent(".nibcat/catalog.sqlite").path).write { db in
            try db.execute(sql: "DELETE FROM tree_stamp")
        }
        #expect(try workspace.catalog.refresh() == .unchanged)
        #expect(try Self.stamps(workspace).count > 10)
    }

    @Test func aFileThatCannotBeStoredIsReadAgainOnlyWhenItChanges() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        let broken = workspace.file("ExampleApp/Views/Broken.xib")
        try Data("<document>\n".utf8).write(to: broken)
        let pointer = workspace.file("ExampleApp/fr.lproj/Pointer.strings")
        try Data("version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 1\n".utf8).write(to: pointer)
        let first = try workspace.index()
        #expect(first.failures.count == 1 && first.skipped.count == 1)
        #expect(try workspace.catalog.refresh() == .unchanged)
        try Data("<document>\n<objects>\n".utf8).write(to: broken)
        guard case .refreshed(let summary) = try workspace.catalog.refresh() else {
            Issue.record("an edited broken file was not read again")
            return
        }
        #expect(summary.failures.map(\.line) == [2])
        try FileManager.default.removeItem(at: broken)
        #expect(try workspace.catalog.refresh() != .unchanged)
        #expect(try workspace.catalog.refresh() == .unchanged)
    }

    @Test func aRootOfNamedFilesRefreshesOnlyThoseFiles() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        let card = workspace.file("ExampleApp/Views/CardView.xib")
        _ = try workspace.catalog.index(paths: [card.path])
        try FileManager.default.copyItem(at: card, to: workspace.file("ExampleApp/Views/CardCopy.xib"))
        #expect(try workspace.catalog.refresh() == .unchanged)
        try FileManager.default.removeItem(at: card)
        guard case .refreshed(let summary) = try workspace.catalog.refresh() else {
            Issue.record("a deleted file was not seen")
            return
        }
        #expect(summary.removed == 1)
        #expect(try workspace.catalog.indexedDocuments().isEmpty)
    }

    @Test func theNearestCatalogIsFoundFromAFolderBelowIt() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        _ = try workspace.index()
        #expect(CatalogLocation.nearest(from: workspace.file("ExampleApp/Views").path) == "../../../.nibcat/catalog.sqlite")
        #expect(CatalogLocation.nearest(from: workspace.folder.path) == ".nibcat/catalog.sqlite")
        #expect(CatalogLocation.nearest(from: "/") == nil)
    }
}
