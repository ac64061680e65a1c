import CompiledNib
import Foundation
import NibRender
import ResourceAssets
import TestSupport
import Testing

/// Every document of the example app and of the real-world corpus renders, sources and Xcode's
/// compiled nibs alike; scenes are chosen by name; failures name the file.
@Suite struct DocumentRendererTests {
    @Test func everyExampleDocumentRendersItsViews() throws {
        let documents = TestPaths.interfaceBuilderDocuments(under: TestPaths.examples)
        #expect(documents.count >= 12)
        for document in documents {
            let svg = try RenderedSVG.render(document.path)
            // Every example document has at least one view with a frame.
            #expect(!svg.objects.isEmpty, "\(document.lastPathComponent) drew nothing")
        }
    }

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
            #expect(svg.objects.allSatisfy { $0.id.hasPrefix("#") }, "compiled objects are named #N")
        }
    }

    @Test func scenesAreChosenByIdentifierClassOrId() throws {
        let path = TestPaths.examples.appendingPathComponent("ExampleApp/Base.lproj/Main.storyboard").path
        let all = try DocumentRenderer.pictures(ofDocumentAt: path, resources: ProjectResources(root: TestPaths.examples.path))
        // The storyboard's scenes in document order (sceneMemberID controllers).
        #expect(all.count == 5)
        let detail = try DocumentRenderer.pictures(all, scene: "Detail", path: path)
        #expect(detail.map(\.caption) == ["DetailViewController · Detail"])
        #expect(try DocumentRenderer.pictures(all, scene: "DetailViewController", path: path) == detail)
        #expect(try DocumentRenderer.pictures(all, scene: detail[0].id, path: path) == detail)
        #expect(throws: RenderError.self) { try DocumentRenderer.pictures(all, scene: "Nowhere", path: path) }
        do {
            _ = try DocumentRenderer.pictures(all, scene: "Nowhere", path: path)
        } catch {
            #expect(error.description.hasPrefix(path + ": error: no scene named \"Nowhere\""))
        }
    }

    @Test func unreadableDocumentsAreErrorsNamingTheFile() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("Broken.xib")
        try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>".utf8).write(to: xib)
        let nib = folder.appendingPathComponent("Broken.nib")
        try Data("NIBArchive garbage".utf8).write(to: nib)
        for file in [xib, nib] {
            do {
                _ = try DocumentRenderer.pictures(ofDocumentAt: file.path, resources: ProjectResources(root: folder.path))
                Issue.record("\(file.lastPathComponent) rendered")
            } catch {
                #expect(error.description.hasPrefix(file.path), "\(error)")
                #expect(error.description.contains(": error: "))
            }
        }
    }

    @Test func sameInputsGiveTheSameBytes() throws {
        let path = TestPaths.examples.appendingPathComponent("ExampleApp/Base.lproj/Main.storyboard").path
        let resources = ProjectResources.scan(root: TestPaths.examples.path)
        let first = DocumentRenderer.svg(try DocumentRenderer.pictures(ofDocumentAt: path, resources: resources), resources: resources)
        let again = ProjectResources.scan(root: TestPaths.examples.path)
        let second = DocumentRenderer.svg(try DocumentRenderer.pictures(ofDocumentAt: path, resources: again), resources: again)
        #expect(first.document() == second.document())
    }
}
