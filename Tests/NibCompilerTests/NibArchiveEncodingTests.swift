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

    @Test func equalNumbersAreOneObjectWrittenAsTheFirstMet() throws {
        var graph = NibObjectGraph()
        let root = graph.add("NSObject")
        let flag = graph.number(false)
        let zero = graph.number(0.0)
        let thirty = graph.number(30.0)
        let alsoThirty = graph.number(30.0)
        graph.set("A", object: flag, on: root)
        graph.set("B", object: zero, on: root)
        graph.set("C", object: thirty, on: root)
        graph.set("D", object: alsoThirty, on: root)
        let archive = NibArchiveEncoding.archive(graph, root: root)
        // @NO and @0.0 are equal numbers: one object, the integer met first.
        #expect(archive.objects.count == 3)
        let rootValues = archive.values[archive.objects[0].valuesStart..<archive.objects[0].valuesStart + 4].map(\.content)
        #expect(rootValues == [.object(1), .object(1), .object(2), .object(2)])
        #expect(archive.values[archive.objects[1].valuesStart].content == .int8(0))
    }

    /// The sharing key was the number as a `Double`: integers above 2^53 that differ collided and
    /// the second was archived with the first's value.
    @Test func largeIntegersThatDifferAreNotShared() throws {
        var graph = NibObjectGraph()
        let root = graph.add("NSObject")
        let large: Int64 = 1 << 53
        let integer = graph.number(large)
        let nextInteger = graph.number(large + 1)
        let double = graph.number(Double(large))
        graph.set("A", object: integer, on: root)
        graph.set("B", object: nextInteger, on: root)
        graph.set("C", object: double, on: root)
        let archive = NibArchiveEncoding.archive(graph, root: root)
        let rootValues = archive.values[archive.objects[0].valuesStart..<archive.objects[0].valuesStart + 3].map(\.content)
        // 2^53 as an integer and as a double are equal numbers and stay one object.
        #expect(rootValues == [.object(1), .object(2), .object(1)])
        #expect(archive.values[archive.objects[1].valuesStart].content == .int64(large))
        #expect(archive.values[archive.objects[2].valuesStart].content == .int64(large + 1))
    }

    @Test func equalColorsAreSharedButDynamicTypeFontsAreNot() throws {
        var graph = NibObjectGraph()
        let root = graph.add("NSObject")
        for key in ["A", "B"] {
            let color = graph.add("UIColor")
            graph.set("UIWhite", .float32(1), on: color)
            graph.set(key, object: color, on: root)
        }
        for key in ["C", "D"] {
            let font = graph.add("UIFont")
            graph.set("UIIBTextStyle", string: "UICTFontTextStyleBody", on: font)
            graph.set(key, object: font, on: root)
        }
        let archive = NibArchiveEncoding.archive(graph, root: root)
        let classes = archive.objects.map { archive.classNames[$0.classIndex].name }
        #expect(classes.filter { $0 == "UIColor" }.count == 1)
        #expect(classes.filter { $0 == "UIFont" }.count == 2)
    }
}
