import Foundation
import IBSource
import NibRenderTestSupport
import TestSupport
import Testing

@testable import NibRender

/// Storyboard maps of the example app, checked on the SVG tree: how relationship segues are
/// drawn, a scene the caller gives, and which documents have a map.
@Suite struct StoryboardMapTests {
    @Test func relationshipSeguesAreDashedAndCarryTheirRelationship() throws {
        let (_, svg) = try StoryboardMapSupport.map(StoryboardMapSupport.example)
        let arrow = try #require(StoryboardMapSupport.group(svg, id: "segue-rT3-sG-9wL"))
        #expect(arrow.attribute("data-relationship") == "rootViewController")
        let path = try #require(arrow.descendants.first { $0.name == "path" })
        #expect(path.attribute("stroke-dasharray") != nil)
        let show = try #require(StoryboardMapSupport.group(svg, id: "segue-sD9-sG-4hM")?.descendants.first { $0.name == "path" })
        #expect(show.attribute("stroke-dasharray") == nil)
        #expect(show.attribute("stroke") != path.attribute("stroke"))
        let badge = svg.descendants.first { $0.attribute("data-segue-id") == "sD9-sG-4hM" }
        #expect(badge?.textContent.contains("ShowDetail") == true)
    }

    @Test func aSceneGivenByTheCallerIsScaledIntoItsFrame() throws {
        let document = try StoryboardMapSupport.read(StoryboardMapSupport.example)
        let map = try StoryboardMap(document: document)
        let svg = map.svg { scene in
            scene.sceneID == "Ch4-sC-2jP"
                ? SVGElement("svg", [.init("viewBox", "0 0 100 50")], children: [.element(SVGElement("circle", [.init("r", "5")]))]) : nil
        }
        let chart = try #require(StoryboardMapSupport.group(svg, id: "scene-Ch4-sC-2jP"))
        let picture = try #require(chart.descendants.first { $0.attribute("class") == "scene-content" })
        #expect(picture.attribute("viewBox") == "0 0 100 50")
        #expect(StoryboardMapSupport.rect(picture) == StoryboardMapSupport.sceneFrame(svg, sceneID: "Ch4-sC-2jP"))
        #expect(picture.descendants.contains { $0.name == "circle" })
        // Other scenes show their root view's background: the chart's systemGray6Color without a picture.
        let plain = try #require(StoryboardMapSupport.group(map.svg(), id: "scene-Ch4-sC-2jP"))
        #expect(plain.descendants.first { $0.attribute("class") == "scene-background" }?.attribute("fill") == "#f2f2f7")
    }

    @Test func onlyAStoryboardReadWithItsElementsHasAMap() throws {
        let xib = TestPaths.interfaceBuilderDocuments(under: TestPaths.examples).first { $0.pathExtension == "xib" }
        let xibDocument = try StoryboardMapSupport.read(try #require(xib))
        #expect(throws: StoryboardMapError.notAStoryboard(path: xibDocument.path)) { try StoryboardMap(document: xibDocument) }
        let bare = try IBDocumentReader.read(contentsOf: StoryboardMapSupport.example.path)
        #expect(throws: StoryboardMapError.elementsNotKept(path: StoryboardMapSupport.example.path)) { try StoryboardMap(document: bare) }
    }
}
