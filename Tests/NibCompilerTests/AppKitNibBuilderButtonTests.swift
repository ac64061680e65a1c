import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// A button cell of a custom class is a class swapper naming it before the cell's values, as a
/// pop-up button cell's (viraptor's `popup-empty`, identical to Xcode's) and IINA's
/// `GuideWindowButtonCell` need.
@Suite struct AppKitCustomButtonCellTests {
    @Test func aCustomButtonCellIsAClassSwapper() throws {
        let views = AppKitPrototypingConstraintTests.views.replacingOccurrences(
            of: #"inset="2" id="12""#, with: #"inset="2" id="12" customClass="GuideWindowButtonCell""#)
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: views)), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let button = try #require(graph.objects.first { $0.className == "NSButton" })
        let cell = try #require(graph.object(button.value(forKey: "NSCell"))?.object)
        #expect(cell.className == "NSClassSwapper")
        #expect(cell.entries.prefix(2).map(\.key) == ["NSClassName", "NSOriginalClassName"])
        #expect(graph.string(cell.value(forKey: "NSClassName")) == "GuideWindowButtonCell")
        #expect(graph.string(cell.value(forKey: "NSOriginalClassName")) == "NSButtonCell")
    }
}

/// A round rect button (`type="roundRect"`, bezel style `roundedRect`): its cell as Xcode 26
/// archives the cancel button of Aerial's `SidebarViewController`, whose document is refused for
/// its outline view.
@Suite struct AppKitRoundRectButtonTests {
    @Test func aRoundRectButtonsCellIsXcodes() throws {
        let button = """
                        <button toolTip="Cancel downloads" wantsLayer="YES" verticalHuggingPriority="750" id="RHI-PX-xtL">
                            <rect key="frame" x="186" y="17" width="24" height="19"/>
                            <buttonCell key="cell" type="roundRect" bezelStyle="roundedRect" image="NSStopProgressFreestandingTemplate" \
            imagePosition="only" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="Rbd-h3-LKQ">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="cellTitle"/>
                            </buttonCell>
                        </button>
            """
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: button),
            resources: #"<image name="NSStopProgressFreestandingTemplate" width="20" height="20"/>"#)
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib)
        let xcode = try CompilerTestSupport.xcodeMacOSGraph(
            "Aerial-29101a6-SidebarViewController.xib/xcode/SidebarViewController.nib/keyedobjects-110000.nib")
        func cell(_ graph: NibGraph) throws -> NibGraph.Object {
            try #require(
                graph.objects.first { object in
                    object.className == "NSButtonCell"
                        && graph.object(object.value(forKey: "NSNormalImage")).map {
                            graph.string($0.object.value(forKey: "NSResourceName")) == "NSStopProgressFreestandingTemplate"
                        } == true
                })
        }
        let (ours, theirs) = (try cell(graph), try cell(xcode))
        #expect(ours.entries.map { $0.key } == theirs.entries.map { $0.key })
        for key in ["NSCellFlags", "NSCellFlags2", "NSButtonFlags", "NSButtonFlags2", "NSBezelStyle", "NSAuxButtonType"] {
            #expect(ours.value(forKey: key) == theirs.value(forKey: key), "\(key)")
        }
    }
}

/// Check boxes and key equivalents, as Sparkle's `SUAutomaticUpdateAlert` holds them.
@Suite struct AppKitButtonBuilderTests {
    static let buttons = CompilerTestSupport.window(
        holding: """
                    <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                        <rect key="frame" x="14" y="13" width="100" height="32"/>
                        <buttonCell key="cell" type="push" title="Install" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="10">
                            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                            <font key="font" metaFont="system"/>
                            <string key="keyEquivalent" base64-UTF8="YES">
            DQ
            </string>
                        </buttonCell>
                    </button>
                    <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="11">
                        <rect key="frame" x="14" y="58" width="160" height="18"/>
                        <buttonCell key="cell" type="check" title="Automatically" bezelStyle="regularSquare" imagePosition="left" alignment="left" controlSize="small" inset="2" id="12">
                            <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                            <font key="font" metaFont="smallSystem"/>
                        </buttonCell>
                    </button>
                    <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="13">
                        <rect key="frame" x="14" y="78" width="160" height="18"/>
                        <buttonCell key="cell" type="check" title="Quietly" bezelStyle="regularSquare" imagePosition="left" alignment="left" inset="2" id="14">
                            <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
            """)

