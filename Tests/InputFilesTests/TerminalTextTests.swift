import InputFiles
import Testing

@Suite struct TerminalTextTests {
    @Test func controlsAndLineBreakingMarksAreEscapedTheRestKept() {
        #expect(TerminalText.escaped("Main.storyboard") == "Main.storyboard")
        #expect(TerminalText.escaped("é ü 日本 🙂\u{200D}") == "é ü 日本 🙂\u{200D}")
        #expect(TerminalText.escaped("a\nb\r\t\u{1B}[31m\u{7F}\u{85}") == "a\\u{A}b\\u{D}\\u{9}\\u{1B}[31m\\u{7F}\\u{85}")
        #expect(TerminalText.escaped("x\u{2028}y\u{202E}z\u{2066}") == "x\\u{2028}y\\u{202E}z\\u{2066}")
    }

    @Test func anExcerptCutsALongValueAndSaysItsSize() {
        #expect(TerminalText.excerpt("short\n") == "short\\u{A}")
        let long = String(repeating: "é", count: 1_000)
        #expect(TerminalText.excerpt(long) == String(repeating: "é", count: 200) + "… (2000 bytes)")
    }
}
