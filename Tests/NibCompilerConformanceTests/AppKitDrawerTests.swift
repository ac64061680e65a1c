import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Drawers, which no pair shows (Quicksilver's catalog and trigger panes keep them), against
/// viraptor's `textfield-formatter`, whose nib Xcode wrote: the document edited to hold a drawer
/// compiles to Xcode's nib but for the drawer and its outlets, only as an approximation.
@Suite struct AppKitDrawerTests {
    static let pairID = "ibtool-1c4e662-textfield-formatter.xib"
    static let drawer = """
                </customView>
                <drawer preferredEdge="minX" trailingOffset="15" id="20">
                    <size key="contentSize" width="200" height="80"/>
                    <size key="minContentSize" width="50" height="40"/>
                    <connections>
                        <outlet property="contentView" destination="1" id="21"/>
                        <outlet property="delegate" destination="-2" id="22"/>
                    </connections>
                </drawer>
        """

    @Test func aDrawerIsRefusedUnlessApproximated() throws {
        let (output, _) = try AppKitControlApproximationsTests.compile(
            Self.pairID, replacing: ["        </customView>": Self.drawer], allowsApproximation: false)
        guard case .failure(let error) = output else {
            Issue.record("a drawer compiled strictly")
            return
        }
        #expect(error.diagnostics.map(\.objectID) == ["20"])
        #expect(error.diagnostics.first?.message.hasPrefix("a drawer, which no pair shows") == true)
    }

    @Test func aDrawerKeepsItsSizesEdgeAndOffsetsAndItsOutlets() throws {
        let (output, xcode) = try AppKitControlApproximationsTests.compile(
            Self.pairID, replacing: ["        </customView>": Self.drawer])
        let compiled = try output.get()
        #expect(compiled.diagnostics.map(\.objectID) == ["20"])
        let ours = try CompiledNibReader.decode(try #require(compiled.files.first).contents, path: "Edited.nib").graph
        let drawer = try #require(ours.objects.first { $0.className == "NSDrawer" })
        #expect(ours.string(drawer.value(forKey: "NSContentSize")) == "{200, 80}")
        #expect(ours.string(drawer.value(forKey: "NSMinContentSize")) == "{50, 40}")
        #expect(drawer.value(forKey: "NSMaxContentSize") == nil)
        #expect(drawer.value(forKey: "NSPreferredEdge") == .integer(0))
        #expect(drawer.value(forKey: "NSLeadingOffset") == .double(0))
        #expect(drawer.value(forKey: "NSTrailingOffset") == .double(15))
        #expect(drawer.value(forKey: "NSNextResponder") == .null)

        // Nothing of Xcode's nib differs or is missing: only the drawer, its two outlets, and
        // their places in the object tables are added (the rest is objects met first by another
        // path through the added connections).
        let found = NibGraphComparison.differences(ours, xcode)
        #expect(found.allSatisfy { $0.kind == .onlyInA || $0.kind == .sharing })
        let added = found.filter { $0.kind == .onlyInA }.compactMap(\.a)
        #expect(
            added.sorted() == [
                "NSCustomObject", "NSDrawer", "NSDrawer", "NSNibOutletConnector", "NSNibOutletConnector", "NSNibOutletConnector",
                "NSNibOutletConnector", "NSNumber", "NSNumber", "NSNumber",
            ])
        let outlets = ours.objects.filter { $0.className == "NSNibOutletConnector" }
        let targets = outlets.map { outlet in
            (ours.string(outlet.value(forKey: "NSLabel")), ours.object(outlet.value(forKey: "NSDestination"))?.object.className)
        }
        #expect(targets.map(\.0) == ["contentView", "delegate"])
        #expect(targets.map(\.1) == ["NSCustomView", "NSCustomObject"])
        #expect(outlets.allSatisfy { ours.object($0.value(forKey: "NSSource"))?.object == drawer })
    }

    /// For a system before the NIBArchive (Colloquy's old chat windows, macOS 10.6), the drawer
    /// goes in a keyed archive, which lists each class's superclasses: NSDrawer is a responder.
    @Test func aDrawerInAKeyedArchiveIsAResponder() throws {
        let folder = try TestPaths.corpus("pairs-macos")
        var (pair, options) = try AppKitCompilerConformanceTests.pair(Self.pairID)
        options.allowsApproximation = true
        options.minimumDeploymentTarget = "10.6"
        let source = try String(contentsOf: folder.appendingPathComponent(pair.source), encoding: .utf8)
            .replacingOccurrences(of: "        </customView>", with: Self.drawer)
        let compiled = try NibCompiler.compile(data: Data(source.utf8), path: "Edited.xib", options: options)
        let file = try #require(compiled.files.first)
        #expect(!file.contents.starts(with: Data("NIBArchive".utf8)))
        #expect(
            try CompilerTestSupport.classHierarchies(ofKeyedArchive: file.contents)["NSDrawer"] == ["NSDrawer", "NSResponder", "NSObject"])
        #expect(try CompiledNibReader.decode(file.contents, path: "Edited.nib").graph.objects.contains { $0.className == "NSDrawer" })
    }
}
