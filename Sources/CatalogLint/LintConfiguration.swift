import CatalogStore
import Foundation
import InputFiles
import ProjectModel

/// The `lint` section of `.nibcat.yml` at an indexed root:
///
/// ```yaml
/// lint:
///   disabled_rules: [reuse-identifier-missing]
///   paths:
///     "Legacy/**": { disabled_rules: [missing-image, stale-module] }
///   severity: { stale-module: error, missing-named-color: note }
///   modules: { MyKit: [CardView, BadgeView] }
/// ```
///
/// `disabled_rules` turns rules off for the whole root; `paths` turns them off for documents whose
/// path (relative to the root) matches a `PathGlob`; `severity` changes the severity of a rule's
/// findings; `modules` declares the module each listed class is defined in, which `stale-module`
/// then checks every use of that class against instead of guessing from the catalog.
///
/// The older `.nibcat-lint.json` (`disabled`, `paths` with `disabled`, `modules`) is still read at a
/// root without a `lint` section; a root with both is an error that says to move it.
public struct LintConfiguration: Sendable, Hashable {
    public static let fileName = ".nibcat-lint.json"
    static let sectionKeys = ["disabled_rules", "paths", "severity", "modules"]
    static let legacyKeys = ["disabled", "paths", "modules"]

    public var disabled: Set<LintRule>
    public var disabledByPath: [PathRules]
    /// Class name → the module that defines it.
    public var moduleOfClass: [String: String]
    public var severityOfRule: [LintRule: LintSeverity]

    public init(
        disabled: Set<LintRule> = [], disabledByPath: [PathRules] = [],
        moduleOfClass: [String: String] = [:], severityOfRule: [LintRule: LintSeverity] = [:]
    ) {
        self.disabled = disabled
        self.disabledByPath = disabledByPath
        self.moduleOfClass = moduleOfClass
        self.severityOfRule = severityOfRule
    }

    public func isEnabled(_ rule: LintRule, forDocument path: String) -> Bool {
        !disabled.contains(rule) && !disabledByPath.contains { $0.rules.contains(rule) && $0.glob.matches(path) }
    }

    /// The configuration at `root`: the `lint` section of its `.nibcat.yml`, else its
    /// `.nibcat-lint.json`, else the empty one.
    public static func load(root: String) throws(LintError) -> LintConfiguration {
        let project: ProjectConfiguration
        do {
            project = try ProjectConfiguration.load(root: root)
        } catch {
            throw .configuration(error)
        }
        let legacyPath = root + "/" + fileName
        let hasLegacy = FileManager.default.fileExists(atPath: legacyPath)
        if let section = project.lint {
            if hasLegacy {
                throw .configuration(
                    TextFileError(
                        path: legacyPath, line: nil,
                        message: "\(ProjectConfiguration.fileName) has a lint section, so this file is not read: move its "
                            + "settings there (disabled → disabled_rules) and delete it"))
            }
            return try decode(section, legacy: false)
        }
        guard hasLegacy else { return LintConfiguration() }
        let data: Data
        do {
            data = try InputFile.read(legacyPath, inside: root)
        } catch {
            throw .configuration(TextFileError(unreadable: error))
        }
        return try parse(data, path: legacyPath)
    }

    /// A configuration file given by name: a `.json` file in the older form, anything else a
    /// `.nibcat.yml` whose `lint` section is read.
    public static func parse(_ data: Data, path: String) throws(LintError) -> LintConfiguration {
        if path.hasSuffix(".json") {
            return try decode(try jsonNode(data, path: path), legacy: true)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .configuration(TextFileError(path: path, line: nil, message: "not UTF-8 text"))
        }
        let project: ProjectConfiguration
        do {
            project = try ProjectConfiguration.parse(text, path: path)
        } catch {
            throw .configuration(error)
        }
        guard let section = project.lint else { return LintConfiguration() }
        return try decode(section, legacy: false)
    }

    /// The `lint` section (or the whole `.nibcat-lint.json`).
    static func decode(_ section: ConfigurationNode, legacy: Bool) throws(LintError) -> LintConfiguration {
        do {
            return try decodeSection(section, legacy: legacy)
        } catch {
            throw .configuration(error)
        }
    }

