/// Every rule `nibcat lint` runs, by the id users name it with, and the type that checks it: the
/// one list of rules. A new rule is a `CatalogRule` type in `Rules/` and a case here.
public enum LintRule: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case ownerViewRecursion = "owner-view-recursion"
    case danglingConnection = "dangling-connection"
    case duplicateID = "duplicate-id"
    case outletOnPlaceholderWithoutClass = "outlet-on-placeholder-without-class"
    case unknownStoryboardReference = "unknown-storyboard-reference"
    case duplicateStoryboardIdentifier = "duplicate-storyboard-identifier"
    case duplicateSegueIdentifier = "duplicate-segue-identifier"
    case staleModule = "stale-module"
    case missingImage = "missing-image"
    case imageCaseMismatch = "image-case-mismatch"
    case missingNamedColor = "missing-named-color"
    case staleLocalization = "stale-localization"
    case reuseIdentifierMissing = "reuse-identifier-missing"
    case outletWithoutProperty = "outlet-without-property"
    case actionWithoutMethod = "action-without-method"
    case undeclaredCustomClass = "undeclared-custom-class"
    case unusedIBDeclaration = "unused-ib-declaration"
    case outletTypeMismatch = "outlet-type-mismatch"
    case runtimeAttributeWithoutProperty = "runtime-attribute-without-property"

    var checker: any CatalogRule.Type {
        switch self {
        case .ownerViewRecursion: OwnerViewRecursionRule.self
        case .danglingConnection: DanglingConnectionRule.self
        case .duplicateID: DuplicateIDRule.self
        case .outletOnPlaceholderWithoutClass: OutletOnPlaceholderWithoutClassRule.self
        case .unknownStoryboardReference: UnknownStoryboardReferenceRule.self
        case .duplicateStoryboardIdentifier: DuplicateStoryboardIdentifierRule.self
        case .duplicateSegueIdentifier: DuplicateSegueIdentifierRule.self
        case .staleModule: StaleModuleRule.self
        case .missingImage: MissingImageRule.self
        case .imageCaseMismatch: ImageCaseMismatchRule.self
        case .missingNamedColor: MissingNamedColorRule.self
        case .staleLocalization: StaleLocalizationRule.self
        case .reuseIdentifierMissing: ReuseIdentifierMissingRule.self
        case .outletWithoutProperty: OutletWithoutPropertyRule.self
        case .actionWithoutMethod: ActionWithoutMethodRule.self
        case .undeclaredCustomClass: UndeclaredCustomClassRule.self
        case .unusedIBDeclaration: UnusedIBDeclarationRule.self
        case .outletTypeMismatch: OutletTypeMismatchRule.self
        case .runtimeAttributeWithoutProperty: RuntimeAttributeWithoutPropertyRule.self
        }
    }

    /// What the rule is, in words and examples.
    public var ruleDescription: LintRuleDescription {
        checker.description
    }

    /// Errors crash or blank a screen at run time; warnings are likely mistakes that UIKit survives
    /// (a fallback color, an unreachable prototype, an ambiguous segue).
    public var severity: LintSeverity {
        ruleDescription.severity
    }

    public static func < (a: LintRule, b: LintRule) -> Bool {
        a.rawValue < b.rawValue
    }
}
