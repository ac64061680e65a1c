import Foundation
import NibArchive
import TestSupport
import Testing

/// `encode` from the command line never replaces a folder that is not a folder nib.
@Suite struct DumpCommandTests {
    @Test func encodeRefusesToReplaceAFolderSayingWhy() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nib = TestPaths.fixtures.appendingPathComponent("Deep/nib-self-reference.nib").path
        let dump = try NibcatProcess.run(["dump", "--raw", "--json", nib], in: folder)
        try Data(dump.stdout.utf8).write(to: folder.appendingPathComponent("raw.json"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Build"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: folder.appendingPathComponent("Build/keep.txt"))
        let result = try NibcatProcess.run(["encode", "raw.json", "-o", "Build"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("Build: error: cannot write output: a folder is there that is not a folder nib"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Build").path) == ["keep.txt"])
    }
}

@Suite struct DumpHostileGraphTests {
    @Test func treeOfADeepChainPrintsEveryObjectOnce() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let chain = TestPaths.fixtures.appendingPathComponent("Deep/nib-deep-chain.nib").path
        let result = try NibcatProcess.run(["dump", chain], in: folder)
        #expect(result.status == 0)
        let objectLines = result.stdout.split(separator: "\n").filter { $0.contains("#") && !$0.contains("→") }
        #expect(objectLines.count >= 100_000)
        let loop = TestPaths.fixtures.appendingPathComponent("Deep/nib-self-reference.nib").path
        let looped = try NibcatProcess.run(["dump", loop], in: folder)
        #expect(looped.status == 0)
        #expect(looped.stdout.contains("→ #"))
    }
}

@Suite struct ShowDeepHierarchyTests {
    /// A nib whose views each hold the next as their content view, `depth` deep.
    static func chainNib(depth: Int) -> Data {
        let views = 3..<(3 + depth)
        var objects: [NibArchive.Object] = []
        var values: [NibArchive.Value] = []
        func add(_ classIndex: Int, _ contents: [(Int, NibArchive.Content)]) {
            objects.append(.init(classIndex: classIndex, valuesStart: values.count, valueCount: contents.count))
            values += contents.map { NibArchive.Value(keyIndex: $0.0, content: $0.1) }
        }
        // keys: 0 top level, 1 objects, 2 array member, 3 content view, 4 inlined
        add(0, [(0, .object(1)), (1, .object(2))])
        add(1, [(4, .bool(true)), (2, .object(UInt32(views.lowerBound)))])
        add(1, [(4, .bool(true))] + views.map { (2, .object(UInt32($0))) })
        for view in views {
            add(2, view + 1 < views.upperBound ? [(3, .object(UInt32(view + 1)))] : [])
        }
        return NibArchiveWriter.encode(
            NibArchive(
                objects: objects,
                keys: ["UINibTopLevelObjectsKey", "UINibObjectsKey", "UINibEncoderEmptyKey", "UIContentView", "NSInlinedValue"],
                values: values, classNames: [.init(name: "NSObject"), .init(name: "NSArray"), .init(name: "UIView")]))
    }

    @Test func showPrintsA20000DeepHierarchy() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tree"), withIntermediateDirectories: true)
        try Self.chainNib(depth: 20_000).write(to: folder.appendingPathComponent("tree/Chain.nib"))
        #expect(try NibcatProcess.run(["index", "tree"], in: folder).status == 0)
        let shown = try NibcatProcess.run(["show", "Chain"], in: folder)
        #expect(shown.status == 0, "\(shown.stderr)")
        let lines = shown.stdout.split(separator: "\n")
        #expect(lines.filter { $0.contains("UIView <UIView>") }.count == 20_000)
        #expect(lines.map(\.count).max() ?? 0 < 200)
    }
}
