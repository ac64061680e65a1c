import CatalogStore

/// Where the report takes its pictures from: the drawing stage (`NibRender`) behind a seam, so
/// the report reads the catalog and writes pages while the pictures are drawn elsewhere.
///
/// Every method returns SVG markup (an `<svg>` element, an XML declaration before it allowed),
/// or nil when there is nothing to draw. The report puts a document's picture inline on its page,
/// so a lint finding's link `#object-<id>` reaches the object's `<g id="object-<id>">`, and a
/// map's `<g id="scene-<sceneID>">` is reached from the storyboard's scene list.
public protocol DocumentPictures: Sendable {
    /// The document drawn as it looks: `document.root` + `/` + `document.path` is its file.
    func picture(of document: CatalogDocument) throws(PictureError) -> String?
    /// A storyboard's map (scenes at their canvas locations, segues as arrows); nil for a xib.
    func map(of storyboard: CatalogDocument) throws(PictureError) -> String?
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
