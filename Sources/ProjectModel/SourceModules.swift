import InputFiles

/// The modules each source file of a root compiles into, from the Xcode targets of its projects:
/// every target whose sources phase, headers phase or synchronized folders hold the file. A project
/// whose targets list no sources at all (none can be seen) gives its only target's module to every
/// file. A file no target compiles is a dependency's when it lies where a dependency manager puts
/// one (`DependencyModule`). None else (or when the project cannot be read: the documents'
/// indexing reports that).
public struct SourceModules: Sendable {
    private let root: String
    private let targets: ProjectTargets?

    /// Reads the root's configuration and Xcode projects.
    public init(root: String) {
        self.root = root
        targets = (try? ProjectConfiguration.load(root: root)).flatMap { try? ProjectTargets.load(root: root, configuration: $0) }
    }

    /// Sorted, without repeats.
    public func modules(of path: String) -> [String] {
        var modules: [String] = []
        if let targets {
            if targets.targets.allSatisfy(\.sources.isEmpty) {
                modules = targets.targets.count == 1 ? [targets.targets[0].moduleName] : []
            } else {
                modules = Array(Set(targets.targets(compiling: path).map(\.moduleName))).sorted()
            }
        }
        if modules.isEmpty, let dependency = DependencyModule.of(sourceAt: path, hasPackageManifest: hasPackageManifest) {
            modules = [dependency]
        }
        return modules
    }

    private func hasPackageManifest(_ folder: String) -> Bool {
        FileStatus.of(root + "/" + (folder.isEmpty ? "" : folder + "/") + "Package.swift")?.isRegular == true
    }
}
