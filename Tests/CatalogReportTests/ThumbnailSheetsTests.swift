import NibRender
import Testing

@testable import CatalogReport

@Suite struct ThumbnailSheetsTests {
    /// A picture whose text names its document, 300 × 100 points.
    private func picture(_ number: Int) -> DrawnPicture {
        var svg = SVGElement("svg", [.init("width", "300"), .init("height", "100"), .init("viewBox", "0 0 300 100")])
        var label = SVGElement("text")
        label.append(text: "document \(number)")
        svg.append(label)
        return DrawnPicture(svg)
    }

    @Test func everyDocumentsCellIsWhereItsStylePointsInItsSheet() throws {
        let count = 2 * ThumbnailSheets.documentsPerSheet + 7
        let withoutPicture = [3, ThumbnailSheets.documentsPerSheet + 1]
        let sheets = ThumbnailSheets.sheets((1...count).map { ($0, withoutPicture.contains($0) ? nil : picture($0)) })
        #expect(sheets.count == 3)
        for number in 1...count where !withoutPicture.contains(number) {
            let style = ThumbnailSheets.style(ofDocument: number)
            let path = try #require(style.range(of: "url(")).upperBound
            let sheetPath = String(style[path...].prefix { $0 != ")" })
            let position = try #require(style.range(of: " 0 -"))
            let top = try #require(Int(style[position.upperBound...].prefix { $0.isNumber }))
            let sheet = try #require(sheets[sheetPath], "\(number): no sheet \(sheetPath)")
            // The cell inside the link's box (one cell high from the background position) shows
            // this document's picture whole, in its own coordinates.
            let cells = sheet.components(separatedBy: "\n<svg x=\"").dropFirst().filter { cell in
                let y = Self.number("y", in: cell)
                let height = Self.number("height", in: cell)
                return y >= Double(top) && y + height <= Double(top + ThumbnailSheets.cellHeight)
            }
            #expect(cells.count == 1, "document \(number)")
            #expect(cells.first?.contains("<text>document \(number)</text>") == true, "document \(number)")
            #expect(cells.first?.contains("viewBox=\"0 0 300 100\">") == true)
        }
        // A sheet is as tall as its cells, and its size is the links' box for one cell a row.
        let last = try #require(sheets["thumbnails/3.svg"])
        #expect(last.contains("width=\"\(ThumbnailSheets.cellWidth)\" height=\"\(7 * ThumbnailSheets.cellHeight)\""))
        #expect(!sheets.values.contains { $0.contains("document 3<") || $0.contains("document \(ThumbnailSheets.documentsPerSheet + 1)<") })
    }

    @Test func aPictureIsShownByTheAreaItTakesWhereverItsCoordinatesStart() {
        let drawn = DrawnPicture(SVGElement("svg", [.init("width", "40"), .init("height", "30")]))
        #expect(drawn.viewBox == "0 0 40 30")
        #expect(!drawn.markup.hasPrefix("<?xml"))
        // Put in its cell at the origin, the picture maps its own viewBox into its size.
        let shifted = SVGElement("svg", [.init("width", "40"), .init("height", "30"), .init("viewBox", "100 50 80 60")])
        #expect(DrawnPicture(shifted).viewBox == "0 0 40 30")
        #expect(DrawnPicture(SVGElement("svg", [.init("viewBox", "-5 -5 80 60")])).viewBox == "0 0 80 60")
    }

    /// A number attribute of the cell's own tag (the split left its text after `<svg x="`).
    private static func number(_ name: String, in cell: String) -> Double {
        let tag = cell.prefix { $0 != ">" }
        guard let start = tag.range(of: " \(name)=\"") else { return .nan }
        return Double(tag[start.upperBound...].prefix { $0 != "\"" }) ?? .nan
    }
}
