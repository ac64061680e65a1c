import Foundation
import InputFiles
import ResourceAssets
import Synchronization
import XcodeProject

/// The Xcode targets of an indexed root: those of the projects its `.nibcat.yml` names, else of
/// every `.xcodeproj` directly in the root, else of those one or two folders down (a repository
/// of a library with its demo apps: `Demos/App/App.xcodeproj`). Paths are relative to the root,
/// as the catalog's are.
public struct ProjectTargets: Sendable, Hashable {
    public var targets: [XcodeTarget]

    public init(targets: [XcodeTarget]) {
        self.targets = targets
    }

    /// The targets of `root`; without a project (or with only generated ones not committed), those
    /// of its XcodeGen `project.yml`, if any.
    public static func load(root: String, configuration: ProjectConfiguration) throws(TextFileError) -> ProjectTargets {
        // A project found beside the documents without its `project.pbxproj` is one XcodeGen or
        // Tuist generates and the repository does not commit (only its shared schemes): no project.
        let projects = configuration.projects ?? committedProjects(in: root)
        var targets: [XcodeTarget] = []
        for project in projects {
            let folder = project.split(separator: "/").dropLast().joined(separator: "/")
            for var target in try XcodeProject.read(root + "/" + project, inside: root).targets {
                // A project below the root may name files beside it (`../../Shared.xcassets`).
                target.resources = target.resources.map { XcodeProject.joined(folder, $0) }
                target.excludedResources = target.excludedResources.map { XcodeProject.joined(folder, $0) }
                target.sources = target.sources.map { XcodeProject.joined(folder, $0) }
                targets.append(target)
            }
        }
        if projects.isEmpty {
            targets = XcodeGenManifest.targets(root: root)
        }
        if projects.isEmpty, targets.isEmpty {
            targets = TuistProject.targets(root: root)
        }
        return ProjectTargets(targets: targets)
    }

    /// Folders where projects are not looked for: dependencies' and builds' own projects.
    private static let foldersWithoutProjects: Set<String> = ["Pods", "Carthage", "node_modules", "build", "DerivedData", "SourcePackages"]

    /// The `.xcodeproj` folders with a `project.pbxproj` directly in `root`, else in the first
    /// level of folders below it that has any, at most two down; relative to the root, sorted.
    static func committedProjects(in root: String) -> [String] {
        var level = [""]
        for _ in 0..<3 {
            var found: [String] = []
            var next: [String] = []
            for folder in level {
                let prefix = folder.isEmpty ? "" : folder + "/"
                for name in visibleNames(inFolder: root + "/" + prefix) ?? [] {
                    if name.hasSuffix(".xcodeproj") {
                        if FileManager.default.fileExists(atPath: root + "/" + prefix + name + "/project.pbxproj") {
                            found.append(prefix + name)
                        }
                    } else if !foldersWithoutProjects.contains(name), !name.contains("."),
                        FileStatus.of(root + "/" + prefix + name, followingLinks: false)?.isDirectory == true
                    {
                        next.append(prefix + name)
                    }
                }
            }
            if !found.isEmpty {
                return found.sorted()
            }
            level = next
        }
        return []
    }

    /// The targets a document or image at `path` (relative to the root) belongs to.
    public func targets(containing path: String) -> [XcodeTarget] {
        targets.filter { $0.contains(path) }
    }

    /// The targets that compile the source file at `path` (relative to the root).
    public func targets(compiling path: String) -> [XcodeTarget] {
        targets.filter { $0.compiles(path) }
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

    /// The target named `name` in the projects of the first of `roots` that has one, with that root.
    public static func find(_ name: String, roots: [String]) throws(TextFileError) -> (root: String, target: XcodeTarget)? {
        for root in roots {
            if let target = try load(root: root, configuration: try ProjectConfiguration.load(root: root)).target(named: name) {
                return (root, target)
            }
        }
        return nil
    }
}

/// The roots and project targets around documents, remembered for one run over many documents: a
/// compile of a whole tree lists each folder and reads each project once, not once per document.
public final class ProjectLookup: Sendable {
    private struct State {
        /// A folder's root (the folder itself or the nearest one above it), nil when there is none.
        var rootOfFolder: [String: String?] = [:]
        var targetsOfRoot: [String: Result<ProjectTargets, TextFileError>] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    /// The root around `document`: the nearest folder above it with a `.nibcat.yml`, an
    /// `.xcodeproj`, an XcodeGen `project.yml` or a Tuist `Project.swift`, and the targets of its projects that the document belongs to; nil when no
    /// folder above it has either.
    public func enclosing(document: String) throws(TextFileError) -> (root: String, targets: [XcodeTarget])? {
        // realpath(3) resolves every link in one call, where Foundation walks the path a
        // component at a time; a compile of many documents asks for each.
        let absolute = realPath(document) ?? URL(fileURLWithPath: document).standardizedFileURL.path
        guard let root = root(of: parentFolder(of: absolute)) else { return nil }
        return (root, try targets(of: root).get().targets(containing: String(absolute.dropFirst(root.count + 1))))
    }

    /// The one Xcode target `document` builds into, with the root of its project; nil when no
    /// project is around it or the document belongs to no target or to several.
    public func target(of document: String) throws(TextFileError) -> (root: String, target: XcodeTarget)? {
        guard let (root, targets) = try enclosing(document: document), targets.count == 1 else { return nil }
        return (root, targets[0])
    }

    private func root(of folder: String) -> String? {
        if let known = state.withLock({ $0.rootOfFolder[folder] }) {
            return known
        }
        let names = visibleNames(inFolder: folder) ?? []
        let found: String?
        if FileManager.default.fileExists(atPath: folder + "/" + ProjectConfiguration.fileName)
            || names.contains(where: { $0.hasSuffix(".xcodeproj") || $0 == XcodeGenManifest.fileName || $0 == TuistProject.fileName })
        {
            found = folder
        } else if folder == "/" || folder.isEmpty {
            found = nil
        } else {
            found = root(of: parentFolder(of: folder))
        }
        state.withLock { $0.rootOfFolder[folder] = .some(found) }
        return found
    }

    private func targets(of root: String) -> Result<ProjectTargets, TextFileError> {
        if let known = state.withLock({ $0.targetsOfRoot[root] }) {
            return known
        }
        let loaded = Result { () throws(TextFileError) in
            try ProjectTargets.load(root: root, configuration: try ProjectConfiguration.load(root: root))
        }
        state.withLock { $0.targetsOfRoot[root] = loaded }
        return loaded
    }
}
