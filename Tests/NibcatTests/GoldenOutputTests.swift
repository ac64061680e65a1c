import Foundation
import TestSupport
import Testing

/// The JSON a script reads from `index`, `who-uses`, `show`, `outlets` and `dump`, on a copy of
/// `Examples/`, byte for byte as recorded in `Tests/Fixtures/Golden`: a refactoring that changes
/// what a user's script sees fails here. The temporary folder is written as `$ROOT`. After a
/// change you mean, record them again with `NIBCAT_RECORD_GOLDENS=1 swift test --filter GoldenOutputTests`
/// and read the diff.
@Suite struct GoldenOutputTests {
    static let goldens = TestPaths.fixtures.appendingPathComponent("Golden")

    /// Each golden's file name and the `nibcat` arguments that print it, in the indexed copy.
    static let commands: [(String, [String])] = [
        ("who-uses-BlueView.json", ["who-uses", "BlueView", "--json"]),
        ("who-uses-CardView.json", ["who-uses", "CardView", "--json"]),
        ("outlets-SegmentViewController.json", ["outlets", "SegmentViewController", "--json"]),
        ("show-BlueView.json", ["show", "ExampleApp/Views/BlueView.xib", "--json"]),
        ("show-Main.json", ["show", "ExampleApp/Base.lproj/Main.storyboard", "--json"]),
        ("dump-BlueView.json", ["dump", "BlueView.nib", "--json"]),
    ]

    @Test func indexAndQueriesPrintTheRecordedJSON() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestPaths.examples, to: folder.appendingPathComponent("Examples"))
        let examples = folder.appendingPathComponent("Examples")
        let index = try NibcatProcess.run(["index", ".", "--json"], in: examples)
        #expect(index.status == 0, "\(index.stderr)")
        try check(index.stdout, against: "index.json", root: examples)
        let compile = try NibcatProcess.run(
            ["compile", "ExampleApp/Views/BlueView.xib", "-o", "BlueView.nib", "--module", "ExampleApp"], in: examples)
        #expect(compile.status == 0, "\(compile.stderr)")
        for (golden, arguments) in Self.commands {
            let result = try NibcatProcess.run(arguments, in: examples)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            try check(result.stdout, against: golden, root: examples)
        }
    }

    private func check(_ output: String, against name: String, root: URL) throws {
        let text = output.replacingOccurrences(of: root.resolvingSymlinksInPath().path, with: "$ROOT")
            .replacingOccurrences(of: root.path, with: "$ROOT")
        let golden = Self.goldens.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["NIBCAT_RECORD_GOLDENS"] == "1" {
            try Data(text.utf8).write(to: golden)
            return
        }
        let recorded = try String(contentsOf: golden, encoding: .utf8)
        #expect(text == recorded, "\(name) differs from Tests/Fixtures/Golden/\(name)")
    }
}
