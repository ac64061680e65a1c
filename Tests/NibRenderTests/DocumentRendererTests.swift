import DocumentSummary
import Foundation
import NibRender
import NibRenderTestSupport
import ResourceAssets
import TestSupport
import Testing

/// Every document of the example app renders; scenes are chosen by name; failures name the file.
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
            #expect(error.diagnostic.path == path && error.diagnostic.line == nil && error.diagnostic.severity == .error)
            #expect(error.diagnostic.message.hasPrefix("no scene named \"Nowhere\""))
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
                #expect(error.diagnostic.path?.hasPrefix(file.path) == true, "\(error)")
                #expect(error.diagnostic.severity == .error)
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

    @Test func theMapDrawsEachSceneWithItsViews() throws {
        let path = TestPaths.examples.appendingPathComponent("ExampleApp/Base.lproj/Main.storyboard").path
        let resources = ProjectResources.scan(root: ProjectResources.root(around: path))
        let svg = try RenderedSVG(markup: DocumentRenderer.map(ofStoryboardAt: path, resources: resources).document())
        func scene(_ id: String) throws -> SVGElement {
            try #require(svg.root.descendants.first { $0.attribute("id") == "scene-" + id })
        }
        // The Home scene holds its welcome label with its text, and its picture fills the scene's frame.
        let home = try scene("Hs2-sC-8mB")
        let content = try #require(home.descendants.first { $0.attribute("class") == "scene-content" })
        #expect(content.attribute("viewBox") == "0 0 393 852")
        #expect(content.attribute("width") == "393" && content.attribute("height") == "852")
        let welcome = try #require(content.descendants.first { $0.attribute("data-object-id") == "wL9-hL-2cT" })
        #expect(welcome.descendants.contains { $0.name == "text" && $0.textContent == "Welcome back" })
        // The Detail scene's label is in its own scene, not in Home's.
        #expect(try scene("Dt3-sC-7nH").descendants.contains { $0.attribute("data-object-id") == "dL8-tL-2kS" })
        #expect(!home.descendants.contains { $0.attribute("data-object-id") == "dL8-tL-2kS" })
        // The missing banner image's hatching is defined once for the whole map.
        #expect(home.descendants.contains { $0.attribute("class") == "missing-image" })
        #expect(svg.root.descendants.filter { $0.name == "pattern" && $0.attribute("id") == "missing-image-hatch" }.count == 1)
        // A xib has no map, and says so.
        let xib = TestPaths.examples.appendingPathComponent("ExampleApp/Views/BlueView.xib").path
        #expect(throws: RenderError(path: xib, message: "not a storyboard; only a storyboard has a map")) {
            try DocumentRenderer.map(ofStoryboardAt: xib, resources: resources)
        }
    }
}
