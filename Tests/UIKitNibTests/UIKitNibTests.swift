import Foundation
import NibArchive
import Testing
import TestSupport
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

    @Test func anEditedModelEncodesTheEdit() throws {
        let url = try TestPaths.corpus("nib/ios/metamap/IncdOnboarding/ConsentCheckBox.nib")
        var (graph, nib) = try Self.decode(url)
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

/// Shapes the model refuses, each an error naming the object by index and class.
@Suite struct UIKitNibStrictnessTests {
    static func string(_ text: String) -> NibGraph.Object {
        NibGraph.Object(className: "NSString", entries: [.init(key: "NS.bytes", value: .data(Data(text.utf8)))])
    }

    static func list(_ members: [Int]) -> NibGraph.Object {
        NibGraph.Object(
            className: "NSArray",
            entries: [.init(key: "NSInlinedValue", value: .bool(true))]
                + members.map { .init(key: "UINibEncoderEmptyKey", value: .object($0)) })
    }

    /// Root #0, lists #1 (objects), #2 (top level), #3 (connections); `objects` from #4 on.
    static func nib(_ objects: [NibGraph.Object], documentObjects: [Int], connections: [Int] = []) -> NibGraph {
        let root = NibGraph.Object(
            className: "NSObject",
            entries: [
                .init(key: UIKitNibKey.objects, value: .object(1)), .init(key: UIKitNibKey.topLevelObjects, value: .object(2)),
                .init(key: UIKitNibKey.connections, value: .object(3)),
            ])
        return NibGraph(objects: [root, list(documentObjects), list(documentObjects), list(connections)] + objects)
    }

    static func error(_ graph: NibGraph) throws -> UIKitNibError {
        try #require(throws: UIKitNibError.self) { try UIKitNib(graph) }
    }

    @Test func aWellFormedHandWrittenNibDecodes() throws {
        let graph = Self.nib(
            [
                NibGraph.Object(className: "UIProxyObject", entries: [.init(key: "UIProxiedObjectIdentifier", value: .object(5))]),
                Self.string("IBFilesOwner"), NibGraph.Object(className: "UIView"),
                NibGraph.Object(
                    className: "UIRuntimeOutletConnection",
                    entries: [
                        .init(key: "UILabel", value: .object(8)), .init(key: "UISource", value: .object(4)),
                        .init(key: "UIDestination", value: .object(6)),
                    ]),
                Self.string("view"),
            ],
            documentObjects: [4, 6], connections: [7])
        let nib = try UIKitNib(graph)
        #expect(nib.connections.map(\.connection.label.string) == ["view"])
        #expect(NibGraphComparison.differences(try nib.graph(), graph).isEmpty)
    }

    @Test func anUnknownKeyOnAConnectionNamesTheConnection() throws {
        let graph = Self.nib(
            [
                NibGraph.Object(className: "UIView"),
                NibGraph.Object(
                    className: "UIRuntimeOutletConnection",
                    entries: [
                        .init(key: "UILabel", value: .object(6)), .init(key: "UISource", value: .object(4)),
                        .init(key: "UIDestination", value: .object(4)), .init(key: "UIEventMask", value: .integer(64)),
                    ]),
                Self.string("view"),
            ],
            documentObjects: [4], connections: [5])
        let error = try Self.error(graph)
        #expect(error == UIKitNibError(index: 5, className: "UIRuntimeOutletConnection", problem: .unexpectedKey("UIEventMask")))
        #expect(error.description == "#5 UIRuntimeOutletConnection has an unexpected UIEventMask")
    }

    @Test func aConnectionListHoldingAViewIsRefused() throws {
        let error = try Self.error(Self.nib([NibGraph.Object(className: "UIView")], documentObjects: [4], connections: [4]))
        #expect(error.index == 4 && error.className == "UIView")
        #expect(error.problem == .unexpectedMember(list: UIKitNibKey.connections))
    }

    @Test func aPlaceholderWithoutAnIdentifierAndARootOfAnotherKindAreRefused() throws {
        let placeholder = try Self.error(Self.nib([NibGraph.Object(className: "UIProxyObject")], documentObjects: [4]))
        #expect(placeholder.problem == .missingKey(UIKitNibKey.proxiedObjectIdentifier))
        #expect(placeholder.index == 4)
        let root = try Self.error(NibGraph(objects: [Self.string("not a nib")]))
        #expect(root.index == 0 && root.className == "NSString")
        let unknownRootKey = try Self.error(
            NibGraph(objects: [NibGraph.Object(className: "NSObject", entries: [.init(key: "Other", value: .integer(1))])]))
        #expect(unknownRootKey.problem == .unexpectedKey("Other"))
        #expect(try Self.error(NibGraph(objects: [])).problem == .notAUIKitNib("the archive holds no objects"))
    }

    @Test func aListThatIsNoCollectionIsRefused() throws {
        var graph = Self.nib([NibGraph.Object(className: "UIView")], documentObjects: [4])
        graph.objects[1] = NibGraph.Object(className: "NSArray", entries: [.init(key: "UINibEncoderEmptyKey", value: .object(4))])
        #expect(try Self.error(graph).problem == .wrongValue(key: UIKitNibKey.objects, expected: "a list"))
    }

    /// A nested nib that is not a NIBArchive, and nibs nested past the limit, name the `UINib`.
    @Test func nestedNibsAreDecodedAndBounded() throws {
        func nesting(_ inner: NibGraph) throws -> NibGraph {
            let bytes = NibArchiveWriter.encode(try NibArchive(inner))
            return Self.nib(
                [
                    NibGraph.Object(className: "UINib", entries: [.init(key: "archiveData", value: .object(5))]),
                    NibGraph.Object(className: "NSData", entries: [.init(key: "NS.bytes", value: .data(bytes))]),
                ],
                documentObjects: [4])
        }
        let innermost = Self.nib([NibGraph.Object(className: "UIView")], documentObjects: [4])
        var graph = innermost
        for _ in 0..<UIKitNib.maximumNesting {
            graph = try nesting(graph)
        }
        let nib = try UIKitNib(graph)
        #expect(nib.nestedNibs.map(\.index) == [4])
        #expect(NibGraphComparison.differences(try nib.graph(), graph).isEmpty)
        let tooDeep = try Self.error(try nesting(graph))
        #expect(tooDeep.enclosing.count == UIKitNib.maximumNesting)
        #expect(tooDeep.className == "UINib")

        var garbage = try nesting(innermost)
        garbage.objects[5] = NibGraph.Object(className: "NSData", entries: [.init(key: "NS.bytes", value: .data(Data("NIBArchive".utf8)))])
        let refused = try Self.error(garbage)
        #expect(refused.index == 4 && refused.className == "UINib")
        // Left archived, the bytes are not read: only the UINib's own shape is checked, and the
        // bytes encode back as they were.
        let leftArchived = try UIKitNib(garbage, nestedNibs: .leftArchived)
        #expect(leftArchived.nestedNibs.isEmpty)
        #expect(NibGraphComparison.differences(try leftArchived.graph(), garbage).isEmpty)
    }
}
