import Foundation
import ResourceAssets
import TestSupport
import Testing

/// A project's images and color sets read straight from disk, as `nibcat render` finds them.
@Suite struct ProjectResourcesTests {
    @Test func exampleProjectImagesAndColors() throws {
        let resources = ProjectResources.scan(root: TestPaths.examples.path)
        #expect(resources.colors["BrandColor"] == .components(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        guard case .found(let logo) = resources.images.resolve("logo") else {
            Issue.record("logo not found")
            return
        }
        #expect(logo.source == .imageSet)
        #expect(ProjectResources.variant(of: logo, scale: 2)?.path == "ExampleApp/Assets.xcassets/logo.imageset/logo@2x.png")
        guard case .found(let edit) = resources.images.resolve("toolbar_edit") else {
            Issue.record("toolbar_edit not found")
            return
        }
        #expect(
            edit.variants.map(\.path) == [
                "ExampleApp/Images/toolbar_edit.png", "ExampleApp/Images/toolbar_edit@2x.png",
                "ExampleApp/Images/toolbar_edit@2x~ipad.png", "ExampleApp/Images/toolbar_edit~ipad.png",
            ])
        // The universal @2x file, not the iPad one; @3x asked of an image without one: the largest.
        #expect(ProjectResources.variant(of: edit, scale: 2)?.path == "ExampleApp/Images/toolbar_edit@2x.png")
        #expect(ProjectResources.variant(of: edit, scale: 3)?.path == "ExampleApp/Images/toolbar_edit@2x.png")
        #expect(resources.images.resolve("missing_banner") == .missing)
    }

    @Test func rootIsTheNearestProjectFolder() {
        let document = TestPaths.examples.appendingPathComponent("ExampleApp/Base.lproj/Main.storyboard").path
        // Examples/ holds WORKSPACE.
        #expect(ProjectResources.root(around: document) == TestPaths.examples.standardizedFileURL.path)
    }

    @Test func colorSetComponentsInEverySpelling() throws {
        func color(_ components: String, space: String = "srgb", extra: String = "") throws -> AssetColor? {
            let json =
                "{\"colors\":[\(extra){\"idiom\":\"universal\",\"color\":{\"color-space\":\"\(space)\",\"components\":{\(components)}}}]}"
            return AssetCatalog.color(inColorSet: try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]))
        }
        #expect(
            try color("\"red\":\"0.200\",\"green\":\"0.400\",\"blue\":\"0.800\",\"alpha\":\"1.000\"")
                == .components(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        #expect(
            try color("\"red\":\"51\",\"green\":\"102\",\"blue\":\"204\",\"alpha\":\"0.500\"")
                == .components(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5))
        #expect(
            try color("\"red\":\"0x33\",\"green\":\"0x66\",\"blue\":\"0xCC\",\"alpha\":\"1\"")
                == .components(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        #expect(
            try color("\"white\":\"0.500\",\"alpha\":\"1.000\"", space: "gray-gamma-22")
                == .components(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        // The dark appearance listed first is not the light color.
        let dark =
            "{\"appearances\":[{\"appearance\":\"luminosity\",\"value\":\"dark\"}],\"idiom\":\"universal\",\"color\":{\"components\":{\"white\":\"0\"}}},"
        #expect(try color("\"white\":\"1\"", extra: dark) == .components(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(try color("\"red\":\"oops\"") == nil)
        let reference = ["colors": [["idiom": "universal", "color": ["platform": "ios", "reference": "systemBlueColor"]]]]
        #expect(AssetCatalog.color(inColorSet: reference) == .system("systemBlueColor"))
    }
}
