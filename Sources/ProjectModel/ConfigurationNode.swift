import InputFiles
import Yams

/// One value of a configuration file with the file and line it came from, so that whichever
/// module owns a section can decode it and name the place of each mistake. Yams stays inside
/// `ProjectModel`: the modules to its right see only this tree.
public struct ConfigurationNode: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        case scalar(String)
        case sequence([ConfigurationNode])
        case mapping([Entry])
    }

    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: ConfigurationNode

        public init(key: String, value: ConfigurationNode) {
            self.key = key
            self.value = value
        }
    }

    public var value: Value
    public var path: String
    public var line: Int?

    public init(value: Value, path: String, line: Int?) {
        self.value = value
        self.path = path
        self.line = line
    }

    /// Deeper than any configuration needs (a list in a mapping in a mapping), shallow enough
    /// that Yams's recursive composer and this tree's recursive reading cannot exhaust the stack.
    static let maximumNesting = 64

    /// The deepest nesting `text` opens on any line: flow brackets (`[`, `{`) and block sequences
    /// written on one line (`- - -`); indentation cannot go deep in a file of a sane size.
    static func nesting(of text: String) -> (depth: Int, line: Int) {
        var deepest = (depth: 0, line: 1)
        var flow = 0
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var dashes = 0
            var leading = true
            for character in line {
                switch character {
                case "[", "{": flow += 1
                case "]", "}": flow = max(0, flow - 1)
                case "-" where leading: dashes += 1
                case " ", "\t": break
                default: leading = false
                }
                if flow + dashes > deepest.depth {
                    deepest = (flow + dashes, number + 1)
                }
            }
        }
        return deepest
    }

    /// The YAML document `text`; an empty document is an empty mapping.
    public static func parseYAML(_ text: String, path: String) throws(TextFileError) -> ConfigurationNode {
        let nesting = nesting(of: text)
        if nesting.depth > maximumNesting {
            throw TextFileError(
                path: path, line: nesting.line, message: "nested more than \(maximumNesting) levels deep")
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
            throw TextFileError(
                path: path, line: context.mark.line,
                message: "key '\(duplicates.joined(separator: "', '"))' is given twice in this mapping")
        } catch let error as YamlError {
            throw TextFileError(path: path, line: Self.line(of: error), message: "not YAML: \(Self.problem(of: error))")
        } catch {
            throw TextFileError(path: path, line: nil, message: "not YAML")
        }
        guard let node else { return ConfigurationNode(value: .mapping([]), path: path, line: 1) }
        return try ConfigurationNode(node, path: path)
    }

    private init(_ node: Node, path: String) throws(TextFileError) {
        self.path = path
        line = node.mark?.line
        switch node {
        case .scalar(let scalar):
            value = .scalar(scalar.string)
        case .sequence(let sequence):
            var items: [ConfigurationNode] = []
            for item in sequence {
                items.append(try ConfigurationNode(item, path: path))
            }
            value = .sequence(items)
        case .mapping(let mapping):
            var entries: [Entry] = []
            for (key, item) in mapping {
                guard case .scalar(let name) = key else {
                    throw TextFileError(path: path, line: key.mark?.line, message: "a key must be a plain name")
                }
                entries.append(Entry(key: name.string, value: try ConfigurationNode(item, path: path)))
            }
            value = .mapping(entries)
        case .alias:
            throw TextFileError(path: path, line: line, message: "aliases are not supported")
        }
    }

    public func error(_ message: String) -> TextFileError {
        TextFileError(path: path, line: line, message: message)
    }

    /// The entries of a mapping, every key one of `keys`: an unknown key is a mistake (a typo would
    /// otherwise turn a setting off without a word), named with its line and the keys allowed.
    public func entries(allowed keys: [String], in section: String) throws(TextFileError) -> [Entry] {
        guard case .mapping(let entries) = value else { throw error("\(section) must be a mapping") }
        for entry in entries where !keys.contains(entry.key) {
            throw TextFileError(
                path: path, line: entry.value.line,
                message: "unknown key '\(entry.key)' in \(section) (known keys: \(keys.joined(separator: ", ")))")
        }
        return entries
    }

    /// The entries of a mapping whose keys are names the user chooses (globs, modules).
    public func entries(in section: String) throws(TextFileError) -> [Entry] {
        guard case .mapping(let entries) = value else { throw error("\(section) must be a mapping") }
        return entries
    }

    public func string(_ key: String) throws(TextFileError) -> String {
        guard case .scalar(let text) = value else { throw error("\(key) must be a single value") }
        return text
    }

    /// A list of single values.
    public func strings(_ key: String) throws(TextFileError) -> [String] {
        guard case .sequence(let items) = value else { throw error("\(key) must be a list") }
        var strings: [String] = []
        for item in items {
            strings.append(try item.string(key))
        }
        return strings
    }

    public func bool(_ key: String) throws(TextFileError) -> Bool {
        switch try string(key) {
        case "true", "yes", "True", "TRUE": return true
        case "false", "no", "False", "FALSE": return false
        case let other: throw error("\(key) must be true or false, not '\(other)'")
        }
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return mark.line
        default:
            return nil
        }
    }

    private static func problem(of error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _),
            .composer(let context, let problem, _, _):
            return (context.map { "\($0.text) " } ?? "") + problem
        case .reader(let problem, let byteOffset, _, _):
            // Never the error's description: it quotes the text, which may be anything a link points at.
            return problem + (byteOffset.map { " (at byte \($0))" } ?? "")
        default:
            return "unreadable"
        }
    }
}
