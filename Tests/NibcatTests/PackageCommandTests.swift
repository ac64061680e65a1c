import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `nibcat package`, `bundles` and `diff` from the command line.
@Suite struct PackageCommandTests {
    @Test func packageListDiffAndQueryTheBundle() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let refused = try NibcatProcess.run(["package", "--name", "Kit", "--version", "1.0.0", "--out", "dist"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("Main.storyboard:72: error: image \"missing_banner\" is missing"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/dist/Kit/1.0.0"))

        let first = try NibcatProcess.run(Self.packageKit + ["--version", "1.0.0"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("published "))
        #expect(first.stdout.hasSuffix("/dist/Kit/1.0.0/Kit.bundle (45 files)\n"))
        let again = try NibcatProcess.run(Self.packageKit + ["--version", "1.0.0"], in: folder)
        #expect(again.stdout.hasPrefix("unchanged "))

        let card = folder.appendingPathComponent("Examples/ExampleApp/Views/CardView.xib")
        try FileManager.default.removeItem(at: card)
        #expect(try NibcatProcess.run(["index", "Examples"], in: folder).status == 0)
        #expect(try NibcatProcess.run(Self.packageKit + ["--version", "1.1.0"], in: folder).status == 0)

        let bundles = try NibcatProcess.run(["bundles"], in: folder)
        #expect(
            bundles.stdout.split(separator: "\n").map { $0.split(separator: " ").prefix(4).joined(separator: " ") } == [
                "Kit 1.0.0 ios 45", "Kit 1.1.0 ios 44",
            ])
        let diff = try NibcatProcess.run(["diff", "Kit", "1.0.0", "1.1.0"], in: folder)
        #expect(diff.stdout == "- CardView.nib\nM Info.plist\nM ResourceIndex.sqlite\n")
        let unknown = try NibcatProcess.run(["diff", "Kit", "1.0.0", "9.0.0"], in: folder)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("Kit 9.0.0: error: no such bundle version"))

        let uses = try NibcatProcess.run(["who-uses", "NormalToolBar", "--db", "dist/Kit/1.1.0/Kit.bundle"], in: folder)
        #expect(uses.status == 0, "\(uses.stderr)")
        #expect(uses.stdout.hasPrefix("ToolBar.nib:"))
    }

    @Test(arguments: ["-o", "--output", "--out"])
    func theOutputFlagIsOneForEveryCommandThatWrites(flag: String) throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatProcess.run(
            ["package", "--name", "Kit", "--version", "1.0.0", flag, "new/dist", "--allow-missing", "--module", "ExampleApp"],
            in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("new/dist/Kit/1.0.0/Kit.bundle/Info.plist").path))
    }

    @Test func aBadVersionIsAUsageError() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatProcess.run(["package", "--name", "Kit", "--version", "1.0", "--out", "dist"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--version \"1.0\" must be three numbers"))
        // The usage line is package's own, not the root command's.
        #expect(result.stderr.contains("\nUsage: nibcat package "), "\(result.stderr)")
    }

    @Test(arguments: [
        (["--version", "01.0.0"], "--version \"01.0.0\" must be three numbers, X.Y.Z, without leading zeros"),
        (["--version", "1.0.0", "--out", ""], "-o/--output must name the folder"),
        (["--version", "1.0.0", "--build", "build-7"], "--build \"build-7\" must be one to three numbers"),
        (["--version", "1.0.0", "--development-region", "../fr"], "--development-region \"../fr\" must be a language"),
    ])
    func badOptionsAreUsageErrorsAndPublishNothing(arguments: [String], message: String) throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatProcess.run(["package", "--name", "Kit", "--out", "dist", "--allow-missing"] + arguments, in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [".nibcat", "Examples"])
    }

    /// Runs SQL on the default catalog with Python's sqlite3, as a hostile or broken tool would.
    private func tamper(_ sql: String, in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", "import sqlite3, sys; c = sqlite3.connect('.nibcat/catalog.sqlite'); c.execute(sys.argv[1]); c.commit()", sql,
        ]
        process.currentDirectoryURL = folder
        let result = try CapturedProcess(starting: process).finish()
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Every file below `folder` by relative path, with its bytes.
    private func files(under folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// `nibcat package` of the examples as Kit, missing images allowed; the version follows.
    private static let packageKit = ["package", "--name", "Kit", "--out", "dist", "--allow-missing", "--module", "ExampleApp"]

    /// Kit 1.0.0 packaged into `folder`/dist: that folder and the files published in it.
    private func publishKit100(in folder: URL) throws -> (dist: URL, published: [String: Data]) {
        #expect(try NibcatProcess.run(Self.packageKit + ["--version", "1.0.0"], in: folder).status == 0)
        let dist = folder.appendingPathComponent("dist")
        return (dist, try files(under: dist))
    }

    @Test func aStoryboardIdentifierCannotRewriteAnEarlierVersion() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (dist, published) = try publishKit100(in: folder)
        let escaping = try String(
            contentsOf: TestPaths.fixtures.appendingPathComponent("Compiler/EscapingIdentifier.storyboard"), encoding: .utf8
        )
        .replacingOccurrences(of: "../../../ESCAPED", with: "../../../../1.0.0/Kit.bundle/CardView")
        let storyboard = folder.appendingPathComponent("Examples/ExampleApp/Escaping.storyboard")
        try escaping.write(to: storyboard, atomically: false, encoding: .utf8)
        #expect(try NibcatProcess.run(["index", "Examples"], in: folder).status == 0)
        let result = try NibcatProcess.run(Self.packageKit + ["--version", "1.1.0"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("Escaping.storyboard:6: error: storyboard identifier \"../../../../1.0.0/Kit.bundle/CardView\""),
            "\(result.stderr)")
        #expect(try files(under: dist) == published)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dist.path + "/Kit") == ["1.0.0"])
    }

    @Test func aTamperedCompileCacheNeitherWritesOutsideNorCrashesNorPublishesWrongBytes() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (dist, published) = try publishKit100(in: folder)
        try tamper(
            "UPDATE compilation_blob SET member = '../../../../1.0.0/Kit.bundle/CardView.nib' WHERE member = 'Info.plist'", in: folder)
        try tamper(
            "UPDATE blob SET size = 68719476736 WHERE sha256 = (SELECT sha256 FROM compilation_blob WHERE member = '' ORDER BY key LIMIT 1)",
            in: folder)
        try tamper(
            """
            UPDATE blob SET (size, compressed) = (SELECT size, compressed FROM blob WHERE sha256 =
                (SELECT sha256 FROM compilation_blob WHERE member = '' ORDER BY key LIMIT 1 OFFSET 2))
            WHERE sha256 = (SELECT sha256 FROM compilation_blob WHERE member = '' ORDER BY key LIMIT 1 OFFSET 1)
            """, in: folder)
        let result = try NibcatProcess.run(Self.packageKit + ["--version", "1.1.0"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let all = try files(under: dist)
        #expect(all.filter { $0.key.hasPrefix("Kit/1.0.0/") } == published)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dist.path + "/Kit").sorted() == ["1.0.0", "1.1.0"])
        for (path, bytes) in all where path.hasPrefix("Kit/1.1.0/") && path.hasSuffix(".nib") {
            #expect(published["Kit/1.0.0/" + path.dropFirst("Kit/1.1.0/".count)] == bytes, "\(path)")
        }
        // compile through the same catalog: the 64 GiB entry is a miss, not a crash.
        let xib = "Examples/ExampleApp/Views/BlueView.xib"
        try tamper("UPDATE blob SET size = 68719476736 WHERE sha256 IN (SELECT sha256 FROM compilation_blob WHERE member = '')", in: folder)
        let compiled = try NibcatProcess.run(["compile", xib, "-o", "BlueView.nib", "--module", "ExampleApp"], in: folder)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("BlueView.nib")) == published["Kit/1.0.0/Kit.bundle/BlueView.nib"])
    }

    @Test func anEmptyPNGIsRefusedNamingTheFile() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let star = "Examples/ExampleApp/Images/star@2x.png"
        try Data().write(to: folder.appendingPathComponent(star))
        let index = try NibcatProcess.run(["index", "Examples"], in: folder)
        #expect(index.status == 1)
        #expect(index.stderr.contains(star + ": error:"), "\(index.stderr)")
        let result = try NibcatProcess.run(
            ["package", "--name", "Kit", "--version", "1.0.0", "--out", "dist", "--allow-missing"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("/\(star): error: not a valid image, so not packaged: "), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("dist/Kit/1.0.0").path))
    }

    /// Issue 13: `--out` below a file said "NSCocoaErrorDomain error 512".
    @Test func anOutputBelowAFileNamesTheFile() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FileManager.default.createFile(atPath: folder.path + "/afile", contents: Data()))
        let result = try NibcatProcess.run(
            ["package", "--name", "Kit", "--version", "1.0.0", "--out", "afile/dist", "--allow-missing"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("afile is a file, not a folder\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }

    /// A project big enough that packaging takes a while: 400 different xibs and the example images.
    private func largeProject() throws -> URL {
        let folder = try TestPaths.temporaryFolder()
        let project = folder.appendingPathComponent("Project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let toolbar = try String(contentsOf: TestPaths.examples.appendingPathComponent("ExampleApp/Views/ToolBar.xib"), encoding: .utf8)
        try FileManager.default.copyItem(
            at: TestPaths.examples.appendingPathComponent("ExampleApp/Images"), to: project.appendingPathComponent("Images"))
        for index in 0..<400 {
            let xib = toolbar.replacingOccurrences(of: "userLabel=\"", with: "userLabel=\"\(index) ")
            try xib.write(to: project.appendingPathComponent("ToolBar\(index).xib"), atomically: false, encoding: .utf8)
        }
        let result = try NibcatProcess.run(["index", "Project"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        return folder
    }

    @Test func aKilledPackagerLeavesNoVersionFolder() throws {
        let folder = try largeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let kit = folder.appendingPathComponent("dist/Kit")
        let arguments = ["package", "--name", "Kit", "--version", "1.0.0", "--out", "dist", "--module", "ExampleApp"]
        let process = try NibcatProcess.start(arguments, in: folder).process
        var sawStaging = false
        while process.isRunning {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: kit.path)) ?? []
            if names.contains(where: { $0.hasPrefix(".1.0.0.nibcat-staging-") }) {
                kill(process.processIdentifier, SIGKILL)
                sawStaging = true
                break
            }
            usleep(500)
        }
        process.waitUntilExit()
        try #require(sawStaging, "the packager finished before it could be killed part-way; make the project larger")
        let left = try FileManager.default.contentsOfDirectory(atPath: kit.path)
        #expect(!left.contains("1.0.0"), "a killed packager published \(left)")
        #expect(left.count == 1 && left[0].hasPrefix(".1.0.0.nibcat-staging-"))

        // The next run publishes, and clears what the killed one left.
        let next = try NibcatProcess.run(arguments, in: folder)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: kit.path) == ["1.0.0"])
    }
}
