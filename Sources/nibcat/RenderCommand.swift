import ArgumentParser
import CommandLineContract
import Foundation
import InputFiles
import NibRender
import ResourceAssets

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a document or compiled nib as an SVG picture, a storyboard as its map, or what changed between two versions.",
        discussion: """
            Takes a .xib, .storyboard, compiled .nib (file or folder) or .storyboardc. A xib's top-level views \
            and a storyboard's scenes are drawn side by side; --scene picks one scene by scene or controller \
            id, storyboard identifier, class or title. --map draws a storyboard as Xcode's canvas shows it: \
            every scene at its canvas location with its views, segues as arrows styled by kind, the arrow into \
            the initial scene and storyboard references (--json: the scenes and segues drawn). \
            --diff OLD NEW draws two versions side by side, old on the left, with added (green), removed \
            (red), moved (blue) and changed (orange) objects outlined, and prints the changes (--json: as \
            JSON); objects are matched by id, or by position when either version is a compiled nib. OLD or \
            NEW may be - for standard input (a .xib or .storyboard: git show REV:PATH | nibcat render --diff \
            - PATH); an empty file (/dev/null) is a version without views. Exit status with --diff, as diff: \
            0 no changes, 1 changes, 2 usage error or unreadable input. \
            Images and named colors are looked up in the project around the document (the nearest folder \
            above it with .git, Package.swift, WORKSPACE or an .xcodeproj). --png also writes OUT.png with \
            rsvg-convert or headless Chromium; -o OUT.png writes the PNG alone. PDF images of asset catalogs \
            are drawn with poppler's pdftocairo (Debian poppler-utils).
            """)

    @OptionGroup var options: CatalogOptions

    @Argument(help: "The document: .xib, .storyboard, .nib or .storyboardc; with --diff, OLD and NEW (- for standard input).")
    var documents: [String]

    @Option(name: .shortAndLong, help: "The picture to write: OUT.svg, or OUT.png (rasterized, as --png does).")
    var output: String

    @Option(help: "Only this scene (or top-level view): its id, storyboard identifier, class or title.")
    var scene: String?

    @Flag(help: "Draw the storyboard's map: its scenes at their canvas locations, with segues.")
    var map = false

    @Flag(help: "Compare two versions of a document: OLD NEW.")
    var diff = false

    @Flag(help: "Also write a PNG beside the SVG (OUT.svg and OUT.png).")
    var png = false

    func validate() throws {
        guard PictureFormat(path: output) != nil else {
            throw ValidationError("-o \(output): render writes an .svg or a .png picture; name the file with one of those extensions")
        }
        if map && diff {
            throw ValidationError("--map and --diff draw different pictures; give one")
        }
        if scene != nil && (map || diff) {
            throw ValidationError("--scene picks a picture of a document; it does not go with --map or --diff")
        }
        if diff {
            guard documents.count == 2 else { throw ValidationError("--diff takes two documents: OLD NEW") }
            guard documents.filter({ $0 == "-" }).count < 2 else { throw ValidationError("only one of OLD and NEW can be standard input") }
        } else if documents.count != 1 {
            throw ValidationError("give one document (two only with --diff)")
        }
    }

    func run() throws {
        if diff {
            try runDiff()
            return
        }
        let document = documents[0]
        let resources = ProjectResources.scan(root: ProjectResources.root(around: document))
        if map {
            let source = try DocumentRenderer.source(at: document)
            let storyboardMap = try DocumentRenderer.storyboardMap(of: source, resources: resources)
            let svg = DocumentRenderer.svg(
                storyboardMap, pictures: DocumentRenderer.pictures(of: source, resources: resources),
                images: DocumentRenderer.imageProvider(resources))
            let pngPath = try write(svg)
            if options.json {
                try Terminal.printJSON(MapSummary(output: output, png: pngPath, map: storyboardMap))
            }
            return
        }
        var pictures = try DocumentRenderer.pictures(ofDocumentAt: document, resources: resources)
        if let scene {
            pictures = try DocumentRenderer.pictures(pictures, scene: scene, path: document)
        }
        let pngPath = try write(DocumentRenderer.svg(pictures, resources: resources))
        if options.json {
            try Terminal.printJSON(
                RenderSummary(
                    document: document, output: output, png: pngPath,
                    pictures: pictures.map { RenderSummary.Picture(id: $0.id, caption: $0.caption, objects: $0.root.allViews.count) }))
        }
    }

    /// Exits as `diff` does: 0 no changes, 1 changes, 2 unreadable input.
    private func runDiff() throws {
        let inputs = documents.map { path in
            path == "-" ? DocumentInput.data(FileHandle.standardInput.readDataToEndOfFile(), name: "<stdin>") : DocumentInput.file(path)
        }
        let around = documents.last { $0 != "-" } ?? FileManager.default.currentDirectoryPath
        let resources = ProjectResources.scan(root: ProjectResources.root(around: around))
        let difference: PictureDifference
        let pngPath: String?
        do {
            difference = try DocumentRenderer.difference(inputs[0], inputs[1], resources: resources)
            pngPath = try write(DocumentRenderer.svg(difference, old: inputs[0], new: inputs[1], resources: resources))
        } catch let error as any DiagnosticError {
            // Status 1 means "different" here, so unreadable input takes 2, as diff and cmp do.
            DiagnosticPrinter.report(error.diagnostics)
            throw ExitCode(2)
        }
        if options.json {
            try Terminal.printJSON(
                DiffSummary(old: inputs[0].name, new: inputs[1].name, output: output, png: pngPath, changes: difference.changes))
        } else {
            for change in difference.changes {
                print(change.description)
            }
            let count = difference.changes.count
            print(count == 0 ? "no differences" : "\(count) change\(count == 1 ? "" : "s")")
        }
        if !difference.changes.isEmpty {
            throw ExitCode(1)
        }
    }

    /// Writes the picture in the format `-o` names, and the PNG beside an SVG with `--png`: the
    /// PNG's path.
    private func write(_ svg: SVGElement) throws -> String? {
        let document = Data(svg.document().utf8)
        let format = PictureFormat(path: output) ?? .svg
        if format == .svg {
            try StagedOutput.write(document, to: output)
            guard png else { return nil }
        }
        let path = format == .png ? output : String(output.dropLast(".svg".count)) + ".png"
        let picture = try PNGRasterizer.png(
            of: document, width: Double(svg.attribute("width") ?? "") ?? 0, height: Double(svg.attribute("height") ?? "") ?? 0,
            for: path)
        try StagedOutput.write(picture, to: path)
        return path
    }
}

