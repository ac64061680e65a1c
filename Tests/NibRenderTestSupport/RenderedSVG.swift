import Foundation
import NibRender
import ResourceAssets
import TestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A rendered SVG read back from its bytes with an XML parser, and the objects it draws.
public struct RenderedSVG {
    /// One drawn object: its `<g>` and what the tests compare.
    public struct Object: Hashable, CustomStringConvertible {
        public var id: String
        public var className: String
        /// `translate(x y)` of the group and the frame rectangle's size, as written.
        public var frame: String
        public var fill: String
        /// The object's own `<text>` elements (not its subviews').
        public var text: String
        public var textFill: String?

        public var description: String { "\(className) [\(frame)] fill \(fill) \"\(text)\"\(textFill.map { " in " + $0 } ?? "")" }
        /// What must agree between a source and its compiled nib, where object ids differ.
        public var picture: String { "\(className) [\(frame)] \(fill) \(text) \(textFill ?? "-")" }
    }

    public let root: SVGElement
    /// Every drawn object, in drawing order.
    public let objects: [Object]

    public init(markup: String) throws {
        root = try XMLTree.parse(Data(markup.utf8))
        objects = root.descendants.filter { $0.name == "g" && $0.attribute("data-object-id") != nil }.map(Self.object)
    }

    /// Renders the document at `path` (source or compiled) with the resources of its project.
    public static func render(_ path: String, resources: ProjectResources? = nil) throws -> RenderedSVG {
        let resources = resources ?? ProjectResources.scan(root: ProjectResources.root(around: path))
        let pictures = try DocumentRenderer.pictures(ofDocumentAt: path, resources: resources)
        return try RenderedSVG(markup: DocumentRenderer.svg(pictures, resources: resources).document())
    }

    /// What must agree between a source's picture and its compiled nib's, object by object.
    public static func picture(_ svg: RenderedSVG) -> [String] {
        svg.objects.map(\.picture)
    }

    public func object(_ id: String) -> Object? {
        objects.first { $0.id == id }
    }

    public func group(_ id: String) -> SVGElement? {
        root.descendants.first { $0.attribute("id") == SVGDrawing.elementID(forObjectID: id) }
    }

    /// The objects drawn inside the object `id`'s group (a picture's root view: its subviews and bars).
    public func objects(under id: String) -> [Object] {
        (group(id)?.descendants ?? []).filter { $0.name == "g" && $0.attribute("data-object-id") != nil }.map(Self.object)
    }

    private static func object(_ group: SVGElement) -> Object {
        let children = group.children.compactMap { if case .element(let element) = $0 { element } else { nil } }
        let frame = children.first { $0.name == "rect" && $0.attribute("class") == "frame" }
        let translate = (group.attribute("transform") ?? "").replacingOccurrences(of: "translate(", with: "").replacingOccurrences(
            of: ")", with: "")
        let texts = children.filter { $0.name == "text" }
        return Object(
            id: group.attribute("data-object-id") ?? "", className: group.attribute("data-class") ?? "",
            frame: "\(translate) \(frame?.attribute("width") ?? "?") \(frame?.attribute("height") ?? "?")",
            fill: frame?.attribute("fill") ?? "?", text: texts.map(\.textContent).joined(separator: "|"),
            textFill: texts.first?.attribute("fill"))
    }
}

/// XML bytes into an `SVGElement` tree (attributes sorted by name: the parser keeps no order).
final class XMLTree: NSObject, XMLParserDelegate {
    private var stack: [SVGElement] = [SVGElement("#document")]
    private var failure: Error?

    static func parse(_ data: Data) throws -> SVGElement {
        let parser = XMLParser(data: data)
        let tree = XMLTree()
        parser.delegate = tree
        guard parser.parse(), tree.stack.count == 1, case .element(let root)? = tree.stack[0].children.first else {
            throw tree.failure ?? parser.parserError ?? CocoaError(.coderReadCorrupt)
        }
        return root
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        stack.append(SVGElement(elementName, attributes.sorted { $0.key < $1.key }.map { SVGElement.Attribute($0.key, $0.value) }))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if !string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            stack[stack.count - 1].append(text: string)
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        let finished = stack.removeLast()
        stack[stack.count - 1].append(finished)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        failure = parseError
    }
}
