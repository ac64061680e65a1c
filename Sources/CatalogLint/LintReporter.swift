import Foundation
import InputFiles

/// The formats `nibcat lint` writes its findings in, one reporter each (SwiftLint's `Reporter`).
public enum LintReporter: String, Sendable, CaseIterable {
    /// `path:line: severity: message [rule]`, the form compilers and editors print, with control
    /// characters of paths and messages escaped (`TerminalText`).
    case plain
    /// `[{"rule", "severity", "document", "line", "objectId", "message"}]`, keys sorted.
    case json
    /// GitHub Actions workflow commands (`::error file=…,line=…::…`), shown as annotations.
    case github

    /// The whole report, each line ended by a newline; `displayPath` gives the path a finding's
    /// document is shown by (plain and GitHub; JSON names the document relative to its root).
    public func report(_ findings: [LintFinding], displayPath: (LintFinding) -> String) throws -> String {
        switch self {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(findings), as: UTF8.self) + "\n"
        case .plain:
            return findings.map { finding in
                let location = TerminalText.escaped(displayPath(finding)) + (finding.line.map { ":\($0)" } ?? "")
                return "\(location): \(finding.severity.rawValue): \(TerminalText.escaped(finding.message)) [\(finding.rule.rawValue)]\n"
            }.joined()
        case .github:
            return findings.map { finding in
                let command = ["error": "error", "warning": "warning", "note": "notice"][finding.severity.rawValue]!
                var properties = "file=" + Self.escapeProperty(displayPath(finding))
                if let line = finding.line {
                    properties += ",line=\(line)"
                }
                return "::\(command) \(properties)::\(Self.escapeData(finding.message)) [\(finding.rule.rawValue)]\n"
            }.joined()
        }
    }

    // GitHub's workflow-command escaping: data escapes %, CR, LF; properties also : and ,.
    private static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
