import Foundation
import InputFiles
import ProjectModel

/// The `package` section of `.nibcat.yml`: what `nibcat package` uses where its options say nothing.
///
/// ```yaml
/// package:
///   name: ShopResources
///   output: dist
///   target: Shop
///   identifier: com.example.shop.resources
///   platform: ios
///   include: ["Shop/**"]
///   development_region: en
///   module: Shop
/// ```
public struct PackageDefaults: Sendable, Hashable {
    static let keys = ["name", "output", "target", "identifier", "platform", "include", "development_region", "module"]

    public var name: String?
    /// Absolute: a relative `output` is relative to the root whose `.nibcat.yml` says it.
    public var output: String?
    public var target: String?
    public var identifier: String?
    public var platform: BundleSpec.Platform?
    public var includes: [String]?
    public var developmentRegion: String?
    public var module: String?

    public init() {}

    static func decode(_ section: ConfigurationNode, root: String) throws(TextFileError) -> PackageDefaults {
        var defaults = PackageDefaults()
        for entry in try section.entries(allowed: keys, in: "package") {
            switch entry.key {
            case "name": defaults.name = try entry.value.nonEmptyString(entry.key)
            case "output":
                let output = try entry.value.nonEmptyString(entry.key)
                defaults.output = output.hasPrefix("/") ? output : root + "/" + output
            case "target": defaults.target = try entry.value.nonEmptyString(entry.key)
            case "identifier": defaults.identifier = try entry.value.nonEmptyString(entry.key)
            case "platform":
                let platform = try entry.value.string(entry.key)
                guard let known = BundleSpec.Platform(rawValue: platform) else {
                    throw entry.value.error("platform must be ios or macos, not '\(platform)'")
                }
                defaults.platform = known
            case "include": defaults.includes = try entry.value.strings(entry.key)
            case "development_region": defaults.developmentRegion = try entry.value.nonEmptyString(entry.key)
            case "module": defaults.module = try entry.value.nonEmptyString(entry.key)
            default: break
            }
        }
        return defaults
    }

    /// The `package` section of the indexed root that has one; none when no root has one. Two
    /// roots with one are an error: the command line must then say which bundle it builds.
    public static func load(sources: any PackageSources) throws(BundleError) -> PackageDefaults {
        let roots: [String]
        do {
            roots = Array(Set(try sources.bundleSourceDocuments().map(\.root))).sorted()
        } catch {
            throw .sources(error)
        }
        var found: [(root: String, defaults: PackageDefaults)] = []
        for root in roots {
            do {
                guard let section = try ProjectConfiguration.load(root: root).package else { continue }
                found.append((root, try decode(section, root: root)))
            } catch {
                throw .configuration(error.diagnostic)
            }
        }
        guard found.count <= 1 else {
            throw .invalidSpec(
                "the .nibcat.yml of \(found.map(\.root).joined(separator: " and ")) both have a package section: "
                    + "give --name and --out")
        }
        return found.first?.defaults ?? PackageDefaults()
    }
}
