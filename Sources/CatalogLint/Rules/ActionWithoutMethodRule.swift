import CatalogStore
import GRDB
import Suggestions

struct ActionWithoutMethodRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Action without a method",
        finds:
            "an action whose target's class (File's Owner, External Object, a controller or view) is declared by the sources without a method of that selector along its superclasses: no `@IBAction`, `@objc` or overriding Swift method, no Objective-C method of an interface, implementation or category (not checked when they end at a dependency's class)",
        rationale:
            "The control sends a selector its target does not respond to: 'unrecognized selector sent to instance', a crash on the first tap.",
        severity: .error,
        triggeringExamples: [CodeRuleExamples.profile(action: "shareTaped:")],
        nonTriggeringExamples: [
            CodeRuleExamples.profile(),
            CodeRuleExamples.profile(action: "close:", swiftMembers: ["@objc func close(_ sender: Any) {}"]),
        ]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        let db = context.db
        let code = try CodeModel(db)
        let targets = DocumentTargetModules()
        var findings: [LintFinding] = []
        for row in try CodeRules.connections(db, kinds: ["action"], classOf: "t") {
            let selector: String = row["name"]
            guard let chain = code.chain(ofClassIn: row, targets: targets),
                !chain.contains(where: { $0.actions[selector] != nil || $0.methods[selector] != nil }),
                !CodeModel.endsInUnknownClass(chain)
            else { continue }
            let known = chain.flatMap { Array($0.actions.keys) + Array($0.methods.keys) }
            findings.append(
                LintFinding(
                    .actionWithoutMethod, row,
                    message: "action '\(selector)' names no method of \(row["class_name"] as String) "
                        + "(\(chain[0].location)): the control sends an unrecognized selector"
                        + Suggestions.phrase(Suggestions.nearest(to: selector, among: known, limit: 1))))
        }
        return findings
    }
}