    private static func decodeSection(_ section: ConfigurationNode, legacy: Bool) throws(TextFileError) -> LintConfiguration {
        let name = legacy ? fileName : "lint"
        let disabledKey = legacy ? "disabled" : "disabled_rules"
        var configuration = LintConfiguration()
        for entry in try section.entries(allowed: legacy ? legacyKeys : sectionKeys, in: name) {
            switch entry.key {
            case disabledKey:
                configuration.disabled = try rules(entry.value, key: entry.key)
            case "paths":
                for path in try entry.value.entries(in: "paths") {
                    let disabled = try path.value.entries(allowed: [disabledKey], in: "paths.\(path.key)")
                    guard let rules = disabled.first else {
                        throw path.value.error("paths.\(path.key) must say which rules it disables (\(disabledKey))")
                    }
                    configuration.disabledByPath.append(
                        PathRules(glob: PathGlob(path.key), rules: try Self.rules(rules.value, key: rules.key)))
                }
            case "severity":
                for override in try entry.value.entries(in: "severity") {
                    guard let rule = LintRule(rawValue: override.key) else { throw unknownRule(override.key, at: override.value) }
                    let level = try override.value.string(override.key)
                    guard let severity = LintSeverity(rawValue: level) else {
                        throw override.value.error("severity of \(override.key) must be error, warning or note, not '\(level)'")
                    }
                    configuration.severityOfRule[rule] = severity
                }
            case "modules":
                for module in try entry.value.entries(in: "modules") {
                    for name in try module.value.strings("modules.\(module.key)") {
                        if let other = configuration.moduleOfClass[name], other != module.key {
                            throw module.value.error("class '\(name)' is declared in both \(other) and \(module.key)")
                        }
                        configuration.moduleOfClass[name] = module.key
                    }
                }
            default:
                break
            }
        }
        configuration.disabledByPath.sort { $0.glob.description < $1.glob.description }
        return configuration
    }

    private static func rules(_ node: ConfigurationNode, key: String) throws(TextFileError) -> Set<LintRule> {
        guard case .sequence(let items) = node.value else { throw node.error("\(key) must be a list of rules") }
        var rules = Set<LintRule>()
        for item in items {
            let id = try item.string(key)
            guard let rule = LintRule(rawValue: id) else { throw unknownRule(id, at: item) }
            rules.insert(rule)
        }
        return rules
    }

    private static func unknownRule(_ id: String, at node: ConfigurationNode) -> TextFileError {
        node.error("unknown rule '\(id)' (rules: \(LintRule.allCases.map(\.rawValue).joined(separator: ", ")))")
    }

    /// The older JSON file as a configuration tree (JSON has no lines to give).
    private static func jsonNode(_ data: Data, path: String) throws(LintError) -> ConfigurationNode {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .configuration(TextFileError(path: path, line: nil, message: "not a lint configuration: not JSON"))
        }
        func node(_ value: Any) throws(LintError) -> ConfigurationNode {
            switch value {
            case let text as String:
                return ConfigurationNode(value: .scalar(text), path: path, line: nil)
            case let items as [Any]:
                var nodes: [ConfigurationNode] = []
                for item in items {
                    nodes.append(try node(item))
                }
                return ConfigurationNode(value: .sequence(nodes), path: path, line: nil)
            case let dictionary as [String: Any]:
                var entries: [ConfigurationNode.Entry] = []
                for (key, item) in dictionary.sorted(by: { $0.key < $1.key }) {
                    entries.append(ConfigurationNode.Entry(key: key, value: try node(item)))
                }
                return ConfigurationNode(value: .mapping(entries), path: path, line: nil)
            default:
                throw .configuration(TextFileError(path: path, line: nil, message: "not a lint configuration: \(value) is not a name"))
            }
        }
        return try node(object)
    }
}

/// Rules turned off for the documents a glob matches.
public struct PathRules: Sendable, Hashable {
    public var glob: PathGlob
    public var rules: Set<LintRule>

    public init(glob: PathGlob, rules: Set<LintRule>) {
        self.glob = glob
        self.rules = rules
    }
}

public enum LintError: Error, Sendable, Hashable, CustomStringConvertible {
    case configuration(TextFileError)
    case catalog(String)

    public var description: String {
        switch self {
        case .configuration(let error):
            return error.diagnostic.description
        case .catalog(let description):
            return description
        }
    }
}
