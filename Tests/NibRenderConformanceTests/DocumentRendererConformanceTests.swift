import DocumentSummary
import Foundation
import NibRender
import NibRenderTestSupport
import ResourceAssets
import TestSupport
import Testing

/// Every document of the real-world corpus renders, sources and Xcode's compiled nibs alike.
@Suite struct DocumentRendererConformanceTests {
    @Test func everyCorpusSourceRenders() throws {
        // The pairs' folders are named after their documents: files only.
        let documents = TestPaths.interfaceBuilderDocuments(under: try TestPaths.corpus()).filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
        #expect(documents.count >= 190)
        var drawn = 0
        for document in documents {
            // Parsed back from the bytes: a malformed SVG fails here.
            let svg = try RenderedSVG.render(document.path, resources: ProjectResources(root: document.deletingLastPathComponent().path))
            drawn += svg.objects.isEmpty ? 0 : 1
        }
        // Some corpus documents hold only placeholders, menus or objects without frames.
        #expect(drawn * 10 >= documents.count * 8, "only \(drawn) of \(documents.count) documents drew a view")
    }

    /// Each pair's Xcode output: `xcode/NAME.nib` or `xcode/NAME.storyboardc`.
    static func xcodeOutputs() throws -> [URL] {
        let pairs = try TestPaths.corpus("pairs")
        return try FileManager.default.contentsOfDirectory(atPath: pairs.path).sorted().compactMap { pair in
            let xcode = pairs.appendingPathComponent(pair).appendingPathComponent("xcode")
            guard let name = try? FileManager.default.contentsOfDirectory(atPath: xcode.path).first else { return nil }
            return xcode.appendingPathComponent(name)
        }
    }

    @Test func everyXcodeCompiledPairRenders() throws {
        let outputs = try Self.xcodeOutputs()
        #expect(outputs.count >= 25)
        for output in outputs {
            let svg = try RenderedSVG.render(output.path, resources: ProjectResources(root: output.path))
            #expect(!svg.objects.isEmpty, "\(output.lastPathComponent) drew nothing")
            // Compiled objects are named #N; the navigation and tab bars drawn over a scene are no
            // object of its nibs and carry the scene's id (the nib names give it).
            let misnamed = svg.objects.map(\.id).filter {
                !$0.hasPrefix("#") && !$0.hasSuffix(".simulatedNavigationBar") && !$0.hasSuffix(".simulatedTabBar")
            }
            #expect(misnamed.isEmpty, "\(output.lastPathComponent): compiled objects are named #N: \(misnamed.prefix(3))")
        }
    }
}
