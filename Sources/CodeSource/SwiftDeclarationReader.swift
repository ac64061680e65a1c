import SwiftParser
import SwiftSyntax

/// Reads the declarations Interface Builder connects to from Swift source, with swift-syntax's
/// parser (which accepts any text: invalid code yields a tree with missing or unexpected nodes).
public enum SwiftDeclarationReader {
    public static func declarations(in text: String) -> CodeFileDeclarations {
        let source = SourceText(text, terms: SwiftDeclarationCollector.recordTerms)
        let tree = source.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let collector = SwiftDeclarationCollector(source: source)
        collector.walk(tree)
        return CodeFileDeclarations(
            language: .swift, classes: collector.classes, images: collector.images, selectors: collector.selectors)
    }

    /// The Objective-C selector Swift gives a method named `baseName` with argument labels
    /// `labels` (nil for `_`): `tapped(_:)` is `tapped:`, `tapped(sender:)` is `tappedWithSender:`,
    /// `move(to:)` is `moveTo:`, `tapped(_:forEvent:)` is `tapped:forEvent:`.
    public static func objcSelector(baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var selector = baseName
        if let first, !first.isEmpty {
            let firstWord = first.prefix { !$0.isUppercase }
            if !prepositions.contains(String(firstWord)) {
                selector += "With"
            }
            selector += first.prefix(1).uppercased() + first.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() {
            selector += (label ?? "") + ":"
        }
        return selector
    }

    /// Swift adds no "With" before a first label that starts with one of these.
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]
}

private final class SwiftDeclarationCollector: SyntaxVisitor {
    /// Text that each record this collector makes holds: the `class` or `extension` keyword (an
    /// extension's properties are keys runtime attributes may set), the name of an Interface
    /// Builder attribute, the callee of an image call (`UIImage`, `NSImage`, `Image`) or
    /// `imageLiteral`, R.swift's `R.image`, a selector (`#selector`, `Selector(…)`, `NSSelectorFromString`).
    /// Statements and members without any are not walked: most of a file is function bodies that
    /// hold none.
    static let recordTerms = ["class", "extension", "IB", "Image", "imageLiteral", "R.image", "selector", "Selector"]

    let source: SourceText
    var classes: [CodeClass] = []
    var images: [ImageReference] = []
    var selectors: [SelectorReference] = []
    /// The names of the types around the current point, outermost first.
    private var typeNames: [String] = []

