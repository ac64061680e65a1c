import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// A text field cell of a custom class: a class swapper naming it before the cell's values, each
/// as Xcode 26 archives the shortcut labels of viraptor's `HSChooserWindow` (refused for its
/// view-based table).
@Suite struct AppKitCustomTextFieldCellTests {
    @Test func aCustomTextFieldCellIsXcodes() throws {
        let label = """
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" id="20">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                            <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" state="on" \
            alignment="left" title="??" id="vsD-8x-PuT" customClass="HSChooserVerticallyCenteringTextFieldCell">
                                <font key="font" metaFont="system" size="25"/>
                                <color key="textColor" name="secondaryLabelColor" catalog="System" colorSpace="catalog"/>
                                <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                            </textFieldCell>
                        </textField>
            """
        let graph = try CompilerTestSupport.compiledMacOSGraph(
            CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: label)),
            options: CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles()))
        let xcode = try CompilerTestSupport.xcodeMacOSGraph("ibtool-1c4e662-HSChooserWindow.xib/xcode/HSChooserWindow.nib")
        func cell(_ graph: NibGraph) throws -> NibGraph.Object {
            try #require(
                graph.objects.first {
                    $0.className == "NSClassSwapper" && graph.string($0.value(forKey: "NSContents")) == "??"
                })
        }
        let (ours, theirs) = (try cell(graph), try cell(xcode))
        #expect(ours.entries.map { $0.key } == theirs.entries.map { $0.key })
        for key in ["NSClassName", "NSOriginalClassName", "NSContents"] {
            #expect(graph.string(ours.value(forKey: key)) == xcode.string(theirs.value(forKey: key)), "\(key)")
        }
        for key in ["NSCellFlags", "NSCellFlags2"] {
            #expect(ours.value(forKey: key) == theirs.value(forKey: key), "\(key)")
        }
    }
}

/// Search fields: a text field's values, no writing tools, and the cell's search and cancel
/// buttons (`searchfield-no-completion`); one with completion is refused, or approximated.
@Suite struct AppKitSearchFieldBuilderTests {
    static func searchField(completion: String) -> String {
        """
                    <searchField verticalHuggingPriority="750" \(completion) id="9">
                        <rect key="frame" x="20" y="20" width="200" height="22"/>
                        <searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" \
        borderStyle="bezel" usesSingleLineMode="YES" bezelStyle="round" id="10">
                            <font key="font" metaFont="system"/>
                        </searchFieldCell>
                    </searchField>
        """
    }

    @Test func aSearchFieldHasSearchAndCancelButtons() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: Self.searchField(completion: #"textCompletion="NO""#)))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let field = try #require(graph.objects.first { $0.className == "NSSearchField" })
        #expect(field.value(forKey: "NSAllowsWritingTools") == .bool(false))
        let cell = try #require(graph.objects.first { $0.className == "NSSearchFieldCell" })
        let search = try #require(graph.object(cell.value(forKey: "NSSearchButtonCell"))?.object)
        let cancel = try #require(graph.object(cell.value(forKey: "NSCancelButtonCell"))?.object)
        #expect(graph.string(search.value(forKey: "NSAction")) == "_searchFieldSearch:")
        #expect(graph.string(cancel.value(forKey: "NSAction")) == "_searchFieldCancel:")
        #expect(cell.value(forKey: "NSSearchFieldFlags") == .data(Data([6, 0, 0, 0])))

        let completing = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.searchField(completion: "")))
        #expect(try CompilerTestSupport.refusal(completing).diagnostics.map(\.objectID) == ["9"])
    }

    /// A search field with completion, and a text field without, are approximations: the cell
    /// says whether completion is off as the known search field's does.
    @Test func completionNoPairShowsIsAnApproximation() throws {
        var options = CompileOptions()
        options.allowsApproximation = true
        func completionDisabled(_ field: String, cellClass: String) throws -> NibGraph.Value? {
            let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: field))
            let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
            #expect(output.diagnostics.map(\.objectID) == ["9"])
            let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
            let cell = try #require(graph.objects.first { $0.className == cellClass })
            return cell.value(forKey: "NSAutomaticTextCompletionDisabled")
        }
        #expect(try completionDisabled(Self.searchField(completion: ""), cellClass: "NSSearchFieldCell") == .bool(false))
        let field = """
                    <textField textCompletion="NO" id="9"><rect key="frame" x="20" y="20" width="200" height="22"/>\
            <textFieldCell key="cell" title="Name" id="10"><font key="font" metaFont="system"/></textFieldCell></textField>
            """
        #expect(try completionDisabled(field, cellClass: "NSTextFieldCell") == .bool(true))
    }

    /// A rounded text field: the round bezel style in its cell, as a search field's, and every
    /// other value of the cell as Xcode 26 wrote Aerial's font field (`OverlaysViewController`);
    /// for an Xcode no pair shows it for, an approximation.
    @Test func aRoundedTextFieldIsXcodes() throws {
        let (output, nibs) = try CompilerTestSupport.compiledBesideXcode(
            pair: "Aerial-29101a6-OverlaysViewController.xib", document: "OverlaysViewController",
            options: AppKitCollectionViewBuilderTests.aerialOptions())
        #expect(!output.diagnostics.contains { $0.message.contains("rounded text field") })
        func roundedCells(_ graph: NibGraph) -> [[String: NibGraph.Value]] {
            graph.objects.filter { $0.className == "NSTextFieldCell" && $0.value(forKey: "NSTextBezelStyle") == .integer(1) }
                .map(CompilerTestSupport.scalarValues)
        }
        #expect(nibs.count == 2)
        for nib in nibs {
            #expect(roundedCells(nib.xcode).count == 1)
            #expect(roundedCells(nib.ours) == roundedCells(nib.xcode))
        }
        let rounded = """
                    <textField id="9"><rect key="frame" x="20" y="20" width="200" height="22"/>\
            <textFieldCell key="cell" title="Name" bezelStyle="round" id="10"><font key="font" metaFont="system"/></textFieldCell></textField>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: rounded))
        let asXcode14 = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("14.3.1"))
        #expect(try CompilerTestSupport.refusal(xib, options: asXcode14).diagnostics.map(\.objectID) == ["9"])
    }
}
