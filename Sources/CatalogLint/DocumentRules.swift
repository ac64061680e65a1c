import GRDB

/// Rules about one document's own objects and connections.
enum DocumentRules {
    /// A xib whose File's Owner class is also the class of one of its objects: when that class
    /// loads the nib from `init(coder:)` (the usual reusable-view pattern), decoding the object
    /// calls `init(coder:)` again, which loads the nib again, until the stack overflows.
    static func ownerViewRecursion(_ db: Database) throws -> [LintFinding] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT d.root, d.path, o.object_id, o.line, o.custom_class, o.element
                FROM object owner
                JOIN document d ON d.id = owner.document_id
                JOIN object o ON o.document_id = owner.document_id AND o.custom_class = owner.custom_class
                WHERE owner.placeholder_role = 'filesOwner' AND d.kind = 'xib' AND o.placeholder_role IS NULL
                    AND (o.custom_module IS owner.custom_module OR o.custom_module IS NULL OR owner.custom_module IS NULL)
                """
        ).map { row in
            let name: String = row["custom_class"]
            return LintFinding(
                .ownerViewRecursion, row,
                message: "the File's Owner and this \(row["element"] as String) are both \(name): "
                    + "if \(name) loads this nib in init(coder:), loading recurses until the stack overflows")
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
