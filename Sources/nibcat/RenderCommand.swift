import ArgumentParser
import Foundation
import NibRender
import ResourceAssets

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a document or compiled nib as an SVG picture.",
        discussion: """
            Takes a .xib, .storyboard, compiled .nib (file or folder) or .storyboardc. A xib's top-level views \
            and a storyboard's scenes are drawn side by side; --scene picks one scene by scene or controller \
            id, storyboard identifier, class or title. Images and named colors are looked up in the project \
            around the document (the nearest folder above it with .git, Package.swift, WORKSPACE or an \
            .xcodeproj). --png also writes OUT.png with rsvg-convert or headless Chromium.
            """)

    @OptionGroup var options: CatalogOptions

    @Argument(help: "The document: .xib, .storyboard, .nib or .storyboardc.")
    var document: String

    @Option(name: .shortAndLong, help: "The SVG file to write.")
    var output: String

    @Option(help: "Only this scene (or top-level view): its id, storyboard identifier, class or title.")
    var scene: String?

    @Flag(help: "Also write a PNG beside the SVG (OUT.png).")
    var png = false

    func run() throws {
        let resources = ProjectResources.scan(root: ProjectResources.root(around: document))
        var pictures: [RenderedPicture]
        do {
            pictures = try DocumentRenderer.pictures(ofDocumentAt: document, resources: resources)
            if let scene {
                pictures = try DocumentRenderer.pictures(pictures, scene: scene, path: document)
            }
        } catch {
            throw InputFailure(message: error.description)
        }
        let svg = DocumentRenderer.svg(pictures, resources: resources)
        do {
            try Data(svg.document().utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw InputFailure(message: "\(output): error: cannot write: \(error.localizedDescription)")
        }
        var pngPath: String?
        if png {
            let path = (output.hasSuffix(".svg") ? String(output.dropLast(4)) : output) + ".png"
            do {
                try PNGRasterizer.rasterize(
                    svgPath: output, pngPath: path, width: Double(svg.attribute("width") ?? "") ?? 0,
                    height: Double(svg.attribute("height") ?? "") ?? 0)
            } catch {
                throw InputFailure(message: error.description)
            }
            pngPath = path
        }
        if options.json {
            try Terminal.printJSON(
                RenderSummary(
                    document: document, output: output, png: pngPath,
                    pictures: pictures.map { RenderSummary.Picture(id: $0.id, caption: $0.caption, objects: $0.root.allViews.count) }))
        }
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
