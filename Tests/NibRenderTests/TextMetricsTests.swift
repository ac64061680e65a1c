import Testing

@testable import NibRender

@Suite struct TextMetricsTests {
    @Test func narrowAndWideCharactersDiffer() {
        let font = RenderFont(pointSize: 10)
        #expect(TextMetrics.width(of: "iiii", font: font) < TextMetrics.width(of: "mmmm", font: font))
        #expect(TextMetrics.width(of: "Hello", font: font) == (0.722 + 0.556 + 0.222 + 0.222 + 0.556) * 10)
        #expect(TextMetrics.width(of: "ab", font: RenderFont(pointSize: 10, isBold: true)) > TextMetrics.width(of: "ab", font: font))
        // A CJK character or an emoji takes a whole em.
        #expect(TextMetrics.width(of: "漢", font: font) == 10)
        #expect(TextMetrics.width(of: "", font: font) == 0)
    }

    @Test func fittingCountsThePrefixThatFits() {
        let font = RenderFont(pointSize: 10)
        #expect(TextMetrics.fittingCount(of: "aaaa", width: 5.56 * 2 + 0.1, font: font) == 2)
        #expect(TextMetrics.fittingCount(of: "aaaa", width: 1, font: font) == 0)
        #expect(TextMetrics.fittingCount(of: "aaaa", width: .infinity, font: font) == 4)
        #expect(TextMetrics.fittingCount(of: "aaaa", width: .nan, font: font) == 4)
        #expect(TextMetrics.fittingCount(of: "aaaa", width: -.infinity, font: font) == 0)
    }

    @Test func wrappingKeepsWordsAndBreaksOnlyWhatCannotFit() {
        let font = RenderFont(pointSize: 10)
        #expect(TextMetrics.wrapped("one two three", width: 30, font: font, limit: 10) == ["one", "two", "three"])
        #expect(TextMetrics.wrapped("one two three", width: 36, font: font, limit: 10) == ["one two", "three"])
        #expect(TextMetrics.wrapped("a\n\nb", width: 40, font: font, limit: 10) == ["a", "", "b"])
        #expect(TextMetrics.wrapped("aaaaaaaaaa", width: 5.56 * 4 + 0.1, font: font, limit: 10) == ["aaaa", "aaaa", "aa"])
        // A width no screen has: one character a line at least, and never more lines than asked.
        #expect(TextMetrics.wrapped("abc", width: 0, font: font, limit: 10) == ["a", "b", "c"])
        #expect(TextMetrics.wrapped(String(repeating: "x", count: 1_000_000), width: 1, font: font, limit: 5).count == 5)
        #expect(TextMetrics.wrapped("a b", width: .nan, font: font, limit: 5) == ["a b"])
    }
}
