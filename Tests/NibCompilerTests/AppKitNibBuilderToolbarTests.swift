import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Toolbars of AppKit's spaces, archived as the window's view class (`toolbar-default-refs`).
@Suite struct AppKitToolbarBuilderTests {
    static func window(items: String) -> String {
        """
                <window title="W" id="7">
                    <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
                    <view key="contentView" id="8"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/></view>
                    <toolbar key="toolbar" implicitIdentifier="TB1" displayMode="iconAndLabel" sizeMode="regular" id="9">
                        <allowedToolbarItems>\(items)</allowedToolbarItems>
                        <defaultToolbarItems><toolbarItem reference="10"/></defaultToolbarItems>
                    </toolbar>
                </window>
        """
    }

    @Test func aToolbarIsTheWindowsViewClass() throws {
        let items =
            #"<toolbarItem implicitItemIdentifier="NSToolbarFlexibleSpaceItem" id="10"/><toolbarItem implicitItemIdentifier="NSToolbarSpaceItem" id="11"/>"#
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: Self.window(items: items)), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let template = try #require(graph.objects.first { $0.className == "NSWindowTemplate" })
        let toolbar = try #require(graph.object(template.value(forKey: "NSViewClass"))?.object)
        #expect(toolbar.className == "NSToolbar")
        #expect(template.value(forKey: "NSMaxSize") == nil)
        #expect(
            graph.members(toolbar.value(forKey: "NSToolbarIBAllowedItems")).compactMap { graph.object($0)?.object.className } == [
                "NSToolbarFlexibleSpaceItem", "NSToolbarSpaceItem",
            ])
        #expect(graph.members(toolbar.value(forKey: "NSToolbarIBDefaultItems")).count == 1)
        #expect(graph.members(toolbar.value(forKey: "NSToolbarIBIdentifiedItems")).count == 4)

        let custom = #"<toolbarItem implicitItemIdentifier="5A" label="Go" id="10"/>"#
        let refusal = try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: Self.window(items: custom)))
        // An approximation, and what --allow-approximation would still refuse: its sizes.
        #expect(refusal.diagnostics.map(\.objectID) == ["10", "10"])
        #expect(refusal.diagnostics.last?.message.hasPrefix("even with --allow-approximation, a toolbar item without") == true)
        let twice =
            #"<toolbarItem implicitItemIdentifier="NSToolbarSpaceItem" id="10"/><toolbarItem implicitItemIdentifier="NSToolbarSpaceItem" id="11"/>"#
        #expect(
            try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: Self.window(items: twice))).diagnostics.map(
                \.objectID) == ["11"])
        let notAllowed = #"<toolbarItem implicitItemIdentifier="NSToolbarSpaceItem" id="11"/>"#
        #expect(
            try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: Self.window(items: notAllowed))).diagnostics.map(
                \.message) == [
                    "a default toolbar item 10 that is not allowed is not known to the macOS compiler yet"
                ])
    }

    /// Rectangle's log viewer: AppKit's colors, fonts and print items in a toolbar users cannot
    /// customize, which no pair shows. Refused; with `--allow-approximation` items of their
    /// identifiers, labels and actions, and the toolbar's customization off.
    @Test func panelItemsAndAFixedToolbarAreApproximations() throws {
        let items = """
            <toolbarItem implicitItemIdentifier="NSToolbarShowColorsItem" id="10"/>\
            <toolbarItem implicitItemIdentifier="NSToolbarShowFontsItem" id="11"/>\
            <toolbarItem implicitItemIdentifier="NSToolbarPrintItem" id="12"/>
            """
        let window = Self.window(items: items).replacingOccurrences(
            of: #"implicitIdentifier="TB1""#, with: #"implicitIdentifier="TB1" allowsUserCustomization="NO""#)
        let xib = CompilerTestSupport.macOSXIB(objects: window)
        let refusal = try CompilerTestSupport.refusal(xib)
        #expect(refusal.diagnostics.map(\.objectID) == ["9", "10", "11", "12"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let found = graph.objects.filter { $0.className == "NSToolbarItem" }
        #expect(found.map { graph.string($0.value(forKey: "NSToolbarItemLabel")) } == ["Colors", "Fonts", "Print"])
        #expect(
            found.map { graph.string($0.value(forKey: "NSToolbarItemAction")) } == [
                "orderFrontColorPanel:", "orderFrontFontPanel:", "printDocument:",
            ])
        let toolbar = try #require(graph.objects.first { $0.className == "NSToolbar" })
        #expect(toolbar.value(forKey: "NSToolbarAllowsUserCustomization") == .bool(false))
    }

    /// SameBoy's preferences and debugger toolbars: an image item sending its action, selectable,
    /// and a pop-up sized by the item's own sizes. No pair shows them: refused, and with
    /// `--allow-approximation` written with AppKit's keys, the action a control connector from
    /// the item.
    @Test func imageItemsAndItemsOfTheirOwnSizesAreApproximations() throws {
        let items = """
            <toolbarItem implicitItemIdentifier="4E86" label="Video" paletteLabel="Video" tag="1" image="NSFolder" \
            autovalidates="NO" selectable="YES" id="10">
                <size key="minSize" width="22" height="22"/><size key="maxSize" width="22" height="22"/>
                <connections><action selector="switchTab:" target="-2" id="a1"/></connections>
            </toolbarItem>
            <toolbarItem implicitItemIdentifier="4F6A" label="Space" paletteLabel="Space" id="11">
                <nil key="toolTip"/>
                <size key="minSize" width="160" height="25"/><size key="maxSize" width="160" height="25"/>
                <popUpButton key="view" verticalHuggingPriority="750" id="12">
                    <rect key="frame" x="0.0" y="14" width="160" height="25"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <popUpButtonCell key="cell" type="push" title="ROM" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" \
            state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" selectedItem="14" id="13">
                        <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                        <font key="font" metaFont="message"/>
                        <menu key="menu" id="15"><items><menuItem title="ROM" state="on" id="14"/></items></menu>
                    </popUpButtonCell>
                </popUpButton>
            </toolbarItem>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: Self.window(items: items))
        let refusal = try CompilerTestSupport.refusal(xib)
        #expect(refusal.diagnostics.map(\.objectID) == ["10", "11"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let found = graph.objects.filter { $0.className == "NSToolbarItem" }
        #expect(found.map { graph.string($0.value(forKey: "NSToolbarItemLabel")) } == ["Video", "Space"])
        #expect(found.map { $0.value(forKey: "NSToolbarItemTag") } == [.integer(1), .integer(0)])
        #expect(found.map { $0.value(forKey: "NSToolbarItemAutovalidates") } == [.bool(false), .bool(true)])
        #expect(found.map { graph.string($0.value(forKey: "NSToolbarItemMaxSize")) } == ["{22, 22}", "{160, 25}"])
        #expect(found.map { $0.value(forKey: "NSToolbarItemIgnoreMinMaxSizes") } == [.bool(false), .bool(false)])
        #expect(graph.object(found[0].value(forKey: "NSToolbarItemImage"))?.object.className == "NSCustomResource")
        let popUp = try #require(graph.object(found[1].value(forKey: "NSToolbarItemView"))?.object)
        #expect(popUp.className == "NSPopUpButton")
        #expect(popUp.value(forKey: "NSNextResponder") == .null)
        let toolbar = try #require(graph.objects.first { $0.className == "NSToolbar" })
        let selectable = graph.members(toolbar.value(forKey: "NSToolbarIBSelectableItems")).compactMap { graph.object($0)?.object }
        #expect(selectable == [found[0]])
        let connector = try #require(graph.objects.first { $0.className == "NSNibControlConnector" })
        #expect(graph.object(connector.value(forKey: "NSSource"))?.object == found[0])
        let keyed = try NibCompiler.compile(
            data: xib, path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12", allowsApproximation: true))
        #expect(!keyed.files.isEmpty)
    }

    /// A search item (iTerm2's Claude Code cockpit), which no pair shows: an item of AppKit's
    /// search item class holding its search field, sized by it, with its visibility priority;
    /// refused strictly.
    @Test func aSearchToolbarItemIsAnApproximation() throws {
        let items = """
            <searchToolbarItem implicitItemIdentifier="6B4C" label="Search" paletteLabel="Search" bordered="YES" \
            visibilityPriority="1001" id="10"><nil key="toolTip"/>\
            <searchField key="view" verticalHuggingPriority="750" id="12"><rect key="frame" x="0.0" y="0.0" width="94" height="24"/>\
            <autoresizingMask key="autoresizingMask"/><searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" \
            selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" usesSingleLineMode="YES" \
            bezelStyle="round" id="13"><font key="font" metaFont="system"/>\
            <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>\
            <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>\
            </searchFieldCell></searchField></searchToolbarItem>
            """
        let window = Self.window(items: items).replacingOccurrences(
            of: #"<toolbarItem reference="10"/>"#, with: #"<searchToolbarItem reference="10"/>"#)
        let xib = CompilerTestSupport.macOSXIB(objects: window)
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(
            try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.objectID).first == "10")
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        let item = try #require(graph.objects.first { $0.className == "NSSearchToolbarItem" })
        #expect(graph.object(item.value(forKey: "NSToolbarItemView"))?.object.className == "NSSearchField")
        #expect(item.value(forKey: "NSToolbarItemVisibilityPriority") == .integer(1001))
        #expect(graph.string(item.value(forKey: "NSToolbarItemMinSize")) == "{94, 24}")
        let toolbar = try #require(graph.objects.first { $0.className == "NSToolbar" })
        #expect(
            graph.members(toolbar.value(forKey: "NSToolbarIBDefaultItems")).compactMap { graph.object($0)?.object.className } == [
                "NSSearchToolbarItem"
            ])
    }

    /// iTerm2's settings window: image items sized automatically, a toolbar naming File's
    /// Owner its delegate and a window named for accessibility. The image item is one as any
    /// (an approximation), the delegate an outlet connector from the toolbar, and the window's
    /// identifier, which no pair shows, an accessibility connector to the window.
    @Test func iTermsSettingsToolbarAndWindowAreApproximations() throws {
        let items = """
            <toolbarItem implicitItemIdentifier="45D9" label="General" paletteLabel="General" tag="-1" image="NSFolder" \
            sizingBehavior="auto" selectable="YES" id="10"><nil key="toolTip"/></toolbarItem>
            """
        let window = Self.window(items: items)
            .replacingOccurrences(
                of: "</defaultToolbarItems>",
                with: #"</defaultToolbarItems><connections><outlet property="delegate" destination="-2" id="o1"/></connections>"#
            )
            .replacingOccurrences(of: "</toolbar>", with: #"</toolbar><accessibility identifier="settingsPanel"/>"#)
        let xib = CompilerTestSupport.macOSXIB(objects: window)
        let refusal = try CompilerTestSupport.refusal(xib)
        #expect(
            refusal.diagnostics.map(\.message).contains(
                "accessibility of a window, which no pair shows, is connected to the window as a view's is to its view"))
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let item = try #require(graph.objects.first { $0.className == "NSToolbarItem" })
        #expect(graph.object(item.value(forKey: "NSToolbarItemImage"))?.object.className == "NSCustomResource")
        let delegate = try #require(graph.objects.first { graph.string($0.value(forKey: "NSLabel")) == "delegate" })
        #expect(graph.object(delegate.value(forKey: "NSSource"))?.object.className == "NSToolbar")
        let accessibility = try #require(graph.objects.first { $0.className == "NSNibAXAttributeConnector" })
        #expect(graph.object(accessibility.value(forKey: "AXDestinationArchiveKey"))?.object.className == "NSWindowTemplate")
    }
}
