import Foundation
import IBSource
import InputFiles
import NibArchive

/// What Apple's `ibtool --errors --warnings --notices` prints after compiling a document, built from
/// our diagnostics, as a property list (for `--output-format xml1`/`binary1`) or as text
/// (`human-readable-text`). `nibcat ibtool` prints it; a build tool driving the compiler as a
/// library can print the same thing.
///
/// The shape, and where it comes from (no Apple document describes it; these are public readers
/// and quotes of real ibtool output):
///
/// ```
/// {
///   "com.apple.ibtool.document.errors":   { "<object id>" or "global": [ {"message", "type", "line"?}, … ] },
///   "com.apple.ibtool.document.warnings": { … same … },
///   "com.apple.ibtool.document.notices":  { … same … },
///   "com.apple.ibtool.errors": [ {"description", "path"?, "line"?}, … ]
/// }
/// ```
///
/// - A document category is present exactly when it was asked for, and then always, as an empty
///   dictionary when there is nothing to say: scripts check real ibtool output for
///   `<dict/>` under `com.apple.ibtool.document.errors`/`.warnings` (e.g. Horos' build checks,
///   pyibtool's tests comparing against Apple's output).
/// - Its value is a dictionary whose values are arrays of dictionaries with a `message` string:
///   that is how dotnet/macios (`XcodeCompilerToolTask.LogWarningsAndErrors`, "what ibtool is
///   returning when building a storyboard") reads it; Monobjc's `XibTool` names the item keys
///   `message` and `type`. The dictionary is keyed by the id of the object the issue is about,
///   `global` for an issue about the whole document: ibtool's text form prints that key after
///   the path, `Main.storyboard:BYZ-38-t0r: warning: …` and, in build logs quoted on the web,
///   `UMSCommentDetailController.xib:global: error: Compiling IB documents for earlier than iOS 7
///   is no longer supported.` `type` holds the severity word (`error`, `warning`, `notice`) and
///   `line` the 1-based source line: both our choice.
/// - `com.apple.ibtool.errors` (the tool's own failures: a document that cannot be read or an
///   output that cannot be written) is an array of dictionaries with `description`, printed
///   whatever was asked for, as ibtool does (quoted in ole/Storyboard-Strings-Extraction and in
///   CMake's storyboard bug report). `path` and `line` are our additions.
///
/// Text form, as Xcode's logs show ibtool's: a `/* <key> */` line per non-empty category, keys
/// in the property list's order, then one `path:<object id>: error|warning|notice: message` line
/// per item, as Apple writes it (`path:<line>:` for an issue at a line of no object, which Apple
/// never has, and `path:global:` for one about the whole document; Apple adds a bracketed number
/// we leave out). Control characters become U+FFFD in both forms: XML cannot carry most of them,
/// and line breaks would split an item's text line; so every report can be written as XML.
public struct IbtoolReport: Sendable, Hashable {
    public static let documentErrorsKey = "com.apple.ibtool.document.errors"
    public static let documentWarningsKey = "com.apple.ibtool.document.warnings"
    public static let documentNoticesKey = "com.apple.ibtool.document.notices"
    public static let toolErrorsKey = "com.apple.ibtool.errors"

    /// ibtool's `--output-format`.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        case humanReadableText = "human-readable-text"
        /// ibtool's default.
        case xml1
        case binary1

