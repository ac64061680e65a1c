import CatalogLint
import Foundation
import TestSupport
import Testing

@Suite struct LintConfigurationTests {
    @Test func parsesDisabledRulesPathsAndModules() throws {
        let json = #"""
            {"disabled": ["stale-module"], "paths": {"Legacy/**": {"disabled": ["missing-image"]}},
             "modules": {"MyKit": ["CardView", "BadgeView"]}}
            """#
        let configuration = try LintConfiguration.parse(Data(json.utf8), path: "x/.nibcat-lint.json")
        #expect(configuration.disabled == [.staleModule])
        #expect(configuration.moduleOfClass == ["CardView": "MyKit", "BadgeView": "MyKit"])
        #expect(!configuration.isEnabled(.staleModule, forDocument: "App/Main.storyboard"))
        #expect(!configuration.isEnabled(.missingImage, forDocument: "Legacy/Old/Screen.xib"))
        #expect(configuration.isEnabled(.missingImage, forDocument: "App/Screen.xib"))
        #expect(configuration.isEnabled(.duplicateID, forDocument: "Legacy/Old/Screen.xib"))
    }

    @Test func errorsNameTheFile() throws {
        let malformed = #expect(throws: LintError.self) {
            try LintConfiguration.parse(Data(#"{"disabled": "duplicate-id"}"#.utf8), path: "a/.nibcat-lint.json")
        }
        #expect(malformed?.description == "a/.nibcat-lint.json: error: disabled must be a list of rules")
        let twice = #expect(throws: LintError.self) {
            try LintConfiguration.parse(Data(#"{"modules": {"A": ["V"], "B": ["V"]}}"#.utf8), path: "b.json")
        }
        #expect(twice?.description.hasPrefix("b.json: error: class 'V' is declared in both ") == true)
    }

    @Test func theLintSectionOfNibcatYml() throws {
        let yaml = """
            lint:
              disabled_rules: [stale-module]
              paths:
                "Legacy/**": { disabled_rules: [missing-image] }
              severity: { missing-named-color: error, duplicate-id: note }
              modules: { MyKit: [CardView] }
            """
        let configuration = try LintConfiguration.parse(Data(yaml.utf8), path: "r/.nibcat.yml")
        #expect(configuration.disabled == [.staleModule])
        #expect(!configuration.isEnabled(.missingImage, forDocument: "Legacy/Old/Screen.xib"))
        #expect(configuration.severityOfRule == [.missingNamedColor: .error, .duplicateID: .note])
        #expect(configuration.moduleOfClass == ["CardView": "MyKit"])
    }

    @Test func unknownKeysAndValuesNameTheFileAndLine() {
        let cases: [(String, String)] = [
            ("lint:\n  disabled: [stale-module]\n", "r/.nibcat.yml:2: error: unknown key 'disabled' in lint"),
            (
                "lint:\n  severity:\n    stale-module: fatal\n",
                "r/.nibcat.yml:3: error: severity of stale-module must be error, warning or note"
            ),
            ("lint:\n  severity: { no-such-rule: error }\n", "r/.nibcat.yml:2: error: unknown rule 'no-such-rule'"),
            ("lint:\n  paths: { \"A/**\": { disabled: [x] } }\n", "r/.nibcat.yml:2: error: unknown key 'disabled' in paths.A/**"),
        ]
        for (text, message) in cases {
            let error = #expect(throws: LintError.self) { try LintConfiguration.parse(Data(text.utf8), path: "r/.nibcat.yml") }
            #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
        }
        let legacy = #expect(throws: LintError.self) {
            try LintConfiguration.parse(Data(#"{"disabled": [], "severity": {}}"#.utf8), path: "a/.nibcat-lint.json")
        }
        #expect(legacy?.description.hasPrefix("a/.nibcat-lint.json: error: unknown key 'severity' in .nibcat-lint.json") == true)
    }

    @Test func aRootWithBothFilesIsToldToMoveTheOlderOne() throws {
        let root = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"disabled": ["stale-module"]}"#.utf8).write(to: root.appendingPathComponent(".nibcat-lint.json"))
        #expect(try LintConfiguration.load(root: root.path).disabled == [.staleModule])
        try Data("lint:\n  disabled_rules: [duplicate-id]\n".utf8).write(to: root.appendingPathComponent(".nibcat.yml"))
        let error = #expect(throws: LintError.self) { try LintConfiguration.load(root: root.path) }
        #expect(error?.description.hasPrefix(root.path + "/.nibcat-lint.json: error: .nibcat.yml has a lint section") == true)
        try FileManager.default.removeItem(at: root.appendingPathComponent(".nibcat-lint.json"))
        #expect(try LintConfiguration.load(root: root.path).disabled == [.duplicateID])
    }

    @Test func aRootWithoutAFileHasTheEmptyConfiguration() throws {
        #expect(try LintConfiguration.load(root: "/nonexistent-\(UUID().uuidString)") == LintConfiguration())
    }
}
