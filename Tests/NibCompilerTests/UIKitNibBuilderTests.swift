import CompilerTestSupport
import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibCompiler

/// `UINibObjectsKey` and the constraints the builder archives, on the size-class fixture (a root
/// view, a card inside it, a stack view inside the card).
@Suite struct UIKitNibBuilderTests {
    static func compiledGraph() throws -> NibGraph {
        try CompilerTestSupport.compiledFixture("SizeClassVariations.xib", options: CompileOptions(module: "SwiftMessages")).graph
    }

    @Test func aViewConstrainedFromAboveItsSuperviewIsListedBeforeItsSuperviewsConstraints() throws {
        // SwiftMessages 4.1.4 and 9.0.1 TabView (Xcode 9.4, 12.5): the root view pins the stack
        // view inside the corner rounding view, and Xcode lists that stack view right after the
        // rounding view, before the rounding view's own constraints.
        let graph = try Self.compiledGraph()
        let listed = graph.members(graph.root?.value(forKey: "UINibObjectsKey")).compactMap { graph.object($0)?.object }
        let classes = listed.map(\.className).filter { $0 != "UIProxyObject" }
        #expect(
            classes == [
                "UIView", "NSLayoutConstraint", "NSLayoutConstraint", "UIView", "UIStackView", "NSLayoutConstraint", "NSLayoutConstraint",
            ])
    }

    @Test func anObjectAViewHoldsUnderAKeyIsListedBeforeTheViewsConstraints() throws {
        // Fusuma FSAlbumView (Xcode 8.1) lists the collection view's flow layout before the
        // collection view's height constraint.
        let graph = try CompilerTestSupport.compiledFixture("KeyedObjectBeforeConstraints.xib").graph
        let listed = graph.members(graph.root?.value(forKey: "UINibObjectsKey")).compactMap { graph.object($0)?.object }
        let classes = listed.map(\.className).filter { $0 != "UIProxyObject" }
        #expect(classes == ["UIView", "UICollectionView", "UICollectionViewFlowLayout", "NSLayoutConstraint"])
    }

    /// A right-detail cell lists its detail label before its text label, as Xcode 12.1 lists the
    /// CookAssistant study pairs' three such cells; the content view keeps them in document order.
    @Test func aStyledCellListsItsDetailLabelFirst() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" textLabel="ttl-lbl-001" detailTextLabel="dtl-lbl-001" style="IBUITableViewCellStyleValue1" id="cel-dtl-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-dtl-001" id="con-dtl-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <subviews>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" id="ttl-lbl-001">
                                <rect key="frame" x="16" y="12" width="33" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Detail" textAlignment="right" id="dtl-lbl-001">
                                <rect key="frame" x="315" y="12" width="44" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Cell", xcode: "12.1")
        let listed = graph.members(graph.root?.value(forKey: "UINibObjectsKey")).compactMap { graph.object($0)?.object }
        func texts(_ objects: [NibGraph.Object]) -> [String?] {
            objects.filter { $0.value(forKey: "UIText") != nil }.map { graph.string($0.value(forKey: "UIText")) }
        }
        #expect(texts(listed) == ["Detail", "Title"])
        let content = try #require(graph.objects.first { $0.className == "UITableViewCellContentView" })
        let subviews = graph.members(content.value(forKey: "UISubviews")).compactMap { graph.object($0)?.object }
        #expect(texts(subviews) == ["Title", "Detail"])
    }

    /// A First Responder saved after the view keeps its place among the top-level objects, which
    /// lead the object list, as Xcode 8.2.1 and 11.7 build three study pairs' xibs.
    @Test func aPlaceholderSavedAfterTheViewKeepsItsPlace() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="vie-ord-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="vie-ord-002">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        </view>
                    </subviews>
                </view>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Order", xcode: "11.7")
        func classes(_ key: String) -> [String] {
            graph.members(graph.root?.value(forKey: key)).compactMap { graph.object($0)?.object }.map { object in
                object.className == "UIProxyObject"
                    ? graph.string(object.value(forKey: "UIProxiedObjectIdentifier")) ?? "" : object.className
            }
        }
        #expect(classes("UINibTopLevelObjectsKey") == ["IBFilesOwner", "UIView", "IBFirstResponder"])
        #expect(classes("UINibObjectsKey") == ["IBFilesOwner", "UIView", "IBFirstResponder", "UIView"])
    }

    @Test func anImageIsOnePlaceholderPerNib() throws {
        // Fusuma FusumaViewController (Xcode 8.1): five placeholders for its buttons' fifteen state
        // images, one per name, the same one in two buttons.
        let graph = try CompilerTestSupport.compiledFixture("ButtonStateImages.xib").graph
        let names = graph.objects.filter { $0.className == "UIImageNibPlaceholder" }.compactMap {
            graph.string($0.value(forKey: "UIResourceName"))
        }
        #expect(names.sorted() == ["ic_photo_camera", "ic_videocam"])
    }

    @Test func placeholderConstraintsAreNotArchived() throws {
        // mixpanel `~ipad` (Xcode 9.1): the image view's width and height placeholders are gone.
        let graph = try Self.compiledGraph()
        let constants = graph.objects.filter { $0.className == "NSLayoutConstraint" }.compactMap { $0.value(forKey: "NSConstantV2") }
        #expect(constants.count == 4)
        #expect(!constants.contains(.double(360)))
    }

    /// A system tab bar item is archived by its number, without the empty title Interface Builder
    /// saved (Xcode 11.3's "search" item, a study pair).
    @Test func aSystemTabBarItemIsArchivedByNumber() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tabBarItem title="" systemItem="search" id="tb1"/>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Item", xcode: "11.3")
        let item = try #require(graph.objects.first { $0.className == "UITabBarItem" })
        #expect(item.value(forKey: "UISystemItem") == .integer(8))
        #expect(item.value(forKey: "UITitle") == nil)
        #expect(item.value(forKey: "UIEnabled") == .bool(true))
    }

    /// A named image's placeholder has nil symbol keys from Xcode 12, not before (the image
    /// placeholders of 12.0 to 12.5 and of 10.1 to 11.7 in the pairs and study pairs).
    @Test func aNamedImageHasSymbolKeysFromXcode12() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <imageView image="Logo" id="im1">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                </imageView>
                """)
        for (xcode, hasKeys) in [("11.7", false), ("12.0", true)] {
            let graph = try CompilerTestSupport.compiledXIB(xib, named: "Image", xcode: xcode)
            let placeholder = try #require(graph.objects.first { $0.className == "UIImageNibPlaceholder" })
            #expect((placeholder.value(forKey: "UISystemSymbolResourceName") != nil) == hasKeys, "Xcode \(xcode)")
            #expect((placeholder.value(forKey: "UISymbolImageConfiguration") != nil) == hasKeys, "Xcode \(xcode)")
        }
    }

    /// From Xcode 10.1 a safe-area guide no constraint uses is listed as an empty, unowned guide
    /// and the view keeps none (three study launch screens of 10.1; DYModal 10.2 to 11.6); Xcode
    /// 9.4 lists and owns the guide itself (SwiftMessages 4.1.4 StatusLine).
    @Test func anUnusedSafeAreaGuideIsListedEmptyFromXcode10_1() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vw1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <viewLayoutGuide key="safeArea" id="gd1"/>
                </view>
                """)
        for (xcode, listedEmpty) in [("10.1", true), ("9.4", false)] {
            let graph = try CompilerTestSupport.compiledXIB(xib, named: "Guide", xcode: xcode, deploymentTarget: "11.0")
            let guide = try #require(graph.objects.first { $0.className == "UILayoutGuide" })
            let view = try #require(graph.objects.first { $0.className == "UIView" })
            #expect((guide.value(forKey: "UILayoutGuideIdentifier").flatMap(graph.string) == "") == listedEmpty, "Xcode \(xcode)")
            #expect((view.value(forKey: "UIViewLayoutGuides") == nil) == listedEmpty, "Xcode \(xcode)")
        }
    }

    /// The diagnostics compiling `Compiler/DanglingReferences.xib` refuses it with.
    static func danglingReferenceDiagnostics() throws -> [CompileDiagnostic] {
        let path = TestPaths.fixtures.appendingPathComponent("Compiler/DanglingReferences.xib").path
        let error = #expect(throws: CompileError.self) { try NibCompiler.compile(contentsOf: path) }
        guard case .documentErrors(let documentPath, let diagnostics) = error else {
            Issue.record("not refused with document errors: \(String(describing: error))")
            return []
        }
        #expect(documentPath == path)
        #expect(diagnostics.allSatisfy { $0.path == path })
        return diagnostics
    }

    /// From Xcode 15 a nib's actions go by event mask, then selector (a study pair of 15.0.1: a
    /// button's touch-up `startConnectButtonClick:` before a switch's value-changed
    /// `openOrClose:`); Xcode 12.1 sorts them by selector alone (CookAssistant's study pairs).
    @Test(arguments: [("15.0.1", ["zoom:", "apply:"]), ("12.1", ["apply:", "zoom:"])])
    func fromXcode15ActionsGoByTheirEvent(xcode: String, selectors: [String]) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="vie-act-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="swi-act-001">
                            <rect key="frame" x="20" y="20" width="51" height="31"/>
                            <connections>
                                <action selector="apply:" destination="-1" eventType="valueChanged" id="act-act-001"/>
                            </connections>
                        </switch>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="but-act-001">
                            <rect key="frame" x="20" y="80" width="100" height="30"/>
                            <connections>
                                <action selector="zoom:" destination="-1" eventType="touchUpInside" id="act-act-002"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Actions", xcode: xcode)
        let actions = graph.members(graph.root?.value(forKey: "UINibConnectionsKey")).compactMap { graph.object($0)?.object }
            .filter { $0.className == "UIRuntimeEventConnection" }
        #expect(actions.map { graph.string($0.value(forKey: "UILabel")) } == selectors)
    }

    @Test func aConnectionToNoObjectOrWithoutItsNameIsAnErrorAboutTheConnection() throws {
        // Interface Builder cannot open a document whose connection names an id no object has
        // (a bad merge): the compile fails, and the error names the connection by id and line.
        let errors = try Self.danglingReferenceDiagnostics().filter { $0.severity == .error }
        let places = errors.map { "\($0.objectID ?? "-"):\($0.line ?? 0)" }
        #expect(places.sorted() == ["aGn-aa-005:23", "oNp-aa-003:11", "oTl-aa-001:9"], "\(errors)")
        #expect(
            errors.contains {
                $0.objectID == "oTl-aa-001" && $0.message == "outlet titleLabel points at tLb-Gn-0ne, which no object of the document has"
            })
        #expect(
            errors.contains {
                $0.objectID == "aGn-aa-005" && $0.message == "action gone: points at Gon-e0-000, which no object of the document has"
            })
        #expect(errors.contains { $0.objectID == "oNp-aa-003" && $0.message == "outlet oNp-aa-003 has no property" })
    }

    /// A refusal naming an approximation (an attribute no pair shows) marks the errors
    /// `--allow-approximation` would still meet (the dangling connections), which are then all
    /// that refuses the document.
    @Test func aRefusalSaysWhichErrorsTheOptionStillMeets() throws {
        let path = TestPaths.fixtures.appendingPathComponent("Compiler/DanglingReferences.xib").path
        let source = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
            of: #"<view contentMode="scaleToFill" id="cRd-vw-001">"#,
            with: #"<view contentMode="scaleToFill" fooBar="YES" id="cRd-vw-001">"#)
        let strict = try #require(throws: CompileError.self) {
            try NibCompiler.compile(data: Data(source.utf8), path: path)
        }
        #expect(!strict.isOnlyApproximations)
        let errors = strict.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.first == #"attribute fooBar="YES" of a view is left out: no pair shows what Xcode writes for it"#)
        #expect(errors.dropFirst().count == 3 && errors.dropFirst().allSatisfy { $0.hasPrefix("even with --allow-approximation, ") })
        let approximated = try #require(throws: CompileError.self) {
            try NibCompiler.compile(data: Data(source.utf8), path: path, options: CompileOptions(allowsApproximation: true))
        }
        let stillMet = approximated.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(stillMet.map { "even with --allow-approximation, " + $0 } == Array(errors.dropFirst()))
    }

    /// An accessibility label saved as a `<string>` child (a line break) is written as one saved
    /// as an attribute; a setting or trait the compiler does not write is an approximation at the
    /// accessibility element's line, naming the view.
    @Test(
        arguments: [
            (#"<accessibility key="accessibilityConfiguration"><string key="label">Two\#nlines</string></accessibility>"#, nil),
            (#"<accessibility key="accessibilityConfiguration" label="Go" language="fr"/>"#, "language"),
            (
                #"<accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" tabBar="YES"/></accessibility>"#,
                "tabBar"
            ),
        ] as [(String, String?)])
    func accessibilityTheCompilerWritesOrReports(accessibility: String, reported: String?) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-acc-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    \(accessibility)
                </view>
                """)
        let output = try NibCompiler.compile(
            data: xib, path: "Accessible.xib",
            options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("13.4.1"), allowsApproximation: true))
        let approximations = output.diagnostics.filter { $0.isApproximation }
        #expect(approximations.map { $0.message.contains(reported ?? "") } == (reported == nil ? [] : [true]), "\(accessibility)")
        #expect(approximations.allSatisfy { $0.line == 7 && $0.objectID == "vie-acc-001" })
        if reported == nil {
            let graph = try CompilerTestSupport.firstFile(of: output, path: "Accessible.nib")
            #expect(graph.objects.indices.contains { graph.string(.object($0)) == "Two\nlines" })
        }
    }
}

/// An object of the document that no writer attaches to anything is an approximation naming it,
/// not an object the nib lists and UIKit never loads: a refresh control of a xib's table view
/// controller (a storyboard's goes to its view nib's table view), a xib's tab bar controller's bar
/// (iMovie's); a view's safe area guide, which Xcode also leaves unattached, is not.
@Suite struct UnheldObjectTests {
    @Test func aXibTableViewControllersRefreshControlIsAnApproximation() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tableViewController id="tvc-ref-001">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="tbl-ref-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </tableView>
                    <refreshControl key="refreshControl" opaque="NO" contentMode="center" enabled="NO" id="ref-ref-001">
                        <autoresizingMask key="autoresizingMask"/>
                    </refreshControl>
                </tableViewController>
                """)
        let output = try NibCompiler.compile(data: xib, path: "Refresh.xib", options: CompileOptions(allowsApproximation: true))
        let approximations = output.diagnostics.filter(\.isApproximation)
        #expect(
            approximations.contains {
                $0.objectID == "ref-ref-001" && $0.message.hasPrefix("refreshControl of a tableViewController is left out")
            })
    }

    /// A xib whose tab bar controller (line 5) holds a bar with `barChildren` and then `children`
    /// (from line 10).
    static func tabBarControllerXIB(barChildren: String = "", children: String = "") -> Data {
        CompilerTestSupport.iOSXIB(
            objects: """
                <tabBarController id="tab-hel-001">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="bar-hel-001">
                        <rect key="frame" x="0.0" y="431" width="320" height="49"/>
                        \(barChildren)
                    </tabBar>
                    \(children)
                </tabBarController>
                """)
    }

    /// The bar is named, not its safe area guide, which holds the bar but is held by nothing
    /// (iMovie's bar has one), nor the bar's own items.
    @Test func aXibTabBarControllersBarIsAnApproximation() throws {
        let xib = Self.tabBarControllerXIB(
            barChildren: """
                <items>
                    <tabBarItem title="Home" id="itm-hel-001"/>
                </items>
                <viewLayoutGuide key="safeArea" id="saf-hel-002"/>
                """)
        let error = try #require(throws: CompileError.self) {
            try NibCompiler.compile(data: xib, path: "Tabs.xib", options: CompileOptions())
        }
        #expect(error.diagnostics.map(\.objectID) == ["bar-hel-001"])
    }

    @Test func anUnusedSafeAreaGuideIsNotReported() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-hel-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <viewLayoutGuide key="safeArea" id="saf-hel-001"/>
                </view>
                """)
        let output = try NibCompiler.compile(data: xib, path: "Guide.xib", options: CompileOptions())
        #expect(output.diagnostics.isEmpty)
    }
}

/// A collection view cell's constraints, which Xcode moves into its content view, go in the archive
/// order of any view's, in the content view's list and in `UINibObjectsKey` (WorkFlowTestingApp
/// 13.4.1's MovieCreditCell and UpcomingMoviePreviewCollectionViewCell, QBImagePicker's cells of
/// Xcode 6.4 and 7.3, XLActionController's ActionCell of 7.3).
@Suite struct CellConstraintOrderTests {
    /// A 240 × 90 collection view cell holding an image view at its top left (`imageHeight` high)
    /// and a label at (8, `labelY`), with `constraints` on the cell.
    static func cell(imageHeight: Int, labelY: Int, labelHeight: Int, constraints: String) -> Data {
        CompilerTestSupport.iOSXIB(
            objects: """
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cel-ord-001">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="90"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="240" height="90"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-ord-001">
                                <rect key="frame" x="0.0" y="0.0" width="240" height="\(imageHeight)"/>
                            </imageView>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lab-ord-001">
                                <rect key="frame" x="8" y="\(labelY)" width="224" height="\(labelHeight)"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </view>
                    <constraints>
                \(constraints)
                    </constraints>
                </collectionViewCell>
                """)
    }

    @Test func aCellsConstraintsGoByTheViewTheyPlace() throws {
        let xib = Self.cell(
            imageHeight: 90, labelY: 8, labelHeight: 74,
            constraints: """
                        <constraint firstItem="lab-ord-001" firstAttribute="leading" secondItem="cel-ord-001" secondAttribute="leading" constant="8" id="c01-ord-001"/>
                        <constraint firstItem="img-ord-001" firstAttribute="top" secondItem="cel-ord-001" secondAttribute="top" constant="1" id="c02-ord-001"/>
                        <constraint firstItem="lab-ord-001" firstAttribute="top" secondItem="cel-ord-001" secondAttribute="top" constant="9" id="c03-ord-001"/>
                        <constraint firstItem="img-ord-001" firstAttribute="leading" secondItem="cel-ord-001" secondAttribute="leading" constant="2" id="c04-ord-001"/>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Cell", xcode: "13.4.1", deploymentTarget: "14.0")
        let cell = try #require(graph.objects.first { $0.className == "UICollectionViewCell" })
        let content = try #require(graph.object(cell.value(forKey: "UIContentView"))?.object)
        func constants(_ list: NibGraph.Value?) -> [NibGraph.Value?] {
            graph.members(list).compactMap { graph.object($0)?.object }.filter { $0.className == "NSLayoutConstraint" }
                .map { $0.value(forKey: "NSConstantV2") }
        }
        // The image view's (at the corner) before the label's (8 points in), each in document order.
        let expected: [NibGraph.Value?] = [.double(1), .double(2), .double(8), .double(9)]
        #expect(constants(content.value(forKey: "UIViewAutolayoutConstraints")) == expected)
        #expect(constants(graph.root?.value(forKey: "UINibObjectsKey")) == expected)
    }

    /// From Xcode 15 the constraints placing one view go as `LayoutConstraintSource.placingOrderKey`
    /// says, against the holding view first, horizontal first, last attribute first (a study pair
    /// of 15.1 lists a label's leading and top to its cell before its top to a sibling); Xcode 14
    /// keeps the document's order in each group.
    @Test func fromXcode15AViewsConstraintsGoByWhatTheyPlaceItAgainst() throws {
        let xib = Self.cell(
            imageHeight: 40, labelY: 48, labelHeight: 34,
            constraints: """
                        <constraint firstItem="lab-ord-001" firstAttribute="top" secondItem="img-ord-001" secondAttribute="bottom" constant="8" id="c01-ord-001"/>
                        <constraint firstAttribute="trailing" secondItem="lab-ord-001" secondAttribute="trailing" constant="7" id="c02-ord-001"/>
                        <constraint firstItem="lab-ord-001" firstAttribute="height" secondItem="cel-ord-001" secondAttribute="height" multiplier="0.5" id="c03-ord-001"/>
                        <constraint firstItem="lab-ord-001" firstAttribute="leading" secondItem="cel-ord-001" secondAttribute="leading" constant="9" id="c04-ord-001"/>
                        <constraint firstItem="lab-ord-001" firstAttribute="centerY" secondItem="cel-ord-001" secondAttribute="centerY" constant="5" id="c05-ord-001"/>
                """)
        func constants(xcode: String) throws -> [NibGraph.Value?] {
            let graph = try CompilerTestSupport.compiledXIB(xib, named: "Cell", xcode: xcode, deploymentTarget: "15.0")
            let cell = try #require(graph.objects.first { $0.className == "UICollectionViewCell" })
            let content = try #require(graph.object(cell.value(forKey: "UIContentView"))?.object)
            return graph.members(content.value(forKey: "UIViewAutolayoutConstraints")).compactMap { graph.object($0)?.object }
                .map { $0.value(forKey: "NSConstantV2") }
        }
        // The center to the cell, its trailing and leading edges, its height, then its top to
        // the image view above it.
        #expect(try constants(xcode: "15.1") == [.double(5), .double(7), .double(9), nil, .double(8)])
        #expect(try constants(xcode: "14.3.1") == [.double(8), .double(7), nil, .double(9), .double(5)])
    }
}

