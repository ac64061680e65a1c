/// How bad a finding is: an error breaks a screen at run time and fails `nibcat lint`.
public enum LintSeverity: String, Sendable, Hashable, Codable, CaseIterable {
    case error
    case warning
    case note
}

/// One problem a rule found in one document.
public struct LintFinding: Sendable, Hashable, Encodable {
    public var rule: LintRule
    public var severity: LintSeverity
    /// The absolute folder `document` is relative to (the folder given to `index`).
    public var root: String
    /// Relative to `root`.
    public var document: String
    public var line: Int?
    public var objectID: String?
    public var message: String

    public init(
        rule: LintRule, severity: LintSeverity? = nil, root: String, document: String, line: Int?, objectID: String?,
        message: String
    ) {
        self.rule = rule
        self.severity = severity ?? rule.severity
        self.root = root
        self.document = document
        self.line = line
        self.objectID = objectID
        self.message = message
    }

    enum CodingKeys: String, CodingKey {
        case rule, severity, document, line
        case objectID = "objectId"
        case message
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(document, forKey: .document)
        // Present as null rather than absent, so every finding has the same keys.
        try container.encode(line, forKey: .line)
        try container.encode(objectID, forKey: .objectID)
        try container.encode(message, forKey: .message)
    }

    /// Root, document, line, rule, object, message: the order `nibcat lint` prints.
    static func ordered(_ a: LintFinding, _ b: LintFinding) -> Bool {
        (a.root, a.document, a.line ?? 0, a.rule.rawValue, a.objectID ?? "", a.message)
            < (b.root, b.document, b.line ?? 0, b.rule.rawValue, b.objectID ?? "", b.message)
    }
}
