import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing

/// Prototype cell views other than table cell views, which no pair shows (Quicksilver's plug-in
/// updater makes a check box and a custom view for its rows), against viraptor's
/// `test24-tables-elastic`, whose nib Xcode 26 wrote: its table cell views saved as custom
/// views compile to Xcode's nib but for the view's class, in the table and in the view's own nib.
@Suite struct AppKitPrototypeViewApproximationsTests {
    static let pairID = "ibtool-1c4e662-test24-tables-elastic.xib"
    /// The tables' prototypes, all six saved as custom views.
    static let firstViewID = "8cw-Wy-1li"
    static let asCustomViews: KeyValuePairs<String, String> = [
        "<tableCellView id=": "<customView id=", "</tableCellView>": "</customView>",
    ]

    @Test func aCustomViewPrototypeIsRefusedUnlessApproximated() throws {
        let (output, _) = try AppKitControlApproximationsTests.compile(
            Self.pairID, replacing: Self.asCustomViews, allowsApproximation: false)
        guard case .failure(let error) = output else {
            Issue.record("a custom view prototype compiled strictly")
            return
        }
        #expect(error.diagnostics.first?.objectID == Self.firstViewID)
        #expect(error.diagnostics.allSatisfy { $0.message.hasPrefix("a customView as a prototype cell view") })
    }

    @Test func aCustomViewPrototypeIsXcodesCellViewButForItsClass() throws {
        let (output, xcode) = try AppKitControlApproximationsTests.compile(Self.pairID, replacing: Self.asCustomViews)
        let (found, warnings) = try AppKitControlApproximationsTests.differences(output, from: xcode)
        // Each prototype is a view of its class swapped for NSView where Xcode's is a table cell
        // view, in the table's nib and in its own; nothing else differs.
        let classes = found.filter { $0.kind == .class }
        #expect(classes.allSatisfy { $0.a == "NSClassSwapper" && $0.b == "NSTableCellView" })
        #expect(classes.contains { $0.path.contains("NSTableViewArchivedReusableViewsKey") })
        #expect(classes.contains { !$0.path.contains("NSTableViewArchivedReusableViewsKey") })
        let others = found.filter { $0.kind != .class }
        #expect(
            others.allSatisfy {
                $0.kind == .onlyInA && ["NSClassName", "NSOriginalClassName"].contains(AppKitControlApproximationsTests.lastKey($0))
                    && $0.a == #""NSView""#
            })
        #expect(warnings.count == 6)
        #expect(warnings.allSatisfy { $0.message.hasPrefix("a customView as a prototype cell view") })
    }
}
