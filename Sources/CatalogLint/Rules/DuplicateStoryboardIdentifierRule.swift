import GRDB

/// Every repeat of a storyboard identifier within one storyboard: `instantiateViewController(withIdentifier:)` can return only one.
/// Repeats are numbered in one sorted pass (a window), not found by a search per object.
struct DuplicateStoryboardIdentifierRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Duplicate storyboard identifier",
        finds: "a storyboard identifier used twice in one storyboard",
        rationale:
            "`instantiateViewController(withIdentifier:)` can return only one of the controllers: code meant for the other gets the wrong screen.",
        severity: .error,
        triggeringExamples: [
            .storyboard(
                """
                <scene sceneID="aB1-sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="aB1-vc-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="aB2-sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="aB2-vc-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                """)
        ],
        nonTriggeringExamples: [
            .storyboard(
                """
                <scene sceneID="aB1-sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="aB1-vc-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="aB2-sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Settings" id="aB2-vc-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                """)
        ]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        let db = context.db
        return try Row.fetchAll(
            db,
            sql: """
                SELECT root, path, object_id, line, storyboard_identifier FROM (
                    SELECT d.root, d.path, o.object_id, o.line, o.storyboard_identifier,
                        ROW_NUMBER() OVER (PARTITION BY o.document_id, o.storyboard_identifier ORDER BY o.ordinal) AS repeat
                    FROM object o JOIN document d ON d.id = o.document_id
                    WHERE d.kind = 'storyboard' AND o.storyboard_identifier IS NOT NULL AND o.storyboard_identifier != ''
                )
                WHERE repeat > 1
                """
        ).map { row in
            LintFinding(
                .duplicateStoryboardIdentifier, row,
                message: "storyboard identifier '\(row["storyboard_identifier"] as String)' is already used in this storyboard")
        }
    }
}
