import ProjectModel
import Foundation
import InputFiles
import TestSupport
import Testing

@Suite struct ProjectConfigurationTests {
    @Test func readsEveryKey() throws {
        let text = """
            included: [App, Shared]
            excluded:
              - Pods
              - "**/build"
            respect_gitignore: false
            projects: [App.xcodeproj]
            lint:
              disabled_rules: [duplicate-id]
            package:
              name: AppResources
            """
        let configuration = try ProjectConfiguration.parse(text, path: "r/.nibcat.yml")
        #expect(configuration.included.map(\.description) == ["App", "Shared"])
        #expect(configuration.excluded.map(\.description) == ["Pods", "**/build"])
        #expect(!configuration.respectsGitignore)
        #expect(configuration.projects == ["App.xcodeproj"])
        #expect(configuration.lint?.line == 8)
        #expect(configuration.package != nil)
    }

    /// What the YAML reader refuses is said without quoting the text: a `.nibcat.yml` may be a
    /// link to anything (an environment, a key file).
    @Test func aReaderErrorQuotesNothingOfTheFile() {
        let text = "included: [App]\nTOKEN=ghp_secret\u{1}\n"
        let error = #expect(throws: TextFileError.self) { try ProjectConfiguration.parse(text, path: "r/.nibcat.yml") }
        #expect(error?.message.hasPrefix("not YAML: control characters are not allowed") == true)
        #expect(error?.message.contains("ghp_secret") == false)
    }

    @Test func anEmptyFileIsTheDefault() throws {
        let configuration = try ProjectConfiguration.parse("", path: "r/.nibcat.yml")
        #expect(configuration.respectsGitignore && configuration.included.isEmpty && configuration.projects == nil)
    }

    @Test func mistakesNameTheFileTheLineAndTheKey() {
        let cases: [(String, Int, String)] = [
            ("included: [App]\nexclude: [Pods]\n", 2, "unknown key 'exclude' in .nibcat.yml"),
            ("respect_gitignore: maybe\n", 1, "respect_gitignore must be true or false, not 'maybe'"),
            ("excluded: {a: b}\n", 1, "excluded must be a list"),
            ("- a\n- b\n", 1, ".nibcat.yml must be a mapping"),
            ("included: [a\n", 2, "not YAML"),
            ("projects: [a]\nprojects: [b]\n", 1, "key 'projects' is given twice"),
            ("projects: App.xcodeproj\n", 1, "projects must be a list"),
        ]
        for (text, line, message) in cases {
            let error = #expect(throws: TextFileError.self) { try ProjectConfiguration.parse(text, path: "r/.nibcat.yml") }
            let diagnostic = error?.diagnostic
            #expect(diagnostic?.path == "r/.nibcat.yml" && diagnostic?.line == line && diagnostic?.severity == .error, "\(text)")
            #expect(diagnostic?.message.hasPrefix(message) == true, "\(diagnostic?.message ?? "no error")")
        }
    }

    /// YAML's composer and the configuration tree recurse: nesting deeper than any configuration
    /// needs is an error naming the file and line, before either runs.
    @Test func deepNestingIsAnErrorWithItsLine() {
        for text in ["excluded:\n  - " + String(repeating: "[", count: 100_000), "a:\n" + String(repeating: "- ", count: 100_000) + "x\n"] {
            let error = #expect(throws: TextFileError.self) { try ProjectConfiguration.parse(text, path: "/r/.nibcat.yml") }
            #expect(error?.line == 2)
            #expect(error?.message.contains("nested more than") == true)
        }
    }
}
