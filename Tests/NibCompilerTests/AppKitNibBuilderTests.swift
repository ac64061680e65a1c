import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// What the macOS compiler refuses: each error names the file, and the line and object id of the
/// element, and nothing is written.
@Suite struct AppKitNibBuilderTests {
    @Test func aSubviewIsRefusedNamingItsLineAndId() throws {
        let window = CompilerTestSupport.window(
            holding: """
                <openGLView id="9"/>
                """)
        let error = try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: window))
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.description == "Panel.xib:15: error: openGLView is not known to the macOS compiler yet")
        guard case .documentErrors(_, let diagnostics) = error else {
            Issue.record("not a document error: \(error)")
            return
        }
        #expect(diagnostics.map(\.objectID) == ["9"])
    }

    /// A tab view, a visual effect view, a table cell view and a button at the top level
    /// (MacPass's context bar, Vienna's filter bar, KeepingYouAwake's duration cell,
    /// ShortcutRecorder's inspector) are written as top-level views are: no superview, File's
    /// Owner their parent; only as approximations.
    @Test func aTopLevelTabEffectCellViewOrButtonIsAnApproximation() throws {
        let views = [
            (
                "NSTabView", "tab view",
                #"<tabView drawsBackground="NO" type="noTabsNoBorder" id="9"><rect key="frame" x="0.0" y="0.0" width="480" height="30"/><font key="font" metaFont="system"/></tabView>"#
            ),
            (
                "NSVisualEffectView", "visual effect view",
                #"<visualEffectView blendingMode="withinWindow" material="headerView" state="followsWindowActiveState" id="9"><rect key="frame" x="0.0" y="0.0" width="500" height="32"/></visualEffectView>"#
            ),
            (
                "NSTableCellView", "table cell view",
                #"<tableCellView id="9"><rect key="frame" x="0.0" y="0.0" width="320" height="23"/><autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/></tableCellView>"#
            ),
            (
                "NSButton", "button",
                #"<button verticalHuggingPriority="750" id="9"><rect key="frame" x="0.0" y="0.0" width="82" height="32"/><buttonCell key="cell" type="push" title="Button" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="10"><behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/><font key="font" metaFont="system"/></buttonCell></button>"#
            ),
        ]
        for (className, kind, element) in views {
            try Self.expectTopLevelApproximation(CompilerTestSupport.macOSXIB(objects: "        " + element), className, kind)
        }
    }

    /// Expects `xib`'s one top-level view of `className` refused as a `kind` at the top level,
    /// and with `--allow-approximation` written without a superview, a document object.
    static func expectTopLevelApproximation(_ xib: Data, _ className: String, _ kind: String) throws {
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(
            try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.message) == [
                "a \(kind) at the top level, which no pair shows, is written as a view at the top level is"
            ])
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        let view = try #require(graph.objects.first { $0.className == className })
        #expect(view.value(forKey: "NSNextResponder") == .null)
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        #expect(graph.members(data.value(forKey: "NSObjectsKeys")).contains { graph.object($0)?.object == view })
    }

    @Test func aWindowAttributeTheCompilerDoesNotKnowIsRefused() throws {
        let error = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: #"        <window title="W" hasShadow="NO" id="7"/>"#))
        #expect(
            error.diagnostics.map(\.description) == [
                "Panel.xib:10: error: attribute hasShadow of a window is not known to the macOS compiler yet"
            ])
    }

    /// With `--allow-approximation` an attribute or value the compiler does not know is a warning
    /// and left out: the nib is the one of the document without it.
    @Test func anApproximatedAttributeIsLeftOutWithAWarning() throws {
        var options = CompileOptions()
        options.allowsApproximation = true
        for window in [#"<window title="W" hasShadow="NO" id="7"/>"#, #"<window title="W" animationBehavior="alertPanel" id="7"/>"#] {
            let output = try NibCompiler.compile(
                data: CompilerTestSupport.macOSXIB(objects: "        " + window), path: "Panel.xib", options: options)
            #expect(output.diagnostics.map(\.severity) == [.warning])
            #expect(output.diagnostics.allSatisfy { $0.isApproximation })
            let without = try NibCompiler.compile(
                data: CompilerTestSupport.macOSXIB(objects: #"        <window title="W" id="7"/>"#), path: "Panel.xib", options: options)
            #expect(output.files.map(\.contents) == without.files.map(\.contents))
        }
    }

    /// A label without colors, which need no color profiles.
    static let label = CompilerTestSupport.window(
        holding: """
            <textField id="9">
                <rect key="frame" x="20" y="20" width="100" height="16"/>
                <textFieldCell key="cell" title="Hello" id="10">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """)

    /// What Interface Builder saves for its editor alone (labels, layout warnings, a canvas
    /// intrinsic size) is accepted on any element and leaves no trace, as no pair's nib holds a label.
    @Test func editorOnlyAttributesLeaveNoTrace() throws {
        let plain = Self.label
        let labelled = plain.replacingOccurrences(
            of: #"<textField id="9">"#,
            with:
                #"<textField misplaced="YES" userLabel="Name" colorLabel="IBBuiltInLabel-Red" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="16" id="9">"#
        )
        .replacingOccurrences(of: #"id="10">"#, with: #"userLabel="Name Cell" id="10">"#)
        .replacingOccurrences(of: #"<window title="W" id="7">"#, with: #"<window title="W" userLabel="Panel" id="7">"#)
        #expect(labelled != plain)
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: labelled), path: "Panel.xib")
        let without = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: plain), path: "Panel.xib")
        #expect(output.diagnostics.isEmpty)
        #expect(output.files.map(\.contents) == without.files.map(\.contents))
    }

    /// A text field cell without a focus ring sets NSCell's bit for it, as the pairs' button
    /// cells do; the field's own attribute leaves no trace.
    @Test func aTextCellWithoutAFocusRingSetsNSCellsBit() throws {
        func flags2(_ label: String) throws -> Int64? {
            let graph = try CompilerTestSupport.compiledMacOSGraph(CompilerTestSupport.macOSXIB(objects: label))
            let cell = try #require(graph.objects.first { $0.className == "NSTextFieldCell" })
            guard case .integer(let flags) = cell.value(forKey: "NSCellFlags2") else { return nil }
            return flags
        }
        let plain = Self.label
        let ringless = try flags2(plain.replacingOccurrences(of: #"id="10">"#, with: #"focusRingType="none" id="10">"#))
        let plainFlags = try #require(try flags2(plain))
        #expect(ringless == plainFlags | 0x8000)
        let ringlessField = plain.replacingOccurrences(of: #"<textField id="9">"#, with: #"<textField focusRingType="none" id="9">"#)
        #expect(try flags2(ringlessField) == plainFlags)
    }

    /// A token field (IINA's language fields), which no pair shows, is refused; with
    /// `--allow-approximation` it is a text field of the token field's classes with its style.
    @Test func aTokenFieldIsAnApproximation() throws {
        let tokens = Self.label.replacingOccurrences(of: "<textField id=", with: "<tokenField id=")
            .replacingOccurrences(of: "</textField>", with: "</tokenField>")
            .replacingOccurrences(
                of: #"<textFieldCell key="cell" title="Hello" id="10">"#,
                with: #"<tokenFieldCell key="cell" editable="YES" tokenStyle="rounded" id="10">"#
            )
            .replacingOccurrences(of: "</textFieldCell>", with: "</tokenFieldCell>")
        let xib = CompilerTestSupport.macOSXIB(objects: tokens)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["9"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let field = try #require(graph.objects.first { $0.className == "NSTokenField" })
        let cell = try #require(graph.object(field.value(forKey: "NSCell"))?.object)
        #expect(cell.className == "NSTokenFieldCell")
        #expect(cell.value(forKey: "NSTokenStyle") == .integer(2))
        // A keyed archive for older systems names the token field classes' superclasses.
        let keyed = try NibCompiler.compile(
            data: xib, path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12", allowsApproximation: true))
        #expect(keyed.files.map(\.relativePath) == ["keyedobjects.nib", "keyedobjects-101300.nib"])
    }

    /// An accelerator button (SameBoy's rumble test) or a multi-level one (IINA's speed buttons,
    /// its maximum level left out), which no pair shows: refused, and with
    /// `--allow-approximation` of AppKit's type for it, lighting as its behavior says.
    @Test(arguments: [(#"accelerator="YES""#, "", Int64(8)), (#"multiLevelAccelerator="YES""#, #" maxAcceleratorLevel="5""#, 9)])
    func anAcceleratorButtonIsAnApproximation(behavior: String, level: String, type: Int64) throws {
        let window = CompilerTestSupport.window(
            holding: """
                <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                    <rect key="frame" x="20" y="20" width="43" height="22"/>
                    <buttonCell key="cell" type="smallSquare" title="Test" bezelStyle="smallSquare" imagePosition="overlaps" \
                alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2"\(level) id="10">
                        <behavior key="behavior" lightByBackground="YES" lightByGray="YES" \(behavior)/>
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                """)
        let xib = CompilerTestSupport.macOSXIB(objects: window)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID).contains("10"))
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let cell = try #require(graph.objects.first { $0.className == "NSButtonCell" })
        #expect(cell.value(forKey: "NSAuxButtonType") == .integer(type))
        guard case .integer(let flags) = cell.value(forKey: "NSButtonFlags") else {
            Issue.record("a button cell without NSButtonFlags")
            return
        }
        // Lights by its background and gray: 0x04000000 and 0x02000000.
        #expect(flags & 0x0600_0000 == 0x0600_0000)
    }

    /// A maximum accelerator level of another button is refused even approximated.
    @Test func anAcceleratorLevelOfAnotherButtonIsRefused() throws {
        let window = CompilerTestSupport.window(
            holding: """
                <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                    <rect key="frame" x="20" y="20" width="43" height="22"/>
                    <buttonCell key="cell" type="push" title="Test" bezelStyle="rounded" alignment="center" borderStyle="border" \
                maxAcceleratorLevel="3" inset="2" id="10">
                        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                """)
        let xib = CompilerTestSupport.macOSXIB(objects: window)
        let refusal = try CompilerTestSupport.refusal(xib, options: CompileOptions(allowsApproximation: true))
        #expect(refusal.diagnostics.map(\.objectID) == ["10"], "\(refusal.message)")
    }

    /// A cell's own connection, which no pair shows: a stepper's cell sending the action
    /// (SameBoy's font size), a slider's cell binding its value to the user defaults (FSNotes's
    /// cell spacing). Refused, and with `--allow-approximation` made from the cell.
    static let cellsOwnConnections = [
        (
            control: """
            <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" fixedFrame="YES" \
            translatesAutoresizingMaskIntoConstraints="NO" id="9">
                <rect key="frame" x="20" y="20" width="19" height="28"/>
                <stepperCell key="cell" alignment="left" maxValue="64" id="10">
                    <connections><action selector="fontSizeChanged:" target="-2" id="a1"/></connections>
                </stepperCell>
            </stepper>
            """,
            connector: "NSNibControlConnector", cell: "NSStepperCell", named: (key: "NSLabel", value: "fontSizeChanged:")
        ),
        (
            control: """
            <slider verticalHuggingPriority="750" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                <rect key="frame" x="20" y="20" width="150" height="16"/>
                <sliderCell key="cell" continuous="YES" state="on" alignment="left" maxValue="65" tickMarkPosition="above" \
            sliderType="linear" id="10">
                    <connections><binding destination="30" name="value" keyPath="values.cellSpacing" id="b1"/></connections>
                </sliderCell>
            </slider>
            """,
            connector: "NSNibBindingConnector", cell: "NSSliderCell", named: (key: "NSKeyPath", value: "values.cellSpacing")
        ),
    ]

    @Test(arguments: cellsOwnConnections.indices)
    func aCellsOwnConnectionIsAnApproximation(_ index: Int) throws {
        let expected = Self.cellsOwnConnections[index]
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: expected.control)
                + #"<userDefaultsController representsSharedInstance="YES" id="30"/>"#)
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            xib,
            refusedWith: [
                "a cell's own connections, which no pair shows, are made from the cell, which sends the action as its control would"
            ])
        let connector = try #require(graph.objects.first { $0.className == expected.connector })
        #expect(graph.object(connector.value(forKey: "NSSource"))?.object.className == expected.cell)
        #expect(graph.string(connector.value(forKey: expected.named.key)) == expected.named.value)
    }

    /// A custom view that clips to its bounds (IINA's, HandBrake's), which no pair shows, is
    /// refused naming it; under `--allow-approximation` it archives `IBNSClipsToBounds` 1 where
    /// every view of the pairs archives 0.
    @Test func aClippingViewIsAnApproximation() throws {
        func xib(_ attributes: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(
                    holding: #"<customView \#(attributes) id="9"><rect key="frame" x="20" y="20" width="50" height="40"/></customView>"#))
        }
        #expect(try CompilerTestSupport.refusal(xib(#"clipsToBounds="YES""#)).diagnostics.map(\.objectID) == ["9"])
        let options = CompileOptions(allowsApproximation: true)
        func clipping(_ graph: NibGraph) -> NibGraph.Value? {
            graph.objects.first { graph.string($0.value(forKey: "NSFrame")) == "{{20, 20}, {50, 40}}" }?.value(forKey: "IBNSClipsToBounds")
        }
        #expect(clipping(try CompilerTestSupport.compiledMacOSGraph(xib(#"clipsToBounds="YES""#), options: options)) == .integer(1))
        #expect(clipping(try CompilerTestSupport.compiledMacOSGraph(xib(""), options: options)) == .integer(0))
    }

    /// A text cell formatted by the app's own class (CotEditor's shortcut cells), which no pair
    /// shows, is refused naming the formatter; under `--allow-approximation` the cell's formatter
    /// is a custom object of that class and its title stays text.
    @Test func aCellsCustomFormatterIsAnApproximation() throws {
        let field = """
            <textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                <rect key="frame" x="20" y="20" width="72" height="16"/>
                <textFieldCell key="cell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" title="⌘S" id="10">
                    <customFormatter key="formatter" id="f1" customClass="ShortcutFormatter"/>
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: field))
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["f1"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let cell = try #require(graph.objects.first { $0.className == "NSTextFieldCell" })
        let formatter = try #require(graph.object(cell.value(forKey: "NSFormatter"))?.object)
        #expect(formatter.className == "NSCustomObject")
        #expect(graph.string(formatter.value(forKey: "NSClassName")) == "ShortcutFormatter")
        #expect(graph.string(cell.value(forKey: "NSContents")) == "⌘S")
    }

    /// A byte count formatter (MacPass's database settings), whose keys no pair shows, is refused
    /// naming it; under `--allow-approximation` a custom object of Foundation's class the nib
    /// makes with -init, the warning naming the settings it loses, the cell's title its text.
    @Test func aByteCountFormatterIsAnApproximation() throws {
        let field = """
            <textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                <rect key="frame" x="20" y="20" width="129" height="21"/>
                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" state="on" borderStyle="bezel" title="1 MB" id="10">
                    <byteCountFormatter key="formatter" countStyle="binary" allowsNonnumericFormatting="NO" id="f1"/>
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: field))
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["f1"])
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: CompileOptions(allowsApproximation: true))
        #expect(output.diagnostics.map(\.message).contains { $0.hasSuffix("for its allowsNonnumericFormatting, countStyle") })
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cell = try #require(graph.objects.first { $0.className == "NSTextFieldCell" })
        let formatter = try #require(graph.object(cell.value(forKey: "NSFormatter"))?.object)
        #expect(formatter.className == "NSCustomObject")
        #expect(graph.string(formatter.value(forKey: "NSClassName")) == "NSByteCountFormatter")
        #expect(graph.string(cell.value(forKey: "NSContents")) == "1 MB")
    }

    /// A button's key equivalent with modifiers (MacPass's ⌘D), which no pair shows: the
    /// modifiers are in `NSButtonFlags2` shifted by 8, as Interface Builder 3's archives of
    /// AppKit show them. An empty mask, as Interface Builder saves a plain key, changes nothing.
    @Test func keyEquivalentModifiersAreInTheSecondButtonFlags() throws {
        func xib(_ mask: String) -> Data {
            let button = CompilerTestSupport.pushButton(id: "20", y: 20, actions: "").replacingOccurrences(
                of: #"<font key="font" metaFont="system"/>"#,
                with: #"<font key="font" metaFont="system"/><string key="keyEquivalent">d</string>\#(mask)"#)
            return CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: button))
        }
        func flags2(_ xib: Data, options: CompileOptions = CompileOptions()) throws -> Int64? {
            let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
            guard
                case .integer(let flags2) = graph.objects.first(where: { $0.className == "NSButtonCell" })?.value(forKey: "NSButtonFlags2")
            else { return nil }
            return flags2
        }
        let command = xib(#"<modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>"#)
        let plain = try #require(try flags2(xib("")))
        #expect(try flags2(xib(#"<modifierMask key="keyEquivalentModifierMask"/>"#)) == plain)
        let modified = try #require(try flags2(command))
        // Sequel Ace's ⌥⌘A button, archived by AppKit: 0x18000081.
        #expect(modified & ~plain == 0x1800_0000)
    }

    /// A menu item's tooltip, as an attribute or an element (MacVim's, Sequel Ace's), which no
    /// pair shows, is refused naming the item; under `--allow-approximation` it is left out: the
    /// nib is the one of the document without it.
    @Test func aMenuItemsToolTipIsLeftOut() throws {
        func xib(_ attributes: String, _ children: String = "") -> Data {
            CompilerTestSupport.macOSXIB(
                objects: #"<menu id="9"><items><menuItem title="Snippet" \#(attributes)id="10">\#(children)</menuItem></items></menu>"#)
        }
        let options = CompileOptions(allowsApproximation: true)
        let plain = try NibCompiler.compile(data: xib(""), path: "Panel.xib", options: options).files.map(\.contents)
        for tipped in [xib(#"toolTip="Inserts it" "#), xib("", #"<string key="toolTip">Inserts it</string>"#)] {
            #expect(
                try CompilerTestSupport.refusal(tipped).diagnostics.map(\.message) == [
                    "a menu item's tooltip, which no pair shows, is left out"
                ])
            #expect(try NibCompiler.compile(data: tipped, path: "Panel.xib", options: options).files.map(\.contents) == plain)
        }
    }

    /// A window holding `CompilerTestSupport.pushButton` 20, `text` in it replaced by `replacement`.
    static func pushButtonXIB(replacing text: String, with replacement: String) -> Data {
        let button = CompilerTestSupport.pushButton(id: "20", y: 20, actions: "").replacingOccurrences(of: text, with: replacement)
        return CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: button))
    }

    /// A configured symbol as a menu item's or toolbar item's image (Mac Mouse Fix's status
    /// menu, Amethyst's preference panes), which no pair shows there: refused, and with
    /// `--allow-approximation` the symbol's resource with its configuration, as a button's.
    @Test func aConfiguredSymbolOfAMenuItemOrToolbarItemIsAnApproximation() throws {
        let reference = #"<imageReference key="image" image="rectangle" catalog="system" symbolScale="large"/>"#
        let toolbar = """
            <window title="Settings" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" \
            animationBehavior="default" id="1">
                <windowStyleMask key="styleMask" titled="YES"/>
                <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
                <rect key="screenRect" x="0.0" y="0.0" width="1440" height="875"/>
                <view key="contentView" id="2"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/></view>
                <toolbar key="toolbar" implicitIdentifier="T1" autosavesConfiguration="NO" displayMode="iconAndLabel" sizeMode="regular" id="3">
                    <allowedToolbarItems>
                        <toolbarItem implicitItemIdentifier="I1" explicitItemIdentifier="general" label="General" paletteLabel="General" id="4">
                            \(reference)
                            <size key="minSize" width="22" height="22"/>
                            <size key="maxSize" width="22" height="22"/>
                        </toolbarItem>
                    </allowedToolbarItems>
                    <defaultToolbarItems><toolbarItem reference="4"/></defaultToolbarItems>
                </toolbar>
            </window>
            """
        let symbol = #"<image name="rectangle" catalog="system" width="18" height="14"/>"#
        let documents = [
            (
                "menuItem",
                CompilerTestSupport.macOSXIB(
                    objects: #"<menu id="9"><items><menuItem title="Scroll" id="10">\#(reference)</menuItem></items></menu>"#,
                    resources: symbol)
            ),
            ("toolbarItem", CompilerTestSupport.macOSXIB(objects: toolbar, resources: symbol)),
        ]
        for (kind, xib) in documents {
            #expect(throws: CompileError.self) { try NibCompiler.compile(data: xib, path: "Panel.xib") }
            let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: CompileOptions(allowsApproximation: true))
            #expect(
                output.diagnostics.map(\.message).contains(
                    "a configured symbol as the image of a \(kind), which no pair shows, is archived as a button's is, with its configuration"
                ))
            let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
            let symbol = try #require(graph.objects.first { graph.string($0.value(forKey: AppKitNibKey.resourceName)) == "rectangle" })
            #expect(symbol.value(forKey: AppKitNibKey.imageSymbolConfiguration) != nil)
        }
    }

    /// A radio button saving no bezel style (Textual's filter sheet) has none, as the radio
    /// cells of `test-matrix-flags` (bezel 0 in `NSButtonFlags2`): compiled strictly.
    @Test func aRadioButtonWithoutABezelStyleHasNone() throws {
        func radio(_ bezel: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(
                    holding: """
                        <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                            <rect key="frame" x="20" y="20" width="102" height="18"/>
                            <buttonCell key="cell" type="radio" title="Do Not Limit" \(bezel)imagePosition="left" alignment="left" inset="2" id="10">
                                <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        """))
        }
        let bare = try CompilerTestSupport.compiledMacOSGraph(radio(""))
        let square = try CompilerTestSupport.compiledMacOSGraph(radio(#"bezelStyle="regularSquare" "#))
        func flags2(_ graph: NibGraph) throws -> Int64? {
            let cell = try #require(graph.objects.first { $0.className == "NSButtonCell" })
            guard case .integer(let value) = cell.value(forKey: "NSButtonFlags2") else { return nil }
            return value
        }
        #expect(try flags2(bare).map { $0 & 0x7 } == 0)
        #expect(try flags2(square).map { $0 & 0x7 } == 2)
        let pushed = radio("").replacingOccurrences(of: #"type="radio""#, with: #"type="push""#)
        let refusal = try CompilerTestSupport.refusal(pushed)
        #expect(
            refusal.diagnostics.map(\.message) == [
                "a push button with another type's behavior, which no pair shows, is written with that behavior's type",
                "even with --allow-approximation, a button without a bezel style is not known to the macOS compiler yet",
            ])
    }

    /// Background Music's arrow buttons, moved by a Core Image transform, and a view saved
    /// without a frame (Sequel Pro's separator boxes' content views), which no pair shows:
    /// refused, and under `--allow-approximation` the button without its filters (the nib of the
    /// same document without them) and the view with an empty frame.
    @Test func contentFiltersAndAViewWithoutAFrameAreApproximations() throws {
        let filters = """
            <contentFilters><ciFilter name="CIAffineTransform"><configuration><null key="inputImage"/>\
            <affineTransform key="inputTransform" m11="1" m12="0.0" m21="0.0" m22="1" tX="0.0" tY="2"/></configuration></ciFilter></contentFilters>
            """
        let filtered = Self.pushButtonXIB(replacing: "<buttonCell", with: filters + "<buttonCell")
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            filtered, refusedWith: ["a view's Core Image content filters, which no pair shows, are left out"])
        let plain = try CompilerTestSupport.compiledMacOSGraph(Self.pushButtonXIB(replacing: "<buttonCell", with: "<buttonCell"))
        #expect(graph.objects.count == plain.objects.count)
        let frameless = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: #"<customView id="40"><autoresizingMask key="autoresizingMask"/></customView>"#))
        let empty = try CompilerTestSupport.approximatedMacOSGraph(
            frameless, refusedWith: ["a customView without a frame, which no pair shows, is written with an empty one"])
        let view = try #require(empty.objects.first { $0.className == "NSCustomView" })
        #expect(view.value(forKey: "NSFrame") == nil && empty.string(view.value(forKey: "NSFrameSize")) == "{0, 0}")
    }

    /// Quicksilver's transparent buttons: `NSButtonFlags` with 0x8000 beside the bits of the same
    /// button drawn, compiled strictly.
    @Test func aTransparentButton() throws {
        func flags(_ xib: Data) throws -> Int64? {
            let graph = try CompilerTestSupport.compiledMacOSGraph(xib)
            guard case .integer(let flags) = graph.objects.first(where: { $0.className == "NSButtonCell" })?.value(forKey: "NSButtonFlags")
            else { return nil }
            return flags
        }
        let drawn = try #require(try flags(Self.pushButtonXIB(replacing: #"title="B20""#, with: #"title="B20""#)))
        let transparent = try #require(try flags(Self.pushButtonXIB(replacing: #"title="B20""#, with: #"title="B20" transparent="YES""#)))
        #expect(drawn & 0x8000 == 0)
        #expect(transparent == drawn | 0x8000)
    }

    /// A button's alternate title (CocoaPods' Install and Uninstall), which no pair shows:
    /// refused, and with `--allow-approximation` the `NSAlternateContents` every pair's button
    /// archives empty.
    @Test func aButtonsAlternateTitleIsAnApproximation() throws {
        let xib = Self.pushButtonXIB(replacing: #"title="B20""#, with: #"title="Install" alternateTitle="Uninstall""#)
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            xib,
            refusedWith: [
                "a button's alternate title, which no pair shows, is archived as NSAlternateContents, which the pairs' buttons archive empty"
            ])
        let cell = try #require(graph.objects.first { $0.className == "NSButtonCell" })
        #expect(graph.string(cell.value(forKey: AppKitNibKey.alternateContents)) == "Uninstall")
        #expect(graph.string(cell.value(forKey: AppKitNibKey.contents)) == "Install")
    }

    /// An image view's identifier (Background Music's app icons) and an image cell aligned to an
    /// edge (Textual's and Mac Mouse Fix's pictures), which no pair shows: refused, and with
    /// `--allow-approximation` the identifier archived on the cell too, as a text field's, and
    /// AppKit's `NSImageAlignment` under the key the pairs' centered cells archive 0 to.
    @Test func anImageViewsIdentifierAndAlignmentAreApproximations() throws {
        func imageView(_ viewAttributes: String, cell cellAttributes: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(
                    holding: """
                        <imageView \(viewAttributes)fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                            <rect key="frame" x="20" y="20" width="16" height="16"/>
                            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" \(cellAttributes)imageScaling="proportionallyDown" id="10"/>
                        </imageView>
                        """))
        }
        let identified = try CompilerTestSupport.approximatedMacOSGraph(
            imageView(#"identifier="AppIcon" "#, cell: ""),
            refusedWith: [
                "an identifier of a image view, which no pair shows, is archived on its cell too, as a text field's is (NSCellIdentifier)"
            ])
        let cell = try #require(identified.objects.first { $0.className == "NSImageCell" })
        #expect(identified.string(cell.value(forKey: "NSCellIdentifier")) == "AppIcon")
        let aligned = try CompilerTestSupport.approximatedMacOSGraph(
            imageView("", cell: #"imageAlignment="bottom" "#),
            refusedWith: ["an image alignment, which no pair shows, is written as AppKit's number for it"])
        #expect(aligned.objects.first { $0.className == "NSImageCell" }?.value(forKey: "NSAlign") == .integer(5))
    }

    /// Quicksilver's disabled pictures: the image cell's `NSCellFlags` with NSCell's disabled bit,
    /// compiled strictly.
    @Test func aDisabledImageCell() throws {
        func cellFlags(_ cellAttributes: String) throws -> NibGraph.Value? {
            let xib = CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(
                    holding: """
                        <imageView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                            <rect key="frame" x="20" y="20" width="16" height="16"/>
                            <imageCell key="cell" \(cellAttributes)refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="10"/>
                        </imageView>
                        """))
            return try CompilerTestSupport.compiledMacOSGraph(xib).objects.first { $0.className == "NSImageCell" }?.value(
                forKey: "NSCellFlags")
        }
        #expect(try cellFlags("") == .integer(0))
        #expect(try cellFlags(#"enabled="NO" "#) == .integer(0x2000_0000))
    }

    /// No focus ring on an image view (Adium's pictures), which no pair shows: the view's leaves
    /// no trace, as a button's or text field's, and the cell's is NSCell's bit, `NSCellFlags2`'
    /// 0x8000, as the pairs' button, pop-up and text field cells archive it; compiled strictly.
    @Test func noFocusRingOfAnImageViewIsTheCellsBit() throws {
        func graph(view viewAttributes: String, cell cellAttributes: String) throws -> NibGraph {
            try CompilerTestSupport.compiledMacOSGraph(
                CompilerTestSupport.macOSXIB(
                    objects: CompilerTestSupport.window(
                        holding: """
                            <imageView \(viewAttributes)fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                                <rect key="frame" x="20" y="20" width="16" height="16"/>
                                <imageCell key="cell" refusesFirstResponder="YES" \(cellAttributes)alignment="left" imageScaling="proportionallyDown" id="10"/>
                            </imageView>
                            """)))
        }
        let noRing = #"focusRingType="none" "#
        let plain = try graph(view: "", cell: "")
        #expect(NibGraphComparison.differences(try graph(view: noRing, cell: ""), plain).isEmpty)
        let ringless = try graph(view: noRing, cell: noRing)
        func flags2(_ graph: NibGraph) -> NibGraph.Value? {
            graph.objects.first { $0.className == "NSImageCell" }?.value(forKey: "NSCellFlags2")
        }
        #expect(flags2(plain) == .integer(0x200_0000))
        #expect(flags2(ringless) == .integer(0x200_8000))
        #expect(NibGraphComparison.differences(ringless, plain).count == 1)
    }

    /// A comment for localizers (Vienna's note on its Preferences item) is Interface Builder's
    /// own: the nib is the one of the document without it.
    @Test func commentsForLocalizersLeaveNoTrace() throws {
        let comment =
            #"<attributedString key="userComments"><fragment><string key="content">Renamed at run time.</string></fragment></attributedString>"#
        func xib(_ note: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: #"<menu id="9"><items><menuItem title="Preferences…" keyEquivalent="," id="10">\#(note)</menuItem></items></menu>"#
            )
        }
        let output = try NibCompiler.compile(data: xib(comment), path: "Panel.xib")
        #expect(output.files.map(\.contents) == (try NibCompiler.compile(data: xib(""), path: "Panel.xib")).files.map(\.contents))
    }

    /// The empty `<metadata/>` older Xcodes saved (Adium's message view) holds nothing: the nib
    /// is the one of the document without it; a metadata element holding something is refused.
    @Test func emptyMetadataLeavesNoTrace() throws {
        func xib(_ metadata: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(
                    holding: #"<customView id="9"><rect key="frame" x="0.0" y="0.0" width="40" height="20"/>\#(metadata)</customView>"#))
        }
        let plain = try NibCompiler.compile(data: xib(""), path: "Panel.xib").files.map(\.contents)
        // Textual's array controller records the library item it came from, and its
        // preferences a label with a tab, saved as an element.
        let editorOnly = [
            "<metadata/>",
            #"<metadata><string key="libraryAssetSourceID">Xcode.InterfaceBuilderKit.ClassDescriptions.Cocoa:IBLibrary-ArrayController</string></metadata>"#,
            "<string key=\"userLabel\">Compatibility\t</string>",
        ]
        for saved in editorOnly {
            #expect(try NibCompiler.compile(data: xib(saved), path: "Panel.xib").files.map(\.contents) == plain)
        }
        #expect(try CompilerTestSupport.refusal(xib(#"<metadata><string key="note">x</string></metadata>"#)).diagnostics.count == 1)
    }

    /// A text cell sending its own action (HandBrake's preset names, renamed in place), which no
    /// pair shows: refused, and with `--allow-approximation` a control connector from the cell.
    @Test func aTextCellsOwnActionIsAnApproximation() throws {
        let field = """
            <textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                <rect key="frame" x="20" y="20" width="120" height="16"/>
                <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" title="Preset" id="10">
                    <font key="font" metaFont="system"/>
                    <connections><action selector="renamed:" target="-2" id="a1"/></connections>
                </textFieldCell>
            </textField>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: field))
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            xib,
            refusedWith: [
                "a cell's own connections, which no pair shows, are made from the cell, which sends the action as its control would"
            ])
        let connector = try #require(graph.objects.first { $0.className == "NSNibControlConnector" })
        #expect(graph.object(connector.value(forKey: "NSSource"))?.object.className == "NSTextFieldCell")
        #expect(graph.string(connector.value(forKey: "NSLabel")) == "renamed:")
    }

    /// A constraint's identifier is archived under `NSLayoutIdentifier`, as prototyping
    /// constraints' are.
    @Test func aConstraintsIdentifierIsArchived() throws {
        let view = """
                    <customView id="9">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="100" identifier="fixedHeight" id="c1"/>
                        </constraints>
                    </customView>
            """
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: view), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let constraint = try #require(graph.objects.first { $0.className == "NSLayoutConstraint" })
        #expect(graph.string(constraint.value(forKey: "NSLayoutIdentifier")) == "fixedHeight")
    }

    /// A placeholder constraint is removed at build time, so none is archived; a view that only
    /// placeholders would place is refused, naming the placeholder.
    @Test func placeholderConstraintsAreNotArchived() throws {
        func view(_ constraints: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: """
                        <customView id="9">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <constraints>\(constraints)</constraints>
                        </customView>
                    """)
        }
        let placeholder = #"<constraint firstAttribute="width" constant="200" placeholder="YES" id="c2"/>"#
        let output = try NibCompiler.compile(
            data: view(#"<constraint firstAttribute="height" constant="100" id="c1"/>"# + placeholder), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        #expect(graph.objects.filter { $0.className == "NSLayoutConstraint" }.map { $0.value(forKey: "NSFirstAttribute") } == [.integer(8)])
        let refused = try CompilerTestSupport.refusal(view(placeholder))
        #expect(refused.diagnostics.map(\.objectID) == ["c2"])
    }

    /// Custom objects are made from their class name by the nib loader (transmission-MainMenu's
    /// `Controller`), unless the document makes them with -init: then a user class is swapped in
    /// and an AppKit class is still made by name (test8-menu's `NSFontManager`).
    @Test func customObjectsAreMadeByNameOrSwappedIn() throws {
        let objects = #"        <customObject id="9" customClass="Delegate"/><customObject id="10" customClass="NSFontManager"/>"#
        for (attributes, classes) in [
            ("", ["NSCustomObject", "NSCustomObject"]),
            (#" customObjectInstantitationMethod="direct""#, ["NSClassSwapper", "NSCustomObject"]),
        ] {
            let output = try NibCompiler.compile(
                data: CompilerTestSupport.macOSXIB(objects: objects, documentAttributes: attributes), path: "Panel.xib")
            let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
            let made = graph.objects.filter {
                ["Delegate", "NSFontManager"].contains(graph.string($0.value(forKey: "NSClassName")) ?? "")
            }
            #expect(made.map(\.className) == classes, "\(attributes)")
        }
    }

    /// The shared defaults controller archives only that it is shared; one of its own lists its
    /// keys and applies changes immediately, in that order (Sparkle's `SUUpdatePermissionPrompt`,
    /// whose four Xcode 14 NIBArchives list the keys first).
    @Test func userDefaultsControllersAreSharedOrDeclareTheirKeys() throws {
        let controllers = """
                <userDefaultsController representsSharedInstance="YES" id="30"/>
                <userDefaultsController id="31" userLabel="Mine"><declaredKeys><string>A</string><string>B</string></declaredKeys></userDefaultsController>
            """
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: controllers), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let found = graph.objects.filter { $0.className == "NSUserDefaultsController" }
        #expect(found.map { $0.entries.map(\.key) } == [["NSSharedInstance"], ["NSDeclaredKeys", "NSAppliesImmediately"]])
        #expect(graph.members(found[1].value(forKey: "NSDeclaredKeys")).compactMap { graph.string($0) } == ["A", "B"])
        let other = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: #"<userDefaultsController appliesImmediately="NO" id="30"/>"#))
        #expect(other.diagnostics.map(\.objectID) == ["30"])
    }

    @Test func anOutletToAnObjectTheCompilerDoesNotWriteIsRefused() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: "", documentAttributes: #" customObjectInstantitationMethod="direct""#)
            .replacingOccurrences(
                of: #"customClass="Owner"/>"#,
                with: #"customClass="Owner"><connections><outlet property="menu" destination="m9" id="o1"/></connections></customObject>"#)
        let error = try CompilerTestSupport.refusal(xib)
        #expect(error.message == "outlet menu goes to m9, which the macOS compiler does not write")
    }

    /// An outlet to an object of the document that an earlier error left out says nothing more;
    /// one to an object the document does not have is still an error of its own.
    @Test func anOutletToAnObjectRefusedForItsOwnReasonIsNotReportedAgain() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: #"<ruler id="30"/>"#)
            .replacingOccurrences(
                of: #"customClass="Owner"/>"#,
                with: """
                    customClass="Owner"><connections><outlet property="defaults" destination="30" id="o1"/>\
                    <outlet property="menu" destination="m9" id="o2"/></connections></customObject>
                    """)
        let refused = try CompilerTestSupport.refusal(xib)
        #expect(refused.diagnostics.map(\.objectID) == ["o2", "30"])
        #expect(refused.diagnostics.first?.message == "outlet menu goes to m9, which the macOS compiler does not write")
    }

    /// A text field at the top level is refused, and under `--allow-approximation` written as a
    /// top-level image view is: without a superview, the owner its parent.
    @Test func aTopLevelTextFieldIsAnApproximation() throws {
        let field = """
                    <secureTextField id="9"><rect key="frame" x="0" y="0" width="96" height="22"/>\
            <secureTextFieldCell key="cell" selectable="YES" editable="YES" id="10"><font key="font" metaFont="system"/>\
            </secureTextFieldCell></secureTextField>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: field)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["9"])
        var options = CompileOptions()
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let secure = try #require(graph.objects.first { $0.className == "NSSecureTextField" })
        #expect(secure.value(forKey: "NSSuperview") == nil)
    }

    /// A button's bezel and content tints are its cell's, after its type, as Aerial's
    /// `VideosViewController` and `CompanionPopoverViewController` (Xcode 26) archive them.
    @Test func aButtonsTintsAreItsCells() throws {
        let button = CompilerTestSupport.pushButton(id: "20", y: 20, actions: "").replacingOccurrences(
            of: "<connections>",
            with:
                #"<color key="bezelColor" name="controlAccentColor" catalog="System" colorSpace="catalog"/><color key="contentTintColor" name="labelColor" catalog="System" colorSpace="catalog"/><connections>"#
        )
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: button))
        let output = try NibCompiler.compile(
            data: xib, path: "Panel.xib", options: CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles()))
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cell = try #require(graph.objects.first { $0.className == "NSButtonCell" })
        #expect(Array(cell.entries.map(\.key).suffix(3)) == ["NSAuxButtonType", "NSBezelTintColor", "NSContentTintColor"])
        let tints = ["NSBezelTintColor", "NSContentTintColor"].map {
            graph.string(graph.object(cell.value(forKey: $0))?.object.value(forKey: "NSColorName"))
        }
        #expect(tints == ["controlAccentColor", "labelColor"])
    }

    /// A button's symbol at a scale is its normal image, configured as an image view's is
    /// (Aerial's `PlayingCollectionViewItem`, Xcode 26).
    @Test func aButtonsImageReferenceIsASymbolAtItsScale() throws {
        let button = CompilerTestSupport.pushButton(id: "20", y: 20, actions: "").replacingOccurrences(
            of: "</buttonCell>", with: #"<imageReference key="image" image="star" catalog="system" symbolScale="large"/></buttonCell>"#)
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: button),
            resources: #"<image name="star" catalog="system" width="15" height="15"/>"#)
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib)
        let cell = try #require(graph.objects.first { $0.className == "NSButtonCell" })
        let image = try #require(graph.object(cell.value(forKey: "NSNormalImage"))?.object)
        #expect(graph.string(image.value(forKey: "NSResourceName")) == "star")
        #expect(graph.object(image.value(forKey: "NSImageSymbolConfiguration"))?.object.className == "NSImageSymbolConfiguration")
    }

    /// A symbol rendered as original at the default scale (CotEditor's multicolor warning sign),
    /// which no pair shows: refused; approximated, a template at the unset scale -1.
    @Test func aSymbolOfAnotherRenderingModeAtTheDefaultScaleIsAnApproximation() throws {
        let button = CompilerTestSupport.pushButton(id: "20", y: 20, actions: "").replacingOccurrences(
            of: "</buttonCell>",
            with:
                #"<imageReference key="image" image="star" catalog="system" symbolScale="default" renderingMode="original"/></buttonCell>"#
        )
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: button),
            resources: #"<image name="star" catalog="system" width="15" height="15"/>"#)
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            xib,
            refusedWith: [
                #"renderingMode="original" of a imageReference is not known to the macOS compiler yet"#,
                "a symbol of another rendering mode at the default scale, which no pair shows, is written as a template at the hierarchical symbols' unset scale",
            ])
        let cell = try #require(graph.objects.first { $0.className == "NSButtonCell" })
        let image = try #require(graph.object(cell.value(forKey: "NSNormalImage"))?.object)
        let configuration = try #require(graph.object(image.value(forKey: "NSImageSymbolConfiguration"))?.object)
        #expect(configuration.value(forKey: "NSSymbolScale") == .integer(-1))
    }

    /// A button saved with another type's behavior (a square button that switches) is refused,
    /// and written with that behavior's type under `--allow-approximation`.
    @Test func anotherTypesBehaviorIsAnApproximation() throws {
        let button = CompilerTestSupport.pushButton(id: "20", y: 20, actions: "")
            .replacingOccurrences(
                of: #"<behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>"#,
                with:
                    #"<behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES" changeBackground="YES" changeGray="YES"/>"#
            )
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: button))
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["c20"])
        var options = CompileOptions()
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        #expect(graph.objects.first { $0.className == "NSButtonCell" }?.value(forKey: "NSAuxButtonType") == .integer(1))
        // A check box's behavior is known on a square button only (Aerial's star buttons).
        let switching = CompilerTestSupport.pushButton(id: "20", y: 20, actions: "")
            .replacingOccurrences(
                of: #"<behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>"#,
                with: #"<behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>"#)
        let switchingXIB = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: switching))
        #expect(try CompilerTestSupport.refusal(switchingXIB).diagnostics.map(\.objectID) == ["c20"])
    }

    /// A push button that lights and changes without pushing in (MacPass's lock buttons) or
    /// only lights, which no pair shows, is refused naming its cell; under
    /// `--allow-approximation` it has AppKit's on-off (6) or momentary light (0) type.
    @Test(arguments: [
        (#"lightByBackground="YES" lightByGray="YES" changeBackground="YES" changeGray="YES""#, Int64(6)),
        (#"lightByBackground="YES" lightByGray="YES""#, Int64(0)),
    ])
    func lightingWithoutPushingInIsAnApproximation(behavior: String, type: Int64) throws {
        let button = CompilerTestSupport.pushButton(id: "20", y: 20, actions: "")
            .replacingOccurrences(of: #"pushIn="YES" lightByBackground="YES" lightByGray="YES""#, with: behavior)
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: button))
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["c20"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        #expect(graph.objects.first { $0.className == "NSButtonCell" }?.value(forKey: "NSAuxButtonType") == .integer(type))
    }

    /// A collection view item is a view controller of its class, swapped for the app's, as
    /// Aerial's `PlayingCollectionViewItem` (Xcode 26) archives it.
    @Test func aCollectionViewItemSwapsItsClass() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: #"<collectionViewItem id="9" customClass="ItemController"/>"#)
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib)
        let item = try #require(graph.objects.first { graph.string($0.value(forKey: "NSOriginalClassName")) == "NSCollectionViewItem" })
        #expect(graph.string(item.value(forKey: "NSClassName")) == "ItemController")
        #expect(item.value(forKey: "showSeguePresentationStyle") == .integer(0))
    }

    /// A double action, which no pair shows, is refused, and left out under
    /// `--allow-approximation`: the nib is the one of the document without it.
    @Test func aDoubleActionIsLeftOutAsAnApproximation() throws {
        func xib(_ actions: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(holding: CompilerTestSupport.pushButton(id: "20", y: 20, actions: actions)))
        }
        let doubleAction = xib(#"<action trigger="doubleAction" selector="open:" target="-2" id="21"/>"#)
        #expect(try CompilerTestSupport.refusal(doubleAction).diagnostics.map(\.objectID) == ["21"])
        var options = CompileOptions()
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: doubleAction, path: "Panel.xib", options: options)
        let without = try NibCompiler.compile(data: xib(""), path: "Panel.xib", options: options)
        #expect(output.files.map(\.contents) == without.files.map(\.contents))
    }

    /// Equal fonts share one object, the message font excepted (Aerial's
    /// `AdvancedViewController`: seven 11-point message fonts, seven objects).
    @Test func equalFontsAreArchivedOnceButTheMessageFont() throws {
        func label(_ id: Int, font: String) -> String {
            """
                    <textField id="\(id)"><rect key="frame" x="0.0" y="\(id)" width="100" height="20"/>\
                <textFieldCell key="cell" title="L" id="\(id + 1)"><font key="font" \(font)/></textFieldCell></textField>
            """
        }
        let labels = [
            label(10, font: #"metaFont="system""#), label(20, font: #"metaFont="system""#),
            label(30, font: #"metaFont="message" size="11""#), label(40, font: #"metaFont="message" size="11""#),
        ]
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: labels.joined(separator: "\n"))),
            path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        #expect(
            graph.objects.filter { $0.className == "NSFont" }.map { $0.value(forKey: "NSSize") } == [.double(13), .double(11), .double(11)])
    }

    /// Actions follow the outlets, sorted by their control's id (whole numbers first, by value)
    /// and then by selector, as in the 33 Xcode 26 nibs of the pairs with actions; one sent to
    /// First Responder names no destination, and one to an object the compiler does not write
    /// is refused.
    @Test func actionsAreSortedBySourceAndSelector() throws {
        let buttons =
            CompilerTestSupport.pushButton(
                id: "20", y: 20,
                actions: #"<action selector="zoom:" target="-2" id="a1"/><action selector="close:" target="-1" id="a2"/>"#)
            + CompilerTestSupport.pushButton(id: "5", y: 60, actions: #"<action selector="open:" target="-2" id="a3"/>"#)
        let window = CompilerTestSupport.window(holding: buttons)
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: window), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        let connectors = graph.members(data.value(forKey: "NSConnections")).compactMap { graph.object($0)?.object }
        #expect(connectors.map(\.className) == Array(repeating: "NSNibControlConnector", count: 3))
        #expect(connectors.map { graph.string($0.value(forKey: "NSLabel")) } == ["open:", "close:", "zoom:"])
        #expect(connectors.map { $0.value(forKey: "NSDestination") == nil } == [false, true, false])

        let elsewhere = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: window.replacingOccurrences(of: #"target="-2" id="a3""#, with: #"target="99" id="a3""#)))
        #expect(elsewhere.diagnostics.map(\.message) == ["action open: goes to 99, which the macOS compiler does not write"])
    }

    /// Xcodes older than the pairs' oldest are refused, and Xcode 6, which no pair shows, where a
    /// rule separates 5.0.1 from 7.2.
    @Test func olderXcodesAreRefusedNamingTheReason() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: "", documentAttributes: #" customObjectInstantitationMethod="direct""#)
        let oldXcode = try CompilerTestSupport.refusal(xib, options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("0460")))
        #expect(oldXcode.message == "compiling macOS xibs as Xcode 4.6 does is not supported; only as Xcode 5.0.1 and later")
        let xcode6 = try CompilerTestSupport.refusal(xib, options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("0640")))
        #expect(xcode6.message.contains("changed between Xcode 501 and 720"))
        #expect(try NibCompiler.compile(data: xib, path: "Panel.xib").files.count == 1)
        #expect(
            try NibCompiler.compile(
                data: xib, path: "Panel.xib", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("5.0.1"))
            )
            .files.count == 1)
    }

    /// Below macOS 10.13 Xcode 26 writes a folder: a keyed archive every system loads, and the
    /// NIBArchive 10.13 and later load (Aerial's `AerialDesktop`, for 10.12); both hold one graph.
    @Test func olderSystemsGetAKeyedArchiveBesideTheNIBArchive() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: "", documentAttributes: #" customObjectInstantitationMethod="direct""#)
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12"))
        #expect(output.isFolder)
        #expect(output.files.map(\.relativePath) == ["keyedobjects.nib", "keyedobjects-101300.nib"])
        let keyed = try CompiledNibReader.decode(output.files[0].contents, path: "keyedobjects.nib")
        let archive = try CompiledNibReader.decode(output.files[1].contents, path: "keyedobjects-101300.nib")
        guard case .keyedArchive = keyed.content, case .nibArchive = archive.content else {
            Issue.record("expected a keyed archive and a NIBArchive")
            return
        }
        let root = try #require(keyed.graph.objects.first { $0.className == "NSIBObjectData" })
        #expect(root.fallbackClassNames == ["NSObject"])
    }
}

