import DocumentSummary
import NibArchive
import NibRuntime
import Testing
import UIKitNib

@Suite struct LoadedNibTests {
    /// The example app's Main storyboard starts with a navigation controller whose root is the
    /// Home controller: loading the entry point's scene nib makes both, the root as the
    /// navigation controller's child with the navigation controller as its parent.
    @Test func theInitialSceneOfTheExampleStoryboardMakesTheNavigationControllersRoot() throws {
        let folder = try #require(try ResourceBundle(url: try PackagedExamples.bundle()).storyboard(named: "Main"))
        let storyboard = try CompiledStoryboard.read(path: folder.path)
        let entry = try #require(storyboard.entryPointIdentifier.flatMap { storyboard.identifiersToNibNames[$0] })
        let loaded = try NibLoader().load(
            path: folder.appendingPathComponent(entry + ".nib").path,
            externalObjects: ["UIStoryboardPlaceholder": NibObject(className: "UIStoryboard")])
        let navigation = try #require(
            loaded.topLevelIndices.first { loaded.object(at: $0)?.archived.archivedClassName == "UINavigationController" })
        let children = loaded.childViewControllers(of: navigation)
        #expect(children.map(\.archived.swiftClassName.name) == ["HomeViewController"])
        #expect(children.allSatisfy { $0.role == .created && $0.instance != nil })
        let root = try #require(children.first)
        #expect(loaded.parentViewController(of: root.index)?.index == navigation)
        #expect(root.archived.string(forKey: "UINibName")?.hasPrefix("hM4-vC-1pZ-view-") == true)
        #expect(loaded.parentViewController(of: navigation) == nil)
    }

    @Test func findsDocumentObjectsByArchiveIndexOnly() throws {
        // Object 2 is a value of the view (its color), not a document object.
        let view = NibGraph.Object(className: "UIView", entries: [.init(key: "UIBackgroundColor", value: .object(2))])
        let graph = syntheticNib(
            [view, NibGraph.Object(className: "UIColor"), proxy("IBFilesOwner")], documentObjects: [3, 1], topLevel: [3, 1])
        let owner = NibObject(className: "Owner")
        let loaded = try NibLoader().instantiate(graph, path: "Lookup.nib", owner: owner)
        #expect(loaded.objects.map(\.index) == [3, 1])
        #expect(loaded.object(at: 1)?.role == .created)
        #expect(loaded.object(at: 1)?.className == "UIView")
        #expect(loaded.object(at: 3)?.className == "Owner")
        #expect(loaded.instance(at: 3) === owner)
        #expect(loaded.object(at: 2) == nil)
        #expect(loaded.object(at: 0) == nil)
        #expect(loaded.object(at: 99) == nil)
        #expect(loaded.object(at: -1) == nil)
        #expect(loaded.topLevelIndices == [1])
        #expect(loaded.topLevelObjects.count == 1 && loaded.topLevelObjects[0] === loaded.instance(at: 1))
        #expect((loaded.instance(at: 1) as? NibObject)?.archived?.object(forKey: "UIBackgroundColor")?.className == "UIColor")
    }
}
