import NibArchive
import NibRuntime
import Testing

@Suite struct LoadedNibTests {
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
