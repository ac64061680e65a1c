/// Reads the declarations Interface Builder connects to from Objective-C headers and
/// implementation files with a small lexer: `@interface`/`@implementation` blocks, `IBOutlet` and
/// `IBOutletCollection` properties and instance variables, `IBAction` methods, `IB_DESIGNABLE`,
/// `IBInspectable`, every property, instance variable and `setKey:` method (the keys key-value
/// coding can set), every instance method, `imageNamed:` string literals and the selectors code
/// names (`@selector(…)`, `NSSelectorFromString(@"…")`). Any text is accepted; what does not fit
/// the grammar is skipped.
public enum ObjectiveCDeclarationReader {
    public static func declarations(in text: String) -> CodeFileDeclarations {
        var parser = ObjectiveCParser(tokens: ObjectiveCLexer.tokens(in: text))
        parser.parse()
        return CodeFileDeclarations(
            language: .objectiveC, classes: parser.classes, images: parser.images, selectors: parser.selectors)
    }
}

struct ObjectiveCToken: Equatable {
    enum Kind: Equatable {
        case identifier
        /// `@interface`, `@end`, …: the word after `@`.
        case directive
        /// The content of a string literal, escapes left as written.
        case string
        case punctuation
    }

    var kind: Kind
    var text: String
    var line: Int
}

enum ObjectiveCLexer {
    /// The tokens of `text`, without comments, preprocessor lines and numbers.
    static func tokens(in text: String) -> [ObjectiveCToken] {
        let bytes = Array(text.utf8)
        var tokens: [ObjectiveCToken] = []
        var index = 0
        var line = 1
        var atLineStart = true
        func byte(_ offset: Int) -> UInt8? { offset >= 0 && offset < bytes.count ? bytes[offset] : nil }
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\n") {
                line += 1
                atLineStart = true
                index += 1
                continue
            }
            if current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") || current == UInt8(ascii: "\r") {
                index += 1
                continue
            }
            let startsLine = atLineStart
            atLineStart = false
            if current == UInt8(ascii: "#"), startsLine {
                // A preprocessor line, continued by a trailing backslash.
                while index < bytes.count,
                    bytes[index] != UInt8(ascii: "\n") || byte(index - 1) == UInt8(ascii: "\\")
                        || (byte(index - 1) == UInt8(ascii: "\r") && byte(index - 2) == UInt8(ascii: "\\"))
                {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                continue
            }
            if current == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if current == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && byte(index + 1) == UInt8(ascii: "/")) {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                index = min(index + 2, bytes.count)
                continue
            }
            if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                let startLine = line
                var end = index + 1
                while end < bytes.count, bytes[end] != current, bytes[end] != UInt8(ascii: "\n") {
                    if bytes[end] == UInt8(ascii: "\\"), byte(end + 1) == UInt8(ascii: "\n") {
                        line += 1  // an escaped line break continues the literal on the next line
                    }
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                end = min(end, bytes.count)
                if current == UInt8(ascii: "\"") {
                    let content = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                    tokens.append(ObjectiveCToken(kind: .string, text: content, line: startLine))
                }
                index = min(end + 1, bytes.count)
                continue
            }
            if isIdentifierByte(current) {
                var end = index
                while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
                let word = String(decoding: bytes[index..<end], as: UTF8.self)
                let isNumber = current >= UInt8(ascii: "0") && current <= UInt8(ascii: "9")
                if !isNumber {
                    tokens.append(ObjectiveCToken(kind: .identifier, text: word, line: line))
                }
                index = end
                continue
            }
            if current == UInt8(ascii: "@"), let next = byte(index + 1), isIdentifierByte(next) {
                var end = index + 1
                while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
                tokens.append(
                    ObjectiveCToken(
                        kind: .directive, text: String(decoding: bytes[(index + 1)..<end], as: UTF8.self), line: line))
                index = end
                continue
            }
            if current == UInt8(ascii: "@") {
                // `@"…"`: the string literal that follows is the token.
                index += 1
                continue
            }
            tokens.append(
                ObjectiveCToken(kind: .punctuation, text: String(UnicodeScalar(current)), line: line))
            index += 1
        }
        return tokens
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}

