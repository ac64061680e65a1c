import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import TestSupport
import Testing
import UIKitNib

@testable import NibCompiler

/// Text views as a scroll view's document: what the pairs show is written (compared with Xcode's
/// nibs by `AppKitCompilerTests`), and the rest is refused naming the line and the text view.
@Suite struct AppKitTextViewBuilderTests {
    /// A window holding a scroll view whose clip view's document is a text view with `attributes`
    /// (line 22), `children` after its sizes.
    static func textViewXIB(attributes: String = "", minimumWidth: Int = 223, children: String = "") -> Data {
        CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                                            <scrollView borderType="none" hasHorizontalScroller="NO" id="20">
                                                <rect key="frame" x="0.0" y="0.0" width="240" height="100"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <clipView key="contentView" id="21">
                                                    <rect key="frame" x="0.0" y="0.0" width="223" height="100"/>
                                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                    <subviews>
                                                        <textView importsGraphics="NO" spellingCorrection="YES"\(attributes) id="22">
                                                            <rect key="frame" x="0.0" y="0.0" width="223" height="100"/>
                                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                            <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                                                            <size key="minSize" width="\(minimumWidth)" height="100"/>
                                                            <size key="maxSize" width="240" height="10000000"/>
                    \(children)
                                                        </textView>
                                                    </subviews>
                                                </clipView>
                                                <scroller key="horizontalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="YES" id="23">
                                                    <rect key="frame" x="-100" y="-100" width="225" height="15"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </scroller>
                                                <scroller key="verticalScroller" verticalHuggingPriority="750" horizontal="NO" id="24">
                                                    <rect key="frame" x="225" y="0.0" width="15" height="100"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                </scroller>
                                            </scrollView>
                    """))
    }

    static func messages(_ xib: Data, options: CompileOptions = CompileOptions()) throws -> [String] {
        try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.description)
    }

    /// The profiles of the system colors' fallbacks (gray and sRGB), as Xcode 26 embeds them.
    static func colorProfiles() throws -> ColorProfiles {
        let folder = try TestPaths.corpus("pairs-macos")
        var profiles = ColorProfiles()
        for nib in ["ibtool-1c4e662-test1.xib/xcode/test1.nib", "ibtool-1c4e662-test11-text-view-back.xib/xcode/test11_text_view_back.nib"]
        {
            let embedded = ColorProfiles.embedded(in: try CompiledNibReader.read(path: folder.appendingPathComponent(nib).path).graph)
            for kind in ColorProfiles.Kind.allCases where profiles[kind] == nil {
                if let data = embedded[kind] { try profiles.set(data, for: kind) }
            }
        }
        return profiles
    }

    /// A keyed archive's text view, which no pair shows, is refused strictly; approximated, the
    /// keyed archive holds the NIBArchive's graph of it.
    @Test func aTextViewIsRefusedStrictlyWhereAKeyedArchiveHoldsIt() throws {
        #expect(
            try Self.messages(
                Self.textViewXIB(), options: CompileOptions(minimumDeploymentTarget: "10.12", colorProfiles: try Self.colorProfiles())) == [
                    "Panel.xib:22: error: a text view in a keyed archive for this system, which no pair shows, is written as the pairs' NIBArchives hold it"
                ])
        let keyed = try NibCompiler.compile(
            data: Self.textViewXIB(), path: "Panel.xib",
            options: CompileOptions(minimumDeploymentTarget: "10.12", allowsApproximation: true, colorProfiles: try Self.colorProfiles()))
        let nibArchive = try NibCompiler.compile(
            data: Self.textViewXIB(), path: "Panel.xib",
            options: CompileOptions(allowsApproximation: true, colorProfiles: try Self.colorProfiles()))
        let keyedFile = try #require(keyed.files.first { $0.relativePath.hasSuffix("keyedobjects.nib") })
        #expect(keyedFile.contents.starts(with: Data("bplist00".utf8)))
        let keyedGraph = try CompiledNibReader.decode(keyedFile.contents, path: "Panel.nib").graph
        let graph = try CompiledNibReader.decode(try #require(nibArchive.files.first).contents, path: "Panel.nib").graph
        let classes = ["NSTextView", "NSTextViewSharedData", "NSTextStorage", "NSLayoutManager", "NSTextContainer"]
        for name in classes {
            #expect(
                keyedGraph.objects.filter { $0.className == name }.count == graph.objects.filter { $0.className == name }.count, "\(name)")
        }
    }

    /// The font panel, the ruler, spelling checked while typing, undo, link detection and
    /// non-contiguous layout, which no pair shows, are the bits Interface Builder 3's archives of
    /// AppKit give them.
    @Test func behavioursOfInterfaceBuilder3sArchivesAreFlags() throws {
        let options = CompileOptions(colorProfiles: try Self.colorProfiles())
        func flags(_ attributes: String) throws -> (shared: Int64, layout: Int64) {
            let graph = try CompilerTestSupport.compiledMacOSGraph(Self.textViewXIB(attributes: attributes), options: options)
            let shared = try #require(graph.objects.first { $0.className == "NSTextViewSharedData" })
            let manager = try #require(graph.objects.first { $0.className == "NSLayoutManager" })
            guard case .integer(let sharedFlags) = shared.value(forKey: "NSFlags"),
                case .integer(let layoutFlags) = manager.value(forKey: "NSLMFlags")
            else { throw CocoaError(.coderValueNotFound) }
            return (sharedFlags, layoutFlags)
        }
        let plain = try flags("")
        let all = try flags(
            #" usesFontPanel="YES" usesRuler="YES" continuousSpellChecking="YES" allowsUndo="YES" linkDetection="YES" allowsNonContiguousLayout="YES""#
        )
        #expect(all.shared ^ plain.shared == 0x404E0)
        #expect(all.layout ^ plain.layout == 0x80)
        #expect(try flags(#" allowsUndo="NO""#) == plain)
        // A text view drawing no background (Sequel Ace's) clears the bit drawing it sets.
        #expect(try flags(#" drawsBackground="NO""#).shared ^ plain.shared == 0x100)
        #expect(try flags(#" drawsBackground="YES""#) == plain)
        // Nor selecting (Platypus's about text): the selectable bit.
        #expect(try flags(#" selectable="NO""#).shared ^ plain.shared == 0x1)
    }

    /// The find panel (Sequel Ace's editors), which no pair shows: refused strictly; approximated,
    /// Interface Builder 3's `NSFlags` bit and the text finder style 1.
    @Test func theFindPanelIsAnApproximation() throws {
        let xib = Self.textViewXIB(attributes: #" findStyle="panel""#)
        var options = CompileOptions(colorProfiles: try Self.colorProfiles())
        #expect(try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.objectID) == ["22"])
        options.allowsApproximation = true
        let shared = try #require(
            try CompilerTestSupport.compiledMacOSGraph(xib, options: options).objects.first { $0.className == "NSTextViewSharedData" })
        let plain = try #require(
            try CompilerTestSupport.compiledMacOSGraph(Self.textViewXIB(), options: options).objects.first {
                $0.className == "NSTextViewSharedData"
            })
        guard case .integer(let flags) = shared.value(forKey: "NSFlags"), case .integer(let plainFlags) = plain.value(forKey: "NSFlags")
        else { throw CocoaError(.coderValueNotFound) }
        #expect(flags ^ plainFlags == 0x2000)
        #expect(shared.value(forKey: "NSPreferredTextFinderStyle") == .integer(1))
    }

    /// Text completion and the character picker's Touch Bar item off, which one pair shows both
    /// together (`AppKitCompilerTests` compares Prune's text view with Xcode's): refused strictly;
    /// approximated, completion off says so in its own key, and the two together add
    /// `NSMoreFlags`' bit 2.
    @Test func touchBarTextSettingsAreApproximations() throws {
        let bothOff = Self.textViewXIB(attributes: #" allowsCharacterPickerTouchBarItem="NO" textCompletion="NO""#)
        var options = CompileOptions(colorProfiles: try Self.colorProfiles())
        #expect(
            try Self.messages(bothOff, options: options) == [
                "Panel.xib:22: error: \(AppKitNibBuilder.touchBarTextApproximation)"
            ])
        #expect(
            try Self.messages(Self.textViewXIB(attributes: #" textCompletion="YES""#), options: options) == [
                #"Panel.xib:22: error: textCompletion="YES" of a textView is not known to the macOS compiler yet"#
            ])
        options.allowsApproximation = true
        func shared(_ attributes: String) throws -> [String: NibGraph.Value] {
            let graph = try CompilerTestSupport.compiledMacOSGraph(Self.textViewXIB(attributes: attributes), options: options)
            return CompilerTestSupport.scalarValues(of: try #require(graph.objects.first { $0.className == "NSTextViewSharedData" }))
        }
        let plain = try shared("")
        let completionOff = try shared(#" textCompletion="NO""#)
        let pickerOff = try shared(#" allowsCharacterPickerTouchBarItem="NO""#)
        let both = try shared(#" allowsCharacterPickerTouchBarItem="NO" textCompletion="NO""#)
        #expect(plain["NSAutomaticTextCompletionDisabled"] == .bool(false))
        #expect(completionOff["NSAutomaticTextCompletionDisabled"] == .bool(true))
        #expect(pickerOff == plain)
        #expect(both["NSAutomaticTextCompletionDisabled"] == .bool(true))
        #expect(plain["NSMoreFlags"] == .integer(1) && completionOff["NSMoreFlags"] == .integer(1))
        #expect(both["NSMoreFlags"] == .integer(3))
        #expect(both["NSFlags"] == plain["NSFlags"])
    }

    @Test func behavioursNoPairShowsAreRefused() throws {
        #expect(
            try Self.messages(
                Self.textViewXIB(attributes: #" dashSubstitution="YES""#), options: CompileOptions(colorProfiles: try Self.colorProfiles()))
                == [
                    "Panel.xib:22: error: attribute dashSubstitution of a textView is not known to the macOS compiler yet"
                ])
        #expect(
            try Self.messages(
                Self.textViewXIB(attributes: #" verticallyResizable="NO""#),
                options: CompileOptions(colorProfiles: try Self.colorProfiles())) == [
                    #"Panel.xib:22: error: verticallyResizable="NO" of a textView is not known to the macOS compiler yet"#
                ])
        // Approximated: an error unless approximations are allowed, then archived as the others.
        #expect(
            try Self.messages(Self.textViewXIB(minimumWidth: 200), options: CompileOptions(colorProfiles: try Self.colorProfiles())) == [
                "Panel.xib:22: error: a text view whose minimum size is not its saved size, which no pair shows, is archived as one whose minimum is its size"
            ])
        let approximating = CompileOptions(allowsApproximation: true, colorProfiles: try Self.colorProfiles())
        let smaller = try NibCompiler.compile(data: Self.textViewXIB(minimumWidth: 200), path: "Panel.xib", options: approximating)
        let same = try NibCompiler.compile(
            data: Self.textViewXIB(), path: "Panel.xib", options: CompileOptions(colorProfiles: try Self.colorProfiles()))
        #expect(smaller.files.map(\.contents) == same.files.map(\.contents))
        let withoutGraphicsSaid = Self.textViewXIB().replacingOccurrences(of: #" importsGraphics="NO""#, with: "")
        #expect(
            try Self.messages(withoutGraphicsSaid, options: CompileOptions(colorProfiles: try Self.colorProfiles())) == [
                "Panel.xib:22: error: a text view importing graphics, which no pair shows, is archived with NSFlags' bit for it (0x8)"
            ])
    }

    /// SameBoy's debugger consoles: a translucent background and Roman input only, which no pair
    /// shows. Refused naming both; with `--allow-approximation` the background is the shared
    /// data's and the input locales are left out, each with a warning naming its line.
    @Test func aConsolesBackgroundAndInputLocalesAreApproximations() throws {
        let console = Self.textViewXIB(
            children: """
                <allowedInputSourceLocales>
                    <string>NSAllRomanInputSourcesLocaleIdentifier</string>
                </allowedInputSourceLocales>
                """
        )
        .replacingOccurrences(
            of: #"<color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>"#,
            with:
                #"<color key="backgroundColor" red="0.0" green="0.0" blue="0.0" alpha="0.25" colorSpace="custom" customColorSpace="sRGB"/>"#
        )
        let profiles = try Self.colorProfiles()
        #expect(
            try CompilerTestSupport.refusal(console, options: CompileOptions(colorProfiles: profiles)).diagnostics.map(\.line) == [25, 28])
        let output = try NibCompiler.compile(
            data: console, path: "Panel.xib", options: CompileOptions(allowsApproximation: true, colorProfiles: profiles))
        #expect(output.diagnostics.map(\.line) == [28, 25])
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let shared = try #require(graph.objects.first { $0.className == "NSTextViewSharedData" })
        let background = try #require(graph.object(shared.value(forKey: "NSBackgroundColor"))?.object)
        guard case .data(let components) = background.value(forKey: "NSRGB") else {
            Issue.record("the background has no RGB components")
            return
        }
        #expect(String(decoding: components, as: UTF8.self).hasPrefix("0 0 0 0.25"))
        #expect(!graph.objects.contains { $0.entries.contains { $0.key == "NSAllowedInputLocales" } })
    }

    /// Spelling correction sets `0x4000000` in the shared data's flags, and a text view saving
    /// none leaves it clear (Aerial's `OverlaysViewController`: `0xb03`; here editable rich text, `0x907`).
    /// A text view's runtime attributes (Clipy's snippet editor) take the path of any object's:
    /// refused strictly, one connector for the text view approximated.
    @Test func aTextViewsRuntimeAttributesAreAnyObjectsApproximation() throws {
        let xib = Self.textViewXIB(
            children: """
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="usesFindBar" value="YES"/>
                </userDefinedRuntimeAttributes>
                """)
        var options = CompileOptions(colorProfiles: try Self.colorProfiles())
        let refusal = try CompilerTestSupport.refusal(xib, options: options)
        #expect(refusal.diagnostics.first?.message.hasPrefix("user-defined runtime attributes") == true)
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        let connector = try #require(graph.objects.first { $0.className == "NSIBUserDefinedRuntimeAttributesConnector" })
        #expect(graph.object(connector.value(forKey: "NSObject"))?.object.className == "NSTextView")
        #expect(graph.members(connector.value(forKey: "NSKeyPaths")).compactMap { graph.string($0) } == ["usesFindBar"])
    }

    /// A text view's accessibility description (Textual's input field) is any view's: compiled
    /// strictly, a connector to the text view.
    @Test func aTextViewsAccessibilityIsAnyViews() throws {
        let xib = Self.textViewXIB(children: #"<accessibility description="Main Text Field"/>"#)
        let output = try NibCompiler.compile(
            data: xib, path: "Panel.xib", options: CompileOptions(colorProfiles: try Self.colorProfiles()))
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let connector = try #require(graph.objects.first { $0.className == "NSNibAXAttributeConnector" })
        #expect(graph.object(connector.value(forKey: "AXDestinationArchiveKey"))?.object.className == "NSTextView")
        #expect(graph.string(connector.value(forKey: "AXAttributeValueArchiveKey")) == "Main Text Field")
    }

    @Test func spellingCorrectionIsOneFlagOfTheSharedData() throws {
        let options = CompileOptions(colorProfiles: try Self.colorProfiles())
        func flags(_ xib: Data) throws -> Int64? {
            let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
            let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
            let shared = try #require(graph.objects.first { $0.className == "NSTextViewSharedData" })
            guard case .integer(let flags) = shared.value(forKey: "NSFlags") else { return nil }
            return flags
        }
        #expect(try flags(Self.textViewXIB()) == 0x400_0907)
        #expect(try flags(Self.textViewXIB().replacingOccurrences(of: #" spellingCorrection="YES""#, with: "")) == 0x907)
    }

    /// A hidden text view (Clipy's snippet editor) sets the hidden bit of `NSvFlags` any view
    /// sets, and nothing else changes.
    @Test func aHiddenTextViewSetsTheViewsHiddenBit() throws {
        let options = CompileOptions(colorProfiles: try Self.colorProfiles())
        func textView(_ xib: Data) throws -> NibGraph.Object {
            let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
            let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
            return try #require(graph.objects.first { $0.className == "NSTextView" })
        }
        let shown = try textView(Self.textViewXIB())
        let hidden = try textView(Self.textViewXIB(attributes: #" hidden="YES""#))
        guard case .integer(let shownFlags) = shown.value(forKey: "NSvFlags"),
            case .integer(let hiddenFlags) = hidden.value(forKey: "NSvFlags")
        else {
            Issue.record("a text view without NSvFlags")
            return
        }
        #expect(UInt32(truncatingIfNeeded: hiddenFlags) == UInt32(truncatingIfNeeded: shownFlags) | 0x8000_0000)
        #expect(hidden.entries.map(\.key) == shown.entries.map(\.key))
    }

    /// A text view outside a scroll view (NetNewsWire's about window), which no pair shows:
    /// refused strictly naming it; approximated, its superview's subview, written as a clip
    /// view's document is.
    @Test func aTextViewOutsideAScrollViewIsAnApproximation() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                    <textView importsGraphics="NO" id="22">
                        <rect key="frame" x="10" y="10" width="180" height="32"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                        <size key="minSize" width="180" height="32"/>
                        <size key="maxSize" width="180" height="10000000"/>
                    </textView>
                    """))
        var options = CompileOptions(colorProfiles: try Self.colorProfiles())
        #expect(try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.objectID) == ["22"])
        options.allowsApproximation = true
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: options)
        let textView = try #require(graph.objects.first { $0.className == "NSTextView" })
        let superview = try #require(graph.object(textView.value(forKey: "NSSuperview"))?.object)
        #expect(superview.className == "NSView")
        #expect(graph.members(superview.value(forKey: "NSSubviews")).compactMap { graph.object($0)?.object.className } == ["NSTextView"])
    }

    /// A run longer than 127 characters takes two bytes of `NSAttributeInfo`, seven bits each,
    /// the lowest first, as AppKit's own archive of a 516-character run (`84 04`) shows.
    @Test func longRunsTakeMoreBytesOfTheAttributeInfo() throws {
        let long = String(repeating: "a", count: 128)
        let runs = Self.textViewXIB(
            children: """
                <attributedString key="textStorage"><fragment content="\(long)"/><fragment content="b">
                <attributes><font key="NSFont" metaFont="label"/></attributes></fragment></attributedString>
                """)
        let graph = try CompilerTestSupport.compiledMacOSGraph(runs, options: CompileOptions(colorProfiles: try Self.colorProfiles()))
        let storage = try #require(graph.objects.first { $0.className == "NSTextStorage" })
        let info = try #require(graph.object(storage.value(forKey: "NSAttributeInfo"))?.object)
        #expect(info.value(forKey: "NS.bytes") == .data(Data([0x80, 0x01, 0x00, 0x01, 0x01])))
        #expect(
            [0, 127, 128, 516, 16_384].map(AppKitNibBuilder.attributeInfoBytes) == [
                [0], [0x7F], [0x80, 0x01], [0x84, 0x04], [0x80, 0x80, 0x01],
            ])
    }

    @Test func textBeyondWhatThePairsShowIsRefused() throws {
        let shadowed = Self.textViewXIB(
            children: """
                <attributedString key="textStorage"><fragment content="a">
                <attributes><shadow key="NSShadow"/></attributes>
                </fragment></attributedString>
                """)
        #expect(
            try Self.messages(shadowed) == [
                "Panel.xib:29: error: attribute NSShadow of text is not known to the macOS compiler yet"
            ])
    }

    /// Tunnelblick's alert and iTerm2's crash reporter: plain text views whose text gives its
    /// color and paragraph style, which no pair shows. Refused naming the line; with
    /// `--allow-approximation` each run's dictionary holds the fragment's color, its font and its
    /// paragraph style (alignment, line break mode, measures and writing direction as a paragraph
    /// style archives them, tab stops left out), and fragments saving the same attributes are one run.
    @Test func plainAndColoredTextKeepsItsFragmentsAttributes() throws {
        let style =
            #"<paragraphStyle key="NSParagraphStyle" alignment="justified" lineBreakMode="truncatingTail" lineSpacing="3" "#
            + #"hyphenationFactor="0.3" baseWritingDirection="leftToRight" tighteningFactorForTruncation="0.0" "#
            + #"allowsDefaultTighteningForTruncation="NO">"#
        let attributes = """
            <attributes>
            <color key="NSColor" red="0.9" green="0.9" blue="0.9" alpha="1" colorSpace="calibratedRGB"/>
            <font key="NSFont" metaFont="label"/>
            \(style)<tabStops><textTab alignment="left" location="56"><options/></textTab></tabStops></paragraphStyle>
            </attributes>
            """
        let xib = Self.textViewXIB(
            attributes: #" richText="NO""#,
            children: """
                <attributedString key="textStorage"><fragment content="Hello ">\(attributes)</fragment>
                <fragment><mutableString key="content">world</mutableString>\(attributes)</fragment></attributedString>
                """)
        let profiles = try Self.colorProfiles()
        #expect(
            try Self.messages(xib, options: CompileOptions(colorProfiles: profiles)) == [
                "Panel.xib:28: error: text of a plain or colored text view, which no pair shows, is archived as a rich text view's is, with its fragments' attributes",
                "Panel.xib:31: error: a paragraph style's tabStops, which no pair shows, is left out: AppKit's default tab stops apply",
            ])
        let output = try NibCompiler.compile(
            data: xib, path: "Panel.xib", options: CompileOptions(allowsApproximation: true, colorProfiles: profiles))
        #expect(output.diagnostics.map(\.line) == [28, 31])
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let storage = try #require(graph.objects.first { $0.className == "NSTextStorage" })
        #expect(graph.string(storage.value(forKey: "NSString")) == "Hello world")
        #expect(storage.value(forKey: "NSAttributeInfo") == nil)
        let members = graph.members(storage.value(forKey: "NSAttributes"))
        #expect(members.count == 6)
        #expect(stride(from: 0, to: members.count, by: 2).map { graph.string(members[$0]) } == ["NSColor", "NSFont", "NSParagraphStyle"])
        let color = try #require(graph.object(members[1])?.object)
        guard case .data(let components) = color.value(forKey: "NSRGB") else {
            Issue.record("the text's color has no RGB components")
            return
        }
        #expect(String(decoding: components, as: UTF8.self).hasPrefix("0.9 0.9 0.9"))
        let paragraphStyle = try #require(graph.object(members[5])?.object)
        #expect(paragraphStyle.className == "NSParagraphStyle")
        #expect(
            paragraphStyle.entries.map(\.key) == [
                "NSAlignment", "NSLineBreakMode", "NSLineSpacing", "NSHyphenationFactor", "NSTabStops", "NSWritingDirection",
            ])
        #expect(paragraphStyle.value(forKey: "NSAlignment") == .integer(3))
        #expect(paragraphStyle.value(forKey: "NSLineBreakMode") == .integer(4))
        // UIFoundation's encoder: the measures as doubles, the hyphenation factor a float widened,
        // the writing direction plus one.
        #expect(paragraphStyle.value(forKey: "NSLineSpacing") == .double(3))
        #expect(paragraphStyle.value(forKey: "NSHyphenationFactor") == .double(Double(Float(0.3))))
        #expect(paragraphStyle.value(forKey: "NSWritingDirection") == .integer(1))
    }

    /// A text view of a custom class is a class swapper naming it, as any view.
    @Test func aCustomTextViewIsAClassSwapper() throws {
        let options = CompileOptions(colorProfiles: try Self.colorProfiles())
        let xib = Self.textViewXIB(attributes: #" customClass="KeyDownTextView""#)
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let swapper = try #require(graph.objects.first { graph.string($0.value(forKey: "NSClassName")) == "KeyDownTextView" })
        #expect(swapper.className == "NSClassSwapper")
        #expect(graph.string(swapper.value(forKey: "NSOriginalClassName")) == "NSTextView")
    }

    /// One run however many fragments of one font: one attribute dictionary and no run data; two
    /// fonts: a dictionary each and a byte pair per run (`textview-multiattr`).
    @Test func fragmentsOfOneFontAreOneRun() throws {
        let options = CompileOptions(colorProfiles: try Self.colorProfiles())
        func storage(_ fragments: String) throws -> (graph: NibGraph, storage: NibGraph.Object) {
            let xib = Self.textViewXIB(children: #"<attributedString key="textStorage">\#(fragments)</attributedString>"#)
            let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
            let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
            return (graph, try #require(graph.objects.first { $0.className == "NSTextStorage" }))
        }
        let label = #"<attributes><font key="NSFont" metaFont="label"/></attributes>"#
        let one = try storage(#"<fragment content="Hello ">\#(label)</fragment><fragment content="world">\#(label)</fragment>"#)
        #expect(one.graph.string(one.storage.value(forKey: "NSString")) == "Hello world")
        #expect(one.graph.object(one.storage.value(forKey: "NSAttributes"))?.object.className == "NSDictionary")
        #expect(one.storage.value(forKey: "NSAttributeInfo") == nil)

        let two = try storage(
            #"<fragment content="Hello ">\#(label)</fragment><fragment content="world"/><fragment content="!">\#(label)</fragment>"#)
        #expect(two.graph.members(two.storage.value(forKey: "NSAttributes")).count == 2)
        let info = try #require(two.graph.object(two.storage.value(forKey: "NSAttributeInfo"))?.object)
        #expect(info.value(forKey: NibGraph.bytesKey) == .data(Data([6, 0, 5, 1, 1, 0])))
    }
}
