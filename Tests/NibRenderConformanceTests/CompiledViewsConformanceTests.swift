import DocumentSummary
import Foundation
import NibArchive
import NibCompiler
import NibRender
import NibRenderTestSupport
import ResourceAssets
import TestSupport
import Testing
import UIKitNib

/// Xcode's nibs of the corpus's xib pairs draw their sources' pictures, and wrap their labels as
/// their sources do.
@Suite struct CompiledViewsConformanceTests {
    /// Each xib pair: its source, Xcode's nib of it, and its name.
    static func xibPairs() throws -> [(name: String, source: URL, nib: URL)] {
        try DocumentRendererConformanceTests.xcodeOutputs().filter { $0.pathExtension == "nib" }.map { output in
            let pair = output.deletingLastPathComponent().deletingLastPathComponent()
            let source = try #require(
                try FileManager.default.contentsOfDirectory(atPath: pair.appendingPathComponent("source").path).first {
                    $0.hasSuffix(".xib")
                })
            return (pair.lastPathComponent, pair.appendingPathComponent("source/" + source), output)
        }
    }

    /// Xcode's own nibs of the xib pairs against their sources.
    @Test func xcodeNibsDrawTheirSourcesPictures() throws {
        let resources = ProjectResources(root: try TestPaths.corpus("pairs").path)
        var compared = 0
        for (name, source, output) in try Self.xibPairs() {
            let fromSource = try RenderedSVG.render(source.path, resources: resources)
            let fromNib = try RenderedSVG.render(output.path, resources: resources)
            var expected = RenderedSVG.picture(fromSource)
            // Xcode 9.1 archives a controller's view of a size-class document at the 600 × 600
            // points of the any-width, any-height base size (the mixpanel Takeover pairs).
            if fromNib.objects.first?.frame == "0 0 600 600", var root = fromSource.objects.first {
                root.frame = "0 0 600 600"
                expected[0] = root.picture
            }
            #expect(expected == RenderedSVG.picture(fromNib), "\(name)")
            compared += 1
        }
        #expect(compared >= 20)
    }

    /// The lines a label wraps to come from `UINumberOfLines`, which Xcode archives only when it
    /// is not 1: every label of the xib pairs wraps in Xcode's nib as in its source.
    @Test func xcodeNibsLabelsWrapAsTheirSources() throws {
        let resources = ProjectResources(root: try TestPaths.corpus("pairs").path)
        let lines = { (path: String) in
            try DocumentRenderer.pictures(ofDocumentAt: path, resources: resources).flatMap(\.root.allViews)
                .filter { $0.kind == .label }.map { $0.text?.numberOfLines ?? 1 }
        }
        var wrapping = 0
        for (name, source, output) in try Self.xibPairs() {
            let fromSource = try lines(source.path)
            #expect(fromSource == (try lines(output.path)), "\(name)")
            wrapping += fromSource.filter { $0 != 1 }.count
        }
        #expect(wrapping >= 10)
    }
}
