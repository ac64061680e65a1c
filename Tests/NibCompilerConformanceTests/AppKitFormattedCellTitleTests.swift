import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// A formatted cell's title that is not a whole number (MacPass's "25000 bit"), which ibtool reads
/// with its formatter and no pair shows, against viraptor's `numfmt-basic`, whose cell has no
/// title: given one, the document compiles to Xcode's nib but for the title, kept as its text, and
/// only as an approximation.
@Suite struct AppKitFormattedCellTitleTests {
    static let pairID = "ibtool-1c4e662-numfmt-basic.xib"

    static func compile(title: String, allowsApproximation: Bool) throws -> (
        output: Result<CompiledOutput, CompileError>, xcode: NibGraph
    ) {
        let folder = try TestPaths.corpus("pairs-macos")
        var (pair, options) = try AppKitCompilerConformanceTests.pair(pairID)
        options.allowsApproximation = allowsApproximation
        let source = try String(contentsOf: folder.appendingPathComponent(pair.source), encoding: .utf8)
        let titled = source.replacingOccurrences(
            of: #"alignment="right" drawsBackground"#, with: #"alignment="right" title="\#(title)" drawsBackground"#)
        #expect(titled != source)
        let output = Result { () throws(CompileError) in
            try NibCompiler.compile(data: Data(titled.utf8), path: "Titled.xib", options: options)
        }
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent(pair.xcode).path).graph
        return (output, xcode)
    }

    @Test func aTitleThatIsNotAWholeNumberIsKeptAsItsText() throws {
        let (output, xcode) = try Self.compile(title: "25000 bit", allowsApproximation: true)
        let compiled = try output.get()
        #expect(compiled.diagnostics.map(\.objectID) == ["11"])
        let ours = try CompiledNibReader.decode(try #require(compiled.files.first).contents, path: "Titled.nib").graph
        let found = NibGraphComparison.differences(ours, xcode)
        #expect(found.map(\.kind) == [.onlyInA])
        #expect(found.first?.path.hasSuffix("NSTextFieldCell.NSContents") == true)
        #expect(found.first?.a == "\"25000 bit\"")
    }

    @Test func aTitleThatIsNotAWholeNumberIsRefusedStrictlyNamingItsCell() throws {
        let (output, _) = try Self.compile(title: "Text Cell", allowsApproximation: false)
        guard case .failure(let refusal) = output else {
            Issue.record("a formatted cell's title that is not a number compiled without --allow-approximation")
            return
        }
        #expect(refusal.diagnostics.map(\.objectID) == ["11"])
    }
}
