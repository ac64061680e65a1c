/// Image references of source documents that no image file or asset catalog under the root holds.
struct MissingImageRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Missing image",
        finds:
            "images a device would not find (`nibcat images --missing`) in `.xib` and `.storyboard` sources: in no image file or asset catalog under the root",
        rationale: "UIKit logs 'Could not load the image' and draws nothing: the screen shows a blank where the image should be.",
        severity: .error,
        triggeringExamples: [
            .xib(
                """
                <imageView contentMode="scaleToFill" image="Logo" id="iM1-iv-001">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                </imageView>
                """,
                resources: """
                    <image name="Logo" width="40" height="40"/>
                    """)
        ],
        nonTriggeringExamples: [
            .xib(
                """
                <imageView contentMode="scaleToFill" image="Logo" id="iM1-iv-001">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                </imageView>
                """,
                resources: """
                    <image name="Logo" width="40" height="40"/>
                    """
            ).adding([
                (
                    path: "Assets.xcassets/Contents.json",
                    contents: """
                    {"info": {"author": "xcode", "version": 1}}
                    """
                ),
                (
                    path: "Assets.xcassets/Logo.imageset/Contents.json",
                    contents: """
                    {"images": [{"filename": "logo.svg", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}
                    """
                ),
                (
                    path: "Assets.xcassets/Logo.imageset/logo.svg",
                    contents: """
                    <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>
                    """
                ),
            ])
        ]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        ResourceRules.imageFindings(context.imageReport, status: .missing, rule: .missingImage) { reference in
            "image '\(reference.name)' is in no image file or asset catalog"
        }
    }
}
