import Foundation
import NibArchive
import TestSupport
import Testing
import UIKitNib

/// The alignments Xcode archives for the labels of the corpus's pairs, by what their xibs save.
@Suite struct UIKitTextAlignmentConformanceTests {
    /// Each `<label>` tag's text and saved `textAlignment` (nil when it saves none).
    static func savedLabelAlignments(_ xib: String) -> [String: String?] {
        let tags = xib.matches(of: /<label [^>]*>/).map { String($0.output) }
        let pairs = tags.compactMap { tag -> (String, String?)? in
            guard let text = tag.firstMatch(of: /\stext="([^"]*)"/) else { return nil }
            return (String(text.output.1), tag.firstMatch(of: /\stextAlignment="([a-z]+)"/).map { String($0.output.1) })
        }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    /// DropDownCell and SwiftMessages 4.1.4 CardView (Xcode 9.x) hold labels saved without
    /// `textAlignment`, SwiftMessages 9.0.1 CardView labels saved center and natural: every label
    /// of Xcode's nib archives the alignment the type gives its source.
    @Test(arguments: ["DropDown-v2.0.2-DropDownCell", "SwiftMessages-4.1.4-CardView", "SwiftMessages-9.0.1-CardView"])
    func xcodeArchivesTheAlignmentOfTheSavedName(pair: String) throws {
        let folder = try TestPaths.corpus("pairs/\(pair).xib")
        let name = String(pair.split(separator: "-").last!)
        let xib = try String(contentsOf: folder.appendingPathComponent("source/\(name).xib"), encoding: .utf8)
        let saved = Self.savedLabelAlignments(xib)
        let nib = try UIKitNib(CompiledNibReader.read(path: folder.appendingPathComponent("xcode/\(name).nib").path).graph)
        let labels = nib.objects.indices.filter { nib.systemClassName(of: $0) == "UILabel" }
        #expect(!labels.isEmpty)
        for label in labels {
            let text = try #require(nib.string(forKey: UIKitNibKey.text, of: label))
            let savedName = try #require(saved[text], "\(pair): no label \(text) in the source")
            let expected = UIKitTextAlignment.archived(by: .label, saved: savedName)
            #expect(nib.integer(forKey: UIKitNibKey.textAlignment, of: label).map(Int64.init) == expected.rawValue, "\(pair): \(text)")
        }
    }

    /// The pair whose label stands for the unsaved default saves no alignment at all.
    @Test func dropDownCellsLabelSavesNoAlignment() throws {
        let path = try TestPaths.corpus("pairs/DropDown-v2.0.2-DropDownCell.xib/source/DropDownCell.xib")
        let xib = try String(contentsOf: path, encoding: .utf8)
        let expected: [String: String?] = ["Label": .none]
        #expect(Self.savedLabelAlignments(xib) == expected)
    }
}