    @Test func checkBoxesShareTheirBoxAndPushButtonsKeepTheirKeyEquivalent() throws {
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: Self.buttons), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cells = graph.objects.filter { $0.className == AppKitNibClass.buttonCell }
        #expect(cells.count == 3)
        #expect(cells.map { graph.string($0.value(forKey: AppKitNibKey.keyEquivalent)) } == ["\r", "", ""])
        #expect(cells.map { $0.value(forKey: AppKitNibKey.auxButtonType) } == [.integer(7), .integer(3), .integer(3)])
        // Changes contents, lights by contents, does not dim its image, image left, inset 2.
        #expect(cells[1].value(forKey: AppKitNibKey.buttonFlags) == .integer(0x4838_5100))
        let images = graph.objects.filter { $0.className == AppKitNibClass.buttonImageSource }
        #expect(images.count == 1)
        #expect(graph.string(images.first?.value(forKey: AppKitNibKey.imageName)) == "NSSwitch")
        // A small check box: size 1 on the control, 0x20000 in its cell's flags.
        let small = try #require(
            graph.objects.first {
                $0.className == AppKitNibClass.button && graph.object($0.value(forKey: AppKitNibKey.cell))?.object == cells[1]
            })
        #expect(small.value(forKey: AppKitNibKey.controlSize) == .integer(1))
        #expect(cells[1].value(forKey: AppKitNibKey.cellFlags2) == .integer(0x2_0000))
    }

    /// A disabled cell of an enabled button, the cell's own action, an SF Symbol by its catalog
    /// and an image leading the title, as Xcode 26 writes Aerial's `NextViewController`,
    /// `TimeSetupViewController` and `CacheSetupViewController`.
    @Test func aCellCanBeDisabledAndSendItsOwnAction() throws {
        let cell = """
                        <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                            <rect key="frame" x="14" y="13" width="100" height="32"/>
                            <buttonCell key="cell" type="push" title="Disc" bezelStyle="rounded" image="opticaldiscdrive" catalog="system" \
            imagePosition="leading" alignment="center" enabled="NO" borderStyle="border" inset="2" id="10">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="system"/>
                                <connections>
                                    <action selector="eject:" target="-2" id="11"/>
                                </connections>
                            </buttonCell>
                        </button>
            """
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: cell),
            resources: #"<image name="opticaldiscdrive" catalog="system" width="18" height="13"/>"#)
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let buttonCell = try #require(graph.objects.first { $0.className == AppKitNibClass.buttonCell })
        #expect(buttonCell.value(forKey: AppKitNibKey.cellFlags) == .integer(0x2400_0000))
        // Leading as left: 0x380000 among the button flags.
        if case .integer(let flags) = buttonCell.value(forKey: AppKitNibKey.buttonFlags) {
            #expect(flags & 0x0078_0000 == 0x0038_0000)
        } else {
            Issue.record("no button flags")
        }
        #expect(graph.objects.first { $0.className == AppKitNibClass.button }?.value(forKey: AppKitNibKey.enabled) == .bool(true))
        let image = try #require(graph.object(buttonCell.value(forKey: "NSNormalImage"))?.object)
        #expect(graph.string(image.value(forKey: "NSCatalogName")) == "system")
        let action = try #require(graph.objects.first { $0.className == "NSNibControlConnector" })
        #expect(graph.object(action.value(forKey: "NSSource"))?.object == buttonCell)
        // A catalog the image's declaration does not give is refused.
        let undeclared = xib.replacingOccurrences(of: #"catalog="system" width="18""#, with: #"width="18""#)
        #expect(try CompilerTestSupport.refusal(undeclared).diagnostics.map(\.objectID) == ["10"])
    }

    /// viraptor's `button-imagehugstitle` (Xcode 26): a textured button hugs vertically by
    /// default, and its image hugging the title sets `0x20` in its cell's flags.
    @Test func aTexturedButtonsImageHugsItsTitle() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: Self.pushButton(
                    attributes: #"verticalHuggingPriority="750" imageHugsTitle="YES""#,
                    cell: #"type="roundTextured" title="Hi" bezelStyle="texturedRounded""#)))
        let graph = try Self.graph(of: xib)
        let button = try #require(graph.objects.first { $0.className == AppKitNibClass.button })
        #expect(button.value(forKey: "NSHuggingPriority") == nil)
        let cell = try #require(graph.objects.first { $0.className == AppKitNibClass.buttonCell })
        #expect(cell.value(forKey: AppKitNibKey.buttonFlags) == .integer(-2_038_415_328))
        let plain = try Self.graph(of: xib.replacingOccurrences(of: #" imageHugsTitle="YES""#, with: ""))
        #expect(
            plain.objects.first { $0.className == AppKitNibClass.buttonCell }?.value(forKey: AppKitNibKey.buttonFlags)
                == .integer(-2_038_415_360))
    }

    /// A push-in button (id 9) whose cell (id 10) has `cell`'s type, title and bezel, centered,
    /// bordered, scaling its image down.
    static func pushButton(attributes: String, cell: String) -> String {
        """
                    <button \(attributes) fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                        <rect key="frame" x="20" y="20" width="100" height="25"/>
                        <buttonCell key="cell" \(cell) alignment="center" borderStyle="border" imageScaling="proportionallyDown" \
        inset="2" id="10">
                            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
        """
    }

    static func graph(of xib: Data, options: CompileOptions = CompileOptions()) throws -> NibGraph {
        try CompiledNibReader.decode(
            try NibCompiler.compile(data: xib, path: "Panel.xib", options: options).files[0].contents, path: "Panel.nib"
        )
        .graph
    }

    /// Aerial's `OverlaysViewController` (Xcode 26): a help button is a momentary push-in
    /// button of the help bezel (9), hugging both ways by default.
    @Test func aHelpButtonHasTheHelpBezel() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: Self.pushButton(
                    attributes: #"horizontalHuggingPriority="750" verticalHuggingPriority="750""#,
                    cell: #"type="help" bezelStyle="helpButton""#)))
        let graph = try Self.graph(of: xib)
        let cell = try #require(graph.objects.first { $0.className == AppKitNibClass.buttonCell })
        #expect(cell.value(forKey: "NSBezelStyle") == .integer(9) && cell.value(forKey: "NSButtonFlags2") == .integer(0xA1))
        #expect(cell.value(forKey: AppKitNibKey.auxButtonType) == .integer(7))
        #expect(graph.objects.first { $0.className == AppKitNibClass.button }?.value(forKey: "NSHuggingPriority") == nil)
        let asXcode14 = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("14.3.1"))
        #expect(try CompilerTestSupport.refusal(xib, options: asXcode14).diagnostics.map(\.objectID) == ["10"])
    }

    /// A view's identifier, whatever its class, as `NSReuseIdentifierKey` (Prune's buttons and
    /// labels, viraptor's `stackview-identifier`).
    /// A push button's alternate image is a named image as its image is, a system image at its
    /// design size; Interface Builder's ambiguity check leaves no trace (Aerial's
    /// `AdvancedViewController`, Xcode 26: `NSFolder` beside the `folder` symbol, 32 × 32).
    @Test func anAlternateImageIsNamedAsTheImageIs() throws {
        let button = CompilerTestSupport.window(
            holding: """
                        <button verifyAmbiguity="off" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                            <rect key="frame" x="14" y="13" width="176" height="32"/>
                            <buttonCell key="cell" type="push" title="Show Log" bezelStyle="rounded" image="folder" catalog="system" imagePosition="leading" alignment="center" alternateImage="NSFolder" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="10">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                """)
        let xib = CompilerTestSupport.macOSXIB(
            objects: button, resources: #"<image name="folder" catalog="system" width="18" height="14"/>"#)
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cell = try #require(graph.objects.first { $0.className == AppKitNibClass.buttonCell })
        let alternate = try #require(graph.object(cell.value(forKey: AppKitNibKey.alternateImage))?.object)
        #expect(graph.string(alternate.value(forKey: "NSResourceName")) == "NSFolder")
        #expect(alternate.value(forKey: "NSCatalogName") == nil)
        #expect(
            Set(CompilerTestSupport.images(in: graph)) == [["NSFolder", "system", "{32, 32}"], ["folder", "system", "{32, 32}"]])
        // An image AppKit provides at a size no pair shows is refused.
        let unknown = xib.replacingOccurrences(of: #"alternateImage="NSFolder""#, with: #"alternateImage="NSBonjour""#)
        let refusal = try CompilerTestSupport.refusal(unknown)
        #expect(
            refusal.diagnostics.map(\.message) == [
                "a button's alternate image 'NSBonjour', as this Xcode writes it, is not known to the macOS compiler yet"
            ])
    }

    @Test func anyViewKeepsItsIdentifier() throws {
        let identified = Self.buttons.replacingOccurrences(
            of: #"<button fixedFrame="YES""#, with: #"<button identifier="install" fixedFrame="YES""#)
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: identified), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let buttons = graph.objects.filter { $0.className == AppKitNibClass.button }
        #expect(buttons.map { graph.string($0.value(forKey: AppKitNibKey.reuseIdentifier)) } == ["install", "install", "install"])
    }

    /// A radio button is a check box with AppKit's radio image and `NSAuxButtonType` 4 (Aerial's
    /// `TimeViewController`, Xcode 26).
    @Test func radioButtonsShowTheRadioImage() throws {
        let radio = Self.buttons.replacingOccurrences(of: #"type="check" title="Quietly""#, with: #"type="radio" title="Quietly""#)
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: radio), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cells = graph.objects.filter { $0.className == AppKitNibClass.buttonCell }
        #expect(cells.last?.value(forKey: AppKitNibKey.auxButtonType) == .integer(4))
        let image = try #require(graph.object(cells.last?.value(forKey: AppKitNibKey.alternateImage))?.object)
        #expect(graph.string(image.value(forKey: AppKitNibKey.imageName)) == "NSRadioButton")
    }

    /// A tag on the button and its cell, a cell that is on, and a disclosure triangle: a toggle
    /// that changes its background and gray, its image overlapping its title (Sparkle's
    /// `SUUpdatePermissionPrompt`).
    @Test func tagsStatesAndDisclosureTriangles() throws {
        let window = CompilerTestSupport.window(
            holding: """
                        <button verticalHuggingPriority="750" tag="1" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                            <rect key="frame" x="14" y="13" width="100" height="32"/>
                            <buttonCell key="cell" type="push" title="Check" bezelStyle="rounded" alignment="center" state="on" borderStyle="border" tag="1" inset="2" id="10">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        <button horizontalHuggingPriority="750" verticalHuggingPriority="750" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="11">
                            <rect key="frame" x="80" y="50" width="27" height="26"/>
                            <buttonCell key="cell" type="disclosureTriangle" bezelStyle="disclosure" imagePosition="overlaps" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="12">
                                <behavior key="behavior" pushIn="YES" changeBackground="YES" changeGray="YES" lightByContents="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                """)
        // As Xcode 12.5.1 built Sparkle's: no pair shows a disclosure triangle as Xcode 26 writes it.
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: window), path: "Panel.xib",
            options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("12.5.1")))
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let buttons = graph.objects.filter { $0.className == AppKitNibClass.button }
        let cells = graph.objects.filter { $0.className == AppKitNibClass.buttonCell }
        #expect(buttons.first?.value(forKey: AppKitNibKey.tag) == .integer(1))
        #expect(cells.first?.value(forKey: AppKitNibKey.tag) == .integer(1))
        #expect(cells.first?.value(forKey: AppKitNibKey.cellFlags) == .integer(Int64(Int32(bitPattern: 0x8400_0000))))
        // As Sparkle's disclosure triangle in every Xcode from 7.2 to 14.3.1: 0xB8C84000, bezel 5.
        #expect(cells.last?.value(forKey: AppKitNibKey.buttonFlags) == .integer(Int64(Int32(bitPattern: 0xB8C8_4000))))
        #expect(cells.last?.value(forKey: AppKitNibKey.buttonFlags2) == .integer(0x85))
        #expect(cells.last?.value(forKey: AppKitNibKey.auxButtonType) == .integer(2))

        // For Xcode 26, refused naming the triangle, or written as Sparkle's Xcodes did under
        // --allow-approximation; an Xcode older than any the compiler writes is refused either way.
        let xib = CompilerTestSupport.macOSXIB(objects: window)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["12"])
        var approximating = CompileOptions()
        approximating.allowsApproximation = true
        let newest = try NibCompiler.compile(data: xib, path: "Panel.xib", options: approximating)
        #expect(newest.diagnostics.map(\.isApproximation) == [true])
        let newestGraph = try CompiledNibReader.decode(newest.files[0].contents, path: "Panel.nib").graph
        let triangle = try #require(newestGraph.objects.last { $0.className == AppKitNibClass.buttonCell })
        #expect(triangle.value(forKey: AppKitNibKey.auxButtonType) == .integer(2))
        // A button type no pair shows: refused, or a push button with its own bezel.
        let recessed = Self.buttons.replacingOccurrences(
            of: #"type="push" title="Install" bezelStyle="rounded""#, with: #"type="recessed" title="Install" bezelStyle="recessed""#)
        #expect(recessed != Self.buttons)
        #expect(try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: recessed)).diagnostics.map(\.objectID) == ["10"])
        let recessedOutput = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: recessed), path: "Panel.xib", options: approximating)
        let recessedGraph = try CompiledNibReader.decode(recessedOutput.files[0].contents, path: "Panel.nib").graph
        let recessedCell = try #require(recessedGraph.objects.first { $0.className == AppKitNibClass.buttonCell })
        guard case .integer(let flags2)? = recessedCell.value(forKey: AppKitNibKey.buttonFlags2) else {
            Issue.record("no NSButtonFlags2")
            return
        }
        // The recessed bezel, 13: its low three bits, and its fourth at bit 5.
        #expect(flags2 & 0x27 == 0x25)
        // HexFiend's round plus and minus buttons: the circular bezel, 7, in the low three bits.
        let round = Self.buttons.replacingOccurrences(
            of: #"type="push" title="Install" bezelStyle="rounded""#, with: #"type="round" title="+" bezelStyle="circular""#)
        #expect(try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: round)).diagnostics.map(\.objectID) == ["10"])
        let roundGraph = try CompilerTestSupport.compiledMacOSGraph(CompilerTestSupport.macOSXIB(objects: round), options: approximating)
        let roundCell = try #require(roundGraph.objects.first { $0.className == AppKitNibClass.buttonCell })
        guard case .integer(let roundFlags2)? = roundCell.value(forKey: AppKitNibKey.buttonFlags2) else {
            Issue.record("no NSButtonFlags2")
            return
        }
        #expect(roundFlags2 & 0x27 == 0x07)
        approximating.xcodeVersion = CompileOptions.XcodeVersion("5.0.1")
        #expect(throws: CompileError.self) { try NibCompiler.compile(data: xib, path: "Panel.xib", options: approximating) }
    }

    /// Xcode 11 wrote the system font's flags as 787 and, in most builds, the small system
    /// font's as the message font's 1558 (`AppKitFonts.catalinaSmallSystemFlags`): written so,
    /// with one warning naming the first such font, since Xcode did not always.
    @Test func xcode11sSmallSystemFontHasTheMessageFontsFlags() throws {
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: Self.buttons), path: "Panel.xib",
            options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("11.4.1")))
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let fonts = graph.objects.filter { $0.className == "NSFont" && $0.value(forKey: "NSfFlags") != .integer(16) }
        #expect(
            Set(fonts.map { [$0.value(forKey: "NSSize"), $0.value(forKey: "NSfFlags")] }) == [
                [.double(13), .integer(787)], [.double(11), .integer(1558)],
            ])
        #expect(output.diagnostics.map(\.severity) == [.warning])
        #expect(output.diagnostics.map(\.line) == [29])
        let newer = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: Self.buttons), path: "Panel.xib",
            options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("10.2")))
        #expect(newer.diagnostics.isEmpty)
    }
}

