import CatalogStore

/// What the image rules share: the catalog's image resolution.
enum ResourceRules {
    /// The references of source documents the catalog's image resolution found with `status`.
    /// Compiled nibs are left out: their images live in an `Assets.car` the catalog does not read.
    static func imageFindings(
        _ report: ImageReport?, status: ResolvedImageReference.Status, rule: LintRule, message: (ResolvedImageReference) -> String
    ) -> [LintFinding] {
        (report?.references ?? []).compactMap { reference in
            guard reference.status == status,
                reference.document.hasSuffix(".xib") || reference.document.hasSuffix(".storyboard")
            else { return nil }
            return LintFinding(
                rule: rule, root: reference.root, document: reference.document, line: reference.line,
                objectID: reference.objectId, message: message(reference))
        }
    }
}
