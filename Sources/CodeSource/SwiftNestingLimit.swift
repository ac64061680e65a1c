/// Swift's parser (swift-syntax 602) recurses on nesting, and some of it costs more than stack:
/// its lookahead takes time exponential in the depth of nested `[` (20 unclosed ones took 3 s in
/// a debug build, 21 levels of a valid array type 45 s); 1,500 nested generic arguments, 20,000
/// chained `->`, `try `, `else if ` or nested `#if` overflowed the stack (SIGSEGV; on a 512 KB
/// thread from 64, 256, 128, 1,024 and 128); nested string interpolations take memory quadratic
/// in their depth (8,000 levels in 40 KB took 3 GB). No real source nests anything that deep, so
/// a file that does is refused before it is parsed, naming the line, by one pass that reads
/// strings, comments and regex literals as Swift's lexer does (an interpolation ends at the `)`
/// that balances it, whatever brackets are open), so that nothing the parser sees as code is
/// taken for text.
public struct SwiftNestingLimit: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// `[` deeper than `deepestBracket`.
        case brackets
        /// `(`, `[`, `{` and interpolations together deeper than `deepestNesting`.
        case nesting
        /// `<` generic arguments deeper than `deepestGenericArguments`.
        case genericArguments
        /// More than `longestArrowChain` `->` in one function type.
        case arrows
        /// String interpolations deeper than `deepestInterpolation`.
        case interpolations
        /// More than `longestKeywordRun` of `try`, `await`, `let` and the like in a row.
        case prefixKeywords
        /// More than `longestElseIfChain` `else if` in one `if`.
        case elseIfs
        /// `#if` deeper than `deepestConditionalCompilation`.
        case conditionalCompilation
    }

    /// Deeper than any array type or literal in real code, shallow enough to parse in milliseconds.
    public static let deepestBracket = 12
    /// swift-syntax's own limit in a release build, past which it leaves the rest unparsed.
    public static let deepestNesting = 256
    /// A quarter of what a 512 KB thread holds in a debug build; real types nest a few.
    public static let deepestGenericArguments = 16
    /// An eighth of what a 512 KB thread holds in a debug build; real curried functions chain a few.
    public static let longestArrowChain = 16
    /// A quarter of what a 512 KB thread holds in a debug build; real strings nest two or three.
    public static let deepestInterpolation = 8
    /// A quarter of what a 512 KB thread holds in a debug build (`try try …`, `case let let …`);
    /// real code has two or three (`try await`).
    public static let longestKeywordRun = 16
    /// A quarter of what a 512 KB thread holds in a debug build; long real chains have tens.
    public static let longestElseIfChain = 128
    /// A quarter of what a 512 KB thread holds in a debug build; real code nests a few.
    public static let deepestConditionalCompilation = 16

    public var kind: Kind
    /// The 1-based line where the nesting first goes deeper than its limit.
    public var line: Int

    public init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }

    public var description: String {
        let what =
            switch kind {
            case .brackets: "brackets nested deeper than \(Self.deepestBracket) levels"
            case .nesting: "parentheses, brackets, braces and interpolations nested deeper than \(Self.deepestNesting) levels"
            case .genericArguments: "generic arguments nested deeper than \(Self.deepestGenericArguments) levels"
            case .arrows: "more than \(Self.longestArrowChain) `->` in one function type"
            case .interpolations: "string interpolations nested deeper than \(Self.deepestInterpolation) levels"
            case .prefixKeywords: "more than \(Self.longestKeywordRun) of `try`, `await`, `let` and the like in a row"
            case .elseIfs: "more than \(Self.longestElseIfChain) `else if` in one `if`"
            case .conditionalCompilation: "`#if` nested deeper than \(Self.deepestConditionalCompilation) levels"
            }
        let cost =
            switch kind {
            case .brackets: "takes exponential time on them"
            case .interpolations: "takes memory quadratic in them"
            case .nesting, .genericArguments, .arrows, .prefixKeywords, .elseIfs, .conditionalCompilation: "would exhaust its stack"
            }
        return "\(what): Swift's parser \(cost), so the file is not indexed"
    }

    /// The limit `bytes` exceeds first, if any; linear in `bytes`.
    public static func exceeded(in bytes: [UInt8]) -> SwiftNestingLimit? {
        var scan = NestingScan(bytes)
        return scan.run()
    }
}

