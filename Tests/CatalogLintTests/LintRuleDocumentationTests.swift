import CatalogLint
import Foundation
import TestSupport
import Testing

/// `Documentation/LintRules.md` is the page the rules' descriptions write. After changing a
/// description, write it again with `NIBCAT_RECORD_GOLDENS=1 swift test --filter LintRuleDocumentationTests`.
@Suite struct LintRuleDocumentationTests {
    @Test func thePageIsWhatTheDescriptionsWrite() throws {
        let page = TestPaths.projectRoot.appendingPathComponent("Documentation/LintRules.md")
        let markdown = LintRuleDocumentation.markdown()
        if ProcessInfo.processInfo.environment["NIBCAT_RECORD_GOLDENS"] == "1" {
            try Data(markdown.utf8).write(to: page)
        }
        #expect(try String(contentsOf: page, encoding: .utf8) == markdown, "Documentation/LintRules.md is out of date")
    }

    @Test func everyRuleHasASectionAndARowInOrder() {
        let markdown = LintRuleDocumentation.markdown()
        var searchFrom = markdown.startIndex
        for rule in LintRule.allCases {
            #expect(markdown.contains("| [`\(rule.rawValue)`](#\(rule.rawValue)) | \(rule.severity.rawValue)"))
            let heading = markdown.range(of: "\n## \(rule.rawValue)\n", range: searchFrom..<markdown.endIndex)
            #expect(heading != nil, "no section for \(rule.rawValue) after the previous rule's")
            searchFrom = heading?.upperBound ?? searchFrom
        }
    }
}
