import Foundation
import NibRenderTestSupport
import ResourceAssets
import TestSupport
import Testing

@testable import NibRender

/// Which controllers sit in a navigation stack, on edited copies of the example app's
/// Main.storyboard (`render` and `replacing` serve `SourceViewsTests` too).
@Suite struct SimulatedBarsTests {
    static let home = (controller: "hM4-vC-1pZ", view: "hV7-rT-3kW")
    static let detail = (controller: "dT6-vC-3xF", view: "dV1-rT-5mC")

    static func render(_ xml: String) throws -> RenderedSVG {
        let resources = ProjectResources(root: TestPaths.examples.path)
        let pictures = try DocumentRenderer.pictures(of: .data(Data(xml.utf8), name: "Main.storyboard"), resources: resources)
        return try RenderedSVG(markup: DocumentRenderer.svg(pictures, resources: resources).document())
    }

    static func replacing(_ text: String, _ old: String, with new: String) throws -> String {
        try #require(text.components(separatedBy: old).count == 2, "Main.storyboard no longer holds one \(old)")
        return text.replacingOccurrences(of: old, with: new)
    }

    /// A tab bar controller listing itself among its tabs (a crafted document) keeps its own bar
    /// only; its real tabs get the bar across their bottom.
    @Test func aTabBarControllerListedAsItsOwnTabGetsNoSecondBar() {
        let bar = RenderedView(
            objectID: "tB1-bR-0aA", className: "UITabBar", systemClass: "UITabBar", frame: RenderRect(x: 0, y: 0, width: 390, height: 49))
        let bars = SimulatedBars(
            navigationControllers: [],
            tabBarControllers: [.init(controllerID: "tC1-tB-0aA", bar: bar, tabs: ["tC1-tB-0aA", "fT1-vC-0aA"])],
            pushes: [:])
        let view = RenderedView(
            objectID: "vW1-vW-0aA", className: "UIView", systemClass: "UIView", frame: RenderRect(x: 0, y: 0, width: 390, height: 844))
        #expect(bars.addingBars(to: view, controllerID: "tC1-tB-0aA", item: nil).children.isEmpty)
        let tab = bars.addingBars(to: view, controllerID: "fT1-vC-0aA", item: nil).children
        #expect(tab.map(\.objectID) == [SimulatedBars.tabBarID(forController: "fT1-vC-0aA")])
        #expect(tab.first?.frame.y == Double(844 - 49))
    }

    /// Detail shows Home again: the stack is walked once, each controller gets one bar.
    @Test(.timeLimit(.minutes(1))) func aShowSegueBackUpTheStackEnds() throws {
        let original = try EditedStoryboard.original()
        let looped = try Self.replacing(
            original, "<outlet property=\"titleLabel\" destination=\"dL8-tL-2kS\" id=\"Ol3-Dt-5Qg\"/>",
            with:
                "<outlet property=\"titleLabel\" destination=\"dL8-tL-2kS\" id=\"Ol3-Dt-5Qg\"/>\n<segue destination=\"\(Self.home.controller)\" kind=\"show\" id=\"lOp-sG-1aA\"/>"
        )
        let svg = try Self.render(looped)
        for view in [Self.home.view, Self.detail.view] {
            #expect(
                SourceViewsSupport.bars(over: view, in: svg).map(\.text)
                    == SourceViewsSupport.bars(over: view, in: try Self.render(original)).map(\.text))
            #expect(SourceViewsSupport.bars(over: view, in: svg).count == 1)
        }
    }
}
