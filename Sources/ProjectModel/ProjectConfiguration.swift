import Foundation
import InputFiles

/// `.nibcat.yml` at an indexed root: which paths are indexed, which Xcode projects say what
/// belongs to which target, and the sections other stages read (`lint`, `package`), kept as
/// `ConfigurationNode`s for them to decode.
///
/// ```yaml
/// included: [App, Shared]
/// excluded: [Pods, build, "**/DerivedData"]
/// respect_gitignore: true
/// projects: [App.xcodeproj]
/// unbundled_images: [fastlane, Docs]
/// lint: { disabled_rules: [reuse-identifier-missing] }
/// package: { name: AppResources, target: App }
/// ```
public struct ProjectConfiguration: Sendable, Hashable {
    public static let fileName = ".nibcat.yml"
    public static let keys = ["included", "excluded", "respect_gitignore", "projects", "unbundled_images", "lint", "package"]

    /// Where repositories keep images that ship in no app: fastlane's screenshots and metadata.
    public static let defaultUnbundledImages = [PathGlob("fastlane"), PathGlob("**/fastlane")]

    /// The file read, when there was one.
    public var path: String?
    /// Only paths (relative to the root) that match one of these, or lie in a folder that does, are
    /// indexed; every path when empty.
    public var included: [PathGlob] = []
    /// Paths never indexed, nor anything below them.
    public var excluded: [PathGlob] = []
    public var respectsGitignore = true
    /// `.xcodeproj` folders relative to the root; nil when not given, so that those at the root are read.
    public var projects: [String]?
    /// Images at these paths, or in folders that match, ship in no app (screenshots, documentation):
    /// `images --unused` leaves them out. Given, the list replaces the default.
    public var unbundledImages = Self.defaultUnbundledImages
    public var lint: ConfigurationNode?
    public var package: ConfigurationNode?

    public init() {}

    /// The configuration at `root`, or the default one when the root has no `.nibcat.yml`.
    public static func load(root: String) throws(TextFileError) -> ProjectConfiguration {
        let path = root + "/" + fileName
        guard FileManager.default.fileExists(atPath: path) else { return ProjectConfiguration() }
        let data: Data
        do {
            data = try InputFile.read(path, inside: root)
        } catch {
            throw TextFileError(unreadable: error)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TextFileError(path: path, line: nil, message: "not UTF-8 text")
        }
        return try parse(text, path: path)
    }

    /// Whether the image file or set at `path` (relative to the root) is in no app by
    /// `unbundledImages`: the path or one of its folders matches.
    public func isUnbundledImage(_ path: String) -> Bool {
        let components = PathGlob.components(of: path)
        return (1...max(components.count, 1)).contains { length in
            unbundledImages.contains { $0.matches(components: components.prefix(length)) }
        }
    }

    public static func parse(_ text: String, path: String) throws(TextFileError) -> ProjectConfiguration {
        var configuration = ProjectConfiguration()
        configuration.path = path
        let document = try ConfigurationNode.parseYAML(text, path: path)
        for entry in try document.entries(allowed: keys, in: fileName) {
            switch entry.key {
            case "included": configuration.included = try entry.value.strings(entry.key).map(PathGlob.init)
            case "excluded": configuration.excluded = try entry.value.strings(entry.key).map(PathGlob.init)
            case "respect_gitignore": configuration.respectsGitignore = try entry.value.bool(entry.key)
            case "projects": configuration.projects = try entry.value.strings(entry.key)
            case "unbundled_images": configuration.unbundledImages = try entry.value.strings(entry.key).map(PathGlob.init)
            case "lint": configuration.lint = entry.value
            case "package": configuration.package = entry.value
            default: break
            }
        }
        return configuration
    }
}
