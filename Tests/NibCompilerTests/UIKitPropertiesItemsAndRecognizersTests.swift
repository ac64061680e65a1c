import CompilerTestSupport
import Foundation
import IBSource
import NibArchive
import Testing

@testable import NibCompiler

/// Bar items and gesture recognizers (`UIKitProperties+ItemsAndRecognizers`), as Xcode archives
/// them.
@Suite struct UIKitPropertiesItemsAndRecognizersTests {
    /// A plain bar button item has UIKit's own style and no key, a bordered one says so; a tab
    /// bar item archives its badge color (the CookAssistant study pairs' add item and white
    /// badge, Xcode 12.1).
    @Test func barItemStylesAndBadges() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <barButtonItem style="plain" systemItem="add" id="bar-pln-001"/>
                <barButtonItem title="Back" id="bar-bor-001"/>
                <tabBarItem title="Ingredients" id="tab-bdg-001">
                    <color key="badgeColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </tabBarItem>
                """, colorMatched: true)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Items", xcode: "12.1")
        let items = graph.objects.filter { $0.className == "UIBarButtonItem" }
        #expect(items.map { $0.value(forKey: "UIStyle") } == [nil, .integer(1)])
        let tab = try #require(graph.objects.first { $0.className == "UITabBarItem" })
        let badge = try #require(graph.object(tab.value(forKey: "UIBadgeColor"))?.object)
        #expect(graph.string(badge.value(forKey: "UISystemColorName")) == "whiteColor")
    }

    /// An enabled bar item says so; a disabled one has no key (OmiseSDK's toolbar, 11.7).
    @Test func aDisabledBarItemHasNoEnabledKey() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="bar-ena-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <items>
                        <barButtonItem enabled="NO" title="Back" id="itm-ena-001"/>
                        <barButtonItem title="Next" id="itm-ena-002"/>
                    </items>
                </toolbar>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Bar", xcode: "11.7")
        let items = graph.objects.filter { $0.className == "UIBarButtonItem" }
        #expect(items.map { $0.value(forKey: "UIEnabled") } == [nil, .bool(true)])
    }

    /// Keys that came with newer SDKs: a gesture recognizer takes the pointer's touches (15) from
    /// Xcode 11.4 and only direct, indirect and pencil ones (7) before, with exclusive touch types
    /// from 9.1; a text field's color update flag from Xcode 8 (food-tracker study pairs, 7.2;
    /// mapbox, 9.1; study pairs of 11.7).
    @Test(arguments: [("7.2", 7, false), ("9.1", 7, true), ("11.7", 15, true)])
    func keysOfNewerSDKsAreLeftOutBefore(xcode: String, touchTypes: Int64, isRecent: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-sdk-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \
                borderStyle="roundedRect" minimumFontSize="17" id="txf-sdk-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                    </subviews>
                </view>
                <tapGestureRecognizer id="tap-sdk-001"/>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Keys", xcode: xcode)
        let tap = try #require(graph.objects.first { $0.className == "UITapGestureRecognizer" })
        #expect(tap.value(forKey: "UIGestureRecognizer.allowedTouchTypes") == .integer(touchTypes))
        #expect((tap.value(forKey: "UIGestureRecognizer.requiresExclusiveTouchType") != nil) == isRecent)
        let field = try #require(graph.objects.first { $0.className == "UITextField" })
        #expect((field.value(forKey: "UIDisableTextColorUpdateOnTraitCollectionChange") != nil) == isRecent)
    }
}
