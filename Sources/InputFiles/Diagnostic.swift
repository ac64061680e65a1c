/// What a stage has to say about its input, as data: the file (none when it is about the command
/// itself), the 1-based line and the Interface Builder object id when they are known, how serious
/// it is, and what, in words. Libraries report their errors and warnings as these and never word
/// the place themselves: the command line prints `description`, the report writes HTML, JSON keeps
/// the fields. It is an error itself, for a command that fails with one.
public struct Diagnostic: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The words printed after the place; each is a word some tool already reads.
    public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
        case error
        case warning
        /// nibcat's remark on how a command went: a document left out, a catalog not refreshed.
        case note
        /// The compiler's remark on a document: ibtool's word, which its reports and Xcode's logs use.
        case notice
    }

    public var severity: Severity
    public var path: String?
    public var line: Int?
    /// The id of the object (or scene) the diagnostic is about; ibtool's report is keyed by it.
    public var objectID: String?
    public var message: String

    public init(severity: Severity = .error, path: String?, line: Int? = nil, objectID: String? = nil, message: String) {
        self.severity = severity
        self.path = path
        self.line = line
        self.objectID = objectID
        self.message = message
    }

    /// The command line's contract, which editors and CI read: `path[:line]: severity: message`, or
    /// `severity: message` without a path. The object id is left out: only ibtool's report places it.
    /// Written here once, for the command line's printer and for the few outputs that quote another
    /// error's line inside their own (a lint configuration's error, a picture the report could not draw).
    public var description: String {
        guard let path else { return "\(severity.rawValue): \(message)" }
        return "\(path)\(line.map { ":\($0)" } ?? ""): \(severity.rawValue): \(message)"
    }
}

/// An error that says what went wrong as diagnostics. Every library's errors conform, so that a
/// front end shows any of them from their data, the command line with one printer.
public protocol DiagnosticError: Error {
    /// The error as one diagnostic: its file, line and object when it knows them, and its message.
    var diagnostic: Diagnostic { get }
    /// Every diagnostic the error stands for, in order: one for most errors; for a document that
    /// failed to compile, each of its errors and the warnings that may explain them.
    var diagnostics: [Diagnostic] { get }
}

extension DiagnosticError {
    public var diagnostics: [Diagnostic] {
        [diagnostic]
    }
}

extension Diagnostic: DiagnosticError {
    public var diagnostic: Diagnostic {
        self
    }
}
