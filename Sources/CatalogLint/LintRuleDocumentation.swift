/// The rules' documentation page, written from their descriptions: what the repository's
/// `Documentation/LintRules.md` holds (a test keeps the two the same).
public enum LintRuleDocumentation {
    public static func markdown(of rules: [LintRule] = LintRule.allCases) -> String {
        var page = """
            # Lint rules

            `nibcat lint` runs these rules (generated from each rule's description in
            `Sources/CatalogLint/Rules`; do not edit by hand). Errors crash or blank a screen at run
            time and make `nibcat lint` exit 1; warnings are likely mistakes UIKit survives; notes
            are for information. A root's `.nibcat.yml` can turn rules off or change their severity
            (README, "`.nibcat.yml`").

            | rule | severity | finds |
            |---|---|---|

            """
        for rule in rules {
            let description = rule.ruleDescription
            page += "| [`\(rule.rawValue)`](#\(rule.rawValue)) | \(severities(description)) | \(description.finds) |\n"
        }
        for rule in rules {
            let description = rule.ruleDescription
            page += """

                ## \(rule.rawValue)

                **\(description.name)** (\(severities(description)))

                Finds \(description.finds).

                Why: \(description.rationale)

                """
            page += examples("Triggers on", description.triggeringExamples)
            page += examples("Does not trigger on", description.nonTriggeringExamples)
        }
        return page
    }

    private static func severities(_ description: LintRuleDescription) -> String {
        [description.severity, description.lesserSeverity].compactMap { $0?.rawValue }.joined(separator: ", ")
    }

    private static func examples(_ title: String, _ examples: [LintExample]) -> String {
        var text = ""
        for (number, example) in examples.enumerated() {
            text += "\n\(title)" + (examples.count > 1 ? " (\(number + 1))" : "") + ":\n"
            for file in example.files {
                let language = file.path.hasSuffix(".swift") ? "swift" : file.path.hasSuffix(".json") ? "json" : "xml"
                let contents = file.contents.hasSuffix("\n") ? String(file.contents.dropLast()) : file.contents
                text += "\n`\(file.path)`\n\n```\(language)\n\(contents)\n```\n"
            }
        }
        return text
    }
}
