import InputFiles

/// Why a bundle or a shelf of bundles could not be opened; each names the path it is about.
public enum ResourceBundleError: DiagnosticError, Sendable, Equatable {
    /// Not there, or not a folder.
    case notABundle(path: String)
    /// SQLite could not open or read the bundle's `ResourceIndex.sqlite`.
    case unreadableIndex(path: String, message: String)
    /// A bundle's or a shelf's folder could not be listed.
    case unreadableFolder(path: String, message: String)
    /// No published version of `name` under the shelf meets the requirement.
    case noMatchingVersion(shelf: String, name: String, requirement: String, available: [String])
    /// The shelf holds no bundle of that name.
    case unknownBundle(shelf: String, name: String, available: [String])

    public var path: String {
        switch self {
        case .notABundle(let path), .unreadableIndex(let path, _), .unreadableFolder(let path, _): path
        case .noMatchingVersion(let shelf, _, _, _), .unknownBundle(let shelf, _, _): shelf
        }
    }

    public var message: String {
        switch self {
        case .notABundle:
            return "not a bundle folder"
        case .unreadableIndex(_, let message):
            return "cannot read the resource index: \(message)"
        case .unreadableFolder(_, let message):
            return "cannot list the folder: \(message)"
        case .noMatchingVersion(_, let name, let requirement, let available):
            let versions = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "no version of \(name) meets \(requirement) (published: \(versions))"
        case .unknownBundle(_, let name, let available):
            let names = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "no bundle named \(name) (bundles: \(names))"
        }
    }

    public var diagnostic: Diagnostic {
        Diagnostic(path: path, message: message)
    }
}
