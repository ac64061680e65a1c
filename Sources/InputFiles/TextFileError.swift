/// A problem in a text file an input names or a root holds (`.nibcat.yml`, `.nibcat-lint.json`,
/// an Xcode `project.pbxproj`): the file, the line when one is known, and what is wrong.
public struct TextFileError: DiagnosticError, Sendable, Hashable {
    public var path: String
    public var line: Int?
    public var message: String

    public init(path: String, line: Int?, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// The file could not be read at all.
    public init(unreadable error: InputFileError) {
        self.init(path: error.path, line: nil, message: "cannot read file: \(error.reason)")
    }

    public var diagnostic: Diagnostic {
        Diagnostic(path: path, line: line, message: message)
    }
}
