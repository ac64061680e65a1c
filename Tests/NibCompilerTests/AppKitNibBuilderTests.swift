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

    /// A switch (IINA's preferences), which no pair shows, is refused; with
    /// `--allow-approximation` it is an `NSSwitch` control without a cell.
    @Test func aSwitchIsAnApproximation() throws {
        let window = CompilerTestSupport.window(
            holding: """
                <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" baseWritingDirection="leftToRight" \
                alignment="left" id="9"><rect key="frame" x="20" y="20" width="42" height="25"/></switch>
                """)
        let xib = CompilerTestSupport.macOSXIB(objects: window)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["9"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let control = try #require(graph.objects.first { $0.className == "NSSwitch" })
        #expect(control.value(forKey: "NSCell") == .null)
        #expect(graph.string(control.value(forKey: "NSFrame")) == "{{20, 20}, {42, 25}}")
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

    /// HandBrake's cropping steppers: small, stepping by 2, with a font, none of which a pair
    /// shows. The size and increment as Interface Builder 3's archives show them (the small
    /// cells' bit, `NSIncrement`); the font is refused, and with `--allow-approximation` archived
    /// as a small slider's with a font.
    @Test func aSmallStepperWithAnIncrementAndAFont() throws {
        func xib(_ cellAttributes: String, font: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(
                    holding: """
                        <stepper horizontalHuggingPriority="750" verticalHuggingPriority="750" fixedFrame="YES" \
                        translatesAutoresizingMaskIntoConstraints="NO" id="9">
                            <rect key="frame" x="20" y="20" width="15" height="22"/>
                            <stepperCell key="cell" \(cellAttributes) continuous="YES" alignment="left" maxValue="20480" id="10">\(font)</stepperCell>
                        </stepper>
                        """))
        }
        let handBrake = xib(#"controlSize="small" increment="2""#, font: #"<font key="font" metaFont="smallSystem"/>"#)
        #expect(
            try CompilerTestSupport.refusal(handBrake).diagnostics.map(\.message) == [
                "a stepper cell's font, which no pair shows, is archived as a slider cell's"
            ])
        let options = CompileOptions(allowsApproximation: true)
        let graph = try CompilerTestSupport.compiledMacOSGraph(handBrake, options: options)
        let cell = try #require(graph.objects.first { $0.className == "NSStepperCell" })
        let stepper = try #require(graph.objects.first { $0.className == "NSStepper" })
        #expect(cell.value(forKey: "NSIncrement") == .double(2))
        #expect(graph.object(cell.value(forKey: "NSSupport"))?.object.className == "NSFont")
        #expect(cell.value(forKey: "NSCellFlags") == .integer(0xC_0020 | 0x400_0000))
        #expect(stepper.value(forKey: "NSControlSize") == .integer(1))
        let plain = try CompilerTestSupport.compiledMacOSGraph(xib("", font: ""), options: options)
        let plainCell = try #require(plain.objects.first { $0.className == "NSStepperCell" })
        #expect(plainCell.value(forKey: "NSIncrement") == .double(1))
        #expect(plainCell.value(forKey: "NSCellFlags2") == .integer(0))
        #expect(cell.value(forKey: "NSCellFlags2") != .integer(0))
        let unreadable = xib(#"increment="two""#, font: "")
        #expect(
            try CompilerTestSupport.refusal(unreadable, options: options).diagnostics.filter { $0.severity == .error }
                .map(\.message) == [#"a stepper cell's increment "two" is not a number"#])
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

    /// A button cell's own accessibility description (Sequel Ace's export options), which no
    /// pair shows, is refused; under `--allow-approximation` its connector names the cell.
    @Test func aCellsAccessibilityIsAnApproximation() throws {
        let xib = Self.pushButtonXIB(replacing: "</buttonCell>", with: #"<accessibility description="Include headers"/></buttonCell>"#)
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            xib,
            refusedWith: [
                "accessibility of a cell, which no pair shows, is connected to the cell as a view's is to its view"
            ])
        let connector = try #require(graph.objects.first { $0.className == "NSNibAXAttributeConnector" })
        #expect(graph.object(connector.value(forKey: "AXDestinationArchiveKey"))?.object.className == "NSButtonCell")
    }

    /// A menu's accessibility identifier (iTerm2's Profiles menu), which no pair shows, is
    /// refused; under `--allow-approximation` an accessibility connector to the menu.
    @Test func aMenusAccessibilityIsAnApproximation() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: #"<menu id="9"><items><menuItem title="One" id="10"/></items><accessibility identifier=".Profiles"/></menu>"#)
        #expect(
            try CompilerTestSupport.refusal(xib).diagnostics.map(\.message).contains(
                "accessibility of a menu, which no pair shows, is connected to the menu as a view's is to its view"))
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let connector = try #require(graph.objects.first { $0.className == "NSNibAXAttributeConnector" })
        #expect(graph.object(connector.value(forKey: "AXDestinationArchiveKey"))?.object.className == "NSMenu")
    }

    /// A menu item's accessibility help (Background Music's menu), as a menu's.
    @Test func aMenuItemsAccessibilityIsAnApproximation() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects:
                #"<menu id="9"><items><menuItem title="Auto-pause" id="10"><accessibility help="Pauses music"/></menuItem></items></menu>"#)
        #expect(
            try CompilerTestSupport.refusal(xib).diagnostics.map(\.message).contains(
                "accessibility of a menuItem, which no pair shows, is connected to the menuItem as a view's is to its view"))
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let connector = try #require(graph.objects.first { $0.className == "NSNibAXAttributeConnector" })
        #expect(graph.object(connector.value(forKey: "AXDestinationArchiveKey"))?.object.className == "NSMenuItem")
        #expect(graph.string(connector.value(forKey: "AXAttributeValueArchiveKey")) == "Pauses music")
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

    /// A titled 200 × 100 window with `attributes`, `children` after its style mask, and an empty
    /// content view.
    static func titledWindowXIB(_ attributes: String, children: String = "") -> Data {
        CompilerTestSupport.macOSXIB(
            objects: """
                <window title="Panel" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" \(attributes) id="1">
                    <windowStyleMask key="styleMask" titled="YES"/>
                    \(children)
                    <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1440" height="875"/>
                    <view key="contentView" id="2"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/></view>
                </window>
                """)
    }

    /// Sequel Pro's and Quicksilver's panels are not deferred: `NSWTFlags` without 0x20000000,
    /// which every other window sets; the rest of the flags as a deferred window's.
    @Test func aWindowThatIsNotDeferred() throws {
        func flags(_ attributes: String) throws -> Int64? {
            let graph = try CompilerTestSupport.compiledMacOSGraph(Self.titledWindowXIB(attributes))
            guard case .integer(let flags) = graph.objects.first(where: { $0.className == "NSWindowTemplate" })?.value(forKey: "NSWTFlags")
            else { return nil }
            return flags
        }
        let deferred = try #require(try flags(""))
        let immediate = try #require(try flags(#"deferred="NO""#))
        #expect(deferred & 0x2000_0000 != 0)
        #expect(immediate == deferred & ~0x2000_0000)
    }

    /// VimR's quick-open window is held by its top alone, a mask no pair shows: refused, and
    /// under `--allow-approximation` archived with the position flags viraptor/ibtool writes
    /// for it, the rest as a deferred window's; a mask that table lacks (left and right, Sparkle's
    /// windows) has the flags of a window without struts.
    @Test(arguments: [
        (#"topStrut="YES""#, "topStrut", Int64(0x38_0000), "viraptor/ibtool writes for it, 0x380000"),
        (#"rightStrut="YES" bottomStrut="YES""#, "bottomStrut, rightStrut", 0x5_0000, "viraptor/ibtool writes for it, 0x50000"),
        (#"leftStrut="YES" rightStrut="YES""#, "leftStrut, rightStrut", 0x78_0000, "of a window without struts"),
    ])
    func aWindowHeldByAnotherMaskIsAnApproximation(struts: String, mask: String, position: Int64, source: String) throws {
        let held = Self.titledWindowXIB("", children: #"<windowPositionMask key="initialPositionMask" \#(struts)/>"#)
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            held,
            refusedWith: ["a window position mask of \(mask), which no pair shows, is archived with the position flags \(source)"])
        let plain = try CompilerTestSupport.compiledMacOSGraph(Self.titledWindowXIB(""))
        func flags(_ graph: NibGraph) throws -> Int64 {
            let value = graph.objects.first { $0.className == "NSWindowTemplate" }?.value(forKey: "NSWTFlags")
            guard case .integer(let flags) = value else { throw CocoaError(.coderValueNotFound) }
            return flags
        }
        let positionField: Int64 = 0x78_0000 | 0x5_0000
        #expect(try flags(graph) & positionField == position)
        #expect(try flags(graph) & ~positionField == flags(plain) & ~positionField)
    }

    /// Preference windows (Sequel Ace's, SameBoy's) and expanded and unified toolbars: AppKit's
    /// `NSWindowToolbarStyle` values under the key `window-toolbarstyle`'s compact one shows;
    /// automatic, saved by no document, writes none.
    @Test(arguments: [("preference", 2), ("expanded", 1), ("unified", 3), ("compact", 4)] as [(String, Int64)])
    func aWindowsToolbarStyle(style: String, value: Int64) throws {
        let styled = try CompilerTestSupport.compiledMacOSGraph(Self.titledWindowXIB(#"toolbarStyle="\#(style)""#))
        #expect(styled.objects.first { $0.className == "NSWindowTemplate" }?.value(forKey: "NSWindowToolbarStyle") == .integer(value))
        let plain = try CompilerTestSupport.compiledMacOSGraph(Self.titledWindowXIB(""))
        #expect(plain.objects.first { $0.className == "NSWindowTemplate" }?.value(forKey: "NSWindowToolbarStyle") == nil)
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

    /// pinentry-mac's passphrase window: a level indicator placed by a constraint, and a
    /// formatter of its own class that File's Owner names, which no pair shows. Refused naming
    /// both, and not the constraint placing the indicator; with `--allow-approximation` a control
    /// holding its cell and a custom object, in a NIBArchive and in the keyed archive of macOS
    /// 10.12 alike.
    @Test func aLevelIndicatorAndACustomFormatterAreApproximations() throws {
        let window = CompilerTestSupport.window(
            holding: """
                <levelIndicator translatesAutoresizingMaskIntoConstraints="NO" id="9">
                    <rect key="frame" x="20" y="40" width="160" height="18"/>
                    <levelIndicatorCell key="cell" alignment="left" maxValue="10" warningValue="5" criticalValue="2" id="10"/>
                </levelIndicator>
                """,
            constraints:
                #"<constraint firstItem="9" firstAttribute="leading" secondItem="8" secondAttribute="leading" constant="20" id="c1"/>"#)
        let xib = CompilerTestSupport.macOSXIB(objects: window + #"<customFormatter id="f1" customClass="LengthFormatter"/>"#)
            .replacingOccurrences(
                of: #"customClass="Owner"/>"#,
                with:
                    #"customClass="Owner"><connections><outlet property="formatter" destination="f1" id="o1"/></connections></customObject>"#
            )
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["9", "f1"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let indicator = try #require(graph.objects.first { $0.className == "NSLevelIndicator" })
        let cell = try #require(graph.object(indicator.value(forKey: "NSCell"))?.object)
        #expect(cell.className == "NSLevelIndicatorCell")
        #expect(cell.value(forKey: "NSMaxValue") == .double(10))
        #expect(graph.object(cell.value(forKey: "NSControlView"))?.object == indicator)
        let formatter = try #require(graph.objects.first { graph.string($0.value(forKey: "NSClassName")) == "LengthFormatter" })
        let outlet = try #require(graph.objects.first { $0.className == "NSNibOutletConnector" })
        #expect(graph.object(outlet.value(forKey: "NSDestination"))?.object == formatter)
        let keyed = try NibCompiler.compile(
            data: xib, path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12", allowsApproximation: true))
        #expect(!keyed.files.isEmpty)
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

    /// A window's collection behavior is AppKit's option set: full screen none is 1 << 9 and
    /// moving to the active space 1 << 1, managed 1 << 2 and taking part in the cycle 1 << 5 beside
    /// the bits the pairs show (transient 8, full screen auxiliary 256); a unified title and toolbar is
    /// AppKit's style 1 << 12, a document-modal panel 1 << 6.
    @Test func aWindowsCollectionBehaviorIsAppKitsOptionSet() throws {
        let window = """
                    <window title="W" id="7">
                        <windowStyleMask key="styleMask" titled="YES" documentModal="YES" unifiedTitleAndToolbar="YES"/>
                        <windowCollectionBehavior key="collectionBehavior" moveToActiveSpace="YES" managed="YES" transient="YES" participatesInCycle="YES" fullScreenNone="YES" fullScreenAuxiliary="YES"/>
                        <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
                    </window>
            """
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: window), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let template = try #require(graph.objects.first { $0.className == "NSWindowTemplate" })
        let behavior: Int64 = 2 | 4 | 8 | 32 | 256 | 512
        #expect(template.value(forKey: "NSWindowCollectionBehavior") == .integer(behavior))
        #expect(template.value(forKey: "NSWindowStyleMask") == .integer(1 | 0x40 | 0x1000))
    }

    /// A window's smallest full-screen content size (MacVim's What's New), which no pair shows
    /// other than zero, is refused naming it; under `--allow-approximation` it is archived where
    /// every pair's window archives {0, 0}, the largest left at zero.
    @Test func aFullScreenContentSizeIsAnApproximation() throws {
        let window = """
                    <window title="W" id="7">
                        <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
                        <value key="minFullScreenContentSize" type="size" width="580" height="400" id="s1"/>
                    </window>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: window)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["s1"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let template = try #require(graph.objects.first { $0.className == "NSWindowTemplate" })
        #expect(graph.string(template.value(forKey: "NSMinFullScreenContentSize")) == "{580, 400}")
        #expect(graph.string(template.value(forKey: "NSMaxFullScreenContentSize")) == "{0, 0}")
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

    /// The connectors of a compiled nib, in order.
    static func connectors(of xib: Data) throws -> (graph: NibGraph, connectors: [NibGraph.Object]) {
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        return (graph, graph.members(data.value(forKey: "NSConnections")).compactMap { graph.object($0)?.object })
    }

    /// Bindings come after the actions, their sources by id in the reverse of the outlets' order
    /// (Sparkle's `SUStatus` and `SUUpdatePermissionPrompt`); each names `binding: keyPath`, its
    /// options and the binding it follows.
    @Test func bindingsAreSortedBySourceLastFirst() throws {
        let labels = """
                <textField id="8"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/>\
            <textFieldCell key="cell" title="A" id="9"/><connections>\
            <binding destination="-2" name="value" keyPath="title" id="b1"/></connections></textField>
                <textField id="16"><rect key="frame" x="0.0" y="40" width="100" height="20"/>\
            <textFieldCell key="cell" title="B" id="17"/><connections>\
            <binding destination="-2" name="value" keyPath="status" id="b2"/>\
            <binding destination="-2" name="hidden" keyPath="status" previousBinding="b2" id="b3">\
            <dictionary key="options"><string key="NSValueTransformerName">NSIsNil</string>\
            <bool key="NSValidatesImmediately" value="YES"/></dictionary></binding></connections></textField>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: labels))
        let (graph, connectors) = try Self.connectors(of: xib)
        #expect(connectors.map { graph.string($0.value(forKey: "NSLabel")) } == ["value: status", "hidden: status", "value: title"])
        #expect(connectors[1].value(forKey: "NSPreviousConnector") == graph.objects.firstIndex(of: connectors[0]).map { .object($0) })
        let options = try #require(graph.object(connectors[1].value(forKey: "NSOptions"))?.object)
        let members = graph.members(.object(try #require(graph.objects.firstIndex(of: options))))
        // Key, value, key, value, as Xcode's NIBArchives hold binding options.
        #expect(members.count == 4)
        #expect([members[0], members[2]].compactMap { graph.string($0) } == ["NSValueTransformerName", "NSValidatesImmediately"])
        #expect(graph.string(members[1]) == "NSIsNil")
        #expect(connectors[2].value(forKey: "NSNibBindingConnectorVersion") == .integer(2))

        let elsewhere = try CompilerTestSupport.refusal(
            xib.replacingOccurrences(
                of: #"destination="-2" name="value" keyPath="title""#, with: #"destination="77" name="value" keyPath="title""#))
        #expect(elsewhere.diagnostics.map(\.message) == ["binding value goes to 77, which the macOS compiler does not write"])
        // A real option (transmission's preferences), which no pair shows: approximated.
        let real = xib.replacingOccurrences(
            of: #"<bool key="NSValidatesImmediately" value="YES"/>"#, with: #"<real key="NSConditionallySetsEnabled" value="1"/>"#)
        #expect(
            try CompilerTestSupport.refusal(real).diagnostics.map(\.message) == [
                "a binding option saved as a real number, which no pair shows, is archived as a number of its value"
            ])
        let realOutput = try NibCompiler.compile(data: real, path: "Panel.xib", options: CompileOptions(allowsApproximation: true))
        let realGraph = try CompiledNibReader.decode(realOutput.files[0].contents, path: "Panel.nib").graph
        #expect(realGraph.objects.contains { $0.className == "NSNumber" && $0.value(forKey: "NS.dblval") == .double(1) })
        let unknownOption = try CompilerTestSupport.refusal(xib.replacingOccurrences(of: "<bool key", with: "<date key"))
        #expect(unknownOption.diagnostics.map(\.message) == ["option date of a binding is not known to the macOS compiler yet"])
        let unknownPrevious = try CompilerTestSupport.refusal(
            xib.replacingOccurrences(of: #"previousBinding="b2""#, with: #"previousBinding="b9""#))
        #expect(unknownPrevious.diagnostics.map(\.message) == ["binding hidden follows b9, which is not a binding of the document"])
        // Integers beyond a double's precision stay apart; equal ones share one number.
        let large = xib.replacingOccurrences(
            of: #"<bool key="NSValidatesImmediately" value="YES"/>"#,
            with:
                #"<integer key="A" value="9007199254740993"/><integer key="B" value="9007199254740992"/><integer key="C" value="9007199254740992"/>"#
        )
        let (largeGraph, _) = try Self.connectors(of: large)
        let numbers = largeGraph.objects.filter { $0.className == "NSNumber" }.compactMap { $0.value(forKey: "NS.intval") }
        #expect(numbers.filter { $0 == .integer(9_007_199_254_740_993) }.count == 1)
        #expect(numbers.filter { $0 == .integer(9_007_199_254_740_992) }.count == 1)
    }

    /// A source's bindings by name, last first, whatever the document's order, each followed by
    /// the bindings that follow it (Sparkle: value before hidden; maxValue, then the value that
    /// follows it).
    @Test func aSourcesBindingsAreSortedByNameLastFirstAfterThoseTheyFollow() throws {
        let field = """
                <textField id="8"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/>\
            <textFieldCell key="cell" title="A" id="9"/><connections>\
            <binding destination="-2" name="hidden" keyPath="asked" id="b1"/>\
            <binding destination="-2" name="value" keyPath="progress" previousBinding="b3" id="b2"/>\
            <binding destination="-2" name="maxValue" keyPath="total" id="b3"/>\
            <binding destination="-2" name="toolTip" keyPath="help" id="b4"/></connections></textField>
            """
        let (graph, connectors) = try Self.connectors(of: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: field)))
        #expect(
            connectors.map { graph.string($0.value(forKey: "NSLabel")) } == [
                "toolTip: help", "maxValue: total", "value: progress", "hidden: asked",
            ])
    }

    @Test func aBindingThatFollowsItselfIsRefused() throws {
        let field = """
                <textField id="8"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/>\
            <textFieldCell key="cell" title="A" id="9"/><connections>\
            <binding destination="-2" name="value" keyPath="a" previousBinding="b2" id="b1"/>\
            <binding destination="-2" name="maxValue" keyPath="b" previousBinding="b1" id="b2"/></connections></textField>
            """
        let refused = try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: field)))
        #expect(
            refused.diagnostics.map(\.message) == [
                "binding value follows itself through previousBinding", "binding maxValue follows itself through previousBinding",
            ])
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

    /// Aerial's `BrightnessViewController` (Xcode 26): a large slider that is on archives size 3
    /// on the control and the cell, and the on bit in the cell's flags; Xcode 14 is not measured.
    @Test func aLargeSliderKeepsItsSizeAndState() throws {
        let slider = CompilerTestSupport.window(
            holding: """
                <slider fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                    <rect key="frame" x="20" y="20" width="100" height="28"/>
                    <sliderCell key="cell" controlSize="large" continuous="YES" state="on" alignment="left" maxValue="1" \
                doubleValue="1" tickMarkPosition="above" numberOfTickMarks="5" sliderType="linear" id="10"/>
                </slider>
                """)
        let xib = CompilerTestSupport.macOSXIB(objects: slider)
        let graph = try CompiledNibReader.decode(try NibCompiler.compile(data: xib, path: "Panel.xib").files[0].contents, path: "Panel.nib")
            .graph
        let cell = try #require(graph.objects.first { $0.className == "NSSliderCell" })
        #expect(cell.value(forKey: "NSCellFlags") == .integer(-2_147_221_248))
        #expect(cell.value(forKey: "NSControlSize2") == .integer(3))
        #expect(graph.objects.first { $0.className == "NSSlider" }?.value(forKey: "NSControlSize2") == .integer(3))
        let asXcode14 = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("14.3.1"))
        #expect(try CompilerTestSupport.refusal(xib, options: asXcode14).diagnostics.map(\.objectID) == ["10"])
    }

    /// A tab view without tabs, border or background (viraptor's `tabview-notabsnoborder`); its
    /// items, which no pair shows, as a tab view with tabs writes them (Interface Builder 3's
    /// archives of AppKit show them so), without a key view loop where its views nest, an
    /// approximation; a background without tabs (IINA's about window) as the type and the
    /// background each say.
    @Test func aTabViewWithoutTabsAndItsItems() throws {
        func window(_ tabView: String) -> Data {
            CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: tabView))
        }
        let bare =
            #"<tabView drawsBackground="NO" type="noTabsNoBorder" id="9"><rect key="frame" x="0" y="0" width="200" height="100"/><font key="font" metaFont="system"/></tabView>"#
        let output = try NibCompiler.compile(data: window(bare), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        #expect(graph.objects.filter { $0.className == "NSTabView" }.count == 1)
        let withItems = bare.replacingOccurrences(
            of: "<font",
            with:
                #"<tabViewItems><tabViewItem label="A" identifier="a" id="10"><view key="view" id="11"><rect key="frame" x="0" y="0" width="200" height="100"/><subviews><customView id="12"><rect key="frame" x="0" y="0" width="50" height="50"/><subviews><customView id="13"><rect key="frame" x="0" y="0" width="10" height="10"/></customView></subviews></customView><customView id="14"><rect key="frame" x="60" y="0" width="50" height="50"/></customView></subviews></view></tabViewItem></tabViewItems><font"#
        )
        var approximating = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(
            try CompilerTestSupport.refusal(window(withItems), options: approximating).diagnostics.map(\.message) == [
                "the key view loop of this tab view item, which no pair shows, is written without one"
            ])
        approximating.allowsApproximation = true
        let itemsOutput = try NibCompiler.compile(data: window(withItems), path: "Panel.xib", options: approximating)
        let itemsGraph = try CompiledNibReader.decode(itemsOutput.files[0].contents, path: "Panel.nib").graph
        let tabView = try #require(itemsGraph.objects.first { $0.className == "NSTabView" })
        #expect(itemsGraph.members(tabView.value(forKey: "NSTabViewItems")).count == 1)
        #expect(tabView.value(forKey: "NSSelectedTabViewItem") != nil)
        #expect(itemsGraph.objects.allSatisfy { $0.value(forKey: "NSNextKeyView") == nil })
        // Without tabs but drawing a background: the type's flags and the background's key.
        let background = bare.replacingOccurrences(of: #"drawsBackground="NO" "#, with: "")
        let drawn = try NibCompiler.compile(data: window(background), path: "Panel.xib")
        #expect(drawn.diagnostics.isEmpty)
        let drawnView = try #require(
            try CompiledNibReader.decode(drawn.files[0].contents, path: "Panel.nib").graph.objects.first { $0.className == "NSTabView" })
        #expect(drawnView.value(forKey: "NSDrawsBackground") == .bool(true))
        #expect(drawnView.value(forKey: "NSTvFlags") == .integer(6))
        // An item's outlet (Tunnelblick's settings pane names its first responder) is an outlet
        // connector from the item, as any object's.
        let withOutlet = withItems.replacingOccurrences(
            of: "</view></tabViewItem>",
            with: #"</view><connections><outlet property="initialFirstResponder" destination="14" id="o1"/></connections></tabViewItem>"#)
        let outletGraph = try CompilerTestSupport.compiledMacOSGraph(window(withOutlet), options: approximating)
        let outlet = try #require(outletGraph.objects.first { outletGraph.string($0.value(forKey: "NSLabel")) == "initialFirstResponder" })
        #expect(outletGraph.object(outlet.value(forKey: "NSSource"))?.object.className == "NSTabViewItem")
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

    /// An accessibility relationship (HandBrake's labels titling their pop-ups), which no pair
    /// shows, is refused naming it, and left out under `--allow-approximation`: the nib is the
    /// one of the document without it. One to an object the document lacks is an error.
    @Test func anAccessibilityConnectionIsLeftOutAsAnApproximation() throws {
        func xib(_ connection: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(
                    holding: CompilerTestSupport.pushButton(id: "20", y: 20, actions: connection)
                        + CompilerTestSupport.pushButton(id: "30", y: 60, actions: "")))
        }
        let titled = xib(#"<accessibilityConnection property="title" destination="30" id="a1"/>"#)
        #expect(
            try CompilerTestSupport.refusal(titled).diagnostics.map(\.message) == [
                "the accessibility title relationship to 30, which no pair shows, is left out, so VoiceOver does not know it"
            ])
        let options = CompileOptions(allowsApproximation: true)
        let output = try NibCompiler.compile(data: titled, path: "Panel.xib", options: options)
        let without = try NibCompiler.compile(data: xib(""), path: "Panel.xib", options: options)
        #expect(output.files.map(\.contents) == without.files.map(\.contents))
        let dangling = xib(#"<accessibilityConnection property="title" destination="99" id="a1"/>"#)
        #expect(
            try CompilerTestSupport.refusal(dangling, options: options).diagnostics.map(\.message) == [
                "accessibility connection title points at 99, which no object of the document has"
            ])
    }

    /// An accessibility description is an attribute connector with an id after every other
    /// (viraptor's `test-accessibility`); anything else about accessibility is refused.
    @Test func anAccessibilityDescriptionIsAnAttributeConnector() throws {
        let button = CompilerTestSupport.pushButton(id: "20", y: 20, actions: "").replacingOccurrences(
            of: "</button>", with: #"<accessibility description="Confirm"/></button>"#)
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: button)), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        let connectors = graph.members(data.value(forKey: "NSAccessibilityConnectors")).compactMap { graph.object($0)?.object }
        #expect(connectors.map { graph.string($0.value(forKey: "AXAttributeValueArchiveKey")) } == ["Confirm"])
        #expect(connectors.map { graph.object($0.value(forKey: "AXAttributeTypeArchiveKey"))?.object.className } == ["NSMutableString"])
        let ids = graph.members(data.value(forKey: "NSOidsValues")).count
        let accessibilityIDs = graph.members(data.value(forKey: "NSAccessibilityOidsValues")).compactMap {
            graph.object($0)?.object.value(forKey: "NS.intval")
        }
        #expect(accessibilityIDs == [.integer(Int64(ids) + 1)])

        // Help, which no pair shows, is an approximation: a connector of AXHelp after the description's.
        let help = button.replacingOccurrences(of: #"description="Confirm""#, with: #"description="Confirm" help="More""#)
        let helpXIB = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: help))
        #expect(
            try CompilerTestSupport.refusal(helpXIB).diagnostics.map(\.message) == [
                "accessibility help, which no pair shows, is archived as a description is, as AXHelp"
            ])
        let helped = try NibCompiler.compile(data: helpXIB, path: "Panel.xib", options: CompileOptions(allowsApproximation: true))
        let helpGraph = try CompiledNibReader.decode(helped.files[0].contents, path: "Panel.nib").graph
        let helpData = try #require(helpGraph.object(helpGraph.root?.value(forKey: "IB.objectdata"))?.object)
        let helpConnectors = helpGraph.members(helpData.value(forKey: "NSAccessibilityConnectors")).compactMap {
            helpGraph.object($0)?.object
        }
        #expect(
            helpConnectors.map {
                helpGraph.string(helpGraph.object($0.value(forKey: "AXAttributeTypeArchiveKey"))?.object.value(forKey: "NS.bytes"))
            }
                == ["AXDescription", "AXHelp"])
        // An identifier (IINA's preferences), which no pair shows, likewise, as AXIdentifier.
        let identified = button.replacingOccurrences(of: #"description="Confirm""#, with: #"identifier="confirm""#)
        let identifiedXIB = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: identified))
        #expect(
            try CompilerTestSupport.refusal(identifiedXIB).diagnostics.map(\.message) == [
                "accessibility identifier, which no pair shows, is archived as a description is, as AXIdentifier"
            ])
        let identifiedGraph = try CompilerTestSupport.compiledMacOSGraph(identifiedXIB, options: CompileOptions(allowsApproximation: true))
        let identifiedData = try #require(identifiedGraph.object(identifiedGraph.root?.value(forKey: "IB.objectdata"))?.object)
        #expect(
            identifiedGraph.members(identifiedData.value(forKey: "NSAccessibilityConnectors")).compactMap {
                identifiedGraph.object($0)?.object.value(forKey: "AXAttributeValueArchiveKey").flatMap(identifiedGraph.string)
            } == ["confirm"])
        let empty = button.replacingOccurrences(of: #"<accessibility description="Confirm"/>"#, with: "<accessibility/>")
        let refusal = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: empty)),
            options: CompileOptions(allowsApproximation: true))
        #expect(
            refusal.diagnostics.map(\.message).contains(
                "accessibility other than a description, help or identifier is not known to the macOS compiler yet"))
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
        #expect(oldXcode.message == "compiling macOS xibs as Xcode 0460 does is not supported yet; only as Xcode 5.0.1 and later")
        let xcode6 = try CompilerTestSupport.refusal(xib, options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("0640")))
        #expect(xcode6.message.contains("changed between Xcode 501 and 720"))
        #expect(try NibCompiler.compile(data: xib, path: "Panel.xib").files.count == 1)
        #expect(
            try NibCompiler.compile(
                data: xib, path: "Panel.xib", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("5.0.1"))
            )
            .files.count == 1)
    }

    /// A window that does not want to be color (Sparkle's of 2013), which no pair shows, is
    /// refused naming it; with `--allow-approximation` Xcode 26 writes the window without the
    /// attribute, and Xcode 5.0.1 the same without the wants-to-be-color bit it sets otherwise.
    @Test func aWindowNotWantingToBeColorIsAnApproximation() throws {
        let window = CompilerTestSupport.window(holding: "")
        let plain = CompilerTestSupport.macOSXIB(objects: window)
        let grey = CompilerTestSupport.macOSXIB(
            objects: window.replacingOccurrences(of: #"<window title="W" id="7">"#, with: #"<window title="W" wantsToBeColor="NO" id="7">"#)
        )
        #expect(try CompilerTestSupport.refusal(grey).diagnostics.map(\.objectID) == ["7"])
        func flags(_ xib: Data, xcode: String) throws -> Int64? {
            var options = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode))
            options.allowsApproximation = true
            let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
            let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
            guard case .integer(let flags) = graph.objects.first(where: { $0.className == "NSWindowTemplate" })?.value(forKey: "NSWTFlags")
            else { return nil }
            return flags
        }
        #expect(try flags(grey, xcode: "26.0") == flags(plain, xcode: "26.0"))
        let xcode5 = try #require(try flags(plain, xcode: "5.0.1"))
        #expect(xcode5 & 0x0400_0000 != 0)
        #expect(try flags(grey, xcode: "5.0.1") == xcode5 & ~0x0400_0000)
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

