import CatalogStore
import NibRender

/// Where the report takes its pictures from: the drawing stage (`NibRender`) behind a seam, so
/// the report reads the catalog and writes pages while the pictures are drawn elsewhere.
///
/// Every method returns an `svg` element with its size (`width`, `height`) and `viewBox`, or nil
/// when there is nothing to draw. The report puts a picture inline on the document's page, so a
/// lint finding's link `#object-<id>` reaches the object's `<g id="object-<id>">`, and scales it
/// into the index's thumbnail sheet; a map goes inline on its own page, where the storyboard's
/// scene list reaches each `<g id="scene-<sceneID>">`.
public protocol DocumentPictures: Sendable {
    /// The document drawn as it looks: `document.root` + `/` + `document.path` is its file.
    func picture(of document: CatalogDocument) throws(PictureError) -> SVGElement?
    /// A storyboard's map (scenes at their canvas locations, segues as arrows); nil for a xib.
    func map(of storyboard: CatalogDocument) throws(PictureError) -> SVGElement?
}

/// A document that could not be drawn; its page says so and the rest of the report is written.
public struct PictureError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The document's file.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String {
        "\(path): error: \(message)"
    }
}
