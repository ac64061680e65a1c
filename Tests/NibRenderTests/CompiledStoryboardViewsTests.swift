import CompiledNib
import Foundation
import NibCompiler
import NibRender
import ResourceAssets
import TestSupport
import UIKitNib
import Testing

/// Our compiler's `.storyboardc` of the example app's Main.storyboard draws the navigation bar
/// over the controllers of the navigation controller's stack, from the scene nibs alone.
@Suite struct CompiledStoryboardViewsTests {
    static func pictures(of document: URL, resources: ProjectResources) throws -> [RenderedPicture] {
        let output = try NibCompiler.compile(contentsOf: document.path)
        let files = CompiledFiles(members: output.files.map { ($0.relativePath, $0.contents) })
        let path = document.path + "c"
        return try DocumentRenderer.pictures(of: try CompiledDocument.read(path: path, files: files), path: path, resources: resources)
    }

    /// Home (the root, in the navigation controller's scene nib) and Detail (shown from Home's
    /// cell, a show segue template naming Detail's nib) get the bar the source draws: the same
    /// class, width, height and navigation item. The bar's top is not in the compiled storyboard:
    /// the navigation controller's bar is archived zero wide at the top (the controller places
    /// it at run time), so it is drawn at y 0, not under the document's status bar.
    @Test func theCompiledMainStoryboardDrawsTheSourcesNavigationBars() throws {
        let document = TestPaths.examples.appendingPathComponent("ExampleApp/Base.lproj/Main.storyboard")
        let resources = ProjectResources.scan(root: TestPaths.examples.path)
        let compiled = try Self.pictures(of: document, resources: resources)
        let source = try DocumentRenderer.pictures(ofDocumentAt: document.path, resources: resources)
        var barred = 0
        for picture in compiled {
            let original = try #require(source.first { $0.id == picture.id })
            let expected = original.root.children.filter { $0.kind == .navigationBar }
            let found = picture.root.children.filter { $0.kind == .navigationBar }
            #expect(expected.count == found.count, "\(picture.id)")
            guard var bar = expected.first, let compiledBar = found.first else { continue }
            #expect(compiledBar.frame.y == 0)
            bar.frame.y = 0
            #expect(compiledBar == bar, "\(picture.id)")
            #expect(picture.root.children.last == compiledBar)
            barred += 1
        }
        #expect(barred == 2)
    }
}