/// Menu items as LeaderKey's storyboard (Xcode 16.4) archives its Writing Direction menu: a
/// disabled heading, and titles that begin with a tab, saved as `<string>` children.
@Suite struct AppKitMenuBuilderTests {
    /// The nib of a xib holding `menu`, and its menu items.
    static func compiledItems(of menu: String) throws -> (graph: NibGraph, items: [NibGraph.Object]) {
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: menu), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        return (graph, graph.objects.filter { $0.className == "NSMenuItem" })
    }

    /// LeaderKey's `Main.storyboard` with `object` added to its application scene, compiled
    /// strictly (refused, naming `objectID`) and with approximations: the graph of its
    /// `MainMenu.nib`.
    static func applicationSceneMainMenu(adding object: String, refusedAt objectID: String) throws -> NibGraph {
        let url = try TestPaths.corpus("pairs-macos").appendingPathComponent("LeaderKey.app-e605226-Main.storyboard/source/Main.storyboard")
        let source = try String(contentsOf: url, encoding: .utf8)
        let edited = try #require(source.range(of: "            </objects>")).lowerBound
        let storyboard = Data((String(source[..<edited]) + object + "\n" + String(source[edited...])).utf8)
        var options = CompileOptions(module: "Leader_Key")
        let error = try #require(throws: CompileError.self) {
            try NibCompiler.compile(data: storyboard, path: "Main.storyboard", options: options)
        }
        #expect(error.diagnostics.map(\.objectID) == [objectID])
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: storyboard, path: "Main.storyboard", options: options)
        let mainMenu = try #require(output.files.first { $0.relativePath.hasSuffix("MainMenu.nib") })
        return try CompiledNibReader.decode(mainMenu.contents, path: "MainMenu.nib").graph
    }

    /// A status item's menu beside the main menu of a storyboard's application scene (as
    /// Rectangle's) is refused, as no pair shows one; with `--allow-approximation` it is a
    /// top-level menu of `MainMenu.nib`.
    @Test func anApplicationScenesOtherMenuIsAnApproximation() throws {
        let statusMenu = #"<menu id="st1-me-nu1"><items><menuItem title="Status Quit" id="st1-me-nu2"/></items></menu>"#
        let graph = try Self.applicationSceneMainMenu(adding: statusMenu, refusedAt: "st1-me-nu1")
        let titles = graph.objects.filter { $0.className == "NSMenuItem" }.compactMap { graph.string($0.value(forKey: AppKitNibKey.title)) }
        #expect(titles.contains("Status Quit"))
    }

    /// The shared user defaults controller in an application scene (as FSNotes's), which no pair
    /// shows, is refused; with `--allow-approximation` it is a top-level object of `MainMenu.nib`.
    @Test func anApplicationScenesUserDefaultsControllerIsAnApproximation() throws {
        let controller = #"<userDefaultsController representsSharedInstance="YES" id="ud1-co-nt1"/>"#
        let graph = try Self.applicationSceneMainMenu(adding: controller, refusedAt: "ud1-co-nt1")
        let controllers = graph.objects.filter { $0.className == AppKitNibClass.userDefaultsController }
        #expect(controllers.map { $0.value(forKey: AppKitNibKey.sharedInstance) } == [.bool(true)])
    }

    @Test func disabledItemsAndTitlesSavedAsStrings() throws {
        let menu = """
                <menu title="Writing Direction" id="9">
                    <items>
                        <menuItem title="Paragraph" enabled="NO" id="10">
                            <modifierMask key="keyEquivalentModifierMask"/>
                        </menuItem>
                        <menuItem id="11">
                            <string key="title">	Default</string>
                            <modifierMask key="keyEquivalentModifierMask"/>
                        </menuItem>
                    </items>
                </menu>
            """
        let (graph, items) = try Self.compiledItems(of: menu)
        #expect(items.map { graph.string($0.value(forKey: AppKitNibKey.title)) } == ["Paragraph", "\tDefault"])
        #expect(items.map { $0.value(forKey: AppKitNibKey.menuItemIsDisabled) } == [.bool(true), nil])
    }

    /// An alternate item's flag leads its values, as in transmission's `MainMenu` (Xcode 26); a key
    /// equivalent saved as base64 is archived decoded (IINA's Delete, a backspace); a hidden
    /// alternate item, which no pair shows, is refused.
    @Test func alternateItemsAndKeyEquivalentsSavedAsBase64() throws {
        let menu = """
                <menu title="Edit" id="9">
                    <items>
                        <menuItem title="Open With Options Window…" alternate="YES" keyEquivalent="o" id="10">
                            <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                        </menuItem>
                        <menuItem title="Delete" id="11">
                            <string key="keyEquivalent" base64-UTF8="YES">
            CA
            </string>
                            <modifierMask key="keyEquivalentModifierMask"/>
                        </menuItem>
                    </items>
                </menu>
            """
        let (graph, items) = try Self.compiledItems(of: menu)
        try #require(items.count == 2)
        #expect(items[0].entries.prefix(3).map(\.key) == ["NSMenu", "NSIsAlternate", "NSAllowsKeyEquivalentLocalization"])
        #expect(items[0].value(forKey: "NSKeyEquivModMask") == .integer(1_572_864))
        #expect(items[1].value(forKey: "NSIsAlternate") == nil)
        #expect(graph.string(items[1].value(forKey: "NSKeyEquiv")) == "\u{8}")
        let hidden = menu.replacingOccurrences(of: #"alternate="YES""#, with: #"alternate="YES" hidden="YES""#)
        #expect(
            try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: hidden)).diagnostics.map(\.description) == [
                "Panel.xib:12: error: a hidden alternate menu item, which no pair shows, is written with the hidden flag before the alternate one"
            ])
        var approximating = CompileOptions()
        approximating.allowsApproximation = true
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: hidden), path: "Panel.xib", options: approximating)
        let hiddenGraph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let hiddenItem = try #require(hiddenGraph.objects.first { $0.value(forKey: "NSIsAlternate") != nil })
        #expect(hiddenItem.value(forKey: "NSIsHidden") == .bool(true))
    }

    /// Menu items with an SF Symbol after their title, as transmission's `MainMenu` (Xcode 26)
    /// archives them: each item's values in Xcode's order, its image resource the same; an image
    /// that is no symbol is an approximation.
    @Test func secondaryImagesAreXcodes() throws {
        let menu = """
                <menu title="File" id="9">
                    <items>
                        <menuItem title="Open Torrent File…" secondaryImage="folder" catalog="system" keyEquivalent="o" id="72"/>
                        <menuItem title="Open With Options Window…" secondaryImage="folder.badge.gear" catalog="system" tag="501" \
            alternate="YES" keyEquivalent="o" id="1680">
                            <modifierMask key="keyEquivalentModifierMask" option="YES" command="YES"/>
                        </menuItem>
                        <menuItem title="Open Torrent Address…" secondaryImage="globe" catalog="system" keyEquivalent="u" id="1846"/>
                    </items>
                </menu>
            """
        let resources = """
            <image name="folder" catalog="system" width="18" height="14"/>
            <image name="folder.badge.gear" catalog="system" width="21" height="15"/>
            <image name="globe" catalog="system" width="15" height="15"/>
            """
        let graph = try CompilerTestSupport.compiledMacOSGraph(CompilerTestSupport.macOSXIB(objects: menu, resources: resources))
        let xcode = try CompilerTestSupport.xcodeMacOSGraph("ibtool-1c4e662-transmission-MainMenu.xib/xcode/transmission_MainMenu.nib")
        for title in ["Open Torrent File…", "Open With Options Window…", "Open Torrent Address…"] {
            func item(_ graph: NibGraph) throws -> NibGraph.Object {
                try #require(graph.objects.first { $0.className == "NSMenuItem" && graph.string($0.value(forKey: "NSTitle")) == title })
            }
            let (ours, theirs) = (try item(graph), try item(xcode))
            let ignored: Set = ["NSAction", "NSTarget"]
            #expect(ours.entries.map { $0.key }.filter { !ignored.contains($0) } == theirs.entries.map { $0.key }, "\(title)")
            let image = try #require(graph.object(ours.value(forKey: "NSActionImage"))?.object)
            let expected = try #require(xcode.object(theirs.value(forKey: "NSActionImage"))?.object)
            #expect(image.entries.map { $0.key } == expected.entries.map { $0.key }, "\(title)")
            #expect(graph.string(image.value(forKey: "NSResourceName")) == xcode.string(expected.value(forKey: "NSResourceName")))
        }
        // A project's image (CotEditor's tab width item), which no pair shows there, is refused;
        // with `--allow-approximation` it is the item's action image, at its declared size.
        let asset = menu.replacingOccurrences(of: #"secondaryImage="globe" catalog="system""#, with: #"secondaryImage="tab.forward""#)
        let assetXIB = CompilerTestSupport.macOSXIB(
            objects: asset, resources: resources + #"<image name="tab.forward" width="12" height="10"/>"#)
        let approximated = try CompilerTestSupport.approximatedMacOSGraph(
            assetXIB,
            refusedWith: [
                "a menu item's secondary image other than an SF Symbol, which no pair shows, is archived as an image view's, where the pairs' symbols are"
            ])
        let item = try #require(
            approximated.objects.first { approximated.string($0.value(forKey: "NSTitle")) == "Open Torrent Address…" })
        let image = try #require(approximated.object(item.value(forKey: "NSActionImage"))?.object)
        #expect(approximated.string(image.value(forKey: "NSResourceName")) == "tab.forward")
        #expect(
            approximated.string(approximated.object(image.value(forKey: "IBDesignSize"))?.object.value(forKey: "NS.sizeval")) == "{12, 10}")
    }

    /// A menu's identifier follows its items (Aerial's `MenuView`, Xcode 26).
    @Test func aMenusIdentifierFollowsItsItems() throws {
        let menu = #"<menu identifier="AUMenu" id="9"><items><menuItem title="Aerial" id="10"/></items></menu>"#
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: menu), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let archived = try #require(graph.objects.first { $0.className == "NSMenu" })
        #expect(archived.entries.map(\.key) == ["NSTitle", "NSMenuItems", "NSMenuIdentifier"])
        #expect(graph.string(archived.value(forKey: "NSMenuIdentifier")) == "AUMenu")
    }

    /// An item's identifier follows its title (Aerial's `AdvancedViewController`, Xcode 26: a
    /// pop-up's language items, `ar` after "Arabic").
    @Test func anItemsIdentifierFollowsItsTitle() throws {
        let menu = #"<menu id="9"><items><menuItem title="Arabic" identifier="ar" id="10"/></items></menu>"#
        let (graph, items) = try Self.compiledItems(of: menu)
        let item = try #require(items.first)
        let keys = item.entries.map(\.key)
        #expect(keys.firstIndex(of: "NSMenuItemIdentifier") == keys.firstIndex(of: "NSTitle").map { $0 + 1 })
        #expect(graph.string(item.value(forKey: "NSMenuItemIdentifier")) == "ar")
    }

    /// A menu that enables no item itself and shows no state column says so; an item's title in
    /// a font with a plain paragraph style is an attributed title beside its plain one (Aerial's
    /// `MenuView`, Xcode 26); a title with any other attribute is refused.
    @Test func aMenuWithoutAutoenablingAndAnAttributedTitle() throws {
        func menu(_ attributes: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: """
                            <menu autoenablesItems="NO" showsStateColumn="NO" id="9">
                                <items>
                                    <menuItem title="Updater" id="10">
                                        <attributedString key="attributedTitle">
                                            <fragment content="Updater">
                                                <attributes>
                                                    <font key="NSFont" size="11" name="LucidaGrande-Bold"/>
                                                    \(attributes)
                                                </attributes>
                                            </fragment>
                                        </attributedString>
                                    </menuItem>
                                </items>
                            </menu>
                    """)
        }
        let style =
            #"<paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>"#
        let output = try NibCompiler.compile(data: menu(style), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let archivedMenu = try #require(graph.objects.first { $0.className == "NSMenu" })
        #expect(archivedMenu.value(forKey: AppKitNibKey.menuNoAutoenable) == .bool(true))
        #expect(archivedMenu.value(forKey: AppKitNibKey.menuExcludeMarkColumn) == .bool(true))
        let item = try #require(graph.objects.first { $0.className == "NSMenuItem" })
        let title = try #require(graph.object(item.value(forKey: AppKitNibKey.attributedTitle))?.object)
        #expect(graph.string(title.value(forKey: "NSString")) == "Updater")
        let paragraph = try #require(graph.objects.first { $0.className == "NSParagraphStyle" })
        #expect(paragraph.value(forKey: AppKitNibKey.allowsTighteningForTruncation) == .integer(1))

        let centered = try CompilerTestSupport.refusal(menu(style.replacingOccurrences(of: "left", with: "center")))
        #expect(
            centered.diagnostics.map(\.description) == [
                "Panel.xib:13: error: a menu item's title of several fragments or other attributes, which no pair shows, is archived as a text view's runs are"
            ])
    }

    /// A title of several fragments with colors, a strikethrough and a background color
    /// (Textual's formatting menu), which no pair shows: refused, and with
    /// `--allow-approximation` its runs as a text view's text archives them (the distinct
    /// dictionaries, each in the order of its keys' names, and which run has which), without a
    /// color where a fragment gives none. An image shown while off is AppKit's `NSOffImage`
    /// between the state images.
    @Test func aTitleOfSeveralFragmentsAndAnOffImageAreApproximations() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: """
                        <menu id="9">
                            <items>
                                <menuItem title="RG" offStateImage="Swatch" id="10">
                                    <attributedString key="attributedTitle">
                                        <fragment content="R">
                                            <attributes>
                                                <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                                <font key="NSFont" metaFont="system"/>
                                                <integer key="NSStrikethrough" value="1"/>
                                            </attributes>
                                        </fragment>
                                        <fragment content="G">
                                            <attributes>
                                                <color key="NSBackgroundColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                                                <font key="NSFont" metaFont="system"/>
                                            </attributes>
                                        </fragment>
                                    </attributedString>
                                </menuItem>
                            </items>
                        </menu>
                """, resources: #"<image name="Swatch" width="16" height="16"/>"#)
        let messages = try CompilerTestSupport.refusal(xib).diagnostics.map(\.message)
        #expect(
            messages.contains(
                "a menu item's title of several fragments or other attributes, which no pair shows, is archived as a text view's runs are"))
        #expect(
            messages.contains(
                "a menu item's image while off, which no pair shows, is archived as AppKit's NSOffImage between its on and mixed images"))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: CompileOptions(allowsApproximation: true))
        #expect(
            output.diagnostics.map(\.message).contains(
                "a strikethrough of text, which no pair shows, is written among its attributes in the order of their names"))
        #expect(
            output.diagnostics.map(\.message).contains(
                "a background color of text, which no pair shows, is written among its attributes in the order of their names"))
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let item = try #require(graph.objects.first { $0.className == "NSMenuItem" })
        let keys = item.entries.map(\.key)
        #expect(keys.firstIndex(of: AppKitNibKey.offImage).map { $0 - 1 } == keys.firstIndex(of: AppKitNibKey.onImage))
        #expect(keys.firstIndex(of: AppKitNibKey.offImage).map { $0 + 1 } == keys.firstIndex(of: AppKitNibKey.mixedImage))
        let title = try #require(graph.object(item.value(forKey: AppKitNibKey.attributedTitle))?.object)
        #expect(graph.string(title.value(forKey: "NSString")) == "RG")
        // A dictionary's members are its keys and values in turn.
        let keyNames = graph.members(title.value(forKey: AppKitNibKey.attributedStringAttributes)).map { dictionary in
            graph.members(dictionary).enumerated().filter { $0.offset.isMultiple(of: 2) }.compactMap { graph.string($0.element) }
        }
        #expect(keyNames == [["NSColor", "NSFont", "NSStrikethrough"], ["NSBackgroundColor", "NSFont"]])
        let info = try #require(graph.object(title.value(forKey: AppKitNibKey.attributeInfo))?.object)
        #expect(info.value(forKey: NibGraph.bytesKey) == .data(Data([1, 0, 1, 1])))
    }

    /// An SF Symbol an item names is in the system catalog at 32 × 32 whatever size the document
    /// declares, before the state images (viraptor's `catalog-image`, transmission's and Aerial's
    /// menus); an item naming a catalog its image is not declared in is refused.
    @Test func anItemsSymbolIsInTheSystemCatalogBeforeItsStateImages() throws {
        let menu = """
                <menu id="9">
                    <items>
                        <menuItem title="Favorites" image="star" catalog="system" id="10"/>
                    </items>
                </menu>
            """
        let resources = #"<image name="star" catalog="system" width="17" height="16"/>"#
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: menu, resources: resources), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let item = try #require(graph.objects.first { $0.className == "NSMenuItem" })
        let image = try #require(graph.object(item.value(forKey: AppKitNibKey.menuItemImage))?.object)
        #expect(graph.string(image.value(forKey: "NSCatalogName")) == "system")
        #expect(CompilerTestSupport.images(in: graph).first == ["star", "system", "{32, 32}"])
        let keys = item.entries.map(\.key)
        #expect(keys.firstIndex(of: AppKitNibKey.menuItemImage)! < keys.firstIndex(of: AppKitNibKey.onImage)!)
        let undeclared = try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: menu))
        #expect(undeclared.diagnostics.map(\.objectID) == ["10"])
    }

    /// A project image named as a symbol is declared beside it, and each element names its own
    /// by its catalog (Aerial's `VideosViewController`: the `star` symbol 17 × 16 in a menu, the
    /// project's `star` 154 × 166 in an image view).
    @Test func aSymbolAndAProjectImageOfOneName() throws {
        let objects = """
                <menu id="9">
                    <items>
                        <menuItem title="Favorites" image="star" catalog="system" id="10"/>
                    </items>
                </menu>
                <imageView id="11">
                    <rect key="frame" x="0.0" y="0.0" width="48" height="48"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="star" id="12"/>
                </imageView>
            """
        let resources = """
            <image name="star" catalog="system" width="17" height="16"/>
            <image name="star" width="154" height="166"/>
            """
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: objects, resources: resources), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let stars = CompilerTestSupport.images(in: graph).filter { $0.first == "star" }
        #expect(Set(stars) == [["star", "system", "{32, 32}"], ["star", nil, "{154, 166}"]])
    }

    /// An empty attributed title is an attributed string of no text and no attributes (Aerial's
    /// `VideosViewController`, Xcode 26).
    @Test func anEmptyAttributedTitle() throws {
        let menu = """
                <menu id="9">
                    <items>
                        <menuItem title="Source" id="10">
                            <attributedString key="attributedTitle"/>
                        </menuItem>
                    </items>
                </menu>
            """
        let (graph, items) = try Self.compiledItems(of: menu)
        let item = try #require(items.first)
        let title = try #require(graph.object(item.value(forKey: AppKitNibKey.attributedTitle))?.object)
        #expect(title.className == "NSAttributedString")
        #expect(title.entries.map(\.key) == ["NSString"])
        #expect(graph.string(title.value(forKey: "NSString")) == "")
    }
}

