import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Visual effect views: their values as Xcode 26 writes them, checked against Xcode's nibs of the
/// two pairs that hold one (their documents are refused for other views), and what no pair shows
/// refused naming the line.
@Suite struct AppKitVisualEffectViewTests {
    /// A window whose content view holds a visual effect view (line 15) with `attributes`.
    static func xib(attributes: String) -> Data {
        CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                                <visualEffectView \(attributes) id="20">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                </visualEffectView>
                    """))
    }

    static let sidebar = #"wantsLayer="YES" blendingMode="behindWindow" material="sidebar" state="followsWindowActiveState""#

    /// The visual effect view's own values, in order: those after the view's.
    static func effectValues(_ object: NibGraph.Object) -> [NibGraph.Entry] {
        Array(object.entries.drop { $0.key != AppKitNibKey.visualEffectBlendingMode })
    }

    @Test(arguments: [
        "ibtool-1c4e662-HSChooserWindow.xib/xcode/HSChooserWindow.nib",
        "Aerial-29101a6-SidebarViewController.xib/xcode/SidebarViewController.nib/keyedobjects-110000.nib",
    ])
    func aSidebarEffectIsArchivedAsXcodeDoes(xcodeNib: String) throws {
        let xcode = try CompilerTestSupport.xcodeMacOSGraph(xcodeNib)
        let expected = try #require(xcode.objects.first { $0.className == AppKitNibClass.visualEffectView })
        let graph = try CompilerTestSupport.compiledMacOSGraph(Self.xib(attributes: Self.sidebar))
        let view = try #require(graph.objects.first { $0.className == AppKitNibClass.visualEffectView })
        #expect(Self.effectValues(view) == Self.effectValues(expected))
        #expect(Self.effectValues(view).count == 6)
        // Right after the view's values, as in Xcode's nibs.
        let clips = try #require(view.entries.firstIndex { $0.key == AppKitNibKey.clipsToBounds })
        #expect(view.entries[clips + 1].key == AppKitNibKey.visualEffectBlendingMode)
    }

    @Test func otherMaterialsModesAndStatesAreAppKitsValues() throws {
        let attributes = #"blendingMode="withinWindow" material="underWindowBackground" state="active""#
        let output = try NibCompiler.compile(data: Self.xib(attributes: attributes), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let view = try #require(graph.objects.first { $0.className == AppKitNibClass.visualEffectView })
        #expect(view.value(forKey: AppKitNibKey.visualEffectBlendingMode) == .integer(1))
        #expect(view.value(forKey: AppKitNibKey.visualEffectState) == .integer(1))
        #expect(view.value(forKey: AppKitNibKey.visualEffectMaterial) == .integer(21))
        #expect(view.value(forKey: AppKitNibKey.visualEffectExternalMaterial) == .integer(21))
    }

    /// A material no pair shows is refused; a view saving no state (CocoaPods' home window, Xcode
    /// 7) or a vibrant appearance is refused strictly and, under `--allow-approximation`, written
    /// with AppKit's defaults and without the appearance.
    @Test func whatNoPairShowsIsRefusedOrApproximated() throws {
        #expect(
            try CompilerTestSupport.refusal(Self.xib(attributes: Self.sidebar.replacingOccurrences(of: "sidebar", with: "dark")))
                .diagnostics.map(\.description) == [
                    #"Panel.xib:15: error: material="dark" of a visualEffectView is not known to the macOS compiler yet"#
                ])
        let stateless = try CompilerTestSupport.approximatedMacOSGraph(
            Self.xib(attributes: #"blendingMode="behindWindow" material="sidebar" appearanceType="vibrantDark""#),
            refusedWith: [
                "a visual effect view saving no blending mode, state or material, which no pair shows, is archived with AppKit's defaults "
                    + "(behind the window, following its active state, the appearance-based material)",
                "a visual effect view's appearance vibrantDark, whose key no pair shows, is left out",
            ])
        let view = try #require(stateless.objects.first { $0.className == AppKitNibClass.visualEffectView })
        #expect(view.value(forKey: AppKitNibKey.visualEffectState) == .integer(0))
        #expect(view.value(forKey: AppKitNibKey.visualEffectMaterial) == .integer(7))
    }
}
