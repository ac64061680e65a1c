import IBSource

/// Estimated widths of text in a picture: no font is measured (whatever draws the SVG picks its
/// own), so each character advances as `TextAdvances` estimates.
enum TextMetrics {
    /// A bold face is about this much wider.
    private static let boldFactor = 1.07

    static func width(of text: some StringProtocol, font: RenderFont) -> Double {
        TextAdvances.width(of: text, pointSize: font.pointSize) * (font.isBold ? boldFactor : 1)
    }

    /// How many characters of `text`, from its start, fit in `width` (all of them for a width no
    /// screen has).
    static func fittingCount(of text: some StringProtocol, width: Double, font: RenderFont) -> Int {
        guard width.isFinite else { return width.isNaN || width > 0 ? text.count : 0 }
        let scale = font.pointSize * (font.isBold ? boldFactor : 1)
        var used = 0.0
        var count = 0
        for character in text {
            used += TextAdvances.advance(of: character) * scale
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
