import CatalogStore
import DocumentSummary
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

    public func drawings(of document: SummarizedDocument) throws(PictureError) -> DocumentDrawings {
        let drawing = try self.drawing(of: document)
        let root = drawing.resources.root
        let path = root + "/" + document.path
        // The drawing's own line quoted, as the document's page and the command line show it.
        func failure(_ error: RenderError) -> PictureError {
            PictureError(path: document.path, message: Self.relative(error.diagnostic.description, root: root))
        }
        do {
            // A storyboard's map draws the same scene pictures: the source is read once for both.
            guard document.kind == .storyboard else {
                return DocumentDrawings(
                    picture: Self.svg(try DocumentRenderer.pictures(ofDocumentAt: path, resources: drawing.resources), drawing))
            }
            let source = try DocumentRenderer.source(at: path)
            let pictures = DocumentRenderer.pictures(of: source, resources: drawing.resources)
            let map = Result { () throws(RenderError) in
                var map = try DocumentRenderer.storyboardMap(of: source, resources: drawing.resources)
                map.path = document.path
                return DocumentRenderer.svg(map, pictures: pictures, images: drawing.images)
            }
            return DocumentDrawings(picture: Self.svg(pictures, drawing), map: map.mapError(failure))
        } catch {
            throw failure(error)
        }
    }

    private static func svg(_ pictures: [RenderedPicture], _ drawing: RootDrawing) -> SVGElement? {
        pictures.isEmpty ? nil : SVGDrawing.svg(pictures, images: drawing.images)
    }

    /// The resources and image lookup of the document's root, read on first use.
    private func drawing(of document: SummarizedDocument) throws(PictureError) -> RootDrawing {
        if let known = roots.withLock({ $0[document.root] }) {
            return known
        }
        let resources: ProjectResources
        do {
            resources = try catalog.projectResources(root: document.root)
        } catch {
            throw PictureError(
                path: document.path, message: "cannot read the images and colors of \(document.root): \(error.diagnostic.description)")
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
