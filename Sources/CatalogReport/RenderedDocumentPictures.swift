import CatalogStore
import Foundation
import InputFiles
import NibRender
import ResourceAssets
import Synchronization

/// The report's pictures drawn by `NibRender`: each document as `nibcat render` draws it, and a
/// storyboard's map. Images and named colors come from what the catalog knows of the document's
/// root (`Catalog.projectResources(root:)`), read once per root and shared by its documents, so
/// a report does not walk the disk again for every document.
public final class RenderedDocumentPictures: DocumentPictures {
    private let catalog: Catalog
    private let roots = Mutex<[String: RootDrawing]>([:])

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    public func picture(of document: CatalogDocument) throws(PictureError) -> SVGElement? {
        let drawing = try self.drawing(of: document)
        let path = drawing.resources.root + "/" + document.path
        let pictures: [RenderedPicture]
        do {
            pictures = try DocumentRenderer.pictures(ofDocumentAt: path, resources: drawing.resources)
        } catch {
            throw PictureError(path: document.path, message: Self.relative(error.description, root: drawing.resources.root))
        }
        guard !pictures.isEmpty else { return nil }
        return SVGDrawing.svg(pictures, images: drawing.images)
    }

    public func map(of storyboard: CatalogDocument) throws(PictureError) -> SVGElement? {
        guard URL(fileURLWithPath: storyboard.path).pathExtension.lowercased() == "storyboard" else { return nil }
        let drawing = try self.drawing(of: storyboard)
        let path = storyboard.root + "/" + storyboard.path
        do {
            let document = try DocumentRenderer.source(at: path)
            var map = try DocumentRenderer.storyboardMap(of: document, resources: drawing.resources)
            map.path = storyboard.path
            let pictures = DocumentRenderer.pictures(of: document, resources: drawing.resources)
            return DocumentRenderer.svg(map, pictures: pictures, images: drawing.images)
        } catch {
            throw PictureError(path: storyboard.path, message: Self.relative(error.description, root: storyboard.root))
        }
    }

    /// The resources and image lookup of the document's root, read on first use.
    private func drawing(of document: CatalogDocument) throws(PictureError) -> RootDrawing {
        if let known = roots.withLock({ $0[document.root] }) {
            return known
        }
        let resources: ProjectResources
        do {
            resources = try catalog.projectResources(root: document.root)
        } catch {
            throw PictureError(path: document.path, message: "cannot read the images and colors of \(document.root): \(error)")
        }
        let drawing = RootDrawing(resources: resources)
        return roots.withLock { roots in
            if let known = roots[document.root] { return known }
            roots[document.root] = drawing
            return drawing
        }
    }

    /// A message about a file of `root`, its paths relative to the root: a report reads the same
    /// on every machine.
    private static func relative(_ message: String, root: String) -> String {
        message.replacingOccurrences(of: root + "/", with: "")
    }
}

/// How one root's documents are drawn: its resources, and its images looked up and read once
/// for all its documents.
private final class RootDrawing: Sendable {
    let resources: ProjectResources
    private let found = Mutex<[String: ImageProvider.Image]>([:])

    init(resources: ProjectResources) {
        self.resources = resources
    }

    var images: ImageProvider {
        ImageProvider { [self] name in
            if let image = found.withLock({ $0[name] }) {
                return image
            }
            let image = DocumentRenderer.image(named: name, resources: resources)
            found.withLock { $0[name] = image }
            return image
        }
    }
}
