import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Tables laid out again by ibtool: one wider than its clip view, and the line a table's scroll
/// view scrolls by, each checked against Xcode 26's nib of viraptor's `sv-nohs-wide-col` (a
/// 1,200-point column in an 800-point clip view).
@Suite struct AppKitTableViewTests {
    static let pair = "ibtool-1c4e662-sv-nohs-wide-col.xib"

    static func source() throws -> String {
        let url = try TestPaths.corpus("pairs-macos").appendingPathComponent("\(pair)/source/sv_nohs_wide_col.xib")
        return try String(contentsOf: url, encoding: .utf8)
    }

    static func compiled(_ source: String) throws -> NibGraph {
        try CompilerTestSupport.compiledMacOSGraph(
            Data(source.utf8), options: CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles()))
    }

    static func xcode() throws -> NibGraph {
        try CompilerTestSupport.xcodeMacOSGraph("\(pair)/xcode/sv_nohs_wide_col.nib")
    }

    /// The values the widening changes: the table's size and flags, the scroll view's flags and
    /// scroll amounts, its horizontal scroller's state.
    static func widenedValues(_ graph: NibGraph) throws -> [NibGraph.Value?] {
        let table = try #require(graph.objects.first { $0.className == AppKitNibClass.tableView })
        let scrollView = try #require(graph.objects.first { $0.className == AppKitNibClass.scrollView })
        let scroller = try #require(graph.object(scrollView.value(forKey: AppKitNibKey.horizontalScroller))?.object)
        return [
            table.value(forKey: AppKitNibKey.frameSize), table.value(forKey: AppKitNibKey.tvFlags),
            scrollView.value(forKey: AppKitNibKey.scrollFlags), scrollView.value(forKey: AppKitNibKey.scrollAmounts),
            scroller.value(forKey: AppKitNibKey.enabled),
        ]
    }

    @Test func aTableItsClipViewCannotShowIsWidenedAsXcodeDoes() throws {
        let graph = try Self.compiled(try Self.source())
        let values = try Self.widenedValues(graph)
        #expect(values == (try Self.widenedValues(Self.xcode())))
        // 1,200 and the inset style's 32 points; scrolling sideways, with the scroller enabled.
        let table = try #require(graph.objects.first { $0.className == AppKitNibClass.tableView })
        #expect(graph.string(table.value(forKey: AppKitNibKey.frameSize)) == "{1232, 247}")
        #expect(values.last == .bool(true))
    }

    @Test func aTableScrollsByARowAndItsSpacingWhateverTheDocumentSays() throws {
        let source = try Self.source()
            .replacingOccurrences(of: #"<scrollView "#, with: #"<scrollView verticalLineScroll="10" horizontalLineScroll="10" "#)
            .replacingOccurrences(of: #"rowSizeStyle="automatic""#, with: #"rowHeight="20""#)
        let graph = try Self.compiled(source)
        let scrollView = try #require(graph.objects.first { $0.className == AppKitNibClass.scrollView })
        // Vertical page, horizontal page, vertical line, horizontal line: big-endian floats.
        let amounts: [Float] = [10, 10, 22, 22]
        #expect(
            scrollView.value(forKey: AppKitNibKey.scrollAmounts)
                == .data(Data(amounts.flatMap { withUnsafeBytes(of: $0.bitPattern.bigEndian, Array.init) })))
    }

    /// `source` compiled under `--allow-approximation` after checking that it is refused
    /// without, with a warning beginning with `warning`.
    static func approximated(_ source: String, warning: String) throws -> CompiledOutput {
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(throws: CompileError.self) { try NibCompiler.compile(data: Data(source.utf8), path: "Table.xib", options: options) }
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: Data(source.utf8), path: "Table.xib", options: options)
        #expect(output.diagnostics.contains { $0.message.hasPrefix(warning) })
        return output
    }

    /// That `source`, an approximation warning with `warning`, compiles to the bytes `equivalent`
    /// compiles to strictly.
    static func expectApproximation(_ source: String, warning: String, writes equivalent: String) throws {
        let approximated = try Self.approximated(source, warning: warning)
        let plain = try NibCompiler.compile(
            data: Data(equivalent.utf8), path: "Table.xib",
            options: CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles()))
        #expect(approximated.files.map(\.contents) == plain.files.map(\.contents))
    }

    /// Sequel Pro's source lists save a table sizable in width with a flexible top: refused, and
    /// under `--allow-approximation` the nib of the sizable table the pair shows, since tables
    /// archive the same flags whatever their mask.
    @Test func aTablesOtherMaskIsAnApproximationOfTheSizableOne() throws {
        let source = try Self.source()
        let tableFrame = try #require(source.range(of: #"width="800" height="247"/>"#))
        let mask = try #require(source.range(of: #"heightSizable="YES""#, range: tableFrame.upperBound..<source.endIndex))
        let other = source.replacingCharacters(in: mask, with: #"flexibleMinY="YES""#)
        try Self.expectApproximation(other, warning: "a table's autoresizing mask other than none or sizable", writes: source)
    }

    /// HockeySDK-Mac's feedback list saves no frame for its table: refused, and under
    /// `--allow-approximation` the nib of the table saving its clip view's size.
    @Test func aTableSavingNoFrameIsAsLargeAsItsClipView() throws {
        let source = try Self.source()
        let tableFrame = #"<rect key="frame" x="0" y="0" width="800" height="247"/>"#
        #expect(source.contains(tableFrame))
        let frameless = source.replacingOccurrences(of: tableFrame, with: "")
        let clipSized = source.replacingOccurrences(of: tableFrame, with: #"<rect key="frame" x="0.0" y="0.0" width="800" height="249"/>"#)
        try Self.expectApproximation(frameless, warning: "a tableView saved without a frame", writes: clipSized)
    }

    /// Vienna's article list saves no columns, which its code adds: refused, and under
    /// `--allow-approximation` a table with an empty column list.
    @Test func aTableWithoutColumnsIsAnApproximation() throws {
        let source = try Self.source()
        let start = try #require(source.range(of: "<tableColumns>"))
        let end = try #require(source.range(of: "</tableColumns>"))
        let columnless = source.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
        let output = try Self.approximated(columnless, warning: "a table without columns")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Table.nib").graph
        let table = try #require(graph.objects.first { $0.className == "NSTableView" })
        #expect(graph.members(table.value(forKey: "NSTableColumns")).isEmpty)
        #expect(!graph.objects.contains { $0.className == "NSTableColumn" })
        // Nothing widens it: the table keeps its saved width, where the pair's column widens it.
        #expect(try Self.values(graph, "NSTableView", [], ["NSFrameSize"]) == ["{800, 247}"])
    }

    /// OpenEmu's core lists save no minimum width: refused, and under `--allow-approximation`
    /// archived with NSTableColumn's own minimum, 10, the rest as the pair's column.
    @Test func aColumnSavingNoMinimumWidthIsAnApproximation() throws {
        let source = try Self.source().replacingOccurrences(of: #"width="1200" minWidth="40" "#, with: #"width="1200" "#)
        #expect(!source.contains(#"minWidth="40""#))
        let output = try Self.approximated(source, warning: "a table column saving no minimum width")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Table.nib").graph
        let column = try #require(graph.objects.first { $0.className == "NSTableColumn" })
        #expect(column.value(forKey: "NSMinWidth") == .double(10))
    }

    /// The first object of `className` in `graph` reached through `path` (keys from it), and the
    /// values of `keys` there, strings (frames) by their text.
    static func values(_ graph: NibGraph, _ className: String, _ path: [String], _ keys: [String]) throws -> [String] {
        guard var object = graph.objects.first(where: { $0.className == className }) else { return ["no \(className)"] }
        for key in path {
            // A table without a header has no header view: the same in both graphs.
            guard let next = graph.object(object.value(forKey: key))?.object else { return ["no \(key)"] }
            object = next
        }
        return keys.map { key in object.value(forKey: key).map { graph.string($0) ?? "\($0)" } ?? "none" }
    }

    static let laidOutAgain: [(className: String, path: [String], keys: [String])] = [
        (AppKitNibClass.tableView, [], [AppKitNibKey.frameSize, AppKitNibKey.tvFlags]),
        (AppKitNibClass.tableView, [AppKitNibKey.tableHeaderView], [AppKitNibKey.frameSize]),
        (AppKitNibClass.tableView, [AppKitNibKey.tableCornerView], [AppKitNibKey.frame, AppKitNibKey.frameSize, AppKitNibKey.viewFlags]),
        (AppKitNibClass.tableColumn, [], [AppKitNibKey.columnWidth, AppKitNibKey.columnResizingMask, AppKitNibKey.columnIsResizeable]),
        (AppKitNibClass.buttonCell, [], [AppKitNibKey.cellFlags, AppKitNibKey.cellFlags2]),
        (AppKitNibClass.scrollView, [], [AppKitNibKey.scrollFlags, AppKitNibKey.scrollAmounts]),
        (AppKitNibClass.scrollView, [AppKitNibKey.contentView], [AppKitNibKey.frame, AppKitNibKey.bounds]),
        (AppKitNibClass.scrollView, [AppKitNibKey.headerClipView], [AppKitNibKey.frame]),
        (AppKitNibClass.scrollView, [AppKitNibKey.verticalScroller], [AppKitNibKey.frame, AppKitNibKey.viewFlags]),
        (AppKitNibClass.scrollView, [AppKitNibKey.horizontalScroller], [AppKitNibKey.viewFlags, AppKitNibKey.enabled]),
    ]

    /// Tables ibtool lays out again, each against Xcode 26's nib: widened under a header beside a
    /// vertical scroller shown for good, the corner view tiled above it (`test-table-header-first-col`,
    /// 507 in 461), widened without a header, its corner view beside the scroller and the scroller
    /// tiled at 17 points (`test-table-no-header`), columns without a mask, and a table snapped to
    /// its clip view, its header as wide and its unneeded horizontal scroller hidden (`sv-hs-visible`);
    /// an outline beside a small scroller, its outline column resized, a check box column allowing
    /// the mixed state, the flag of a table allowing no column resizing (`test-outline-small-sv`);
    /// a table of the full-width style, its last column giving up 9 points where its saved
    /// columns overflow it (`test-table-vignettes`).
    @Test(
        arguments: zip(
            ["test-table-header-first-col", "test-table-no-header", "sv-hs-visible", "test-outline-small-sv", "test-table-vignettes"],
            ["test_table_header_first_col", "test_table_no_header", "sv_hs_visible", "test_outline_small_sv", "test_table_vignettes"]))
    func aTableLaidOutAgainIsArchivedAsXcodeDoes(pair: String, file: String) throws {
        let folder = "ibtool-1c4e662-\(pair).xib"
        let source = try TestPaths.corpus("pairs-macos").appendingPathComponent("\(folder)/source/\(file).xib")
        let graph = try Self.compiled(try String(contentsOf: source, encoding: .utf8))
        let xcode = try CompilerTestSupport.xcodeMacOSGraph("\(folder)/xcode/\(file).nib")
        for place in Self.laidOutAgain {
            #expect(
                try Self.values(graph, place.className, place.path, place.keys)
                    == (try Self.values(xcode, place.className, place.path, place.keys)), "\(place.className) \(place.path)")
        }
    }

    @Test func aTableBesideAnOlderSystemsVariantIsNotWidened() throws {
        // Only Xcode 26's pairs (Aerial's) show such a table wider than its clip view: Sparkle's,
        // of Xcode 12.4 to 14.3.1, are as wide as theirs.
        let options = CompileOptions(
            minimumDeploymentTarget: "10.13", xcodeVersion: CompileOptions.XcodeVersion("14.3.1"),
            colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let refusal = try CompilerTestSupport.refusal(Data(try Self.source().utf8), options: options)
        #expect(
            refusal.diagnostics.map(\.message) == [
                "a table that its columns or its clip view do not fill as the pairs show: its columns keep their saved widths"
            ])
    }

    /// A row of `values` for each table of `graph`, sorted.
    static func tableRows(_ graph: NibGraph, _ values: (NibGraph.Object) -> [String]) -> [[String]] {
        graph.objects.filter { $0.value(forKey: AppKitNibKey.tableColumns) != nil }.map(values)
            .sorted { $0.joined(separator: " ") < $1.joined(separator: " ") }
    }

    /// Each table's width and its columns' in `graph`.
    static func tableWidths(_ graph: NibGraph) -> [[String]] {
        tableRows(graph) { table in
            let columns = graph.members(table.value(forKey: AppKitNibKey.tableColumns)).map { column in
                graph.object(column)?.object.value(forKey: AppKitNibKey.columnWidth).map { "\($0)" } ?? "none"
            }
            return [graph.string(table.value(forKey: AppKitNibKey.frameSize)) ?? "no size"] + columns
        }
    }

    /// Each table's flags and outline indentation, and its corner view's superview and flags, in `graph`.
    static func tableTraits(_ graph: NibGraph) -> [[String]] {
        tableRows(graph) { table in
            let corner = graph.object(table.value(forKey: AppKitNibKey.tableCornerView))?.object
            return [
                table.value(forKey: AppKitNibKey.tvFlags), table.value(forKey: AppKitNibKey.outlineIndentationPerLevel),
                corner?.value(forKey: AppKitNibKey.viewFlags),
            ].map { $0.map { "\($0)" } ?? "none" } + [corner?.value(forKey: AppKitNibKey.superview) == nil ? "in no view" : "in a view"]
        }
    }

    /// Beside its macOS 11 variant, which keeps the saved widths, a table for older systems takes
    /// its clip view's width and its resizable columns share what it gains or loses, against
    /// Xcode 26's nibs of Aerial's documents in both variants: `CustomVideos` (saved 907 wide in
    /// 856, its 98 and 794 → 77 and 773; its outline filled), the info source list of
    /// `OverlaysViewController` (9 free, all to the column beside its fixed grip column) and
    /// `SourcesViewController` (15 short, from its one resizable column; its macOS 11 variant's
    /// outline takes the full-width style, 789 wide beside a clip view of 779 where the document
    /// saves 790). Such a table's corner view is in no view and shown whatever
    /// the scrollers; one saved wider than its clip view has both tables' flags in its macOS 11
    /// variant; an outline archives no indentation where it is its style's default
    /// (`CustomVideos`'s 16 in the plain style, `SourcesViewController`'s 13 in macOS 11's).
    @Test(arguments: ["CustomVideos", "OverlaysViewController", "SourcesViewController"])
    func aTableBesideItsVariantIsArchivedAsXcodeDoes(document: String) throws {
        let (output, nibs) = try CompilerTestSupport.compiledBesideXcode(
            pair: "Aerial-29101a6-\(document).xib", document: document, options: AppKitCollectionViewBuilderTests.aerialOptions())
        #expect(!output.diagnostics.contains { $0.message.hasPrefix("a table that its columns or its clip view do not fill") })
        #expect(nibs.map(\.name) == ["keyedobjects-101400.nib", "keyedobjects-110000.nib"])
        #expect(!output.diagnostics.contains { $0.message.hasPrefix("a table wider than its clip view") })
        for nib in nibs {
            #expect(!Self.tableWidths(nib.ours).isEmpty)
            #expect(Self.tableWidths(nib.ours) == Self.tableWidths(nib.xcode), "\(nib.name)")
            #expect(Self.tableTraits(nib.ours) == Self.tableTraits(nib.xcode), "\(nib.name)")
        }
    }

    /// The table style the document saves, in each variant of the nib, against Xcode 26's
    /// nibs of Aerial's source list sidebar (style 3 for macOS 11, the plain 4 and the classic
    /// intercell height for 10.14; its group rows do not float) and its plain video list (one
    /// nib, style 4).
    @Test(arguments: [
        ("SidebarViewController", ["keyedobjects-101400.nib", "keyedobjects-110000.nib"]), ("VideosViewController", [""]),
    ])
    func tableStylesAreXcodes(document: String, variants: [String]) throws {
        let (output, nibs) = try CompilerTestSupport.compiledBesideXcode(
            pair: "Aerial-29101a6-\(document).xib", document: document, options: AppKitCollectionViewBuilderTests.aerialOptions())
        #expect(nibs.map(\.name) == variants)
        #expect(!output.diagnostics.contains { $0.message.contains("tableStyle") || $0.message.contains("floatsGroupRows") })
        func styleValues(_ graph: NibGraph) -> [[NibGraph.Value?]] {
            graph.objects.filter { $0.value(forKey: AppKitNibKey.tableGroupRowStyle) != nil }.map { table in
                [
                    AppKitNibKey.tableStyle, AppKitNibKey.tableIntercellSpacingHeight, AppKitNibKey.tableShouldFloatGroupRows,
                    AppKitNibKey.tvFlags,
                ].map { table.value(forKey: $0) }
            }
        }
        for nib in nibs {
            #expect(styleValues(nib.ours).count == 1)
            #expect(styleValues(nib.ours) == styleValues(nib.xcode), "\(nib.name)")
        }
    }

    /// A source list's older systems' variant has the classic intercell height where the
    /// document saves 0, as the sidebar's; another height, which no pair shows, is kept with a
    /// warning naming the table.
    @Test func aSourceListOfAnotherIntercellHeightIsAnApproximation() throws {
        let folder = try TestPaths.corpus("pairs-macos/Aerial-29101a6-SidebarViewController.xib")
        let source = try String(contentsOf: folder.appendingPathComponent("source/SidebarViewController.xib"), encoding: .utf8)
        let spaced = source.replacingOccurrences(
            of: #"<size key="intercellSpacing" width="3" height="0.0"/>"#, with: #"<size key="intercellSpacing" width="3" height="5"/>"#)
        #expect(spaced != source)
        let output = try NibCompiler.compile(
            data: Data(spaced.utf8), path: "SidebarViewController.xib", options: AppKitCollectionViewBuilderTests.aerialOptions())
        let warning = output.diagnostics.first { $0.message.contains("a source list of an intercell height other than 0") }
        #expect(warning?.objectID == "ciZ-oy-meK")
    }

    /// A table highlighting no selection (MacPass's inspector), which no pair shows: the key a
    /// source list's highlight has, with AppKit's none (-1), and nothing else changes.
    @Test func noSelectionHighlightIsAppKitsNone() throws {
        let source = try Self.source()
        let none = source.replacingOccurrences(of: "<tableView ", with: #"<tableView selectionHighlightStyle="none" "#)
        #expect(none != source)
        let (ours, plain) = (try Self.compiled(none), try Self.compiled(source))
        let table = try #require(ours.objects.first { $0.className == "NSTableView" })
        #expect(table.value(forKey: "NSTableViewSelectionHighlightStyle") == .integer(-1))
        #expect(table.value(forKey: "NSTableViewDraggingDestinationStyle") == .integer(0))
        #expect(NibGraphComparison.differences(ours, plain).count == 1)
    }

    /// Medium rows (NetNewsWire's account statistics), which no pair shows: refused strictly
    /// naming the table; approximated, AppKit's number after the group row style.
    @Test func aRowSizeStyleIsAnApproximation() throws {
        let source = try Self.source()
        let medium = source.replacingOccurrences(of: #"rowSizeStyle="automatic""#, with: #"rowSizeStyle="medium""#)
        #expect(medium != source)
        let strict = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(try CompilerTestSupport.refusal(Data(medium.utf8), options: strict).diagnostics.map(\.objectID) == ["6"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(
            Data(medium.utf8),
            options: CompileOptions(allowsApproximation: true, colorProfiles: try AppKitTextViewBuilderTests.colorProfiles()))
        let table = try #require(graph.objects.first { $0.className == "NSTableView" })
        #expect(table.value(forKey: "NSTableViewRowSizeStyle") == .integer(2))
        let keys = table.entries.map(\.key)
        let groupRowStyle = try #require(keys.firstIndex(of: "NSTableViewGroupRowStyle"))
        #expect(keys[groupRowStyle + 1] == "NSTableViewRowSizeStyle")
    }

    /// A table's tooltip (Platypus's suffix list) is a help connector to the table, as any view's;
    /// a mask it does not translate, with no constraint naming it, changes nothing.
    @Test func aTablesTooltipAndUntranslatedMask() throws {
        let source = try Self.source()
        let tipped = source.replacingOccurrences(of: "<tableView ", with: #"<tableView toolTip="Suffixes" "#)
        let graph = try Self.compiled(tipped)
        let help = try #require(graph.objects.first { $0.className == "NSIBHelpConnector" })
        #expect(graph.string(help.value(forKey: "NSMarker")) == "Suffixes")
        #expect(graph.object(help.value(forKey: "NSDestination"))?.object.className == "NSTableView")
        let untranslated = source.replacingOccurrences(
            of: "<tableView ", with: #"<tableView translatesAutoresizingMaskIntoConstraints="NO" "#)
        #expect(try Self.compiled(untranslated) == Self.compiled(source))
    }

    /// A column header's tooltip (Mac Mouse Fix's app list, Textual's long explanation saved as
    /// an element), which no pair shows: refused, and with `--allow-approximation` AppKit's
    /// `NSHeaderToolTip`, the key Mac Mouse Fix's own code reads from Xcode's nibs. A header
    /// view of the app's class (OpenEmu's game list) is swapped as any view's, strictly.
    @Test func aColumnsHeaderToolTipAndAHeaderViewsClass() throws {
        let url = try TestPaths.corpus("pairs-macos").appendingPathComponent(
            "ibtool-1c4e662-test-table-header-first-col.xib/source/test_table_header_first_col.xib")
        let source = try String(contentsOf: url, encoding: .utf8)
        let options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let column = #"<tableColumn identifier="first" "#
        for tipped in [
            source.replacingOccurrences(of: column, with: column + #"headerToolTip="Drag apps here" "#),
            source.replacingOccurrences(
                of: #"identifier="first" width="250" minWidth="40" maxWidth="1000" id="13">"#,
                with:
                    #"identifier="first" width="250" minWidth="40" maxWidth="1000" id="13"><string key="headerToolTip">Drag apps here</string>"#
            ),
        ] {
            #expect(
                try CompilerTestSupport.refusal(Data(tipped.utf8), options: options).diagnostics.map(\.message) == [
                    "a column header's tooltip, which no pair shows, is archived as AppKit's NSHeaderToolTip, last"
                ])
            var approximating = options
            approximating.allowsApproximation = true
            let graph = try CompilerTestSupport.compiledMacOSGraph(Data(tipped.utf8), options: approximating)
            let columns = graph.objects.filter { $0.className == AppKitNibClass.tableColumn }
            #expect(columns.compactMap { graph.string($0.value(forKey: AppKitNibKey.columnHeaderToolTip)) } == ["Drag apps here"])
            #expect(columns.first?.entries.last?.key == AppKitNibKey.columnHeaderToolTip)
        }
        let custom = source.replacingOccurrences(
            of: #"<tableHeaderView key="headerView" wantsLayer="YES" id="20">"#,
            with: #"<tableHeaderView key="headerView" wantsLayer="YES" id="20" customClass="GameTableHeaderView">"#)
        let graph = try CompilerTestSupport.compiledMacOSGraph(Data(custom.utf8), options: options)
        let swapper = try #require(graph.objects.first { $0.className == "NSClassSwapper" })
        #expect(graph.string(swapper.value(forKey: "NSClassName")) == "GameTableHeaderView")
        #expect(graph.string(swapper.value(forKey: "NSOriginalClassName")) == AppKitNibClass.tableHeaderView)
    }

    /// No focus ring on a table's header view (Sequel Ace's content filters), which no pair
    /// shows: as on any view (`viewFocusRingTypes`), it leaves no trace.
    @Test func noFocusRingOfAHeaderViewLeavesNoTrace() throws {
        let url = try TestPaths.corpus("pairs-macos").appendingPathComponent(
            "ibtool-1c4e662-test-table-header-first-col.xib/source/test_table_header_first_col.xib")
        let source = try String(contentsOf: url, encoding: .utf8)
        let header = #"<tableHeaderView key="headerView" wantsLayer="YES" id="20">"#
        #expect(source.contains(header))
        let ringless = source.replacingOccurrences(
            of: header, with: #"<tableHeaderView key="headerView" wantsLayer="YES" focusRingType="none" id="20">"#)
        let options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(
            try NibCompiler.compile(data: Data(ringless.utf8), path: "Table.xib", options: options).files.map(\.contents)
                == NibCompiler.compile(data: Data(source.utf8), path: "Table.xib", options: options).files.map(\.contents))
    }

    /// An Xcode before table styles archives none, and a document saying one is told so.
    @Test func aTableStyleForAnOlderXcodeIsAnApproximation() throws {
        let folder = try TestPaths.corpus("pairs-macos/Aerial-29101a6-VideosViewController.xib")
        let source = try Data(contentsOf: folder.appendingPathComponent("source/VideosViewController.xib"))
        var options = try AppKitCollectionViewBuilderTests.aerialOptions()
        options.xcodeVersion = CompileOptions.XcodeVersion("12.0")
        let output = try NibCompiler.compile(data: source, path: "VideosViewController.xib", options: options)
        let style = output.diagnostics.first { $0.message.contains("a table style for an Xcode before table styles") }
        #expect(style?.objectID == "ezT-3u-Nqh" && style?.severity == .warning)
        options.allowsApproximation = false
        let refusal = try CompilerTestSupport.refusal(source, options: options)
        let refused = refusal.diagnostics.first { $0.message.contains("a table style for an Xcode before table styles") }
        #expect(refused?.objectID == "ezT-3u-Nqh" && refused?.severity == .error)
    }

    /// transmission's torrent list turns the indentation marker's following the cell off, which
    /// its Xcode nib archives (viraptor's `transmission-MainMenu`); by default nothing is written.
    @Test func anIndentationMarkerNotFollowingTheCellIsXcodes() throws {
        let folder = try TestPaths.corpus("pairs-macos/ibtool-1c4e662-transmission-MainMenu.xib")
        let source = try String(contentsOf: folder.appendingPathComponent("source/transmission_MainMenu.xib"), encoding: .utf8)
        let options = CompileOptions(allowsApproximation: true, colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        func markers(_ graph: NibGraph) -> [NibGraph.Value?] {
            graph.objects.filter { $0.value(forKey: AppKitNibKey.outlineIndentationPerLevel) != nil }.map {
                $0.value(forKey: AppKitNibKey.outlineIndentationMarkerFollowsCell)
            }
        }
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent("xcode/transmission_MainMenu.nib").path).graph
        #expect(markers(xcode) == [.bool(false)])
        #expect(markers(try CompilerTestSupport.compiledMacOSGraph(Data(source.utf8), options: options)) == markers(xcode))
        let following = source.replacingOccurrences(of: #" indentationMarkerFollowsCell="NO""#, with: "")
        #expect(following != source)
        #expect(markers(try CompilerTestSupport.compiledMacOSGraph(Data(following.utf8), options: options)) == [nil])
    }

    /// A column's level indicator cell (transmission's peer list), which no pair shows, is
    /// refused; with `--allow-approximation` it holds its values and style.
    @Test func aLevelIndicatorDataCellIsAnApproximation() throws {
        let source = try Self.source()
        let start = try #require(source.range(of: #"<textFieldCell key="dataCell""#))
        let end = try #require(source.range(of: "</textFieldCell>", range: start.upperBound..<source.endIndex))
        let indicator =
            #"<levelIndicatorCell key="dataCell" alignment="left" maxValue="1" warningValue="0.7" "#
            + #"criticalValue="0.3" levelIndicatorStyle="continuousCapacity" id="8"/>"#
        let xib = Data((String(source[..<start.lowerBound]) + indicator + String(source[end.upperBound...])).utf8)
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.objectID) == ["8"])
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        let cell = try #require(graph.objects.first { $0.className == "NSLevelIndicatorCell" })
        let column = try #require(graph.objects.first { $0.className == "NSTableColumn" })
        #expect(graph.object(column.value(forKey: "NSDataCell"))?.object.className == "NSLevelIndicatorCell")
        #expect(
            ["NSMaxValue", "NSWarningValue", "NSCriticalValue", "NSIndicatorStyle"].map { cell.value(forKey: $0) } == [
                .double(1), .double(0.7), .double(0.3), .integer(1),
            ])
    }

    /// A column's combo box cell (Sequel-Ace's), which no pair shows, is refused naming that cell;
    /// with `--allow-approximation` it is the column's data cell, drawn by the table, with its
    /// list's values and its own pop-up list table.
    @Test func aComboBoxDataCellIsAnApproximation() throws {
        let source = try Self.source()
        let start = try #require(source.range(of: #"<textFieldCell key="dataCell""#))
        let end = try #require(source.range(of: "</textFieldCell>", range: start.upperBound..<source.endIndex))
        let comboBox = #"<comboBoxCell key="dataCell" alignment="left" title="Text Cell" numberOfVisibleItems="10" id="8"/>"#
        let xib = Data((String(source[..<start.lowerBound]) + comboBox + String(source[end.upperBound...])).utf8)
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let refusal = try CompilerTestSupport.refusal(xib, options: options)
        #expect(refusal.diagnostics.map(\.objectID) == ["8"])
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        let column = try #require(graph.objects.first { $0.className == "NSTableColumn" })
        let cell = try #require(graph.object(column.value(forKey: "NSDataCell"))?.object)
        #expect(cell.className == "NSComboBoxCell")
        #expect(graph.object(cell.value(forKey: "NSControlView"))?.object.className == "NSTableView")
        #expect(cell.value(forKey: "NSVisibleItemCount") == .integer(10))
        let list = try #require(graph.object(cell.value(forKey: "NSTableView"))?.object)
        #expect(list.className == "NSComboTableView")
        #expect(graph.object(list.value(forKey: "NSDataSource"))?.object.className == "NSComboBoxCell")
    }

    /// A column's pop-up cell (SameBoy's joypad bindings), which no pair shows, is refused; with
    /// `--allow-approximation` it is a pop-up button's cell, the table drawing it and its menu's
    /// items sending the pop-up's action to it.
    @Test func aPopUpDataCellIsAnApproximation() throws {
        let source = try Self.source()
        let start = try #require(source.range(of: #"<textFieldCell key="dataCell""#))
        let end = try #require(source.range(of: "</textFieldCell>", range: start.upperBound..<source.endIndex))
        let popUp = """
            <popUpButtonCell key="dataCell" type="bevel" title="Up" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" \
            state="on" borderStyle="bezel" imageScaling="proportionallyDown" inset="2" selectedItem="9" id="8">
                <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" metaFont="menu"/>
                <menu key="menu" id="10"><items><menuItem title="Up" state="on" id="9"/></items></menu>
            </popUpButtonCell>
            """
        let xib = Data((String(source[..<start.lowerBound]) + popUp + String(source[end.upperBound...])).utf8)
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.objectID).contains("8"))
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        let column = try #require(graph.objects.first { $0.className == "NSTableColumn" })
        let cell = try #require(graph.object(column.value(forKey: "NSDataCell"))?.object)
        #expect(cell.className == "NSPopUpButtonCell")
        #expect(graph.object(cell.value(forKey: "NSControlView"))?.object.className == "NSTableView")
        let item = try #require(graph.objects.first { graph.string($0.value(forKey: "NSTitle")) == "Up" && $0.className == "NSMenuItem" })
        #expect(graph.object(item.value(forKey: "NSTarget"))?.object == cell)
    }

    /// A table saved a point off its clip view's origin (IINA's filter presets, pinned by
    /// constraints), which no pair shows, is refused; with `--allow-approximation` it is the
    /// table saved at the origin.
    @Test func aTableOffItsClipViewsOriginIsAnApproximation() throws {
        let source = try Self.source()
        let saved = #"<rect key="frame" x="0" y="0" width="800" height="247"/>"#
        let shifted = source.replacingOccurrences(of: saved, with: #"<rect key="frame" x="-1" y="0" width="800" height="247"/>"#)
        #expect(shifted != source)
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(try CompilerTestSupport.refusal(Data(shifted.utf8), options: options).diagnostics.map(\.objectID) == ["6"])
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: Data(shifted.utf8), path: "Panel.xib", options: options)
        let atOrigin = try NibCompiler.compile(data: Data(source.utf8), path: "Panel.xib", options: options)
        #expect(output.files.map(\.contents) == atOrigin.files.map(\.contents))
    }
}