/// Xcode 7's constraints for views with fixed frames that translate no mask (MactsAsBeacon as
/// Xcode 7.3 built it).
@Suite struct AppKitPrototypingConstraintTests {
    static let views = """
                    <textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                        <rect key="frame" x="17" y="205" width="84" height="17"/>
                        <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" sendsActionOnEndEditing="YES" title="UUID" id="10">
                            <font key="font" metaFont="system"/>
                        </textFieldCell>
                    </textField>
                    <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="11">
                        <rect key="frame" x="137" y="47" width="207" height="32"/>
                        <buttonCell key="cell" type="push" title="Start" bezelStyle="rounded" alignment="center" borderStyle="border" \
        imageScaling="proportionallyDown" inset="2" id="12">
                            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
        """

    /// Each view's alignment rectangle pinned by its left and top edges and sized, but for a push
    /// button's own height; the constraints are no objects of the document.
    @Test func fixedFramesArePinnedByConstraintsXcodeMakes() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: Self.views).replacingOccurrences(of: #"height="100""#, with: #"height="321""#))
        let output = try NibCompiler.compile(
            data: xib, path: "Panel.xib", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("7.3")))
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let constraints = graph.objects.filter { $0.className == "NSIBPrototypingLayoutConstraint" }
        #expect(
            constraints.map { [$0.value(forKey: "NSFirstAttribute"), $0.value(forKey: "NSConstant")] } == [
                [.integer(1), .double(19)], [.integer(3), .double(99)], [.integer(7), .double(80)], [.integer(8), .double(17)],
                [.integer(1), .double(143)], [.integer(3), .double(246)], [.integer(7), .double(195)],
            ])
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        #expect(
            !graph.members(data.value(forKey: "NSObjectsKeys")).contains {
                graph.object($0)?.object.className == "NSIBPrototypingLayoutConstraint"
            })
        #expect(try NibCompiler.compile(data: xib, path: "Panel.xib").files.count == 1)
    }
}

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

/// A text field cell of a custom class: a class swapper naming it before the cell's values, each
/// as Xcode 26 archives the shortcut labels of viraptor's `HSChooserWindow` (refused for its
/// view-based table).
@Suite struct AppKitCustomTextFieldCellTests {
    @Test func aCustomTextFieldCellIsXcodes() throws {
        let label = """
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" id="20">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                            <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" state="on" \
            alignment="left" title="??" id="vsD-8x-PuT" customClass="HSChooserVerticallyCenteringTextFieldCell">
                                <font key="font" metaFont="system" size="25"/>
                                <color key="textColor" name="secondaryLabelColor" catalog="System" colorSpace="catalog"/>
                                <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                            </textFieldCell>
                        </textField>
            """
        let graph = try CompilerTestSupport.compiledMacOSGraph(
            CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: label)),
            options: CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles()))
        let xcode = try CompilerTestSupport.xcodeMacOSGraph("ibtool-1c4e662-HSChooserWindow.xib/xcode/HSChooserWindow.nib")
        func cell(_ graph: NibGraph) throws -> NibGraph.Object {
            try #require(
                graph.objects.first {
                    $0.className == "NSClassSwapper" && graph.string($0.value(forKey: "NSContents")) == "??"
                })
        }
        let (ours, theirs) = (try cell(graph), try cell(xcode))
        #expect(ours.entries.map { $0.key } == theirs.entries.map { $0.key })
        for key in ["NSClassName", "NSOriginalClassName", "NSContents"] {
            #expect(graph.string(ours.value(forKey: key)) == xcode.string(theirs.value(forKey: key)), "\(key)")
        }
        for key in ["NSCellFlags", "NSCellFlags2"] {
            #expect(ours.value(forKey: key) == theirs.value(forKey: key), "\(key)")
        }
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

/// View controllers and popovers at the top level of a xib (Aerial's `TimeViewController`).
@Suite struct AppKitPopoverBuilderTests {
    static let popover = """
            <viewController id="20" userLabel="Popover View Controller">
                <connections>
                    <outlet property="view" destination="22" id="23"/>
                </connections>
            </viewController>
            <popover behavior="semitransient" id="21">
                <connections>
                    <outlet property="contentViewController" destination="20" id="24"/>
                </connections>
            </popover>
            <customView id="22">
                <rect key="frame" x="0.0" y="0.0" width="374" height="457"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            </customView>
        """

    /// The controller archives no nib of its own, the popover its behavior and no content size;
    /// the outlets join them and the view.
    @Test func aPopoverShowsItsViewControllersView() throws {
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: Self.popover), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let controller = try #require(graph.objects.first { $0.className == "NSViewController" })
        #expect(controller.entries.map(\.key) == ["showSeguePresentationStyle"])
        let popover = try #require(graph.objects.first { $0.className == "NSPopover" })
        #expect(popover.value(forKey: "NSBehavior") == .integer(2))
        #expect(popover.value(forKey: "NSContentWidth") == .double(0))
        let labels = graph.objects.filter { $0.className == "NSNibOutletConnector" }.compactMap {
            graph.string($0.value(forKey: "NSLabel"))
        }
        #expect(Set(labels) == ["view", "contentViewController"])
    }

    /// A page controller (iTerm2's onboarding), which no pair shows: refused strictly naming it;
    /// approximated, a view controller of AppKit's page controller class with its outlets.
    @Test func aPageControllerIsAViewControllerOfItsClass() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: Self.popover.replacingOccurrences(
                of: #"<viewController id="20" userLabel="Popover View Controller">"#, with: #"<pagecontroller id="20">"#
            )
            .replacingOccurrences(of: "</viewController>", with: "</pagecontroller>"))
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["20"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let controller = try #require(graph.objects.first { $0.className == "NSPageController" })
        #expect(controller.entries.map(\.key) == ["showSeguePresentationStyle"])
        let view = graph.objects.first { object in
            object.className == "NSNibOutletConnector" && graph.string(object.value(forKey: "NSLabel")) == "view"
        }
        #expect(view.flatMap { graph.object($0.value(forKey: "NSSource"))?.object.className } == "NSPageController")
    }

    @Test func aPopoverOfAnotherBehaviorOrAnOlderXcodeIsRefused() throws {
        let applicationDefined = CompilerTestSupport.macOSXIB(
            objects: Self.popover.replacingOccurrences(of: "semitransient", with: "applicationDefined"))
        #expect(try CompilerTestSupport.refusal(applicationDefined).diagnostics.map(\.objectID) == ["21"])
        let older = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: Self.popover), options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("14.3")))
        #expect(older.diagnostics.map(\.objectID) == ["20", "21"])
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

/// The array controller of Sparkle's `SUUpdatePermissionPrompt`, as every Xcode from 7.2 to
/// 14.3.1 archived it.
@Suite struct AppKitArrayControllerTests {
    /// An array controller (HandBrake's languages) and a slider cell (IINA's play slider) of the
    /// app's class are class swappers naming it over AppKit's class, as a custom button cell is.
    @Test func customControllerAndSliderCellClassesAreSwapped() throws {
        let objects =
            CompilerTestSupport.window(
                holding: """
                    <slider fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                        <rect key="frame" x="20" y="20" width="96" height="28"/>
                        <sliderCell key="cell" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" \
                    sliderType="linear" id="10" customClass="PlaySliderCell"/>
                    </slider>
                    """) + #"<arrayController editable="NO" id="24" customClass="LanguageArrayController"/>"#
        let graph = try CompilerTestSupport.compiledMacOSGraph(
            CompilerTestSupport.macOSXIB(objects: objects), options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("12.5.1")))
        let swapped = graph.objects.filter { $0.className == "NSClassSwapper" }.map {
            [graph.string($0.value(forKey: "NSClassName")), graph.string($0.value(forKey: "NSOriginalClassName"))]
        }
        #expect(Set(swapped) == [["PlaySliderCell", "NSSliderCell"], ["LanguageArrayController", "NSArrayController"]])
    }

    @Test func anArrayControllerDeclaresItsKeysAndBindsItsContent() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: """
                        <arrayController editable="NO" preservesSelection="NO" selectsInsertedObjects="NO" avoidsEmptySelection="NO" id="24">
                            <declaredKeys>
                                <string>displayKey</string>
                                <string>displayValue</string>
                            </declaredKeys>
                            <connections>
                                <binding destination="-2" name="contentArray" keyPath="profile" id="25"/>
                            </connections>
                        </arrayController>
                """)
        let asXcode12 = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("12.5.1"))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: asXcode12)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let controller = try #require(graph.objects.first { $0.className == AppKitNibClass.arrayController })
        #expect(controller.value(forKey: AppKitNibKey.clearsFilterPredicateOnInsertion) == .bool(true))
        #expect(controller.value(forKey: AppKitNibKey.filterRestrictsInsertion) == .bool(true))
        #expect(
            graph.members(controller.value(forKey: AppKitNibKey.declaredKeys)).compactMap { graph.string($0) } == [
                "displayKey", "displayValue",
            ])
        #expect(graph.object(controller.value(forKey: AppKitNibKey.managedProxy))?.object.className == AppKitNibClass.managedProxy)
        let binding = try #require(graph.objects.first { $0.className == AppKitNibClass.bindingConnector })
        #expect(graph.string(binding.value(forKey: "NSBinding")) == "contentArray")
        let editable = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: #"<arrayController editable="YES" id="24"/>"#))
        #expect(
            editable.diagnostics.map(\.message) == [
                #"editable="YES" of a arrayController is not known to the macOS compiler yet"#,
                "an array controller as this Xcode writes it is not known to the macOS compiler: written as "
                    + "Sparkle-558cfd2-SUUpdatePermissionPrompt.xib-1020-d1aa6a0 shows another Xcode wrote it",
            ])
        let encoded = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(
                objects: """
                        <arrayController editable="NO" id="24"><declaredKeys><string base64-UTF8="YES">ZGlzcGxheUtleQ</string></declaredKeys></arrayController>
                    """), options: asXcode12)
        #expect(encoded.diagnostics.first?.message == "declared keys other than plain strings are not known to the macOS compiler yet")
    }

    /// An object class, with Interface Builder's reference to it (IINA's key bindings), which no
    /// pair shows: written under AppKit's key, as Interface Builder 3's archives show it, the
    /// reference left out.
    @Test func anObjectClassIsAppKitsObjectClassName() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: """
                        <arrayController objectClassName="KeyMapping" id="24">
                            <classReference key="objectClass" className="KeyMapping"/>
                        </arrayController>
                """)
        let options = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("12.5.1"))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        #expect(output.diagnostics.isEmpty)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let controller = try #require(graph.objects.first { $0.className == AppKitNibClass.arrayController })
        #expect(graph.string(controller.value(forKey: AppKitNibKey.objectClassName)) == "KeyMapping")
    }

    /// A controller left editable, keeping its selection (Interface Builder's defaults, which
    /// HandBrake's and IINA's controllers keep), which no pair shows: each switch archived as
    /// AppKit's key, true, as Interface Builder 3's archives show, where the pairs' controller,
    /// all four off, archives none. A switch turned off archives nothing, as in the pairs.
    /// Compiled strictly.
    @Test func switchesLeftOnArchiveAppKitsKeys() throws {
        func controller(_ attributes: String) throws -> NibGraph.Object {
            let xib = CompilerTestSupport.macOSXIB(objects: "<arrayController \(attributes) id=\"24\"/>")
            let output = try NibCompiler.compile(
                data: xib, path: "Panel.xib", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("12.5.1")))
            #expect(output.diagnostics.isEmpty)
            let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
            return try #require(graph.objects.first { $0.className == AppKitNibClass.arrayController })
        }
        let keys = [
            AppKitNibKey.editable, AppKitNibKey.avoidsEmptySelection, AppKitNibKey.preservesSelection, AppKitNibKey.selectsInsertedObjects,
        ]
        #expect(try keys.map(controller("").value(forKey:)) == Array(repeating: .bool(true), count: 4))
        #expect(
            try keys.map(controller(#"editable="NO" avoidsEmptySelection="NO""#).value(forKey:)) == [nil, nil, .bool(true), .bool(true)])
        let off = #"editable="NO" preservesSelection="NO" selectsInsertedObjects="NO" avoidsEmptySelection="NO""#
        #expect(try keys.map(controller(off).value(forKey:)) == [nil, nil, nil, nil])
        let rearranging = try controller(off + #" automaticallyRearrangesObjects="YES""#)
        #expect(rearranging.value(forKey: AppKitNibKey.automaticallyRearrangesObjects) == .bool(true))
        // The filter cleared on insertion, on in the pairs, turned off (Textual's lists).
        #expect(try controller(off).value(forKey: AppKitNibKey.clearsFilterPredicateOnInsertion) == .bool(true))
        let keepingFilter = try controller(off + #" clearsFilterPredicateOnInsertion="NO""#)
        #expect(keepingFilter.value(forKey: AppKitNibKey.clearsFilterPredicateOnInsertion) == nil)
        #expect(keepingFilter.value(forKey: AppKitNibKey.filterRestrictsInsertion) == .bool(true))
    }

    /// A user defaults controller of the app's class (Textual's preferences) is a class swapper
    /// over AppKit's, as an array controller of one is.
    @Test func aUserDefaultsControllersClassIsSwapped() throws {
        let graph = try CompilerTestSupport.compiledMacOSGraph(
            CompilerTestSupport.macOSXIB(objects: #"<userDefaultsController id="30" customClass="TPCPreferencesUserDefaultsController"/>"#))
        let swapper = try #require(graph.objects.first { $0.className == "NSClassSwapper" })
        #expect(graph.string(swapper.value(forKey: "NSClassName")) == "TPCPreferencesUserDefaultsController")
        #expect(graph.string(swapper.value(forKey: "NSOriginalClassName")) == AppKitNibClass.userDefaultsController)
    }

    /// A tree controller (HandBrake's presets), which no pair shows, is refused naming it; under
    /// `--allow-approximation` an `NSTreeController` of the array controller's keys without its
    /// filter, and its key paths under AppKit's keys.
    @Test func aTreeControllerIsAnApproximation() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: """
                        <treeController childrenKeyPath="children" leafKeyPath="isLeaf" editable="NO" preservesSelection="NO" \
                selectsInsertedObjects="NO" avoidsEmptySelection="NO" id="24">
                            <declaredKeys><string>name</string></declaredKeys>
                            <connections><binding destination="-2" name="contentArray" keyPath="presets" id="25"/></connections>
                        </treeController>
                """)
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            xib,
            refusedWith: [
                "a tree controller, which no pair shows, is written as the pairs' array controller is, with AppKit's keys for its key paths"
            ])
        let controller = try #require(graph.objects.first { $0.className == AppKitNibClass.treeController })
        #expect(graph.string(controller.value(forKey: AppKitNibKey.treeChildrenKeyPath)) == "children")
        #expect(graph.string(controller.value(forKey: AppKitNibKey.treeLeafKeyPath)) == "isLeaf")
        #expect(controller.value(forKey: AppKitNibKey.treeCountKeyPath) == nil)
        #expect(controller.value(forKey: AppKitNibKey.filterRestrictsInsertion) == nil)
        #expect(graph.members(controller.value(forKey: AppKitNibKey.declaredKeys)).compactMap { graph.string($0) } == ["name"])
        let binding = try #require(graph.objects.first { $0.className == AppKitNibClass.bindingConnector })
        #expect(graph.object(binding.value(forKey: "NSSource"))?.object == controller)
        // Keyed archives, for systems before 10.13, know its superclasses.
        var older = CompileOptions(minimumDeploymentTarget: "10.12", allowsApproximation: true)
        older.xcodeVersion = CompileOptions.XcodeVersion("14.3.1")
        _ = try NibCompiler.compile(data: xib, path: "Panel.xib", options: older)
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

/// Stack views: their alignment as a layout attribute and a secondary alignment, and for one
/// with arranged views a container and an ordering connector without an id.
@Suite struct AppKitStackViewBuilderTests {
    static func stackView(alignment: String, orientation: String, arranged: String = "") -> String {
        """
                    <stackView distribution="fill" orientation="\(orientation)" alignment="\(alignment)" \
        horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
        detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                        <rect key="frame" x="20" y="20" width="100" height="24"/>
                        <subviews>\(arranged)</subviews>
                    </stackView>
        """
    }

    static let label = """
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="10"><rect key="frame" x="0.0" y="4" width="37" height="16"/>\
        <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="11"><font key="font" metaFont="system"/></textFieldCell></textField>
        """

    static func compile(_ subviews: String) throws -> NibGraph {
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: subviews)), path: "Panel.xib")
        return try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
    }

    @Test func alignmentsAreLayoutAttributes() throws {
        let graph = try Self.compile(
            Self.stackView(alignment: "firstBaseline", orientation: "horizontal")
                + Self.stackView(alignment: "trailing", orientation: "vertical").replacingOccurrences(of: #"id="9""#, with: #"id="19""#))
        let stacks = graph.objects.filter { $0.className == "NSStackView" }
        #expect(stacks.map { $0.value(forKey: "NSStackViewAlignment") } == [.integer(12), .integer(6)])
        #expect(stacks.map { $0.value(forKey: "NSStackViewSecondaryAlignment") } == [.integer(2), .integer(4)])
        #expect(stacks.map { $0.value(forKey: "NSStackViewOrientation") } == [.integer(0), .integer(1)])
        #expect(stacks.allSatisfy { $0.value(forKey: "NSStackViewBeginningContainer") == nil })
        #expect(stacks.allSatisfy { $0.value(forKey: "NSStackViewSpacing") == .float(8) })
    }

    /// A stack view saving one hugging priority alone (Textual's vertical stacks of an older
    /// Xcode): refused, and with `--allow-approximation` AppKit's default for the other, 250.
    @Test func aMissingHuggingPriorityIsAppKitsDefault() throws {
        let stack = Self.stackView(alignment: "leading", orientation: "vertical").replacingOccurrences(
            of: #"horizontalStackHuggingPriority="249.99998474121094" "#, with: "")
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: stack))
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            xib,
            refusedWith: [
                "a stack view without horizontalStackHuggingPriority, which no pair shows, is archived with AppKit's default, 250"
            ])
        let stackView = try #require(graph.objects.first { $0.className == "NSStackView" })
        #expect(stackView.value(forKey: "NSStackViewHorizontalHugging") == .float(250))
        #expect(stackView.value(forKey: "NSStackViewVerticalHugging") == .float(249.99998474121094))
    }

    /// A distribution is AppKit's value (fill, the pairs' own, is 0; fill equally 1, equal
    /// centering 4).
    @Test func distributionsAreAppKitsValues() throws {
        let stacks = ["fill", "fillEqually", "equalCentering"].enumerated().map { index, distribution in
            Self.stackView(alignment: "centerY", orientation: "horizontal")
                .replacingOccurrences(of: #"distribution="fill""#, with: #"distribution="\#(distribution)""#)
                .replacingOccurrences(of: #"id="9""#, with: #"id="s\#(index)""#)
        }
        let graph = try Self.compile(stacks.joined())
        #expect(
            graph.objects.filter { $0.className == "NSStackView" }.map { $0.value(forKey: "NSStackViewdistribution") } == [
                .integer(0), .integer(1), .integer(4),
            ])
    }

    @Test func onlyDefaultSpacingAndPrioritiesAreKnown() throws {
        let spaced = Self.stackView(alignment: "centerY", orientation: "horizontal", arranged: Self.label).replacingOccurrences(
            of: "</subviews>", with: #"</subviews><customSpacing><real value="20"/></customSpacing>"#)
        let refusal = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: spaced)))
        #expect(refusal.diagnostics.map(\.message) == ["a custom spacing after an arranged view is not known to the macOS compiler yet"])
    }

    @Test func arrangedViewsGetAContainerAndAnOrderingConnector() throws {
        let graph = try Self.compile(Self.stackView(alignment: "centerY", orientation: "horizontal", arranged: Self.label))
        let stack = try #require(graph.objects.first { $0.className == "NSStackView" })
        #expect(stack.value(forKey: "NSDoNotTranslateAutoresizingMask") == .bool(true))
        let container = try #require(graph.object(stack.value(forKey: "NSStackViewBeginningContainer"))?.object)
        #expect(graph.members(container.value(forKey: "NSStackViewContainerNonDroppedViews")).count == 1)
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        let connectors = graph.members(data.value(forKey: "NSConnections")).compactMap { graph.object($0)?.object.className }
        #expect(connectors == ["NSNibConnector"])
        let ids = graph.members(data.value(forKey: "NSOidsKeys")).compactMap { graph.object($0)?.object.className }
        #expect(!ids.contains("NSNibConnector"))

        // An arranged button keeps the frame the document saves: ibtool's own layout depends on
        // the build Mac's metrics, and AppKit lays the stack out again before it shows.
        let button = CompilerTestSupport.pushButton(id: "10", y: 0, actions: "").replacingOccurrences(
            of: #"fixedFrame="YES" "#, with: "")
        let withButton = try Self.compile(Self.stackView(alignment: "centerY", orientation: "horizontal", arranged: button))
        let arranged = try #require(withButton.objects.first { $0.className == "NSButton" })
        #expect(withButton.string(arranged.value(forKey: "NSFrame")) == "{{20, 0}, {100, 32}}")
        #expect(arranged.value(forKey: "NSDoNotTranslateAutoresizingMask") == .bool(true))
    }

    /// The ordering connector's priority drops by 10 for each view above the stack view
    /// (Aerial's `VideosViewController`): here the content view and a custom view.
    @Test func theOrderingPriorityFollowsTheStacksDepth() throws {
        let nested = """
                        <customView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="30">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <subviews>\(Self.stackView(alignment: "centerY", orientation: "horizontal", arranged: Self.label))</subviews>
                        </customView>
            """
        let graph = try Self.compile(nested)
        let connector = try #require(graph.objects.first { $0.className == "NSNibConnector" })
        #expect(graph.string(connector.value(forKey: "NSLabel"))?.hasSuffix("priority of 999980.") == true)
    }

    /// A hidden view the stack detaches is not visible, in a map table of one entry (Aerial's
    /// `UpdateCheckWindowController`); two are not measured.
    @Test func aDetachedHiddenViewIsNotVisible() throws {
        let hidden = Self.label.replacingOccurrences(of: #"<textField "#, with: #"<textField hidden="YES" "#)
        let graph = try Self.compile(Self.stackView(alignment: "centerY", orientation: "horizontal", arranged: hidden))
        let table = try #require(graph.objects.first { $0.className == "NSMapTable" })
        #expect(graph.object(table.value(forKey: "$2"))?.object.className == "NSTextField")
        #expect(table.value(forKey: "$0") == .integer(517) && table.value(forKey: "NS.count") == .integer(1))
        #expect(graph.object(table.value(forKey: "$3"))?.object.value(forKey: "NS.dblval") == .double(0))
        let second = hidden.replacingOccurrences(of: #"id="10""#, with: #"id="12""#).replacingOccurrences(
            of: #"id="11""#, with: #"id="13""#)
        let twice = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: Self.stackView(alignment: "centerY", orientation: "horizontal", arranged: hidden + second)))
        #expect(try CompilerTestSupport.refusal(twice).diagnostics.map(\.objectID) == ["9"])
    }

    /// A stack view of gravity areas (no distribution: IINA's and Vienna's), which no pair
    /// shows, is refused naming it; under `--allow-approximation` its areas' views, in area
    /// order, are its subviews, each area a container of AppKit's key, and it archives no
    /// distribution. A non-default clipping resistance (IINA's 500) is archived where the
    /// pairs' 1000 is.
    @Test func gravityAreasAreApproximations() throws {
        let second = Self.label.replacingOccurrences(of: #"id="10""#, with: #"id="12""#).replacingOccurrences(
            of: #"id="11""#, with: #"id="13""#
        ).replacingOccurrences(of: #"title="Label""#, with: #"title="End""#)
        let gravity = Self.stackView(alignment: "centerY", orientation: "horizontal")
            .replacingOccurrences(of: #"distribution="fill" "#, with: #"horizontalClippingResistancePriority="500" "#)
            .replacingOccurrences(
                of: "<subviews></subviews>", with: "<beginningViews>\(Self.label)</beginningViews><endViews>\(second)</endViews>")
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: gravity))
        #expect(
            try CompilerTestSupport.refusal(xib).diagnostics.map(\.message) == [
                "a stack view of gravity areas, which no pair shows, is written as a flat stack of its areas' views, each area in AppKit's container for it",
                "a stack view's horizontalClippingResistancePriority, which no pair shows other than 1000, is archived where the pairs' 1000 is",
            ])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let stack = try #require(graph.objects.first { $0.className == "NSStackView" })
        func titles(_ list: NibGraph.Value?) -> [String?] {
            graph.members(list).map { member in
                graph.string(graph.object(graph.object(member)?.object.value(forKey: "NSCell"))?.object.value(forKey: "NSContents"))
            }
        }
        #expect(titles(stack.value(forKey: "NSSubviews")) == ["Label", "End"])
        func area(_ key: String) -> [String?] {
            titles(graph.object(stack.value(forKey: key))?.object.value(forKey: "NSStackViewContainerNonDroppedViews"))
        }
        #expect(area("NSStackViewBeginningContainer") == ["Label"])
        #expect(area("NSStackViewMiddleContainer") == [])
        #expect(area("NSStackViewEndContainer") == ["End"])
        #expect(stack.value(forKey: "NSStackViewdistribution") == nil)
        #expect(stack.value(forKey: "NSStackViewHorizontalClippingResistance") == .float(500))
        #expect(stack.value(forKey: "NSStackViewVerticalClippingResistance") == .float(1000))
        // Gravity areas beside a distribution are refused.
        let mixed = Self.stackView(alignment: "centerY", orientation: "horizontal")
            .replacingOccurrences(of: "<subviews></subviews>", with: "<endViews>\(second)</endViews>")
        #expect(
            try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: mixed)))
                .diagnostics.map(\.message) == ["endViews of a stack view with a distribution is not known to the macOS compiler"])
    }

    /// A stack view at the top level (IINA's main window keeps two for its code), which no pair
    /// shows, is refused; under `--allow-approximation` a top-level object of File's Owner.
    @Test func aTopLevelStackViewIsAnApproximation() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: Self.stackView(alignment: "centerY", orientation: "horizontal", arranged: Self.label))
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            xib,
            refusedWith: [
                "a stack view at the top level, which no pair shows, is written as a view at the top level is"
            ])
        let stack = try #require(graph.objects.first { $0.className == "NSStackView" })
        #expect(stack.value(forKey: "NSNextResponder") == .null)
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        #expect(graph.members(data.value(forKey: "NSObjectsKeys")).contains { graph.object($0)?.object == stack })
    }
}

