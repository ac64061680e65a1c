import CatalogStore
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite(.serialized) struct IndexCommandTests {
    /// A tree of many copies of the example documents, big enough that an index run takes a while.
    private static func makeTree(at tree: URL, copies: Range<Int>) throws {
        let sources = try FileManager.default.subpathsOfDirectory(atPath: TestPaths.examples.path)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
        for copy in copies {
            for source in sources {
                let target = tree.appendingPathComponent("Copy\(copy)/\(source)")
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: TestPaths.examples.appendingPathComponent(source), to: target)
            }
        }
    }

    /// Edits, deletes and adds documents so the next run has work of every kind.
    private static func changeTree(_ tree: URL) throws {
        for copy in 0..<20 {
            try FileManager.default.removeItem(at: tree.appendingPathComponent("Copy\(copy)"))
        }
        for copy in 20..<40 {
            let file = tree.appendingPathComponent("Copy\(copy)/ExampleApp/Views/RedView.xib")
            let text = try String(contentsOf: file, encoding: .utf8)
            try text.replacingOccurrences(of: "customClass=\"RedView\"", with: "customClass=\"RenamedView\"")
                .write(to: file, atomically: false, encoding: .utf8)
        }
        try makeTree(at: tree, copies: 100..<130)
    }

    private static func snapshot(_ catalogPath: String) throws -> [IndexedDocument] {
        try Catalog(path: catalogPath).indexedDocuments()
    }

    private static func copyCatalog(from source: String, to target: String) throws {
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: source + suffix) {
            try FileManager.default.copyItem(atPath: source + suffix, toPath: target + suffix)
        }
    }

    @Test func killedIndexLeavesTheCatalogAsItWas() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("tree")
        try Self.makeTree(at: tree, copies: 0..<100)
        let baseline = folder.appendingPathComponent("baseline.sqlite").path
        #expect(try NibcatProcess.run(["index", tree.path, "--db", baseline], in: folder).status == 0)
        let before = try Self.snapshot(baseline)

        try Self.changeTree(tree)
        // Timed on the same work each killed run does (the changes, onto a copy of the baseline),
        // so the random kill times fall inside a run.
        let reference = folder.appendingPathComponent("reference.sqlite").path
        try Self.copyCatalog(from: baseline, to: reference)
        let started = Date()
        #expect(try NibcatProcess.run(["index", tree.path, "--db", reference], in: folder).status == 0)
        let fullRun = Date().timeIntervalSince(started)
        let after = try Self.snapshot(reference)
        try #require(before != after)

        var generator = SystemRandomNumberGenerator()
        var interrupted = 0
        for attempt in 0..<20 {
            let catalog = folder.appendingPathComponent("killed-\(attempt).sqlite").path
            try Self.copyCatalog(from: baseline, to: catalog)
            let process = try NibcatProcess.start(["index", tree.path, "--db", catalog], in: folder).process
            Thread.sleep(forTimeInterval: Double.random(in: 0...(fullRun * 1.1), using: &generator))
            if process.isRunning {
                interrupted += 1
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            #expect(try Catalog(path: catalog).integrityCheck() == "ok")
            let state = try Self.snapshot(catalog)
            #expect(state == before || state == after, "attempt \(attempt) left a state that is neither before nor after")
            let rerun = try NibcatProcess.run(["index", tree.path, "--db", catalog], in: folder)
            #expect(rerun.status == 0, "\(rerun.stderr)")
            #expect(try Self.snapshot(catalog) == after)
        }
        #expect(interrupted >= 5, "only \(interrupted) of 20 kills landed while indexing ran")
    }

    @Test func twoIndexersOnOneCatalogBothSucceed() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("tree")
        try Self.makeTree(at: tree, copies: 0..<40)
        let catalog = folder.appendingPathComponent("shared.sqlite").path
        for round in 0..<3 {
            if round == 1 {
                try Self.changeTree(tree)
            }
            let first = try NibcatProcess.start(["index", tree.path, "--db", catalog], in: folder)
            let second = try NibcatProcess.start(["index", tree.path, "--db", catalog], in: folder)
            for running in [first, second] {
                let result = running.finish()
                #expect(result.status == 0, "round \(round): \(result.stderr)")
            }
            #expect(try Catalog(path: catalog).integrityCheck() == "ok")
        }
        let reference = folder.appendingPathComponent("reference.sqlite").path
        #expect(try NibcatProcess.run(["index", tree.path, "--db", reference], in: folder).status == 0)
        #expect(try Self.snapshot(catalog) == Self.snapshot(reference))
    }

    @Test func gitLFSPointersAreNamedOnceAsWarningsAndAreNoDocuments() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestPaths.fixtures.appendingPathComponent("LFS/App"), to: folder.appendingPathComponent("App"))
        let result = try NibcatProcess.run(["index", "App"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr == """
                App/Images/logo@2x.png: warning: \(Self.lfsMessage)
                App/Views/Large.xib: warning: \(Self.lfsMessage)

                """)
        #expect(result.stdout.hasPrefix("indexed 1 documents: 1 added, 0 updated, 0 removed, 0 unchanged, 0 failed"))
        let again = try NibcatProcess.run(["index", "App"], in: folder)
        #expect(again.status == 0)
        #expect(again.stdout.hasPrefix("indexed 1 documents: 0 added, 0 updated, 0 removed, 1 unchanged, 0 failed"))
    }

    private static let lfsMessage = "a Git LFS pointer, not the file's content: not indexed (run `git lfs pull`)"

    @Test func stringTablesInEveryFormXcodeAcceptsIndexWithoutFailures() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App")
        let strings = TestPaths.fixtures.appendingPathComponent("Strings")
        for (language, fixture) in [("fr", "XMLPlist"), ("de", "Binary"), ("ja", "UTF16LENoBOM")] {
            let lproj = app.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: strings.appendingPathComponent("\(fixture).strings"), to: lproj.appendingPathComponent("CardView.strings"))
        }
        try FileManager.default.copyItem(
            at: TestPaths.examples.appendingPathComponent("ExampleApp/Views/CardView.xib"), to: app.appendingPathComponent("CardView.xib"))
        let result = try NibcatProcess.run(["index", "App"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let show = try NibcatProcess.run(["show", "CardView", "--json"], in: folder)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        let languages = (document["localizations"] as? [[String: Any]])?.compactMap { $0["language"] as? String }
        #expect(languages == ["de", "fr", "ja"])
    }

    @Test func summaryExitStatusAndErrorsOnStderr() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("tree")
        try Self.makeTree(at: tree, copies: 0..<1)
        try Data("<document>\n<objects>\n".utf8).write(to: tree.appendingPathComponent("Broken.xib"))

        let result = try NibcatProcess.run(["index", "tree"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "tree/Broken.xib:2: error: malformed XML at column 10: document ends before the root element is closed\n")
        #expect(result.stdout.hasPrefix("indexed 15 documents: 14 added, 0 updated, 0 removed, 0 unchanged, 1 failed"))
        // The default catalog lives in .nibcat under the current directory; nothing shows progress when piped.
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".nibcat/catalog.sqlite").path))
        #expect(!result.stderr.contains("\r"))

        let json = try NibcatProcess.run(["index", "tree", "--json"], in: folder)
        #expect(json.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(report["unchanged"] as? Int == 14)
        #expect(report["failed"] as? Int == 1)
    }

    @Test func aLinkToAFileOutsideTheFolderIsSkippedNamedOnceAndNeverPackaged() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("Project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let secret = folder.appendingPathComponent("secret.png")
        try FileManager.default.copyItem(at: TestPaths.examples.appendingPathComponent("ExampleApp/Images/star@2x.png"), to: secret)
        try FileManager.default.copyItem(
            at: TestPaths.examples.appendingPathComponent("ExampleApp/Views/ToolBar.xib"), to: project.appendingPathComponent("ToolBar.xib")
        )
        for name in ["toolbar_done.png", "toolbar_edit.png"] {
            try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent(name).path, withDestinationPath: secret.path)
        }
        let index = try NibcatProcess.run(["index", "Project", "--json"], in: folder)
        #expect(index.status == 0, "\(index.stderr)")
        let warnings = index.stderr.split(separator: "\n")
        #expect(
            warnings == [
                "Project/toolbar_done.png: warning: not indexed: a symbolic link to a file outside the indexed folder",
                "Project/toolbar_edit.png: warning: not indexed: a symbolic link to a file outside the indexed folder",
            ])
        #expect(index.stdout.contains("\"skipped\" : ["), "\(index.stdout)")
        let package = try NibcatProcess.run(["package", "--name", "Kit", "--version", "1.0.0", "--out", "dist"], in: folder)
        #expect(package.status == 1)
        #expect(package.stderr.contains("image \"toolbar_done\" is missing"), "\(package.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("dist/Kit/1.0.0").path))
    }

    /// Issue 13: behind `<!--<-->` the entity bomb was expanded and stored (20 s and 1.4 GB).
    @Test func entityDeclarationsBehindACommentAreRefusedNamingFileAndLine() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("tree")
        try Self.makeTree(at: tree, copies: 0..<1)
        try HostileInputs.entityBomb().write(to: tree.appendingPathComponent("Bomb.xib"))
        try FileManager.default.copyItem(
            at: TestPaths.fixtures.appendingPathComponent("IB/EntityAfterComment.xib"),
            to: tree.appendingPathComponent("Label.xib"))

        let result = try #require(try NibcatProcess.run(["index", "tree"], in: folder, within: .seconds(30)))
        #expect(result.status == 1)
        let refusal = "error: XML entity declarations are refused (Interface Builder never writes them)"
        #expect(result.stderr == "tree/Bomb.xib:4: \(refusal)\ntree/Label.xib:4: \(refusal)\n")
        #expect(result.stdout.hasPrefix("indexed 16 documents: 14 added, 0 updated, 0 removed, 0 unchanged, 2 failed"))
    }

    /// Issue 13: a FIFO named like a document, a link to a device and names that are not UTF-8 were
    /// skipped without a word (exit 0); each is now a failure naming it, and the rest is indexed.
    @Test func fifosDevicesAndNamesThatAreNotUTF8AreFailuresNamingThem() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("tree")
        try Self.makeTree(at: tree, copies: 0..<1)
        #expect(mkfifo(tree.appendingPathComponent("Pipe.xib").path, 0o644) == 0)
        #expect(mkfifo(folder.appendingPathComponent("Single.xib").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: tree.appendingPathComponent("Zero.png").path, withDestinationPath: "/dev/zero")
        let card = try Data(contentsOf: TestPaths.examples.appendingPathComponent("ExampleApp/Views/CardView.xib"))
        // The same name in UTF-8 indexes like any other.
        #expect(FileManager.default.createFile(atPath: tree.path + "/Caf\u{E9}.xib", contents: card))
        // "Café.xib" in Latin-1 and a folder "Vue\xFF": bytes no String can name.
        for (bytes, isFolder) in [(Array("Caf".utf8) + [0xE9] + Array(".xib".utf8), false), (Array("Vue".utf8) + [0xFF], true)] {
            let path = Array(tree.path.utf8) + [UInt8(ascii: "/")] + bytes + [0]
            path.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { name in
                    if isFolder {
                        #expect(mkdir(name.baseAddress!, 0o755) == 0)
                    } else {
                        let descriptor = open(name.baseAddress!, O_WRONLY | O_CREAT, 0o644)
                        #expect(descriptor >= 0)
                        card.withUnsafeBytes { _ = write(descriptor, $0.baseAddress, $0.count) }
                        close(descriptor)
                    }
                }
            }
        }

        let result = try #require(try NibcatProcess.run(["index", "tree", "Single.xib"], in: folder, within: .seconds(30)))
        #expect(result.status == 1)
        let notUTF8 = "error: the name is not UTF-8, so it cannot be indexed; rename it"
        #expect(
            result.stderr == """
                Single.xib: error: a FIFO (named pipe), not a regular file
                tree/Caf\\xE9.xib: \(notUTF8)
                tree/Pipe.xib: error: a FIFO (named pipe), not a regular file
                tree/Vue\\xFF: \(notUTF8)
                tree/Zero.png: error: a character device, not a regular file

                """)
        #expect(result.stdout.hasPrefix("indexed 20 documents: 15 added, 0 updated, 0 removed, 0 unchanged, 5 failed"))
    }

    /// Issue 13: "document is empty" for a PNG named `.xib`, "XML syntax error (code N)", and
    /// "malformed attribute" for a value past the parser's size limit.
    @Test func errorsSayWhatIsWrongInWords() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestPaths.examples.appendingPathComponent("ExampleApp/Images/star.png"), to: tree.appendingPathComponent("Logo.xib"))
        try Data("<document>\n<view id=\"a\" id=\"b\"/></document>\n".utf8).write(to: tree.appendingPathComponent("Twice.xib"))
        let huge = String(repeating: "y", count: 10_000_001)
        try Data("<document>\n<view id=\"a\" userLabel=\"\(huge)\"/></document>\n".utf8).write(to: tree.appendingPathComponent("Huge.xib"))

        let result = try NibcatProcess.run(["index", "tree"], in: folder)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map {
            $0.replacingOccurrences(of: #"column \d+"#, with: "column N", options: .regularExpression)
        }
        #expect(
            lines == [
                "tree/Huge.xib:2: error: malformed XML at column N: an attribute value longer than 10,000,000 bytes, the XML parser's limit",
                "tree/Logo.xib: error: not XML: the file looks like a PNG image, not an Interface Builder document",
                "tree/Twice.xib:2: error: malformed XML at column N: attribute given twice on one element",
            ])
    }

    @Test func usageErrorsExitWithTwo() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try NibcatProcess.run(["index"], in: folder).status == 2)
        #expect(try NibcatProcess.run(["index", ".", "--no-such-flag"], in: folder).status == 2)
        #expect(try NibcatProcess.run(["frobnicate"], in: folder).status == 2)
        #expect(try NibcatProcess.run(["--help"], in: folder).status == 0)
    }

    @Test func catalogPathFromEnvironment() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("env.sqlite").path
        let result = try NibcatProcess.run(["index", TestPaths.examples.path], in: folder, environment: ["NIBCAT_DB": path])
        #expect(result.status == 0)
        #expect(try Catalog(path: path).indexedDocuments().count == 14)
    }
}
