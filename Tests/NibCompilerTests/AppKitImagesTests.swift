import IBSource
import Testing

@testable import NibCompiler

@Suite struct AppKitImagesTests {
    static func declared(_ attributes: IBAttributes) -> AppKitImages.DeclaredImage? {
        AppKitImages.DeclaredImage(IBElement(name: "image", attributes: attributes))
    }

    @Test func aProjectImageKeepsItsDeclaredSize() throws {
        let declaration = try #require(Self.declared(["name": "screen0", "width": "720", "height": "400"]))
        #expect(
            AppKitImages.resource(named: "screen0", declaration: declaration)
                == AppKitImages.Resource(name: "screen0", designSize: "{720, 400}"))
        #expect(AppKitImages.resource(named: "screen0", declaration: nil) == nil)
        #expect(Self.declared(["name": "screen0", "width": "wide"]) == nil)
    }

    @Test func systemImagesHaveTheirOwnSizeWhateverTheDocumentDeclares() throws {
        let declaration = Self.declared(["name": "NSAddTemplate", "width": "14", "height": "13"])
        #expect(
            AppKitImages.resource(named: "NSAddTemplate", declaration: declaration)
                == AppKitImages.Resource(name: "NSAddTemplate", designSize: "{18, 16}", namespace: "system"))
        #expect(AppKitImages.resource(named: "NSBonjour", declaration: declaration) == nil)
    }

    @Test func symbolsAreInTheSystemCatalogAt32Points() throws {
        let declaration = Self.declared(["name": "gear", "width": "17", "height": "16", "catalog": "system"])
        #expect(
            AppKitImages.resource(named: "gear", declaration: declaration)
                == AppKitImages.Resource(name: "gear", designSize: "{32, 32}", namespace: "system", catalog: "system"))
    }
}
