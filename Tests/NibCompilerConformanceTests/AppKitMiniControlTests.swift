import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Mini controls, which no pair shows, against the small text field of viraptor's
/// `textfield-no-truncates`, which Xcode's nib shows: made mini, the document compiles strictly to
/// Xcode's nib but for the two size values, whose mini form Interface Builder 3's archives show.
@Suite struct AppKitMiniControlTests {
    static let pairID = "ibtool-1c4e662-textfield-no-truncates.xib"

    static func compileMini(from pairID: String) throws -> (output: CompiledOutput, xcode: NibGraph) {
        let folder = try TestPaths.corpus("pairs-macos")
        let (pair, options) = try AppKitCompilerConformanceTests.pair(pairID)
        let source = try String(contentsOf: folder.appendingPathComponent(pair.source), encoding: .utf8)
        #expect(source.contains(#"controlSize="small""#))
        let mini = Data(source.replacingOccurrences(of: #"controlSize="small""#, with: #"controlSize="mini""#).utf8)
        let output = try NibCompiler.compile(data: mini, path: "Mini.xib", options: options)
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent(pair.xcode).path).graph
        return (output, xcode)
    }

    @Test func aMiniTextFieldIsXcodesSmallOneButForItsSize() throws {
        let (compiled, xcode) = try Self.compileMini(from: Self.pairID)
        #expect(compiled.diagnostics.isEmpty)
        let ours = try CompiledNibReader.decode(try #require(compiled.files.first).contents, path: "Mini.nib").graph
        let found = NibGraphComparison.differences(ours, xcode)
        // NSControlSize: mini 2 where Xcode's small is 1; NSCellFlags2: the size bits one step up.
        #expect(found.map(\.path).map { $0.components(separatedBy: ".").last ?? "" }.sorted() == ["NSCellFlags2", "NSControlSize"])
        let size = try #require(found.first { $0.path.hasSuffix("NSControlSize") })
        #expect((size.a, size.b) == ("2", "1"))
        let flags = try #require(found.first { $0.path.hasSuffix("NSCellFlags2") })
        let (mini, small) = (try #require(flags.a.flatMap { Int64($0) }), try #require(flags.b.flatMap { Int64($0) }))
        #expect(small & 0x6_0000 == 0x2_0000)
        #expect(mini == small & ~0x6_0000 | 0x4_0000)
    }
}
