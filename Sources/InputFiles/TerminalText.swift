/// Text from inputs (a document's name, a class, a message quoting them) made safe for a line a
/// person or a CI log reads: control characters, and the Unicode marks that reorder or break a
/// line, are written `\u{XX}`. Unescaped, a newline in a file name forges a `path:line: error:`
/// line or a GitHub `::error` command, and an escape sequence rewrites the terminal.
public enum TerminalText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A value an input gave, for a message that quotes it: escaped, and cut after `limit`
    /// characters with its full size said, so a 10 MB name in a file is not echoed whole.
    public static func excerpt(_ text: String, limit: Int = 200) -> String {
        guard text.count > limit else { return escaped(text) }
        return escaped(String(text.prefix(limit))) + "… (\(text.utf8.count) bytes)"
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        // Line and paragraph separators, and the bidirectional embeddings, overrides and isolates.
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