/// Boxes the macOS compiler refuses.
@Suite struct AppKitBoxBuilderTests {
    @Test func aSeparatorWithATitleIsRefused() throws {
        let separator = """
                    <box fixedFrame="YES" boxType="separator" title="Shown?" id="10"><rect key="frame" x="0" y="0" width="100" height="5"/></box>
            """
        let refusal = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: separator)))
        #expect(refusal.diagnostics.map(\.objectID) == ["10"])
    }

    /// No focus ring on a box (Sequel Ace's query favorites), which no pair shows: as on any
    /// view (`viewFocusRingTypes`), it leaves no trace.
    @Test func noFocusRingOfABoxLeavesNoTrace() throws {
        func compiled(_ attributes: String) throws -> [Data] {
            let options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
            return try NibCompiler.compile(data: Self.titledBox(attributes), path: "Panel.xib", options: options).files.map(\.contents)
        }
        #expect(try compiled(#"focusRingType="none" "#) == compiled(""))
    }

    /// A titled primary box in a window, saying `attributes` too.
    static func titledBox(_ attributes: String) -> Data {
        CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                    <box fixedFrame="YES" \(attributes)title="Entries" id="10">
                        <rect key="frame" x="0" y="0" width="200" height="100"/>
                        <view key="contentView" id="11">
                            <rect key="frame" x="3" y="3" width="194" height="82"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </box>
                    """))
    }

    /// An untitled primary box is refused naming it, and under `--allow-approximation` its
    /// content view takes the whole box, as the title's 12 points are not there to take.
    @Test func anUntitledPrimaryBoxIsAnApproximation() throws {
        let box = """
                    <box fixedFrame="YES" title="Box" titlePosition="noTitle" id="10">
                        <rect key="frame" x="0" y="0" width="200" height="100"/>
                        <view key="contentView" id="11">
                            <rect key="frame" x="3" y="3" width="194" height="94"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </box>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: box))
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.objectID) == ["10"])
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let boxObject = try #require(graph.objects.first { $0.className == "NSBox" })
        #expect(boxObject.value(forKey: "NSTitlePosition") == .integer(0))
        let content = try #require(graph.object(boxObject.value(forKey: "NSContentView"))?.object)
        #expect(graph.string(content.value(forKey: "NSFrameSize")) == "{200, 100}")
        // With a line border, the border it names.
        let lined = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: box.replacingOccurrences(of: #"titlePosition="noTitle""#, with: #"borderType="line" titlePosition="noTitle""#)))
        let linedOutput = try NibCompiler.compile(data: lined, path: "Panel.xib", options: options)
        let linedGraph = try CompiledNibReader.decode(linedOutput.files[0].contents, path: "Panel.nib").graph
        #expect(linedGraph.objects.first { $0.className == "NSBox" }?.value(forKey: "NSBorderType") == .integer(1))
        // Transparent (Tunnelblick's preference groups), AppKit's transparency set.
        let transparent = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: box.replacingOccurrences(of: #"titlePosition="noTitle""#, with: #"titlePosition="noTitle" transparent="YES""#)))
        #expect(
            try CompilerTestSupport.refusal(transparent, options: CompileOptions(colorProfiles: options.colorProfiles)).diagnostics
                .map(\.message).first == "a transparent primary box, which no pair shows, is archived with AppKit's NSTransparent set")
        let transparentGraph = try CompilerTestSupport.compiledMacOSGraph(transparent, options: options)
        #expect(transparentGraph.objects.first { $0.className == "NSBox" }?.value(forKey: "NSTransparent") == .bool(true))
        #expect(graph.objects.first { $0.className == "NSBox" }?.value(forKey: "NSTransparent") == .bool(false))
    }

    /// A box without a content view (IINA's hairline under its title bar), which no pair shows,
    /// is refused naming it; under `--allow-approximation` it holds no view.
    @Test func aBoxWithoutAContentViewIsAnApproximation() throws {
        let box = """
            <box boxType="custom" borderType="line" borderWidth="0.0" titlePosition="noTitle" fixedFrame="YES" id="10">
                <rect key="frame" x="0" y="0" width="200" height="1"/>
            </box>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: box))
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(
            try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.message).contains(
                "a box without a content view, which no pair shows, is written without one"))
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        let boxObject = try #require(graph.objects.first { $0.className == "NSBox" })
        #expect(boxObject.value(forKey: "NSContentView") == nil)
        #expect(graph.members(boxObject.value(forKey: "NSSubviews")).isEmpty)
    }

    /// A titled primary box with a line border (MacPass's preference groups), which no pair
    /// shows, is refused naming it; under `--allow-approximation` it is the titled box's archive
    /// with the line's border type, its content view sized as the titled box's.
    @Test func aTitledBoxWithALineIsAnApproximation() throws {
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(
            try CompilerTestSupport.refusal(Self.titledBox(#"borderType="line" "#), options: options).diagnostics.map(\.objectID) == ["10"])
        options.allowsApproximation = true
        func values(_ xib: Data) throws -> [String: NibGraph.Value] {
            let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
            return try CompilerTestSupport.scalarValues(of: #require(graph.objects.first { $0.className == "NSBox" }))
        }
        var lined = try values(Self.titledBox(#"borderType="line" "#))
        var grooved = try values(Self.titledBox(""))
        #expect(lined.removeValue(forKey: "NSBorderType") == .integer(1))
        #expect(grooved.removeValue(forKey: "NSBorderType") == .integer(3))
        #expect(lined == grooved)
    }
}

/// Views PDFKit and AppKit archive with keys of their own: PDF views and color wells.
@Suite struct AppKitPDFViewAndColorWellBuilderTests {
    @Test func aPDFViewWithNoFlagsArchivesNone() throws {
        let pdfView = """
                    <pdfView autoresizesSubviews="NO" displaysPageBreaks="NO" autoScales="YES" id="9">
                        <rect key="frame" x="0" y="0" width="500" height="400"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </pdfView>
            """
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: pdfView)), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let view = try #require(graph.objects.first { $0.className == "PDFView" })
        #expect(view.value(forKey: "NSvFlags") == nil)
        #expect(view.value(forKey: "PageBreaks") == .bool(false))
        #expect(view.value(forKey: "AutoScale") == .bool(true))
        #expect(view.value(forKey: "MaxScaleFactor") == .float(20))
        // Any view that does not autoresize its subviews clears the same bit (IINA's, iTerm2's
        // and MacPass's custom views, iTerm2's text fields, Colloquy's buttons).
        let cell = #"<textFieldCell key="cell" title="T" id="10"><font key="font" metaFont="system"/></textFieldCell>"#
        let buttonCell = """
            <buttonCell key="cell" type="push" title="B" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="10">
                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" metaFont="system"/>
            </buttonCell>
            """
        for (element, contents, className) in [
            ("customView", "", "NSCustomView"), ("textField", cell, "NSTextField"), ("button", buttonCell, "NSButton"),
        ] {
            let view = """
                        <\(element) autoresizesSubviews="NO" id="9">
                            <rect key="frame" x="0" y="0" width="100" height="40"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
                            \(contents)
                        </\(element)>
                """
            func flags(_ source: String) throws -> NibGraph.Value? {
                var options = CompileOptions()
                options.allowsApproximation = true
                let compiled = try NibCompiler.compile(
                    data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: source)), path: "Panel.xib",
                    options: options)
                let graph = try CompiledNibReader.decode(compiled.files[0].contents, path: "Panel.nib").graph
                return graph.objects.first { $0.className == className }?.value(forKey: "NSvFlags")
            }
            #expect(try flags(view) == .integer(2), "\(element)")
            #expect(try flags(view.replacingOccurrences(of: #" autoresizesSubviews="NO""#, with: "")) == .integer(0x102), "\(element)")
        }
        let folder = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: pdfView)), path: "Panel.xib",
            options: CompileOptions(minimumDeploymentTarget: "10.12"))
        #expect(folder.files.count == 2)
    }

    /// A date picker's elements are `NSDatePickerElementFlags` (viraptor's `datepicker`: hour and
    /// minute, 12; Aerial's year to second, 238).
    @Test func aDatePickerArchivesItsDateAndElements() throws {
        let datePicker = """
                    <datePicker id="9"><rect key="frame" x="20" y="20" width="86" height="28"/>\
            <datePickerCell key="cell" borderStyle="bezel" alignment="left" id="10"><font key="font" metaFont="system"/>\
            <date key="date" timeIntervalSinceReferenceDate="678949666.5"/>\
            <datePickerElements key="datePickerElements" year="YES" month="YES" day="YES" hour="YES" minute="YES" second="YES"/>\
            </datePickerCell></datePicker>
            """
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: datePicker)), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cell = try #require(graph.objects.first { $0.className == "NSDatePickerCell" })
        #expect(cell.value(forKey: "NSDatePickerElements") == .integer(238))
        #expect(graph.object(cell.value(forKey: "NSContents"))?.object.value(forKey: "NS.time") == .double(678_949_666.5))
        let noDate = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: datePicker.replacingOccurrences(of: "date key", with: "nil key")))
        #expect(try CompilerTestSupport.refusal(noDate).diagnostics.map(\.objectID).contains("10"))
    }

    @Test func aColorWellHasNoCellAndItsColor() throws {
        let colorWell = """
                    <colorWell id="9"><rect key="frame" x="0" y="0" width="44" height="28"/>\
            <color key="color" red="0.5" green="0.25" blue="1" alpha="1" colorSpace="calibratedRGB"/></colorWell>
            """
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: colorWell)), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let well = try #require(graph.objects.first { $0.className == "NSColorWell" })
        #expect(well.value(forKey: "NSCell") == nil)
        #expect(well.value(forKey: "NSControlWritingDirection") == .integer(0))
        #expect(graph.object(well.value(forKey: "NSColor"))?.object.className == "NSColor")
        #expect(graph.members(well.value(forKey: "NSDragTypes")).compactMap { graph.string($0) } == ["NSColor pasteboard type"])
    }

    /// A device RGB color (HandBrake's HUD background), which no pair shows, is refused naming
    /// it; under `--allow-approximation` it is the calibrated color's archive in AppKit's device
    /// RGB space, 2, as a device white is a calibrated white's in space 4.
    @Test func aDeviceRGBColorIsAnApproximation() throws {
        func xib(_ space: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(
                    holding: """
                        <colorWell id="9"><rect key="frame" x="0" y="0" width="44" height="28"/>\
                        <color key="color" red="0.5" green="0.25" blue="1" alpha="0.0" colorSpace="\(space)" id="c9"/></colorWell>
                        """))
        }
        let refusal = try CompilerTestSupport.refusal(xib("deviceRGB"))
        #expect(
            refusal.diagnostics.map(\.message) == [
                "attribute id of a color is not known to the macOS compiler yet",
                "a device RGB color, which no pair shows, is archived as a calibrated one in AppKit's device RGB space (2), as device white is",
            ])
        func color(_ space: String) throws -> [String: NibGraph.Value] {
            let graph = try CompilerTestSupport.compiledMacOSGraph(xib(space), options: CompileOptions(allowsApproximation: true))
            let well = try #require(graph.objects.first { $0.className == "NSColorWell" })
            return try CompilerTestSupport.scalarValues(of: #require(graph.object(well.value(forKey: "NSColor"))?.object))
        }
        var device = try color("deviceRGB")
        #expect(device.removeValue(forKey: "NSColorSpace") == .integer(2))
        var calibrated = try color("calibratedRGB")
        #expect(calibrated.removeValue(forKey: "NSColorSpace") == .integer(1))
        #expect(device == calibrated)
        #expect(device["NSRGB"] == .data(Data("0.5 0.25 1 0\0".utf8)))
    }
}

/// Split views: a class swapper for a custom class, panes that clip (`test-splitview-swapper`).
@Suite struct AppKitSplitViewBuilderTests {
    static func splitView(holding priority: String) -> String {
        """
                    <splitView vertical="YES" id="3" customClass="MySplitView">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <customView id="4"><rect key="frame" x="0.0" y="0.0" width="95" height="100"/></customView>
                            <customView id="5"><rect key="frame" x="104" y="0.0" width="96" height="100"/></customView>
                        </subviews>
                        <holdingPriorities><real value="\(priority)"/><real value="250"/></holdingPriorities>
                    </splitView>
        """
    }

    @Test func panesClipAndACustomClassSwaps() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.splitView(holding: "250")))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12"))
        let graph = try CompiledNibReader.decode(output.files[1].contents, path: "Panel.nib").graph
        let swapper = try #require(graph.objects.first { $0.className == "NSClassSwapper" })
        #expect(graph.string(swapper.value(forKey: "NSOriginalClassName")) == "NSSplitView")
        #expect(swapper.value(forKey: "NSIsVertical") == .bool(true))
        let panes = graph.objects.filter { $0.className == "NSCustomView" }
        #expect(panes.map { $0.value(forKey: "NSViewClipsToBoundsKeyName") } == [.bool(true), .bool(true)])

        // Other holding priorities are measured only where the split view arranges its panes
        // itself (Aerial's `CustomVideos`, `AppKitPathControlBuilderTests`).
        let held = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.splitView(holding: "260")))
        #expect(
            try CompilerTestSupport.refusal(held).diagnostics.map(\.message) == [
                "a split view's holding priorities, arranging all its panes, which no pair shows, are archived as Aerial's `CustomVideos` are"
            ])
        let approximated = try NibCompiler.compile(
            data: held, path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12", allowsApproximation: true))
        let heldGraph = try CompiledNibReader.decode(approximated.files[1].contents, path: "Panel.nib").graph
        let heldSwapper = try #require(heldGraph.objects.first { $0.className == "NSClassSwapper" })
        // The first pane's index and its priority.
        #expect(heldGraph.members(heldSwapper.value(forKey: "NSHoldingPriorities")).count == 2)
    }

    /// No focus ring on a split view and on its plain panes (Sequel Ace's) leaves no trace, as
    /// on the pairs' tables: the nib is the one without it.
    @Test func noFocusRingLeavesNoTrace() throws {
        func compiled(_ source: String) throws -> [CompiledFile] {
            let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: source))
            return try NibCompiler.compile(data: xib, path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12")).files
        }
        let plain = Self.splitView(holding: "250")
        let noRing = plain.replacingOccurrences(of: "<splitView ", with: #"<splitView focusRingType="none" "#)
            .replacingOccurrences(of: #"<customView id="4">"#, with: #"<customView focusRingType="none" id="4">"#)
        #expect(noRing != plain)
        #expect(try compiled(noRing) == compiled(plain))
    }

    /// Thin dividers and an autosave name, an empty one too, which no pair shows, archived as
    /// Interface Builder 3's archives of AppKit show them: `NSDividerStyle` 2, `NSAutosaveName`.
    @Test func aThinDividerAndAnAutosaveName() throws {
        func splitView(_ attributes: String) throws -> (graph: NibGraph, object: NibGraph.Object) {
            let source = Self.splitView(holding: "250").replacingOccurrences(of: #"<splitView "#, with: "<splitView \(attributes) ")
            let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: source))
            let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12"))
            #expect(output.diagnostics.isEmpty)
            let graph = try CompiledNibReader.decode(output.files[1].contents, path: "Panel.nib").graph
            return (graph, try #require(graph.objects.first { $0.className == "NSClassSwapper" }))
        }
        let named = try splitView(#"dividerStyle="thin" autosaveName="Panes""#)
        #expect(named.object.value(forKey: "NSDividerStyle") == .integer(2))
        #expect(named.graph.string(named.object.value(forKey: "NSAutosaveName")) == "Panes")
        let unnamed = try splitView(#"autosaveName="""#)
        #expect(unnamed.object.value(forKey: "NSDividerStyle") == nil)
        #expect(unnamed.graph.string(unnamed.object.value(forKey: "NSAutosaveName")) == "")
    }

    /// A pane that is no view (HexFiend's diff and iTerm2's triggers panes are scroll views),
    /// which no pair shows, is refused naming the split view; under `--allow-approximation` it
    /// is archived as a view pane is, clipping to its bounds.
    @Test func aPaneOtherThanAViewIsAnApproximation() throws {
        let pane = #"<customView id="5"><rect key="frame" x="104" y="0.0" width="96" height="100"/></customView>"#
        let scrollPane = """
            <scrollView borderType="none" autohidesScrollers="YES" horizontalLineScroll="10" horizontalPageScroll="10" \
            verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="5">
                <rect key="frame" x="104" y="0.0" width="96" height="100"/>
                <clipView key="contentView" drawsBackground="NO" copiesOnScroll="NO" id="6">
                    <rect key="frame" x="0.0" y="0.0" width="96" height="100"/>
                    <subviews><view id="9"><rect key="frame" x="0.0" y="0.0" width="96" height="100"/></view></subviews>
                </clipView>
                <scroller key="horizontalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="YES" id="7">
                    <rect key="frame" x="-100" y="-100" width="96" height="16"/>
                </scroller>
                <scroller key="verticalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="NO" id="8">
                    <rect key="frame" x="-100" y="-100" width="16" height="100"/>
                </scroller>
            </scrollView>
            """
        let source = Self.splitView(holding: "250").replacingOccurrences(of: pane, with: scrollPane)
        #expect(source.contains("<scrollView"))
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: source))
        var options = CompileOptions(minimumDeploymentTarget: "10.12", colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.objectID) == ["3"])
        options.allowsApproximation = true
        let graph = try CompiledNibReader.decode(
            try NibCompiler.compile(data: xib, path: "Panel.xib", options: options).files[1].contents, path: "Panel.nib"
        ).graph
        let scrollView = try #require(graph.objects.first { $0.className == "NSScrollView" })
        #expect(scrollView.value(forKey: "NSViewClipsToBoundsKeyName") == .bool(true))
        let swapper = try #require(graph.objects.first { $0.className == "NSClassSwapper" })
        #expect(graph.members(swapper.value(forKey: "NSSubviews")).count == 2)
    }
}

/// Search fields: a text field's values, no writing tools, and the cell's search and cancel
/// buttons (`searchfield-no-completion`); one with completion is refused, or approximated.
@Suite struct AppKitSearchFieldBuilderTests {
    static func searchField(completion: String) -> String {
        """
                    <searchField verticalHuggingPriority="750" \(completion) id="9">
                        <rect key="frame" x="20" y="20" width="200" height="22"/>
                        <searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" \
        borderStyle="bezel" usesSingleLineMode="YES" bezelStyle="round" id="10">
                            <font key="font" metaFont="system"/>
                        </searchFieldCell>
                    </searchField>
        """
    }

