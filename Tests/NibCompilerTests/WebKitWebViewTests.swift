import CompilerTestSupport
import Foundation
import IBSource
import NibArchive
import Testing

@testable import NibCompiler

/// A web view of another Xcode than WorkFlowTestingApp's Account storyboard (13.4.1), or with
/// other settings, is an approximation.
@Suite struct WebKitWebViewTests {
    @Test(arguments: [
        ("13.4.1", #"<wkPreferences key="preferences"/>"#, false),
        ("12.5", #"<wkPreferences key="preferences"/>"#, true),
        ("26.1", #"<wkPreferences key="preferences"/>"#, true),
        ("13.4.1", #"<wkPreferences key="preferences" javaScriptEnabled="NO"/>"#, true),
    ])
    func otherXcodesAndSettingsAreApproximations(xcode: String, preferences: String, approximates: Bool) throws {
        let webView = try IBDocumentReader.read(
            data: Data(
                """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects><wkWebView contentMode="scaleToFill" id="web-vie-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <wkWebViewConfiguration key="configuration">
                        <audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/>
                        \(preferences)
                    </wkWebViewConfiguration>
                </wkWebView></objects></document>
                """.utf8), path: "Web.xib", keepingElements: true)
        let element = try #require(webView.root?.child("objects")?.children.first)
        let reason = WebKitWebView.approximationReason(
            element, configuration: element.children.first { $0.name == "wkWebViewConfiguration" },
            options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        #expect((reason != nil) == approximates, "\(xcode): \(reason ?? "")")
    }

    /// Xcode 26: the keys iOS 26.1's WebKit encoders write (decompiled), with the Xcode 13.4
    /// pair's values and WebKit's defaults for the switches it adds; no application name unless
    /// one is set. Still an approximation, as no pair of Xcode 26 holds a web view.
    @Test func xcode26WritesIOS26WebKitsKeys() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <wkWebView contentMode="scaleToFill" id="web-vie-026">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <wkWebViewConfiguration key="configuration">
                        <audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/>
                        <wkPreferences key="preferences"/>
                    </wkWebViewConfiguration>
                </wkWebView>
                """)
        func graph(xcode: String) throws -> NibGraph {
            let output = try NibCompiler.compile(
                data: xib, path: "Web.xib",
                options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion(xcode), allowsApproximation: true))
            #expect(output.diagnostics.contains { $0.isApproximation && $0.objectID == "web-vie-026" })
            return try CompilerTestSupport.firstFile(of: output, path: "Web.nib")
        }
        let newest = try graph(xcode: "26.1")
        let webView = try #require(newest.objects.first { $0.className == "WKWebView" })
        #expect(webView.entries.suffix(2).map(\.key) == ["allowsLinkPreview", "findInteractionEnabled"])
        let configuration = try #require(newest.objects.first { $0.className == "WKWebViewConfiguration" })
        #expect(configuration.value(forKey: "applicationNameForUserAgent") == nil)
        #expect(
            configuration.entries.suffix(3).map(\.key) == [
                "scrollToTextFragmentIndicatorEnabled", "scrollToTextFragmentMarkingEnabled", "multiRepresentationHEICInsertionEnabled",
            ])
        let preferences = try #require(newest.objects.first { $0.className == "WKPreferences" })
        #expect(
            preferences.entries.map(\.key) == [
                "minimumFontSize", "javaScriptCanOpenWindowsAutomatically", "javaScriptEnabled", "shouldPrintBackgrounds",
                "tabFocusesLinks", "textInteractionEnabled",
            ])
        let older = try graph(xcode: "16.4")
        #expect(older.objects.first { $0.className == "WKWebViewConfiguration" }?.value(forKey: "applicationNameForUserAgent") == .null)
        #expect(older.objects.first { $0.className == "WKPreferences" }?.entries.count == 4)
    }
}
