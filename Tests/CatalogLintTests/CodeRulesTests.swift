import CatalogLint
import CatalogLintTestSupport
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
        #expect(
            try findings(.outletWithoutProperty) == [
                "Profile.xib:13 outlet 'titleLabl' names no @IBOutlet of ProfileController (ProfileController.swift:4): "
                    + "loading the nib throws 'not key value coding-compliant for the key titleLabl'; did you mean `titleLabel`?"
            ])
    }

    @Test func actionsAreCheckedOnFilesOwnerAndExternalObjects() throws {
        #expect(
            try findings(.actionWithoutMethod) == [
                "Profile.xib:40 action 'gone:' names no method of Coordinator (Coordinator.m:3): the control sends an unrecognized selector"
            ])
    }

    @Test func onlyClassesOfTheSourcesModulesAreMissed() throws {
        #expect(
            try findings(.undeclaredCustomClass) == [
                "Profile.xib:28 custom class GhostView (module App) is declared by no source: UIKit makes a plain base-class object instead"
            ])
    }

    @Test func declarationsNoDocumentConnectsAreReportedInTheSource() throws {
        #expect(
            try findings(.unusedIBDeclaration) == [
                "ProfileController.swift:6 @IBOutlet 'titleLabel' of ProfileController is connected by no document"
            ])
    }

    @Test func anOutletOfADeclaredClassConnectedToAnotherClassIsAMismatch() throws {
        #expect(
            try findings(.outletTypeMismatch) == [
                "Profile.xib:12 outlet 'avatarView' is a RoundView in code (ProfileController.swift:5) but connects to a FancyView"
            ])
    }

    /// Keys an inspectable, an `@objc` property, an extension of a UIKit class, the `layer` and
    /// UIKit itself (a cell's read-only `textLabel` in a key path too) provide are set; a plain Swift property is an error, an unknown key a warning,
    /// and classes whose base is not UIKit's (`MKMapView`) or not declared are not judged.
    @Test func runtimeAttributesNeedAKeyKeyValueCodingCanSet() throws {
        let tree = try IndexedTree(TestPaths.fixtures.appendingPathComponent("CodeCrossCheck"))
        defer { tree.remove() }
        let found = try Linter(rules: [.runtimeAttributeWithoutProperty], configuration: LintConfiguration()).lint(tree.catalog)
        #expect(
            found.map { "\($0.severity) \($0.location) \($0.message)" } == [
                "error Profile.xib:52 runtime attribute 'shadowRadius' sets 'shadowRadius', a Swift property of CardView "
                    + "(ProfileController.swift:20) that Objective-C cannot see: loading the nib throws "
                    + "'not key value coding-compliant for the key shadowRadius'; mark it @IBInspectable or @objc",
                "warning Profile.xib:63 runtime attribute 'cornerRadios' sets 'cornerRadios', which CardView "
                    + "(ProfileController.swift:17) does not declare: unless UIView has it, loading the nib throws "
                    + "'not key value coding-compliant for the key cornerRadios'; did you mean `cornerRadius`?",
            ])
    }

    /// The suggestion is the key as the source declares it, not rebuilt from its setter form
    /// (`URLString` was suggested as `uRLString`).
    @Test func anUndeclaredKeysSuggestionIsSpelledAsDeclared() throws {
        let source = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: source) }
        try Data(
            """
            import UIKit
            final class LinkView: UIView {
                @IBInspectable var URLString: String = ""
            }
            """.utf8
        ).write(to: source.appendingPathComponent("LinkView.swift"))
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="lK1-vw-001" customClass="LinkView">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="URLStrng" value="https://example.com"/>
                        </userDefinedRuntimeAttributes>
                    </view>
                </objects>
            </document>
            """.utf8
        ).write(to: source.appendingPathComponent("Link.xib"))
        let tree = try IndexedTree(source)
        defer { tree.remove() }
        let found = try Linter(rules: [.runtimeAttributeWithoutProperty], configuration: LintConfiguration()).lint(tree.catalog)
        #expect(found.map(\.message).allSatisfy { $0.hasSuffix("did you mean `URLString`?") })
        #expect(found.count == 1)
    }

    /// `Tests/Fixtures/CodeModules`: an Xcode project whose targets App and KitCore compile their
    /// own sources and share one. A class declared only in the other target's module is missed; the
    /// shared class is in both, and its unconnected outlet is reported once.
    @Test func aClassOfAnotherTargetsModuleDoesNotCount() throws {
        let tree = try IndexedTree(TestPaths.fixtures.appendingPathComponent("CodeModules"))
        defer { tree.remove() }
        #expect(try tree.locations(.undeclaredCustomClass) == ["Views.xib:16", "Views.xib:28"])
        #expect(try tree.locations(.unusedIBDeclaration) == ["Shared/SharedView.swift:4"])
    }

    /// `customModuleProvider="target"` builds a document with the module of the target holding it:
    /// a module name left from before the target was renamed is not where the class is looked for.
    @Test func aStaleModuleOfTheTargetIsTheTargetsModule() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("CodeModules")
        try FileManager.default.copyItem(at: TestPaths.fixtures.appendingPathComponent("CodeModules"), to: project)
        let views = project.appendingPathComponent("Views.xib")
        let text = try String(contentsOf: views, encoding: .utf8)
        try text.replacingOccurrences(
            of: "customClass=\"AppView\" customModule=\"App\" customModuleProvider=\"target\"",
            with: "customClass=\"AppView\" customModule=\"OldAppName\" customModuleProvider=\"target\""
        ).write(to: views, atomically: false, encoding: .utf8)
        let tree = try IndexedTree(project)
        defer { tree.remove() }
        // Unchanged from the fixture's own findings: the renamed module's AppView is App's.
        #expect(try tree.locations(.undeclaredCustomClass) == ["Views.xib:16", "Views.xib:28"])
    }

    /// A macOS window whose custom class is AppKit's own (`NSPanel`) is no missing class, nor is a
    /// package's class an outlet is typed with; the finding for a missing one names AppKit.
    @Test func systemClassesAreDeclaredAndAMacDocumentsFrameworkIsAppKit() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                    <window title="Panel" id="w1" customClass="NSPanel">
                        <rect key="contentRect" x="0" y="0" width="480" height="270"/>
                        <view key="contentView" id="v1" customClass="GhostView">
                            <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                            <subviews>
                                <customView id="s1" customClass="MASShortcutView">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                </customView>
                            </subviews>
                        </view>
                    </window>
                </objects>
            </document>
            """
        try Data(xib.utf8).write(to: folder.appendingPathComponent("Panel.xib"))
        // A package's class the sources type an outlet with: it exists, in a module they import.
        try Data(
            "import AppKit\nimport MASShortcut\n\nfinal class AppDelegate: NSObject {\n    @IBOutlet weak var shortcut: MASShortcutView!\n}\n"
                .utf8
        )
        .write(to: folder.appendingPathComponent("AppDelegate.swift"))
        let tree = try IndexedTree(folder)
        defer { tree.remove() }
        let found = try Linter(rules: [.undeclaredCustomClass], configuration: LintConfiguration()).lint(tree.catalog)
        #expect(
            found.map { "\($0.location) \($0.message)" } == [
                "Panel.xib:7 custom class GhostView is declared by no source: AppKit makes a plain base-class object instead"
            ])
    }
}
