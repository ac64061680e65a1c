import Testing

@testable import NibRuntime

@Suite struct ResourceResolverTests {
    private func candidate(_ path: String, scale: Int? = nil, device: String? = nil, language: String? = nil) -> ResourceCandidate {
        ResourceCandidate(path: path, scale: scale, device: device, language: language)
    }

    private func resolver(_ languages: [String], idiom: DeviceIdiom = .phone, region: String? = "en") -> ResourceResolver {
        ResourceResolver(traits: ResourceTraits(idiom: idiom, preferredLanguages: languages), developmentRegion: region)
    }

    @Test func languagesThenBaseThenDevelopmentRegionThenUnlocalized() {
        #expect(resolver(["fr-CA", "de"], region: "en-GB").languageOrder == ["fr-CA", "fr", "de", "Base", "en-GB", "en", nil])
        #expect(resolver([], region: nil).languageOrder == ["Base", nil])
    }

    @Test func eachLanguageTierAnswersOnlyWhenTheOnesBeforeItHaveNothing() {
        let all = [
            candidate("View.nib"), candidate("en.lproj/View.nib", language: "en"),
            candidate("Base.lproj/View.nib", language: "Base"), candidate("fr.lproj/View.nib", language: "fr"),
            candidate("fr-CA.lproj/View.nib", language: "fr-CA"),
        ]
        func answer(_ languages: [String], _ candidates: [ResourceCandidate]) -> String? {
            resolver(languages).resolve(candidates, kind: .nib, fileExtension: nil, scale: 1)?.path
        }
        #expect(answer(["fr-CA"], all) == "fr-CA.lproj/View.nib")
        #expect(answer(["fr-CA"], all.filter { $0.language != "fr-CA" }) == "fr.lproj/View.nib")
        #expect(answer(["ja"], all) == "Base.lproj/View.nib")
        #expect(answer(["ja"], all.filter { $0.language != "Base" }) == "en.lproj/View.nib")
        #expect(answer(["ja"], all.filter { $0.language == nil || $0.language == "fr" }) == "View.nib")
        #expect(answer(["ja"], all.filter { $0.language == "fr" }) == nil)
    }

    @Test func theDevicesOwnFileComesBeforeTheUniversalOneAndNeverAnotherDevices() {
        let files = [candidate("Panel.nib"), candidate("Panel~ipad.nib", device: "ipad")]
        #expect(resolver([], idiom: .pad).resolve(files, kind: .nib, fileExtension: nil, scale: 1)?.path == "Panel~ipad.nib")
        #expect(resolver([], idiom: .phone).resolve(files, kind: .nib, fileExtension: nil, scale: 1)?.path == "Panel.nib")
        #expect(resolver([], idiom: .phone).resolve([files[1]], kind: .nib, fileExtension: nil, scale: 1) == nil)
    }

    @Test func scaleExactElseNearestHigherElseNearestLower() {
        let icons = [1, 2, 4].map { (scale: Int) in candidate("icon@\(scale)x.png", scale: scale) }
        let scales = [1, 2, 3, 4, 5].map { scale in
            resolver([]).resolve(icons, kind: .image, fileExtension: nil, scale: scale)?.scale
        }
        #expect(scales == [1, 2, 4, 4, 4])
        let low = [candidate("icon.png", scale: 1), candidate("icon@2x.png", scale: 2)]
        #expect(resolver([]).resolve(low, kind: .image, fileExtension: nil, scale: 3)?.path == "icon@2x.png")
    }

    /// A library caller may ask for any scale; `scale - value` once trapped on Int.min.
    @Test func anyAskedScaleIsComparedWithoutOverflow() {
        let icons = [1, 2, 9].map { (scale: Int) in candidate("icon@\(scale)x.png", scale: scale) }
        let scales = [Int.min, -1, 0, 10, Int.max].map { scale in
            resolver([]).resolve(icons, kind: .image, fileExtension: nil, scale: scale)?.scale
        }
        #expect(scales == [1, 1, 1, 9, 9])
    }

    @Test func deviceIsDecidedBeforeScale() {
        let files = [
            candidate("icon.png", scale: 1), candidate("icon@2x.png", scale: 2), candidate("icon~ipad.png", scale: 1, device: "ipad"),
        ]
        #expect(resolver([], idiom: .pad).resolve(files, kind: .image, fileExtension: nil, scale: 2)?.path == "icon~ipad.png")
    }

    @Test func anExtensionInTheNameTakesOnlyThatFormatAndNoneMeansPNGFirst() {
        let files = [candidate("photo.jpg", scale: 1), candidate("photo.png", scale: 1), candidate("logo.pdf", scale: 1)]
        #expect(resolver([]).resolve(files, kind: .image, fileExtension: "jpg", scale: 1)?.path == "photo.jpg")
        #expect(resolver([]).resolve(files, kind: .image, fileExtension: "JPG", scale: 1) == nil)
        #expect(resolver([]).resolve(Array(files.prefix(2)), kind: .image, fileExtension: nil, scale: 1)?.path == "photo.png")
        #expect(resolver([]).resolve([files[2]], kind: .image, fileExtension: nil, scale: 1)?.path == "logo.pdf")
        #expect(ResourceResolver.splitImageName("icon.png") == ("icon", "png"))
        #expect(ResourceResolver.splitImageName("v1.2") == ("v1.2", nil))
        #expect(ResourceResolver.splitImageName(".png") == (".png", nil))
    }
}
