import CatalogStore
import GRDB

/// One lint rule: what it is, for users, the documentation and the tests (`description`), and how
/// it finds its problems in a catalog. Every rule is one set-based query (or one pass over a
/// query's rows), never a query per document or object, so linting stays fast on large catalogs.
/// `LintRule` lists every rule and names its type.
protocol CatalogRule {
    static var description: LintRuleDescription { get }
    static func findings(in context: LintContext) throws -> [LintFinding]
}

/// What a rule reads: the catalog, and what the linter worked out once for every rule.
struct LintContext {
    var db: Database
    /// For each root, the module its configuration says each class is defined in (`modules`).
    var moduleOfClass: [String: [String: String]]
    /// The catalog's image resolution, when an image rule runs.
    var imageReport: ImageReport?
}
