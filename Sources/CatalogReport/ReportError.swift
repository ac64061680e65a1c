import CatalogLint
import CatalogStore
import InputFiles

/// Why a report could not be written; each names the file or folder.
public enum ReportError: DiagnosticError, Sendable, Hashable {
    case catalog(CatalogError)
    case lint(LintError)
    /// The output folder holds something other than an earlier report.
    case notAReport(path: String)
    case write(path: String, reason: String)

    public var diagnostic: Diagnostic {
        switch self {
        case .catalog(let error):
            return error.diagnostic
        case .lint(let error):
            return error.diagnostic
        case .notAReport(let path):
            return Diagnostic(
                path: path,
                message: "not empty and not a report nibcat wrote (no \(SiteWriter.markerName)); choose another folder or empty it")
        case .write(let path, let reason):
            return Diagnostic(path: path, message: "cannot write the report: \(reason)")
        }
    }
}

/// Lint's errors as diagnostics, here until CatalogLint (being rewritten) says them as data itself:
/// the report and `nibcat lint` both print them. A configuration's error is the file's own; a
/// catalog error reaches lint as its line only (`path: error: message`), and is split back into
/// its place and message there.
extension LintError: DiagnosticError {
    public var diagnostic: Diagnostic {
        switch self {
        case .configuration(let error):
            return error.diagnostic
        case .catalog(let line):
            guard let severity = line.range(of: ": error: ") else { return Diagnostic(path: nil, message: line) }
            return Diagnostic(path: String(line[..<severity.lowerBound]), message: String(line[severity.upperBound...]))
        }
    }
}
