import Foundation
import IBSource
import NibRenderTestSupport
import TestSupport
import Testing

@testable import NibRender

/// Storyboard maps of the example app and the real storyboards of the corpus, checked on the SVG
/// tree: where each scene's frame is, which arrows there are and where they start and end.
@Suite struct StoryboardMapConformanceTests {
    static func corpusStoryboards() throws -> [URL] {
        // The pairs keep each source in a folder named like the storyboard.
        let found = TestPaths.interfaceBuilderDocuments(under: try TestPaths.corpus()).filter {
            $0.pathExtension == "storyboard" && (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
        #expect(found.count >= 50, "the corpus holds fewer storyboards than expected")
        return found
    }

    static func corpus(_ relative: String) throws -> URL {
        try TestPaths.corpus(relative)
    }

    /// The scene element holding each object, found from the XML independently of the map.
    static func sceneOfObject(in document: IBDocument) throws -> [String: String] {
        let root = try #require(document.root)
        var owner: [String: String] = [:]
        for scene in root.children(in: "scenes") {
            guard let sceneID = scene["sceneID"] else { continue }
            var pending = scene.children
            while let element = pending.popLast() {
                if let id = element.id { owner[id] = sceneID }
                pending += element.children
            }
        }
        return owner
    }

    /// A scene's frame with its title bar: every rectangle of its group but the background.
    static func outline(_ svg: SVGElement, sceneID: String) -> RenderRect? {
        let rects = (StoryboardMapSupport.group(svg, id: "scene-" + sceneID)?.descendants ?? [])
            .filter { $0.name == "rect" && $0.attribute("class") != "scene-background" }.compactMap(StoryboardMapSupport.rect)
        guard let first = rects.first else { return nil }
        return rects.dropFirst().reduce(first) { $0.union($1) }
    }

    /// The first and last point of a path's `d` (`M x y C … x y` or `M x y L x y`).
    static func ends(ofPath element: SVGElement) -> (start: RenderPoint, end: RenderPoint)? {
        let numbers = (element.attribute("d") ?? "").split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        guard numbers.count >= 4 else { return nil }
        return (RenderPoint(x: numbers[0], y: numbers[1]), RenderPoint(x: numbers[numbers.count - 2], y: numbers[numbers.count - 1]))
    }

    static func viewBox(_ svg: SVGElement) -> RenderRect? {
        let numbers = (svg.attribute("viewBox") ?? "").split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return RenderRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    static func isOnEdge(_ point: RenderPoint, of rect: RenderRect) -> Bool {
        let tolerance = 0.02
        let withinX = point.x >= rect.minX - tolerance && point.x <= rect.maxX + tolerance
        let withinY = point.y >= rect.minY - tolerance && point.y <= rect.maxY + tolerance
        let onVertical = abs(point.x - rect.minX) <= tolerance || abs(point.x - rect.maxX) <= tolerance
        let onHorizontal = abs(point.y - rect.minY) <= tolerance || abs(point.y - rect.maxY) <= tolerance
        return withinX && withinY && (onVertical || onHorizontal)
    }

    @Test func everyCorpusStoryboardMapsWithEverySceneAndSegueInsideTheViewBox() throws {
        for url in try Self.corpusStoryboards() + [StoryboardMapSupport.example] {
            let (document, svg) = try StoryboardMapSupport.map(url)
            let box = try #require(Self.viewBox(svg), "\(url.path)")
            let sceneGroups = svg.descendants.filter { $0.attribute("data-scene-id") != nil }
            #expect(sceneGroups.map { $0.attribute("data-scene-id") } == document.scenes.map(\.sceneID), "\(url.path)")
            for scene in document.scenes {
                let frame = try #require(StoryboardMapSupport.sceneFrame(svg, sceneID: scene.sceneID), "\(url.path) \(scene.sceneID)")
                #expect(
                    box.minX < frame.minX && box.maxX > frame.maxX && box.minY < frame.minY && box.maxY > frame.maxY,
                    "\(url.path): scene \(scene.sceneID) is outside the view box")
            }
            let segues = document.connections.filter { $0.kind == .segue }
            #expect(svg.descendants.filter { $0.attribute("data-segue-kind") != nil }.count == segues.count, "\(url.path)")
        }
    }

    @Test func scenesSitAtTheirCanvasLocationWithTheirRootViewSize() throws {
        // (file, scene, canvasLocation, size) as the documents give them.
        let chosen: [(URL, String, RenderPoint, IBSize)] = [
            // The root view's frame.
            (StoryboardMapSupport.example, "Hs2-sC-8mB", RenderPoint(x: 120, y: 40), IBSize(width: 393, height: 852)),
            (StoryboardMapSupport.example, "Ch4-sC-2jP", RenderPoint(x: 1724, y: 40), IBSize(width: 361, height: 240)),
            // A navigation controller has no view: the document's device, retina6_12.
            (StoryboardMapSupport.example, "Nv1-sC-4kA", RenderPoint(x: -674, y: 40), IBSize(width: 393, height: 852)),
            (
                try Self.corpus("pairs/mapbox-navigation-ios-0fb4fe8-Navigation.storyboard/source/Navigation.storyboard"),
                "Ew6-Fn-9Vm", RenderPoint(x: 4768.8, y: -235.23), IBSize(width: 343, height: 185)
            ),
            // A macOS window controller: its window's content rectangle.
            (
                try Self.corpus("ib/swiftgen/Resources/IB-macOS/Message.storyboard"), "cOe-wK-5aS", RenderPoint(x: 702, y: 186),
                IBSize(width: 480, height: 270)
            ),
            // A tab bar controller on a retina4_7 device.
            (
                try Self.corpus("ib/ibdecodable/StoryboardControllers.storyboard"), "xb3-gK-zH9", RenderPoint(x: 848, y: -125),
                IBSize(width: 375, height: 667)
            ),
        ]
        for (url, sceneID, center, size) in chosen {
            let (_, svg) = try StoryboardMapSupport.map(url)
            let frame = try #require(StoryboardMapSupport.sceneFrame(svg, sceneID: sceneID), "\(url.lastPathComponent) \(sceneID)")
            #expect(abs(frame.midX - center.x) < 0.01 && abs(frame.midY - center.y) < 0.01, "\(url.lastPathComponent) \(sceneID): \(frame)")
            #expect(frame.width == size.width && frame.height == size.height, "\(url.lastPathComponent) \(sceneID): \(frame)")
        }
    }

    @Test func everySegueIsOneArrowOfItsKindFromItsSourceSceneToItsDestinationScene() throws {
        let files = [
            StoryboardMapSupport.example, try Self.corpus("ib/rswift/ResourceApp/Base.lproj/Main.storyboard"),
            try Self.corpus("ib/swiftgen/Resources/IB-macOS/Message.storyboard"),
            try Self.corpus("ib/ibdecodable/StoryboardControllers.storyboard"),
            try Self.corpus("pairs/aws-sdk-ios-0fb4fe8-AWSUserPools.storyboard/source/AWSUserPools.storyboard"),
            try Self.corpus("ib/ibdecodable/StoryboardConnections.storyboard"),
        ]
        var kinds: Set<String> = []
        for url in files {
            let (document, svg) = try StoryboardMapSupport.map(url)
            let owner = try Self.sceneOfObject(in: document)
            for segue in document.connections where segue.kind == .segue {
                let arrows = svg.descendants.filter { $0.attribute("id") == "segue-" + segue.id }
                #expect(arrows.count == 1, "\(url.lastPathComponent) \(segue.id)")
                let arrow = try #require(arrows.first)
                let kind = try #require(segue.segue?.kind)
                kinds.insert(kind)
                #expect(arrow.attribute("data-segue-kind") == kind)
                let source = try #require(owner[segue.sourceID])
                let destination = try #require(owner[segue.destinationID], "\(url.lastPathComponent) \(segue.id)")
                #expect(arrow.attribute("data-source") == source, "\(url.lastPathComponent) \(segue.id)")
                #expect(arrow.attribute("data-destination") == destination, "\(url.lastPathComponent) \(segue.id)")
                let path = try #require(arrow.descendants.first { $0.name == "path" })
                let (start, end) = try #require(Self.ends(ofPath: path))
                let sourceOutline = try #require(Self.outline(svg, sceneID: source))
                #expect(Self.isOnEdge(start, of: sourceOutline), "\(url.lastPathComponent) \(segue.id) starts inside its scene")
                if kind == "unwind" {
                    // Unwind segues end beside the Exit in the destination scene's title bar.
                    let exit = try #require(svg.descendants.first { $0.attribute("data-object-id") == segue.destinationID })
                    let marker = try #require(exit.descendants.first { $0.name == "rect" }.flatMap(StoryboardMapSupport.rect))
                    let outline = try #require(Self.outline(svg, sceneID: destination))
                    #expect(end.x == outline.maxX && end.y > marker.minY && end.y < marker.maxY)
                } else if source != destination {
                    let outline = try #require(Self.outline(svg, sceneID: destination))
                    #expect(Self.isOnEdge(end, of: outline), "\(url.lastPathComponent) \(segue.id) ends off its destination")
                }
            }
        }
        #expect(kinds.isSuperset(of: ["show", "showDetail", "presentation", "popover", "embed", "relationship", "unwind", "custom"]))
    }

    @Test func theInitialArrowPointsIntoTheInitialScene() throws {
        for url in try Self.corpusStoryboards() + [StoryboardMapSupport.example] {
            let (document, svg) = try StoryboardMapSupport.map(url)
            let arrow = svg.descendants.first { $0.attribute("id") == "initial-arrow" }
            guard let initial = document.initialViewControllerID else {
                #expect(arrow == nil, "\(url.path)")
                continue
            }
            let scene = try #require(try Self.sceneOfObject(in: document)[initial], "\(url.path)")
            #expect(arrow?.attribute("data-destination") == scene, "\(url.path)")
            let path = try #require(arrow?.descendants.first { $0.name == "path" })
            let (start, end) = try #require(Self.ends(ofPath: path))
            let frame = try #require(StoryboardMapSupport.sceneFrame(svg, sceneID: scene))
            #expect(end.x == frame.minX && end.y > frame.minY && end.y < frame.maxY, "\(url.path)")
            #expect(start.x < end.x)
        }
    }

    @Test func storyboardReferencesAreDrawnAsBoxesNamingTheStoryboard() throws {
        let (document, svg) = try StoryboardMapSupport.map(try Self.corpus("ib/rswift/ResourceApp/References.storyboard"))
        let boxes = svg.descendants.filter { $0.attribute("class") == "storyboard-reference" }
        #expect(boxes.count == document.storyboardReferences.count)
        #expect(boxes.count == 4)
        #expect(boxes.compactMap { $0.attribute("data-storyboard-name") } == ["Main", "Specials", "SomeStoryboard"])
        let specials = try #require(boxes.first { $0.attribute("data-storyboard-name") == "Specials" })
        #expect(specials.attribute("data-referenced-identifier") == "avpVC")
        #expect(specials.textContent.contains("Specials") && specials.textContent.contains("avpVC"))
        // The example's reference is the destination of a modal segue.
        let (_, example) = try StoryboardMapSupport.map(StoryboardMapSupport.example)
        let settings = try #require(example.descendants.first { $0.attribute("data-storyboard-name") == "Settings" })
        let sceneID = try #require(settings.attribute("data-scene-id"))
        #expect(
            example.descendants.contains {
                $0.attribute("data-segue-kind") == "presentation" && $0.attribute("data-destination") == sceneID
            })
    }

    /// Xcode writes each scene's name as the comment before its `<scene>`: the map names scenes alike.
    @Test func scenesAreNamedAsInterfaceBuilderNamesThem() throws {
        let comment = try Regex(#"<!--(.*?)-->\s*<scene sceneID="([^"]+)""#)
        // Interface Builder names a controller whose custom class it cannot find in the project by
        // its system class; these fixtures were saved without their classes' sources.
        let classesNotInTheirProject: Set<String> = [
            "StoryboardAttributes.storyboard ufC-wZ-h7g", "StoryboardAttributes.storyboard ZRa-gY-6WY",
            "AdditionalImport.storyboard eNa-6E-hop",
        ]
        var compared = 0
        for url in try Self.corpusStoryboards() {
            let text = try String(contentsOf: url, encoding: .utf8)
            let (_, svg) = try StoryboardMapSupport.map(url)
            for match in text.matches(of: comment) {
                guard let name = match.output[1].substring, let sceneID = match.output[2].substring,
                    !classesNotInTheirProject.contains("\(url.lastPathComponent) \(sceneID)")
                else { continue }
                let group = try #require(StoryboardMapSupport.group(svg, id: "scene-" + sceneID))
                #expect(group.attribute("data-scene-name") == String(name), "\(url.lastPathComponent) \(sceneID)")
                compared += 1
            }
        }
        #expect(compared >= 100)
    }

    @Test func segueLabelsDoNotOverlapInABundleOfParallelSegues() throws {
        // Eight segues run from the details controller to one destination.
        let map = try StoryboardMap(
            document: try StoryboardMapSupport.read(try Self.corpus("ib/swiftgen/Resources/IB-macOS/Message.storyboard")))
        let areas = map.segues.map { SegueLabelPlacement.area(of: $0.label, badgeAt: $0.badge) }
        for (index, area) in areas.enumerated() {
            for other in areas[(index + 1)...] {
                let overlaps =
                    min(area.maxX, other.maxX) > max(area.minX, other.minX) && min(area.maxY, other.maxY) > max(area.minY, other.minY)
                #expect(!overlaps, "\(area) overlaps \(other)")
            }
        }
    }
}
