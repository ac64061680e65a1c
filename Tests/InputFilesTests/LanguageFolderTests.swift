import InputFiles
import Testing

@Suite struct LanguageFolderTests {
    @Test(arguments: [
        ("App/Base.lproj/Main.storyboard", "Base"), ("pt-BR.lproj/Main.strings", "pt-BR"), ("fr.lproj/x", "fr"),
        ("App/Views/Card.xib", nil), ("Main.storyboard", nil), (".lproj/Main.strings", nil), ("fr.lproj", nil),
        ("fr.lproj/Sub/Main.strings", nil),
    ])
    func theLanguageOfTheFolderHoldingAPath(path: String, language: String?) {
        #expect(LanguageFolder(holding: path)?.language == language)
    }

    @Test func aFolderNameReadAndWritten() {
        #expect(LanguageFolder(folderName: "zh-Hans.lproj") == LanguageFolder(language: "zh-Hans"))
        #expect(LanguageFolder(language: "zh-Hans").folderName == "zh-Hans.lproj")
        #expect(LanguageFolder.isFolderName("Base.lproj"))
        #expect(!LanguageFolder.isFolderName(".lproj"))
        #expect(!LanguageFolder.isFolderName("Base.lproj.bak"))
        #expect(!LanguageFolder.isFolderName("Main.storyboard"))
    }
}
