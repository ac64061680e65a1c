import Foundation
import TestSupport
import Testing
import XcodeProject

@testable import ProjectModel

@Suite struct XcodeGenManifestTests {
    private func targets(_ manifest: String) throws -> [XcodeTargetSummary] {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("project.yml"))
        return XcodeGenManifest.targets(root: folder.path).map(XcodeTargetSummary.init)
    }

    struct XcodeTargetSummary: Equatable, CustomStringConvertible {
        var description: String
        init(_ target: XcodeTarget) {
            description =
                "\(target.name): module \(target.moduleName), \(target.sdk ?? "-") \(target.deploymentTarget ?? "-"), "
                + "families \(target.deviceFamilies), sources \(target.sources), resources \(target.resources)"
        }
    }

    @Test func targetsGetTheirModulePlatformDeploymentTargetAndSources() throws {
        let found = try targets(
            """
            name: Shop
            options:
              deploymentTarget:
                iOS: "15.0"
                macOS: "13.0"
            targets:
              Shop:
                type: application
                platform: iOS
                sources: [Shop, {path: ./Shared/}]
                settings:
                  base:
                    PRODUCT_MODULE_NAME: ShopApp
              Shop Widgets:
                type: app-extension
                platform: iOS
                deploymentTarget: "16.1"
                sources: Widgets
                settings:
                  TARGETED_DEVICE_FAMILY: "1"
              ShopMac:
                platform: macOS
                deploymentTarget: {macOS: "14.0"}
                sources:
                  - path: Mac
              Everywhere:
                platform: [iOS, tvOS]
                sources: All
            """)
        #expect(
            found.map(\.description) == [
                "Shop: module ShopApp, iphoneos 15.0, families [1, 2], sources [\"Shared\", \"Shop\"], resources [\"Shared\", \"Shop\"]",
                "Shop Widgets: module Shop_Widgets, iphoneos 16.1, families [1], sources [\"Widgets\"], resources [\"Widgets\"]",
                "ShopMac: module ShopMac, macosx 14.0, families [], sources [\"Mac\"], resources [\"Mac\"]",
            ])
    }

    @Test func aManifestThatCannotBeFollowedGivesNoTargets() throws {
        #expect(try targets("targets: [Shop]").isEmpty)
        #expect(try targets("name: [unclosed").isEmpty)
        // An alias is followed (within the parser's bounds): a target without sources holds nothing.
        #expect(
            try targets("base: &base {platform: iOS}\ntargets:\n  Shop: *base\n").map(\.description) == [
                "Shop: module Shop, iphoneos -, families [1, 2], sources [], resources []"
            ])
        #expect(try targets("targets:\n  Shop:\n    sources: Shop\n").isEmpty)
    }
}
