import Foundation
import InputFiles
import XcodeProject

/// The targets of an XcodeGen `project.yml`, for a repository that commits it and not the
/// `.xcodeproj` it generates: each target's module (`PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`,
/// else its name), platform, deployment target (the target's, else `options.deploymentTarget`),
/// device families and source folders. XcodeGen's `sources` hold a target's resources as well as
/// its code, so both are those folders. Read for what it tells about documents and never an
/// error: a manifest this reader cannot follow (a multi-platform target, an `include`d file, an
/// alias) gives fewer targets, and compiling falls back to the document's own module.
enum XcodeGenManifest {
    static let fileName = "project.yml"

    /// XcodeGen's platform names, with the SDK each builds against and the device families its
    /// presets set.
    private static let platforms: [String: (sdk: String, families: [Int])] = [
        "iOS": ("iphoneos", [1, 2]), "tvOS": ("appletvos", [3]), "watchOS": ("watchos", [4]), "macOS": (XcodeTarget.macSDK, []),
        "visionOS": ("xros", [7]),
    ]

    /// The targets of `root`'s `project.yml`; none when there is none or it cannot be read.
    static func targets(root: String) -> [XcodeTarget] {
        let path = root + "/" + fileName
        guard FileManager.default.fileExists(atPath: path), let data = try? InputFile.read(path, inside: root),
            let text = String(data: data, encoding: .utf8), let manifest = try? ConfigurationNode.parseYAML(text, path: path),
            case .mapping(let entries) = manifest.value
        else { return [] }
        let defaults = entries.first { $0.key == "options" }?.value.mapping["deploymentTarget"]
        guard case .mapping(let targets) = entries.first(where: { $0.key == "targets" })?.value.value else { return [] }
        return targets.compactMap { target(named: $0.key, $0.value, deploymentTargets: defaults) }
    }

    private static func target(named name: String, _ node: ConfigurationNode, deploymentTargets defaults: ConfigurationNode?)
        -> XcodeTarget?
    {
        let fields = node.mapping
        guard case .scalar(let platformName) = fields["platform"]?.value, let platform = platforms[platformName] else { return nil }
        var settings: [String: String] = [:]
        for level in [fields["settings"], fields["settings"]?.mapping["base"]] {
            for (key, value) in level?.mapping ?? [:] {
                if case .scalar(let text) = value.value { settings[key] = text }
            }
        }
        let deploymentTarget =
            fields["deploymentTarget"].flatMap { node -> String? in
                if case .scalar(let version) = node.value { return version }
                return node.mapping[platformName]?.scalar
            } ?? defaults?.mapping[platformName]?.scalar
        let deploymentKey = XcodeTarget.deploymentTargetKeyOfSDK[platform.sdk] ?? ""
        let sources = sourcePaths(fields["sources"])
        return XcodeTarget(
            name: name, moduleName: XcodeProject.moduleName(settings: settings, targetName: name), sdk: platform.sdk,
            deploymentTargets: (settings[deploymentKey] ?? deploymentTarget).map { [deploymentKey: $0] } ?? [:],
            deviceFamilies: settings["TARGETED_DEVICE_FAMILY"].map(XcodeTarget.deviceFamilies) ?? platform.families,
            resources: sources, sources: sources)
    }

    /// `sources: Sources`, `sources: [Sources, Shared]` or `sources: [{path: Sources}]`, relative
    /// to the manifest's folder, without a trailing `/` or a leading `./`.
    private static func sourcePaths(_ node: ConfigurationNode?) -> [String] {
        let items: [ConfigurationNode]
        switch node?.value {
        case .scalar: items = [node!]
        case .sequence(let list): items = list
        default: items = []
        }
        return items.compactMap { item in
            guard var path = item.scalar ?? item.mapping["path"]?.scalar else { return nil }
            while path.hasPrefix("./") { path.removeFirst(2) }
            while path.hasSuffix("/") { path.removeLast() }
            return path.isEmpty || path == "." ? nil : path
        }.sorted()
    }
}

extension ConfigurationNode {
    /// A mapping's values by key (the first of a repeated key); empty for anything else.
    fileprivate var mapping: [String: ConfigurationNode] {
        guard case .mapping(let entries) = value else { return [:] }
        return Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    fileprivate var scalar: String? {
        guard case .scalar(let text) = value else { return nil }
        return text
    }
}
