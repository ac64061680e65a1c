import CompilerTestSupport
import Foundation
import NibArchive
import Testing

@testable import NibCompiler

@Suite struct UIKitFontsConformanceTests {
    /// The descriptor options of a system font are those on every system font of metamap's
    /// ConsentCheckBox (Xcode 13 or later).
    @Test func aSystemFontsDescriptorOptionsAreXcode13s() throws {
        let xcode = try CompilerTestSupport.xcodeConsentCheckBox()
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <label text="Title" id="Tit-le-Lbl">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                    <fontDescription key="fontDescription" type="system" pointSize="18"/>
                </label>
                """)
        let output = try NibCompiler.compile(data: xib, path: "SystemFont.xib")
        let ours = try CompilerTestSupport.firstFile(of: output, path: "SystemFont.nib")
        func systemFontOptions(_ graph: NibGraph) -> Set<NibGraph.Value> {
            Set(
                graph.objects.filter { $0.className == "UIFontDescriptor" }.filter { descriptor in
                    graph.collectionMembers(descriptor.value(forKey: "UIFontDescriptorAttributes"))?
                        .contains { graph.string($0) == "NSCTFontUIUsageAttribute" } ?? false
                }.compactMap { $0.value(forKey: "UIFontDescriptorOptions") })
        }
        let expected = systemFontOptions(xcode)
        #expect(expected.count == 1)
        #expect(systemFontOptions(ours) == expected)
    }
}
