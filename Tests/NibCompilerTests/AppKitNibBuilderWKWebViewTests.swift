import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing

/// Web views of WebKit's current class, which no macOS pair shows: refused strictly naming the
/// web view; approximated, archived as WebKit's encoder does on the Mac, the iOS pair's defaults
/// in the configuration and preferences JavaScript needs to run as it does in Xcode's nibs.
@Suite struct AppKitWKWebViewTests {
    /// A window whose content view holds a web view (NetNewsWire's web view window) with
    /// `attributes` and `configuration`.
    static func xib(attributes: String = "", configuration: String = #"<wkPreferences key="preferences"/>"#) -> Data {
        CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                                <wkWebView wantsLayer="YES" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO"\(attributes) id="20">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                    <wkWebViewConfiguration key="configuration">
                                        <audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/>
                                        \(configuration)
                                    </wkWebViewConfiguration>
                                </wkWebView>
                    """))
    }

    @Test func aWebViewIsRefusedStrictlyNamingIt() throws {
        let refusal = try CompilerTestSupport.refusal(Self.xib())
        #expect(refusal.diagnostics.map(\.objectID) == ["20"], "\(refusal.message)")
    }

    @Test func aWebViewIsArchivedAsWebKitDoesOnTheMac() throws {
        let graph = try CompilerTestSupport.compiledMacOSGraph(
            Self.xib(attributes: #" allowsMagnification="YES" customUserAgent="Reader""#),
            options: CompileOptions(allowsApproximation: true))
        let webView = try #require(graph.objects.first { $0.className == "WKWebView" })
        #expect(webView.value(forKey: "allowsMagnification") == .bool(true))
        #expect(webView.value(forKey: "magnification") == .double(1))
        #expect(webView.value(forKey: "allowsLinkPreview") == .bool(true))
        #expect(graph.string(webView.value(forKey: "customUserAgent")) == "Reader")
        let configuration = try #require(graph.object(webView.value(forKey: "configuration"))?.object)
        #expect(configuration.className == "WKWebViewConfiguration")
        // The iOS-only values are left out; the Mac's direction policy follows the system.
        #expect(configuration.value(forKey: "mediaTypesRequiringUserActionForPlayback") == nil)
        #expect(configuration.value(forKey: "dataDetectorTypes") == nil)
        #expect(configuration.value(forKey: "userInterfaceDirectionPolicy") == .integer(0))
        #expect(configuration.value(forKey: "allowsAirPlayForMediaPlayback") == .bool(true))
        let preferences = try #require(graph.object(configuration.value(forKey: "preferences"))?.object)
        #expect(preferences.value(forKey: "javaScriptEnabled") == .bool(true))
        #expect(preferences.value(forKey: "tabFocusesLinks") == .bool(false))
        let dataStore = try #require(graph.object(configuration.value(forKey: "websiteDataStore"))?.object)
        #expect(dataStore.value(forKey: "isDefaultDataStore") == .bool(true))
    }

    /// For systems before the NIBArchive (macOS 10.9) the web view goes in a keyed archive, which
    /// lists each class's superclasses: the view a view, its configuration's objects objects.
    @Test func aWebViewInAKeyedArchiveListsWebKitsSuperclasses() throws {
        var options = CompileOptions(allowsApproximation: true)
        options.minimumDeploymentTarget = "10.9"
        let file = try #require(try NibCompiler.compile(data: Self.xib(), path: "Panel.xib", options: options).files.first)
        let hierarchies = try CompilerTestSupport.classHierarchies(ofKeyedArchive: file.contents)
        #expect(hierarchies["WKWebView"] == ["WKWebView", "NSView", "NSResponder", "NSObject"])
        for name in ["WKWebViewConfiguration", "WKPreferences", "WKWebsiteDataStore"] {
            #expect(hierarchies[name] == [name, "NSObject"], "\(name)")
        }
    }

    /// A configuration setting beyond the pair's is named in the warning.
    @Test func anotherConfigurationSettingIsNamed() throws {
        let output = try NibCompiler.compile(
            data: Self.xib(configuration: #"<wkPreferences key="preferences" minimumFontSize="9"/>"#), path: "Panel.xib",
            options: CompileOptions(allowsApproximation: true))
        #expect(output.diagnostics.contains { $0.objectID == "20" && $0.message.contains("preferences") })
    }
}
