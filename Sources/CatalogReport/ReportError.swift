import CatalogLint
import CatalogStore

/// Why a report could not be written; each names the file or folder.
public enum ReportError: Error, Sendable, Hashable, CustomStringConvertible {
    case catalog(CatalogError)
    case lint(LintError)
    /// The output folder holds something other than an earlier report.
    case notAReport(path: String)
    case write(path: String, reason: String)

    public var description: String {
        switch self {
        case .catalog(let error):
            return error.description
        case .lint(let error):
            return error.description
        case .notAReport(let path):
            return "\(path): error: not empty and not a report nibcat wrote (no \(SiteWriter.markerName)); "
                + "choose another folder or empty it"
        case .write(let path, let reason):
            return "\(path): error: cannot write the report: \(reason)"
        }
    }
}
