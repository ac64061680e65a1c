import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibCompiler

@Suite struct UIKitTraitStorageConformanceTests {
    /// Xcode 7 walks a view's constraints once and archives the base configuration's record
    /// without a trait collection: XLActionController's ActionCell (7.3), compared with the nib
    /// Xcode built from it, has the trait storage Xcode wrote.
    @Test func xcode7sTraitStorageIsXcodes() throws {
        let pair = try #require(try PairsConformanceTests.pairs().first { $0.id == "XLActionController-cbc47b3-ActionCell.xib" })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("traits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try PairsConformanceTests.compile(pair, into: folder)
        let ours = NibGraph(try NibArchiveReader.read(try Data(contentsOf: URL(fileURLWithPath: output)), path: output))
        let xcodeURL = try TestPaths.corpus("pairs").appendingPathComponent(pair.xcode)
        let xcode = NibGraph(try NibArchiveReader.read(try Data(contentsOf: xcodeURL), path: xcodeURL.path))
        let differences = NibGraphComparison.differences(ours, xcode).filter { $0.path.contains("UINibTraitStorageListsKey") }
        #expect(differences.isEmpty, "\(differences)")
        let lists = xcode.members(xcode.root?.value(forKey: "UINibTraitStorageListsKey"))
        #expect(lists.count == 1)
    }
}
