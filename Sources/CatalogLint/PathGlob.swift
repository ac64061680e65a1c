/// A glob over `/`-separated relative paths: `*` and `?` stay within one component, `**` as a whole
/// component matches any number of components (`Legacy/**`, `**/*.xib`).
public struct PathGlob: Sendable, Hashable, CustomStringConvertible {
    public let description: String
    private let components: [Substring]

    public init(_ pattern: String) {
        description = pattern
        components = pattern.split(separator: "/", omittingEmptySubsequences: true)
    }

    public func matches(_ path: String) -> Bool {
        Self.match(components[...], path.split(separator: "/", omittingEmptySubsequences: true)[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            // Zero or more components: try every suffix of the path.
            return path.indices.contains { match(pattern.dropFirst(), path[$0...]) } || match(pattern.dropFirst(), [])
        }
        guard let component = path.first, matchComponent(Array(first.unicodeScalars)[...], Array(component.unicodeScalars)[...]) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            return (name.startIndex...name.endIndex).contains { matchComponent(pattern.dropFirst(), name[$0...]) }
        case "?":
            return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
        }
    }
}
