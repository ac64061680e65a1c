import CompilerTestSupport
import Foundation
import IBSource
import NibArchive
import Testing

@testable import NibCompiler

/// Scroll, table and collection views, their cells, sections and layouts, and stack views
/// (`UIKitProperties+Containers`), as Xcode archives them.
@Suite struct UIKitPropertiesContainersTests {
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
