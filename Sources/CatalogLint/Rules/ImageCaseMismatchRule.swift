/// Image references of source documents that name an image only in another case.
struct ImageCaseMismatchRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Image name case mismatch",
        finds: "an image reference that matches an image only when case is ignored",
        rationale:
            "macOS file systems ignore case, so the image shows in the simulator; a device's look-up is case-sensitive and finds nothing.",
        severity: .error,
        triggeringExamples: [
            .xib(
                """
                <imageView contentMode="scaleToFill" image="logo" id="iM1-iv-001">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                </imageView>
                """,
                resources: """
                    <image name="logo" width="40" height="40"/>
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
        ResourceRules.imageFindings(context.imageReport, status: .caseMismatch, rule: .imageCaseMismatch) { reference in
            "image '\(reference.name)' is named '\(reference.resolvedName ?? "")': a device's case-sensitive look-up will not find it"
        }
    }
}
