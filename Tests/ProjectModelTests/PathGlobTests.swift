import ProjectModel
import Testing

@Suite struct PathGlobTests {
    @Test(arguments: [
        ("Legacy/**", "Legacy/A.xib", true),
        ("Legacy/**", "Legacy/Deep/A.xib", true),
        ("Legacy/**", "Legacy", true),
        ("Legacy/**", "App/Legacy/A.xib", false),
        ("**/*.xib", "A.xib", true),
        ("**/*.xib", "App/Views/A.xib", true),
        ("**/*.xib", "App/Main.storyboard", false),
        ("App/**/Card.xib", "App/Card.xib", true),
        ("App/**/Card.xib", "App/A/B/Card.xib", true),
        ("App/**/Card.xib", "App/A/B/Card.xib/x", false),
        ("**/Views/**", "A/Views/B/C.xib", true),
        ("**/Views/**", "A/Viewsx/C.xib", false),
        ("App/*.xib", "App/Views/A.xib", false),
        ("App/*", "App/Views/A.xib", false),
        ("*", "A.xib", true),
        ("*.storyboard", "Base.lproj/Main.storyboard", false),
        ("App/?ard.xib", "App/Card.xib", true),
        ("App/?ard.xib", "App/Board.xib", false),
        ("App/?ard.xib", "App/ard.xib", false),
        ("App/Card.xib", "App/Card.xib", true),
        ("App/Card.xib", "App/Card.xibx", false),
        ("App//Card.xib", "App/Card.xib", true),
        ("*a*b", "xaybzab", true),
        ("*a*b", "xaybzac", false),
        ("a*b*c", "abc", true),
        ("a*b*c", "acb", false),
        ("C*?d", "Cd", false),
        ("C*?d", "Cxd", true),
        ("Cafe\u{301}.xib", "Cafe\u{301}.xib", true),
        ("?.xib", "é.xib", true),
        ("*.py[co]", "a.pyc", true),
        ("*.py[co]", "a.pyd", false),
        ("[Bb]uild", "build", true),
        ("[!a-c]x", "dx", true),
        ("[!a-c]x", "bx", false),
        ("[a-]x", "-x", true),
        ("[]]x", "]x", true),
        ("[abc", "[abc", true),
        ("\\*.xib", "*.xib", true),
        ("\\*.xib", "A.xib", false),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(PathGlob(pattern).matches(path) == expected)
    }

    /// Issue 13: patterns like these made the backtracking matcher run for minutes.
    @Test func pathologicalPatternsMatchInLinearishTime() {
        let clock = ContinuousClock()
        let started = clock.now
        let stars = PathGlob("*a*a*a*a*a*a*a*a*a*a*z")
        let deep = PathGlob(String(repeating: "**/", count: 9) + "z")
        let longName = String(repeating: "a", count: 2_000)
        let deepPath = Array(repeating: "a", count: 500).joined(separator: "/")
        #expect(!stars.matches(longName))
        #expect(stars.matches(longName + "z"))
        #expect(!deep.matches(deepPath))
        #expect(deep.matches(deepPath + "/z"))
        #expect(!PathGlob(String(repeating: "**/*a", count: 20) + "/z").matches(deepPath))
        #expect(clock.now - started < .seconds(1))
    }

    /// One name, or `*` and the end of one, is compared directly: the same answers as the rest.
    @Test func oneNamePatternsMatchOneComponentExactly() {
        #expect(PathGlob("DerivedData").matches("DerivedData"))
        #expect(!PathGlob("DerivedData").matches("DerivedDatas") && !PathGlob("DerivedData").matches("a/DerivedData"))
        #expect(PathGlob("*.xcuserstate").matches("UserInterfaceState.xcuserstate"))
        #expect(PathGlob("*.xcuserstate").matches(".xcuserstate"))
        #expect(!PathGlob("*.xcuserstate").matches("a.xcuserstatex") && !PathGlob("*.xcuserstate").matches("x/a.xcuserstate"))
        #expect(PathGlob("*").matches("anything") && !PathGlob("*").matches("a/b"))
        #expect(PathGlob("a\\*").matches("a*") && !PathGlob("a\\*").matches("ab"))
        #expect(PathGlob("build").matches(components: PathGlob.components(of: "build")))
        #expect(PathGlob("*.png").matches(components: PathGlob.components(of: "/icon.png/")))
    }
}
