import Foundation
import NibArchive
import Testing

@Suite struct NibGraphArchivingTests {
    @Test func inlineStringsAndArraysAreAnErrorNamingTheObject() throws {
        let graph = NibGraph(objects: [
            NibGraph.Object(className: "NSObject", entries: [.init(key: "child", value: .object(1))]),
            NibGraph.Object(className: "UIView", entries: [.init(key: "UIText", value: .string("keyed"))]),
        ])
        let error = try #require(throws: NibArchiveError.self) { try NibArchive(graph) }
        #expect(error.message.contains("#1") && error.message.contains("UIText"))
    }

    private static func object(_ className: String, fallbacks: [String] = [], _ entries: [(String, NibGraph.Value)] = [])
        -> NibGraph.Object
    {
        NibGraph.Object(
            className: className, fallbackClassNames: fallbacks, entries: entries.map { NibGraph.Entry(key: $0.0, value: $0.1) })
    }

    @Test func numbersObjectsDepthFirstInValueOrder() throws {
        let graph = NibGraph(objects: [
            Self.object("NSObject", [("B", .object(2)), ("A", .object(1))]),
            Self.object("UIView", [("Child", .object(3))]),
            Self.object("UIView"),
            Self.object("UILabel", [("Back", .object(0))]),
            Self.object("Unreached"),
        ])
        let archive = try NibArchive(depthFirst: graph) { $0 }
        #expect(archive.objects.count == 4)
        let classes = archive.objects.map { archive.classNames[$0.classIndex].name }
        // root, then B (object 2) and its subtree, then A (object 1) and its child.
        #expect(classes == ["NSObject", "UIView", "UIView", "UILabel"])
        #expect(archive.values[archive.objects[2].valuesStart].content == .object(3))
        #expect(archive.keys == ["B", "A", "Child", "Back"])
        // An object without values starts at value 0, as Xcode writes it.
        #expect(archive.objects[1].valueCount == 0 && archive.objects[1].valuesStart == 0)
    }

    /// Objects of one class writing their keys in other orders, or other keys: each value keeps
    /// its own key, and the key table stays in order of first use.
    @Test func keysOfOneClassInOtherOrders() throws {
        let graph = NibGraph(objects: [
            Self.object("NSObject", [("X", .object(1)), ("Y", .object(2)), ("Z", .object(3))]),
            Self.object("UIView", [("A", .integer(1)), ("B", .integer(2))]),
            Self.object("UIView", [("A", .integer(3)), ("C", .integer(4)), ("B", .integer(5))]),
            Self.object("UIView", [("B", .integer(6)), ("A", .integer(7))]),
        ])
        let archive = try NibArchive(graph)
        #expect(archive.keys == ["X", "Y", "Z", "A", "B", "C"])
        let written = archive.values.map { value -> String in
            guard case .int8(let number) = value.content else { return archive.keys[value.keyIndex] }
            return "\(archive.keys[value.keyIndex])\(number)"
        }
        #expect(written == ["X", "Y", "Z", "A1", "B2", "A3", "C4", "B5", "B6", "A7"])
    }

    @Test func anObjectStandingForAnEqualOneIsArchivedOnce() throws {
        let graph = NibGraph(objects: [
            Self.object("NSObject", [("A", .object(1)), ("B", .object(2))]),
            Self.object("NSNumber", [("NS.intval", .integer(-1))]),
            Self.object("NSNumber", [("NS.intval", .integer(-1))]),
        ])
        let archive = try NibArchive(depthFirst: graph) { $0 == 2 ? 1 : $0 }
        #expect(archive.objects.count == 2)
        #expect(archive.values.prefix(2).map(\.content) == [.object(1), .object(1)])
        // Negative integers are int64, as Xcode writes them.
        #expect(archive.values[2].content == .int64(-1))
        #expect(throws: NibArchiveError.self) { try NibArchive(depthFirst: graph) { $0 == 1 ? 2 : $0 } }
    }

    @Test func fallbackClassesNoObjectUsesFollowAllOthers() throws {
        let graph = NibGraph(objects: [
            Self.object("NSObject", [("F", .object(1)), ("C", .object(2)), ("G", .object(3))]),
            Self.object("UIFont", fallbacks: ["NSFont"]),
            Self.object("UIColor", fallbacks: ["NSColor"]),
            Self.object("_UILayoutGuide", fallbacks: ["UIView"], [("V", .object(4))]),
            Self.object("UIView"),
        ])
        let archive = try NibArchive(depthFirst: graph) { $0 }
        #expect(archive.classNames.map(\.name) == ["NSObject", "UIFont", "UIColor", "_UILayoutGuide", "UIView", "NSColor", "NSFont"])
        #expect(archive.classNames.map(\.fallbackClassIndices) == [[], [6], [5], [4], [], [], []])
        #expect(NibGraph(archive).objects.map(\.fallbackClassNames) == graph.objects.map(\.fallbackClassNames))
    }
}
