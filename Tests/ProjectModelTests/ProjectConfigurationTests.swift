import Foundation
import InputFiles
import ProjectModel
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
            unbundled_images: [Docs]
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
        #expect(configuration.unbundledImages.map(\.description) == ["Docs"])
        #expect(configuration.lint?.line == 9)
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
        #expect(configuration.unbundledImages == ProjectConfiguration.defaultUnbundledImages)
    }

    @Test func unbundledImagesAreThePathsAndFoldersThatMatch() throws {
        let defaults = ProjectConfiguration()
        #expect(defaults.isUnbundledImage("fastlane/screenshots/en-US/1.png"))
        #expect(defaults.isUnbundledImage("Apps/Shop/fastlane/metadata/icon.png"))
        #expect(!defaults.isUnbundledImage("App/Assets.xcassets/fastlane.imageset"))
        #expect(!defaults.isUnbundledImage("App/Images/logo.png"))
        let given = try ProjectConfiguration.parse("unbundled_images: [Docs, \"**/*.screenshot.png\"]\n", path: "r/.nibcat.yml")
        #expect(given.isUnbundledImage("Docs/diagram.png"))
        #expect(given.isUnbundledImage("App/home.screenshot.png"))
        // Given, the list replaces the default.
        #expect(!given.isUnbundledImage("fastlane/screenshots/1.png"))
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

    /// Issue 30: anchors each a list of nine aliases to the one before (438 bytes, nine levels) ran
    /// 54 s and died at an 8 GB cap, Yams and this tree expanding every alias; seven levels (2.7 s)
    /// are refused at the alias that goes over the bound, before either runs.
    @Test func anAliasBombIsAnErrorWithItsLineBeforeAnyExpansion() {
        var text = "lint:\n  a: &a [" + Array(repeating: "\"lol\"", count: 9).joined(separator: ", ") + "]\n"
        for (previous, name) in zip("abcdef", "bcdefg") {
            text += "  \(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        let clock = ContinuousClock()
        let started = clock.now
        let error = #expect(throws: TextFileError.self) { _ = try ProjectConfiguration.parse(text, path: "/r/.nibcat.yml") }
        #expect(clock.now - started < .milliseconds(100))
        #expect(error?.line == 7)
        #expect(error?.message.contains("aliases here would expand the document") == true)
    }

    /// A list named once and repeated hundreds of times is within the bound: each alias adds its
    /// node once, not what the aliases before it added.
    @Test func aliasesWithinReasonReadAsCopiesOfTheirNode() throws {
        let folders = (1...100).map { "Folder\($0)" }.joined(separator: ", ")
        let uses = Array(repeating: "*folders", count: 300).joined(separator: ", ")
        let text = "excluded: &folders [\(folders)]\nincluded: *folders\nlint: {paths: [\(uses)]}\n"
        let configuration = try ProjectConfiguration.parse(text, path: "/r/.nibcat.yml")
        #expect(configuration.included.count == 100)
        #expect(configuration.included == configuration.excluded)
    }
}
