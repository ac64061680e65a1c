import CatalogStore
import GRDB

/// Images and named colors that a device would not find.
enum ResourceRules {
    /// Missing and case-mismatched image references of source documents, from the catalog's image
    /// resolution. Compiled nibs are left out: their images live in an `Assets.car` the catalog does not read.
    static func imageFindings(_ report: ImageReport, rules: Set<LintRule>) -> [LintFinding] {
        report.references.compactMap { reference in
            guard reference.document.hasSuffix(".xib") || reference.document.hasSuffix(".storyboard") else { return nil }
            let rule: LintRule
            let message: String
            switch reference.status {
            case .missing:
                rule = .missingImage
                message = "image '\(reference.name)' is in no image file or asset catalog"
            case .caseMismatch:
                rule = .imageCaseMismatch
                message = "image '\(reference.name)' is named '\(reference.resolvedName ?? "")': "
                    + "a device's case-sensitive look-up will not find it"
            case .found, .system, .embedded:
                return nil
            }
            guard rules.contains(rule) else { return nil }
            return LintFinding(
                rule: rule, root: reference.root, document: reference.document, line: reference.line,
                objectID: reference.objectId, message: message)
        }
    }

    /// Named colors a source document uses that no color set under its root defines: UIKit logs
    /// and falls back to the color stored in the document.
    static func missingNamedColors(_ db: Database) throws -> [LintFinding] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT d.root, d.path, NULL AS line, NULL AS object_id, n.name
                FROM named_resource n JOIN document d ON d.id = n.document_id
                WHERE n.kind = 'color' AND d.kind IN ('xib', 'storyboard') AND NOT EXISTS (
                    SELECT 1 FROM asset a WHERE a.root = d.root AND a.kind = 'color' AND a.name = n.name)
                """
        ).map { row in
            LintFinding(.missingNamedColor, row, message: "named color '\(row["name"] as String)' is in no color set")
        }
    }
}
