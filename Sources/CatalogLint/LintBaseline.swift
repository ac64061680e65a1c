import Foundation
import InputFiles

/// The findings a team has accepted, so that `lint --baseline` reports only new ones (SwiftLint's
/// convention): a JSON file of entries, each a rule, a document (relative to its indexed folder),
/// an object id and a message. An entry absorbs one finding with the same four, line numbers in
/// the message left out: edits above a finding move it without making it new.
public struct LintBaseline: Sendable, Hashable {
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        public var rule: String
        public var document: String
        public var objectID: String?
        public var message: String

        enum CodingKeys: String, CodingKey {
            case rule, document
            case objectID = "objectId"
            case message
        }

        init(_ finding: LintFinding) {
            rule = finding.rule.rawValue
            document = finding.document
            objectID = finding.objectID
            message = finding.message
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.document, a.rule, a.objectID ?? "", a.message) < (b.document, b.rule, b.objectID ?? "", b.message)
        }

        /// What a finding is matched by: the message without `:<line>` numbers.
        var key: String {
            var text = ""
            var afterColon = false
            for character in message.unicodeScalars {
                if afterColon, ("0"..."9").contains(character) { continue }
                afterColon = character == ":"
                text.unicodeScalars.append(character)
            }
            return [rule, document, objectID ?? "", text].joined(separator: "\u{0}")
        }
    }

    private struct File: Codable {
        var version: Int
        var findings: [Entry]
    }

    static let version = 1

    public private(set) var entries: [Entry]

    public init(findings: [LintFinding]) {
        entries = findings.map(Entry.init).sorted()
    }

    /// The baseline in `data`, read from `path` (named in errors).
    public static func read(_ data: Data, path: String) throws(LintError) -> LintBaseline {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw .configuration(
                TextFileError(path: path, line: nil, message: "not a lint baseline (write one with `nibcat lint --write-baseline`)"))
        }
        guard file.version == version else {
            throw .configuration(
                TextFileError(path: path, line: nil, message: "a lint baseline of version \(file.version); this nibcat reads \(version)"))
        }
        var baseline = LintBaseline(findings: [])
        baseline.entries = file.findings.sorted()
        return baseline
    }

    /// The file's bytes: sorted entries, sorted keys, so the same findings give the same file.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and optionals cannot fail.
        return ((try? encoder.encode(File(version: Self.version, findings: entries))) ?? Data()) + Data("\n".utf8)
    }

    /// `findings` less those the baseline holds, each entry absorbing one.
    public func newFindings(_ findings: [LintFinding]) -> [LintFinding] {
        var accepted: [String: Int] = [:]
        for entry in entries {
            accepted[entry.key, default: 0] += 1
        }
        return findings.filter { finding in
            let key = Entry(finding).key
            guard let count = accepted[key], count > 0 else { return true }
            accepted[key] = count - 1
            return false
        }
    }
}
