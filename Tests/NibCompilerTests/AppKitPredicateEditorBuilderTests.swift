import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Predicate editors against Xcode 26's nib of viraptor's `pred-compound-chain`, the one pair
/// that shows one: all but the pop-ups' widths, which AppKit takes from its fonts, is Xcode's.
@Suite struct AppKitPredicateEditorBuilderTests {
    static let pair = "pairs-macos/ibtool-1c4e662-pred-compound-chain.xib"

    static func source() throws -> Data {
        try Data(contentsOf: try TestPaths.corpus(pair).appendingPathComponent("source/pred_compound_chain.xib"))
    }

    @Test func allButThePopUpsWidthsIsXcodes() throws {
        let options = CompileOptions(allowsApproximation: true, colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let output = try NibCompiler.compile(data: Self.source(), path: "pred_compound_chain.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "pred_compound_chain.nib").graph
        let xcode = try CompiledNibReader.read(
            path: try TestPaths.corpus(Self.pair).appendingPathComponent("xcode/pred_compound_chain.nib").path
        ).graph
        let differences = NibGraphComparison.differences(graph, xcode)
        #expect(differences.count == 2)
        #expect(differences.allSatisfy { $0.path.hasSuffix("NSPopUpButton.NSFrame") }, "\(differences)")
        // The compound type the first pop-up's selected item stands for; the second has none.
        let cells = graph.objects.filter { $0.className == "NSPopUpButtonCell" }
        #expect(cells.count == 2)
        #expect(
            cells.compactMap { graph.object($0.value(forKey: "NSRepresentedObject"))?.object.value(forKey: "NS.intval") } == [.integer(2)])
    }

    @Test func thePopUpsWidthsAreAnApproximation() throws {
        let strict = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let refusal = try CompilerTestSupport.refusal(Self.source(), options: strict)
        #expect(
            refusal.diagnostics.map(\.message) == [
                "a predicate row template's pop-ups are as wide as AppKit sizes them to their items, which the compiler estimates"
            ])
        let simple = try Self.source().replacingOccurrences(of: #"rowType="compound""#, with: #"rowType="simple""#)
        let approximating = CompileOptions(allowsApproximation: true, colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(
            try CompilerTestSupport.refusal(simple, options: approximating).diagnostics.filter { $0.severity == .error }.map(\.message)
                == ["a predicate row template other than a compound one of pop-up menus is not known to the macOS compiler yet"])
    }
}
