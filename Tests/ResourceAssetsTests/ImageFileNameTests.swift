import ResourceAssets
import Testing

@Suite struct ImageFileNameTests {
    @Test(arguments: [
        ("icon.png", "icon", 1, nil as String?, "png"),
        ("icon@2x.png", "icon", 2, nil, "png"),
        ("icon@3x~ipad.png", "icon", 3, "ipad", "png"),
        ("icon~iphone.PNG", "icon", 1, "iphone", "PNG"),
        ("User@white@2x.png", "User@white", 2, nil, "png"),
        ("User@white.png", "User@white", 1, nil, "png"),
        // Device before scale is not a variant UIKit finds: the whole stem is the name.
        ("Colors~ipad@2x.jpg", "Colors~ipad", 2, nil, "jpg"),
        ("The App Icon.png", "The App Icon", 1, nil, "png"),
    ])
    func parsesVariantNames(fileName: String, name: String, scale: Int, device: String?, fileExtension: String) throws {
        let parsed = try #require(ImageFileName(parsing: fileName))
        #expect(parsed.name == name)
        #expect(parsed.scale == scale)
        #expect(parsed.device == device)
        #expect(parsed.fileExtension == fileExtension)
    }

    @Test(arguments: ["icon", "icon.txt", "@2x.png", ".png", "icon.svg"])
    func rejectsWhatIsNotAnImageFileName(fileName: String) {
        #expect(ImageFileName(parsing: fileName) == nil)
    }

    @Test func writesScaleBeforeDevice() {
        #expect(ImageFileName(name: "icon", scale: 2, device: "ipad", fileExtension: "png").fileName == "icon@2x~ipad.png")
        #expect(ImageFileName(name: "icon", fileExtension: "pdf").fileName == "icon.pdf")
        for fileName in ["icon@3x~ipad.png", "User@white@2x.png", "star.png"] {
            #expect(ImageFileName(parsing: fileName)?.fileName == fileName)
        }
    }
}
