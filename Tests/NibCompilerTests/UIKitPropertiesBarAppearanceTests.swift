import CompilerTestSupport
import Foundation
import IBSource
import NibArchive
import Testing
import UIKitNib

@testable import NibCompiler

/// Bars' appearances as Interface Builder saves them when their inspector's boxes are ticked,
/// written as UIKit's decompiled encoders write default appearances (`UIKitProperties+BarAppearance`).
@Suite struct UIKitPropertiesBarAppearanceTests {
    static func xib(_ bars: String) -> Data {
        CompilerTestSupport.iOSXIB(subviews: bars)
    }

    static let navigationBar = """
        <navigationBar contentMode="scaleToFill" id="nav"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <navigationBarAppearance key="scrollEdgeAppearance"/>
            <navigationBarAppearance key="standardAppearance"/>
        </navigationBar>
        """

    static func options(xcode: String = "16.4", device: CompileOptions.TargetDevice = .iphone, target: String = "15.0") -> CompileOptions {
        var options = CompileOptions()
        options.xcodeVersion = CompileOptions.XcodeVersion(xcode)
        options.targetDevice = device
        options.minimumDeploymentTarget = target
        options.allowsApproximation = true
        return options
    }

    static func compiled(_ data: Data, _ options: CompileOptions) throws -> (graph: NibGraph, diagnostics: [CompileDiagnostic]) {
        let output = try NibCompiler.compile(data: data, path: "Bars.xib", options: options)
        let file = try #require(output.files.first)
        return (try CompiledNibReader.decode(file.contents, path: "Bars.xib").graph, output.diagnostics)
    }

    static func bar(_ className: String, in graph: NibGraph) throws -> NibGraph.Object {
        try #require(graph.objects.first { $0.className == className })
    }

    /// The values of an object as text, objects by class: what the encoder wrote, in its order.
    static func values(_ object: NibGraph.Object, in graph: NibGraph) -> [String] {
        object.entries.map { entry in
            if let (_, target) = graph.object(entry.value) { "\(entry.key): \(target.className)" } else { "\(entry.key) = \(entry.value)" }
        }
    }

