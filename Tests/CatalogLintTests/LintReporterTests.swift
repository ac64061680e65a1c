import CatalogLint
import Foundation
import Testing

@Suite struct LintReporterTests {
    private let findings = [
        LintFinding(
            rule: .missingImage, root: "/r", document: "A, B.xib", line: 12, objectID: "iM1-iv-001",
            message: "image 'Logo' is in no image file or asset catalog"),
        LintFinding(
            rule: .staleLocalization, severity: .note, root: "/r", document: "de.lproj/Form.strings", line: nil, objectID: nil,
            message: "100% of\nit"),
    ]

    @Test func plainIsPathLineSeverityMessageAndRule() throws {
        #expect(
            try LintReporter.plain.report(findings) { $0.document } == """
                A, B.xib:12: error: image 'Logo' is in no image file or asset catalog [missing-image]
                de.lproj/Form.strings: note: 100% of\\u{A}it [stale-localization]

                """)
    }

    /// A newline or an escape sequence in a document's name cannot forge a line or drive the terminal.
    @Test func plainEscapesControlsOfPathsAndMessages() throws {
        let forged = LintFinding(
            rule: .duplicateID, root: "/r", document: "A\nB.xib:1: error: forged\u{1B}[2J.xib", line: 3, objectID: nil, message: "x\r")
        #expect(
            try LintReporter.plain.report([forged]) { $0.document }
                == "A\\u{A}B.xib:1: error: forged\\u{1B}[2J.xib:3: error: x\\u{D} [duplicate-id]\n")
    }

    @Test func githubEscapesDataAndPropertiesAndSaysNoticeForNotes() throws {
        #expect(
            try LintReporter.github.report(findings) { "src/" + $0.document } == """
                ::error file=src/A%2C B.xib,line=12::image 'Logo' is in no image file or asset catalog [missing-image]
                ::notice file=src/de.lproj/Form.strings::100%25 of%0Ait [stale-localization]

                """)
    }

    @Test func jsonHasTheSameKeysForEveryFindingSorted() throws {
        let report = try LintReporter.json.report(findings) { $0.document }
        let decoded = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [[String: Any]]
        #expect(
            decoded?.map { $0.keys.sorted() }
                == Array(repeating: ["document", "line", "message", "objectId", "rule", "severity"], count: 2))
        #expect(decoded?[1]["line"] is NSNull)
        #expect(report.hasSuffix("]\n"))
        #expect(try LintReporter.json.report([]) { $0.document } == "[\n\n]\n")
    }
}
