/// Image references of source documents that no image file or asset catalog under the root holds.
struct MissingImageRule: CatalogRule {
    static let description = LintRuleDescription(
        name: "Missing image",
        finds:
            "images a device would not find (`nibcat images --missing`) in `.xib` and `.storyboard` sources: in no image file or asset catalog under the root",
        rationale: "UIKit logs 'Could not load the image' and draws nothing: the screen shows a blank where the image should be.",
        severity: .error,
        triggeringExamples: [ResourceRules.imageExample("Logo")],
        nonTriggeringExamples: [ResourceRules.imageExample("Logo", imageSet: "Logo")]
    )

    static func findings(in context: LintContext) throws -> [LintFinding] {
        ResourceRules.imageFindings(context.imageReport, status: .missing, rule: .missingImage) { reference in
            "image '\(reference.name)' is in no image file or asset catalog"
        }
    }
}
