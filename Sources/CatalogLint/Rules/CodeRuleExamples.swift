/// The small project the code rules' examples share: `View.xib`, whose File's Owner is a
/// `ProfileController` with an outlet to a label and an action from a button, and the Swift file
/// that declares the controller. Each example changes one thing of it.
enum CodeRuleExamples {
    static func profile(
        outlet: String = "titleLabel", destination: String = "pF1-lb-001", action: String = "shareTapped:",
        moreObjects: String = "", swiftMembers: [String] = [], moreSwift: String = ""
    ) -> LintExample {
        LintExample.xib(
            """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileController" customModule="App" customModuleProvider="target">
                <connections>
                    <outlet property="\(outlet)" destination="\(destination)" id="pF1-ou-001"/>
                </connections>
            </placeholder>
            <label opaque="NO" text="Name" id="pF1-lb-001">
                <rect key="frame" x="0.0" y="0.0" width="80" height="20"/>
            </label>
            <button opaque="NO" contentMode="scaleToFill" id="pF1-bt-001">
                <rect key="frame" x="0.0" y="20" width="80" height="30"/>
                <connections>
                    <action selector="\(action)" destination="-1" eventType="touchUpInside" id="pF1-ac-001"/>
                </connections>
            </button>
            """ + moreObjects
        ).adding([(path: "ProfileController.swift", contents: swift(members: swiftMembers) + moreSwift)])
    }

    private static func swift(members: [String]) -> String {
        let outlets = (["@IBOutlet weak var titleLabel: UILabel!"] + members).map { "    " + $0 }.joined(separator: "\n")
        return "import UIKit\n\nfinal class ProfileController: UIViewController {\n" + outlets
            + "\n\n    @IBAction func shareTapped(_ sender: UIButton) {}\n}"
    }

    /// A view of class `name`, in the app's module.
    static func customView(_ element: String, _ name: String, id: String) -> String {
        """

        <\(element) contentMode="scaleToFill" id="\(id)" customClass="\(name)" customModule="App" customModuleProvider="target">
            <rect key="frame" x="0.0" y="60" width="60" height="60"/>
        </\(element)>
        """
    }
}
