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

    @Test func aCatalogInAFolderThisUserCannotWriteAnswersAsItIs() throws {
        let folder = try indexedExamples()
        let catalogFolder = folder.appendingPathComponent(".nibcat")
        let catalog = catalogFolder.appendingPathComponent("catalog.sqlite")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: catalog.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: catalogFolder.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: catalogFolder.path)
            try? FileManager.default.removeItem(at: folder)
        }
        // Permissions bind no one as root: the queries then run as nobody.
        func query(_ arguments: [String]) throws -> ProcessResult {
            let process = Process()
            let nibcat = try NibcatProcess.binary().path
            if geteuid() == 0 {
                process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
                process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", nibcat] + arguments
            } else {
                process.executableURL = URL(fileURLWithPath: nibcat)
                process.arguments = arguments
            }
            process.currentDirectoryURL = folder
            return try CapturedProcess(starting: process).finish()
        }
        let asIs = try query(["who-uses", "CardView", "--no-refresh"])
        #expect(asIs.status == 0, "\(asIs.stderr)")
        #expect(asIs.stdout.contains("ExampleApp/Views/CardView.xib:"), "\(asIs.stdout)")
        #expect(asIs.stderr.isEmpty, "\(asIs.stderr)")
        let card = folder.appendingPathComponent("Examples/ExampleApp/Views/CardView.xib")
        try (try String(contentsOf: card, encoding: .utf8) + "\n").write(to: card, atomically: false, encoding: .utf8)
        let stale = try query(["show", "CardView", "--json"])
        #expect(stale.status == 0, "\(stale.stderr)")
        #expect(stale.stdout.contains("\"CardView\""), "\(stale.stdout)")
        #expect(
            stale.stderr.hasSuffix(
                "catalog.sqlite: note: not refreshed (the catalog is read-only here); answers are from the last index\n"),
            "\(stale.stderr)")
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
