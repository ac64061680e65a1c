import CatalogStore
import GRDB

/// Named colors a source document uses that no color set under its root defines: UIKit logs
/// and falls back to the color stored in the document. Each finding points at the color's
/// first use.
struct MissingNamedColorRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Missing named color",
        finds: "a named color no `.colorset` under the root defines",
        rationale:
            "UIKit logs and falls back to the color stored in the document, which no longer follows the asset catalog (or dark mode).",
        severity: .warning,
        triggeringExamples: [
            .xib(
                """
                <view contentMode="scaleToFill" id="cL1-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <color key="backgroundColor" name="Brand"/>
                </view>
                """,
                resources: """
                    <namedColor name="Brand">
                        <color red="0.0" green="0.47" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                    """)
        ],
        nonTriggeringExamples: [
            .xib(
                """
                <view contentMode="scaleToFill" id="cL1-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <color key="backgroundColor" name="Brand"/>
                </view>
                """,
                resources: """
                    <namedColor name="Brand">
                        <color red="0.0" green="0.47" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                    """
            ).adding([
                (
                    path: "Assets.xcassets/Contents.json",
                    contents: """
                    {"info": {"author": "xcode", "version": 1}}
                    """
                ),
                (
                    path: "Assets.xcassets/Brand.colorset/Contents.json",
                    contents: """
                    {"colors": [{"color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.470", "blue": "1.000", "alpha": "1.000"}}, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}
                    """
                ),
            ])
        ]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        let db = context.db
        return try Row.fetchAll(
            db,
            sql: """
                SELECT d.root, d.path, n.line, NULL AS object_id, n.name
                FROM named_resource n JOIN document d ON d.id = n.document_id
                WHERE n.kind = 'color' AND d.kind IN ('xib', 'storyboard') AND NOT EXISTS (
                    SELECT 1 FROM asset a WHERE a.root = d.root AND a.kind = 'color' AND a.name = n.name)
                """
        ).map { row in
            LintFinding(.missingNamedColor, row, message: "named color '\(row["name"] as String)' is in no color set")
        }
    }
}
