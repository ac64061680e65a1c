import GRDB
import InputFiles

/// Keys `ObjectID.property` whose object is in none of the documents the table translates
/// (a warning), and keys that one language of a document has and another lacks (a note: that
/// text shows untranslated). Findings point into the table; the same finding in the same
/// table of several languages is one finding, at the first, that names the languages.
struct StaleLocalizationRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Stale localization",
        finds:
            "`.strings`/`.xcstrings` keys `ObjectID.property` of deleted objects (warnings); as notes, keys one language translates and another lacks",
        rationale: "A key of a deleted object translates nothing, and a key one language lacks shows that text untranslated.",
        severity: .warning,
        lesserSeverity: .note,
        triggeringExamples: [form(translating: "fM1-lb-009")],
        nonTriggeringExamples: [form(translating: "fM1-lb-001")]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        let db = context.db
        let stale = grouped(
            try Row.fetchAll(
                db,
                sql: """
                    WITH \(linked), tables AS (SELECT DISTINCT root, path FROM linked)
                    SELECT t.root, t.path, MIN(k.line) AS line, k.language, k.key,
                        substr(k.key, 1, instr(k.key, '.') - 1) AS object_id
                    FROM tables t JOIN strings_key k ON k.root = t.root AND k.path = t.path
                    WHERE instr(k.key, '.') > 1 AND NOT EXISTS (
                        SELECT 1 FROM linked x JOIN object o ON o.document_id = x.document_id
                        WHERE x.root = t.root AND x.path = t.path AND o.object_id = substr(k.key, 1, instr(k.key, '.') - 1))
                    GROUP BY t.root, t.path, k.key
                    """
            )
        ) { row, languages in
            let languages = languages.count > 1 ? " (in \(languages.count) languages: \(languages.joined(separator: ", ")))" : ""
            return LintFinding(
                .staleLocalization, row,
                message: "'\(row["key"] as String)' translates object \(row["object_id"] as String), "
                    + "which is no longer in the document\(languages)")
        }
        let missing = grouped(
            try Row.fetchAll(
                db,
                sql: """
                    WITH \(linked),
                    entry AS (
                        SELECT x.document_id, k.root, k.path, k.language, k.key FROM linked x
                        JOIN strings_key k ON k.root = x.root AND k.path = x.path
                        WHERE EXISTS (SELECT 1 FROM object o WHERE o.document_id = x.document_id
                            AND o.object_id = substr(k.key, 1, instr(k.key, '.') - 1))
                    ),
                    needed AS (SELECT DISTINCT document_id, key FROM entry),
                    tables AS (SELECT DISTINCT document_id, root, path, language FROM entry)
                    SELECT DISTINCT t.root, t.path, NULL AS line, t.language, n.key,
                        substr(n.key, 1, instr(n.key, '.') - 1) AS object_id
                    FROM tables t JOIN needed n ON n.document_id = t.document_id
                    WHERE NOT EXISTS (SELECT 1 FROM strings_key k WHERE k.root = t.root AND k.path = t.path
                        AND k.language = t.language AND k.key = n.key)
                    """
            )
        ) { row, languages in
            LintFinding(
                rule: .staleLocalization, severity: .note, root: row["root"], document: row["path"], line: nil,
                objectID: row["object_id"],
                message: "no \(languages.joined(separator: ", ")) translation of '\(row["key"] as String)', "
                    + "which other languages translate")
        }
        return stale + missing
    }

    /// The tables linked to each source document, and the documents they translate.
    private static let linked = """
        linked AS (
            SELECT DISTINCT d.root, l.path, d.id AS document_id
            FROM localization l JOIN document d ON d.id = l.document_id
            WHERE d.kind IN ('xib', 'storyboard')
        )
        """

    /// One finding per root, table (its `.lproj` folder aside) and key, made from the row of the
    /// first table by path, with the languages of all of them, sorted.
    private static func grouped(_ rows: [Row], finding: (Row, [String]) -> LintFinding) -> [LintFinding] {
        var groups: [String: (first: Row, languages: Set<String>)] = [:]
        var order: [String] = []
        for row in rows {
            let table = (row["path"] as String).split(separator: "/", omittingEmptySubsequences: false)
                .map { LanguageFolder.isFolderName($0) ? "*" + LanguageFolder.suffix : String($0) }.joined(separator: "/")
            let group = [row["root"] as String, table, row["key"] as String].joined(separator: "\u{0}")
            let language: String = row["language"] ?? ""
            if var known = groups[group] {
                known.languages.insert(language)
                if (row["path"] as String) < (known.first["path"] as String) {
                    known.first = row
                }
                groups[group] = known
            } else {
                groups[group] = (row, [language])
                order.append(group)
            }
        }
        return order.compactMap { groups[$0] }.map { finding($0.first, $0.languages.sorted()) }
    }

    /// `Base.lproj/Form.xib` with the label `fM1-lb-001`, and a German table translating the text
    /// of the object `objectID`.
    private static func form(translating objectID: String) -> LintExample {
        LintExample([
            (
                path: "Base.lproj/Form.xib",
                contents: LintExample.xibDocument(
                    """
                    <label opaque="NO" text="Name" id="fM1-lb-001">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="20"/>
                    </label>
                    """)
            ),
            (
                path: "de.lproj/Form.strings",
                contents: "/* Class = \"UILabel\"; text = \"Name\"; ObjectID = \"fM1-lb-001\"; */\n\"\(objectID).text\" = \"Name\";"
            ),
        ])
    }
}
