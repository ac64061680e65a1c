import GRDB

/// Storyboard references whose storyboard is in no document of the catalog, or whose target
/// (a storyboard identifier, else the initial view controller) that storyboard does not have.
/// References into another bundle (`bundleIdentifier`) are left alone.
struct UnknownStoryboardReferenceRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Unknown storyboard reference",
        finds:
            "a storyboard reference to a storyboard, identifier or initial controller the catalog does not have (references into another bundle are left alone)",
        rationale: "UIKit raises an exception ('Could not find a storyboard named …') when the segue or relationship is followed.",
        severity: .error,
        triggeringExamples: [
            .storyboard(
                """
                <scene sceneID="rF1-sc-001">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Settings" id="rF1-vc-001" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="rF1-fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                """)
        ],
        nonTriggeringExamples: [
            .storyboard(
                """
                <scene sceneID="rF1-sc-001">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Settings" id="rF1-vc-001" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="rF1-fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                """
            ).adding([
                (
                    path: "Settings.storyboard",
                    contents: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="sT1-vc-001">
                        <scenes>
                            <scene sceneID="sT1-sc-001">
                                <objects>
                                    <viewController id="sT1-vc-001" sceneMemberID="viewController"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>
                    """
                )
            ])
        ]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        let db = context.db
        return try Row.fetchAll(
            db,
            sql: """
                WITH reference AS (
                    SELECT d.root, d.path, r.object_id, r.line, r.referenced_identifier,
                        COALESCE(r.storyboard_name, d.name) AS storyboard
                    FROM storyboard_reference r JOIN document d ON d.id = r.document_id
                    WHERE d.kind = 'storyboard' AND r.bundle_identifier IS NULL
                )
                SELECT r.*,
                    EXISTS (SELECT 1 FROM document t WHERE t.name = r.storyboard AND t.kind IN ('storyboard', 'storyboardc'))
                        AS has_storyboard,
                    CASE WHEN r.referenced_identifier IS NULL THEN EXISTS (
                        SELECT 1 FROM document t WHERE t.name = r.storyboard AND t.kind IN ('storyboard', 'storyboardc')
                            AND t.initial_view_controller IS NOT NULL)
                    ELSE EXISTS (
                        SELECT 1 FROM document t JOIN object o ON o.document_id = t.id
                        WHERE t.name = r.storyboard AND t.kind IN ('storyboard', 'storyboardc')
                            AND o.storyboard_identifier = r.referenced_identifier)
                    END AS has_target
                FROM reference r
                WHERE NOT has_storyboard OR NOT has_target
                """
        ).map { row in
            let storyboard: String = row["storyboard"]
            let message: String
            if !(row["has_storyboard"] as Bool) {
                message = "storyboard reference to '\(storyboard)': no storyboard of that name in the catalog"
            } else if let identifier = row["referenced_identifier"] as String? {
                message = "storyboard reference to '\(identifier)' in '\(storyboard)': no controller has that storyboard identifier"
            } else {
                message = "storyboard reference to the initial view controller of '\(storyboard)', which has none"
            }
            return LintFinding(.unknownStoryboardReference, row, message: message)
        }
    }
}
