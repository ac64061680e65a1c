import GRDB

/// Outlets from a File's Owner that declares no class: IB has no class to check them against, and
/// whatever owner is passed at load time must happen to have the property.
struct OutletOnPlaceholderWithoutClassRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Outlet on a File's Owner without a class",
        finds: "outlets from a File's Owner with no class",
        rationale:
            "An owner without a class is checked by nothing: whatever object loads the nib must have every outlet, or loading throws 'not key value coding-compliant'.",
        severity: .warning,
        triggeringExamples: [
            .xib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                    <connections>
                        <outlet property="titleLabel" destination="cO1-lb-001" id="cO1-ou-001"/>
                    </connections>
                </placeholder>
                <label opaque="NO" text="Title" id="cO1-lb-001">
                    <rect key="frame" x="0.0" y="0.0" width="80" height="20"/>
                </label>
                """)
        ],
        nonTriggeringExamples: [
            .xib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FormController">
                    <connections>
                        <outlet property="titleLabel" destination="cO1-lb-001" id="cO1-ou-001"/>
                    </connections>
                </placeholder>
                <label opaque="NO" text="Title" id="cO1-lb-001">
                    <rect key="frame" x="0.0" y="0.0" width="80" height="20"/>
                </label>
                """)
        ]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        let db = context.db
        return try Row.fetchAll(
            db,
            sql: """
                SELECT d.root, d.path, c.connection_id AS object_id, c.line, c.name
                FROM connection c
                JOIN document d ON d.id = c.document_id
                JOIN object owner ON owner.document_id = c.document_id AND owner.object_id = c.source_id
                WHERE d.kind = 'xib' AND c.kind IN ('outlet', 'outletCollection')
                    AND owner.placeholder_role = 'filesOwner' AND owner.custom_class IS NULL
                """
        ).map { row in
            LintFinding(
                .outletOnPlaceholderWithoutClass, row,
                message: "outlet '\(row["name"] as String? ?? "")' comes from a File's Owner with no class")
        }
    }
}
