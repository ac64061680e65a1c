import Foundation
import NibArchive
import TestSupport
import Testing
import UIKitNib

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
