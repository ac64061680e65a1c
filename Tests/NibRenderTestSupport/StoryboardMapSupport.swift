import Foundation
import IBSource
import NibRender
import TestSupport
import Testing

/// What the storyboard map's unit and conformance tests read: the example app's storyboard, a
/// document's map, and the groups, rectangles and scene frames it draws.
public enum StoryboardMapSupport {
    public static let example = TestPaths.examples.appendingPathComponent("ExampleApp/Base.lproj/Main.storyboard")

    public static func read(_ url: URL) throws -> IBDocument {
        try IBDocumentReader.read(contentsOf: url.path, keepingElements: true)
    }

    public static func map(_ url: URL) throws -> (IBDocument, SVGElement) {
        let document = try read(url)
        return (document, try StoryboardMap(document: document).svg())
    }

    public static func group(_ svg: SVGElement, id: String) -> SVGElement? {
        svg.descendants.first { $0.name == "g" && $0.attribute("id") == id }
    }

    public static func rect(_ element: SVGElement) -> RenderRect? {
        guard let x = element.attribute("x").flatMap(Double.init), let y = element.attribute("y").flatMap(Double.init),
            let width = element.attribute("width").flatMap(Double.init), let height = element.attribute("height").flatMap(Double.init)
        else { return nil }
        return RenderRect(x: x, y: y, width: width, height: height)
    }

    /// The frame drawn for a scene: the `scene-frame` rectangle of its group.
    public static func sceneFrame(_ svg: SVGElement, sceneID: String) -> RenderRect? {
        group(svg, id: "scene-" + sceneID)?.descendants.first { $0.attribute("class") == "scene-frame" }.flatMap(rect)
    }
}
