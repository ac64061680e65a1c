import CatalogStore
import GRDB
import Suggestions

/// User-defined runtime attributes on objects of a class the sources declare, whose key (a key
/// path's first component) key-value coding cannot set: a Swift property the Objective-C runtime
/// does not see (error: certain to throw), or a key neither the class, its declared superclasses,
/// an extension of a system class nor the UIKit/AppKit base class has (warning: the base class's
/// keys are known only as far as `SystemKeys` lists them). A class whose chain leaves the
/// sources for a class of another framework is not judged.
struct RuntimeAttributeWithoutPropertyRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Runtime attribute without a property",
        finds:
            "a user-defined runtime attribute (how IB stores `@IBInspectable` values too) on an object whose class the sources declare, whose key (a key path's first component: `layer.cornerRadius` is the `layer`) key-value coding cannot set. Error: a Swift property of the class that the Objective-C runtime does not see (not `@objc`, `@IBInspectable`, `@IBOutlet`, `dynamic`, an `override` or in an `@objcMembers` class). Warning: a key neither the class, its declared superclasses, an extension or category of a system class, nor the UIKit/AppKit keys lint knows declare; suggests the nearest declared key. A class whose chain leaves the sources for another framework's class (`MKMapView`) is not judged",
        rationale: "Key-value coding cannot set the key: loading the nib throws 'not key value coding-compliant for the key …'.",
        severity: .error,
        lesserSeverity: .warning,
        triggeringExamples: [
            card(keyPath: "cornerRadius", declaration: "var"), card(keyPath: "cornerRadus", declaration: "@IBInspectable var"),
        ],
        nonTriggeringExamples: [
            card(keyPath: "cornerRadius", declaration: "@IBInspectable var"), card(keyPath: "layer.cornerRadius", declaration: "var"),
        ]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        let db = context.db
        guard try db.tableExists("runtime_attribute") else { return [] }
        let code = try CodeModel(db)
        let targets = DocumentTargetModules()
        var findings: [LintFinding] = []
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT d.root, d.path, a.object_id, a.line, a.key_path, o.class AS class_name,
                    o.custom_module AS class_module, o.module_from_target AS class_module_from_target
                FROM runtime_attribute a JOIN document d ON d.id = a.document_id
                JOIN object o INDEXED BY object_document_object ON o.document_id = a.document_id AND o.object_id = a.object_id
                WHERE d.kind IN ('xib', 'storyboard') AND o.custom_class IS NOT NULL
                ORDER BY d.root, d.path, a.ordinal
                """)
        {
            let root: String = row["root"]
            let keyPath: String = row["key_path"]
            let className: String = row["class_name"]
            let key = String(keyPath.prefix { $0 != "." })
            let setterKey = CodeModel.setterKey(key)
            guard !key.isEmpty, let chain = code.chain(ofClassIn: row, targets: targets),
                !chain.contains(where: { $0.settableKeys[setterKey] != nil })
            else { continue }
            let effect = "loading the nib throws 'not key value coding-compliant for the key \(key)'"
            if let property = chain.lazy.compactMap({ $0.swiftOnlyProperties[setterKey] }).first {
                findings.append(
                    LintFinding(
                        .runtimeAttributeWithoutProperty, row, severity: .error,
                        message: "runtime attribute '\(keyPath)' sets '\(key)', a Swift property of \(className) "
                            + "(\(property.path):\(property.line)) that Objective-C cannot see: \(effect); "
                            + "mark it @IBInspectable or @objc"))
                continue
            }
            guard let base = chain.last?.superclass, let systemKeys = SystemKeys.keys(ofBaseClass: base),
                !SystemKeys.contains(key, in: systemKeys), code.systemExtensionKeys[root]?.contains(setterKey) != true
            else { continue }
            let known = chain.flatMap(\.settableKeys.values).map(\.name)
            findings.append(
                LintFinding(
                    .runtimeAttributeWithoutProperty, row, severity: .warning,
                    message: "runtime attribute '\(keyPath)' sets '\(key)', which \(className) (\(chain[0].location)) "
                        + "does not declare: unless \(base) has it, \(effect)"
                        + Suggestions.phrase(Suggestions.nearest(to: key, among: known, limit: 1))))
        }
        return findings
    }

    /// A `CardView` whose runtime attribute sets `keyPath`, and the Swift class declaring its
    /// `cornerRadius` with `declaration`.
    private static func card(keyPath: String, declaration: String) -> LintExample {
        LintExample.xib(
            """
            <view contentMode="scaleToFill" id="cR1-vw-001" customClass="CardView" customModule="App" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="\(keyPath)">
                        <real key="value" value="8"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """
        ).adding([
            (
                path: "CardView.swift",
                contents: "import UIKit\n\nfinal class CardView: UIView {\n    \(declaration) cornerRadius: CGFloat = 0\n}"
            )
        ])
    }
}
