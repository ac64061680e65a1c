import GRDB

/// Prototype cells of a storyboard's table and collection views without a reuse identifier:
/// nothing can dequeue them. Static cells (under a table section) need none.
struct ReuseIdentifierMissingRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Prototype cell without a reuse identifier",
        finds: "storyboard prototype table and collection cells without a reuse identifier",
        rationale: "Code can dequeue a prototype only by its reuse identifier: a prototype without one is never shown.",
        severity: .warning,
        triggeringExamples: [
            .storyboard(
                """
                <scene sceneID="tV1-sc-001">
                    <objects>
                        <tableViewController id="tV1-vc-001" sceneMemberID="viewController">
                            <tableView key="view" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tV1-tv-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" id="tV1-ce-001">
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                """)
        ],
        nonTriggeringExamples: [
            .storyboard(
                """
                <scene sceneID="tV1-sc-001">
                    <objects>
                        <tableViewController id="tV1-vc-001" sceneMemberID="viewController">
                            <tableView key="view" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tV1-tv-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="NameCell" id="tV1-ce-001">
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
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
                SELECT d.root, d.path, o.object_id, o.line, o.element
                FROM object o
                JOIN document d ON d.id = o.document_id
                JOIN object parent ON parent.document_id = o.document_id AND parent.object_id = o.parent_id
                WHERE d.kind = 'storyboard'
                    AND o.element IN ('tableViewCell', 'collectionViewCell')
                    AND parent.element IN ('tableView', 'collectionView')
                    AND (o.reuse_identifier IS NULL OR o.reuse_identifier = '')
                """
        ).map { row in
            LintFinding(
                .reuseIdentifierMissing, row,
                message: "prototype \(row["element"] as String) has no reuse identifier: nothing can dequeue it")
        }
    }
}