/// A Base.lproj document's titles are localizable strings keyed by object and property, as its
/// `.strings` files are (flutter_ai_chat's `MainMenu`); a language's own folder keeps plain strings.
@Suite struct AppKitLocalizableStringTests {
    static let window = CompilerTestSupport.macOSXIB(
        objects: #"<window title="Main" id="7"><rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/></window>"#)

    static func title(compiledAt path: String) throws -> NibGraph.Object {
        let output = try NibCompiler.compile(data: window, path: path)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: path).graph
        let template = try #require(graph.objects.first { $0.className == AppKitNibClass.windowTemplate })
        return try #require(graph.object(template.value(forKey: AppKitNibKey.windowTitle))?.object)
    }

    @Test func baseDocumentsLocalizeTheirTitles() throws {
        let base = try Self.title(compiledAt: "App/Base.lproj/MainMenu.xib")
        #expect(base.className == NibGraph.localizableStringClass)
        let output = try NibCompiler.compile(data: Self.window, path: "App/Base.lproj/MainMenu.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "MainMenu.nib").graph
        #expect(graph.string(base.value(forKey: AppKitNibKey.localizableStringKey)) == "7.title")
        #expect(graph.string(base.value(forKey: AppKitNibKey.localizableStringDevelopmentText)) == "Main")
        #expect(try Self.title(compiledAt: "App/de.lproj/MainMenu.xib").className == "NSString")
        #expect(try Self.title(compiledAt: "App/MainMenu.xib").className == "NSString")
    }
}

/// User-defined runtime attributes (SameBoy's preferences), which no pair's document holds:
/// refused, and with `--allow-approximation` one connector per object, first of the
/// connections, as Xcode writes those it makes itself (Aerial's progress indicator's value).
@Suite struct AppKitRuntimeAttributesBuilderTests {
    static let menu = """
        <menu id="9"><items>
            <menuItem title="Bilinear" id="10" customClass="GBPreferenceMenuItem">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="preferenceValue" value="Bilinear"/>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="isDefault" value="YES"/>
                    <userDefinedRuntimeAttribute type="number" keyPath="scale"><real key="value" value="0.5"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="rank"><integer key="value" value="3"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </menuItem>
        </items></menu>
        """

