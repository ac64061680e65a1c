import CompilerTestSupport
import Foundation
import IBSource
import NibArchive
import Testing

@testable import NibCompiler

/// The keys and values the compiler writes for UIKit's objects, as Xcode archives them.
@Suite struct UIKitPropertiesTests {
    /// The fixed-frame picker view fixture, compiled: its graph, the picker view and the
    /// constrained view beside it.
    /// A table cell of `selectionStyle`, 320 × 44, with `attributes`, an empty content view
    /// `contentWidth` wide and `children` after it.
    static func plainCell(
        id: String, selectionStyle: String = "default", attributes: String = #"indentationWidth="10""#, contentWidth: Int = 320,
        children: String = ""
    ) -> String {
        """
        <tableViewCell contentMode="scaleToFill" selectionStyle="\(selectionStyle)" \(attributes) id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
        contentMode="center" tableViewCell="\(id)" id="con-\(id.suffix(7))">
                <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="44"/>
            </tableViewCellContentView>
            \(children)
        </tableViewCell>
        """
    }

    static func fixedFramePickerViews() throws -> (graph: NibGraph, picker: NibGraph.Object, constrained: NibGraph.Object) {
        let graph = try CompilerTestSupport.compiledFixture("FixedFramePickerView.xib").graph
        let picker = try #require(graph.objects.first { $0.className == "UIPickerView" })
        let constrained = try #require(graph.objects.first { $0.className == "UIView" && $0.value(forKey: "UISubviews") == nil })
        return (graph, picker, constrained)
    }

    /// Fusuma FSCameraView (Xcode 8.1) and the aws-sdk storyboards (9.1): a fixed-frame view does
    /// not get `UIViewDoesNotTranslateAutoresizingMaskIntoConstraints`, though the document says NO.
    /// The writer table holds each element once (building it would trap otherwise): a view's
    /// family writes the view's keys and then its class's (a text view's: a scroll view's, its
    /// own, then its own switches), other objects their own only, and controllers and gesture
    /// recognizers are found by their names' endings, not in the table.
    @Test func theWriterTableHoldsEachElementOnce() {
        let writers = UIKitProperties.writers
        #expect(writers["label"]?.count == 2)
        #expect(writers["textView"]?.count == 4)
        #expect(writers["constraint"]?.count == 1)
        #expect(writers["customObject"]?.isEmpty == true)
        #expect(writers["viewController"] == nil && writers["tapGestureRecognizer"] == nil && writers["pathControl"] == nil)
    }

    @Test func aFixedFrameViewTranslatesItsAutoresizingMask() throws {
        let (_, picker, constrained) = try Self.fixedFramePickerViews()
        #expect(picker.value(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") == nil)
        #expect(constrained.value(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints") == .bool(true))
    }

    /// Fusuma FSCameraView (Xcode 8.1): a picker view with Interface Builder's defaults gets the
    /// selection bar and cell selection flags and its hugging priorities.
    @Test func aPickerViewWritesItsSelectionFlagsAndHugging() throws {
        let (graph, picker, _) = try Self.fixedFramePickerViews()
        #expect(picker.value(forKey: "UIShowsSelectionBar") == .bool(true))
        #expect(picker.value(forKey: "UIAllowSelectingCells") == .bool(true))
        #expect(graph.string(picker.value(forKey: "UIViewContentHuggingPriority")) == "{250, 250}")
    }

    /// mixpanel Takeover and mapbox Navigation (Xcode 9.1): a label saved without
    /// `adjustsFontSizeToFit` adjusts, its minimum font size the font's size times the scale
    /// factor to the nearest half point (26 × 0.4 = 10.4 gives 10.5); one saved with NO does not.
    @Test func aLabelWithoutAdjustsFontSizeToFitAdjusts() throws {
        let graph = try CompilerTestSupport.compiledFixture("AppFontLabels.xib").graph
        let labels = graph.objects.filter { $0.className == "UILabel" }
        let title = try #require(labels.first { graph.string($0.value(forKey: "UIText")) == "Title" })
        let body = try #require(labels.first { graph.string($0.value(forKey: "UIText")) == "Body" })
        #expect(title.value(forKey: "UIAdjustsFontSizeToFit") == .bool(true))
        #expect(title.value(forKey: "UIMinimumFontSize") == .float(10.5))
        #expect(title.value(forKey: "UIMinimumScaleFactor") == .float(0.4))
        #expect(body.value(forKey: "UIAdjustsFontSizeToFit") == nil)
        #expect(body.value(forKey: "UIMinimumFontSize") == nil)
    }

