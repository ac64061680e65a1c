import ResourceAssets
import Testing

/// `ImageLibrary.resolve` on hand-built image lists, rule by rule as UIKit's `imageNamed:` reads
/// names, and `scaleDisagreements(in:)` on hand-built variants.
@Suite struct ImageLibraryTests {
    static func set(_ name: String, folder: String? = nil, variants: [ImageVariant] = []) -> AvailableImage {
        AvailableImage(name: name, source: .imageSet, folder: folder ?? "Assets.xcassets/\(name).imageset", variants: variants)
    }

    static func symbol(_ name: String) -> AvailableImage {
        AvailableImage(name: name, source: .symbolSet, folder: "Assets.xcassets/\(name).symbolset", variants: [])
    }

    /// Loose files `name.ext`, `name@2x.ext`.
    static func files(_ name: String, _ fileExtension: String = "png") -> AvailableImage {
        AvailableImage(
            name: name, source: .file, fileExtension: fileExtension,
            variants: [
                ImageVariant(path: "Images/\(name).\(fileExtension)", scale: 1, device: nil),
                ImageVariant(path: "Images/\(name)@2x.\(fileExtension)", scale: 2, device: nil),
            ])
    }

    // MARK: Resolution

    @Test func exactSetName() {
        let icon = Self.set("Icon")
        let namespaced = Self.set("Namespace/Icon", folder: "Assets.xcassets/Namespace/Icon.imageset")
        let gear = Self.symbol("Gear")
        let library = ImageLibrary([icon, namespaced, gear])
        #expect(library.resolve("Icon") == .found(icon))
        #expect(library.resolve("Namespace/Icon") == .found(namespaced))
        #expect(library.resolve("Gear") == .found(gear))
        #expect(library.resolve("Namespace/Gear") == .missing)
        #expect(library.resolve("Icon ") == .missing)
    }

    @Test func anExtensionInAnotherCaseIsACaseMismatch() {
        let upper = Self.files("icon", "PNG")
        let library = ImageLibrary([upper])
        #expect(library.resolve("icon") == .caseMismatch(upper))
        #expect(library.resolve("icon.png") == .caseMismatch(upper))
        #expect(library.resolve("icon.PNG") == .found(upper))
    }

    @Test func setComesBeforeLooseFilesWhateverTheOrder() {
        let set = Self.set("icon")
        let loose = Self.files("icon")
        #expect(ImageLibrary([set, loose]).resolve("icon") == .found(set))
        #expect(ImageLibrary([loose, set]).resolve("icon") == .found(set))
        // With an extension, only the files answer.
        #expect(ImageLibrary([set, loose]).resolve("icon.png") == .found(loose))
    }

    @Test func firstOfTwoWithOneNameWins() {
        let first = Self.set("icon", folder: "A.xcassets/icon.imageset")
        let second = Self.set("icon", folder: "B.xcassets/icon.imageset")
        #expect(ImageLibrary([first, second]).resolve("icon") == .found(first))
    }

    @Test func nameWithoutExtensionFindsPNGFilesOnly() {
        let png = Self.files("icon", "png")
        let jpeg = Self.files("photo", "jpg")
        let pdf = Self.files("vector", "pdf")
        let library = ImageLibrary([png, jpeg, pdf])
        #expect(library.resolve("icon") == .found(png))
        #expect(library.resolve("photo") == .missing)
        #expect(library.resolve("vector") == .missing)
        // …but they answer to their full file name.
        #expect(library.resolve("photo.jpg") == .found(jpeg))
        #expect(library.resolve("vector.pdf") == .found(pdf))
        #expect(library.resolve("photo.png") == .missing)
        #expect(library.resolve("photo.jpeg") == .missing)
    }

    @Test func nameWithExtensionFindsLooseFiles() {
        let png = Self.files("icon", "png")
        let library = ImageLibrary([png])
        #expect(library.resolve("icon.png") == .found(png))
        #expect(library.resolve("icon.jpg") == .missing)
        #expect(library.resolve("icon.gif") == .missing)
    }

