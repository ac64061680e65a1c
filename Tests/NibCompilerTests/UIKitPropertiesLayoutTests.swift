import CompilerTestSupport
import Foundation
import IBSource
import NibArchive
import Testing

@testable import NibCompiler

/// Constraints and layout guides (`UIKitProperties+Layout`), as Xcode archives them.
@Suite struct UIKitPropertiesLayoutTests {
    /// A view's constraints go by their later-listed item: the view's own first, then those of
    /// its first subview, then its second, whatever order the document saved them in.
    @Test func constraintsArchiveByTheirLaterListedItem() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view contentMode="scaleToFill" id="Roo-tV-iew">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="Fir-st-Sub"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                        <view contentMode="scaleToFill" id="Sec-on-dSu"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Sec-on-dSu" firstAttribute="top" secondItem="Roo-tV-iew" secondAttribute="top" constant="1" id="AAA-aa-aaa"/>
                        <constraint firstItem="Fir-st-Sub" firstAttribute="top" secondItem="Roo-tV-iew" secondAttribute="top" constant="2" id="BBB-bb-bbb"/>
                        <constraint firstAttribute="width" constant="100" id="CCC-cc-ccc"/>
                        <constraint firstItem="Sec-on-dSu" firstAttribute="top" secondItem="Fir-st-Sub" secondAttribute="bottom" constant="3" id="DDD-dd-ddd"/>
                    </constraints>
                </view>
                """)
        let output = try NibCompiler.compile(data: xib, path: "Order.xib")
        let archive = try NibArchiveReader.read(output.files[0].contents, path: "Order.nib")
        // Each value as (key, object index when it refers to one, description).
        func values(_ object: Int) -> [(String, Int?, String)] {
            let entry = archive.objects[object]
            return archive.values[entry.valuesStart..<entry.valuesStart + entry.valueCount].map { value in
                if case .object(let target) = value.content {
                    return (archive.keys[value.keyIndex], Int(target), "")
                }
                return (archive.keys[value.keyIndex], nil, "\(value.content)")
            }
        }
        let root = try #require(
            archive.objects.indices.first { index in
                values(index).contains { $0.0 == "UISubviews" } && values(index).contains { $0.0 == "UIViewAutolayoutConstraints" }
            })
        let list = try #require(values(root).first { $0.0 == "UIViewAutolayoutConstraints" }?.1)
        // Each constraint by its constant.
        let order = values(list).filter { $0.0 == "UINibEncoderEmptyKey" }.compactMap { entry -> String? in
            guard let constraint = entry.1 else { return nil }
            return values(constraint).first { $0.0 == "NSConstant" }?.2
        }
        // CCC (the view's own width), BBB (first subview), AAA and DDD (second subview, in document order).
        #expect(order == ["float64(100.0)", "float64(2.0)", "float64(1.0)", "float64(3.0)"])
    }

    /// A margin-relative constraint's plain constant takes the margin of the view it names: a
    /// table header's declared 16 points, not UIKit's 8 (OmiseSDK study pair, Xcode 11.7); Xcode
    /// 8.3.2 folds 8 whatever the view declares (CoverTube's TabView study pair).
    @Test(arguments: [("11.7", 16.0, 329.0), ("8.3.2", 8, 308)])
    func aMarginConstraintFoldsTheViewsOwnMargin(xcode: String, leading: Double, trailing: Double) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="hea-der-vw1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ico-nvi-ew1">
                            <rect key="frame" x="16" y="5" width="30" height="30"/>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="ico-nvi-ew1" firstAttribute="leading" secondItem="hea-der-vw1" secondAttribute="leadingMargin" id="lea-din-gc1"/>
                        <constraint firstAttribute="trailingMargin" secondItem="ico-nvi-ew1" secondAttribute="trailing" constant="300" id="tra-ili-ng1"/>
                    </constraints>
                    <edgeInsets key="layoutMargins" top="0.0" left="16" bottom="0.0" right="29"/>
                </view>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Header", xcode: xcode, deploymentTarget: "8.0")
        let constraints = graph.objects.filter { $0.className == "NSLayoutConstraint" }
        let byFirstAttribute = Dictionary(
            constraints.map { ($0.value(forKey: "NSFirstAttributeV2"), $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byFirstAttribute[.integer(5)]?.value(forKey: "NSConstant") == .double(leading), "\(xcode)")
        #expect(byFirstAttribute[.integer(18)]?.value(forKey: "NSConstant") == .double(trailing), "\(xcode)")
    }

    /// A collection view cell's content view saved without an id gets a safe-area guide of its
    /// own from Xcode 9 (mapbox's cell, 9.1; XLPagerTabStrip's ButtonCell, 10.2), and from 13 only
    /// in a document that uses safe areas (WorkFlowTestingApp's cells, 13.4.1; the ButtonCell at
    /// 13.4.1, study pair); one that holds nothing has none (mapbox's empty cells, 9.1).
    @Test(arguments: [
        ("8.3.3", "", true, false), ("9.1", "", true, true), ("9.1", "", false, false), ("10.2", "", true, true),
        ("13.4.1", "", true, false), ("13.4.1", #"useSafeAreas="YES""#, true, true),
    ])
    func aCellsContentViewGuide(xcode: String, documentAttributes: String, holdsAView: Bool, hasGuide: Bool) throws {
        let subview = #"<subviews><view contentMode="scaleToFill" id="cel-sub-001"/></subviews>"#
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cel-gui-001">
                    <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                        \(holdsAView ? subview : "")
                    </view>
                </collectionViewCell>
                """, documentAttributes: documentAttributes)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Cell", xcode: xcode, deploymentTarget: "9.3")
        let guides = graph.objects.filter { graph.string($0.value(forKey: "UILayoutGuideIdentifier")) == "UIViewSafeAreaLayoutGuide" }
        #expect(guides.count == (hasGuide ? 1 : 0), "\(xcode) \(documentAttributes)")
    }

    @Test func aConstraintNamingNoObjectIsWarnedAboutByItsID() throws {
        let warnings = try UIKitNibBuilderTests.danglingReferenceDiagnostics().filter { $0.message.hasPrefix("constraint") }
        #expect(warnings.map(\.objectID) == ["cGn-aa-007"], "\(warnings)")
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.line == 29)
        #expect(
            warnings.first?.message
                == "constraint cGn-aa-007 has secondItem Mis-si-ng0, which no object of the document has; it is compiled without one")
    }
}
