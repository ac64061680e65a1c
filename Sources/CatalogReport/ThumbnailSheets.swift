import CatalogStore
import InputFiles
import NibRender

/// A picture as the report writes it: its markup once, put inline on the document's page and
/// scaled into the thumbnail sheet.
struct DrawnPicture: Sendable {
    /// The `svg` element's markup, without an XML declaration (HTML has none).
    var markup: String
    /// The area the picture takes where it is put, from the origin: what its thumbnail cell
    /// shows whole. Its size, else its `viewBox`'s (the picture maps its own `viewBox` into it,
    /// wherever that starts).
    var viewBox: String

    init(_ picture: SVGElement) {
        markup = picture.markup()
        let box = picture.attribute("viewBox")?.split(separator: " ").map(String.init) ?? []
        let width = picture.attribute("width") ?? (box.count == 4 ? box[2] : "0")
        let height = picture.attribute("height") ?? (box.count == 4 ? box[3] : "0")
        viewBox = "0 0 \(width) \(height)"
    }
}

/// The index's thumbnails, many documents to a file: a report of thousands of documents writes a
/// few dozen sheets where it wrote a picture file each (creating files was most of such a report's
/// system time, and a file system slows down creating files soon after deleting many, as replacing
/// a report does). A sheet stacks one cell per document in catalog order, the picture scaled to
/// fit; the index shows a cell as its link's CSS background, which every browser draws, offline.
enum ThumbnailSheets {
    static let documentsPerSheet = 50
    static let cellWidth = 200
    static let cellHeight = 150
    private static let margin = 2

    /// The sheet holding document `number`'s thumbnail (documents are numbered from 1).
    static func sheetPath(ofDocument number: Int) -> String {
        "thumbnails/\((number - 1) / documentsPerSheet + 1).svg"
    }

    /// The `style` of the index link that shows document `number`'s cell.
    static func style(ofDocument number: Int) -> String {
        let top = (number - 1) % documentsPerSheet * cellHeight
        return "background-image: url(\(sheetPath(ofDocument: number))); background-position: 0 -\(top)px"
    }

    /// Every sheet's SVG by its path, from the documents' pictures by number; a document without
    /// a picture leaves its cell empty.
    static func sheets(_ pictures: [(number: Int, picture: DrawnPicture?)]) -> [String: String] {
        var cells: [String: [(number: Int, picture: DrawnPicture)]] = [:]
        for (number, picture) in pictures {
            if let picture {
                cells[sheetPath(ofDocument: number), default: []].append((number, picture))
            }
        }
        let written = cells.sorted { $0.key < $1.key }.parallelMap { path, cells in (path, sheet(cells)) }
        return Dictionary(uniqueKeysWithValues: written)
    }

    private static func sheet(_ cells: [(number: Int, picture: DrawnPicture)]) -> String {
        let rows = (cells.map { ($0.number - 1) % documentsPerSheet }.max() ?? 0) + 1
        let height = rows * cellHeight
        var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(cellWidth)\" height=\"\(height)\" "
        svg += "viewBox=\"0 0 \(cellWidth) \(height)\">\n"
        for (number, picture) in cells.sorted(by: { $0.number < $1.number }) {
            let top = (number - 1) % documentsPerSheet * cellHeight + margin
            svg += "<svg x=\"\(margin)\" y=\"\(top)\" width=\"\(cellWidth - 2 * margin)\" "
            svg += "height=\"\(cellHeight - 2 * margin)\" viewBox=\"\(HTMLPage.attribute(picture.viewBox))\">\n"
            svg += picture.markup
            svg += "</svg>\n"
        }
        svg += "</svg>\n"
        return svg
    }
}
