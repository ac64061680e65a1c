import GRDB

/// Rules about one document's own objects and connections.
enum DocumentRules {
    /// Elements UIKit instantiates from a nib registered with a table or collection view, always
    /// with no owner: their File's Owner class is never instantiated by the load.
    private static let registeredCellElements = [
        "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
    ]

    /// A xib whose File's Owner class is also the class of a view in a top-level tree that the
    /// File's Owner has outlets into: the owner is an instance of the class (its outlets say the nib
    /// is loaded with `owner: self`), so when the class loads the nib from `init(coder:)` (the usual
    /// reusable-view pattern), decoding that view calls `init(coder:)` again, which loads the nib
    /// again, until the stack overflows. A tree without owner outlets is loaded with `owner: nil`,
    /// and a cell's tree is registered by nib, which never passes an owner: neither can recurse.
    static func ownerViewRecursion(_ db: Database) throws -> [LintFinding] {
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

    /// Outlets, actions and segues whose source or destination is no object of the document.
    static func danglingConnections(_ db: Database) throws -> [LintFinding] {
        try Row.fetchAll(
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
            let missing = row["has_source"] as Bool
                ? "destination \(row["destination_id"] as String)" : "source \(row["source_id"] as String)"
            return LintFinding(.danglingConnection, row, message: "\(kind)\(name) has no object for its \(missing)")
        }
    }

    /// Every repeat of an object id already used earlier in the same document.
    static func duplicateIDs(_ db: Database) throws -> [LintFinding] {
        try Row.fetchAll(
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

    /// Outlets from a File's Owner that declares no class: IB has no class to check them against, and
    /// whatever owner is passed at load time must happen to have the property.
    static func outletsOnOwnerWithoutClass(_ db: Database) throws -> [LintFinding] {
        try Row.fetchAll(
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

    /// Prototype cells of a storyboard's table and collection views without a reuse identifier:
    /// nothing can dequeue them. Static cells (under a table section) need none.
    static func prototypesWithoutReuseIdentifier(_ db: Database) throws -> [LintFinding] {
        try Row.fetchAll(
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
