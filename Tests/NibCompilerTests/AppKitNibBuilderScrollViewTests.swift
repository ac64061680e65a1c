import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// A scroll view of the app's class around a clip view of the app's class and a widened
/// view-based table, against Xcode 26's nib of viraptor's `test17-scrollhiding` (its second
/// scroll view, which hides its scrollers; the first keeps a vertical scroller the document
/// hides).
@Suite struct AppKitScrollViewTests {
    static let pair = "ibtool-1c4e662-test17-scrollhiding.xib"
    /// The class of the first scroll view, which does not hide its scrollers.
    static let keepingScrollViewClass = "NotHiding"

    static func source() throws -> String {
        let url = try TestPaths.corpus("pairs-macos").appendingPathComponent("\(pair)/source/test17_scrollhiding.xib")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The document without its first scroll view.
    static func secondScrollViewOnly() throws -> String {
        let source = try source()
        let start = try #require(source.range(of: #"<scrollView fixedFrame="YES" autohidesScrollers="NO""#))
        let end = try #require(source.range(of: "</scrollView>", range: start.upperBound..<source.endIndex))
        return String(source[..<start.lowerBound]) + String(source[end.upperBound...])
    }

    /// The values a widened table changes in the scroll view named `className`: its clip view's
    /// class, its flags, and its horizontal scroller's frame, flags, state and knob.
    static func values(_ graph: NibGraph, scrollViewClass className: String) throws -> [String] {
        let scrollView = try #require(graph.objects.first { $0.value(forKey: "NSClassName").flatMap(graph.string) == className })
        let clip = try #require(graph.object(scrollView.value(forKey: AppKitNibKey.contentView))?.object)
        let scroller = try #require(graph.object(scrollView.value(forKey: AppKitNibKey.horizontalScroller))?.object)
        let values = [
            clip.value(forKey: "NSClassName"), clip.value(forKey: "NSOriginalClassName"),
            scrollView.value(forKey: AppKitNibKey.scrollFlags),
            scroller.value(forKey: AppKitNibKey.frame), scroller.value(forKey: AppKitNibKey.viewFlags),
            scroller.value(forKey: AppKitNibKey.enabled), scroller.value(forKey: AppKitNibKey.scrollerKnobProportion),
        ]
        return values.map { value in value.map { graph.string($0) ?? "\($0)" } ?? "none" }
    }

    @Test func aWidenedTableShowsItsHorizontalScrollerInAClipViewOfTheAppsClass() throws {
        let graph = try CompilerTestSupport.compiledMacOSGraph(
            Data(try Self.secondScrollViewOnly().utf8),
            options: CompileOptions(module: "TestModule", colorProfiles: try AppKitTextViewBuilderTests.colorProfiles()))
        let ours = try Self.values(graph, scrollViewClass: "Hiding")
        let xcode = try Self.values(
            CompilerTestSupport.xcodeMacOSGraph("\(Self.pair)/xcode/test17_scrollhiding.nib"), scrollViewClass: "Hiding")
        #expect(ours == xcode)
        // Shown (no hidden bit), 17 high along the bottom, 238 of the table's 258 points shown.
        #expect(Array(ours.suffix(4)) == ["{{1, 117}, {238, 17}}", "integer(256)", "bool(true)", "double(0.9224806201550387)"])
        #expect(ours.prefix(2) == ["actualClipViewHiding", "NSClipView"])
    }

    /// A scroll view that does not hide its scrollers shows the vertical one the document hides,
    /// below the header and down to the bottom border, 17 wide; its clip view keeps its room.
    @Test func aScrollViewThatKeepsItsScrollersShowsTheVerticalOneTheDocumentHides() throws {
        let options = CompileOptions(module: "TestModule", colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let graph = try CompilerTestSupport.compiledMacOSGraph(Data(try Self.source().utf8), options: options)
        let xcode = try CompilerTestSupport.xcodeMacOSGraph("\(Self.pair)/xcode/test17_scrollhiding.nib")
        func vertical(_ graph: NibGraph) throws -> [String] {
            let scrollView = try #require(
                graph.objects.first { $0.value(forKey: "NSClassName").flatMap(graph.string) == Self.keepingScrollViewClass })
            let scroller = try #require(graph.object(scrollView.value(forKey: AppKitNibKey.verticalScroller))?.object)
            let clip = try #require(graph.object(scrollView.value(forKey: AppKitNibKey.contentView))?.object)
            return [
                scroller.value(forKey: AppKitNibKey.frame), scroller.value(forKey: AppKitNibKey.viewFlags),
                clip.value(forKey: AppKitNibKey.frame),
            ]
            .map { value in value.map { graph.string($0) ?? "\($0)" } ?? "none" }
        }
        let ours = try vertical(graph)
        #expect(ours == (try vertical(xcode)))
        #expect(Array(ours.prefix(2)) == ["{{222, 29}, {17, 105}}", "integer(256)"])
    }

    /// A clip view saved not to translate its mask archives no key for it, its scroll view
    /// tiling it anyway: Aerial's `SourcesViewController` outline's, as Xcode 26 wrote it.
    @Test func aClipViewNotTranslatingItsMaskIsXcodes() throws {
        let (output, nibs) = try CompilerTestSupport.compiledBesideXcode(
            pair: "Aerial-29101a6-SourcesViewController.xib", document: "SourcesViewController",
            options: AppKitCollectionViewBuilderTests.aerialOptions())
        #expect(!output.diagnostics.contains { $0.message.contains("clipView") })
        func outlineClipView(_ graph: NibGraph) throws -> [String: NibGraph.Value] {
            let clip = try #require(
                graph.objects.first {
                    $0.className == "NSClipView" && graph.string($0.value(forKey: "NSFrame")) == "{{1, 1}, {779, 406}}"
                })
            return CompilerTestSupport.scalarValues(of: clip)
        }
        let nib = try #require(nibs.first { $0.name == "keyedobjects-110000.nib" })
        #expect(try outlineClipView(nib.ours) == outlineClipView(nib.xcode))
        #expect(try outlineClipView(nib.xcode)["NSDoNotTranslateAutoresizingMask"] == nil)
    }

