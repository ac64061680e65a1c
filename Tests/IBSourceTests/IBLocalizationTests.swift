import IBSource
import Testing

@Suite struct IBLocalizationTests {
    @Test func languageOfTheLprojFolder() {
        #expect(IBLocalization.language(ofPath: "App/Base.lproj/Main.storyboard") == "Base")
        #expect(IBLocalization.language(ofPath: "pt-BR.lproj/Main.strings") == "pt-BR")
        #expect(IBLocalization.language(ofPath: "App/Views/Card.xib") == nil)
        #expect(IBLocalization.language(ofPath: ".lproj/Card.xib") == nil)
        // A parent named "." is the folder the path goes through.
        #expect(IBLocalization.language(ofPath: "App/Base.lproj/./Main.storyboard") == "Base")
    }

    @Test func stringsBesideTheBaseFolder() {
        let candidates = [
            "App/fr.lproj/Main.strings", "App/de.lproj/Main.strings", "App/fr.lproj/Other.strings",
            "Other/fr.lproj/Main.strings", "App/Main.xcstrings", "App/fr.lproj/MainExtra.strings",
        ]
        let found = IBLocalization.stringsFiles(forDocumentAt: "App/Base.lproj/Main.storyboard", among: candidates)
        #expect(
            found == [
                .init(language: nil, path: "App/Main.xcstrings"),
                .init(language: "de", path: "App/de.lproj/Main.strings"),
                .init(language: "fr", path: "App/fr.lproj/Main.strings"),
            ])
    }

    @Test func unlocalizedDocumentTakesSiblingFolders() {
        let found = IBLocalization.stringsFiles(
            forDocumentAt: "Views/Card.xib", among: ["Views/fr.lproj/Card.strings", "fr.lproj/Card.strings"])
        #expect(found == [.init(language: "fr", path: "Views/fr.lproj/Card.strings")])
    }
}
