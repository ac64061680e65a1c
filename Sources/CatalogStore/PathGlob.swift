/// The one glob dialect of NibCatalog, over `/`-separated relative paths: `*` matches any run of
/// characters and `?` one character, both within one path component; `**` as a whole component
/// matches any number of components, none included (`Legacy/**`, `**/*.xib`); every other
/// character matches itself. Empty components are ignored (`a//b` is `a/b`).
///
/// Matching never backtracks more than one star at a time, so it costs at most the pattern's
/// length times the path's, whatever the pattern (`*a*a*a*a*a*z`, `**/**/**/x`).
public struct PathGlob: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    private let components: [Component]

    private enum Component: Sendable, Hashable {
        case anyComponents
        case name([Unicode.Scalar])
    }

    public init(_ pattern: String) {
        description = pattern
        components = pattern.split(separator: "/").map { $0 == "**" ? .anyComponents : .name(Array($0.unicodeScalars)) }
    }

    public func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/").map { Array($0.unicodeScalars) }
        return Self.wildcardMatch(components, names, isStar: { $0 == .anyComponents }) { component, name in
            guard case .name(let pattern) = component else { return false }
            return Self.wildcardMatch(pattern, name, isStar: { $0 == "*" }) { $0 == "?" || $0 == $1 }
        }
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
