import DocumentSummary
import Foundation
import NibArchive
import NibCompiler
import NibRender
import ResourceAssets
import TestSupport
import Testing
import UIKitNib

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
    /// class, frame and navigation item. The navigation controller's bar is archived zero wide
    /// (the controller sizes it at run time) at the document's top, below its status bar, as
    /// Xcode 13.4 and later archive it.
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
            guard let bar = expected.first, let compiledBar = found.first else { continue }
            #expect(compiledBar.frame.y == 59)
            #expect(compiledBar == bar, "\(picture.id)")
            #expect(picture.root.children.last == compiledBar)
            barred += 1
        }
        #expect(barred == 2)
    }
}

/// Compiled storyboards made to loop the reading of containers: the bytes are a file's.
@Suite struct HostileCompiledStoryboardViewsTests {
    /// The navigation controller of Main.storyboardc lists itself among its view controllers:
    /// each controller is read once, and Home keeps its one bar.
    @Test(.timeLimit(.minutes(1))) func aNavigationControllerAmongItsOwnChildrenIsReadOnce() throws {
        let document = TestPaths.examples.appendingPathComponent("ExampleApp/Base.lproj/Main.storyboard")
        let output = try NibCompiler.compile(contentsOf: document.path)
        var members = output.files.map { ($0.relativePath, $0.contents) }
        let position = try #require(members.firstIndex { $0.0 == "RootNavigation.nib" })
        var graph = NibGraph(try NibArchiveReader.read(members[position].1, path: "RootNavigation.nib"))
        // The initial navigation controller, through a class swapper as Xcode 11 and later write it.
        let navigation = try #require(
            graph.objects.firstIndex { graph.string($0.value(forKey: "UIOriginalClassName")) == "UINavigationController" })
        guard case .object(let list)? = graph.objects[navigation].value(forKey: UIKitNibKey.viewControllers) else {
            Issue.record("the navigation controller has no UIViewControllers")
            return
        }
        graph.objects[list].entries = NibGraph.Entries(
            Array(graph.objects[list].entries) + [NibGraph.Entry(key: NibGraph.memberKey, value: .object(navigation))])
        members[position].1 = NibArchiveWriter.encode(try NibArchive(graph))
        let written = NibGraph(try NibArchiveReader.read(members[position].1, path: "RootNavigation.nib"))
        try #require(written.members(written.objects[navigation].value(forKey: UIKitNibKey.viewControllers)).contains(.object(navigation)))
        let path = document.path + "c"
        let resources = ProjectResources.scan(root: TestPaths.examples.path)
        let pictures = try DocumentRenderer.pictures(
            of: try CompiledDocument.read(path: path, files: CompiledFiles(members: members)), path: path, resources: resources)
        let home = try #require(pictures.first { $0.id == "hM4-vC-1pZ" })
        #expect(home.root.children.filter { $0.kind == .navigationBar }.count == 1)
    }
}