    @Test func aSearchFieldHasSearchAndCancelButtons() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: Self.searchField(completion: #"textCompletion="NO""#)))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let field = try #require(graph.objects.first { $0.className == "NSSearchField" })
        #expect(field.value(forKey: "NSAllowsWritingTools") == .bool(false))
        let cell = try #require(graph.objects.first { $0.className == "NSSearchFieldCell" })
        let search = try #require(graph.object(cell.value(forKey: "NSSearchButtonCell"))?.object)
        let cancel = try #require(graph.object(cell.value(forKey: "NSCancelButtonCell"))?.object)
        #expect(graph.string(search.value(forKey: "NSAction")) == "_searchFieldSearch:")
        #expect(graph.string(cancel.value(forKey: "NSAction")) == "_searchFieldCancel:")
        #expect(cell.value(forKey: "NSSearchFieldFlags") == .data(Data([6, 0, 0, 0])))

        let completing = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.searchField(completion: "")))
        #expect(try CompilerTestSupport.refusal(completing).diagnostics.map(\.objectID) == ["9"])
    }

    /// A search field with completion, and a text field without, are approximations: the cell
    /// says whether completion is off as the known search field's does.
    @Test func completionNoPairShowsIsAnApproximation() throws {
        var options = CompileOptions()
        options.allowsApproximation = true
        func completionDisabled(_ field: String, cellClass: String) throws -> NibGraph.Value? {
            let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: field))
            let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
            #expect(output.diagnostics.map(\.objectID) == ["9"])
            let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
            let cell = try #require(graph.objects.first { $0.className == cellClass })
            return cell.value(forKey: "NSAutomaticTextCompletionDisabled")
        }
        #expect(try completionDisabled(Self.searchField(completion: ""), cellClass: "NSSearchFieldCell") == .bool(false))
        let field = """
                    <textField textCompletion="NO" id="9"><rect key="frame" x="20" y="20" width="200" height="22"/>\
            <textFieldCell key="cell" title="Name" id="10"><font key="font" metaFont="system"/></textFieldCell></textField>
            """
        #expect(try completionDisabled(field, cellClass: "NSTextFieldCell") == .bool(true))
    }

    /// A rounded text field: the round bezel style in its cell, as a search field's, and every
    /// other value of the cell as Xcode 26 wrote Aerial's font field (`OverlaysViewController`);
    /// for an Xcode no pair shows it for, an approximation.
    @Test func aRoundedTextFieldIsXcodes() throws {
        let (output, nibs) = try CompilerTestSupport.compiledBesideXcode(
            pair: "Aerial-29101a6-OverlaysViewController.xib", document: "OverlaysViewController",
            options: AppKitCollectionViewBuilderTests.aerialOptions())
        #expect(!output.diagnostics.contains { $0.message.contains("rounded text field") })
        func roundedCells(_ graph: NibGraph) -> [[String: NibGraph.Value]] {
            graph.objects.filter { $0.className == "NSTextFieldCell" && $0.value(forKey: "NSTextBezelStyle") == .integer(1) }
                .map(CompilerTestSupport.scalarValues)
        }
        #expect(nibs.count == 2)
        for nib in nibs {
            #expect(roundedCells(nib.xcode).count == 1)
            #expect(roundedCells(nib.ours) == roundedCells(nib.xcode))
        }
        let rounded = """
                    <textField id="9"><rect key="frame" x="20" y="20" width="200" height="22"/>\
            <textFieldCell key="cell" title="Name" bezelStyle="round" id="10"><font key="font" metaFont="system"/></textFieldCell></textField>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: rounded))
        let asXcode14 = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("14.3.1"))
        #expect(try CompilerTestSupport.refusal(xib, options: asXcode14).diagnostics.map(\.objectID) == ["9"])
    }
}

/// Toolbars of AppKit's spaces, archived as the window's view class (`toolbar-default-refs`).
@Suite struct AppKitToolbarBuilderTests {
    static func window(items: String) -> String {
        """
                <window title="W" id="7">
                    <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
                    <view key="contentView" id="8"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/></view>
                    <toolbar key="toolbar" implicitIdentifier="TB1" displayMode="iconAndLabel" sizeMode="regular" id="9">
                        <allowedToolbarItems>\(items)</allowedToolbarItems>
                        <defaultToolbarItems><toolbarItem reference="10"/></defaultToolbarItems>
                    </toolbar>
                </window>
        """
    }

    @Test func aToolbarIsTheWindowsViewClass() throws {
        let items =
            #"<toolbarItem implicitItemIdentifier="NSToolbarFlexibleSpaceItem" id="10"/><toolbarItem implicitItemIdentifier="NSToolbarSpaceItem" id="11"/>"#
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: Self.window(items: items)), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let template = try #require(graph.objects.first { $0.className == "NSWindowTemplate" })
        let toolbar = try #require(graph.object(template.value(forKey: "NSViewClass"))?.object)
        #expect(toolbar.className == "NSToolbar")
        #expect(template.value(forKey: "NSMaxSize") == nil)
        #expect(
            graph.members(toolbar.value(forKey: "NSToolbarIBAllowedItems")).compactMap { graph.object($0)?.object.className } == [
                "NSToolbarFlexibleSpaceItem", "NSToolbarSpaceItem",
            ])
        #expect(graph.members(toolbar.value(forKey: "NSToolbarIBDefaultItems")).count == 1)
        #expect(graph.members(toolbar.value(forKey: "NSToolbarIBIdentifiedItems")).count == 4)

        let custom = #"<toolbarItem implicitItemIdentifier="5A" label="Go" id="10"/>"#
        let refusal = try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: Self.window(items: custom)))
        // An approximation, and what --allow-approximation would still refuse: its sizes.
        #expect(refusal.diagnostics.map(\.objectID) == ["10", "10"])
        #expect(refusal.diagnostics.last?.message.hasPrefix("even with --allow-approximation, a toolbar item without") == true)
        let twice =
            #"<toolbarItem implicitItemIdentifier="NSToolbarSpaceItem" id="10"/><toolbarItem implicitItemIdentifier="NSToolbarSpaceItem" id="11"/>"#
        #expect(
            try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: Self.window(items: twice))).diagnostics.map(
                \.objectID) == ["11"])
        let notAllowed = #"<toolbarItem implicitItemIdentifier="NSToolbarSpaceItem" id="11"/>"#
        #expect(
            try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: Self.window(items: notAllowed))).diagnostics.map(
                \.message) == [
                    "a default toolbar item 10 that is not allowed is not known to the macOS compiler yet"
                ])
    }

    /// Rectangle's log viewer: AppKit's colors, fonts and print items in a toolbar users cannot
    /// customize, which no pair shows. Refused; with `--allow-approximation` items of their
    /// identifiers, labels and actions, and the toolbar's customization off.
    @Test func panelItemsAndAFixedToolbarAreApproximations() throws {
        let items = """
            <toolbarItem implicitItemIdentifier="NSToolbarShowColorsItem" id="10"/>\
            <toolbarItem implicitItemIdentifier="NSToolbarShowFontsItem" id="11"/>\
            <toolbarItem implicitItemIdentifier="NSToolbarPrintItem" id="12"/>
            """
        let window = Self.window(items: items).replacingOccurrences(
            of: #"implicitIdentifier="TB1""#, with: #"implicitIdentifier="TB1" allowsUserCustomization="NO""#)
        let xib = CompilerTestSupport.macOSXIB(objects: window)
        let refusal = try CompilerTestSupport.refusal(xib)
        #expect(refusal.diagnostics.map(\.objectID) == ["9", "10", "11", "12"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let found = graph.objects.filter { $0.className == "NSToolbarItem" }
        #expect(found.map { graph.string($0.value(forKey: "NSToolbarItemLabel")) } == ["Colors", "Fonts", "Print"])
        #expect(
            found.map { graph.string($0.value(forKey: "NSToolbarItemAction")) } == [
                "orderFrontColorPanel:", "orderFrontFontPanel:", "printDocument:",
            ])
        let toolbar = try #require(graph.objects.first { $0.className == "NSToolbar" })
        #expect(toolbar.value(forKey: "NSToolbarAllowsUserCustomization") == .bool(false))
    }

    /// SameBoy's preferences and debugger toolbars: an image item sending its action, selectable,
    /// and a pop-up sized by the item's own sizes. No pair shows them: refused, and with
    /// `--allow-approximation` written with AppKit's keys, the action a control connector from
    /// the item.
    @Test func imageItemsAndItemsOfTheirOwnSizesAreApproximations() throws {
        let items = """
            <toolbarItem implicitItemIdentifier="4E86" label="Video" paletteLabel="Video" tag="1" image="NSFolder" \
            autovalidates="NO" selectable="YES" id="10">
                <size key="minSize" width="22" height="22"/><size key="maxSize" width="22" height="22"/>
                <connections><action selector="switchTab:" target="-2" id="a1"/></connections>
            </toolbarItem>
            <toolbarItem implicitItemIdentifier="4F6A" label="Space" paletteLabel="Space" id="11">
                <nil key="toolTip"/>
                <size key="minSize" width="160" height="25"/><size key="maxSize" width="160" height="25"/>
                <popUpButton key="view" verticalHuggingPriority="750" id="12">
                    <rect key="frame" x="0.0" y="14" width="160" height="25"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <popUpButtonCell key="cell" type="push" title="ROM" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" \
            state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" selectedItem="14" id="13">
                        <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                        <font key="font" metaFont="message"/>
                        <menu key="menu" id="15"><items><menuItem title="ROM" state="on" id="14"/></items></menu>
                    </popUpButtonCell>
                </popUpButton>
            </toolbarItem>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: Self.window(items: items))
        let refusal = try CompilerTestSupport.refusal(xib)
        #expect(refusal.diagnostics.map(\.objectID) == ["10", "11"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let found = graph.objects.filter { $0.className == "NSToolbarItem" }
        #expect(found.map { graph.string($0.value(forKey: "NSToolbarItemLabel")) } == ["Video", "Space"])
        #expect(found.map { $0.value(forKey: "NSToolbarItemTag") } == [.integer(1), .integer(0)])
        #expect(found.map { $0.value(forKey: "NSToolbarItemAutovalidates") } == [.bool(false), .bool(true)])
        #expect(found.map { graph.string($0.value(forKey: "NSToolbarItemMaxSize")) } == ["{22, 22}", "{160, 25}"])
        #expect(found.map { $0.value(forKey: "NSToolbarItemIgnoreMinMaxSizes") } == [.bool(false), .bool(false)])
        #expect(graph.object(found[0].value(forKey: "NSToolbarItemImage"))?.object.className == "NSCustomResource")
        let popUp = try #require(graph.object(found[1].value(forKey: "NSToolbarItemView"))?.object)
        #expect(popUp.className == "NSPopUpButton")
        #expect(popUp.value(forKey: "NSNextResponder") == .null)
        let toolbar = try #require(graph.objects.first { $0.className == "NSToolbar" })
        let selectable = graph.members(toolbar.value(forKey: "NSToolbarIBSelectableItems")).compactMap { graph.object($0)?.object }
        #expect(selectable == [found[0]])
        let connector = try #require(graph.objects.first { $0.className == "NSNibControlConnector" })
        #expect(graph.object(connector.value(forKey: "NSSource"))?.object == found[0])
        let keyed = try NibCompiler.compile(
            data: xib, path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12", allowsApproximation: true))
        #expect(!keyed.files.isEmpty)
    }

    /// A search item (iTerm2's Claude Code cockpit), which no pair shows: an item of AppKit's
    /// search item class holding its search field, sized by it, with its visibility priority;
    /// refused strictly.
    @Test func aSearchToolbarItemIsAnApproximation() throws {
        let items = """
            <searchToolbarItem implicitItemIdentifier="6B4C" label="Search" paletteLabel="Search" bordered="YES" \
            visibilityPriority="1001" id="10"><nil key="toolTip"/>\
            <searchField key="view" verticalHuggingPriority="750" id="12"><rect key="frame" x="0.0" y="0.0" width="94" height="24"/>\
            <autoresizingMask key="autoresizingMask"/><searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" \
            selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" usesSingleLineMode="YES" \
            bezelStyle="round" id="13"><font key="font" metaFont="system"/>\
            <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>\
            <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>\
            </searchFieldCell></searchField></searchToolbarItem>
            """
        let window = Self.window(items: items).replacingOccurrences(
            of: #"<toolbarItem reference="10"/>"#, with: #"<searchToolbarItem reference="10"/>"#)
        let xib = CompilerTestSupport.macOSXIB(objects: window)
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        #expect(
            try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.objectID).first == "10")
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        let item = try #require(graph.objects.first { $0.className == "NSSearchToolbarItem" })
        #expect(graph.object(item.value(forKey: "NSToolbarItemView"))?.object.className == "NSSearchField")
        #expect(item.value(forKey: "NSToolbarItemVisibilityPriority") == .integer(1001))
        #expect(graph.string(item.value(forKey: "NSToolbarItemMinSize")) == "{94, 24}")
        let toolbar = try #require(graph.objects.first { $0.className == "NSToolbar" })
        #expect(
            graph.members(toolbar.value(forKey: "NSToolbarIBDefaultItems")).compactMap { graph.object($0)?.object.className } == [
                "NSSearchToolbarItem"
            ])
    }

    /// iTerm2's settings window: image items sized automatically, a toolbar naming File's
    /// Owner its delegate and a window named for accessibility. The image item is one as any
    /// (an approximation), the delegate an outlet connector from the toolbar, and the window's
    /// identifier, which no pair shows, an accessibility connector to the window.
    @Test func iTermsSettingsToolbarAndWindowAreApproximations() throws {
        let items = """
            <toolbarItem implicitItemIdentifier="45D9" label="General" paletteLabel="General" tag="-1" image="NSFolder" \
            sizingBehavior="auto" selectable="YES" id="10"><nil key="toolTip"/></toolbarItem>
            """
        let window = Self.window(items: items)
            .replacingOccurrences(
                of: "</defaultToolbarItems>",
                with: #"</defaultToolbarItems><connections><outlet property="delegate" destination="-2" id="o1"/></connections>"#
            )
            .replacingOccurrences(of: "</toolbar>", with: #"</toolbar><accessibility identifier="settingsPanel"/>"#)
        let xib = CompilerTestSupport.macOSXIB(objects: window)
        let refusal = try CompilerTestSupport.refusal(xib)
        #expect(
            refusal.diagnostics.map(\.message).contains(
                "accessibility of a window, which no pair shows, is connected to the window as a view's is to its view"))
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let item = try #require(graph.objects.first { $0.className == "NSToolbarItem" })
        #expect(graph.object(item.value(forKey: "NSToolbarItemImage"))?.object.className == "NSCustomResource")
        let delegate = try #require(graph.objects.first { graph.string($0.value(forKey: "NSLabel")) == "delegate" })
        #expect(graph.object(delegate.value(forKey: "NSSource"))?.object.className == "NSToolbar")
        let accessibility = try #require(graph.objects.first { $0.className == "NSNibAXAttributeConnector" })
        #expect(graph.object(accessibility.value(forKey: "AXDestinationArchiveKey"))?.object.className == "NSWindowTemplate")
    }
}

/// Constraints a view holds: archived on it, in Xcode's order, listed after the view's other
/// objects; views they place keep their saved frames.
@Suite struct AppKitConstraintBuilderTests {
    /// A container (id 20, 300 × 200) holding a label at its top left (id 21) and a box-like
    /// custom view below it at its origin (id 22), with `constraints` on the container.
    static func container(constraints: String) -> String {
        """
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="20">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <subviews>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="22">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="180"/>
                                </customView>
                                <customView translatesAutoresizingMaskIntoConstraints="NO" id="21">
                                    <rect key="frame" x="2" y="184" width="100" height="16"/>
                                </customView>
                            </subviews>
                            <constraints>
        \(constraints)
                            </constraints>
                        </customView>
        """
    }

    static func compile(_ subviews: String, options: CompileOptions = CompileOptions()) throws -> NibGraph {
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: subviews)), path: "Panel.xib",
            options: options)
        return try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
    }

    /// The first attributes of the constraints the container holds, in archive order.
    static func firstAttributes(in graph: NibGraph) throws -> [NibGraph.Value?] {
        let holder = try #require(graph.objects.first { $0.value(forKey: "NSViewConstraints") != nil })
        let constraints = graph.members(holder.value(forKey: "NSViewConstraints")).compactMap { graph.object($0)?.object }
        return constraints.map { $0.value(forKey: "NSFirstAttributeV2") }
    }

    static let twoViews = """
                                <constraint firstItem="22" firstAttribute="top" secondItem="21" secondAttribute="bottom" constant="4" id="c1"/>
                                <constraint firstAttribute="trailing" secondItem="22" secondAttribute="trailing" id="c2"/>
                                <constraint firstItem="21" firstAttribute="top" secondItem="20" secondAttribute="top" id="c3"/>
                                <constraint firstItem="21" firstAttribute="leading" secondItem="20" secondAttribute="leading" constant="2" symbolic="YES" id="c4"/>
                                <constraint firstAttribute="width" relation="greaterThanOrEqual" priority="250" constant="100" id="c5"/>
        """

    @Test func constraintsGoByTheirViewsTopLeftCornersTheHoldersOwnFirst() throws {
        let graph = try Self.compile(Self.container(constraints: Self.twoViews))
        let holder = try #require(graph.objects.first { $0.value(forKey: "NSViewConstraints") != nil })
        let constraints = graph.members(holder.value(forKey: "NSViewConstraints")).compactMap { graph.object($0)?.object }
        // The holder's own width, then the label (top left 2 points away), then the view below
        // it (20 points down, though it lies at the holder's origin); as Xcode 26 writes them,
        // each group horizontal first, last attribute first.
        #expect(try Self.firstAttributes(in: graph) == [.integer(7), .integer(5), .integer(3), .integer(6), .integer(3)])
        // As Xcode 14 wrote them, each group in document order.
        let asXcode14 = try Self.compile(
            Self.container(constraints: Self.twoViews), options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("14.3.1")))
        #expect(try Self.firstAttributes(in: asXcode14) == [.integer(7), .integer(3), .integer(5), .integer(3), .integer(6)])
        let width = try #require(constraints.first)
        #expect(width.value(forKey: "NSRelation") == .integer(1))
        #expect(width.value(forKey: "NSPriority") == .integer(250))
        #expect(width.value(forKey: "NSConstant") == .double(100))
        #expect(width.value(forKey: "NSSecondItem") == nil)
        let standard = constraints[1]
        #expect(graph.string(standard.value(forKey: "NSSymbolicConstant")) == "NSSpace")
        #expect(standard.value(forKey: "NSConstant") == nil)
    }

    /// Xcode 26 orders the constraints placing one view by what they place it against, the
    /// holding view first, its centers before its edges; then horizontal first, the placed
    /// view's attribute and the other's last first, a first baseline after the rest (Aerial's
    /// `HelpViewController`: leading to the holding view, then to a sibling;
    /// `WelcomeViewController`: the holding view's centerY before its leading edge; all 233
    /// runs of the Xcode 26 pairs).
    @Test func constraintsPlacingAViewGoAgainstTheHolderFirst() throws {
        let constraints = """
                                    <constraint firstItem="22" firstAttribute="top" secondItem="21" secondAttribute="bottom" constant="4" id="c1"/>
                                    <constraint firstItem="22" firstAttribute="leading" secondItem="21" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="bottom" secondItem="22" secondAttribute="bottom" id="c3"/>
                                    <constraint firstItem="22" firstAttribute="leading" secondItem="20" secondAttribute="leading" id="c4"/>
                                    <constraint firstItem="22" firstAttribute="firstBaseline" secondItem="21" secondAttribute="firstBaseline" id="c5"/>
                                    <constraint firstItem="22" firstAttribute="top" secondItem="21" secondAttribute="top" id="c6"/>
                                    <constraint firstItem="22" firstAttribute="centerY" secondItem="20" secondAttribute="centerY" id="c7"/>
            """
        let graph = try Self.compile(Self.container(constraints: constraints))
        let holder = try #require(graph.objects.first { $0.value(forKey: "NSViewConstraints") != nil })
        let archived = graph.members(holder.value(forKey: "NSViewConstraints")).compactMap { graph.object($0)?.object }
        // c7, c4, c3, c2, c1, c6, c5.
        #expect(archived.map { $0.value(forKey: "NSFirstAttributeV2") } == [10, 5, 4, 5, 3, 3, 12].map { .integer($0) })
        #expect(archived.map { $0.value(forKey: "NSSecondAttributeV2") } == [10, 5, 4, 5, 4, 3, 12].map { .integer($0) })
    }

    @Test func constraintsAreListedAfterEverythingUnderTheirView() throws {
        let graph = try Self.compile(Self.container(constraints: Self.twoViews))
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        let classes = graph.members(data.value(forKey: "NSObjectsKeys")).compactMap { graph.object($0)?.object.className }
        let firstConstraint = try #require(classes.firstIndex(of: "NSLayoutConstraint"))
        #expect(classes[..<firstConstraint].filter { $0 == "NSCustomView" }.count == 3)
        #expect(classes[firstConstraint...].allSatisfy { $0 == "NSLayoutConstraint" })
    }

    @Test func aConstraintOutsideItsHolderOrWithAMarginIsRefused() throws {
        let outside = #"<constraint firstItem="21" firstAttribute="top" secondItem="8" secondAttribute="top" id="c9"/>"#
        let refusal = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.container(constraints: outside))))
        #expect(refusal.diagnostics.map(\.objectID) == ["c9"])
        let margin = #"<constraint firstItem="21" firstAttribute="leadingMargin" secondItem="20" secondAttribute="leading" id="c8"/>"#
        let marginRefusal = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.container(constraints: margin))))
        #expect(marginRefusal.diagnostics.map(\.objectID) == ["c8"])
    }
}

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

/// Number formatters of the 10.4 behavior as Xcode 26 writes viraptor's `numfmt-basic` and
/// `numfmt-dedup`: a document object of its cell, the attributes by name, formats of its integer
/// digits, its bounds; the infinity symbols a `<nil>` removes; other attributes refused.
@Suite struct AppKitNumberFormatterBuilderTests {
    static func field(formatter: String) -> String {
        """
                    <textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                        <rect key="frame" x="20" y="20" width="96" height="22"/>
                        <textFieldCell key="cell" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="10">
                            <font key="font" metaFont="system"/>
                            \(formatter)
                        </textFieldCell>
                    </textField>
        """
    }

    static let basic = """
        <numberFormatter key="formatter" formatterBehavior="default10_4" usesGroupingSeparator="NO" groupingSize="0" \
        minimumIntegerDigits="0" maximumIntegerDigits="42" id="12"><real key="minimum" value="1"/><real key="maximum" value="40320"/>\
        </numberFormatter>
        """

