import CompilerTestSupport
import Foundation
import NibArchive
import Testing

@testable import NibCompiler

@Suite struct UIKitNibBuilderConformanceTests {
    /// A runtime attribute of type rect is an `NSValue` like the one Xcode wrote for metamap's
    /// ConsentCheckBox text view (`textContainerInset`, Xcode 13 or later; no source in the corpus).
    @Test func aRectRuntimeAttributeIsTheNSValueXcodeWrites() throws {
        let xcode = try CompilerTestSupport.xcodeConsentCheckBox()
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Lorem" id="Tex-tV-iew">
                    <rect key="frame" x="0.0" y="0.0" width="321" height="72"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="rect" keyPath="textContainerInset">
                            <rect key="value" x="0.0" y="0.0" width="0.0" height="0.0"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </textView>
                """)
        let output = try NibCompiler.compile(data: xib, path: "Inset.xib")
        #expect(output.diagnostics.isEmpty)
        let ours = try CompilerTestSupport.firstFile(of: output, path: "Inset.nib")
        let oursValue = try #require(Self.runtimeAttributeValue("textContainerInset", in: ours))
        let xcodeValue = try #require(Self.runtimeAttributeValue("textContainerInset", in: xcode))
        #expect(oursValue.className == "NSValue")
        #expect(oursValue.className == xcodeValue.className)
        #expect(oursValue.entries == xcodeValue.entries)
    }

    /// Runtime attributes of type point and size are `NSValue`s of kinds 1 and 2, as Xcode 15.1
    /// wrote a gradient view's `startPoint` and a view's `shadowOffset` (a study pair).
    @Test func pointAndSizeRuntimeAttributesAreNSValues() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-poi-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="point" keyPath="startPoint">
                            <point key="value" x="0.0" y="1"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="size" keyPath="shadowOffset">
                            <size key="value" width="0.0" height="2.5"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
                """)
        let output = try NibCompiler.compile(data: xib, path: "Gradient.xib")
        #expect(output.diagnostics.isEmpty)
        let graph = try CompilerTestSupport.firstFile(of: output, path: "Gradient.nib")
        let point = try #require(Self.runtimeAttributeValue("startPoint", in: graph))
        #expect(point.className == "NSValue")
        #expect(point.entries == ["NS.pointval = \"{0, 1}\"", "NS.special = integer(1)"])
        let size = try #require(Self.runtimeAttributeValue("shadowOffset", in: graph))
        #expect(size.entries == ["NS.sizeval = \"{0, 2.5}\"", "NS.special = integer(2)"])
    }

    /// The class and the sorted keys and values of the object a `UINibKeyValuePair` for `keyPath`
    /// sets, strings read as text.
    static func runtimeAttributeValue(_ keyPath: String, in graph: NibGraph) -> (className: String, entries: [String])? {
        let pair = graph.objects.first { $0.className == "UINibKeyValuePair" && graph.string($0.value(forKey: "UIKeyPath")) == keyPath }
        guard let pair, let (_, value) = graph.object(pair.value(forKey: "UIValue")) else { return nil }
        let entries = value.entries.map { entry in
            "\(entry.key) = \(graph.string(entry.value).map { "\"\($0)\"" } ?? "\(entry.value)")"
        }
        return (value.className, entries.sorted())
    }
}
