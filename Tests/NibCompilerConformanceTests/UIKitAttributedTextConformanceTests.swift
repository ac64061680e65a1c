import CompilerTestSupport
import Foundation
import NibArchive
import Testing

@testable import NibCompiler

/// Attributed text, held against what Xcode 13 or later wrote in the metamap nibs (no source of
/// them is in the corpus; the fixtures restate the label and text view those nibs hold).
@Suite struct UIKitAttributedTextConformanceTests {
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
        let (ours, output) = try CompilerTestSupport.compiledFixture("AttributedLabels.xib", options: CompilerTestSupport.approximating)
        let xcodeLabel = try #require(CompilerTestSupport.view("UILabel", text: "Video Agreement", in: xcode))
        let ourLabel = try #require(CompilerTestSupport.view("UILabel", text: "Video Agreement", in: ours))
        let expected = Self.shape(of: xcodeLabel, keys: Self.textKeys, in: xcode)
        #expect(expected.contains { $0.hasSuffix("UIAttributedText[0]: NSMutableAttributedString") })
        #expect(Self.shape(of: ourLabel, keys: Self.textKeys, in: ours) == expected)
        #expect(!output.diagnostics.contains { $0.objectID == "One-Fr-gmt" })
    }

    @Test func aTextViewIsArchivedAsXcodeArchivedConsentCheckBox() throws {
        let xcode = try CompilerTestSupport.xcodeConsentCheckBox()
        let (ours, output) = try CompilerTestSupport.compiledFixture("AttributedTextView.xib", options: CompilerTestSupport.approximating)
        let text =
            "Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. "
        let xcodeView = try #require(CompilerTestSupport.view("UITextView", text: text, in: xcode))
        let ourView = try #require(CompilerTestSupport.view("UITextView", text: text, in: ours))
        let expected = Self.shape(of: xcodeView, keys: Self.textKeys, in: xcode)
        #expect(expected.contains { $0.hasSuffix("UIAttributedText[0]: NSAttributedString") })
        #expect(Self.shape(of: ourView, keys: Self.textKeys, in: ours) == expected)
        #expect(output.diagnostics.isEmpty)
    }
}