/// Square image buttons, as Xcode 26 writes Aerial's `ThanksViewController` "kofi1" button.
@Suite struct AppKitSquareButtonBuilderTests {
    static let button = """
                    <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="10">
                        <rect key="frame" x="20" y="20" width="142" height="36"/>
                        <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="kofi1" imagePosition="only" alignment="center" imageScaling="proportionallyUpOrDown" inset="2" id="11">
                            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
        """

    @Test func aSquareButtonShowsItsImageOnly() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: Self.button), resources: #"<image name="kofi1" width="142.5" height="36"/>"#)
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cell = try #require(graph.objects.first { $0.className == "NSButtonCell" })
        #expect(cell.value(forKey: "NSButtonFlags") == .integer(-2_042_609_664))
        #expect(cell.value(forKey: "NSButtonFlags2") == .integer(70))
        #expect(cell.value(forKey: "NSBezelStyle") == .integer(6))
        #expect(cell.value(forKey: "NSAuxButtonType") == .integer(7))
        let image = try #require(graph.object(cell.value(forKey: "NSNormalImage"))?.object)
        #expect(graph.string(image.value(forKey: "NSResourceName")) == "kofi1")

        let undeclared = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.button))
        #expect(try CompilerTestSupport.refusal(undeclared).diagnostics.map(\.objectID) == ["11"])
    }

    /// A button cell's line break mode is archived as a text field cell's: truncating tail is
    /// single-line in its flags, the mode in its second flags and on the button (transmission's
    /// `MainMenu` square buttons, Xcode 26: flags 0x84000040 and 0x8000800, mode 4).
    @Test func aButtonCellsLineBreakModeIsInItsFlags() throws {
        let truncating = Self.button.replacingOccurrences(
            of: #"alignment="center""#, with: #"alignment="center" lineBreakMode="truncatingTail" state="on""#)
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: truncating), resources: #"<image name="kofi1" width="142.5" height="36"/>"#)
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cell = try #require(graph.objects.first { $0.className == "NSButtonCell" })
        #expect(cell.value(forKey: "NSCellFlags") == .integer(Int64(Int32(bitPattern: 0x8400_0040))))
        #expect(cell.value(forKey: "NSCellFlags2") == .integer(0x800_0800))
        #expect(graph.objects.first { $0.className == "NSButton" }?.value(forKey: "NSControlLineBreakMode") == .integer(4))
    }

    /// A hidden button is a hidden view: the `NSvFlags` bit every hidden view of the pairs sets
    /// (Aerial's hidden text fields and image views), nothing of its cell.
    @Test func aHiddenButtonSetsTheHiddenViewFlag() throws {
        let resources = #"<image name="kofi1" width="142.5" height="36"/>"#
        func compiled(_ button: String) throws -> NibGraph {
            let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: button), resources: resources)
            let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
            return try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        }
        let shown = try compiled(Self.button)
        let hidden = try compiled(Self.button.replacingOccurrences(of: "<button ", with: #"<button hidden="YES" "#))
        func flags(_ graph: NibGraph) -> Int64? {
            guard case .integer(let flags)? = graph.objects.first(where: { $0.className == "NSButton" })?.value(forKey: "NSvFlags")
            else { return nil }
            return flags
        }
        let (shownFlags, hiddenFlags) = (try #require(flags(shown)), try #require(flags(hidden)))
        #expect(Int32(truncatingIfNeeded: hiddenFlags) == Int32(truncatingIfNeeded: shownFlags) | Int32(bitPattern: 0x8000_0000))
        #expect(
            hidden.objects.first { $0.className == "NSButtonCell" }?.entries
                == shown.objects.first { $0.className == "NSButtonCell" }?.entries)
    }
}

