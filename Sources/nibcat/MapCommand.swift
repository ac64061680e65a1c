import ArgumentParser
import Foundation
import IBSource
import InputFiles
import NibRender

struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract: "Draw a storyboard as its map: scenes at their canvas locations, segues as arrows.",
        discussion: """
            Writes an SVG of the storyboard as Interface Builder's canvas shows it: every scene at its \
            canvas location and size with its name, segues as arrows styled by kind, the arrow into the \
            initial scene and storyboard references. --json prints what was drawn.
            """)

    @Flag(name: .customLong("json"), help: "Print JSON.")
    var json = false

    @Argument(help: "The .storyboard to draw.")
    var storyboard: String

    @Option(name: .shortAndLong, help: "The .svg file to write.")
    var output: String

    func run() throws {
        let map: StoryboardMap
        do {
            map = try StoryboardMap(document: try IBDocumentReader.read(contentsOf: storyboard, keepingElements: true))
        } catch let error as IBReadError {
            throw InputFailure(message: error.description)
        } catch let error as StoryboardMapError {
            throw InputFailure(message: error.description)
        }
        do {
            try Data(map.svg().document().utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw InputFailure(message: "\(output): error: cannot write the map: \(FileErrors.describe(error))")
        }
        if json {
            try Terminal.printJSON(MapReport(output: output, map: map))
        }
    }
}

/// `map --json`: the file written and the scenes and segues drawn in it.
private struct MapReport: Encodable {
    struct Scene: Encodable {
        var sceneID: String
        var name: String
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    struct Segue: Encodable {
        var id: String
        var kind: String
        var source: String?
        var destination: String?
    }

    var output: String
    var scenes: [Scene]
    var segues: [Segue]
    var initialScene: String?

    init(output: String, map: StoryboardMap) {
        self.output = output
        scenes = map.scenes.map {
            Scene(sceneID: $0.scene.sceneID, name: $0.name, x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height)
        }
        segues = map.segues.map {
            Segue(id: $0.connection.id, kind: $0.kind, source: $0.sourceSceneID, destination: $0.destinationSceneID)
        }
        initialScene = map.initialArrow?.sceneID
    }
}
