/// Estimated widths of text: no font is measured (whatever draws the SVG picks its own), so each
/// character advances as in Helvetica's published metrics, which Apple's system fonts and the
/// sans-serif fonts a browser substitutes come close to.
enum TextMetrics {
    /// Advances in thousandths of an em of the characters whose width differs most from the
    /// typical lowercase letter's 556.
    private static let advances: [Character: Double] = [
        " ": 278, "!": 278, "\"": 355, "'": 191, "(": 333, ")": 333, "*": 389, ",": 278, "-": 333, ".": 278, "/": 278,
        ":": 278, ";": 278, "?": 556, "@": 1015, "[": 278, "]": 278, "_": 556, "|": 260, "…": 1000,
        "c": 500, "f": 278, "i": 222, "j": 222, "k": 500, "l": 222, "m": 833, "r": 333, "s": 500, "t": 278, "v": 500,
        "w": 722, "x": 500, "y": 500, "z": 500,
        "A": 667, "B": 667, "C": 722, "D": 722, "E": 667, "F": 611, "G": 778, "H": 722, "I": 278, "J": 500, "K": 667,
        "L": 556, "M": 833, "N": 722, "O": 778, "P": 667, "Q": 778, "R": 722, "S": 667, "T": 611, "U": 722, "V": 667,
        "W": 944, "X": 667, "Y": 667, "Z": 611,
    ]

    /// A bold face is about this much wider.
    private static let boldFactor = 1.07

    /// One character's advance in ems: a wide (CJK, emoji) character takes a whole em.
    static func advance(of character: Character) -> Double {
        if let known = advances[character] { return known / 1000 }
        return character.unicodeScalars.first.map { $0.value >= 0x1100 } == true ? 1 : 0.556
    }

    static func width(of text: some StringProtocol, font: RenderFont) -> Double {
        text.reduce(0) { $0 + advance(of: $1) } * font.pointSize * (font.isBold ? boldFactor : 1)
    }

    /// How many characters of `text`, from its start, fit in `width` (all of them for a width no
    /// screen has).
    static func fittingCount(of text: some StringProtocol, width: Double, font: RenderFont) -> Int {
        guard width.isFinite else { return width.isNaN || width > 0 ? text.count : 0 }
        let scale = font.pointSize * (font.isBold ? boldFactor : 1)
        var used = 0.0
        var count = 0
        for character in text {
            used += advance(of: character) * scale
            guard used <= width else { break }
            count += 1
        }
        return count
    }

    /// `string`'s lines no wider than `width` in `font`, broken at spaces and newlines (a word
    /// wider than a line wherever it must); no more than `limit` of them.
    static func wrapped(_ string: String, width: Double, font: RenderFont, limit: Int) -> [String] {
        // A width no screen has (NaN) does not wrap.
        let width = width.isNaN ? .infinity : width
        let space = TextMetrics.width(of: " ", font: font)
        var lines: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var (line, lineWidth) = ("", 0.0)
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var (word, wordWidth) = (Substring(word), TextMetrics.width(of: word, font: font))
                if !line.isEmpty, lineWidth + space + wordWidth <= width {
                    line += " " + word
                    lineWidth += space + wordWidth
                    continue
                }
                if !line.isEmpty {
                    lines.append(line)
                    guard lines.count < limit else { return lines }
                }
                while wordWidth > width, word.count > 1 {
                    let head = word.prefix(max(TextMetrics.fittingCount(of: word, width: width, font: font), 1))
                    lines.append(String(head))
                    guard lines.count < limit else { return lines }
                    word = word.dropFirst(head.count)
                    wordWidth -= TextMetrics.width(of: head, font: font)
                }
                (line, lineWidth) = (String(word), wordWidth)
            }
            lines.append(line)
            guard lines.count < limit else { return lines }
        }
        return lines
    }
}
