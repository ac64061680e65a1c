import CatalogLint
import CatalogReport
import CatalogStore
import InputFiles
import Testing

@Suite struct ReportErrorTests {
    @Test func eachCaseNamesItsFileOrFolder() {
        #expect(
            ReportError.write(path: "site", reason: "permission denied").diagnostic
                == Diagnostic(severity: .error, path: "site", message: "cannot write the report: permission denied"))
        let notAReport = ReportError.notAReport(path: "Examples").diagnostic
        #expect(notAReport.path == "Examples" && notAReport.line == nil && notAReport.severity == .error)
        #expect(notAReport.message.hasPrefix("not empty and not a report nibcat wrote"))
        let catalog = CatalogError.notAnIndexedRoot(path: "Examples", roots: [])
        #expect(ReportError.catalog(catalog).diagnostic == catalog.diagnostic)
    }

    /// Lint's configuration errors keep their file and line; a catalog error reaches lint as its
    /// line and is split back into place and message, printing as it did.
    @Test func lintErrorsAreDiagnosticsOfTheirFile() {
        let configuration = TextFileError(path: "r/.nibcat.yml", line: 3, message: "unknown rule 'x'")
        #expect(ReportError.lint(.configuration(configuration)).diagnostic == configuration.diagnostic)
        let line = "/c/catalog.sqlite: error: catalog: disk I/O error"
        let catalog = LintError.catalog(line).diagnostic
        #expect(catalog == Diagnostic(severity: .error, path: "/c/catalog.sqlite", message: "catalog: disk I/O error"))
        #expect(catalog.description == line)
    }
}