    /// A 200 × 100 scroll view's hidden scrollers (ids 24 and 25).
    static let hiddenScrollers = """
        <scroller key="horizontalScroller" hidden="YES" horizontal="YES" id="24">
            <rect key="frame" x="-100" y="-100" width="200" height="16"/>
            <autoresizingMask key="autoresizingMask"/>
        </scroller>
        <scroller key="verticalScroller" hidden="YES" horizontal="NO" id="25">
            <rect key="frame" x="-100" y="-100" width="16" height="100"/>
            <autoresizingMask key="autoresizingMask"/>
        </scroller>
        """

    /// A 200 × 100 scroll view (id 20) whose clip view (21), drawing nothing, holds a custom
    /// view (22), beside `scrollers`.
    static func plainScrollView(scrollers: String) -> String {
        """
            <scrollView borderType="none" autohidesScrollers="YES" horizontalLineScroll="10" horizontalPageScroll="10" \
        verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="20">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <clipView key="contentView" drawsBackground="NO" id="21">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <customView id="22"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/></customView>
                    </subviews>
                </clipView>
        \(scrollers)
            </scrollView>
        """
    }

    /// A clip view whose constraints place its document is refused, as no pair shows one; with
    /// `--allow-approximation` it is written with its constraints, as any view holding some.
    @Test func aClipViewThatConstraintsNameIsAnApproximation() throws {
        let view = """
                <customView id="8">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <scrollView borderType="none" autohidesScrollers="YES" horizontalLineScroll="10" \
            horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="20">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <clipView key="contentView" drawsBackground="NO" copiesOnScroll="NO" \
            translatesAutoresizingMaskIntoConstraints="NO" id="21">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                <subviews>
                                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="22">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                    </customView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="22" firstAttribute="leading" secondItem="21" secondAttribute="leading" id="23"/>
                                </constraints>
                            </clipView>
            \(Self.hiddenScrollers)
                        </scrollView>
                    </subviews>
                </customView>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: view)
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.objectID) == ["21"])
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        let clip = try #require(graph.objects.first { $0.className == "NSClipView" })
        let constraints = try #require(graph.object(clip.value(forKey: "NSViewConstraints"))?.object)
        #expect(constraints.className == "NSArray")
        #expect(clip.value(forKey: "NSDoNotTranslateAutoresizingMask") == .bool(true))
    }

    /// A clip view saved with no color that still draws (SameBoy's joypad table), which no pair
    /// shows, is refused; with `--allow-approximation` it keeps the drawing flag and no color.
    @Test func aClipViewDrawingNoColorIsAnApproximation() throws {
        let view = """
                <scrollView borderType="none" autohidesScrollers="YES" horizontalLineScroll="10" horizontalPageScroll="10" \
            verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="20">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <clipView key="contentView" id="21">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <customView id="22"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/></customView>
                        </subviews>
                        <nil key="backgroundColor"/>
                    </clipView>
            \(Self.hiddenScrollers)
                </scrollView>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: view))
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.objectID) == ["21"])
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        let clip = try #require(graph.objects.first { $0.className == "NSClipView" })
        #expect(clip.value(forKey: "NSBGColor") == nil)
        let drawing = try #require(clip.value(forKey: "NScvFlags"))
        #expect(drawing != .integer(0))
    }

    /// A hidden scroller saved without a frame (HandBrake's subtitle tables), which no pair
    /// shows, is refused naming it; with `--allow-approximation` it is written with an empty
    /// frame, its scroll view tiling it when it lays out.
    @Test func aScrollerWithoutAFrameIsAnApproximation() throws {
        let scrollers = Self.hiddenScrollers.replacingOccurrences(
            of: #"<rect key="frame" x="-100" y="-100" width="16" height="100"/>"#, with: "")
        #expect(scrollers != Self.hiddenScrollers)
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.plainScrollView(scrollers: scrollers)))
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.objectID) == ["25"])
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        let scrollerFrames = graph.objects.filter { $0.className == "NSScroller" }.map {
            graph.string($0.value(forKey: "NSFrame") ?? $0.value(forKey: "NSFrameSize"))
        }
        #expect(scrollerFrames.sorted { ($0 ?? "") < ($1 ?? "") } == ["{0, 0}", "{{-100, -100}, {200, 16}}"])
    }

    /// A bordered scroll view collapsed to no height (Colloquy's crash reporter, in a split view),
    /// which no pair shows, is refused naming its clip view; under `--allow-approximation` the
    /// clip view inside the border and beside the vertical scroller (200 - 2 - 17 wide) has no
    /// height, not a negative one.
    @Test func aCollapsedScrollViewsClipViewIsAnApproximation() throws {
        let plain = Self.plainScrollView(scrollers: Self.hiddenScrollers)
        let frame = #"<rect key="frame" x="0.0" y="0.0" width="200" height="100"/>"#
        let firstFrame: Range<String.Index> = try #require(plain.range(of: frame))
        let collapsed = plain.replacingOccurrences(
            of: frame, with: #"<rect key="frame" x="0.0" y="0.0" width="200" height="0.0"/>"#, range: firstFrame
        )
        .replacingOccurrences(of: #"borderType="none" autohidesScrollers="YES""#, with: #"hasHorizontalScroller="NO""#)
        .replacingOccurrences(of: #"<scroller key="verticalScroller" hidden="YES""#, with: #"<scroller key="verticalScroller""#)
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: collapsed))
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.objectID).first == "21")
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        let clip = try #require(graph.objects.first { $0.className == "NSClipView" })
        #expect(graph.string(clip.value(forKey: "NSFrame") ?? clip.value(forKey: "NSFrameSize")) == "{181, 0}")
    }

    /// A control as a scroll view's document (Colloquy's style preview scrolls a web view),
    /// which no pair shows, is refused naming it; approximated, the clip view's document.
    @Test func aControlAsTheDocumentIsAnApproximation() throws {
        let field = """
            <textField id="22"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>\
            <textFieldCell key="cell" title="T" id="23"><font key="font" metaFont="system"/></textFieldCell></textField>
            """
        let plain = Self.plainScrollView(scrollers: Self.hiddenScrollers)
        let custom = #"<customView id="22"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/></customView>"#
        #expect(plain.contains(custom))
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: plain.replacingOccurrences(of: custom, with: field)))
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.objectID) == ["22"])
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        let clip = try #require(graph.objects.first { $0.className == "NSClipView" })
        #expect(graph.object(clip.value(forKey: "NSDocView"))?.object.className == "NSTextField")
    }

    /// A document saved without a frame (Sequel Pro's query favorites), which no pair shows, is
    /// refused; under `--allow-approximation` the scroll view is laid out and the document
    /// written with an empty frame.
    @Test func aDocumentWithoutAFrameIsAnApproximation() throws {
        let frameless = Self.plainScrollView(scrollers: Self.hiddenScrollers).replacingOccurrences(
            of: #"<customView id="22"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/></customView>"#,
            with: #"<customView id="22"/>"#)
        #expect(frameless != Self.plainScrollView(scrollers: Self.hiddenScrollers))
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: frameless))
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(throws: CompileError.self) { try NibCompiler.compile(data: xib, path: "Panel.xib", options: options) }
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        #expect(output.diagnostics.contains { $0.message.hasPrefix("a scroll view's document without a frame") })
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        #expect(graph.objects.contains { $0.className == "NSScrollView" })
    }

    /// A scroll view at the top level (MacPass's inspectors), which no pair shows, is refused;
    /// under `--allow-approximation` it is a top-level object of File's Owner, with no superview.
    @Test func aTopLevelScrollViewIsAnApproximation() throws {
        try AppKitNibBuilderTests.expectTopLevelApproximation(
            CompilerTestSupport.macOSXIB(objects: Self.plainScrollView(scrollers: Self.hiddenScrollers)), "NSScrollView", "scroll view")
    }
}