    init(source: SourceText) {
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        source.line(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// `node.trimmedDescription`, read from the source rather than printed from a trimmed copy of
    /// the node (copying was a quarter of the indexing time). Like `trimmed`, it drops the trivia
    /// of the first and last tokens even when they are missing ones (`.all`).
    private func trimmedText(_ node: some SyntaxProtocol) -> String {
        let start = node.position.utf8Offset + (node.firstToken(viewMode: .all)?.leadingTriviaLength.utf8Length ?? 0)
        let end = node.endPosition.utf8Offset - (node.lastToken(viewMode: .all)?.trailingTriviaLength.utf8Length ?? 0)
        return source.text(in: start..<max(start, end))
    }

    private func holdsRecordTerm(_ node: some SyntaxProtocol) -> Bool {
        source.containsTerm(in: node.position.utf8Offset..<node.endPosition.utf8Offset)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        holdsRecordTerm(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        holdsRecordTerm(node) ? .visitChildren : .skipChildren
    }

    private func qualified(_ name: String) -> String {
        (typeNames + [name]).joined(separator: ".")
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        var record = CodeClass(
            name: qualified(name), objcName: objcName(node.attributes),
            superclass: node.inheritanceClause?.inheritedTypes.first.map { trimmedText($0.type) },
            isDesignable: hasAttribute(node.attributes, named: "IBDesignable"), line: line(node.name))
        collectMembers(node.memberBlock, into: &record, exposedToObjC: hasAttribute(node.attributes, named: "objcMembers"))
        classes.append(record)
        typeNames.append(name)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = trimmedText(node.extendedType)
        var record = CodeClass(name: qualified(name), isExtension: true, line: line(node.extendedType))
        collectMembers(node.memberBlock, into: &record, exposedToObjC: hasAttribute(node.attributes, named: "objc"))
        if !record.outlets.isEmpty || !record.actions.isEmpty || !record.inspectables.isEmpty || !record.properties.isEmpty
            || !record.methods.isEmpty
        {
            classes.append(record)
        }
        typeNames.append(name)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = imageReference(node) {
            images.append(reference)
        }
        // `Selector("tapped:")`, `Selector(("tapped:"))`, `NSSelectorFromString("tapped:")`.
        if ["Selector", "NSSelectorFromString"].contains(trimmedText(node.calledExpression)), node.arguments.count == 1,
            let argument = node.arguments.first, argument.label == nil
        {
            var expression = argument.expression
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
                expression = inner.expression
            }
            if let name = stringLiteral(expression), !name.isEmpty {
                selectors.append(SelectorReference(selector: name, line: line(node)))
            }
        }
        return .visitChildren
    }

    /// R.swift's `R.image.logo` (its generated name for the image `logo`, matched as an asset symbol).
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base, trimmedText(base) == "R.image" {
            images.append(ImageReference(name: node.declName.baseName.text, kind: .assetSymbol, line: line(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector", let argument = node.arguments.first, argument.label == nil,
            let selector = selector(referencedBy: argument.expression)
        {
            selectors.append(SelectorReference(selector: selector, line: line(node)))
        }
        if node.macroName.text == "imageLiteral",
            let argument = node.arguments.first(where: { $0.label?.text == "resourceName" }),
            let name = stringLiteral(argument.expression)
        {
            images.append(ImageReference(name: name, kind: .literal, line: line(node)))
        }
        return .visitChildren
    }

    // MARK: Members

    /// `exposedToObjC`: the declaration exposes every member (`@objcMembers` class, `@objc` extension).
    private func collectMembers(_ block: MemberBlockSyntax, into record: inout CodeClass, exposedToObjC: Bool) {
        for member in block.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                collectVariable(variable, into: &record)
                collectProperties(variable, into: &record, exposedToObjC: exposedToObjC)
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                let isAction = hasAttribute(function.attributes, named: "IBAction")
                guard isAction || isExposedToObjC(function, exposedToObjC: exposedToObjC) else { continue }
                let labels = function.signature.parameterClause.parameters.map { parameter -> String? in
                    parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
                }
                let selector =
                    objcName(function.attributes)
                    ?? SwiftDeclarationReader.objcSelector(baseName: function.name.text, labels: labels)
                let method = CodeAction(selector: selector, line: line(function.name))
                if isAction {
                    record.actions.append(method)
                }
                record.methods.append(method)
            }
        }
    }

    /// An instance method the Objective-C runtime sees: marked for it, `dynamic`, an override (in a
    /// class Interface Builder connects to, of an Objective-C method), or in a declaration that
    /// exposes all its members; `@nonobjc` and type methods never.
    private func isExposedToObjC(_ function: FunctionDeclSyntax, exposedToObjC: Bool) -> Bool {
        guard !function.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }),
            !hasAttribute(function.attributes, named: "nonobjc")
        else { return false }
        return exposedToObjC || hasAttribute(function.attributes, named: "objc")
            || hasAttribute(function.attributes, named: "IBSegueAction")
            || function.modifiers.contains { Self.objcModifiers.contains($0.name.text) }
    }

    /// The selector `#selector(…)` names: `tapped(_:)` and `Controller.tapped(_:)` give `tapped:`,
    /// `tapped` (no labels) only the base name; nil for a property's `getter:`/`setter:`.
    private func selector(referencedBy expression: ExprSyntax) -> String? {
        if let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
            let inner = parenthesized.elements.first
        {
            return selector(referencedBy: inner.expression)
        }
        guard let name = expression.as(MemberAccessExprSyntax.self)?.declName ?? expression.as(DeclReferenceExprSyntax.self)
        else { return nil }
        guard let names = name.argumentNames else { return name.baseName.text }
        return SwiftDeclarationReader.objcSelector(
            baseName: name.baseName.text, labels: names.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text })
    }

