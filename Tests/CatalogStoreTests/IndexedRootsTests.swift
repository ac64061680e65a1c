import CatalogStore
import Foundation
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
