import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// What real apps give their controls and no pair shows (tags of pop-ups, sliders and a matrix's
/// cells, image positions above or below the title, sliders refusing first responder or standing
/// upright), against viraptor's samples whose nibs Xcode wrote: the edited document compiles to
/// Xcode's nib but for the values the edit sets, as an approximation refused strictly naming the
/// element, or without one where Interface Builder 3's archives of AppKit show the values.
@Suite struct AppKitControlApproximationsTests {
    /// The pair's document edited by `replacements` (each must apply), compiled.
    static func compile(
        _ pairID: String, replacing replacements: KeyValuePairs<String, String>, allowsApproximation: Bool = true
    ) throws -> (output: Result<CompiledOutput, CompileError>, xcode: NibGraph) {
        let folder = try TestPaths.corpus("pairs-macos")
        var (pair, options) = try AppKitCompilerConformanceTests.pair(pairID)
        options.allowsApproximation = allowsApproximation
        var source = try String(contentsOf: folder.appendingPathComponent(pair.source), encoding: .utf8)
        for (original, edited) in replacements {
            #expect(source.contains(original), "\(original)")
            source = source.replacingOccurrences(of: original, with: edited)
        }
        let output = Result { () throws(CompileError) in
            try NibCompiler.compile(data: Data(source.utf8), path: "Edited.xib", options: options)
        }
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent(pair.xcode).path).graph
        return (output, xcode)
    }

    /// Our differences from Xcode's nib (the one a folder nib's reader reads), by the last key of
    /// their path, and the warnings.
    static func differences(_ output: Result<CompiledOutput, CompileError>, from xcode: NibGraph) throws -> (
        found: [NibDifference], warnings: [CompileDiagnostic]
    ) {
        let compiled = try output.get()
        let preferred = CompiledNibReader.preferredVariant(among: compiled.files.map(\.relativePath))
        let file = compiled.files.first { $0.relativePath == preferred } ?? compiled.files.first
        let ours = try CompiledNibReader.decode(try #require(file).contents, path: "Edited.nib").graph
        return (NibGraphComparison.differences(ours, xcode), compiled.diagnostics)
    }

    static func lastKey(_ difference: NibDifference) -> String {
        difference.path.components(separatedBy: ".").last ?? ""
    }

    /// Compiles the edited pair and expects one key more than Xcode's nib, `key` (of `value`
    /// when given), and one warning, on `objectID`, or none when it is nil.
    static func expectOnlyKeyAdded(
        _ key: String, value: String? = nil, warnedAt objectID: String?, compiling pairID: String,
        replacing replacements: KeyValuePairs<String, String>
    ) throws {
        let (output, xcode) = try compile(pairID, replacing: replacements)
        let (found, warnings) = try differences(output, from: xcode)
        #expect(found.map(\.kind) == [.onlyInA])
        #expect(found.map(lastKey) == [key])
        if let value { #expect(found.first?.a == value) }
        #expect(warnings.map(\.objectID) == (objectID.map { [$0] } ?? []))
    }

    static func flags(_ difference: NibDifference) throws -> (ours: Int64, xcode: Int64) {
        (try #require(difference.a.flatMap { Int64($0) }), try #require(difference.b.flatMap { Int64($0) }))
    }

    /// A view's shadow (IINA's player window) is left out: the nib is Xcode's, with a warning,
    /// and strictly the document is refused naming the shadow's view.
    @Test func aViewsShadowIsLeftOut() throws {
        let shadow: KeyValuePairs<String, String> = [
            #"<popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="3">"#:
                #"<popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="3"><shadow key="shadow" blurRadius="12"><color key="color" white="0.0" alpha="0.5" colorSpace="calibratedWhite"/></shadow>"#
        ]
        let (output, xcode) = try Self.compile("ibtool-1c4e662-popup-empty.xib", replacing: shadow)
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.isEmpty)
        #expect(warnings.map(\.objectID) == ["3"])
        #expect(warnings.allSatisfy { $0.message.hasPrefix("a view's shadow, which no pair shows, is left out") })
        let strict = try Self.compile("ibtool-1c4e662-popup-empty.xib", replacing: shadow, allowsApproximation: false).output
        #expect(throws: CompileError.self) { try strict.get() }
    }

    @Test func aPopUpsTagsAreArchivedOnTheControlAndTheCell() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-popup-empty.xib",
            replacing: [#"<popUpButton "#: #"<popUpButton tag="7" "#, #"inset="2" id="4""#: #"inset="2" tag="3" id="4""#])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.map(\.kind) == [.onlyInA, .onlyInA])
        #expect(found.map(Self.lastKey) == ["NSTag", "NSTag"])
        #expect(Set(found.compactMap(\.a)) == ["7", "3"])
        #expect(warnings.count == 2)
        #expect(warnings.allSatisfy { $0.message.hasPrefix("the tag of a popUpButton") })
    }

    /// A column's animated image cell (Colloquy's status icons): `NSAnimates` true, as an image
    /// view's image cell archives `animates` (34 image views of the pairs), the same class; an
    /// image alignment is written and reported as an image view's is.
    @Test func aColumnsImageCellArchivesAnimatesAndAlignmentAsAnImageViewsCell() throws {
        let cell =
            #"<imageCell key="dataCell" controlSize="small" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="16"/>"#
        let (animated, xcode) = try Self.compile(
            "ibtool-1c4e662-imagecell-datacell-font.xib",
            replacing: [cell: cell.replacingOccurrences(of: #"id="16""#, with: #"animates="YES" id="16""#)],
            allowsApproximation: false)
        let (found, warnings) = try Self.differences(animated, from: xcode)
        #expect(found.map(Self.lastKey) == ["NSAnimates"])
        #expect((found.first?.a, found.first?.b) == ("true", "false"))
        #expect(warnings.isEmpty)
        let (aligned, _) = try Self.compile(
            "ibtool-1c4e662-imagecell-datacell-font.xib",
            replacing: [cell: cell.replacingOccurrences(of: #"id="16""#, with: #"imageAlignment="top" id="16""#)])
        let (moved, reported) = try Self.differences(aligned, from: xcode)
        #expect(moved.map(Self.lastKey) == ["NSAlign"])
        #expect(reported.map(\.message) == ["an image alignment, which no pair shows, is written as AppKit's number for it"])
    }

    /// A pop-up whose image hugs its title (Keycastr's, 223 of the real apps' pop-ups): its cell,
    /// a button cell, takes the flag viraptor's `button-imagehugstitle` sample shows a button
    /// cell's `NSButtonFlags` taking; no pair shows a pop-up's, so it is an approximation.
    @Test func aPopUpsImageHuggingItsTitleSetsTheButtonCellsFlag() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-popup-empty.xib", replacing: [#"<popUpButton "#: #"<popUpButton imageHugsTitle="YES" "#])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.map(Self.lastKey) == ["NSButtonFlags"])
        let flags = try Self.flags(try #require(found.first))
        #expect(flags.ours == flags.xcode | 0x20)
        #expect(
            warnings.map(\.message) == [
                "a pop-up whose image hugs its title, which no pair shows, is archived with the button cell's flag for it"
            ])
    }

    /// A disabled pop-up that leaves its items' state and enabling alone: the disabled flag of a
    /// button cell and its menu's `NSNoAutoenable`, as Interface Builder 3's archives of AppKit
    /// show them, and `NSAltersState` false, which they do not show: its one approximation.
    @Test func aPopUpsStateAndEnablingAreArchivedAsAppKitReadsThem() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-popup-empty.xib",
            replacing: [#"inset="2" id="4""#: #"inset="2" enabled="NO" altersStateOfSelectedItem="NO" autoenablesItems="NO" id="4""#])
        let (found, warnings) = try Self.differences(output, from: xcode)
        let byKey = Dictionary(uniqueKeysWithValues: found.map { (Self.lastKey($0), $0) })
        #expect(byKey.keys.sorted() == ["NSAltersState", "NSCellFlags", "NSNoAutoenable"])
        let flags = try Self.flags(try #require(byKey["NSCellFlags"]))
        #expect(flags.ours == flags.xcode | 0x2000_0000)
        #expect(byKey["NSAltersState"]?.a == "false")
        #expect(byKey["NSNoAutoenable"]?.a == "true")
        #expect(
            warnings.map(\.message) == ["a pop-up not marking its selected item, which no pair shows, is archived with NSAltersState false"]
        )
    }

    /// A clipping pop-up keeps a truncating one's single-line bit and archives the clipping mode
    /// in its cell and its control, as Interface Builder 3's archives of AppKit show it; a bevel
    /// one is written by its bezel style alone, an approximation.
    @Test func aPopUpsLineBreakAndTypeAreWrittenAsTheKnownOnesAre() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-popup-empty.xib",
            replacing: [
                #"type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail""#:
                    #"type="bevel" bezelStyle="rounded" alignment="left" lineBreakMode="clipping""#
            ])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.map(Self.lastKey).sorted() == ["NSCellFlags2", "NSControlLineBreakMode"])
        let mode = try #require(found.first { Self.lastKey($0) == "NSControlLineBreakMode" })
        #expect((mode.a, mode.b) == ("2", "4"))
        let flags2 = try Self.flags(try #require(found.first { Self.lastKey($0) == "NSCellFlags2" }))
        #expect(flags2.ours == flags2.xcode & ~(0x7 << 9) | 2 << 9)
        #expect(
            warnings.map(\.message) == [
                "a pop-up of this type, which no pair shows, is written by its bezel style as the pairs' push pop-ups are"
            ])
    }

    /// A pop-up saved without a line break wraps words, as a text cell saving none: no
    /// single-line bit, no line break bits, and the control's mode 0.
    @Test func aPopUpSavingNoLineBreakWrapsWords() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-popup-empty.xib", replacing: [#"alignment="left" lineBreakMode="truncatingTail""#: #"alignment="left""#])
        let (found, warnings) = try Self.differences(output, from: xcode)
        let byKey = Dictionary(uniqueKeysWithValues: found.map { (Self.lastKey($0), $0) })
        #expect(byKey.keys.sorted() == ["NSCellFlags", "NSCellFlags2", "NSControlLineBreakMode"])
        let flags = try Self.flags(try #require(byKey["NSCellFlags"]))
        #expect(flags.ours == flags.xcode & ~0x40)
        let flags2 = try Self.flags(try #require(byKey["NSCellFlags2"]))
        #expect(flags2.ours == flags2.xcode & ~(0x7 << 9))
        #expect(byKey["NSControlLineBreakMode"]?.a == "0")
        #expect(warnings.count == 1)
    }

    /// Known from Interface Builder 3's archives of button cells: no warning.
    @Test func aMatrixCellsTagIsArchivedAsAButtonCellsIs() throws {
        try Self.expectOnlyKeyAdded(
            "NSTag", value: "2", warnedAt: nil, compiling: "ibtool-1c4e662-test-matrix-flags.xib",
            replacing: [#"title="A" imagePosition="left""#: #"title="A" tag="2" imagePosition="left""#])
    }

    @Test func aSliderRefusingFirstResponderIsArchivedAsAButtonIs() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-test-slider.xib",
            replacing: [
                #"<slider fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s1">"#:
                    #"<slider fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" tag="4" id="s1">"#,
                #"continuous="YES" alignment="left" numberOfTickMarks="3" tickMarkPosition="below""#:
                    #"continuous="YES" refusesFirstResponder="YES" alignment="left" numberOfTickMarks="3" tickMarkPosition="below""#,
            ])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.map(Self.lastKey).sorted() == ["NSCellFlags2", "NSControlRefusesFirstResponder", "NSTag"])
        let refuses = try #require(found.first { Self.lastKey($0) == "NSControlRefusesFirstResponder" })
        #expect((refuses.a, refuses.b) == ("true", "false"))
        let cellFlags = try Self.flags(try #require(found.first { Self.lastKey($0) == "NSCellFlags2" }))
        #expect(cellFlags.ours == cellFlags.xcode | 0x200_0000)
        #expect(found.first { Self.lastKey($0) == "NSTag" }?.a == "4")
        #expect(Set(warnings.map(\.objectID)) == ["s1", "sc1"])
    }

    /// An upright slider with its tick marks on the left: AppKit's above, and vertical.
    @Test func anUprightSliderIsArchivedVertical() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-test-slider.xib",
            replacing: [
                #"<rect key="frame" x="10" y="100" width="200" height="25"/>"#:
                    #"<rect key="frame" x="10" y="100" width="25" height="200"/>"#,
                #"numberOfTickMarks="3" tickMarkPosition="below""#: #"numberOfTickMarks="3" tickMarkPosition="left""#,
            ])
        let (found, warnings) = try Self.differences(output, from: xcode)
        let vertical = try #require(found.first { Self.lastKey($0) == "NSVertical" })
        #expect((vertical.a, vertical.b) == ("true", "false"))
        let position = try #require(found.first { Self.lastKey($0) == "NSTickMarkPosition" })
        #expect((position.a, position.b) == ("1", "0"))
        #expect(warnings.count == 2)
    }

    /// Below the title: the image-and-title bit and the bottom-or-left one, not beside it.
    @Test func anImageBelowTheTitleSetsTheBitsOfItsPosition() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-button-imagehugstitle.xib",
            replacing: [#"borderStyle="border" imageScaling"#: #"borderStyle="border" imagePosition="below" imageScaling"#])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.map(Self.lastKey) == ["NSButtonFlags"])
        let flags = try Self.flags(try #require(found.first))
        #expect(flags.xcode & 0x78_0000 == 0)
        #expect(flags.ours == flags.xcode | 0x18_0000)
        #expect(warnings.map(\.objectID) == ["BTN-bb-bbb"])
    }

    /// A tab view's type, size and untruncated labels, which no pair shows, archived as Interface
    /// Builder 3's archives of AppKit show them: the type and size in `NSTvFlags`, and no
    /// `NSAllowTruncatedLabels`. Compiled strictly.
    @Test func aTabViewsTypeSizeAndUntruncatedLabelsAreArchivedAsAppKitArchivesThem() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-nkv-simple.xib",
            replacing: [#"<tabView "#: #"<tabView type="bottomTabsBezelBorder" controlSize="mini" allowsTruncatedLabels="NO" "#],
            allowsApproximation: false)
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.map(Self.lastKey).sorted() == ["NSAllowTruncatedLabels", "NSTvFlags"])
        let flags = try Self.flags(try #require(found.first { Self.lastKey($0) == "NSTvFlags" }))
        #expect(flags == (0x1000_0002, 0))
        #expect(found.first { Self.lastKey($0) == "NSAllowTruncatedLabels" }?.kind == .onlyInB)
        #expect(warnings.isEmpty)
    }

    /// A tab view whose document shows its second item archives that item selected, its view the
    /// tab view's subview; naming the first item is what a tab view without the attribute does.
    @Test func aTabViewShowsTheItemItsDocumentSelects() throws {
        let second =
            #"<tabViewItem label="Tab 2" identifier="tab2" id="103"><view key="view" id="104"><rect key="frame" x="10" y="33" width="460" height="334"/><autoresizingMask key="autoresizingMask"/></view></tabViewItem></tabViewItems>"#
        for (selected, label) in [("103", "Tab 2"), ("101", "Tab 1")] {
            let (output, _) = try Self.compile(
                "ibtool-1c4e662-nkv-simple.xib",
                replacing: [#"<tabView "#: #"<tabView initialItem="\#(selected)" "#, "</tabViewItems>": second])
            let compiled = try output.get()
            #expect(compiled.diagnostics.count == (selected == "101" ? 0 : 1))
            let graph = try CompiledNibReader.decode(try #require(compiled.files.first).contents, path: "Edited.nib").graph
            let tabView = try #require(graph.objects.first { $0.className == "NSTabView" })
            let item = try #require(graph.object(tabView.value(forKey: "NSSelectedTabViewItem"))).object
            #expect(graph.string(item.value(forKey: "NSLabel")) == label)
            let itemView = try #require(item.value(forKey: "NSView"))
            let subviews = try #require(graph.object(tabView.value(forKey: "NSSubviews"))).object
            #expect(subviews.entries.map(\.value).filter { graph.object($0) != nil } == [itemView])
        }
    }

    /// A search field's recent searches, whole-string and immediate sending, which no pair shows,
    /// archived as Interface Builder 3's archives of AppKit show them: compiled strictly, Xcode's
    /// nib but for those keys.
    @Test func aSearchFieldsRecentsAndSendingAreArchivedUnderAppKitsKeys() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-searchfield-no-completion.xib",
            replacing: [
                #"bezelStyle="round" id="SF1-bb-bbb""#:
                    #"bezelStyle="round" recentsAutosaveName="History" maximumRecents="10" sendsWholeSearchString="YES" sendsSearchStringImmediately="YES" id="SF1-bb-bbb""#
            ], allowsApproximation: false)
        let (found, warnings) = try Self.differences(output, from: xcode)
        let byKey = Dictionary(uniqueKeysWithValues: found.map { (Self.lastKey($0), $0) })
        #expect(byKey.keys.sorted() == ["NSMaximumRecents", "NSRecentsAutosaveName", "NSSearchFieldFlags", "NSSendsWholeSearchString"])
        #expect(byKey["NSMaximumRecents"].map { ($0.a, $0.b) } ?? (nil, nil) == ("10", "255"))
        #expect(byKey["NSRecentsAutosaveName"]?.kind == .onlyInA)
        #expect(byKey["NSSendsWholeSearchString"]?.a == "true")
        let compiled = try CompiledNibReader.decode(try #require(try output.get().files.first).contents, path: "Edited.nib").graph
        let cell = try #require(compiled.objects.first { $0.className == "NSSearchFieldCell" })
        #expect(cell.value(forKey: "NSSearchFieldFlags") == .data(Data([0xE, 0, 0, 0])))
        #expect(warnings.isEmpty)
    }

    /// A search field cell's own accessibility (LuLu's rule filter), which no pair shows: one
    /// accessibility connector more, from the cell.
    @Test func aSearchFieldCellsAccessibilityIsConnectedFromTheCell() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-searchfield-no-completion.xib",
            replacing: [
                #"<color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>"#:
                    #"<color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/><accessibility identifier="filter"/>"#
            ])
        let (found, warnings) = try Self.differences(output, from: xcode)
        // The cell's accessibility, and its identifier archived as a description is.
        #expect(warnings.count == 2)
        #expect(found.allSatisfy { $0.kind == .onlyInA || $0.kind == .sharing })
        let ours = try CompiledNibReader.decode(try #require(try output.get().files.first).contents, path: "Edited.nib").graph
        let cell = try #require(ours.objects.first { $0.className == "NSSearchFieldCell" })
        let connectors = ours.objects.filter { ours.object($0.value(forKey: "AXDestinationArchiveKey"))?.object == cell }
        #expect(connectors.map(\.className) == ["NSNibAXAttributeConnector"])
        #expect(connectors.first.map { ours.string($0.value(forKey: "AXAttributeValueArchiveKey")) } == "filter")
    }

    /// A number formatter's bound saved as a decimal number (Clipy's preferences) is archived as
    /// the real one Xcode archives for viraptor's `numfmt-basic`.
    @Test func aDecimalBoundIsArchivedAsARealOne() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-numfmt-basic.xib", replacing: [#"<real key="minimum" value="1"/>"#: #"<decimal key="minimum" value="1"/>"#])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.isEmpty)
        #expect(warnings.map(\.objectID) == [nil])
    }

    @Test func aMenuItemsIndentationIsArchivedAsAppKitsIndent() throws {
        try Self.expectOnlyKeyAdded(
            "NSIndent", value: "2", warnedAt: "5kV-Vb-QxS", compiling: "ibtool-1c4e662-test8-menu.xib",
            replacing: [
                #"<menuItem title="About uitest" id="5kV-Vb-QxS">"#:
                    #"<menuItem title="About uitest" indentationLevel="2" id="5kV-Vb-QxS">"#
            ])
    }

    /// Known from Interface Builder 3's archives of AppKit: no warning.
    @Test func aSplitViewsAutosaveNameIsArchivedAsAppKitsAutosaveName() throws {
        try Self.expectOnlyKeyAdded(
            "NSAutosaveName", warnedAt: nil, compiling: "ibtool-1c4e662-test-splitview-swapper.xib",
            replacing: [#"<splitView vertical="YES" id="3""#: #"<splitView vertical="YES" autosaveName="Panes" id="3""#])
    }

    @Test func aTablesIdentifierIsArchivedAsAViewsIs() throws {
        try Self.expectOnlyKeyAdded(
            "NSReuseIdentifierKey", warnedAt: "12", compiling: "ibtool-1c4e662-imagecell-datacell-font.xib",
            replacing: [#"headerView="20" id="12">"#: #"headerView="20" identifier="Files" id="12">"#])
    }

    /// A separator saved as Xcode 7 saves one, with a title it does not show: Xcode's separator
    /// but for the title in its title cell and no title position.
    @Test func aSeparatorSavingAnUnshownTitleIsWrittenAsOneSavingNone() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-box-separator-autoresize.xib",
            replacing: [
                #"boxType="separator" id="3">"#:
                    #"title="Box" boxType="separator" titlePosition="noTitle" id="3"><color key="borderColor" white="0.0" alpha="0.42" colorSpace="calibratedWhite"/>"#
            ])
        let (found, warnings) = try Self.differences(output, from: xcode)
        let byKey = Dictionary(uniqueKeysWithValues: found.map { (Self.lastKey($0), $0) })
        #expect(byKey.keys.sorted() == ["NSContents", "NSTitlePosition"])
        #expect(byKey["NSContents"].map { ($0.a, $0.b) } ?? (nil, nil) == (#""Box""#, #""Title""#))
        #expect(byKey["NSTitlePosition"].map { ($0.a, $0.b) } ?? (nil, nil) == ("0", "2"))
        #expect(warnings.map(\.objectID) == ["3"])
    }

    /// A separator saved as Xcode 9 saves one (Colloquy's preferences), with no title but a
    /// title position: Xcode's separator but for that position.
    @Test func aSeparatorSavingATitlePositionAloneIsWrittenAsOneSavingNone() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-box-separator-autoresize.xib",
            replacing: [
                #"boxType="separator" id="3">"#:
                    #"boxType="separator" titlePosition="noTitle" id="3"><color key="borderColor" white="0.0" alpha="0.42" colorSpace="calibratedWhite"/>"#
            ])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.map { (Self.lastKey($0), $0.a, $0.b) }.elementsEqual([("NSTitlePosition", "0", "2")]) { $0 == $1 })
        #expect(
            warnings.map(\.message) == [
                "a separator box saving a title position and no title, which no pair shows, is written as one saving neither (colors, which only a custom box draws, left out)"
            ])
    }

    /// An object controller: the pairs' array controller of its class, without the array's filter.
    @Test func anObjectControllerIsTheArrayControllerWithoutItsArray() throws {
        let (output, xcode) = try Self.compile(
            "Sparkle-0e162c9-SUUpdatePermissionPrompt.xib",
            replacing: [
                #"<arrayController editable="NO" preservesSelection="NO" selectsInsertedObjects="NO" avoidsEmptySelection="NO" id="24""#:
                    #"<objectController editable="NO" id="24""#,
                "</arrayController>": "</objectController>",
            ])
        let (found, warnings) = try Self.differences(output, from: xcode)
        // A keyed archive names each class's superclasses too.
        let classes = found.filter { $0.kind == .class }
        #expect(classes.map { $0.a?.hasPrefix("NSObjectController (NSController, NSObject)") } == [true])
        #expect(classes.map { $0.b?.hasPrefix("NSArrayController") } == [true])
        #expect(
            found.filter { $0.kind != .class }.map(Self.lastKey).sorted() == [
                "NSClearsFilterPredicateOnInsertion", "NSFilterRestrictsInsertion",
            ])
        #expect(found.filter { $0.kind != .class }.allSatisfy { $0.kind == .onlyInB })
        #expect(warnings.map(\.objectID) == ["24"])
    }

    /// A dictionary controller: the pairs' array controller under AppKit's subclass.
    @Test func aDictionaryControllerIsTheArrayControllerOfItsSubclass() throws {
        let (output, xcode) = try Self.compile(
            "Sparkle-0e162c9-SUUpdatePermissionPrompt.xib",
            replacing: [
                "<arrayController ": "<dictionaryController ",
                "</arrayController>": "</dictionaryController>",
            ])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.map(\.kind) == [.class])
        #expect(found.first?.a?.hasPrefix("NSDictionaryController (NSArrayController, NSObjectController") == true)
        #expect(found.first?.b?.hasPrefix("NSArrayController") == true)
        #expect(warnings.map(\.objectID) == ["24"])
    }

    /// A table saving no intercell spacing (GitUp's lists, whose scroll views' line scroll is
    /// their row height): Xcode's nib of Sparkle's table but for a spacing of zero where Sparkle
    /// saves 3 × 2, and its scroll view's line scroll, the row height of 14 without the 2.
    @Test func aTableSavingNoIntercellSpacingHasNone() throws {
        let (output, xcode) = try Self.compile(
            "Sparkle-0e162c9-SUUpdatePermissionPrompt.xib", replacing: [#"<size key="intercellSpacing" width="3" height="2"/>"#: ""])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.map(\.kind) == [.value, .value, .value])
        #expect(found.map(Self.lastKey) == ["NSIntercellSpacingHeight", "NSIntercellSpacingWidth", "NSScrollAmts"])
        #expect(found.map(\.a) == ["0.0", "0.0", "<00000000000000004160000041600000>"])
        #expect(found.map(\.b) == ["2.0", "3.0", "<00000000000000004180000041800000>"])
        #expect(warnings.map(\.objectID) == ["41"])
    }

    /// The title bar font saved with the headline style it archives anyway compiles to Xcode's nib.
    @Test func aMetaFontSavingItsOwnTextStyleIsTheMetaFont() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-metafonts-extra.xib",
            replacing: [#"<font key="font" metaFont="titleBar"/>"#: #"<font key="font" metaFont="titleBar" textStyle="headline"/>"#])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.isEmpty)
        #expect(warnings.count == 1)
        let (other, _) = try Self.compile(
            "ibtool-1c4e662-metafonts-extra.xib",
            replacing: [#"<font key="font" metaFont="titleBar"/>"#: #"<font key="font" metaFont="titleBar" textStyle="body"/>"#])
        #expect(throws: CompileError.self) { try other.get() }
    }

    @Test func eachApproximationIsRefusedStrictlyNamingItsElement() throws {
        let edits: [(pairID: String, original: String, edited: String, objectID: String)] = [
            ("ibtool-1c4e662-popup-empty.xib", #"inset="2" id="4""#, #"inset="2" tag="3" id="4""#, "4"),
            ("ibtool-1c4e662-test-slider.xib", #"tickMarkPosition="above""#, #"tickMarkPosition="right""#, "sc2"),
            ("ibtool-1c4e662-button-imagehugstitle.xib", #"imageScaling="#, #"imagePosition="above" imageScaling="#, "BTN-bb-bbb"),
            ("ibtool-1c4e662-popup-empty.xib", #"inset="2" id="4""#, #"inset="2" altersStateOfSelectedItem="NO" id="4""#, "4"),
            ("Sparkle-0e162c9-SUUpdatePermissionPrompt.xib", #"<size key="intercellSpacing" width="3" height="2"/>"#, "", "41"),
        ]
        for edit in edits {
            let (output, _) = try Self.compile(edit.pairID, replacing: [edit.original: edit.edited], allowsApproximation: false)
            guard case .failure(let refusal) = output else {
                Issue.record("\(edit.edited) compiled without --allow-approximation")
                continue
            }
            #expect(refusal.diagnostics.map(\.objectID) == [edit.objectID], "\(edit.edited)")
        }
    }

    /// A titled box saving no title shows NSBox's default, "Title": Xcode's nib of
    /// `test-box-titled` but for its title cell's text.
    @Test func aBoxSavingNoTitleShowsTheDefaultTitle() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-test-box-titled.xib", replacing: [#"<box fixedFrame="YES" title="Test Box" "#: #"<box fixedFrame="YES" "#])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.map(\.kind) == [.value])
        #expect(found.first?.path.hasSuffix("NSTitleCell NSTextFieldCell.NSContents") == true)
        #expect(found.first?.a == #""Title""#)
        #expect(found.first?.b == #""Test Box""#)
        #expect(warnings.map(\.objectID) == ["10"])
    }

    /// An arranged view of a visibility priority other than 1000 is listed with it in its
    /// stack's container, as a detached view is with 0: Xcode's nib of `stackview-identifier`
    /// but for that map table.
    @Test func aVisibilityPriorityIsInTheContainersMapTable() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-stackview-identifier.xib", replacing: [#"<integer value="1000"/>"#: #"<real value="500"/>"#])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.map(\.kind) == [.value])
        #expect(found.first?.path.hasSuffix("NSStackViewContainerVisibilityPriorities") == true)
        #expect(warnings.count == 1)
        let graph = try CompiledNibReader.decode(try #require(try output.get().files.first).contents, path: "Edited.nib").graph
        let table = try #require(graph.objects.first { $0.className == "NSMapTable" })
        let field = try #require(graph.objects.firstIndex { $0.className == "NSTextField" })
        #expect(table.value(forKey: "$2") == .object(field))
        #expect(graph.object(table.value(forKey: "$3"))?.object.value(forKey: "NS.dblval") == .double(500))
        #expect(table.value(forKey: "$4") == .null)
        #expect(table.value(forKey: "NS.count") == .integer(1))
    }

    /// A text view saving no importsGraphics imports graphics, Interface Builder's default:
    /// Xcode's nib of `test13-clip-flags` but for the 0x8 bit of its shared data's flags.
    @Test func aTextViewImportingGraphicsSetsItsBit() throws {
        let (output, xcode) = try Self.compile(
            "ibtool-1c4e662-test13-clip-flags.xib",
            replacing: [#"<textView editable="NO" importsGraphics="NO" "#: #"<textView editable="NO" "#])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(found.map(Self.lastKey) == ["NSFlags"])
        let flags = try Self.flags(try #require(found.first))
        #expect(flags.ours == flags.xcode | 0x8)
        #expect(warnings.map(\.objectID) == ["28"])
    }

    /// A menu (Sequel Ace's) or table column (Colloquy's) of a custom class, which no pair shows:
    /// refused strictly naming it; approximated, Xcode's nib but for that object, a class swapper
    /// to the module's class holding Xcode's values.
    @Test(arguments: [
        ("ibtool-1c4e662-popup-empty.xib", #"<menu key="menu" id="5"/>"#, #"<menu key="menu" id="5" customClass="IDMenu"/>"#, "NSMenu"),
        (
            "ibtool-1c4e662-test-sort-desc.xib", #"maxWidth="1000" id="13">"#, #"maxWidth="1000" id="13" customClass="IDColumn">"#,
            "NSTableColumn"
        ),
    ])
    func anObjectOfACustomClassIsSwapped(pairID: String, saved: String, custom: String, className: String) throws {
        let strict = try Self.compile(pairID, replacing: [saved: custom], allowsApproximation: false).output
        #expect(throws: CompileError.self) { try strict.get() }
        let (output, xcode) = try Self.compile(pairID, replacing: [saved: custom])
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(warnings.count == 1 && warnings.first?.message.hasSuffix("is written as a class swapper, as a control of one is") == true)
        // The object's class, and the swapper's two names.
        #expect(found.map(\.kind) == [.class, .onlyInA, .onlyInA])
        #expect(found.filter { $0.kind == .onlyInA }.map(Self.lastKey).sorted() == ["NSClassName", "NSOriginalClassName"])
        let ours = try CompiledNibReader.decode(try #require(try output.get().files.first).contents, path: "Edited.nib").graph
        let swapper = try #require(
            ours.objects.first { $0.className == "NSClassSwapper" && ours.string($0.value(forKey: "NSOriginalClassName")) == className })
        let customClass = try #require(custom.split(separator: "\"").dropLast().last)
        #expect(ours.string(swapper.value(forKey: "NSClassName")) == String(customClass))
    }

    /// A control of the app's own class holding an action cell of its own (Sequel Ace's shortcut
    /// recorder), which no pair shows, added to viraptor's `textfield-formatter`: refused
    /// strictly; approximated, Xcode's nib gains only the control, a swapped `NSControl` whose
    /// swapped `NSActionCell` keeps its font, size and alignment.
    @Test func aControlOfItsOwnClassHoldsItsActionCell() throws {
        // First in the document, last in the custom view's subviews, which it lists last first.
        let control = """
            <subviews>
            <control verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="30" customClass="SRRecorderControl">
                <rect key="frame" x="120" y="10" width="70" height="22"/>
                <actionCell key="cell" controlSize="small" alignment="left" id="31" customClass="RecorderCell">
                    <font key="font" metaFont="smallSystem"/>
                </actionCell>
            </control>
            """
        let replacements: KeyValuePairs<String, String> = ["<subviews>": control]
        let strict = try Self.compile("ibtool-1c4e662-textfield-formatter.xib", replacing: replacements, allowsApproximation: false).output
        #expect((try? strict.get()) == nil)
        let (output, xcode) = try Self.compile("ibtool-1c4e662-textfield-formatter.xib", replacing: replacements)
        let (found, warnings) = try Self.differences(output, from: xcode)
        #expect(warnings.map(\.objectID) == ["30"])
        #expect(found.allSatisfy { $0.kind == .onlyInA || $0.kind == .sharing })
        #expect(found.filter { $0.kind == .onlyInA }.compactMap(\.a).contains("NSClassSwapper"))
        let ours = try CompiledNibReader.decode(try #require(try output.get().files.first).contents, path: "Edited.nib").graph
        let swapped = ours.objects.filter { $0.className == "NSClassSwapper" }
        let controlObject = try #require(swapped.first { ours.string($0.value(forKey: "NSOriginalClassName")) == "NSControl" })
        #expect(ours.string(controlObject.value(forKey: "NSClassName")) == "SRRecorderControl")
        #expect(controlObject.value(forKey: "NSControlSize") == .integer(1))
        let cell = try #require(ours.object(controlObject.value(forKey: "NSCell"))?.object)
        #expect(ours.string(cell.value(forKey: "NSOriginalClassName")) == "NSActionCell")
        #expect(ours.string(cell.value(forKey: "NSClassName")) == "RecorderCell")
        #expect(ours.object(cell.value(forKey: "NSSupport"))?.object.className == "NSFont")
        #expect(ours.object(cell.value(forKey: "NSControlView"))?.object == controlObject)
    }

    /// An attribute the compiler does not know on a table column's image cell, a tab view item
    /// or an accessibility element is left out as an approximation of its own: strictly the
    /// document is refused for that alone, naming the element, so the refusal says that
    /// `--allow-approximation` would write it (SameBoy's image cell of a custom class was refused
    /// with a second, hard error besides).
    @Test func anUnknownAttributeOfAnItemOrCellIsItsOnlyRefusal() throws {
        let edits: [(pair: String, original: String, edited: String, objectID: String)] = [
            (
                "ibtool-1c4e662-imagecell-datacell-font.xib",
                #"<imageCell key="dataCell" controlSize="small" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="16"/>"#,
                #"<imageCell key="dataCell" futureAttribute="1" controlSize="small" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="16"/>"#,
                "16"
            ),
            (
                "ibtool-1c4e662-nkv-simple.xib", #"<tabViewItem label="Tab 1" identifier="tab1" id="101">"#,
                #"<tabViewItem label="Tab 1" futureAttribute="1" identifier="tab1" id="101">"#, "101"
            ),
            (
                "ibtool-1c4e662-test-accessibility.xib", #"<accessibility description="Confirm"/>"#,
                #"<accessibility description="Confirm" futureAttribute="1"/>"#, ""
            ),
        ]
        for edit in edits {
            let strict = try Self.compile(
                edit.pair, replacing: [edit.original: edit.edited], allowsApproximation: false
            ).output
            let refusal = try #require(throws: CompileError.self, "\(edit.pair)") { try strict.get() }
            #expect(refusal.isOnlyApproximations, "\(edit.pair): \(refusal.diagnostics.map(\.message))")
            #expect(
                refusal.diagnostics.map(\.message) == [
                    "attribute futureAttribute of a \(edit.original.dropFirst().prefix { $0 != " " }) is not known to the macOS compiler yet"
                ])
            if !edit.objectID.isEmpty {
                #expect(refusal.diagnostics.map(\.objectID) == [edit.objectID])
            }
            let (output, xcode) = try Self.compile(edit.pair, replacing: [edit.original: edit.edited])
            let (found, warnings) = try Self.differences(output, from: xcode)
            #expect(found.isEmpty, "\(edit.pair)")
            #expect(warnings.count == 1, "\(edit.pair)")
        }
    }
}

/// What Xcodes before 11 archive and no pair shows, against Sparkle's permission prompt as
/// Xcode 10.2 built it: a table saving an autoresizing mask, a push button with an alternate
/// image. The edited document compiles to Xcode's nib but for what the edit sets, with a warning.
@Suite struct AppKitXcode10ApproximationsTests {
    static let pairID = "Sparkle-558cfd2-SUUpdatePermissionPrompt.xib-1020-d1aa6a0"

    static func differences(replacing replacements: KeyValuePairs<String, String>) throws -> (
        found: [NibDifference], warnings: [CompileDiagnostic]
    ) {
        let (output, xcode) = try AppKitControlApproximationsTests.compile(pairID, replacing: replacements)
        return try AppKitControlApproximationsTests.differences(output, from: xcode)
    }

    /// A sizable table, whose mask Xcode 11 and later archive whatever it says, keeps it in its
    /// view flags as any view does.
    @Test func aTablesMaskIsInItsViewFlags() throws {
        let (found, warnings) = try Self.differences(replacing: [
            #"rowHeight="14" id="41">"# + "\n"
                + #"                                <rect key="frame" x="0.0" y="0.0" width="353" height="113"/>"#
                + "\n" + #"                                <autoresizingMask key="autoresizingMask"/>"#:
                #"rowHeight="14" id="41">"# + "\n"
                + #"                                <rect key="frame" x="0.0" y="0.0" width="353" height="113"/>"#
                + "\n"
                + #"                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#
        ])
        #expect(found.map(AppKitControlApproximationsTests.lastKey) == ["NSvFlags"])
        let (ours, xcodes) = (try #require(found.first?.a.flatMap { Int64($0) }), try #require(found.first?.b.flatMap { Int64($0) }))
        // The width and height sizable bits, 0x2 and 0x10.
        #expect(ours == xcodes | 0x12 && ours != xcodes)
        #expect(warnings.map(\.objectID) == ["41"])
    }

    /// A push button's pressed image takes the key the key equivalent's font had, without the
    /// flag saying it is a font.
    @Test func aPushButtonsAlternateImageReplacesTheFont() throws {
        let (found, warnings) = try Self.differences(replacing: [
            #"<buttonCell key="cell" type="push" title="確認しない" bezelStyle="rounded""#:
                #"<buttonCell key="cell" type="push" title="確認しない" alternateImage="NSAddTemplate" bezelStyle="rounded""#
        ])
        let flags = try #require(found.first { AppKitControlApproximationsTests.lastKey($0) == "NSButtonFlags" })
        let (ours, xcodes) = (try #require(flags.a.flatMap { Int64($0) }), try #require(flags.b.flatMap { Int64($0) }))
        #expect(xcodes & 0x2_0000 != 0 && ours == xcodes & ~0x2_0000)
        let image = try #require(found.first { $0.kind == .onlyInA && $0.path.hasSuffix("NSResourceName") })
        #expect(image.path.contains("NSButtonCell.NSAlternateImage") && image.a == #""NSAddTemplate""#)
        // Only the one button's alternate image and flags differ (the other's font is shared no more).
        #expect(found.allSatisfy { $0.path.contains("NSButtonCell.NSAlternateImage") || $0.path.hasSuffix("NSButtonFlags") })
        #expect(Set(warnings.map(\.objectID)) == ["177"])
    }
}
