import SwiftParser
import SwiftSyntax

/// The targets a Tuist `Project.swift` declares where the arguments are literals:
/// `Target(name:platform:product:productName:deploymentTarget:sources:resources:settings:)`
/// (Tuist 3) and `.target(name:destinations:product:productName:deploymentTargets:...)`
/// (Tuist 4). Targets built by the project's own helper functions cannot be followed without
/// running the manifest, and are left out: compiling then falls back to the document's module.
public enum TuistManifest {
    public struct Target: Sendable, Hashable {
        public var name: String
        public var productName: String?
        /// The literal build settings of its `settings: .settings(base: [...])`.
        public var settings: [String: String] = [:]
        /// Tuist 3's `platform:` (`iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`).
        public var platform: String?
        /// Tuist 4's `destinations:`: a set's name (`iOS`) or its members (`iPhone`, `iPad`, `mac`).
        public var destinations: [String] = []
        /// The version its deployment target names for its platform.
        public var deploymentTarget: String?
        /// The globs and paths of `sources:` and `resources:`, relative to the manifest's folder.
        public var sources: [String] = []
        public var resources: [String] = []
    }

    /// The targets declared in the text of a `Project.swift`; none for one nested deeper than
    /// the parser takes (`SwiftNestingLimit`).
    public static func targets(in text: String) -> [Target] {
        guard SwiftNestingLimit.exceeded(in: Array(text.utf8)) == nil else { return [] }
        let collector = TargetCollector(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: text))
        return collector.targets
    }
}

private final class TargetCollector: SyntaxVisitor {
    var targets: [TuistManifest.Target] = []

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isTargetInitializer(call.calledExpression),
            let name = call.arguments.first(where: { $0.label?.text == "name" }).flatMap({ Self.string($0.expression) })
        else { return .visitChildren }
        var target = TuistManifest.Target(name: name)
        for argument in call.arguments {
            let value = argument.expression
            switch argument.label?.text {
            case "productName": target.productName = Self.string(value)
            case "platform": target.platform = Self.memberName(value)
            case "destinations":
                target.destinations = Self.memberName(value).map { [$0] } ?? Self.memberNames(in: value)
            case "deploymentTarget", "deploymentTargets": target.deploymentTarget = Self.strings(in: value).first
            case "sources": target.sources = Self.strings(in: value)
            case "resources": target.resources = Self.strings(in: value)
            case "settings": target.settings = Self.literalSettings(in: value)
            default: break
            }
        }
        targets.append(target)
        return .skipChildren
    }

    /// `Target(…)`, `.target(…)` and `Target.target(…)`.
    private static func isTargetInitializer(_ callee: ExprSyntax) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "Target"
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "target" else { return false }
        return member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Target"
    }

    /// A string literal without interpolation.
    private static func string(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self).flatMap(literalText)
    }

    /// Every literal string below `expression`, in order.
    private static func strings(in expression: ExprSyntax) -> [String] {
        StringLiterals(in: Syntax(expression)).found
    }

    /// `.iOS`: the member's name.
    private static func memberName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.text
    }

    /// `[.iPhone, .iPad]`: the members' names.
    private static func memberNames(in expression: ExprSyntax) -> [String] {
        guard let array = expression.as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { memberName($0.expression) }
    }

    /// The literal `"KEY": "value"` pairs of the dictionaries below `expression`.
    private static func literalSettings(in expression: ExprSyntax) -> [String: String] {
        var settings: [String: String] = [:]
        for dictionary in Syntax(expression).children(viewMode: .sourceAccurate).flatMap(Self.dictionaries) {
            guard case .elements(let elements) = dictionary.content else { continue }
            for element in elements {
                if let key = string(element.key), let value = string(element.value) {
                    settings[key] = value
                }
            }
        }
        return settings
    }

    private static func dictionaries(_ node: Syntax) -> [DictionaryExprSyntax] {
        if let dictionary = node.as(DictionaryExprSyntax.self) {
            return [dictionary]
        }
        return node.children(viewMode: .sourceAccurate).flatMap(dictionaries)
    }
}

/// The literal strings below a node.
private struct StringLiterals {
    var found: [String] = []

    init(in node: Syntax) {
        collect(node)
    }

    private mutating func collect(_ node: Syntax) {
        if let literal = node.as(StringLiteralExprSyntax.self) {
            if let text = literalText(literal) {
                found.append(text)
            }
            return
        }
        for child in node.children(viewMode: .sourceAccurate) {
            collect(child)
        }
    }
}

/// The text of a string literal without interpolation.
private func literalText(_ literal: StringLiteralExprSyntax) -> String? {
    var text = ""
    for segment in literal.segments {
        guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
        text += piece.content.text
    }
    return text
}
