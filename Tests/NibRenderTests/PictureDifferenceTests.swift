import Foundation
import NibRender
import NibRenderTestSupport
import ResourceAssets
import Testing

/// Two versions of the example app's storyboard compared object by object.
@Suite struct PictureDifferenceTests {
    static func difference(_ old: String, _ new: String) throws -> PictureDifference {
        try DocumentRenderer.difference(
            .data(Data(old.utf8), name: "old.storyboard"), .data(Data(new.utf8), name: "new.storyboard"),
            resources: EditedStoryboard.resources)
    }

    @Test func findsExactlyTheEditsOfTheCopy() throws {
        let difference = try Self.difference(EditedStoryboard.original(), EditedStoryboard.edited())
        #expect(difference.matching == .objectID)
        let found = difference.changes.map { "\($0.kind) \($0.className) \($0.objectID)" }
        #expect(
            found.sorted() == [
                "added UILabel \(EditedStoryboard.added)", "changed UILabel \(EditedStoryboard.reworded)",
                "moved UIImageView \(EditedStoryboard.moved)", "removed BadgeView \(EditedStoryboard.removed)",
            ])
        #expect(difference.changes.allSatisfy { $0.pictureID == EditedStoryboard.homeController })
        let reworded = try #require(difference.changes.first { $0.kind == .changed })
        #expect(reworded.properties == [.init(name: "text", old: "\"Welcome back\"", new: "\"Welcome home\"")])
        #expect(reworded.description == "changed UILabel wL9-hL-2cT in HomeViewController · Home: text \"Welcome back\" → \"Welcome home\"")
        let moved = try #require(difference.changes.first { $0.kind == .moved })
        #expect(moved.properties == [.init(name: "frame", old: "146.67 147.33 100 40", new: "146.67 160 100 40")])
    }

    @Test func identicalVersionsHaveNoChanges() throws {
        let text = try EditedStoryboard.original()
        #expect(try Self.difference(text, text).changes.isEmpty)
    }

    @Test func anEmptyVersionHasEveryPictureAddedOnce() throws {
        let difference = try Self.difference("", EditedStoryboard.original())
        // One change per scene's root view: subviews come with it.
        let pictures = try DocumentRenderer.pictures(ofDocumentAt: EditedStoryboard.path, resources: EditedStoryboard.resources)
        #expect(difference.changes.map(\.objectID) == pictures.map(\.root.objectID))
        #expect(difference.changes.allSatisfy { $0.kind == .added })
        // /dev/null, the side git gives for a document it adds, is empty too and keeps the ids.
        let added = try DocumentRenderer.difference(.file("/dev/null"), .file(EditedStoryboard.path), resources: EditedStoryboard.resources)
        #expect(added.matching == .objectID)
        #expect(added.changes == difference.changes)
    }
}
