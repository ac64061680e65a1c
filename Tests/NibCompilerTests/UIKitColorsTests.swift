import CompilerTestSupport
import Foundation
import IBSource
import NibArchive
import Testing

@testable import NibCompiler

/// How colors are archived: the system color names each Xcode writes.
@Suite struct UIKitColorsTests {
    /// A launch screen as Xcode 9's template saved it: the view's background is the fixed white
    /// with the name Xcode 11 gives it beside it.
    static let launchScreen = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" \
        useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-lau-nch">
            <scenes>
                <scene sceneID="sce-lau-nch">
                    <objects>
                        <viewController id="vc-lau-nch" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw-lau-nch">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <color key="backgroundColor" xcode11CocoaTouchSystemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.utf8)

    static func backgroundColorName(xcode: String) throws -> (name: String?, white: Double?) {
        let output = try NibCompiler.compile(
            data: launchScreen, path: "LaunchScreen.storyboard",
            options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        let graph = try CompilerTestSupport.graph(at: "vc-lau-nch-view-vw-lau-nch.nib", in: CompilerTestSupport.filesByPath(of: output))
        let color = try #require(graph.objects.first { $0.className == "UIColor" })
        guard case .float(let white)? = color.value(forKey: "UIWhite") else {
            return (graph.string(color.value(forKey: "UISystemColorName")), nil)
        }
        return (graph.string(color.value(forKey: "UISystemColorName")), Double(white))
    }

    /// A color outside the space Xcode archives the document's colors in is converted, as a float32
    /// without a float64 twin: Xcode 13.4.1 writes MovieListCell's calibrated 0.8745098039 gray in
    /// sRGB as 0.8990608 (its color-matched document), Xcode 7.3 XLActionController's sRGB
    /// 0.3215686275 gray in generic RGB with a red of 0.25319633 (its green and blue differ in the
    /// sixth digit). The value is Xcode 13.4.1's to the bit; within 300 float32 units of Xcode 7.3's,
    /// whose conversion does not keep a gray neutral.
    @Test(arguments: [
        (true, "calibratedRGB", "0.87450980389999999", "13.4.1", Float(0.899_060_8)),
        (false, "custom\" customColorSpace=\"sRGB", "0.32156862749999998", "7.3", Float(0.253_196_33)),
    ])
    func colorsAreArchivedInTheDocumentsSpace(
        colorMatched: Bool, space: String, gray: String, xcode: String, xcodeValue: Float
    ) throws {
        let color = try Self.grayBackground(gray, space: space, colorMatched: colorMatched, xcode: xcode)
        for key in ["UIRed", "UIGreen", "UIBlue"] {
            guard case .float(let value)? = color.value(forKey: key) else {
                Issue.record("\(key) is not a float32")
                continue
            }
            let units = abs(Int(value.bitPattern) - Int(xcodeValue.bitPattern))
            #expect(units <= (colorMatched ? 0 : 300), "\(key) \(value) against Xcode's \(xcodeValue)")
            #expect(color.value(forKey: key + "-Double") == nil)
        }
    }

    /// The background color `xcode` archives for a view whose saved background is the gray
    /// `gray` in `space`.
    static func grayBackground(
        _ gray: String, alpha: String = "1", space: String, colorMatched: Bool, xcode: String
    ) throws -> NibGraph.Object {
        try background(
            #"red="\#(gray)" green="\#(gray)" blue="\#(gray)" alpha="\#(alpha)" colorSpace="\#(space)""#, colorMatched: colorMatched,
            xcode: xcode)
    }

    /// The archived background color of a view whose `<color>` has `attributes`.
    static func background(_ attributes: String, colorMatched: Bool, xcode: String) throws -> NibGraph.Object {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vw1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <color key="backgroundColor" \(attributes)/>
                </view>
                """, colorMatched: colorMatched)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Gray", xcode: xcode)
        let view = try #require(graph.objects.first { $0.className == "UIView" })
        return try #require(graph.object(view.value(forKey: "UIBackgroundColor"))?.object)
    }

    /// A float64 twin is rounded to ten decimals in a calibrated space, whether the document names
    /// it as such or as a custom space (a study pair of 15.1: a custom calibrated RGB white's alpha
    /// 0.86566889680774006 as 0.8656688968); in sRGB it is exact.
    @Test(arguments: [
        ("custom\" customColorSpace=\"calibratedRGB", 0.865_668_896_8), ("calibratedRGB", 0.865_668_896_8),
        ("custom\" customColorSpace=\"sRGB", 0.865_668_896_807_740_06),
    ])
    func calibratedTwinsAreRoundedToTenDecimals(space: String, alpha: Double) throws {
        let color = try Self.grayBackground("1", alpha: "0.86566889680774006", space: space, colorMatched: true, xcode: "15.1")
        #expect(color.value(forKey: "UIAlpha-Double") == .double(alpha))
    }

    /// A gray in the generic gray space has its white's twin rounded to ten decimals and its
    /// alpha's kept (a study pair of Xcode 11.7: alpha 0.56196489726027399 as 0.561964897260274;
    /// DYModal 11.6: white 0.66666666666666663 as 0.6666666667).
    @Test func aGraysAlphaKeepsItsDigits() throws {
        let color = try Self.background(
            #"white="0.66666666666666663" alpha="0.56196489726027399" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#,
            colorMatched: true, xcode: "11.7")
        #expect(color.value(forKey: "UIWhite-Double") == .double(0.666_666_666_7))
        #expect(color.value(forKey: "UIAlpha-Double") == .double(0.561_964_897_260_273_99))
    }

    /// Xcode 10 and 11 convert through the ColorSync that does not keep a gray neutral, 13.4.1
    /// through the neutral one (`UIKitXcodeRules.colorSync`): a study pair of Xcode 11.7 writes a
    /// calibrated 0.4588 gray in sRGB as 0.53314596, 0.53315896, 0.5331519.
    @Test(arguments: [
        ("11.7", [Float(0.533_145_96), 0.533_158_96, 0.533_151_9]), ("10.1", [0.533_145_96, 0.533_158_96, 0.533_151_9]),
        ("13.4.1", [0.533_148_2, 0.533_148_2, 0.533_148_2]),
    ])
    func xcodesOf10And11ConvertCalibratedGraysAsTheirColorSyncDid(xcode: String, channels: [Float]) throws {
        let color = try Self.grayBackground("0.45882352939999999", space: "calibratedRGB", colorMatched: true, xcode: xcode)
        #expect(["UIRed", "UIGreen", "UIBlue"].map { color.value(forKey: $0) } == channels.map { .float($0) })
    }

    /// Two grays equal in float32 and saved to 10 and to 17 digits: before float64 twins (Xcode 11)
    /// one object in a color-matched document (study pairs of 10.0 and 10.1), two in a document
    /// saved before color matching (a study pair of 8.2.1: a label's and a button title's gray).
    @Test(arguments: [(false, "8.2.1", 2), (true, "10.1", 1)])
    func colorsEqualInFloat32AreSharedByTheirDocument(colorMatched: Bool, xcode: String, objects: Int) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vw1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="vw2">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            <color key="backgroundColor" red="0.59215686270000001" green="0.59215686270000001" blue="0.59215686270000001" alpha="1" colorSpace="calibratedRGB"/>
                        </view>
                        <view contentMode="scaleToFill" id="vw3">
                            <rect key="frame" x="0.0" y="10" width="10" height="10"/>
                            <color key="backgroundColor" red="0.59215686274509804" green="0.59215686274509804" blue="0.59215686274509804" alpha="1" colorSpace="calibratedRGB"/>
                        </view>
                    </subviews>
                </view>
                """, colorMatched: colorMatched)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Grays", xcode: xcode)
        let views = graph.objects.filter { $0.className == "UIView" && $0.value(forKey: "UISubviews") == nil }
        #expect(views.count == 2)
        let colors = Set(
            views.compactMap { view -> Int? in
                guard case .object(let index)? = view.value(forKey: "UIBackgroundColor") else { return nil }
                return index
            })
        #expect(colors.count == objects, "\(xcode)")
    }

