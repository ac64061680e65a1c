import Foundation
import IBSource
import TestSupport
import Testing

/// Broken and mislabelled `.strings` and `.xcstrings` tables (Tests/Fixtures/Malformed/Strings)
/// are rejected with `IBReadError.malformedStringsTable` naming the file: never a trap, never keys.
@Suite struct MalformedStringsTableTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("Malformed/Strings")

    static let names: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

    @Test func theSuiteCoversEnoughTables() {
        #expect(Self.names.count >= 15, "found only \(Self.names.count) malformed string tables")
        #expect(Self.names.contains { $0.hasSuffix(".xcstrings") })
    }

    @Test(arguments: names)
    func isRejectedNamingTheFile(name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = #expect(throws: IBReadError.self, "\(name) was accepted") {
            try IBStringsTable.keys(of: data, path: path, language: "en")
        }
        guard case .malformedStringsTable(let named, let line, _) = error else {
            Issue.record("\(name): \(String(describing: error))")
            return
        }
        #expect(named == path)
        if let line {
            let lineCount = data.count { $0 == UInt8(ascii: "\n") } + 1
            #expect((1...lineCount).contains(line), "\(name): line \(line) outside the file")
        }
    }
}
