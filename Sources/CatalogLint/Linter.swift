import CatalogStore
import GRDB

/// Runs lint rules over a catalog. Every rule is one set-based query (or one pass over a query's
/// rows), never a query per document or object, so linting stays fast on large catalogs.
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
        let rules = self.rules
        let moduleOfClass = configurations.mapValues(\.moduleOfClass)
        var findings: [LintFinding]
        do {
            findings = try catalog.read { db in
                var found: [LintFinding] = []
                for rule in rules.sorted() {
                    found += try Self.run(rule, db: db, moduleOfClass: moduleOfClass)
                }
                return found
            }
            if !rules.isDisjoint(with: [.missingImage, .imageCaseMismatch]) {
                findings += ResourceRules.imageFindings(try catalog.imageReport(), rules: rules)
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

    private static func run(_ rule: LintRule, db: Database, moduleOfClass: [String: [String: String]]) throws -> [LintFinding] {
        switch rule {
        case .ownerViewRecursion: return try DocumentRules.ownerViewRecursion(db)
        case .danglingConnection: return try DocumentRules.danglingConnections(db)
        case .duplicateID: return try DocumentRules.duplicateIDs(db)
        case .outletOnPlaceholderWithoutClass: return try DocumentRules.outletsOnOwnerWithoutClass(db)
        case .reuseIdentifierMissing: return try DocumentRules.prototypesWithoutReuseIdentifier(db)
        case .unknownStoryboardReference: return try StoryboardRules.unknownReferences(db)
        case .duplicateStoryboardIdentifier: return try StoryboardRules.duplicateStoryboardIdentifiers(db)
        case .duplicateSegueIdentifier: return try StoryboardRules.duplicateSegueIdentifiers(db)
        case .staleModule: return try ModuleRules.staleModules(db, moduleOfClass: moduleOfClass)
        case .missingNamedColor: return try ResourceRules.missingNamedColors(db)
        case .staleLocalization: return try LocalizationRules.staleLocalizations(db)
        case .outletWithoutProperty: return try CodeRules.outletsWithoutProperty(db)
        case .actionWithoutMethod: return try CodeRules.actionsWithoutMethod(db)
        case .undeclaredCustomClass: return try CodeRules.undeclaredCustomClasses(db)
        case .unusedIBDeclaration: return try CodeRules.unusedDeclarations(db)
        case .outletTypeMismatch: return try CodeRules.outletTypeMismatches(db)
        case .runtimeAttributeWithoutProperty: return try CodeRules.runtimeAttributesWithoutProperty(db)
        case .missingImage, .imageCaseMismatch: return []  // from the catalog's image report, above
        }
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
