import CatalogLint
import Foundation
import TestSupport
import Testing

/// Broken and hostile `.nibcat-lint.json` files (Tests/Fixtures/Malformed/LintConfiguration) are
/// refused with `LintError.configuration` naming the file: never a trap, never a configuration.
@Suite struct MalformedLintConfigurationTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("Malformed/LintConfiguration")

    static let names: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

    @Test func theSuiteCoversEnoughFiles() {
        #expect(Self.names.count >= 15, "found only \(Self.names.count) malformed lint configurations")
    }

    @Test(arguments: names)
    func isRefusedNamingTheFile(name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let error = #expect(throws: LintError.self, "\(name) was accepted") {
            try LintConfiguration.parse(Data(contentsOf: URL(fileURLWithPath: path)), path: path)
        }
        guard case .configuration(let problem) = error else {
            Issue.record("\(name): \(String(describing: error))")
            return
        }
        #expect(problem.path == path)
    }

    /// As `lint` meets it: the file at a root, loaded by name.
    @Test(arguments: names)
    func loadingFromARootNamesTheFile(name: String) throws {
        let root = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(
            at: Self.folder.appendingPathComponent(name), to: root.appendingPathComponent(LintConfiguration.fileName))
        let error = #expect(throws: LintError.self) { try LintConfiguration.load(root: root.path) }
        #expect(error?.description.hasPrefix(root.path + "/" + LintConfiguration.fileName + ": error: ") == true)
    }
}
