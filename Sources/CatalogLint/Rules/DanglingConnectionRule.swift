import GRDB

/// Outlets, actions and segues whose source or destination is no object of the document.
struct DanglingConnectionRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Dangling connection",
        finds: "an outlet, action or segue whose source or destination id is no object of the document",
        rationale: "Interface Builder leaves such connections after a merge or a hand edit; loading the nib fails or connects nothing.",
        severity: .error,
        triggeringExamples: [
            .xib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FormController">
                    <connections>
                        <outlet property="titleLabel" destination="gone-00-001" id="dG1-ou-001"/>
                    </connections>
                </placeholder>
                """)
        ],
        nonTriggeringExamples: [
            .xib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FormController">
                    <connections>
                        <outlet property="titleLabel" destination="dG1-lb-001" id="dG1-ou-001"/>
                    </connections>
                </placeholder>
                <label opaque="NO" text="Title" id="dG1-lb-001">
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
                SELECT d.root, d.path, c.connection_id AS object_id, c.line, c.kind, c.name, c.source_id, c.destination_id,
                    EXISTS (SELECT 1 FROM object o WHERE o.document_id = c.document_id AND o.object_id = c.source_id)
                        AS has_source,
                    EXISTS (SELECT 1 FROM object o WHERE o.document_id = c.document_id AND o.object_id = c.destination_id)
                        AS has_destination
                FROM connection c JOIN document d ON d.id = c.document_id
                WHERE d.kind IN ('xib', 'storyboard') AND (NOT has_source OR NOT has_destination)
                """
        ).map { row in
            let kind: String = row["kind"]
            let name = (row["name"] as String?).map { " '\($0)'" } ?? ""
            let missing =
                row["has_source"] as Bool
                ? "destination \(row["destination_id"] as String)" : "source \(row["source_id"] as String)"
            return LintFinding(.danglingConnection, row, message: "\(kind)\(name) has no object for its \(missing)")
        }
    }
}