    /// The grouped table background named without a `<resources>` entry: a pattern by selector
    /// before Xcode 11 (a study pair of 8.3.3), the sRGB components Interface Builder saves for it
    /// since (WorkFlowTestingApp's SearchMovies, 13.4.1).
    @Test func theGroupedTableBackgroundWasAPatternBeforeXcode11() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vw1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
                </view>
                """)
        for (xcode, isPattern) in [("8.3.3", true), ("13.4.1", false)] {
            let graph = try CompilerTestSupport.compiledXIB(xib, named: "Grouped", xcode: xcode)
            let view = try #require(graph.objects.first { $0.className == "UIView" })
            let color = try #require(graph.object(view.value(forKey: "UIBackgroundColor"))?.object)
            #expect(graph.string(color.value(forKey: "UISystemColorName")) == "groupTableViewBackgroundColor")
            #expect((graph.string(color.value(forKey: "UIPatternSelector")) == "groupTableViewBackgroundColor") == isPattern, "\(xcode)")
            #expect((color.value(forKey: "UIGreen") == .float(Float(0.94901960784313721))) == !isPattern, "\(xcode)")
        }
    }

    /// Dark text in a document saved before color matching: from Xcode 7.3 UIKit's named color,
    /// kept gray (QBImagePicker 6d16a6f, 7.3.1; a study pair's copy of it, 11.2); before, a black
    /// Interface Builder does not name, in RGB as any gray there (QBImagePicker a234931, 6.4).
    @Test(arguments: [("7.3.1", "darkTextColor", Int64(2)), ("6.4", nil, 4)])
    func darkTextInAnUnmatchedDocument(xcode: String, name: String?, componentCount: Int64) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Album" id="lbl-drk-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                    <nil key="highlightedColor"/>
                </label>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Dark", xcode: xcode)
        let label = try #require(graph.objects.first { $0.className == "UILabel" })
        let color = try #require(graph.object(label.value(forKey: "UITextColor"))?.object)
        #expect(graph.string(color.value(forKey: "UISystemColorName")) == name, "\(xcode)")
        #expect(color.value(forKey: "UIColorComponentCount") == .integer(componentCount), "\(xcode)")
    }

    @Test func xcode11ArchivesTheDynamicNameWithTheFixedWhite() throws {
        #expect(try Self.backgroundColorName(xcode: "11.0") == ("systemBackgroundColor", 1))
        #expect(try Self.backgroundColorName(xcode: "10.2") == ("whiteColor", 1))
    }

    /// Xcode 15.1 and later mark a nib made only of plain views, colors, guides, constraints and
    /// controllers (`StoryboardCompiler.lineEditEligibleClasses`): the launch screen's scene nib
    /// and its empty view's nib; not the view's nib once it holds a label; neither before 15.1.
    @Test func newerXcodesMarkNibsOfPlainViews() throws {
        let labelled = Data(
            String(decoding: Self.launchScreen, as: UTF8.self).replacingOccurrences(
                of: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/>",
                with: """
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews><label text="Hi" id="lb-lau-nch"><rect key="frame" x="0.0" y="0.0" width="42" height="21"/></label></subviews>
                    """
            ).utf8)
        for (xcode, document, sceneMarked, viewMarked) in [
            ("15.1", Self.launchScreen, true, true), ("15.1", labelled, true, false), ("14.3", Self.launchScreen, false, false),
        ] {
            let output = try NibCompiler.compile(
                data: document, path: "LaunchScreen.storyboard", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode)))
            let files = CompilerTestSupport.filesByPath(of: output)
            let scene = try CompilerTestSupport.graph(at: "UIViewController-vc-lau-nch.nib", in: files)
            let view = try CompilerTestSupport.graph(at: "vc-lau-nch-view-vw-lau-nch.nib", in: files)
            #expect((scene.objects[0].value(forKey: "IBUINibLNEVersionKey") == .integer(1)) == sceneMarked, "Xcode \(xcode)")
            #expect((view.objects[0].value(forKey: "IBUINibLNEVersionKey") == .integer(1)) == viewMarked, "Xcode \(xcode)")
        }
    }

    /// Xcode 11 to 14 archive an accent system color as a view's background as a modified color
    /// that changes nothing, with iOS 13's exact components (EntertainmentWorld's
    /// systemOrangeColor, 11.3: 149/255 where the document saved ten decimals; MovieDetail's gray
    /// options view, 13.4.1); a background color as itself, and an accent color as a tint (13.4.1's
    /// Account); 16.4 the accent background as itself (TestDemo's button).
    @Test(arguments: [("11.3", true), ("13.4.1", true), ("16.4", false)])
    func accentBackgroundsAreArchivedAsModified(xcode: String, isModified: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-acc-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="vie-acc-002">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <color key="backgroundColor" systemColor="systemOrangeColor" red="1" green="0.58431372550000005" blue="0.0" \
                alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <color key="tintColor" systemColor="systemBlueColor"/>
                        </view>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor" red="1" green="1" blue="1" alpha="1" \
                colorSpace="custom" customColorSpace="sRGB"/>
                </view>
                """, colorMatched: true)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Accent", xcode: xcode)
        let views = graph.objects.filter { $0.className == "UIView" }
        let colors = try views.map { try #require(graph.object($0.value(forKey: "UIBackgroundColor"))?.object) }
        #expect(colors.map { $0.value(forKey: "UIDynamicModifiedBaseColor") != nil } == [false, isModified])
        let orange = try #require(isModified ? graph.object(colors[1].value(forKey: "UIDynamicModifiedBaseColor"))?.object : colors[1])
        #expect(graph.string(orange.value(forKey: "UISystemColorName")) == "systemOrangeColor")
        #expect(orange.value(forKey: "UIGreen-Double") == .double(149.0 / 255))
        let tint = try #require(graph.object(views[1].value(forKey: "UITintColor"))?.object)
        #expect(graph.string(tint.value(forKey: "UISystemColorName")) == "systemBlueColor")
    }

    /// The colors of the pairs and corpus are in spaces the compiler converts; another space, or
    /// an attribute it does not read, is reported instead of being read as sRGB or left out.
    @Test(
        arguments: [
            (["red": "1", "green": "0", "blue": "0", "alpha": "1", "colorSpace": "custom", "customColorSpace": "sRGB"], nil),
            (["white": "1", "alpha": "1", "colorSpace": "calibratedWhite"], nil),
            (["systemColor": "labelColor"], nil),
            (
                ["red": "1", "green": "0", "blue": "0", "alpha": "1", "colorSpace": "custom", "customColorSpace": "adobeRGB1998"],
                "color space custom adobeRGB1998"
            ),
            (
                [
                    "cyan": "1", "magenta": "0", "yellow": "0", "black": "0", "alpha": "1", "colorSpace": "custom",
                    "customColorSpace": "genericCMYKColorSpace",
                ], "attribute black"
            ),
        ] as [([String: String], String?)])
    func colorsTheCompilerDoesNotKnow(attributes: [String: String], reason: String?) {
        var saved = attributes
        saved["key"] = "backgroundColor"
        #expect(UIKitColors.unwritableReason(IBElement(name: "color", attributes: IBAttributes(saved))) == reason, "\(attributes)")
    }

    /// Xcode 26 archives the values iOS 26's UIKit resolves a changed system color to, whatever
    /// an older Interface Builder saved (systemBlueColor 0 122 255 saved, 0 136 255 archived);
    /// Xcode 16.4 the saved ones; an unchanged color keeps its values either way.
    @Test(arguments: [("26.1", 136.0 / 255), ("16.4", 122.0 / 255)])
    func systemColorsTakeTheirXcodesValues(xcode: String, green: Double) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vw-pal-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <color key="backgroundColor" systemColor="systemBlueColor"/>
                    <color key="tintColor" systemColor="systemYellowColor"/>
                </view>
                """, colorMatched: true,
            beforeObjects: """
                <resources>
                    <systemColor name="systemBlueColor">
                        <color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>
                    <systemColor name="systemYellowColor">
                        <color red="1" green="0.80000000000000004" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>
                </resources>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Palette", xcode: xcode)
        let view = try #require(graph.objects.first { $0.className == "UIView" })
        let blue = try #require(graph.object(view.value(forKey: "UIBackgroundColor"))?.object)
        #expect(graph.string(blue.value(forKey: "UISystemColorName")) == "systemBlueColor")
        #expect(blue.value(forKey: "UIGreen") == .float(Float(green)))
        let yellow = try #require(graph.object(view.value(forKey: "UITintColor"))?.object)
        #expect(yellow.value(forKey: "UIGreen") == .float(0.8))
    }
}
