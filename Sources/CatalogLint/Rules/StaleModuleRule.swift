import GRDB

/// With a class declared in the root's configuration (`modules`), every use that names another
/// module, or none. Otherwise a module named in one document only, for a class that more
/// documents use from one other module: the document was likely copied from another project,
/// and at run time the class is not found and the object silently becomes its base class.
struct StaleModuleRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Stale module",
        finds:
            "a `customModule` no other document uses while more documents agree on another module for that class; or, with `modules` in the configuration, any use naming another module",
        rationale:
            "A xib copied from another project keeps that project's module: at run time the class is not found, and the object silently becomes its base class.",
        severity: .warning,
        triggeringExamples: [owners(firstNaming: "OldApp")],
        nonTriggeringExamples: [owners(firstNaming: "App")]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        let db = context.db
        let moduleOfClass = context.moduleOfClass
        var uses: [Use] = []
        var documentsOfModule: [String: Set<Int64>] = [:]
        var documentsOfClassModule: [String: [String: Set<Int64>]] = [:]
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT d.root, d.path, o.document_id, o.object_id, o.line, o.custom_class, o.custom_module
                FROM object o JOIN document d ON d.id = o.document_id
                WHERE o.custom_class IS NOT NULL AND d.kind IN ('xib', 'storyboard')
                """)
        while let row = try rows.next() {
            let use = Use(
                root: row["root"], path: row["path"], documentID: row["document_id"], objectID: row["object_id"],
                line: row["line"], customClass: row["custom_class"], module: row["custom_module"])
            uses.append(use)
            if let module = use.module {
                documentsOfModule[module, default: []].insert(use.documentID)
                documentsOfClassModule[use.customClass, default: [:]][module, default: []].insert(use.documentID)
            }
        }
        var findings: [LintFinding] = []
        for use in uses {
            if let declared = moduleOfClass[use.root]?[use.customClass] {
                guard use.module != declared else { continue }
                let named = use.module.map { "module \($0)" } ?? "no module (the target's)"
                findings.append(
                    LintFinding(
                        rule: .staleModule, root: use.root, document: use.path, line: use.line, objectID: use.objectID,
                        message: "\(use.customClass) is defined in \(declared), but this object names \(named)"))
                continue
            }
            guard let module = use.module, documentsOfModule[module] == [use.documentID],
                let likely = likelyModule(of: use.customClass, besides: module, documentsOfClassModule)
            else { continue }
            findings.append(
                LintFinding(
                    rule: .staleModule, root: use.root, document: use.path, line: use.line, objectID: use.objectID,
                    message: "module \(module) of \(use.customClass) is used by no other document; "
                        + "\(likely.documents) documents use \(use.customClass) from \(likely.module)"))
        }
        return findings
    }

    private struct Use {
        var root: String
        var path: String
        var documentID: Int64
        var objectID: String
        var line: Int
        var customClass: String
        var module: String?
    }

    /// The module most documents use `name` from, when it is not `module` and more than one
    /// document agrees (one document against one is no evidence either way).
    private static func likelyModule(
        of name: String, besides module: String, _ documentsOfClassModule: [String: [String: Set<Int64>]]
    ) -> (module: String, documents: Int)? {
        let counts = (documentsOfClassModule[name] ?? [:]).map { (module: $0.key, documents: $0.value.count) }
            .sorted { ($1.documents, $0.module) < ($0.documents, $1.module) }
        guard let best = counts.first, best.module != module, best.documents > 1,
            counts.dropFirst().first?.documents != best.documents
        else { return nil }
        return best
    }

    /// Three xibs whose File's Owner is a `ProfileController`: two name module `App`, the first
    /// (`View.xib`) names `module`.
    private static func owners(firstNaming module: String) -> LintExample {
        func owner(_ module: String) -> String {
            #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileController" customModule="\#(module)"/>"#
        }
        return LintExample.xib(owner(module)).adding([
            (path: "Profile.xib", contents: LintExample.xibDocument(owner("App"))),
            (path: "ProfileCard.xib", contents: LintExample.xibDocument(owner("App"))),
        ])
    }
}
