import Testing

@testable import CodeSource

@Suite struct SwiftNestingLimitTests {
    private func limit(_ text: String) -> SwiftNestingLimit? {
        SwiftNestingLimit.exceeded(in: Array(text.utf8))
    }

    @Test func nestingDeeperThanTheLimitIsFoundAtItsLine() {
        let limit = SwiftNestingLimit.deepestBracket
        #expect(self.limit("let a: " + String(repeating: "[", count: limit) + "Int" + String(repeating: "]", count: limit)) == nil)
        #expect(self.limit("\n\nlet a = " + String(repeating: "[", count: limit + 1) + "1") == SwiftNestingLimit(line: 3))
        // Closed brackets do not add up.
        #expect(self.limit(String(repeating: "[1], ", count: 100)) == nil)
    }

    @Test func bracketsInCommentsAndStringsDoNotCount() {
        let many = String(repeating: "[", count: 40)
        #expect(limit("// \(many)\nlet a = 1") == nil)
        #expect(limit("/* /* \(many) */ \(many) */ let a = 1") == nil)
        #expect(limit("let s = \"\(many)\\\"\(many)\"") == nil)
        #expect(limit("let s = \"\"\"\n\(many)\n\"\"\"\nlet b = 2") == nil)
        #expect(limit("let s = \"a\"\n\(many)") == SwiftNestingLimit(line: 2))
    }

    /// In a raw string `\"` closes the literal's quote as any `"` does: the brackets after it are
    /// code (a raw string hid them from an earlier version of the scan).
    @Test func rawStringsEndWhereSwiftEndsThem() {
        let many = String(repeating: "[", count: 30)
        #expect(limit("let s = #\"\\\"# \(many)") == SwiftNestingLimit(line: 1))
        #expect(limit("let s = #\"\"\"\n\\\"\"\"#\n\(many)") == SwiftNestingLimit(line: 3))
        #expect(limit("let s = #\"\(many)\"# + \"\(many)\"") == nil)
        #expect(limit("let s = ##\"a\"# \(many)\"##") == nil)
    }

    /// A `\` before a line break inside a multi-line string still ends a line.
    @Test func anEscapedLineBreakCountsAsALine() {
        #expect(limit("let s = \"\"\"\na\\\nb\n\"\"\"\n" + String(repeating: "[", count: 13)) == SwiftNestingLimit(line: 5))
    }
}