/// Views at one distance from the holding view's origin: every Xcode takes the one further left
/// first, and views at one origin by object id in byte order (WorkFlowTestingApp 13.4.1's cells
/// and mixpanel ~iphoneportrait, 9.1, by id; ChartageDemo's iPad footer and header, study pairs
/// of 11.7, by place; mixpanel's MPSurvey header, 7.3, by id).
@Suite struct ConstraintTieOrderTests {
    /// The constants of the archived constraints a xib's root view lists, in their order.
    static func rootConstraintConstants(_ xib: Data, xcode: String, deploymentTarget: String? = nil) throws -> [NibGraph.Value?] {
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Order", xcode: xcode, deploymentTarget: deploymentTarget)
        let root = try #require(graph.objects.first { $0.className == "UIView" && $0.value(forKey: "UIViewAutolayoutConstraints") != nil })
        return graph.members(root.value(forKey: "UIViewAutolayoutConstraints")).compactMap { graph.object($0)?.object }
            .filter { $0.value(forKey: "NSShouldBeArchived") == .bool(true) }.map { $0.value(forKey: "NSConstantV2") }
    }

    @Test(arguments: ["7.3", "9.1"])
    func viewsAtOneDistanceByXcode(xcode: String) throws {
        // The backgrounds' ids sort against their document order, the tall view's before the
        // short one's; the tall view at 30, 0 and the short one at 18, 24 are both 30 points out,
        // the short one further left.
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="roo-tie-001">
                    <rect key="frame" x="0.0" y="0.0" width="290" height="44"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="zzz-bac-001">
                            <rect key="frame" x="0.0" y="0.0" width="290" height="44"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-bac-002">
                            <rect key="frame" x="0.0" y="0.0" width="290" height="44"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-tal-001">
                            <rect key="frame" x="30" y="0.0" width="240" height="44"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="zzz-sho-001">
                            <rect key="frame" x="18" y="24" width="13" height="14"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="zzz-sho-001" firstAttribute="leading" secondItem="roo-tie-001" secondAttribute="leading" constant="4" id="c01-tie-001"/>
                        <constraint firstItem="aaa-tal-001" firstAttribute="leading" secondItem="roo-tie-001" secondAttribute="leading" constant="3" id="c02-tie-001"/>
                        <constraint firstItem="aaa-bac-002" firstAttribute="leading" secondItem="roo-tie-001" secondAttribute="leading" constant="2" id="c03-tie-001"/>
                        <constraint firstItem="zzz-bac-001" firstAttribute="leading" secondItem="roo-tie-001" secondAttribute="leading" constant="1" id="c04-tie-001"/>
                    </constraints>
                </view>
                """)
        #expect(try Self.rootConstraintConstants(xib, xcode: xcode) == [.double(2), .double(1), .double(4), .double(3)], "\(xcode)")
    }

    /// ChartageDemo's iPad footer (a study pair of Xcode 11.7): in a container, an image box at
    /// 0, 0, a text box at 124, 0 and a button bar at 0, 124; the bar's constraints come before the
    /// text box's, though the text box's id sorts first.
    @Test func viewsAtOneDistanceGoLeftFirst() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="roo-lef-001">
                    <rect key="frame" x="0.0" y="0.0" width="768" height="178"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="xK1-lef-001">
                            <rect key="frame" x="0.0" y="0.0" width="124" height="124"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="1WR-lef-001">
                            <rect key="frame" x="124" y="0.0" width="644" height="124"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hzg-lef-001">
                            <rect key="frame" x="0.0" y="124" width="768" height="54"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="1WR-lef-001" firstAttribute="top" secondItem="roo-lef-001" secondAttribute="top" constant="1" id="c01-lef-001"/>
                        <constraint firstItem="hzg-lef-001" firstAttribute="top" secondItem="xK1-lef-001" secondAttribute="bottom" constant="2" id="c02-lef-001"/>
                        <constraint firstItem="xK1-lef-001" firstAttribute="top" secondItem="roo-lef-001" secondAttribute="top" constant="3" id="c03-lef-001"/>
                    </constraints>
                </view>
                """)
        #expect(try Self.rootConstraintConstants(xib, xcode: "11.7", deploymentTarget: "8.0") == [.double(3), .double(2), .double(1)])
    }

    /// A safe-area guide's constraints count as at its view's origin, among the views there by id
    /// (WorkFlowTestingApp 13.4.1's CustomLists: the guide aSR-… before a view bmA-… at the top,
    /// and a table Xbc-… at the top before the guide p6u-…, whatever the bars and the sensor
    /// housing inset the guide by).
    @Test(arguments: [("aSR-Kb-ARf", "bmA-K2-KqE", ["guide", "view"]), ("p6u-io-med", "Xbc-tF-QPY", ["view", "guide"])])
    func aSafeAreaGuideIsAtItsViewsOrigin(guideID: String, viewID: String, order: [String]) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="roo-gui-001">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(viewID)">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="88"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(guideID)" firstAttribute="bottom" secondItem="\(viewID)" secondAttribute="bottom" constant="1" id="c01-gui-001"/>
                        <constraint firstItem="\(viewID)" firstAttribute="top" secondItem="roo-gui-001" secondAttribute="top" constant="2" id="c02-gui-001"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="\(guideID)"/>
                </view>
                """)
        let constants = try Self.rootConstraintConstants(xib, xcode: "13.4.1", deploymentTarget: "13.0")
        #expect(constants == order.map { $0 == "guide" ? .double(1) : .double(2) })
    }

    /// Groups go by distance, not x + y: an image view at 137.5, 51 (146.6 points out) before a
    /// stack view at 16, 167 (167.8 out, though x + y is less), as WorkFlowTestingApp 13.4.1's
    /// ErrorPlaceholderView.
    @Test func groupsGoByTheDistanceOfTheirOrigin() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="roo-dis-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="345"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sta-dis-001">
                            <rect key="frame" x="16" y="167" width="343" height="51"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ima-dis-001">
                            <rect key="frame" x="137.5" y="51" width="100" height="100"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sta-dis-001" firstAttribute="leading" secondItem="roo-dis-001" secondAttribute="leading" constant="16" id="c01-dis-001"/>
                        <constraint firstItem="ima-dis-001" firstAttribute="top" secondItem="roo-dis-001" secondAttribute="top" constant="51" id="c02-dis-001"/>
                    </constraints>
                </view>
                """)
        #expect(try Self.rootConstraintConstants(xib, xcode: "13.4.1") == [.double(51), .double(16)])
    }

    /// From Xcode 13 a nib lists the runtime attributes of a view's subviews before the view's own,
    /// as their elements close (WorkFlowTestingApp's `Account`, 13.4.1); Xcode 12.5 keeps the order
    /// the objects open in, as the compiler does before 13 (SwiftMessages 9.0.1's `CardView`).
    @Test(arguments: [
        ("13.4.1", ["cornerRadius", "startColor", "startLocation"]), ("12.5", ["startColor", "startLocation", "cornerRadius"]),
    ])
    func runtimeAttributesAreListedAsTheirObjectsClose(xcode: String, expected: [String]) throws {
        let path = TestPaths.fixtures.appendingPathComponent("Compiler/CatalogColors.storyboard").path
        let options = CompileOptions(
            module: "Colors", minimumDeploymentTarget: "13.0", xcodeVersion: CompileOptions.XcodeVersion(xcode))
        let files = CompilerTestSupport.filesByPath(of: try NibCompiler.compile(contentsOf: path, options: options))
        let graph = try CompilerTestSupport.graph(at: "grd-co-ntr-view-grd-vi-eww.nib", in: files)
        let pairs = graph.members(try #require(graph.root).value(forKey: "UINibKeyValuePairsKey"))
        #expect(pairs.compactMap { graph.string(graph.object($0)?.object.value(forKey: "UIKeyPath")) } == expected)
    }
}