    /// A navigation bar's default standard and scroll edge appearances, in UIKit's order whatever
    /// the document's, after the bar's own keys: each with its idiom, the shared default
    /// background's style, the shared plain and done button data and a back button data of its own.
    @Test func aNavigationBarsDefaultAppearancesAreWrittenAsUIKitEncodesThem() throws {
        let strict = #expect(throws: CompileError.self) {
            var options = Self.options()
            options.allowsApproximation = false
            _ = try NibCompiler.compile(data: Self.xib(Self.navigationBar), path: "Bars.xib", options: options)
        }
        #expect(strict?.diagnostics.count == 2)
        let (graph, diagnostics) = try Self.compiled(Self.xib(Self.navigationBar), Self.options())
        // Reported in UIKit's order: the standard appearance (line 10), then the scroll edge one (9).
        #expect(diagnostics.filter(\.isApproximation).map(\.line) == [10, 9])
        let bar = try Self.bar("UINavigationBar", in: graph)
        let keys = bar.entries.map(\.key)
        #expect(Array(keys.suffix(2)) == ["UINavigationBarStandardAppearance", "UINavigationBarScrollEdgeAppearance"])
        for key in keys.suffix(2) {
            let appearance = try #require(graph.object(bar.value(forKey: key))?.object)
            #expect(appearance.className == "UINavigationBarAppearance")
            #expect(
                Self.values(appearance, in: graph) == [
                    "Idiom = integer(0)", "Background.Style = integer(1)", "PlainButtons: UIBarButtonItemAppearance",
                    "DoneButtons: UIBarButtonItemAppearance", "BackButtons: UIBarButtonItemAppearance",
                ])
            let buttons = ["PlainButtons", "DoneButtons", "BackButtons"].compactMap { graph.object(appearance.value(forKey: $0))?.object }
            #expect(
                buttons.map { Self.values($0, in: graph) } == [
                    ["DefaultStyle = integer(0)"], ["DefaultStyle = integer(2)"],
                    [
                        "IsBackButton = bool(true)", "BackIndicator = null", "BackIndicatorTransitionMask = null",
                        "CustomizedStyle = integer(0)",
                    ],
                ])
        }
    }

    /// iOS 26.1's encoder adds the interface style override (none); a pad's appearance has idiom 1.
    @Test func xcode26AddsTheStyleOverrideAndAPadItsIdiom() throws {
        let (graph, _) = try Self.compiled(Self.xib(Self.navigationBar), Self.options(xcode: "26.1", device: .ipad))
        let bar = try Self.bar("UINavigationBar", in: graph)
        let appearance = try #require(graph.object(bar.value(forKey: "UINavigationBarStandardAppearance"))?.object)
        #expect(
            Array(Self.values(appearance, in: graph).prefix(3)) == [
                "Idiom = integer(1)", "OverrideUIStyle = integer(0)", "Background.Style = integer(1)",
            ])
    }

    /// A tab bar's item appearances name their styles; a toolbar's has no back buttons.
    @Test func tabBarsAndToolbarsWriteTheirOwnButtonsAndItems() throws {
        let bars = """
            <tabBar contentMode="scaleToFill" id="tab"><rect key="frame" x="0.0" y="431" width="320" height="49"/>
                <tabBarAppearance key="standardAppearance"/>
            </tabBar>
            <toolbar contentMode="scaleToFill" id="tool"><rect key="frame" x="0.0" y="574" width="320" height="44"/>
                <toolbarAppearance key="compactAppearance"/>
            </toolbar>
            """
        let (graph, _) = try Self.compiled(Self.xib(bars), Self.options())
        let tabAppearance = try #require(
            graph.object(try Self.bar("UITabBar", in: graph).value(forKey: "UITabBarStandardAppearance"))?.object)
        #expect(
            Self.values(tabAppearance, in: graph) == [
                "Idiom = integer(0)", "Background.Style = integer(1)", "Stacked: UITabBarItemAppearance", "Inline: UITabBarItemAppearance",
                "CompactInline: UITabBarItemAppearance",
            ])
        let styles = ["Stacked", "Inline", "CompactInline"].compactMap { graph.object(tabAppearance.value(forKey: $0))?.object }
        #expect(
            styles.map { Self.values($0, in: graph) } == [
                ["DefaultStyle = integer(0)"], ["DefaultStyle = integer(1)"], ["DefaultStyle = integer(2)"],
            ])
        let toolbar = try Self.bar("UIToolbar", in: graph)
        #expect(toolbar.value(forKey: "UIToolbarStandardAppearance") == nil)
        let toolAppearance = try #require(graph.object(toolbar.value(forKey: "UIToolbarCompactAppearance"))?.object)
        #expect(
            Self.values(toolAppearance, in: graph) == [
                "Idiom = integer(0)", "Background.Style = integer(1)", "PlainButtons: UIBarButtonItemAppearance",
                "DoneButtons: UIBarButtonItemAppearance",
            ])
    }

    /// An appearance saved with content of its own, or in a nib for systems before iOS 13, is left
    /// out and reported, as before.
    @Test func anAppearanceOfItsOwnOrBeforeIOS13IsLeftOut() throws {
        let customized = """
            <navigationBar contentMode="scaleToFill" id="nav"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <navigationBarAppearance key="standardAppearance">
                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </navigationBarAppearance>
            </navigationBar>
            """
        for (document, target) in [(Self.xib(customized), "15.0"), (Self.xib(Self.navigationBar), "12.0")] {
            let (graph, diagnostics) = try Self.compiled(document, Self.options(target: target))
            let bar = try Self.bar("UINavigationBar", in: graph)
            #expect(!bar.entries.contains { $0.key.hasSuffix("Appearance") })
            #expect(!diagnostics.isEmpty && diagnostics.allSatisfy { $0.message.contains("is left out") })
        }
    }
}
