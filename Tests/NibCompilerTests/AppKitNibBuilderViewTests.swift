import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Views PDFKit and AppKit archive with keys of their own: PDF views and color wells.
@Suite struct AppKitPDFViewAndColorWellBuilderTests {
    @Test func aPDFViewWithNoFlagsArchivesNone() throws {
        let pdfView = """
                    <pdfView autoresizesSubviews="NO" displaysPageBreaks="NO" autoScales="YES" id="9">
                        <rect key="frame" x="0" y="0" width="500" height="400"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </pdfView>
            """
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: pdfView)), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let view = try #require(graph.objects.first { $0.className == "PDFView" })
        #expect(view.value(forKey: "NSvFlags") == nil)
        #expect(view.value(forKey: "PageBreaks") == .bool(false))
        #expect(view.value(forKey: "AutoScale") == .bool(true))
        #expect(view.value(forKey: "MaxScaleFactor") == .float(20))
        // Any view that does not autoresize its subviews clears the same bit (IINA's, iTerm2's
        // and MacPass's custom views, iTerm2's text fields, Colloquy's buttons).
        let cell = #"<textFieldCell key="cell" title="T" id="10"><font key="font" metaFont="system"/></textFieldCell>"#
        let buttonCell = """
            <buttonCell key="cell" type="push" title="B" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="10">
                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" metaFont="system"/>
            </buttonCell>
            """
        for (element, contents, className) in [
            ("customView", "", "NSCustomView"), ("textField", cell, "NSTextField"), ("button", buttonCell, "NSButton"),
        ] {
            let view = """
                        <\(element) autoresizesSubviews="NO" id="9">
                            <rect key="frame" x="0" y="0" width="100" height="40"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                            \(contents)
                        </\(element)>
                """
            func flags(_ source: String) throws -> NibGraph.Value? {
                var options = CompileOptions()
                options.allowsApproximation = true
                let compiled = try NibCompiler.compile(
                    data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: source)), path: "Panel.xib",
                    options: options)
                let graph = try CompiledNibReader.decode(compiled.files[0].contents, path: "Panel.nib").graph
                return graph.objects.first { $0.className == className }?.value(forKey: "NSvFlags")
            }
            #expect(try flags(view) == .integer(2), "\(element)")
            #expect(try flags(view.replacingOccurrences(of: #" autoresizesSubviews="NO""#, with: "")) == .integer(0x102), "\(element)")
        }
        let folder = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: pdfView)), path: "Panel.xib",
            options: CompileOptions(minimumDeploymentTarget: "10.12"))
        #expect(folder.files.count == 2)
    }

    /// A date picker's elements are `NSDatePickerElementFlags` (viraptor's `datepicker`: hour and
    /// minute, 12; Aerial's year to second, 238).
    @Test func aDatePickerArchivesItsDateAndElements() throws {
        let datePicker = """
                    <datePicker id="9"><rect key="frame" x="20" y="20" width="86" height="28"/>\
            <datePickerCell key="cell" borderStyle="bezel" alignment="left" id="10"><font key="font" metaFont="system"/>\
            <date key="date" timeIntervalSinceReferenceDate="678949666.5"/>\
            <datePickerElements key="datePickerElements" year="YES" month="YES" day="YES" hour="YES" minute="YES" second="YES"/>\
            </datePickerCell></datePicker>
            """
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: datePicker)), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cell = try #require(graph.objects.first { $0.className == "NSDatePickerCell" })
        #expect(cell.value(forKey: "NSDatePickerElements") == .integer(238))
        #expect(graph.object(cell.value(forKey: "NSContents"))?.object.value(forKey: "NS.time") == .double(678_949_666.5))
        let noDate = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: datePicker.replacingOccurrences(of: "date key", with: "nil key")))
        #expect(try CompilerTestSupport.refusal(noDate).diagnostics.map(\.objectID).contains("10"))
    }

    @Test func aColorWellHasNoCellAndItsColor() throws {
        let colorWell = """
                    <colorWell id="9"><rect key="frame" x="0" y="0" width="44" height="28"/>\
            <color key="color" red="0.5" green="0.25" blue="1" alpha="1" colorSpace="calibratedRGB"/></colorWell>
            """
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: colorWell)), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let well = try #require(graph.objects.first { $0.className == "NSColorWell" })
        #expect(well.value(forKey: "NSCell") == nil)
        #expect(well.value(forKey: "NSControlWritingDirection") == .integer(0))
        #expect(graph.object(well.value(forKey: "NSColor"))?.object.className == "NSColor")
        #expect(graph.members(well.value(forKey: "NSDragTypes")).compactMap { graph.string($0) } == ["NSColor pasteboard type"])
    }

    /// A device RGB color (HandBrake's HUD background), which no pair shows, is refused naming
    /// it; under `--allow-approximation` it is the calibrated color's archive in AppKit's device
    /// RGB space, 2, as a device white is a calibrated white's in space 4.
    @Test func aDeviceRGBColorIsAnApproximation() throws {
        func xib(_ space: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(
                    holding: """
                        <colorWell id="9"><rect key="frame" x="0" y="0" width="44" height="28"/>\
                        <color key="color" red="0.5" green="0.25" blue="1" alpha="0.0" colorSpace="\(space)" id="c9"/></colorWell>
                        """))
        }
        let refusal = try CompilerTestSupport.refusal(xib("deviceRGB"))
        #expect(
            refusal.diagnostics.map(\.message) == [
                "attribute id of a color is not known to the macOS compiler yet",
                "a device RGB color, which no pair shows, is archived as a calibrated one in AppKit's device RGB space (2), as device white is",
            ])
        func color(_ space: String) throws -> [String: NibGraph.Value] {
            let graph = try CompilerTestSupport.compiledMacOSGraph(xib(space), options: CompileOptions(allowsApproximation: true))
            let well = try #require(graph.objects.first { $0.className == "NSColorWell" })
            return try CompilerTestSupport.scalarValues(of: #require(graph.object(well.value(forKey: "NSColor"))?.object))
        }
        var device = try color("deviceRGB")
        #expect(device.removeValue(forKey: "NSColorSpace") == .integer(2))
        var calibrated = try color("calibratedRGB")
        #expect(calibrated.removeValue(forKey: "NSColorSpace") == .integer(1))
        #expect(device == calibrated)
        #expect(device["NSRGB"] == .data(Data("0.5 0.25 1 0\0".utf8)))
    }
}

