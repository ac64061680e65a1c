import CompilerTestSupport
import Foundation
import IBSource
import NibArchive
import Testing

@testable import NibCompiler

/// The table of writers by element (`UIKitProperties`), and the keys of windows and controllers it
/// writes itself, as Xcode archives them.
@Suite struct UIKitPropertiesTests {
    /// The writer table holds each element once (building it would trap otherwise): a view's
    /// family writes the view's keys and then its class's (a text view's: a scroll view's, its
    /// own, then its own switches), other objects their own only, and controllers and gesture
    /// recognizers are found by their names' endings, not in the table.
    @Test func theWriterTableHoldsEachElementOnce() {
        let writers = UIKitProperties.writers
        #expect(writers["label"]?.count == 2)
        #expect(writers["textView"]?.count == 4)
        #expect(writers["constraint"]?.count == 1)
        #expect(writers["customObject"]?.isEmpty == true)
        #expect(writers["viewController"] == nil && writers["tapGestureRecognizer"] == nil && writers["pathControl"] == nil)
    }

    /// A MainWindow xib (Earth, study pairs of 11.3 and 11.5): the app delegate as UIKit's custom
    /// object swapped for its class, a window that fills the screen, a controller whose view
    /// extends under no bar.
    @Test func aMainWindowsDelegateWindowAndController() throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <customObject id="3" customClass="AppDelegate"/>
                <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="2">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </window>
                <viewController id="10" customClass="MainViewController">
                    <extendedEdge key="edgesForExtendedLayout"/>
                </viewController>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "MainWindow", xcode: "11.5")
        let originals = graph.objects.filter { $0.className == "UIClassSwapper" }.compactMap {
            graph.string($0.value(forKey: "UIOriginalClassName"))
        }
        #expect(Set(originals) == ["UICustomObject", "UIViewController"])
        let window = try #require(graph.objects.first { $0.className == "UIWindow" })
        #expect(window.value(forKey: "UIResizesToFullScreen") == .bool(true))
        #expect(window.value(forKey: "UIClearsContextBeforeDrawing") == .bool(false))
        #expect(window.value(forKey: "opaque") == nil)
        let controller = try #require(graph.objects.first { graph.string($0.value(forKey: "UIOriginalClassName")) == "UIViewController" })
        #expect(controller.value(forKey: "UIKeyEdgesForExtendedLayout") == .integer(0))
    }

    /// A window saved visible at launch (InAppSettingsKit's and OHHTTPStubs' MainWindow xibs) is
    /// the one `UINibVisibleWindowsKey` lists, which UINib makes key and visible as it loads;
    /// Earth's, saved without the attribute, leaves the list empty.
    @Test(arguments: [(#"visibleAtLaunch="YES""#, true), ("", false), (#"visibleAtLaunch="NO""#, false)])
    func aWindowVisibleAtLaunchIsListed(attribute: String, isListed: Bool) throws {
        let xib = CompilerTestSupport.iOSXIB(
            objects: """
                <customObject id="3" customClass="AppDelegate"/>
                <window opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" \(attribute) id="2">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </window>
                """)
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "MainWindow", xcode: "16.4")
        let window = try #require(graph.objects.firstIndex { $0.className == "UIWindow" })
        let listed = graph.members(graph.root?.value(forKey: "UINibVisibleWindowsKey"))
        #expect(listed == (isListed ? [.object(window)] : []), "\(attribute)")
    }
}
