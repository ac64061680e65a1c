import Foundation
import IBSource
import NibRender
import TestSupport
import Testing

/// What the AppKit source views' unit and conformance tests read: an element of a document, its
/// frame, and the shapes and numbers its group draws.
public enum SourceViewsAppKitSupport {
    /// The element with `id` in the document at `path`.
    public static func element(_ id: String, inDocumentAt path: String) throws -> IBElement {
        let root = try #require(try IBDocumentReader.read(contentsOf: path, keepingElements: true).root)
        func find(_ element: IBElement) -> IBElement? {
            element.id == id ? element : element.children.lazy.compactMap(find).first
        }
        return try #require(find(root), "no element \(id) in \(path)")
    }

    public static func frame(of element: IBElement) throws -> (x: Double, y: Double, width: Double, height: Double) {
        let rect = try #require(element.child("rect", key: "frame"))
        func number(_ key: String) throws -> Double { try #require(rect[key].flatMap(Double.init)) }
        return (try number("x"), try number("y"), try number("width"), try number("height"))
    }

    /// The shapes a view's group draws itself, its frame rectangle apart.
    public static func shapes(of group: SVGElement) -> [SVGElement] {
        group.children.compactMap {
            if case .element(let element) = $0, element.name != "g", element.attribute("class") != "frame" { element } else { nil }
        }
    }

    public static func number(_ element: SVGElement, _ attribute: String) -> Double {
        element.attribute(attribute).flatMap(Double.init) ?? .nan
    }
}