/// An image reference's rendering mode, as UIImageNibPlaceholder's encoder writes it (iOS 26.1's
/// UIKitCore, decompiled): `UIRenderingMode` after the symbol name, left out at automatic; one
/// placeholder per name and mode (KeePassium's template symbols).
@Suite struct ImageRenderingModeTests {
    static func xib(_ references: [String]) -> Data {
        let buttons = references.enumerated().map { index, reference in
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="btn-rnd-00\(index)">
                <rect key="frame" x="0.0" y="\(index * 50)" width="70" height="44"/>
                <state key="normal">
                    \(reference)
                </state>
            </button>
            """
        }
        return CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-rnd-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        \(buttons.joined(separator: "\n"))
                    </subviews>
                </view>
                """)
    }

    @Test func aTemplateAndAnOriginalSymbolAreTwoPlaceholdersWithTheirModes() throws {
        let graph = try CompilerTestSupport.compiledXIB(
            Self.xib([
                #"<imageReference key="image" image="plus" catalog="system" renderingMode="template"/>"#,
                #"<imageReference key="image" image="plus" catalog="system" renderingMode="original"/>"#,
                #"<imageReference key="image" image="plus" catalog="system"/>"#,
                #"<imageReference key="image" image="Logo" renderingMode="template"/>"#,
            ]), named: "Modes", xcode: "16.4")
        let placeholders = graph.objects.filter { $0.className == "UIImageNibPlaceholder" }
        #expect(placeholders.map { $0.value(forKey: "UIRenderingMode") } == [.integer(2), .integer(1), nil, .integer(2)])
        let keys = try #require(placeholders.first).entries.map(\.key)
        #expect(
            keys == [
                "UIImageWidth", "UIImageHeight", "UIResourceName", "UISystemSymbolResourceName", "UIRenderingMode",
                "UISymbolImageConfiguration", "UIResourceCatalogName",
            ])
    }

    @Test func anUnknownModeIsAnApproximation() throws {
        let xib = Self.xib([#"<imageReference key="image" image="plus" catalog="system" renderingMode="multicolor"/>"#])
        #expect(throws: CompileError.self) {
            try NibCompiler.compile(data: xib, path: "Modes.xib", options: CompileOptions())
        }
    }
}
