import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing

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

    @Test func aTableBesideAnOlderSystemsVariantIsNotWidened() throws {
        // No pair shows such a table wider than its clip view: Sparkle's shrink their last column.
        let options = CompileOptions(
            minimumDeploymentTarget: "10.13", xcodeVersion: CompileOptions.XcodeVersion("14.3.1"),
            colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let refusal = try CompilerTestSupport.refusal(Data(try Self.source().utf8), options: options)
        #expect(
            refusal.diagnostics.map(\.message) == [
                "a table that its columns or its clip view do not fill as measured is not known to the macOS compiler yet"
            ])
    }
}
