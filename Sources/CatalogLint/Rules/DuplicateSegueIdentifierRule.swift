import GRDB

/// Every repeat of a segue identifier within one scene (one source controller):
/// `performSegue(withIdentifier:)` can perform only one of them. A segue belongs to the scene
/// that encloses it, the last scene starting before it in the document: both are found in sorted
/// passes (windows), not by a search per segue.
struct DuplicateSegueIdentifierRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Duplicate segue identifier",
        finds: "a segue identifier used twice in one scene",
        rationale: "`performSegue(withIdentifier:)` can perform only one of the segues, and `prepare(for:sender:)` cannot tell them apart.",
        severity: .warning,
        triggeringExamples: [
            .storyboard(
                """
                <scene sceneID="hM1-sc-001">
                    <objects>
                        <viewController id="hM1-vc-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="dT1-vc-001" kind="show" identifier="ShowDetail" id="sG1-sg-001"/>
                                <segue destination="dT1-vc-001" kind="presentation" identifier="ShowDetail" id="sG1-sg-002"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="dT1-sc-001">
                    <objects>
                        <viewController id="dT1-vc-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                """)
        ],
        nonTriggeringExamples: [
            .storyboard(
                """
                <scene sceneID="hM1-sc-001">
                    <objects>
                        <viewController id="hM1-vc-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="dT1-vc-001" kind="show" identifier="ShowDetail" id="sG1-sg-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="dT1-sc-001">
                    <objects>
                        <viewController id="dT1-vc-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="hM1-vc-001" kind="show" identifier="ShowDetail" id="sG1-sg-002"/>
                            </connections>
                        </viewController>
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
                WITH event AS (
                    SELECT s.document_id, s.line, 0 AS is_segue, s.ordinal AS scene, NULL AS ordinal, NULL AS connection_id,
                        NULL AS name
                    FROM scene s JOIN document d ON d.id = s.document_id WHERE d.kind = 'storyboard'
                    UNION ALL
                    SELECT c.document_id, c.line, 1, NULL, c.ordinal, c.connection_id, c.name
                    FROM connection c JOIN document d ON d.id = c.document_id
                    WHERE d.kind = 'storyboard' AND c.kind = 'segue' AND c.name IS NOT NULL AND c.name != ''
                ),
                segue AS (
                    SELECT document_id, ordinal, connection_id, name, line, is_segue,
                        MAX(scene) OVER (PARTITION BY document_id ORDER BY line, is_segue ROWS UNBOUNDED PRECEDING) AS scene
                    FROM event
                ),
                numbered AS (
                    SELECT *, ROW_NUMBER() OVER (PARTITION BY document_id, scene, name ORDER BY ordinal) AS repeat
                    FROM segue WHERE is_segue = 1
                )
                SELECT d.root, d.path, n.connection_id AS object_id, n.line, n.name
                FROM numbered n JOIN document d ON d.id = n.document_id
                WHERE n.repeat > 1
                """
        ).map { row in
            LintFinding(
                .duplicateSegueIdentifier, row,
                message: "segue identifier '\(row["name"] as String)' is already used by another segue of this scene")
        }
    }
}
