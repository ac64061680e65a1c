import GRDB

/// Rules about storyboards: references between them, identifiers code looks controllers and segues up by.
enum StoryboardRules {
    /// Storyboard references whose storyboard is in no document of the catalog, or whose target
    /// (a storyboard identifier, else the initial view controller) that storyboard does not have.
    /// References into another bundle (`bundleIdentifier`) are left alone.
    static func unknownReferences(_ db: Database) throws -> [LintFinding] {
        try Row.fetchAll(
            db,
            sql: """
                WITH reference AS (
                    SELECT d.root, d.path, r.object_id, r.line, r.referenced_identifier,
                        COALESCE(r.storyboard_name, d.name) AS storyboard
                    FROM storyboard_reference r JOIN document d ON d.id = r.document_id
                    WHERE d.kind = 'storyboard' AND r.bundle_identifier IS NULL
                )
                SELECT r.*,
                    EXISTS (SELECT 1 FROM document t WHERE t.name = r.storyboard AND t.kind IN ('storyboard', 'storyboardc'))
                        AS has_storyboard,
                    CASE WHEN r.referenced_identifier IS NULL THEN EXISTS (
                        SELECT 1 FROM document t WHERE t.name = r.storyboard AND t.kind IN ('storyboard', 'storyboardc')
                            AND t.initial_view_controller IS NOT NULL)
                    ELSE EXISTS (
                        SELECT 1 FROM document t JOIN object o ON o.document_id = t.id
                        WHERE t.name = r.storyboard AND t.kind IN ('storyboard', 'storyboardc')
                            AND o.storyboard_identifier = r.referenced_identifier)
                    END AS has_target
                FROM reference r
                WHERE NOT has_storyboard OR NOT has_target
                """
        ).map { row in
            let storyboard: String = row["storyboard"]
            let message: String
            if !(row["has_storyboard"] as Bool) {
                message = "storyboard reference to '\(storyboard)': no storyboard of that name in the catalog"
            } else if let identifier = row["referenced_identifier"] as String? {
                message = "storyboard reference to '\(identifier)' in '\(storyboard)': no controller has that storyboard identifier"
            } else {
                message = "storyboard reference to the initial view controller of '\(storyboard)', which has none"
            }
            return LintFinding(.unknownStoryboardReference, row, message: message)
        }
    }

    /// Every repeat of a storyboard identifier within one storyboard: `instantiateViewController(withIdentifier:)` can return only one.
    static func duplicateStoryboardIdentifiers(_ db: Database) throws -> [LintFinding] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT d.root, d.path, o.object_id, o.line, o.storyboard_identifier
                FROM object o JOIN document d ON d.id = o.document_id
                WHERE d.kind = 'storyboard' AND o.storyboard_identifier IS NOT NULL AND o.storyboard_identifier != ''
                    AND EXISTS (
                        SELECT 1 FROM object earlier WHERE earlier.document_id = o.document_id
                            AND earlier.storyboard_identifier = o.storyboard_identifier AND earlier.ordinal < o.ordinal)
                """
        ).map { row in
            LintFinding(
                .duplicateStoryboardIdentifier, row,
                message: "storyboard identifier '\(row["storyboard_identifier"] as String)' is already used in this storyboard")
        }
    }

    /// Every repeat of a segue identifier within one scene (one source controller):
    /// `performSegue(withIdentifier:)` can perform only one of them. A segue belongs to the scene
    /// that encloses it, the last scene starting before it in the document.
    static func duplicateSegueIdentifiers(_ db: Database) throws -> [LintFinding] {
        try Row.fetchAll(
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
