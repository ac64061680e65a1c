import Foundation
import IBSource
import Testing

@Suite struct IBVariationTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view id="v1">
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="c1"/>
                            <exclude reference="c2"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=regular-widthClass=compact" spacing="15">
                        <fontDescription key="fontDescription" type="system" pointSize="20"/>
                        <mask key="constraints">
                            <include reference="c1"/>
                            <exclude reference="c3"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=regular-displayGamut=P3" spacing="9"/>
                </view>
            </objects>
        </document>
        """

    @Test func variationsReadTheirSizeClassesOverridesAndMasks() throws {
        let document = try IBDocumentReader.read(data: Data(Self.xml.utf8), path: "V.xib", keepingElements: true)
        let view = try #require(document.root?.children(in: "objects").first)
        let (known, unknown) = view.variations
        try #require(known.count == 2)
        #expect(known[0].isDefault)
        #expect(known[0].widthClass == nil && known[0].heightClass == nil)
        #expect(known[0].masks == [IBVariation.Mask(key: "constraints", included: [], excluded: ["c1", "c2"])])
        #expect(!known[1].isDefault)
        #expect(known[1].key == "heightClass=regular-widthClass=compact")
        #expect(known[1].widthClass == .compact)
        #expect(known[1].heightClass == .regular)
        #expect(known[1].attributes == ["spacing": "15"])
        #expect(known[1].elements.map(\.name) == ["fontDescription"])
        #expect(known[1].masks == [IBVariation.Mask(key: "constraints", included: ["c1"], excluded: ["c3"])])
        // A trait other than the size classes is not read as one.
        #expect(unknown.map { $0["key"] } == ["widthClass=regular-displayGamut=P3"])
    }

    /// A configuration leaves out what the base one excludes, then what the variations holding
    /// there exclude and not what they include, the one naming both classes last.
    @Test func aConfigurationAppliesTheVariationsThatHoldThere() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="v1">
                        <variation key="default">
                            <mask key="constraints"><exclude reference="c1"/></mask>
                        </variation>
                        <variation key="heightClass=regular-widthClass=regular">
                            <mask key="constraints"><include reference="c3"/></mask>
                        </variation>
                        <variation key="widthClass=regular">
                            <mask key="constraints"><include reference="c1"/><exclude reference="c2"/><exclude reference="c3"/></mask>
                            <mask key="subviews"><exclude reference="s1"/></mask>
                        </variation>
                    </view>
                </objects>
            </document>
            """
        let document = try IBDocumentReader.read(data: Data(xml.utf8), path: "V.xib", keepingElements: true)
        let view = try #require(document.root?.children(in: "objects").first)
        #expect(view.leftOut(byMask: "constraints", in: nil) == ["c1"])
        #expect(view.leftOut(byMask: "constraints", in: (.compact, .regular)) == ["c1"])
        #expect(view.leftOut(byMask: "constraints", in: (.regular, .compact)) == ["c2", "c3"])
        #expect(view.leftOut(byMask: "constraints", in: (.regular, .regular)) == ["c2"])
        #expect(view.leftOut(byMask: "subviews", in: (.regular, .regular)) == ["s1"])
        #expect(view.leftOut(byMask: "subviews", in: nil).isEmpty)
    }
}