/// Split views: a class swapper for a custom class, panes that clip (`test-splitview-swapper`).
@Suite struct AppKitSplitViewBuilderTests {
    static func splitView(holding priority: String) -> String {
        """
                    <splitView vertical="YES" id="3" customClass="MySplitView">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <customView id="4"><rect key="frame" x="0.0" y="0.0" width="95" height="100"/></customView>
                            <customView id="5"><rect key="frame" x="104" y="0.0" width="96" height="100"/></customView>
                        </subviews>
                        <holdingPriorities><real value="\(priority)"/><real value="250"/></holdingPriorities>
                    </splitView>
        """
    }

    @Test func panesClipAndACustomClassSwaps() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.splitView(holding: "250")))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12"))
        let graph = try CompiledNibReader.decode(output.files[1].contents, path: "Panel.nib").graph
        let swapper = try #require(graph.objects.first { $0.className == "NSClassSwapper" })
        #expect(graph.string(swapper.value(forKey: "NSOriginalClassName")) == "NSSplitView")
        #expect(swapper.value(forKey: "NSIsVertical") == .bool(true))
        let panes = graph.objects.filter { $0.className == "NSCustomView" }
        #expect(panes.map { $0.value(forKey: "NSViewClipsToBoundsKeyName") } == [.bool(true), .bool(true)])

        // Other holding priorities are measured only where the split view arranges its panes
        // itself (Aerial's `CustomVideos`, `AppKitPathControlBuilderTests`).
        let held = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.splitView(holding: "260")))
        #expect(
            try CompilerTestSupport.refusal(held).diagnostics.map(\.message) == [
                "a split view's holding priorities, arranging all its panes, which no pair shows, are archived as Aerial's `CustomVideos` are"
            ])
        let approximated = try NibCompiler.compile(
            data: held, path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12", allowsApproximation: true))
        let heldGraph = try CompiledNibReader.decode(approximated.files[1].contents, path: "Panel.nib").graph
        let heldSwapper = try #require(heldGraph.objects.first { $0.className == "NSClassSwapper" })
        // The first pane's index and its priority.
        #expect(heldGraph.members(heldSwapper.value(forKey: "NSHoldingPriorities")).count == 2)
    }

    /// No focus ring on a split view and on its plain panes (Sequel Ace's) leaves no trace, as
    /// on the pairs' tables: the nib is the one without it.
    @Test func noFocusRingLeavesNoTrace() throws {
        func compiled(_ source: String) throws -> [CompiledFile] {
            let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: source))
            return try NibCompiler.compile(data: xib, path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12")).files
        }
        let plain = Self.splitView(holding: "250")
        let noRing = plain.replacingOccurrences(of: "<splitView ", with: #"<splitView focusRingType="none" "#)
            .replacingOccurrences(of: #"<customView id="4">"#, with: #"<customView focusRingType="none" id="4">"#)
        #expect(noRing != plain)
        #expect(try compiled(noRing) == compiled(plain))
    }

    /// Thin dividers and an autosave name, an empty one too, which no pair shows, archived as
    /// Interface Builder 3's archives of AppKit show them: `NSDividerStyle` 2, `NSAutosaveName`.
    @Test func aThinDividerAndAnAutosaveName() throws {
        func splitView(_ attributes: String) throws -> (graph: NibGraph, object: NibGraph.Object) {
            let source = Self.splitView(holding: "250").replacingOccurrences(of: #"<splitView "#, with: "<splitView \(attributes) ")
            let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: source))
            let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12"))
            #expect(output.diagnostics.isEmpty)
            let graph = try CompiledNibReader.decode(output.files[1].contents, path: "Panel.nib").graph
            return (graph, try #require(graph.objects.first { $0.className == "NSClassSwapper" }))
        }
        let named = try splitView(#"dividerStyle="thin" autosaveName="Panes""#)
        #expect(named.object.value(forKey: "NSDividerStyle") == .integer(2))
        #expect(named.graph.string(named.object.value(forKey: "NSAutosaveName")) == "Panes")
        let unnamed = try splitView(#"autosaveName="""#)
        #expect(unnamed.object.value(forKey: "NSDividerStyle") == nil)
        #expect(unnamed.graph.string(unnamed.object.value(forKey: "NSAutosaveName")) == "")
    }

    /// A pane that is no view (HexFiend's diff and iTerm2's triggers panes are scroll views),
    /// which no pair shows, is refused naming the split view; under `--allow-approximation` it
    /// is archived as a view pane is, clipping to its bounds.
    @Test func aPaneOtherThanAViewIsAnApproximation() throws {
        let pane = #"<customView id="5"><rect key="frame" x="104" y="0.0" width="96" height="100"/></customView>"#
        let scrollPane = """
            <scrollView borderType="none" autohidesScrollers="YES" horizontalLineScroll="10" horizontalPageScroll="10" \
            verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="5">
                <rect key="frame" x="104" y="0.0" width="96" height="100"/>
                <clipView key="contentView" drawsBackground="NO" copiesOnScroll="NO" id="6">
                    <rect key="frame" x="0.0" y="0.0" width="96" height="100"/>
                    <subviews><view id="9"><rect key="frame" x="0.0" y="0.0" width="96" height="100"/></view></subviews>
                </clipView>
                <scroller key="horizontalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="YES" id="7">
                    <rect key="frame" x="-100" y="-100" width="96" height="16"/>
                </scroller>
                <scroller key="verticalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="NO" id="8">
                    <rect key="frame" x="-100" y="-100" width="16" height="100"/>
                </scroller>
            </scrollView>
            """
        let source = Self.splitView(holding: "250").replacingOccurrences(of: pane, with: scrollPane)
        #expect(source.contains("<scrollView"))
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: source))
        var options = CompileOptions(minimumDeploymentTarget: "10.12", colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.objectID) == ["3"])
        options.allowsApproximation = true
        let graph = try CompiledNibReader.decode(
            try NibCompiler.compile(data: xib, path: "Panel.xib", options: options).files[1].contents, path: "Panel.nib"
        ).graph
        let scrollView = try #require(graph.objects.first { $0.className == "NSScrollView" })
        #expect(scrollView.value(forKey: "NSViewClipsToBoundsKeyName") == .bool(true))
        let swapper = try #require(graph.objects.first { $0.className == "NSClassSwapper" })
        #expect(graph.members(swapper.value(forKey: "NSSubviews")).count == 2)
    }
}
