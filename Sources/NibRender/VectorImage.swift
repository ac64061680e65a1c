import Foundation

/// The vector images asset catalogs hold (PDF, SVG), made drawable inside an SVG picture: an SVG
/// as it is, a PDF's first page converted to SVG with poppler's `pdftocairo` (Debian
/// `poppler-utils`).
enum VectorImage {
    /// The converter, looked for on `PATH`.
    static let pdfConverter = "pdftocairo"

    /// A PDF file begins with `%PDF-` (readers allow bytes before it; asset catalogs' files do not
    /// have them).
    static func isPDF(_ data: Data) -> Bool {
        data.starts(with: Array("%PDF-".utf8))
    }

    /// An SVG document: after an optional byte-order mark, XML declaration, comments and doctype,
    /// its first element is `<svg`.
    static func isSVG(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        guard let svg = head.range(of: "<svg") else { return false }
        var before = head[..<svg.lowerBound]
        while let element = before.range(of: "<") {
            let next = before[element.upperBound...]
            guard next.hasPrefix("?") || next.hasPrefix("!") else { return false }
            guard let end = next.firstIndex(of: ">") else { return false }
            before = before[before.index(after: end)...]
        }
        return true
    }

    /// The first page of the PDF at `path` as SVG bytes; nil when no converter is installed or it
    /// fails on the file.
    static func svg(fromPDFAt path: String) -> Data? {
        guard let converter = ExternalProgram.first(of: [pdfConverter]), let folder = try? ExternalProgram.scratchFolder("pdf") else {
            return nil
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("page.svg").path
        guard let result = try? converter.run(["-svg", "-f", "1", "-l", "1", path, output], timeout: 20), result.status == 0 else {
            return nil
        }
        return try? Data(contentsOf: URL(fileURLWithPath: output))
    }
}
