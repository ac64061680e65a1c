/// The selectors an XML property list names: every `<string>` whose text is shaped like one
/// (`navigateToTimeline:`, `tapped:forEvent:`), as apps that build keyboard shortcuts or menus
/// from data keep their actions' names. A binary property list holds no `<string>` and names
/// none.
enum PropertyListSelectors {
    static func scan(_ text: String) -> [SelectorReference] {
        var selectors: [SelectorReference] = []
        var line = 1
        var rest = Substring(text)
        while let open = rest.range(of: "<string>") {
            line += rest[..<open.lowerBound].utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "</string>") else { break }
            let value = rest[..<close.lowerBound]
            if isSelector(value) {
                selectors.append(SelectorReference(selector: String(value), line: line))
            }
            line += value.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            rest = rest[close.upperBound...]
        }
        return selectors
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
