import CatalogLint
import CatalogStore
import CatalogWorkflows
import Foundation
import TestSupport
import Testing

/// Every rule's description, run: each triggering example indexed alone gives findings of that
/// rule, each non-triggering one gives none (SwiftLint's generated example tests).
@Suite struct LintRuleExamplesTests {
    @Test(arguments: LintRule.allCases)
    func examplesFindWhatTheDescriptionSays(_ rule: LintRule) throws {
        let description = rule.ruleDescription
        #expect(!description.triggeringExamples.isEmpty && !description.nonTriggeringExamples.isEmpty)
        for (number, example) in description.triggeringExamples.enumerated() {
            let findings = try Self.findings(of: rule, in: example, label: "\(rule.rawValue)-t\(number)")
            #expect(!findings.isEmpty, "triggering example \(number + 1) of \(rule.rawValue) found nothing")
            #expect(findings.allSatisfy { $0.rule == rule })
            let severities = Set([description.severity, description.lesserSeverity].compactMap { $0 })
            #expect(findings.allSatisfy { severities.contains($0.severity) })
        }
        for (number, example) in description.nonTriggeringExamples.enumerated() {
            let findings = try Self.findings(of: rule, in: example, label: "\(rule.rawValue)-n\(number)")
            #expect(findings.isEmpty, "non-triggering example \(number + 1) of \(rule.rawValue): \(findings.map(\.message))")
        }
    }

    @Test func graduatedRulesShowBothSeveritiesInTheirExamples() throws {
        let rule = LintRule.runtimeAttributeWithoutProperty
        let severities = try rule.ruleDescription.triggeringExamples.enumerated().flatMap { number, example in
            try Self.findings(of: rule, in: example, label: "graded-\(number)").map(\.severity)
        }
        #expect(severities == [.error, .warning])
    }

    private static func findings(of rule: LintRule, in example: LintExample, label: String) throws -> [LintFinding] {
        let folder = try TestPaths.temporaryFolder(label)
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appendingPathComponent("Project")
        for file in example.files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        _ = try catalog.index(paths: [root.path])
        return try Linter(rules: [rule], configuration: LintConfiguration()).lint(catalog)
    }
}
