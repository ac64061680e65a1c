import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Mini controls, which no pair shows, against the small text field of viraptor's
/// `textfield-no-truncates`, which Xcode's nib shows: made mini, the document compiles to Xcode's
/// nib but for the two size values, and only as an approximation.
@Suite struct AppKitMiniControlTests {
    static let pairID = "ibtool-1c4e662-textfield-no-truncates.xib"

    static func compile(miniFrom pairID: String, allowsApproximation: Bool) throws -> (
        output: Result<CompiledOutput, CompileError>, xcode: NibGraph
    ) {
        let folder = try TestPaths.corpus("pairs-macos")
        var (pair, options) = try AppKitCompilerConformanceTests.pair(pairID)
        options.allowsApproximation = allowsApproximation
        let source = try String(contentsOf: folder.appendingPathComponent(pair.source), encoding: .utf8)
        #expect(source.contains(#"controlSize="small""#))
        let mini = Data(source.replacingOccurrences(of: #"controlSize="small""#, with: #"controlSize="mini""#).utf8)
        let output = Result { () throws(CompileError) in try NibCompiler.compile(data: mini, path: "Mini.xib", options: options) }
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent(pair.xcode).path).graph
        return (output, xcode)
    }

    @Test func aMiniTextFieldIsXcodesSmallOneButForItsSize() throws {
        let (output, xcode) = try Self.compile(miniFrom: Self.pairID, allowsApproximation: true)
        let compiled = try output.get()
        #expect(compiled.diagnostics.map(\.objectID) == ["4"])
        #expect(compiled.diagnostics.allSatisfy { $0.message.hasPrefix("a mini control, which no pair shows") })
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

    @Test func aMiniTextFieldIsRefusedStrictlyNamingItsCell() throws {
        let (output, _) = try Self.compile(miniFrom: Self.pairID, allowsApproximation: false)
        guard case .failure(let refusal) = output else {
            Issue.record("a mini control compiled without --allow-approximation")
            return
        }
        #expect(refusal.diagnostics.map(\.objectID) == ["4"])
        #expect(refusal.diagnostics.map(\.line) == [20])
    }
}
