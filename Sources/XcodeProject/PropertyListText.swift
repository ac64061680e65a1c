import InputFiles

/// A value of an old-style (OpenStep, "ASCII") property list, the form of `project.pbxproj`.
public enum PropertyListText: Sendable, Hashable {
    case string(String)
    case array([PropertyListText])
    case dictionary([String: PropertyListText])
    case data([UInt8])

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var array: [PropertyListText]? {
        if case .array(let items) = self { return items }
        return nil
    }

    public var dictionary: [String: PropertyListText]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    /// Nesting deeper than this is refused: a real project nests five or six levels.
    static let maximumDepth = 64

    /// Parses the whole text: one value, then only blanks and comments. Strict: anything else is
    /// an error with its line, naming `path`.
    public static func parse(_ bytes: [UInt8], path: String) throws(TextFileError) -> PropertyListText {
        var reader = Reader(bytes: bytes, path: path)
        let value = try reader.value(depth: 0)
        try reader.skipBlanks()
        guard reader.offset == bytes.count else { throw reader.error("unexpected text after the property list") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        let path: String
        var offset = 0
        var line = 1

        init(bytes: [UInt8], path: String) {
            self.bytes = bytes
            self.path = path
        }

        func error(_ message: String) -> TextFileError {
            TextFileError(path: path, line: line, message: message)
        }

        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func advance() {
            if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
            offset += 1
        }

        /// Skips white space, `// …` and `/* … */` comments.
        mutating func skipBlanks() throws(TextFileError) {
            while let byte = current {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                    || byte == UInt8(ascii: "\r")
                {
                    advance()
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                    while let next = current, next != UInt8(ascii: "\n") { advance() }
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                    let start = line
                    offset += 2
                    while true {
                        guard let next = current else {
                            throw TextFileError(path: path, line: start, message: "comment is never closed")
                        }
                        if next == UInt8(ascii: "*"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                            offset += 2
                            break
                        }
                        advance()
                    }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ character: Character) throws(TextFileError) {
            try skipBlanks()
            guard current == character.asciiValue else {
                throw error("expected '\(character)'" + (current.map { " but found '\(Self.shown($0))'" } ?? " but the file ends"))
            }
            advance()
        }

        mutating func value(depth: Int) throws(TextFileError) -> PropertyListText {
            guard depth < PropertyListText.maximumDepth else { throw error("nested too deeply") }
            try skipBlanks()
            guard let byte = current else { throw error("expected a value but the file ends") }
            switch byte {
            case UInt8(ascii: "{"):
                advance()
                var entries: [String: PropertyListText] = [:]
                while true {
                    try skipBlanks()
                    if current == UInt8(ascii: "}") {
                        advance()
                        return .dictionary(entries)
                    }
                    let keyLine = line
                    guard case .string(let key) = try value(depth: depth + 1) else {
                        throw TextFileError(path: path, line: keyLine, message: "a key must be a string")
                    }
                    try expect("=")
                    let item = try value(depth: depth + 1)
                    try expect(";")
                    guard entries.updateValue(item, forKey: key) == nil else {
                        throw TextFileError(path: path, line: keyLine, message: "key '\(key)' is given twice")
                    }
                }
            case UInt8(ascii: "("):
                advance()
                var items: [PropertyListText] = []
                while true {
                    try skipBlanks()
                    if current == UInt8(ascii: ")") {
                        advance()
                        return .array(items)
                    }
                    items.append(try value(depth: depth + 1))
                    try skipBlanks()
                    if current == UInt8(ascii: ",") {
                        advance()
                    } else if current != UInt8(ascii: ")") {
                        throw error("expected ',' or ')' in a list")
                    }
                }
            case UInt8(ascii: "\""):
                return .string(try quoted())
            case UInt8(ascii: "<"):
                return .data(try data())
            default:
                guard Self.isUnquoted(byte) else { throw error("unexpected '\(Self.shown(byte))'") }
                let start = offset
                while let next = current, Self.isUnquoted(next) { advance() }
                return .string(String(decoding: bytes[start..<offset], as: UTF8.self))
            }
        }

        mutating func quoted() throws(TextFileError) -> String {
            let start = line
            advance()
            var text: [UInt8] = []
            while true {
                guard let byte = current else {
                    throw TextFileError(path: path, line: start, message: "string is never closed")
                }
                advance()
                if byte == UInt8(ascii: "\"") {
                    return String(decoding: text, as: UTF8.self)
                }
                guard byte == UInt8(ascii: "\\") else {
                    text.append(byte)
                    continue
                }
                guard let escaped = current else { throw error("string is never closed") }
                advance()
                switch escaped {
                case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "U"):
                    var scalar: UInt32 = 0
                    for _ in 0..<4 {
                        guard let digit = current.flatMap(Self.hexValue) else { throw error("\\U needs four hex digits") }
                        scalar = scalar * 16 + UInt32(digit)
                        advance()
                    }
                    guard let character = Unicode.Scalar(scalar) else { throw error("\\U names no character") }
                    text += Array(String(Character(character)).utf8)
                default: text.append(escaped)
                }
            }
        }

        mutating func data() throws(TextFileError) -> [UInt8] {
            advance()
            var nibbles: [UInt8] = []
            while true {
                try skipBlanks()
                guard let byte = current else { throw error("data is never closed") }
                advance()
                if byte == UInt8(ascii: ">") { break }
                guard let nibble = Self.hexValue(byte) else { throw error("data holds '\(Self.shown(byte))', not a hex digit") }
                nibbles.append(nibble)
            }
            guard nibbles.count % 2 == 0 else { throw error("data has an odd number of hex digits") }
            return stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
        }

        static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
            default: return nil
            }
        }

        static func isUnquoted(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
                UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }

        static func shown(_ byte: UInt8) -> String {
            (0x21..<0x7F).contains(byte) ? String(Character(Unicode.Scalar(byte))) : "\\x" + String(byte, radix: 16)
        }
    }
}
