import CatalogLint
import Foundation
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
        #expect(malformed?.description.hasPrefix("a/.nibcat-lint.json: error: not a lint configuration: disabled") == true)
        let twice = #expect(throws: LintError.self) {
            try LintConfiguration.parse(Data(#"{"modules": {"A": ["V"], "B": ["V"]}}"#.utf8), path: "b.json")
        }
        #expect(twice?.description.hasPrefix("b.json: error: class 'V' is declared in both ") == true)
    }

    @Test func aRootWithoutAFileHasTheEmptyConfiguration() throws {
        #expect(try LintConfiguration.load(root: "/nonexistent-\(UUID().uuidString)") == LintConfiguration())
    }
}
