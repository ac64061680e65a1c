import CatalogLint
import CatalogLintTestSupport
import Testing

@Suite struct StoryboardRulesTests {
    @Test func referencesToUnknownStoryboardsAndIdentifiers() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        let findings = try Linter(rules: [.unknownStoryboardReference]).lint(tree.catalog)
        // Settings/SettingsRoot and Settings' initial controller resolve; Gone and Nowhere do not.
        #expect(findings.map(\.location) == ["Storyboards/Main.storyboard:78", "Storyboards/Main.storyboard:84"])
        #expect(findings.map(\.objectID) == ["rF2-vc-001", "rF3-vc-001"])
        #expect(findings[1].message == "storyboard reference to 'Nowhere': no storyboard of that name in the catalog")
    }

    @Test func duplicateStoryboardIdentifiers() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        #expect(try tree.locations(.duplicateStoryboardIdentifier) == ["Storyboards/Main.storyboard:62"])
    }

    @Test func duplicateSegueIdentifiersCountWithinOneScene() throws {
        let tree = try IndexedTree()
        defer { tree.remove() }
        // Home has two ShowDetail segues; Detail's own ShowDetail is in another scene.
        #expect(try tree.locations(.duplicateSegueIdentifier) == ["Storyboards/Main.storyboard:21"])
    }
}
