import CatalogStore
import GRDB
import Suggestions

/// Outlets whose code type is a class the sources declare and the connected object is not of
/// that class or a subclass of it.
struct OutletTypeMismatchRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Outlet type mismatch",
        finds: "an outlet whose code type is a class the sources declare, connected to an object that is neither that class nor a declared subclass",
        rationale: "The outlet holds an object of another class: the first call of the declared class's own methods crashes ('unrecognized selector').",
        severity: .warning,
        triggeringExamples: [
            .xib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileController" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="avatarView" destination="pF1-lb-001" id="pF1-ou-001"/>
                    </connections>
                </placeholder>
                <label opaque="NO" text="Name" id="pF1-lb-001">
                    <rect key="frame" x="0.0" y="0.0" width="80" height="20"/>
                </label>
                <button opaque="NO" contentMode="scaleToFill" id="pF1-bt-001">
                    <rect key="frame" x="0.0" y="20" width="80" height="30"/>
                    <connections>
                        <action selector="shareTapped:" destination="-1" eventType="touchUpInside" id="pF1-ac-001"/>
                    </connections>
                </button>
                <imageView contentMode="scaleToFill" id="pF1-av-001" customClass="AvatarView" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="60" width="60" height="60"/>
                </imageView>
                """).adding([
                (path: "ProfileController.swift", contents: """
                    import UIKit

                    final class ProfileController: UIViewController {
                        @IBOutlet weak var titleLabel: UILabel!
                        @IBOutlet weak var avatarView: AvatarView!

                        @IBAction func shareTapped(_ sender: UIButton) {}
                    }

                    final class AvatarView: UIImageView {}
                    """)
            ]),
        ],
        nonTriggeringExamples: [
            .xib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileController" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="avatarView" destination="pF1-av-001" id="pF1-ou-001"/>
                    </connections>
                </placeholder>
                <label opaque="NO" text="Name" id="pF1-lb-001">
                    <rect key="frame" x="0.0" y="0.0" width="80" height="20"/>
                </label>
                <button opaque="NO" contentMode="scaleToFill" id="pF1-bt-001">
                    <rect key="frame" x="0.0" y="20" width="80" height="30"/>
                    <connections>
                        <action selector="shareTapped:" destination="-1" eventType="touchUpInside" id="pF1-ac-001"/>
                    </connections>
                </button>
                <imageView contentMode="scaleToFill" id="pF1-av-001" customClass="AvatarView" customModule="App" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="60" width="60" height="60"/>
                </imageView>
                """).adding([
                (path: "ProfileController.swift", contents: """
                    import UIKit

                    final class ProfileController: UIViewController {
                        @IBOutlet weak var titleLabel: UILabel!
                        @IBOutlet weak var avatarView: AvatarView!

                        @IBAction func shareTapped(_ sender: UIButton) {}
                    }

                    final class AvatarView: UIImageView {}
                    """)
            ]),
        ]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        let db = context.db
        let code = try CodeModel(db)
        var findings: [LintFinding] = []
        for row in try CodeRules.connections(db, kinds: ["outlet", "outletCollection"], classOf: "s") {
            let name: String = row["name"]
            let root: String = row["root"]
            guard let chain = code.chain(root: root, className: row["class_name"], module: row["class_module"]),
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
