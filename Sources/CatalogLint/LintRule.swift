/// The rules `nibcat lint` runs, by the id users name them with.
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
    /// Warnings for keys of deleted objects; missing translations are notes.
    case staleLocalization = "stale-localization"
    case reuseIdentifierMissing = "reuse-identifier-missing"
    /// The checks against the indexed Swift and Objective-C sources.
    case outletWithoutProperty = "outlet-without-property"
    case actionWithoutMethod = "action-without-method"
    case undeclaredCustomClass = "undeclared-custom-class"
    case unusedIBDeclaration = "unused-ib-declaration"
    case outletTypeMismatch = "outlet-type-mismatch"
    /// Errors for Swift properties Objective-C cannot see; warnings for keys no code declares.
    case runtimeAttributeWithoutProperty = "runtime-attribute-without-property"

    /// Errors crash or blank a screen at run time; warnings are likely mistakes that UIKit survives
    /// (a fallback color, an unreachable prototype, an ambiguous segue).
    public var severity: LintSeverity {
        switch self {
        case .ownerViewRecursion, .danglingConnection, .duplicateID, .unknownStoryboardReference,
            .duplicateStoryboardIdentifier, .missingImage, .imageCaseMismatch, .outletWithoutProperty, .actionWithoutMethod:
            return .error
        case .outletOnPlaceholderWithoutClass, .duplicateSegueIdentifier, .staleModule, .missingNamedColor,
            .staleLocalization, .reuseIdentifierMissing, .undeclaredCustomClass, .unusedIBDeclaration, .outletTypeMismatch,
            .runtimeAttributeWithoutProperty:
            return .warning
        }
    }

    public static func < (a: LintRule, b: LintRule) -> Bool {
        a.rawValue < b.rawValue
    }
}
