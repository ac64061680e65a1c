import IBSource
import Testing

@Suite struct TextAdvancesTests {
    @Test func charactersAdvanceAsInHelvetica() {
        #expect(TextAdvances.width(of: "Hello", pointSize: 10) == (0.722 + 0.556 + 0.222 + 0.222 + 0.556) * 10)
        #expect(TextAdvances.width(of: "iiii", pointSize: 10) < TextAdvances.width(of: "mmmm", pointSize: 10))
        // A CJK character or an emoji takes a whole em; a letter not listed the typical 0.556.
        #expect(TextAdvances.advance(of: "漢") == 1)
        #expect(TextAdvances.advance(of: "é") == 0.556)
        #expect(TextAdvances.width(of: "", pointSize: 10) == 0)
    }
}