    @Test func setNamedWithAnExtensionAnswersToItsFullName() {
        let set = Self.set("banner.png")
        let library = ImageLibrary([set])
        #expect(library.resolve("banner.png") == .found(set))
        #expect(library.resolve("banner") == .missing)
    }

    @Test func nameWithAtSignThatIsNotAScale() {
        // `User@white` is a name, not a scale suffix.
        let user = Self.files("User@white")
        let library = ImageLibrary([user])
        #expect(library.resolve("User@white") == .found(user))
        #expect(library.resolve("User@white.png") == .found(user))
    }

    @Test func caseOnlyMismatchNamesTheRealImage() {
        let icon = Self.files("Icon")
        let first = Self.set("first")
        let library = ImageLibrary([icon, first])
        #expect(library.resolve("icon") == .caseMismatch(icon))
        #expect(library.resolve("ICON.png") == .caseMismatch(icon))
        #expect(library.resolve("First") == .caseMismatch(first))
        if case .caseMismatch(let image) = library.resolve("FIRST") {
            #expect(image.name == "first")
        } else {
            Issue.record("FIRST should be a case mismatch of first")
        }
        // A different name is not a mismatch.
        #expect(library.resolve("Firsts") == .missing)
    }

    @Test func exactMatchWinsOverACaseMismatch() {
        let lower = Self.set("icon")
        let upper = Self.set("Icon")
        let library = ImageLibrary([lower, upper])
        #expect(library.resolve("Icon") == .found(upper))
        #expect(library.resolve("icon") == .found(lower))
        // An exact loose file beats a set that only differs in case.
        let loose = Self.files("logo")
        #expect(ImageLibrary([Self.set("Logo"), loose]).resolve("logo") == .found(loose))
    }

    @Test func systemImages() {
        let grid = Self.set("grid")
        let library = ImageLibrary([grid])
        #expect(library.resolve("grid", isSystem: true) == .system)
        #expect(library.resolve("bag", isSystem: true) == .system)
        #expect(library.resolve("grid") == .found(grid))
        #expect(library.resolve("bag") == .missing)
    }

    @Test func appKitNamesAreSystemOnlyForAppKit() {
        let library = ImageLibrary([])
        #expect(library.resolve("NSActionTemplate") == .missing)
        #expect(library.resolve("NSActionTemplate", appKit: true) == .system)
        #expect(library.resolve("NSColorPanel", appKit: true) == .system)
        #expect(library.resolve("NSactionTemplate", appKit: true) == .missing)
        #expect(library.resolve("NS", appKit: true) == .missing)
        #expect(library.resolve("nsActionTemplate", appKit: true) == .missing)
    }

    @Test func missing() {
        #expect(ImageLibrary([]).resolve("anything") == .missing)
        #expect(ImageLibrary([Self.files("star")]).resolve("stars") == .missing)
        #expect(ImageLibrary([Self.files("star")]).resolve("") == .missing)
    }

    // MARK: Scale disagreements

    static func image(_ variants: [ImageVariant]) -> AvailableImage {
        AvailableImage(name: "icon", source: .file, fileExtension: "png", variants: variants)
    }

    static func disagreements(_ variants: [ImageVariant]) -> [String] {
        ImageLibrary.scaleDisagreements(in: image(variants)).map { "\($0.path): \($0.message)" }
    }

    static func variant(_ path: String, _ scale: Int?, _ device: String? = nil, _ width: Int?, _ height: Int?) -> ImageVariant {
        ImageVariant(path: path, scale: scale, device: device, pixelWidth: width, pixelHeight: height)
    }

