import Foundation
import InputFiles
import ProjectModel
import TestSupport
import Testing
import XcodeProject

/// The targets of the projects at a root (Tests/Fixtures/Project: an iOS app and a watchOS app).
@Suite struct ProjectTargetsTests {
    private let root = TestPaths.fixtures.appendingPathComponent("Project")

    @Test func targetsAreFoundAtTheRootOrWhereTheConfigurationSays() throws {
        let found = try ProjectTargets.load(root: root.path, configuration: ProjectConfiguration())
        #expect(found.targets.map(\.name) == ["Shop", "Shop Watch App"])
        #expect(found.targets(containing: "Shop/fr.lproj/Main.strings").map(\.name) == ["Shop"])
        #expect(found.targets(containing: "Shop Watch/Assets.xcassets/Logo.imageset").map(\.name) == ["Shop Watch App"])

        var configuration = ProjectConfiguration()
        configuration.projects = []
        #expect(try ProjectTargets.load(root: root.path, configuration: configuration).targets.isEmpty)
        configuration.projects = ["Missing.xcodeproj"]
        let error = #expect(throws: TextFileError.self) { try ProjectTargets.load(root: root.path, configuration: configuration) }
        #expect(error?.diagnostic.path?.hasSuffix("Missing.xcodeproj/project.pbxproj") == true)
        #expect(error?.diagnostic.line == nil && error?.diagnostic.severity == .error)
        #expect(error?.diagnostic.message.hasPrefix("cannot read file") == true)
    }

    /// A repository of a library with demo apps keeps their projects a folder or two down: those
    /// are read when the root has none (and the configuration names none), and their targets'
    /// paths are the root's, `..` resolved.
    @Test func projectsOneOrTwoFoldersDownAreReadWhenTheRootHasNone() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = folder.appendingPathComponent("Demos/Shop")
        try FileManager.default.createDirectory(at: demo.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root, to: demo)
        // A dependency's project is not the repository's.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Pods"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Shop.xcodeproj"), to: folder.appendingPathComponent("Pods/Pods.xcodeproj"))
        let found = try ProjectTargets.load(root: folder.path, configuration: ProjectConfiguration())
        #expect(found.targets.map(\.name) == ["Shop", "Shop Watch App"])
        #expect(found.targets(containing: "Demos/Shop/Shop/fr.lproj/Main.strings").map(\.name) == ["Shop"])
        #expect(try ProjectTargets.load(root: root.path, configuration: ProjectConfiguration()).targets.count == 2)
        #expect(XcodeProject.joined("Demos/App", "../../Shared.xcassets") == "Shared.xcassets")
        #expect(XcodeProject.joined("", "../Outside") == "../Outside")
    }

    /// An `.xcodeproj` holding only shared schemes is one XcodeGen generates and the repository does
    /// not commit: the targets are those of its `project.yml`, and its root is found from a document.
    @Test func aGeneratedProjectNotCommittedGivesWayToItsXcodeGenManifest() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Shop.xcodeproj/xcshareddata/xcschemes"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Shop/Views"), withIntermediateDirectories: true)
        try Data("targets:\n  Shop:\n    platform: iOS\n    deploymentTarget: \"15.0\"\n    sources: [Shop]\n".utf8)
            .write(to: folder.appendingPathComponent("project.yml"))
        let xib = folder.appendingPathComponent("Shop/Views/Card.xib")
        try Data("<document/>".utf8).write(to: xib)
        let found = try ProjectTargets.load(root: folder.path, configuration: ProjectConfiguration())
        #expect(found.targets(containing: "Shop/Views/Card.xib").map(\.moduleName) == ["Shop"])
        let target = try ProjectLookup().target(of: xib.path)
        #expect(target?.target.deploymentTarget == "15.0")
        #expect(target?.root == folder.path)
    }

    /// Xcode's project is read once per run: a lookup that has read it answers later documents from
    /// memory (here, even after the project is gone), where a new lookup reads the folder again.
    @Test func aLookupReadsEachProjectOnce() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("Project")
        try FileManager.default.copyItem(at: root, to: copy)
        let lookup = ProjectLookup()
        let storyboard = try #require(try lookup.enclosing(document: copy.path + "/Shop/Base.lproj/Main.storyboard"))
        #expect(storyboard.root == copy.resolvingSymlinksInPath().path)
        #expect(storyboard.targets.map(\.name) == ["Shop"])

        try FileManager.default.removeItem(at: copy.appendingPathComponent("Shop.xcodeproj"))
        let legacy = try #require(try lookup.enclosing(document: copy.path + "/Shop/Legacy.xib"))
        #expect(legacy.targets.isEmpty, "in the project's groups, copied by no target")
        #expect(try lookup.enclosing(document: copy.path + "/Shop/Base.lproj/Main.storyboard")?.targets.map(\.name) == ["Shop"])
        #expect(try ProjectLookup().enclosing(document: copy.path + "/Shop/Legacy.xib") == nil)
    }

    /// The one target a document builds into: none for a document of no target or outside any project.
    @Test func theTargetOfADocument() throws {
        let lookup = ProjectLookup()
        let shop = try #require(try lookup.target(of: root.path + "/Shop/Base.lproj/Main.storyboard"))
        #expect(shop.target.name == "Shop")
        #expect(shop.root == root.resolvingSymlinksInPath().path)
        #expect(try lookup.target(of: root.path + "/Shop/Legacy.xib") == nil)
        #expect(try lookup.target(of: TestPaths.fixtures.appendingPathComponent("IB/Segues.storyboard").path) == nil)
    }
}
