import Foundation
import TestSupport
import Testing

@testable import NibRuntime

@Suite struct BundleFileTableConformanceTests {
    /// The MetaMap SDK's resource folders as Xcode built them: every nib and storyboard in them is
    /// found by its name, and nothing else answers for those names.
    @Test func xcodeBuiltResourceFoldersOfTheCorpus() throws {
        let metamap = try TestPaths.corpus("nib/ios/metamap")
        let folders = try FileManager.default.contentsOfDirectory(atPath: metamap.path).sorted()
        #expect(folders.count >= 2)
        var checked = 0
        for folder in folders {
            let url = metamap.appendingPathComponent(folder)
            let bundle = try ResourceBundle(url: url)
            #expect(!bundle.isIndexed)
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() {
                let name = (file as NSString).deletingPathExtension
                switch (file as NSString).pathExtension {
                case "nib":
                    #expect(try bundle.nib(named: name)?.lastPathComponent == file, "\(folder)/\(file)")
                    #expect(try bundle.storyboard(named: name) == nil)
                case "storyboardc":
                    #expect(try bundle.storyboard(named: name)?.lastPathComponent == file, "\(folder)/\(file)")
                default:
                    continue
                }
                checked += 1
            }
        }
        #expect(checked > 20)
        let caffeine = try ResourceBundle(
            url: try TestPaths.corpus("nib/macos/caffeine"), traits: ResourceTraits(idiom: .mac, preferredLanguages: ["English"]))
        #expect(try caffeine.nib(named: "MainMenu")?.path.hasSuffix("English.lproj/MainMenu.nib") == true)
    }
}
