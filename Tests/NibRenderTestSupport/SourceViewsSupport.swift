import Foundation
import IBSource
import NibRender
import TestSupport
import Testing

/// What the source views' unit and conformance tests read: the example app's documents, the
/// elements of a document's XML, a navigation stack and the bars drawn over its controllers.
public enum SourceViewsSupport {
    public static func example(_ relative: String) -> String {
        TestPaths.examples.appendingPathComponent("ExampleApp/" + relative).path
    }

    /// A navigation controller's bar as its document gives it, and one controller of its stack.
    public struct StackedController {
        /// `x y width height` of the navigation controller's `<navigationBar key="navigationBar">`.
        public var barFrame: String
        public var viewID: String
        /// The controller's navigation item's title and bar button items' titles, as drawn: `Title|Item`.
        public var itemText: String
    }

    /// Every element of the tree, depth first.
    public static func elements(_ element: IBElement) -> [IBElement] {
        [element] + element.children.flatMap(elements)
    }

    /// The controller `id` of the storyboard at `path`, read from its XML, with `container`'s bar.
    public static func stacked(_ id: String, in container: IBElement, of root: IBElement) throws -> StackedController {
        let rect = try #require(container.children.first { $0["key"] == "navigationBar" }?.child("rect", key: "frame"))
        let frame = try ["x", "y", "width", "height"].map { SVGElement.number(try #require(rect[$0].flatMap(Double.init))) }
        let controller = try #require(Self.elements(root).first { $0.id == id })
        let item = controller.children.first { $0.name == "navigationItem" }
        let itemText =
            [item?["title"]]
            + ["leftBarButtonItem", "rightBarButtonItem"].map { key in
                item?.children.first { $0["key"] == key }?["title"]
            }
        return StackedController(
            barFrame: frame.joined(separator: " "), viewID: try #require(controller.children.first { $0["key"] == "view" }?.id),
            itemText: itemText.compactMap { $0 }.joined(separator: "|"))
    }

    /// The storyboard at `path` as the XML says: its root element and every element, its
    /// navigation controller, the controller that is its root, and the controller the root
    /// reaches by a segue of `segueKind`.
    public static func navigationStack(at path: String, segueKind: String) throws
        -> (root: IBElement, all: [IBElement], navigation: IBElement, rootID: String, nextID: String)
    {
        let root = try #require(try DocumentRenderer.source(at: path).root)
        let all = elements(root)
        let navigation = try #require(all.first { $0.name == "navigationController" })
        let rootID = try #require(
            navigation.children(in: "connections").first { $0["relationship"] == "rootViewController" }?["destination"])
        let rootController = try #require(all.first { $0.id == rootID })
        let nextID = try #require(elements(rootController).first { $0.name == "segue" && $0["kind"] == segueKind }?["destination"])
        return (root, all, navigation, rootID, nextID)
    }

    /// The one bar drawn over controller `id`'s view, at its navigation controller's bar frame
    /// with its navigation item, as the XML gives them.
    public static func theBar(of id: String, in navigation: IBElement, of root: IBElement, drawnIn svg: RenderedSVG) throws
        -> RenderedSVG.Object
    {
        let expected = try stacked(id, in: navigation, of: root)
        let bars = bars(over: expected.viewID, in: svg)
        try #require(bars.count == 1, "\(id)")
        #expect(bars[0].frame == expected.barFrame, "\(id)")
        #expect(bars[0].text == expected.itemText, "\(id)")
        return bars[0]
    }

    /// The bars drawn over the view `viewID` (none inside its subviews: the bar is its last child).
    public static func bars(over viewID: String, in svg: RenderedSVG) -> [RenderedSVG.Object] {
        svg.objects(under: viewID).filter { $0.className == "UINavigationBar" }
    }
}
