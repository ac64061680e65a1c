import CompilerTestSupport
import Foundation
import IBSource
import NibArchive
import Testing

@testable import NibCompiler

/// A view's own keys (`UIKitProperties+View`): its frame, autoresizing mask, background and
/// content stretch, as Xcode archives them.
@Suite struct UIKitPropertiesViewTests {
    /// The fixed-frame picker view fixture, compiled: its graph, the picker view and the
    /// constrained view beside it.
    static func fixedFramePickerViews() throws -> (graph: NibGraph, picker: NibGraph.Object, constrained: NibGraph.Object) {
        let graph = try CompilerTestSupport.compiledFixture("FixedFramePickerView.xib").graph
        let picker = try #require(graph.objects.first { $0.className == "UIPickerView" })
        let constrained = try #require(graph.objects.first { $0.className == "UIView" && $0.value(forKey: "UISubviews") == nil })
        return (graph, picker, constrained)
    }

    /// Fusuma FSCameraView (Xcode 8.1) and the aws-sdk storyboards (9.1): a fixed-frame view does
    /// not get `UIViewDoesNotTranslateAutoresizingMaskIntoConstraints`, though the document says NO.
    @Test func aFixedFrameViewTranslatesItsAutoresizingMask() throws {
        let (_, picker, constrained) = try Self.fixedFramePickerViews()
        #expect(picker.value(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") == nil)
        #expect(constrained.value(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") == .bool(true))
    }

    /// UIView's encoder leaves out a zero size and a zero center: a label saved 0 × 0 in the
    /// middle of its view keeps its center alone, as Xcode 11.3 archives whatsapp_sample's (a study
    /// pair), and one 0 × 0 at the origin has neither; a label with a size keeps both.
    @Test func aZeroSizeAndAZeroCenterAreLeftOut() throws {
        let xib = CompilerTestSupport.iOSXIB(
            subviews: """
                <label text="" id="mid"><rect key="frame" x="160" y="240" width="0.0" height="0.0"/></label>
                <label text="" id="org"><rect key="frame" x="0.0" y="0.0" width="0.0" height="0.0"/></label>
                <label text="Sized" id="szd"><rect key="frame" x="0.0" y="0.0" width="10" height="0.0"/></label>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Labels", xcode: "11.3")
        let labels = graph.objects.filter { $0.className == "UILabel" }
        try #require(labels.count == 3)
        #expect(labels.map { $0.value(forKey: "UIBounds") == nil } == [true, true, false])
        #expect(labels.map { $0.value(forKey: "UICenter") == nil } == [false, true, false])
        #expect(labels[0].value(forKey: "UICenter") == StoryboardStructureTests.geometry([160, 240]))
    }

    /// mixpanel Takeover (Xcode 9.1): a top-level view without simulated metrics is archived at
    /// Interface Builder's inferred 600 × 600, whatever the document saves (here 480 × 320); its
    /// subviews keep their frames.
    @Test func aTopLevelViewWithoutSimulatedMetricsHasTheInferredSize() throws {
        let options = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("0910"))
        let graph = try CompilerTestSupport.compiledFixture("AppFontLabels.xib", options: options).graph
        // Geometry as UIKit nibs store it: a 7 (doubles), then each number's little-endian bits.
        func data(_ numbers: [Double]) -> NibGraph.Value {
            .data(Data([7] + numbers.flatMap { number in withUnsafeBytes(of: number.bitPattern.littleEndian) { Array($0) } }))
        }
        let root = try #require(graph.objects.first { $0.className == "UIView" })
        let title = try #require(graph.objects.first { $0.className == "UILabel" })
        #expect(root.value(forKey: "UIBounds") == data([0, 0, 600, 600]))
        #expect(root.value(forKey: "UICenter") == data([300, 300]))
        #expect(title.value(forKey: "UIBounds") == data([0, 0, 210, 28]))
    }

    /// From Xcode 10, a top-level view of a xib with size classes and no device is laid out on
    /// Interface Builder's default device: the base size with 12.0 (a study pair's table view,
    /// saved 375 × 667, archived 600 × 600), the saved frame with 11.5 and 14; with a device or
    /// without size classes, always the saved frame.
    @Test(arguments: [
        ("12.0", #"useTraitCollections="YES""#, "", 600.0, 600.0), ("11.5", #"useTraitCollections="YES""#, "", 375, 667),
        ("14.3", #"useTraitCollections="YES""#, "", 375, 667),
        ("12.0", #"useTraitCollections="YES""#, #"<device id="retina4_7" orientation="portrait"/>"#, 375, 667),
        ("12.0", "", "", 375, 667),
    ])
    func aDeviceFreeTopLevelViewIsLaidOutOnTheDefaultDevice(xcode: String, traits: String, device: String, width: Double, height: Double)
        throws
    {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="tbl-vie-ww1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </tableView>
                """, documentAttributes: traits, beforeObjects: device)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Table", xcode: xcode)
        let table = try #require(graph.objects.first { $0.className == "UITableView" })
        let bounds = Data([7] + [0, 0, width, height].flatMap { withUnsafeBytes(of: $0.bitPattern.littleEndian) { Array($0) } })
        #expect(table.value(forKey: "UIBounds") == .data(bounds), "\(xcode) \(traits) \(device)")
    }

