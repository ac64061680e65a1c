import Foundation
import NibArchive
import Testing

@testable import NibCompiler

@Suite struct NibArchiveEncodingTests {
    @Test func numbersObjectsDepthFirstInValueOrder() throws {
        var graph = NibObjectGraph()
        let root = graph.add("NSObject")
        let first = graph.add("UIView")
        let second = graph.add("UIView")
        let child = graph.add("UILabel")
        graph.set("B", object: second, on: root)
        graph.set("A", object: first, on: root)
        graph.set("Child", object: child, on: first)
        graph.set("Back", object: root, on: child)
        let archive = NibArchiveEncoding.archive(graph, root: root)
        #expect(archive.objects.count == 4)
        let classes = archive.objects.map { archive.classNames[$0.classIndex].name }
        // root, then B (second) and its subtree, then A (first) and its child.
        #expect(classes == ["NSObject", "UIView", "UIView", "UILabel"])
        #expect(archive.values[archive.objects[2].valuesStart].content == .object(3))
        #expect(archive.keys == ["B", "A", "Child", "Back"])
    }

    @Test func sharesStringsAndEmptyArraysAndAddsFallbackClasses() throws {
        var graph = NibObjectGraph()
        let root = graph.add("NSObject")
        graph.set("X", string: "same", on: root)
        graph.set("Y", string: "same", on: root)
        graph.set("E1", object: graph.array([]), on: root)
        graph.set("E2", object: graph.array([]), on: root)
        let color = graph.add("UIColor")
        let font = graph.add("UIFont")
        graph.set("C", object: color, on: root)
        graph.set("F", object: font, on: root)
        graph.set("Big", .integer(70_000), on: root)
        let archive = NibArchiveEncoding.archive(graph, root: root)
        #expect(archive.objects.count == 5)
        #expect(archive.classNames.map(\.name) == ["NSObject", "NSString", "NSArray", "UIColor", "UIFont", "NSColor", "NSFont"])
        #expect(archive.classNames[3].fallbackClassIndices == [5])
        #expect(archive.classNames[4].fallbackClassIndices == [6])
        #expect(archive.values[archive.objects[0].valuesStart + 6].content == .int32(70_000))
        #expect(archive.coderVersion == 10 && archive.formatVersion == 1)
    }
}
