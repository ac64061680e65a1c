import CatalogStore

/// One reason a bundle cannot be published as asked; each names the file at fault.
public enum BundleProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// Two different files would land on one path in the bundle.
    case conflictingSources(destination: String, first: String, second: String)
    /// Two paths in the bundle differ only in case: one hides the other on a case-insensitive disk.
    case caseOnlyDifference(first: String, second: String)
    /// A name that cannot be a file name in the bundle (`Namespace/Icon`, `../icon`).
    case invalidName(name: String, source: String)
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
    case compileFailed(message: String)

    public var description: String {
        switch self {
        case .conflictingSources(let destination, let first, let second):
            return "\(second): error: \(destination) would come from both \(first) and this file, and they differ"
        case .caseOnlyDifference(let first, let second):
            return "\(second): error: differs from \(first) only in case"
        case .invalidName(let name, let source):
            return "\(source): error: \"\(name)\" cannot be a file name in a bundle (a path separator or `..`)"
        case .reservedFolder(let path, let source):
            return "\(source): error: a flat bundle cannot have a top-level \(path)"
        case .missingImage(let document, let line, let name, let actual):
            if let actual {
                return "\(document):\(line): error: image \"\(name)\" is named \"\(actual)\": lookups are case-sensitive"
            }
            return "\(document):\(line): error: image \"\(name)\" is missing (--allow-missing packages anyway)"
        case .imageWithoutFiles(let document, let line, let name):
            return "\(document):\(line): error: image set \"\(name)\" has no image file to package"
        case .changedSinceIndexed(let path):
            return "\(path): error: changed since it was indexed; run `nibcat index` again"
        case .corruptImage(let path, let reason):
            return "\(path): error: not a valid image, so not packaged: \(reason)"
        case .compileFailed(let message):
            return message
        }
    }
}

public enum BundleError: Error, Sendable, Hashable, CustomStringConvertible {
    case invalidSpec(String)
    /// Nothing was published.
    case refused([BundleProblem])
    /// The version is published already, with other contents; it is never rewritten.
    case versionExists(path: String)
    case unwritable(path: String, reason: String)
    case catalog(CatalogError)

    public var description: String {
        switch self {
        case .invalidSpec(let message):
            return "error: \(message)"
        case .refused(let problems):
            return problems.map(\.description).joined(separator: "\n")
        case .versionExists(let path):
            return "\(path): error: this version is published already with different contents; publish a new version"
        case .unwritable(let path, let reason):
            return "\(path): error: cannot write: \(reason)"
        case .catalog(let error):
            return error.description
        }
    }
}
