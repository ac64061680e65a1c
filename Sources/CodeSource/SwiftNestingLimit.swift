import InputFiles

/// Swift's parser (swift-syntax 602) takes time exponential in the depth of nested `[`: 20
/// unclosed ones took 3 s in a debug build, 30 did not finish, and 21 levels of a valid nested
/// array type took 45 s (found by fuzzing the code index). No real source nests arrays that deep,
/// so a file that does is refused before it is parsed, naming where.
public struct SwiftNestingLimit: DiagnosticError, Sendable, Hashable, CustomStringConvertible {
    /// Deeper than any array type or literal in real code, shallow enough to parse in milliseconds.
    public static let deepestBracket = 12

    /// The 1-based line where the nesting first goes deeper than `deepestBracket`.
    public var line: Int

    public init(line: Int) {
        self.line = line
    }

    public var description: String {
        "brackets nested deeper than \(Self.deepestBracket) levels: Swift's parser takes exponential time on them, so the file is not indexed"
    }

    /// Without a path: the text is checked before it is known as a file; the index names it.
    public var diagnostic: Diagnostic {
        Diagnostic(path: nil, line: line, message: description)
    }

    /// The limit `text` exceeds, if any. `[` inside comments and string literals does not count.
    public static func exceeded(in bytes: [UInt8]) -> SwiftNestingLimit? {
        var depth = 0
        var line = 1
        var offset = 0
        func at(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "/") where at(offset + 1) == UInt8(ascii: "/"):
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
                continue
            case UInt8(ascii: "/") where at(offset + 1) == UInt8(ascii: "*"):
                // Swift's block comments nest.
                var comments = 0
                repeat {
                    if bytes[offset] == UInt8(ascii: "/"), at(offset + 1) == UInt8(ascii: "*") {
                        comments += 1
                        offset += 1
                    } else if bytes[offset] == UInt8(ascii: "*"), at(offset + 1) == UInt8(ascii: "/") {
                        comments -= 1
                        offset += 1
                    } else if bytes[offset] == UInt8(ascii: "\n") {
                        line += 1
                    }
                    offset += 1
                } while comments > 0 && offset < bytes.count
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                // A string literal, raw ones (`#"…"#`, where `\"` closes nothing) included: to its
                // closing quote with as many `#`, skipping escapes; an interpolation's brackets are
                // few and may be skipped with the literal.
                var hashes = 0
                while at(offset + hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard at(offset + hashes) == UInt8(ascii: "\"") else {
                    offset += max(hashes, 1)
                    continue
                }
                offset += hashes
                let isMultiline = at(offset + 1) == UInt8(ascii: "\"") && at(offset + 2) == UInt8(ascii: "\"")
                let quotes = isMultiline ? 3 : 1
                offset += quotes
                func hashesFollow(_ index: Int) -> Bool {
                    (0..<hashes).allSatisfy { at(index + $0) == UInt8(ascii: "#") }
                }
                while offset < bytes.count {
                    let next = bytes[offset]
                    if next == UInt8(ascii: "\\"), hashesFollow(offset + 1) {
                        offset += 1 + hashes
                        if at(offset) == UInt8(ascii: "\n") { line += 1 }
                        offset += 1
                        continue
                    }
                    if next == UInt8(ascii: "\n") {
                        line += 1
                        if !isMultiline { break }
                    }
                    if next == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ at(offset + $0) == UInt8(ascii: "\"") }),
                        hashesFollow(offset + quotes)
                    {
                        offset += quotes + hashes
                        break
                    }
                    offset += 1
                }
                continue
            case UInt8(ascii: "["):
                depth += 1
                if depth > deepestBracket {
                    return SwiftNestingLimit(line: line)
                }
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            default:
                break
            }
            offset += 1
        }
        return nil
    }
}
