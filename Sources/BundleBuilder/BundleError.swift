import InputFiles

/// One reason a bundle cannot be published as asked; each names the file at fault.
public enum BundleProblem: DiagnosticError, Sendable, Hashable {
    /// Two different files would land on one path in the bundle.
    case conflictingSources(destination: String, first: String, second: String)
    /// Two paths in the bundle differ only in case: one hides the other on a case-insensitive disk.
    case caseOnlyDifference(first: String, second: String)
    /// A name that cannot be a file name in the bundle (`Namespace/Icon`, `../icon`), and the
    /// line of `source` that names it, when a document does.
    case invalidName(name: String, source: String, line: Int? = nil)
    /// A flat bundle whose root would hold `Resources` or `Contents`, which makes Foundation read it
    /// as a macOS bundle.
    case reservedFolder(path: String, source: String)
    /// An image an included document names that is not there (or only in another case).
    case missingImage(document: String, line: Int, name: String, differsOnlyInCase: String?)
    /// An asset-catalog set the document names that holds no image file.
    case imageWithoutFiles(document: String, line: Int, name: String)
    /// A source that changed after it was indexed: the catalog no longer describes it.
    case changedSinceIndexed(path: String)
    /// An image file indexing found corrupt (an empty PNG, a bad chunk): a device would not load it.
    case corruptImage(path: String, reason: String)
    /// A document that did not compile (or a compiled one that did not read): the compiler's
    /// diagnostics, each with its own place.
    case compileFailed([Diagnostic])

    public var diagnostic: Diagnostic {
        switch self {
        case .conflictingSources(let destination, let first, let second):
            return Diagnostic(path: second, message: "\(destination) would come from both \(first) and this file, and they differ")
        case .caseOnlyDifference(let first, let second):
            return Diagnostic(path: second, message: "differs from \(first) only in case")
        case .invalidName(let name, let source, let line):
            return Diagnostic(path: source, line: line, message: "\"\(name)\" cannot be a file name in a bundle (a path separator or `..`)")
        case .reservedFolder(let path, let source):
            return Diagnostic(path: source, message: "a flat bundle cannot have a top-level \(path)")
        case .missingImage(let document, let line, let name, let actual):
            if let actual {
                return Diagnostic(
                    path: document, line: line, message: "image \"\(name)\" is named \"\(actual)\": lookups are case-sensitive")
            }
            return Diagnostic(path: document, line: line, message: "image \"\(name)\" is missing (--allow-missing packages anyway)")
        case .imageWithoutFiles(let document, let line, let name):
            return Diagnostic(path: document, line: line, message: "image set \"\(name)\" has no image file to package")
        case .changedSinceIndexed(let path):
            return Diagnostic(path: path, message: "changed since it was indexed; run `nibcat index` again")
        case .corruptImage(let path, let reason):
            return Diagnostic(path: path, message: "not a valid image, so not packaged: \(reason)")
        case .compileFailed(let diagnostics):
            return diagnostics.first { $0.severity == .error } ?? diagnostics.first
                ?? Diagnostic(path: nil, message: "a document was not compiled")
        }
    }

    public var diagnostics: [Diagnostic] {
        guard case .compileFailed(let diagnostics) = self else { return [diagnostic] }
        return diagnostics
    }
}

public enum BundleError: DiagnosticError, Sendable, Hashable {
    /// A spec the command line must be given differently: a usage error, about no file (the
    /// message may quote the line of a configuration or project that says why).
    case invalidSpec(String)
    /// Nothing was published.
    case refused([BundleProblem])
    /// The version is published already, with other contents; it is never rewritten.
    case versionExists(path: String)
    case unwritable(path: String, reason: String)
    /// The package sources (the catalog) could not be read or written.
    case catalog(Diagnostic)
    /// A project's `.nibcat.yml` whose package section cannot be read; the diagnostic names its
    /// file and line.
    case configuration(Diagnostic)

    public var diagnostic: Diagnostic {
        switch self {
        case .invalidSpec(let message):
            return Diagnostic(path: nil, message: message)
        case .refused(let problems):
            return problems.first?.diagnostic ?? Diagnostic(path: nil, message: "the bundle was refused")
        case .versionExists(let path):
            return Diagnostic(path: path, message: "this version is published already with different contents; publish a new version")
        case .unwritable(let path, let reason):
            return Diagnostic(path: path, message: "cannot write: \(reason)")
        case .catalog(let diagnostic), .configuration(let diagnostic):
            return diagnostic
        }
    }

    /// Every problem that refused the bundle, each with its place.
    public var diagnostics: [Diagnostic] {
        guard case .refused(let problems) = self else { return [diagnostic] }
        return problems.flatMap(\.diagnostics)
    }
}
