import BundleBuilderTestSupport
import Foundation
import InputFiles
import ProjectModel
import TestSupport
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
        #expect(LanguageFolder(holding: path)?.language == language)
    }

    @Test(arguments: [
        "icon.png", "Icons/icon@2x~ipad.PNG", "Assets.xcassets/a.imageset/a.pdf", "icon", ".hidden", "Icons/.hidden",
        "a.b/icon", "archive.tar.gz", "icon.", "Icons.folder/",
    ])
    func theExtensionIsFoundationsPathExtension(path: String) {
        #expect(String(BundleInputs.pathExtension(path)) == (path as NSString).pathExtension)
    }

    /// Includes are `PathGlob`s: `*` stays within a folder (with `fnmatch` it crossed folders) and
    /// `**` crosses them; patterns that send a backtracking matcher into minutes cost nothing.
    @Test func includesAreMatchedAsPathGlobs() throws {
        let project = try BundleProject.make()
        defer { project.remove() }
        let card = TestPaths.examples.appendingPathComponent("ExampleApp/Views/CardView.xib")
        try project.copy(card, to: "ExampleApp/Views/Deep/DeepCard.xib")
        try project.copy(card, to: "ExampleApp/Views/" + String(repeating: "a", count: 60) + ".xib")
        try project.index()
        let hostile = ["*a*a*a*a*a*a*a*a*a*a*z", String(repeating: "**/", count: 9) + "z"]
        func nibs(including includes: [String], version: String) throws -> [String] {
            let spec = BundleSpec(name: "Views", version: version, includes: includes, allowMissingImages: true)
            return try project.publish(spec).entries.map(\.path).filter { $0.hasSuffix(".nib") && !$0.hasPrefix("a") }
        }
        let clock = ContinuousClock()
        let started = clock.now
        let shallow = try nibs(including: ["ExampleApp/Views/*"] + hostile, version: "1.0.0")
        #expect(clock.now - started < .seconds(20))
        #expect(shallow.contains("CardView.nib"))
        #expect(!shallow.contains("DeepCard.nib"))
        #expect(!shallow.contains("GrayViewController.nib"))
        #expect(try nibs(including: ["ExampleApp/Views/**"], version: "1.0.1") == (shallow + ["DeepCard.nib"]).sorted())
    }

    @Test func resourcesLiveAtTheRootOfAFlatBundleAndInContentsResourcesOnMacOS() {
        #expect(BundleInputs.resourcesPrefix(.ios) == "")
        #expect(BundleInputs.resourcesPrefix(.macos) == "Contents/Resources/")
    }
}
