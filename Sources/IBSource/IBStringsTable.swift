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
    public static func keys(of data: Data, path: String, language: String?) throws(IBReadError) -> [Key] {
        if path.hasSuffix(".xcstrings") {
            return try stringCatalogKeys(data, path: path)
        }
        guard let language else { return [] }
        return try stringsKeys(text(data, path: path), path: path).map { Key(language: language, key: $0.key, line: $0.line) }
    }

    /// `.strings` is UTF-8, or UTF-16 with a byte-order mark (older Xcode).
    private static func text(_ data: Data, path: String) throws(IBReadError) -> String {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF] {
            // Foundation drops a trailing odd byte: a cut file would read as a shorter table.
            guard data.count % 2 == 0, let text = String(data: data, encoding: .utf16) else {
                throw .malformedStringsTable(path: path, line: nil, reason: "invalid UTF-16")
            }
            return text
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw .malformedStringsTable(path: path, line: nil, reason: "neither UTF-8 nor UTF-16 with a byte-order mark")
        }
        return text
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
        while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil
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
