import Foundation
import InputFiles
import ResourceAssets

/// The versioned bundles under one folder, as `nibcat package --out` lays them out:
/// `<Name>/<Version>/<Name>.bundle`. Hidden folders (a packager's unfinished staging) and
/// folders that are not versions are not bundles.
public struct ResourceShelf: Sendable {
    public struct Entry: Sendable, Hashable {
        public var name: String
        public var version: BundleVersion
        public var url: URL
    }

    public let root: URL
    /// Every bundle, by name then version, oldest first.
    public let entries: [Entry]

    public init(root: URL) throws(ResourceBundleError) {
        self.root = root
        var entries: [Entry] = []
        for name in try Self.visibleFolders(in: root) {
            let versions = root.appendingPathComponent(name)
            for versionName in try Self.visibleFolders(in: versions) {
                guard let version = BundleVersion(canonical: versionName) else { continue }
                let bundle = root.appendingPathComponent(ResourceBundleLayout.publishedBundlePath(name: name, version: versionName))
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: bundle.path, isDirectory: &isFolder), isFolder.boolValue {
                    entries.append(Entry(name: name, version: version, url: bundle))
                }
            }
        }
        self.entries = entries.sorted { ($0.name, $0.version) < ($1.name, $1.version) }
    }

    public var names: [String] {
        var seen = Set<String>()
        return entries.map(\.name).filter { seen.insert($0).inserted }
    }

    /// The newest version of `name` meeting `requirement`.
    public func entry(named name: String, _ requirement: VersionRequirement = .newest) throws(ResourceBundleError) -> Entry {
        let versions = entries.filter { $0.name == name }
        guard !versions.isEmpty else {
            throw .unknownBundle(shelf: root.path, name: name, available: names)
        }
        guard let chosen = versions.last(where: { requirement.isSatisfied(by: $0.version) }) else {
            throw .noMatchingVersion(
                shelf: root.path, name: name, requirement: requirement.description, available: versions.map(\.version.description))
        }
        return chosen
    }

    /// Opens the newest version of `name` meeting `requirement`.
    public func bundle(
        named name: String, _ requirement: VersionRequirement = .newest, traits: ResourceTraits = ResourceTraits()
    ) throws(ResourceBundleError) -> ResourceBundle {
        try ResourceBundle(url: entry(named: name, requirement).url, traits: traits)
    }

    private static func visibleFolders(in folder: URL) throws(ResourceBundleError) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw .unreadableFolder(path: folder.path, message: FileErrors.describe(error))
        }
        return names.filter { name in
            var isFolder: ObjCBool = false
            return !name.hasPrefix(".")
                && FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }
}
