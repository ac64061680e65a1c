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
}
