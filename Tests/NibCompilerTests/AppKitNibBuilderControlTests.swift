import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// A control's identifier as Xcode 26.6 archives Prune's: the view's, and its cell's copy for
/// buttons and text fields; refused on the controls whose cells the pairs do not show with one.
@Suite struct AppKitCellIdentifierBuilderTests {
    static let field = """
        <textField identifier="server" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
            <rect key="frame" x="20" y="20" width="96" height="22"/>
            <textFieldCell key="cell" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="10">
                <font key="font" metaFont="system"/>
            </textFieldCell>
        </textField>
        """

    /// A continuous field sends on periodic events too, as Xcode 26 archived Aerial's margin
    /// fields (`OverlaysViewController`: cell flags `0x80000` more, mask `0x10004`).
    @Test func aContinuousFieldSendsPeriodically() throws {
        let continuous = Self.field.replacingOccurrences(of: #"editable="YES""#, with: #"editable="YES" continuous="YES""#)
        let graph = try CompiledNibReader.decode(
            try NibCompiler.compile(
                data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: continuous)), path: "Panel.xib"
            ).files[0].contents, path: "Panel.nib"
        ).graph
        let field = try #require(graph.objects.first { $0.className == "NSTextField" })
        #expect(field.value(forKey: "NSControlContinuous") == .bool(true))
        #expect(field.value(forKey: "NSControlSendActionMask") == .integer(0x1_0004))
        let cell = try #require(graph.object(field.value(forKey: "NSCell"))?.object)
        guard case .integer(let flags) = cell.value(forKey: "NSCellFlags") else {
            Issue.record("no cell flags")
            return
        }
        #expect(flags & 0x8_0000 != 0)
    }

    @Test func aTextFieldsCellCopiesItsIdentifier() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.field))
        let graph = try CompiledNibReader.decode(try NibCompiler.compile(data: xib, path: "Panel.xib").files[0].contents, path: "Panel.nib")
            .graph
        let field = try #require(graph.objects.first { $0.className == "NSTextField" })
        #expect(graph.string(field.value(forKey: "NSReuseIdentifierKey")) == "server")
        let cell = try #require(graph.object(field.value(forKey: "NSCell"))?.object)
        #expect(graph.string(cell.value(forKey: "NSCellIdentifier")) == "server")
    }

    /// A pop-up's cell copies its identifier as a button's (Aerial's `OverlaysViewController`);
    /// a slider's, which no pair shows with one, is refused, and copied to its cell under
    /// `--allow-approximation`.
    @Test func aPopUpsCellCopiesItsIdentifierAndASlidersIsRefused() throws {
        let popUp = """
            <popUpButton identifier="pick" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                <rect key="frame" x="20" y="20" width="96" height="25"/>
                <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" \
            borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="10">
                    <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                    <font key="font" metaFont="menu"/>
                    <menu key="menu" id="11"/>
                </popUpButtonCell>
            </popUpButton>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: popUp))
        let graph = try CompiledNibReader.decode(try NibCompiler.compile(data: xib, path: "Panel.xib").files[0].contents, path: "Panel.nib")
            .graph
        let cell = try #require(graph.objects.first { $0.className == "NSPopUpButtonCell" })
        #expect(graph.string(cell.value(forKey: "NSCellIdentifier")) == "pick")
        let slider = """
            <slider identifier="level" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                <rect key="frame" x="20" y="20" width="96" height="28"/>
                <sliderCell key="cell" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" \
            sliderType="linear" id="10"/>
            </slider>
            """
        let refused = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: slider))
        #expect(try CompilerTestSupport.refusal(refused).diagnostics.map(\.objectID) == ["9"])
        let approximated = try CompilerTestSupport.compiledMacOSGraph(refused, options: CompileOptions(allowsApproximation: true))
        let sliderCell = try #require(approximated.objects.first { $0.className == "NSSliderCell" })
        #expect(approximated.string(sliderCell.value(forKey: "NSCellIdentifier")) == "level")
    }
}
