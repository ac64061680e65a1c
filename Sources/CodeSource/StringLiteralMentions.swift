/// Every short string literal of a source file, once each, as a name code may load an image by:
/// a constant (`static let logo = "logo"`), SwiftGen's `ImageAsset(name: "logo")`,
/// `UIImage(imageLiteralResourceName:)`, `.init(named:)`, a name passed through a helper. An
/// image no literal names is then surely unused; one a literal names may not be (as FengNiao
/// judges). Read from the bytes in one pass: comments are skipped, escapes kept as written, and
/// a literal with an interpolation, a line break or more than `longestName` bytes is no name.
enum StringLiteralMentions {
    static let longestName = 128

    static func scan(_ text: String, language: CodeLanguage) -> [ImageReference] {
        let bytes = Array(text.utf8)
        var mentions: [ImageReference] = []
        var seen = Set<ArraySlice<UInt8>>()
        var line = 1
        var index = 0
        let quote = UInt8(ascii: "\"")
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let backslash = UInt8(ascii: "\\")
        let newline = UInt8(ascii: "\n")
        while index < bytes.count {
            let byte = bytes[index]
            if byte == newline {
                line += 1
                index += 1
            } else if byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash {
                while index < bytes.count, bytes[index] != newline { index += 1 }
            } else if byte == slash, index + 1 < bytes.count, bytes[index + 1] == star {
                index += 2
                while index < bytes.count, !(bytes[index] == star && index + 1 < bytes.count && bytes[index + 1] == slash) {
                    if bytes[index] == newline { line += 1 }
                    index += 1
                }
                index += 2
            } else if byte == quote {
                // A multi-line literal (`"""`) is text, not a name: skipped to its end.
                if language == .swift, index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote {
                    index += 3
                    while index < bytes.count,
                        !(bytes[index] == quote && index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote)
                    {
                        if bytes[index] == newline { line += 1 }
                        index += bytes[index] == backslash ? 2 : 1
                    }
                    index += 3
                    continue
                }
                let start = index + 1
                var end = start
                var isName = true
                while end < bytes.count, bytes[end] != quote, bytes[end] != newline {
                    if bytes[end] == backslash {
                        isName = false
                        end += 1
                    }
                    end += 1
                }
                let closed = end < bytes.count && bytes[end] == quote
                let content = bytes[start..<min(end, bytes.count)]
                if isName, closed, !content.isEmpty, content.count <= longestName, seen.insert(content).inserted {
                    mentions.append(ImageReference(name: String(decoding: content, as: UTF8.self), kind: .mention, line: line))
                }
                // An unclosed literal ends at its line, whose break is counted.
                index = closed ? end + 1 : end
            } else if byte == UInt8(ascii: "'"), language == .objectiveC {
                // A character literal: `'"'` opens no string.
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "'"), bytes[index] != newline {
                    index += bytes[index] == backslash ? 2 : 1
                }
                if index < bytes.count, bytes[index] == UInt8(ascii: "'") { index += 1 }
            } else {
                index += 1
            }
        }
        return mentions
    }
}
