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
    /// A scalar YAML reads as null (`~`, `null`, nothing), which no setting takes as its text.
    public var isNull: Bool

    public init(value: Value, path: String, line: Int?, isNull: Bool = false) {
        self.value = value
        self.path = path
        self.line = line
        self.isNull = isNull
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

    /// More bytes than aliases add to any configuration (one names a list and repeats it a few times),
    /// far fewer than an alias bomb's: each anchor a list of aliases to the one before doubles the
    /// document or more per level, and Yams (hashing keys) and this tree expand every alias.
    static let maximumAliasExpansion = 1 << 20

    /// The line of the alias after which the aliases of `text` would have added more than
    /// `maximumAliasExpansion` bytes, if one would; linear in `text`, with no parse. An alias stands
    /// for its anchored node, which lies between the anchor and the first alias to it, so the bytes
    /// between those two (each alias among them counted as what it stands for) bound what every
    /// alias to that anchor adds. Every `&name` and `*name` counts, in strings and comments too, and
    /// an anchor given again is bounded from its first: both only loosen the bound.
    static func aliasExpansionLine(of text: String) -> Int? {
        let bytes = Array(text.utf8)
        var anchors: [ArraySlice<UInt8>: (start: Int, size: Int?)] = [:]
        // Bytes so far, each alias counted as the bytes it stands for.
        var expanded = 0
        var added = 0
        var line = 1
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            expanded += 1
            if byte == UInt8(ascii: "\n") { line += 1 }
            guard byte == UInt8(ascii: "&") || byte == UInt8(ascii: "*") else { continue }
            let start = offset
            while offset < bytes.count, isAnchorNameByte(bytes[offset]) { offset += 1 }
            guard offset > start else { continue }
            let name = bytes[start..<offset]
            if byte == UInt8(ascii: "&") {
                anchors[name] = (anchors[name]?.start ?? expanded - 1, nil)
            } else if let anchor = anchors[name] {
                let size = anchor.size ?? expanded - anchor.start
                anchors[name]?.size = size
                added += size
                expanded += size
                if added > maximumAliasExpansion { return line }
            }
            expanded += offset - start
        }
        return nil
    }

    /// libyaml's anchor names: ASCII letters, digits, `_` and `-`.
    private static func isAnchorNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "_"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// The YAML document `text`; an empty document is an empty mapping.
    public static func parseYAML(_ text: String, path: String) throws(TextFileError) -> ConfigurationNode {
        let nesting = nesting(of: text)
        if nesting.depth > maximumNesting {
            throw TextFileError(
                path: path, line: nesting.line, message: "nested more than \(maximumNesting) levels deep")
        }
        if let line = aliasExpansionLine(of: text) {
            throw TextFileError(
                path: path, line: line,
                message: "aliases here would expand the document by more than \(maximumAliasExpansion) bytes (an alias bomb?)")
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
        isNull = node.null != nil
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

    /// A single value that is neither empty nor null: a name or a path.
    public func nonEmptyString(_ key: String) throws(TextFileError) -> String {
        let text = try string(key)
        guard !text.isEmpty, !isNull else { throw error("\(key) must not be empty") }
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
