import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// What the macOS compiler writes where Xcode's nibs of the corpus show it, or with the system's
/// color profiles taken from them.
@Suite struct AppKitNibBuilderConformanceTests {
    /// A File's Owner without a custom class is a bare `NSObject` custom object, with no class
    /// reference, as in Xcode's nib of viraptor's `slider-hugging`.
    @Test func aFilesOwnerWithoutACustomClassIsABareObjectAsXcodeWritesIt() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: "", documentAttributes: #" customObjectInstantitationMethod="direct""#)
            .replacingOccurrences(of: #" customClass="Owner""#, with: "")
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        let ours = try AppKitNib(CompiledNibReader.decode(try #require(output.files.first).contents, path: "Panel.nib").graph)
        let url = try TestPaths.corpus("pairs-macos/ibtool-1c4e662-slider-hugging.xib/xcode/slider_hugging.nib")
        let xcode = try AppKitNib(CompiledNibReader.read(path: url.path).graph)
        func owner(_ nib: AppKitNib) -> AppKitNib.CustomObject? {
            guard let data = nib.objectData, case .customObject(let owner) = nib.objects[data.root].content else { return nil }
            return owner
        }
        let ourOwner = try #require(owner(ours))
        let xcodeOwner = try #require(owner(xcode))
        #expect(ourOwner.className.string == xcodeOwner.className.string)
        #expect(ourOwner.classReference == nil)
        #expect(xcodeOwner.classReference == nil)
        #expect(xcodeOwner.className.string == "NSObject")
    }

    /// viraptor's `test1` without its label: an `NSPanel` window. Its template matches Xcode's
    /// `test1` nib value for value but for the content view, which there holds the label.
    /// The guides Interface Builder draws on a view's canvas are not archived: Prune's
    /// application view saves two, and Xcode's `appView.nib` holds neither position.
    @Test func aViewsUserGuidesAreNotArchived() throws {
        let view = """
                    <customView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="11">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <userGuides>
                            <userLayoutGuide location="722" affinity="minX"/>
                        </userGuides>
                    </customView>
            """
        let unguided = view.replacingOccurrences(
            of: #"<userGuides>\s*<userLayoutGuide [^>]*/>\s*</userGuides>"#, with: "", options: .regularExpression)
        #expect(unguided != view)
        let withGuides = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: view))
        let withoutGuides = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: unguided))
        let options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        let guided = try NibCompiler.compile(data: withGuides, path: "Panel.xib", options: options)
        #expect(guided.diagnostics.isEmpty)
        #expect(
            guided.files.map(\.contents)
                == (try NibCompiler.compile(data: withoutGuides, path: "Panel.xib", options: options)).files.map(\.contents))
    }

    /// An identifier too long for an attribute is a `<string key="identifier">` child (iTerm2's
    /// settings' check boxes): viraptor's `stackview-identifier` so saved compiles to Xcode's nib.
    @Test func anIdentifierSavedAsAStringIsTheViewsIdentifier() throws {
        let folder = try TestPaths.corpus("pairs-macos")
        let (pair, options) = try AppKitCompilerConformanceTests.pair("ibtool-1c4e662-stackview-identifier.xib")
        let source = try String(contentsOf: folder.appendingPathComponent(pair.source), encoding: .utf8)
        let saved = source.replacingOccurrences(
            of: #"(<stackView) identifier="MyStack"([^>]*>)"#, with: #"$1$2<string key="identifier">MyStack</string>"#,
            options: .regularExpression)
        #expect(saved.contains(#"<string key="identifier">MyStack</string>"#) && !saved.contains(#"identifier="MyStack""#))
        let output = try NibCompiler.compile(data: Data(saved.utf8), path: "Stack.xib", options: options)
        let ours = try CompiledNibReader.decode(try #require(output.files.first).contents, path: "Stack.nib").graph
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent(pair.xcode).path).graph
        #expect(NibGraphComparison.differences(ours, xcode).isEmpty)
    }

    @Test func aCustomClassWindowNamesItsClassAsXcodeDoes() throws {
        let source = try TestPaths.corpus("pairs-macos/ibtool-1c4e662-test1.xib/source/test1.xib")
        var text = try String(contentsOf: source, encoding: .utf8)
        let label = try #require(text.range(of: "<subviews>")?.lowerBound)
        let end = try #require(text.range(of: "</subviews>")?.upperBound)
        text.removeSubrange(label..<end)
        let output = try NibCompiler.compile(data: Data(text.utf8), path: "test1.xib")
        let ours = try CompiledNibReader.decode(try #require(output.files.first).contents, path: "test1.nib").graph
        let url = try TestPaths.corpus("pairs-macos/ibtool-1c4e662-test1.xib/xcode/test1.nib")
        let xcode = try CompiledNibReader.read(path: url.path).graph
        func template(_ graph: NibGraph) throws -> [String: String] {
            let object = try #require(graph.objects.first { $0.className == "NSWindowTemplate" })
            var values: [String: String] = [:]
            for entry in object.entries where entry.key != "NSWindowView" {
                if case .object(let index) = entry.value, graph.objects[index].className == "IBClassReference" {
                    values[entry.key] = graph.objects[index].entries.map { "\($0.key)=\(graph.string($0.value) ?? "nil")" }.joined(
                        separator: ",")
                } else {
                    values[entry.key] = graph.string(entry.value) ?? "\(entry.value)"
                }
            }
            return values
        }
        let ourTemplate = try template(ours)
        #expect(ourTemplate == (try template(xcode)))
        #expect(ourTemplate["NSWindowClass"] == "NSPanel")
    }

    /// A system color needs Apple's profile, which only the user can supply; a system color
    /// the compiler has no fallback for is refused by name, and approximated with a half gray
    /// fallback under `--allow-approximation`; two labels share their colors.
    @Test func systemColorsNeedTheProfilesAndAreArchivedOnce() throws {
        let withoutProfiles = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.label(textColor: "labelColor")))
        #expect(withoutProfiles.diagnostics.map(\.line) == [19, 20])
        #expect(withoutProfiles.diagnostics.first?.message.contains("--color-profiles") == true)

        let options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        let pinkLabel = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.label(textColor: "systemPinkColor"))
        let unknown = try CompilerTestSupport.refusal(pinkLabel, options: options)
        #expect(
            unknown.diagnostics.map(\.message) == [
                "system color systemPinkColor: the fallback Xcode archives beside it is not known to the macOS compiler; written as a half gray, which only a system that does not know the color shows"
            ])
        var approximating = options
        approximating.allowsApproximation = true
        let approximated = try NibCompiler.compile(data: pinkLabel, path: "Panel.xib", options: approximating)
        #expect(approximated.diagnostics.map(\.severity) == [.warning])
        let pinkGraph = try CompiledNibReader.decode(approximated.files[0].contents, path: "Panel.nib").graph
        let pink = try #require(pinkGraph.objects.first { pinkGraph.string($0.value(forKey: "NSColorName")) == "systemPinkColor" })
        let pinkFallback = try #require(pinkGraph.object(pink.value(forKey: "NSColor"))?.object)
        #expect(pinkFallback.value(forKey: "NSWhite") == .data(Data("0.4246723652\0".utf8)))

        // The disabled control text falls back on the dark gray of Interface Builder 3's
        // documents, as the secondary label does in the pairs.
        let disabled = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.label(textColor: "disabledControlTextColor")),
            path: "Panel.xib", options: options)
        #expect(disabled.diagnostics.isEmpty)
        let disabledGraph = try CompiledNibReader.decode(disabled.files[0].contents, path: "Panel.nib").graph
        let disabledColor = try #require(
            disabledGraph.objects.first { disabledGraph.string($0.value(forKey: "NSColorName")) == "disabledControlTextColor" })
        let disabledFallback = try #require(disabledGraph.object(disabledColor.value(forKey: "NSColor"))?.object)
        #expect(disabledFallback.value(forKey: "NSWhite") == .data(Data("0.2637968361\0".utf8)))
        #expect(disabledFallback.value(forKey: "NSComponents") == .data(Data("0.3333333333 1".utf8)))

        let twoLabels = CompilerTestSupport.label(textColor: "labelColor").replacingOccurrences(
            of: "</subviews>",
            with: CompilerTestSupport.label(textColor: "labelColor").components(separatedBy: "<subviews>")[1]
                .components(separatedBy: "</subviews>")[0].replacingOccurrences(of: "id=\"9\"", with: "id=\"11\"")
                .replacingOccurrences(of: "id=\"10\"", with: "id=\"12\"") + "</subviews>")
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: twoLabels), path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        #expect(graph.objects.filter { $0.className == "NSTextField" }.count == 2)
        // labelColor and textBackgroundColor, each with a gray fallback, over one color space.
        #expect(graph.objects.filter { $0.className == "NSColor" }.count == 4)
        #expect(graph.objects.filter { $0.className == "NSColorSpace" }.count == 1)
    }

    /// A system color falling back on another system color archives that color, with its own
    /// fallback, as Xcode 26 archives the separator color (Prune's `Main.storyboard`); an older
    /// Xcode's form is refused.
    @Test func aSystemColorFallsBackOnAnother() throws {
        let options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.label(textColor: "separatorColor"))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let separator = try #require(graph.objects.first { graph.string($0.value(forKey: "NSColorName")) == "separatorColor" })
        let fallback = try #require(graph.object(separator.value(forKey: "NSColor"))?.object)
        #expect(graph.string(fallback.value(forKey: "NSColorName")) == "gridColor")
        #expect(graph.object(fallback.value(forKey: "NSColor"))?.object.value(forKey: "NSColorSpace") == .integer(3))
        var older = options
        older.xcodeVersion = CompileOptions.XcodeVersion("14.3")
        let refused = try CompilerTestSupport.refusal(xib, options: older)
        #expect(
            refused.diagnostics.map(\.message).contains(
                "system color separatorColor as this Xcode writes it is not known to the macOS compiler: written as Aerial-29101a6-CompanionPopoverViewController.xib shows another Xcode wrote it"
            ))
    }

    /// Values the compiler cannot write exactly are errors naming the element, never dropped: a
    /// fractional priority, a color component that is not a number, a tick mark count that is not
    /// a whole number (an input that would trap a conversion).
    @Test func valuesThatAreNotWholeOrNotNumbersAreRefused() throws {
        let options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        let fractional = CompilerTestSupport.label(textColor: "labelColor").replacingOccurrences(
            of: #"<textField id="9">"#, with: #"<textField horizontalHuggingPriority="249.99998474121094" id="9">"#)
        #expect(
            try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: fractional), options: options).diagnostics.map(\.message)
                == [
                    "horizontalHuggingPriority=\"249.99998474121094\" of a textField is not known to the macOS compiler yet"
                ])
        let gray = CompilerTestSupport.label(textColor: "labelColor").replacingOccurrences(
            of: #"<color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>"#,
            with: #"<color key="textColor" white="inf" alpha="1" colorSpace="calibratedWhite"/>"#)
        #expect(
            try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: gray), options: options).diagnostics.map(\.message) == [
                "a color without a number for white is not known to the macOS compiler yet"
            ])
        let slider = CompilerTestSupport.window(
            holding: """
                <slider id="9">
                    <rect key="frame" x="20" y="20" width="100" height="21"/>
                    <sliderCell key="cell" continuous="YES" alignment="left" maxValue="1" numberOfTickMarks="1e300" id="10"/>
                </slider>
                """)
        #expect(try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: slider)).diagnostics.map(\.objectID) == ["10"])
    }

    /// A tab view with tabs on top: its item, the item's view as its subview, and the key view
    /// loop from the tab view down to the buttons, top row first, and back (`nkv-simple`).
    @Test func aTabViewWithItemsLoopsItsKeyViews() throws {
        func button(_ id: String, x: Int, y: Int) -> String {
            CompilerTestSupport.pushButton(id: id, y: y, actions: "").replacingOccurrences(of: #"x="20""#, with: "x=\"\(x)\"")
        }
        let tabView = """
                    <tabView fixedFrame="YES" id="9"><rect key="frame" x="0" y="0" width="200" height="100"/>
                        <tabViewItems><tabViewItem label="Tab" identifier="t" id="10"><view key="view" id="11">
                            <rect key="frame" x="10" y="33" width="180" height="60"/>
                            <subviews>\(button("3", x: 20, y: 10) + button("1", x: 20, y: 40) + button("2", x: 100, y: 40))</subviews>
                        </view></tabViewItem></tabViewItems>
                    </tabView>
            """
        let options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: tabView)), path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let tab = try #require(graph.objects.first { $0.className == "NSTabView" })
        var titles: [String] = []
        var next = graph.object(tab.value(forKey: "NSNextKeyView"))?.object
        while let view = next, view.className != "NSTabView", titles.count < 10 {
            titles.append(
                view.className == "NSButton"
                    ? graph.string(graph.object(view.value(forKey: "NSCell"))?.object.value(forKey: "NSContents")) ?? "?" : view.className)
            next = graph.object(view.value(forKey: "NSNextKeyView"))?.object
        }
        #expect(titles == ["NSView", "B1", "B2", "B3"])
        #expect(graph.objects.first { $0.className == "NSTabViewItem" }.map { graph.string($0.value(forKey: "NSLabel")) } == "Tab")
        #expect(graph.object(tab.value(forKey: "NSFont"))?.object.value(forKey: "NSSize") == .double(11))
    }

    /// A document of tools 13196 (Xcode 9.0) writes the character picker as 13529 does, only
    /// where it is on: Sparkle fb8d600's permission prompt, saved by 13529 without the attribute,
    /// compiles to Xcode's nib as if 13196 had saved it.
    @Test func aDocumentOfTools13196LeavesTheCharacterPickerOff() throws {
        let folder = try TestPaths.corpus("pairs-macos")
        let (pair, options) = try AppKitCompilerConformanceTests.pair("Sparkle-b1c3b31-SUUpdatePermissionPrompt.xib-1010-fb8d600")
        let source = try String(contentsOf: folder.appendingPathComponent(pair.source), encoding: .utf8)
        #expect(source.contains("<textField") && !source.contains("allowsCharacterPickerTouchBarItem"))
        let saved13196 = source.replacingOccurrences(of: #"toolsVersion="13529""#, with: #"toolsVersion="13196""#)
        #expect(saved13196 != source)
        let output = try NibCompiler.compile(data: Data(saved13196.utf8), path: "SUUpdatePermissionPrompt.xib", options: options)
        #expect(output.diagnostics.isEmpty)
        let ours = try CompiledNibReader.decode(try #require(output.files.first).contents, path: "SUUpdatePermissionPrompt.nib").graph
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent(pair.xcode).path).graph
        #expect(NibGraphComparison.differences(ours, xcode).isEmpty)
    }

    /// Between tools 11762 and 13156 the character picker's default is not known: refused, and
    /// with `--allow-approximation` (HockeySDK's feedback window, 12121) the label of the same
    /// document saved by tools 13156, without the character picker.
    @Test func aLabelOfADocumentFromUnknownToolsIsAnApproximation() throws {
        let label = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.label(textColor: "labelColor"))
        let xib = label.replacingOccurrences(of: #"toolsVersion="23094""#, with: #"toolsVersion="12000""#)
        var options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        let error = try CompilerTestSupport.refusal(xib, options: options)
        #expect(error.diagnostics.map(\.objectID) == ["9"])
        #expect(
            error.diagnostics.first?.message
                == "a text field of a document saved with tools 12000, whose default for the character picker's Touch Bar item no pair shows, is written without it, as a field of tools 13156 and later"
        )
        let saved13156 = label.replacingOccurrences(of: #"toolsVersion="23094""#, with: #"toolsVersion="13156""#)
        let expected = try NibCompiler.compile(data: saved13156, path: "Panel.xib", options: options)
        options.allowsApproximation = true
        let approximated = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        #expect(approximated.files.map(\.contents) == expected.files.map(\.contents))
    }
}