    /// A text field cell's runtime attribute (HockeySDK's feedback fields' inset): refused, and
    /// with `--allow-approximation` a connector setting it on the cell.
    @Test func aTextFieldCellsRuntimeAttributeIsAnApproximation() throws {
        let field = CompilerTestSupport.label(textColor: "labelColor").replacingOccurrences(
            of: "</textFieldCell>",
            with: """
                <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="horizontalInset">\
                <integer key="value" value="10"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></textFieldCell>
                """)
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            CompilerTestSupport.macOSXIB(objects: field),
            refusedWith: [
                "user-defined runtime attributes, which no pair's document holds, are written as the connector Xcode makes for a window controller's content (Prune) and a progress indicator's value (Aerial), first of the connections"
            ], options: CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles()))
        let connector = try #require(graph.objects.first { $0.className == "NSIBUserDefinedRuntimeAttributesConnector" })
        #expect(graph.object(connector.value(forKey: "NSObject"))?.object.className == "NSTextFieldCell")
        #expect(graph.members(connector.value(forKey: "NSKeyPaths")).compactMap { graph.string($0) } == ["horizontalInset"])
    }

    @Test func aMenuItemsClassAndValuesAreApproximations() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: Self.menu)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID).sorted { ($0 ?? "") < ($1 ?? "") } == [nil, "10"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let item = try #require(graph.objects.first { $0.className == "NSClassSwapper" })
        #expect(graph.string(item.value(forKey: "NSClassName")) == "GBPreferenceMenuItem")
        #expect(graph.string(item.value(forKey: "NSOriginalClassName")) == "NSMenuItem")
        let connector = try #require(graph.objects.first { $0.className == "NSIBUserDefinedRuntimeAttributesConnector" })
        #expect(graph.object(connector.value(forKey: "NSObject"))?.object == item)
        #expect(
            graph.members(connector.value(forKey: "NSKeyPaths")).compactMap { graph.string($0) } == [
                "preferenceValue", "isDefault", "scale", "rank",
            ])
        let values = graph.members(connector.value(forKey: "NSValues")).compactMap { graph.object($0)?.object }
        #expect(graph.string(.object(try #require(graph.objects.firstIndex(of: values[0])))) == "Bilinear")
        #expect(values.dropFirst().map { $0.entries.map(\.value) } == [[.bool(true)], [.double(0.5)], [.integer(3)]])
        let data = try #require(graph.objects.first { $0.className == "NSIBObjectData" })
        #expect(graph.members(data.value(forKey: "NSConnections")).first == .object(try #require(graph.objects.firstIndex(of: connector))))

        let keyed = try NibCompiler.compile(
            data: xib, path: "Menu.xib", options: CompileOptions(minimumDeploymentTarget: "10.12", allowsApproximation: true))
        #expect(!keyed.files.isEmpty)

        // A long string is saved as a child (iTerm2's help texts), a mutable one too.
        for element in ["string", "mutableString"] {
            let long = xib.replacingOccurrences(
                of: #"keyPath="preferenceValue" value="Bilinear"/>"#,
                with: #"keyPath="preferenceValue"><\#(element) key="value">Bilinear</\#(element)></userDefinedRuntimeAttribute>"#)
            let longGraph = try CompilerTestSupport.compiledMacOSGraph(long, options: CompileOptions(allowsApproximation: true))
            let longConnector = try #require(longGraph.objects.first { $0.className == "NSIBUserDefinedRuntimeAttributesConnector" })
            #expect(longGraph.string(longGraph.members(longConnector.value(forKey: "NSValues")).first) == "Bilinear")
        }

        let ranged = xib.replacingOccurrences(
            of: #"<userDefinedRuntimeAttribute type="boolean" keyPath="isDefault" value="YES"/>"#,
            with: #"<userDefinedRuntimeAttribute type="range" keyPath="span"/>"#)
        let refusal = try CompilerTestSupport.refusal(ranged, options: CompileOptions(allowsApproximation: true))
        #expect(
            refusal.diagnostics.filter { $0.severity == .error }.map(\.message) == [
                "a runtime attribute of type range is not known to the macOS compiler yet"
            ])
    }

    /// An image value (OpenEmu's control backgrounds) is the document's named image, a size
    /// value (Mac Mouse Fix's text inset) an `NSValue` of it; each named as an approximation.
    @Test func imageAndSizeValuesAreApproximations() throws {
        let valued = Self.menu.replacingOccurrences(
            of: #"<userDefinedRuntimeAttribute type="boolean" keyPath="isDefault" value="YES"/>"#,
            with: #"""
                <userDefinedRuntimeAttribute type="image" keyPath="background" value="controls_background"/>
                <userDefinedRuntimeAttribute type="size" keyPath="inset"><size key="value" width="10" height="12"/></userDefinedRuntimeAttribute>
                """#)
        let xib = CompilerTestSupport.macOSXIB(
            objects: valued, resources: #"<image name="controls_background" width="755" height="451"/>"#)
        let output = try NibCompiler.compile(data: xib, path: "Menu.xib", options: CompileOptions(allowsApproximation: true))
        let messages = output.diagnostics.map(\.message)
        #expect(messages.contains("a runtime attribute of type image, which no pair shows, is archived as the document's named images are"))
        #expect(
            messages.contains(
                "a runtime attribute of type size, which no pair shows, is archived as an NSValue of the size, as UIKit's nibs hold one"))
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Menu.nib").graph
        let connector = try #require(graph.objects.first { $0.className == "NSIBUserDefinedRuntimeAttributesConnector" })
        let values = graph.members(connector.value(forKey: "NSValues")).compactMap { graph.object($0)?.object }
        #expect(values[1].className == "NSCustomResource")
        #expect(graph.string(values[1].value(forKey: "NSResourceName")) == "controls_background")
        #expect(values[2].className == "NSValue")
        #expect(values[2].value(forKey: "NS.special") == .integer(2))
        #expect(graph.string(values[2].value(forKey: "NS.sizeval")) == "{10, 12}")
    }

    /// A color value (Clipy's shortcut recorders) is the color the document saves.
    @Test func aColorValueIsTheDocumentsColor() throws {
        let colored = Self.menu.replacingOccurrences(
            of: #"<userDefinedRuntimeAttribute type="boolean" keyPath="isDefault" value="YES"/>"#,
            with:
                #"<userDefinedRuntimeAttribute type="color" keyPath="tintColor"><color key="value" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="calibratedRGB"/></userDefinedRuntimeAttribute>"#
        )
        let graph = try CompilerTestSupport.compiledMacOSGraph(
            CompilerTestSupport.macOSXIB(objects: colored), options: CompileOptions(allowsApproximation: true))
        let connector = try #require(graph.objects.first { $0.className == "NSIBUserDefinedRuntimeAttributesConnector" })
        #expect(graph.members(connector.value(forKey: "NSKeyPaths")).compactMap { graph.string($0) }.dropFirst().first == "tintColor")
        let color = try #require(graph.object(graph.members(connector.value(forKey: "NSValues")).dropFirst().first)?.object)
        #expect(color.className == "NSColor")
        #expect(color.value(forKey: "NSColorSpace") == .integer(1))
    }

    /// A menu's own runtime attributes (Sequel Ace's encoding menus) take the same path.
    @Test func aMenusValuesAreApproximations() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: """
                <menu id="9">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="menuId" value="encodingPopupMenu"/>
                    </userDefinedRuntimeAttributes>
                </menu>
                """)
        #expect(
            try CompilerTestSupport.refusal(xib).diagnostics.map(\.message).contains { $0.hasPrefix("user-defined runtime attributes") })
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let menu = try #require(graph.objects.first { $0.className == "NSMenu" })
        let connector = try #require(graph.objects.first { $0.className == "NSIBUserDefinedRuntimeAttributesConnector" })
        #expect(graph.object(connector.value(forKey: "NSObject"))?.object == menu)
        #expect(graph.members(connector.value(forKey: "NSKeyPaths")).compactMap { graph.string($0) } == ["menuId"])
        #expect(graph.members(connector.value(forKey: "NSValues")).compactMap { graph.string($0) } == ["encodingPopupMenu"])
    }
}

/// Tooltips' help connectors against Xcode 26's nibs of Aerial's documents: equal texts in the
/// order of their objects' ids, and a pop-up cell's own tooltip given to the cell.
@Suite struct AppKitToolTipTests {
    @Test(arguments: ["OverlaysViewController", "SourcesViewController"])
    func helpConnectorsAreXcodes(document: String) throws {
        let (output, nibs) = try CompilerTestSupport.compiledBesideXcode(
            pair: "Aerial-29101a6-\(document).xib", document: document, options: AppKitCollectionViewBuilderTests.aerialOptions())
        #expect(!output.diagnostics.contains { $0.message.contains("toolTip") })
        for nib in nibs {
            let connectors = { (graph: NibGraph) in graph.objects.filter { $0.className == "NSIBHelpConnector" }.count }
            #expect(connectors(nib.ours) == connectors(nib.xcode))
            let inConnectors = NibGraphComparison.differences(nib.ours, nib.xcode).filter { $0.path.contains("NSIBHelpConnector") }
            #expect(inConnectors.isEmpty, "\(nib.name): \(inConnectors)")
        }
    }
}
