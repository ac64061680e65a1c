import CompilerTestSupport
import Foundation
import NibArchive
import Testing

@testable import NibCompiler

/// Button configurations as Xcode 14.1 to 16.4 archive them for iOS 15 and later; the TestDemo
/// pair (16.4) is compared whole by `PairsConformanceTests`, the other versions' keys come from
/// study pairs of 14.1, 14.2, 14.3, 15.0.1 and 15.1.
@Suite struct UIKitButtonConfigurationTests {
    static func xib(_ buttons: String, colorMatched: Bool = false) -> Data {
        CompilerTestSupport.iOSXIB(subviews: buttons, colorMatched: colorMatched)
    }

    static func button(_ id: String, configuration: String, background: String = "") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="100" height="35"/>
            \(background)
            <state key="normal" title="Button"/>
            \(configuration)
        </button>
        """
    }

    static func configurations(_ xib: Data, xcode: String) throws -> (NibGraph, [NibGraph.Object]) {
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Configured", xcode: xcode, deploymentTarget: "15.0")
        return (graph, graph.objects.filter { $0.className == "UIButtonConfiguration" })
    }

    /// The background's keys change with Xcode: a visual effect group from 15, the transparent
    /// blurring flag in 15.1 only, blur clipping and a second default style in place of the shadow
    /// type from 16.
    @Test(arguments: [
        (
            "14.1", [],
            ["visualEffectGroupName", "visualEffectAllowsTransparentBlurring", "visualEffectblurClippingMode", "defaultStyle_v2"]
        ),
        ("15.0.1", ["visualEffectGroupName", "shadowType"], ["visualEffectAllowsTransparentBlurring", "defaultStyle_v2"]),
        ("15.1", ["visualEffectGroupName", "visualEffectAllowsTransparentBlurring", "shadowType"], ["visualEffectblurClippingMode"]),
        (
            "16.4", ["visualEffectGroupName", "visualEffectblurClippingMode", "defaultStyle_v2"],
            ["shadowType", "visualEffectAllowsTransparentBlurring"]
        ),
    ])
    func theBackgroundsKeysFollowXcode(xcode: String, present: [String], absent: [String]) throws {
        let xib = Self.xib(
            Self.button("btn-one", configuration: #"<buttonConfiguration key="configuration" style="plain" title="Sign up"/>"#))
        let (graph, configurations) = try Self.configurations(xib, xcode: xcode)
        let configuration = try #require(configurations.first)
        let background = try #require(graph.object(configuration.value(forKey: "UIButtonConfigurationBackground"))?.object)
        for key in present {
            #expect(background.value(forKey: key) != nil, "\(key) in \(xcode)")
        }
        for key in absent {
            #expect(background.value(forKey: key) == nil, "\(key) in \(xcode)")
        }
        #expect(background.value(forKey: "cornerRadius") == .double(5.949_999_999_999_999))
        let title = try #require(graph.object(configuration.value(forKey: "UIButtonConfigurationTitle"))?.object)
        #expect(graph.string(title.value(forKey: "NSString")) == "Sign up")
        // No state contents beside a configuration.
        let button = try #require(graph.objects.first { $0.className == "UIButton" })
        #expect(button.value(forKey: "UIButtonStatefulContent") == nil)
    }

    /// A plain background is clear and stroked with the same color; a gray one UIKit's secondary
    /// fill; the configurations of a nib share those colors and their titles' empty attributes.
    @Test func configurationsShareTheirBackgroundsColors() throws {
        let xib = Self.xib(
            Self.button("btn-one", configuration: #"<buttonConfiguration key="configuration" style="gray" title="One"/>"#)
                + Self.button("btn-two", configuration: #"<buttonConfiguration key="configuration" style="gray" title="Two"/>"#)
                + Self.button("btn-thr", configuration: #"<buttonConfiguration key="configuration" style="plain" title="Three"/>"#))
        let (graph, configurations) = try Self.configurations(xib, xcode: "14.2")
        try #require(configurations.count == 3)
        #expect(configurations.map { $0.value(forKey: "UIButtonConfigurationButtonStyle") } == [.integer(1), .integer(1), .integer(0)])
        let backgrounds = try configurations.map { try #require(graph.object($0.value(forKey: "UIButtonConfigurationBackground"))?.object) }
        let fills = backgrounds.map { $0.value(forKey: "backgroundColor") }
        let strokes = backgrounds.map { $0.value(forKey: "strokeColor") }
        #expect(fills[0] == fills[1] && fills[1] != fills[2])
        #expect(strokes[0] == strokes[1] && strokes[1] == strokes[2] && strokes[2] == fills[2])
        let gray = try #require(graph.object(fills[0])?.object)
        #expect(gray.value(forKey: "UIAlpha") == .float(0.16))
        #expect(gray.value(forKey: "UIRed-Double") == .double(0.470_588_235_294_117_64))
        let clear = try #require(graph.object(fills[2])?.object)
        #expect(graph.string(clear.value(forKey: "UISystemColorName")) == "clearColor")
        let attributes = try configurations.map { configuration -> NibGraph.Value? in
            try #require(graph.object(configuration.value(forKey: "UIButtonConfigurationTitle"))?.object).value(forKey: "NSAttributes")
        }
        #expect(Set(attributes.map { "\(String(describing: $0))" }).count == 1)
    }

    /// Xcode 14.3 archives a configured button's system background color as a modified color
    /// around it; 16.4 as the color itself (TestDemo).
    @Test(arguments: [("14.3", true), ("16.4", false)])
    func aConfiguredButtonsSystemBackground(xcode: String, isModified: Bool) throws {
        let xib = Self.xib(
            Self.button(
                "btn-one", configuration: #"<buttonConfiguration key="configuration" style="plain" title="Update"/>"#,
                background: #"<color key="backgroundColor" systemColor="systemPinkColor"/>"#))
        let (graph, _) = try Self.configurations(xib, xcode: xcode)
        let button = try #require(graph.objects.first { $0.className == "UIButton" })
        let color = try #require(graph.object(button.value(forKey: "UIBackgroundColor"))?.object)
        #expect((color.value(forKey: "UIDynamicModifiedBaseColor") != nil) == isModified, "\(xcode)")
        #expect((graph.string(color.value(forKey: "UISystemColorName")) == "systemPinkColor") == !isModified, "\(xcode)")
    }

    /// Xcode 26: iOS 26.1's encoder writes the symbol content transition, nil, after the preferred
    /// symbol configuration; the dynamic corner style's radius is iOS 26's design's, 17.
    @Test func xcode26ConfigurationsTakeIOS26sKeys() throws {
        let xib = Self.xib(Self.button("btn-one", configuration: #"<buttonConfiguration key="configuration" style="plain" title="Go"/>"#))
        let output = try NibCompiler.compile(
            data: xib, path: "Configured.xib",
            options: CompileOptions(
                minimumDeploymentTarget: "15.0", xcodeVersion: CompileOptions.XcodeVersion("26.1"), allowsApproximation: true))
        #expect(output.diagnostics.isEmpty)
        let graph = try CompilerTestSupport.firstFile(of: output, path: "Configured.nib")
        let configuration = try #require(graph.objects.first { $0.className == "UIButtonConfiguration" })
        let keys = configuration.entries.map(\.key)
        let symbol = try #require(keys.firstIndex(of: "UIButtonConfigurationPreferredSymbolConfigurationForImage"))
        #expect(keys[symbol + 1] == "UIButtonConfigurationSymbolContentTransition")
        #expect(configuration.value(forKey: "UIButtonConfigurationSymbolContentTransition") == .null)
        let background = try #require(graph.object(configuration.value(forKey: "UIButtonConfigurationBackground"))?.object)
        #expect(background.value(forKey: "cornerRadius") == .double(17))
        let (older, configurations) = try Self.configurations(xib, xcode: "16.4")
        #expect(configurations.first?.value(forKey: "UIButtonConfigurationSymbolContentTransition") == nil)
        let olderBackground = try #require(older.object(configurations.first?.value(forKey: "UIButtonConfigurationBackground"))?.object)
        #expect(olderBackground.value(forKey: "cornerRadius") == .double(5.949_999_999_999_999))
    }

    /// Below iOS 15 Xcode 15 adds a normal state titled as the configuration and image insets
    /// whose right is the smallest double (study pairs of 15.0.1 at iOS 14, 15.1 at iOS 13).
    @Test func olderSystemsGetATitledNormalState() throws {
        let xib = Self.xib(
            Self.button("btn-one", configuration: #"<buttonConfiguration key="configuration" style="plain" title="Connect"/>"#))
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Configured", xcode: "15.0.1", deploymentTarget: "14.0")
        let button = try #require(graph.objects.first { $0.className == "UIButton" })
        #expect(button.value(forKey: "UIButtonConfiguration").flatMap { graph.object($0)?.object.className } == "UIButtonConfiguration")
        let states = graph.members(button.value(forKey: "UIButtonStatefulContent"))
        try #require(states.count == 2)
        #expect(graph.object(states[0])?.object.value(forKey: "NS.intval") == .integer(0))
        #expect(graph.string(graph.object(states[1])?.object.value(forKey: "UITitle")) == "Connect")
        #expect(button.value(forKey: "UIImageEdgeInsets") == UIKitValues.geometry([0, 0, 0, .leastNormalMagnitude]))
    }

    /// OnionBrowser's accent buttons: a background color the document gives fills the background
    /// in place of the style's clear, and is marked as set (the stroke stays the style's clear, set
    /// by the style); any other background setting is still an approximation.
    @Test func aBackgroundsColorFillsItAndIsMarkedSet() throws {
        let colored = #"""
            <buttonConfiguration key="configuration" style="plain" title="Start">
                <backgroundConfiguration key="background">
                    <color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </backgroundConfiguration>
            </buttonConfiguration>
            """#
        let (graph, configurations) = try Self.configurations(Self.xib(Self.button("btn-one", configuration: colored)), xcode: "16.4")
        let configuration = try #require(configurations.first)
        let background = try #require(graph.object(configuration.value(forKey: "UIButtonConfigurationBackground"))?.object)
        let fill = try #require(graph.object(background.value(forKey: "backgroundColor"))?.object)
        #expect(fill.value(forKey: "UIRed") != nil && fill.value(forKey: "UIWhite") == nil, "\(fill.entries.map(\.key))")
        #expect(background.value(forKey: "strokeColor") != background.value(forKey: "backgroundColor"))
        for (property, customized) in [("backgroundColor", true), ("strokeColor", true), ("cornerRadius", false), ("image", false)] {
            #expect(background.value(forKey: "hasCustomized-" + property) == .bool(customized), "\(property)")
        }
        let cornered = colored.replacingOccurrences(of: #"key="background">"#, with: #"key="background" cornerRadius="8">"#)
        let error = #expect(throws: CompileError.self) {
            try NibCompiler.compile(
                data: Self.xib(Self.button("btn-one", configuration: cornered)), path: "Configured.xib",
                options: CompileOptions(minimumDeploymentTarget: "15.0", xcodeVersion: CompileOptions.XcodeVersion("16.4")))
        }
        #expect(error?.isOnlyApproximations == true)
    }

    /// A configured button with a font of its own: no pair shows what Xcode keeps of it.
    @Test func aConfiguredButtonsOwnFontIsAnApproximation() throws {
        let xib = Self.xib(
            Self.button(
                "btn-one", configuration: #"<buttonConfiguration key="configuration" style="plain" title="Go"/>"#,
                background: #"<fontDescription key="fontDescription" type="system" pointSize="20"/>"#))
        let error = #expect(throws: CompileError.self) {
            try NibCompiler.compile(
                data: xib, path: "Configured.xib",
                options: CompileOptions(minimumDeploymentTarget: "15.0", xcodeVersion: CompileOptions.XcodeVersion("16.4")))
        }
        #expect(error?.isOnlyApproximations == true)
    }

    /// A filled configuration (KeePassium's, Twilio's) as iOS 18.2's and 26.1's UIKit make and
    /// resolve it: style 3, its background the tint UIKit resolves for a button under none,
    /// systemBlue in the palette of the Xcode's UIKit, shared by the nib's filled configurations
    /// as the gray fill is; the stroke and customized flags of every style.
    @Test(arguments: [("16.4", 122.0), ("26.1", 136)])
    func aFilledConfigurationIsFilledWithTheDefaultTint(xcode: String, blueGreen: Double) throws {
        let xib = Self.xib(
            Self.button("btn-one", configuration: #"<buttonConfiguration key="configuration" style="filled" title="One"/>"#)
                + Self.button("btn-two", configuration: #"<buttonConfiguration key="configuration" style="filled" title="Two"/>"#)
                + Self.button("btn-thr", configuration: #"<buttonConfiguration key="configuration" style="gray" title="Three"/>"#))
        let (graph, configurations) = try Self.configurations(xib, xcode: xcode)
        try #require(configurations.count == 3)
        #expect(configurations.map { $0.value(forKey: "UIButtonConfigurationButtonStyle") } == [.integer(3), .integer(3), .integer(1)])
        let backgrounds = try configurations.map { try #require(graph.object($0.value(forKey: "UIButtonConfigurationBackground"))?.object) }
        let fills = backgrounds.map { $0.value(forKey: "backgroundColor") }
        #expect(fills[0] == fills[1] && fills[1] != fills[2])
        let tint = try #require(graph.object(fills[0])?.object)
        #expect(tint.value(forKey: "UIRed") == .float(0) && tint.value(forKey: "UIBlue") == .float(1))
        #expect(tint.value(forKey: "UIGreen-Double") == .double(blueGreen / 255))
        #expect(tint.value(forKey: "UISystemColorName") == nil)
        #expect(backgrounds[0].entries.map(\.key) == backgrounds[2].entries.map(\.key))
        #expect(backgrounds[0].value(forKey: "strokeColor") == backgrounds[2].value(forKey: "strokeColor"))
        #expect(backgrounds[0].value(forKey: "hasCustomized-backgroundColor") == .bool(false))
    }

    /// Where UIKit resolves the background from what no pair or decompiled code shows archived:
    /// a tint the button inherits (a superview's, the storyboard's global tint), a base background
    /// color, a disabled or selected button; and a filled configuration of Xcode 15.
    @Test(arguments: [
        (#"<color key="tintColor" systemColor="systemPinkColor"/>"#, "filled", "", "", "16.4"),
        ("", "filled", #"<color key="baseBackgroundColor" systemColor="systemPinkColor"/>"#, "", "16.4"),
        ("", "gray", "", #"enabled="NO""#, "16.4"), ("", "filled", "", #"selected="YES""#, "26.1"), ("", "filled", "", "", "15.1"),
    ])
    func unresolvedFillsAreApproximations(superviewTint: String, style: String, baseColor: String, state: String, xcode: String) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vw1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" \(state) id="btn-one">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="35"/>
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="\(style)" title="Go">\(baseColor)</buttonConfiguration>
                        </button>
                    </subviews>
                    \(superviewTint)
                </view>
                """)
        let error = #expect(throws: CompileError.self) {
            try NibCompiler.compile(
                data: xib, path: "Configured.xib",
                options: CompileOptions(minimumDeploymentTarget: "15.0", xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        }
        #expect(error?.isOnlyApproximations == true, "\(style) \(state) \(xcode)")
    }

    /// A configuration's image (Go Map!!'s trash button, NetNewsWire's and KeePassium's symbols at
    /// a scale) is the nib's placeholder for it, and its preferred symbol configuration is archived
    /// beside it, as iOS 18.2's and 26.1's UIButtonConfiguration encode them; strict from Xcode 16,
    /// whose UIKit is 18.2, an approximation before.
    @Test func aConfigurationsImageAndSymbolConfigurationAreArchived() throws {
        let xib = Self.xib(
            Self.button(
                "btn-one", configuration: #"<buttonConfiguration key="configuration" style="plain" image="trash" catalog="system"/>"#)
                + Self.button(
                    "btn-two",
                    configuration: """
                        <buttonConfiguration key="configuration" style="plain">
                            <imageReference key="image" image="doc.on.doc" catalog="system" symbolScale="large"/>
                            <preferredSymbolConfiguration key="preferredSymbolConfigurationForImage" scale="small"/>
                        </buttonConfiguration>
                        """))
        let (graph, configurations) = try Self.configurations(xib, xcode: "16.4")
        try #require(configurations.count == 2)
        let trash = try #require(graph.object(configurations[0].value(forKey: "UIButtonConfigurationImage"))?.object)
        #expect(trash.className == "UIImageNibPlaceholder")
        #expect(graph.string(trash.value(forKey: "UISystemSymbolResourceName")) == "trash")
        #expect(trash.value(forKey: "UISymbolImageConfiguration") == .null)
        #expect(configurations[0].value(forKey: "UIButtonConfigurationPreferredSymbolConfigurationForImage") == .null)
        let copy = try #require(graph.object(configurations[1].value(forKey: "UIButtonConfigurationImage"))?.object)
        #expect(graph.string(copy.value(forKey: "UISystemSymbolResourceName")) == "doc.on.doc")
        let scale = try #require(graph.object(copy.value(forKey: "UISymbolImageConfiguration"))?.object)
        #expect(scale.value(forKey: "UISymbolScale") == .integer(3))
        let preferred = try #require(
            graph.object(configurations[1].value(forKey: "UIButtonConfigurationPreferredSymbolConfigurationForImage"))?.object)
        #expect(preferred.className == "UIImageSymbolConfiguration")
        #expect(preferred.value(forKey: "UISymbolScale") == .integer(1))
        let error = #expect(throws: CompileError.self) {
            try NibCompiler.compile(
                data: xib, path: "Configured.xib",
                options: CompileOptions(minimumDeploymentTarget: "15.0", xcodeVersion: CompileOptions.XcodeVersion("15.1")))
        }
        #expect(error?.isOnlyApproximations == true)
    }

    /// A configuration's title font (KeePassium's buttons) is the `NSFont` of its attributed
    /// title, where UIButtonConfiguration's encoder could keep it; no pair shows one, so it is an
    /// approximation. A title without one has no attributes.
    @Test func aConfigurationsTitleFontIsItsTitlesFontAttribute() throws {
        let xib = Self.xib(
            Self.button(
                "btn-one",
                configuration: """
                    <buttonConfiguration key="configuration" style="plain" title="Start">
                        <fontDescription key="titleFontDescription" style="UICTFontTextStyleBody"/>
                    </buttonConfiguration>
                    """))
        let output = try NibCompiler.compile(
            data: xib, path: "Configured.xib",
            options: CompileOptions(
                minimumDeploymentTarget: "15.0", xcodeVersion: CompileOptions.XcodeVersion("16.4"), allowsApproximation: true))
        #expect(output.diagnostics.contains { $0.isApproximation && $0.message.contains("title font") })
        let graph = NibGraph(try NibArchiveReader.read(try #require(output.files.first).contents, path: "Configured.nib"))
        let configuration = try #require(graph.objects.first { $0.className == "UIButtonConfiguration" })
        let title = try #require(graph.object(configuration.value(forKey: "UIButtonConfigurationTitle"))?.object)
        #expect(graph.string(title.value(forKey: "NSString")) == "Start")
        let attributes = graph.members(title.value(forKey: "NSAttributes"))
        try #require(attributes.count == 2)
        #expect(graph.string(attributes[0]) == "NSFont")
        let font = try #require(graph.object(attributes[1])?.object)
        #expect(graph.string(font.value(forKey: "UIIBTextStyle")) == "UICTFontTextStyleBody")
        let (plainGraph, plain) = try Self.configurations(
            Self.xib(Self.button("btn-one", configuration: #"<buttonConfiguration key="configuration" style="plain" title="Start"/>"#)),
            xcode: "16.4")
        let plainConfiguration = try #require(plain.first)
        let plainTitle = try #require(plainGraph.object(plainConfiguration.value(forKey: "UIButtonConfigurationTitle"))?.object)
        #expect(plainGraph.members(plainTitle.value(forKey: "NSAttributes")).isEmpty)
    }

    /// What no pair shows is an approximation: a tinted style, Xcode 13, Xcode 14 below iOS 15.
    @Test(arguments: [("tinted", "16.4", "15.0"), ("plain", "13.4.1", "15.0"), ("plain", "14.3", "14.0")])
    func unshownConfigurationsAreApproximations(style: String, xcode: String, deploymentTarget: String) throws {
        let xib = Self.xib(
            Self.button("btn-one", configuration: #"<buttonConfiguration key="configuration" style="\#(style)" title="Go"/>"#))
        let error = #expect(throws: CompileError.self) {
            try NibCompiler.compile(
                data: xib, path: "Configured.xib",
                options: CompileOptions(minimumDeploymentTarget: deploymentTarget, xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        }
        #expect(error?.isOnlyApproximations == true, "\(style) \(xcode) \(deploymentTarget)")
    }
}
