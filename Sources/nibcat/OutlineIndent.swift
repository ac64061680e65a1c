/// Indentation for the tree outlines of `show` and `dump`. It stops growing past
/// `maximumIndent` levels (a depth mark shows the rest), so a long chain prints in linear, not
/// quadratic, space.
enum OutlineIndent {
    static let maximumIndent = 32

    static func indent(_ depth: Int) -> String {
        depth <= maximumIndent
            ? String(repeating: "  ", count: depth)
            : String(repeating: "  ", count: maximumIndent) + "[\(depth)] "
    }
}