/// A bevel button that pushes on and off, as Xcode 26.6 archives Prune's (its storyboard's
/// conformance test compares the archive); the behavior on other kinds is refused.
@Suite struct AppKitPushOnPushOffBuilderTests {
    static func button(type: String) -> Data {
        CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                    <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                        <rect key="frame" x="19" y="185" width="20" height="20"/>
                        <buttonCell key="cell" type="\(type)" bezelStyle="regularSquare" imagePosition="only" alignment="center" \
                    imageScaling="proportionallyDown" inset="2" id="10">
                            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES" changeBackground="YES" changeGray="YES"/>
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
                    """))
    }

    @Test func aBevelButtonPushesOnAndOff() throws {
        let output = try NibCompiler.compile(data: Self.button(type: "bevel"), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cell = try #require(graph.objects.first { $0.className == "NSButtonCell" })
        #expect(cell.value(forKey: "NSAuxButtonType") == .integer(1))
        #expect(try CompilerTestSupport.refusal(Self.button(type: "push")).diagnostics.map(\.objectID) == ["10"])
    }
}

/// Large push buttons in a nib for systems before macOS 11 are laid out again at the regular
/// size, as Xcode 26 lays out Aerial's (`regularLayout(ofLargePushButton:)`).
@Suite struct AppKitLargePushButtonTests {
    /// A window whose content view holds a large push button placed horizontally by `pin`.
    static func xib(pin: String) -> Data {
        CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                    <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                        <rect key="frame" x="100" y="30" width="190" height="40"/>
                        <buttonCell key="cell" type="push" title="Open" bezelStyle="rounded" alignment="center" controlSize="large" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="10">
                            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
                    """,
                constraints: pin
                    + #"<constraint firstItem="9" firstAttribute="top" secondItem="8" secondAttribute="top" constant="30" id="12"/>"#,
                width: 400))
    }

    static func buttonFrame(pin: String, deploymentTarget: String) throws -> String? {
        let options = CompileOptions(
            minimumDeploymentTarget: deploymentTarget, xcodeVersion: CompileOptions.XcodeVersion("26.0"),
            colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let graph = try CompilerTestSupport.compiledMacOSGraph(Self.xib(pin: pin), options: options)
        let button = try #require(graph.objects.first { $0.className == "NSButton" })
        return graph.string(button.value(forKey: "NSFrame"))
    }

    /// 4 narrower, 28 high, 6 up; 6 right by a leading constraint, 2 about a center, 2 left by a
    /// trailing one. For macOS 11 and later, the saved frame.
    @Test(arguments: [
        (
            #"<constraint firstItem="9" firstAttribute="leading" secondItem="8" secondAttribute="leading" constant="100" id="11"/>"#,
            "{{106, 36}, {186, 28}}"
        ),
        (
            #"<constraint firstItem="9" firstAttribute="centerX" secondItem="8" secondAttribute="centerX" id="11"/>"#,
            "{{102, 36}, {186, 28}}"
        ),
        (
            #"<constraint firstAttribute="trailing" secondItem="9" secondAttribute="trailing" constant="110" id="11"/>"#,
            "{{98, 36}, {186, 28}}"
        ),
    ])
    func aLargePushButtonIsLaidOutAtTheRegularSize(pin: String, frame: String) throws {
        #expect(try Self.buttonFrame(pin: pin, deploymentTarget: "10.14") == frame)
        #expect(try Self.buttonFrame(pin: pin, deploymentTarget: "11.0") == "{{100, 30}, {190, 40}}")
    }
}