        /// What ibtool prints in this format: `text` for human-readable-text, else the property list.
        public func data(
            _ propertyList: @autoclosure () -> PropertyListValue, text: @autoclosure () -> String
        ) throws(PropertyListXMLWriter.UnrepresentableValue) -> Data {
            switch self {
            case .humanReadableText:
                return Data(text().utf8)
            case .binary1:
                return BinaryPropertyListWriter.data(propertyList())
            case .xml1:
                return try PropertyListXMLWriter.data(propertyList())
            }
        }
    }

    public var errors: [CompileDiagnostic]
    public var warnings: [CompileDiagnostic]
    public var notices: [CompileDiagnostic]
    /// Failures of the tool rather than findings in the document; their text form is the
    /// command line's (`path[:line]: error: message`, or `error: message` without a path).
    public var toolErrors: [Diagnostic]

    /// Each diagnostic goes in the category of the array it is in, whatever its own severity says.
    public init(
        errors: [CompileDiagnostic] = [], warnings: [CompileDiagnostic] = [], notices: [CompileDiagnostic] = [],
        toolErrors: [Diagnostic] = []
    ) {
        self.errors = errors
        self.warnings = warnings
        self.notices = notices
        self.toolErrors = toolErrors
    }

    /// Diagnostics sorted into categories by severity, keeping their order.
    public init(diagnostics: [CompileDiagnostic], toolErrors: [Diagnostic] = []) {
        self.init(
            errors: diagnostics.filter { $0.severity == .error },
            warnings: diagnostics.filter { $0.severity == .warning },
            notices: diagnostics.filter { $0.severity == .notice },
            toolErrors: toolErrors)
    }

    /// A compilation that failed: a document the compiler refuses is a document error, as ibtool
    /// reports documents it will not compile; a file that cannot be read or written is the tool's.
    public init(failure: CompileError) {
        switch failure {
        case .unreadable, .missingElementTree, .unwritable, .outputInTheWay, .notCompiledStoryboard, .project, .notAXib,
            .requiresNewerXcode:
            self.init(toolErrors: [failure.diagnostic])
        case .unsupportedPlatform(let path, _), .unsupportedOutput(let path, _):
            self.init(errors: [CompileDiagnostic(severity: .error, path: path, message: failure.message)])
        case .documentErrors(let path, let diagnostics):
            // As `nibcat compile` says after such a refusal; a Makefile's log shows it too.
            let note = CompileDiagnostic(severity: .notice, path: path, message: CompileError.onlyApproximationsNote)
            self.init(diagnostics: diagnostics + (failure.isOnlyApproximations ? [note] : []))
        }
    }

    /// Whether the document failed to compile: any document or tool error.
    public var hasErrors: Bool {
        !errors.isEmpty || !toolErrors.isEmpty
    }

    /// The property list ibtool prints; `including` holds the categories asked for
    /// (`--errors`, `--warnings`, `--notices`). Tool errors are always included when there are any.
    public func propertyList(including requested: Set<CompileDiagnostic.Severity>) -> PropertyListValue {
        var top: [String: PropertyListValue] = [:]
        for (severity, key, diagnostics) in categories where requested.contains(severity) {
            var byObject: [String: [PropertyListValue]] = [:]
            for diagnostic in diagnostics {
                var item: [String: PropertyListValue] = [
                    "message": .string(Self.representable(diagnostic.message)),
                    "type": .string(severity.rawValue),
                ]
                if let line = diagnostic.line {
                    item["line"] = .integer(Int64(line))
                }
                byObject[Self.representable(Self.subject(of: diagnostic)), default: []].append(.dictionary(item))
            }
            top[key] = .dictionary(byObject.mapValues { .array($0) })
        }
        if !toolErrors.isEmpty {
            top[Self.toolErrorsKey] = .array(
                toolErrors.map { error in
                    var item: [String: PropertyListValue] = ["description": .string(Self.representable(error.message))]
                    if let path = error.path {
                        item["path"] = .string(Self.representable(path))
                    }
                    if let line = error.line {
                        item["line"] = .integer(Int64(line))
                    }
                    return .dictionary(item)
                })
        }
        return .dictionary(top)
    }

    /// The report as ibtool prints it in `format`. `representable` leaves nothing XML cannot
    /// hold, so xml1 fails only if that stops being true.
    public func data(
        in format: Format, including requested: Set<CompileDiagnostic.Severity>
    ) throws(PropertyListXMLWriter.UnrepresentableValue) -> Data {
        try format.data(propertyList(including: requested), text: text(including: requested))
    }

    /// The `human-readable-text` form: empty when there is nothing to print, else every line
    /// ends with a newline.
    public func text(including requested: Set<CompileDiagnostic.Severity>) -> String {
        var sections: [(key: String, lines: [String])] = []
        for (severity, key, diagnostics) in categories where requested.contains(severity) && !diagnostics.isEmpty {
            sections.append((key, diagnostics.map { Self.representable(Self.textLine($0, as: severity)) }))
        }
        if !toolErrors.isEmpty {
            sections.append((Self.toolErrorsKey, toolErrors.map { Self.representable($0.description) }))
        }
        // The property list's key order, so both forms list categories alike.
        return sections.sorted { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }
            .map { section in "/* \(section.key) */\n" + section.lines.map { $0 + "\n" }.joined() }
            .joined()
    }

    /// What ibtool keys an issue by: the id of its object, or `global` for the whole document.
    static let documentSubject = "global"

    static func subject(of diagnostic: CompileDiagnostic) -> String {
        diagnostic.objectID ?? documentSubject
    }

    /// `path:objectID: severity: message` as ibtool writes it; `path:line:` for a message at a
    /// line of no object, and `path:global:` for one about the whole document.
    static func textLine(_ diagnostic: CompileDiagnostic, as severity: CompileDiagnostic.Severity) -> String {
        let place = diagnostic.objectID ?? diagnostic.line.map(String.init) ?? documentSubject
        return "\(diagnostic.path):\(place): \(severity.rawValue): \(diagnostic.message)"
    }

    private var categories: [(CompileDiagnostic.Severity, String, [CompileDiagnostic])] {
        [
            (.error, Self.documentErrorsKey, errors),
            (.warning, Self.documentWarningsKey, warnings),
            (.notice, Self.documentNoticesKey, notices),
        ]
    }

    /// `text` with control characters replaced by U+FFFD: XML 1.0 cannot hold most of them, and
    /// the rest would break the text form's lines or the terminal. Tab is kept.
    static func representable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isRefused) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isRefused(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F || scalar == "\u{FFFE}" || scalar == "\u{FFFF}"
    }
}
