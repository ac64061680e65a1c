import Testing

@testable import CodeSource

@Suite struct SwiftNestingLimitTests {
    private func limit(_ text: String) -> SwiftNestingLimit? {
        SwiftNestingLimit.exceeded(in: Array(text.utf8))
    }

    @Test func nestingDeeperThanTheLimitIsFoundAtItsLine() {
        let limit = SwiftNestingLimit.deepestBracket
        #expect(self.limit("let a: " + String(repeating: "[", count: limit) + "Int" + String(repeating: "]", count: limit)) == nil)
        #expect(self.limit("\n\nlet a = " + String(repeating: "[", count: limit + 1) + "1") == SwiftNestingLimit(.brackets, line: 3))
        // Closed brackets do not add up.
        #expect(self.limit(String(repeating: "[1], ", count: 100)) == nil)
    }

    @Test func bracketsInCommentsAndStringsDoNotCount() {
        let many = String(repeating: "[", count: 40)
        #expect(limit("// \(many)\nlet a = 1") == nil)
        #expect(limit("/* /* \(many) */ \(many) */ let a = 1") == nil)
        #expect(limit("let s = \"\(many)\\\"\(many)\"") == nil)
        #expect(limit("let s = \"\"\"\n\(many)\n\"\"\"\nlet b = 2") == nil)
        #expect(limit("let s = \"a\"\n\(many)") == SwiftNestingLimit(.brackets, line: 2))
    }

    /// In a raw string `\"` closes the literal's quote as any `"` does: the brackets after it are
    /// code (a raw string hid them from an earlier version of the scan).
    @Test func rawStringsEndWhereSwiftEndsThem() {
        let many = String(repeating: "[", count: 30)
        #expect(limit("let s = #\"\\\"# \(many)") == SwiftNestingLimit(.brackets, line: 1))
        #expect(limit("let s = #\"\"\"\n\\\"\"\"#\n\(many)") == SwiftNestingLimit(.brackets, line: 3))
        #expect(limit("let s = #\"\(many)\"# + \"\(many)\"") == nil)
        #expect(limit("let s = ##\"a\"# \(many)\"##") == nil)
    }

    /// A `\` before a line break inside a multi-line string still ends a line.
    @Test func anEscapedLineBreakCountsAsALine() {
        #expect(limit("let s = \"\"\"\na\\\nb\n\"\"\"\n" + String(repeating: "[", count: 13)) == SwiftNestingLimit(.brackets, line: 5))
    }

    /// Issue 30: 1,500 nested generic arguments (4.5 KB) and 20,000 chained `->` overflowed the
    /// parser's stack (SIGSEGV), spaced or split over lines as well.
    @Test func genericArgumentsAndArrowChainsDeeperThanTheLimitAreFoundAtTheirLine() {
        let generics = String(repeating: "A<", count: 1_500) + "Int" + String(repeating: ">", count: 1_500)
        #expect(limit("import UIKit\nlet a: " + generics) == SwiftNestingLimit(.genericArguments, line: 2))
        #expect(limit("let a = " + generics + "()") == SwiftNestingLimit(.genericArguments, line: 1))
        #expect(limit("let a: " + String(repeating: "A <", count: 100) + "B") == SwiftNestingLimit(.genericArguments, line: 1))
        #expect(limit("let a: " + String(repeating: "A<\n", count: 100) + "B") == SwiftNestingLimit(.genericArguments, line: 17))
        #expect(limit("let a: " + String(repeating: "A</* c */", count: 100) + "B") == SwiftNestingLimit(.genericArguments, line: 1))
        #expect(limit("let f: " + String(repeating: "(A) -> ", count: 3_000) + "A") == SwiftNestingLimit(.arrows, line: 1))
        #expect(limit("class C {\n    var f: " + String(repeating: "A -> ", count: 3_000) + "A\n}") == SwiftNestingLimit(.arrows, line: 2))
        #expect(limit("let f: A" + String(repeating: "\n    -> A", count: 100)) == SwiftNestingLimit(.arrows, line: 18))
        #expect(limit("let f: A" + String(repeating: " ->\n    A", count: 100)) == SwiftNestingLimit(.arrows, line: 17))
        let deepest = SwiftNestingLimit.deepestGenericArguments
        #expect(limit("let a: " + String(repeating: "A<", count: deepest) + "B" + String(repeating: ">", count: deepest)) == nil)
        #expect(limit("let f: " + String(repeating: "(A) -> ", count: SwiftNestingLimit.longestArrowChain) + "A") == nil)
    }

    /// Issue 30: nested interpolations took memory quadratic in their depth (80 KB, 12 GB); those
    /// of raw strings count, and the literal ends where Swift's lexer ends it.
    @Test func interpolationsDeeperThanTheLimitAreFoundAtTheirLine() {
        let nested = String(repeating: "\"\\(", count: 8_000) + "1" + String(repeating: ")\"", count: 8_000)
        #expect(limit("\nlet s = " + nested) == SwiftNestingLimit(.interpolations, line: 2))
        let raw = String(repeating: "#\"\\#(", count: 20) + "1" + String(repeating: ")\"#", count: 20)
        #expect(limit("let s = " + raw) == SwiftNestingLimit(.interpolations, line: 1))
        let deepest = SwiftNestingLimit.deepestInterpolation
        #expect(limit("let s = " + String(repeating: "\"\\(", count: deepest) + "1" + String(repeating: ")\"", count: deepest)) == nil)
        // `\(` in a raw string without its `#` is text, as are brackets in an interpolation's strings.
        #expect(limit("let s = #\"" + String(repeating: "\\(", count: 50) + "\"#") == nil)
        #expect(limit("let s = \"\\(a[\"" + String(repeating: "[", count: 50) + "\"])\"") == nil)
    }

