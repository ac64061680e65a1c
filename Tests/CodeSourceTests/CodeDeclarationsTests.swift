import Testing

@testable import CodeSource

@Suite struct CodeDeclarationsTests {
    @Test func languageFollowsTheExtension() {
        #expect(CodeLanguage(path: "A/B.swift") == .swift)
        #expect(CodeLanguage(path: "A/B.H") == .objectiveC)
        #expect(CodeLanguage(path: "B.mm") == .objectiveC)
        #expect(CodeLanguage(path: "B.xib") == nil)
    }

    @Test func readerDispatchesByLanguage() throws {
        #expect(try CodeSourceReader.declarations(in: "@interface A : B\n@end", path: "A.h")?.get().classes.map(\.name) == ["A"])
        #expect(try CodeSourceReader.declarations(in: "class A: B {}", path: "A.swift")?.get().classes.map(\.superclass) == ["B"])
        #expect(CodeSourceReader.declarations(in: "class A {}", path: "A.txt") == nil)
    }

    @Test func aSwiftFileNestedTooDeepIsRefusedBeforeParsing() {
        // Fuzzing found it: 30 unclosed `[` kept swift-syntax busy for minutes.
        let deep = "let a = 1\nimpvvv" + String(repeating: "[", count: 30) + "\n"
        #expect(CodeSourceReader.declarations(in: deep, path: "A.swift") == .failure(SwiftNestingLimit(.brackets, line: 2)))
    }

    @Test func assetSymbolKeysMatchImageNames() {
        #expect(ImageReference.assetSymbolKey("app-icon") == ImageReference.assetSymbolKey("appIcon"))
        #expect(ImageReference.assetSymbolKey("App Icon 2") == "appicon2")
        #expect(ImageReference.assetSymbolKey("logo") != ImageReference.assetSymbolKey("logos"))
    }

    @Test func aSelectorIsNamedInFullOrByASwiftBaseName() {
        let references = SelectorReferences(["tapped:forEvent:", "refresh", "share"])
        #expect(references.contains("tapped:forEvent:"))
        #expect(!references.contains("tapped:"))
        #expect(references.contains("refresh"))
        #expect(references.contains("refresh:"))
        #expect(references.contains("shareWithSender:"))
        #expect(!references.contains("shareholders:"))
        #expect(!references.contains("refreshAll:"))
        #expect(!SelectorReferences([String]()).contains("refresh"))
    }
}