    static func compile(_ formatter: String) throws -> NibGraph {
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.field(formatter: formatter)))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        return try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
    }

    /// Interface Builder's 2,000,000,000 integer digits for no limit (IINA's and transmission's
    /// preferences), which no pair shows: one optional digit before the required ones.
    @Test func unboundedIntegerDigitsAreAnApproximation() throws {
        let unbounded = Self.basic.replacingOccurrences(
            of: #"minimumIntegerDigits="0" maximumIntegerDigits="42""#, with: #"minimumIntegerDigits="1" maximumIntegerDigits="2000000000""#
        )
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.field(formatter: unbounded)))
        #expect(
            try CompilerTestSupport.refusal(xib).diagnostics.map(\.message) == [
                "a number formatter of unbounded integer digits, which no pair shows, has a format of one optional digit before the required ones"
            ])
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: CompileOptions(allowsApproximation: true))
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let formatter = try #require(graph.objects.first { $0.className == "NSNumberFormatter" })
        #expect(graph.string(formatter.value(forKey: "NS.positiveformat")) == "#0")
    }

    @Test func aFormatterArchivesItsAttributesFormatsAndBounds() throws {
        let graph = try Self.compile(Self.basic)
        let formatter = try #require(graph.objects.first { $0.className == "NSNumberFormatter" })
        #expect(graph.string(formatter.value(forKey: "NS.positiveformat")) == String(repeating: "#", count: 42))
        #expect(formatter.value(forKey: "NS.allowsfloats") == .bool(true))
        #expect(graph.object(formatter.value(forKey: "NS.max"))?.object.value(forKey: "NS.dblval") == .double(40320))
        let members = graph.members(formatter.value(forKey: "NS.attributes"))
        let names = stride(from: 0, to: members.count, by: 2).compactMap { graph.string(members[$0]) }
        #expect(names.count == 20 && names == names.sorted() && names.contains("positiveInfinitySymbol"))
        let cell = try #require(graph.objects.first { $0.className == "NSTextFieldCell" })
        #expect(cell.value(forKey: "NSContents") == nil)
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        #expect(graph.members(data.value(forKey: "NSObjectsKeys")).contains { graph.object($0)?.object == formatter })

        // Required digits are zeros; a <nil> symbol is left out.
        let custom = Self.basic.replacingOccurrences(of: #"minimumIntegerDigits="0""#, with: #"minimumIntegerDigits="1""#)
            .replacingOccurrences(of: #"id="12">"#, with: #"id="12"><nil key="negativeInfinitySymbol"/>"#)
        let customGraph = try Self.compile(custom)
        let customFormatter = try #require(customGraph.objects.first { $0.className == "NSNumberFormatter" })
        #expect(customGraph.string(customFormatter.value(forKey: "NS.positiveformat")) == String(repeating: "#", count: 41) + "0")
        let customMembers = customGraph.members(customFormatter.value(forKey: "NS.attributes"))
        #expect(customMembers.count == 38)
        // A keyed archive for older systems names the bounds' decimal numbers' superclasses.
        let keyed = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.field(formatter: Self.basic))),
            path: "Panel.xib", options: CompileOptions(minimumDeploymentTarget: "10.12"))
        #expect(keyed.files.count == 2)
    }

    /// The decimal style as the build Mac's `en_US` formatter has it, grouped by three, its fraction
    /// digits optional in the format; the cell's title is the number the formatter reads (Aerial's
    /// `CacheViewController`).
    @Test func theDecimalStyleGroupsByThreeAndItsTitleIsANumber() throws {
        let decimal = """
            <numberFormatter key="formatter" formatterBehavior="default10_4" numberStyle="decimal" formatWidth="-1" \
            minimumIntegerDigits="1" maximumIntegerDigits="2000000000" maximumFractionDigits="3" id="12">\
            <real key="minimum" value="1"/><real key="maximum" value="60"/></numberFormatter>
            """
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: Self.field(formatter: decimal).replacingOccurrences(
                    of: #"drawsBackground="YES""#, with: #"drawsBackground="YES" title="5""#)))
        let graph = try CompiledNibReader.decode(try NibCompiler.compile(data: xib, path: "Panel.xib").files[0].contents, path: "Panel.nib")
            .graph
        let formatter = try #require(graph.objects.first { $0.className == "NSNumberFormatter" })
        #expect(graph.string(formatter.value(forKey: "NS.positiveformat")) == "#,##0.###")
        #expect(formatter.value(forKey: "NS.hasthousands") == .bool(true))
        let members = graph.members(formatter.value(forKey: "NS.attributes"))
        let attributes = Dictionary(
            uniqueKeysWithValues: stride(from: 0, to: members.count, by: 2).compactMap { index in
                graph.string(members[index]).map { ($0, graph.object(members[index + 1])?.object.entries.first?.value) }
            })
        // The style's 1 is the NSNumber of the minimum, 1.0, as Xcode shares them.
        #expect(attributes["numberStyle"] == .double(1))
        #expect(attributes["groupingSize"] == .integer(3))
        #expect(attributes["formatWidth"] == .integer(-1))
        #expect(attributes["usesGroupingSeparator"] == .bool(true))
        let cell = try #require(graph.objects.first { $0.className == "NSTextFieldCell" })
        #expect(graph.object(cell.value(forKey: "NSContents"))?.object.value(forKey: "NS.intval") == .integer(5))
    }

    /// Fraction digits without the decimal style (transmission's speed limits) are refused, and
    /// under `--allow-approximation` written in the attributes, the formats following the shown.
    @Test func fractionDigitsWithoutTheDecimalStyleAreAnApproximation() throws {
        let formatter = Self.basic.replacingOccurrences(
            of: #"maximumIntegerDigits="42""#, with: #"maximumIntegerDigits="42" minimumFractionDigits="2" maximumFractionDigits="3""#)
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.field(formatter: formatter)))
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["12"])
        var options = CompileOptions()
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let archived = try #require(graph.objects.first { $0.className == "NSNumberFormatter" })
        #expect(graph.string(archived.value(forKey: "NS.positiveformat")) == String(repeating: "#", count: 42) + ".00#")
        let members = graph.members(archived.value(forKey: "NS.attributes"))
        let attributes = Dictionary(
            uniqueKeysWithValues: stride(from: 0, to: members.count, by: 2).compactMap { index in
                graph.string(members[index]).map { ($0, graph.object(members[index + 1])?.object.entries.first?.value) }
            })
        #expect(attributes["minimumFractionDigits"] == .integer(2))
        #expect(attributes["maximumFractionDigits"] == .integer(3))
    }

    /// Formats the document gives, in the decimal style without grouping: archived as given and
    /// in the attributes, the grouping as the document says, against Xcode 26's nibs of Aerial's
    /// `CustomVideos`.
    @Test func givenFormatsAreXcodes() throws {
        let (output, nibs) = try CompilerTestSupport.compiledBesideXcode(
            pair: "Aerial-29101a6-CustomVideos.xib", document: "CustomVideos", options: AppKitCollectionViewBuilderTests.aerialOptions())
        #expect(!output.diagnostics.contains { $0.message.contains("number formatter") })
        for nib in nibs {
            let formatter = try #require(nib.xcode.objects.first { $0.className == "NSNumberFormatter" })
            #expect(nib.xcode.string(formatter.value(forKey: "NS.positiveformat")) == "0")
            let inFormatters = NibGraphComparison.differences(nib.ours, nib.xcode).filter { $0.path.contains("NSNumberFormatter") }
            #expect(inFormatters.isEmpty, "\(nib.name): \(inFormatters)")
        }
    }

    /// The decimal style without grouping and without formats given: the derived format, an
    /// approximation.
    @Test func aDecimalStyleWithoutGroupingNeedsItsFormats() throws {
        let formatter = """
            <numberFormatter key="formatter" formatterBehavior="custom10_4" numberStyle="decimal" allowsFloats="NO" \
            usesGroupingSeparator="NO" groupingSize="0" minimumIntegerDigits="1" maximumIntegerDigits="2000000000" id="12"/>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.field(formatter: formatter)))
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["12"])
        let given = formatter.replacingOccurrences(
            of: #"numberStyle="decimal""#, with: #"positiveFormat="0" negativeFormat="0" numberStyle="decimal""#)
        let graph = try Self.compile(given)
        let archived = try #require(graph.objects.first { $0.className == "NSNumberFormatter" })
        #expect(graph.string(archived.value(forKey: "NS.positiveformat")) == "0")
        #expect(archived.value(forKey: "NS.hasthousands") == .bool(false))
    }

    /// A formatter without bounds archives none among its attributes, and AppKit's "not a number"
    /// decimal for both, one object for the nib (Aerial's `DisplaysViewController`); with one bound,
    /// for the other.
    @Test func formattersWithoutBoundsShareNotANumber() throws {
        let unbounded = #"""
            <numberFormatter key="formatter" formatterBehavior="default10_4" numberStyle="decimal" minimumIntegerDigits="1" \#
            maximumIntegerDigits="2000000000" maximumFractionDigits="3" id="12"/>
            """#
        let graph = try Self.compile(unbounded)
        let formatter = try #require(graph.objects.first { $0.className == "NSNumberFormatter" })
        let members = graph.members(formatter.value(forKey: "NS.attributes"))
        let names = stride(from: 0, to: members.count, by: 2).compactMap { graph.string(members[$0]) }
        #expect(!names.contains("minimum") && !names.contains("maximum") && names.contains("numberStyle"))
        let minimum = try #require(graph.object(formatter.value(forKey: "NS.min")))
        #expect(graph.object(formatter.value(forKey: "NS.max"))?.index == minimum.index)
        #expect(minimum.object.className == "NSDecimalNumberPlaceholder")
        #expect(minimum.object.value(forKey: "NS.negative") == .bool(true))
        #expect(minimum.object.value(forKey: "NS.length") == .integer(0))
        // One bound: the other is "not a number", without an attribute (Aerial's
        // `OverlaysViewController`, minimums only).
        let oneBound = try Self.compile(Self.basic.replacingOccurrences(of: #"<real key="minimum" value="1"/>"#, with: ""))
        let bounded = try #require(oneBound.objects.first { $0.className == "NSNumberFormatter" })
        let boundMembers = oneBound.members(bounded.value(forKey: "NS.attributes"))
        let boundNames = stride(from: 0, to: boundMembers.count, by: 2).compactMap { oneBound.string(boundMembers[$0]) }
        #expect(boundNames.contains("maximum") && !boundNames.contains("minimum"))
        #expect(oneBound.object(bounded.value(forKey: "NS.min"))?.object.className == "NSDecimalNumberPlaceholder")
        #expect(oneBound.object(bounded.value(forKey: "NS.max"))?.object.value(forKey: "NS.dblval") == .double(40320))
    }

    /// The separators the formatter archives are en_US's; a Mac writing numbers otherwise is
    /// refused, and one writing them the same (en_AU, viraptor's Mac) is not.
    @Test func aBuildLocaleWithOtherSeparatorsIsRefused() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.field(formatter: Self.basic)))
        var options = CompileOptions()
        options.buildLocale = try #require(CompileOptions.BuildLocale("de_DE"))
        let refusal = try CompilerTestSupport.refusal(xib, options: options)
        #expect(refusal.diagnostics.map(\.objectID) == ["12"])
        #expect(refusal.diagnostics.first?.message.contains("de_DE") == true)
        options.buildLocale = try #require(CompileOptions.BuildLocale("en_AU"))
        #expect(throws: Never.self) { try NibCompiler.compile(data: xib, path: "Panel.xib", options: options) }
    }

    @Test func anotherNumberStyleIsRefused() throws {
        let percent = Self.basic.replacingOccurrences(
            of: #"formatterBehavior="default10_4""#, with: #"formatterBehavior="default10_4" numberStyle="percent""#)
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.field(formatter: percent)))
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["12"])
    }
}

/// Date formatters as Xcode 26 writes viraptor's `textfield-formatter` and `datacell-unparseable`:
/// the format the build Mac's locale gives the two styles, the attributes by name, the cell's
/// flag for it, and its title kept as text when no date can be read from it.
@Suite struct AppKitDateFormatterBuilderTests {
    static let longAndShort = #"<dateFormatter key="formatter" dateStyle="long" timeStyle="short" id="12"/>"#

    static func xib(formatter: String, title: String? = nil) -> Data {
        var field = AppKitNumberFormatterBuilderTests.field(formatter: formatter)
        if let title {
            field = field.replacingOccurrences(of: #"drawsBackground="YES""#, with: #"drawsBackground="YES" title="\#(title)""#)
        }
        return CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: field))
    }

    static func compile(_ xib: Data, locale: String) throws -> NibGraph {
        var options = CompileOptions()
        options.buildLocale = try #require(CompileOptions.BuildLocale(locale))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        return try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
    }

    @Test func theFormatIsTheBuildLocales() throws {
        // A narrow no-break space before the day period, as Xcode 26's nibs have it.
        let formats = [
            ("en_US", "MMMM d, y 'at' h:mm\u{202F}a"), ("en_AU", "d MMMM y 'at' h:mm\u{202F}a"), ("en_GB", "d MMMM y 'at' HH:mm"),
        ]
        for (locale, format) in formats {
            let graph = try Self.compile(Self.xib(formatter: Self.longAndShort), locale: locale)
            let formatter = try #require(graph.objects.first { $0.className == "NSDateFormatter" })
            #expect(graph.string(formatter.value(forKey: "NS.format")) == format)
            #expect(formatter.value(forKey: "NS.natural") == .bool(false))
        }
    }

    @Test func theAttributesAreListedByNameAndTheCellFlagsIt() throws {
        let relative = Self.longAndShort.replacingOccurrences(of: "id=", with: #"doesRelativeDateFormatting="YES" id="#)
        let graph = try Self.compile(Self.xib(formatter: relative), locale: "en_AU")
        let formatter = try #require(graph.objects.first { $0.className == "NSDateFormatter" })
        let members = graph.members(formatter.value(forKey: "NS.attributes"))
        let attributes = stride(from: 0, to: members.count, by: 2).compactMap { index in
            graph.string(members[index]).map { ($0, graph.object(members[index + 1])?.object.entries.first?.value) }
        }
        #expect(attributes.map(\.0) == ["dateStyle", "doesRelativeDateFormatting", "formatterBehavior", "timeStyle"])
        #expect(attributes.map(\.1) == [.integer(3), .bool(true), .integer(1040), .integer(1)])
        let cell = try #require(graph.objects.first { $0.className == "NSTextFieldCell" })
        let flags2 = try #require(cell.value(forKey: "NSCellFlags2").flatMap { if case .integer(let value) = $0 { value } else { nil } })
        #expect(flags2 & 0x8000_0000 != 0)
        #expect(graph.string(cell.value(forKey: "NSContents")) == "")
    }

    @Test func aTitleThatMayBeADateIsApproximatedAndOtherTitlesKept() throws {
        let kept = try Self.compile(Self.xib(formatter: Self.longAndShort, title: "Text Cell"), locale: "en_AU")
        let cell = try #require(kept.objects.first { $0.className == "NSTextFieldCell" })
        #expect(kept.string(cell.value(forKey: "NSContents")) == "Text Cell")
        let dated = try CompilerTestSupport.refusal(Self.xib(formatter: Self.longAndShort, title: "1 May 2020 at 9:00 am"))
        #expect(dated.diagnostics.map(\.objectID) == ["10"])
        let relative = Self.longAndShort.replacingOccurrences(of: "id=", with: #"doesRelativeDateFormatting="YES" id="#)
        #expect(try CompilerTestSupport.refusal(Self.xib(formatter: relative, title: "Today")).diagnostics.map(\.objectID) == ["10"])
        // With approximations, such a title is kept as its text (ibtool reads the date in the
        // build Mac's time zone).
        var approximating = CompileOptions(allowsApproximation: true)
        approximating.buildLocale = try #require(CompileOptions.BuildLocale("en_AU"))
        let output = try NibCompiler.compile(
            data: Self.xib(formatter: Self.longAndShort, title: "1 May 2020 at 9:00 am"), path: "Panel.xib", options: approximating)
        let approximated = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let datedCell = try #require(approximated.objects.first { $0.className == "NSTextFieldCell" })
        #expect(approximated.string(datedCell.value(forKey: "NSContents")) == "1 May 2020 at 9:00 am")
    }

    @Test func aCustomFormatOrAMissingStyleIsRefused() throws {
        let custom = #"<dateFormatter key="formatter" formatterBehavior="custom10_4" dateFormat="yyyy" id="12"/>"#
        // Its behavior and format left out (approximations), it has no style either: an error
        // --allow-approximation still meets.
        let customRefusal = try CompilerTestSupport.refusal(Self.xib(formatter: custom))
        #expect(customRefusal.diagnostics.map(\.objectID) == ["12", "12", "12"])
        #expect(
            customRefusal.diagnostics.last?.message
                == "even with --allow-approximation, a date formatter without a date or a time style is not known to the macOS compiler yet"
        )
        let noTime = #"<dateFormatter key="formatter" dateStyle="long" id="12"/>"#
        #expect(try CompilerTestSupport.refusal(Self.xib(formatter: noTime)).diagnostics.map(\.objectID) == ["12"])
    }
}

/// A content view's layout guides as Xcode 26 writes viraptor's `layout-guide`: the safe area
/// its constraints name is an `NSLayoutGuide` the view lists and no object of the document; each
/// saved guide is an `IBNSViewAutolayoutGuide` of its type.
@Suite struct AppKitLayoutGuideBuilderTests {
    static func xib(
        constraints: String, guides: String = #"<viewLayoutGuide key="safeArea" id="sg1"/><viewLayoutGuide key="layoutMargins" id="mg1"/>"#
    )
        -> Data
    {
        CompilerTestSupport.macOSXIB(
            objects: """
                <window title="W" id="7">
                    <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
                    <view key="contentView" id="8">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="9">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            </customView>
                        </subviews>
                        <constraints>\(constraints)</constraints>
                        \(guides)
                    </view>
                </window>
                """)
    }

    static let toSafeArea = #"<constraint firstItem="9" firstAttribute="top" secondItem="sg1" secondAttribute="top" id="c1"/>"#

    @Test func theSafeAreaIsAGuideTheViewListsAndTheSavedGuidesAreTyped() throws {
        let output = try NibCompiler.compile(data: Self.xib(constraints: Self.toSafeArea), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let guide = try #require(graph.objects.first { $0.className == "NSLayoutGuide" })
        #expect(graph.string(guide.value(forKey: "NSLayoutGuideIdentifier")) == "NSViewSafeAreaLayoutGuide")
        #expect(guide.value(forKey: "NSLayoutGuideLockedToOwningView") == .bool(true))
        let constraint = try #require(graph.objects.first { $0.className == "NSLayoutConstraint" })
        #expect(graph.object(constraint.value(forKey: "NSSecondItem"))?.object == guide)
        let content = try #require(graph.objects.first { $0.value(forKey: "NSViewLayoutGuides") != nil })
        #expect(graph.members(content.value(forKey: "NSViewLayoutGuides")).compactMap { graph.object($0)?.object } == [guide])
        let types = ["IBNSSafeAreaLayoutGuide", "IBNSLayoutMarginsGuide"].map {
            graph.object(content.value(forKey: $0))?.object.value(forKey: "IBNSLayoutGuideSystemType")
        }
        #expect(types == [.integer(2), .integer(1)])
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        #expect(!graph.members(data.value(forKey: "NSObjectsKeys")).contains { graph.object($0)?.object == guide })
        let subview = try #require(graph.objects.first { $0.className == "NSCustomView" })
        #expect(subview.value(forKey: "IBNSSafeAreaLayoutGuide") == .null)
    }

    @Test func guidesNoConstraintNamesOrTheMarginsNamedAndOlderXcodesAreRefused() throws {
        let unnamed = try CompilerTestSupport.refusal(Self.xib(constraints: ""))
        #expect(unnamed.diagnostics.map(\.objectID) == ["sg1"])
        let margins = Self.toSafeArea.replacingOccurrences(of: "sg1", with: "mg1")
        let onlyMargins = #"<viewLayoutGuide key="layoutMargins" id="mg1"/>"#
        #expect(try CompilerTestSupport.refusal(Self.xib(constraints: margins, guides: onlyMargins)).diagnostics.map(\.objectID) == ["mg1"])
        let older = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("14.3"))
        #expect(
            try CompilerTestSupport.refusal(Self.xib(constraints: Self.toSafeArea), options: older).diagnostics.map(\.objectID) == ["sg1"])
        let unknownKey = #"<viewLayoutGuide key="readableContent" id="sg1"/>"#
        #expect(
            try CompilerTestSupport.refusal(Self.xib(constraints: Self.toSafeArea, guides: unknownKey)).diagnostics.map(\.objectID).first
                == "sg1")
    }
}

/// A storyboard's view controller scenes as Xcode 26 writes Aerial's `Main.storyboard`: a scene
/// nib named by the controller's identifier holding it as a class swapper, a view nib reaching it
/// as `UpstreamPlaceholder-1`, and an `Info.plist` naming both and the controller's identifier.
@Suite struct AppKitStoryboardSceneBuilderTests {
    static func storyboard(scenes: String, initial: String = "") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="24118" \
            targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES"\(initial)>
                <scenes>\(scenes)</scenes>
            </document>
            """.utf8)
    }

    static func controllerScene(id: String = "10", attributes: String = #"storyboardIdentifier="Main" title="Main""#) -> String {
        """
        <scene sceneID="S\(id)"><objects>
            <viewController \(attributes) id="\(id)" customClass="MainController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" id="\(id)v">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <button verticalHuggingPriority="750" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)b">
                            <rect key="frame" x="20" y="20" width="80" height="32"/>
                            <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="\(id)c">
                                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                            <connections>
                                <action selector="go:" target="\(id)" id="\(id)a1"/>
                                <action selector="copy:" target="\(id)r" id="\(id)a2"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
                <connections>
                    <outlet property="goButton" destination="\(id)b" id="\(id)o1"/>
                    <outlet property="menu" destination="\(id)m" id="\(id)o2"/>
                </connections>
            </viewController>
            <customObject id="\(id)r" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
            <menu id="\(id)m"><items><menuItem title="One" id="\(id)i"/></items></menu>
        </objects></scene>
        """
    }

    static let options = CompileOptions(module: "App", minimumDeploymentTarget: "13.0", xcodeVersion: CompileOptions.XcodeVersion("26.0"))

    static func compile(_ data: Data) throws -> CompiledOutput {
        try NibCompiler.compile(data: data, path: "Main.storyboard", options: options)
    }

    static func graph(_ output: CompiledOutput, _ name: String) throws -> NibGraph {
        let file = try #require(output.files.first { $0.relativePath == name })
        return try CompiledNibReader.decode(file.contents, path: name).graph
    }

    static func info(_ output: CompiledOutput) throws -> [String: Any] {
        let file = try #require(output.files.first { $0.relativePath == "Info.plist" })
        return try #require(try PropertyListSerialization.propertyList(from: file.contents, format: nil) as? [String: Any])
    }

    static func connection(_ graph: NibGraph, _ label: String) -> NibGraph.Object? {
        graph.objects.first { graph.string($0.value(forKey: "NSLabel")) == label }
    }

    @Test func aSceneNibHoldsTheControllerAndItsViewNibTheView() throws {
        let output = try Self.compile(Self.storyboard(scenes: Self.controllerScene(), initial: #" initialViewController="10""#))
        #expect(output.files.map(\.relativePath) == ["10-view-10v.nib", "Info.plist", "Main.nib"])
        let info = try Self.info(output)
        #expect(info["NSViewControllerIdentifiersToNibNames"] as? [String: String] == ["Main": "Main"])
        #expect(info["NSStoryboardDesignatedEntryPointIdentifier"] as? String == "Main")
        #expect(info["NSStoryboardMainMenu"] == nil)
        let uuid = try #require((info["NSViewControllerIdentifiersToUUIDs"] as? [String: String])?["Main"])
        #expect(UUID(uuidString: uuid) != nil && uuid == uuid.uppercased())

        let scene = try Self.graph(output, "Main.nib")
        let controller = try #require(scene.objects.first { $0.className == "NSClassSwapper" })
        #expect(scene.string(controller.value(forKey: "NSClassName")) == "_TtC3App14MainController")
        #expect(scene.string(controller.value(forKey: "NSOriginalClassName")) == "NSViewController")
        #expect(scene.string(controller.value(forKey: "NSNibName")) == "10-view-10v")
        #expect(scene.string(controller.value(forKey: "NSStoryboardIdentifier")) == "Main")
        #expect(scene.string(controller.value(forKey: "uniqueIdentifierForStoryboardCompilation")) == uuid)
        #expect(controller.value(forKey: "connectionsRequireClassSwapperForStoryboardCompilation") == .bool(true))
        let table = scene.members(controller.value(forKey: "NSExternalObjectsTableForViewLoading"))
        #expect(table.count == 2 && scene.string(table[0]) == "UpstreamPlaceholder-1" && scene.object(table[1])?.object == controller)
        #expect(scene.object(Self.connection(scene, "sceneController")?.value(forKey: "NSDestination"))?.object == controller)
        let storyboard = try #require(scene.object(Self.connection(scene, "storyboard")?.value(forKey: "NSDestination"))?.object)
        #expect(scene.string(storyboard.value(forKey: "NSExternalObjectPlaceholderIdentifier")) == "NSStoryboardPlaceholder")
        #expect(scene.object(Self.connection(scene, "menu")?.value(forKey: "NSDestination"))?.object.className == "NSMenu")
        #expect(Self.connection(scene, "goButton") == nil)

        let view = try Self.graph(output, "10-view-10v.nib")
        let root = try #require(view.object(view.object(view.root?.value(forKey: "IB.objectdata"))?.object.value(forKey: "NSRoot")))
        let viewOutlet = try #require(Self.connection(view, "view"))
        #expect(view.object(viewOutlet.value(forKey: "NSSource"))?.index == root.index)
        #expect(view.object(viewOutlet.value(forKey: "NSDestination"))?.object.className == "NSView")
        let upstream = try #require(view.object(Self.connection(view, "goButton")?.value(forKey: "NSSource"))?.object)
        #expect(view.string(upstream.value(forKey: "NSExternalObjectPlaceholderIdentifier")) == "UpstreamPlaceholder-1")
        #expect(view.object(Self.connection(view, "go:")?.value(forKey: "NSDestination"))?.object == upstream)
        // An action sent to the scene's First Responder goes to no object, as a xib's to -1.
        #expect(try #require(Self.connection(view, "copy:")).value(forKey: "NSDestination") == nil)
        #expect(Self.connection(view, "menu") == nil)
    }

    /// A controller nothing reaches (no storyboard identifier, not the entry point, no segue's
    /// destination, no window's content) is left out with a warning, as ibtool leaves out an iOS
    /// storyboard's (`StoryboardCompiler`).
    @Test func anUnreachedControllerIsLeftOutWithAWarning() throws {
        let output = try Self.compile(
            Self.storyboard(scenes: Self.controllerScene(id: "10", attributes: "") + Self.controllerScene(id: "11")))
        #expect(output.files.map(\.relativePath) == ["11-view-11v.nib", "Info.plist", "Main.nib"])
        let warning = try #require(output.diagnostics.first { $0.objectID == "10" })
        #expect(warning.severity == .warning && warning.message.contains("unreachable"))
        // A storyboard nothing of which is reached keeps its Info.plist, naming no nib.
        let alone = try Self.compile(Self.storyboard(scenes: Self.controllerScene(id: "10", attributes: "")))
        #expect(alone.files.map(\.relativePath) == ["Info.plist"])
        #expect((try Self.info(alone)["NSViewControllerIdentifiersToNibNames"] as? [String: String])?.isEmpty == true)
    }

    /// A controller without a storyboard identifier (here the entry point) is named by its class
    /// and id, and keeps no `connectionsRequireClassSwapper…` (Prune's `AboutVC`); the same source
    /// gives the same bytes.
    @Test func anUnnamedControllerAndTheSameBytesTwice() throws {
        let data = Self.storyboard(scenes: Self.controllerScene(attributes: ""), initial: #" initialViewController="10""#)
        let output = try Self.compile(data)
        #expect(output.files.map(\.relativePath) == ["10-view-10v.nib", "Info.plist", "NSViewController-10.nib"])
        let controller = try #require(try Self.graph(output, "NSViewController-10.nib").objects.first { $0.className == "NSClassSwapper" })
        #expect(controller.value(forKey: "connectionsRequireClassSwapperForStoryboardCompilation") == nil)
        #expect(controller.value(forKey: "NSStoryboardIdentifier") == nil)
        #expect(try Self.compile(data).files == output.files)
        // Each controller its own identifier.
        let two = try Self.info(
            Self.compile(
                Self.storyboard(
                    scenes: Self.controllerScene() + Self.controllerScene(id: "11", attributes: ""),
                    initial: #" initialViewController="11""#)))
        let identifiers = try #require(two["NSViewControllerIdentifiersToUUIDs"] as? [String: String])
        #expect(identifiers.count == 2 && Set(identifiers.values).count == 2)
    }

    /// A controller of no custom class, which no pair shows, is refused; approximated, its class
    /// swapper names NSViewController as both its class and its original class.
    @Test func aControllerWithoutACustomClassIsApproximated() throws {
        let scene = Self.controllerScene().replacingOccurrences(of: #" customClass="MainController""#, with: "")
        let refusal = try #require(throws: CompileError.self) { try Self.compile(Self.storyboard(scenes: scene)) }
        #expect(refusal.diagnostics.map(\.objectID) == ["10"])
        var approximating = Self.options
        approximating.allowsApproximation = true
        let output = try NibCompiler.compile(data: Self.storyboard(scenes: scene), path: "Main.storyboard", options: approximating)
        #expect(output.diagnostics.map(\.severity) == [.warning])
        let controller = try #require(try Self.graph(output, "Main.nib").objects.first { $0.className == "NSClassSwapper" })
        let graph = try Self.graph(output, "Main.nib")
        #expect(graph.string(controller.value(forKey: "NSClassName")) == "NSViewController")
        #expect(graph.string(controller.value(forKey: "NSOriginalClassName")) == "NSViewController")
    }

    /// A refusal names what every scene found: a scene's approximation (a controller without a
    /// custom class) before a later scene the compiler cannot write (a subview it does not know),
    /// whose error says that the option would not write the document either.
    @Test func aRefusalNamesWhatEveryScenesFound() throws {
        let approximated = Self.controllerScene().replacingOccurrences(of: #" customClass="MainController""#, with: "")
        let unknown = Self.controllerScene(id: "20", attributes: #"storyboardIdentifier="Other""#)
            .replacingOccurrences(of: "<subviews>", with: #"<subviews><ruler id="20x"/>"#)
        let storyboard = Self.storyboard(scenes: approximated + unknown)
        let refusal = try #require(throws: CompileError.self) { try Self.compile(storyboard) }
        #expect(!refusal.isOnlyApproximations)
        let errors = refusal.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.objectID) == ["10", "20x"])
        #expect(errors.last?.message == "even with --allow-approximation, ruler is not known to the macOS compiler yet")
        var approximating = Self.options
        approximating.allowsApproximation = true
        let approximatedRefusal = try #require(throws: CompileError.self) {
            try NibCompiler.compile(data: storyboard, path: "Main.storyboard", options: approximating)
        }
        #expect(approximatedRefusal.diagnostics.filter { $0.severity == .error }.map(\.objectID) == ["20x"])
    }

    /// A controller whose view is a split view (Vienna's activity panel), which no pair shows,
    /// is refused naming the split view; approximated, its view nib's view outlet reaches the
    /// split view, written as one at the top level of a xib.
    @Test func aControllersSplitViewIsApproximated() throws {
        let scene = Self.controllerScene()
            .replacingOccurrences(of: #"<view key="view" id="10v">"#, with: #"<splitView key="view" vertical="YES" id="10v">"#)
            .replacingOccurrences(of: "</subviews>\n        </view>", with: "</subviews>\n        </splitView>")
        #expect(scene.contains("</splitView>"))
        let refusal = try #require(throws: CompileError.self) { try Self.compile(Self.storyboard(scenes: scene)) }
        #expect(refusal.diagnostics.map(\.objectID).contains("10v"), "\(refusal.message)")
        var approximating = Self.options
        approximating.allowsApproximation = true
        let output = try NibCompiler.compile(data: Self.storyboard(scenes: scene), path: "Main.storyboard", options: approximating)
        #expect(output.files.map(\.relativePath) == ["10-view-10v.nib", "Info.plist", "Main.nib"])
        let view = try Self.graph(output, "10-view-10v.nib")
        let viewOutlet = try #require(Self.connection(view, "view"))
        #expect(view.object(viewOutlet.value(forKey: "NSDestination"))?.object.className == "NSSplitView")
    }

    /// A scene's user defaults controller that the view binds to (Vienna's shared one,
    /// NetNewsWire's own), which no pair shows, is refused naming it; approximated, the view nib
    /// holds a controller too, which the binding's connector reaches.
    @Test(arguments: [#" representsSharedInstance="YES""#, ""])
    func aScenesUserDefaultsControllerIsInTheViewNibToo(shared: String) throws {
        let scene = Self.controllerScene()
            .replacingOccurrences(
                of: #"<action selector="copy:" target="10r" id="10a2"/>"#,
                with: #"<binding destination="10u" name="enabled" keyPath="values.go" id="10g"/>"#
            )
            .replacingOccurrences(
                of: #"<menu id="10m">"#, with: #"<userDefaultsController\#(shared) id="10u"/><menu id="10m">"#)
        let refusal = try #require(throws: CompileError.self) { try Self.compile(Self.storyboard(scenes: scene)) }
        #expect(refusal.diagnostics.map(\.objectID).contains("10u"), "\(refusal.message)")
        var approximating = Self.options
        approximating.allowsApproximation = true
        let output = try NibCompiler.compile(data: Self.storyboard(scenes: scene), path: "Main.storyboard", options: approximating)
        let view = try Self.graph(output, "10-view-10v.nib")
        let binding = try #require(view.objects.first { $0.className == "NSNibBindingConnector" })
        #expect(view.object(binding.value(forKey: "NSDestination"))?.object.className == "NSUserDefaultsController")
        #expect(try Self.graph(output, "Main.nib").objects.contains { $0.className == "NSUserDefaultsController" })
    }

    @Test func whatThePairsDoNotShowIsRefusedNamingIt() throws {
        let segue = Self.controllerScene().replacingOccurrences(
            of: #"<outlet property="menu""#, with: #"<segue destination="10" kind="show" id="sg"/><outlet property="menu""#)
        let windowController = #"""
            <scene sceneID="W"><objects><windowController id="20" sceneMemberID="viewController"/>
            <customObject id="21" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/></objects></scene>
            """#
        let cases: [(scenes: String, initial: String, objectID: String?)] = [
            (segue, "", "sg"),
            (
                Self.controllerScene(attributes: "").replacingOccurrences(of: #" customClass="MainController""#, with: ""),
                #" initialViewController="10""#, "10"
            ),
            (Self.controllerScene() + Self.controllerScene(id: "11"), "", "11"),
            (Self.controllerScene(attributes: #"storyboardIdentifier="a/b""#), "", "10"),
            (Self.controllerScene(), #" initialViewController="99""#, "99"),
        ]
        for (scenes, initial, objectID) in cases {
            let error = try #require(throws: CompileError.self) { try Self.compile(Self.storyboard(scenes: scenes, initial: initial)) }
            #expect(error.diagnostics.map(\.objectID) == [objectID], "\(error.message)")
        }
        // A controller named MainMenu takes the main menu's nib name, before or after its scene.
        let application = #"""
            <scene sceneID="A"><objects><application id="30" sceneMemberID="viewController">
            <menu key="mainMenu" title="Main Menu" systemMenu="main" id="31"><items/></menu></application>
            <customObject id="32" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/></objects></scene>
            """#
        let mainMenu = Self.controllerScene(attributes: #"storyboardIdentifier="MainMenu""#)
        for scenes in [mainMenu + application, application + mainMenu] {
            #expect(throws: CompileError.self) { try Self.compile(Self.storyboard(scenes: scenes)) }
        }
        #expect(throws: Never.self) { try Self.compile(Self.storyboard(scenes: application + Self.controllerScene())) }
        let refused = try #require(throws: CompileError.self) {
            try Self.compile(Self.storyboard(scenes: windowController, initial: #" initialViewController="20""#))
        }
        #expect(refused.diagnostics.map(\.objectID) == ["20"], "\(refused.message)")
    }

    /// A window controller scene showing controller 10 (`window` and `connections` replaced when given).
    static func windowControllerScene(attributes: String = "", window: String? = nil) -> String {
        """
        <scene sceneID="W"><objects>
            <windowController \(attributes) id="20" sceneMemberID="viewController">
                \(window ?? """
                <window key="window" title="App" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="22">
                    <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                    <rect key="contentRect" x="196" y="240" width="480" height="270"/>
                    <rect key="screenRect" x="0.0" y="0.0" width="1680" height="1027"/>
                    <connections><outlet property="delegate" destination="20" id="23"/></connections>
                </window>
                """)
                <connections>
                    <segue destination="10" kind="relationship" relationship="window.shadowedContentViewController" id="24"/>
                </connections>
            </windowController>
            <customObject id="21" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
        </objects></scene>
        """
    }

    /// A window controller scene is one nib: the controller with its window (an empty content
    /// view as large as the window's content) and the controller it shows as that controller's
    /// scene nib has it, the window's content controller set by a runtime attribute; its
    /// connections in Xcode's order (Prune's `Main.storyboard`, compared with Xcode's by
    /// `AppKitWindowControllerSceneConformanceTests`).
    /// Controller 10's scene without its menu, which a window controller's nib does not hold.
    static let shownControllerScene = controllerScene(attributes: "")
        .replacingOccurrences(of: #"<outlet property="menu" destination="10m" id="10o2"/>"#, with: "")
        .replacingOccurrences(of: #"<menu id="10m"><items><menuItem title="One" id="10i"/></items></menu>"#, with: "")

    /// The macOS app template's view controller: no storyboard identifier, no connections. Its
    /// swapper in the window controller's nib names no placeholder, and its view nib has none,
    /// as viraptor/ibtool writes them after Apple's nibs; with one outlet, both have it.
    @Test func anUnconnectedShownControllerHasNoPlaceholder() throws {
        let bare = #"""
            <scene sceneID="S10"><objects>
                <viewController id="10" customClass="MainController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" id="10v"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/><autoresizingMask key="autoresizingMask"/></view>
                </viewController>
                <customObject id="10r" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
            </objects></scene>
            """#
        func placeholders(_ scenes: String) throws -> (table: Int, inView: Bool) {
            let output = try Self.compile(
                Self.storyboard(scenes: Self.windowControllerScene() + scenes, initial: #" initialViewController="20""#))
            let scene = try Self.graph(output, "NSWindowController-20.nib")
            let swapper = try #require(scene.objects.first { $0.value(forKey: "NSNibName") != nil })
            let view = try Self.graph(output, "10-view-10v.nib")
            let inView = view.objects.contains {
                view.string($0.value(forKey: "NSExternalObjectPlaceholderIdentifier")) == "UpstreamPlaceholder-1"
            }
            return (scene.members(swapper.value(forKey: "NSExternalObjectsTableForViewLoading")).count, inView)
        }
        let unconnected = try placeholders(bare)
        #expect(unconnected.table == 0 && !unconnected.inView)
        let connected = try placeholders(
            bare.replacingOccurrences(
                of: "</viewController>",
                with: #"<connections><outlet property="content" destination="10v" id="10o"/></connections></viewController>"#))
        #expect(connected.table == 2 && connected.inView)
    }

    @Test func aWindowControllerHoldsItsWindowAndTheControllerItShows() throws {
        let scenes = Self.windowControllerScene() + Self.shownControllerScene
        let output = try Self.compile(Self.storyboard(scenes: scenes, initial: #" initialViewController="20""#))
        // The shown controller, which nothing else reaches, has its view nib alone.
        #expect(output.files.map(\.relativePath) == ["10-view-10v.nib", "Info.plist", "NSWindowController-20.nib"])
        let info = try Self.info(output)
        #expect(info["NSStoryboardDesignatedEntryPointIdentifier"] as? String == "NSWindowController-20")
        #expect((info["NSViewControllerIdentifiersToUUIDs"] as? [String: String]).map { Array($0.keys) } == ["NSWindowController-20"])
        let scene = try Self.graph(output, "NSWindowController-20.nib")
        let controller = try #require(scene.objects.first { $0.className == "NSWindowController" })
        let window = try #require(scene.object(controller.value(forKey: "IBWindowTemplate"))?.object)
        let contentView = try #require(scene.object(window.value(forKey: "NSWindowView"))?.object)
        #expect(scene.string(contentView.value(forKey: "NSFrameSize")) == "{480, 270}")
        #expect(window.value(forKey: "NSMinFullScreenContentSize") == nil)
        let content = try #require(scene.object(controller.value(forKey: "IBWindowTemplateContentViewController"))?.object)
        #expect(scene.string(content.value(forKey: "NSNibName")) == "10-view-10v")
        let data = try #require(scene.object(scene.root?.value(forKey: "IB.objectdata"))?.object)
        let connections = scene.members(data.value(forKey: "NSConnections")).compactMap { scene.object($0)?.object }
        #expect(
            connections.map { scene.string($0.value(forKey: "NSLabel")) } == [
                "sceneController", "storyboard", "delegate", "storyboard", "window", nil,
            ])
        #expect(scene.members(connections.last?.value(forKey: "NSKeyPaths")).map { scene.string($0) } == ["contentViewController"])
    }

    /// An application scene whose main menu's one `item` sends `action` to First Responder and
    /// shows the controller `showing`.
    static func applicationScene(item: String, action: String, showing: String) -> String {
        """
        <scene sceneID="A"><objects><application id="30" sceneMemberID="viewController">
        <menu key="mainMenu" title="Main Menu" systemMenu="main" id="31"><items>
            <menuItem title="\(item)" id="33"><connections>
                <action selector="\(action)" target="32" id="34"/>
                <segue destination="\(showing)" kind="show" id="35"/>
            </connections></menuItem>
        </items></menu></application>
        <customObject id="32" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/></objects></scene>
        """
    }

    /// A menu item's show segue is a top-level template naming the controller it shows and its
    /// unique identifier, which the item sends `perform:` instead of its action; the template's
    /// controller is the main menu (Prune's About item, Xcode 26.6).
    @Test func aMenuItemsShowSeguePerformsATemplate() throws {
        let application = Self.applicationScene(item: "About", action: "orderFrontStandardAboutPanel:", showing: "10")
        let output = try Self.compile(Self.storyboard(scenes: application + Self.controllerScene(attributes: "")))
        let uuid = try #require((Self.info(output)["NSViewControllerIdentifiersToUUIDs"] as? [String: String])?["NSViewController-10"])
        let menu = try Self.graph(output, "MainMenu.nib")
        let template = try #require(menu.objects.first { $0.className == "NSStoryboardShowSegueTemplate" })
        #expect(menu.string(template.value(forKey: "NSTrigger")) == "IBSegueTriggerAction")
        #expect(menu.string(template.value(forKey: "NSDestinationControllerIdentifier")) == "NSViewController-10")
        #expect(menu.string(template.value(forKey: "NSUniqueControllerIdentifier")) == uuid)
        #expect(menu.object(Self.connection(menu, "perform:")?.value(forKey: "NSDestination"))?.object == template)
        #expect(Self.connection(menu, "orderFrontStandardAboutPanel:") == nil)
        #expect(menu.object(Self.connection(menu, "controller")?.value(forKey: "NSDestination"))?.object.className == "NSMenu")
        let data = try #require(menu.object(menu.root?.value(forKey: "IB.objectdata"))?.object)
        let topLevel = menu.members(data.value(forKey: "NSObjectsKeys")).compactMap { menu.object($0)?.object.className }
        #expect(
            Array(topLevel.prefix(4)) == [
                "NSCustomObject", "NSStoryboardShowSegueTemplate", "NSCustomObject", "NSNibExternalObjectPlaceholder",
            ])
    }

    /// A menu item showing a scene the compiler writes no template for (LyricsX's and Vienna's
    /// Preferences items, whose window controllers it cannot write) is refused, and under
    /// `--allow-approximation` the item is written without the segue, keeping its action.
    @Test func aMenuItemsSegueWithoutATemplateIsAnApproximation() throws {
        let application = Self.applicationScene(item: "Preferences…", action: "showPreferences:", showing: "99")
        let storyboard = Self.storyboard(scenes: application + Self.controllerScene(attributes: ""))
        #expect(throws: CompileError.self) { try NibCompiler.compile(data: storyboard, path: "Main.storyboard") }
        let output = try NibCompiler.compile(
            data: storyboard, path: "Main.storyboard", options: CompileOptions(allowsApproximation: true))
        #expect(
            output.diagnostics.map(\.message).contains(
                "a menu item's segue to 99, which the macOS compiler has no template for, is left out"))
        let menu = try Self.graph(output, "MainMenu.nib")
        #expect(Self.connection(menu, "showPreferences:") != nil)
        #expect(!menu.objects.contains { $0.className == "NSStoryboardShowSegueTemplate" })
    }

    /// A controller's sheet segue is a template naming the controller it shows, with outlets to
    /// the controller and the storyboard (Prune's `loginView`); a window controller with a
    /// storyboard identifier (an approximation), a content view of its own or a shown controller
    /// holding more than its view (an approximation) is refused.
    @Test func sheetSeguesAndWhatWindowControllersMayNotHave() throws {
        let sheet = Self.controllerScene().replacingOccurrences(
            of: #"<outlet property="menu""#,
            with: #"<segue destination="11" kind="sheet" identifier="login" id="sg"/><outlet property="menu""#)
        let output = try Self.compile(Self.storyboard(scenes: sheet + Self.controllerScene(id: "11", attributes: "")))
        let scene = try Self.graph(output, "Main.nib")
        let template = try #require(scene.objects.first { $0.className == "NSStoryboardSheetSegueTemplate" })
        #expect(scene.string(template.value(forKey: "NSIdentifier")) == "login")
        #expect(scene.string(template.value(forKey: "NSTrigger")) == "IBSegueTriggerManual")
        #expect(scene.string(template.value(forKey: "NSDestinationControllerIdentifier")) == "NSViewController-11")
        #expect(scene.object(Self.connection(scene, "controller")?.value(forKey: "NSDestination"))?.object.className == "NSClassSwapper")

        let named = Self.windowControllerScene(attributes: #"storyboardIdentifier="Main""#) + Self.shownControllerScene
        let refusedName = try #require(throws: CompileError.self) { try Self.compile(Self.storyboard(scenes: named)) }
        #expect(refusedName.diagnostics.map(\.objectID) == ["20"])
        let withView =
            Self.windowControllerScene(
                window: """
                    <window key="window" title="App" id="22"><rect key="contentRect" x="0" y="0" width="480" height="270"/>
                    <view key="contentView" id="25"><rect key="frame" x="0" y="0" width="480" height="270"/></view></window>
                    """) + Self.shownControllerScene
        let refusedView = try #require(throws: CompileError.self) {
            try Self.compile(Self.storyboard(scenes: withView, initial: #" initialViewController="20""#))
        }
        #expect(refusedView.diagnostics.map(\.objectID) == ["25"], "\(refusedView.message)")
        // A shown controller with a menu of its own and an outlet to it: an approximation
        // (`sceneObjectsBesideTheViewsAreInTheWindowControllersNib`).
        let withMenu = Self.storyboard(
            scenes: Self.windowControllerScene() + Self.controllerScene(attributes: ""), initial: #" initialViewController="20""#)
        let refusedMenu = try #require(throws: CompileError.self) { try Self.compile(withMenu) }
        #expect(refusedMenu.diagnostics.map(\.objectID) == ["10m"], "\(refusedMenu.message)")
        var options = Self.options
        options.allowsApproximation = true
        let approximated = try NibCompiler.compile(data: withMenu, path: "Main.storyboard", options: options)
        #expect(try Self.graph(approximated, "NSWindowController-20.nib").objects.contains { $0.className == "NSMenu" })
    }
}

/// Segmented controls as Xcode 26 writes Prune's (its conformance test compares the archive):
/// labels by index, localizable in Base.lproj; what no pair shows is refused naming it, or
/// approximated with AppKit's keys.
@Suite struct AppKitSegmentedControlBuilderTests {
    static func control(
        cell: String = #"borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne""#, segments: String,
        resources: String = ""
    ) -> Data {
        CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                    <segmentedControl fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                        <rect key="frame" x="20" y="20" width="160" height="24"/>
                        <segmentedCell key="cell" \(cell) id="10">
                            <font key="font" metaFont="system"/>
                            <segments>\(segments)</segments>
                        </segmentedCell>
                    </segmentedControl>
                    """),
            resources: resources)
    }

    /// A segment showing a symbol (CotEditor's print panel alignments, iTerm2's settings), which
    /// no pair shows: refused naming the cell, and under `--allow-approximation` its image by
    /// name in the system catalog, as an image view's symbol is.
    @Test func aSymbolSegmentIsAnApproximation() throws {
        let xib = Self.control(
            segments: #"<segment image="arrow.backward.to.line" catalog="system" selected="YES"/>"#,
            resources: #"<image name="arrow.backward.to.line" catalog="system" width="15" height="12"/>"#)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["10"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let cell = try #require(graph.objects.first { $0.className == "NSSegmentedCell" })
        let item = try #require(graph.members(cell.value(forKey: "NSSegmentImages")).first.flatMap { graph.object($0)?.object })
        let image = try #require(graph.object(item.value(forKey: "NSSegmentItemImage"))?.object)
        #expect(graph.string(image.value(forKey: "NSResourceName")) == "arrow.backward.to.line")
        #expect(graph.string(image.value(forKey: "NSCatalogName")) == "system")
    }

    static let twoSegments = #"<segment label="One"/><segment label="Two" selected="YES"/>"#

    @Test func segmentsKeepTheirLabelsAndTheSelection() throws {
        let output = try NibCompiler.compile(data: Self.control(segments: Self.twoSegments), path: "/p/Base.lproj/Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cell = try #require(graph.objects.first { $0.className == "NSSegmentedCell" })
        #expect(cell.value(forKey: "NSSelectedSegment") == .integer(1))
        let items = graph.members(cell.value(forKey: "NSSegmentImages")).compactMap { graph.object($0)?.object }
        #expect(items.map { graph.string($0.value(forKey: "NSSegmentItemLabel")) } == ["One", "Two"])
        #expect(items.map { $0.value(forKey: "NSSegmentItemSelected") } == [nil, .bool(true)])
        let label = try #require(graph.object(items[1].value(forKey: "NSSegmentItemLabel"))?.object)
        #expect(graph.string(label.value(forKey: "NSKey")) == "10.ibShadowedLabels[1]")
        let control = try #require(graph.objects.first { $0.className == "NSSegmentedControl" })
        #expect(graph.members(control.value(forKey: "NSSubviews")).isEmpty && control.value(forKey: "NSSubviews") != nil)
    }

    /// A segmented control's identifier (MacPass's find banner), which no pair shows, is refused
    /// naming the control; under `--allow-approximation` its cell archives it too, as a text
    /// field's does.
    @Test func anIdentifierIsAnApproximation() throws {
        let source = String(decoding: Self.control(segments: Self.twoSegments), as: UTF8.self).replacingOccurrences(
            of: #"<segmentedControl fixedFrame="YES""#, with: #"<segmentedControl identifier="mode" fixedFrame="YES""#)
        let xib = Data(source.utf8)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["9"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let cell = try #require(graph.objects.first { $0.className == "NSSegmentedCell" })
        let control = try #require(graph.objects.first { $0.className == "NSSegmentedControl" })
        #expect(graph.string(cell.value(forKey: "NSCellIdentifier")) == "mode")
        #expect(graph.string(control.value(forKey: "NSReuseIdentifierKey")) == "mode")
    }

    /// A segmented cell's own action (a find banner's), which no pair shows, is refused; under
    /// `--allow-approximation` a control connector from the cell.
    @Test func aCellsOwnActionIsAnApproximation() throws {
        let source = String(decoding: Self.control(segments: Self.twoSegments), as: UTF8.self).replacingOccurrences(
            of: "</segments>", with: #"</segments><connections><action selector="find:" target="-2" id="a1"/></connections>"#)
        let xib = Data(source.utf8)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.contains { $0.message.hasPrefix("a cell's own connections") })
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let connector = try #require(graph.objects.first { $0.className == "NSNibControlConnector" })
        #expect(graph.object(connector.value(forKey: "NSSource"))?.object.className == "NSSegmentedCell")
    }

    /// A small segmented cell that is on, of the automatic style (approximated): the small
    /// cells' bit of `NSCellFlags2`, the state bit of `NSCellFlags` and no `NSSegmentStyle`, as
    /// Interface Builder 3's archives of AppKit show them.
    @Test func aSmallOnCellOfTheAutomaticStyle() throws {
        func cell(_ attributes: String) throws -> NibGraph.Object {
            let xib = Self.control(cell: attributes, segments: Self.twoSegments)
            let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
            return try #require(graph.objects.first { $0.className == "NSSegmentedCell" })
        }
        let plain = try cell(#"borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne""#)
        let small = try cell(#"borderStyle="border" alignment="left" style="automatic" controlSize="small" state="on""#)
        #expect(plain.value(forKey: "NSCellFlags2") == .integer(0))
        #expect(small.value(forKey: "NSCellFlags2") == .integer(0x2_0000))
        guard case .integer(let flags) = small.value(forKey: "NSCellFlags"),
            case .integer(let plainFlags) = plain.value(forKey: "NSCellFlags")
        else { throw CocoaError(.coderValueNotFound) }
        #expect(flags == plainFlags | Int64(Int32.min))
        #expect(plain.value(forKey: "NSSegmentStyle") == .integer(1))
        #expect(small.value(forKey: "NSSegmentStyle") == nil)
    }

    /// Other styles, tracking modes and segments with widths, tags or images are refused
    /// naming the cell, and written with AppKit's keys under `--allow-approximation`; a rounded
    /// control selecting no segment is refused either way.
    @Test func otherStylesAndSegmentsAreApproximations() throws {
        let cases: [Data] = [
            Self.control(cell: #"style="texturedSquare" trackingMode="selectOne""#, segments: Self.twoSegments),
            Self.control(cell: #"style="rounded" trackingMode="momentary""#, segments: Self.twoSegments),
            Self.control(segments: #"<segment label="One" width="40" selected="YES"/>"#),
            Self.control(segments: #"<segment image="NSAddTemplate" selected="YES"/>"#),
        ]
        for xib in cases {
            #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["10"])
        }
        let noneSelected = Self.control(segments: #"<segment label="One"/><segment label="Two"/>"#)
        var options = CompileOptions()
        options.allowsApproximation = true
        let refusal = try #require(throws: CompileError.self) {
            try NibCompiler.compile(data: noneSelected, path: "Panel.xib", options: options)
        }
        #expect(refusal.diagnostics.map(\.objectID) == ["10"])

        let momentary = Self.control(
            cell: #"borderStyle="border" alignment="left" style="roundRect" trackingMode="momentary""#,
            segments: #"<segment image="NSAddTemplate" width="32" tag="7"/><segment label="Off" enabled="NO" imageScaling="none"/>"#)
        let output = try NibCompiler.compile(data: momentary, path: "Panel.xib", options: options)
        #expect(output.diagnostics.map(\.objectID) == ["10"])
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cell = try #require(graph.objects.first { $0.className == "NSSegmentedCell" })
        #expect(cell.value(forKey: "NSSegmentStyle") == .integer(3))
        #expect(cell.value(forKey: "NSTrackingMode") == .integer(2))
        #expect(cell.value(forKey: "NSSelectedSegment") == nil)
        let items = graph.members(cell.value(forKey: "NSSegmentImages")).compactMap { graph.object($0)?.object }
        #expect(items.map { $0.value(forKey: "NSSegmentItemTag") } == [.integer(7), nil])
        #expect(items.map { $0.value(forKey: "NSSegmentItemWidth") } == [.double(32), nil])
        #expect(items.map { $0.value(forKey: "NSSegmentItemDisabled") } == [nil, .bool(true)])
        #expect(items.map { $0.value(forKey: "NSSegmentItemImageScaling") } == [.integer(0), .integer(2)])
        let image = try #require(graph.object(items[0].value(forKey: "NSSegmentItemImage"))?.object)
        #expect(graph.string(image.value(forKey: "NSResourceName")) == "NSAddTemplate")

        // Tooltips (SameBoy's `GBS`), localizable by index as the labels are.
        let tips = Self.control(
            cell: #"borderStyle="border" alignment="left" style="texturedRounded" trackingMode="momentary""#,
            segments: #"<segment toolTip="Previous Track" image="NSAddTemplate"/><segment image="NSAddTemplate" tag="1"/>"#)
        let tipsOutput = try NibCompiler.compile(data: tips, path: "/p/Base.lproj/Panel.xib", options: options)
        let tipsGraph = try CompiledNibReader.decode(tipsOutput.files[0].contents, path: "Panel.nib").graph
        let tipsCell = try #require(tipsGraph.objects.first { $0.className == "NSSegmentedCell" })
        let tipItems = tipsGraph.members(tipsCell.value(forKey: "NSSegmentImages")).compactMap { tipsGraph.object($0)?.object }
        #expect(tipItems.map { tipsGraph.string($0.value(forKey: "NSSegmentItemTooltip")) } == ["Previous Track", nil])
        let tip = try #require(tipsGraph.object(tipItems[0].value(forKey: "NSSegmentItemTooltip"))?.object)
        #expect(tipsGraph.string(tip.value(forKey: "NSKey")) == "10.ibShadowedToolTips[0]")

        // A segment saved with a nil label (IINA's disclosure segment) is one without a label.
        let nilLabel = Self.control(
            cell: #"borderStyle="border" alignment="left" style="rounded" trackingMode="momentary""#,
            segments: #"<segment label="Load"/><segment image="NSAddTemplate" tag="1"><nil key="label"/></segment>"#)
        #expect(try CompilerTestSupport.refusal(nilLabel).diagnostics.map(\.objectID) == ["10"])
        let nilLabelGraph = try CompilerTestSupport.compiledMacOSGraph(nilLabel, options: options)
        let nilLabelCell = try #require(nilLabelGraph.objects.first { $0.className == "NSSegmentedCell" })
        let nilLabelItems = nilLabelGraph.members(nilLabelCell.value(forKey: "NSSegmentImages")).compactMap {
            nilLabelGraph.object($0)?.object
        }
        #expect(nilLabelItems.map { $0.value(forKey: "NSSegmentItemLabel") == nil } == [false, true])

        let older = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("14.3"))
        #expect(
            try CompilerTestSupport.refusal(Self.control(segments: Self.twoSegments), options: older).diagnostics.map(\.objectID) == ["9"])
    }
}

/// A control's identifier as Xcode 26.6 archives Prune's: the view's, and its cell's copy for
/// buttons and text fields; refused on the controls whose cells the pairs do not show with one.
@Suite struct AppKitCellIdentifierBuilderTests {
    static let field = """
        <textField identifier="server" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
            <rect key="frame" x="20" y="20" width="96" height="22"/>
            <textFieldCell key="cell" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="10">
                <font key="font" metaFont="system"/>
            </textFieldCell>
        </textField>
        """

    /// A continuous field sends on periodic events too, as Xcode 26 archived Aerial's margin
    /// fields (`OverlaysViewController`: cell flags `0x80000` more, mask `0x10004`).
    @Test func aContinuousFieldSendsPeriodically() throws {
        let continuous = Self.field.replacingOccurrences(of: #"editable="YES""#, with: #"editable="YES" continuous="YES""#)
        let graph = try CompiledNibReader.decode(
            try NibCompiler.compile(
                data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: continuous)), path: "Panel.xib"
            ).files[0].contents, path: "Panel.nib"
        ).graph
        let field = try #require(graph.objects.first { $0.className == "NSTextField" })
        #expect(field.value(forKey: "NSControlContinuous") == .bool(true))
        #expect(field.value(forKey: "NSControlSendActionMask") == .integer(0x1_0004))
        let cell = try #require(graph.object(field.value(forKey: "NSCell"))?.object)
        guard case .integer(let flags) = cell.value(forKey: "NSCellFlags") else {
            Issue.record("no cell flags")
            return
        }
        #expect(flags & 0x8_0000 != 0)
    }

    @Test func aTextFieldsCellCopiesItsIdentifier() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.field))
        let graph = try CompiledNibReader.decode(try NibCompiler.compile(data: xib, path: "Panel.xib").files[0].contents, path: "Panel.nib")
            .graph
        let field = try #require(graph.objects.first { $0.className == "NSTextField" })
        #expect(graph.string(field.value(forKey: "NSReuseIdentifierKey")) == "server")
        let cell = try #require(graph.object(field.value(forKey: "NSCell"))?.object)
        #expect(graph.string(cell.value(forKey: "NSCellIdentifier")) == "server")
    }

    /// A pop-up's cell copies its identifier as a button's (Aerial's `OverlaysViewController`);
    /// a slider's, which no pair shows with one, is refused, and copied to its cell under
    /// `--allow-approximation`.
    @Test func aPopUpsCellCopiesItsIdentifierAndASlidersIsRefused() throws {
        let popUp = """
            <popUpButton identifier="pick" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                <rect key="frame" x="20" y="20" width="96" height="25"/>
                <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" \
            borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="10">
                    <behavior key="behavior" lightByBackground="YES" lightByGray="YES"/>
                    <font key="font" metaFont="menu"/>
                    <menu key="menu" id="11"/>
                </popUpButtonCell>
            </popUpButton>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: popUp))
        let graph = try CompiledNibReader.decode(try NibCompiler.compile(data: xib, path: "Panel.xib").files[0].contents, path: "Panel.nib")
            .graph
        let cell = try #require(graph.objects.first { $0.className == "NSPopUpButtonCell" })
        #expect(graph.string(cell.value(forKey: "NSCellIdentifier")) == "pick")
        let slider = """
            <slider identifier="level" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                <rect key="frame" x="20" y="20" width="96" height="28"/>
                <sliderCell key="cell" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" \
            sliderType="linear" id="10"/>
            </slider>
            """
        let refused = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: slider))
        #expect(try CompilerTestSupport.refusal(refused).diagnostics.map(\.objectID) == ["9"])
        let approximated = try CompilerTestSupport.compiledMacOSGraph(refused, options: CompileOptions(allowsApproximation: true))
        let sliderCell = try #require(approximated.objects.first { $0.className == "NSSliderCell" })
        #expect(approximated.string(sliderCell.value(forKey: "NSCellIdentifier")) == "level")
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

/// A hidden menu item says so first of its values, as Xcode 26 archived a pop-up's item of
/// Aerial's `OverlaysViewController`.
@Suite struct AppKitHiddenMenuItemBuilderTests {
    @Test func aHiddenItemIsArchivedHidden() throws {
        let menu = """
            <menu id="9"><items>
                <menuItem title="Shown" id="10"/>
                <menuItem title="Hidden" hidden="YES" id="11"/>
            </items></menu>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: menu)
        let graph = try CompiledNibReader.decode(try NibCompiler.compile(data: xib, path: "Menu.xib").files[0].contents, path: "Menu.nib")
            .graph
        let items = graph.objects.filter { $0.className == "NSMenuItem" }
        #expect(items.map { $0.value(forKey: "NSIsHidden") } == [nil, .bool(true)])
    }

    /// A menu item at the top level (SameBoy's `Document`), which no pair shows, is refused; with
    /// `--allow-approximation` it is a top-level object of the nib, an item of no menu.
    @Test func aTopLevelItemIsAnApproximation() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: #"<menuItem title="Cartridge RAM" id="9"/>"#)
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["9"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let item = try #require(graph.objects.first { $0.className == "NSMenuItem" })
        #expect(graph.string(item.value(forKey: "NSTitle")) == "Cartridge RAM")
        #expect(item.value(forKey: "NSMenu") == nil)
        let data = try #require(graph.objects.first { $0.className == "NSIBObjectData" })
        let topLevel = graph.members(data.value(forKey: "NSVisibleWindows")) + graph.members(data.value(forKey: "NSObjectsKeys"))
        #expect(topLevel.contains(.object(try #require(graph.objects.firstIndex(of: item)))))
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

/// A heads-up display panel's style, as Xcode 26 archived Aerial's weather preview
/// (`OverlaysViewController`: titled, closable, resizable, utility and HUD, 0x201B).
@Suite struct AppKitHUDWindowBuilderTests {
    @Test func aHUDPanelSetsItsStyleBit() throws {
        let panel = """
            <window title="Preview" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="7" customClass="NSPanel">
                <windowStyleMask key="styleMask" titled="YES" closable="YES" resizable="YES" utility="YES" HUD="YES"/>
                <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
            </window>
            """
        let graph = try CompiledNibReader.decode(
            try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: panel), path: "Panel.xib").files[0].contents,
            path: "Panel.nib"
        ).graph
        let template = try #require(graph.objects.first { $0.className == "NSWindowTemplate" })
        #expect(template.value(forKey: "NSWindowStyleMask") == .integer(0x201B))
    }

    /// A content border (SameBoy's `CheatSearch`: 22 points at the bottom), which no pair shows, is
    /// refused; with `--allow-approximation` written with AppKit's keys, not recalculated.
    @Test func aContentBorderIsAnApproximation() throws {
        let window = """
            <window title="Cheats" id="7">
                <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
                <contentBorderThickness minY="22"/>
            </window>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: window)
        let refusal = try CompilerTestSupport.refusal(xib)
        #expect(
            refusal.diagnostics.map(\.message) == [
                "a window's content border thickness, which no pair shows, is written with AppKit's keys for it in a form Xcode's may not share"
            ])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let template = try #require(graph.objects.first { $0.className == "NSWindowTemplate" })
        #expect(template.value(forKey: "NSContentBorderThicknessMinY") == .double(22))
        #expect(template.value(forKey: "NSAutorecalculatesContentBorderThicknessMinY") == .bool(false))
        #expect(template.value(forKey: "NSContentBorderThicknessMaxY") == nil)
        let unreadable = CompilerTestSupport.macOSXIB(objects: window.replacingOccurrences(of: #"minY="22""#, with: #"minY="wide""#))
        #expect(
            try CompilerTestSupport.refusal(unreadable, options: CompileOptions(allowsApproximation: true)).diagnostics.last?.message
                == #"minY="wide" of a contentBorderThickness is not a number"#)
    }
}

/// Matrices of radio buttons as Xcode 26 writes viraptor's `test-matrix-flags` (its pair is
/// graph-identical): the prototype and the cells are objects of the document; other modes and
/// check box cells are approximations, other cells refused naming the element.
@Suite struct AppKitMatrixBuilderTests {
    static func matrix(attributes: String = "", cellType: String = "radio") -> Data {
        CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                    <matrix verticalHuggingPriority="750" \(attributes) id="3">
                        <rect key="frame" x="20" y="20" width="100" height="40"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <size key="cellSize" width="100" height="18"/>
                        <size key="intercellSpacing" width="4" height="2"/>
                        <buttonCell key="prototype" type="radio" title="Radio" imagePosition="left" alignment="left" inset="2" id="4">
                            <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                        <cells><column>
                            <buttonCell type="\(cellType)" title="A" imagePosition="left" alignment="left" inset="2" id="5">
                                <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </column></cells>
                    </matrix>
                    """))
    }

    @Test func aRadioMatrixListsItsPrototypeThenItsCells() throws {
        let graph = try CompiledNibReader.decode(
            try NibCompiler.compile(data: Self.matrix(), path: "Panel.xib").files[0].contents, path: "Panel.nib"
        )
        .graph
        let matrix = try #require(graph.objects.first { $0.className == "NSMatrix" })
        #expect(matrix.value(forKey: "NSNumRows") == .integer(1) && matrix.value(forKey: "NSNumCols") == .integer(1))
        #expect(matrix.value(forKey: "NSMatrixFlags") == .integer(0x5480_0000))
        #expect(graph.members(matrix.value(forKey: "NSCells")).count == 1)
        let noEmpty = try CompiledNibReader.decode(
            try NibCompiler.compile(data: Self.matrix(attributes: #"allowsEmptySelection="NO""#), path: "Panel.xib").files[0].contents,
            path: "Panel.nib"
        ).graph
        #expect(noEmpty.objects.first { $0.className == "NSMatrix" }?.value(forKey: "NSMatrixFlags") == .integer(0x4480_0000))
    }

    /// A matrix's binding (MacVim's preferences bind the selected tag) is a binding connector
    /// from the matrix, as any control's.
    @Test func aMatrixsBindingIsConnectedFromTheMatrix() throws {
        let source = String(decoding: Self.matrix(), as: UTF8.self).replacingOccurrences(
            of: "</matrix>",
            with: #"<connections><binding destination="-2" name="selectedTag" keyPath="mode" id="b1"/></connections></matrix>"#)
        let graph = try CompilerTestSupport.compiledMacOSGraph(Data(source.utf8))
        let binding = try #require(graph.objects.first { $0.className == AppKitNibClass.bindingConnector })
        #expect(graph.object(binding.value(forKey: "NSSource"))?.object.className == "NSMatrix")
        #expect(graph.string(binding.value(forKey: "NSBinding")) == "selectedTag")
    }

    /// Another mode is an approximation, flagged as AppKit's readers of `NSMatrixFlags` agree:
    /// highlight `0x80000000`, list `0x20000000`, track none, in the radio flag's place; a matrix
    /// not sizing its cells loses `0x00800000`.
    @Test(arguments: [("highlight", Int64(-0x6B80_0000)), ("list", 0x3480_0000), ("track", 0x1480_0000)])
    func anotherModeIsAnApproximation(mode: String, flags: Int64) throws {
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            Self.matrix(attributes: #"mode="\#(mode)""#),
            refusedWith: ["a matrix in \(mode) mode, which no pair shows, is written with AppKit's flag for the mode"])
        #expect(graph.objects.first { $0.className == "NSMatrix" }?.value(forKey: "NSMatrixFlags") == .integer(flags))
        let fixedCells = try CompilerTestSupport.approximatedMacOSGraph(
            Self.matrix(attributes: #"autosizesCells="NO""#),
            refusedWith: ["a matrix not sizing its cells to itself, which no pair shows, is written without AppKit's flag for it"])
        #expect(fixedCells.objects.first { $0.className == "NSMatrix" }?.value(forKey: "NSMatrixFlags") == .integer(0x5400_0000))
    }

    /// Text cells (Quicksilver's numbered rows, a tag on each) are an approximation: text field
    /// cells as a table column's, without a control view, each tag last as a button cell's.
    @Test func textCellsAreAnApproximation() throws {
        let source = String(decoding: Self.matrix(), as: UTF8.self)
        let prototype = try #require(source.range(of: #"<buttonCell key="prototype""#))
        let end = try #require(source.range(of: "</cells>"))
        let textCells = source.replacingCharacters(
            in: prototype.lowerBound..<end.upperBound,
            with: """
                <textFieldCell key="prototype" alignment="left" tag="-1" title="1" id="4"><font key="font" metaFont="label"/></textFieldCell>
                <cells><column>
                    <textFieldCell alignment="center" tag="2" title="2" id="5"><font key="font" metaFont="label"/></textFieldCell>
                </column></cells>
                """)
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            Data(textCells.utf8),
            refusedWith: [
                "a matrix of text cells, which no pair shows, is written with text field cells as a table column's, without a control view",
                "a text cell's tag, which no pair shows, is archived last as a button cell's is (NSTag)",
                "a text cell's tag, which no pair shows, is archived last as a button cell's is (NSTag)",
            ])
        let matrix = try #require(graph.objects.first { $0.className == "NSMatrix" })
        let cell = try #require(graph.object(graph.members(matrix.value(forKey: "NSCells")).first)?.object)
        #expect(cell.className == "NSTextFieldCell")
        #expect(cell.value(forKey: "NSControlView") == nil)
        #expect(cell.entries.last == NibGraph.Entry(key: "NSTag", value: .integer(2)))
        #expect(graph.object(matrix.value(forKey: "NSProtoCell"))?.object.className == "NSTextFieldCell")
    }

    /// Check box cells (Colloquy's room inspector) are an approximation: written as the radio
    /// cells, with a check box's type and image; a small, disabled cell saving a bezel has them in
    /// its flags and bezel as a button's cell. Other cells stay refused, naming the matrix.
    @Test func checkBoxCellsAreAnApproximation() throws {
        let checkBoxes = String(decoding: Self.matrix(cellType: "check"), as: UTF8.self).replacingOccurrences(
            of: #"title="A""#, with: #"title="A" bezelStyle="regularSquare" controlSize="small" enabled="NO""#)
        let graph = try CompilerTestSupport.approximatedMacOSGraph(
            Data(checkBoxes.utf8),
            refusedWith: [
                "a matrix's check box cells, which no pair shows, are written as its radio cells are, with a check box's type and image",
                "a matrix's cells saving a control size, a bezel or being disabled, which no pair shows, are written with them as a button cell's",
            ])
        let matrix = try #require(graph.objects.first { $0.className == "NSMatrix" })
        let cell = try #require(graph.object(graph.members(matrix.value(forKey: "NSCells")).first)?.object)
        // AppKit's NSButtonType: switch 3, radio 4.
        #expect(cell.value(forKey: "NSAuxButtonType") == .integer(3))
        #expect(cell.value(forKey: "NSCellFlags") == .integer(0x2400_0000))
        #expect(cell.value(forKey: "NSCellFlags2") == .integer(0x2_0000))
        #expect(cell.value(forKey: "NSBezelStyle") == .integer(2))
        let radio = try #require(graph.object(matrix.value(forKey: "NSProtoCell"))?.object)
        #expect(radio.value(forKey: "NSAuxButtonType") == .integer(4))
        let textCells = String(decoding: Self.matrix(), as: UTF8.self).replacingOccurrences(
            of: #"<buttonCell type="radio""#, with: #"<buttonCell type="push""#)
        #expect(try CompilerTestSupport.refusal(Data(textCells.utf8)).diagnostics.map(\.objectID) == ["3"])
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
