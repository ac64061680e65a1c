import CatalogReport
import CatalogStore
import DocumentSummary
import NibRender

/// Pictures for tests until NibRender draws documents: each object a box in a column, drawn as
/// the renderer draws objects (`<g id="object-<id>" data-object-id="<id>">`); a map has a box per
/// scene (`<g id="scene-<sceneID>">`). `failing` names documents that cannot be drawn.
struct TestPictures: DocumentPictures {
    var failing: Set<String> = []

    func drawings(of document: SummarizedDocument) throws(PictureError) -> DocumentDrawings {
        if failing.contains(document.path) {
            throw PictureError(path: document.root + "/" + document.path, message: "cannot draw this document")
        }
        let objects = document.objects.filter { $0.role != "filesOwner" && $0.role != "firstResponder" }
        let picture = objects.isEmpty ? nil : Self.boxes(objects.map { ("object-" + $0.id, $0.id, $0.className) })
        guard document.kind == .storyboard else { return DocumentDrawings(picture: picture) }
        let map = Self.boxes(document.scenes.map { ("scene-" + $0.sceneID, $0.sceneID, $0.className ?? "") })
        return DocumentDrawings(picture: picture, map: .success(map))
    }

    private static func boxes(_ items: [(id: String, objectID: String, className: String)]) -> SVGElement {
        var svg = SVGElement("svg")
        svg.set("width", 240)
        svg.set("height", Double(items.count * 30 + 10))
        svg.set("viewBox", "0 0 240 \(items.count * 30 + 10)")
        for (index, item) in items.enumerated() {
            var group = SVGElement(
                "g", [.init("id", item.id), .init("data-object-id", item.objectID), .init("data-class", item.className)])
            var box = SVGElement("rect")
            box.set("x", 10)
            box.set("y", Double(index * 30 + 10))
            box.set("width", 220)
            box.set("height", 24)
            box.set("fill", "#ffffff")
            box.set("stroke", "#8899aa")
            group.append(box)
            var label = SVGElement("text")
            label.set("x", 16)
            label.set("y", Double(index * 30 + 27))
            label.set("font-size", 12)
            label.append(text: item.className)
            group.append(label)
            svg.append(group)
        }
        return svg
    }
}