/// A symbol image's tint, compiled with the system's color profiles taken from the corpus.
@Suite struct AppKitImageViewBuilderConformanceTests {
    /// A symbol image reference at a scale, and a tint, as Xcode 26 writes Aerial's
    /// `BrightnessViewController`: the scale in the image's symbol configuration and Interface
    /// Builder's, whose colors are the one empty array; the tint on the cell.
    @Test func aSymbolImageKeepsItsScaleAndItsTint() throws {
        let symbolView = """
                        <imageView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                            <rect key="frame" x="0.0" y="0.0" width="64" height="64"/>
                            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" id="10">
                                <imageReference key="image" image="sun.min" catalog="system" symbolScale="large"/>
                            </imageCell>
                            <color key="contentTintColor" name="controlAccentColor" catalog="System" colorSpace="catalog"/>
                        </imageView>
            """
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: symbolView),
            resources: #"<image name="sun.min" catalog="system" width="20" height="20"/>"#)
        let options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        #expect(CompilerTestSupport.images(in: graph) == [["sun.min", "system", "{32, 32}"]])
        let image = try #require(graph.objects.first { $0.className == "NSCustomResource" })
        let configuration = try #require(graph.object(image.value(forKey: "NSImageSymbolConfiguration"))?.object)
        #expect(configuration.value(forKey: "NSSymbolScale") == .integer(3) && configuration.value(forKey: "NSPointSize") == .double(13))
        let design = try #require(graph.object(image.value(forKey: "IBDesignImageConfiguration"))?.object)
        #expect(design.value(forKey: "IBSymbolScale") == .integer(3))
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        #expect(design.value(forKey: "IBHierarchicalColors") == data.value(forKey: "NSAccessibilityOidsKeys"))
        let cell = try #require(graph.objects.first { $0.className == "NSImageCell" })
        let tint = try #require(graph.object(cell.value(forKey: "NSContentTintColor"))?.object)
        #expect(graph.string(tint.value(forKey: "NSColorName")) == "controlAccentColor")
        // Hierarchical colors are measured at the default scale only (Aerial's `NowPlayingViewController`).
        let hierarchical = xib.replacingOccurrences(of: #"symbolScale="large""#, with: #"symbolScale="large" renderingMode="hierarchical""#)
        let refusal = try CompilerTestSupport.refusal(hierarchical, options: options)
        #expect(
            refusal.diagnostics.map(\.message) == [
                "a hierarchical symbol other than at the default scale with its colors is not known to the macOS compiler yet"
            ])
    }
}

/// Scroll views around a view that fits them, as ibtool keeps them.
@Suite struct AppKitScrollViewBuilderTests {
    static func scrollView(documentHeight: Int, attributes: String = #"borderType="none" autohidesScrollers="YES""#) -> String {
        """
                    <scrollView fixedFrame="YES" \(attributes) horizontalLineScroll="19" id="9">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <clipView key="contentView" id="10">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <customView id="11">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="\(documentHeight)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                </customView>
                            </subviews>
                        </clipView>
                        <scroller key="horizontalScroller" hidden="YES" verticalHuggingPriority="750" horizontal="YES" id="12">
                            <rect key="frame" x="-100" y="-100" width="87" height="18"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </scroller>
                        <scroller key="verticalScroller" verticalHuggingPriority="750" doubleValue="1" horizontal="NO" id="13">
                            <rect key="frame" x="184" y="0.0" width="16" height="100"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </scroller>
                    </scrollView>
        """
    }

