import Foundation
import TestSupport
import Testing

/// The catalog is found from any folder below it, queries refresh it first (or say they did not),
/// and `forget` removes a root.
@Suite struct CatalogRefreshTests {
    @Test func aQueryInASubfolderFindsTheCatalogAtTheRoot() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let views = folder.appendingPathComponent("Examples/ExampleApp/Views")
        let result = try NibcatProcess.run(["who-uses", "CardView"], in: views)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("ExampleApp/Views/CardView.xib:"))
        let show = try NibcatProcess.run(["show", "CardView"], in: views)
        #expect(show.status == 0, "\(show.stderr)")
    }

    @Test func anEditBetweenIndexAndQueryIsSeenUnlessNoRefresh() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let card = folder.appendingPathComponent("Examples/ExampleApp/Views/CardView.xib")
        let text = try String(contentsOf: card, encoding: .utf8)
        try text.replacingOccurrences(of: "customClass=\"CardView\"", with: "customClass=\"CardPanel\"")
            .write(to: card, atomically: false, encoding: .utf8)
        let stale = try NibcatProcess.run(["who-uses", "CardPanel", "--no-refresh"], in: folder)
        #expect(!stale.stdout.contains("CardView.xib"))
        let fresh = try NibcatProcess.run(["who-uses", "CardPanel"], in: folder)
        #expect(fresh.status == 0, "\(fresh.stderr)")
        #expect(fresh.stdout.contains("ExampleApp/Views/CardView.xib:"))
        #expect(fresh.stderr.isEmpty)
    }

    @Test func aFileTheRefreshCannotIndexIsAWarningAndTheQueryStillAnswers() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<document>\n<objects>\n".utf8).write(to: folder.appendingPathComponent("Examples/Broken.xib"))
        let result = try NibcatProcess.run(["who-uses", "CardView"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("ExampleApp/Views/CardView.xib:"))
        #expect(
            result.stderr.hasSuffix(
                "/Examples/Broken.xib:2: warning: not refreshed: malformed XML at column 10: "
                    + "document ends before the root element is closed\n"), "\(result.stderr)")
        // Said once: until the file changes again, later queries take it as known.
        let again = try NibcatProcess.run(["who-uses", "CardView"], in: folder)
        #expect(again.status == 0)
        #expect(again.stderr.isEmpty, "\(again.stderr)")
    }

    @Test func aBundleIndexAnswersAndSaysItWasNotRefreshed() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let published = try NibcatProcess.run(
            ["package", "--name", "Kit", "--version", "1.0.0", "--out", "dist", "--allow-missing", "--module", "ExampleApp"],
            in: folder)
        #expect(published.status == 0, "\(published.stderr)")
        let bundle = "dist/Kit/1.0.0/Kit.bundle"
        let uses = try NibcatProcess.run(["who-uses", "NormalToolBar", "--db", bundle], in: folder)
        #expect(uses.status == 0, "\(uses.stderr)")
        #expect(uses.stderr.contains("note: not refreshed (a published bundle's index is only read)"), "\(uses.stderr)")
        let quiet = try NibcatProcess.run(["who-uses", "NormalToolBar", "--db", bundle, "--no-refresh"], in: folder)
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    @Test func forgetRemovesARootAndRefusesWhatIsNone() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let forgot = try NibcatProcess.run(["forget", "Examples"], in: folder)
        #expect(forgot.status == 0, "\(forgot.stderr)")
        #expect(forgot.stdout == "forgot Examples: 14 documents removed\n")
        let again = try NibcatProcess.run(["forget", "Examples"], in: folder)
        #expect(again.status == 1)
        #expect(again.stderr.hasPrefix("Examples: error: not an indexed root; the catalog has none"), "\(again.stderr)")
        let uses = try NibcatProcess.run(["who-uses", "CardView", "--json"], in: folder)
        #expect(uses.stdout == "[\n\n]\n" || !uses.stdout.contains("CardView.xib"))
    }
}
