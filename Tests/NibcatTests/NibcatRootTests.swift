import Foundation
import TestSupport
import Testing

/// What `nibcat` itself answers before any command runs: a mistyped command, `--version`.
@Suite struct NibcatRootTests {
    @Test func aMistypedCommandSuggestsTheNearestAndIsAUsageError() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatProcess.run(["whouses", "CardView"], in: folder)
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix("error: 'whouses' is not a nibcat command; did you mean `who-uses`?\nUsage: nibcat"),
            "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func versionNamesNibcatsRelease() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatProcess.run(["--version"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(result.stdout)")
    }

    @Test func ibtoolVersionAnswersInIbtoolsShape() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let release = try NibcatProcess.run(["--version"], in: folder).stdout.trimmingCharacters(in: .newlines)
        let result = try NibcatProcess.run(["ibtool", "--version"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let plist = try #require(
            try PropertyListSerialization.propertyList(from: Data(result.stdout.utf8), format: nil) as? [String: Any])
        let version = try #require(plist["com.apple.ibtool.version"] as? [String: String])
        #expect(version["short-bundle-version"] == release)
        #expect(version["bundle-version"]?.isEmpty == false)
        let text = try NibcatProcess.run(["ibtool", "--version", "--output-format", "human-readable-text"], in: folder)
        #expect(text.stdout.hasPrefix("/* com.apple.ibtool.version */\n"))
        #expect(text.stdout.contains("short-bundle-version: \(release)\n"))
    }
}
