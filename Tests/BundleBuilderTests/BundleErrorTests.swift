import BundleBuilder
import InputFiles
import Testing

@Suite struct BundleErrorTests {
    /// A refused bundle is every problem, each with its place; a document that did not compile is
    /// each of the compiler's diagnostics, warnings included.
    @Test func aRefusalIsEveryProblemInOrder() {
        let compiler = [
            Diagnostic(severity: .warning, path: "Main.storyboard", line: 4, message: "ambiguous"),
            Diagnostic(path: "Main.storyboard", line: 6, objectID: "BYZ-38-t0r", message: "storyboard identifier"),
        ]
        let missing = BundleProblem.missingImage(document: "Card.xib", line: 9, name: "logo", differsOnlyInCase: "Logo")
        let refusal = BundleError.refused([missing, .compileFailed(compiler)])
        #expect(
            refusal.diagnostics == [
                Diagnostic(path: "Card.xib", line: 9, message: "image \"logo\" is named \"Logo\": lookups are case-sensitive")
            ] + compiler)
        #expect(refusal.diagnostic == missing.diagnostic)
        #expect(BundleProblem.compileFailed(compiler).diagnostic == compiler[1])
    }

    /// A usage error is about the command line, not a file.
    @Test func anInvalidSpecHasNoPath() {
        #expect(
            BundleError.invalidSpec("-o/--output must name a folder").diagnostic
                == Diagnostic(path: nil, message: "-o/--output must name a folder"))
        #expect(BundleError.invalidSpec("x").diagnostic.description == "error: x")
    }
}
