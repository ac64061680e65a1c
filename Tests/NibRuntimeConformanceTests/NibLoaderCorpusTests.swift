import DocumentSummary
import Foundation
import NibRuntime
import TestSupport
import Testing
import UIKitNib

/// The loader on real Xcode-compiled nibs: every metamap nib (loose and inside `.storyboardc`
/// folders) loads with generic objects, and makes as many connections of each kind as the
/// archive holds, counted independently by `NibSemantics`.
@Suite struct NibLoaderCorpusTests {
    /// Every `.nib` below the metamap folder, files and folder nibs, sorted; fails when the corpus is missing.
    private func metamapNibs() throws -> [URL] {
        let root = try TestPaths.corpus("nib/ios/metamap")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "nib" {
                found.append(url)
                enumerator?.skipDescendants()
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    @Test func everyMetamapNibLoadsAndMakesEveryConnectionOfTheArchive() throws {
        let nibs = try metamapNibs()
        #expect(nibs.count >= 219, "the corpus holds 219 metamap nibs")
        var totals = (outlets: 0, collections: 0, actions: 0, gestureActions: 0)
        for url in nibs {
            let document = try CompiledNibReader.read(path: url.path).document()
            // Generic stand-ins for whatever external objects the nib declares.
            var externals: [String: AnyObject] = [:]
            for object in document.objects where object.placeholderRole == .externalObject {
                let identifier = try #require(object.placeholderIdentifier)
                externals[identifier] = NibObject(className: "External-\(identifier)")
            }
            let owner = NibObject(className: "Owner")
            let loaded = try NibLoader().load(contentsOf: url, owner: owner, externalObjects: externals)

            let expected = document.connections
            let outlets = expected.filter { $0.kind == .outlet }.count
            let actions = expected.filter { $0.kind == .action }.count
            // `NibSemantics` lists a collection once per member; the loader makes it once.
            let collectionMembers = expected.filter { $0.kind == .outletCollection }
            let made = loaded.connections
            #expect(made.filter { $0.kind == .outlet }.count == outlets, "\(url.path)")
            #expect(made.filter { $0.kind == .action }.count == actions, "\(url.path)")
            #expect(
                made.filter { $0.kind == .outletCollection }.count == Set(collectionMembers.map(\.id)).count, "\(url.path)")
            #expect(
                made.filter { $0.kind == .outletCollection }.map(\.destinations.count).reduce(0, +) == collectionMembers.count,
                "\(url.path)")

            // Every object the loader made is generic, woken once; the top-level ones are those of the document.
            let created = loaded.objects.filter { $0.role == .created }
            #expect(created.count == document.objects.filter { $0.placeholderRole == nil }.count, "\(url.path)")
            #expect(created.allSatisfy { ($0.instance as? NibObject)?.awakeCount == 1 }, "\(url.path)")
            #expect(
                loaded.topLevelIndices.map { "#\($0)" } == document.objects.filter(\.isTopLevel).map(\.id), "\(url.path)")
            totals.outlets += outlets
            totals.collections += Set(collectionMembers.map(\.id)).count
            totals.actions += actions
            totals.gestureActions += made.filter { $0.kind == .action && $0.events == [] }.count
        }
        // The corpus's own counts (`../shared/reference/ios-nib-keys-metamap.txt`).
        #expect(totals.outlets == 1169)
        #expect(totals.collections == 17)
        #expect(totals.actions == 160)
        // Gesture recognizers' actions carry no UIEventMask (160 actions, 151 masks).
        #expect(totals.gestureActions == 9)
    }
}
