import Testing

@testable import NibRuntime

@Suite struct ResourceTraitsTests {
    @Test func regionalLanguagesFallBackToTheirLanguage() {
        let traits = ResourceTraits(preferredLanguages: ["fr-CA", "pt_BR", "fr", "en"])
        #expect(traits.languageFallbacks == ["fr-CA", "fr", "pt_BR", "pt", "en"])
    }

    @Test func idiomsReadBothSpellings() {
        #expect(DeviceIdiom(name: "iPad") == .pad)
        #expect(DeviceIdiom(name: "phone") == .phone)
        #expect(DeviceIdiom(name: "iphone") == .phone)
        #expect(DeviceIdiom(name: "toaster") == nil)
    }
}
