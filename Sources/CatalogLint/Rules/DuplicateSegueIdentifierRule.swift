import GRDB

/// Every repeat of a segue identifier within one scene (one source controller):
/// `performSegue(withIdentifier:)` can perform only one of them. A segue belongs to the scene
/// that encloses it, the last scene starting before it in the document.
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
                """),
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
                """),
        ]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        let db = context.db
        return try Row.fetchAll(
            db,
            sql: """
                WITH segue AS (
                    SELECT c.document_id, c.ordinal, c.connection_id, c.name, c.line,
                        (SELECT s.ordinal FROM scene s WHERE s.document_id = c.document_id AND s.line <= c.line
                            ORDER BY s.line DESC LIMIT 1) AS scene
                    FROM connection c JOIN document d ON d.id = c.document_id
                    WHERE d.kind = 'storyboard' AND c.kind = 'segue' AND c.name IS NOT NULL AND c.name != ''
                )
                SELECT d.root, d.path, a.connection_id AS object_id, a.line, a.name
                FROM segue a JOIN document d ON d.id = a.document_id
                WHERE EXISTS (
                    SELECT 1 FROM segue b WHERE b.document_id = a.document_id AND b.scene IS a.scene
                        AND b.name = a.name AND b.ordinal < a.ordinal)
                """
        ).map { row in
            LintFinding(
                .duplicateSegueIdentifier, row,
                message: "segue identifier '\(row["name"] as String)' is already used by another segue of this scene")
        }
    }
}
