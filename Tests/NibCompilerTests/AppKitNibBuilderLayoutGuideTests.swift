import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// A content view's layout guides as Xcode 26 writes viraptor's `layout-guide`: the safe area
/// its constraints name is an `NSLayoutGuide` the view lists and no object of the document; each
/// saved guide is an `IBNSViewAutolayoutGuide` of its type.
@Suite struct AppKitLayoutGuideBuilderTests {
    static func xib(
        constraints: String, guides: String = #"<viewLayoutGuide key="safeArea" id="sg1"/><viewLayoutGuide key="layoutMargins" id="mg1"/>"#
    )
        -> Data
    {
        CompilerTestSupport.macOSXIB(
            objects: """
                <window title="W" id="7">
                    <rect key="contentRect" x="0.0" y="0.0" width="200" height="100"/>
                    <view key="contentView" id="8">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="9">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            </customView>
                        </subviews>
                        <constraints>\(constraints)</constraints>
                        \(guides)
                    </view>
                </window>
                """)
    }

    static let toSafeArea = #"<constraint firstItem="9" firstAttribute="top" secondItem="sg1" secondAttribute="top" id="c1"/>"#

    @Test func theSafeAreaIsAGuideTheViewListsAndTheSavedGuidesAreTyped() throws {
        let output = try NibCompiler.compile(data: Self.xib(constraints: Self.toSafeArea), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let guide = try #require(graph.objects.first { $0.className == "NSLayoutGuide" })
        #expect(graph.string(guide.value(forKey: "NSLayoutGuideIdentifier")) == "NSViewSafeAreaLayoutGuide")
        #expect(guide.value(forKey: "NSLayoutGuideLockedToOwningView") == .bool(true))
        let constraint = try #require(graph.objects.first { $0.className == "NSLayoutConstraint" })
        #expect(graph.object(constraint.value(forKey: "NSSecondItem"))?.object == guide)
        let content = try #require(graph.objects.first { $0.value(forKey: "NSViewLayoutGuides") != nil })
        #expect(graph.members(content.value(forKey: "NSViewLayoutGuides")).compactMap { graph.object($0)?.object } == [guide])
        let types = ["IBNSSafeAreaLayoutGuide", "IBNSLayoutMarginsGuide"].map {
            graph.object(content.value(forKey: $0))?.object.value(forKey: "IBNSLayoutGuideSystemType")
        }
        #expect(types == [.integer(2), .integer(1)])
        let data = try #require(graph.object(graph.root?.value(forKey: "IB.objectdata"))?.object)
        #expect(!graph.members(data.value(forKey: "NSObjectsKeys")).contains { graph.object($0)?.object == guide })
        let subview = try #require(graph.objects.first { $0.className == "NSCustomView" })
        #expect(subview.value(forKey: "IBNSSafeAreaLayoutGuide") == .null)
    }

    @Test func guidesNoConstraintNamesOrTheMarginsNamedAndOlderXcodesAreRefused() throws {
        let unnamed = try CompilerTestSupport.refusal(Self.xib(constraints: ""))
        #expect(unnamed.diagnostics.map(\.objectID) == ["sg1"])
        let margins = Self.toSafeArea.replacingOccurrences(of: "sg1", with: "mg1")
        let onlyMargins = #"<viewLayoutGuide key="layoutMargins" id="mg1"/>"#
        #expect(try CompilerTestSupport.refusal(Self.xib(constraints: margins, guides: onlyMargins)).diagnostics.map(\.objectID) == ["mg1"])
        let older = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("14.3"))
        #expect(
            try CompilerTestSupport.refusal(Self.xib(constraints: Self.toSafeArea), options: older).diagnostics.map(\.objectID) == ["sg1"])
        let unknownKey = #"<viewLayoutGuide key="readableContent" id="sg1"/>"#
        #expect(
            try CompilerTestSupport.refusal(Self.xib(constraints: Self.toSafeArea, guides: unknownKey)).diagnostics.map(\.objectID).first
                == "sg1")
    }
}
