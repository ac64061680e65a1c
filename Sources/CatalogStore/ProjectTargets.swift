import Foundation
import ResourceAssets
import XcodeProject

/// The Xcode targets of an indexed root: those of the projects its `.nibcat.yml` names, else of
/// every `.xcodeproj` directly in the root. Paths are relative to the root, as the catalog's are.
public struct ProjectTargets: Sendable, Hashable {
    public var targets: [XcodeTarget]

    public init(targets: [XcodeTarget]) {
        self.targets = targets
    }

    /// The targets of `root`; none when it has no project.
    public static func load(root: String, configuration: ProjectConfiguration) throws(XcodeProjectError) -> ProjectTargets {
        let projects = configuration.projects
            ?? (visibleNames(inFolder: root) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
        var targets: [XcodeTarget] = []
        for project in projects {
            let folder = project.split(separator: "/").dropLast().joined(separator: "/")
            for var target in try XcodeProject.read(root + "/" + project).targets {
                target.resources = target.resources.map { folder.isEmpty ? $0 : folder + "/" + $0 }
                target.excludedResources = target.excludedResources.map { folder.isEmpty ? $0 : folder + "/" + $0 }
                targets.append(target)
            }
        }
        return ProjectTargets(targets: targets)
    }

    /// The targets a document or image at `path` (relative to the root) belongs to.
    public func targets(containing path: String) -> [XcodeTarget] {
        targets.filter { $0.contains(path) }
    }

    public func target(named name: String) -> XcodeTarget? {
        targets.first { $0.name == name }
    }

    /// The images of `library` that belong to one of `targets`: an image set by its folder, a
    /// loose image by its file.
    public static func library(_ library: ImageLibrary, of targets: [XcodeTarget]) -> ImageLibrary {
        ImageLibrary(
            library.images.filter { image in
                let path = image.folder ?? image.variants.first?.path ?? ""
                return targets.contains { $0.contains(path) }
            })
    }

    /// The root around `document` (absolute): the nearest folder above it with a `.nibcat.yml` or
    /// an `.xcodeproj`, and the targets of its projects that the document belongs to; nil when no
    /// folder above it has either.
    public static func enclosing(document: String) throws -> (root: String, targets: [XcodeTarget])? {
        let absolute = URL(fileURLWithPath: document).standardizedFileURL.resolvingSymlinksInPath().path
        var folder = (absolute as NSString).deletingLastPathComponent
        while true {
            let names = visibleNames(inFolder: folder) ?? []
            let hasConfiguration = FileManager.default.fileExists(atPath: folder + "/" + ProjectConfiguration.fileName)
            if hasConfiguration || names.contains(where: { $0.hasSuffix(".xcodeproj") }) {
                let targets = try load(root: folder, configuration: try ProjectConfiguration.load(root: folder))
                return (folder, targets.targets(containing: String(absolute.dropFirst(folder.count + 1))))
            }
            guard folder != "/", !folder.isEmpty else { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// The target named `name` in the projects of the first of `roots` that has one, with that root.
    public static func find(_ name: String, roots: [String]) throws -> (root: String, target: XcodeTarget)? {
        for root in roots {
            if let target = try load(root: root, configuration: try ProjectConfiguration.load(root: root)).target(named: name) {
                return (root, target)
            }
        }
        return nil
    }
}
