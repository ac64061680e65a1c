import CatalogStore
import DocumentSummary
import Foundation
import TestSupport
import Testing

@Suite struct ObjectOutlineTests {
    @Test func treesHoldEveryObjectUnderItsTopLevelObjectDepthFirst() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try catalog.document(matching: "SegmentView")
        let outline = ObjectOutline(document)
        #expect(outline.trees.map { $0.first?.object.id } == document.topLevelObjects)
        for tree in outline.trees {
            #expect(tree.first?.depth == 0)
            // Depth first: each object's parent is the nearest entry before it one level up.
            for (index, entry) in tree.enumerated().dropFirst() {
                let parent = tree[..<index].last { $0.depth == entry.depth - 1 }
                #expect(parent?.object.id == entry.object.parent)
            }
        }
        let reached = Set(outline.trees.joined().map(\.object.id))
        #expect(Set(outline.unreached.map(\.id)).isDisjoint(with: reached))
        #expect(reached.count + outline.unreached.count == Set(document.objects.map(\.id)).count)
        #expect(outline.unreached.contains { $0.role == "filesOwner" })
    }

    @Test func objectsAreNamedAsInterfaceBuilderNamesThem() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try catalog.document(matching: "SegmentView")
        let outline = ObjectOutline(document)
        let owner = try #require(document.objects.first { $0.role == "filesOwner" })
        #expect(outline.described(owner.id) == "\(owner.id) (File's Owner: ExampleApp.SegmentViewController)")
        let external = try #require(document.externalObjects.first)
        #expect(outline.described(external.objectId).contains("External Object \"ViewControllerManager\""))
        #expect(outline.described("sC8-gM-0kF") == "sC8-gM-0kF (UISegmentedControl)")
        #expect(outline.described("no-such-id") == "no-such-id")
    }
}
