import Foundation
import ResourceAssets
import TestSupport
import Testing

@testable import NibRender

/// PDF and SVG images of asset catalogs drawn as pictures, as Xcode's canvas shows them rather
/// than as missing.
@Suite struct VectorImageTests {
    static let seal = TestPaths.examples.appendingPathComponent("ExampleApp/Assets.xcassets/seal.imageset/seal.pdf")

    @Test func signaturesTellPDFAndSVGApart() throws {
        let pdf = try Data(contentsOf: Self.seal)
        #expect(VectorImage.isPDF(pdf))
        #expect(!VectorImage.isSVG(pdf))
        #expect(VectorImage.isSVG(Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)))
        #expect(
            VectorImage.isSVG(
                Data(
                    "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- drawn -->\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"x\">\n<svg/>"
                        .utf8)))
        // An HTML page that shows an SVG is no SVG; neither is a PDF that mentions one.
        #expect(!VectorImage.isSVG(Data("<html><svg/></html>".utf8)))
        #expect(!VectorImage.isPDF(Data("<svg/>".utf8)))
    }

    @Test func aPDFsFirstPageBecomesSVGWithItsColors() throws {
        try #require(ExternalProgram.first(of: [VectorImage.pdfConverter]) != nil, "pdftocairo (poppler-utils) is not installed")
        let svg = String(decoding: try #require(VectorImage.svg(fromPDFAt: Self.seal.path)), as: UTF8.self)
        #expect(svg.contains("viewBox=\"0 0 40 40\""))
        // seal.pdf's disc: 1 0.584 0 rg.
        #expect(svg.contains("fill:rgb(100%,58.399963%,0%)"))
    }

    @Test func theExampleSealIsDrawnNotHatched() throws {
        let resources = ProjectResources.scan(root: TestPaths.examples.path)
        guard case .data(let data, let mimeType) = DocumentRenderer.image(named: "seal", resources: resources) else {
            Issue.record("seal.pdf is not drawn")
            return
        }
        #expect(mimeType == "image/svg+xml")
        #expect(VectorImage.isSVG(data))
    }

    @Test func svgFilesAreDrawnAsTheyAreAndBrokenPDFsAreNotMissing() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let svg = Data("<?xml version=\"1.0\"?><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"8\"/>".utf8)
        for (name, file, data) in [("arrow", "arrow.svg", svg), ("broken", "broken.pdf", Data("%PDF-1.4\nno objects".utf8))] {
            let set = catalog.appendingPathComponent(name + ".imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try data.write(to: set.appendingPathComponent(file))
            try Data(#"{"images":[{"filename":"\#(file)","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.utf8)
                .write(to: set.appendingPathComponent("Contents.json"))
        }
        let resources = ProjectResources.scan(root: folder.path)
        #expect(DocumentRenderer.image(named: "arrow", resources: resources) == .data(svg, mimeType: "image/svg+xml"))
        // The project has it: drawn as a placeholder with its name, not as a missing image.
        #expect(DocumentRenderer.image(named: "broken", resources: resources) == .unconverted)
    }
}