/// A button that pushes in by its type, saved with a toggle's or a momentary change's behavior,
/// has that behavior's flags and button type, as Xcode 26 archives transmission's textured square
/// buttons (`transmission-MainMenu`'s nib, whose document the compiler refuses for other reasons).
@Suite struct AppKitButtonBehaviorTests {
    static func xib(behavior: String) -> Data {
        CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                    <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                        <rect key="frame" x="20" y="20" width="60" height="24"/>
                        <buttonCell key="cell" type="square" title="Limit" bezelStyle="shadowlessSquare" alignment="center" state="on" imageScaling="proportionallyDown" inset="2" id="10">
                            <behavior key="behavior" \(behavior)/>
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
                    """))
    }

    /// The behavior bits of the cell's `NSButtonFlags` (its top byte) and its `NSAuxButtonType`.
    static func behaviorValues(in graph: NibGraph, resourceName: String? = nil) throws -> [NibGraph.Value?] {
        let cell = try #require(
            graph.objects.first { object in
                guard object.className == "NSButtonCell" else { return false }
                guard let resourceName else { return true }
                let image = graph.object(object.value(forKey: "NSNormalImage"))?.object
                return image.flatMap { graph.string($0.value(forKey: "NSResourceName")) } == resourceName
            })
        guard case .integer(let flags) = cell.value(forKey: "NSButtonFlags") else { return [] }
        return [.integer(Int64(UInt32(truncatingIfNeeded: flags)) >> 24), cell.value(forKey: "NSAuxButtonType")]
    }

    @Test(arguments: [
        (#"pushIn="YES" changeContents="YES" lightByContents="YES""#, "TortoiseTemplate"),
        (#"lightByContents="YES""#, "CleanupTemplate"),
    ])
    func aButtonKeepsTheBehaviorItIsSavedWith(behavior: String, transmissionButton: String) throws {
        let options = CompileOptions(
            xcodeVersion: CompileOptions.XcodeVersion("26.0"), colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        let ours = try Self.behaviorValues(in: CompilerTestSupport.compiledMacOSGraph(Self.xib(behavior: behavior), options: options))
        let xcode = try Self.behaviorValues(
            in: CompilerTestSupport.xcodeMacOSGraph("ibtool-1c4e662-transmission-MainMenu.xib/xcode/transmission_MainMenu.nib"),
            resourceName: transmissionButton)
        #expect(!ours.isEmpty)
        #expect(ours == xcode)
    }
}

/// Button kinds measured on their pairs' Xcode nibs: inline buttons with the inline bezel's own
/// font (Aerial's `SourcesViewController`, Xcode 26) and textured square buttons (transmission's
/// main window, viraptor's `transmission-MainMenu`).
@Suite struct AppKitButtonKindsTests {
    static let inlineBezel: Int64 = 15
    static let texturedSquareBezel: Int64 = 8

    /// The differences that lie inside a button's cell: after the last step into a button's
    /// cell, only the cell's, its font's and the font descriptor's keys.
    static func insideButtonCells(_ differences: [NibDifference]) -> [NibDifference] {
        differences.filter { difference in
            let steps = difference.path.split(separator: " ")
            guard let cell = steps.lastIndex(where: { $0.hasPrefix("NSButton.NSCell") }) else { return false }
            return steps[(cell + 1)...].allSatisfy { step in
                ["NSButtonCell.", "NSFont.", "NSFontDescriptor.", "NSDictionary.", "NSNumber.", "NSString."].contains {
                    step.hasPrefix($0)
                }
            }
        }
    }

    static func cells(ofBezel bezel: Int64, in graph: NibGraph) -> [NibGraph.Object] {
        graph.objects.filter { $0.className == "NSButtonCell" && $0.value(forKey: "NSBezelStyle") == .integer(bezel) }
    }

    @Test func inlineButtonsAreXcodes() throws {
        let (output, nibs) = try CompilerTestSupport.compiledBesideXcode(
            pair: "Aerial-29101a6-SourcesViewController.xib", document: "SourcesViewController",
            options: AppKitCollectionViewBuilderTests.aerialOptions())
        #expect(!output.diagnostics.contains { $0.message.contains("inline button") })
        #expect(nibs.count == 2)
        for nib in nibs {
            for archived in [nib.ours, nib.xcode] {
                let inline = Self.cells(ofBezel: Self.inlineBezel, in: archived)
                #expect(inline.count == 3)
                let fonts = Set(inline.map { $0.value(forKey: "NSSupport") })
                #expect(fonts.count == 1)
                let reference = try #require(fonts.first)
                let font = try #require(archived.object(reference)?.object)
                #expect(archived.string(font.value(forKey: "NSName")) == ".AppleSystemUIFontDemi")
            }
            let inCells = Self.insideButtonCells(NibGraphComparison.differences(nib.ours, nib.xcode))
            #expect(inCells.isEmpty, "\(nib.name): \(inCells)")
        }
    }

    /// Another font than the inline bezel's own is archived as the document gives it
    /// (`NowPlayingViewController`'s small system font).
    @Test func anInlineButtonInAnotherFontKeepsIt() throws {
        let button = """
                <button id="9"><rect key="frame" x="0.0" y="0.0" width="56" height="18"/>\
            <buttonCell key="cell" type="inline" title="B" bezelStyle="inline" alignment="center" inset="2" id="10">\
            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>\
            <font key="font" metaFont="smallSystem"/></buttonCell></button>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: button))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cell = try #require(Self.cells(ofBezel: Self.inlineBezel, in: graph).first)
        let font = try #require(graph.object(cell.value(forKey: "NSSupport"))?.object)
        #expect(graph.string(font.value(forKey: "NSName")) == ".AppleSystemUIFont")
        #expect(font.value(forKey: "NSTextStyleDescriptor") == nil)
    }

    @Test func texturedSquareButtonsAreXcodes() throws {
        let (output, nibs) = try CompilerTestSupport.compiledBesideXcode(
            pair: "ibtool-1c4e662-transmission-MainMenu.xib", document: "transmission_MainMenu",
            options: CompileOptions(allowsApproximation: true, colorProfiles: try AppKitTextViewBuilderTests.colorProfiles()))
        #expect(!output.diagnostics.contains { $0.message.contains("squareTextured") })
        let nib = try #require(nibs.first)
        for archived in [nib.ours, nib.xcode] {
            #expect(Self.cells(ofBezel: Self.texturedSquareBezel, in: archived).count == 3)
        }
        let inCells = Self.insideButtonCells(NibGraphComparison.differences(nib.ours, nib.xcode))
        #expect(inCells.isEmpty, "\(inCells)")
    }
    /// Aerial's square star buttons, saved with a check box's behavior (`VideosViewController`,
    /// Xcode 26): momentary light, the behavior's bits without a check box's image flag.
    @Test func squareButtonsWithACheckBoxsBehaviorAreXcodes() throws {
        let (output, nibs) = try CompilerTestSupport.compiledBesideXcode(
            pair: "Aerial-29101a6-VideosViewController.xib", document: "VideosViewController",
            options: AppKitCollectionViewBuilderTests.aerialOptions())
        #expect(!output.diagnostics.contains { $0.message.contains("another type's behavior") })
        // The table saved plain needs no macOS 11 variant: one nib, as Xcode's.
        #expect(!output.isFolder)
        let nib = try #require(nibs.first)
        for archived in [nib.ours, nib.xcode] {
            let stars = archived.objects.filter {
                $0.className == "NSButtonCell" && $0.value(forKey: "NSAuxButtonType") == .integer(0)
                    && $0.value(forKey: "NSBezelStyle") == .integer(6)
            }
            #expect(stars.count == 2)
        }
        // Which equal colors share one object is the colors' concern (their calibrated twins are
        // approximations in this pair), not the buttons'.
        let inCells = Self.insideButtonCells(NibGraphComparison.differences(nib.ours, nib.xcode)).filter { $0.kind != .sharing }
        #expect(inCells.isEmpty, "\(inCells)")
    }
}
