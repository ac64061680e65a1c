import GRDB

/// A xib whose File's Owner class is also the class of a view in a top-level tree that the
/// File's Owner has outlets into: the owner is an instance of the class (its outlets say the nib
/// is loaded with `owner: self`), so when the class loads the nib from `init(coder:)` (the usual
/// reusable-view pattern), decoding that view calls `init(coder:)` again, which loads the nib
/// again, until the stack overflows. A tree without owner outlets is loaded with `owner: nil`,
/// and a cell's tree is registered by nib, which never passes an owner: neither can recurse.
struct OwnerViewRecursionRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "File's Owner view recursion",
        finds:
            "a xib whose File's Owner class is also the class of a view in a top-level tree the owner has outlets into (the view that loads its own nib in `init(coder:)` with `owner: self`); not a cell (registered by nib, loaded with no owner), not a tree without owner outlets (loaded with `owner: nil`)",
        rationale:
            "When the view class loads its nib from `init(coder:)`, decoding the view of the same class calls `init(coder:)` again, which loads the nib again, until the stack overflows.",
        severity: .error,
        triggeringExamples: [
            .xib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView">
                    <connections>
                        <outlet property="contentView" destination="cV1-vw-001" id="cV1-ou-001"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="cV1-vw-001" customClass="CardView">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                </view>
                """)
        ],
        nonTriggeringExamples: [
            .xib(
                """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardView">
                    <connections>
                        <outlet property="contentView" destination="cV1-vw-001" id="cV1-ou-001"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="cV1-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                </view>
                """)
        ]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        let db = context.db
        let cells = registeredCellElements.map { "'\($0)'" }.joined(separator: ", ")
        return try Row.fetchAll(
            db,
            sql: """
                WITH RECURSIVE owner AS (
                    SELECT o.document_id, o.object_id, o.custom_class, o.custom_module
                    FROM object o JOIN document d ON d.id = o.document_id
                    WHERE o.placeholder_role = 'filesOwner' AND d.kind = 'xib' AND o.custom_class IS NOT NULL
                ),
                -- The objects of those documents, materialized so that SQLite indexes them by parent
                -- for the descent (the object table has no such index: finding children there scans
                -- the whole document for every object of the tree, most of this rule's time).
                owned_object AS MATERIALIZED (
                    SELECT o.document_id, o.object_id, o.parent_id FROM object o JOIN owner w ON w.document_id = o.document_id
                ),
                tree (document_id, top_id, object_id) AS (
                    SELECT o.document_id, o.object_id, o.object_id FROM object o
                    JOIN owner w ON w.document_id = o.document_id
                    WHERE o.is_top_level = 1 AND o.element NOT IN (\(cells))
                    UNION
                    SELECT t.document_id, t.top_id, c.object_id FROM tree t
                    JOIN owned_object c ON c.document_id = t.document_id AND c.parent_id = t.object_id
                ),
                -- CROSS JOIN fixes the order: from the owner's few outlets to the tree, not from every
                -- object of the tree to all the document's connections.
                owned AS (
                    SELECT DISTINCT t.document_id, t.top_id FROM owner w
                    CROSS JOIN connection c ON c.document_id = w.document_id AND c.source_id = w.object_id
                        AND c.kind IN ('outlet', 'outletCollection')
                    CROSS JOIN tree t ON t.document_id = c.document_id AND t.object_id = c.destination_id
                )
                SELECT DISTINCT d.root, d.path, o.object_id, o.line, o.custom_class, o.element
                FROM owned x
                CROSS JOIN tree t ON t.document_id = x.document_id AND t.top_id = x.top_id
                CROSS JOIN object o INDEXED BY object_document_object ON o.document_id = t.document_id AND o.object_id = t.object_id
                JOIN owner w ON w.document_id = o.document_id
                JOIN document d ON d.id = o.document_id
                WHERE o.placeholder_role IS NULL AND o.custom_class = w.custom_class
                    AND (o.custom_module IS w.custom_module OR o.custom_module IS NULL OR w.custom_module IS NULL)
                """
        ).map { row in
            let name: String = row["custom_class"]
            return LintFinding(
                .ownerViewRecursion, row,
                message: "the File's Owner and this \(row["element"] as String) are both \(name), and the owner has outlets "
                    + "into it: if \(name) loads this nib in init(coder:), loading recurses until the stack overflows")
        }
    }

    /// Elements UIKit instantiates from a nib registered with a table or collection view, always
    /// with no owner: their File's Owner class is never instantiated by the load.
    private static let registeredCellElements = [
        "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
    ]
}
