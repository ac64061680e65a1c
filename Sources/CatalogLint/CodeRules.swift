import GRDB

/// What the rules that check documents against the Swift and Objective-C sources indexed under the
/// same root share. Only classes the sources declare are checked: a class from a binary framework
/// is unknown, not wrong.
enum CodeRules {
    /// Connections of `kinds` with the class of their source (`s`) or target (`t`) object as
    /// `class_name`/`class_module`, and the destination object's class. The ends are found by id
    /// (`INDEXED BY`): without statistics SQLite takes the primary key's document prefix instead and
    /// reads every object of the document for each end, most of the code rules' time.
    static func connections(_ db: Database, kinds: [String], classOf side: String) throws -> [Row] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT d.root, d.path, c.connection_id AS object_id, c.line, c.name,
                    \(side).class AS class_name, \(side).custom_module AS class_module,
                    t.class AS destination_class, t.custom_module AS destination_module
                FROM connection c JOIN document d ON d.id = c.document_id
                JOIN object s INDEXED BY object_document_object ON s.document_id = c.document_id AND s.object_id = c.source_id
                JOIN object t INDEXED BY object_document_object ON t.document_id = c.document_id AND t.object_id = c.destination_id
                WHERE d.kind IN ('xib', 'storyboard') AND c.name IS NOT NULL
                    AND c.kind IN (\(kinds.map { "'\($0)'" }.joined(separator: ", ")))
                """)
    }
}
