import CatalogLint
import Testing

@Suite struct LocalizationRulesTests {
    @Test func keysOfDeletedObjectsWarnAndMissingTranslationsAreNotes() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        let findings = try Linter(rules: [.staleLocalization]).lint(tree.catalog)
        #expect(findings.map { "\($0.location) \($0.severity.rawValue) \($0.objectID ?? "")" } == [
            "Localized/de.lproj/Form.strings note fM1-bt-001",
            "Localized/fr.lproj/Form.strings:9 warning fM1-lb-009",
        ])
        // The deleted object's key is not asked of German: only keys of live objects are needed.
        #expect(findings[0].message == "no de translation of 'fM1-bt-001.normalTitle', which other languages translate")
    }
}
