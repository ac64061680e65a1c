import CatalogStore
import GRDB
import Suggestions

/// Outlets whose code type is a class the sources declare and the connected object is not of
/// that class or a subclass of it.
struct OutletTypeMismatchRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Outlet type mismatch",
        finds:
            "an outlet whose code type is a class the sources declare, connected to an object that is neither that class nor a declared subclass",
        rationale:
            "The outlet holds an object of another class: the first call of the declared class's own methods crashes ('unrecognized selector').",
        severity: .warning,
        triggeringExamples: [
            CodeRuleExamples.profile(
                outlet: "avatarView", moreObjects: CodeRuleExamples.customView("imageView", "AvatarView", id: "pF1-av-001"),
                swiftMembers: ["@IBOutlet weak var avatarView: AvatarView!"], moreSwift: "\n\nfinal class AvatarView: UIImageView {}")
        ],
        nonTriggeringExamples: [
            CodeRuleExamples.profile(
                outlet: "avatarView", destination: "pF1-av-001",
                moreObjects: CodeRuleExamples.customView("imageView", "AvatarView", id: "pF1-av-001"),
                swiftMembers: ["@IBOutlet weak var avatarView: AvatarView!"], moreSwift: "\n\nfinal class AvatarView: UIImageView {}")
        ]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        let db = context.db
        let code = try CodeModel(db)
        let targets = DocumentTargetModules()
        var findings: [LintFinding] = []
        for row in try CodeRules.connections(db, kinds: ["outlet", "outletCollection"], classOf: "s") {
            let name: String = row["name"]
            let root: String = row["root"]
            guard let chain = code.chain(ofClassIn: row, targets: targets),
                let outlet = chain.lazy.compactMap({ $0.outlets[name] }).first, let type = outlet.typeName,
                !code.classes(root: root, name: type, module: nil).isEmpty,
                let destination = row["destination_class"] as String?
            else { continue }
            let destinationChain = code.chain(root: root, className: destination, module: row["destination_module"]) ?? []
            guard destination != type, !destinationChain.contains(where: { $0.name == type || $0.objcName == type }) else {
                continue
            }
            findings.append(
                LintFinding(
                    .outletTypeMismatch, row,
                    message: "outlet '\(name)' is a \(type) in code (\(outlet.path):\(outlet.line)) "
                        + "but connects to a \(destination)"))
        }
        return findings
    }
}
