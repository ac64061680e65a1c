import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Tab views with and without tabs, and their items.
@Suite struct AppKitTabViewBuilderTests {
    /// A tab view without tabs, border or background (viraptor's `tabview-notabsnoborder`); its
    /// items, which no pair shows, as a tab view with tabs writes them (Interface Builder 3's
    /// archives of AppKit show them so), without a key view loop where its views nest, an
    /// approximation; a background without tabs (IINA's about window) as the type and the
    /// background each say.
    @Test func aTabViewWithoutTabsAndItsItems() throws {
        func window(_ tabView: String) -> Data {
            CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: tabView))
        }
        let bare =
            #"<tabView drawsBackground="NO" type="noTabsNoBorder" id="9"><rect key="frame" x="0" y="0" width="200" height="100"/><font key="font" metaFont="system"/></tabView>"#
        let output = try NibCompiler.compile(data: window(bare), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        #expect(graph.objects.filter { $0.className == "NSTabView" }.count == 1)
        let withItems = bare.replacingOccurrences(
            of: "<font",
            with:
                #"<tabViewItems><tabViewItem label="A" identifier="a" id="10"><view key="view" id="11"><rect key="frame" x="0" y="0" width="200" height="100"/><subviews><customView id="12"><rect key="frame" x="0" y="0" width="50" height="50"/><subviews><customView id="13"><rect key="frame" x="0" y="0" width="10" height="10"/></customView></subviews></customView><customView id="14"><rect key="frame" x="60" y="0" width="50" height="50"/></customView></subviews></view></tabViewItem></tabViewItems><font"#
        )
        var approximating = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(
            try CompilerTestSupport.refusal(window(withItems), options: approximating).diagnostics.map(\.message) == [
                "the key view loop of this tab view item, which no pair shows, is written without one"
            ])
        approximating.allowsApproximation = true
        let itemsOutput = try NibCompiler.compile(data: window(withItems), path: "Panel.xib", options: approximating)
        let itemsGraph = try CompiledNibReader.decode(itemsOutput.files[0].contents, path: "Panel.nib").graph
        let tabView = try #require(itemsGraph.objects.first { $0.className == "NSTabView" })
        #expect(itemsGraph.members(tabView.value(forKey: "NSTabViewItems")).count == 1)
        #expect(tabView.value(forKey: "NSSelectedTabViewItem") != nil)
        #expect(itemsGraph.objects.allSatisfy { $0.value(forKey: "NSNextKeyView") == nil })
        // Without tabs but drawing a background: the type's flags and the background's key.
        let background = bare.replacingOccurrences(of: #"drawsBackground="NO" "#, with: "")
        let drawn = try NibCompiler.compile(data: window(background), path: "Panel.xib")
        #expect(drawn.diagnostics.isEmpty)
        let drawnView = try #require(
            try CompiledNibReader.decode(drawn.files[0].contents, path: "Panel.nib").graph.objects.first { $0.className == "NSTabView" })
        #expect(drawnView.value(forKey: "NSDrawsBackground") == .bool(true))
        #expect(drawnView.value(forKey: "NSTvFlags") == .integer(6))
        // An item's outlet (Tunnelblick's settings pane names its first responder) is an outlet
        // connector from the item, as any object's.
        let withOutlet = withItems.replacingOccurrences(
            of: "</view></tabViewItem>",
            with: #"</view><connections><outlet property="initialFirstResponder" destination="14" id="o1"/></connections></tabViewItem>"#)
        let outletGraph = try CompilerTestSupport.compiledMacOSGraph(window(withOutlet), options: approximating)
        let outlet = try #require(outletGraph.objects.first { outletGraph.string($0.value(forKey: "NSLabel")) == "initialFirstResponder" })
        #expect(outletGraph.object(outlet.value(forKey: "NSSource"))?.object.className == "NSTabViewItem")
    }
}