    /// iOS 6's `adjustsLetterSpacingToFitWidth` and its successor, tightening for truncation, are
    /// both archived as `UIAdjustsLetterSpacingToFit` (the mapbox and MPSurvey pairs' labels).
    @Test(arguments: [
        (#"adjustsLetterSpacingToFitWidth="YES""#, true), (#"allowsDefaultTighteningForTruncation="YES""#, true), ("", false),
    ])
    func aLabelsLetterSpacingAdjustment(attribute: String, archived: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" minimumScaleFactor="0.5" \(attribute) id="lbl-lsp-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Label", xcode: "9.1")
        let label = try #require(graph.objects.first { $0.className == "UILabel" })
        #expect(label.value(forKey: "UIAdjustsLetterSpacingToFit") == (archived ? .bool(true) : nil), "\(attribute)")
    }

    /// A label saved with only the old `minimumFontSize` scales down to it: its scale factor is
    /// that size over the font's (the QBImagePicker pairs, Xcode 6.4 and 7.3; a study launch
    /// screen's 18 over 36 is 0.5 with Xcode 26.3).
    @Test func aLabelsMinimumFontSizeGivesItsScaleFactor() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <label text="Weather" minimumFontSize="18" id="lb1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="36"/>
                </label>
                """)
        let output = try NibCompiler.compile(data: xib, path: "Label.xib", options: CompilerTestSupport.exampleAppOptions)
        let graph = try CompilerTestSupport.firstFile(of: output, path: "Label.xib")
        let label = try #require(graph.objects.first { $0.className == "UILabel" })
        #expect(label.value(forKey: "UIMinimumFontSize") == .float(18))
        #expect(label.value(forKey: "UIMinimumScaleFactor") == .float(0.5))
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

    /// Fusuma FusumaViewController (Xcode 8.1): a button's state contents go by state value
    /// (normal 0, highlighted 1, selected 4), not in the document's order (normal, selected, highlighted).
    @Test func aButtonsStatesAreArchivedByStateValue() throws {
        let graph = try CompilerTestSupport.compiledFixture("ButtonStateImages.xib").graph
        let button = try #require(graph.objects.first { $0.className == "UIButton" })
        let entries = graph.members(button.value(forKey: "UIButtonStatefulContent"))
        let states = stride(from: 0, to: entries.count, by: 2).compactMap { graph.object(entries[$0])?.object.value(forKey: "NS.intval") }
        #expect(states == [.integer(0), .integer(1), .integer(4)])
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

    /// A xib's table cell as Xcode 11.7 writes CleverTap's (study pairs) and 13.4.1 the
    /// WorkFlowTestingApp cells: the separator inset 15 points before Xcode 13 and 8 from it; a
    /// cell with a background color of its own says so (also in 10.1: MarvelCharacters' cells, a
    /// study pair); a view whose margins follow the readable width says so.
    @Test(arguments: [("10.1", 15.0), ("11.7", 15.0), ("13.4.1", 8)])
    func aXibsTableCellByXcode(xcode: String, separatorInset: Double) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-sep-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-sep-001" id="con-sep-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES" translatesAutoresizingMaskIntoConstraints="NO" id="rea-sep-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            </view>
                        </subviews>
                    </tableViewCellContentView>
                    <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </tableViewCell>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Cell", xcode: xcode, deploymentTarget: "13.0")
        let cell = try #require(graph.objects.first { $0.className == "UITableViewCell" })
        #expect(cell.value(forKey: "UITableCellBackgroundColorSet") == .bool(true))
        let separator = try #require(graph.objects.first { $0.className == "_UITableViewCellSeparatorView" })
        #expect(separator.value(forKey: "UIBounds") == StoryboardStructureTests.geometry([0, 0, 375 - separatorInset, 1]), "\(xcode)")
        let readable = try #require(graph.objects.first { $0.value(forKey: "UIViewLayoutMarginsFollowReadableWidth") != nil })
        #expect(readable.value(forKey: "UIViewLayoutMarginsFollowReadableWidth") == .bool(true))
    }

    /// A table cell's indentation level, as study pairs of Xcode 10.1 and 11.3 write their cells'
    /// `indentationLevel="1"`; UIKit's 0 is left out.
    @Test(arguments: [(#"indentationLevel="1""#, Int64(1)), ("", nil)])
    func aTableCellsIndentationLevel(attribute: String, level: Int64?) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: Self.plainCell(id: "cel-ind-001", attributes: attribute + #" indentationWidth="0.0""#))
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Cell", xcode: "11.3")
        let cell = try #require(graph.objects.first { $0.className == "UITableViewCell" })
        #expect(cell.value(forKey: "UIIndentationLevel") == level.map(NibGraph.Value.integer), "\(attribute)")
    }

    /// From Xcode 10 a table writes its content size only when it has a header or footer view,
    /// the footer laid out under the header: OmiseSDK's tables (a study pair of 11.7) save their
    /// footers 120 to 824 points down and Xcode archives them at the top, `{375, 0}` of content.
    @Test(arguments: [("11.7", true), ("9.1", false)])
    func aTablesFooterViewIsLaidOutUnderItsHeader(xcode: String, movesFooter: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="64" id="tbl-fot-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                    <view key="tableFooterView" contentMode="scaleToFill" id="fot-vie-001">
                        <rect key="frame" x="0.0" y="120" width="375" height="0.0"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                </tableView>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Table", xcode: xcode)
        let table = try #require(graph.objects.first { $0.className == "UITableView" })
        let footer = try #require(graph.object(table.value(forKey: "UITableFooterView"))?.object)
        #expect(table.value(forKey: "UIContentSize") == StoryboardStructureTests.geometry([375, 0]), "\(xcode)")
        #expect(footer.value(forKey: "UICenter") == StoryboardStructureTests.geometry([187.5, movesFooter ? 0 : 120]), "\(xcode)")
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

    /// A scroll view's keyboard dismiss mode as UIKit's enumeration, as metamap's scroll and text
    /// views archive onDrag (1); none is left out.
    @Test(arguments: [("onDrag", Int64?.some(1)), ("interactive", 2), ("none", nil)])
    func aScrollViewsKeyboardDismissMode(mode: String, archived: Int64?) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" keyboardDismissMode="\(mode)" id="scr-kbd-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                </scrollView>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Scroll", xcode: "13.4.1")
        let scroll = try #require(graph.objects.first { $0.className == "UIScrollView" })
        #expect(scroll.value(forKey: "UIKeyboardDismissMode") == archived.map { .integer($0) }, "\(mode)")
    }

    /// An image view's preferred symbol configuration of a scale alone, as a study pair of Xcode
    /// 11.0 archives `scale="default"`: a configuration of scale -1 without trait collection; one
    /// of a text style as UIKit's encoder writes it; a point size is an approximation.
    @Test func anImageViewsPreferredSymbolScale() throws {
        func imageView(_ configuration: String) throws -> (CompiledOutput, NibGraph) {
            let xib = CompilerTestSupport.iOSXIB(
                objects: """
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="book" id="img-sym-001">
                        <rect key="frame" x="0.0" y="0.0" width="81" height="97"/>
                        \(configuration)
                    </imageView>
                    """)
            let output = try NibCompiler.compile(
                data: xib, path: "Symbol.xib",
                options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("11.0"), allowsApproximation: true))
            return (output, try CompilerTestSupport.firstFile(of: output, path: "Symbol.nib"))
        }
        let (output, graph) = try imageView(#"<preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="default"/>"#)
        #expect(!output.diagnostics.contains { $0.isApproximation })
        let view = try #require(graph.objects.first { $0.className == "UIImageView" })
        let configuration = try #require(graph.object(view.value(forKey: "UIPreferredSymbolConfiguration"))?.object)
        #expect(configuration.className == "UIImageSymbolConfiguration")
        #expect(configuration.value(forKey: "UISymbolScale") == .integer(-1) && configuration.value(forKey: "UITraitCollection") == .null)
        let (weighted, _) = try imageView(
            #"<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="20" scale="large" weight="bold"/>"#
        )
        #expect(weighted.diagnostics.contains { $0.isApproximation })
        // A font's text style with a scale and a weight (KeePassium's icons): the keys
        // UIImageSymbolConfiguration's own encoder writes, scale, weight and text style.
        let (styled, styledGraph) = try imageView(
            """
            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font" scale="large" weight="regular">
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </preferredSymbolConfiguration>
            """)
        #expect(!styled.diagnostics.contains { $0.isApproximation })
        let styledView = try #require(styledGraph.objects.first { $0.className == "UIImageView" })
        let styledConfiguration = try #require(styledGraph.object(styledView.value(forKey: "UIPreferredSymbolConfiguration"))?.object)
        #expect(styledConfiguration.entries.map(\.key) == ["UITraitCollection", "UISymbolScale", "UISymbolWeight", "UITextStyle"])
        #expect(styledConfiguration.value(forKey: "UISymbolScale") == .integer(3))
        #expect(styledConfiguration.value(forKey: "UISymbolWeight") == .integer(4))
        #expect(styledGraph.string(styledConfiguration.value(forKey: "UITextStyle")) == "UICTFontTextStyleBody")
        // Without a scale or weight, only the text style.
        let (_, bareGraph) = try imageView(
            """
            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font">
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </preferredSymbolConfiguration>
            """)
        let bareView = try #require(bareGraph.objects.first { $0.className == "UIImageView" })
        let bare = try #require(bareGraph.object(bareView.value(forKey: "UIPreferredSymbolConfiguration"))?.object)
        #expect(bare.entries.map(\.key) == ["UITraitCollection", "UITextStyle"])
    }

    /// A title or placeholder with a line break is saved as a `<string>` child, in base64 when
    /// XML cannot hold it, as a label's text is: it is written as the attribute form would be, not
    /// dropped.
    @Test func titlesAndPlaceholdersSavedAsStrings() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-str-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="btn-str-001">
                            <rect key="frame" x="0.0" y="0.0" width="80" height="40"/>
                            <state key="normal">
                                <string key="title">Two
                lines</string>
                            </state>
                        </button>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" minimumFontSize="17" id="txt-str-001">
                            <rect key="frame" x="0.0" y="50" width="200" height="34"/>
                            <string key="placeholder" base64-UTF8="YES">VGFiCVRvbw</string>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                    </subviews>
                </view>
                """)
        let output = try NibCompiler.compile(
            data: xib, path: "Strings.xib", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("13.4.1")))
        #expect(!output.diagnostics.contains { $0.isApproximation })
        let graph = try CompilerTestSupport.firstFile(of: output, path: "Strings.nib")
        let content = try #require(graph.objects.first { $0.className == "UIButtonContent" })
        #expect(graph.string(content.value(forKey: "UITitle")) == "Two\nlines")
        let field = try #require(graph.objects.first { $0.className == "UITextField" })
        #expect(graph.string(field.value(forKey: "UIPlaceholder")) == "Tab\tToo")
    }

    /// A text input trait or value outside the compiler's tables is an approximation at the traits'
    /// line, naming the field; the ones it knows are not.
    @Test(arguments: [
        (#"keyboardType="emailAddress" returnKeyType="next" textContentType="email""#, false),
        (#"keyboardType="visionPad""#, true), (#"passwordRules="required: upper;""#, true),
    ])
    func textInputTraitsTheCompilerDoesNotKnow(traits: String, approximates: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" minimumFontSize="17" id="txt-trt-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="34"/>
                    <textInputTraits key="textInputTraits" \(traits)/>
                </textField>
                """)
        let output = try NibCompiler.compile(
            data: xib, path: "Traits.xib",
            options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("13.4.1"), allowsApproximation: true))
        let approximation = output.diagnostics.first { $0.isApproximation }
        #expect((approximation != nil) == approximates, "\(traits)")
        if let approximation {
            #expect(approximation.line == 7 && approximation.objectID == "txt-trt-001")
        }
    }

    /// A text field adjusts its font to fit unless saved with `adjustsFontSizeToFit="NO"`, which
    /// Xcode leaves out, keeping the minimum font size (OmiseSDK's card fields, a study pair of
    /// Xcode 11.7).
    @Test(arguments: [("", true), (#"adjustsFontSizeToFit="NO""#, false)])
    func aTextFieldThatDoesNotAdjustItsFont(attribute: String, adjusts: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" textAlignment="natural" \(attribute) minimumFontSize="17" id="txt-fit-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Field", xcode: "11.7")
        let field = try #require(graph.objects.first { $0.className == "UITextField" })
        #expect((field.value(forKey: "UIAdjustsFontSizeToFit") == .bool(true)) == adjusts)
        #expect(field.value(forKey: "UIMinimumFontSize") == .float(17))
    }

    /// A text view that cannot be edited or selected says both, as Xcode 12.1 writes the
    /// CookAssistant study pairs' recipe text; one saved without an alignment is left-aligned
    /// (mixpanel's MPSurvey, Xcode 7.3).
    @Test func aTextViewThatCannotBeSelected() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" selectable="NO" id="txv-sel-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                </textView>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Text", xcode: "12.1")
        let view = try #require(graph.objects.first { $0.className == "UITextView" })
        #expect(view.value(forKey: "UIEditable") == .bool(false))
        #expect(view.value(forKey: "UISelectable") == .bool(false))
        #expect(view.value(forKey: "UITextAlignment") == .integer(0))
    }

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

    /// Xcode 7 gives a table cell saved without a background a white one and says so (the
    /// food-tracker study pairs, 7.2; QBImagePicker 6d16a6f and MPSurvey, 7.3); 6.4 and 9.1 do not.
    @Test(arguments: [("7.3", true), ("6.4", false), ("9.1", false)])
    func anXcode7CellHasAWhiteBackground(xcode: String, hasBackground: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(objects: Self.plainCell(id: "cel-wht-001"))
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Cell", xcode: xcode)
        let cell = try #require(graph.objects.first { $0.className == "UITableViewCell" })
        #expect((cell.value(forKey: "UIBackgroundColor") != nil) == hasBackground, "\(xcode)")
        #expect(cell.value(forKey: "UITableCellBackgroundColorSet") == (hasBackground ? .bool(true) : nil), "\(xcode)")
    }

    /// Hugging priorities a class has of its own are left out when the document states them: an
    /// activity indicator's 750 both ways (CleverTap's inbox cells, Xcode 11.7; mapbox, 9.1).
    @Test func anActivityIndicatorsOwnHuggingIsLeftOut() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" style="white" id="act-hug-001">
                    <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                </activityIndicatorView>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Spinner", xcode: "11.7")
        let spinner = try #require(graph.objects.first { $0.className == "UIActivityIndicatorView" })
        #expect(spinner.value(forKey: "UIViewContentHuggingPriority") == nil)
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

    /// A label's saved shadow color (mixpanel's MPNotification, Xcode 7.3).
    @Test func aLabelsShadowColorIsArchived() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="sha-dow-lab">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    <nil key="highlightedColor"/>
                    <color key="shadowColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                    <size key="shadowOffset" width="0.0" height="1"/>
                </label>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Shadow", xcode: "7.3")
        let label = try #require(graph.objects.first { $0.className == "UILabel" })
        let color = try #require(graph.object(label.value(forKey: "UIShadowColor"))?.object)
        #expect(color.className == "UIColor")
        #expect(label.value(forKey: "UIShadowOffset") == StoryboardStructureTests.geometry([0, 1]))
    }

    /// A system button saved without a font gets UIButton's own, the system font of 15 points; a
    /// custom one none (study pairs of 8.3.3 and 12.1; Fusuma, aws-sdk).
    @Test(arguments: [(#"buttonType="system""#, true), ("", false)])
    func aButtonWithoutAFont(type: String, hasFont: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(type) lineBreakMode="middleTruncation" id="fon-tbu-001">
                    <rect key="frame" x="0.0" y="0.0" width="86" height="44"/>
                    <state key="normal" title="+"/>
                </button>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Button", xcode: "12.1")
        let button = try #require(graph.objects.first { $0.className == "UIButton" })
        let font = graph.object(button.value(forKey: "UIFont"))?.object
        #expect((font != nil) == hasFont)
        if let font {
            #expect(font.value(forKey: "UIFontPointSize") == .double(15))
            #expect(font.value(forKey: "UISystemFont") == .bool(true))
        }
    }

    /// UIKit's button font, the regular system font of 18 points, is left out by Xcode 11.7 (a
    /// study pair's interstitial buttons) and written by 13.4.1 (WorkFlowTestingApp's sign-in
    /// button); a medium 18-point font and a 22-point one are written by both.
    @Test(arguments: [
        ("11.7", #"pointSize="18""#, false), ("13.4.1", #"pointSize="18""#, true),
        ("11.7", #"weight="medium" pointSize="18""#, true), ("11.7", #"pointSize="22""#, true),
    ])
    func aButtonInTheButtonFont(xcode: String, font: String, isWritten: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" id="fon-tbu-018">
                    <rect key="frame" x="0.0" y="0.0" width="368" height="48"/>
                    <fontDescription key="fontDescription" type="system" \(font)/>
                    <state key="normal" title="Button"/>
                </button>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Button", xcode: xcode)
        let button = try #require(graph.objects.first { $0.className == "UIButton" })
        #expect((button.value(forKey: "UIFont") != nil) == isWritten)
    }

    /// A button the document gives no state has no table of states (CleverTap's image-only dismiss
    /// buttons, Xcode 11.7 study pairs).
    @Test func aButtonWithoutStatesHasNoStateTable() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="dis-mis-s01">
                    <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                </button>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Dismiss", xcode: "11.7")
        let button = try #require(graph.objects.first { $0.className == "UIButton" })
        #expect(button.value(forKey: "UIButtonStatefulContent") == nil)
    }

    /// A text field without a color: black (UIKit's blackColor in a color-matched document) that
    /// follows trait changes before Xcode 11 (the aws-sdk pairs, 9.1); iOS 13's labelColor that does not from 11, gray black up to 12.1,
    /// sRGB black with Xcode 14 (study pairs of 12.0, 12.1, 14.1, 14.3), gray again from 15, as labels (15.0.1, 16.4).
    @Test(arguments: [
        ("9.1", "blackColor", 2, false), ("12.1", "labelColor", 2, true), ("14.1", "labelColor", 4, true), ("16.4", "labelColor", 2, true),
    ])
    func aTextFieldWithoutAColor(xcode: String, name: String, components: Int64, disablesUpdates: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" id="Nam-eF-ild">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                """, colorMatched: true)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "TextField", xcode: xcode)
        let field = try #require(graph.objects.first { $0.className == "UITextField" })
        let color = try #require(graph.object(field.value(forKey: "UITextColor"))?.object)
        #expect(graph.string(color.value(forKey: "UISystemColorName")) == name, "\(xcode)")
        #expect(color.value(forKey: "UIColorComponentCount") == .integer(components), "\(xcode)")
        #expect(field.value(forKey: "UIDisableTextColorUpdateOnTraitCollectionChange") == .bool(disablesUpdates), "\(xcode)")
    }

    /// A label saved with a nil color has labelColor with the components Xcode gives it: sRGB
    /// black with Xcode 14, one object with a text field's (MyAppTest, a study pair of 14.3), gray
    /// black with 15 and 16 (study pairs of 15.0.1 and 16.4, keyboard_ios).
    @Test(arguments: [("14.3", 4), ("16.4", 2)])
    func aLabelsDefaultColorIsTheTextFieldsOne(xcode: String, components: Int64) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-lab-col">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" baselineAdjustment="alignBaselines" \
                adjustsFontSizeToFit="NO" id="lab-col-001">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                            <nil key="textColor"/>
                        </label>
                        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" id="txf-col-001">
                            <rect key="frame" x="0.0" y="30" width="200" height="34"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                    </subviews>
                </view>
                """, colorMatched: true)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Colors", xcode: xcode)
        let label = try #require(graph.objects.first { $0.className == "UILabel" })
        let field = try #require(graph.objects.first { $0.className == "UITextField" })
        let labelColor = try #require(graph.object(label.value(forKey: "UITextColor")))
        #expect(labelColor.object.value(forKey: "UIColorComponentCount") == .integer(components))
        #expect(graph.object(field.value(forKey: "UITextColor"))?.index == labelColor.index)
    }

    /// A label without a color follows trait changes when saved with a nil color (WorkFlowTestingApp,
    /// 13.4.1) or, before Xcode 11, with none (mapbox, 9.1); from 11, saved without any color
    /// element, it does not (study pairs of 11.3 and 12.1).
    @Test(arguments: [("9.1", "", false), ("12.1", "", true), ("13.4.1", #"<nil key="textColor"/>"#, false)])
    func aLabelWithoutAColor(xcode: String, savedColor: String, disablesUpdates: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <label opaque="NO" text="Cook" adjustsFontSizeToFit="NO" id="Coo-kL-bel">
                    <rect key="frame" x="0.0" y="0.0" width="81" height="47"/>
                    <fontDescription key="fontDescription" type="system" pointSize="28"/>
                    \(savedColor)
                    <nil key="highlightedColor"/>
                </label>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Label", xcode: xcode)
        let label = try #require(graph.objects.first { $0.className == "UILabel" })
        #expect(label.value(forKey: "UIDisableUpdateTextColorOnTraitCollectionChange") == .bool(disablesUpdates), "\(xcode)")
    }

    /// A plain table's white or system background is UIKit's tableBackgroundColor from Xcode 10.2
    /// (DYModal 10.2 to 11.6 white; TestDemo 16.4 systemBackgroundColor with its `<resources>`
    /// entry; a study pair of 12.0 without one, whose fixed white gives the components), and stays
    /// as written before.
    @Test(arguments: [("12.0", "tableBackgroundColor"), ("10.1", "systemBackgroundColor")])
    func aPlainTablesSystemBackground(xcode: String, name: String) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="tbl-vie-ww1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <color key="backgroundColor" systemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>
                </tableView>
                """, colorMatched: true)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Table", xcode: xcode)
        let table = try #require(graph.objects.first { $0.className == "UITableView" })
        let color = try #require(graph.object(table.value(forKey: "UIBackgroundColor"))?.object)
        #expect(graph.string(color.value(forKey: "UISystemColorName")) == name, "\(xcode)")
        #expect(color.value(forKey: "UIWhite") == .float(1), "\(xcode)")
    }

    /// Before Xcode 11 a plain table's white is `tableBackgroundColor` as an RGB white, which
    /// equals the sRGB white of the view holding it: one object, named as the first met, the
    /// table, is (DYModal 10.2; aws-sdk 9.1 where a view before the table wins, unnamed).
    @Test(arguments: [("9.1", 4), ("10.2", 4), ("11.6", 2)])
    func aPlainTablesWhiteBeforeXcode11(xcode: String, componentCount: Int64) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-tbl-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="tbl-vie-ww1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </tableView>
                    </subviews>
                    <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
                """, colorMatched: true)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Table", xcode: xcode)
        let table = try #require(graph.objects.first { $0.className == "UITableView" })
        let view = try #require(graph.objects.first { $0.className == "UIView" })
        let color = try #require(graph.object(table.value(forKey: "UIBackgroundColor")))
        #expect(graph.string(color.object.value(forKey: "UISystemColorName")) == "tableBackgroundColor", "\(xcode)")
        #expect(color.object.value(forKey: "UIColorComponentCount") == .integer(componentCount), "\(xcode)")
        let shared = graph.object(view.value(forKey: "UIBackgroundColor"))?.index == color.index
        #expect(shared == (componentCount == 4), "\(xcode)")
    }

    /// Xcode 11 names a grouped table's old grouped background by iOS 13's name (a study pair of
    /// 11.7); 13.4.1 keeps the old one (WorkFlowTestingApp's SearchMovies).
    @Test(arguments: [("11.7", "systemGroupedBackgroundColor"), ("13.4.1", "groupTableViewBackgroundColor")])
    func aGroupedTablesGroupedBackground(xcode: String, name: String) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" style="grouped" rowHeight="-1" estimatedRowHeight="-1" id="tbl-vie-ww1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                    <color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
                </tableView>
                """, colorMatched: true)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Table", xcode: xcode)
        let table = try #require(graph.objects.first { $0.className == "UITableView" })
        let color = try #require(graph.object(table.value(forKey: "UIBackgroundColor"))?.object)
        #expect(graph.string(color.value(forKey: "UISystemColorName")) == name, "\(xcode)")
    }

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

    /// A styled cell's labels are UIKit's own label class and the cell names them; the built-in
    /// its style has no view for is nil (OmiseSDK study pair, Xcode 11.7; CookAssistant, 12.1);
    /// they lead the content view's subviews (OmiseSDK).
    @Test func aStyledCellsLabelsAreUIKitsOwnAndTheCellNamesThem() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="txt-lab-el1" detailTextLabel="det-lab-el1" style="IBUITableViewCellStyleValue1" id="cel-lst-yl1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-lst-yl1" id="con-ten-tv1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                        <subviews>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="txt-lab-el1">
                                <rect key="frame" x="16" y="12" width="33" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Chevron" id="acc-ess-ory">
                                <rect key="frame" x="300" y="14" width="16" height="16"/>
                            </imageView>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Detail" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="det-lab-el1">
                                <rect key="frame" x="260" y="12" width="44" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Cell", xcode: "12.1")
        let cell = try #require(graph.objects.first { $0.className == "UITableViewCell" })
        let text = try #require(graph.object(cell.value(forKey: "UITextLabel"))?.object)
        let detail = try #require(graph.object(cell.value(forKey: "UIDetailTextLabel"))?.object)
        #expect([text.className, detail.className] == ["UITableViewLabel", "UITableViewLabel"])
        #expect([graph.string(text.value(forKey: "UIText")), graph.string(detail.value(forKey: "UIText"))] == ["Title", "Detail"])
        #expect(cell.value(forKey: "UIImageView") == .null)
        #expect(!graph.objects.contains { $0.className == "UILabel" })
        // The cell's own views lead its content view's subviews, whatever the document's order.
        let content = try #require(graph.object(cell.value(forKey: "UIContentView"))?.object)
        let subviews = graph.members(content.value(forKey: "UISubviews")).compactMap { graph.object($0)?.object }
        #expect(subviews.map(\.className) == ["UITableViewLabel", "UITableViewLabel", "UIImageView"])
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

    /// Every kind of scroll view gets iOS 11's content inset adjustment from Xcode 9 and iOS 13's
    /// indicator inset adjustment from Xcode 11: plain scroll views (WorkFlowTestingApp 13.4.1)
    /// and text views (study pairs of 12.1 to 15.0) as tables do.
    @Test(arguments: [("8.3.3", false, false), ("9.1", true, false), ("13.4.1", true, true)])
    func scrollAndTextViewsAdjustTheirInsets(xcode: String, adjustsContent: Bool, adjustsIndicators: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-scr-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="scr-scr-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                        </scrollView>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Text" id="txt-scr-001">
                            <rect key="frame" x="0.0" y="240" width="320" height="240"/>
                            <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </textView>
                    </subviews>
                </view>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Scroll", xcode: xcode)
        for className in ["UIScrollView", "UITextView"] {
            let view = try #require(graph.objects.first { $0.className == className })
            #expect(
                view.value(forKey: "UIScrollViewContentInsetAdjustmentBehavior") == (adjustsContent ? .integer(0) : nil),
                "\(className) \(xcode)")
            #expect(
                view.value(forKey: "UIScrollViewIndicatorInsetAdjustmentBehavior") == (adjustsIndicators ? .integer(1) : nil),
                "\(className) \(xcode)")
        }
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

    /// A table view cell of a selection style other than the default and no background color of
    /// its own has a system background view from Xcode 12, filled with the plain cell background
    /// it also archives as its compatibility color (WorkFlowTestingApp's MovieReviewCell, 13.4.1;
    /// metamap's MFDocumentTableViewCell, 16 or later); any other cell has none.
    @Test(arguments: [
        ("gray", false, "13.4.1", true), ("none", false, "16.4", true), ("blue", false, "26.0", true),
        ("gray", true, "13.4.1", false), ("default", false, "13.4.1", false), ("gray", false, "11.7", false),
    ])
    func aSelectionStyledCellsSystemBackground(style: String, hasBackground: Bool, xcode: String, hasView: Bool) throws {
        let background =
            #"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let xib = CompilerTestSupport.iOSXIB(
            objects: Self.plainCell(id: "cel-bgv-001", selectionStyle: style, children: hasBackground ? background : ""), colorMatched: true
        )
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Cell", xcode: xcode, deploymentTarget: "13.0")
        let cell = try #require(graph.objects.first { $0.className == "UITableViewCell" })
        let view = graph.object(cell.value(forKey: "UISystemBackgroundView"))
        #expect((view != nil) == hasView, "\(style) \(hasBackground) \(xcode)")
        guard let view else { return }
        #expect(view.object.className == "_UISystemBackgroundView")
        #expect(view.object.value(forKey: "UIBounds") == StoryboardStructureTests.geometry([0, 0, 320, 44]))
        #expect(cell.value(forKey: "UIDidEncodeCompatibilityBackgroundColor") == .bool(true))
        let configuration = try #require(graph.object(view.object.value(forKey: "configurationAPI"))?.object)
        let fill = try #require(graph.object(configuration.value(forKey: "backgroundColor")))
        #expect(graph.object(cell.value(forKey: "UIBackgroundColor"))?.index == fill.index)
        #expect(graph.string(fill.object.value(forKey: "UISystemColorName")) == "tableCellPlainBackgroundColor")
        let stroke = try #require(graph.object(configuration.value(forKey: "strokeColor"))?.object)
        #expect(graph.string(stroke.value(forKey: "UISystemColorName")) == "clearColor")
        #expect(configuration.value(forKey: "defaultStyle") == .integer(1))
    }

    /// Xcode 12's SDK's background configuration is not known: its keys are those of 13.4.1, an
    /// approximation.
    @Test func aXcode12CellsSystemBackgroundIsAnApproximation() throws {
        let xib = CompilerTestSupport.iOSXIB(objects: Self.plainCell(id: "cel-bgv-003", selectionStyle: "none"), colorMatched: true)
        let error = #expect(throws: CompileError.self) {
            try NibCompiler.compile(
                data: xib, path: "Cell.xib", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("12.1")))
        }
        #expect(error?.isOnlyApproximations == true)
        #expect(error?.message.contains("system background view") == true)
    }

    /// Every Xcode archives a table view cell's separator as its second subview, 15 points in
    /// from the left before Xcode 13 and 8 from 13, half a point thick from 9 to 10.0 and one
    /// point otherwise (aws-sdk 9.1, a study pair of 10.0; QBImagePicker 6.4 and 7.3, DYModal 10.2,
    /// WorkFlowTestingApp 13.4.1). Xcode 6.4 writes no semantic content attribute.
    @Test(arguments: [("6.4", 15.0, 1.0, false), ("9.1", 15, 0.5, true), ("10.2", 15, 1, true), ("13.4.1", 8, 1, true)])
    func aCellsSeparator(xcode: String, inset: Double, thickness: Double, hasSemantics: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-sep-001">
                    <rect key="frame" x="0.0" y="0.0" width="271" height="75"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-sep-001" id="con-sep-001">
                        <rect key="frame" x="0.0" y="0.0" width="271" height="74.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tableViewCellContentView>
                </tableViewCell>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Cell", xcode: xcode)
        let cell = try #require(graph.objects.first { $0.className == "UITableViewCell" })
        let subviews = graph.members(cell.value(forKey: "UISubviews")).compactMap { graph.object($0)?.object }
        #expect(subviews.map(\.className) == ["UITableViewCellContentView", "_UITableViewCellSeparatorView"], "\(xcode)")
        let separator = try #require(subviews.last)
        #expect(separator.value(forKey: "UIBounds") == StoryboardStructureTests.geometry([0, 0, 271 - inset, thickness]), "\(xcode)")
        #expect(
            separator.value(forKey: "UICenter") == StoryboardStructureTests.geometry([(271 + inset) / 2, 75 - thickness / 2]), "\(xcode)")
        #expect((separator.value(forKey: "UIViewSemanticContentAttribute") != nil) == hasSemantics, "\(xcode)")
        #expect((cell.value(forKey: "UIViewSemanticContentAttribute") != nil) == hasSemantics, "\(xcode)")
    }

    /// iOS 14's cell configurations come with iOS 14's SDK: Xcode 12.1 writes them as nil and the
    /// default indentation of 10 (CookAssistant study pairs), 11.7 neither (OmiseSDK study pair);
    /// 14.2 leaves the configuration identifier out (CoreDataTask, a study pair).
    @Test(arguments: [("11.7", false, false), ("12.1", true, true), ("13.4.1", true, true), ("14.2", true, false)])
    func aCellsIOS14Keys(xcode: String, written: Bool, identifierWritten: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(objects: Self.plainCell(id: "cel-c14-001"))
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Cell", xcode: xcode)
        let cell = try #require(graph.objects.first { $0.className == "UITableViewCell" })
        for key in ["UIContentConfigurationView", "UISystemBackgroundView"] {
            #expect(cell.value(forKey: key) == (written ? NibGraph.Value.null : nil), "\(key) \(xcode)")
        }
        #expect(cell.value(forKey: "UIContentConfigurationIdentifier") == (identifierWritten ? NibGraph.Value.null : nil), "\(xcode)")
        #expect(cell.value(forKey: "UIIndentationWidth") == (written ? .float(10) : nil), "\(xcode)")
    }

    /// CookAssistant's controls (study pairs, Xcode 12.1): a stepper's step without its default
    /// maximum or hugging, a text view without its default autocapitalization, a table's section
    /// index background, a right-detail cell's style.
    @Test func controlsWriteOnlyWhatIsNotTheirDefault() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-def-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" stepValue="0.5" id="stp-def-001">
                            <rect key="frame" x="0.0" y="0.0" width="94" height="32"/>
                        </stepper>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Text" id="txt-def-001">
                            <rect key="frame" x="0.0" y="40" width="200" height="100"/>
                            <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <textInputTraits key="textInputTraits" autocapitalizationType="sentences" returnKeyType="done"/>
                        </textView>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" rowHeight="44" id="tbl-def-001">
                            <rect key="frame" x="0.0" y="150" width="375" height="400"/>
                            <color key="sectionIndexBackgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </tableView>
                    </subviews>
                </view>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="lab-def-001" detailTextLabel="lab-def-002" style="IBUITableViewCellStyleValue1" id="cel-def-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-def-001" id="con-def-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" id="lab-def-001">
                                <rect key="frame" x="16" y="12" width="33" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Detail" id="lab-def-002">
                                <rect key="frame" x="260" y="12" width="44" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
                """, colorMatched: true)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Controls", xcode: "12.1")
        let stepper = try #require(graph.objects.first { $0.className == "UIStepper" })
        #expect(stepper.value(forKey: "UIStepValue") == .double(0.5))
        #expect(stepper.value(forKey: "UIMaxValue") == nil)
        #expect(stepper.value(forKey: "UIViewContentHuggingPriority") == nil)
        let text = try #require(graph.objects.first { $0.className == "UITextView" })
        #expect(text.value(forKey: "UIAutocapitalizationType") == nil)
        #expect(text.value(forKey: "UIReturnKeyType") == .integer(9))
        let table = try #require(graph.objects.first { $0.className == "UITableView" })
        #expect(graph.object(table.value(forKey: "UISectionIndexBackgroundColor"))?.object.className == "UIColor")
        let cell = try #require(graph.objects.first { $0.className == "UITableViewCell" })
        #expect(cell.value(forKey: "UITableViewCellStyle") == .integer(1))
    }

    /// A slider as Xcode 11.7 archives a study pair's `CTSlider`: its numbers but for UISlider's
    /// defaults (`minValue="0.0"` is not written, `maxValue="0.0"` is), its minimum track and thumb
    /// colors, touches taken 12.5 points around it, hugging at 250 both ways, no behavioral style;
    /// a maximum track color, which no pair shows, under UISlider's encoder's key; an Xcode
    /// before 11 is an approximation.
    @Test func aSliderIsArchivedAsXcode11_7Does() throws {
        func xib(_ extra: String = "") -> Data {
            CompilerTestSupport.iOSXIB(
                objects: """
                    <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" minValue="0.0" maxValue="0.0" id="sld-def-001">
                        <rect key="frame" x="8" y="637" width="359" height="31"/>
                        <color key="minimumTrackTintColor" red="0.0" green="0.47843137250000001" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <color key="thumbTintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>\(extra)
                    </slider>
                    """)
        }
        let graph = try CompilerTestSupport.compiledXIB(xib(), named: "Slider", xcode: "11.7")
        let slider = try #require(graph.objects.first { $0.className == "UISlider" })
        #expect(slider.value(forKey: "UIMinValue") == nil)
        #expect(slider.value(forKey: "UIMaxValue") == .float(0))
        #expect(slider.value(forKey: "UIValue") == nil)
        #expect(graph.string(slider.value(forKey: "UIHitTestDirectionalInsets")) == "{-12.5, -12.5, -12.5, -12.5}")
        #expect(graph.string(slider.value(forKey: "UIViewContentHuggingPriority")) == "{250, 250}")
        #expect(slider.value(forKey: "UIBehavioralStyle") == nil)
        for key in ["UIMinimumTintColor", "UIThumbTintColor"] {
            #expect(graph.object(slider.value(forKey: key))?.object.className == "UIColor", "\(key)")
        }
        // A maximum track color, which no pair shows, under UISlider's encoder's key.
        let maximum =
            #"<color key="maximumTrackTintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let colored = try CompilerTestSupport.compiledXIB(xib("\n" + maximum), named: "Slider", xcode: "11.7")
        let coloredSlider = try #require(colored.objects.first { $0.className == "UISlider" })
        #expect(colored.object(coloredSlider.value(forKey: "UIMaximumTintColor"))?.object.className == "UIColor")
        let error = try #require(throws: CompileError.self) {
            try NibCompiler.compile(
                data: xib(), path: "Slider.xib", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("10.3")))
        }
        #expect(!error.diagnostics.isEmpty && error.diagnostics.allSatisfy { $0.message.hasPrefix("slider sld-def-001: ") })
    }

    /// A bar progress view as Xcode 11.5 archives a study pair's (Quizzler): its style, its
    /// progress and track colors, 3 points high at its saved origin whatever its frame and
    /// constraints say, hugging at 250 both ways; a default one hugging as UIProgressView does
    /// writes none (WorkFlowTestingApp's, Xcode 13.4.1).
    @Test func aBarProgressViewIsArchivedAsXcode11_5Does() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-prg-001">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <progressView opaque="NO" contentMode="scaleToFill" progressViewStyle="bar" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="prg-bar-001">
                            <rect key="frame" x="0.0" y="808" width="374" height="11"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="10" id="prg-con-001"/>
                            </constraints>
                            <color key="progressTintColor" red="1" green="0.45854175089999999" blue="0.6605013609" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <color key="trackTintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </progressView>
                        <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="prg-def-001">
                            <rect key="frame" x="0.0" y="44" width="414" height="4"/>
                        </progressView>
                    </subviews>
                </view>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Progress", xcode: "11.5")
        let views = graph.objects.filter { $0.className == "UIProgressView" }
        let bar = try #require(views.first { $0.value(forKey: "UIProgressViewStyle") == .integer(1) })
        #expect(bar.value(forKey: "UIBounds") == UIKitValues.geometry([0, 0, 374, 3]))
        #expect(bar.value(forKey: "UICenter") == UIKitValues.geometry([187, 809.5]))
        #expect(graph.string(bar.value(forKey: "UIViewContentHuggingPriority")) == "{250, 250}")
        for key in ["UIProgressProgressTintColor", "UIProgressTrackTintColor"] {
            #expect(graph.object(bar.value(forKey: key))?.object.className == "UIColor", "\(key)")
        }
        let plain = try #require(views.first { $0.value(forKey: "UIProgressViewStyle") == nil })
        #expect(plain.value(forKey: "UIViewContentHuggingPriority") == nil)
        #expect(plain.value(forKey: "UIBounds") == UIKitValues.geometry([0, 0, 414, 4]))
    }

    /// UIKit's default spacing (10) is left out from Xcode 11 (a study pair's layout of 11.0;
    /// WorkFlowTestingApp's, 13.4.1); other spacing is written.
    @Test(arguments: ["11.0", "13.4.1"])
    func aFlowLayoutLeavesTheDefaultSpacingOut(xcode: String) throws {
        func layout(line: String) throws -> NibGraph.Object? {
            let storyboard = String(decoding: StoryboardPinnedCellTests.storyboard, as: UTF8.self)
                .replacingOccurrences(of: #"minimumLineSpacing="10""#, with: #"minimumLineSpacing="\#(line)""#)
            let output = try NibCompiler.compile(
                data: Data(storyboard.utf8), path: "Grid.storyboard",
                options: CompileOptions(minimumDeploymentTarget: "13.0", xcodeVersion: CompileOptions.XcodeVersion(xcode)))
            let view = try #require(output.files.first { $0.relativePath == "vc-pin-001-view-cv-pin-001.nib" })
            let graph = NibGraph(try NibArchiveReader.read(view.contents, path: "View.nib"))
            return graph.objects.first { $0.className == "UICollectionViewFlowLayout" }
        }
        let standard = try #require(try layout(line: "10"))
        #expect(standard.value(forKey: "UILineSpacing") == nil && standard.value(forKey: "UIInteritemSpacing") == nil)
        #expect(try layout(line: "4")?.value(forKey: "UILineSpacing") == .float(4))
    }

    /// A flow layout's header and footer sizes and section insets, but those that are zero (a
    /// study pair of Xcode 11.2, LeadsBoosters' QBImagePicker: a footer 50 × 66 and insets of 8
    /// and 2 written, the zero header not; WorkFlowTestingApp's MovieDetail, 13.4.1: a header
    /// 50 × 60).
    @Test func aFlowLayoutWritesItsSupplementarySizesAndInsets() throws {
        func layout(_ sizes: String) throws -> NibGraph.Object? {
            let storyboard = String(decoding: StoryboardPinnedCellTests.storyboard, as: UTF8.self)
                .replacingOccurrences(of: #"<size key="headerReferenceSize" width="0.0" height="0.0"/>"#, with: sizes)
                .replacingOccurrences(of: #"<size key="footerReferenceSize" width="0.0" height="0.0"/>"#, with: "")
                .replacingOccurrences(of: #"<inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>"#, with: "")
            let output = try NibCompiler.compile(
                data: Data(storyboard.utf8), path: "Grid.storyboard",
                options: CompileOptions(minimumDeploymentTarget: "13.0", xcodeVersion: CompileOptions.XcodeVersion("12.4")))
            let view = try #require(output.files.first { $0.relativePath == "vc-pin-001-view-cv-pin-001.nib" })
            let graph = NibGraph(try NibArchiveReader.read(view.contents, path: "View.nib"))
            return graph.objects.first { $0.className == "UICollectionViewFlowLayout" }
        }
        let written = try #require(
            try layout(
                #"<size key="headerReferenceSize" width="0.0" height="0.0"/><size key="footerReferenceSize" width="50" height="66"/><inset key="sectionInset" minX="0.0" minY="8" maxX="0.0" maxY="2"/>"#
            ))
        #expect(written.value(forKey: "UIHeaderReferenceSize") == nil)
        #expect(written.value(forKey: "UIFooterReferenceSize") == UIKitValues.geometry([50, 66]))
        #expect(written.value(forKey: "UISectionInset") == UIKitValues.geometry([8, 0, 2, 0]))
        let zero = try #require(
            try layout(
                #"<size key="headerReferenceSize" width="0.0" height="0.0"/><size key="footerReferenceSize" width="0.0" height="0.0"/><inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>"#
            ))
        #expect(["UIHeaderReferenceSize", "UIFooterReferenceSize", "UISectionInset"].allSatisfy { zero.value(forKey: $0) == nil })
    }

    /// An activity indicator hides when stopped unless it says otherwise, written only then
    /// (`false`); from Xcode 11 its color is its tint too, kept through trait changes (study pairs
    /// of 11.7: ChartageDemo's cells, OmiseSDK's indicators). Before Xcode 11 it has no modern
    /// style and its style's color is its tint (MarvelCharacters' gray indicator, a study pair of
    /// 10.1: black at 45%); an indicator's own color is then an approximation.
    @Test func anActivityIndicatorWritesWhatIsNotUIKitsDefault() throws {
        func indicator(_ attributes: String, color: Bool, xcode: String) throws -> (NibGraph, NibGraph.Object) {
            let xib = CompilerTestSupport.iOSXIB(
                objects: """
                    <activityIndicatorView opaque="NO" contentMode="scaleToFill" \(attributes) style="gray" id="ind-def-001">
                        <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                        \(color ? #"<color key="color" red="0.24" green="0.25" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"# : "")
                    </activityIndicatorView>
                    """, colorMatched: true)
            let graph = try CompilerTestSupport.compiledXIB(xib, named: "Indicator", xcode: xcode)
            return (graph, try #require(graph.objects.first { $0.className == "UIActivityIndicatorView" }))
        }
        #expect(try indicator(#"hidesWhenStopped="YES""#, color: false, xcode: "11.7").1.value(forKey: "UIHidesWhenStopped") == nil)
        #expect(try indicator("", color: false, xcode: "11.7").1.value(forKey: "UIHidesWhenStopped") == .bool(false))
        let colored = try indicator(#"hidesWhenStopped="YES""#, color: true, xcode: "11.7").1
        #expect(colored.value(forKey: "UITintColor") == colored.value(forKey: "UIColor"))
        #expect(colored.value(forKey: "UIDisableUpdateColorOnTraitCollectionChange") == .bool(true))
        let (graph, older) = try indicator(#"hidesWhenStopped="YES""#, color: false, xcode: "10.1")
        #expect(older.value(forKey: "UIActivityIndicatorViewStyle-Modern") == nil && older.value(forKey: "UIColor") == nil)
        #expect(older.value(forKey: "UIActivityIndicatorViewStyle") == .integer(2))
        let tint = try #require(graph.object(older.value(forKey: "UITintColor"))?.object)
        #expect(tint.value(forKey: "UIWhite") == .float(0) && tint.value(forKey: "UIAlpha") == .float(0.45))
        #expect(older.value(forKey: "UIDisableUpdateColorOnTraitCollectionChange") == nil)
        #expect(throws: CompileError.self) { try indicator(#"hidesWhenStopped="YES""#, color: true, xcode: "10.1") }
    }

    /// A collection view as Xcode writes it before and from Xcode 11: 9.1 (mapbox) archives its
    /// width of content and no height, 11.0 and 11.2 (study pairs) no content size but the
    /// user-initiated multiple selection UIKit allows.
    @Test(arguments: [("9.1", true), ("11.0", false), ("11.2", false), ("13.4.1", false)])
    func aCollectionViewsContentSizeAndSelection(xcode: String, before11: Bool) throws {
        let storyboard = String(decoding: StoryboardPinnedCellTests.storyboard, as: UTF8.self)
        let output = try NibCompiler.compile(
            data: Data(storyboard.utf8), path: "Grid.storyboard",
            options: CompileOptions(minimumDeploymentTarget: "13.0", xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        let view = try #require(output.files.first { $0.relativePath.hasPrefix("vc-pin-001-view-cv-pin-001.nib") })
        let graph = NibGraph(try NibArchiveReader.read(view.contents, path: "View.nib"))
        let collection = try #require(graph.objects.first { $0.className == "UICollectionView" })
        #expect((collection.value(forKey: "UIContentSize") == UIKitValues.geometry([375, 0])) == before11, "\(xcode)")
        #expect((collection.value(forKey: "UIAllowsUserInitiatedMultipleSelection") == .bool(true)) == !before11, "\(xcode)")
    }

    /// A navigation bar's large titles and back indicator images (OmiseSDK's, a study pair of
    /// 11.7): the image named by both attributes is one placeholder.
    @Test func aNavigationBarWritesLargeTitlesAndItsBackIndicator() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-nav-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <navigationBar contentMode="scaleToFill" translucent="NO" backIndicatorImage="Back" largeTitles="YES" backIndicatorTransitionMaskImage="Back" id="bar-nav-001">
                            <rect key="frame" x="0.0" y="44" width="375" height="96"/>
                        </navigationBar>
                    </subviews>
                </view>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Bar", xcode: "11.7")
        let bar = try #require(graph.objects.first { $0.className == "UINavigationBar" })
        #expect(bar.value(forKey: "UIBarPrefersLargeTitles") == .bool(true))
        let image = try #require(graph.object(bar.value(forKey: "UIBackIndicatorImage"))?.object)
        #expect(image.className == "UIImageNibPlaceholder")
        #expect(bar.value(forKey: "UIBackIndicatorTransitionMask") == bar.value(forKey: "UIBackIndicatorImage"))
    }

    /// A table's scroll indicator insets (mixpanel's MPSurvey, Xcode 7.3: minY="44" maxY="44" as
    /// {44, 0, 44, 0}); a storyboard collection view's section footer view is a nib of its own,
    /// by element kind and reuse identifier, beside its cells' (the QBImagePicker pairs; a study
    /// pair of Xcode 11.2), each with a table of external objects of its own.
    @Test func scrollIndicatorInsetsAndSupplementaryViews() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tableView opaque="NO" contentMode="scaleToFill" style="plain" rowHeight="44" id="tbl-ind-001">
                    <rect key="frame" x="15" y="0.0" width="290" height="473"/>
                    <inset key="scrollIndicatorInsets" minX="0.0" minY="44" maxX="0.0" maxY="44"/>
                </tableView>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Table", xcode: "7.3")
        let table = try #require(graph.objects.first { $0.className == "UITableView" })
        #expect(table.value(forKey: "UIScrollIndicatorInsets") == UIKitValues.geometry([44, 0, 44, 0]))
        let storyboard = String(decoding: StoryboardPinnedCellTests.storyboard, as: UTF8.self)
            .replacingOccurrences(
                of: "<cells>",
                with:
                    #"<collectionReusableView key="sectionFooterView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Footer" id="ftr-pin-001"><rect key="frame" x="0.0" y="60" width="375" height="66"/><autoresizingMask key="autoresizingMask"/></collectionReusableView><cells>"#
            )
        let output = try NibCompiler.compile(
            data: Data(storyboard.utf8), path: "Grid.storyboard",
            options: CompileOptions(minimumDeploymentTarget: "13.0", xcodeVersion: CompileOptions.XcodeVersion("11.2")))
        #expect(output.diagnostics.isEmpty)
        let view = try CompilerTestSupport.graph(
            at: "vc-pin-001-view-cv-pin-001.nib", in: CompilerTestSupport.filesByPath(of: output))
        let collection = try #require(view.objects.first { $0.className == "UICollectionView" })
        let nibs = view.members(collection.value(forKey: "UICollectionViewSupplementaryViewNibDict"))
        #expect(nibs.count == 2)
        #expect(view.string(nibs.first) == "UICollectionElementKindSectionFooter/Footer")
        #expect(view.object(nibs.last)?.object.className == "UINib")
        let tables = view.members(collection.value(forKey: "UICollectionViewSupplementaryViewPrototypeNibExternalObjects"))
        let cellTables = view.members(collection.value(forKey: "UICollectionViewCellPrototypeNibExternalObjects"))
        #expect(tables.count == 2 && cellTables.count == 2)
        #expect(tables.last != cellTables.last)
    }

    /// An SF Symbol's placeholder is 0 × 0 and names the symbol twice; a state's
    /// `<imageReference>` with a scale gets a symbol configuration of that scale (CookAssistant,
    /// study pairs of 12.1; a study pair of 14.2). A named image stays 1 × 1.
    @Test func symbolImagesAndTheirScale() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-sym-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="star" catalog="system" id="img-sym-001">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                        </imageView>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="btn-sym-001">
                            <rect key="frame" x="0.0" y="50" width="70" height="44"/>
                            <state key="normal">
                                <imageReference key="image" image="star.circle" catalog="system" symbolScale="large"/>
                            </state>
                        </button>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Logo" id="img-sym-002">
                            <rect key="frame" x="0.0" y="100" width="40" height="40"/>
                        </imageView>
                    </subviews>
                </view>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Symbols", xcode: "12.1")
        let placeholders = Dictionary(
            graph.objects.filter { $0.className == "UIImageNibPlaceholder" }.map {
                (graph.string($0.value(forKey: "UIResourceName")) ?? "", $0)
            },
            uniquingKeysWith: { first, _ in first })
        let star = try #require(placeholders["star"])
        #expect(star.value(forKey: "UIImageWidth") == .float(0))
        #expect(graph.string(star.value(forKey: "UISystemSymbolResourceName")) == "star")
        #expect(star.value(forKey: "UISymbolImageConfiguration") == .null)
        let scaled = try #require(placeholders["star.circle"])
        let configuration = try #require(graph.object(scaled.value(forKey: "UISymbolImageConfiguration"))?.object)
        #expect(configuration.className == "UIImageSymbolConfiguration")
        #expect(configuration.value(forKey: "UISymbolScale") == .integer(3))
        let logo = try #require(placeholders["Logo"])
        #expect(logo.value(forKey: "UIImageWidth") == .float(1))
        #expect(logo.value(forKey: "UISystemSymbolResourceName") == .null)
    }

    /// A table view starts with its width of content and no height up to Xcode 9 (aws-sdk 9.1);
    /// Xcode 10 writes no content size for tables (a study pair of 10.0, DYModal 10.2).
    @Test(arguments: [("9.1", true), ("10.0", false), ("10.2", false)])
    func aTablesContentSize(xcode: String, written: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="tbl-con-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                </tableView>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Table", xcode: xcode)
        let table = try #require(graph.objects.first { $0.className == "UITableView" })
        #expect(table.value(forKey: "UIContentSize") == (written ? StoryboardStructureTests.geometry([375, 0]) : nil), "\(xcode)")
    }

    /// A MainWindow xib (Earth, study pairs of 11.3 and 11.5): the app delegate as UIKit's custom
    /// object swapped for its class, a window that fills the screen, a controller whose view
    /// extends under no bar.
    @Test func aMainWindowsDelegateWindowAndController() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <customObject id="3" customClass="AppDelegate"/>
                <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="2">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </window>
                <viewController id="10" customClass="MainViewController">
                    <extendedEdge key="edgesForExtendedLayout"/>
                </viewController>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "MainWindow", xcode: "11.5")
        let originals = graph.objects.filter { $0.className == "UIClassSwapper" }.compactMap {
            graph.string($0.value(forKey: "UIOriginalClassName"))
        }
        #expect(Set(originals) == ["UICustomObject", "UIViewController"])
        let window = try #require(graph.objects.first { $0.className == "UIWindow" })
        #expect(window.value(forKey: "UIResizesToFullScreen") == .bool(true))
        #expect(window.value(forKey: "UIClearsContextBeforeDrawing") == .bool(false))
        #expect(window.value(forKey: "opaque") == nil)
        let controller = try #require(graph.objects.first { graph.string($0.value(forKey: "UIOriginalClassName")) == "UIViewController" })
        #expect(controller.value(forKey: "UIKeyEdgesForExtendedLayout") == .integer(0))
    }

    /// A window saved visible at launch (InAppSettingsKit's and OHHTTPStubs' MainWindow xibs) is
    /// the one `UINibVisibleWindowsKey` lists, which UINib makes key and visible as it loads;
    /// Earth's, saved without the attribute, leaves the list empty.
    @Test(arguments: [(#"visibleAtLaunch="YES""#, true), ("", false), (#"visibleAtLaunch="NO""#, false)])
    func aWindowVisibleAtLaunchIsListed(attribute: String, isListed: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <customObject id="3" customClass="AppDelegate"/>
                <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" \(attribute) id="2">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </window>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "MainWindow", xcode: "16.4")
        let window = try #require(graph.objects.firstIndex { $0.className == "UIWindow" })
        let listed = graph.members(graph.root?.value(forKey: "UINibVisibleWindowsKey"))
        #expect(listed == (isListed ? [.object(window)] : []), "\(attribute)")
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

    /// A tab bar among a view's subviews is translucent and hugs at 250 both ways, as a toolbar
    /// is (a study pair of 15.1); a scroll view's content and frame layout guides that no
    /// constraint uses are listed as empty guides and not given to it (the same pair).
    @Test func aTabBarIsTranslucentAndUnusedScrollGuidesAreEmpty() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-bar-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <tabBar contentMode="scaleToFill" id="tab-bar-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="50"/>
                            <items>
                                <tabBarItem systemItem="favorites" id="itm-bar-001"/>
                            </items>
                        </tabBar>
                        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="scr-bar-001">
                            <rect key="frame" x="0.0" y="60" width="393" height="700"/>
                            <viewLayoutGuide key="contentLayoutGuide" id="gui-bar-001"/>
                            <viewLayoutGuide key="frameLayoutGuide" id="gui-bar-002"/>
                        </scrollView>
                    </subviews>
                </view>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Bars", xcode: "15.1", deploymentTarget: "16.0")
        let bar = try #require(graph.objects.first { $0.className == "UITabBar" })
        #expect(bar.value(forKey: "UIBarTranslucence") == .integer(1))
        #expect(graph.string(bar.value(forKey: "UIViewContentHuggingPriority")) == "{250, 250}")
        let scrollView = try #require(graph.objects.first { $0.className == "UIScrollView" })
        #expect(scrollView.value(forKey: "UIViewLayoutGuides") == nil)
        let guides = graph.objects.filter { $0.className == "UILayoutGuide" }
        #expect(guides.count == 2)
        #expect(guides.allSatisfy { $0.value(forKey: "UILayoutGuideShouldBeArchived") == .bool(false) })
    }

    /// A switch says it is enabled, leaves out the hugging priorities it has of its own, and gets
    /// its saved frame as a key-value pair UIKit sets when the nib loads, before the document's
    /// runtime attributes (a study pair of 15.0.1); a disabled switch has UIControl's key alone.
    @Test func aSwitchIsEnabledAndKeepsItsFrame() throws {
        func switchXIB(enabled: String) -> Data {
            CompilerTestSupport.iOSXIB(
                objects: """
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" \(enabled) id="swi-frm-001">
                        <rect key="frame" x="170" y="621.66666666666663" width="51" height="31"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                        </userDefinedRuntimeAttributes>
                    </switch>
                    """)
        }
        let graph = try CompilerTestSupport.compiledXIB(switchXIB(enabled: ""), named: "Switch", xcode: "15.0.1")
        let control = try #require(graph.objects.first { $0.className == "UISwitch" })
        #expect(control.value(forKey: "UISwitchEnabled") == .bool(true))
        #expect(control.value(forKey: "UISwitchOn") == .bool(true))
        #expect(control.value(forKey: "UIViewContentHuggingPriority") == nil)
        let pairs = graph.members(graph.root?.value(forKey: "UINibKeyValuePairsKey")).compactMap { graph.object($0)?.object }
        #expect(pairs.map { graph.string($0.value(forKey: "UIKeyPath")) } == ["frame", "layer.masksToBounds"])
        let frame = try #require(graph.object(pairs.first?.value(forKey: "UIValue"))?.object)
        #expect(graph.string(frame.value(forKey: "NS.rectval")) == "{{170, 621.66666666666663}, {51, 31}}")
        let disabledGraph = try CompilerTestSupport.compiledXIB(switchXIB(enabled: #"enabled="NO""#), named: "Switch", xcode: "15.0.1")
        let disabled = try #require(disabledGraph.objects.first { $0.className == "UISwitch" })
        #expect(disabled.value(forKey: "UISwitchEnabled") == nil)
        #expect(disabled.value(forKey: "UIDisabled") == .bool(true))
    }

    /// A text view saved without text has no text key (CookAssistant, study pairs of 12.1; a
    /// study pair of 14.2), one with text has it.
    @Test func aTextViewWithoutTextHasNone() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-txt-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" textAlignment="natural" id="txt-txt-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        </textView>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" textAlignment="natural" id="txt-txt-002">
                            <rect key="frame" x="0.0" y="120" width="200" height="100"/>
                            <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </textView>
                    </subviews>
                </view>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Text", xcode: "12.1")
        let texts = graph.objects.filter { $0.className == "UITextView" }.map { graph.string($0.value(forKey: "UIText")) }
        #expect(texts == [nil, "Notes"])
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

    /// A label saved without `baselineAdjustment` centers its text as it shrinks (1); one saved
    /// aligning baselines, UIKit's default, has no key (the mapbox pair, 9.1; study pairs of 10.2
    /// and 11.3).
    @Test func aLabelWithoutItsBaselineAdjustmentCenters() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-bas-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" lineBreakMode="tailTruncation" \
                minimumFontSize="10" id="lab-bas-001">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" lineBreakMode="tailTruncation" \
                baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="lab-bas-002">
                            <rect key="frame" x="0.0" y="30" width="100" height="21"/>
                        </label>
                    </subviews>
                </view>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Baseline", xcode: "10.2")
        let labels = graph.objects.filter { $0.className == "UILabel" }
        #expect(labels.map { $0.value(forKey: "UIBaselineAdjustment") } == [.integer(1), nil])
    }

    /// A table cell's accessory is archived by UIKit's number: NYTSample's disclosure indicator (1,
    /// a study pair of 10.0), whatsapp_sample's detail button (4, 11.3); a cell without none.
    @Test func aCellsAccessoryIsItsUIKitType() throws {
        func cell(_ id: String, _ accessory: String) -> String {
            Self.plainCell(id: id, attributes: accessory + #" indentationWidth="10""#, contentWidth: 290)
        }
        let xib = CompilerTestSupport.iOSXIB(
            objects: cell("cel-acc-001", #"accessoryType="disclosureIndicator""#) + cell("cel-acc-002", #"accessoryType="detailButton""#)
                + cell("cel-acc-003", ""))
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Accessory", xcode: "11.3")
        let cells = graph.objects.filter { $0.className == "UITableViewCell" }
        #expect(cells.map { $0.value(forKey: "UIAccessoryType") } == [.integer(1), .integer(4), nil])
    }

    /// A stack view lists its arranged subviews; one without subviews has no list (FoodTracker's
    /// rating controls, a study pair of 12.0; WorkFlowTestingApp MovieDetail's options, 13.4.1).
    @Test func anEmptyStackViewHasNoArrangedSubviews() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-stk-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" spacing="8" id="stk-stk-001">
                            <rect key="frame" x="0.0" y="0.0" width="252" height="44"/>
                        </stackView>
                        <stackView opaque="NO" contentMode="scaleToFill" spacing="8" id="stk-stk-002">
                            <rect key="frame" x="0.0" y="50" width="252" height="44"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="vie-stk-002">
                                    <rect key="frame" x="0.0" y="0.0" width="252" height="44"/>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                </view>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Stacks", xcode: "12.0")
        let stacks = graph.objects.filter { $0.className == "UIStackView" }
        #expect(stacks.map { graph.members($0.value(forKey: "UIStackViewArrangedSubviews")).count } == [0, 1])
        #expect(stacks.first?.value(forKey: "UIStackViewArrangedSubviews") == nil)
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

    /// An iOS xib holding a segmented control, plain unless `style` says, with one segment per title.
    static func segmentedControlXIB(titles: [String], style: String = "plain") -> Data {
        let segments = titles.map { #"<segment title="\#($0)"/>"# }.joined(separator: "\n")
        return CompilerTestSupport.iOSXIB(
            objects: """
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" \
                segmentControlStyle="\(style)" selectedSegmentIndex="0" id="seg-con-001">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="32"/>
                    <segments>
                \(segments)
                    </segments>
                </segmentedControl>
                """)
    }

    /// A segmented control's segments are its subviews from the last, each 32 points high, the
    /// last marked right (study pairs of 11.0, 12.1 and 14.2); pointer interaction from 14.2.
    @Test(arguments: [("12.1", false), ("14.2", true)])
    func aSegmentedControlsSegmentsAreItsSubviews(xcode: String, pointerInteraction: Bool) throws {
        let xib = Self.segmentedControlXIB(titles: ["List", "Grid"])
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Segments", xcode: xcode)
        let control = try #require(graph.objects.first { $0.className == "UISegmentedControl" })
        let segments = graph.members(control.value(forKey: "UISegments")).compactMap { graph.object($0)?.object }
        let subviews = graph.members(control.value(forKey: "UISubviews")).compactMap { graph.object($0)?.object }
        #expect(segments.map { graph.string($0.value(forKey: "UISegmentInfo")) } == ["List", "Grid"])
        #expect(subviews.map { graph.string($0.value(forKey: "UISegmentInfo")) } == ["Grid", "List"])
        #expect(segments.map { $0.value(forKey: "UISegmentPosition") } == [nil, .integer(3)])
        #expect(segments.allSatisfy { $0.value(forKey: "UISegmentStyle") == .integer(5) })
        #expect(segments.allSatisfy { $0.value(forKey: "UIBounds") == StoryboardStructureTests.geometry([0, 0, 0, 32]) })
        #expect(graph.string(control.value(forKey: "UIViewContentHuggingPriority")) == "{250, 250}")
        #expect((control.value(forKey: "UIPointerInteractionEnabled") == .bool(true)) == pointerInteraction)
    }

    /// A bar-style control (Kingfisher's demo) is archived as a plain one by Xcode 26, whose
    /// UIKit encodes no style; before, it is an approximation.
    @Test(arguments: [("26.1", true), ("16.4", false)])
    func aBarSegmentedControlIsPlainFromXcode26(xcode: String, isPlain: Bool) throws {
        let options = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode))
        let plain = try NibCompiler.compile(data: Self.segmentedControlXIB(titles: ["A", "B"]), path: "Bar.xib", options: options)
        let bar = Result {
            try NibCompiler.compile(data: Self.segmentedControlXIB(titles: ["A", "B"], style: "bar"), path: "Bar.xib", options: options)
        }
        if isPlain {
            #expect(try bar.get().files == plain.files)
        } else {
            #expect(throws: CompileError.self) { try bar.get() }
        }
    }

    /// Every segment after the first keeps the right position it was appended with, so a control
    /// of three segments compiles without an approximation.
    @Test func segmentsAfterTheFirstAreMarkedRight() throws {
        let xib = Self.segmentedControlXIB(titles: ["Day", "Week", "Month"])
        let output = try NibCompiler.compile(
            data: xib, path: "Three.xib", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("14.2")))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let graph = try CompilerTestSupport.firstFile(of: output, path: "Three.nib")
        let control = try #require(graph.objects.first { $0.className == "UISegmentedControl" })
        let segments = graph.members(control.value(forKey: "UISegments")).compactMap { graph.object($0)?.object }
        #expect(segments.map { $0.value(forKey: "UISegmentPosition") } == [nil, .integer(3), .integer(3)])
    }

    /// An empty text view's content is one line of its font between 8-point insets, rounded up:
    /// mixpanel's MPSurvey (7.3: system 15, {290, 34}) and study pairs of 12.1 to 15.0.1 (system
    /// 14, {343, 33}); a text view with text has no size written.
    @Test(arguments: [("7.3", "15", 290.0, 34.0), ("12.1", "14", 343, 33)])
    func anEmptyTextViewsContentIsOneLine(xcode: String, pointSize: String, width: Double, height: Double) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-tcs-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="txt-tcs-001">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                            <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/>
                        </textView>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" id="txt-tcs-002">
                            <rect key="frame" x="0.0" y="120" width="200" height="100"/>
                            <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </textView>
                    </subviews>
                </view>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Text", xcode: xcode)
        let sizes = graph.objects.filter { $0.className == "UITextView" }.map { $0.value(forKey: "UIContentSize") }
        #expect(sizes == [StoryboardStructureTests.geometry([width, height]), nil])
    }

    /// Xcode 14.2 turns the key-selection trait off on a table, where 13 turned focus-following
    /// selection off (CoreDataTask, a study pair).
    @Test func xcode14sTableTrait() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="-1" estimatedRowHeight="-1" \
                sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" id="tbl-x14-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </tableView>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Table", xcode: "14.2")
        let table = try #require(graph.objects.first { $0.className == "UITableView" })
        let traits = try #require(graph.object(table.value(forKey: "UIViewLocalOverrideTraitCollection"))?.object)
        #expect(traits.value(forKey: "UITraitCollectionBuiltinTrait-_UITraitNameSelectionIsKey") == .integer(0))
    }

    /// A flow layout's estimated item size is set by key path: automatic as UIKit's automatic size,
    /// else as saved (the GoogleBookAPI and ParsingJSON study pairs, Xcode 11.0); a zero one is
    /// UIKit's default, left out.
    @Test(arguments: [
        (#"automaticEstimatedItemSize="YES""#, "", "{1.7976931348623157e+308, 1.7976931348623157e+308}"),
        ("", #"<size key="estimatedItemSize" width="148" height="187"/>"#, "{148, 187}"),
        ("", #"<size key="estimatedItemSize" width="0.0" height="0.0"/>"#, nil),
    ])
    func aFlowLayoutsEstimatedItemSizeIsSetByKeyPath(attribute: String, child: String, expected: String?) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" id="col-est-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <collectionViewFlowLayout key="collectionViewLayout" \(attribute) minimumLineSpacing="10" minimumInteritemSpacing="10" id="lay-est-001">
                        <size key="itemSize" width="50" height="50"/>
                        \(child)
                    </collectionViewFlowLayout>
                </collectionView>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Estimate", xcode: "11.0", deploymentTarget: "13.0")
        let pairs = graph.members(try #require(graph.root).value(forKey: "UINibKeyValuePairsKey")).compactMap { graph.object($0)?.object }
        guard let expected else {
            #expect(pairs.isEmpty)
            return
        }
        let pair = try #require(pairs.first)
        #expect(pairs.count == 1)
        #expect(graph.string(pair.value(forKey: "UIKeyPath")) == "estimatedItemSize")
        #expect(graph.object(pair.value(forKey: "UIObject"))?.object.className == "UICollectionViewFlowLayout")
        let size = try #require(graph.object(pair.value(forKey: "UIValue"))?.object)
        #expect(graph.string(size.value(forKey: "NS.sizeval")) == expected)
    }
}
