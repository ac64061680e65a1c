import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Pop-up buttons' cells: their image scaling joins the bezel in `NSButtonFlags2`.
@Suite struct AppKitPopUpButtonBuilderTests {
    static func popUp(imageScaling: String) -> String {
        """
                    <popUpButton verticalHuggingPriority="750" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="3">
                        <rect key="frame" x="14" y="48" width="100" height="25"/>
                        <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" \(imageScaling) inset="2" id="5">
                            <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                            <font key="font" metaFont="menu"/>
                            <menu key="menu" id="6">
                                <items>
                                    <menuItem title="None" id="4"/>
                                </items>
                            </menu>
                        </popUpButtonCell>
                    </popUpButton>
        """
    }

    /// A pop-up truncating in the middle (SameBoy's preferences), which no pair shows: its cell's
    /// flags hold that line break as any other cell's do, both in the cell and in the control.
    @Test func anotherLineBreakIsACellsLineBreak() throws {
        let middle = Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#)
            .replacingOccurrences(of: #"lineBreakMode="truncatingTail""#, with: #"lineBreakMode="truncatingMiddle""#)
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: middle))
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib)
        let cell = try #require(graph.objects.first { $0.className == "NSPopUpButtonCell" })
        let tail = try AppKitConstraintBuilderTests.compile(Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#))
        let tailCell = try #require(tail.objects.first { $0.className == "NSPopUpButtonCell" })
        guard case .integer(let flags2) = cell.value(forKey: "NSCellFlags2"),
            case .integer(let tailFlags2) = tailCell.value(forKey: "NSCellFlags2")
        else {
            Issue.record("a pop-up cell without NSCellFlags2")
            return
        }
        // NSLineBreakMode at bit 9: truncating the middle is 5, the tail 4.
        #expect((flags2 >> 9) & 7 == 5)
        #expect((tailFlags2 >> 9) & 7 == 4)
    }

    /// An action pull-down's gear (MacPass's), which no pair shows on a pop-up: refused naming
    /// the cell; approximated, the cell's alternate image as a button cell's.
    @Test func aPopUpCellsAlternateImageIsAnApproximation() throws {
        let gear = Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#)
            .replacingOccurrences(of: #"inset="2" id="5""#, with: #"inset="2" alternateImage="NSActionTemplate" id="5""#)
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: gear), resources: #"<image name="NSActionTemplate" width="15" height="15"/>"#)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["5"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let cell = try #require(graph.objects.first { $0.className == "NSPopUpButtonCell" })
        let image = try #require(graph.object(cell.value(forKey: "NSAlternateImage"))?.object)
        #expect(graph.string(image.value(forKey: "NSResourceName")) == "NSActionTemplate")
    }

    /// No focus ring (SameBoy's GBS pop-ups): the control's leaves no trace, the cell's is
    /// `NSCellFlags2`' 0x8000, as a button cell's; nothing else changes.
    @Test func noFocusRingIsTheCellsBit() throws {
        let plain = Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#)
        let noRing = plain.replacingOccurrences(of: "<popUpButton ", with: #"<popUpButton focusRingType="none" "#)
            .replacingOccurrences(of: #"borderStyle="borderAndBezel""#, with: #"borderStyle="borderAndBezel" focusRingType="none""#)
        let (ours, theirs) = (try AppKitConstraintBuilderTests.compile(noRing), try AppKitConstraintBuilderTests.compile(plain))
        let cell = try #require(ours.objects.first { $0.className == "NSPopUpButtonCell" })
        let plainCell = try #require(theirs.objects.first { $0.className == "NSPopUpButtonCell" })
        guard case .integer(let flags2) = cell.value(forKey: "NSCellFlags2"),
            case .integer(let plainFlags2) = plainCell.value(forKey: "NSCellFlags2")
        else {
            Issue.record("a pop-up cell without NSCellFlags2")
            return
        }
        #expect(flags2 == plainFlags2 | 0x8000)
        #expect(NibGraphComparison.differences(ours, theirs).count == 1)
    }

    /// A pop-up of another behavior (Sequel Ace's action pull-down, lighting by its contents),
    /// which no pair shows, is refused naming its cell; with `--allow-approximation` its button
    /// flags hold that behavior's bits as a button's do.
    @Test func anotherBehaviorIsAnApproximation() throws {
        let contents = Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#).replacingOccurrences(
            of: #"<behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>"#,
            with: #"<behavior key="behavior" lightByContents="YES"/>"#)
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: contents))
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["5"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let cell = try #require(graph.objects.first { $0.className == "NSPopUpButtonCell" })
        guard case .integer(let flags) = cell.value(forKey: "NSButtonFlags") else {
            Issue.record("a pop-up cell without NSButtonFlags")
            return
        }
        #expect(flags & 0x0E00_0000 == 0x0800_0000)
    }

    /// Aerial's `CustomVideos` (Xcode 26): a pop-up selecting its "Day" item archives the item,
    /// its title and the cell's on bit (`NSCellFlags` 0x84400040), and no selected index.
    @Test func aSelectedItemIsTheCellsItemAndTitle() throws {
        let popUp = Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#)
            .replacingOccurrences(
                of: #"<popUpButtonCell key="cell" type="push""#,
                with: #"<popUpButtonCell key="cell" type="push" title="None" state="on" selectedItem="4""#
            )
            .replacingOccurrences(of: #"<menuItem title="None" id="4"/>"#, with: #"<menuItem title="None" state="on" id="4"/>"#)
        let graph = try AppKitConstraintBuilderTests.compile(popUp)
        let cell = try #require(graph.objects.first { $0.className == "NSPopUpButtonCell" })
        #expect(cell.value(forKey: "NSCellFlags") == .integer(-2_076_180_416))
        #expect(graph.string(cell.value(forKey: "NSContents")) == "None")
        #expect(cell.value(forKey: "NSSelectedIndex") == nil)
        let item = try #require(graph.object(cell.value(forKey: "NSMenuItem"))?.object)
        #expect(graph.string(item.value(forKey: "NSTitle")) == "None")
        #expect(item.value(forKey: "NSState") == .integer(1))
    }

    /// A pop-up cell's tag, which Interface Builder saves as its selected item's (IINA's, Clipy's,
    /// transmission's): the item archives it and the cell none, as in 30 of the 32 such cells of
    /// Interface Builder 3's archives of AppKit. Another tag, which no pair shows, is the cell's
    /// `NSTag`, an approximation.
    @Test func aPopUpCellsTagIsItsSelectedItems() throws {
        func popUp(cellTag: String) -> Data {
            let popUp = Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#)
                .replacingOccurrences(
                    of: #"<popUpButtonCell key="cell" type="push""#,
                    with: #"<popUpButtonCell key="cell" type="push" title="None" state="on" selectedItem="4" tag="\#(cellTag)""#
                )
                .replacingOccurrences(of: #"<menuItem title="None" id="4"/>"#, with: #"<menuItem title="None" state="on" tag="3" id="4"/>"#)
            return CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: popUp))
        }
        let output = try NibCompiler.compile(data: popUp(cellTag: "3"), path: "Panel.xib")
        #expect(output.diagnostics.isEmpty)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cell = try #require(graph.objects.first { $0.className == "NSPopUpButtonCell" })
        #expect(cell.value(forKey: "NSTag") == nil)
        #expect(graph.object(cell.value(forKey: "NSMenuItem"))?.object.value(forKey: "NSTag") == .integer(3))
        #expect(try CompilerTestSupport.refusal(popUp(cellTag: "5")).diagnostics.map(\.objectID) == ["5"])
        let other = try CompilerTestSupport.compiledMacOSGraph(popUp(cellTag: "5"), options: CompileOptions(allowsApproximation: true))
        #expect(other.objects.first { $0.className == "NSPopUpButtonCell" }?.value(forKey: "NSTag") == .integer(5))
    }

    /// A pull-down selecting its hidden first item with no title or state, pushing on and off
    /// (transmission's filter bar), is refused, and written as saved under
    /// `--allow-approximation`: the item selected, the cell off.
    @Test func aSelectedItemWithoutTitleOrStateIsAnApproximation() throws {
        let popUp = Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#)
            .replacingOccurrences(
                of: #"<popUpButtonCell key="cell" type="push""#, with: #"<popUpButtonCell key="cell" type="push" selectedItem="4""#
            )
            .replacingOccurrences(
                of: #"<behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>"#,
                with:
                    #"<behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES" changeBackground="YES" changeGray="YES"/>"#
            )
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: popUp))
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["5", "5"])
        var options = CompileOptions()
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        let cell = try #require(graph.objects.first { $0.className == "NSPopUpButtonCell" })
        #expect(graph.string(graph.object(cell.value(forKey: "NSMenuItem"))?.object.value(forKey: "NSTitle")) == "None")
    }

    /// A pull-down naming its hidden first item's title and state but selecting no item
    /// (HandBrake's "Tracks" menus), which no pair shows, is refused naming its cell; under
    /// `--allow-approximation` the cell is written as saved: its title, on, no item selected.
    @Test func aTitleAndStateWithoutASelectedItemIsAnApproximation() throws {
        let popUp = Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#)
            .replacingOccurrences(
                of: #"<popUpButtonCell key="cell" type="push""#,
                with: #"<popUpButtonCell key="cell" type="push" title="None" state="on" pullsDown="YES""#
            )
            .replacingOccurrences(
                of: #"<menuItem title="None" id="4"/>"#, with: #"<menuItem title="None" state="on" hidden="YES" id="4"/>"#)
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: popUp))
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            xib,
            refusedWith: [
                "a pop-up cell with a title or state but no selected item, which no pair shows, is written as the document saves the cell"
            ])
        let cell = try #require(graph.objects.first { $0.className == "NSPopUpButtonCell" })
        #expect(graph.string(cell.value(forKey: "NSContents")) == "None")
        #expect(cell.value(forKey: "NSMenuItem") == .null)
        #expect(cell.value(forKey: "NSSelectedIndex") == .integer(-1))
        let untitled = try AppKitConstraintBuilderTests.compile(Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#))
        let untitledCell = try #require(untitled.objects.first { $0.className == "NSPopUpButtonCell" })
        guard case .integer(let flags) = cell.value(forKey: "NSCellFlags"),
            case .integer(let untitledFlags) = untitledCell.value(forKey: "NSCellFlags")
        else {
            Issue.record("a pop-up cell without NSCellFlags")
            return
        }
        // Only the on bit, NSCellFlags' highest, as in Aerial's selected "Day" (0x84400040).
        #expect(flags & ~untitledFlags == Int64(Int32.min))
    }

    /// A small pull-down with its arrow at the center (HandBrake's and transmission's), none of
    /// which a pair shows, archived as Interface Builder 3's archives of AppKit show them:
    /// `NSPullDown`, `NSArrowPosition` 1 and a small button's size. A pop-up without an arrow
    /// archives no position, AppKit's 0.
    @Test func aSmallPullDownAndItsArrow() throws {
        func popUp(_ attributes: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(
                    holding: Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#)
                        .replacingOccurrences(
                            of: #"<popUpButtonCell key="cell" type="push""#,
                            with: #"<popUpButtonCell key="cell" type="push" \#(attributes)"#)))
        }
        let pullDown = popUp(#"controlSize="small" pullsDown="YES" arrowPosition="arrowAtCenter""#)
        let options = CompileOptions()
        let graph = try CompilerTestSupport.compiledMacOSGraph(pullDown, options: options)
        let cell = try #require(graph.objects.first { $0.className == "NSPopUpButtonCell" })
        let control = try #require(graph.objects.first { $0.className == "NSPopUpButton" })
        #expect(cell.value(forKey: "NSPullDown") == .bool(true))
        #expect(cell.value(forKey: "NSArrowPosition") == .integer(1))
        #expect(control.value(forKey: "NSControlSize") == .integer(1))
        let plain = try AppKitConstraintBuilderTests.compile(Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#))
        let plainCell = try #require(plain.objects.first { $0.className == "NSPopUpButtonCell" })
        #expect(plainCell.value(forKey: "NSPullDown") == nil)
        #expect(plainCell.value(forKey: "NSArrowPosition") == .integer(2))
        guard case .integer(let flags2) = cell.value(forKey: "NSCellFlags2"),
            case .integer(let plainFlags2) = plainCell.value(forKey: "NSCellFlags2")
        else {
            Issue.record("a pop-up cell without NSCellFlags2")
            return
        }
        #expect(flags2 & ~plainFlags2 == 0x2_0000)
        let arrowless = try CompilerTestSupport.compiledMacOSGraph(popUp(#"arrowPosition="noArrow""#), options: options)
        #expect(arrowless.objects.first { $0.className == "NSPopUpButtonCell" }?.value(forKey: "NSArrowPosition") == nil)
    }

    /// A pop-up tinted (Sequel Ace's, with the label color), which no pair shows, is refused
    /// naming the tint; under `--allow-approximation` its cell holds the tint, as a button's does.
    @Test func aPopUpsTintIsAnApproximation() throws {
        let tinted = Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#).replacingOccurrences(
            of: "</popUpButtonCell>",
            with: #"</popUpButtonCell><color key="contentTintColor" name="labelColor" catalog="System" colorSpace="catalog"/>"#)
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: tinted)),
            refusedWith: ["a pop-up's content tint, which no pair shows, is archived in its cell as a button's is"],
            options: CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles()))
        let cell = try #require(graph.objects.first { $0.className == "NSPopUpButtonCell" })
        let tint = try #require(graph.object(cell.value(forKey: "NSContentTintColor"))?.object)
        #expect(graph.string(tint.value(forKey: "NSColorName")) == "labelColor")
    }

    /// A pop-up's key equivalent (Sequel Ace's action pull-downs), saved in base64 as a
    /// button's, is its cell's `NSKeyEquivalent`, as a button cell's is.
    @Test func aPopUpsKeyEquivalentIsItsCells() throws {
        let keyed = Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#).replacingOccurrences(
            of: #"<font key="font" metaFont="menu"/>"#,
            with: #"<font key="font" metaFont="menu"/><string key="keyEquivalent" base64-UTF8="YES">IA</string>"#)
        let graph = try AppKitConstraintBuilderTests.compile(keyed)
        let cell = try #require(graph.objects.first { $0.className == "NSPopUpButtonCell" })
        #expect(graph.string(cell.value(forKey: "NSKeyEquivalent")) == " ")
    }

    /// A pop-up saved without a border (Sequel Ace's bevel pop-ups) or an alignment, which no
    /// pair shows, is refused naming its cell; under `--allow-approximation` it lacks the
    /// border's button and cell flags, and is aligned naturally.
    @Test func aPopUpWithoutBorderOrAlignmentIsAnApproximation() throws {
        let saved = Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#)
        let bare = saved.replacingOccurrences(of: #" borderStyle="borderAndBezel""#, with: "")
            .replacingOccurrences(of: #" alignment="left""#, with: "")
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: bare))
        #expect(
            try CompilerTestSupport.refusal(xib).diagnostics.map(\.message) == [
                "a pop-up cell without a border, which no pair shows, is written without the border's flags",
                "a pop-up cell without an alignment, which no pair shows, is written aligned naturally",
            ])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let cell = try #require(graph.objects.first { $0.className == "NSPopUpButtonCell" })
        let bordered = try AppKitConstraintBuilderTests.compile(saved)
        let borderedCell = try #require(bordered.objects.first { $0.className == "NSPopUpButtonCell" })
        guard case .integer(let buttonFlags) = cell.value(forKey: "NSButtonFlags"),
            case .integer(let borderedButtonFlags) = borderedCell.value(forKey: "NSButtonFlags"),
            case .integer(let cellFlags) = cell.value(forKey: "NSCellFlags"),
            case .integer(let borderedCellFlags) = borderedCell.value(forKey: "NSCellFlags"),
            case .integer(let flags2) = cell.value(forKey: "NSCellFlags2")
        else {
            Issue.record("a pop-up cell without its flags")
            return
        }
        #expect(borderedButtonFlags & ~buttonFlags == 0x0080_0000)
        #expect(borderedCellFlags & ~cellFlags == 0x0040_0000)
        // NSTextAlignment natural, 4, at bit 26.
        #expect((flags2 >> 26) & 7 == 4)
    }

    /// Aerial's `SettingsWindowController` (Xcode 26): a large pop-up selecting its third item
    /// archives size 3 on the control and the cell, and the item's index.
    @Test func aLargePopUpKeepsItsSizeAndTheSelectedIndex() throws {
        let popUp = Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#)
            .replacingOccurrences(
                of: #"<popUpButtonCell key="cell" type="push""#,
                with: #"<popUpButtonCell key="cell" type="push" title="Third" state="on" selectedItem="9" controlSize="large""#
            )
            .replacingOccurrences(
                of: #"<menuItem title="None" id="4"/>"#,
                with: #"<menuItem title="None" id="4"/><menuItem title="Second" id="8"/><menuItem title="Third" state="on" id="9"/>"#)
        let graph = try AppKitConstraintBuilderTests.compile(popUp)
        let cell = try #require(graph.objects.first { $0.className == "NSPopUpButtonCell" })
        #expect(cell.value(forKey: "NSSelectedIndex") == .integer(2))
        #expect(cell.value(forKey: "NSControlSize2") == .integer(3))
        #expect(graph.objects.first { $0.className == "NSPopUpButton" }?.value(forKey: "NSControlSize2") == .integer(3))
    }

    /// viraptor's `catalog-image`: a rounded pop-up scaling its image proportionally down
    /// archives `NSButtonFlags2` 129, the bezel's 1 and the scaling's 0x80.
    @Test func imageScalingJoinsTheBezelInTheSecondFlags() throws {
        let graph = try AppKitConstraintBuilderTests.compile(Self.popUp(imageScaling: #"imageScaling="proportionallyDown""#))
        let cell = try #require(graph.objects.first { $0.className == "NSPopUpButtonCell" })
        #expect(cell.value(forKey: "NSButtonFlags2") == .integer(129))
        let plain = try AppKitConstraintBuilderTests.compile(Self.popUp(imageScaling: ""))
        #expect(plain.objects.first { $0.className == "NSPopUpButtonCell" }?.value(forKey: "NSButtonFlags2") == .integer(1))
    }
}
