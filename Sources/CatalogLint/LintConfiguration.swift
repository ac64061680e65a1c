import CatalogStore
import Foundation
import InputFiles

/// `.nibcat-lint.json` at an indexed root:
///
/// ```json
/// {
///   "disabled": ["reuse-identifier-missing"],
///   "paths": { "Legacy/**": { "disabled": ["missing-image", "stale-module"] } },
///   "modules": { "MyKit": ["CardView", "BadgeView"] }
/// }
/// ```
///
/// `disabled` turns rules off for the whole root; `paths` turns them off for documents whose path
/// (relative to the root) matches a glob (`*` and `?` within a path component, `**` across them);
/// `modules` declares the module each listed class is defined in, which `stale-module` then checks
/// every use of that class against instead of guessing from the catalog.
public struct LintConfiguration: Sendable, Hashable {
    public static let fileName = ".nibcat-lint.json"

    public var disabled: Set<LintRule>
    public var disabledByPath: [PathRules]
    /// Class name → the module that defines it.
    public var moduleOfClass: [String: String]

    public init(
        disabled: Set<LintRule> = [], disabledByPath: [PathRules] = [],
        moduleOfClass: [String: String] = [:]
    ) {
        self.disabled = disabled
        self.disabledByPath = disabledByPath
        self.moduleOfClass = moduleOfClass
    }

    public func isEnabled(_ rule: LintRule, forDocument path: String) -> Bool {
        !disabled.contains(rule) && !disabledByPath.contains { $0.rules.contains(rule) && $0.glob.matches(path) }
    }

    /// The configuration at `root`, or the empty one when the root has no `.nibcat-lint.json`.
    public static func load(root: String) throws(LintError) -> LintConfiguration {
        let path = root + "/" + fileName
        guard FileManager.default.fileExists(atPath: path) else { return LintConfiguration() }
        let data: Data
        do {
            data = try InputFile.read(path)
        } catch {
            throw .configuration(path: path, message: "cannot read file: \(error.reason)")
        }
        return try parse(data, path: path)
    }

    private struct File: Decodable {
        struct PathRules: Decodable {
            var disabled: [String]
        }
        var disabled: [String]?
        var paths: [String: PathRules]?
        var modules: [String: [String]]?
    }

    public static func parse(_ data: Data, path: String) throws(LintError) -> LintConfiguration {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw .configuration(path: path, message: "not a lint configuration: \(Self.describe(error))")
        }
        var configuration = LintConfiguration(disabled: try rules(file.disabled ?? [], path: path))
        for (glob, entry) in (file.paths ?? [:]).sorted(by: { $0.key < $1.key }) {
            configuration.disabledByPath.append(PathRules(glob: PathGlob(glob), rules: try rules(entry.disabled, path: path)))
        }
        for (module, classes) in file.modules ?? [:] {
            for name in classes {
                if let other = configuration.moduleOfClass[name], other != module {
                    throw .configuration(path: path, message: "class '\(name)' is declared in both \(other) and \(module)")
                }
                configuration.moduleOfClass[name] = module
            }
        }
        return configuration
    }

    private static func rules(_ ids: [String], path: String) throws(LintError) -> Set<LintRule> {
        var rules = Set<LintRule>()
        for id in ids {
            guard let rule = LintRule(rawValue: id) else {
                throw .configuration(path: path, message: "unknown rule '\(id)'")
            }
            rules.insert(rule)
        }
        return rules
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            let at = context.codingPath.map(\.stringValue).joined(separator: ".")
            return at.isEmpty ? context.debugDescription : "\(at): \(context.debugDescription)"
        default:
            return String(describing: error)
        }
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
    case configuration(path: String, message: String)
    case catalog(String)

    public var description: String {
        switch self {
        case .configuration(let path, let message):
            return "\(path): error: \(message)"
        case .catalog(let description):
            return description
        }
    }
}