    static func compile(_ subviews: String) throws -> NibGraph {
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: subviews))
        let options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        return try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
    }

    /// Content insets of zero, AppKit's own, saved on a scroll view and its clip view (IINA's
    /// preferences), are left out: an approximation, as no pair shows them saved. Others
    /// (OpenEmu's lists) and scroller insets are left out too, under another warning: the
    /// document compiles with approximations, as the view without insets.
    @Test func zeroContentInsetsAreLeftOut() throws {
        let insets = #"<edgeInsets key="contentInsets" left="0.0" right="0.0" top="0.0" bottom="0.0"/>"#
        let plain = Self.scrollView(documentHeight: 100)
        let saved = plain.replacingOccurrences(of: "</subviews>\n", with: "</subviews>\n\(insets)\n")
            .replacingOccurrences(of: #"<scroller key="horizontalScroller""#, with: "\(insets)\n<scroller key=\"horizontalScroller\"")
        let profiles = try AppKitCompilerConformanceTests.colorProfiles()
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: saved))
        #expect(
            try CompilerTestSupport.refusal(xib, options: CompileOptions(colorProfiles: profiles)).diagnostics.map(\.message) == [
                "content insets of zero, which no pair shows saved, are written as a view without them, AppKit's default",
                "content insets of zero, which no pair shows saved, are written as a view without them, AppKit's default",
            ])
        let approximated = try NibCompiler.compile(
            data: xib, path: "Panel.xib", options: CompileOptions(allowsApproximation: true, colorProfiles: profiles))
        let without = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: plain)), path: "Panel.xib",
            options: CompileOptions(colorProfiles: profiles))
        #expect(approximated.files.map(\.contents) == without.files.map(\.contents))
        let inset = saved.replacingOccurrences(of: #"left="0.0" right"#, with: #"left="4" right"#)
        let insetOutput = try NibCompiler.compile(
            data: CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: inset)), path: "Panel.xib",
            options: CompileOptions(allowsApproximation: true, colorProfiles: profiles))
        #expect(
            insetOutput.diagnostics.filter { $0.message.hasPrefix("content insets other than zero") }.count == 2)
        #expect(insetOutput.files.map(\.contents) == without.files.map(\.contents))
        // Scroller insets (FSNotes's sidebar, under its toolbar) likewise.
        let scrollerInset = plain.replacingOccurrences(
            of: #"<scroller key="horizontalScroller""#,
            with: #"<edgeInsets key="scrollerInsets" left="0.0" right="0.0" top="38" bottom="0.0"/><scroller key="horizontalScroller""#)
        let scrollerXIB = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: scrollerInset))
        #expect(
            try CompilerTestSupport.refusal(scrollerXIB, options: CompileOptions(colorProfiles: profiles)).diagnostics.map(\.message) == [
                "scroller insets other than zero, whose keys no pair or source shows, are left out: the view is written without them"
            ])
        let scrollerOutput = try NibCompiler.compile(
            data: scrollerXIB, path: "Panel.xib", options: CompileOptions(allowsApproximation: true, colorProfiles: profiles))
        #expect(scrollerOutput.files.map(\.contents) == without.files.map(\.contents))
    }

    /// A scroll elasticity is in the flags, horizontal at bit 14, vertical at 12 (Prune's text
    /// view's scroll view: none both ways, 0x5000).
    @Test func scrollElasticityIsInTheFlags() throws {
        let elastic = #"borderType="none" autohidesScrollers="YES" horizontalScrollElasticity="none" verticalScrollElasticity="allowed""#
        let graph = try Self.compile(Self.scrollView(documentHeight: 100, attributes: elastic))
        let scrollView = try #require(graph.objects.first { $0.className == "NSScrollView" })
        #expect(scrollView.value(forKey: "NSsFlags") == .integer(0x3_0A30 | 0x4000 | 0x2000))
    }

    /// The flags say the border, the scrollers and their hiding; the scrollers send
    /// `_doScroller:` to the scroll view and host layers when it has no border and hides them;
    /// the clip view's autoresizing mask is not archived.
    @Test func aScrollViewKeepsTheDocumentsGeometry() throws {
        let graph = try Self.compile(Self.scrollView(documentHeight: 100))
        let scrollView = try #require(graph.objects.first { $0.className == "NSScrollView" })
        #expect(scrollView.value(forKey: "NSsFlags") == .integer(0x3_0A30))
        #expect(
            scrollView.value(forKey: "NSScrollAmts")
                == .data(Data([0x41, 0x20, 0, 0, 0x41, 0x20, 0, 0, 0x41, 0x20, 0, 0, 0x41, 0x98, 0, 0])))
        #expect(
            graph.members(scrollView.value(forKey: "NSSubviews")).compactMap { graph.object($0)?.object.className } == [
                "NSClipView", "NSScroller", "NSScroller",
            ])
        let clip = try #require(graph.objects.first { $0.className == "NSClipView" })
        #expect(clip.value(forKey: "NSvFlags") == .integer(0x100))
        #expect(clip.value(forKey: "NScvFlags") == .integer(4))
        let scrollers = graph.objects.filter { $0.className == "NSScroller" }
        #expect(scrollers.map { $0.value(forKey: "NSViewIsLayerTreeHost") } == [.bool(true), .bool(true)])
        #expect(scrollers.map { $0.value(forKey: "NSsFlags") } == [.integer(1), nil])
        #expect(scrollers.map { $0.value(forKey: "NSCurValue") } == [nil, .double(1)])
        let bezeled = try Self.compile(Self.scrollView(documentHeight: 100, attributes: #"autohidesScrollers="YES""#))
        #expect(bezeled.objects.first { $0.className == "NSScrollView" }?.value(forKey: "NSsFlags") == .integer(0x3_0A32))
        #expect(bezeled.objects.filter { $0.className == "NSScroller" }.allSatisfy { $0.value(forKey: "NSViewIsLayerTreeHost") == nil })
    }

    /// A clip view that draws no background and copies on scroll archives no flags (Aerial's
    /// `SidebarViewController`); without copying, 2 (viraptor's `HSChooserWindow`).
    @Test func aClipViewWithoutBackgroundArchivesOnlyItsCopyingFlag() throws {
        for (attributes, flags) in [
            (#"drawsBackground="NO""#, nil), (#"drawsBackground="NO" copiesOnScroll="NO""#, NibGraph.Value.integer(2)),
        ] {
            let scrollView = Self.scrollView(documentHeight: 100).replacingOccurrences(
                of: #"<clipView key="contentView" id="10">"#, with: #"<clipView key="contentView" \#(attributes) id="10">"#)
            let graph = try Self.compile(scrollView)
            let clip = try #require(graph.objects.first { $0.className == "NSClipView" })
            #expect(clip.value(forKey: "NScvFlags") == flags)
        }
    }

    /// A clip view saved with no background color (`<nil key="backgroundColor"/>`) archives
    /// none, as Xcode's nib of viraptor's `HSChooserWindow` has it; drawing a background it does
    /// not have is refused.
    @Test func aClipViewWithNoColorArchivesNone() throws {
        let withoutColor = #"<clipView key="contentView" drawsBackground="NO" copiesOnScroll="NO" id="10">"#
        let scrollView = Self.scrollView(documentHeight: 100)
            .replacingOccurrences(of: #"<clipView key="contentView" id="10">"#, with: withoutColor)
            .replacingOccurrences(of: "</clipView>", with: #"<nil key="backgroundColor"/></clipView>"#)
        #expect(scrollView.contains(#"<nil key="backgroundColor"/>"#))
        let clip = try #require(try Self.compile(scrollView).objects.first { $0.className == "NSClipView" })
        let url = try TestPaths.corpus("pairs-macos/ibtool-1c4e662-HSChooserWindow.xib/xcode/HSChooserWindow.nib")
        let xcode = try CompiledNibReader.read(path: url.path).graph
        let xcodeClip = try #require(xcode.objects.first { $0.className == "NSClipView" && $0.value(forKey: "NScvFlags") == .integer(2) })
        #expect(xcodeClip.value(forKey: "NSBGColor") == nil)
        #expect(clip.value(forKey: "NSBGColor") == nil)
        #expect(clip.value(forKey: "NScvFlags") == .integer(2))

        let drawing = scrollView.replacingOccurrences(of: #" drawsBackground="NO""#, with: "")
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: drawing))
        let refusal = try CompilerTestSupport.refusal(
            xib, options: CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles()))
        #expect(refusal.diagnostics.map(\.objectID) == ["10"])
    }

    /// A scroller that does not hide takes 17 points from the clip view, and from a document
    /// sizable that way (`test20-framecalc`); a hidden one takes none. The clip view is tiled
    /// inside the scroll view's border whatever room the document saved for a narrower scroller
    /// (`test13-clip-flags`: saved 523 beside a 15-point scroller in a 540-point bezel, archived
    /// 521).
    @Test func aScrollerShownForGoodTakesItsRoomFromTheClipView() throws {
        // The clip view saved inside a bezel beside a 15-point scroller (the scroll view's own
        // frame is the first rectangle of that size, the clip view's the second).
        let saved = #"<rect key="frame" x="0.0" y="0.0" width="200" height="100"/>"#
        let parts = Self.scrollView(documentHeight: 98, attributes: "").components(separatedBy: saved)
        #expect(parts.count == 3)
        let document = parts[2...].joined(separator: saved)
            .replacingOccurrences(of: #"width="200" height="98""#, with: #"width="183" height="98""#)
        let bezel = try Self.compile(parts[0] + saved + parts[1] + #"<rect key="frame" x="1" y="1" width="183" height="98"/>"# + document)
        let tiled = try #require(bezel.objects.first { $0.className == "NSClipView" })
        #expect(bezel.string(tiled.value(forKey: "NSFrame")) == "{{1, 1}, {181, 98}}")
        let tiledDocument = try #require(bezel.objects.first { $0.className == "NSCustomView" })
        #expect(bezel.string(tiledDocument.value(forKey: "NSFrameSize")) == "{181, 98}")
        let graph = try Self.compile(Self.scrollView(documentHeight: 100, attributes: #"borderType="none""#))
        let clip = try #require(graph.objects.first { $0.className == "NSClipView" })
        #expect(graph.string(clip.value(forKey: "NSFrameSize")) == "{183, 100}")
        let plainDocument = try #require(graph.objects.first { $0.className == "NSCustomView" })
        #expect(graph.string(plainDocument.value(forKey: "NSFrameSize")) == "{183, 100}")
        let scroller = try #require(graph.objects.first { $0.className == "NSScroller" && $0.value(forKey: "NSsFlags") == nil })
        #expect(graph.string(scroller.value(forKey: "NSFrame")) == "{{184, 0}, {16, 100}}")
    }

    /// Beside overlay scrollers the clip view keeps its saved frame, under the scrollers; a view
    /// taller than it scrolls down: an enabled vertical scroller whose knob is the part shown,
    /// the clip view's bounds at the scroller's value, and both scrollers tiled over the clip
    /// view's edges, as Xcode 26 writes Aerial's `OverlaysViewController` (built on a Mac showing
    /// overlay scrollers). With legacy scrollers, which take their room, it is refused.
    @Test func aViewTallerThanItsClipViewScrollsDownBesideOverlayScrollers() throws {
        let scrollView = """
                    <scrollView fixedFrame="YES" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" usesPredominantAxisScrolling="NO" id="9">
                        <rect key="frame" x="0.0" y="0.0" width="623" height="478"/>
                        <clipView key="contentView" id="10">
                            <rect key="frame" x="1" y="1" width="621" height="476"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <customView id="11">
                                    <rect key="frame" x="0.0" y="-345" width="600" height="806"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </customView>
                            </subviews>
                        </clipView>
                        <scroller key="horizontalScroller" wantsLayer="YES" verticalHuggingPriority="750" horizontal="YES" id="12">
                            <rect key="frame" x="1" y="461" width="621" height="16"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </scroller>
                        <scroller key="verticalScroller" wantsLayer="YES" verticalHuggingPriority="750" doubleValue="0.9939393939393939" horizontal="NO" id="13">
                            <rect key="frame" x="606" y="1" width="16" height="476"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </scroller>
                    </scrollView>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: scrollView))
        var options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        options.scrollerStyle = .overlay
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let clip = try #require(
            graph.objects.first { $0.className == "NSClipView" && graph.string($0.value(forKey: "NSFrame")) == "{{1, 1}, {621, 476}}" })
        #expect(graph.string(clip.value(forKey: "NSBounds")) == "{{0, -343}, {621, 476}}")
        let scrollers = graph.objects.filter { $0.className == "NSScroller" }
        let vertical = try #require(scrollers.first { $0.value(forKey: "NSsFlags") == nil })
        let horizontal = try #require(scrollers.first { $0.value(forKey: "NSsFlags") == .integer(1) })
        #expect(graph.string(vertical.value(forKey: "NSFrame")) == "{{605, 1}, {17, 468.5}}")
        #expect(graph.string(horizontal.value(forKey: "NSFrame")) == "{{1, 460}, {613.5, 17}}")
        #expect(vertical.value(forKey: "NSEnabled") == .bool(true) && horizontal.value(forKey: "NSEnabled") == nil)
        #expect(vertical.value(forKey: "NSPercent") == .double(476.0 / 806.0))
        let archivedScrollView = try #require(graph.objects.first { $0.className == "NSScrollView" })
        #expect(archivedScrollView.value(forKey: "NSsFlags") == .integer(133_234))
        let refusal = try CompilerTestSupport.refusal(xib, options: CompileOptions(colorProfiles: options.colorProfiles))
        #expect(
            refusal.diagnostics.map(\.message) == [
                "a scroll view whose document does not fit it, which no pair shows with these scrollers, keeps the frames the document saves"
            ])
    }

    /// A document larger than its clip view beside legacy scrollers is refused, and keeps its
    /// saved frames under `--allow-approximation`.
    @Test func aDocumentLargerThanTheClipViewIsAnApproximation() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.scrollView(documentHeight: 300)))
        var options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        let refusal = try CompilerTestSupport.refusal(xib, options: options)
        #expect(
            refusal.diagnostics.map(\.message) == [
                "a scroll view whose document does not fit it, which no pair shows with these scrollers, keeps the frames the document saves"
            ])
        #expect(refusal.diagnostics.map(\.objectID) == ["10"])
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let clip = try #require(graph.objects.first { $0.className == "NSClipView" })
        let document = try #require(graph.object(clip.value(forKey: "NSDocView"))?.object)
        #expect(graph.string(document.value(forKey: "NSFrameSize"))?.hasSuffix(" 300}") == true)
    }
}

/// Titled primary boxes: ibtool sizes the content view to the box but the title's 12 points,
/// and its subviews follow their masks (`test-box-titled`); a custom box keeps its border and
/// fill. Their colors need the system's color profiles, taken from the corpus.
@Suite struct AppKitBoxBuilderConformanceTests {
    static func box(labelMask: String) -> String {
        """
                    <box fixedFrame="YES" title="Test Box" translatesAutoresizingMaskIntoConstraints="NO" id="10">
                        <rect key="frame" x="20" y="20" width="560" height="100"/>
                        <view key="contentView" id="11">
                            <rect key="frame" x="3" y="3" width="554" height="84"/>
                            <subviews>
                                <textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="12">
                                    <rect key="frame" x="100" y="30" width="400" height="22"/>
                                    <autoresizingMask key="autoresizingMask" \(labelMask)/>
                                    <textFieldCell key="cell" title="L" id="13"><font key="font" metaFont="system"/></textFieldCell>
                                </textField>
                            </subviews>
                        </view>
                        <color key="fillColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                    </box>
        """
    }

    /// In Base.lproj the title is localizable under the box's id, the key of the strings ibtool
    /// makes for it ("<box id>.title").
    @Test func aBaseLocalizedTitleIsLocalizableUnderTheBoxsID() throws {
        let graph = try Self.compiledWidthSizableBox(path: "/p/Base.lproj/Panel.xib")
        let box = try #require(graph.objects.first { $0.className == "NSBox" })
        let titleCell = try #require(graph.object(box.value(forKey: "NSTitleCell"))?.object)
        let title = try #require(graph.object(titleCell.value(forKey: "NSContents"))?.object)
        #expect(title.className == "NSLocalizableString")
        #expect(graph.string(title.value(forKey: "NSKey")) == "10.title")
        #expect(graph.string(title.value(forKey: "NSDev")) == "Test Box")
    }

    /// The box of a window, its label sized with it, compiled as the document at `path`.
    static func compiledWidthSizableBox(path: String) throws -> NibGraph {
        let xib = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: Self.box(labelMask: #"widthSizable="YES""#)))
        let options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        let output = try NibCompiler.compile(data: xib, path: path, options: options)
        return try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
    }

    @Test func theContentViewTakesTheBoxButTheTitle() throws {
        let graph = try Self.compiledWidthSizableBox(path: "Panel.xib")
        let box = try #require(graph.objects.first { $0.className == "NSBox" })
        let content = try #require(graph.object(box.value(forKey: "NSContentView"))?.object)
        #expect(graph.string(content.value(forKey: "NSFrameSize")) == "{560, 88}")
        #expect(content.value(forKey: "NSvFlags") == .integer(274))
        let label = try #require(graph.objects.first { $0.className == "NSTextField" })
        #expect(graph.string(label.value(forKey: "NSFrame")) == "{{100, 30}, {406, 22}}")
        #expect(box.value(forKey: "NSFillColor") == nil)
        #expect(box.value(forKey: "IBNSBoxIsUsingDocumentContentView") == .bool(true))

        let split = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: Self.box(labelMask: #"flexibleMinX="YES" widthSizable="YES""#)))
        var options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        #expect(try CompilerTestSupport.refusal(split, options: options).diagnostics.map(\.objectID) == ["12"])
        // Approximated, the left margin and the width each take half of the 6 points.
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: split, path: "Panel.xib", options: options)
        #expect(output.diagnostics.contains { $0.objectID == "12" && $0.message.contains("equal share for each flexible part") })
        let splitGraph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let splitLabel = try #require(splitGraph.objects.first { $0.className == "NSTextField" })
        #expect(splitGraph.string(splitLabel.value(forKey: "NSFrame")) == "{{103, 30}, {403, 22}}")
    }

    /// Aerial's backgrounds (`ThanksViewController`, Xcode 26): a custom box without border,
    /// its width and fill color as given, its content view as saved.
    static let customBox = """
                <box fixedFrame="YES" boxType="custom" borderType="none" borderWidth="0.0" title="Box" translatesAutoresizingMaskIntoConstraints="NO" id="10">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <view key="contentView" id="11">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <color key="fillColor" name="windowBackgroundColor" catalog="System" colorSpace="catalog"/>
                </box>
        """

    /// A device white color is archived as a calibrated white is, in color space 4: the grid
    /// color of `HSChooserWindow`'s table, white 0.8 and alpha 0, as Xcode's nib has it.
    @Test func aDeviceWhiteIsArchivedInItsOwnSpace() throws {
        let box = Self.customBox.replacingOccurrences(
            of: #"<color key="fillColor" name="windowBackgroundColor" catalog="System" colorSpace="catalog"/>"#,
            with: #"<color key="fillColor" white="0.80000000000000004" alpha="0.0" colorSpace="deviceWhite"/>"#)
        #expect(box != Self.customBox)
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: box))
        let options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let boxObject = try #require(graph.objects.first { $0.className == "NSBox" })
        let fill = try #require(graph.object(boxObject.value(forKey: "NSFillColor2"))?.object)
        let url = try TestPaths.corpus("pairs-macos/ibtool-1c4e662-HSChooserWindow.xib/xcode/HSChooserWindow.nib")
        let xcode = try CompiledNibReader.read(path: url.path).graph
        let grid = try #require(xcode.objects.first { $0.className == "NSColor" && $0.value(forKey: "NSColorSpace") == .integer(4) })
        #expect(fill.value(forKey: "NSColorSpace") == .integer(4))
        #expect(fill.value(forKey: "NSWhite") == grid.value(forKey: "NSWhite"))
        #expect(fill.value(forKey: "NSWhite") == .data(Data("0.8 0\0".utf8)))
    }

    /// A color in a custom sRGB space is archived as a system color's RGB fallback is: the
    /// document's components in the space, whose profile it embeds, beside a calibrated twin
    /// within 4e-6 of Xcode's (the background of `HSChooserWindow`'s table), an approximation;
    /// a generic gray gamma 2.2 one as a gray fallback is.
    @Test func aCustomSpaceColorKeepsItsComponentsBesideACalibratedTwin() throws {
        func box(filled color: String) -> Data {
            CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(
                    holding: Self.customBox.replacingOccurrences(
                        of: #"<color key="fillColor" name="windowBackgroundColor" catalog="System" colorSpace="catalog"/>"#,
                        with: #"<color key="fillColor" "# + color + "/>")))
        }
        let sRGB = box(
            filled: #"red="0.0" green="0.41176470588235292" blue="0.85098039215686272" alpha="0.0" "#
                + #"colorSpace="custom" customColorSpace="sRGB""#)
        var options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        let refusal = try CompilerTestSupport.refusal(sRGB, options: options)
        #expect(
            refusal.diagnostics.map(\.message) == [
                "a color in custom color space sRGB: its calibrated twin, for systems before the space, is converted to within 4e-6 of Xcode's"
            ])
        options.allowsApproximation = true
        func fill(_ xib: Data) throws -> (NibGraph, NibGraph.Object) {
            let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
            let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
            let boxObject = try #require(graph.objects.first { $0.className == "NSBox" })
            return (graph, try #require(graph.object(boxObject.value(forKey: "NSFillColor2"))?.object))
        }
        let (graph, color) = try fill(sRGB)
        let url = try TestPaths.corpus("pairs-macos/ibtool-1c4e662-HSChooserWindow.xib/xcode/HSChooserWindow.nib")
        let xcode = try CompiledNibReader.read(path: url.path).graph
        let background = try #require(
            xcode.objects.first { $0.value(forKey: "NSRGB") != nil && $0.value(forKey: "NSCustomColorSpace") != nil })
        for key in ["NSColorSpace", "NSComponents", "NSLinearExposure"] {
            #expect(color.value(forKey: key) == background.value(forKey: key), "\(key)")
        }
        let space = try #require(graph.object(color.value(forKey: "NSCustomColorSpace"))?.object)
        let xcodeSpace = try #require(xcode.object(background.value(forKey: "NSCustomColorSpace"))?.object)
        #expect(space.value(forKey: "NSID") == xcodeSpace.value(forKey: "NSID"))
        func twin(_ value: NibGraph.Value?) -> [Double] {
            guard case .data(let data)? = value else { return [] }
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: ["\0"]).split(separator: " ").compactMap { Double($0) }
        }
        let ours = twin(color.value(forKey: "NSRGB"))
        let theirs = twin(background.value(forKey: "NSRGB"))
        #expect(ours.count == 4 && theirs.count == 4)
        #expect(zip(ours, theirs).allSatisfy { abs($0 - $1) < 4e-6 }, "\(ours) ≠ \(theirs)")

        // An sRGB gray stays neutral: white's twin is white, as Aerial's nibs have it.
        let (_, white) = try fill(box(filled: #"red="1" green="1" blue="1" alpha="0.5" colorSpace="custom" customColorSpace="sRGB""#))
        #expect(white.value(forKey: "NSRGB") == .data(Data("1 1 1 0.5\0".utf8)))
        // A calibrated space named as a custom one is written as the space itself.
        let (_, calibrated) = try fill(
            box(filled: #"red="0.6" green="0.6" blue="0.6" alpha="0.0" colorSpace="custom" customColorSpace="calibratedRGB""#))
        #expect(calibrated.value(forKey: "NSColorSpace") == .integer(1))
        #expect(calibrated.value(forKey: "NSRGB") == .data(Data("0.6 0.6 0.6 0\0".utf8)))
        let (_, gray) = try fill(box(filled: #"white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#))
        #expect(gray.value(forKey: "NSColorSpace") == .integer(3))
        #expect(gray.value(forKey: "NSComponents") == .data(Data("0.5 1".utf8)))
        #expect(twin(gray.value(forKey: "NSWhite")).count == 1)
    }

    @Test func aCustomBoxArchivesItsBorderWidthAndFill() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.customBox))
        let options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let box = try #require(graph.objects.first { $0.className == "NSBox" })
        #expect(box.value(forKey: "NSBoxType") == .integer(4))
        #expect(box.value(forKey: "NSBorderType") == .integer(0))
        #expect(box.value(forKey: "NSTitlePosition") == .integer(2))
        let width = try #require(graph.object(box.value(forKey: "NSBorderWidth2"))?.object)
        #expect(width.className == "NSNumber")
        let fill = try #require(graph.object(box.value(forKey: "NSFillColor2"))?.object)
        #expect(graph.string(fill.value(forKey: "NSColorName")) == "windowBackgroundColor")
        let content = try #require(graph.object(box.value(forKey: "NSContentView"))?.object)
        #expect(graph.string(content.value(forKey: "NSFrameSize")) == "{200, 100}")
        #expect(box.value(forKey: "NSTransparent") == .bool(false) && box.value(forKey: "NSFullyTransparent") == nil)

        // A transparent custom box is fully transparent (Aerial's `AdvancedViewController`).
        let transparent = xib.replacingOccurrences(of: #"boxType="custom""#, with: #"boxType="custom" transparent="YES""#)
        let clear = try CompiledNibReader.decode(
            try NibCompiler.compile(data: transparent, path: "Panel.xib", options: options).files[0].contents, path: "Panel.nib"
        ).graph
        let clearBox = try #require(clear.objects.first { $0.className == "NSBox" })
        #expect(clearBox.value(forKey: "NSTransparent") == .bool(false) && clearBox.value(forKey: "NSFullyTransparent") == .bool(true))

        var asXcode14 = options
        asXcode14.xcodeVersion = CompileOptions.XcodeVersion("14.3.1")
        #expect(try CompilerTestSupport.refusal(xib, options: asXcode14).diagnostics.map(\.objectID) == ["10"])
    }
}

/// Cell-based tables as Xcode 7.2 to 14.3.1 wrote them (Sparkle's `SUUpdatePermissionPrompt`): as
/// high as their clip view, a corner view hidden on a Mac with overlay scrollers, header cells
/// that are no objects of the document, macOS 11's headers and variant; refused for other Xcodes
/// and where the pairs do not show how ibtool sizes the columns again.
@Suite struct AppKitTableViewBuilderTests {
    static func table(secondColumnWidth: Int = 219, scrollerSize: String = #"controlSize="small""#) -> String {
        """
                    <scrollView autohidesScrollers="YES" hasHorizontalScroller="NO" usesPredominantAxisScrolling="NO" id="40">
                        <rect key="frame" x="4" y="5" width="355" height="115"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <clipView key="contentView" id="39">
                            <rect key="frame" x="1" y="1" width="353" height="113"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <tableView verticalHuggingPriority="750" columnAutoresizingStyle="lastColumnOnly" \
        alternatingRowBackgroundColors="YES" multipleSelection="NO" autosaveColumns="NO" typeSelect="NO" rowHeight="14" id="41">
                                    <rect key="frame" x="0.0" y="0.0" width="353" height="16"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <size key="intercellSpacing" width="3" height="2"/>
                                    <tableColumns>
                                        <tableColumn editable="NO" width="128" minWidth="40" maxWidth="1000" id="42">
                                            <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" alignment="left"/>
                                            <textFieldCell key="dataCell" controlSize="small" selectable="YES" alignment="left" title="Text Cell" id="43"/>
                                            <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                                        </tableColumn>
                                        <tableColumn editable="NO" width="\(secondColumnWidth)" minWidth="40" maxWidth="1000" id="44">
                                            <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" alignment="left"/>
                                            <textFieldCell key="dataCell" controlSize="small" selectable="YES" alignment="left" title="Text Cell" id="45"/>
                                            <tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>
                                        </tableColumn>
                                    </tableColumns>
                                </tableView>
                            </subviews>
                        </clipView>
                        <scroller key="horizontalScroller" hidden="YES" verticalHuggingPriority="750" \(scrollerSize) horizontal="YES" id="185">
                            <rect key="frame" x="-100" y="-100" width="345" height="11"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </scroller>
                        <scroller key="verticalScroller" hidden="YES" verticalHuggingPriority="750" \(scrollerSize) horizontal="NO" id="184">
                            <rect key="frame" x="-22" y="1" width="11" height="125"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </scroller>
                    </scrollView>
        """
    }

    static func options(xcode: String, scrollers: CompileOptions.ScrollerStyle = .legacy) throws -> CompileOptions {
        var options = CompileOptions(
            xcodeVersion: CompileOptions.XcodeVersion(xcode),
            colorProfiles: try AppKitCompilerConformanceTests.colorProfiles(forXcode: xcode))
        options.scrollerStyle = scrollers
        return options
    }

    static func compile(_ subviews: String, options: CompileOptions) throws -> NibGraph {
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: subviews))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        return try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
    }

    @Test func aTableAsXcode10WroteIt() throws {
        let graph = try Self.compile(Self.table(), options: Self.options(xcode: "1020"))
        let table = try #require(graph.objects.first { $0.className == "NSTableView" })
        #expect(graph.string(table.value(forKey: "NSFrameSize")) == "{353, 113}")
        #expect(table.value(forKey: "NSvFlags") == .integer(0x1100))
        #expect(table.value(forKey: "NSTvFlags") == .integer(Int64(Int32(truncatingIfNeeded: 0xD2C0_0000))))
        #expect(table.value(forKey: "NSRowHeight") == .double(14))
        #expect(table.value(forKey: "NSAllowsTypeSelect") == .bool(false))
        // Column selection on, empty selection off: viraptor's `test-table-vignettes` has the first
        // among its flags (0xF7C00000); the second is the bit every other table of the pairs sets.
        let selecting = Self.table().replacingOccurrences(
            of: #"multipleSelection="NO""#, with: #"multipleSelection="NO" columnSelection="YES" emptySelection="NO""#)
        let selectingTable = try #require(
            try Self.compile(selecting, options: Self.options(xcode: "1020")).objects.first { $0.className == "NSTableView" })
        #expect(selectingTable.value(forKey: "NSTvFlags") == .integer(Int64(Int32(truncatingIfNeeded: 0xC6C0_0000))))
        // The automatic row size is the default, which archives nothing (viraptor's `sv-nohs-wide-col`).
        let automatic = Self.table().replacingOccurrences(of: #"rowHeight="14""#, with: #"rowHeight="14" rowSizeStyle="automatic""#)
        #expect(
            try Self.compile(automatic, options: Self.options(xcode: "1020"))
                == Self.compile(Self.table(), options: Self.options(xcode: "1020")))
        #expect(graph.string(table.value(forKey: "NSDataSource")) == "$null")
        let corner = try #require(graph.object(table.value(forKey: "NSCornerView"))?.object)
        #expect(corner.className == "_NSCornerView")
        #expect(corner.value(forKey: "NSvFlags") == .integer(0x100))
        let columns = graph.members(table.value(forKey: "NSTableColumns")).compactMap { graph.object($0)?.object }
        #expect(columns.map { $0.value(forKey: "NSWidth") } == [.double(128), .double(219)])
        #expect(columns.allSatisfy { $0.value(forKey: "NSResizingMask") == .integer(3) })
        let headers = columns.compactMap { graph.object($0.value(forKey: "NSHeaderCell"))?.object }
        #expect(headers.map(\.className) == ["NSTableHeaderCell", "NSTableHeaderCell"])
        #expect(headers.allSatisfy { $0.value(forKey: "NSControlView") == nil && $0.value(forKey: "NSCellFlags") == .integer(0x480_0040) })
        // Columns and data cells are objects of the document; header cells, without ids, are not.
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        let documentObjects = graph.members(data.value(forKey: "NSObjectsKeys")).compactMap { graph.object($0)?.object.className }
        #expect(documentObjects.filter { $0 == "NSTableColumn" }.count == 2)
        #expect(documentObjects.filter { $0 == "NSTextFieldCell" }.count == 2)
        #expect(!documentObjects.contains("NSTableHeaderCell"))
        // Small scrollers say so in their flags; with legacy scrollers they host layers.
        let scrollers = graph.objects.filter { $0.className == "NSScroller" }
        #expect(scrollers.map { $0.value(forKey: "NSsFlags") } == [.integer(0x101), .integer(0x100)])
        #expect(scrollers.allSatisfy { $0.value(forKey: "NSViewIsLayerTreeHost") == .bool(true) })
    }

    @Test func overlayScrollersHideTheCornerViewUntilXcode26AndHostNoLayers() throws {
        let graph = try Self.compile(Self.table(), options: Self.options(xcode: "1020", scrollers: .overlay))
        let corner = try #require(graph.objects.first { $0.className == "_NSCornerView" })
        #expect(corner.value(forKey: "NSvFlags") == .integer(Int64(Int32(truncatingIfNeeded: 0x8000_0100))))
        #expect(graph.objects.filter { $0.className == "NSScroller" }.allSatisfy { $0.value(forKey: "NSViewIsLayerTreeHost") == nil })
        // Xcode 26 shows it (Aerial's tables).
        let shown = try Self.compile(Self.table(), options: Self.options(xcode: "2600", scrollers: .overlay))
        #expect(shown.objects.first { $0.className == "_NSCornerView" }?.value(forKey: "NSvFlags") == .integer(0x100))
    }

    @Test func sinceXcode11ATableSizesWithItsClipView() throws {
        let graph = try Self.compile(Self.table(), options: Self.options(xcode: "1130"))
        #expect(graph.objects.first { $0.className == "NSTableView" }?.value(forKey: "NSvFlags") == .integer(0x1112))
    }

    @Test func sinceXcode12_3HeadersAreTallerAndTheLastColumnNarrower() throws {
        let graph = try Self.compile(Self.table(), options: Self.options(xcode: "1230"))
        let table = try #require(graph.objects.first { $0.className == "NSTableView" })
        let columns = graph.members(table.value(forKey: "NSTableColumns")).compactMap { graph.object($0)?.object }
        #expect(columns.map { $0.value(forKey: "NSWidth") } == [.double(128), .double(190)])
        #expect(table.value(forKey: "NSTableViewStyle") == nil)
        let corner = try #require(graph.object(table.value(forKey: "NSCornerView"))?.object)
        #expect(graph.string(corner.value(forKey: "NSFrameSize")) == "{15, 28}")
        // Both header cells share the subheadline font, though the document gives them none.
        let fonts = columns.compactMap { graph.object($0.value(forKey: "NSHeaderCell"))?.object.value(forKey: "NSSupport") }
        #expect(fonts.count == 2 && Set(fonts).count == 1)
        let font = try #require(graph.object(fonts.first)?.object)
        #expect(font.value(forKey: "NSfFlags") == .integer(16) && font.value(forKey: "NSSize") == .double(11))
        #expect(font.value(forKey: "NSTextStyleDescriptor") != nil)
        // Columns that leave 35 points free keep their widths.
        let narrow = try Self.compile(Self.table(secondColumnWidth: 184), options: Self.options(xcode: "1230"))
        let narrowTable = try #require(narrow.objects.first { $0.className == "NSTableView" })
        #expect(
            narrow.members(narrowTable.value(forKey: "NSTableColumns")).compactMap { narrow.object($0)?.object.value(forKey: "NSWidth") }
                == [.double(128), .double(184)])
    }

    /// IINA's fixed columns: AppKit keeps a column within its bounds, and no pair shows which
    /// column takes what the table's layout leaves then. A last column that does not resize
    /// with its table is not resized: the table keeps its columns, as Aerial's keep theirs
    /// beside a fixed grip or action column (Xcode 26), strictly.
    @Test func aColumnTheLayoutWouldTakeOutOfItsBoundsIsAnApproximation() throws {
        let bounded = Self.table().replacingOccurrences(of: #"width="219" minWidth="40""#, with: #"width="219" minWidth="200""#)
        var options = try Self.options(xcode: "1230")
        let boundedXIB = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: bounded))
        #expect(try CompilerTestSupport.refusal(boundedXIB, options: options).diagnostics.map(\.objectID) == ["44"])
        var fixed = Self.table()
        let lastMask = try #require(fixed.range(of: #"resizeWithTable="YES" userResizable="YES""#, options: .backwards))
        fixed.replaceSubrange(lastMask, with: #"userResizable="YES""#)
        func widths(_ subviews: String) throws -> [NibGraph.Value?] {
            let graph = try Self.compile(subviews, options: options)
            let table = try #require(graph.objects.first { $0.className == "NSTableView" })
            return graph.members(table.value(forKey: "NSTableColumns")).compactMap { graph.object($0)?.object.value(forKey: "NSWidth") }
        }
        // The column only the user resizes is still written as one resizing with its table.
        let fixedXIB = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: fixed))
        #expect(
            try CompilerTestSupport.refusal(fixedXIB, options: options).diagnostics.map(\.message) == [
                "a table column only the user resizes, which no pair shows, is archived with its mask as one resizing with its table is"
            ])
        options.allowsApproximation = true
        #expect(try widths(bounded) == [.double(128), .double(200)])
        #expect(try widths(fixed) == [.double(128), .double(219)])
    }

    @Test func sinceXcode12_4ATableGetsAVariantForMacOS11() throws {
        var options = try Self.options(xcode: "1240")
        options.minimumDeploymentTarget = "10.9"
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.table()))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        #expect(output.isFolder && output.files.map(\.relativePath) == ["keyedobjects.nib", "keyedobjects-110000.nib"])
        func table(_ file: CompiledFile) throws -> (style: NibGraph.Value?, flags: NibGraph.Value?, widths: [NibGraph.Value?]) {
            let graph = try CompiledNibReader.decode(file.contents, path: "Panel.nib").graph
            let table = try #require(graph.objects.first { $0.className == "NSTableView" })
            let columns = graph.members(table.value(forKey: "NSTableColumns")).compactMap { graph.object($0)?.object }
            return (table.value(forKey: "NSTableViewStyle"), table.value(forKey: "NSTvFlags"), columns.map { $0.value(forKey: "NSWidth") })
        }
        // Older systems: the plain style, the 29 points the last column gave up shared out.
        let older = try table(output.files[0])
        #expect(older.style == .integer(4) && older.flags == .integer(Int64(Int32(truncatingIfNeeded: 0xD2C0_0000))))
        #expect(older.widths == [.double(143), .double(204)])
        let macOS11 = try table(output.files[1])
        #expect(macOS11.style == nil && macOS11.flags == .integer(Int64(Int32(truncatingIfNeeded: 0xD2A0_0000))))
        #expect(macOS11.widths == [.double(128), .double(190)])
        // Xcode 14 writes NIBArchives beside the keyed archive, and names columns.
        options.xcodeVersion = CompileOptions.XcodeVersion("1401")
        let xcode14 = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        #expect(xcode14.files.map(\.relativePath) == ["keyedobjects.nib", "keyedobjects-101300.nib", "keyedobjects-110000.nib"])
        let graph = try CompiledNibReader.decode(xcode14.files[1].contents, path: "Panel.nib").graph
        #expect(
            graph.objects.filter { $0.className == "NSTableColumn" }.map { graph.string($0.value(forKey: "NSIdentifier")) } == [
                "AutomaticTableColumnIdentifier.0", "AutomaticTableColumnIdentifier.1",
            ])
        // A table for macOS 11 and later alone is measured for Xcode 26 only: an approximation
        // for Xcode 14.
        options.minimumDeploymentTarget = "11.0"
        let refusal = try CompilerTestSupport.refusal(xib, options: options)
        #expect(
            refusal.diagnostics.map(\.message) == [
                "a table for macOS 11 and later only as this Xcode writes it is not known to the macOS compiler: written as ibtool-1c4e662-test-sort-desc.xib shows another Xcode wrote it"
            ])
        options.allowsApproximation = true
        #expect(throws: Never.self) { try NibCompiler.compile(data: xib, path: "Panel.xib", options: options) }
    }

    /// A table under a header view as Xcode 26 writes viraptor's `test-sort-desc` and
    /// `test-table-1col-autohide` for macOS 11 and later: the header in a clip view of its own,
    /// the clip view under it filling the scroll view and scrolled down by the header's height,
    /// the corner view in the scroll view, hidden without a horizontal scroller.
    @Test func aHeaderViewHasAClipViewOfItsOwn() throws {
        let headed = Self.table().replacingOccurrences(of: #"rowHeight="14" id="41">"#, with: #"rowHeight="14" headerView="50" id="41">"#)
            .replacingOccurrences(of: #"<scrollView "#, with: #"<scrollView hasHorizontalScroller="NO" "#)
            .replacingOccurrences(of: #"autohidesScrollers="YES" hasHorizontalScroller="NO" "#, with: #"autohidesScrollers="YES" "#)
            .replacingOccurrences(
                of: "</scrollView>",
                with: """
                        <tableHeaderView key="headerView" wantsLayer="YES" id="50">
                            <rect key="frame" x="0.0" y="0.0" width="353" height="23"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tableHeaderView>
                    </scrollView>
                    """
            )
            .replacingOccurrences(of: #"<tableColumn editable="NO" width="128""#, with: #"<tableColumn identifier="name" width="128""#)
            .replacingOccurrences(
                of: #"<tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>"#,
                with:
                    #"<sortDescriptor key="sortDescriptorPrototype" sortKey="name" ascending="YES" selector="compare:"/><tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>"#
            )
        let graph = try Self.compile(headed, options: Self.options(xcode: "2600"))
        let table = try #require(graph.objects.first { $0.className == "NSTableView" })
        #expect(table.value(forKey: "NSvFlags") == .integer(0x112))
        #expect(graph.string(table.value(forKey: "NSFrameSize")) == "{353, 90}")
        let header = try #require(graph.object(table.value(forKey: "NSHeaderView"))?.object)
        #expect(header.className == "NSTableHeaderView" && graph.object(header.value(forKey: "NSTableView"))?.object == table)
        let headerClip = try #require(graph.object(header.value(forKey: "NSSuperview"))?.object)
        #expect(headerClip.className == "NSClipView" && graph.string(headerClip.value(forKey: "NSFrame")) == "{{1, 1}, {353, 23}}")
        let scrollView = try #require(graph.objects.first { $0.className == "NSScrollView" })
        #expect(graph.object(scrollView.value(forKey: "NSHeaderClipView"))?.object == headerClip)
        let clip = try #require(graph.object(scrollView.value(forKey: "NSContentView"))?.object)
        #expect(graph.string(clip.value(forKey: "NSBounds")) == "{{0, -23}, {353, 113}}")
        let corner = try #require(graph.object(table.value(forKey: "NSCornerView"))?.object)
        #expect(graph.object(corner.value(forKey: "NSSuperview"))?.object == scrollView)
        #expect(corner.value(forKey: "NSvFlags") == .integer(Int64(Int32(truncatingIfNeeded: 0x8000_0100))))
        #expect(graph.string(corner.value(forKey: "NSFrameSize")) == "{17, 28}")
        #expect(graph.members(scrollView.value(forKey: "NSSubviews")).count == 5)
        let columns = graph.members(table.value(forKey: "NSTableColumns")).compactMap { graph.object($0)?.object }
        #expect(graph.string(columns[0].value(forKey: "NSIdentifier")) == "name")
        #expect(columns.map { $0.value(forKey: "NSIsEditable") } == [.bool(true), nil])
        let sort = try #require(graph.object(columns[0].value(forKey: "NSSortDescriptorPrototype"))?.object)
        #expect(graph.string(sort.value(forKey: "NSKey")) == "name" && sort.value(forKey: "NSAscending") == .bool(true))
        // A header above a document that is no table is refused at the clip view.
        let plainDocument = headed.replacingOccurrences(
            of: #"<tableView verticalHuggingPriority="750""#, with: #"<customView verticalHuggingPriority="750""#
        ).replacingOccurrences(of: "</tableView>", with: "</customView>")
        let plainXIB = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: plainDocument))
        #expect(
            try CompilerTestSupport.refusal(plainXIB, options: Self.options(xcode: "2600")).diagnostics.map(\.objectID).contains("39"))
        // For older systems Xcode 26 lays tables out again, which is not known.
        var older = try Self.options(xcode: "2600")
        older.minimumDeploymentTarget = "10.14"
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: headed))
        #expect(try CompilerTestSupport.refusal(xib, options: older).diagnostics.map(\.objectID) == ["41"])
    }

    /// viraptor's `outline-2col-firstcolonly-noreorder` (Xcode 26): an outline is a table with
    /// its indentation, its outline column resized or not, its expanded items saved; a named
    /// table keeps the older systems' flag; with a hidden horizontal scroller the corner view is
    /// in no view, shown.
    @Test func anOutlineIsATableWithItsIndentation() throws {
        let outline = Self.table().replacingOccurrences(of: #"hasHorizontalScroller="NO" "#, with: "")
            .replacingOccurrences(of: "tableView ", with: "outlineView ")
            .replacingOccurrences(of: "</tableView>", with: "</outlineView>")
            .replacingOccurrences(
                of: #"rowHeight="14" id="41">"#,
                with:
                    #"rowHeight="14" headerView="50" autosaveName="t" indentationPerLevel="16" autosaveExpandedItems="YES" outlineTableColumn="42" id="41">"#
            )
            .replacingOccurrences(
                of: "</scrollView>",
                with: """
                        <tableHeaderView key="headerView" id="50">
                            <rect key="frame" x="0.0" y="0.0" width="353" height="23"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tableHeaderView>
                    </scrollView>
                    """)
        let graph = try Self.compile(outline, options: Self.options(xcode: "2600"))
        let view = try #require(graph.objects.first { $0.className == "NSOutlineView" })
        #expect(view.value(forKey: "NSOutlineViewIndentationPerLevelKey") == .float(16))
        #expect(view.value(forKey: "NSOutlineViewAutoresizesOutlineColumnKey") == .bool(false))
        #expect(view.value(forKey: "NSOutlineViewAutosaveExpandedItemsKey") == .bool(true))
        #expect(view.value(forKey: "NSOutineViewStronglyReferencesItems") == .bool(true))
        #expect(graph.string(view.value(forKey: "NSAutosaveName")) == "t")
        if case .integer(let flags) = view.value(forKey: "NSTvFlags") {
            #expect(flags & 0x0060_0000 == 0x0040_0000)
        } else {
            Issue.record("no table flags")
        }
        let corner = try #require(graph.object(view.value(forKey: "NSCornerView"))?.object)
        #expect(corner.value(forKey: "NSSuperview") == nil && corner.value(forKey: "NSvFlags") == .integer(0x100))
        #expect(graph.objects.first { $0.className == "NSScrollView" }?.value(forKey: "NSCornerView") == nil)
        // An outline of the app's class is that class swapped in for NSOutlineView, as Xcode 26
        // archives viraptor's `test-outline-small-sv` `FileOutlineView`.
        let custom = try Self.compile(
            outline.replacingOccurrences(
                of: #"outlineTableColumn="42" id="41">"#, with: #"outlineTableColumn="42" id="41" customClass="FileOutlineView">"#),
            options: Self.options(xcode: "2600"))
        let swapper = try #require(custom.objects.first { $0.className == "NSClassSwapper" })
        #expect(custom.string(swapper.value(forKey: "NSClassName")) == "FileOutlineView")
        #expect(custom.string(swapper.value(forKey: "NSOriginalClassName")) == "NSOutlineView")
        #expect(swapper.value(forKey: "NSOutlineViewIndentationPerLevelKey") == .float(16))
        #expect(!custom.objects.contains { $0.className == "NSOutlineView" })
        // The outline column must be one of the columns.
        let stray = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: outline.replacingOccurrences(of: #"outlineTableColumn="42""#, with: #"outlineTableColumn="99""#)))
        #expect(try CompilerTestSupport.refusal(stray, options: Self.options(xcode: "2600")).diagnostics.map(\.objectID) == ["41"])
    }

    @Test func otherXcodesAndColumnsThatDoNotFillTheTableAreRefused() throws {
        var forOlderSystems = try Self.options(xcode: "2600")
        forOlderSystems.minimumDeploymentTarget = "10.14"
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.table()))
        let xcode26 = try CompilerTestSupport.refusal(xib, options: forOlderSystems)
        #expect(xcode26.diagnostics.map(\.objectID) == ["41"])
        #expect(xcode26.diagnostics.allSatisfy { $0.path == "Panel.xib" && $0.line != nil })
        // Columns that leave the table part empty: refused, or kept as saved under
        // --allow-approximation.
        let narrow = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.table(secondColumnWidth: 200)))
        var narrowOptions = try Self.options(xcode: "1020")
        let refusal = try CompilerTestSupport.refusal(narrow, options: narrowOptions)
        #expect(
            refusal.diagnostics.map(\.message) == [
                "a table that its columns or its clip view do not fill as the pairs show: its columns keep their saved widths"
            ])
        narrowOptions.allowsApproximation = true
        let kept = try NibCompiler.compile(data: narrow, path: "Panel.xib", options: narrowOptions)
        let keptGraph = try CompiledNibReader.decode(kept.files[0].contents, path: "Panel.nib").graph
        #expect(
            keptGraph.objects.filter { $0.className == "NSTableColumn" }.map { $0.value(forKey: "NSWidth") } == [
                .double(128), .double(200),
            ])
        // Twice the same child, a width outside its bounds (which the table's layout then meets
        // too), a row height that is no height.
        for (edit, messages) in [
            (
                (
                    #"<size key="intercellSpacing" width="3" height="2"/>"#,
                    #"<size key="intercellSpacing" width="3" height="2"/><size key="intercellSpacing" width="3" height="2"/>"#
                ),
                ["a second size of a table is not known to the macOS compiler yet"]
            ),
            (
                (#"width="128" minWidth="40""#, #"width="128" minWidth="140""#),
                [
                    "a table column whose width is not between its minimum and maximum, which no pair shows, is archived with the three as saved",
                    "a table column the table's layout would take beyond its minimum or maximum width is archived at that bound: no pair shows how AppKit shares the rest",
                ]
            ),
            ((#"rowHeight="14""#, #"rowHeight="-14""#), [#"rowHeight="-14" of a table is not known to the macOS compiler yet"#]),
        ] {
            let edited = CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(holding: Self.table().replacingOccurrences(of: edit.0, with: edit.1)))
            let refused = try CompilerTestSupport.refusal(edited, options: Self.options(xcode: "1020"))
            #expect(refused.diagnostics.map(\.message) == messages)
        }
        let mini = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(holding: Self.table(scrollerSize: #"controlSize="mini""#)))
        let miniRefusal = try CompilerTestSupport.refusal(mini, options: Self.options(xcode: "1020"))
        // Both its scrollers.
        #expect(miniRefusal.diagnostics.map(\.objectID) == ["185", "184"])
        // Columns only the user resizes, keeping their widths: refused, or archived with their
        // mask under --allow-approximation.
        let userResized = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: Self.table().replacingOccurrences(
                    of: #"<tableColumnResizingMask key="resizingMask" resizeWithTable="YES" userResizable="YES"/>"#,
                    with: #"<tableColumnResizingMask key="resizingMask" userResizable="YES"/>"#)))
        var approximating = try Self.options(xcode: "1020")
        #expect(try CompilerTestSupport.refusal(userResized, options: approximating).diagnostics.count == 2)
        approximating.allowsApproximation = true
        let output = try NibCompiler.compile(data: userResized, path: "Panel.xib", options: approximating)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let columns = graph.objects.filter { $0.className == "NSTableColumn" }
        #expect(columns.map { $0.value(forKey: "NSResizingMask") } == [.integer(2), .integer(2)])
    }
}

/// Grid lines as Xcode 26 archives viraptor's `test-table-vignettes`: the mask and a flag of the
/// table's; the whole nib, its last column 9 points narrower for the full-width style, is
/// Xcode's, compiled strictly.
@Suite struct AppKitTableGridBuilderTests {
    @Test func gridLinesAreTheTablesMaskAndFlag() throws {
        let folder = try TestPaths.corpus("pairs-macos/ibtool-1c4e662-test-table-vignettes.xib")
        let source = try Data(contentsOf: folder.appendingPathComponent("source/test_table_vignettes.xib"))
        var options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        options.module = "TestModule"
        let output = try NibCompiler.compile(data: source, path: "test_table_vignettes.xib", options: options)
        #expect(output.diagnostics.isEmpty)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "test_table_vignettes.nib").graph
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent("xcode/test_table_vignettes.nib").path).graph
        func table(_ graph: NibGraph) throws -> NibGraph.Object {
            try #require(graph.objects.first { $0.className == "NSTableView" })
        }
        #expect(try table(graph).value(forKey: "NSGridStyleMask") == .integer(3))
        for key in ["NSGridStyleMask", "NSTvFlags"] {
            #expect(try table(graph).value(forKey: key) == (try table(xcode).value(forKey: key)), "\(key)")
        }
        #expect(NibGraphComparison.differences(graph, xcode).isEmpty)
    }
}

/// WebKit's legacy web view, as Xcode 7.2 to 12.3 archive it.
@Suite struct AppKitWebViewBuilderTests {
    static let webView = """
                        <webView fixedFrame="YES" maintainsBackForwardList="NO" translatesAutoresizingMaskIntoConstraints="NO" id="30">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <webPreferences key="preferences" defaultFontSize="12" plugInsEnabled="NO">
                                <nil key="identifier"/>
                            </webPreferences>
                        </webView>
        """

    static func options(xcode: String) throws -> CompileOptions {
        CompileOptions(
            xcodeVersion: CompileOptions.XcodeVersion(xcode),
            colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
    }

    @Test func aWebViewArchivesNoPreferenceValues() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.webView))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: try Self.options(xcode: "11.0"))
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let webView = try #require(graph.objects.first { $0.className == "WebView" })
        #expect(webView.value(forKey: "UseBackForwardList") == .bool(false))
        #expect(graph.members(webView.value(forKey: "NSDragTypes")).count == 16)
        let preferences = try #require(graph.object(webView.value(forKey: "Preferences"))?.object)
        #expect(graph.members(preferences.value(forKey: "Values")).isEmpty)
    }

    /// Xcode 7.3's three builds of Sparkle's `SUUpdateAlert` archive the six preferences the
    /// document sets, under WebKit's keys.
    @Test func xcode73ArchivesTheDocumentsPreferenceValues() throws {
        let folder = try TestPaths.corpus("pairs-macos/Sparkle-3a0955b-SUUpdateAlert.xib-0730")
        let source = try Data(contentsOf: folder.appendingPathComponent("source/SUUpdateAlert.xib"))
        var options = try Self.options(xcode: "7.3")
        options.colorProfiles = try AppKitCompilerConformanceTests.colorProfiles(forXcode: "0730")
        let output = try NibCompiler.compile(data: source, path: "SUUpdateAlert.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "SUUpdateAlert.nib").graph
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent("xcode/SUUpdateAlert.nib").path).graph
        func keys(_ graph: NibGraph) throws -> [String] {
            let webView = try #require(graph.objects.first { $0.className == "WebView" })
            let preferences = try #require(graph.object(webView.value(forKey: "Preferences"))?.object)
            let values = try #require(graph.object(preferences.value(forKey: "Values"))?.object)
            return graph.members(values.value(forKey: NibGraph.keyedDictionaryKeysKey)).compactMap(graph.string)
        }
        #expect(try keys(xcode).count == 6)
        #expect(try keys(graph) == (try keys(xcode)))
        #expect(NibGraphComparison.differences(graph, xcode).isEmpty)
    }

    @Test func aPreferenceNoPairShowsArchivedIsAnApproximation() throws {
        let webView = Self.webView.replacingOccurrences(of: "plugInsEnabled=\"NO\"", with: "plugInsEnabled=\"NO\" javaScriptEnabled=\"NO\"")
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: webView))
        let error = try CompilerTestSupport.refusal(xib, options: try Self.options(xcode: "7.3"))
        #expect(error.diagnostics.map(\.message).contains { $0.contains("javaScriptEnabled") })
        #expect(try NibCompiler.compile(data: xib, path: "Panel.xib", options: try Self.options(xcode: "11.0")).files.count == 1)
    }

    @Test func aWebViewOfAnUnmeasuredXcodeIsRefused() throws {
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: Self.webView))
        let error = try CompilerTestSupport.refusal(xib, options: try Self.options(xcode: "26"))
        #expect(error.diagnostics.map(\.objectID) == ["30"])
    }
}

/// Steppers as Xcode 26 archives viraptor's `stepper-wraps`; a cell saved as continuous (Aerial's
/// `CustomVideos`) is the autorepeating stepper it already is.
@Suite struct AppKitStepperBuilderTests {
    @Test func aContinuousAutorepeatingStepperIsTheStepperItIs() throws {
        let folder = try TestPaths.corpus("pairs-macos/ibtool-1c4e662-stepper-wraps.xib")
        let source = try String(contentsOf: folder.appendingPathComponent("source/stepper_wraps.xib"), encoding: .utf8)
        var options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        options.module = AppKitCompilerConformanceTests.viraptorSampleModule
        options.buildLocale = AppKitCompilerConformanceTests.viraptorSampleLocale
        let continuous = source.replacingOccurrences(of: #"<stepperCell key="cell" "#, with: #"<stepperCell key="cell" continuous="YES" "#)
        #expect(continuous != source)
        let output = try NibCompiler.compile(data: Data(continuous.utf8), path: "stepper_wraps.xib", options: options)
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "stepper_wraps.nib").graph
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent("xcode/stepper_wraps.nib").path).graph
        #expect(NibGraphComparison.differences(graph, xcode).isEmpty)
        let once = continuous.replacingOccurrences(of: #"continuous="YES""#, with: #"continuous="YES" autorepeat="NO""#)
        let refusal = try CompilerTestSupport.refusal(Data(once.utf8), options: options)
        #expect(refusal.diagnostics.map(\.objectID) == ["4"])
    }
}