/// One pass over a Swift source, keeping what is open: brackets, parentheses, braces and
/// interpolations as frames, and in each frame the generic arguments and the `->` of the type
/// being read. `<` is taken for generic arguments wherever it could open them (`a < b` counts
/// until a `{`, `;`, `:`, `=`, `&&` or `||` shows it was no type), so as not to miss a spaced
/// `A <B`; `->` counts until a `,`, those, or a line that neither ends nor starts with one.
private struct NestingScan {
    fileprivate enum FrameKind: Equatable {
        case parenthesis, bracket, brace
        /// An interpolation `\(`, in the string literal it returns to.
        case interpolation(StringDelimiter)

        var isInterpolation: Bool {
            if case .interpolation = self { return true }
            return false
        }
    }

    private struct Frame {
        var kind: FrameKind
        var angles = 0
        var arrows = 0
        var elseIfs = 0
        /// A brace closed in this frame: an `else` may continue the `if` it ended.
        var closedBrace = false
    }

    /// `"`, `'` or `"""`, after as many `#` as the literal has.
    fileprivate struct StringDelimiter: Equatable {
        var quote: UInt8
        var isMultiline: Bool
        var hashes: Int
    }

    /// Where a token lies: the one before an operator decides, for Swift's lexer, whether a `/`
    /// in the operator may open a regex literal.
    private struct Token {
        var start = 0
        var end = 0
        var isWord = false
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    /// The file's top level is a frame that is never closed.
    private var frames = [Frame(kind: .brace)]
    private var brackets = 0
    private var interpolations = 0
    private var angles = 0
    private var arrows = 0
    private var keywordRun = 0
    private var conditionalCompilation = 0
    private var previous: Token?
    /// The operator being read (a run of operator characters) and the token before it.
    private var operatorStart = 0
    private var beforeOperator: Token?
    private var operatorHadSlash = false
    /// After the `#/` at `after`, no `/` followed by `hashes` `#` closes a regex literal.
    private var closingMissing: (after: Int, hashes: Int)?
    private var previousWasArrow = false
    private var lineBreakSincePreviousToken = false

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func at(_ index: Int) -> UInt8? { index >= 0 && index < bytes.count ? bytes[index] : nil }

