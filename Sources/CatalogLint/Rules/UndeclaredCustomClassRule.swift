import CatalogStore
import GRDB
import IBSource
import Suggestions

/// Custom classes of objects that no source of the root declares, in a root whose sources are
/// indexed, for no module, the target's module or a module those sources build.
struct UndeclaredCustomClassRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Undeclared custom class",
        finds:
            "a custom class no source of the root declares in the object's module, when the root has indexed sources and that module is one they build (a class from a binary framework in another module is not reported, nor a system class such as `NSPanel` or `UITextView` named without a module, nor a class the sources type an outlet with but do not declare, which a module they import declares; a class of a file only another target compiles does not count; a file no target compiles counts for every module)",
        rationale:
            "UIKit (AppKit on macOS) logs 'Unknown class … in Interface Builder file' and makes a plain object of the base class: its outlets, actions and drawing are gone.",
        severity: .warning,
        triggeringExamples: [CodeRuleExamples.profile(moreObjects: CodeRuleExamples.customView("view", "GhostView", id: "pF1-gh-001"))],
        nonTriggeringExamples: [
            CodeRuleExamples.profile(
                moreObjects: CodeRuleExamples.customView("view", "GhostView", id: "pF1-gh-001"),
                moreSwift: "\n\nfinal class GhostView: UIView {}"),
            CodeRuleExamples.profile(
                moreObjects: """

                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="pF1-tv-001" customClass="UITextView">
                        <rect key="frame" x="0.0" y="60" width="60" height="60"/>
                    </textView>
                    """),
        ]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        let db = context.db
        let code = try CodeModel(db)
        let targets = DocumentTargetModules()
        // A class the sources type an outlet with but do not declare comes from a module they
        // import (a Swift package, a pod): it exists, though not among the sources.
        var outletTypes: Set<String> = []
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT DISTINCT c.root, m.type_name FROM code_member m JOIN code_class c ON c.id = m.class_id
                WHERE m.kind = 'outlet' AND m.type_name IS NOT NULL
                """)
        {
            outletTypes.insert((row["root"] as String) + "\u{0}" + (row["type_name"] as String))
        }
        return try Row.fetchAll(
            db,
            sql: """
                SELECT d.root, d.path, d.platform, o.object_id, o.line, o.custom_class AS class_name,
                    o.custom_module AS class_module, o.module_from_target AS class_module_from_target
                FROM object o JOIN document d ON d.id = o.document_id
                WHERE d.kind IN ('xib', 'storyboard') AND o.custom_class IS NOT NULL
                    AND (o.placeholder_role IS NULL OR o.placeholder_role IN ('filesOwner', 'externalObject'))
                """
        ).compactMap { row in
            let root: String = row["root"]
            let name: String = row["class_name"]
            let module: String? = row["class_module"]
            let platform = IBDocument.Platform(rawValue: row["platform"]) ?? .iOS
            guard let modules = code.modulesByRoot[root], code.chain(ofClassIn: row, targets: targets) == nil,
                module == nil || modules.contains(module!) || row["class_module_from_target"],
                module != nil || SystemFramework.of(className: name, platform: platform) == nil,
                !outletTypes.contains(root + "\u{0}" + name) || !code.classes(root: root, name: name, module: nil).isEmpty
            else { return nil }
            let candidates = code.classNames(root: root)
            return LintFinding(
                .undeclaredCustomClass, row,
                message: "custom class \(name)\(module.map { " (module \($0))" } ?? "") is declared by no source: "
                    + "\(platform == .macOS ? "AppKit" : "UIKit") makes a plain base-class object instead"
                    + Suggestions.phrase(Suggestions.nearest(to: name, among: candidates, limit: 1)))
        }
    }
}
