import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibCompiler

/// Attributed text, held against what Xcode 13 or later wrote in the metamap nibs (no source of
/// them is in the corpus; the fixtures restate the label and text view those nibs hold).
@Suite struct UIKitAttributedTextTests {
    /// The fixtures hold attributed text the compiler keeps plain, with a warning when allowed.
    static let approximating = CompileOptions(allowsApproximation: true)

    /// The object of `className` whose `UIText` is `text`.
    static func view(_ className: String, text: String, in graph: NibGraph) -> Int? {
        graph.objects.indices.first { index in
            graph.objects[index].className == className && graph.string(graph.objects[index].value(forKey: "UIText")) == text
        }
    }

    /// `keys` of an object with everything under them written out, in key order: an object met
    /// before is written as the path where it was first met, so two graphs of one shape hold the
    /// same values and share the same objects.
    static func shape(of index: Int, keys: Set<String>, in graph: NibGraph) -> [String] {
        var lines: [String] = []
        var seen: [Int: String] = [:]
        func walk(_ index: Int, path: String, filter: Set<String>?) {
            guard graph.objects.indices.contains(index) else { return }
            let object = graph.objects[index]
            seen[index] = path
            let entries = object.entries.enumerated()
                .filter { filter?.contains($0.element.key) ?? true }
                .sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }
                .map(\.element)
            for (position, entry) in entries.enumerated() {
                let entryPath = "\(path).\(entry.key)[\(position)]"
                if case .object(let child) = entry.value {
                    if let first = seen[child] {
                        lines.append("\(entryPath) -> \(first)")
                    } else if let text = graph.string(entry.value), graph.objects[child].className.hasSuffix("String") {
                        seen[child] = entryPath
                        lines.append("\(entryPath) = \(graph.objects[child].className) \"\(text)\"")
                    } else {
                        lines.append("\(entryPath): \(graph.objects[child].className)")
                        walk(child, path: entryPath, filter: nil)
                    }
                } else {
                    lines.append("\(entryPath) = \(entry.value)")
                }
            }
        }
        walk(index, path: graph.objects[index].className, filter: keys)
        return lines
    }

    static let textKeys: Set<String> = [
        "UIText", "UIAttributedText", "UIFont", "UITextColor", "UITextAlignment", "UILineBreakMode",
        "UIDisableUpdateTextColorOnTraitCollectionChange",
    ]

    @Test func aLabelWithOneFragmentIsArchivedAsXcodeArchivedVideoKYCInstructions() throws {
        let xcode = try CompilerTestSupport.xcodeMetamapNib("MetaMapSDK/VideoKYCInstructionsViewController.nib")
        let (ours, output) = try CompilerTestSupport.compiledFixture("AttributedLabels.xib", options: Self.approximating)
        let xcodeLabel = try #require(Self.view("UILabel", text: "Video Agreement", in: xcode))
        let ourLabel = try #require(Self.view("UILabel", text: "Video Agreement", in: ours))
        let expected = Self.shape(of: xcodeLabel, keys: Self.textKeys, in: xcode)
        #expect(expected.contains { $0.hasSuffix("UIAttributedText[0]: NSMutableAttributedString") })
        #expect(Self.shape(of: ourLabel, keys: Self.textKeys, in: ours) == expected)
        #expect(!output.diagnostics.contains { $0.objectID == "One-Fr-gmt" })
    }

    @Test func aLabelWithTwoFragmentsHasTheirTextAndTheFirstOnesFontWithAWarning() throws {
        let (graph, output) = try CompilerTestSupport.compiledFixture("AttributedLabels.xib", options: Self.approximating)
        let label = try #require(Self.view("UILabel", text: "Read a text while recording\nyourself", in: graph))
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

    @Test func aButtonStatesAttributedTitleIsItsTitleWithAWarning() throws {
        let (graph, output) = try CompilerTestSupport.compiledFixture("AttributedLabels.xib", options: Self.approximating)
        let titles = graph.objects.filter { $0.className == "UIButtonContent" }.compactMap { graph.string($0.value(forKey: "UITitle")) }
        #expect(titles == ["Continue"])
        let warning = try #require(output.diagnostics.first { $0.objectID == "Att-Bu-ttn" })
        #expect(warning.message.hasPrefix("attributed title of state normal archived as plain text (its attributes are left out)"))
    }

    @Test func aTextViewIsArchivedAsXcodeArchivedConsentCheckBox() throws {
        let xcode = try CompilerTestSupport.xcodeConsentCheckBox()
        let (ours, output) = try CompilerTestSupport.compiledFixture("AttributedTextView.xib", options: Self.approximating)
        let text =
            "Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. "
        let xcodeView = try #require(Self.view("UITextView", text: text, in: xcode))
        let ourView = try #require(Self.view("UITextView", text: text, in: ours))
        let expected = Self.shape(of: xcodeView, keys: Self.textKeys, in: xcode)
        #expect(expected.contains { $0.hasSuffix("UIAttributedText[0]: NSAttributedString") })
        #expect(Self.shape(of: ourView, keys: Self.textKeys, in: ours) == expected)
        #expect(output.diagnostics.isEmpty)
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
}
