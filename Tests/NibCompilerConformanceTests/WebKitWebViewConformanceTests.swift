import Foundation
import IBSource
import NibArchive
import TestSupport
import Testing

@testable import NibCompiler

/// WorkFlowTestingApp's Account storyboard (Xcode 13.4.1), the pair with a web view: its web view
/// nib as Xcode wrote it.
@Suite struct WebKitWebViewConformanceTests {
    static let pairID = "WorkFlowTestingApp-dc52e7c-Account.storyboard"
    static let webViewNib = "gLm-ei-Jyy-view-ka7-4u-VNh.nib/objects-13.0+.nib"

    @Test func theWebViewNibIsXcodes() throws {
        let pair = try #require(try PairsConformanceTests.pairs().first { $0.id == Self.pairID })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("webkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try PairsConformanceTests.compile(pair, into: folder)
        let ours = NibGraph(
            try NibArchiveReader.read(
                try Data(contentsOf: URL(fileURLWithPath: output).appendingPathComponent(Self.webViewNib)), path: "ours"))
        let xcodeURL = try TestPaths.corpus("pairs").appendingPathComponent(pair.xcode).appendingPathComponent(Self.webViewNib)
        let xcode = NibGraph(try NibArchiveReader.read(try Data(contentsOf: xcodeURL), path: xcodeURL.path))
        let differences = NibGraphComparison.differences(ours, xcode)
        #expect(differences.isEmpty, "\(differences.prefix(5))")
        #expect(ours.objects.contains { $0.className == "WKWebViewConfiguration" })
    }
}
