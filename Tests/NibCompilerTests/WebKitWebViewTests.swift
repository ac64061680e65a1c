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
}
