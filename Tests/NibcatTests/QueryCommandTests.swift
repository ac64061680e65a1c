import Foundation
import TestSupport
import Testing

/// `who-uses` and `show` from the command line, against the example app.
@Suite struct QueryCommandTests {
    @Test func whoUsesJSONListsDocumentsRelativeToTheIndexedFolder() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatProcess.run(["who-uses", "AvatarView", "--json"], in: folder)
        #expect(result.status == 0)
        let usages = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(usages.map { $0["document"] as? String } == ["ExampleApp/Views/AvatarView.xib", "ExampleApp/Views/AvatarView.xib"])
        #expect(usages.map { $0["role"] as? String } == ["filesOwner", "object"])
        // Same catalog, same question, same bytes.
        #expect(try NibcatProcess.run(["who-uses", "AvatarView", "--json"], in: folder).stdout == result.stdout)
    }

    @Test func whoUsesTextAndModuleFilter() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try NibcatProcess.run(["who-uses", "ViewControllerManager"], in: folder)
        // The source that declares the class comes first (issue 17), then the documents.
        #expect(
            text.stdout.hasPrefix(
                "ExampleApp/Sources/ViewControllerManager.swift:4: declared class ViewControllerManager: NSObject\n"
                    + "ExampleApp/Views/SegmentView.xib:"))
        #expect(text.stdout.contains("externalObject placeholder vM9-cO-3gR [ExampleApp]"))
        // Nothing found is said, with the module the class is used in, and exits 1 (issue 15).
        let other = try NibcatProcess.run(["who-uses", "ViewControllerManager", "--module", "Elsewhere"], in: folder)
        #expect(other.status == 1)
        #expect(other.stdout.isEmpty)
        #expect(
            other.stderr == "ViewControllerManager: error: no document uses this class in module Elsewhere; "
                + "did you mean `ViewControllerManager --module ExampleApp`?\n")
    }

    @Test func showPrintsOwnerTreeAndConnections() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try NibcatProcess.run(["show", "ToolBar"], in: folder)
        #expect(text.status == 0)
        #expect(text.stdout.contains("File's Owner: (no class)"))
        #expect(text.stdout.contains("[0]\n  nT4-bR-6aL  ExampleApp.NormalToolBar <view>"))
        #expect(text.stdout.contains("[1]\n  eT7-bR-1mC  ExampleApp.EditToolBar <view>"))

        let json = try NibcatProcess.run(["show", "Examples/ExampleApp/Views/GreenView.xib", "--json"], in: folder)
        #expect(json.status == 0, "\(json.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["path"] as? String == "ExampleApp/Views/GreenView.xib")
        #expect((document["filesOwner"] as? [String: Any])?["class"] as? String == "GreenViewController")
        #expect(document["topLevelObjects"] as? [String] == ["gR3-nV-w7a"])
    }

    @Test func showNamesPlaceholdersAndClassesBesideIds() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try NibcatProcess.run(["show", "SegmentView"], in: folder)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            text.stdout.contains(
                "  outlet -1 (File's Owner: ExampleApp.SegmentViewController) → vM9-cO-3gR (External Object "
                    + "\"ViewControllerManager\": ExampleApp.ViewControllerManager) manager\n"), "\(text.stdout)")
        #expect(
            text.stdout.contains(
                "  action sC8-gM-0kF (UISegmentedControl) → sG2-vW-5tN (ExampleApp.SegmentView) selectionChanged: (valueChanged)\n"))
    }

    @Test func queriesWithoutACatalogOrMatchFailWithOne() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let noCatalog = try NibcatProcess.run(["who-uses", "X"], in: folder)
        #expect(noCatalog.status == 1)
        #expect(noCatalog.stderr.contains(".nibcat/catalog.sqlite: error: no catalog here"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".nibcat").path))

        let indexed = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: indexed) }
        let missing = try NibcatProcess.run(["show", "PurpleView"], in: indexed)
        #expect(missing.status == 1)
        #expect(missing.stderr == "PurpleView: error: no document in the catalog matches\n")
    }

    @Test func aMistypedClassOrDocumentGetsTheNearestNames() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let typo = try NibcatProcess.run(["who-uses", "CardVeiw"], in: folder)
        #expect(typo.status == 1)
        #expect(typo.stderr == "CardVeiw: error: no document uses this class; did you mean `CardView`?\n")
        let wrongCase = try NibcatProcess.run(["who-uses", "CardView", "--module", "exampleapp"], in: folder)
        #expect(wrongCase.status == 1)
        #expect(wrongCase.stderr.hasSuffix("did you mean `CardView --module ExampleApp`?\n"), "\(wrongCase.stderr)")
        let show = try NibcatProcess.run(["show", "SegmentVeiw"], in: folder)
        #expect(show.status == 1)
        #expect(show.stderr == "SegmentVeiw: error: no document in the catalog matches; did you mean `SegmentView`?\n")
    }

    @Test func aModuleQualifiedClassIsTheClassInThatModule() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let qualified = try NibcatProcess.run(["who-uses", "ExampleApp.CardView", "--json"], in: folder)
        #expect(qualified.status == 0, "\(qualified.stderr)")
        let split = try NibcatProcess.run(["who-uses", "CardView", "--module", "ExampleApp", "--json"], in: folder)
        #expect(qualified.stdout == split.stdout)
        #expect(qualified.stdout.contains("CardView.xib"))
        let elsewhere = try NibcatProcess.run(["who-uses", "Elsewhere.CardView"], in: folder)
        #expect(elsewhere.status == 1)
    }
}
