/// Image references of source documents that name an image only in another case.
struct ImageCaseMismatchRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Image name case mismatch",
        finds: "an image reference that matches an image only when case is ignored",
        rationale:
            "macOS file systems ignore case, so the image shows in the simulator; a device's look-up is case-sensitive and finds nothing.",
        severity: .error,
        triggeringExamples: [ResourceRules.imageExample("logo", imageSet: "Logo")],
        nonTriggeringExamples: [ResourceRules.imageExample("Logo", imageSet: "Logo")]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        ResourceRules.imageFindings(context.imageReport, status: .caseMismatch, rule: .imageCaseMismatch) { reference in
            "image '\(reference.name)' is named '\(reference.resolvedName ?? "")': a device's case-sensitive look-up will not find it"
        }
    }
}
