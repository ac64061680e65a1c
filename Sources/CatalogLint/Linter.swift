import CatalogStore
import GRDB

/// Runs lint rules over a catalog.
public struct Linter: Sendable {
    /// The rules to run; each root's configuration may turn some of them off.
    public var rules: Set<LintRule>
    /// Used for every root instead of the configuration it holds, when set.
    public var configuration: LintConfiguration?

    public init(rules: Set<LintRule> = Set(LintRule.allCases), configuration: LintConfiguration? = nil) {
        self.rules = rules
        self.configuration = configuration
    }

    /// The findings of every enabled rule, sorted by root, document, line and rule; only those in
    /// documents at or below `paths` (absolute) when given.
    public func lint(_ catalog: Catalog, under paths: [String]? = nil) throws(LintError) -> [LintFinding] {
        let roots: [String]
        do {
            roots = try catalog.read { db in try String.fetchAll(db, sql: "SELECT DISTINCT root FROM document ORDER BY root") }
        } catch {
            throw .catalog(error.diagnostic.description)
        }
        var configurations: [String: LintConfiguration] = [:]
        for root in roots {
            if let configuration {
                configurations[root] = configuration
            } else {
                configurations[root] = try LintConfiguration.load(root: root)
            }
        }
        let rules = self.rules.sorted()
        let moduleOfClass = configurations.mapValues(\.moduleOfClass)
        var findings: [LintFinding]
        do {
            let imageReport = rules.contains { $0 == .missingImage || $0 == .imageCaseMismatch } ? try catalog.imageReport() : nil
            findings = try catalog.read { db in
                let context = LintContext(db: db, moduleOfClass: moduleOfClass, imageReport: imageReport)
                return try rules.flatMap { rule in try rule.checker.findings(in: context) }
            }
        } catch {
            throw .catalog(error.diagnostic.description)
        }
        for index in findings.indices {
            if let severity = configurations[findings[index].root]?.severityOfRule[findings[index].rule] {
                findings[index].severity = severity
            }
        }
        findings.removeAll { finding in
            guard configurations[finding.root]?.isEnabled(finding.rule, forDocument: finding.document) ?? true else {
                return true
            }
            guard let paths else { return false }
            let absolute = finding.root + "/" + finding.document
            return !paths.contains { absolute == $0 || absolute.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
        return findings.sorted(by: LintFinding.ordered)
    }
}

extension LintFinding {
    /// A finding from a rule query's row, which names the document's `root`, `path` and the `line`
    /// and `object_id` it points at.
    init(_ rule: LintRule, _ row: Row, severity: LintSeverity? = nil, message: String) {
        self.init(
            rule: rule, severity: severity, root: row["root"], document: row["path"], line: row["line"],
            objectID: row["object_id"], message: message)
    }
}
