import CatalogLint
import Foundation
import Testing

@Suite struct LintBaselineTests {
    private func finding(_ rule: LintRule, _ document: String, _ objectID: String?, _ message: String, line: Int = 1) -> LintFinding {
        LintFinding(rule: rule, root: "/work/App", document: document, line: line, objectID: objectID, message: message)
    }

    @Test func eachEntryAbsorbsOneFindingWhateverItsLines() {
        let accepted = [
            finding(.missingImage, "Main.storyboard", "a1", "image 'logo' is in no image file", line: 10),
            finding(.outletWithoutProperty, "Main.storyboard", "o1", "outlet 'x' names no @IBOutlet of A (A.swift:4)", line: 20),
        ]
        let baseline = LintBaseline(findings: accepted)
        let later = [
            finding(.missingImage, "Main.storyboard", "a1", "image 'logo' is in no image file", line: 14),
            finding(.outletWithoutProperty, "Main.storyboard", "o1", "outlet 'x' names no @IBOutlet of A (A.swift:9)", line: 24),
            // The same finding twice, where the baseline holds it once: one is new.
            finding(.missingImage, "Main.storyboard", "a1", "image 'logo' is in no image file", line: 15),
            finding(.missingImage, "Other.xib", "a1", "image 'logo' is in no image file"),
            finding(.missingImage, "Main.storyboard", "a2", "image 'logo' is in no image file"),
        ]
        #expect(baseline.newFindings(later) == Array(later[2...]))
        #expect(baseline.newFindings([]) == [])
    }

    @Test func theFileIsTheSameForTheSameFindingsAndReadsBack() throws {
        let findings = [
            finding(.unusedIBDeclaration, "B.swift", nil, "@IBOutlet 'b' of B is connected by no document"),
            finding(.missingImage, "A.xib", "i1", "image \"a/b\" is missing"),
        ]
        let data = LintBaseline(findings: findings).encoded()
        #expect(data == LintBaseline(findings: findings.reversed()).encoded())
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"findings\" : [\n    {\n      \"document\" : \"A.xib\","))
        #expect(text.contains("\"message\" : \"image \\\"a/b\\\" is missing\""))
        let read = try LintBaseline.read(data, path: "baseline.json")
        #expect(read == LintBaseline(findings: findings))
        #expect(read.newFindings(findings).isEmpty)
    }

    @Test func whatIsNoBaselineIsAnErrorNamingTheFile() {
        #expect(throws: LintError.self) { try LintBaseline.read(Data("{\"x\": 1}".utf8), path: "b.json") }
        do {
            _ = try LintBaseline.read(Data("{\"version\": 2, \"findings\": []}".utf8), path: "b.json")
            Issue.record("a newer version was read")
        } catch {
            #expect(error.description == "b.json: error: a lint baseline of version 2; this nibcat reads 1")
        }
    }
}
