import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// View controllers and popovers at the top level of a xib (Aerial's `TimeViewController`).
@Suite struct AppKitPopoverBuilderTests {
    static let popover = """
            <viewController id="20" userLabel="Popover View Controller">
                <connections>
                    <outlet property="view" destination="22" id="23"/>
                </connections>
            </viewController>
            <popover behavior="semitransient" id="21">
                <connections>
                    <outlet property="contentViewController" destination="20" id="24"/>
                </connections>
            </popover>
            <customView id="22">
                <rect key="frame" x="0.0" y="0.0" width="374" height="457"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            </customView>
        """

    /// The controller archives no nib of its own, the popover its behavior and no content size;
    /// the outlets join them and the view.
    @Test func aPopoverShowsItsViewControllersView() throws {
        let output = try NibCompiler.compile(data: CompilerTestSupport.macOSXIB(objects: Self.popover), path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let controller = try #require(graph.objects.first { $0.className == "NSViewController" })
        #expect(controller.entries.map(\.key) == ["showSeguePresentationStyle"])
        let popover = try #require(graph.objects.first { $0.className == "NSPopover" })
        #expect(popover.value(forKey: "NSBehavior") == .integer(2))
        #expect(popover.value(forKey: "NSContentWidth") == .double(0))
        let labels = graph.objects.filter { $0.className == "NSNibOutletConnector" }.compactMap {
            graph.string($0.value(forKey: "NSLabel"))
        }
        #expect(Set(labels) == ["view", "contentViewController"])
    }

    /// A page controller (iTerm2's onboarding), which no pair shows: refused strictly naming it;
    /// approximated, a view controller of AppKit's page controller class with its outlets.
    @Test func aPageControllerIsAViewControllerOfItsClass() throws {
        let xib = CompilerTestSupport.macOSXIB(
            objects: Self.popover.replacingOccurrences(
                of: #"<viewController id="20" userLabel="Popover View Controller">"#, with: #"<pagecontroller id="20">"#
            )
            .replacingOccurrences(of: "</viewController>", with: "</pagecontroller>"))
        #expect(try CompilerTestSupport.refusal(xib).diagnostics.map(\.objectID) == ["20"])
        let graph = try CompilerTestSupport.compiledMacOSGraph(xib, options: CompileOptions(allowsApproximation: true))
        let controller = try #require(graph.objects.first { $0.className == "NSPageController" })
        #expect(controller.entries.map(\.key) == ["showSeguePresentationStyle"])
        let view = graph.objects.first { object in
            object.className == "NSNibOutletConnector" && graph.string(object.value(forKey: "NSLabel")) == "view"
        }
        #expect(view.flatMap { graph.object($0.value(forKey: "NSSource"))?.object.className } == "NSPageController")
    }

    @Test func aPopoverOfAnotherBehaviorOrAnOlderXcodeIsRefused() throws {
        let applicationDefined = CompilerTestSupport.macOSXIB(
            objects: Self.popover.replacingOccurrences(of: "semitransient", with: "applicationDefined"))
        #expect(try CompilerTestSupport.refusal(applicationDefined).diagnostics.map(\.objectID) == ["21"])
        let older = try CompilerTestSupport.refusal(
            CompilerTestSupport.macOSXIB(objects: Self.popover), options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("14.3")))
        #expect(older.diagnostics.map(\.objectID) == ["20", "21"])
    }
}
