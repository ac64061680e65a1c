import CatalogStore
import GRDB
import Suggestions

struct OutletWithoutPropertyRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Outlet without a property",
        finds:
            "an outlet from an object whose class the root's Swift or Objective-C sources declare, when neither the class nor its declared superclasses have an `@IBOutlet` of that name; suggests the nearest outlet name. Outlets UIKit and AppKit base classes declare (`view`, `window`, `delegate`, …) are not checked, nor classes whose declared superclasses end at a class of a dependency the sources do not hold (not `UI…`/`NS…`)",
        rationale:
            "Loading the nib throws 'this class is not key value coding-compliant for the key …': the app crashes when the screen opens.",
        severity: .error,
        triggeringExamples: [CodeRuleExamples.profile(outlet: "titleLabl")],
        nonTriggeringExamples: [CodeRuleExamples.profile()]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        let db = context.db
        let code = try CodeModel(db)
        let targets = DocumentTargetModules()
        var findings: [LintFinding] = []
        // Each class's outlets prepared once for "did you mean", not once per missing outlet.
        var outletsOfClass: [String: Suggestions.Candidates] = [:]
        for row in try CodeRules.connections(db, kinds: ["outlet", "outletCollection"], classOf: "s") {
            let name: String = row["name"]
            guard !CodeModel.systemOutlets.contains(name),
                let chain = code.chain(ofClassIn: row, targets: targets),
                !chain.contains(where: { $0.outlets[name] != nil }), !CodeModel.endsInUnknownClass(chain)
            else { continue }
            let known = outletsOfClass[chain[0].declarationKey] ?? Suggestions.Candidates(chain.flatMap(\.outlets.keys))
            outletsOfClass[chain[0].declarationKey] = known
            findings.append(
                LintFinding(
                    .outletWithoutProperty, row,
                    message: "outlet '\(name)' names no @IBOutlet of \(row["class_name"] as String) "
                        + "(\(chain[0].location)): loading the nib throws 'not key value coding-compliant for the key \(name)'"
                        + Suggestions.phrase(Suggestions.nearest(to: name, among: known, limit: 1))))
        }
        return findings
    }
}
