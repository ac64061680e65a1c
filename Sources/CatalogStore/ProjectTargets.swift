import Foundation
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
}
