import Testing

@testable import CodeSource

@Suite struct StringLiteralMentionsTests {
    @Test func shortLiteralsOnceEachWithTheirLinesOutsideComments() {
        let swift = """
            let a = "logo" // "comment"
            /* "block
               comment" */
            let b = ImageAsset(name: "icon-add"); let c = "logo"
            let d = "Hello \\(name)"
            let e = \"\"\"
                "not a name"
                \"\"\"
            let f = "tail"
            """
        #expect(StringLiteralMentions.scan(swift, language: .swift).map { "\($0.line) \($0.name)" } == ["1 logo", "4 icon-add", "9 tail"])
        #expect(StringLiteralMentions.scan(swift, language: .swift).allSatisfy { $0.kind == .mention })
    }

    @Test func objectiveCCharactersAndUnclosedLiteralsOpenNoString() {
        let objc = """
            char q = '"';
            NSString *s = @"star";
            NSString *open = @"unclosed
            NSString *t = @"next";
            """
        #expect(StringLiteralMentions.scan(objc, language: .objectiveC).map { "\($0.line) \($0.name)" } == ["2 star", "4 next"])
        let long = "let x = \"" + String(repeating: "a", count: StringLiteralMentions.longestName + 1) + "\""
        #expect(StringLiteralMentions.scan(long, language: .swift).isEmpty)
    }
}
