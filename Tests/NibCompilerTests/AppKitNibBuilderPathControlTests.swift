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

    static func lastStep(_ difference: NibDifference) -> String {
        difference.path.split(separator: " ").last.map(String.init) ?? ""
    }

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
                "a path cell without a font or with a URL other than a file URL on this Mac no longer than its longest path is not known to the macOS compiler yet"
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

    /// Without its URL, in the pop-up style and of the app's class, the pair's path cell is
    /// Xcode's but for its contents and component cells, which it no longer has, and its style
    /// and class; only as an approximation.
    @Test func aPathCellWithoutAURLHasNoComponents() throws {
        let folder = try TestPaths.corpus(Self.pair)
        let source = try String(contentsOf: folder.appendingPathComponent("source/CustomVideos.xib"), encoding: .utf8)
        let edited = source.replacingOccurrences(
            of: #"<pathCell key="cell" controlSize="small" selectable="YES" alignment="left" id="erg-pd-yEU">"#,
            with:
                #"<pathCell key="cell" controlSize="small" selectable="YES" alignment="left" pathStyle="popUp" id="erg-pd-yEU" customClass="PathCell">"#
        ).replacingOccurrences(of: #"<url key="url" string="file://localhost/Applications/"/>"#, with: "")
        #expect(edited.contains("PathCell") && !edited.contains("file://localhost/Applications/"))
        var options = try AppKitCollectionViewBuilderTests.aerialOptions()
        let output = try NibCompiler.compile(data: Data(edited.utf8), path: "CustomVideos.xib", options: options)
        let warned = output.diagnostics.filter { $0.objectID == "erg-pd-yEU" }.map(\.message)
        #expect(
            warned == [
                "a path cell without a URL, which no pair shows, is written without contents or component cells",
                "a path cell of this style, which no pair shows, is written with AppKit's NSPathStyle",
            ])
        let name = "keyedobjects-110000.nib"
        let file = try #require(output.files.first { $0.relativePath.hasSuffix(name) })
        let graph = try CompiledNibReader.decode(file.contents, path: name).graph
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent("xcode/CustomVideos.nib/\(name)").path).graph
        let ours = try #require(graph.objects.first { $0.value(forKey: "NSPathComponentCells") != nil })
        let theirs = try #require(xcode.objects.first { $0.value(forKey: "NSPathComponentCells") != nil })
        #expect(graph.string(ours.value(forKey: "NSClassName")) == "PathCell")
        #expect(graph.string(ours.value(forKey: "NSOriginalClassName")) == "NSPathCell")
        #expect(graph.collectionMembers(ours.value(forKey: "NSPathComponentCells"))?.isEmpty == true)
        #expect(xcode.collectionMembers(theirs.value(forKey: "NSPathComponentCells"))?.count == 2)
        #expect(ours.value(forKey: "NSContents") == nil && theirs.value(forKey: "NSContents") != nil)
        #expect(ours.value(forKey: "NSPathStyle") == .integer(2) && theirs.value(forKey: "NSPathStyle") == nil)
        let ownKeys = Set(["NSClassName", "NSOriginalClassName", "NSContents", "NSPathStyle", "NSPathComponentCells"])
        #expect(
            ours.entries.filter { !ownKeys.contains($0.key) }.map(\.key).sorted()
                == theirs.entries.filter { !ownKeys.contains($0.key) }.map(\.key).sorted())
        for key in ["NSCellFlags", "NSCellFlags2"] {
            #expect(ours.value(forKey: key) == theirs.value(forKey: key), "\(key)")
        }
        options.allowsApproximation = false
        #expect(throws: CompileError.self) { try NibCompiler.compile(data: Data(edited.utf8), path: "CustomVideos.xib", options: options) }
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

    /// The pair's document as `edit` changes it: its refusal without `--allow-approximation`,
    /// and with it the graph of its macOS 11 nib beside Xcode's.
    static func compileEdited(_ edit: (inout String) -> Void) throws -> (refusal: CompileError, graph: NibGraph, xcode: NibGraph) {
        let folder = try TestPaths.corpus(Self.pair)
        var source = try String(contentsOf: folder.appendingPathComponent("source/CustomVideos.xib"), encoding: .utf8)
        edit(&source)
        var options = try AppKitCollectionViewBuilderTests.aerialOptions()
        options.allowsApproximation = false
        let refusal = try CompilerTestSupport.refusal(Data(source.utf8), options: options)
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: Data(source.utf8), path: "CustomVideos.xib", options: options)
        let name = "keyedobjects-110000.nib"
        let file = try #require(output.files.first { $0.relativePath.hasSuffix(name) })
        let graph = try CompiledNibReader.decode(file.contents, path: name).graph
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent("xcode/CustomVideos.nib/\(name)").path).graph
        return (refusal, graph, xcode)
    }

    /// No focus ring on a path control (Sequel Ace's and OpenEmu's), which no pair shows: the
    /// control's leaves no trace, as a button's does, and the cell's is NSCell's bit,
    /// `NSCellFlags2`' 0x8000, as the pairs' button, pop-up and text field cells archive it.
    @Test func noFocusRingOfAPathControlIsTheCellsBit() throws {
        let control = #"<pathControl verticalHuggingPriority="750" "#
        let cell = #"<pathCell key="cell" controlSize="small" "#
        let ringless = try Self.compileEdited { source in
            #expect(source.contains(control) && source.contains(cell))
            source = source.replacingOccurrences(of: control, with: control + #"focusRingType="none" "#)
                .replacingOccurrences(of: cell, with: cell + #"focusRingType="none" "#)
        }
        let plain = try Self.compileEdited { _ in }
        let differences = NibGraphComparison.differences(ringless.graph, plain.graph).filter { $0.kind != .sharing }
        #expect(differences.map(Self.lastStep) == ["NSPathCell.NSCellFlags2"])
        func flags2(_ graph: NibGraph) -> Int64? {
            guard
                case .integer(let flags)? = graph.objects.first(where: { $0.className == AppKitNibClass.pathCell })?.value(
                    forKey: "NSCellFlags2")
            else { return nil }
            return flags
        }
        let plainFlags = try #require(flags2(plain.graph))
        #expect(flags2(ringless.graph) == plainFlags | 0x8000)
    }

    /// A path cell's background color and allowed types (Cog's file tree, MacDown's export
    /// folder), which no pair shows: refused strictly; approximated, the pair's path control is
    /// Xcode's but for the two keys Cocotron's NSPathCell reads.
    @Test func aPathCellsBackgroundAndAllowedTypesAreCocotronsKeys() throws {
        let url = #"<url key="url" string="file://localhost/Applications/"/>"#
        let (refusal, graph, xcode) = try Self.compileEdited { source in
            #expect(source.contains(url))
            source = source.replacingOccurrences(
                of: url,
                with: url + #"<color key="backgroundColor" name="windowBackgroundColor" catalog="System" colorSpace="catalog"/>"#
                    + "<allowedTypes><string>public.folder</string><string>public.movie</string></allowedTypes>")
        }
        #expect(refusal.diagnostics.filter { $0.objectID == nil && $0.message.contains("path cell's") }.count == 2)
        let inPathControl = NibGraphComparison.differences(graph, xcode).filter {
            $0.kind != .sharing && $0.path.contains("NSPathControl")
        }
        #expect(inPathControl.map(\.kind) == [.onlyInA, .onlyInA])
        #expect(inPathControl.map(Self.lastStep).sorted() == ["NSPathCell.NSAllowedTypes", "NSPathCell.NSBackgroundColor"])
        let cell = try #require(graph.objects.first { $0.className == AppKitNibClass.pathCell })
        #expect(
            graph.members(cell.value(forKey: AppKitNibKey.pathAllowedTypes)).map { graph.string($0) } == ["public.folder", "public.movie"])
    }

    /// An editable path cell of a file URL naming no host (MacDown's export folder), which no
    /// pair shows: refused strictly; approximated, the pair's path control is Xcode's but for
    /// NSCell's editable bit and the URLs, each the document's root and folders.
    @Test func anEditablePathCellOfAHostlessURLIsApproximated() throws {
        let cell = #"<pathCell key="cell" controlSize="small" selectable="YES" alignment="left" id="erg-pd-yEU">"#
        let url = #"<url key="url" string="file://localhost/Applications/"/>"#
        let (refusal, graph, xcode) = try Self.compileEdited { source in
            #expect(source.contains(cell) && source.contains(url))
            source = source.replacingOccurrences(
                of: cell, with: cell.replacingOccurrences(of: "selectable=", with: #"editable="YES" selectable="#))
            source = source.replacingOccurrences(of: url, with: #"<url key="url" string="file:///Applications/"/>"#)
        }
        let messages = refusal.diagnostics.filter { $0.objectID == "erg-pd-yEU" }.map(\.message)
        #expect(messages.contains { $0.hasPrefix("an editable path cell") })
        #expect(messages.contains { $0.hasPrefix("a path cell's file URL without a host") })
        let inPathControl = NibGraphComparison.differences(graph, xcode).filter {
            $0.kind != .sharing && $0.path.contains("NSPathControl")
        }
        #expect(
            inPathControl.map(Self.lastStep) == [
                "NSPathCell.NSCellFlags", "NSURL.NS.relative", "NSURL.NS.relative", "NSURL.NS.relative",
            ])
        let flags = try #require(inPathControl.first)
        #expect((Int64(flags.a ?? "") ?? 0) == (Int64(flags.b ?? "") ?? 0) | 0x1000_0000)
        #expect(inPathControl.dropFirst().map(\.a) == [#""file:///Applications/""#, #""file:///""#, #""file:///Applications""#])
    }

    /// A toolbar item holding a custom view (GitUp's repository title), which no pair shows:
    /// the pair's label item saved inside a custom view is refused strictly; approximated, the
    /// item's view is the custom view holding Xcode's label, and the rest of the toolbar is Xcode's.
    @Test func aToolbarItemHoldingACustomViewHoldsItsSubviews() throws {
        let label = #"<textField key="view" horizontalHuggingPriority="251" verticalHuggingPriority="750" id="BCy-1g-t5Q">"#
        let labelEnd = "</textField>\n                    </toolbarItem>"
        let (refusal, graph, xcode) = try Self.compileEdited { source in
            #expect(source.contains(label) && source.contains(labelEnd))
            source = source.replacingOccurrences(
                of: label,
                with: #"<customView key="view" id="cv1-to-ol1"><rect key="frame" x="0.0" y="14" width="137" height="16"/>"#
                    + #"<autoresizingMask key="autoresizingMask"/><subviews>"# + label.replacingOccurrences(of: #"key="view" "#, with: ""))
            source = source.replacingOccurrences(of: labelEnd, with: "</textField></subviews></customView></toolbarItem>")
        }
        #expect(refusal.diagnostics.contains { $0.objectID == "X5T-B3-7hY" })
        let edited = "NSToolbarIBAllowedItems[0] NSToolbarItem.NSToolbarItemView"
        let inToolbar = NibGraphComparison.differences(graph, xcode).filter { $0.kind != .sharing && $0.path.contains("NSToolbar") }
        #expect(!inToolbar.isEmpty)
        #expect(inToolbar.allSatisfy { $0.path.contains(edited) }, "\(inToolbar.filter { !$0.path.contains(edited) })")
        let item = try #require(graph.objects.first { $0.className == "NSToolbarItem" && $0.value(forKey: "NSToolbarItemView") != nil })
        let view = try #require(graph.object(item.value(forKey: "NSToolbarItemView")))
        // A custom view made with -init, as Xcode 26 makes one.
        #expect(view.object.className == AppKitNibClass.classSwapper)
        #expect(graph.string(view.object.value(forKey: AppKitNibKey.className)) == AppKitNibClass.view)
        let subviews = graph.members(view.object.value(forKey: AppKitNibKey.subviews))
        #expect(subviews.compactMap { graph.object($0)?.object.className } == ["NSTextField"])
    }
}
