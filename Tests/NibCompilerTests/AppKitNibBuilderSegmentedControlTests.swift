import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Segmented controls as Xcode 26 writes Prune's (its conformance test compares the archive):
/// labels by index, localizable in Base.lproj; what no pair shows is refused naming it, or
/// approximated with AppKit's keys.
@Suite struct AppKitSegmentedControlBuilderTests {
    static func control(
        cell: String = #"borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne""#, segments: String,
        resources: String = ""
    ) -> Data {
        CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                    <segmentedControl fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                        <rect key="frame" x="20" y="20" width="160" height="24"/>
                        <segmentedCell key="cell" \(cell) id="10">
                            <font key="font" metaFont="system"/>
                            <segments>\(segments)</segments>
                        </segmentedCell>
                    </segmentedControl>
                    """),
            resources: resources)
    }

    /// A segment showing a symbol (CotEditor's print panel alignments, iTerm2's settings), which
    /// no pair shows: refused naming the cell, and under `--allow-approximation` its image by
    /// name in the system catalog, as an image view's symbol is.
    @Test func aSymbolSegmentIsAnApproximation() throws {
        let xib = Self.control(
            segments: #"<segment image="arrow.backward.to.line" catalog="system" selected="YES"/>"#,
            resources: #"<image name="arrow.backward.to.line" catalog="system" width="15" height="12"/>"#)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["10"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let cell = try #require(graph.objects.first { $0.className == "NSSegmentedCell" })
        let item = try #require(graph.members(cell.value(forKey: "NSSegmentImages")).first.flatMap { graph.object($0)?.object })
        let image = try #require(graph.object(item.value(forKey: "NSSegmentItemImage"))?.object)
        #expect(graph.string(image.value(forKey: "NSResourceName")) == "arrow.backward.to.line")
        #expect(graph.string(image.value(forKey: "NSCatalogName")) == "system")
    }

    static let twoSegments = #"<segment label="One"/><segment label="Two" selected="YES"/>"#

    @Test func segmentsKeepTheirLabelsAndTheSelection() throws {
        let output = try NibCompiler.compile(data: Self.control(segments: Self.twoSegments), path: "/p/Base.lproj/Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cell = try #require(graph.objects.first { $0.className == "NSSegmentedCell" })
        #expect(cell.value(forKey: "NSSelectedSegment") == .integer(1))
        let items = graph.members(cell.value(forKey: "NSSegmentImages")).compactMap { graph.object($0)?.object }
        #expect(items.map { graph.string($0.value(forKey: "NSSegmentItemLabel")) } == ["One", "Two"])
        #expect(items.map { $0.value(forKey: "NSSegmentItemSelected") } == [nil, .bool(true)])
        let label = try #require(graph.object(items[1].value(forKey: "NSSegmentItemLabel"))?.object)
        #expect(graph.string(label.value(forKey: "NSKey")) == "10.ibShadowedLabels[1]")
        let control = try #require(graph.objects.first { $0.className == "NSSegmentedControl" })
        #expect(graph.members(control.value(forKey: "NSSubviews")).isEmpty && control.value(forKey: "NSSubviews") != nil)
    }

    /// A segmented control's identifier (MacPass's find banner), which no pair shows, is refused
    /// naming the control; under `--allow-approximation` its cell archives it too, as a text
    /// field's does.
    @Test func anIdentifierIsAnApproximation() throws {
        let source = String(decoding: Self.control(segments: Self.twoSegments), as: UTF8.self).replacingOccurrences(
            of: #"<segmentedControl fixedFrame="YES""#, with: #"<segmentedControl identifier="mode" fixedFrame="YES""#)
        let xib = Data(source.utf8)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["9"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let cell = try #require(graph.objects.first { $0.className == "NSSegmentedCell" })
        let control = try #require(graph.objects.first { $0.className == "NSSegmentedControl" })
        #expect(graph.string(cell.value(forKey: "NSCellIdentifier")) == "mode")
        #expect(graph.string(control.value(forKey: "NSReuseIdentifierKey")) == "mode")
    }

    /// A segmented cell's own action (a find banner's), which no pair shows, is refused; under
    /// `--allow-approximation` a control connector from the cell.
    @Test func aCellsOwnActionIsAnApproximation() throws {
        let source = String(decoding: Self.control(segments: Self.twoSegments), as: UTF8.self).replacingOccurrences(
            of: "</segments>", with: #"</segments><connections><action selector="find:" target="-2" id="a1"/></connections>"#)
        let xib = Data(source.utf8)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.contains { $0.message.hasPrefix("a cell's own connections") })
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let connector = try #require(graph.objects.first { $0.className == "NSNibControlConnector" })
        #expect(graph.object(connector.value(forKey: "NSSource"))?.object.className == "NSSegmentedCell")
    }

    /// A small segmented cell that is on, of the automatic style (approximated): the small
    /// cells' bit of `NSCellFlags2`, the state bit of `NSCellFlags` and no `NSSegmentStyle`, as
    /// Interface Builder 3's archives of AppKit show them.
    @Test func aSmallOnCellOfTheAutomaticStyle() throws {
        func cell(_ attributes: String) throws -> NibGraph.Object {
            let xib = Self.control(cell: attributes, segments: Self.twoSegments)
            let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
            return try #require(graph.objects.first { $0.className == "NSSegmentedCell" })
        }
        let plain = try cell(#"borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne""#)
        let small = try cell(#"borderStyle="border" alignment="left" style="automatic" controlSize="small" state="on""#)
        #expect(plain.value(forKey: "NSCellFlags2") == .integer(0))
        #expect(small.value(forKey: "NSCellFlags2") == .integer(0x2_0000))
        guard case .integer(let flags) = small.value(forKey: "NSCellFlags"),
            case .integer(let plainFlags) = plain.value(forKey: "NSCellFlags")
        else { throw CocoaError(.coderValueNotFound) }
        #expect(flags == plainFlags | Int64(Int32.min))
        #expect(plain.value(forKey: "NSSegmentStyle") == .integer(1))
        #expect(small.value(forKey: "NSSegmentStyle") == nil)
    }

    /// Other styles, tracking modes and segments with widths, tags or images are refused
    /// naming the cell, and written with AppKit's keys under `--allow-approximation`; a rounded
    /// control selecting no segment is refused either way.
    @Test func otherStylesAndSegmentsAreApproximations() throws {
        let cases: [Data] = [
            Self.control(cell: #"style="texturedSquare" trackingMode="selectOne""#, segments: Self.twoSegments),
            Self.control(cell: #"style="rounded" trackingMode="momentary""#, segments: Self.twoSegments),
            Self.control(segments: #"<segment label="One" width="40" selected="YES"/>"#),
            Self.control(segments: #"<segment image="NSAddTemplate" selected="YES"/>"#),
        ]
        for xib in cases {
            #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["10"])
        }
        let noneSelected = Self.control(segments: #"<segment label="One"/><segment label="Two"/>"#)
        var options = CompileOptions()
        options.allowsApproximation = true
        let refusal = try #require(throws: CompileError.self) {
            try NibCompiler.compile(data: noneSelected, path: "Panel.xib", options: options)
        }
        #expect(refusal.diagnostics.map(\.objectID) == ["10"])

        let momentary = Self.control(
            cell: #"borderStyle="border" alignment="left" style="roundRect" trackingMode="momentary""#,
            segments: #"<segment image="NSAddTemplate" width="32" tag="7"/><segment label="Off" enabled="NO" imageScaling="none"/>"#)
        let output = try NibCompiler.compile(data: momentary, path: "Panel.xib", options: options)
        #expect(output.diagnostics.map(\.objectID) == ["10"])
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cell = try #require(graph.objects.first { $0.className == "NSSegmentedCell" })
        #expect(cell.value(forKey: "NSSegmentStyle") == .integer(3))
        #expect(cell.value(forKey: "NSTrackingMode") == .integer(2))
        #expect(cell.value(forKey: "NSSelectedSegment") == nil)
        let items = graph.members(cell.value(forKey: "NSSegmentImages")).compactMap { graph.object($0)?.object }
        #expect(items.map { $0.value(forKey: "NSSegmentItemTag") } == [.integer(7), nil])
        #expect(items.map { $0.value(forKey: "NSSegmentItemWidth") } == [.double(32), nil])
        #expect(items.map { $0.value(forKey: "NSSegmentItemDisabled") } == [nil, .bool(true)])
        #expect(items.map { $0.value(forKey: "NSSegmentItemImageScaling") } == [.integer(0), .integer(2)])
        let image = try #require(graph.object(items[0].value(forKey: "NSSegmentItemImage"))?.object)
        #expect(graph.string(image.value(forKey: "NSResourceName")) == "NSAddTemplate")

        // Tooltips (SameBoy's `GBS`), localizable by index as the labels are.
        let tips = Self.control(
            cell: #"borderStyle="border" alignment="left" style="texturedRounded" trackingMode="momentary""#,
            segments: #"<segment toolTip="Previous Track" image="NSAddTemplate"/><segment image="NSAddTemplate" tag="1"/>"#)
        let tipsOutput = try NibCompiler.compile(data: tips, path: "/p/Base.lproj/Panel.xib", options: options)
        let tipsGraph = try CompiledNibReader.decode(tipsOutput.files[0].contents, path: "Panel.nib").graph
        let tipsCell = try #require(tipsGraph.objects.first { $0.className == "NSSegmentedCell" })
        let tipItems = tipsGraph.members(tipsCell.value(forKey: "NSSegmentImages")).compactMap { tipsGraph.object($0)?.object }
        #expect(tipItems.map { tipsGraph.string($0.value(forKey: "NSSegmentItemTooltip")) } == ["Previous Track", nil])
        let tip = try #require(tipsGraph.object(tipItems[0].value(forKey: "NSSegmentItemTooltip"))?.object)
        #expect(tipsGraph.string(tip.value(forKey: "NSKey")) == "10.ibShadowedToolTips[0]")

        // A segment saved with a nil label (IINA's disclosure segment) is one without a label.
        let nilLabel = Self.control(
            cell: #"borderStyle="border" alignment="left" style="rounded" trackingMode="momentary""#,
            segments: #"<segment label="Load"/><segment image="NSAddTemplate" tag="1"><nil key="label"/></segment>"#)
        #expect(try CompilerTestSupport.refusal(nilLabel).diagnostics.map(\.objectID) == ["10"])
        let nilLabelGraph = try CompilerTestSupport.compiledMacOSGraph(nilLabel, options: options)
        let nilLabelCell = try #require(nilLabelGraph.objects.first { $0.className == "NSSegmentedCell" })
        let nilLabelItems = nilLabelGraph.members(nilLabelCell.value(forKey: "NSSegmentImages")).compactMap {
            nilLabelGraph.object($0)?.object
        }
        #expect(nilLabelItems.map { $0.value(forKey: "NSSegmentItemLabel") == nil } == [false, true])

        let older = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("14.3"))
        #expect(
            try CompilerTestSupport.refusal(Self.control(segments: Self.twoSegments), options: older).diagnostics.map(\.objectID) == ["9"])
    }
}
