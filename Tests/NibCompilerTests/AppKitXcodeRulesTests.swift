import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import TestSupport
import Testing
import UIKitNib

@testable import NibCompiler

/// The Xcode-dependent rules of the macOS compiler: each names a pair that shows it, and the
/// compiler writes what each Xcode wrote.
@Suite struct AppKitXcodeRulesTests {
    /// A titled window with a minimum content size, holding a push button and a progress bar.
    static let panel = CompilerTestSupport.macOSXIB(
        objects: """
                    <window title="W" id="7">
                        <windowStyleMask key="styleMask" titled="YES"/>
                        <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
                        <rect key="screenRect" x="0.0" y="0.0" width="1440" height="875"/>
                        <value key="minSize" type="size" width="200" height="100"/>
                        <view key="contentView" id="8">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <button verticalHuggingPriority="750" id="9">
                                    <rect key="frame" x="14" y="13" width="100" height="32"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="10">
                                        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                </button>
                                <progressIndicator verticalHuggingPriority="750" maxValue="100" bezeled="NO" indeterminate="YES" style="bar" id="11">
                                    <rect key="frame" x="20" y="60" width="160" height="20"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </progressIndicator>
                            </subviews>
                        </view>
                    </window>
            """)

    static func compile(xcode: String, target: String? = nil) throws -> CompiledOutput {
        try NibCompiler.compile(
            data: panel, path: "Panel.xib",
            options: CompileOptions(minimumDeploymentTarget: target, xcodeVersion: CompileOptions.XcodeVersion(xcode)))
    }

