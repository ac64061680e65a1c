import Foundation
import NibRender
import ResourceAssets
import TestSupport
import Testing

/// Two versions of a real storyboard compared object by object.
@Suite struct PictureDifferenceTests {
    static let resources = ProjectResources.scan(root: ProjectResources.root(around: EditedStoryboard.path))

    static func difference(_ old: String, _ new: String) throws -> PictureDifference {
        try DocumentRenderer.difference(
            .data(Data(old.utf8), name: "old.storyboard"), .data(Data(new.utf8), name: "new.storyboard"), resources: resources)
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

    /// A storyboard against Xcode's `.storyboardc` of it (matched by position): each scene is
    /// compared with itself, by its controller id, though the navigation controller's scene has
    /// no view nib and the compiled scenes come in another order.
    @Test func scenesOfASourceAndItsCompiledStoryboardAreMatchedByController() throws {
        let pair = try TestPaths.corpus("pairs/aws-sdk-ios-0fb4fe8-AWSUserPools.storyboard")
        let difference = try DocumentRenderer.difference(
            .file(pair.appendingPathComponent("source/AWSUserPools.storyboard").path),
            .file(pair.appendingPathComponent("xcode/AWSUserPools.storyboardc").path), resources: Self.resources)
        #expect(difference.matching == .position)
        #expect(!difference.changes.contains { $0.properties.contains { $0.name == "class" } })
        // The navigation controller (SfA-Z0-41u), drawn as its bar, is only in the source.
        let removed = difference.changes.filter { $0.kind == .removed }.map(\.pictureID)
        #expect(removed == ["SfA-Z0-41u"])
    }

    @Test func identicalVersionsHaveNoChanges() throws {
        let text = try EditedStoryboard.original()
        #expect(try Self.difference(text, text).changes.isEmpty)
    }

    @Test func anEmptyVersionHasEveryPictureAddedOnce() throws {
        let difference = try Self.difference("", EditedStoryboard.original())
        // One change per scene's root view: subviews come with it.
        let pictures = try DocumentRenderer.pictures(ofDocumentAt: EditedStoryboard.path, resources: Self.resources)
        #expect(difference.changes.map(\.objectID) == pictures.map(\.root.objectID))
        #expect(difference.changes.allSatisfy { $0.kind == .added })
        // /dev/null, the side git gives for a document it adds, is empty too and keeps the ids.
        let added = try DocumentRenderer.difference(.file("/dev/null"), .file(EditedStoryboard.path), resources: Self.resources)
        #expect(added.matching == .objectID)
        #expect(added.changes == difference.changes)
    }

    @Test func compiledNibsAreMatchedByPosition() throws {
        // Xcode's nib of a corpus pair, against the same nib with one label's text changed.
        let pair = try TestPaths.corpus("pairs")
        let nib = try #require(
            try FileManager.default.contentsOfDirectory(atPath: pair.path).sorted().lazy.compactMap { name -> String? in
                let xcode = pair.appendingPathComponent(name + "/xcode")
                let nibs = (try? FileManager.default.contentsOfDirectory(atPath: xcode.path)) ?? []
                return nibs.sorted().first { $0.hasSuffix(".nib") }.map { xcode.appendingPathComponent($0).path }
            }.first { path in
                ((try? DocumentRenderer.pictures(ofDocumentAt: path, resources: Self.resources)) ?? [])
                    .contains { $0.root.allViews.contains { $0.kind == .label && $0.text != nil } }
            })
        let old = try DocumentRenderer.pictures(ofDocumentAt: nib, resources: Self.resources)
        let difference = try DocumentRenderer.difference(.file(nib), .file(nib), resources: Self.resources)
        #expect(difference.matching == .position)
        #expect(difference.changes.isEmpty)
        var new = old
        let index = try #require(new.firstIndex { $0.root.allViews.contains { $0.kind == .label && $0.text != nil } })
        func reword(_ view: inout RenderedView) -> String? {
            if view.kind == .label, view.text != nil {
                view.text?.string = "Reworded"
                return view.objectID
            }
            for position in view.children.indices {
                if let id = reword(&view.children[position]) { return id }
            }
            return nil
        }
        let reworded = try #require(reword(&new[index].root))
        let changes = PictureDifference(old: old, new: new, matching: .position).changes
        #expect(changes.map { "\($0.kind) \($0.objectID) \($0.properties.map(\.name))" } == ["changed \(reworded) [\"text\"]"])
    }
}
