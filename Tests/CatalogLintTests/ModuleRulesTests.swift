import CatalogLint
import CatalogLintTestSupport
import Testing

@Suite struct ModuleRulesTests {
    @Test func aModuleOnlyOneDocumentNamesIsStaleWhenOthersAgree() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        let findings = try Linter(rules: [.staleModule]).lint(tree.catalog)
        #expect(findings.map(\.location) == ["Modules/CopiedFromOldApp.xib:7"])
        #expect(
            findings.first?.message == "module OldApp of SharedView is used by no other document; 2 documents use SharedView from LintApp")
    }

    @Test func declaredModulesAreCheckedOnEveryUse() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        let configuration = LintConfiguration(moduleOfClass: ["SharedView": "OldApp"])
        let findings = try Linter(rules: [.staleModule], configuration: configuration).lint(tree.catalog)
        #expect(findings.map(\.location) == ["Modules/SharedA.xib:7", "Modules/SharedB.xib:7"])
        #expect(findings.first?.message == "SharedView is defined in OldApp, but this object names module LintApp")
    }
}