    static func object(_ className: String, in output: CompiledOutput) throws -> NibGraph.Object {
        let graph = try CompiledNibReader.decode(try #require(output.files.first).contents, path: "Panel.nib").graph
        return try #require(graph.objects.first { $0.className == className })
    }

    static func string(_ value: NibGraph.Value?, in output: CompiledOutput) throws -> String? {
        let graph = try CompiledNibReader.decode(try #require(output.files.first).contents, path: "Panel.nib").graph
        switch value {
        case .string(let text): return text
        case .object(let index):
            return graph.objects[index].entries.first.flatMap { entry in
                if case .data(let bytes) = entry.value { return String(data: bytes, encoding: .utf8) }
                if case .string(let text) = entry.value { return text }
                return nil
            }
        default: return nil
        }
    }

    /// Before Xcode 14 one keyed archive for every system; since, a NIBArchive (in a folder
    /// beside a keyed archive below macOS 10.13), as Sparkle's `SUStatus` shows.
    @Test func theArchiveFormFollowsTheXcode() throws {
        let older = try Self.compile(xcode: "12.5.1", target: "10.9")
        #expect(!older.isFolder)
        #expect(older.files.first?.contents.prefix(6) == Data("bplist".utf8))
        let newer = try Self.compile(xcode: "14.0.1", target: "10.9")
        #expect(newer.files.map(\.relativePath) == ["keyedobjects.nib", "keyedobjects-101300.nib"])
        let newest = try Self.compile(xcode: "26", target: "10.13")
        #expect(!newest.isFolder)
        #expect(newest.files.first?.contents.prefix(10) == Data("NIBArchive".utf8))
    }

    /// A storyboard whose one scene is the application's compiles to a `.storyboardc` of its
    /// `MainMenu.nib` and an `Info.plist` naming it (LeaderKey, Xcode 16.4, macOS 13); a scene
    /// of anything else, an older Xcode or a system before 10.13 is refused.
    @Test func anApplicationStoryboardCompilesToItsMainMenu() throws {
        func storyboard(_ objects: String) -> Data {
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="23504" \
                targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                    <scenes>
                        <scene sceneID="1">
                            <objects>
                \(objects)
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """.utf8)
        }
        let application = storyboard(
            """
                                <application id="2" sceneMemberID="viewController">
                                    <menu key="mainMenu" title="Main Menu" systemMenu="main" id="3">
                                        <items>
                                            <menuItem title="App" id="4">
                                                <modifierMask key="keyEquivalentModifierMask"/>
                                                <menu key="submenu" title="App" systemMenu="apple" id="5"><items/></menu>
                                            </menuItem>
                                        </items>
                                    </menu>
                                    <connections><outlet property="delegate" destination="7" id="8"/></connections>
                                </application>
                                <customObject id="6" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                                <customObject id="7" customClass="AppDelegate"/>
            """)
        let options = CompileOptions(minimumDeploymentTarget: "13.0", xcodeVersion: CompileOptions.XcodeVersion("16.4"))
        let output = try NibCompiler.compile(data: application, path: "Main.storyboard", options: options)
        #expect(output.isFolder)
        #expect(output.files.map(\.relativePath) == ["Info.plist", "MainMenu.nib"])
        let info = try #require(try PropertyListSerialization.propertyList(from: output.files[0].contents, format: nil) as? [String: Any])
        #expect(info["NSStoryboardMainMenu"] as? String == "MainMenu")
        let graph = try CompiledNibReader.decode(output.files[1].contents, path: "MainMenu.nib").graph
        let app = try #require(graph.objects.first { $0.value(forKey: AppKitNibKey.mainMenu) != nil })
        #expect(graph.string(app.value(forKey: AppKitNibKey.className)) == "NSApplication")
        #expect(graph.objects.contains { $0.className == AppKitNibClass.classSwapper })
        let submenuItem = try #require(graph.objects.first { $0.className == "NSMenuItem" })
        #expect(submenuItem.value(forKey: AppKitNibKey.allowedForLimitedAppMode) == .bool(true))
        // For macOS 10.12 each nib is a folder of a keyed archive and a NIBArchive, as a xib's
        // (Aerial's `Main.storyboard`, Xcode 26).
        let older = try NibCompiler.compile(
            data: application, path: "Main.storyboard",
            options: CompileOptions(minimumDeploymentTarget: "10.12", xcodeVersion: CompileOptions.XcodeVersion("16.4")))
        #expect(older.files.map(\.relativePath) == ["Info.plist", "MainMenu.nib/keyedobjects-101300.nib", "MainMenu.nib/keyedobjects.nib"])
        var refused = CompileOptions(minimumDeploymentTarget: "13.0", xcodeVersion: CompileOptions.XcodeVersion("16.1"))
        #expect(throws: CompileError.self) { try NibCompiler.compile(data: application, path: "Main.storyboard", options: refused) }
        // With approximations allowed, written as LeaderKey's Xcode 16.4 wrote it, with a warning.
        refused.allowsApproximation = true
        let approximated = try NibCompiler.compile(data: application, path: "Main.storyboard", options: refused)
        #expect(approximated.files == output.files)
        #expect(
            approximated.diagnostics.map(\.message) == [AppKitXcodeRules.applicationStoryboards.approximation(of: "a macOS storyboard")])
        #expect(approximated.diagnostics.allSatisfy { $0.severity == .warning && $0.isApproximation })
        // A named controller without a view is refused (one nothing reaches would be left out).
        let controller = storyboard(#"<viewController storyboardIdentifier="Main" id="2" sceneMemberID="viewController"/>"#)
        #expect(throws: CompileError.self) { try NibCompiler.compile(data: controller, path: "Main.storyboard", options: options) }
    }

    /// Aerial's storyboard as Xcode 16.4 would build it, its view controller's scene twice: the
    /// scenes as Xcode 26 writes them, and each open rule reported once, however many scene nibs
    /// consult it.
    @Test func aStoryboardForAnotherXcodeReportsEachApproximationOnce() throws {
        let folder = try TestPaths.corpus("pairs-macos/Aerial-29101a6-Main.storyboard")
        let aerial = try String(contentsOf: folder.appendingPathComponent("source/Main.storyboard"), encoding: .utf8)
        let start = try #require(aerial.range(of: #"        <scene sceneID="hIz-AP-VOD">"#))
        let end = try #require(aerial.range(of: "        </scene>\n", range: start.upperBound..<aerial.endIndex))
        // The scene again, every id made another, as a second view controller's.
        var copy = String(aerial[start.lowerBound..<end.upperBound])
        for reference in ["id", "sceneID", "destination", "firstItem", "secondItem", "target", "selectedItem"] {
            copy = copy.replacingOccurrences(of: #" \#(reference)=""#, with: #" \#(reference)="c"#)
        }
        copy = copy.replacingOccurrences(of: #"storyboardIdentifier="ViewController""#, with: #"storyboardIdentifier="Copy""#)
        let source = Data((String(aerial[..<end.upperBound]) + copy + String(aerial[end.upperBound...])).utf8)
        var options = try AppKitCollectionViewBuilderTests.aerialOptions()
        options.xcodeVersion = CompileOptions.XcodeVersion("16.4")
        let output = try NibCompiler.compile(data: source, path: "Main.storyboard", options: options)
        #expect(Set(output.diagnostics).count == output.diagnostics.count)
        let scenes = output.diagnostics.filter { $0.message.hasPrefix("a view controller scene as this Xcode writes it") }
        #expect(!scenes.isEmpty && scenes.allSatisfy { $0.severity == .warning })
        #expect(output.diagnostics.contains { $0.message.contains("between Xcode 1431 and 2600") })
    }

    /// An Xcode the pairs leave open for what the document holds is refused, an approximation
    /// for each open rule: every document as Xcode 13 (no pair shows its archive form), the
    /// panel's push button as Xcode 15 (its hugging changed between 14.3.1 and 26); an empty
    /// window as Xcode 15 compiles. With approximations allowed, the panel is written as 14.3.1
    /// wrote it, with a warning for each open rule.
    @Test func xcodesThePairsLeaveOpenAreRefused() throws {
        for (xcode, name) in [("13.0", "1300"), ("15.2", "1520")] {
            let error = try #require(throws: CompileError.self) { try Self.compile(xcode: xcode) }
            #expect(error.isOnlyApproximations, "\(xcode)")
            #expect(
                error.diagnostics.contains { $0.message.contains("no pair shows Xcode \(name): written as") },
                "\(xcode)")
        }
        var options = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("15.2"))
        options.allowsApproximation = true
        let approximated = try NibCompiler.compile(data: Self.panel, path: "Panel.xib", options: options)
        #expect(approximated.files == (try Self.compile(xcode: "14.3.1")).files)
        let openRules = approximated.diagnostics.filter { $0.message.contains("no pair shows Xcode 1520: written as 1431 wrote it") }
        #expect(openRules.contains { $0.message.contains("between Xcode 1431 and 2600") })
        #expect(approximated.diagnostics.allSatisfy { $0.severity == .warning && $0.isApproximation })
        let empty = CompilerTestSupport.macOSXIB(
            objects: #"<window title="W" id="7"><rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/></window>"#)
        #expect(throws: Never.self) {
            try NibCompiler.compile(
                data: empty, path: "Panel.xib", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("15.2")))
        }
    }

    /// The title bar a window's minimum frame adds: 22, 28 and 32 points (`SUStatus`: 107 high
    /// content, 129, 135 and 139 high frames).
    @Test func theWindowMinimumAddsTheTitleBarOfTheXcodesMacOS() throws {
        for (xcode, height) in [("11.4.1", "122"), ("12.5.1", "128"), ("26", "132")] {
            let output = try Self.compile(xcode: xcode)
            let window = try Self.object(AppKitNibClass.windowTemplate, in: output)
            #expect(try Self.string(window.entries.first { $0.key == AppKitNibKey.minSize }?.value, in: output) == "{200, \(height)}")
        }
    }

    @Test func olderXcodesLeaveOutNewerKeys() throws {
        let xcode12 = try Self.object(AppKitNibClass.button, in: try Self.compile(xcode: "12.5.1"))
        let xcode12Keys = Set(xcode12.entries.map(\.key))
        #expect(xcode12Keys.contains(AppKitNibKey.safeAreaLayoutGuide))
        #expect(!xcode12Keys.contains(AppKitNibKey.shadowedSymbolConfiguration))
        #expect(xcode12.entries.first { $0.key == AppKitNibKey.controlSize2 }?.value == .integer(0))
        // Centered, as AppKit on Intel numbers it.
        #expect(xcode12.entries.first { $0.key == AppKitNibKey.controlTextAlignment }?.value == .integer(2))
        let xcode11 = try Self.object(AppKitNibClass.button, in: try Self.compile(xcode: "11.0"))
        #expect(!Set(xcode11.entries.map(\.key)).contains(AppKitNibKey.safeAreaLayoutGuide))
        #expect(!Set(xcode11.entries.map(\.key)).contains(AppKitNibKey.controlSize2))
        let xcode26 = try Self.object(AppKitNibClass.button, in: try Self.compile(xcode: "26"))
        #expect(Set(xcode26.entries.map(\.key)).contains(AppKitNibKey.shadowedSymbolConfiguration))
        #expect(!Set(xcode26.entries.map(\.key)).contains(AppKitNibKey.controlSize2))
        #expect(xcode26.entries.first { $0.key == AppKitNibKey.controlTextAlignment }?.value == .integer(1))
    }

    /// What the pairs show for some Xcodes only is refused for the others, and written as the
    /// Xcodes shown wrote it under `--allow-approximation`: radio buttons and large controls
    /// before Xcode 26, disclosure triangles after 14.3.1, and meta fonts other than the system
    /// fonts Sparkle uses before 26.
    @Test func featuresMeasuredForSomeXcodesAreRefusedForTheOthers() throws {
        let radio = AppKitButtonBuilderTests.buttons.replacingOccurrences(
            of: #"type="check" title="Quietly""#, with: #"type="radio" title="Quietly""#)
        let asXcode14 = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("14.0.1"))
        let refusedRadio = try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: radio), options: asXcode14)
        #expect(refusedRadio.diagnostics.map(\.objectID) == ["14"])
        let message = CompilerTestSupport.window(holding: AppKitFontsTests.label(9, font: #"metaFont="message""#))
        let refusedFont = try CompilerTestSupport.refusal(CompilerTestSupport.macOSXIB(objects: message), options: asXcode14)
        #expect(
            refusedFont.diagnostics.first?.message
                == "metaFont message as this Xcode writes it is not known to the macOS compiler: written as ibtool-1c4e662-metafonts-extra.xib shows another Xcode wrote it"
        )
        #expect(throws: Never.self) { try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: message), path: "Panel.xib") }
        var approximating = asXcode14
        approximating.allowsApproximation = true
        let font = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: message), path: "Panel.xib", options: approximating)
        #expect(font.diagnostics.map(\.isApproximation) == [true])
    }

    /// A push button's vertical hugging of 750 is its default since Xcode 26 and a progress
    /// indicator writes its hugging whatever it is; before, the other way round.
    @Test func huggingDefaultsFollowTheXcode() throws {
        for (xcode, buttonWrites, indicatorWrites) in [("14.0.1", true, false), ("26", false, true)] {
            let output = try Self.compile(xcode: xcode)
            let button = try Self.object(AppKitNibClass.button, in: output)
            let indicator = try Self.object(AppKitNibClass.progressIndicator, in: output)
            #expect(button.entries.contains { $0.key == AppKitNibKey.huggingPriority } == buttonWrites, "\(xcode)")
            #expect(indicator.entries.contains { $0.key == AppKitNibKey.huggingPriority } == indicatorWrites, "\(xcode)")
        }
    }

    @Test func folderVariantsAreNamedForTheirSystem() {
        #expect(AppKitCompiler.variantName(of: "10.14") == "101400")
        #expect(AppKitCompiler.variantName(of: "10.13.4") == "101304")
        #expect(AppKitCompiler.variantName(of: nil) == "101300")
        #expect(AppKitCompiler.variantName(of: "9.9") == "101300")
        #expect(AppKitCompiler.variantName(of: "999999999999999999.1") == "990100")
        #expect(AppKitCompiler.variantName(of: "10.-5") == "100000")
    }
}
