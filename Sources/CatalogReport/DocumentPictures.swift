import CatalogStore
import DocumentSummary
import InputFiles
import NibRender

/// Where the report takes its pictures from: the drawing stage (`NibRender`) behind a seam, so
/// the report reads the catalog and writes pages while the pictures are drawn elsewhere.
///
/// A picture and a map are `svg` elements with their size (`width`, `height`) and `viewBox`.
/// The report puts a picture inline on the document's page, so a lint finding's link
/// `#object-<id>` reaches the object's `<g id="object-<id>">`, and scales it into the index's
/// thumbnail sheet; a map goes inline on its own page, where the storyboard's scene list reaches
/// each `<g id="scene-<sceneID>">`.
public protocol DocumentPictures: Sendable {
    /// The document drawn as it looks and, for a storyboard, as its map, from one reading of it:
    /// `document.root` + `/` + `document.path` is its file. Throws when the document cannot be
    /// read at all.
    func drawings(of document: SummarizedDocument) throws(PictureError) -> DocumentDrawings
}

/// A document's picture (nil when there is nothing to draw) and a storyboard's map (nil for any
/// other document; a failure of the map alone leaves the picture drawn).
public struct DocumentDrawings: Sendable {
    public var picture: SVGElement?
    public var map: Result<SVGElement, PictureError>?

    public init(picture: SVGElement?, map: Result<SVGElement, PictureError>? = nil) {
        self.picture = picture
        self.map = map
    }
}

/// A document that could not be drawn; its page says so and the rest of the report is written.
public struct PictureError: DiagnosticError, Sendable, Hashable {
    /// The document's file.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var diagnostic: Diagnostic {
        Diagnostic(path: path, message: message)
    }
}
