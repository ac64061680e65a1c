import CommandLineContract
import InputFiles
import Testing

@Suite struct DiagnosticPrinterTests {
    /// A line each, in order, every one ended: what `nibcat` and `nibcat-ibtool` write.
    @Test func eachDiagnosticIsALine() {
        let diagnostics = [
            Diagnostic(path: "Main.storyboard", line: 6, objectID: "BYZ-38-t0r", message: "storyboard identifier"),
            Diagnostic(severity: .warning, path: "Main.storyboard", line: 9, message: "ambiguous"),
            Diagnostic(severity: .note, path: "Card.xib", message: "left out"),
            Diagnostic(path: nil, message: "cannot write an XML property list: no null"),
        ]
        #expect(
            DiagnosticPrinter.text(diagnostics) == """
                Main.storyboard:6: error: storyboard identifier
                Main.storyboard:9: warning: ambiguous
                Card.xib: note: left out
                error: cannot write an XML property list: no null

                """)
    }

    /// A file named with a newline cannot forge a second diagnostic line on stderr, nor an escape
    /// sequence reach the terminal.
    @Test func controlCharactersOfPathsAndMessagesAreEscaped() {
        let diagnostic = Diagnostic(
            severity: .error, path: "A\nB.xib:1: error: forged\u{1B}[2J.xib", line: 3, message: "not XML\r")
        #expect(DiagnosticPrinter.text([diagnostic]) == "A\\u{A}B.xib:1: error: forged\\u{1B}[2J.xib:3: error: not XML\\u{D}\n")
    }

    @Test func nothingToSayPrintsNothing() {
        #expect(DiagnosticPrinter.text([]).isEmpty)
    }
}
