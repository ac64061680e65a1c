import CompilerTestSupport
import Foundation
import IBSource
import NibArchive
import Testing

@testable import NibCompiler

/// Buttons, controls and bars (`UIKitProperties+Controls`): button states and fonts, switches,
/// sliders, segmented controls, activity and progress indicators, picker views and navigation
/// and tab bars, as Xcode archives them.
@Suite struct UIKitPropertiesControlsTests {
    /// Fusuma FSCameraView (Xcode 8.1): a picker view with Interface Builder's defaults gets the
    /// selection bar and cell selection flags and its hugging priorities.
    @Test func aPickerViewWritesItsSelectionFlagsAndHugging() throws {
        let (graph, picker, _) = try UIKitPropertiesViewTests.fixedFramePickerViews()
        #expect(picker.value(forKey: "UIShowsSelectionBar") == .bool(true))
        #expect(picker.value(forKey: "UIAllowSelectingCells") == .bool(true))
        #expect(graph.string(picker.value(forKey: "UIViewContentHuggingPriority")) == "{250, 250}")
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
}
