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

        let arguments = ["package", "--name", "Kit", "--out", "dist", "--allow-missing", "--module", "ExampleApp"]
        let first = try NibcatProcess.run(arguments + ["--version", "1.0.0"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("published "))
        #expect(first.stdout.hasSuffix("/dist/Kit/1.0.0/Kit.bundle (44 files)\n"))
        let again = try NibcatProcess.run(arguments + ["--version", "1.0.0"], in: folder)
        #expect(again.stdout.hasPrefix("unchanged "))

        let card = folder.appendingPathComponent("Examples/ExampleApp/Views/CardView.xib")
        try FileManager.default.removeItem(at: card)
        #expect(try NibcatProcess.run(["index", "Examples"], in: folder).status == 0)
        #expect(try NibcatProcess.run(arguments + ["--version", "1.1.0"], in: folder).status == 0)

        let bundles = try NibcatProcess.run(["bundles"], in: folder)
        #expect(bundles.stdout.split(separator: "\n").map { $0.split(separator: " ").prefix(4).joined(separator: " ") } == [
            "Kit 1.0.0 ios 44", "Kit 1.1.0 ios 43",
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

    @Test func aBadVersionIsAUsageError() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatProcess.run(["package", "--name", "Kit", "--version", "1.0", "--out", "dist"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--version \"1.0\" must be three numbers"))
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
            if names.contains(where: { $0.hasPrefix(".1.0.0.partial-") }) {
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
        #expect(left.count == 1 && left[0].hasPrefix(".1.0.0.partial-"))

        // The next run publishes, and clears what the killed one left.
        let next = try NibcatProcess.run(arguments, in: folder)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: kit.path) == ["1.0.0"])
    }
}
