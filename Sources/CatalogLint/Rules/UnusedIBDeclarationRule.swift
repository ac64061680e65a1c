import CatalogStore
import GRDB
import Suggestions

/// `@IBOutlet`s and `@IBAction`s of a class that no document connects, on an object of the class
/// or of a subclass.
struct UnusedIBDeclarationRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Unused IB declaration",
        finds:
            "an `@IBOutlet` or `@IBAction` in the sources that no document connects (an action counts when a segue unwinds to it, when a document sends it to First Responder, when the code names its selector: `#selector`, `@selector`, `Selector(\"…\")`, `NSSelectorFromString` or a property list's string, or when it is one of the standard actions AppKit's and UIKit's own menus and key bindings send, such as `copy:` or `performTextFinderAction:`); reported at its line in the source",
        rationale:
            "An outlet no document connects is nil at run time (an implicitly unwrapped one crashes when used); an action nothing sends is dead code.",
        severity: .warning,
        triggeringExamples: [CodeRuleExamples.profile(swiftMembers: ["@IBOutlet weak var subtitleLabel: UILabel!"])],
        nonTriggeringExamples: [
            CodeRuleExamples.profile(),
            CodeRuleExamples.profile(
                action: "close:",
                swiftMembers: [
                    "@IBAction func close(_ sender: Any) {}",
                    "func connect(_ button: UIButton) { button.addTarget(self, action: #selector(shareTapped(_:)), for: .touchUpInside) }",
                ]),
            CodeRuleExamples.profile(
                action: "close:", swiftMembers: ["@IBAction func close(_ sender: Any) {}", "@IBAction func copy(_ sender: Any?) {}"]
            ).adding([
                (
                    path: "Shortcuts.plist",
                    contents: "<plist version=\"1.0\"><array><dict><key>action</key><string>shareTapped:</string></dict></array></plist>"
                )
            ]),
        ]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        let db = context.db
        let code = try CodeModel(db)
        let targets = DocumentTargetModules()
        var used: Set<String> = []
        for (kinds, side) in [(["outlet", "outletCollection"], "s"), (["action"], "t")] {
            for row in try CodeRules.connections(db, kinds: kinds, classOf: side) {
                guard let chain = code.chain(ofClassIn: row, targets: targets)
                else { continue }
                for declared in chain {
                    used.insert(declared.declarationKey + " " + (row["name"] as String))
                }
            }
        }
        // An unwind segue's action is looked for along the chain of presenting controllers at run
        // time, and an action sent to First Responder along the responder chain: any class of the
        // root that declares it counts as used.
        var chainActions: Set<String> = []
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT DISTINCT d.root, c.unwind_action AS selector FROM connection c JOIN document d ON d.id = c.document_id
                WHERE c.unwind_action IS NOT NULL
                UNION
                SELECT DISTINCT d.root, c.name FROM connection c JOIN document d ON d.id = c.document_id
                JOIN object t INDEXED BY object_document_object ON t.document_id = c.document_id AND t.object_id = c.destination_id
                WHERE c.kind = 'action' AND c.name IS NOT NULL AND t.role = 'firstResponder'
                """)
        {
            chainActions.insert((row["root"] as String) + " " + (row["selector"] as String))
        }
        // A class of a file two targets compile is declared once per module: its members are used
        // when either is connected, and reported once.
        var findings: Set<LintFinding> = []
        for declared in code.allClasses {
            for (name, location) in declared.outlets where !used.contains(declared.declarationKey + " " + name) {
                findings.insert(
                    LintFinding(
                        rule: .unusedIBDeclaration, root: declared.root, document: location.path, line: location.line,
                        objectID: nil, message: "@IBOutlet '\(name)' of \(declared.name) is connected by no document"))
            }
            for (selector, location) in declared.actions
            where !used.contains(declared.declarationKey + " " + selector)
                && !chainActions.contains(declared.root + " " + selector)
                && code.selectorsByRoot[declared.root]?.contains(selector) != true
                && !StandardActions.selectors.contains(selector)
            {
                findings.insert(
                    LintFinding(
                        rule: .unusedIBDeclaration, root: declared.root, document: location.path, line: location.line,
                        objectID: nil, message: "@IBAction '\(selector)' of \(declared.name) is connected by no document"))
            }
        }
        return Array(findings)
    }
}