    /// What Xcode 7 writes otherwise than 8.1 and later (XLActionController, QBImagePicker and
    /// mixpanel's storyboards, 7.3; food-tracker study pairs, 7.2; Fusuma, 8.1): no UIDeepDrawRect,
    /// a constraint without a second item with second attribute 0, no label trait-change flag, and
    /// the regular system face named with its weight.
    @Test(arguments: [("7.3", false, true, ".SFUIText-Regular"), ("8.1", true, false, ".SFUIText")])
    func xcode7sViewsConstraintsAndLabels(xcode: String, deepDraws: Bool, archivesSecond: Bool, face: String) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lab-xc7-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="wid-xc7-001"/>
                    </constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    <color key="textColor" red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <nil key="highlightedColor"/>
                </label>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Label", xcode: xcode)
        let label = try #require(graph.objects.first { $0.className == "UILabel" })
        #expect((label.value(forKey: "UIDeepDrawRect") != nil) == deepDraws, "\(xcode)")
        #expect((label.value(forKey: "UIDisableUpdateTextColorOnTraitCollectionChange") != nil) == deepDraws, "\(xcode)")
        let font = try #require(graph.object(label.value(forKey: "UIFont"))?.object)
        #expect(graph.string(font.value(forKey: "UIFontName")) == face, "\(xcode)")
        let constraint = try #require(graph.objects.first { $0.className == "NSLayoutConstraint" })
        let second = archivesSecond ? NibGraph.Value.integer(0) : nil
        #expect(constraint.value(forKey: "NSSecondAttribute") == second, "\(xcode)")
        #expect(constraint.value(forKey: "NSSecondAttributeV2") == second, "\(xcode)")
    }

    /// A subview kept at a fixed frame that does not translate its mask: Xcode 7 pins it with four
    /// prototyping constraints after its superview's (left, top, width, height) and keeps it from
    /// translating; Xcode 8.1 and later let it translate (mixpanel's MPNotification image drag
    /// view, 7.3; Fusuma FSCameraView, 8.1). Xcode 7 also archives a constrained view's saved mask
    /// as the default.
    @Test(arguments: ["7.3", "8.1"])
    func aFixedFrameSubviewByXcode(xcode: String) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="roo-fix-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fix-fix-001">
                            <rect key="frame" x="20" y="84" width="280" height="400"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </view>
                        <imageView contentMode="top" translatesAutoresizingMaskIntoConstraints="NO" id="img-fix-001">
                            <rect key="frame" x="20" y="82" width="280" height="400"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="img-fix-001" firstAttribute="top" secondItem="roo-fix-001" secondAttribute="top" constant="82" id="top-fix-001"/>
                    </constraints>
                </view>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Fixed", xcode: xcode)
        let root = try #require(graph.objects.first { $0.value(forKey: "UIViewAutolayoutConstraints") != nil })
        let constraints = graph.members(root.value(forKey: "UIViewAutolayoutConstraints")).compactMap { graph.object($0)?.object }
        let prototyping = constraints.filter { $0.className == "NSIBPrototypingLayoutConstraint" }
        let listed = Set(graph.members(graph.root?.value(forKey: "UINibObjectsKey")))
        let fixed = try #require(
            graph.objects.first {
                $0.value(forKey: "UIBounds") == StoryboardStructureTests.geometry([0, 0, 280, 400]) && $0.className == "UIView"
            })
        let image = try #require(graph.objects.first { $0.className == "UIImageView" })
        if xcode == "7.3" {
            #expect(prototyping.map { $0.value(forKey: "NSFirstAttribute") } == [.integer(1), .integer(3), .integer(7), .integer(8)])
            #expect(prototyping.map { $0.value(forKey: "NSConstant") } == [.double(20), .double(84), .double(280), .double(400)])
            #expect(
                prototyping.allSatisfy {
                    graph.string($0.value(forKey: "NSLayoutIdentifier")) == "IB auto generated at build time for view with fixed frame"
                })
            #expect(!graph.members(root.value(forKey: "UIViewAutolayoutConstraints")).suffix(4).contains { listed.contains($0) })
            #expect(fixed.value(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") == .bool(true))
            #expect(image.value(forKey: "UIAutoresizingMask") == .integer(36))
        } else {
            #expect(prototyping.isEmpty)
            #expect(fixed.value(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") == nil)
            #expect(image.value(forKey: "UIAutoresizingMask") == .integer(18))
        }
    }

    /// Xcode 12 gives a rounded text field saved without a background UIKit's clear color, as
    /// every such field of the study pairs of 12.0 and 12.1; 14.1 leaves it out.
    @Test(arguments: [("12.1", true), ("14.1", false)])
    func aRoundedTextFieldsClearBackground(xcode: String, written: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" id="txt-clr-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Field", xcode: xcode)
        let field = try #require(graph.objects.first { $0.className == "UITextField" })
        let color = graph.object(field.value(forKey: "UIBackgroundColor"))?.object
        #expect((color != nil) == written, "\(xcode)")
        if let color {
            #expect(graph.string(color.value(forKey: "UISystemColorName")) == "clearColor")
            #expect(color.value(forKey: "UIAlpha") == .float(0))
        }
    }

    /// A cell's accessory view translates its autoresizing mask whatever the document says: UIKit
    /// places it (OmiseSDK's accessory image views, Xcode 11.7); a sibling that does not is kept
    /// from translating.
    @Test func aCellsAccessoryViewTranslatesItsMask() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-acc-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="64"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-acc-001" id="con-acc-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="64"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Redirect" translatesAutoresizingMaskIntoConstraints="NO" id="acc-ima-001">
                                <rect key="frame" x="345" y="23" width="16" height="16"/>
                            </imageView>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Icon" translatesAutoresizingMaskIntoConstraints="NO" id="ico-ima-001">
                                <rect key="frame" x="16" y="16" width="32" height="32"/>
                            </imageView>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="accessoryView" destination="acc-ima-001" id="out-acc-001"/>
                    </connections>
                </tableViewCell>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Cell", xcode: "11.7", deploymentTarget: "13.0")
        let images = graph.objects.filter { $0.className == "UIImageView" }
        let translating = images.map { $0.value(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") == nil }
        #expect(images.count == 2)
        #expect(Set(translating) == [true, false])
        let accessory = try #require(images.first { $0.value(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") == nil })
        #expect(accessory.value(forKey: "UIBounds") == StoryboardStructureTests.geometry([0, 0, 16, 16]))
    }

    /// The deprecated stretch rectangle is archived as saved, even empty (a study launch screen of
    /// Xcode 14.1).
    @Test func aViewKeepsItsContentStretch() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" id="img-str-001">
                    <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
                    <rect key="contentStretch" x="0.0" y="0.0" width="0.0" height="0.0"/>
                </imageView>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Stretch", xcode: "14.1")
        let image = try #require(graph.objects.first { $0.className == "UIImageView" })
        #expect(image.value(forKey: "UIContentStretch") == StoryboardStructureTests.geometry([0, 0, 0, 0]))
    }
}
