import CatalogLint
import Testing

@Suite struct PathGlobTests {
    @Test(arguments: [
        ("Legacy/**", "Legacy/A.xib", true),
        ("Legacy/**", "Legacy/Deep/A.xib", true),
        ("Legacy/**", "App/Legacy/A.xib", false),
        ("**/*.xib", "A.xib", true),
        ("**/*.xib", "App/Views/A.xib", true),
        ("**/*.xib", "App/Main.storyboard", false),
        ("App/*.xib", "App/Views/A.xib", false),
        ("App/?ard.xib", "App/Card.xib", true),
        ("App/?ard.xib", "App/Board.xib", false),
        ("App/Card.xib", "App/Card.xib", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(PathGlob(pattern).matches(path) == expected)
    }
}
