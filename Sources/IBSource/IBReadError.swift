/// Why a document could not be read; every case names the file.
public enum IBReadError: Error, Sendable, Hashable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case emptyDocument(path: String)
    case malformedXML(path: String, line: Int, column: Int, reason: String)
    case entityDeclarationRefused(path: String, line: Int)
    /// UTF-16 or UTF-32 text: Interface Builder writes UTF-8, and the entity check reads bytes as UTF-8.
    case notUTF8(path: String)
    case notAnInterfaceBuilderDocument(path: String, line: Int, rootElement: String)
    /// Elements nested deeper than any Interface Builder document; refused when the element tree is kept.
    case nestedTooDeeply(path: String, line: Int, limit: Int)
    /// A `.strings` or `.xcstrings` table that cannot be read as one.
    case malformedStringsTable(path: String, line: Int?, reason: String)

    public var path: String {
        switch self {
        case .unreadable(let path, _), .emptyDocument(let path), .notUTF8(let path), .malformedXML(let path, _, _, _),
            .entityDeclarationRefused(let path, _), .notAnInterfaceBuilderDocument(let path, _, _),
            .nestedTooDeeply(let path, _, _), .malformedStringsTable(let path, _, _):
            return path
        }
    }

    /// The 1-based line the problem was found on, when there is one.
    public var line: Int? {
        switch self {
        case .unreadable, .emptyDocument:
            return nil
        case .notUTF8:
            return 1
        case .malformedXML(_, let line, _, _), .entityDeclarationRefused(_, let line),
            .notAnInterfaceBuilderDocument(_, let line, _), .nestedTooDeeply(_, let line, _):
            return line
        case .malformedStringsTable(_, let line, _):
            return line
        }
    }

    public var message: String {
        switch self {
        case .unreadable(_, let reason):
            return "cannot read file: \(reason)"
        case .emptyDocument:
            return "empty file: not an Interface Builder document"
        case .malformedXML(_, _, let column, let reason):
            return "malformed XML at column \(column): \(reason)"
        case .notUTF8:
            return "not UTF-8 (the file looks like UTF-16 or UTF-32); Interface Builder writes UTF-8"
        case .entityDeclarationRefused:
            return "XML entity declarations are refused (Interface Builder never writes them)"
        case .notAnInterfaceBuilderDocument(_, _, let root):
            return "not an Interface Builder document: root element is <\(root)>, expected <document>"
        case .nestedTooDeeply(_, _, let limit):
            return "elements nested more than \(limit) deep; no Interface Builder document is"
        case .malformedStringsTable(_, _, let reason):
            return "malformed string table: \(reason)"
        }
    }

    /// `path[:line]: error: message`, the form compilers and editors understand.
    public var description: String {
        if let line {
            return "\(path):\(line): error: \(message)"
        }
        return "\(path): error: \(message)"
    }
}
