import Foundation
import TestSupport
import Testing

@testable import NibRuntime

@Suite struct BundleFileTableTests {
    /// An AppKit-layout bundle as Xcode builds one: `Contents/Info.plist`, resources in
    /// `Contents/Resources`, a nib folder, a device nib, localized folders.
    private func makeMacBundle() throws -> URL {
        let folder = try TestPaths.temporaryFolder()
        let bundle = folder.appendingPathComponent("Mac.bundle")
        let resources = bundle.appendingPathComponent("Contents/Resources")
        for folder in ["Base.lproj", "de.lproj", "Main.storyboardc", "Folder.nib", "Assets"] {
            try FileManager.default.createDirectory(at: resources.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in [
            "Plain.nib", "Toolbar~ipad.nib", "Toolbar.nib", "icon.png", "icon@2x.png", "icon@3x~iphone.png", "Base.lproj/Window.nib",
            "de.lproj/Window.nib", "de.lproj/Localizable.strings", "Assets/hidden.png", "notes.txt", "Main.storyboardc/Info.plist",
        ] {
            try Data([1, 2, 3]).write(to: resources.appendingPathComponent(file))
        }
        let info: [String: Any] = ["CFBundleIdentifier": "com.example.mac", "CFBundleDevelopmentRegion": "de", "CFBundleVersion": "7"]
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
            .write(to: bundle.appendingPathComponent("Contents/Info.plist"))
        return bundle
    }

    @Test func listsResourcesOfAnXcodeBuiltBundle() throws {
        let bundle = try makeMacBundle()
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let table = try BundleFileTable(bundle: bundle)
        func paths(_ kind: ResourceKind, _ name: String) -> [String] {
            (table.candidates[.init(kind: kind, name: name)] ?? []).map(\.path).sorted()
        }
        let prefix = "Contents/Resources/"
        #expect(paths(.nib, "Toolbar") == [prefix + "Toolbar.nib", prefix + "Toolbar~ipad.nib"])
        #expect(table.candidates[.init(kind: .nib, name: "Toolbar")]?.first { $0.path.hasSuffix("~ipad.nib") }?.device == "ipad")
        #expect(paths(.nib, "Folder") == [prefix + "Folder.nib"])
        #expect(paths(.nib, "Window") == [prefix + "Base.lproj/Window.nib", prefix + "de.lproj/Window.nib"])
        #expect(paths(.storyboard, "Main") == [prefix + "Main.storyboardc"])
        #expect(paths(.strings, "Localizable") == [prefix + "de.lproj/Localizable.strings"])
        #expect(paths(.image, "icon") == [prefix + "icon.png", prefix + "icon@2x.png", prefix + "icon@3x~iphone.png"])
        #expect(paths(.image, "hidden").isEmpty)
        #expect(table.info["identifier"] == "com.example.mac")
        #expect(table.info["developmentRegion"] == "de")
        #expect(table.info["resourcesPath"] == "Contents/Resources")

        let french = try ResourceBundle(url: bundle, traits: ResourceTraits(idiom: .mac, preferredLanguages: ["fr"]))
        #expect(try french.nib(named: "Window")?.path.hasSuffix("Contents/Resources/Base.lproj/Window.nib") == true)
        let iPhone = try ResourceBundle(url: bundle, traits: ResourceTraits(idiom: .phone))
        #expect(try iPhone.image(named: "icon", scale: 3)?.lastPathComponent == "icon@3x~iphone.png")
    }
}
