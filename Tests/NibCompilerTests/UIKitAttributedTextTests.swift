import CompilerTestSupport
import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibCompiler

/// Attributed text the compiler keeps plain or leaves out, each time with a warning.
@Suite struct UIKitAttributedTextTests {
    @Test func aLabelWithTwoFragmentsHasTheirTextAndTheFirstOnesFontWithAWarning() throws {
        let (graph, output) = try CompilerTestSupport.compiledFixture("AttributedLabels.xib", options: CompilerTestSupport.approximating)
        let label = try #require(CompilerTestSupport.view("UILabel", text: "Read a text while recording\nyourself", in: graph))
        #expect(graph.objects[label].value(forKey: "UIAttributedText") == nil)
        // The label reports its first fragment's font and color, as metamap's labels share them.
        let font = try #require(graph.object(graph.objects[label].value(forKey: "UIFont"))?.object)
        #expect(graph.string(font.value(forKey: "UIFontName")) == "Lato-Bold")
        let color = try #require(graph.object(graph.objects[label].value(forKey: "UITextColor"))?.object)
        #expect(color.value(forKey: "UIRed") == .float(Float(0.5839439034461975)))
        let warning = try #require(output.diagnostics.first { $0.objectID == "Two-Fr-gmt" })
        #expect(warning.path.hasSuffix("Compiler/AttributedLabels.xib"))
        #expect(warning.line == 22)
        #expect(warning.message.hasPrefix("attributed text archived as plain text (its attributes are left out): it has 2 fragments"))
        #expect(warning.message.hasSuffix("; the label keeps its first fragment's font, color, alignment"))
        #expect(graph.objects[label].value(forKey: "UITextAlignment") == .integer(4))
    }

    /// A paragraph style's alignment counts as AppKit's: the centered fixture label's 2, and right
    /// 1 and justified 3; the label reports it as its own in UIKit's numbering.
    @Test(arguments: [("center", Int64(2), Int64(1)), ("right", 1, 2), ("justified", 3, 3)])
    func aParagraphStylesAlignmentCountsAsAppKits(name: String, archived: Int64, label: Int64) throws {
        let url = TestPaths.fixtures.appendingPathComponent("Compiler/AttributedLabels.xib")
        let xib = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: #"<paragraphStyle key="NSParagraphStyle" alignment="center""#,
            with: #"<paragraphStyle key="NSParagraphStyle" alignment="\#(name)""#)
        let output = try NibCompiler.compile(data: Data(xib.utf8), path: "Aligned.xib", options: CompilerTestSupport.approximating)
        #expect(!output.diagnostics.contains { $0.objectID == "One-Fr-gmt" })
        let graph = try CompilerTestSupport.firstFile(of: output, path: "Aligned.nib")
        let index = try #require(CompilerTestSupport.view("UILabel", text: "Video Agreement", in: graph))
        #expect(graph.objects[index].value(forKey: "UITextAlignment") == .integer(label))
        let style = try #require(
            graph.objects.first { $0.className == "NSMutableParagraphStyle" && $0.value(forKey: "NSAlignment") != nil })
        #expect(style.value(forKey: "NSAlignment") == .integer(archived))
    }

    /// A paragraph style's line heights and spacing (DuckDuckGo's and Pocket Casts' labels) are
    /// doubles under NSParagraphStyle's keys, each where it is not 0, and a writing direction
    /// the direction plus one, as UIFoundation's encoder writes them.
    @Test func aParagraphStylesMeasuresAndDirectionAreDoubles() throws {
        let url = TestPaths.fixtures.appendingPathComponent("Compiler/AttributedLabels.xib")
        let xib = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: #"lineBreakMode="truncatingTail" baseWritingDirection="natural""#,
            with: #"lineBreakMode="truncatingTail" lineSpacing="3" lineHeightMultiple="1.1000000000000001" "#
                + #"paragraphSpacing="0.0" baseWritingDirection="rightToLeft""#)
        let output = try NibCompiler.compile(data: Data(xib.utf8), path: "Measured.xib", options: CompilerTestSupport.approximating)
        #expect(!output.diagnostics.contains { $0.objectID == "One-Fr-gmt" })
        let graph = try CompilerTestSupport.firstFile(of: output, path: "Measured.nib")
        let style = try #require(
            graph.objects.first { $0.className == "NSMutableParagraphStyle" && $0.value(forKey: "NSAlignment") != nil })
        #expect(style.value(forKey: "NSLineSpacing") == .double(3))
        #expect(style.value(forKey: "NSLineHeightMultiple") == .double(1.1))
        #expect(style.value(forKey: "NSParagraphSpacing") == nil)
        #expect(style.value(forKey: "NSWritingDirection") == .integer(2))
    }

    @Test func aButtonStatesAttributedTitleIsItsTitleWithAWarning() throws {
        let (graph, output) = try CompilerTestSupport.compiledFixture("AttributedLabels.xib", options: CompilerTestSupport.approximating)
        let titles = graph.objects.filter { $0.className == "UIButtonContent" }.compactMap { graph.string($0.value(forKey: "UITitle")) }
        #expect(titles == ["Continue"])
        let warning = try #require(output.diagnostics.first { $0.objectID == "Att-Bu-ttn" })
        #expect(warning.message.hasPrefix("attributed title of state normal archived as plain text (its attributes are left out)"))
    }

    @Test func beforeXcode13TheAttributesAreLeftOutWithAWarning() throws {
        let options = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("1250"), allowsApproximation: true)
        let (graph, output) = try CompilerTestSupport.compiledFixture("AttributedTextView.xib", options: options)
        let view = try #require(graph.objects.first { $0.className == "UITextView" })
        #expect(view.value(forKey: "UIAttributedText") == nil)
        #expect(graph.string(view.value(forKey: "UIText"))?.hasPrefix("Lorem ipsum") == true)
        let warning = try #require(output.diagnostics.first { $0.objectID == "Lor-em-Txt" })
        #expect(warning.message.contains("no nib of Xcode before 13"))
    }

    /// Pocket Casts' podcast description label saves an attributed text without fragments: the
    /// warning says it is empty, not that it has several runs.
    @Test func anEmptyAttributedTextIsNamedAsEmpty() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Emp-ty-Lbl">
                    <rect key="frame" x="0.0" y="0.0" width="219" height="0.0"/>
                    <attributedString key="attributedText"/>
                </label>
                """)
        let output = try NibCompiler.compile(data: xib, path: "Empty.xib", options: CompilerTestSupport.approximating)
        let warning = try #require(output.diagnostics.first { $0.objectID == "Emp-ty-Lbl" })
        #expect(warning.message.contains("it is empty"))
        #expect(!warning.message.contains("fragments"))
    }
}