/// The pictures `render` writes, named by the extension of `-o`.
enum PictureFormat: String, CaseIterable {
    case svg
    case png

    init?(path: String) {
        self.init(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
    }
}

/// `render --json`.
struct RenderSummary: Encodable {
    struct Picture: Encodable {
        var id: String
        var caption: String
        var objects: Int
    }

    var document: String
    var output: String
    var png: String?
    var pictures: [Picture]
}

/// `render --diff --json`: the inputs, the files written and every change.
struct DiffSummary: Encodable {
    var old: String
    var new: String
    var output: String
    var png: String?
    var changes: [PictureDifference.Change]
}

/// `render --map --json`: the files written and the scenes and segues drawn in them.
struct MapSummary: Encodable {
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
    var png: String?
    var scenes: [Scene]
    var segues: [Segue]
    var initialScene: String?

    init(output: String, png: String?, map: StoryboardMap) {
        self.output = output
        self.png = png
        scenes = map.scenes.map {
            Scene(sceneID: $0.scene.sceneID, name: $0.name, x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height)
        }
        segues = map.segues.map {
            Segue(id: $0.connection.id, kind: $0.kind, source: $0.sourceSceneID, destination: $0.destinationSceneID)
        }
        initialScene = map.initialArrow?.sceneID
    }
}
