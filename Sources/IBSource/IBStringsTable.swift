import Foundation

/// The keys of a string table that translates an Interface Builder document: `ObjectID.property`
/// in `<lang>.lproj/<Name>.strings`, or in a string catalog (`<Name>.xcstrings`) per language.
public enum IBStringsTable {
    public struct Key: Sendable, Hashable {
        public var language: String
        public var key: String
        /// 1-based; nil in a string catalog (JSON keeps no useful line).
        public var line: Int?

        public init(language: String, key: String, line: Int?) {
            self.language = language
            self.key = key
            self.line = line
        }
    }

    /// The keys of the table at `path` (its extension says which format), in file order.
    /// `language` is the `.lproj` language of a `.strings` file.
    ///
    /// A `.strings` file may be text, an XML property list or a binary one (Xcode accepts and
    /// copies all three), in UTF-8 or UTF-16 with or without a byte-order mark.
    public static func keys(of data: Data, path: String, language: String?) throws(IBReadError) -> [Key] {
        if path.hasSuffix(".xcstrings") {
            return try stringCatalogKeys(data, path: path)
        }
        guard let language else { return [] }
        if data.starts(with: Data("bplist".utf8)) {
            return try propertyListKeys(data, path: path).map { Key(language: language, key: $0, line: nil) }
        }
        let text = try text(data, path: path)
        if text.unicodeScalars.first(where: { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }) == "<" {
            let lines = xmlKeyLines(text)
            return try propertyListKeys(data, path: path).map { Key(language: language, key: $0, line: lines[$0]) }
                .sorted { ($0.line ?? .max, $0.key) < ($1.line ?? .max, $1.key) }
        }
        return try stringsKeys(text, path: path).map { Key(language: language, key: $0.key, line: $0.line) }
    }

    /// `.strings` text is UTF-8, or UTF-16 with a byte-order mark or, without one, told by the zero
    /// high bytes of its first (ASCII) character.
    private static func text(_ data: Data, path: String) throws(IBReadError) -> String {
        let bytes = [UInt8](data.prefix(2))
        let encoding: String.Encoding? =
            switch bytes {
            case [0xFF, 0xFE], [0xFE, 0xFF]: .utf16
            case _ where bytes.count == 2 && bytes[0] != 0 && bytes[1] == 0: .utf16LittleEndian
            case _ where bytes.count == 2 && bytes[0] == 0 && bytes[1] != 0: .utf16BigEndian
            default: nil
            }
        if let encoding {
            // Foundation drops a trailing odd byte: a cut file would read as a shorter table.
            guard data.count % 2 == 0, let text = String(data: data, encoding: encoding) else {
                throw .malformedStringsTable(path: path, line: nil, reason: "invalid UTF-16")
            }
            return text
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw .malformedStringsTable(path: path, line: nil, reason: "neither UTF-8 nor UTF-16")
        }
        return text
    }

    /// More containers than any string table's plist has (one dictionary), few enough that
    /// Foundation's recursive XML plist reader cannot exhaust the stack.
    private static let maximumPropertyListContainers = 32

    /// The keys of a property list whose root is a dictionary of strings, sorted (a plist's
    /// dictionary keeps no order). Read with Foundation's reader: a table needs only strings, which
    /// it keeps on Linux, whereas `NibArchive`'s own reader exists to keep keyed archives' UIDs.
    private static func propertyListKeys(_ data: Data, path: String) throws(IBReadError) -> [String] {
        if !data.starts(with: Data("bplist".utf8)), xmlContainerCount(data) > maximumPropertyListContainers {
            throw .malformedStringsTable(
                path: path, line: nil,
                reason:
                    "a property list of more than \(maximumPropertyListContainers) dictionaries and arrays, where a string table has one")
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw .malformedStringsTable(path: path, line: nil, reason: "not a property list")
        }
        guard let table = root as? [String: Any] else {
            throw .malformedStringsTable(path: path, line: nil, reason: "a property list whose root is not a dictionary")
        }
        if let key = table.keys.sorted().first(where: { !(table[$0] is String) }) {
            throw .malformedStringsTable(path: path, line: nil, reason: "the value of \"\(key)\" is not a string")
        }
        return table.keys.sorted()
    }

