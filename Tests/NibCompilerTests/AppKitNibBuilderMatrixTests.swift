import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Matrices of radio buttons as Xcode 26 writes viraptor's `test-matrix-flags` (its pair is
/// graph-identical): the prototype and the cells are objects of the document; other modes and
/// check box cells are approximations, other cells refused naming the element.
@Suite struct AppKitMatrixBuilderTests {
    static func matrix(attributes: String = "", cellType: String = "radio") -> Data {
        CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                    <matrix verticalHuggingPriority="750" \(attributes) id="3">
                        <rect key="frame" x="20" y="20" width="100" height="40"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <size key="cellSize" width="100" height="18"/>
                        <size key="intercellSpacing" width="4" height="2"/>
                        <buttonCell key="prototype" type="radio" title="Radio" imagePosition="left" alignment="left" inset="2" id="4">
                            <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                        <cells><column>
                            <buttonCell type="\(cellType)" title="A" imagePosition="left" alignment="left" inset="2" id="5">
                                <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </column></cells>
                    </matrix>
                    """))
    }

    @Test func aRadioMatrixListsItsPrototypeThenItsCells() throws {
        let graph = try CompiledNibReader.decode(
            try NibCompiler.compile(data: Self.matrix(), path: "Panel.xib").files[0].contents, path: "Panel.nib"
        )
        .graph
        let matrix = try #require(graph.objects.first { $0.className == "NSMatrix" })
        #expect(matrix.value(forKey: "NSNumRows") == .integer(1) && matrix.value(forKey: "NSNumCols") == .integer(1))
        #expect(matrix.value(forKey: "NSMatrixFlags") == .integer(0x5480_0000))
        #expect(graph.members(matrix.value(forKey: "NSCells")).count == 1)
        let noEmpty = try CompiledNibReader.decode(
            try NibCompiler.compile(data: Self.matrix(attributes: #"allowsEmptySelection="NO""#), path: "Panel.xib").files[0].contents,
            path: "Panel.nib"
        ).graph
        #expect(noEmpty.objects.first { $0.className == "NSMatrix" }?.value(forKey: "NSMatrixFlags") == .integer(0x4480_0000))
    }

    /// A matrix's binding (MacVim's preferences bind the selected tag) is a binding connector
    /// from the matrix, as any control's.
    @Test func aMatrixsBindingIsConnectedFromTheMatrix() throws {
        let source = String(decoding: Self.matrix(), as: UTF8.self).replacingOccurrences(
            of: "</matrix>",
            with: #"<connections><binding destination="-2" name="selectedTag" keyPath="mode" id="b1"/></connections></matrix>"#)
        let graph = try CompilerTestSupport.compiledMacOSGraph(Data(source.utf8))
        let binding = try #require(graph.objects.first { $0.className == AppKitNibClass.bindingConnector })
        #expect(graph.object(binding.value(forKey: "NSSource"))?.object.className == "NSMatrix")
        #expect(graph.string(binding.value(forKey: "NSBinding")) == "selectedTag")
    }

    /// Another mode is an approximation, flagged as AppKit's readers of `NSMatrixFlags` agree:
    /// highlight `0x80000000`, list `0x20000000`, track none, in the radio flag's place; a matrix
    /// not sizing its cells loses `0x00800000`.
    @Test(arguments: [("highlight", Int64(-0x6B80_0000)), ("list", 0x3480_0000), ("track", 0x1480_0000)])
    func anotherModeIsAnApproximation(mode: String, flags: Int64) throws {
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            Self.matrix(attributes: #"mode="\#(mode)""#),
            refusedWith: ["a matrix in \(mode) mode, which no pair shows, is written with AppKit's flag for the mode"])
        #expect(graph.objects.first { $0.className == "NSMatrix" }?.value(forKey: "NSMatrixFlags") == .integer(flags))
        let fixedCells = try CompilerTestSupport.approximatedMacOSGraph(
            Self.matrix(attributes: #"autosizesCells="NO""#),
            refusedWith: ["a matrix not sizing its cells to itself, which no pair shows, is written without AppKit's flag for it"])
        #expect(fixedCells.objects.first { $0.className == "NSMatrix" }?.value(forKey: "NSMatrixFlags") == .integer(0x5400_0000))
    }

    /// Text cells (Quicksilver's numbered rows, a tag on each) are an approximation: text field
    /// cells as a table column's, without a control view, each tag last as a button cell's.
    @Test func textCellsAreAnApproximation() throws {
        let source = String(decoding: Self.matrix(), as: UTF8.self)
        let prototype = try #require(source.range(of: #"<buttonCell key="prototype""#))
        let end = try #require(source.range(of: "</cells>"))
        let textCells = source.replacingCharacters(
            in: prototype.lowerBound..<end.upperBound,
            with: """
                <textFieldCell key="prototype" alignment="left" tag="-1" title="1" id="4"><font key="font" metaFont="label"/></textFieldCell>
                <cells><column>
                    <textFieldCell alignment="center" tag="2" title="2" id="5"><font key="font" metaFont="label"/></textFieldCell>
                </column></cells>
                """)
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            Data(textCells.utf8),
            refusedWith: [
                "a matrix of text cells, which no pair shows, is written with text field cells as a table column's, without a control view",
                "a text cell's tag, which no pair shows, is archived last as a button cell's is (NSTag)",
                "a text cell's tag, which no pair shows, is archived last as a button cell's is (NSTag)",
            ])
        let matrix = try #require(graph.objects.first { $0.className == "NSMatrix" })
        let cell = try #require(graph.object(graph.members(matrix.value(forKey: "NSCells")).first)?.object)
        #expect(cell.className == "NSTextFieldCell")
        #expect(cell.value(forKey: "NSControlView") == nil)
        #expect(cell.entries.last == NibGraph.Entry(key: "NSTag", value: .integer(2)))
        #expect(graph.object(matrix.value(forKey: "NSProtoCell"))?.object.className == "NSTextFieldCell")
    }

    /// Check box cells (Colloquy's room inspector) are an approximation: written as the radio
    /// cells, with a check box's type and image; a small, disabled cell saving a bezel has them in
    /// its flags and bezel as a button's cell. Other cells stay refused, naming the matrix.
    @Test func checkBoxCellsAreAnApproximation() throws {
        let checkBoxes = String(decoding: Self.matrix(cellType: "check"), as: UTF8.self).replacingOccurrences(
            of: #"title="A""#, with: #"title="A" bezelStyle="regularSquare" controlSize="small" enabled="NO""#)
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            Data(checkBoxes.utf8),
            refusedWith: [
                "a matrix's check box cells, which no pair shows, are written as its radio cells are, with a check box's type and image",
                "a matrix's cells saving a control size, a bezel or being disabled, which no pair shows, are written with them as a button cell's",
            ])
        let matrix = try #require(graph.objects.first { $0.className == "NSMatrix" })
        let cell = try #require(graph.object(graph.members(matrix.value(forKey: "NSCells")).first)?.object)
        // AppKit's NSButtonType: switch 3, radio 4.
        #expect(cell.value(forKey: "NSAuxButtonType") == .integer(3))
        #expect(cell.value(forKey: "NSCellFlags") == .integer(0x2400_0000))
        #expect(cell.value(forKey: "NSCellFlags2") == .integer(0x2_0000))
        #expect(cell.value(forKey: "NSBezelStyle") == .integer(2))
        let radio = try #require(graph.object(matrix.value(forKey: "NSProtoCell"))?.object)
        #expect(radio.value(forKey: "NSAuxButtonType") == .integer(4))
        let textCells = String(decoding: Self.matrix(), as: UTF8.self).replacingOccurrences(
            of: #"<buttonCell type="radio""#, with: #"<buttonCell type="push""#)
        #expect(try CompilerTestSupport.refusal(Data(textCells.utf8)).diagnostics.map(\.objectID) == ["3"])
    }
}
