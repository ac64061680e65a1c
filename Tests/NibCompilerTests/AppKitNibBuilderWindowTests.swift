import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

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

/// Windows as AppKit archives them: deferral, position masks, toolbar styles, collection
/// behavior and full screen sizes; what no pair shows is an approximation.
@Suite struct AppKitWindowBuilderTests {
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
}