    /// How many `<dict` and `<array` elements an XML property list holds, whatever their nesting
    /// (UTF-16 text is counted after decoding): a count, unlike a depth, cannot be fooled by
    /// closing tags in comments, and a string table has one dictionary.
    private static func xmlContainerCount(_ data: Data) -> Int {
        let isUTF16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
        let bytes = isUTF16 ? Data((String(data: data, encoding: .utf16) ?? "").utf8) : data
        var count = 0
        var index = bytes.startIndex
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            let name = bytes[(open + 1)...]
            if name.starts(with: Data("dict".utf8)) || name.starts(with: Data("array".utf8)) {
                count += 1
            }
            index = open + 1
        }
        return count
    }

    /// The line of each `<key>` in an XML property list's text, first occurrence kept.
    private static func xmlKeyLines(_ text: String) -> [String: Int] {
        var lines: [String: Int] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let open = rest.range(of: "<key>") {
                guard let close = rest[open.upperBound...].range(of: "</key>") else { break }
                let key = String(rest[open.upperBound..<close.lowerBound])
                    .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                    .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
                    .replacingOccurrences(of: "&amp;", with: "&")
                if lines[key] == nil {
                    lines[key] = number + 1
                }
                rest = rest[close.upperBound...]
            }
        }
        return lines
    }

    /// `"key" = "value";` entries (keys and values quoted, or bare words), with `/* */` and `//` comments.
    static func stringsKeys(_ text: String, path: String) throws(IBReadError) -> [(key: String, line: Int)] {
        var scanner = StringsScanner(scalars: Array(text.unicodeScalars), path: path)
        var keys: [(String, Int)] = []
        while try scanner.skipSpaceAndComments() {
            let line = scanner.line
            let key = try scanner.token()
            try scanner.expect("=")
            _ = try scanner.token()
            try scanner.expect(";")
            keys.append((key, line))
        }
        return keys
    }

    private static func stringCatalogKeys(_ data: Data, path: String) throws(IBReadError) -> [Key] {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = json["strings"] as? [String: Any]
        else {
            throw .malformedStringsTable(path: path, line: nil, reason: "not a string catalog (no \"strings\" object)")
        }
        // The source language's text comes from the document itself; only translations count.
        let source = json["sourceLanguage"] as? String
        var keys: [Key] = []
        for key in strings.keys.sorted() {
            let localizations = (strings[key] as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for language in localizations.keys.sorted() where language != source {
                keys.append(Key(language: language, key: key, line: nil))
            }
        }
        return keys
    }
}

/// Reads the tokens of a `.strings` file, counting lines.
private struct StringsScanner {
    let scalars: [Unicode.Scalar]
    let path: String
    var index = 0
    var line = 1

    init(scalars: [Unicode.Scalar], path: String) {
        self.scalars = scalars
        self.path = path
        // A byte-order mark decoded as U+FEFF is not content.
        if scalars.first == "\u{FEFF}" {
            index = 1
        }
    }

    /// Skips white space and comments; false at the end of the text.
    mutating func skipSpaceAndComments() throws(IBReadError) -> Bool {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" {
                line += 1
                index += 1
            } else if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "/", next == "*" {
                let start = line
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && next == "/") {
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
                guard index < scalars.count else { throw fail("unterminated comment", line: start) }
                index += 2
            } else if scalar == "/", next == "/" {
                while index < scalars.count, scalars[index] != "\n" {
                    index += 1
                }
            } else {
                return true
            }
        }
        return false
    }

    private var next: Unicode.Scalar? {
        index + 1 < scalars.count ? scalars[index + 1] : nil
    }

    /// A quoted string (escapes resolved as far as keys need) or a bare word.
    mutating func token() throws(IBReadError) -> String {
        guard try skipSpaceAndComments() else { throw fail("unexpected end of file", line: line) }
        var value = String.UnicodeScalarView()
        if scalars[index] == "\"" {
            let start = line
            index += 1
            while index < scalars.count, scalars[index] != "\"" {
                var scalar = scalars[index]
                if scalar == "\\", index + 1 < scalars.count {
                    index += 1
                    scalar = ["n": "\n", "t": "\t", "r": "\r"][scalars[index]] ?? scalars[index]
                }
                if scalar == "\n" { line += 1 }
                value.append(scalar)
                index += 1
            }
            guard index < scalars.count else { throw fail("unterminated string", line: start) }
            index += 1
            return String(value)
        }
        while index < scalars.count,
            scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil
                || "_.-$:/".unicodeScalars.contains(scalars[index])
        {
            value.append(scalars[index])
            index += 1
        }
        guard !value.isEmpty else { throw fail("unexpected '\(scalars[index])'", line: line) }
        return String(value)
    }

    mutating func expect(_ scalar: Unicode.Scalar) throws(IBReadError) {
        guard try skipSpaceAndComments(), scalars[index] == scalar else {
            throw fail("expected '\(scalar)'", line: line)
        }
        index += 1
    }

    private func fail(_ reason: String, line: Int) -> IBReadError {
        .malformedStringsTable(path: path, line: line, reason: reason)
    }
}
