import Foundation
import NibArchive
import TestSupport
import Testing
import UIKitNib

/// The typed model against every iOS nib Xcode wrote that the shared corpus holds: the metamap
/// nibs and the pairs' Xcode outputs, nested nibs included.
@Suite struct UIKitNibCorpusTests {
    static func iOSNibs() throws -> [URL] {
        let metamap = try TestPaths.corpusNIBArchives(under: "nib/ios")
        let pairs = try TestPaths.corpusNIBArchives(under: "pairs").filter { $0.path.contains("/xcode/") }
        return metamap + pairs
    }

    static func decode(_ url: URL) throws -> (graph: NibGraph, nib: UIKitNib) {
        let graph = NibGraph(try NibArchiveReader.read(contentsOf: url.path))
        return (graph, try UIKitNib(graph))
    }

    @Test func everyIOSNibDecodesStrictly() throws {
        let urls = try Self.iOSNibs()
        #expect(urls.count >= 267, "the corpus holds \(urls.count) iOS nibs")
        var kinds: [String: Int] = [:]
        var nested = 0
        for url in urls {
            let nib: UIKitNib
            do {
                nib = try Self.decode(url).nib
            } catch {
                Issue.record("\(url.path): \(error)")
                continue
            }
            var pending = [nib]
            while let next = pending.popLast() {
                for object in next.objects {
                    kinds[Self.kind(object.content), default: 0] += 1
                }
                nested += next.nestedNibs.count
                pending += next.nestedNibs.map(\.nib)
            }
            #expect(!nib.documentObjects.isEmpty, "\(url.path) lists no objects")
        }
        // Every part of the model meets real nibs, nested nibs included (prototype cells and the
        // storyboards' view nibs).
        #expect(nested >= 21)
        for kind in [
            "placeholder", "classSwapper", "connection", "segueTemplate", "accessibilityConfiguration", "keyValuePair",
            "traitStorageList", "traitStorage", "traitStorageRecord", "nestedNib", "archivedNib",
        ] {
            #expect(kinds[kind, default: 0] > 0, "no \(kind) in the corpus")
        }
    }

    @Test func decodeThenEncodeIsTheSameGraph() throws {
        for url in try Self.iOSNibs() {
            let (graph, nib) = try Self.decode(url)
            let differences = NibGraphComparison.differences(try nib.graph(), graph)
            #expect(differences.isEmpty, "\(url.path): \(differences.prefix(3))")
        }
    }

    @Test func theModelNamesWhatUIKitReads() throws {
        let url = try TestPaths.corpus("nib/ios/metamap/IncdOnboarding/ConsentCheckBox.nib")
        let nib = try Self.decode(url).nib
        let placeholders = nib.documentObjects.compactMap { index -> UIKitNib.Placeholder.Role? in
            if case .placeholder(let placeholder) = nib.objects[index].content { placeholder.role } else { nil }
        }
        #expect(placeholders == [.filesOwner, .firstResponder])
        #expect(nib.topLevelObjects == [2, 4, 6])
        guard case .classSwapper(let checkbox) = nib.objects[8].content else {
            Issue.record("#8 is \(nib.objects[8].className)")
            return
        }
        #expect(checkbox.swiftClassName == SwiftClassName(name: "IncdCheckbox", module: "IncdOnboarding"))
        #expect(checkbox.originalClassName.string == "UIButton")
        let action = try #require(nib.connections.first { $0.connection.kind == .action }?.connection)
        #expect(action.label.string == "checkBoxValueChanged")
        #expect(action.source == 8 && action.destinations == [2])
        #expect(action.eventMask.map { ControlEventNames.eventType(mask: $0) } == "valueChanged")
    }

    static func kind(_ content: UIKitNib.Content) -> String {
        switch content {
        case .root: "root"
        case .placeholder: "placeholder"
        case .classSwapper: "classSwapper"
        case .connection: "connection"
        case .segueTemplate: "segueTemplate"
        case .accessibilityConfiguration: "accessibilityConfiguration"
        case .keyValuePair: "keyValuePair"
        case .traitStorageList: "traitStorageList"
        case .traitStorage: "traitStorage"
        case .traitStorageRecord: "traitStorageRecord"
        case .nestedNib: "nestedNib"
        case .archivedNib: "archivedNib"
        case .values: "values"
        }
    }
}
