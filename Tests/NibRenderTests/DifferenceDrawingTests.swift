import Foundation
import NibRender
import NibRenderTestSupport
import ResourceAssets
import Testing

/// A difference drawn: old beside new, each change outlined in its colour over its object.
@Suite struct DifferenceDrawingTests {
    static func drawing() throws -> RenderedSVG {
        let old = DocumentInput.data(Data(try EditedStoryboard.original().utf8), name: "old.storyboard")
        let new = DocumentInput.data(Data(try EditedStoryboard.edited().utf8), name: "new.storyboard")
        let difference = try DocumentRenderer.difference(old, new, resources: EditedStoryboard.resources)
        return try RenderedSVG(
            markup: DocumentRenderer.svg(difference, old: old, new: new, resources: EditedStoryboard.resources).document())
    }

    /// The picture group of one version.
    static func picture(_ svg: RenderedSVG, version: String) throws -> SVGElement {
        try #require(svg.root.descendants.first { $0.attribute("data-version") == version })
    }

    /// Where the object is in its picture: the sum of its and its superviews' translations (the
    /// root view is drawn at the picture's origin).
    static func position(of objectID: String, in picture: SVGElement) -> (x: Double, y: Double)? {
        func search(_ element: SVGElement, x: Double, y: Double) -> (x: Double, y: Double)? {
            var (x, y) = (x, y)
            let isView = element.name == "g" && element.attribute("data-object-id") != nil
            if isView {
                let numbers = (element.attribute("transform") ?? "").dropFirst("translate(".count).dropLast()
                    .split(separator: " ").compactMap { Double($0) }
                if numbers.count == 2 { (x, y) = (x + numbers[0], y + numbers[1]) }
                if element.attribute("data-object-id") == objectID { return (x, y) }
            }
            for case .element(let child) in element.children {
                if let found = search(child, x: x, y: y) { return found }
            }
            return nil
        }
        return search(picture, x: 0, y: 0)
    }

    @Test func outlinesEachChangeOverItsObjectInItsColour() throws {
        let svg = try Self.drawing()
        let old = try Self.picture(svg, version: "old")
        let new = try Self.picture(svg, version: "new")
        #expect(old.attribute("data-picture-id") == EditedStoryboard.homeController)
        func outlines(_ picture: SVGElement) -> [String: SVGElement] {
            var found: [String: SVGElement] = [:]
            for element in picture.descendants where (element.attribute("class") ?? "").hasPrefix("change ") {
                found[(element.attribute("data-change") ?? "") + " " + (element.attribute("data-object-id") ?? "")] = element
            }
            return found
        }
        let before = outlines(old)
        let after = outlines(new)
        #expect(
            Set(before.keys) == [
                "removed \(EditedStoryboard.removed)", "moved \(EditedStoryboard.moved)", "changed \(EditedStoryboard.reworded)",
            ])
        #expect(
            Set(after.keys) == [
                "added \(EditedStoryboard.added)", "moved \(EditedStoryboard.moved)", "changed \(EditedStoryboard.reworded)",
            ])
        let colours = ["added": "#34c759", "removed": "#ff3b30", "moved": "#007aff", "changed": "#ff9500"]
        for (picture, found) in [(old, before), (new, after)] {
            for (key, outline) in found {
                let kind = String(key.split(separator: " ")[0])
                let objectID = String(key.split(separator: " ")[1])
                #expect(outline.attribute("stroke") == colours[kind], "\(key)")
                #expect(outline.attribute("class") == "change change-\(kind)")
                // Two points outside the object's frame.
                let place = try #require(Self.position(of: objectID, in: picture), "\(key) is not drawn")
                #expect(abs(Double(outline.attribute("x") ?? "")! - (place.x - 2)) < 0.02, "\(key)")
                #expect(abs(Double(outline.attribute("y") ?? "")! - (place.y - 2)) < 0.02, "\(key)")
            }
        }
        // The moved logo's outline moved with it: 160 - 147.33 points down.
        let shift =
            Double(after["moved \(EditedStoryboard.moved)"]?.attribute("y") ?? "")! - Double(
                before["moved \(EditedStoryboard.moved)"]?.attribute("y") ?? "")!
        #expect(abs(shift - 12.67) < 0.02)
        // Both versions' texts are drawn, each on its side, and no element id is used twice.
        #expect(old.descendants.contains { $0.name == "text" && $0.textContent == "Welcome back" })
        #expect(new.descendants.contains { $0.name == "text" && $0.textContent == "Welcome home" })
        let ids = svg.root.descendants.compactMap { $0.attribute("id") }
        #expect(ids.count == Set(ids).count)
    }

    @Test func withoutChangesEveryPictureIsDrawnOnBothSides() throws {
        let input = DocumentInput.file(EditedStoryboard.path)
        let resources = EditedStoryboard.resources
        let difference = try DocumentRenderer.difference(input, input, resources: resources)
        let svg = DocumentRenderer.svg(difference, old: input, new: input, resources: resources)
        let pictures = try DocumentRenderer.pictures(ofDocumentAt: EditedStoryboard.path, resources: resources)
        for version in ["old", "new"] {
            #expect(svg.descendants.filter { $0.attribute("data-version") == version }.count == pictures.count)
        }
        #expect(!svg.descendants.contains { ($0.attribute("class") ?? "").hasPrefix("change ") })
    }
}
