import Testing

@testable import CodeSource

@Suite struct SourceTextTests {
    @Test func linesBreakAtLineFeedCarriageReturnAndBoth() {
        let source = SourceText("a\nb\r\nc\rd\n\ne", terms: ["x"])
        let lines = source.bytes.indices.map { source.line(at: $0) }
        // a \n b \r \n c \r d \n \n e
        #expect(lines == [1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 6])
        #expect(source.line(at: 0) == 1)
    }

    @Test func termsAreFoundWhereTheyStart() {
        // Offsets:        0         1         2
        //                 0123456789012345678901234
        let source = SourceText("let IBx = Image + classy", terms: ["class", "IB", "Image"])
        #expect(source.containsTerm(in: 0..<source.bytes.count))
        #expect(!source.containsTerm(in: 0..<4))
        #expect(source.containsTerm(in: 4..<5))
        #expect(!source.containsTerm(in: 5..<10))
        #expect(source.containsTerm(in: 10..<11))
        #expect(!source.containsTerm(in: 11..<18))
        #expect(source.containsTerm(in: 18..<24))
        #expect(!source.containsTerm(in: 19..<24))
        #expect(!source.containsTerm(in: 24..<24))
    }

    @Test func aTermCutOffByTheEndIsNoTerm() {
        let source = SourceText("xx Imag", terms: ["Image"])
        #expect(!source.containsTerm(in: 0..<source.bytes.count))
    }

    @Test func textIsTheBytesOfTheRangeClampedToTheSource() {
        let source = SourceText("café = UIImage", terms: ["Image"])
        #expect(source.text(in: 8..<15) == "UIImage")
        #expect(source.text(in: 0..<5) == "café")
        #expect(source.text(in: 8..<100) == "UIImage")
    }
}
