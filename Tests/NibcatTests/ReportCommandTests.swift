import Foundation
import TestSupport
import Testing

/// `nibcat report` on the example app.
@Suite struct ReportCommandTests {
    @Test func writesTheSiteAndReplacesAnEarlierOne() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try NibcatProcess.run(["report", "-o", "site"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "site/index.html: \(try Self.fileCount(folder.appendingPathComponent("site"))) files\n")
        let index = try String(contentsOf: folder.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(index.contains(">ExampleApp/Views/CardView.xib</a>"))
        let again = try NibcatProcess.run(["report", "-o", "site", "--json"], in: folder)
        #expect(again.status == 0, "\(again.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        #expect(summary["output"] as? String == "site")
        #expect(summary["failures"] as? [String] == [])
        #expect(try String(contentsOf: folder.appendingPathComponent("site/index.html"), encoding: .utf8) == index)
    }

    @Test func refusesAFolderThatIsNoReportAndExitsOne() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatProcess.run(["report", "-o", "Examples"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("/Examples: error: not empty and not a report nibcat wrote"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Examples/README.md").path))
    }

    @Test func withoutAnOutputItIsAUsageError() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatProcess.run(["report"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Missing expected argument '--output <output>'"))
    }

    private static func fileCount(_ folder: URL) throws -> Int {
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        var count = 0
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(relative).path, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                count += 1
            }
        }
        return count
    }
}