struct ObjectiveCParser {
    let tokens: [ObjectiveCToken]
    var classes: [CodeClass] = []
    var images: [ImageReference] = []
    var selectors: [SelectorReference] = []
    private var position = 0
    /// The index in `classes` of the `@interface`/`@implementation` being read.
    private var current: Int?
    private var designablePending = false
    /// How deep in `{ … }` the token at `position` is: method bodies are at 1 and deeper, and a
    /// method is declared only at 0.
    private var braceDepth = 0

    init(tokens: [ObjectiveCToken]) {
        self.tokens = tokens
    }

    private func token(_ offset: Int) -> ObjectiveCToken? {
        let index = position + offset
        return index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    private func isPunctuation(_ offset: Int, _ text: String) -> Bool {
        token(offset).map { $0.kind == .punctuation && $0.text == text } ?? false
    }

    mutating func parse() {
        while let token = token(0) {
            switch (token.kind, token.text) {
            case (.identifier, "IB_DESIGNABLE"):
                designablePending = true
                position += 1
            case (.directive, "interface"), (.directive, "implementation"):
                braceDepth = 0
                openClass(isInterface: token.text == "interface")
            case (.directive, "end"):
                current = nil
                braceDepth = 0
                position += 1
            case (.punctuation, "{"):
                braceDepth += 1
                position += 1
            case (.punctuation, "}"):
                braceDepth = max(0, braceDepth - 1)
                position += 1
            case (.identifier, "IBOutlet"), (.identifier, "IBOutletCollection"):
                readOutlet()
            case (.identifier, "IBInspectable"):
                readInspectable()
            case (.directive, "property"):
                readProperty()
            case (.punctuation, "-") where isSetter():
                readSetter()
            case (.punctuation, "-") where isIdentifierAt(2, "IBAction") && isPunctuation(1, "("):
                readMethod(isAction: true)
            case (.punctuation, "-") where braceDepth == 0 && isPunctuation(1, "(") && startsLine():
                readMethod(isAction: false)
            case (.directive, "selector") where isPunctuation(1, "("):
                readSelectorReference()
            case (.identifier, "NSSelectorFromString") where isPunctuation(1, "(") && self.token(2)?.kind == .string:
                selectors.append(SelectorReference(selector: self.token(2)!.text, line: token.line))
                position += 3
            case (.identifier, "imageNamed") where isPunctuation(1, ":") && self.token(2)?.kind == .string:
                images.append(ImageReference(name: self.token(2)!.text, kind: .named, line: token.line))
                position += 3
            default:
                position += 1
            }
        }
    }

    private func isIdentifierAt(_ offset: Int, _ text: String) -> Bool {
        token(offset).map { $0.kind == .identifier && $0.text == text } ?? false
    }

    /// `@interface Name : Super`, `@interface Name (Category)`, `@interface Name ()`,
    /// `@implementation Name`.
    private mutating func openClass(isInterface: Bool) {
        let designable = designablePending
        designablePending = false
        guard let name = token(1), name.kind == .identifier else {
            position += 1
            return
        }
        position += 2
        var superclass: String?
        var isExtension = !isInterface
        if isPunctuation(0, ":"), let parent = token(1), parent.kind == .identifier {
            superclass = parent.text
            position += 2
        } else if isPunctuation(0, "(") {
            isExtension = true
            while let token = token(0), !(token.kind == .punctuation && token.text == ")"), token.kind != .directive {
                position += 1
            }
            if isPunctuation(0, ")") { position += 1 }
        }
        classes.append(
            CodeClass(
                name: name.text, superclass: superclass, isExtension: isExtension, isDesignable: designable,
                line: name.line))
        current = classes.count - 1
        if isPunctuation(0, "<") {
            while let token = token(0), !(token.kind == .punctuation && token.text == ">"), token.kind != .directive {
                position += 1
            }
            if isPunctuation(0, ">") { position += 1 }
        }
        if isPunctuation(0, "{") {
            readInstanceVariables()
        }
    }

    /// The `{ … }` instance variable block after `@interface`/`@implementation`: each
    /// declaration's name, a key key-value coding finds as `_key`, `_isKey`, `key` or `isKey`.
    private mutating func readInstanceVariables() {
        guard let index = current else { return }
        position += 1  // `{`
        while let token = token(0) {
            if token.kind == .directive, Self.visibilityDirectives.contains(token.text) {
                position += 1
                continue
            }
            if token.kind == .directive || (token.kind == .punctuation && token.text == "}") { break }
            if token.kind == .identifier, token.text == "IBOutlet" || token.text == "IBOutletCollection" {
                readOutlet()
                continue
            }
            guard let (name, distance) = declaredName() else {
                position += 1
                continue
            }
            classes[index].properties.append(
                CodeProperty(name: Self.key(ofInstanceVariable: name.text), isExposedToObjC: true, line: name.line))
            position += distance + 1
        }
        if isPunctuation(0, "}") { position += 1 }
    }

    private static let visibilityDirectives: Set<String> = ["private", "public", "protected", "package"]

    /// `_key`, `_isKey`, `isKey` and `key` are the instance variables key-value coding looks for.
    static func key(ofInstanceVariable name: String) -> String {
        var key = Substring(name)
        if key.hasPrefix("_") { key = key.dropFirst() }
        if key.hasPrefix("is"), let next = key.dropFirst(2).first, next.isUppercase {
            key = key.dropFirst(2)
            return key.prefix(1).lowercased() + key.dropFirst()
        }
        return String(key)
    }

    /// `@property (…) Type *name;` (a block property names itself after `^`). The position moves
    /// on by one token only: an `IBOutlet` or `IBInspectable` inside is read as such next.
    private mutating func readProperty() {
        position += 1
        guard let index = current else { return }
        var offset = 0
        var blockName: ObjectiveCToken?
        while offset < Self.declarationReach, let token = token(offset) {
            if token.kind == .punctuation, [";", "{", "}"].contains(token.text) { break }
            if token.kind == .punctuation, token.text == "^", let next = self.token(offset + 1), next.kind == .identifier {
                blockName = next
                break
            }
            offset += 1
        }
        guard let name = blockName ?? declaredName()?.name else { return }
        classes[index].properties.append(CodeProperty(name: name.text, isExposedToObjC: true, line: name.line))
    }

    /// `- (void)setKey:(…)`: a setter key-value coding calls for `key`.
    private func isSetter() -> Bool {
        guard isPunctuation(1, "("), isIdentifierAt(2, "void"), isPunctuation(3, ")"), isPunctuation(5, ":"),
            let name = token(4), name.kind == .identifier, name.text.hasPrefix("set"),
            let first = name.text.dropFirst(3).first, first.isUppercase
        else { return false }
        return true
    }

    private mutating func readSetter() {
        if let index = current, let name = token(4) {
            let key = name.text.dropFirst(3)
            classes[index].properties.append(
                CodeProperty(name: key.prefix(1).lowercased() + key.dropFirst(), isExposedToObjC: true, line: name.line))
        }
        position += 6
    }

    /// How many tokens a declaration scan looks at: a real property or instance variable takes
    /// fewer than 20, and a bound keeps a file of many `IBOutlet`s and no `;` linear.
    private static let declarationReach = 64

    /// The identifier just before the next `;` (or `{`, `}`), which names a property or instance
    /// variable, and how far it is.
    private func declaredName() -> (name: ObjectiveCToken, distance: Int)? {
        var offset = 0
        var last: (ObjectiveCToken, Int)?
        while offset < Self.declarationReach, let token = token(offset) {
            if token.kind == .punctuation, [";", "{", "}"].contains(token.text) { return last }
            if token.kind == .directive { return nil }
            if token.kind == .identifier { last = (token, offset) }
            offset += 1
        }
        return nil
    }

    /// `IBOutlet UILabel *name;` or `IBOutletCollection(UIButton) NSArray *name;`, after
    /// `@property (…)` or among instance variables.
    private mutating func readOutlet() {
        guard let index = current, let keyword = token(0) else {
            position += 1
            return
        }
        let isCollection = keyword.text == "IBOutletCollection"
        var typeName: String?
        if isCollection {
            if isPunctuation(1, "("), let element = token(2), element.kind == .identifier, isPunctuation(3, ")") {
                typeName = element.text
            }
        } else if let type = token(1), type.kind == .identifier {
            typeName = type.text
        }
        let isWeak = propertyAttributes().contains("weak")
        guard let (name, distance) = declaredName() else {
            position += 1
            return
        }
        classes[index].outlets.append(
            CodeOutlet(
                name: name.text, typeName: typeName, isCollection: isCollection, optionality: .optional,
                isWeak: isWeak, line: name.line))
        position += distance + 1
    }

    private mutating func readInspectable() {
        guard let index = current else {
            position += 1
            return
        }
        let typeName = token(1).flatMap { $0.kind == .identifier ? $0.text : nil }
        guard let (name, distance) = declaredName() else {
            position += 1
            return
        }
        classes[index].inspectables.append(CodeInspectable(name: name.text, typeName: typeName, line: name.line))
        position += distance + 1
    }

    /// The attributes of the `@property (…)` the current token belongs to, when it is one.
    private func propertyAttributes() -> Set<String> {
        var offset = -1
        var words: Set<String> = []
        while offset > -Self.declarationReach, let token = token(offset) {
            if token.kind == .directive { return token.text == "property" ? words : [] }
            if token.kind == .punctuation, [";", "{", "}"].contains(token.text) { return [] }
            if token.kind == .identifier { words.insert(token.text) }
            offset -= 1
        }
        return []
    }

    /// Whether the token at `position` is the first of its line: a method declaration starts one,
    /// and a `-` in an expression seldom does.
    private func startsLine() -> Bool {
        guard let previous = token(-1), let current = token(0) else { return true }
        return previous.line < current.line
    }

    /// `- (IBAction)name:(id)sender forEvent:(UIEvent *)event` (or any return type) up to its `;`
    /// or `{`: a method, and with `isAction` an action too.
    private mutating func readMethod(isAction: Bool) {
        let line = token(0)?.line ?? 0
        position += 1  // `-`
        skipParenthesized()
        var selector = ""
        while let piece = token(0) {
            if piece.kind == .identifier, isPunctuation(1, ":") {
                selector += piece.text + ":"
                position += 2
            } else if piece.kind == .punctuation, piece.text == ":" {
                selector += ":"
                position += 1
            } else if piece.kind == .identifier, selector.isEmpty {
                selector = piece.text
                position += 1
                continue
            } else {
                break
            }
            skipParameter()
        }
        if !selector.isEmpty, let index = current {
            let method = CodeAction(selector: selector, line: line)
            if isAction {
                classes[index].actions.append(method)
            }
            classes[index].methods.append(method)
        }
    }

    /// `@selector(name:with:)`.
    private mutating func readSelectorReference() {
        let line = token(0)?.line ?? 0
        position += 2  // `@selector`, `(`
        var selector = ""
        while let piece = token(0), !(piece.kind == .punctuation && piece.text == ")") {
            guard piece.kind == .identifier || (piece.kind == .punctuation && piece.text == ":") else { return }
            selector += piece.text
            position += 1
        }
        if !selector.isEmpty {
            selectors.append(SelectorReference(selector: selector, line: line))
        }
    }

    /// A `( … )` group at `position`, nested ones included.
    private mutating func skipParenthesized() {
        guard isPunctuation(0, "(") else { return }
        var depth = 0
        while let token = token(0) {
            if token.kind == .punctuation, token.text == "(" { depth += 1 }
            if token.kind == .punctuation, token.text == ")" { depth -= 1 }
            position += 1
            if depth == 0 { break }
        }
    }

    /// `(type *)name` after a selector piece's colon.
    private mutating func skipParameter() {
        skipParenthesized()
        if let name = token(0), name.kind == .identifier, !isPunctuation(1, ":") {
            position += 1
        }
    }
}
