import CatalogLint
import CatalogLintTestSupport
import TestSupport
import Testing

/// IBLinter's rule fixtures (`../shared/corpus/ib/iblinter`) give, for the rules with a counterpart
/// here, the counts its tests expect; a missing corpus fails these tests.
@Suite struct IBLinterConformanceTests {
    private let rules = "IBLinterKitTest/Resources/Rules/"

    private func counts(_ rule: LintRule, configuration: LintConfiguration = LintConfiguration()) throws -> [String: Int] {
        let tree = try IndexedTree(try TestPaths.corpus("ib/iblinter"))
        defer { tree.remove() }
        let findings = try Linter(rules: [rule], configuration: configuration).lint(tree.catalog)
        return findings.reduce(into: [:]) { $0[String($1.document.dropFirst(rules.count)), default: 0] += 1 }
    }

    @Test func imageResourcesFixtureHasFourMissingImages() throws {
        #expect(try counts(.missingImage) == ["ImageResourcesRule/StoryboardAsset.storyboard": 4])
    }

    @Test func duplicateIDFixtureHasTwo() throws {
        #expect(try counts(.duplicateID) == ["DuplicateIdRule/DuplicateID.xib": 2])
    }

    @Test func colorResourcesFixtureHasOneMissingColor() throws {
        // The image fixture also uses a color `Color` that no color set defines.
        #expect(
            try counts(.missingNamedColor) == [
                "ColorResourcesRule/ColorResources.xib": 1, "ImageResourcesRule/StoryboardAsset.storyboard": 1,
            ])
    }

    @Test func reuseIdentifierStoryboardFixtureHasTwo() throws {
        // IBLinter checks only storyboards: a cell in a xib is registered under a name given in code.
        #expect(try counts(.reuseIdentifierMissing) == ["ReuseIdentifierRule/ReuseIdentifier.storyboard": 2])
    }

    @Test func customModuleFixturesWithTheModuleDeclared() throws {
        // IBLinter's test configures TestCustomModule as the module of TestView and TestViewController
        // (its sources, not in the corpus); `modules` says the same here.
        let configuration = LintConfiguration(
            moduleOfClass: ["TestView": "TestCustomModule", "TestViewController": "TestCustomModule"])
        let found = try counts(.staleModule, configuration: configuration)
        #expect(found["CustomModuleRule/CustomModuleNGTest.xib"] == 2)
        #expect(found["CustomModuleRule/CustomModuleNGTest.storyboard"] == 1)
        #expect(found["CustomModuleRule/CustomModuleOKTest.xib"] == nil)
        #expect(found["CustomModuleRule/CustomModuleOKTest.storyboard"] == nil)
    }
}
