import Foundation
import InputFiles
import Testing

@Suite struct DiagnosticTests {
    /// The command line's contract: the place, the severity word, the message.
    @Test func theLineNamesThePlaceWhenThereIsOne() {
        #expect(Diagnostic(path: "A.xib", line: 4, message: "malformed XML").description == "A.xib:4: error: malformed XML")
        #expect(
            Diagnostic(path: "A.xib", message: "cannot read file: permission denied").description
                == "A.xib: error: cannot read file: permission denied")
        #expect(Diagnostic(path: nil, message: "zip: too many entries").description == "error: zip: too many entries")
        // ibtool's report places the object; the line does not.
        #expect(Diagnostic(path: "A.xib", line: 9, objectID: "oTl-aa-001", message: "outlet").description == "A.xib:9: error: outlet")
    }

    /// Each severity prints as the word its readers know: `notice` is the compiler's (ibtool's), `note` nibcat's own.
    @Test func eachSeverityIsItsWord() {
        let words = Diagnostic.Severity.allCases.map { Diagnostic(severity: $0, path: "p", message: "m").description }
        #expect(words == ["p: error: m", "p: warning: m", "p: note: m", "p: notice: m"])
    }

    @Test func theFieldsRoundTripThroughJSON() throws {
        let diagnostic = Diagnostic(severity: .warning, path: "Main.storyboard", line: 12, objectID: "BYZ-38-t0r", message: "no size")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(diagnostic), as: UTF8.self)
        #expect(json == #"{"line":12,"message":"no size","objectID":"BYZ-38-t0r","path":"Main.storyboard","severity":"warning"}"#)
        #expect(try JSONDecoder().decode(Diagnostic.self, from: Data(json.utf8)) == diagnostic)
    }

    private struct UnknownKey: DiagnosticError {
        var diagnostic: Diagnostic {
            Diagnostic(path: "r/.nibcat.yml", line: 2, message: "unknown key")
        }
    }

    /// An error that is one diagnostic stands for just that one; a diagnostic is such an error.
    @Test func anErrorIsItsDiagnostic() {
        let error: any DiagnosticError = UnknownKey()
        #expect(error.diagnostics == [Diagnostic(path: "r/.nibcat.yml", line: 2, message: "unknown key")])
        let diagnostic = Diagnostic(severity: .note, path: "Kit", message: "left out")
        #expect(diagnostic.diagnostic == diagnostic)
        #expect((diagnostic as any Error) is any DiagnosticError)
    }
}
