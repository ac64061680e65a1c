import CatalogReport
import Foundation
import TestSupport
import Testing

@Suite struct SiteWriterTests {
    private func site(_ files: [String: String]) -> ReportSite {
        var contents = files.mapValues { Data($0.utf8) }
        contents[SiteWriter.markerName] = Data("marker\n".utf8)
        return ReportSite(files: contents, pictureFailures: [])
    }

    private func listing(_ folder: URL) throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        return (enumerator.allObjects as? [String] ?? []).sorted()
    }

    @Test func writesEveryFileInItsFolderAndLeavesNoStagingBehind() throws {
        let parent = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        try SiteWriter.write(site(["index.html": "<p>1</p>", "documents/1.html": "one"]), to: output.path)
        #expect(try listing(output) == [SiteWriter.markerName, "documents", "documents/1.html", "index.html"])
        #expect(try String(contentsOf: output.appendingPathComponent("documents/1.html"), encoding: .utf8) == "one")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["site"])
    }

    @Test func anEarlierReportIsReplacedWhole() throws {
        let parent = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        try SiteWriter.write(site(["index.html": "old", "documents/9.html": "gone"]), to: output.path)
        try SiteWriter.write(site(["index.html": "new"]), to: output.path)
        #expect(try listing(output) == [SiteWriter.markerName, "index.html"])
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["site"])
    }

    @Test func anEmptyFolderIsFilled() throws {
        let output = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        try SiteWriter.write(site(["index.html": "x"]), to: output.path)
        #expect(try listing(output) == [SiteWriter.markerName, "index.html"])
    }

    @Test func aFolderOfSomethingElseOrAFileIsRefusedAndLeftAsItWas() throws {
        let parent = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("Documents")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let file = parent.appendingPathComponent("file.html")
        try Data("keep".utf8).write(to: file)
        for target in [folder, file] {
            #expect(throws: ReportError.notAReport(path: target.path)) {
                try SiteWriter.write(site(["index.html": "x"]), to: target.path)
            }
        }
        #expect(try listing(folder) == ["notes.txt"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == ["Documents", "file.html"])
    }

    @Test func stagingLeftByAKilledRunIsRemoved() throws {
        let parent = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let dead = try HostileInputs.exitedProcessID()
        let leftover = parent.appendingPathComponent(".site.nibcat-staging-\(dead)-0")
        let usersOwn = parent.appendingPathComponent(".sales.report-\(dead)")
        for folder in [leftover, usersOwn] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try SiteWriter.write(site(["index.html": "x"]), to: parent.appendingPathComponent("site").path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == [".sales.report-\(dead)", "site"])
    }
}