    /// Issue 30 (found beside it): 20,000 `try `, `else if ` or nested `#if` overflowed the stack too.
    @Test func keywordRunsElseIfChainsAndConditionalCompilationPastTheLimitAreFoundAtTheirLine() {
        #expect(limit("let a = " + String(repeating: "try ", count: 20_000) + "x") == SwiftNestingLimit(.prefixKeywords, line: 1))
        #expect(limit("let a = " + String(repeating: "try? await\n", count: 100) + "x") == SwiftNestingLimit(.prefixKeywords, line: 9))
        #expect(limit("if case " + String(repeating: "let ", count: 100) + "x = y {}") == SwiftNestingLimit(.prefixKeywords, line: 1))
        let chain = "func f() {\n    if x {}" + String(repeating: " else if x {}\n", count: 20_000) + "}"
        #expect(limit(chain) == SwiftNestingLimit(.elseIfs, line: 2 + SwiftNestingLimit.longestElseIfChain))
        #expect(limit("let a = " + String(repeating: "if x { 1 } else ", count: 20_000) + "{ 2 }") == SwiftNestingLimit(.elseIfs, line: 1))
        #expect(limit(String(repeating: "#if A\n", count: 5_000) + "let a = 1") == SwiftNestingLimit(.conditionalCompilation, line: 17))
        // Separate `if`s, `#if` blocks and `try await` statements do not add up.
        let statements = String(
            repeating: "if a {} else if b {}\nif c {} else {}\n#if DEBUG\nlet x = try await f()\n#endif\n", count: 1_000)
        #expect(limit("func f() async throws {\n" + statements + "}") == nil)
        let longest = String(repeating: " else if x { 1 }", count: SwiftNestingLimit.longestElseIfChain)
        #expect(limit("let a = if x { 1 }" + longest + " else { 2 }") == nil)
    }

    /// Parentheses and braces, which the parser stops reading past its own limit.
    @Test func parenthesesAndBracesDeeperThanTheLimitAreFoundAtTheirLine() {
        #expect(
            limit("let a = " + String(repeating: "(", count: 3_000) + "1" + String(repeating: ")", count: 3_000))
                == SwiftNestingLimit(.nesting, line: 1))
        #expect(limit("let a = " + String(repeating: "{\n", count: 3_000)) == SwiftNestingLimit(.nesting, line: 257))
        #expect(limit(String(repeating: "f(g { [x] in h(x) })\n", count: 10_000)) == nil)
    }

    /// What the parser reads as code is read as code: a regex literal's quotes start no string,
    /// and an interpolation ends at the `)` that balances it whatever brackets are open, so no
    /// deep nesting hides after them; a division is no regex.
    @Test func nestingAfterRegexLiteralsAndBrokenInterpolationsIsFound() {
        let generics = String(repeating: "A<", count: 100) + "B"
        for prefix in [
            "let r = /\"/; let a: ", "let r = #/\"/#; let a: ", "let r = #/\n\"\n/#\nlet a: ", "let r = /\\//; let a: ",
            "let s = \"\\( [ )\"; let a: ", "if x.contains(/[\"]/) { let a: ", "let r = try? / \"/; let a: ",
            "let d = a / \"x\" / b; let a: ", "let r = #/\nlet a: ", "x= / \"/; let a: ",
        ] {
            #expect(limit(prefix + generics)?.kind == .genericArguments, "\(prefix)")
        }
        #expect(limit("let half = a / b / 2 // [[[[[[[[[[[[[[[\nlet r = /[(]/") == nil)
    }

    /// Comparisons, curried functions, protocol requirements and SwiftUI's nesting are no type
    /// deeper than the limits, however many a file has.
    @Test func realCodeIsWithinTheLimits() {
        let comparisons = String(repeating: "if a < b, c<d {\n    x = y < z ? 1 : 2\n}\n", count: 200)
        let requirements =
            "protocol P {\n" + String(repeating: "    func f(a: Int) -> Int\n    var g: (Int) -> Void { get }\n", count: 200)
            + "}\n"
        let curried = "let f: (Int) -> (Int) -> (Int) -> Int = { a in { b in { c in a + b + c } } }\n"
        let types =
            "let d: Dictionary<String, Array<Set<Optional<Int>>>> = [:]\nlet sorted = xs.sorted(by: <)\n"
            + "for i in 0..<n where i<m {}\n"
        let view =
            "var body: some View {\n" + String(repeating: "VStack {\n", count: 40) + "Text(\"\\(a ? \"\\(b)\" : \"\")\")\n"
            + String(repeating: "}\n", count: 41)
        #expect(limit(comparisons + requirements + curried + types + view) == nil)
    }

    /// One pass, whatever the input: a quarter of a megabyte of open brackets in strings, comparisons,
    /// divisions and regex literals without an end.
    @Test func scanningIsLinear() {
        let text = String(repeating: "let s = \"[[[[(((<<<\" + x < y / z -> w\nlet r = #/\n", count: 5_000)
        let clock = ContinuousClock()
        let started = clock.now
        #expect(limit(text) == nil)
        #expect(clock.now - started < .seconds(1))
    }
}
