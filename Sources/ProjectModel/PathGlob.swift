/// The one glob dialect of NibCatalog, over `/`-separated relative paths: `*` matches any run of
/// characters and `?` one character, both within one path component; `[abc]`, `[a-z]` and `[!a-z]`
/// one character of (or not of) a set, as in `.gitignore`; `**` as a whole component matches any
/// number of components, none included (`Legacy/**`, `**/*.xib`); `\` makes the next character
/// literal; every other character matches itself. Empty components are ignored (`a//b` is `a/b`).
///
/// Matching never backtracks more than one star at a time, so it costs at most the pattern's
/// length times the path's, whatever the pattern (`*a*a*a*a*a*z`, `**/**/**/x`).
public struct PathGlob: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    private let components: [Component]
    /// Most `.gitignore` patterns are one name, or `*` and the end of one (`DerivedData`,
    /// `*.xcuserstate`), asked about every entry of a walk: those are compared directly.
    private let oneName: OneName?

    private enum OneName: Sendable, Hashable {
        case exactly([Unicode.Scalar])
        case endingIn([Unicode.Scalar])
    }

    private enum Component: Sendable, Hashable {
        case anyComponents
        case name([Token])
    }

    private enum Token: Sendable, Hashable {
        case anyRun
        case anyCharacter
        case character(Unicode.Scalar)
        case set(ranges: [ClosedRange<Unicode.Scalar>], negated: Bool)

        func accepts(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .anyRun, .anyCharacter: return true
            case .character(let character): return character == scalar
            case .set(let ranges, let negated): return ranges.contains { $0.contains(scalar) } != negated
            }
        }
    }

    public init(_ pattern: String) {
        description = pattern
        components = pattern.split(separator: "/").map { $0 == "**" ? .anyComponents : .name(Self.tokens(of: $0)) }
        oneName = Self.oneName(components)
    }

    private static func oneName(_ components: [Component]) -> OneName? {
        guard components.count == 1, case .name(let tokens) = components[0] else { return nil }
        var characters: [Unicode.Scalar] = []
        for (index, token) in tokens.enumerated() {
            switch token {
            case .character(let scalar): characters.append(scalar)
            case .anyRun where index == 0: continue
            default: return nil
            }
        }
        return tokens.first == .anyRun ? .endingIn(characters) : .exactly(characters)
    }

    public func matches(_ path: String) -> Bool {
        matches(components: Self.components(of: path))
    }

    /// A path's components as `matches(components:)` takes them: split once, matched against many
    /// globs (a walk asks every `.gitignore` pattern about every entry).
    public static func components(of path: String) -> [[Unicode.Scalar]] {
        path.split(separator: "/").map { Array($0.unicodeScalars) }
    }

    public func matches(components names: some Collection<[Unicode.Scalar]>) -> Bool {
        switch oneName {
        case .exactly(let name):
            return names.count == 1 && names.first! == name
        case .endingIn(let end):
            guard names.count == 1, let name = names.first else { return false }
            return name.count >= end.count && name.suffix(end.count).elementsEqual(end)
        case nil:
            break
        }
        let names = Array(names)
        return Self.wildcardMatch(
            components, names, isStar: { $0 == .anyComponents },
            accepts: { component, name in
                guard case .name(let pattern) = component else { return false }
                return Self.wildcardMatch(pattern, name, isStar: { $0 == .anyRun }, accepts: { $0.accepts($1) })
            })
    }

    /// A component's tokens; a `[` without its `]` is the character itself.
    private static func tokens(of component: Substring) -> [Token] {
        let scalars = Array(component.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "*":
                if tokens.last != .anyRun { tokens.append(.anyRun) }
            case "?":
                tokens.append(.anyCharacter)
            case "\\" where index < scalars.count:
                tokens.append(.character(scalars[index]))
                index += 1
            case "[":
                if let (set, next) = characterSet(scalars, from: index) {
                    tokens.append(set)
                    index = next
                } else {
                    tokens.append(.character("["))
                }
            default:
                tokens.append(.character(scalar))
            }
        }
        return tokens
    }

    /// The set that starts after a `[` at `start`, and the index after its `]`; a `]` first in the
    /// set is one of its characters.
    private static func characterSet(_ scalars: [Unicode.Scalar], from start: Int) -> (Token, Int)? {
        var index = start
        let negated = index < scalars.count && (scalars[index] == "!" || scalars[index] == "^")
        if negated { index += 1 }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var first = true
        while index < scalars.count {
            let low = scalars[index]
            if low == "]", !first {
                return (.set(ranges: ranges, negated: negated), index + 1)
            }
            first = false
            if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != "]", low <= scalars[index + 2] {
                ranges.append(low...scalars[index + 2])
                index += 3
            } else {
                ranges.append(low...low)
                index += 1
            }
        }
        return nil
    }

    /// Whether `pattern` matches all of `text`, where a star matches any run of elements and every
    /// other token exactly one element it `accepts`. Greedy with a single resume point: when a
    /// later token fails, only the latest star takes one more element. Earlier stars never need
    /// to, since each fixed run between stars is matched at its leftmost place. At most
    /// `pattern.count × text.count` calls to `accepts`.
    private static func wildcardMatch<Token, Element>(
        _ pattern: [Token], _ text: [Element], isStar: (Token) -> Bool, accepts: (Token, Element) -> Bool
    ) -> Bool {
        var token = 0
        var element = 0
        var resume: (token: Int, element: Int)?
        while element < text.count {
            if token < pattern.count, isStar(pattern[token]) {
                resume = (token + 1, element)
                token += 1
            } else if token < pattern.count, accepts(pattern[token], text[element]) {
                token += 1
                element += 1
            } else if let last = resume {
                resume = (last.token, last.element + 1)
                token = last.token
                element = last.element + 1
            } else {
                return false
            }
        }
        while token < pattern.count, isStar(pattern[token]) {
            token += 1
        }
        return token == pattern.count
    }
}
