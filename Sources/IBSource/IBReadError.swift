import InputFiles

/// Why a document could not be read; every case names the file.
public enum IBReadError: DiagnosticError, Sendable, Hashable {
    case unreadable(path: String, reason: String)
    case emptyDocument(path: String)
    case malformedXML(path: String, line: Int, column: Int, reason: String)
    case entityDeclarationRefused(path: String, line: Int)
    /// A `<!DOCTYPE …>`: Interface Builder never writes one, and its declarations (entities, default
    /// attributes) make the parser's output grow beyond its input.
    case documentTypeRefused(path: String, line: Int)
    /// UTF-16 or UTF-32 text: Interface Builder writes UTF-8, and the entity check reads bytes as UTF-8.
    case notUTF8(path: String)
    /// An XML declaration naming another encoding than UTF-8, which the parser would decode.
    case unsupportedEncoding(path: String, encoding: String)
    /// Bytes that cannot start an XML document; `looksLike` says what they seem to be instead.
    case notXML(path: String, looksLike: String)
    /// The parser delivered more text than the input could hold; a bound on any expansion that
    /// escaped the checks before parsing.
    case expansionLimitExceeded(path: String, line: Int, limit: Int)
    case notAnInterfaceBuilderDocument(path: String, line: Int, rootElement: String)
    /// A document in the archive format of Interface Builder 3 (`<archive
    /// type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`), which Xcode 4 saved and later Xcodes
    /// still save for "Opens in: Xcode 4.6"; `systemTarget` is its `IBDocument.SystemTarget`, the
    /// system it builds for, encoded as `IBDeployment.version` is.
    case interfaceBuilder3Archive(path: String, line: Int, format: String, platform: IBDocument.Platform, systemTarget: Int?)
    /// Elements nested deeper than any Interface Builder document; refused when the element tree is kept.
    case nestedTooDeeply(path: String, line: Int, limit: Int)
    /// A `.strings` or `.xcstrings` table that cannot be read as one.
    case malformedStringsTable(path: String, line: Int?, reason: String)

    public var path: String {
        switch self {
        case .unreadable(let path, _), .emptyDocument(let path), .notUTF8(let path), .malformedXML(let path, _, _, _),
            .entityDeclarationRefused(let path, _), .documentTypeRefused(let path, _),
            .unsupportedEncoding(let path, _), .notXML(let path, _), .expansionLimitExceeded(let path, _, _),
            .notAnInterfaceBuilderDocument(let path, _, _), .interfaceBuilder3Archive(let path, _, _, _, _),
            .nestedTooDeeply(let path, _, _), .malformedStringsTable(let path, _, _):
            return path
        }
    }

    /// The 1-based line the problem was found on, when there is one.
    public var line: Int? {
        switch self {
        case .unreadable, .emptyDocument, .notXML:
            return nil
        case .notUTF8, .unsupportedEncoding:
            return 1
        case .malformedXML(_, let line, _, _), .entityDeclarationRefused(_, let line), .documentTypeRefused(_, let line),
            .expansionLimitExceeded(_, let line, _), .notAnInterfaceBuilderDocument(_, let line, _),
            .interfaceBuilder3Archive(_, let line, _, _, _), .nestedTooDeeply(_, let line, _):
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
        case .documentTypeRefused:
            return "document type declarations (<!DOCTYPE …>) are refused: Interface Builder never writes one,"
                + " and its declarations can expand without bound"
        case .unsupportedEncoding(_, let encoding):
            return "the XML declaration names encoding \"\(encoding)\"; only UTF-8 is read (Interface Builder writes UTF-8)"
        case .notXML(_, let looksLike):
            return "not XML: the file looks like \(looksLike), not an Interface Builder document"
        case .expansionLimitExceeded(_, _, let limit):
            return "the XML parser produced more than \(limit) bytes of text, more than this input can hold; refused"
        case .notAnInterfaceBuilderDocument(_, _, let root):
            return "not an Interface Builder document: root element is <\(root)>, expected <document>"
        case .interfaceBuilder3Archive(_, _, let format, _, _):
            return "an Interface Builder 3 archive (\(format)), the format Xcode saves for \"Opens in: Xcode 4.6\" and earlier,"
                + " which nibcat does not read: open it in Xcode and set Opens in to a later Xcode"
        case .nestedTooDeeply(_, _, let limit):
            return "elements nested more than \(limit) deep; no Interface Builder document is"
        case .malformedStringsTable(_, _, let reason):
            return "malformed string table: \(reason)"
        }
    }

    public var diagnostic: Diagnostic {
        Diagnostic(path: path, line: line, message: message)
    }
}
