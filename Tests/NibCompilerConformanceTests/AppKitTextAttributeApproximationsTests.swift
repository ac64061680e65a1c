import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Text attributes real apps give a text view's text and no pair shows (SelfControl's
/// `FirstTime`: an underline, its color and a link), against `textview-multiattr`, whose nib
/// Xcode wrote: the edited run's attributes gain those keys and nothing else differs; strictly
/// each is refused naming its element's line.
@Suite struct AppKitTextAttributeApproximationsTests {
    static let pairID = "ibtool-1c4e662-textview-multiattr.xib"
    static let boldFont = #"<font key="NSFont" size="10" name="LucidaGrande-Bold"/>"#
    static let link = #"<url key="NSLink" string="https://example.com/faq"/>"#
    static let underline = #"<integer key="NSUnderline" value="9"/>"#
    static let underlineColor = #"<color key="NSUnderlineColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>"#

    @Test func anUnderlineItsColorAndALinkAreAddedToTheirRunsAttributes() throws {
        let edit = Self.boldFont + Self.link + Self.underline + Self.underlineColor
        let (output, xcode) = try AppKitControlApproximationsTests.compile(Self.pairID, replacing: [Self.boldFont: edit])
        let (found, warnings) = try AppKitControlApproximationsTests.differences(output, from: xcode)
        #expect(found.allSatisfy { $0.kind == .onlyInA && $0.path.contains("NSTextStorage.NSAttributes[1][") })
        #expect(
            found.compactMap(\.a).sorted() == [
                #""NSLink""#, #""NSUnderline""#, #""NSUnderlineColor""#, "NSColor", "NSNumber", "NSURL",
            ])
        #expect(warnings.count == 3)
        #expect(warnings.allSatisfy { $0.isApproximation })

        let graph = try CompiledNibReader.decode(try #require(try output.get().files.first).contents, path: "Edited.nib").graph
        let url = try #require(graph.objects.first { $0.className == "NSURL" })
        #expect(graph.string(url.value(forKey: "NS.relative")) == "https://example.com/faq")
        #expect(url.value(forKey: "NS.base") == .null)
        let numbers = graph.objects.filter { $0.className == "NSNumber" }
        #expect(numbers.contains { $0.value(forKey: "NS.intval") == .integer(9) })
    }

    @Test(arguments: [link, underline, underlineColor])
    func eachIsRefusedStrictlyNamingItsLine(_ attribute: String) throws {
        let (output, _) = try AppKitControlApproximationsTests.compile(
            Self.pairID, replacing: [Self.boldFont: Self.boldFont + "\n" + attribute], allowsApproximation: false)
        guard case .failure(let refusal) = output else {
            Issue.record("\(attribute) compiled without --allow-approximation")
            return
        }
        let source = try String(
            contentsOf: try TestPaths.corpus("pairs-macos").appendingPathComponent("\(Self.pairID)/source/textview_multiattr.xib"),
            encoding: .utf8)
        let fontLine = try #require(source.components(separatedBy: "\n").firstIndex { $0.contains(Self.boldFont) }) + 1
        #expect(refusal.diagnostics.map(\.line) == [fontLine + 1])
    }
}
