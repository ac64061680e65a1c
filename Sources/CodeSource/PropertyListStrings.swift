/// What an XML property list names by its `<string>` values: selectors (`navigateToTimeline:`,
/// `tapped:forEvent:`), as apps that build keyboard shortcuts or menus from data keep their
/// actions' names, and short names that may be images' (`CFBundleIconFile`, a table of icons),
/// as `StringLiteralMentions` finds them in code. A binary property list holds no `<string>` and
/// names nothing.
enum PropertyListStrings {
    static func declarations(in text: String) -> CodeFileDeclarations {
        var declarations = CodeFileDeclarations(language: .propertyList)
        var seen = Set<Substring>()
        for (value, line) in values(in: text) {
            if isSelector(value) {
                declarations.selectors.append(SelectorReference(selector: String(value), line: line))
            } else if !value.isEmpty, value.utf8.count <= StringLiteralMentions.longestName, !value.contains("\n"),
                seen.insert(value).inserted
            {
                declarations.images.append(ImageReference(name: String(value), kind: .mention, line: line))
            }
        }
        return declarations
    }

    /// Each `<string>`'s text, escapes as written, with the line it starts on.
    private static func values(in text: String) -> [(Substring, Int)] {
        var values: [(Substring, Int)] = []
        var line = 1
        var rest = Substring(text)
        while let open = rest.range(of: "<string>") {
            line += newlines(in: rest[..<open.lowerBound])
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "</string>") else { break }
            let value = rest[..<close.lowerBound]
            values.append((value, line))
            line += newlines(in: value)
            rest = rest[close.upperBound...]
        }
        return values
    }

    private static func newlines(in text: Substring) -> Int {
        text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// Identifier pieces, each followed by a colon: `a:`, `a:b:`.
    private static func isSelector(_ text: Substring) -> Bool {
        guard text.last == ":", text.utf8.count <= 256 else { return false }
        return text.dropLast().split(separator: ":", omittingEmptySubsequences: false).allSatisfy { piece in
            guard let first = piece.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else {
                return false
            }
            return piece.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
        }
    }
}
