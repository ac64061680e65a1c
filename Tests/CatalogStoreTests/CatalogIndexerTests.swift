import CatalogStore
import CatalogWorkflows
import Foundation
import InputFiles
import TestSupport
import Testing

@Suite struct CatalogIndexerTests {
    private static let exampleDocumentCount = 14

    @Test func indexesEveryExampleDocument() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        let summary = try workspace.catalog.index(paths: [workspace.tree.path])
        #expect(summary.failures.isEmpty)
        #expect(summary.added == Self.exampleDocumentCount)
        let documents = try workspace.catalog.indexedDocuments()
        #expect(documents.count == Self.exampleDocumentCount)
        #expect(documents.contains { $0.path == "ExampleApp/Base.lproj/Main.storyboard" && $0.kind == .storyboard })
        #expect(documents.allSatisfy { $0.root == workspace.tree.resolvingSymlinksInPath().path })
        #expect(try workspace.catalog.integrityCheck() == "ok")
    }

    @Test func reindexSkipsUnchangedAndFollowsEditsAndDeletions() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        _ = try workspace.catalog.index(paths: [workspace.tree.path])

        let unchanged = try workspace.catalog.index(paths: [workspace.tree.path])
        #expect(unchanged.unchanged == Self.exampleDocumentCount)
        #expect(unchanged.added + unchanged.updated + unchanged.removed == 0)
        #expect(unchanged.bytesParsed == 0)

        // A touched file with the same bytes is not parsed again.
        let blue = workspace.file("ExampleApp/Views/BlueView.xib")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: blue.path)
        let touched = try workspace.catalog.index(paths: [workspace.tree.path])
        #expect(touched.unchanged == Self.exampleDocumentCount)
        #expect(touched.bytesParsed == 0)

        // An edit replaces the document's rows; a deletion removes them.
        let red = workspace.file("ExampleApp/Views/RedView.xib")
        let edited = try String(contentsOf: red, encoding: .utf8)
            .replacingOccurrences(of: "customClass=\"RedView\"", with: "customClass=\"CrimsonView\"")
        try edited.write(to: red, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: workspace.file("ExampleApp/Views/BlueView.xib"))
        let changed = try workspace.catalog.index(paths: [workspace.tree.path])
        #expect(changed.updated == 1)
        #expect(changed.removed == 1)
        #expect(try workspace.catalog.whoUses(className: "RedView").isEmpty)
        #expect(try workspace.catalog.whoUses(className: "CrimsonView").map(\.document) == ["ExampleApp/Views/RedView.xib"])
        #expect(try workspace.catalog.whoUses(className: "BlueView").isEmpty)
        #expect(try workspace.catalog.indexedDocuments().count == Self.exampleDocumentCount - 1)
    }

    @Test func brokenFilesAreReportedAndTheRestIndexed() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        _ = try workspace.catalog.index(paths: [workspace.tree.path])
        // A document that becomes malformed keeps its last good rows until it is fixed.
        let gray = workspace.file("ExampleApp/Controllers/GrayViewController.xib")
        try Data("<document>\n<objects>\n</document>".utf8).write(to: gray)
        try Data().write(to: workspace.file("ExampleApp/Views/Empty.xib"))
        let summary = try workspace.catalog.index(paths: [workspace.tree.path])
        #expect(
            summary.failures.map(\.path) == [
                workspace.tree.path + "/ExampleApp/Controllers/GrayViewController.xib",
                workspace.tree.path + "/ExampleApp/Views/Empty.xib",
            ])
        #expect(summary.failures[0].line == 3)
        #expect(summary.failures[0].diagnostic.path?.hasSuffix("GrayViewController.xib") == true)
        #expect(summary.failures[0].diagnostic.line == 3 && summary.failures[0].diagnostic.severity == .error)
        #expect(try workspace.catalog.whoUses(className: "GrayViewController").count == 1)
        // Reported again on the next run: nothing marked it as indexed.
        #expect(try workspace.catalog.index(paths: [workspace.tree.path]).failures.count == 2)
    }

    @Test func missingPathIsAFailureNotACrash() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        let missing = workspace.folder.appendingPathComponent("nowhere").path
        let summary = try workspace.catalog.index(paths: [missing, workspace.tree.path])
        #expect(summary.failures.map(\.path) == [missing])
        #expect(summary.added == Self.exampleDocumentCount)
    }

    /// A `.storyboardc` in the tree with a member linked to a file elsewhere is a failure: none of
    /// that file is stored, so none of it can be packaged.
    @Test func aCompiledFolderWithALinkedMemberIsNotIndexed() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = folder.appendingPathComponent("Project/Main.storyboardc")
        try FileManager.default.createDirectory(at: storyboard, withIntermediateDirectories: true)
        try Data("SECRET".utf8).write(to: folder.appendingPathComponent("passwd"))
        try FileManager.default.createSymbolicLink(
            atPath: storyboard.appendingPathComponent("Info.plist").path, withDestinationPath: folder.appendingPathComponent("passwd").path)
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        let summary = try catalog.index(paths: [folder.appendingPathComponent("Project").path])
        #expect(summary.added == 0)
        #expect(summary.failures.map(\.message) == ["Info.plist is a symbolic link; links in a compiled folder are not read here"])
        #expect(try catalog.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM blob") } == 0)
    }

    @Test func singleFileIsIndexedRelativeToItsFolder() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        let summary = try workspace.catalog.index(paths: [workspace.file("ExampleApp/Views/CardView.xib").path])
        #expect(summary.added == 1)
        #expect(try workspace.catalog.indexedDocuments().map(\.path) == ["CardView.xib"])
    }

    @Test func localizationsFollowStringsFiles() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        _ = try workspace.catalog.index(paths: [workspace.tree.path])
        #expect(
            try workspace.catalog.document(matching: "Main.storyboard").localizations.map(\.path)
                == ["ExampleApp/fr.lproj/Main.strings"])
        let german = workspace.file("ExampleApp/de.lproj")
        try FileManager.default.createDirectory(at: german, withIntermediateDirectories: true)
        try Data("\"x.text\" = \"y\";\n".utf8).write(to: german.appendingPathComponent("Main.strings"))
        let summary = try workspace.catalog.index(paths: [workspace.tree.path])
        #expect(summary.unchanged == Self.exampleDocumentCount)
        #expect(
            try workspace.catalog.document(matching: "Main.storyboard").localizations.map(\.language)
                == ["de", "fr"])
    }

    @Test func indexingOneFileKeepsTheOtherDocumentsTranslations() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        let views = workspace.file("ExampleApp/Views")
        let french = views.appendingPathComponent("fr.lproj")
        try FileManager.default.createDirectory(at: french, withIntermediateDirectories: true)
        for name in ["BlueView", "CardView"] {
            try Data("\"x.text\" = \"y\";\n".utf8).write(to: french.appendingPathComponent("\(name).strings"))
        }
        _ = try workspace.catalog.index(paths: [views.path])
        // The same root again, through one of its files.
        _ = try workspace.catalog.index(paths: [views.appendingPathComponent("CardView.xib").path])
        #expect(try workspace.catalog.document(matching: "BlueView.xib").localizations.map(\.path) == ["fr.lproj/BlueView.strings"])
        #expect(try workspace.catalog.document(matching: "CardView.xib").localizations.map(\.path) == ["fr.lproj/CardView.strings"])
    }

    @Test func namesThatDifferOnlyInUnicodeNormalizationAreTwoDocuments() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = TestPaths.examples.appendingPathComponent("ExampleApp/Views/BlueView.xib")
        let composed = "Caf\u{E9}.xib"
        let decomposed = "Cafe\u{301}.xib"
        for name in [composed, decomposed] {
            let tree = folder.appendingPathComponent("tree")
            try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: tree.appendingPathComponent(name))
        }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        let tree = folder.appendingPathComponent("tree").path
        #expect(try catalog.index(paths: [tree]).added == 2)
        let again = try catalog.index(paths: [tree])
        #expect(again.unchanged == 2)
        #expect(again.removed == 0)
        #expect(try catalog.indexedDocuments().count == 2)
    }
}