extension AppKitScrollViewTests {
    /// viraptor's `test-outline-header` with its horizontal scroller shown for good, which no
    /// pair shows under a header: the clip view, the outline and the vertical scroller give the
    /// scroller its 17 points, the scroller is tiled along the bottom, and the scroll view has a
    /// horizontal scroller; the rest is Xcode's nib. Only as an approximation.
    @Test func aHeaderAboveAShownHorizontalScrollerIsAnApproximation() throws {
        let folder = try TestPaths.corpus("pairs-macos").appendingPathComponent("ibtool-1c4e662-test-outline-header.xib")
        let source = try String(contentsOf: folder.appendingPathComponent("source/test_outline_header.xib"), encoding: .utf8)
        let edited = source.replacingOccurrences(of: #"hasHorizontalScroller="NO" "#, with: "")
            .replacingOccurrences(of: #"<scroller key="horizontalScroller" hidden="YES" "#, with: #"<scroller key="horizontalScroller" "#)
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(
            try CompilerTestSupport.refusal(Data(edited.utf8), options: options).diagnostics.map(\.message) == [
                "a table header above a horizontal scroller shown for good, which no pair shows, is written with the clip view giving the scroller its room"
            ])
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: Data(edited.utf8), path: "Edited.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Edited.nib").graph
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent("xcode/test_outline_header.nib").path).graph
        let found = NibGraphComparison.differences(graph, xcode)
        let byPath = Dictionary(found.map { ($0.path.components(separatedBy: " ").last ?? "", $0) }) { first, _ in first }
        #expect(
            byPath.keys.sorted() == [
                "NSClipView.NSBounds", "NSClipView.NSFrame", "NSOutlineView.NSFrameSize", "NSScrollView.NSsFlags", "NSScroller.NSFrame",
                "NSScroller.NSPercent", "NSScroller.NSvFlags",
            ])
        #expect(byPath["NSClipView.NSFrame"]?.a == #""{{1, 1}, {361, 181}}""#)
        #expect(byPath["NSClipView.NSFrame"]?.b == #""{{1, 1}, {361, 198}}""#)
        #expect(byPath["NSOutlineView.NSFrameSize"]?.a == #""{404, 158}""#)
        #expect(byPath["NSOutlineView.NSFrameSize"]?.b == #""{404, 175}""#)
        let flags = try #require(
            byPath["NSScrollView.NSsFlags"].flatMap { difference in
                difference.a.flatMap(Int64.init).flatMap { ours in difference.b.flatMap(Int64.init).map { (ours, $0) } }
            })
        #expect(flags.0 == flags.1 | 0x20)
        #expect(found.filter { $0.path.hasSuffix("NSScroller.NSFrame") }.count == 2)
    }
}
