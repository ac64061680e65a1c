import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// A path control, toolbar items holding views and a split view arranging its panes itself, with
/// a holding priority, against Xcode 26's nib of Aerial's `CustomVideos`, the pair that shows them.
@Suite struct AppKitPathControlBuilderTests {
    static let pair = "pairs-macos/Aerial-29101a6-CustomVideos.xib"
    /// What the pair shows: anything under the path control or the toolbar, and the split view's
    /// own arrangement keys.
    static let comparedClasses = ["NSPathControl", "NSToolbar"]
    static let comparedSplitViewKeys = [
        "NSSplitView.NSDividerStyle", "NSSplitView.NSHoldingPriorities", "NSSplitView.NSDoesNotArrangeAllSubviews",
    ]

    @Test func whatThePairShowsIsXcodes() throws {
        let folder = try TestPaths.corpus(Self.pair)
        let source = try Data(contentsOf: folder.appendingPathComponent("source/CustomVideos.xib"))
        let output = try NibCompiler.compile(
            data: source, path: "CustomVideos.xib", options: AppKitCollectionViewBuilderTests.aerialOptions())
        for name in ["keyedobjects-101400.nib", "keyedobjects-110000.nib"] {
            let file = try #require(output.files.first { $0.relativePath.hasSuffix(name) })
            let graph = try CompiledNibReader.decode(file.contents, path: name).graph
            let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent("xcode/CustomVideos.nib/\(name)").path).graph
            for archived in [graph, xcode] {
                #expect(archived.objects.filter { $0.className == "NSPathComponentCell" }.count == 2)
                #expect(archived.objects.filter { $0.className == "NSToolbarItem" }.count == 2)
            }
            let differences = NibGraphComparison.differences(graph, xcode)
            #expect(!differences.isEmpty)
            let inCompared = differences.filter { difference in
                let lastStep = difference.path.split(separator: " ").last.map(String.init) ?? ""
                return difference.kind != .sharing
                    && (Self.comparedClasses.contains { difference.path.contains($0) }
                        || Self.comparedSplitViewKeys.contains { lastStep.hasPrefix($0) })
            }
            #expect(inCompared.isEmpty, "\(name): \(inCompared)")
        }
    }

    @Test func whatThePairDoesNotShowIsRefused() throws {
        func messages(cell: String) throws -> [String] {
            let xib = CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(
                    holding: """
                                    <pathControl verticalHuggingPriority="750" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                                        <rect key="frame" x="0.0" y="0.0" width="180" height="18"/>
                                        \(cell)
                                    </pathControl>
                        """))
            let approximating = CompileOptions(allowsApproximation: true)
            return try CompilerTestSupport.refusal(xib, options: approximating).diagnostics.filter { $0.severity == .error }.map(\.message)
        }
        let web = try messages(
            cell:
                #"<pathCell key="cell" selectable="YES" alignment="left" id="10"><font key="font" metaFont="system"/><url key="url" string="https://example.com/a/"/></pathCell>"#
        )
        #expect(
            web == [
                "a path cell without a font and a file URL on this Mac no longer than its longest path is not known to the macOS compiler yet"
            ])
        let deep = try messages(
            cell:
                #"<pathCell key="cell" selectable="YES" alignment="left" id="10"><font key="font" metaFont="system"/><url key="url" string="file://localhost/\#(String(repeating: "a/", count: 600))"/></pathCell>"#
        )
        #expect(deep == web)
        let centered = try messages(
            cell:
                #"<pathCell key="cell" selectable="YES" alignment="center" id="10"><font key="font" metaFont="system"/><url key="url" string="file://localhost/Applications/"/></pathCell>"#
        )
        #expect(centered == ["a path cell that is not selectable and left-aligned is not known to the macOS compiler yet"])
    }

    /// A component cell for the volume and each folder, named decoded, its URL as written.
    @Test func eachFolderOfThePathIsAComponent() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                                <pathControl verticalHuggingPriority="750" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                                    <rect key="frame" x="0.0" y="0.0" width="180" height="18"/>
                                    <pathCell key="cell" controlSize="small" selectable="YES" alignment="left" id="10">
                                        <font key="font" metaFont="label" size="11"/>
                                        <url key="url" string="file://localhost/Users/My%20Videos/"/>
                                    </pathCell>
                                </pathControl>
                    """))
        let options = CompileOptions(allowsApproximation: true, colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cell = try #require(graph.objects.first { $0.className == "NSPathCell" })
        let components = graph.members(cell.value(forKey: "NSPathComponentCells")).compactMap { graph.object($0)?.object }
        #expect(components.map { graph.string($0.value(forKey: "NSContents")) } == ["Macintosh HD", "Users", "My Videos"])
        let urls = components.map { graph.object($0.value(forKey: "NSURL"))?.object.value(forKey: "NS.relative") }
        #expect(
            urls.map { graph.string($0) } == [
                "file://localhost/", "file://localhost/Users", "file://localhost/Users/My%20Videos",
            ])
    }
}
