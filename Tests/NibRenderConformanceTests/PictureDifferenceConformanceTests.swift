import Foundation
import NibRender
import NibRenderTestSupport
import ResourceAssets
import TestSupport
import Testing

/// Documents of the corpus compared object by object: a storyboard against Xcode's compiled
/// storyboard of it, and an Xcode nib against an edit of it.
@Suite struct PictureDifferenceConformanceTests {
    /// A storyboard against Xcode's `.storyboardc` of it (matched by position): each scene is
    /// compared with itself, by its controller id, though the navigation controller's scene has
    /// no view nib and the compiled scenes come in another order.
    @Test func scenesOfASourceAndItsCompiledStoryboardAreMatchedByController() throws {
        let pair = try TestPaths.corpus("pairs/aws-sdk-ios-0fb4fe8-AWSUserPools.storyboard")
        let difference = try DocumentRenderer.difference(
            .file(pair.appendingPathComponent("source/AWSUserPools.storyboard").path),
            .file(pair.appendingPathComponent("xcode/AWSUserPools.storyboardc").path), resources: EditedStoryboard.resources)
        #expect(difference.matching == .position)
        #expect(!difference.changes.contains { $0.properties.contains { $0.name == "class" } })
        // The navigation controller (SfA-Z0-41u), drawn as its bar, is only in the source.
        let removed = difference.changes.filter { $0.kind == .removed }.map(\.pictureID)
        #expect(removed == ["SfA-Z0-41u"])
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
                ((try? DocumentRenderer.pictures(ofDocumentAt: path, resources: EditedStoryboard.resources)) ?? [])
                    .contains { $0.root.allViews.contains { $0.kind == .label && $0.text != nil } }
            })
        let old = try DocumentRenderer.pictures(ofDocumentAt: nib, resources: EditedStoryboard.resources)
        let difference = try DocumentRenderer.difference(.file(nib), .file(nib), resources: EditedStoryboard.resources)
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
