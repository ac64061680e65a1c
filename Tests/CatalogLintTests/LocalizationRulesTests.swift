import CatalogLint
import CatalogLintTestSupport
import Foundation
import TestSupport
import Testing

@Suite struct LocalizationRulesTests {
    @Test func keysOfDeletedObjectsWarnAndMissingTranslationsAreNotes() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        let findings = try Linter(rules: [.staleLocalization]).lint(tree.catalog)
        #expect(
            findings.map { "\($0.location) \($0.severity.rawValue) \($0.objectID ?? "")" } == [
                "Localized/de.lproj/Form.strings note fM1-bt-001",
                "Localized/fr.lproj/Form.strings:9 warning fM1-lb-009",
            ])
        // The deleted object's key is not asked of German: only keys of live objects are needed.
        #expect(findings[0].message == "no de translation of 'fM1-bt-001.normalTitle', which other languages translate")
    }

    @Test func theSameFindingInManyLanguagesIsOneFinding() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let localized = TestPaths.fixtures.appendingPathComponent("Lint/Localized")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: localized.appendingPathComponent("Base.lproj/Form.xib"), to: folder.appendingPathComponent("Base.lproj/Form.xib"))
        let table = try Data(contentsOf: localized.appendingPathComponent("fr.lproj/Form.strings"))
        for language in ["it", "fr", "ja", "pt"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
            try table.write(to: folder.appendingPathComponent("\(language).lproj/Form.strings"))
        }
        // Portuguese lacks a live key, which the other three have: one note, not three.
        try Data(#""fM1-lb-001.text" = "Nome";"#.utf8).write(to: folder.appendingPathComponent("pt.lproj/Form.strings"))
        let tree = try IndexedTree(folder)
        defer { tree.remove() }
        let findings = try Linter(rules: [.staleLocalization]).lint(tree.catalog)
        #expect(
            findings.map { "\($0.location) \($0.severity.rawValue)" } == [
                "fr.lproj/Form.strings:9 warning", "pt.lproj/Form.strings note",
            ])
        #expect(findings[0].message.hasSuffix("which is no longer in the document (in 3 languages: fr, it, ja)"))
    }
}
