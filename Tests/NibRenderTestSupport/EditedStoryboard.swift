import Foundation
import ResourceAssets
import TestSupport

/// The example app's Main.storyboard and a copy edited as a reviewer's change would be: the
/// Home scene's welcome label reworded, its logo moved down, its badge removed and a label added.
public enum EditedStoryboard {
    public static let path = TestPaths.examples.appendingPathComponent("ExampleApp/Base.lproj/Main.storyboard").path
    public static let homeController = "hM4-vC-1pZ"
    public static let reworded = "wL9-hL-2cT"
    public static let moved = "lG6-iV-5nR"
    public static let removed = "bG8-vH-4tQ"
    public static let added = "nEw-lB-1aA"
    /// The example app's resources, which its storyboard's pictures draw with.
    public static let resources = ProjectResources.scan(root: ProjectResources.root(around: path))

    public static func original() throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    public static func edited() throws -> String {
        var text = try original()
        text = try replacing(text, "text=\"Welcome back\"", with: "text=\"Welcome home\"")
        text = try replacing(
            text, "<rect key=\"frame\" x=\"146.66666666666666\" y=\"147.33333333333334\" width=\"100\" height=\"40\"/>",
            with: "<rect key=\"frame\" x=\"146.66666666666666\" y=\"160\" width=\"100\" height=\"40\"/>")
        let badge = #/<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bG8-vH-4tQ"(?s:.*?)</view>\n/#
        guard text.contains(badge) else { throw Missing(text: "the badge view") }
        text.replace(badge, with: "", maxReplacements: 1)
        text = try replacing(
            text, "<imageView clipsSubviews=\"YES\"",
            with:
                "<label text=\"New label\" id=\"\(added)\"><rect key=\"frame\" x=\"16\" y=\"80\" width=\"200\" height=\"21\"/></label>\n<imageView clipsSubviews=\"YES\""
        )
        return text
    }

    private static func replacing(_ text: String, _ old: String, with new: String) throws -> String {
        guard text.components(separatedBy: old).count == 2 else { throw Missing(text: old) }
        return text.replacingOccurrences(of: old, with: new)
    }

    public struct Missing: Error, CustomStringConvertible {
        public var text: String
        public var description: String { "Main.storyboard no longer holds exactly one \(text)" }
    }
}
