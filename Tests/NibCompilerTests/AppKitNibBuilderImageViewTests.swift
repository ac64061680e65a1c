import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Image views, the images they name, and the order a custom view keeps its subviews in.
@Suite struct AppKitImageViewBuilderTests {
    static func imageView(id: Int, image: String) -> String {
        """
                    <imageView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="0.0" y="0.0" width="64" height="64"/>
                        <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="\(image)" id="\(id + 1)"/>
                    </imageView>
        """
    }

    static func compile(_ subviews: String, resources: String) throws -> NibGraph {
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: subviews), resources: resources)
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        return try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
    }

    /// A project's image at its declared size, once however many views show it; AppKit's at its
    /// own design size in the system namespace, as Xcode 26 records them (Aerial's `icon-512`,
    /// viraptor's `test32-hugging-priority`).
    @Test func imagesAreRecordedOnceAtTheSizeXcodeRecords() throws {
        let graph = try Self.compile(
            Self.imageView(id: 9, image: "logo") + Self.imageView(id: 11, image: "logo")
                + Self.imageView(id: 13, image: "NSApplicationIcon"),
            resources: #"<image name="logo" width="128" height="143"/><image name="NSApplicationIcon" width="128" height="128"/>"#)
        #expect(CompilerTestSupport.images(in: graph) == [["logo", nil, "{128, 143}"], ["NSApplicationIcon", "system", "{32, 32}"]])
        let imageView = try #require(graph.objects.first { $0.className == "NSImageView" })
        #expect(graph.members(imageView.value(forKey: "NSDragTypes")).count == 8)
    }

    /// A framed image cell (Platypus's gray bezel), which no pair shows: refused naming the cell;
    /// approximated, AppKit's number for the frame style where the cell's style 0 goes.
    @Test func anImageFrameStyleIsAnApproximation() throws {
        let framed = Self.imageView(id: 9, image: "logo").replacingOccurrences(
            of: "<imageCell ", with: #"<imageCell imageFrameStyle="grayBezel" "#)
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: framed), resources: #"<image name="logo" width="128" height="143"/>"#)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["10"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let cell = try #require(graph.objects.first { $0.className == "NSImageCell" })
        #expect(cell.value(forKey: "NSStyle") == .integer(2))
        let plain = try Self.compile(Self.imageView(id: 9, image: "logo"), resources: #"<image name="logo" width="128" height="143"/>"#)
        #expect(NibGraphComparison.differences(graph, plain).count == 1)
    }

    /// An editable image well (Sequel Ace's), which no pair shows: refused naming the cell;
    /// approximated, a text cell's editable and selectable bits in its flags.
    @Test func anEditableImageCellIsAnApproximation() throws {
        let editable = Self.imageView(id: 9, image: "logo").replacingOccurrences(of: "<imageCell ", with: #"<imageCell editable="YES" "#)
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: editable), resources: #"<image name="logo" width="128" height="143"/>"#)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["10"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let cell = try #require(graph.objects.first { $0.className == "NSImageCell" })
        #expect(cell.value(forKey: "NSCellFlags") == .integer(0x1020_0001))
    }

    /// A selectable image cell: saved beside `editable` by older Interface Builders (Colloquy's
    /// image wells), the editable cell's flags; alone (Platypus's icon), an approximation with a
    /// text cell's selectable bits.
    @Test func aSelectableImageCellIsAnApproximation() throws {
        let resources = #"<image name="logo" width="128" height="143"/>"#
        func flags(_ attributes: String) throws -> NibGraph.Value? {
            let view = Self.imageView(id: 9, image: "logo").replacingOccurrences(of: "<imageCell ", with: "<imageCell \(attributes) ")
            let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: view), resources: resources)
            #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["10"])
            let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
            return graph.objects.first { $0.className == "NSImageCell" }?.value(forKey: "NSCellFlags")
        }
        #expect(try flags(#"selectable="YES" editable="YES""#) == flags(#"editable="YES""#))
        #expect(try flags(#"selectable="YES""#) == .integer(0x0020_0001))
    }

    /// An image cell that accepts first responder (MacPass's inspector icon), which no pair
    /// shows, is refused naming the cell; under `--allow-approximation` neither the view nor the
    /// cell carries the refusing flags every pair's image view has.
    @Test func anImageCellAcceptingFirstResponderIsAnApproximation() throws {
        let accepting = Self.imageView(id: 9, image: "logo").replacingOccurrences(of: #"refusesFirstResponder="YES" "#, with: "")
        let resources = #"<image name="logo" width="128" height="143"/>"#
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: accepting), resources: resources)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["10"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let refusing = try Self.compile(Self.imageView(id: 9, image: "logo"), resources: resources)
        func values(_ graph: NibGraph) -> [NibGraph.Value?] {
            [
                graph.objects.first { $0.className == "NSImageView" }?.value(forKey: "NSControlRefusesFirstResponder"),
                graph.objects.first { $0.className == "NSImageCell" }?.value(forKey: "NSCellFlags2"),
            ]
        }
        #expect(values(refusing) == [.bool(true), .integer(0x200_0000)])
        #expect(values(graph) == [.bool(false), .integer(0)])
    }

    /// An image view at the top level of a document, beside its view (Aerial's
    /// `InfoViewController`): written with no superview.
    @Test func anImageViewAtTheTopLevelHasNoSuperview() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: Self.imageView(id: 9, image: "logo"), resources: #"<image name="logo" width="128" height="143"/>"#)
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let imageView = try #require(graph.objects.first { $0.className == "NSImageView" })
        #expect(imageView.value(forKey: "NSSuperview") == nil)
        #expect(CompilerTestSupport.images(in: graph) == [["logo", nil, "{128, 143}"]])
    }

    /// A system image of a size the pairs do not show is refused, and recorded at its declared
    /// size under `--allow-approximation`; the menu's checkmark is recorded 18 × 16 whatever the
    /// document declares (Aerial's two `MenuView`s: 18 × 17, 14 × 13).
    @Test func systemImagesOfUnknownSizeAreApproximations() throws {
        let bonjour = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: Self.imageView(id: 9, image: "NSBonjour")),
            resources: #"<image name="NSBonjour" width="32" height="31"/>"#)
        let unknown = try CompilerTestSupport.refusal(bonjour)
        let message =
            "the design size of AppKit's image 'NSBonjour' is not known to the macOS compiler; recorded at the size the document declares"
        #expect(unknown.diagnostics.map(\.message) == [message])
        var options = CompileOptions()
        options.allowsApproximation = true
        let approximated = try NibCompiler.compile(data: bonjour, path: "Panel.xib", options: options)
        #expect(approximated.diagnostics.map(\.message) == [message])
        let graph = try CompiledNibReader.decode(approximated.files[0].contents, path: "Panel.nib").graph
        #expect(CompilerTestSupport.images(in: graph) == [["NSBonjour", "system", "{32, 31}"]])
        let checkmark = try Self.compile(
            Self.imageView(id: 9, image: "NSMenuOnStateTemplate"),
            resources: #"<image name="NSMenuOnStateTemplate" width="14" height="13"/>"#)
        #expect(CompilerTestSupport.images(in: checkmark) == [["NSMenuOnStateTemplate", "system", "{18, 16}"]])
    }

    /// An `NSCustomView` archives its subviews last first (viraptor's `test32-hugging-priority`);
    /// a plain view keeps the document's order.
    @Test func aCustomViewListsItsSubviewsLastFirst() throws {
        let customView = """
                    <customView id="20">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
            \(Self.imageView(id: 9, image: "logo"))
                            <progressIndicator maxValue="100" bezeled="NO" indeterminate="YES" style="spinning" id="21">
                                <rect key="frame" x="0.0" y="0.0" width="32" height="32"/>
                            </progressIndicator>
                        </subviews>
                    </customView>
            """
        let resources = #"<image name="logo" width="10" height="10"/>"#
        let custom = try Self.compile(customView, resources: resources)
        let view = try #require(custom.objects.first { $0.className == "NSCustomView" })
        #expect(
            custom.members(view.value(forKey: "NSSubviews")).compactMap { custom.object($0)?.object.className } == [
                "NSProgressIndicator", "NSImageView",
            ])
        let plain = try Self.compile(
            customView.replacingOccurrences(of: "customView", with: "view"), resources: resources)
        let inner = try #require(plain.objects.filter { $0.className == "NSView" }.last)
        #expect(
            plain.members(inner.value(forKey: "NSSubviews")).compactMap { plain.object($0)?.object.className } == [
                "NSImageView", "NSProgressIndicator",
            ])
    }

    /// A spinning indicator without a bezel hosts a layer tree
    /// (`progressindicator-doublevalue`); a bar without one does not (Sparkle's `SUStatus`).
    @Test func onlyASpinningIndicatorWithoutABezelHostsALayerTree() throws {
        let spinning = """
                    <progressIndicator maxValue="100" bezeled="NO" indeterminate="YES" style="spinning" id="9">
                        <rect key="frame" x="0.0" y="0.0" width="32" height="32"/>
                    </progressIndicator>
            """
        let graph = try Self.compile(spinning, resources: "")
        let indicator = try #require(graph.objects.first { $0.className == "NSProgressIndicator" })
        #expect(indicator.value(forKey: "NSViewIsLayerTreeHost") == .bool(true))
        #expect(indicator.value(forKey: "NSpiFlags") == .integer(0x5006))
        let bar = try Self.compile(spinning.replacingOccurrences(of: "spinning", with: "bar"), resources: "")
        let barIndicator = try #require(bar.objects.first { $0.className == "NSProgressIndicator" })
        #expect(barIndicator.value(forKey: "NSViewIsLayerTreeHost") == nil)
        #expect(barIndicator.value(forKey: "NSpiFlags") == .integer(0x4006))
    }
}