    mutating func run() -> SwiftNestingLimit? {
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                lineBreakSincePreviousToken = true
                offset += 1
                endSingleLineInterpolation()
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
                continue
            case UInt8(ascii: "/") where at(offset + 1) == UInt8(ascii: "/"):
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
                continue
            case UInt8(ascii: "/") where at(offset + 1) == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            default:
                break
            }
            let isArrow = byte == UInt8(ascii: "-") && at(offset + 1) == UInt8(ascii: ">")
            if lineBreakSincePreviousToken, !isArrow, !previousWasArrow {
                resetType(angles: false)
            }
            lineBreakSincePreviousToken = false
            previousWasArrow = isArrow
            if Self.isOperatorByte(byte), previous.map({ $0.end != offset || !Self.isOperatorByte(bytes[$0.end - 1]) }) ?? true {
                operatorStart = offset
                beforeOperator = previous
                operatorHadSlash = false
            }
            if frames[frames.count - 1].closedBrace {
                frames[frames.count - 1].closedBrace = false
                if !isWord("else", at: offset) {
                    frames[frames.count - 1].elseIfs = 0
                }
            }
            let start = offset
            let run = keywordRun
            if let limit = token(byte, isArrow: isArrow) {
                return limit
            }
            let current = Token(start: start, end: offset, isWord: Self.isWordByte(byte))
            // `try?` and `try!` are one keyword.
            if keywordRun == run, !isTryMark(current) {
                keywordRun = 0
            }
            if offset > start {
                previous = current
            }
        }
        return nil
    }

    /// Reads the token starting with `byte` and moves past it; the limit it exceeds, if any.
    private mutating func token(_ byte: UInt8, isArrow: Bool) -> SwiftNestingLimit? {
        if isArrow {
            offset += 2
            frames[frames.count - 1].arrows += 1
            arrows += 1
            return arrows > SwiftNestingLimit.longestArrowChain ? SwiftNestingLimit(.arrows, line: line) : nil
        }
        if Self.isWordByte(byte) {
            let start = offset
            while offset < bytes.count, Self.isWordByte(bytes[offset]) { offset += 1 }
            let word = bytes[start..<offset]
            if (3...7).contains(word.count), Self.prefixKeywords.contains(where: { word.elementsEqual($0) }) {
                keywordRun += 1
                if keywordRun > SwiftNestingLimit.longestKeywordRun {
                    return SwiftNestingLimit(.prefixKeywords, line: line)
                }
            }
            if word.elementsEqual("if".utf8), let previous, previous.isWord,
                bytes[previous.start..<previous.end].elementsEqual("else".utf8)
            {
                frames[frames.count - 1].elseIfs += 1
                if frames[frames.count - 1].elseIfs > SwiftNestingLimit.longestElseIfChain {
                    return SwiftNestingLimit(.elseIfs, line: line)
                }
            }
            return nil
        }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return string(hashes: 0)
        case UInt8(ascii: "#"):
            var hashes = 0
            while at(offset + hashes) == UInt8(ascii: "#") { hashes += 1 }
            if at(offset + hashes) == UInt8(ascii: "\"") {
                offset += hashes
                return string(hashes: hashes)
            }
            if at(offset + hashes) == UInt8(ascii: "/"), let end = regexEnd(slash: offset + hashes, hashes: hashes, mustBeRegex: true) {
                skip(to: end)
                return nil
            }
            offset += hashes
            if isWord("if", at: offset) {
                conditionalCompilation += 1
                if conditionalCompilation > SwiftNestingLimit.deepestConditionalCompilation {
                    return SwiftNestingLimit(.conditionalCompilation, line: line)
                }
            } else if isWord("endif", at: offset) {
                conditionalCompilation = max(0, conditionalCompilation - 1)
            }
            return nil
        case UInt8(ascii: "/"):
            // Swift's lexer tries a regex literal at the first `/` of an operator only.
            if !operatorHadSlash, let end = bareRegexEnd() {
                skip(to: end)
            } else {
                offset += 1
            }
            operatorHadSlash = true
            return nil
        case UInt8(ascii: "("):
            offset += 1
            return open(.parenthesis)
        case UInt8(ascii: "["):
            offset += 1
            brackets += 1
            if brackets > SwiftNestingLimit.deepestBracket {
                return SwiftNestingLimit(.brackets, line: line)
            }
            return open(.bracket)
        case UInt8(ascii: "{"):
            offset += 1
            resetType(angles: true)
            return open(.brace)
        case UInt8(ascii: ")"):
            offset += 1
            // As in Swift's lexer, a `)` closes the innermost `(` or interpolation, whatever is
            // open inside it.
            guard let index = frames.lastIndex(where: { $0.kind == .parenthesis || $0.kind.isInterpolation }), index > 0 else {
                return nil
            }
            let kind = frames[index].kind
            close(downTo: index)
            if case .interpolation(let delimiter) = kind {
                return string(resuming: delimiter)
            }
            return nil
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            offset += 1
            let kind: FrameKind = byte == UInt8(ascii: "]") ? .bracket : .brace
            if frames.count > 1, frames[frames.count - 1].kind == kind {
                close(downTo: frames.count - 1)
                frames[frames.count - 1].closedBrace = kind == .brace
            }
            return nil
        case UInt8(ascii: "<"):
            offset += 1
            guard opensGenericArguments(at: offset - 1) else { return nil }
            frames[frames.count - 1].angles += 1
            angles += 1
            return angles > SwiftNestingLimit.deepestGenericArguments ? SwiftNestingLimit(.genericArguments, line: line) : nil
        case UInt8(ascii: ">"):
            offset += 1
            if frames[frames.count - 1].angles > 0 {
                frames[frames.count - 1].angles -= 1
                angles -= 1
            }
            return nil
        case UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ":"):
            offset += 1
            resetType(angles: true)
            return nil
        case UInt8(ascii: ","):
            offset += 1
            resetType(angles: false)
            return nil
        case UInt8(ascii: "&"), UInt8(ascii: "|"):
            offset += 1
            if at(offset) == byte {
                offset += 1
                resetType(angles: true)
            }
            return nil
        default:
            offset += 1
            return nil
        }
    }

    private mutating func open(_ kind: FrameKind) -> SwiftNestingLimit? {
        frames.append(Frame(kind: kind))
        return frames.count - 1 > SwiftNestingLimit.deepestNesting ? SwiftNestingLimit(.nesting, line: line) : nil
    }

    /// Closes the frame at `index` and every frame inside it.
    private mutating func close(downTo index: Int) {
        for frame in frames[index...] {
            angles -= frame.angles
            arrows -= frame.arrows
            if frame.kind == .bracket { brackets -= 1 }
            if frame.kind.isInterpolation { interpolations -= 1 }
        }
        frames.removeSubrange(index...)
    }

    /// Where the type being read in the innermost frame ended: its `->` chain, and with `angles`
    /// its generic arguments.
    private mutating func resetType(angles resetsAngles: Bool) {
        arrows -= frames[frames.count - 1].arrows
        frames[frames.count - 1].arrows = 0
        if resetsAngles {
            angles -= frames[frames.count - 1].angles
            frames[frames.count - 1].angles = 0
        }
    }

    /// A line break ends an interpolation of a single-line string, and the string with it, as in
    /// Swift's lexer.
    private mutating func endSingleLineInterpolation() {
        guard let index = frames.lastIndex(where: { $0.kind.isInterpolation }),
            case .interpolation(let delimiter) = frames[index].kind, !delimiter.isMultiline
        else { return }
        close(downTo: index)
    }

    /// A `<` that may open generic arguments: a lone `<` (not of `<<`, `<=`, `..<`) before what
    /// may start a type, past spaces and comments (no number, literal, closer or operator).
    private func opensGenericArguments(at index: Int) -> Bool {
        if let before = at(index - 1), Self.isOperatorByte(before) { return false }
        if let after = at(index + 1), Self.isOperatorByte(after), after != UInt8(ascii: "/") { return false }
        var next = index + 1
        while let byte = at(next) {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                next += 1
            } else if byte == UInt8(ascii: "/"), at(next + 1) == UInt8(ascii: "/") {
                while let byte = at(next), byte != UInt8(ascii: "\n") { next += 1 }
            } else if byte == UInt8(ascii: "/"), at(next + 1) == UInt8(ascii: "*") {
                next = blockCommentEnd(from: next)
            } else {
                break
            }
        }
        guard let first = at(next) else { return false }
        return !(Self.isOperatorByte(first) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || "\"')]},;:".utf8.contains(first))
    }

    /// Reads a string literal whose quote is at `offset` (after `hashes` `#`) to its end or to its
    /// first interpolation.
    private mutating func string(hashes: Int) -> SwiftNestingLimit? {
        let quote = bytes[offset]
        let isMultiline = quote == UInt8(ascii: "\"") && at(offset + 1) == quote && at(offset + 2) == quote
        offset += isMultiline ? 3 : 1
        return string(resuming: StringDelimiter(quote: quote, isMultiline: isMultiline, hashes: hashes))
    }

    /// Reads string contents from `offset` to the closing delimiter or into an interpolation; a
    /// single-line string also ends before a line break.
    private mutating func string(resuming delimiter: StringDelimiter) -> SwiftNestingLimit? {
        let quotes = delimiter.isMultiline ? 3 : 1
        func hashesFollow(_ index: Int) -> Bool {
            (0..<delimiter.hashes).allSatisfy { at(index + $0) == UInt8(ascii: "#") }
        }
        while offset < bytes.count {
            let next = bytes[offset]
            if next == UInt8(ascii: "\\"), hashesFollow(offset + 1) {
                offset += 1 + delimiter.hashes
                if at(offset) == UInt8(ascii: "(") {
                    offset += 1
                    interpolations += 1
                    if interpolations > SwiftNestingLimit.deepestInterpolation {
                        return SwiftNestingLimit(.interpolations, line: line)
                    }
                    return open(.interpolation(delimiter))
                }
                if at(offset) == UInt8(ascii: "\n") {
                    guard delimiter.isMultiline else { return nil }
                    line += 1
                }
                offset += 1
                continue
            }
            if next == UInt8(ascii: "\n") {
                guard delimiter.isMultiline else { return nil }
                line += 1
            }
            if next == delimiter.quote, (0..<quotes).allSatisfy({ at(offset + $0) == delimiter.quote }), hashesFollow(offset + quotes) {
                offset += quotes + delimiter.hashes
                return nil
            }
            offset += 1
        }
        return nil
    }

    private mutating func skipBlockComment() {
        let end = blockCommentEnd(from: offset)
        if bytes[offset..<end].contains(UInt8(ascii: "\n")) {
            lineBreakSincePreviousToken = true
        }
        skip(to: end)
    }

    /// The end of the block comment opening at `start`; Swift's block comments nest.
    private func blockCommentEnd(from start: Int) -> Int {
        var index = start
        var comments = 0
        repeat {
            if bytes[index] == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") {
                comments += 1
                index += 1
            } else if bytes[index] == UInt8(ascii: "*"), at(index + 1) == UInt8(ascii: "/") {
                comments -= 1
                index += 1
            }
            index += 1
        } while comments > 0 && index < bytes.count
        return min(index, bytes.count)
    }

    /// Moves to `end`, counting the lines on the way.
    private mutating func skip(to end: Int) {
        line += bytes[offset..<end].lazy.filter { $0 == UInt8(ascii: "\n") }.count
        offset = end
    }

    /// Whether the byte before `index` leaves what starts there unbound on the left, as Swift's
    /// lexer sees it: space, an opening bracket, a separator, the end of a block comment.
    private func isUnboundBefore(_ index: Int) -> Bool {
        switch at(index - 1) {
        case nil, UInt8(ascii: " ")?, UInt8(ascii: "\t")?, UInt8(ascii: "\n")?, UInt8(ascii: "\r")?, UInt8(ascii: "(")?,
            UInt8(ascii: "[")?, UInt8(ascii: "{")?, UInt8(ascii: ",")?, UInt8(ascii: ";")?, UInt8(ascii: ":")?:
            return true
        case UInt8(ascii: "/")?:
            return at(index - 2) == UInt8(ascii: "*")
        default:
            return false
        }
    }

    /// Whether what ends before `end` is bound to what follows, as Swift's lexer sees it.
    private func isBoundAfter(_ end: Int, leftBound: Bool) -> Bool {
        switch at(end) {
        case nil, UInt8(ascii: " ")?, UInt8(ascii: "\t")?, UInt8(ascii: "\n")?, UInt8(ascii: "\r")?, UInt8(ascii: ")")?,
            UInt8(ascii: "]")?, UInt8(ascii: "}")?, UInt8(ascii: ",")?, UInt8(ascii: ";")?, UInt8(ascii: ":")?:
            return false
        case UInt8(ascii: ".")?:
            return !leftBound
        case UInt8(ascii: "/")?:
            return at(end + 1) != UInt8(ascii: "/") && at(end + 1) != UInt8(ascii: "*")
        default:
            return true
        }
    }

    /// The end of the operator starting at `start`: operator characters, `.` only after a `.`,
    /// up to a comment.
    private func operatorEnd(from start: Int) -> Int {
        var end = start + 1
        while let byte = at(end), Self.isOperatorByte(byte), byte != UInt8(ascii: ".") || bytes[start] == UInt8(ascii: ".") {
            if byte == UInt8(ascii: "/"), at(end + 1) == UInt8(ascii: "/") || at(end + 1) == UInt8(ascii: "*") { break }
            end += 1
        }
        return end
    }

    /// The end of a `/…/` regex literal starting at `offset`, in the operator starting at
    /// `operatorStart`, when Swift's lexer reads one there (`tryScanOperatorAsRegexLiteral`).
    private mutating func bareRegexEnd() -> Int? {
        let leftBound = !isUnboundBefore(operatorStart)
        guard !leftBound else { return nil }
        if let before = beforeOperator, before.isWord,
            ["func", "operator"].contains(where: { bytes[before.start..<before.end].elementsEqual($0.utf8) })
        {
            return nil
        }
        let rightBound = isBoundAfter(operatorEnd(from: operatorStart), leftBound: leftBound)
        guard !rightBound else {
            return regexEnd(slash: offset, hashes: 0, mustBeRegex: false)
        }
        let afterTry = beforeOperator.map(isTryMark) ?? false
        guard afterTry || beforeOperator.map(expectsExpression) ?? true else { return nil }
        let argumentSeparators = [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":")]
        let mayBeAnArgument = !afterTry && beforeOperator.map { argumentSeparators.contains(bytes[$0.start]) } ?? false
        return regexEnd(slash: offset, hashes: 0, mustBeRegex: !mayBeAnArgument)
    }

    /// The `?` or `!` of `try?` or `try!`, after which Swift's lexer prefers a regex literal.
    private func isTryMark(_ token: Token) -> Bool {
        guard token.end - token.start == 1, bytes[token.start] == UInt8(ascii: "?") || bytes[token.start] == UInt8(ascii: "!"),
            !isUnboundBefore(token.start), token.start >= 3
        else { return false }
        return bytes[(token.start - 3)..<token.start].elementsEqual("try".utf8) && !(at(token.start - 4).map(Self.isWordByte) ?? false)
    }

    /// Whether Swift's lexer expects an expression after `token` (`isInRegexLiteralPosition`).
    private func expectsExpression(after token: Token) -> Bool {
        let first = bytes[token.start]
        if token.isWord {
            let word = bytes[token.start..<token.end]
            if at(token.start - 1) == UInt8(ascii: "#") {
                return ["if", "else", "elseif", "endif"].contains { word.elementsEqual($0.utf8) }
            }
            let expressions = ["true", "false", "Any", "nil", "self", "Self", "super"]
            return Self.keywords.contains { word.elementsEqual($0.utf8) } && !expressions.contains { word.elementsEqual($0.utf8) }
        }
        if Self.isOperatorByte(first) {
            var start = token.start
            while let byte = at(start - 1), Self.isOperatorByte(byte), byte != UInt8(ascii: ".") || first == UInt8(ascii: ".") {
                start -= 1
            }
            let leftBound = !isUnboundBefore(start)
            let rightBound = isBoundAfter(token.end, leftBound: leftBound)
            let text = bytes[start..<token.end]
            if text.elementsEqual("->".utf8) || text.elementsEqual(".".utf8) {
                return false
            }
            if text.elementsEqual("=".utf8) {
                return true
            }
            if text.elementsEqual("?".utf8) || text.elementsEqual("!".utf8) {
                return !leftBound
            }
            // A postfix operator ends an expression; a prefix or binary one expects one.
            return !(leftBound && !rightBound)
        }
        return "([{,;:".utf8.contains(first)
    }

    /// The end of the regex literal whose `/` is at `slash` after `hashes` `#`, read as Swift's
    /// lexer reads one; nil when it would read none. Only a `#/` followed by a line break spans lines.
    private mutating func regexEnd(slash: Int, hashes: Int, mustBeRegex: Bool) -> Int? {
        var index = slash + 1
        // An unterminated `#/` spanning lines ends at its first line break, as Swift's lexer
        // leaves what follows to be read as code.
        var firstLineBreak: Int?
        if hashes > 0 {
            var blank = index
            while at(blank) == UInt8(ascii: " ") || at(blank) == UInt8(ascii: "\t") { blank += 1 }
            if at(blank) == UInt8(ascii: "\n") || at(blank) == UInt8(ascii: "\r") {
                firstLineBreak = blank
                // A closing delimiter found missing after an earlier `#/` is missing after this one.
                if let missing = closingMissing, slash > missing.after, hashes >= missing.hashes {
                    return blank
                }
            }
        } else {
            switch at(index) {
            case UInt8(ascii: " ")?, UInt8(ascii: "\t")?:
                if !mustBeRegex { return nil }
            case UInt8(ascii: "/")?, UInt8(ascii: "*")?:
                return nil
            default:
                break
            }
            if at(slash - 1) == UInt8(ascii: "*") { return nil }
        }
        var groups = 0
        var classes = 0
        var lastSpace = -1
        while let byte = at(index) {
            if byte == UInt8(ascii: "/") {
                var closingHashes = 0
                while at(index + 1 + closingHashes) == UInt8(ascii: "#") { closingHashes += 1 }
                if closingHashes >= hashes {
                    if hashes == 0, at(index + 1) == UInt8(ascii: "/") || at(index + 1) == UInt8(ascii: "*") {
                        // Ending on a comment's opening: unterminated.
                        return mustBeRegex ? lineEnd(from: index) : nil
                    }
                    if hashes == 0, lastSpace == index - 1, !mustBeRegex { return nil }
                    return index + 1 + closingHashes
                }
            }
            var escaped = false
            var character = byte
            if byte == UInt8(ascii: "\\"), let next = at(index + 1) {
                escaped = true
                index += 1
                character = next
            }
            switch character {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if firstLineBreak == nil { return mustBeRegex ? index : nil }
            case UInt8(ascii: "(") where !escaped && classes == 0:
                groups += 1
            case UInt8(ascii: ")") where !escaped && classes == 0:
                if groups > 0 {
                    groups -= 1
                } else if !mustBeRegex {
                    return nil
                }
            case UInt8(ascii: "[") where !escaped:
                classes += 1
            case UInt8(ascii: "]") where !escaped:
                classes = max(0, classes - 1)
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if !escaped { lastSpace = index }
            default:
                break
            }
            index += 1
        }
        if let firstLineBreak {
            closingMissing = (slash, hashes)
            return firstLineBreak
        }
        return mustBeRegex ? bytes.count : nil
    }

    /// Whether the word at `index` is `word`, whole.
    private func isWord(_ word: String, at index: Int) -> Bool {
        let end = index + word.utf8.count
        guard end <= bytes.count, bytes[index..<end].elementsEqual(word.utf8) else { return false }
        return !(at(end).map(Self.isWordByte) ?? false)
    }

    private func lineEnd(from index: Int) -> Int {
        var end = index
        while let byte = at(end), byte != UInt8(ascii: "\n") { end += 1 }
        return end
    }

    /// Letters, digits, `_`, `$` and every byte of a non-ASCII character.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
            return true
        default:
            return false
        }
    }

    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        "/=-+!*%<>&|^~?.".utf8.contains(byte)
    }

    /// The keywords the parser reads the rest of an expression or pattern after by recursing.
    private static let prefixKeywords = ["try", "await", "consume", "copy", "each", "repeat", "unsafe", "let", "var"].map { Array($0.utf8) }

    /// The keywords Swift's lexer tells from identifiers (`isLexerClassified`); after most, a `/`
    /// may open a regex literal.
    private static let keywords = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else",
        "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
        "internal", "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
        "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
        "typealias", "var", "where", "while",
    ]
}
