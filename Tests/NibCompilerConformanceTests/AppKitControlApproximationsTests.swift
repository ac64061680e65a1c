import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// What real apps give their controls and no pair shows (tags of pop-ups, sliders and a matrix's
/// cells, image positions above or below the title, sliders refusing first responder or standing
/// upright), against viraptor's samples whose nibs Xcode wrote: the edited document compiles to
/// Xcode's nib but for the values the edit sets, only as an approximation, and is refused strictly
/// naming the element.
@Suite struct AppKitControlApproximationsTests {
    /// The pair's document edited by `replacements` (each must apply), compiled.
    static func compile(
        _ pairID: String, replacing replacements: KeyValuePairs<String, String>, allowsApproximation: Bool = true
    ) throws -> (output: Result<CompiledOutput, CompileError>, xcode: NibGraph) {
        let folder = try TestPaths.corpus("pairs-macos")
        var (pair, options) = try AppKitCompilerConformanceTests.pair(pairID)
        options.allowsApproximation = allowsApproximation
        var source = try String(contentsOf: folder.appendingPathComponent(pair.source), encoding: .utf8)
        for (original, edited) in replacements {
            #expect(source.contains(original), "\(original)")
            source = source.replacingOccurrences(of: original, with: edited)
        }
        let output = Result { () throws(CompileError) in
            try NibCompiler.compile(data: Data(source.utf8), path: "Edited.xib", options: options)
        }
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent(pair.xcode).path).graph
        return (output, xcode)
    }

    /// Our differences from Xcode's nib, by the last key of their path, and the warnings.
    static func differences(_ output: Result<CompiledOutput, CompileError>, from xcode: NibGraph) throws -> (
        found: [NibDifference], warnings: [CompileDiagnostic]
    ) {
        let compiled = try output.get()
        let ours = try CompiledNibReader.decode(try #require(compiled.files.first).contents, path: "Edited.nib").graph
        return (NibGraphComparison.differences(ours, xcode), compiled.diagnostics)
    }

    static func lastKey(_ difference: NibDifference) -> String {
        difference.path.components(separatedBy: ".").last ?? ""
    }

    static func flags(_ difference: NibDifference) throws -> (ours: Int64, xcode: Int64) {
        (try #require(difference.a.flatMap { Int64($0) }), try #require(difference.b.flatMap { Int64($0) }))
    }

    @Test func aPopUpsTagsAreArchivedOnTheControlAndTheCell() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-popup-empty.xib",
            replacing: [#"<popUpButton "#: #"<popUpButton tag="7" "#, #"inset="2" id="4""#: #"inset="2" tag="3" id="4""#])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.map(\.kind) == [.onlyInA, .onlyInA])
        #expect(found.map(Self.lastKey) == ["NSTag", "NSTag"])
        #expect(Set(found.compactMap(\.a)) == ["7", "3"])
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.message.hasPrefix("the tag of a popUpButton") })
    }

    @Test func aMatrixCellsTagIsArchivedAsAButtonCellsIs() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-test-matrix-flags.xib",
            replacing: [#"title="A" imagePosition="left""#: #"title="A" tag="2" imagePosition="left""#])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.map(\.kind) == [.onlyInA])
        #expect(found.map(Self.lastKey) == ["NSTag"])
        #expect(found.first?.a == "2")
        #expect(warnings.map(\.objectID) == ["5"])
    }

    @Test func aSliderRefusingFirstResponderIsArchivedAsAButtonIs() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-test-slider.xib",
            replacing: [
                #"<slider fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s1">"#:
                    #"<slider fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" tag="4" id="s1">"#,
                #"continuous="YES" alignment="left" numberOfTickMarks="3" tickMarkPosition="below""#:
                    #"continuous="YES" refusesFirstResponder="YES" alignment="left" numberOfTickMarks="3" tickMarkPosition="below""#,
            ])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.map(Self.lastKey).sorted() == ["NSCellFlags2", "NSControlRefusesFirstResponder", "NSTag"])
        let refuses = try #require(found.first { Self.lastKey($0) == "NSControlRefusesFirstResponder" })
        #expect((refuses.a, refuses.b) == ("true", "false"))
        let cellFlags = try Self.flags(try #require(found.first { Self.lastKey($0) == "NSCellFlags2" }))
        #expect(cellFlags.ours == cellFlags.xcode | 0x200_0000)
        #expect(found.first { Self.lastKey($0) == "NSTag" }?.a == "4")
        #expect(Set(warnings.map(\.objectID)) == ["s1", "sc1"])
    }

    /// An upright slider with its tick marks on the left: AppKit's above, and vertical.
    @Test func anUprightSliderIsArchivedVertical() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-test-slider.xib",
            replacing: [
                #"<rect key="frame" x="10" y="100" width="200" height="25"/>"#:
                    #"<rect key="frame" x="10" y="100" width="25" height="200"/>"#,
                #"numberOfTickMarks="3" tickMarkPosition="below""#: #"numberOfTickMarks="3" tickMarkPosition="left""#,
            ])
        let (found, warnings) = try Self.differences(output, from: xcode)
        let vertical = try #require(found.first { Self.lastKey($0) == "NSVertical" })
        #expect((vertical.a, vertical.b) == ("true", "false"))
        let position = try #require(found.first { Self.lastKey($0) == "NSTickMarkPosition" })
        #expect((position.a, position.b) == ("1", "0"))
        #expect(warnings.count == 2)
    }

    /// Below the title: the image-and-title bit and the bottom-or-left one, not beside it.
    @Test func anImageBelowTheTitleSetsTheBitsOfItsPosition() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-button-imagehugstitle.xib",
            replacing: [#"borderStyle="border" imageScaling"#: #"borderStyle="border" imagePosition="below" imageScaling"#])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.map(Self.lastKey) == ["NSButtonFlags"])
        let flags = try Self.flags(try #require(found.first))
        #expect(flags.xcode & 0x78_0000 == 0)
        #expect(flags.ours == flags.xcode | 0x18_0000)
        #expect(warnings.map(\.objectID) == ["BTN-bb-bbb"])
    }

    @Test func eachApproximationIsRefusedStrictlyNamingItsElement() throws {
        let edits: [(pairID: String, original: String, edited: String, objectID: String)] = [
            ("ibtool-1c4e662-popup-empty.xib", #"inset="2" id="4""#, #"inset="2" tag="3" id="4""#, "4"),
            ("ibtool-1c4e662-test-slider.xib", #"tickMarkPosition="above""#, #"tickMarkPosition="right""#, "sc2"),
            ("ibtool-1c4e662-button-imagehugstitle.xib", #"imageScaling="#, #"imagePosition="above" imageScaling="#, "BTN-bb-bbb"),
        ]
        for edit in edits {
            let (output, _) = try Self.compile(edit.pairID, replacing: [edit.original: edit.edited], allowsApproximation: false)
            guard case .failure(let refusal) = output else {
                Issue.record("\(edit.edited) compiled without --allow-approximation")
                continue
            }
            #expect(refusal.diagnostics.map(\.objectID) == [edit.objectID], "\(edit.edited)")
        }
    }
}