    @Test func exactMultiplesAgree() {
        #expect(
            Self.disagreements([
                Self.variant("Images/icon.png", 1, nil, 10, 12),
                Self.variant("Images/icon@2x.png", 2, nil, 20, 24),
                Self.variant("Images/icon@3x.png", 3, nil, 30, 36),
            ]).isEmpty)
        // Order of the variants does not matter; the lowest scale is the reference.
        #expect(
            Self.disagreements([
                Self.variant("Images/icon@3x.png", 3, nil, 30, 36),
                Self.variant("Images/icon.png", 1, nil, 10, 12),
            ]).isEmpty)
        // Without a 1x file, @3x is compared with @2x: 1.5 times.
        #expect(
            Self.disagreements([
                Self.variant("Images/icon@2x.png", 2, nil, 20, 20),
                Self.variant("Images/icon@3x.png", 3, nil, 30, 30),
            ]).isEmpty)
        #expect(Self.disagreements([Self.variant("Images/icon.png", 1, nil, 7, 9)]).isEmpty)
        #expect(Self.disagreements([]).isEmpty)
    }

    @Test func onePixelOffIsOneMessageNamingBothFiles() {
        let found = ImageLibrary.scaleDisagreements(
            in: Self.image([
                Self.variant("Images/icon.png", 1, nil, 10, 12),
                Self.variant("Images/icon@2x.png", 2, nil, 21, 24),
            ]))
        #expect(found.count == 1)
        guard let only = found.first else { return }
        #expect(only.path == "Images/icon@2x.png")
        #expect(only.message.contains("Images/icon.png"))
        #expect(only.message == "21×24 pixels at @2x does not match Images/icon.png, 10×12 pixels at @1x")

        // Height alone off by one, at @3x.
        #expect(
            Self.disagreements([
                Self.variant("Images/icon.png", 1, nil, 10, 12),
                Self.variant("Images/icon@2x.png", 2, nil, 20, 24),
                Self.variant("Images/icon@3x.png", 3, nil, 30, 35),
            ]) == ["Images/icon@3x.png: 30×35 pixels at @3x does not match Images/icon.png, 10×12 pixels at @1x"])

        // Without a 1x file: @3x of 31 pixels against @2x of 20.
        #expect(
            Self.disagreements([
                Self.variant("Images/icon@2x.png", 2, nil, 20, 20),
                Self.variant("Images/icon@3x.png", 3, nil, 31, 30),
            ]) == ["Images/icon@3x.png: 31×30 pixels at @3x does not match Images/icon@2x.png, 20×20 pixels at @2x"])
    }

    @Test func eachDeviceIsComparedWithItself() {
        // The iPad files are bigger than the universal ones, which is no disagreement.
        let agreeing = [
            Self.variant("Images/icon.png", 1, nil, 24, 24),
            Self.variant("Images/icon@2x.png", 2, nil, 48, 48),
            Self.variant("Images/icon~ipad.png", 1, "ipad", 32, 32),
            Self.variant("Images/icon@2x~ipad.png", 2, "ipad", 64, 64),
        ]
        #expect(Self.disagreements(agreeing).isEmpty)

        var disagreeing = agreeing
        disagreeing[3] = Self.variant("Images/icon@2x~ipad.png", 2, "ipad", 65, 64)
        #expect(
            Self.disagreements(disagreeing) == [
                "Images/icon@2x~ipad.png: 65×64 pixels at @2x does not match Images/icon~ipad.png, 32×32 pixels at @1x"
            ])

        // A lone @2x for one device is compared with nothing.
        #expect(
            Self.disagreements([
                Self.variant("Images/icon.png", 1, nil, 24, 24),
                Self.variant("Images/icon@2x~iphone.png", 2, "iphone", 50, 50),
            ]).isEmpty)
    }

    @Test func vectorVariantsAndUnknownSizesAreIgnored() {
        // A vector variant (no scale) has no scale to compare; a pdf has no pixel size.
        #expect(
            Self.disagreements([
                Self.variant("Assets.xcassets/icon.imageset/icon.pdf", nil, nil, 100, 100),
                Self.variant("Assets.xcassets/icon.imageset/icon.png", 1, nil, 10, 10),
            ]).isEmpty)
        #expect(
            Self.disagreements([
                Self.variant("Assets.xcassets/icon.imageset/icon.pdf", nil, nil, nil, nil),
                Self.variant("Assets.xcassets/icon.imageset/icon@2x.png", 2, nil, 21, 21),
            ]).isEmpty)
        #expect(
            Self.disagreements([
                Self.variant("Images/icon.png", 1, nil, 10, 10),
                Self.variant("Images/icon@2x.png", 2, nil, nil, nil),
                Self.variant("Images/icon@3x.png", 3, nil, 30, 30),
            ]).isEmpty)
    }
}
