import GRDB

/// Every repeat of an object id already used earlier in the same document.
struct DuplicateIDRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Duplicate object id",
        finds: "an object id used twice in one document (merge conflicts)",
        rationale:
            "Connections and localizations name objects by id: with two objects of one id, one of them silently loses its outlets, actions or translations.",
        severity: .error,
        triggeringExamples: [labels(secondID: "dU1-lb-001")],
        nonTriggeringExamples: [labels(secondID: "dU1-lb-002")]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        let db = context.db
        return try Row.fetchAll(
            db,
            sql: """
                SELECT d.root, d.path, o.object_id, o.line, o.element,
                    (SELECT first.line FROM object first WHERE first.document_id = o.document_id
                        AND first.object_id = o.object_id ORDER BY first.ordinal LIMIT 1) AS first_line
                FROM object o JOIN document d ON d.id = o.document_id
                WHERE d.kind IN ('xib', 'storyboard') AND EXISTS (
                    SELECT 1 FROM object earlier WHERE earlier.document_id = o.document_id
                        AND earlier.object_id = o.object_id AND earlier.ordinal < o.ordinal)
                """
        ).map { row in
            LintFinding(
                .duplicateID, row,
                message: "id '\(row["object_id"] as String)' of this \(row["element"] as String) is already used "
                    + "on line \(row["first_line"] as Int)")
        }
    }

    /// A view with two labels, the first `dU1-lb-001`, the second `secondID`.
    private static func labels(secondID: String) -> LintExample {
        LintExample.xib(
            """
            <view contentMode="scaleToFill" id="dU1-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                <subviews>
                    <label opaque="NO" text="A" id="dU1-lb-001">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="20"/>
                    </label>
                    <label opaque="NO" text="B" id="\(secondID)">
                        <rect key="frame" x="0.0" y="20" width="80" height="20"/>
                    </label>
                </subviews>
            </view>
            """)
    }
}
