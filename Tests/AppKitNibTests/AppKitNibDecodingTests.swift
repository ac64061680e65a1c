import AppKitNib
import Foundation
import NibArchive
import Testing

/// How the model archives its numbers into a NIBArchive.
@Suite struct AppKitNibArchivingTests {
    /// A NIBArchive takes an integer and a whole double of one value for one number, the first
    /// met from the root, and archives flags as such; a keyed archive keeps each number.
    @Test func aNIBArchiveSharesEqualNumbersAndNamesFlags() throws {
        func number(_ key: String, _ value: NibGraph.Value) -> AppKitNib.Object {
            AppKitNib.Object(className: NibGraph.numberClass, content: .values([NibGraph.Entry(key: key, value: value)]))
        }
        // The integer, made second, is met first.
        let holder = AppKitNib.Object(
            className: "NSArray",
            content: .values(NibGraph.Entries([2, 1, 3].map { NibGraph.Entry(key: "UINibEncoderEmptyKey", value: .object($0)) })))
        let nib = AppKitNib(objects: [
            holder, number(NibGraph.numberDoubleKey, .double(11)), number(NibGraph.numberIntegerKey, .integer(11)),
            number(NibGraph.numberIntegerKey, .bool(true)),
        ])
        let graph = NibGraph(try nib.nibArchive(coderVersion: 10))
        #expect(graph.objects.count == 3)
        let members = graph.objects[0].entries.map(\.value)
        #expect(members.count == 3 && members[0] == members[1])
        #expect(graph.object(members[0])?.object.entries.map(\.value) == [.integer(11)])
        #expect(graph.object(members[2])?.object.entries.map(\.key) == [NibGraph.numberBoolKey])
        #expect(nib.graph().objects[0].entries.map(\.value) == [.object(2), .object(1), .object(3)])
    }
}

/// Shapes the model refuses, each an error naming the object by index and class.
@Suite struct AppKitNibStrictnessTests {
    static func list(_ members: [NibGraph.Value]) -> NibGraph.Object {
        NibGraph.Object(className: "NSArray", entries: [.init(key: "NS.objects", value: .array(members))])
    }

    /// Root #0, object data #1, File's Owner #2, lists #3 (objects), #4 (parents), #5 (connections),
    /// #6 (oids), #7 (empty); `extra` from #8 on.
    static func nib(connections: [Int] = [], oids: [NibGraph.Value] = [.integer(1)], extra: [NibGraph.Object] = [])
        -> NibGraph
    {
        let root = NibGraph.Object(className: "NSObject", entries: [.init(key: "IB.objectdata", value: .object(1))])
        let data = NibGraph.Object(
            className: "NSIBObjectData",
            entries: [
                .init(key: "NSRoot", value: .object(2)), .init(key: "NSVisibleWindows", value: .object(7)),
                .init(key: "NSConnections", value: .object(5)), .init(key: "NSObjectsKeys", value: .object(3)),
                .init(key: "NSObjectsValues", value: .object(4)), .init(key: "NSOidsKeys", value: .object(3)),
                .init(key: "NSOidsValues", value: .object(6)), .init(key: "NSAccessibilityConnectors", value: .object(7)),
                .init(key: "NSAccessibilityOidsKeys", value: .object(7)), .init(key: "NSAccessibilityOidsValues", value: .object(7)),
            ])
        let owner = NibGraph.Object(className: "NSCustomObject", entries: [.init(key: "NSClassName", value: .string("Owner"))])
        return NibGraph(
            objects: [
                root, data, owner, list([.object(2)]), list([.object(2)]), list(connections.map(NibGraph.Value.object)),
                list(oids), list([]),
            ] + extra)
    }

    @Test func aWellFormedHandWrittenNibDecodes() throws {
        let action = NibGraph.Object(
            className: "NSNibControlConnector",
            entries: [.init(key: "NSSource", value: .object(2)), .init(key: "NSLabel", value: .string("close:"))])
        let graph = Self.nib(connections: [8], extra: [action])
        let nib = try AppKitNib(graph)
        #expect(
            nib.connections.map(\.connection) == [
                .action(source: 2, destination: nil, label: .init(string: "close:", archived: .string("close:")))
            ])
        #expect(NibGraphComparison.differences(nib.graph(), graph).isEmpty)
    }

    @Test func anUnknownKeyOnAConnectorNamesTheConnector() throws {
        let outlet = NibGraph.Object(
            className: "NSNibOutletConnector",
            entries: [
                .init(key: "NSSource", value: .object(2)), .init(key: "NSDestination", value: .object(2)),
                .init(key: "NSLabel", value: .string("window")), .init(key: "NSTag", value: .integer(1)),
            ])
        let error = try #require(throws: AppKitNibError.self) { try AppKitNib(Self.nib(connections: [8], extra: [outlet])) }
        #expect(error.description == "#8 NSNibOutletConnector has an unexpected NSTag")
    }

    @Test func aConnectionListMemberThatIsNoConnectorIsRefused() throws {
        let error = try #require(throws: AppKitNibError.self) { try AppKitNib(Self.nib(connections: [2])) }
        #expect(error.description == "#2 NSCustomObject is in NSConnections, which holds no NSCustomObject")
    }

    @Test func objectIdsMustPairWithTheirObjects() throws {
        let error = try #require(throws: AppKitNibError.self) { try AppKitNib(Self.nib(oids: [.integer(1), .integer(2)])) }
        #expect(error.description == "#1 NSIBObjectData its NSOidsKeys and NSOidsValues differ in length")
    }

    @Test func aUIKitNibIsNotAnAppKitNib() throws {
        let graph = NibGraph(objects: [NibGraph.Object(className: "NSObject", entries: [.init(key: "UINibObjectsKey", value: .null)])])
        #expect(!AppKitNib.isAppKitNib(graph))
        let error = try #require(throws: AppKitNibError.self) { try AppKitNib(graph) }
        #expect(error.description == "#0 NSObject is not an AppKit nib's root: it holds no IB.objectdata")
    }
}
