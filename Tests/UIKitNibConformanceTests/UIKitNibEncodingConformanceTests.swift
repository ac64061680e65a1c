import Foundation
import NibArchive
import TestSupport
import Testing
import UIKitNib

/// The model of a nib Xcode wrote encodes an edit to one of its typed fields, and nothing else moves.
@Suite struct UIKitNibEncodingConformanceTests {
    @Test func anEditedModelEncodesTheEdit() throws {
        let url = try TestPaths.corpus("nib/ios/metamap/IncdOnboarding/ConsentCheckBox.nib")
        var (graph, nib) = try UIKitNibCorpusTests.decode(url)
        let (index, action) = try #require(nib.connections.first { $0.connection.kind == .action })
        var edited = action
        edited.eventMask = 1 << 6
        nib.objects[index].content = .connection(edited)
        let differences = NibGraphComparison.differences(try nib.graph(), graph)
        #expect(differences.count == 1)
        #expect(differences.first?.path.hasSuffix("UIRuntimeEventConnection.UIEventMask") == true)
        graph = try nib.graph()
        #expect(try UIKitNib(graph).connections.first { $0.connection.kind == .action }?.connection.eventMask == 1 << 6)
    }
}
