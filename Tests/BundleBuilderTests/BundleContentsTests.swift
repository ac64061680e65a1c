import Foundation
import Testing

@testable import BundleBuilder

@Suite struct BundleContentsTests {
    @Test(arguments: [
        ("Base.lproj/Main.storyboard", "Base" as String?),
        ("App/fr.lproj/Main.storyboard", "fr"),
        ("App/Views/Card.xib", nil),
        ("Card.xib", nil),
        ("fr.lproj/Nested/Card.xib", nil),
    ])
    func languageComesFromTheEnclosingLprojFolder(path: String, language: String?) {
        #expect(BundleInputs.languageFolder(of: path) == language)
    }

    @Test(arguments: [
        "icon.png", "Icons/icon@2x~ipad.PNG", "Assets.xcassets/a.imageset/a.pdf", "icon", ".hidden", "Icons/.hidden",
        "a.b/icon", "archive.tar.gz", "icon.", "Icons.folder/",
    ])
    func theExtensionIsFoundationsPathExtension(path: String) {
        #expect(String(BundleInputs.pathExtension(path)) == (path as NSString).pathExtension)
    }

    @Test(arguments: [
        ("Views/*", "Views/Card.xib", true),
        ("Views/*", "Views/Deep/Card.xib", true),
        ("*.storyboard", "Base.lproj/Main.storyboard", true),
        ("Views/*", "Controllers/Gray.xib", false),
        ("Card.xib", "Views/Card.xib", false),
    ])
    func includeGlobsCrossFolders(pattern: String, path: String, matches: Bool) {
        #expect(BundleInputs.glob(pattern, matches: path) == matches)
    }

    @Test func resourcesLiveAtTheRootOfAFlatBundleAndInContentsResourcesOnMacOS() {
        #expect(BundleInputs.resourcesPrefix(.ios) == "")
        #expect(BundleInputs.resourcesPrefix(.macos) == "Contents/Resources/")
    }
}
