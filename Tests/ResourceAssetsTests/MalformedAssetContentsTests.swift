import Foundation
import ResourceAssets
import TestSupport
import Testing

/// Broken and hostile `Contents.json` of image and symbol sets (Tests/Fixtures/Malformed/AssetContents,
/// named `<case>.imageset.json` or `<case>.symbolset.json`) give an `AssetCatalogError` naming the
/// file: thrown when the whole file is unusable, else one per entry left out. Never a trap, never
/// a clean listing.
@Suite struct MalformedAssetContentsTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("Malformed/AssetContents")

    static let names: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

    @Test func theSuiteCoversEnoughFiles() {
        #expect(Self.names.count >= 15, "found only \(Self.names.count) malformed Contents.json files")
    }

    @Test(arguments: names)
    func givesAnErrorNamingTheFile(name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let listKey = name.hasSuffix(".symbolset.json") ? "symbols" : "images"
        do {
            let listed = try AssetCatalog.listedFiles(in: data, path: path, listKey: listKey)
            #expect(!listed.problems.isEmpty, "\(name) was accepted: \(listed.files)")
            #expect(listed.problems.allSatisfy { $0.path == path })
            #expect(listed.files.isEmpty, "\(name) listed \(listed.files)")
        } catch {
            #expect(error.path == path)
        }
    }

    /// Through the folder reader, as `index` meets it: the set is reported at its `Contents.json`.
    @Test(arguments: names)
    func theCatalogReaderReportsTheSet(name: String) throws {
        let root = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let kind = name.hasSuffix(".symbolset.json") ? "symbolset" : "imageset"
        let set = root.appendingPathComponent("Assets.xcassets/Broken.\(kind)")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.folder.appendingPathComponent(name), to: set.appendingPathComponent("Contents.json"))
        let (entries, problems) = AssetCatalog.read(root: root.path, catalog: "Assets.xcassets")
        #expect(!problems.isEmpty, "\(name) was accepted")
        #expect(problems.allSatisfy { $0.path == "Assets.xcassets/Broken.\(kind)/Contents.json" })
        #expect(entries.allSatisfy { $0.files.isEmpty })
    }
}
