import CompilerTestSupport
import Foundation
import IBSource
import NibArchive
import Testing

@testable import NibCompiler

/// Image views, labels, text fields and text views (`UIKitProperties+Text`): their text, fonts,
/// colors, symbols and input traits, as Xcode archives them.
@Suite struct UIKitPropertiesTextTests {
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
}
