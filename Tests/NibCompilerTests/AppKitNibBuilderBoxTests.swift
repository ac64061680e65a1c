import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Boxes the macOS compiler refuses.
@Suite struct AppKitBoxBuilderTests {
    @Test func aSeparatorWithATitleIsRefused() throws {
        let separator = """
                    <box fixedFrame="YES" boxType="separator" title="Shown?" id="10"><rect key="frame" x="0" y="0" width="100" height="5"/></box>
            """
        let refusal = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: separator)))
        #expect(refusal.diagnostics.map(\.objectID) == ["10"])
    }

    /// No focus ring on a box (Sequel Ace's query favorites), which no pair shows: as on any
    /// view (`viewFocusRingTypes`), it leaves no trace.
    @Test func noFocusRingOfABoxLeavesNoTrace() throws {
        func compiled(_ attributes: String) throws -> [Data] {
            let options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
            return try NibCompiler.compile(data: Self.titledBox(attributes), path: "Panel.xib", options: options).files.map(\.contents)
        }
        #expect(try compiled(#"focusRingType="none" "#) == compiled(""))
    }

    /// A titled primary box in a window, saying `attributes` too.
    static func titledBox(_ attributes: String) -> Data {
        CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                    <box fixedFrame="YES" \(attributes)title="Entries" id="10">
                        <rect key="frame" x="0" y="0" width="200" height="100"/>
                        <view key="contentView" id="11">
                            <rect key="frame" x="3" y="3" width="194" height="82"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </box>
                    """))
    }

    /// An untitled primary box is refused naming it, and under `--allow-approximation` its
    /// content view takes the whole box, as the title's 12 points are not there to take.
    @Test func anUntitledPrimaryBoxIsAnApproximation() throws {
        let box = """
                    <box fixedFrame="YES" title="Box" titlePosition="noTitle" id="10">
                        <rect key="frame" x="0" y="0" width="200" height="100"/>
                        <view key="contentView" id="11">
                            <rect key="frame" x="3" y="3" width="194" height="94"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </box>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: box))
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.objectID) == ["10"])
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let boxObject = try #require(graph.objects.first { $0.className == "NSBox" })
        #expect(boxObject.value(forKey: "NSTitlePosition") == .integer(0))
        let content = try #require(graph.object(boxObject.value(forKey: "NSContentView"))?.object)
        #expect(graph.string(content.value(forKey: "NSFrameSize")) == "{200, 100}")
        // With a line border, the border it names.
        let lined = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: box.replacingOccurrences(of: #"titlePosition="noTitle""#, with: #"borderType="line" titlePosition="noTitle""#)))
        let linedOutput = try NibCompiler.compile(data: lined, path: "Panel.xib", options: options)
        let linedGraph = try CompiledNibReader.decode(linedOutput.files[0].contents, path: "Panel.nib").graph
        #expect(linedGraph.objects.first { $0.className == "NSBox" }?.value(forKey: "NSBorderType") == .integer(1))
        // Transparent (Tunnelblick's preference groups), AppKit's transparency set.
        let transparent = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: box.replacingOccurrences(of: #"titlePosition="noTitle""#, with: #"titlePosition="noTitle" transparent="YES""#)))
        #expect(
            try CompilerTestSupport.refusal(transparent, options: CompileOptions(colorProfiles: options.colorProfiles)).diagnostics
                .map(\.message).first == "a transparent primary box, which no pair shows, is archived with AppKit's NSTransparent set")
        let transparentGraph = try CompilerTestSupport.compiledMacOSGraph(transparent, options: options)
        #expect(transparentGraph.objects.first { $0.className == "NSBox" }?.value(forKey: "NSTransparent") == .bool(true))
        #expect(graph.objects.first { $0.className == "NSBox" }?.value(forKey: "NSTransparent") == .bool(false))
    }

    /// A box without a content view (IINA's hairline under its title bar), which no pair shows,
    /// is refused naming it; under `--allow-approximation` it holds no view.
    @Test func aBoxWithoutAContentViewIsAnApproximation() throws {
        let box = """
            <box boxType="custom" borderType="line" borderWidth="0.0" titlePosition="noTitle" fixedFrame="YES" id="10">
                <rect key="frame" x="0" y="0" width="200" height="1"/>
            </box>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: box))
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(
            try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.message).contains(
                "a box without a content view, which no pair shows, is written without one"))
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        let boxObject = try #require(graph.objects.first { $0.className == "NSBox" })
        #expect(boxObject.value(forKey: "NSContentView") == nil)
        #expect(graph.members(boxObject.value(forKey: "NSSubviews")).isEmpty)
    }

    /// A titled primary box with a line border (MacPass's preference groups), which no pair
    /// shows, is refused naming it; under `--allow-approximation` it is the titled box's archive
    /// with the line's border type, its content view sized as the titled box's.
    @Test func aTitledBoxWithALineIsAnApproximation() throws {
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(
            try CompilerTestSupport.refusal(Self.titledBox(#"borderType="line" "#), options: options).diagnostics.map(\.objectID) == ["10"])
        options.allowsApproximation = true
        func values(_ xib: Data) throws -> [String: NibGraph.Value] {
            let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
            return try CompilerTestSupport.scalarValues(of: #require(graph.objects.first { $0.className == "NSBox" }))
        }
        var lined = try values(Self.titledBox(#"borderType="line" "#))
        var grooved = try values(Self.titledBox(""))
        #expect(lined.removeValue(forKey: "NSBorderType") == .integer(1))
        #expect(grooved.removeValue(forKey: "NSBorderType") == .integer(3))
        #expect(lined == grooved)
    }
}
