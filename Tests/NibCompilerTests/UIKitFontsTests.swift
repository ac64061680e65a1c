import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibCompiler

/// App fonts as Xcode writes them, on a fixture with an `AvenirNext-DemiBold` and an
/// `AvenirNext-Medium` label (the mixpanel Takeover and Fusuma pairs' fonts).
@Suite struct UIKitFontsTests {
    /// The fixture's fonts by name, compiled for `xcodeVersion`.
    static func appFonts(xcodeVersion: String) throws -> [String: NibGraph.Object] {
        let options = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcodeVersion))
        let graph = try CompilerTestSupport.compiledFixture("AppFontLabels.xib", options: options).graph
        let fonts = graph.objects.filter { $0.className == "UIFont" }
        return Dictionary(fonts.compactMap { font in graph.string(font.value(forKey: "UIFontName")).map { ($0, font) } },
                          uniquingKeysWith: { first, _ in first })
    }

    @Test func anAppFontsTraitsAreBoldForABoldFace() throws {
        // mixpanel Takeover (Xcode 9.1) and Fusuma FusumaViewController (8.1): DemiBold 2, Medium 0.
        let fonts = try Self.appFonts(xcodeVersion: "0910")
        #expect(fonts["AvenirNext-DemiBold"]?.value(forKey: "UIFontTraits") == .integer(2))
        #expect(fonts["AvenirNext-Medium"]?.value(forKey: "UIFontTraits") == .integer(0))
    }

    @Test func appFontsGetTheScalingKeysFromXcode9On() throws {
        // mixpanel Takeover (Xcode 9.1) writes them on its app fonts; Fusuma (8.1) does not.
        let newer = try #require(try Self.appFonts(xcodeVersion: "0910")["AvenirNext-Medium"])
        #expect(newer.value(forKey: "UIFontPointSizeForScaling") == .double(0))
        #expect(newer.value(forKey: "UIFontMaximumPointSizeAfterScaling") == .double(0))
        #expect(newer.value(forKey: "UIFontTextStyleForScaling") == .null)
        let older = try #require(try Self.appFonts(xcodeVersion: "0810")["AvenirNext-Medium"])
        #expect(older.value(forKey: "UIFontPointSizeForScaling") == nil)
        #expect(older.value(forKey: "UIFontTextStyleForScaling") == nil)
    }

    /// The descriptor options of a system font are those on every system font of metamap's
    /// ConsentCheckBox (Xcode 13 or later).
    @Test func aSystemFontsDescriptorOptionsAreXcode13s() throws {
        let xcode = try CompilerTestSupport.xcodeConsentCheckBox()
        let xib = CompilerTestSupport.iOSXIB(objects: """
            <label text="Title" id="Tit-le-Lbl">
                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="18"/>
            </label>
            """)
        let output = try NibCompiler.compile(data: xib, path: "SystemFont.xib")
        let ours = try CompilerTestSupport.firstFile(of: output, path: "SystemFont.nib")
        func systemFontOptions(_ graph: NibGraph) -> Set<NibGraph.Value> {
            Set(graph.objects.filter { $0.className == "UIFontDescriptor" }.filter { descriptor in
                graph.collectionMembers(descriptor.value(forKey: "UIFontDescriptorAttributes"))?
                    .contains { graph.string($0) == "NSCTFontUIUsageAttribute" } ?? false
            }.compactMap { $0.value(forKey: "UIFontDescriptorOptions") })
        }
        let expected = systemFontOptions(xcode)
        #expect(expected.count == 1)
        #expect(systemFontOptions(ours) == expected)
    }
}
