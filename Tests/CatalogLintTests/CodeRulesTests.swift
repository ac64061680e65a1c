import CatalogLint
import Foundation
import TestSupport
import Testing

/// The code cross-check on `Tests/Fixtures/CodeCrossCheck`: a File's Owner whose superclass is
/// declared in Objective-C, an External Object implemented in a `.m`, and one defect per rule.
@Suite struct CodeRulesTests {
    private func findings(_ rule: LintRule) throws -> [String] {
        let tree = try IndexedTree(TestPaths.fixtures.appendingPathComponent("CodeCrossCheck"))
        defer { tree.remove() }
        return try Linter(rules: [rule], configuration: LintConfiguration()).lint(tree.catalog).map { "\($0.location) \($0.message)" }
    }

    @Test func outletsFollowSuperclassesAcrossLanguagesAndSuggestTheNearestName() throws {
        #expect(try findings(.outletWithoutProperty) == [
            "Profile.xib:13 outlet 'titleLabl' names no @IBOutlet of ProfileController (ProfileController.swift:3): "
                + "loading the nib throws 'not key value coding-compliant for the key titleLabl'; did you mean `titleLabel`?"
        ])
    }

    @Test func actionsAreCheckedOnFilesOwnerAndExternalObjects() throws {
        #expect(try findings(.actionWithoutMethod) == [
            "Profile.xib:40 action 'gone:' names no @IBAction of Coordinator (Coordinator.m:3): the control sends an unrecognized selector"
        ])
    }

    @Test func onlyClassesOfTheSourcesModulesAreMissed() throws {
        #expect(try findings(.undeclaredCustomClass) == [
            "Profile.xib:28 custom class GhostView (module App) is declared by no source: UIKit makes a plain base-class object instead"
        ])
    }

    @Test func declarationsNoDocumentConnectsAreReportedInTheSource() throws {
        #expect(try findings(.unusedIBDeclaration) == [
            "ProfileController.swift:5 @IBOutlet 'titleLabel' of ProfileController is connected by no document"
        ])
    }

    @Test func anOutletOfADeclaredClassConnectedToAnotherClassIsAMismatch() throws {
        #expect(try findings(.outletTypeMismatch) == [
            "Profile.xib:12 outlet 'avatarView' is a RoundView in code (ProfileController.swift:4) but connects to a FancyView"
        ])
    }
}
