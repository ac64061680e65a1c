import CatalogStore
import Foundation
import TestSupport
import Testing

/// A root with an `.xcodeproj` answers per target: an iOS app and a watchOS app that both have an
/// image set named `Logo` (Tests/Fixtures/Project).
@Suite struct ProjectTargetsTests {
    private let root = TestPaths.fixtures.appendingPathComponent("Project")

    @Test func theWatchAppsImageSetDoesNotShadowTheIOSOne() throws {
        let (report, folder) = try ImageReportTests.report(of: root)
        defer { try? FileManager.default.removeItem(at: folder) }
        let logo = try #require(report.references.first { $0.document == "Shop/Base.lproj/Main.storyboard" })
        #expect(logo.status == .found)
        #expect(logo.files == ["Shop/Assets.xcassets/Logo.imageset/Logo.png"])
        #expect(report.problems.isEmpty)
    }

    @Test func documentsInNoTargetKeepTheFolderBehaviour() throws {
        let (report, folder) = try ImageReportTests.report(of: root)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Legacy.xib is in the project's groups but no target copies it: every image of the root answers.
        let legacy = try #require(report.references.first { $0.document == "Shop/Legacy.xib" })
        #expect(legacy.status == .found)
    }

    @Test func targetsAreFoundAtTheRootOrWhereTheConfigurationSays() throws {
        let found = try ProjectTargets.load(root: root.path, configuration: ProjectConfiguration())
        #expect(found.targets.map(\.name) == ["Shop", "Shop Watch App"])
        #expect(found.targets(containing: "Shop/fr.lproj/Main.strings").map(\.name) == ["Shop"])
        #expect(found.targets(containing: "Shop Watch/Assets.xcassets/Logo.imageset").map(\.name) == ["Shop Watch App"])

        var configuration = ProjectConfiguration()
        configuration.projects = []
        #expect(try ProjectTargets.load(root: root.path, configuration: configuration).targets.isEmpty)
        configuration.projects = ["Missing.xcodeproj"]
        let error = #expect(throws: (any Error).self) { try ProjectTargets.load(root: root.path, configuration: configuration) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("Missing.xcodeproj/project.pbxproj: error: cannot read file"))
    }
}
