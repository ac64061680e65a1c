import CodeSource
import Testing

@Suite struct TuistManifestTests {
    @Test func tuistFourTargetsWithLiteralArguments() {
        let targets = TuistManifest.targets(
            in: """
                import ProjectDescription

                let project = Project(
                    name: "Shop",
                    targets: [
                        .target(
                            name: "Shop", destinations: [.iPhone, .iPad], product: .app, productName: "Shop App",
                            bundleId: "io.shop", deploymentTargets: .iOS("15.0"),
                            sources: ["Shop/Sources/**"], resources: ["Shop/Resources/**", "Shop/*.xib"],
                            settings: .settings(base: ["PRODUCT_MODULE_NAME": "ShopKit", "OTHER": "\\(flag)"])),
                        .target(name: "ShopMac", destinations: .macOS, product: .app, bundleId: "io.shop.mac", sources: "Mac/**"),
                    ])
                """)
        #expect(targets.map(\.name) == ["Shop", "ShopMac"])
        #expect(targets[0].productName == "Shop App")
        #expect(targets[0].destinations == ["iPhone", "iPad"])
        #expect(targets[0].deploymentTarget == "15.0")
        #expect(targets[0].sources == ["Shop/Sources/**"])
        #expect(targets[0].resources == ["Shop/Resources/**", "Shop/*.xib"])
        // An interpolated string is no literal.
        #expect(targets[0].settings == ["PRODUCT_MODULE_NAME": "ShopKit"])
        #expect(targets[1].destinations == ["macOS"])
        #expect(targets[1].sources == ["Mac/**"])
    }

    @Test func tuistThreeTargetsAndWhatCannotBeFollowed() {
        let targets = TuistManifest.targets(
            in: """
                let project = Project(name: "Old", targets: [
                    Target(name: "Old", platform: .iOS, product: .app, bundleId: "io.old",
                           deploymentTarget: .iOS(targetVersion: "13.0", devices: [.iphone, .ipad]),
                           sources: ["Sources/**"], resources: ["Resources/**"]),
                    Target.target(name: "Also", platform: .tvOS, product: .framework, bundleId: "io.also"),
                    Project.app(name: helperName, platform: .iOS),
                    Target(name: "Named \\(suffix)", platform: .iOS, product: .app, bundleId: "io.x"),
                ])
                """)
        // A helper's target, and a target whose name is not a literal, cannot be known without running the manifest.
        #expect(targets.map(\.name) == ["Old", "Also"])
        #expect(targets[0].platform == "iOS")
        #expect(targets[0].deploymentTarget == "13.0")
        #expect(targets[1].platform == "tvOS")
        #expect(TuistManifest.targets(in: "not swift at all {{{").isEmpty)
        #expect(TuistManifest.targets(in: String(repeating: "[", count: 5_000)).isEmpty)
    }
}
