import CatalogLint
import CatalogLintTestSupport
import Foundation
import TestSupport
import Testing

@Suite struct LinterTests {
    @Test func theExamplesHaveExactlyTheirDeliberateDefects() throws {
        let tree = try IndexedTree(TestPaths.examples)
        defer { tree.remove() }
        let findings = try Linter().lint(tree.catalog)
        #expect(
            findings.map { "\($0.location) \($0.rule.rawValue) \($0.objectID ?? "")" } == [
                "ExampleApp/Base.lproj/Main.storyboard:72 missing-image bN2-bT-6yU",
                "ExampleApp/Base.lproj/Main.storyboard:236 outlet-without-property Ol3-Dt-5Qg",
                "ExampleApp/Base.lproj/Settings.storyboard:47 action-without-method aN2-sW-5kT",
                "ExampleApp/Sources/DetailViewController.swift:5 unused-ib-declaration ",
                "ExampleApp/Sources/ProfileCell.swift:6 unused-ib-declaration ",
                "ExampleApp/Sources/SettingsViewController.swift:7 unused-ib-declaration ",
                "ExampleApp/Views/AvatarView.xib:17 owner-view-recursion aV1-tR-6yN",
            ])
    }

    @Test func findingsAreSortedByDocumentThenLineAndRepeatable() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        let findings = try Linter().lint(tree.catalog)
        let keys = findings.map { ($0.document, $0.line ?? 0) }
        #expect(keys.count > 10)
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(try Linter().lint(tree.catalog) == findings)
    }

    @Test func pathsLimitTheDocumentsReported() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        let findings = try Linter().lint(tree.catalog, under: [tree.root + "/Recursion", tree.root + "/Modules/SharedA.xib"])
        #expect(Set(findings.map(\.document)) == ["Recursion/LoopView.xib", "Recursion/OwnedNestedLoopView.xib"])
    }

    @Test func theRootsConfigurationFileTurnsRulesOff() throws {
        let copy = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: copy) }
        let tree = copy.appendingPathComponent("Lint")
        try FileManager.default.copyItem(at: TestPaths.fixtures.appendingPathComponent("Lint"), to: tree)
        try Data(#"{"disabled": ["duplicate-id"], "paths": {"Recursion/Loop*.xib": {"disabled": ["owner-view-recursion"]}}}"#.utf8)
            .write(to: tree.appendingPathComponent(LintConfiguration.fileName))
        let indexed = try IndexedTree(tree)
        defer { indexed.remove() }
        let findings = try Linter(rules: [.duplicateID, .ownerViewRecursion]).lint(indexed.catalog)
        #expect(findings.map(\.location) == ["Recursion/OwnedNestedLoopView.xib:14"])
    }

    @Test func nibcatYmlChangesSeverities() throws {
        let copy = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: copy) }
        let tree = copy.appendingPathComponent("Lint")
        try FileManager.default.copyItem(at: TestPaths.fixtures.appendingPathComponent("Lint"), to: tree)
        try Data("lint:\n  severity: { owner-view-recursion: warning }\n  disabled_rules: [duplicate-id]\n".utf8)
            .write(to: tree.appendingPathComponent(".nibcat.yml"))
        let indexed = try IndexedTree(tree)
        defer { indexed.remove() }
        let findings = try Linter(rules: [.duplicateID, .ownerViewRecursion]).lint(indexed.catalog)
        #expect(
            findings.map { "\($0.location) \($0.severity.rawValue)" } == [
                "Recursion/LoopView.xib:11 warning", "Recursion/OwnedNestedLoopView.xib:14 warning",
            ])
    }

    @Test func aBrokenConfigurationFileIsAnErrorNamingIt() throws {
        let copy = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(
            at: TestPaths.fixtures.appendingPathComponent("Lint/Recursion"), to: copy.appendingPathComponent("Tree"))
        let path = copy.appendingPathComponent("Tree/\(LintConfiguration.fileName)")
        try Data(#"{"disabled": ["no-such-rule"]}"#.utf8).write(to: path)
        let indexed = try IndexedTree(copy.appendingPathComponent("Tree"))
        defer { indexed.remove() }
        let error = #expect(throws: LintError.self) { try Linter().lint(indexed.catalog) }
        #expect(
            error?.description.hasPrefix("\(indexed.root)/\(LintConfiguration.fileName): error: unknown rule 'no-such-rule' (rules: ")
                == true)
    }
}
