import Testing

@testable import CodeSource

@Suite struct CodeDeclarationsTests {
    @Test func languageFollowsTheExtension() {
        #expect(CodeLanguage(path: "A/B.swift") == .swift)
        #expect(CodeLanguage(path: "A/B.H") == .objectiveC)
        #expect(CodeLanguage(path: "B.mm") == .objectiveC)
        #expect(CodeLanguage(path: "B.xib") == nil)
    }

    @Test func readerDispatchesByLanguage() {
        #expect(CodeSourceReader.declarations(in: "@interface A : B\n@end", path: "A.h")?.classes.map(\.name) == ["A"])
        #expect(CodeSourceReader.declarations(in: "class A: B {}", path: "A.swift")?.classes.map(\.superclass) == ["B"])
        #expect(CodeSourceReader.declarations(in: "class A {}", path: "A.txt") == nil)
    }

    @Test func assetSymbolKeysMatchImageNames() {
        #expect(ImageReference.assetSymbolKey("app-icon") == ImageReference.assetSymbolKey("appIcon"))
        #expect(ImageReference.assetSymbolKey("App Icon 2") == "appicon2")
        #expect(ImageReference.assetSymbolKey("logo") != ImageReference.assetSymbolKey("logos"))
    }
}
