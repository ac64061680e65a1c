import CompilerTestSupport
import Foundation
import IBSource
import NibArchive
import TestSupport
import Testing
import UIKitNib

@testable import NibCompiler

/// Properties no pair shows, written as UIKit's own encoder writes them: the documents compile
/// without approximations, each value under UIKit's key where it is not UIKit's default.
@Suite struct UIKitPropertiesEncoderRulesTests {
    /// One view holding `subviews`, compiled as Xcode 16.4 would.
    static func compiledView(_ subviews: String, beforeView: String = "", xcode: String = "16.4") throws -> NibGraph {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                \(beforeView)
                <view contentMode="scaleToFill" id="vie-enc-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        \(subviews)
                    </subviews>
                </view>
                """)
        return try CompilerTestSupport.compiledXIB(xib, named: "Encoder", xcode: xcode)
    }

    /// Two system buttons, the first with `first` (and holding `firstHolds`), the second below
    /// it with `second`.
    static func twoButtons(first: String, second: String = "", firstHolds: String = "") -> String {
        func button(_ attributes: String, id: String, y: Int, holds: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
            buttonType="system" \(attributes) id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="100" height="30"/>
                \(holds)
                <state key="normal" title="Title"/>
            </button>
            """
        }
        return button(first, id: "btn-two-001", y: 0, holds: firstHolds) + button(second, id: "btn-two-002", y: 40, holds: "")
    }

    /// SkeletonView's steppers (`value="0.25" maximumValue="5" stepValue="0.25"`) and the
    /// switches: doubles under the stepper's own keys, a default minimum and the defaults of the
    /// switches left out.
    @Test func aSteppersNumbersAndSwitches() throws {
        let graph = try Self.compiledView(
            """
            <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.25" minimumValue="0" maximumValue="5" stepValue="0.25" continuous="NO" autorepeat="YES" wraps="YES" id="stp-enc-001">
                <rect key="frame" x="0.0" y="0.0" width="94" height="32"/>
            </stepper>
            """)
        let stepper = try #require(graph.objects.first { $0.className == "UIStepper" })
        #expect(stepper.value(forKey: "UIValue") == .double(0.25))
        #expect(stepper.value(forKey: "UIMinimumValue") == nil)
        #expect(stepper.value(forKey: "UIMaximumValue") == .double(5))
        #expect(stepper.value(forKey: "UIStepValue") == .double(0.25))
        #expect(stepper.value(forKey: "UIContinuous") == .bool(false))
        #expect(stepper.value(forKey: "UIAutorepeat") == nil)
        #expect(stepper.value(forKey: "UIWraps") == .bool(true))
        #expect(stepper.value(forKey: "UIMinValue") == nil)
    }

    /// DuckDuckGo's buttons: a reversed title shadow and a wrapping title; a button of the
    /// default middle truncation writes no mode.
    @Test func aButtonsTitleShadowAndLineBreakMode() throws {
        let graph = try Self.compiledView(
            Self.twoButtons(
                first: #"lineBreakMode="wordWrap" reversesTitleShadowWhenHighlighted="YES""#, second: #"lineBreakMode="middleTruncation""#))
        let buttons = graph.objects.filter { $0.className == "UIButton" }
        try #require(buttons.count == 2)
        let wrapped = try #require(buttons.first { $0.value(forKey: "UILineBreakMode") != nil })
        #expect(wrapped.value(forKey: "UILineBreakMode") == .integer(0))
        #expect(wrapped.value(forKey: "UIReversesTitleShadowWhenHighlighted") == .bool(true))
        let plain = try #require(buttons.first { $0.value(forKey: "UILineBreakMode") == nil })
        #expect(plain.value(forKey: "UIReversesTitleShadowWhenHighlighted") == nil)
    }

    /// CoverTube's buttons cast their title's shadow a point right and down: UIButton's encoder
    /// writes the offset as a size between the title's and the image's insets; a zero offset,
    /// UIKit's default, writes none.
    @Test func aButtonsTitleShadowOffset() throws {
        let graph = try Self.compiledView(
            Self.twoButtons(
                first: "", second: "",
                firstHolds: """
                    <inset key="titleEdgeInsets" minX="2" minY="0.0" maxX="0.0" maxY="0.0"/>
                    <inset key="imageEdgeInsets" minX="0.0" minY="0.0" maxX="2" maxY="0.0"/>
                    <size key="titleShadowOffset" width="1" height="1"/>
                    """))
        let buttons = graph.objects.filter { $0.className == "UIButton" }
        try #require(buttons.count == 2)
        let shadowed = try #require(buttons.first { $0.value(forKey: "UITitleShadowOffset") != nil })
        // A size as UIKit's nib coder writes every one (a label's shadow offset in the pairs).
        #expect(shadowed.value(forKey: "UITitleShadowOffset") == UIKitValues.geometry([1, 1]))
        let order = ["UITitleEdgeInsets", "UITitleShadowOffset", "UIImageEdgeInsets"]
        #expect(shadowed.entries.map(\.key).filter(order.contains) == order)
        let zero = try Self.compiledView(
            Self.twoButtons(first: "", firstHolds: #"<size key="titleShadowOffset" width="0.0" height="0.0"/>"#))
        #expect(zero.objects.allSatisfy { $0.value(forKey: "UITitleShadowOffset") == nil })
    }

    /// KeePassium's pricing plans glow under the touch: UIButton's key, true, just before the
    /// image's adjustment when highlighted; a button that does not writes none.
    @Test func aButtonShowingTheTouch() throws {
        let graph = try Self.compiledView(Self.twoButtons(first: #"showsTouchWhenHighlighted="YES""#))
        let buttons = graph.objects.filter { $0.className == "UIButton" }
        try #require(buttons.count == 2)
        let glowing = try #require(buttons.first { $0.value(forKey: "UIShowsTouchWhenHighlighted") != nil })
        #expect(glowing.value(forKey: "UIShowsTouchWhenHighlighted") == .bool(true))
        let keys = glowing.entries.map(\.key)
        #expect(keys.firstIndex(of: "UIShowsTouchWhenHighlighted").map { $0 + 1 } == keys.firstIndex(of: "UIAdjustsImageWhenHighlighted"))
        #expect(buttons.filter { $0.value(forKey: "UIShowsTouchWhenHighlighted") != nil }.count == 1)
    }

    /// OnionBrowser's start buttons (a primary role, the selection changed as the primary
    /// action) and GoMap's spring-loaded ones: UIButton's keys, the role an integer after the
    /// title font, the others after the insets, in its encoder's order; a normal role and a
    /// plain button write none.
    @Test func aButtonsRoleSpringLoadingAndSelection() throws {
        let graph = try Self.compiledView(
            Self.twoButtons(
                first: #"springLoaded="YES" changesSelectionAsPrimaryAction="YES" role="primary""#, second: #"role="normal""#,
                firstHolds: #"<inset key="contentEdgeInsets" minX="4" minY="0.0" maxX="4" maxY="0.0"/>"#))
        let buttons = graph.objects.filter { $0.className == "UIButton" }
        try #require(buttons.count == 2)
        let start = try #require(buttons.first { $0.value(forKey: "UIButtonRole") != nil })
        #expect(start.value(forKey: "UIButtonRole") == .integer(1))
        #expect(start.value(forKey: "UISpringLoaded") == .bool(true))
        #expect(start.value(forKey: "UIButtonChangesSelectionAsPrimaryAction") == .bool(true))
        let keys = start.entries.map(\.key)
        let order = ["UIFont", "UIButtonRole", "UIContentEdgeInsets", "UISpringLoaded", "UIButtonChangesSelectionAsPrimaryAction"]
        #expect(order.compactMap { keys.firstIndex(of: $0) } == order.compactMap { keys.firstIndex(of: $0) }.sorted())
        #expect(order.allSatisfy(keys.contains))
        let plain = try #require(buttons.first { $0.value(forKey: "UIButtonRole") == nil })
        #expect(["UISpringLoaded", "UIButtonChangesSelectionAsPrimaryAction"].allSatisfy { plain.value(forKey: $0) == nil })
    }

    /// WooCommerce's onboarding pages: a page control hiding for a single page, with both page
    /// colors, as UIPageControl's encoder writes them after the pages; one of a single page that
    /// hides, which UIKit would also hide, is an approximation.
    @Test func aPageControlsHidingAndColors() throws {
        let control = """
            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" hidesForSinglePage="YES" numberOfPages="PAGES" id="pgc-enc-001">
                <rect key="frame" x="0.0" y="0.0" width="120" height="26"/>
                <color key="pageIndicatorTintColor" white="0.66666666666666663" alpha="1" colorSpace="calibratedWhite"/>
                <color key="currentPageIndicatorTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </pageControl>
            """
        let graph = try Self.compiledView(control.replacingOccurrences(of: "PAGES", with: "4"))
        let pages = try #require(graph.objects.first { $0.className == "UIPageControl" })
        #expect(pages.value(forKey: "UINumberOfPages") == .integer(4))
        #expect(pages.value(forKey: "UIHideForSinglePage") == .bool(true))
        let keys = pages.entries.map(\.key)
        let order = ["UICurrentPage", "UIHideForSinglePage", "UICurrentPageIndicatorTintColor", "UIPageIndicatorTintColor"]
        #expect(order.compactMap { keys.firstIndex(of: $0) } == order.compactMap { keys.firstIndex(of: $0) }.sorted())
        #expect(order.allSatisfy(keys.contains))
        #expect(throws: CompileError.self) { try Self.compiledView(control.replacingOccurrences(of: "PAGES", with: "1")) }
    }

    /// openHAB's stepper buttons and Go Map!!'s Panoramax button: a state's preferred symbol
    /// configuration is UIButtonContent's `UIImageSymbolConfiguration`, after its image, with
    /// UIImageSymbolConfiguration's own keys: a weight alone, or nothing but the trait collection
    /// for an unspecified one.
    @Test func aButtonStatesPreferredSymbolConfiguration() throws {
        func button(_ configuration: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="btn-psc-001">
                <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                <state key="normal" image="chevron.down" catalog="system">
                    \(configuration)
                </state>
            </button>
            """
        }
        func content(_ graph: NibGraph) throws -> NibGraph.Object {
            try #require(graph.objects.first { $0.className == "UIButtonContent" })
        }
        let weighted = try Self.compiledView(button(#"<preferredSymbolConfiguration key="preferredSymbolConfiguration" weight="medium"/>"#))
        let state = try content(weighted)
        #expect(state.entries.map(\.key) == ["UIImage", "UIImageSymbolConfiguration"])
        let configuration = try #require(weighted.object(state.value(forKey: "UIImageSymbolConfiguration"))?.object)
        #expect(configuration.className == "UIImageSymbolConfiguration")
        #expect(configuration.entries.map(\.key) == ["UITraitCollection", "UISymbolWeight"])
        #expect(configuration.value(forKey: "UISymbolWeight") == .integer(5))

        let unspecified = try Self.compiledView(button(#"<preferredSymbolConfiguration key="preferredSymbolConfiguration"/>"#))
        let empty = try #require(unspecified.object(try content(unspecified).value(forKey: "UIImageSymbolConfiguration"))?.object)
        #expect(empty.entries.map(\.key) == ["UITraitCollection"])

        #expect(throws: CompileError.self) {
            try Self.compiledView(button(#"<preferredSymbolConfiguration key="preferredSymbolConfiguration" weight="wide"/>"#))
        }
    }

    /// Go Map!!'s quest builder and OneSignal's dev app: a segmented control whose segments are as
    /// wide as their content, with a selected segment tint, and a momentary one, as
    /// UISegmentedControl's encoder writes them: momentary before the segments, proportional
    /// widths between the segments and the selected index, the tint after it; none at UIKit's defaults.
    @Test func aSegmentedControlsWidthsMomentaryAndSelectedTint() throws {
        let control = """
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" ATTRIBUTES id="seg-enc-001">
                <rect key="frame" x="0.0" y="0.0" width="160" height="32"/>
                <segments>
                    <segment title="First"/>
                    <segment title="Second"/>
                </segments>
                TINT
            </segmentedControl>
            """
        let tint = #"<color key="selectedSegmentTintColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>"#
        let graph = try Self.compiledView(
            control.replacingOccurrences(of: "ATTRIBUTES", with: #"momentary="YES" apportionsSegmentWidthsByContent="YES""#)
                .replacingOccurrences(of: "TINT", with: tint))
        let segmented = try #require(graph.objects.first { $0.className == "UISegmentedControl" })
        let keys = segmented.entries.map(\.key)
        let order = [
            "UIMomentary", "UISegments", "UIUseProportionalWidthSegments", "UISelectedSegmentIndex",
            "UISegmentedControlSelectedSegmentTintColor",
        ]
        #expect(keys.filter(order.contains) == order)
        #expect(segmented.value(forKey: "UIMomentary") == .bool(true))
        #expect(segmented.value(forKey: "UIUseProportionalWidthSegments") == .bool(true))
        #expect(graph.object(segmented.value(forKey: "UISegmentedControlSelectedSegmentTintColor"))?.object.className == "UIColor")

        let plain = try Self.compiledView(
            control.replacingOccurrences(of: "ATTRIBUTES", with: #"apportionsSegmentWidthsByContent="NO""#)
                .replacingOccurrences(of: "TINT", with: ""))
        let plainKeys = try #require(plain.objects.first { $0.className == "UISegmentedControl" }).entries.map(\.key)
        #expect(!plainKeys.contains("UIMomentary") && !plainKeys.contains("UIUseProportionalWidthSegments"))

        // A document of Interface Builder 3's era saves no selected index: none is selected, -1,
        // which the encoder writes all the same.
        let unselected = try Self.compiledView(
            control.replacingOccurrences(of: #"selectedSegmentIndex="0" ATTRIBUTES"#, with: "").replacingOccurrences(of: "TINT", with: ""))
        let unselectedControl = try #require(unselected.objects.first { $0.className == "UISegmentedControl" })
        #expect(unselectedControl.value(forKey: "UISelectedSegmentIndex") == .integer(-1))
    }

    /// KeePassium's passcode field clears on begin editing; with a font following the content
    /// size category and editable attributes, each switch is where UITextField's encoder writes
    /// it: the content size category before the font, clearing after the border style, editable
    /// attributes after fitting the font size, all before the minimum font size.
    @Test func aTextFieldsSwitchesAtTheirPlaces() throws {
        let graph = try Self.compiledView(
            """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \
            borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" clearsOnBeginEditing="YES" \
            adjustsFontForContentSizeCategory="YES" allowsEditingTextAttributes="YES" id="txt-enc-001">
                <rect key="frame" x="0.0" y="0.0" width="160" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """)
        let field = try #require(graph.objects.first { $0.className == "UITextField" })
        let order = [
            "UIAdjustsFontForContentSizeCategory", "UIFont", "UIBorderStyle", "UIClearsOnBeginEditing", "UIAdjustsFontSizeToFit",
            "UIAllowsEditingTextAttributes", "UIMinimumFontSize",
        ]
        #expect(field.entries.map(\.key).filter(order.contains) == order)
        #expect(field.value(forKey: "UIClearsOnBeginEditing") == .bool(true))
    }

    /// Go Map!!'s data overlay cells show their reorder control, OnionBrowser's bookmark cell a
    /// disclosure indicator while editing, SwiftyJSON's example table its index from 9999 rows,
    /// FBSDKPlacesSample's search bar its cancel button: each as its class's encoder writes it.
    @Test func aCellsReorderControlAndEditingAccessoryATablesIndexRowCountAndASearchBarsCancelButton() throws {
        let graph = try Self.compiledView(
            """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" sectionIndexMinimumDisplayRowCount="9999" id="tbl-enc-009">
                <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                <color key="sectionIndexColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
            </tableView>
            <searchBar contentMode="redraw" showsCancelButton="YES" id="sea-enc-009">
                <rect key="frame" x="0.0" y="400" width="375" height="56"/>
                <textInputTraits key="textInputTraits"/>
            </searchBar>
            """)
        let table = try #require(graph.objects.first { $0.className == "UITableView" })
        #expect(table.value(forKey: "UISectionIndexMinimumDisplayRowCount") == .integer(9999))
        let tableKeys = table.entries.map(\.key)
        #expect(tableKeys.firstIndex(of: "UISectionIndexColor")! < tableKeys.firstIndex(of: "UISectionIndexMinimumDisplayRowCount")!)
        let bar = try #require(graph.objects.first { $0.className == "UISearchBar" })
        #expect(bar.value(forKey: "UIShowsCancelButton") == .bool(true))
        #expect(bar.value(forKey: "UIShowsScopeBar") == nil)
        #expect(bar.value(forKey: "UIScopeButtonTitles") == nil)

        let cellXIB = CompilerTestSupport.iOSXIB(
            objects: """
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="checkmark" \
                editingAccessoryType="disclosureIndicator" showsReorderControl="YES" indentationWidth="10" reuseIdentifier="Cell" id="cel-enc-009">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-enc-009" id="ccv-enc-009">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </tableViewCellContentView>
                </tableViewCell>
                """)
        let cells = try CompilerTestSupport.compiledXIB(cellXIB, named: "Cell", xcode: "16.4")
        let cell = try #require(cells.objects.first { $0.className == "UITableViewCell" })
        let keys = cell.entries.map(\.key)
        #expect(keys.filter(["UIReuseIdentifier", "UIShowsReorderControl"].contains) == ["UIReuseIdentifier", "UIShowsReorderControl"])
        #expect(keys.filter(["UIAccessoryType", "UIEditingAccessoryType"].contains) == ["UIAccessoryType", "UIEditingAccessoryType"])
        #expect(cell.value(forKey: "UIEditingAccessoryType") == .integer(1))
        #expect(cell.value(forKey: "UIShowsReorderControl") == .bool(true))
    }

    static func visualEffectView(_ effect: String) -> String {
        """
        <visualEffectView opaque="NO" contentMode="scaleToFill" id="vev-enc-001">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="vec-enc-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
            \(effect)
        </visualEffectView>
        """
    }

    /// mapbox's feedback view (the `Navigation` pair, Xcode 9.1) blurs extra light: the visual
    /// effect view archives its group name, its blur and its content view (of UIKit's content
    /// view class, not among its subviews) as Xcode's nib does.
    @Test func aVisualEffectViewsBlurAndContentView() throws {
        func effectView(_ style: String) -> String { Self.visualEffectView("<blurEffect style=\"\(style)\"/>") }
        let graph = try Self.compiledView(effectView("extraLight"))
        let compiled = try #require(graph.objects.first { $0.className == "UIVisualEffectView" })
        let pair = "mapbox-navigation-ios-0fb4fe8-Navigation.storyboard/xcode/Navigation.storyboardc/TYi-N0-ngE-view-I7t-WT-lto.nib"
        let xcodeGraph = try CompiledNibReader.decode(
            try Data(contentsOf: TestPaths.corpus("pairs").appendingPathComponent(pair)), path: pair
        ).graph
        let xcode = try #require(xcodeGraph.objects.first { $0.className == "UIVisualEffectView" })
        let effectKeys = ["UIVisualEffectViewGroupName", "UIVisualEffectViewEffect", "UIVisualEffectViewContentView"]
        #expect(compiled.entries.map(\.key).filter(effectKeys.contains) == xcode.entries.map(\.key).filter(effectKeys.contains))
        #expect(compiled.value(forKey: "UIContentView") == nil && compiled.value(forKey: "UISubviews") == nil)
        for (nib, view) in [(graph, compiled), (xcodeGraph, xcode)] {
            let blur = try #require(nib.object(view.value(forKey: "UIVisualEffectViewEffect"))?.object)
            #expect(blur.className == "UIBlurEffect" && blur.value(forKey: "UIBlurEffectStyle") == .integer(0))
            #expect(nib.object(view.value(forKey: "UIVisualEffectViewContentView"))?.object.className == "_UIVisualEffectContentView")
        }
    }

    /// Blurs that adapt to the interface style (GoMap's and WooCommerce's regular blurs) and a
    /// vibrancy over one (Simplenote's popover), as iOS 18.2's and 26.1's encoders archive them:
    /// the style, then the traditional style it shows in light mode (regular shows light);
    /// strict from Xcode 16, whose UIKit those encoders are, as any vibrancy. A system material is written under
    /// its own key, an approximation without the fallback styles UIKit adds; a vibrancy over one
    /// is left out.
    @Test func adaptingBlursVibrancyAndMaterials() throws {
        let regular = try Self.compiledView(Self.visualEffectView(#"<blurEffect style="regular"/>"#), xcode: "16.4")
        let view = try #require(regular.objects.first { $0.className == "UIVisualEffectView" })
        let blur = try #require(regular.object(view.value(forKey: "UIVisualEffectViewEffect"))?.object)
        #expect(blur.className == "UIBlurEffect")
        #expect(blur.entries.map(\.key) == ["UIBlurEffectAutomaticStyle", "UIBlurEffectStyle"])
        #expect(blur.value(forKey: "UIBlurEffectAutomaticStyle") == .integer(4) && blur.value(forKey: "UIBlurEffectStyle") == .integer(1))

        let vibrancy = try Self.compiledView(
            Self.visualEffectView(#"<vibrancyEffect><blurEffect style="prominent"/></vibrancyEffect>"#), xcode: "26.1")
        let vibrancyView = try #require(vibrancy.objects.first { $0.className == "UIVisualEffectView" })
        let effect = try #require(vibrancy.object(vibrancyView.value(forKey: "UIVisualEffectViewEffect"))?.object)
        #expect(effect.className == "UIVibrancyEffect")
        #expect(effect.entries.map(\.key) == ["UIVibrancyEffectBlurAutomaticStyle", "UIVibrancyEffectBlurStyle"])
        #expect(effect.value(forKey: "UIVibrancyEffectBlurAutomaticStyle") == .integer(5))
        #expect(effect.value(forKey: "UIVibrancyEffectBlurStyle") == .integer(0))

        for (effect, xcode) in [
            (#"<blurEffect style="regular"/>"#, "15.4"), (#"<vibrancyEffect><blurEffect style="light"/></vibrancyEffect>"#, "15.4"),
            (#"<blurEffect style="systemMaterial"/>"#, "26.1"),
            (#"<vibrancyEffect><blurEffect style="systemMaterial"/></vibrancyEffect>"#, "26.1"),
        ] {
            let error = #expect(throws: CompileError.self) {
                try NibCompiler.compile(
                    data: CompilerTestSupport.iOSXIB(objects: Self.visualEffectView(effect)), path: "Effect.xib",
                    options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode)))
            }
            #expect(error?.isOnlyApproximations == true, "\(effect) with Xcode \(xcode)")
        }
        let output = try NibCompiler.compile(
            data: CompilerTestSupport.iOSXIB(objects: Self.visualEffectView(#"<blurEffect style="systemMaterial"/>"#)), path: "Effect.xib",
            options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("26.1"), allowsApproximation: true))
        let material = try CompilerTestSupport.firstFile(of: output, path: "Effect.nib")
        let materialBlur = try #require(material.objects.first { $0.className == "UIBlurEffect" })
        #expect(materialBlur.entries.map(\.key) == ["UIBlurEffectMaterialStyle"])
        #expect(materialBlur.value(forKey: "UIBlurEffectMaterialStyle") == .integer(8))
    }

    /// KeePassium's passcode and unlock screens pin their bottom to the keyboard layout guide: the
    /// guide is UIKit's keyboard guide as its getter makes it for a view in no window and its
    /// encoder writes it (locked to its view, named so that UIKit's decoder takes it for the
    /// view's keyboard guide, not among the view's archived guides), an approximation no pair shows.
    @Test func aKeyboardLayoutGuideIsTheViewsOwn() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-kbd-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \
                        borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="txt-kbd-001">
                            <rect key="frame" x="16" y="600" width="343" height="34"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                    </subviews>
                    <keyboardLayoutGuide key="keyboard" id="kbd-kbd-001"/>
                    <constraints>
                        <constraint firstItem="kbd-kbd-001" firstAttribute="top" secondItem="txt-kbd-001" secondAttribute="bottom" constant="33" id="con-kbd-001"/>
                    </constraints>
                </view>
                """)
        let error = #expect(throws: CompileError.self) {
            try NibCompiler.compile(
                data: xib, path: "Keyboard.xib", options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("26.1")))
        }
        #expect(error?.isOnlyApproximations == true)
        let output = try NibCompiler.compile(
            data: xib, path: "Keyboard.xib",
            options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("26.1"), allowsApproximation: true))
        let graph = try CompilerTestSupport.firstFile(of: output, path: "Keyboard.nib")
        let view = try #require(graph.objects.firstIndex { $0.className == "UIView" })
        let guideIndex = try #require(graph.objects.firstIndex { $0.className == "UIKeyboardLayoutGuide" })
        let guide = graph.objects[guideIndex]
        #expect(graph.string(guide.value(forKey: "UILayoutGuideIdentifier")) == "UIViewKeyboardLayoutGuide")
        #expect(guide.value(forKey: "UILayoutGuideOwningView") == .object(view))
        #expect(guide.value(forKey: "UILayoutGuideOwningViewIsLocked") == .bool(true))
        #expect(guide.value(forKey: "UILayoutGuideShouldBeArchived") == .bool(false))
        #expect(guide.value(forKey: "UILayoutGuideSystemConstraints") == .null)
        #expect(guide.value(forKey: "UIKeyboardLayoutGuideKeyboardDismissPadding") == .double(0))
        let constraint = try #require(graph.objects.first { $0.className == "NSLayoutConstraint" })
        #expect(constraint.value(forKey: "NSFirstItem") == .object(guideIndex))
        let guides = graph.members(graph.objects[view].value(forKey: "UIViewLayoutGuides"))
        #expect(!guides.contains(.object(guideIndex)))
    }

    /// DuckDuckGo's bookmark and settings tables select rows while editing; Hero's cells inset
    /// their separators (minX the left, `UIEdgeInsets` top, left, bottom, right).
    @Test func aTablesEditingSelectionAndSeparatorInsets() throws {
        let graph = try Self.compiledView(
            """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" allowsSelectionDuringEditing="YES" allowsMultipleSelectionDuringEditing="YES" rowHeight="44" id="tbl-enc-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                <inset key="separatorInset" minX="20" minY="0.0" maxX="0.0" maxY="0.0"/>
            </tableView>
            """,
            beforeView: """
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cel-enc-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <inset key="separatorInset" minX="15" minY="1" maxX="8" maxY="2"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-enc-001" id="con-enc-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </tableViewCellContentView>
                </tableViewCell>
                """)
        let table = try #require(graph.objects.first { $0.className == "UITableView" })
        #expect(table.value(forKey: "UIAllowsSelectionDuringEditing") == .bool(true))
        #expect(table.value(forKey: "UIAllowsMultipleSelectionDuringEditing") == .bool(true))
        #expect(table.value(forKey: "UIAllowsMultipleSelection") == nil)
        #expect(table.value(forKey: "UISeparatorInset") == StoryboardStructureTests.geometry([0, 20, 0, 0]))
        let cell = try #require(graph.objects.first { $0.className == "UITableViewCell" })
        #expect(cell.value(forKey: "UISeparatorInset") == StoryboardStructureTests.geometry([1, 15, 2, 8]))
    }

    /// A text view detecting links and addresses (Charts' demo detects all); a bar button item keeps its tint.
    @Test func aTextViewsDetectorsAndABarButtonItemsTint() throws {
        let graph = try Self.compiledView(
            """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Text" id="txt-enc-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <dataDetectorType key="dataDetectorTypes" link="YES" address="YES"/>
            </textView>
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tlb-enc-001">
                <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                <items>
                    <barButtonItem title="Share" id="bbi-enc-001">
                        <color key="tintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </barButtonItem>
                </items>
            </toolbar>
            """)
        let textView = try #require(graph.objects.first { $0.className == "UITextView" })
        #expect(textView.value(forKey: "UIDataDetectorTypes") == .integer(6))
        let item = try #require(graph.objects.first { $0.className == "UIBarButtonItem" })
        #expect(item.value(forKey: "UITintColor") != nil)
    }

    /// A pointer interaction on a button, and a flow layout's insets from the safe area.
    @Test func aButtonsPointerInteractionAndALayoutsInsetReference() throws {
        let graph = try Self.compiledView(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" pointerInteraction="YES" id="btn-enc-003">
                <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                <state key="normal" title="Point"/>
            </button>
            \(Self.collectionView("col-enc-001", layoutAttributes: #"sectionInsetReference="safeArea""#))
            """)
        let button = try #require(graph.objects.first { $0.className == "UIButton" })
        #expect(button.value(forKey: "UIPointerInteractionEnabled") == .bool(true))
        let layout = try #require(graph.objects.first { $0.className == "UICollectionViewFlowLayout" })
        #expect(layout.value(forKey: "UISectionInsetReference") == .integer(1))
        #expect(
            graph.objects.first { $0.className == "UICollectionView" }?.value(forKey: "UICollectionViewPrefetchingEnabled") == .bool(true))
    }

    /// A collection view `id` of a flow layout with 50-point items.
    static func collectionView(_ id: String, attributes: String = "", layoutAttributes: String = "") -> String {
        """
        <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" \(attributes) id="\(id)">
            <rect key="frame" x="0.0" y="40" width="375" height="300"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" \(layoutAttributes) id="lay-\(id)">
                <size key="itemSize" width="50" height="50"/>
                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
            </collectionViewFlowLayout>
        </collectionView>
        """
    }

    /// A collection view that does not prefetch says so: UICollectionView's encoder writes the
    /// switch always (iOS 18.2 and 26.1).
    @Test func aCollectionViewWithoutPrefetching() throws {
        let graph = try Self.compiledView(Self.collectionView("col-pre-001", attributes: #"prefetchingEnabled="NO""#))
        let collection = try #require(graph.objects.first { $0.className == "UICollectionView" })
        #expect(collection.value(forKey: "UICollectionViewPrefetchingEnabled") == .bool(false))
    }

    /// IQKeyboardManager's switches: a disabled switch has UIControl's key alone, an
    /// enabled one its own; the on and thumb colors are UISwitch's keys; a title leaves no trace.
    @Test func aSwitchsColorsAndItsDisabledState() throws {
        let graph = try Self.compiledView(
            """
            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" enabled="NO" on="YES" title="EnableMode" id="swi-enc-001">
                <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                <color key="onTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="thumbTintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </switch>
            """)
        let toggle = try #require(graph.objects.first { $0.className == "UISwitch" })
        #expect(toggle.value(forKey: "UIDisabled") == .bool(true))
        #expect(toggle.value(forKey: "UISwitchEnabled") == nil)
        #expect(toggle.value(forKey: "UISwitchOn") == .bool(true))
        #expect(toggle.value(forKey: "UISwitchOnTintColor") != nil)
        #expect(toggle.value(forKey: "UISwitchThumbTintColor") != nil)
        #expect(!graph.objects.indices.contains { graph.string(.object($0)) == "EnableMode" })
    }

    /// RxSwift's search bars: empty text and both switches off, as metamap's (Xcode 13 or later),
    /// and the document's number traits where not 0.
    @Test(
        arguments: [
            ("", nil),
            (#"<textInputTraits key="textInputTraits" autocapitalizationType="none" returnKeyType="done"/>"#, 9),
        ] as [(String, Int64?)])
    func aSearchBarsTextAndTraits(traits: String, returnKey: Int64?) throws {
        let graph = try Self.compiledView(
            """
            <searchBar contentMode="redraw" searchBarStyle="minimal" id="sea-enc-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                \(traits)
            </searchBar>
            """)
        let bar = try #require(graph.objects.first { $0.className == "UISearchBar" })
        #expect(graph.string(bar.value(forKey: "UIText")) == "")
        #expect(bar.value(forKey: "UISearchBarStyle") == .integer(2))
        #expect(bar.value(forKey: "UIReturnKeyType") == returnKey.map(NibGraph.Value.integer))
        #expect(bar.value(forKey: "UIAutocapitalizationType") == nil)
        #expect(bar.value(forKey: "UIAutocorrectionType") == nil)
        #expect(bar.value(forKey: "UIEnablesReturnKeyAutomatically") == .bool(false))
        #expect(bar.value(forKey: "UISecureTextEntry") == .bool(false))
    }

    /// A black, opaque, tinted search bar says so as UISearchBar's encoder does (translucence 2
    /// for NO); one saving none of them writes none of the keys.
    @Test(arguments: [true, false])
    func aSearchBarsStyleTranslucenceAndTint(styled: Bool) throws {
        let attributes = styled ? #"barStyle="black" translucent="NO""# : ""
        let tint = styled ? #"<color key="barTintColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>"# : ""
        let graph = try Self.compiledView(
            """
            <searchBar contentMode="redraw" \(attributes) id="sea-enc-003">
                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                \(tint)
            </searchBar>
            """)
        let bar = try #require(graph.objects.first { $0.className == "UISearchBar" })
        #expect(bar.value(forKey: "UIBarStyle") == (styled ? .integer(1) : nil))
        #expect(bar.value(forKey: "UISearchBarTranslucence") == (styled ? .integer(2) : nil))
        #expect((bar.value(forKey: "UIBarTintColor") != nil) == styled)
    }

    /// A value no table holds is reported, naming the attribute, rather than dropped: a data
    /// detector, a button's line break mode, a search bar's style, translucence and scope
    /// button titles (facebook-objc-sdk's places sample), a scroll
    /// view's indicator style and zoom scale, a stack view's spacing type; and a date a date
    /// picker saves, which no pair shows kept or replaced by the current date.
    @Test(arguments: [
        (
            #"<textView clipsSubviews="YES" contentMode="scaleToFill" text="Text" id="txt-enc-002"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/><dataDetectorType key="dataDetectorTypes" link="YES" money="YES"/></textView>"#,
            "money"
        ),
        (
            #"<button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="sideways" id="btn-enc-004"><rect key="frame" x="0.0" y="0.0" width="100" height="30"/></button>"#,
            "lineBreakMode"
        ),
        (
            #"<searchBar contentMode="redraw" searchBarStyle="floating" id="sea-enc-002"><rect key="frame" x="0.0" y="0.0" width="375" height="56"/></searchBar>"#,
            "searchBarStyle"
        ),
        (
            #"<searchBar contentMode="redraw" translucent="maybe" id="sea-enc-004"><rect key="frame" x="0.0" y="0.0" width="375" height="56"/></searchBar>"#,
            "translucent"
        ),
        (
            #"<searchBar contentMode="redraw" backgroundImage="Bar" id="sea-enc-005"><rect key="frame" x="0.0" y="0.0" width="375" height="56"/></searchBar>"#,
            "backgroundImage"
        ),
        (
            #"<scrollView contentMode="scaleToFill" indicatorStyle="purple" id="scr-enc-003"><rect key="frame" x="0.0" y="0.0" width="375" height="56"/></scrollView>"#,
            "indicatorStyle"
        ),
        (
            #"<scrollView contentMode="scaleToFill" maximumZoomScale="big" id="scr-enc-004"><rect key="frame" x="0.0" y="0.0" width="375" height="56"/></scrollView>"#,
            "maximumZoomScale"
        ),
        (
            #"<stackView contentMode="scaleToFill" spacingType="wide" id="stk-enc-003"><rect key="frame" x="0.0" y="0.0" width="375" height="56"/></stackView>"#,
            "spacingType"
        ),
        (
            #"<datePicker contentMode="scaleToFill" datePickerMode="dateAndTime" minuteInterval="1" id="dat-enc-004"><rect key="frame" x="0.0" y="0.0" width="320" height="216"/><date key="date" timeIntervalSinceReferenceDate="soon"/></datePicker>"#,
            "a date without a time"
        ),
    ])
    func aValueNoTableHoldsIsReported(subview: String, named: String) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vie-enc-002">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>\(subview)</subviews>
                </view>
                """)
        let error = try #require(throws: CompileError.self) {
            try CompilerTestSupport.compiledXIB(xib, named: "Encoder", xcode: "16.4")
        }
        guard case .documentErrors(_, let diagnostics) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(diagnostics.contains { $0.isApproximation && $0.message.contains(named) }, "\(diagnostics)")
    }

    /// A navigation controller of a xib keeps its shown toolbar and hidden bar too; its bar, which
    /// no writer attaches in a xib, is reported.
    @Test func aXIBsNavigationControllerKeepsItsFlags() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <navigationController toolbarHidden="NO" navigationBarHidden="YES" providesPresentationContextTransitionStyle="YES" id="nav-enc-001">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-enc-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                </navigationController>
                """)
        let output = try NibCompiler.compile(
            data: xib, path: "Navigation.xib",
            options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("16.4"), allowsApproximation: true))
        #expect(output.diagnostics.filter(\.isApproximation).map(\.objectID) == ["bar-enc-001"])
        let graph = try CompilerTestSupport.firstFile(of: output, path: "Navigation.nib")
        let controller = try #require(graph.objects.first { $0.className == "UINavigationController" })
        #expect(controller.value(forKey: "UIToolbarShown") == .bool(true))
        #expect(controller.value(forKey: "UINavigationBarHidden") == .bool(true))
        #expect(controller.value(forKey: "UIProvidesPresentationContextTransitionStyle") == .bool(true))
    }

    /// Pocket Casts' and Delta's scroll views: a directional lock, horizontal bouncing, touches
    /// not cancelled, a white indicator and zoom scales (floats) where they are not UIKit's.
    @Test func aScrollViewsSwitchesIndicatorAndZoom() throws {
        let graph = try Self.compiledView(
            """
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" directionalLockEnabled="YES" alwaysBounceHorizontal="YES" canCancelContentTouches="NO" indicatorStyle="white" minimumZoomScale="0.5" maximumZoomScale="3" id="scr-enc-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
            </scrollView>
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" minimumZoomScale="1" maximumZoomScale="1" id="scr-enc-002">
                <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
            </scrollView>
            """)
        let scrollViews = graph.objects.filter { $0.className == "UIScrollView" }
        try #require(scrollViews.count == 2)
        let scrollView = try #require(scrollViews.first { $0.value(forKey: "UIIndicatorStyle") != nil })
        #expect(scrollView.value(forKey: "UIDirectionalLockEnabled") == .bool(true))
        #expect(scrollView.value(forKey: "UIAlwaysBounceHorizontal") == .bool(true))
        #expect(scrollView.value(forKey: "UICanCancelContentTouches") == .bool(false))
        #expect(scrollView.value(forKey: "UIIndicatorStyle") == .integer(2))
        #expect(scrollView.value(forKey: "UIMinimumZoomScale") == .float(0.5))
        #expect(scrollView.value(forKey: "UIMaximumZoomScale") == .float(3))
        let plain = try #require(scrollViews.first { $0.value(forKey: "UIIndicatorStyle") == nil })
        #expect(plain.value(forKey: "UIMinimumZoomScale") == nil && plain.value(forKey: "UIMaximumZoomScale") == nil)
    }

    /// A table whose cells' content views do not follow the safe area (Interface Builder's
    /// `contentViewInsetsToSafeArea`), which UITableView archives always.
    @Test func aTablesContentViewsOutsideTheSafeArea() throws {
        let graph = try Self.compiledView(
            """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" rowHeight="44" contentViewInsetsToSafeArea="NO" id="tbl-enc-002">
                <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
            </tableView>
            """)
        let table = try #require(graph.objects.first { $0.className == "UITableView" })
        #expect(table.value(forKey: "UIInsetsContentViewsToSafeArea") == .bool(false))
    }

    /// Pocket Casts' stacks of standard spacing keep UIKit's system spacing, the smallest normal
    /// float as a double; a stack of points keeps its points.
    @Test func aStacksStandardSpacing() throws {
        let graph = try Self.compiledView(
            """
            <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stk-enc-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
            </stackView>
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-enc-002">
                <rect key="frame" x="0.0" y="50" width="100" height="40"/>
            </stackView>
            """)
        let spacings = graph.objects.filter { $0.className == "UIStackView" }.map { $0.value(forKey: "UIStackViewSpacing") }
        #expect(spacings.count == 2)
        #expect(spacings.contains(.double(1.1754943508222875e-38)))
        #expect(spacings.contains(.double(8)))
    }

    /// Switches of labels, text fields and views, image views and buttons that UIKit writes only
    /// where they are not its defaults (DuckDuckGo's disabled label, ownCloud's dynamic-type text
    /// fields, Pocket Casts' accessibility-sized buttons, DuckDuckGo's menu button).
    @Test func flagsWrittenOnlyWhereTheyAreNotUIKitsDefaults() throws {
        let graph = try Self.compiledView(
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" enabled="NO" text="Off" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="lbl-enc-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" adjustsFontForContentSizeCategory="YES" allowsEditingTextAttributes="YES" minimumFontSize="17" id="txf-enc-001">
                <rect key="frame" x="0.0" y="30" width="200" height="34"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" adjustsFontForContentSizeCategory="YES" id="txv-enc-003">
                <rect key="frame" x="0.0" y="160" width="200" height="100"/>
                <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <textInputTraits key="textInputTraits"/>
            </textView>
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" adjustsImageSizeForAccessibilityContentSizeCategory="YES" id="img-enc-001">
                <rect key="frame" x="0.0" y="70" width="40" height="40"/>
            </imageView>
            <button opaque="NO" contentMode="scaleToFill" showsMenuAsPrimaryAction="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" adjustsImageSizeForAccessibilityContentSizeCategory="NO" id="btn-enc-004">
                <rect key="frame" x="0.0" y="120" width="100" height="30"/>
                <state key="normal" title="Plain"/>
            </button>
            """)
        let label = try #require(graph.objects.first { $0.className == "UILabel" })
        #expect(label.value(forKey: "UIEnabled") == .bool(false))
        // UILabel's encoder writes it right after the alignment.
        let keys = label.entries.map(\.key)
        #expect(keys.firstIndex(of: "UIEnabled") == keys.firstIndex(of: "UITextAlignment").map { $0 + 1 })
        let textView = try #require(graph.objects.first { $0.className == "UITextView" })
        #expect(textView.value(forKey: "UIAdjustsFontForContentSizeCategory") == .bool(true))
        #expect(textView.value(forKey: "UIAllowsEditingTextAttributes") == nil)
        let field = try #require(graph.objects.first { $0.className == "UITextField" })
        #expect(field.value(forKey: "UIAdjustsFontForContentSizeCategory") == .bool(true))
        #expect(field.value(forKey: "UIAllowsEditingTextAttributes") == .bool(true))
        let image = try #require(graph.objects.first { $0.className == "UIImageView" })
        #expect(image.value(forKey: "UIAdjustsImageSizeForAccessibilityContentSizeCategory") == .bool(true))
        let button = try #require(graph.objects.first { $0.className == "UIButton" })
        #expect(button.value(forKey: "UIAdjustsImageSizeForAccessibilityContentSizeCategory") == nil)
        #expect(button.value(forKey: "UIContextMenuIsPrimary") == .bool(true))
        #expect(button.value(forKey: "UIContextMenuIsEnabled") == nil)
    }

    /// A tap recognizer that delays the touches' beginning and does not cancel them (Pocket
    /// Casts), a disabled swipe that does not delay their end, and a tab bar item's tag.
    @Test func aRecognizersSwitchesAndATabBarItemsTag() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tapGestureRecognizer delaysTouchesBegan="YES" cancelsTouchesInView="NO" id="tap-enc-001"/>
                <swipeGestureRecognizer enabled="NO" delaysTouchesEnded="NO" id="swp-enc-001"/>
                <tabBarItem title="Item" tag="3" id="tab-enc-001"/>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Recognizer", xcode: "16.4")
        let recognizer = try #require(graph.objects.first { $0.className == "UITapGestureRecognizer" })
        #expect(recognizer.value(forKey: "UIGestureRecognizer.delaysTouchesBegan") == .bool(true))
        #expect(recognizer.value(forKey: "UIGestureRecognizer.cancelsTouchesInView") == .bool(false))
        #expect(recognizer.value(forKey: "UIGestureRecognizer.disabled") == nil)
        // UIGestureRecognizer writes its switches before the touch types and the subclass's keys.
        let keys = recognizer.entries.map(\.key)
        #expect(keys.prefix(2) == ["UIGestureRecognizer.cancelsTouchesInView", "UIGestureRecognizer.delaysTouchesBegan"])
        let swipe = try #require(graph.objects.first { $0.className == "UISwipeGestureRecognizer" })
        #expect(swipe.value(forKey: "UIGestureRecognizer.disabled") == .bool(true))
        #expect(swipe.value(forKey: "UIGestureRecognizer.delaysTouchesEnded") == .bool(false))
        let item = try #require(graph.objects.first { $0.className == "UITabBarItem" })
        #expect(item.value(forKey: "UITag") == .integer(3))
    }

    /// A swipe's direction and touches where they are not UIKit's (right, one); a pan's scroll
    /// types (none, always, from Xcode 11.4) and touches; OwnTracks' long press (1.5 s, 10
    /// points): its tap recognizer requiring no taps, its duration as a float, the default
    /// movement left out. A screen edge pan, whose edges no pair shows, is an approximation.
    @Test func swipesPansAndLongPresses() throws {
        let recognizers = CompilerTestSupport.iOSXIB(
            objects: """
                <swipeGestureRecognizer direction="left" numberOfTouchesRequired="2" id="swp-enc-002"/>
                <panGestureRecognizer minimumNumberOfTouches="1" maximumNumberOfTouches="2" id="pan-enc-001"/>
                <pongPressGestureRecognizer allowableMovement="10" minimumPressDuration="1.5" id="lpr-enc-001"/>
                """)
        let graph = try CompilerTestSupport.compiledXIB(recognizers, named: "Recognizers", xcode: "16.4")
        let swipe = try #require(graph.objects.first { $0.className == "UISwipeGestureRecognizer" })
        #expect(swipe.value(forKey: "UISwipeGestureRecognizer.direction") == .integer(2))
        #expect(swipe.value(forKey: "UISwipeGestureRecognizer.numberOfTouchesRequired") == .integer(2))
        let pan = try #require(graph.objects.first { $0.className == "UIPanGestureRecognizer" })
        #expect(pan.value(forKey: "UIPanGestureRecognizer.minimumNumberOfTouches") == nil)
        #expect(pan.value(forKey: "UIPanGestureRecognizer.maximumNumberOfTouches") == .integer(2))
        #expect(pan.value(forKey: "UIPanGestureRecognizer.allowedScrollTypesMask") == .integer(0))
        let press = try #require(graph.objects.first { $0.className == "UILongPressGestureRecognizer" })
        #expect(press.value(forKey: "UILongPressGestureRecognizer.minimumPressDuration") == .float(1.5))
        #expect(press.value(forKey: "UILongPressGestureRecognizer.allowableMovement") == nil)
        let tap = try #require(graph.object(press.value(forKey: "UILongPressGestureRecognizer._imp"))?.object)
        #expect(tap.className == "UITapRecognizer")
        #expect(tap.entries.map(\.key) == ["UITapRecognizer.numberOfTapsRequired"])
        #expect(tap.value(forKey: "UITapRecognizer.numberOfTapsRequired") == .integer(0))
        let older = try CompilerTestSupport.compiledXIB(recognizers, named: "Recognizers", xcode: "11.3")
        let olderPan = try #require(older.objects.first { $0.className == "UIPanGestureRecognizer" })
        #expect(olderPan.value(forKey: "UIPanGestureRecognizer.allowedScrollTypesMask") == nil)
        let edge = CompilerTestSupport.iOSXIB(objects: #"<screenEdgePanGestureRecognizer id="rec-enc-001"/>"#)
        let error = try #require(throws: CompileError.self) {
            try CompilerTestSupport.compiledXIB(edge, named: "Edge", xcode: "16.4")
        }
        guard case .documentErrors(_, let diagnostics) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(diagnostics.map(\.objectID) == ["rec-enc-001"] && diagnostics.allSatisfy(\.isApproximation))
    }

    /// A collection view's layout of the app's class (Pocket Casts' `GridLayout`): its class
    /// swapped in for UICollectionViewLayout, which archives nothing else.
    @Test func aCollectionViewsCustomLayout() throws {
        let graph = try Self.compiledView(
            """
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="none" id="col-enc-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                <collectionViewLayout key="collectionViewLayout" id="lay-enc-001" customClass="GridLayout" customModule="podcasts" customModuleProvider="target"/>
            </collectionView>
            """)
        let collection = try #require(graph.objects.first { $0.className == "UICollectionView" })
        let layout = try #require(graph.object(collection.value(forKey: "UICollectionLayout"))?.object)
        #expect(layout.className == "UIClassSwapper")
        #expect(graph.string(layout.value(forKey: "UIClassName")) == "_TtC8podcasts10GridLayout")
        #expect(graph.string(layout.value(forKey: "UIOriginalClassName")) == "UICollectionViewLayout")
        #expect(layout.entries.count == 2)
    }

    /// XLPagerTabStrip's date pickers: a date mode and a 15-minute interval under UIDatePicker's
    /// keys; a date and time picker's default mode and interval left out; a date (the reference
    /// date, UIKit showing the current one) unless the picker counts down.
    @Test func aDatePickersModeIntervalAndDate() throws {
        let graph = try Self.compiledView(
            """
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" minuteInterval="15" translatesAutoresizingMaskIntoConstraints="NO" id="dat-enc-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
            </datePicker>
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="1" translatesAutoresizingMaskIntoConstraints="NO" id="dat-enc-002">
                <rect key="frame" x="0.0" y="220" width="320" height="216"/>
            </datePicker>
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="countDownTimer" minuteInterval="1" translatesAutoresizingMaskIntoConstraints="NO" id="dat-enc-003">
                <rect key="frame" x="0.0" y="440" width="320" height="216"/>
            </datePicker>
            """)
        let pickers = graph.objects.filter { $0.className == "UIDatePicker" }
        try #require(pickers.count == 3)
        #expect(pickers[0].value(forKey: "UIDatePickerMode") == .integer(1))
        #expect(pickers[0].value(forKey: "UIMinuteInterval") == .integer(15))
        #expect(pickers[1].value(forKey: "UIDatePickerMode") == nil)
        #expect(pickers[1].value(forKey: "UIMinuteInterval") == nil)
        #expect(pickers[2].value(forKey: "UIDatePickerMode") == .integer(3))
        #expect(pickers[2].value(forKey: "UIDate") == nil)
        for picker in pickers.prefix(2) {
            guard case .object(let date)? = picker.value(forKey: "UIDate") else {
                Issue.record("no UIDate")
                continue
            }
            #expect(graph.objects[date].className == "NSDate")
            #expect(graph.objects[date].value(forKey: "NS.time") == .double(0))
        }
    }

    /// A custom date (RxSwift's example, FSCalendar's): the date the document saves, and last
    /// `UIDatePickerUseCurrentDateDuringDecoding` false so that UIKit keeps it (UIDatePicker's
    /// encoder); a picker showing the current date writes no such key.
    @Test func aDatePickersCustomDateIsKept() throws {
        let graph = try Self.compiledView(
            """
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" minuteInterval="5" translatesAutoresizingMaskIntoConstraints="NO" id="dat-enc-006">
                <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
                <date key="date" timeIntervalSinceReferenceDate="448248004.37374699"/>
                <date key="minimumDate" timeIntervalSinceReferenceDate="-978267600"/>
            </datePicker>
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" minuteInterval="1" translatesAutoresizingMaskIntoConstraints="NO" id="dat-enc-007">
                <rect key="frame" x="0.0" y="220" width="320" height="216"/>
            </datePicker>
            """)
        let pickers = graph.objects.filter { $0.className == "UIDatePicker" }
        try #require(pickers.count == 2)
        let keys = pickers[0].entries.map(\.key)
        let date = try #require(keys.firstIndex(of: "UIDate"))
        #expect(Array(keys[date...]) == ["UIDate", "UIMinimumDate", "UIMinuteInterval", "UIDatePickerUseCurrentDateDuringDecoding"])
        #expect(pickers[0].value(forKey: "UIDatePickerUseCurrentDateDuringDecoding") == .bool(false))
        guard case .object(let saved)? = pickers[0].value(forKey: "UIDate") else {
            Issue.record("no UIDate")
            return
        }
        #expect(graph.objects[saved].value(forKey: "NS.time") == .double(448248004.37374699))
        #expect(pickers[1].value(forKey: "UIDatePickerUseCurrentDateDuringDecoding") == nil)
    }

    /// FBSDKPlacesSample's scope bar: a search bar's switches, its scope buttons' titles and its
    /// prompt where UISearchBar's encoder writes them (iOS 26.1's UIKitCore): the switches after
    /// the cancel button's, the titles and the prompt before the text.
    @Test func aSearchBarsScopeBarAndPrompt() throws {
        let graph = try Self.compiledView(
            """
            <searchBar contentMode="redraw" showsBookmarkButton="YES" showsScopeBar="YES" prompt="Find a place" id="sea-enc-010">
                <rect key="frame" x="0.0" y="0.0" width="375" height="132"/>
                <textInputTraits key="textInputTraits"/>
                <scopeButtonTitles>
                    <string>Nearby</string>
                    <string>Saved</string>
                </scopeButtonTitles>
            </searchBar>
            """)
        let bar = try #require(graph.objects.first { $0.className == "UISearchBar" })
        let keys = bar.entries.map(\.key).filter {
            ["UIShowsBookmarkButton", "UIShowsScopeBar", "UIScopeButtonTitles", "UIPrompt", "UIText"].contains($0)
        }
        #expect(keys == ["UIShowsBookmarkButton", "UIShowsScopeBar", "UIScopeButtonTitles", "UIPrompt", "UIText"])
        #expect(bar.value(forKey: "UIShowSearchResultsButton") == nil)
        #expect(graph.members(bar.value(forKey: "UIScopeButtonTitles")).compactMap { graph.string($0) } == ["Nearby", "Saved"])
        #expect(graph.string(bar.value(forKey: "UIPrompt")) == "Find a place")
    }

    /// CookAssistant's recipe text (study pairs of Xcode 12.1): a text view's plain text is also
    /// archived as attributed text, one run of the view's own color, a paragraph style with no
    /// tab stops and its own font, after `UIText`.
    @Test func aTextViewsPlainTextIsArchivedAsAttributedTextToo() throws {
        let graph = try Self.compiledView(
            """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Lorem ipsum" id="txv-att-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <color key="textColor" systemColor="labelColor"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textView>
            """)
        let textView = try #require(graph.objects.first { $0.className == "UITextView" })
        let keys = textView.entries.map(\.key)
        #expect(keys.firstIndex(of: "UIAttributedText") == keys.firstIndex(of: "UIText").map { $0 + 1 })
        let attributed = try #require(graph.object(textView.value(forKey: "UIAttributedText"))?.object)
        #expect(attributed.className == "NSAttributedString")
        let characters = try #require(graph.object(attributed.value(forKey: "NSString"))?.object)
        #expect(characters.className == "NSMutableString")
        let run = graph.members(attributed.value(forKey: "NSAttributes"))
        #expect(run.count == 6)
        #expect(stride(from: 0, to: run.count, by: 2).compactMap { graph.string(run[$0]) } == ["NSColor", "NSParagraphStyle", "NSFont"])
        #expect(run[1] == textView.value(forKey: "UITextColor"))
        #expect(run[5] == textView.value(forKey: "UIFont"))
        let style = try #require(graph.object(run[3])?.object)
        #expect(style.className == "NSMutableParagraphStyle")
        #expect(style.entries.map(\.key) == ["NSTabStops"])
    }

    /// A text view without a color of its own holds labelColor in iOS 26's UIKit, which Xcode 26
    /// writes as its color and in its attributed text; for another Xcode no pair shows it.
    @Test(arguments: [("26.1", true), ("16.4", false)])
    func aTextViewWithoutAColorOfItsOwn(xcode: String, knowsTheColor: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" id="txv-att-002">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textView>
                """)
        let output = try NibCompiler.compile(
            data: xib, path: "Notes.xib",
            options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode), allowsApproximation: true))
        #expect(output.diagnostics.contains { $0.isApproximation && $0.objectID == "txv-att-002" } == !knowsTheColor)
        let graph = try CompilerTestSupport.firstFile(of: output, path: "Notes.nib")
        let textView = try #require(graph.objects.first { $0.className == "UITextView" })
        #expect((textView.value(forKey: "UIAttributedText") != nil) == knowsTheColor)
        if knowsTheColor {
            let color = try #require(graph.object(textView.value(forKey: "UITextColor"))?.object)
            #expect(graph.string(color.value(forKey: "UISystemColorName")) == "labelColor")
        }
    }

    /// A medium indicator without a color of its own: UIActivityIndicatorView's encoder writes
    /// the style's default color, secondaryLabelColor, as its tint; strictly for Xcode 26, whose
    /// UIKit that is, else as an approximation.
    @Test(arguments: [("26.1", false), ("16.4", true)])
    func aModernIndicatorsDefaultTint(xcode: String, approximates: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" style="medium" id="aiv-tin-001">
                    <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                </activityIndicatorView>
                """)
        let output = try NibCompiler.compile(
            data: xib, path: "Spinner.xib",
            options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode), allowsApproximation: true))
        #expect(output.diagnostics.contains { $0.isApproximation && $0.objectID == "aiv-tin-001" } == approximates)
        let graph = try CompilerTestSupport.firstFile(of: output, path: "Spinner.nib")
        let indicator = try #require(graph.objects.first { $0.className == "UIActivityIndicatorView" })
        #expect(indicator.value(forKey: "UIColor") == .null)
        let tint = try #require(graph.object(indicator.value(forKey: "UITintColor"))?.object)
        #expect(graph.string(tint.value(forKey: "UISystemColorName")) == "secondaryLabelColor")
        #expect(tint.value(forKey: "UIAlpha") == .float(0.6))
    }

    /// Xcode 26: a navigation item's title archived as an attributed string of no attributes too
    /// (iOS 26.1's UINavigationItem), after `UITitle` and over the same string; a space bar button
    /// item hiding its bar's shared background (UIBarButtonItem). Xcode 16.4 writes neither.
    @Test(arguments: [("26.1", true), ("16.4", false)])
    func iOS26NavigationTitlesAndSpaces(xcode: String, isIOS26: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <navigationBar contentMode="scaleToFill" id="nav-i26-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <items>
                        <navigationItem title="Inbox" id="nav-i26-002"/>
                    </items>
                </navigationBar>
                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tlb-i26-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <items>
                        <barButtonItem style="plain" systemItem="flexibleSpace" id="bbi-i26-001"/>
                        <barButtonItem title="Share" id="bbi-i26-002"/>
                    </items>
                </toolbar>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Bars", xcode: xcode)
        let item = try #require(graph.objects.first { $0.className == "UINavigationItem" })
        let keys = item.entries.map(\.key)
        if isIOS26 {
            #expect(keys.firstIndex(of: "UIAttributedTitle") == keys.firstIndex(of: "UITitle").map { $0 + 1 })
            let attributed = try #require(graph.object(item.value(forKey: "UIAttributedTitle"))?.object)
            #expect(attributed.value(forKey: "NSString") == item.value(forKey: "UITitle"))
            #expect(graph.members(attributed.value(forKey: "NSAttributes")).isEmpty)
        } else {
            #expect(!keys.contains("UIAttributedTitle"))
        }
        let items = graph.objects.filter { $0.className == "UIBarButtonItem" }
        #expect(items.map { $0.value(forKey: "UIHidesSharedBG") } == (isIOS26 ? [.bool(true), nil] : [nil, nil]))
    }

    /// A date picker preserves its superview's layout margins unless the document turns it off, as
    /// UIDatePicker sets it when it is made (iOS 26.1's UIKitCore).
    @Test func aDatePickerPreservesItsSuperviewsMargins() throws {
        let graph = try Self.compiledView(
            """
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" minuteInterval="1" id="dat-mar-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
            </datePicker>
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" minuteInterval="1" preservesSuperviewLayoutMargins="NO" id="dat-mar-002">
                <rect key="frame" x="0.0" y="220" width="320" height="216"/>
            </datePicker>
            """)
        let pickers = graph.objects.filter { $0.className == "UIDatePicker" }
        try #require(pickers.count == 2)
        #expect(pickers[0].value(forKey: "UIViewPreservesSuperviewMargins") == .bool(true))
        #expect(pickers[0].value(forKey: "UIViewPreservesSpecificSuperviewMargins") == .integer(15))
        #expect(pickers[1].value(forKey: "UIViewPreservesSuperviewMargins") == nil)
    }

    /// KeePassium's expiry picker: the earliest and latest dates it offers, as the document
    /// saves them, after the date (UIDatePicker's encoder), strictly.
    @Test func aDatePickersBoundsFollowItsDate() throws {
        let graph = try Self.compiledView(
            """
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" minuteInterval="1" translatesAutoresizingMaskIntoConstraints="NO" id="dat-enc-005">
                <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
                <date key="minimumDate" timeIntervalSinceReferenceDate="-978267600"/>
                <date key="maximumDate" timeIntervalSinceReferenceDate="3124090800"/>
            </datePicker>
            """)
        let picker = try #require(graph.objects.first { $0.className == "UIDatePicker" })
        let keys = picker.entries.map(\.key)
        let date = try #require(keys.firstIndex(of: "UIDate"))
        #expect(Array(keys[date...].prefix(3)) == ["UIDate", "UIMinimumDate", "UIMaximumDate"])
        let times = ["UIMinimumDate", "UIMaximumDate"].map { key -> NibGraph.Value? in
            guard case .object(let bound)? = picker.value(forKey: key) else { return nil }
            return graph.objects[bound].value(forKey: "NS.time")
        }
        #expect(times == [.double(-978_267_600), .double(3_124_090_800)])
    }

    /// Pocket Casts' volume slider (a minimum value image), not continuous, with a maximum track
    /// color: UISlider's keys, and its behavioral style from Xcode 13, not with 11.7.
    @Test(arguments: [("16.4", true), ("11.7", false)])
    func aSlidersImagesColorsAndStyle(xcode: String, archivesStyle: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" minimumValueImage="volume-low" maximumValueImage="volume-high" continuous="NO" id="sli-enc-001">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="31"/>
                    <color key="maximumTrackTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </slider>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Slider", xcode: xcode)
        let slider = try #require(graph.objects.first { $0.className == "UISlider" })
        #expect(slider.value(forKey: "UIContinuous") == .bool(false))
        for (key, name) in [("UIMinimumValueImage", "volume-low"), ("UIMaximumValueImage", "volume-high")] {
            guard case .object(let image)? = slider.value(forKey: key) else {
                Issue.record("no \(key)")
                continue
            }
            #expect(graph.string(graph.objects[image].value(forKey: "UIResourceName")) == name)
        }
        #expect(slider.value(forKey: "UIMaximumTintColor") != nil)
        #expect(slider.value(forKey: "UIBehavioralStyle") == (archivesStyle ? .integer(0) : nil))
    }

    /// XLPagerTabStrip's tab bar item raises its title 4 points: the offset as
    /// `NSStringFromUIOffset` writes it; a zero offset writes nothing. Pocket Casts' labels whose
    /// accessibility traits are "None": traits 0.
    @Test func aTabBarItemsTitleOffsetAndTraitsOfNone() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tabBarItem title="Bar" id="tab-enc-002">
                    <offsetWrapper key="titlePositionAdjustment" horizontal="0.0" vertical="-4"/>
                </tabBarItem>
                <tabBarItem title="Flat" id="tab-enc-003">
                    <offsetWrapper key="titlePositionAdjustment" horizontal="0.0" vertical="0.0"/>
                </tabBarItem>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" id="lab-enc-009">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                    <accessibility key="accessibilityConfiguration">
                        <accessibilityTraits key="traits" none="YES"/>
                    </accessibility>
                </label>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Items", xcode: "16.4")
        let items = graph.objects.filter { $0.className == "UITabBarItem" }
        try #require(items.count == 2)
        #expect(graph.string(items[0].value(forKey: "UITitlePositionAdjustment")) == "{0, -4}")
        #expect(items[1].value(forKey: "UITitlePositionAdjustment") == nil)
        let configuration = try #require(graph.objects.first { $0.className == "UIRuntimeAccessibilityConfiguration" })
        guard case .object(let traits)? = configuration.value(forKey: "UIAccessibilityTraits") else {
            Issue.record("no traits")
            return
        }
        #expect(graph.objects[traits].value(forKey: "NS.intval") == .integer(0))
    }

    /// Open Food Facts' web views: one detecting nothing writes no detectors; one scaling pages
    /// to fit and detecting links and phone numbers writes UIWebView's keys.
    @Test func aLegacyWebViewsScalingAndDetectors() throws {
        let graph = try Self.compiledView(
            """
            <webView opaque="NO" contentMode="scaleToFill" id="web-enc-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <dataDetectorType key="dataDetectorTypes"/>
            </webView>
            <webView opaque="NO" contentMode="scaleToFill" scalesPageToFit="YES" id="web-enc-002">
                <rect key="frame" x="0.0" y="220" width="320" height="200"/>
                <dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/>
            </webView>
            """)
        let views = graph.objects.filter { $0.className == "UIWebView" }
        try #require(views.count == 2)
        #expect(views[0].value(forKey: "UIDataDetectorTypes") == nil)
        #expect(views[0].value(forKey: "UIScalesPageToFit") == nil)
        #expect(views[1].value(forKey: "UIDataDetectorTypes") == .integer(3))
        #expect(views[1].value(forKey: "UIScalesPageToFit") == .bool(true))
    }

    /// A double tap of two fingers: its numbers under UITapRecognizer's keys, in the tap's
    /// `_imp`; a single tap's recognizer stays empty, as the pairs' are.
    @Test func aTapsNumbersOfTapsAndTouches() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <tapGestureRecognizer numberOfTapsRequired="2" numberOfTouchesRequired="2" id="tap-enc-002"/>
                <tapGestureRecognizer numberOfTapsRequired="1" id="tap-enc-003"/>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Taps", xcode: "16.4")
        let taps = graph.objects.filter { $0.className == "UITapGestureRecognizer" }
        try #require(taps.count == 2)
        let recognizers = try taps.map { tap in
            try #require(graph.object(tap.value(forKey: "UITapGestureRecognizer._imp"))?.object)
        }
        #expect(recognizers[0].value(forKey: "UITapRecognizer.numberOfTapsRequired") == .integer(2))
        #expect(recognizers[0].value(forKey: "UITapRecognizer.numberOfTouchesRequired") == .integer(2))
        #expect(recognizers[1].entries.isEmpty)
    }
}
