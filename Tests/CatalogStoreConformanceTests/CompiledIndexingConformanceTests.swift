import CatalogStore
import CatalogWorkflows
import DocumentSummary
import Foundation
import GRDB
import TestSupport
import Testing

/// Xcode-compiled nibs and storyboards of the corpus (metamap's) in the catalog.
@Suite struct CompiledIndexingConformanceTests {
    @Test func metamapCustomClassesAreFoundByTheirDemangledNames() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        let metamap = try TestPaths.corpus("nib/ios/metamap")
        let summary = try catalog.index(paths: [metamap.path])
        #expect(summary.failures.isEmpty, "\(summary.failures)")
        #expect(summary.added == 100)
        let kinds = Dictionary(grouping: try catalog.indexedDocuments(), by: \.kind).mapValues(\.count)
        #expect(kinds == [.nib: 48, .storyboardc: 52])

        let checkbox = try catalog.whoUses(className: "IncdCheckbox", module: "IncdOnboarding")
        #expect(checkbox.contains { $0.document == "IncdOnboarding/ConsentCheckBox.nib" && $0.objectId == "#8" })
        #expect(try catalog.whoUses(className: "_TtC14IncdOnboarding12IncdCheckbox").isEmpty)

        let intro = try catalog.document(matching: "IncdOnboarding/Intro.storyboardc")
        #expect(intro.kind == .storyboardc)
        #expect(intro.scenes.map(\.sceneID) == ["IntroViewController"])
        #expect(intro.scenes.first?.storyboardIdentifier == "IntroViewController")
        #expect(intro.initialViewController == intro.scenes.first?.controller)

        let again = try catalog.index(paths: [metamap.path])
        #expect(again.unchanged == 100)
        #expect(again.bytesParsed == 0)
    }

    @Test func compiledBytesAreStoredOnceAndReadBack() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("tree")
        let source = try TestPaths.corpus("nib/ios/metamap/IncdOnboarding")
        for copy in ["A", "B"] {
            try FileManager.default.createDirectory(at: tree.appendingPathComponent(copy), withIntermediateDirectories: true)
            for name in ["ConsentCheckBox.nib", "Intro.storyboardc"] {
                try FileManager.default.copyItem(
                    at: source.appendingPathComponent(name), to: tree.appendingPathComponent("\(copy)/\(name)"))
            }
        }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        #expect(try catalog.index(paths: [tree.path]).added == 4)
        // One nib file, plus the storyboard's Info.plist and two nibs: four contents, however many copies.
        #expect(try catalog.storedBlobCount() == 4)
        let stored = try catalog.storedFiles(ofDocument: "B/Intro.storyboardc")
        #expect(stored.map(\.member) == ["Info.plist", "IntroViewController.nib", "Tpy-9V-neI-view-8wf-mv-FB6.nib"])
        for (member, data) in stored {
            #expect(data == (try Data(contentsOf: source.appendingPathComponent("Intro.storyboardc/\(member)"))))
        }
        #expect(try catalog.storedFiles(ofDocument: "A/ConsentCheckBox.nib").map(\.member) == [""])

        try FileManager.default.removeItem(at: tree.appendingPathComponent("A"))
        try FileManager.default.removeItem(at: tree.appendingPathComponent("B/ConsentCheckBox.nib"))
        #expect(try catalog.index(paths: [tree.path]).removed == 3)
        #expect(try catalog.storedBlobCount() == 3)
    }

    /// A catalog edited by hand (a blob's size that is not a number) is a typed error naming the
    /// catalog, not a trap in the row decoding.
    @Test func aTamperedBlobIsAnErrorNamingTheCatalog() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: try TestPaths.corpus("nib/ios/metamap/IncdOnboarding/ConsentCheckBox.nib"),
            to: tree.appendingPathComponent("ConsentCheckBox.nib"))
        let path = folder.appendingPathComponent("catalog.sqlite").path
        let catalog = try Catalog(path: path)
        #expect(try catalog.index(paths: [tree.path]).added == 1)
        try DatabaseQueue(path: path).write { try $0.execute(sql: "UPDATE blob SET size = 'x'") }
        let error = try #require(throws: CatalogError.self) { try catalog.storedFiles(ofDocument: "ConsentCheckBox.nib") }
        guard case .database(let named, _) = error else {
            Issue.record("not a database error: \(error)")
            return
        }
        #expect(named == path)
    }
}
