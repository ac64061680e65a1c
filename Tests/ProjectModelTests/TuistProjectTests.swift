import Foundation
import TestSupport
import Testing
import XcodeProject

@testable import ProjectModel

@Suite struct TuistProjectTests {
    @Test func globsStartFromTheirFolders() {
        #expect(
            TuistProject.folders(of: ["App/Sources/**/*.swift", "App/Resources/**", "./Shared/*.xib"]) == [
                "App/Resources", "App/Sources", "Shared",
            ])
        #expect(TuistProject.folders(of: ["**/*.xib"]) == [""])
        #expect(TuistProject.folders(of: ["Main.storyboard"]) == ["Main.storyboard"])
    }

    @Test func aManifestsTargetsHaveTheirModulesPlatformsAndFolders() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            """
            import ProjectDescription
            let project = Project(name: "Shop", targets: [
                .target(name: "Shop", destinations: .iOS, product: .app, productName: "Shop App", bundleId: "io.shop",
                        deploymentTargets: .iOS("15.0"), sources: ["Shop/Sources/**"], resources: ["Shop/Resources/**"]),
                .target(name: "Phone", destinations: [.iPhone], product: .app, bundleId: "io.phone",
                        sources: ["Phone/**"], settings: .settings(base: ["PRODUCT_MODULE_NAME": "PhoneKit"])),
            ])
            """.utf8
        ).write(to: folder.appendingPathComponent("Project.swift"))
        let targets = TuistProject.targets(root: folder.path)
        try #require(targets.count == 2)
        #expect(targets[0].moduleName == "Shop_App")
        #expect(targets[0].sdk == "iphoneos")
        #expect(targets[0].deploymentTarget == "15.0")
        #expect(targets[0].deviceFamilies == [1, 2])
        #expect(targets[0].contains("Shop/Resources/Base.lproj/Main.storyboard"))
        #expect(!targets[0].contains("Phone/Card.xib"))
        #expect(targets[1].moduleName == "PhoneKit")
        #expect(targets[1].deviceFamilies == [1])
        #expect(targets[1].deploymentTarget == nil)
        #expect(TuistProject.targets(root: folder.appendingPathComponent("nowhere").path).isEmpty)
    }
}
