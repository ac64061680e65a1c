import Foundation

/// A reader for the block-style YAML that peers' expected-output files use: nested mappings and
/// sequences of plain or double-quoted scalars. Enough to read test expectations, nothing more.
public indirect enum SimpleYAML: Equatable, Sendable {
    case scalar(String)
    case sequence([SimpleYAML])
    case mapping([String: SimpleYAML])

    public subscript(key: String) -> SimpleYAML? {
        if case .mapping(let entries) = self { return entries[key] }
        return nil
    }

    public var string: String? {
        if case .scalar(let value) = self { return value }
        return nil
    }

    public var array: [SimpleYAML] {
        if case .sequence(let items) = self { return items }
        return []
    }

    public static func parse(_ text: String) -> SimpleYAML {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
            .map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("#") && $0 != "---" }
        var index = 0
        return parseBlock(&lines, &index, indent: 0)
    }

    private static func indentation(_ line: String) -> Int {
        line.prefix { $0 == " " }.count
    }

    private static func parseBlock(_ lines: inout [String], _ index: inout Int, indent: Int) -> SimpleYAML {
        guard index < lines.count else { return .mapping([:]) }
        let first = lines[index].dropFirst(indent)
        if first.hasPrefix("- ") || first == "-" {
            var items: [SimpleYAML] = []
            while index < lines.count, indentation(lines[index]) == indent, lines[index].dropFirst(indent).hasPrefix("-") {
                let item = lines[index].dropFirst(indent + 2)
                if !item.contains(": "), !item.hasSuffix(":") {
                    items.append(.scalar(unquote(item.trimmingCharacters(in: .whitespaces))))
                    index += 1
                    continue
                }
                // "- key: value" opens a mapping whose keys sit two columns further in.
                lines[index] = String(repeating: " ", count: indent + 2) + item
                items.append(parseBlock(&lines, &index, indent: indent + 2))
            }
            return .sequence(items)
        }
        var entries: [String: SimpleYAML] = [:]
        while index < lines.count, indentation(lines[index]) == indent {
            let line = lines[index].dropFirst(indent)
            guard let colon = line.firstIndex(of: ":") else {
                index += 1
                continue
            }
            let key = String(line[..<colon])
            let rest = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            index += 1
            if rest == "[]" {
                entries[key] = .sequence([])
            } else if !rest.isEmpty {
                entries[key] = .scalar(unquote(rest))
            } else if index < lines.count,
                indentation(lines[index]) > indent
                    || (indentation(lines[index]) == indent && lines[index].dropFirst(indent).hasPrefix("-"))
            {
                entries[key] = parseBlock(&lines, &index, indent: indentation(lines[index]))
            } else {
                entries[key] = .scalar("")
            }
        }
        return .mapping(entries)
    }

    private static func unquote(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        return String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
    }
}