    private func collectVariable(_ variable: VariableDeclSyntax, into record: inout CodeClass) {
        let isOutlet = hasAttribute(variable.attributes, named: "IBOutlet")
        let isInspectable = hasAttribute(variable.attributes, named: "IBInspectable")
        guard isOutlet || isInspectable else { return }
        let isWeak = variable.modifiers.contains { $0.name.text == "weak" }
        // `@IBOutlet weak var a, b: UILabel!` gives both names the type written after the last.
        var pendingType: TypeSyntax?
        var outlets: [CodeOutlet] = []
        var inspectables: [CodeInspectable] = []
        for binding in variable.bindings.reversed() {
            if let annotation = binding.typeAnnotation {
                pendingType = annotation.type
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let bindingLine = line(binding.pattern)
            if isOutlet {
                outlets.insert(outlet(name: name, type: pendingType, isWeak: isWeak, line: bindingLine), at: 0)
            }
            if isInspectable {
                let typeName = pendingType.map { trimmedText(unwrapped($0).type) }
                inspectables.insert(CodeInspectable(name: name, typeName: typeName, line: bindingLine), at: 0)
            }
        }
        record.outlets += outlets
        record.inspectables += inspectables
    }

    /// Attributes and modifiers that put a Swift property in the Objective-C runtime.
    private static let objcAttributes: Set<String> = ["objc", "IBOutlet", "IBInspectable", "NSManaged", "GKInspectable"]
    private static let objcModifiers: Set<String> = ["dynamic", "override"]

    private func collectProperties(_ variable: VariableDeclSyntax, into record: inout CodeClass, exposedToObjC: Bool) {
        // Type properties are no keys of an instance.
        guard !variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else { return }
        let isExposed =
            exposedToObjC
            || variable.attributes.contains { element in
                if case .attribute(let attribute) = element {
                    return Self.objcAttributes.contains(trimmedText(attribute.attributeName))
                }
                return false
            }
            || variable.modifiers.contains { Self.objcModifiers.contains($0.name.text) }
        let renamed = objcName(variable.attributes)
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            record.properties.append(
                CodeProperty(
                    name: variable.bindings.count == 1 ? renamed ?? name : name, isExposedToObjC: isExposed,
                    line: line(binding.pattern)))
        }
    }

    private func outlet(name: String, type: TypeSyntax?, isWeak: Bool, line: Int) -> CodeOutlet {
        guard let type else {
            return CodeOutlet(
                name: name, typeName: nil, isCollection: false, optionality: .nonOptional, isWeak: isWeak, line: line)
        }
        let (inner, optionality) = unwrapped(type)
        var typeName = trimmedText(inner)
        var isCollection = false
        if let array = inner.as(ArrayTypeSyntax.self) {
            isCollection = true
            typeName = trimmedText(array.element)
        } else if let generic = inner.as(IdentifierTypeSyntax.self), generic.name.text == "Array",
            let element = generic.genericArgumentClause?.arguments.first
        {
            isCollection = true
            typeName = trimmedText(element.argument)
        }
        return CodeOutlet(
            name: name, typeName: typeName, isCollection: isCollection, optionality: optionality, isWeak: isWeak,
            line: line)
    }

    private func unwrapped(_ type: TypeSyntax) -> (type: TypeSyntax, optionality: OutletOptionality) {
        if let optional = type.as(OptionalTypeSyntax.self) {
            return (optional.wrappedType, .optional)
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return (unwrapped.wrappedType, .implicitlyUnwrapped)
        }
        return (type, .nonOptional)
    }

    /// The name `@objc(Name)` or `@objc(selector:)` gives, when the attribute names one.
    private func objcName(_ attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes where trimmedText(attribute.attributeName) == "objc" {
            if case .objCName(let pieces) = attribute.arguments {
                let name = pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()
                return name.isEmpty ? nil : name
            }
        }
        return nil
    }

    private func hasAttribute(_ attributes: AttributeListSyntax, named name: String) -> Bool {
        attributes.contains { element in
            if case .attribute(let attribute) = element {
                return trimmedText(attribute.attributeName) == name
            }
            return false
        }
    }

    // MARK: Images

    private func imageReference(_ call: FunctionCallExprSyntax) -> ImageReference? {
        let callee = trimmedText(call.calledExpression)
        guard let first = call.arguments.first else { return nil }
        let label = first.label?.text
        switch (callee, label) {
        case ("UIImage", "named"), ("NSImage", "named"), ("UIImage.init", "named"), ("NSImage.init", "named"),
            ("Image", nil), ("Image", "decorative"):
            if let name = stringLiteral(first.expression) {
                return ImageReference(name: name, kind: .named, line: line(call))
            }
            if callee == "Image", label == nil, let symbol = assetSymbol(first.expression) {
                return ImageReference(name: symbol, kind: .assetSymbol, line: line(call))
            }
        case ("UIImage", "resource"), ("NSImage", "resource"):
            if let symbol = assetSymbol(first.expression) {
                return ImageReference(name: symbol, kind: .assetSymbol, line: line(call))
            }
        default:
            break
        }
        return nil
    }

    /// `.logo` or `ImageResource.logo`.
    private func assetSymbol(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, trimmedText(base) != "ImageResource" { return nil }
        return member.declName.baseName.text
    }

    /// The text of a string literal without interpolation.
    private func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        return text
    }
}
