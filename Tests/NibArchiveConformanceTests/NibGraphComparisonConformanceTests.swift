import Foundation
import NibArchive
import TestSupport
import Testing

/// `NibGraphComparison` on the corpus's nibs: each equals itself and its reshuffled tables, and
/// a change to a real nib is found once.
@Suite struct NibGraphComparisonConformanceTests {
    /// On a real nib: a removed value and a changed class are each exactly one difference.
    @Test func changesToARealNibAreFoundOnce() throws {
        let file = try TestPaths.corpus("pairs/SwiftMessages-9.0.1-CardView.xib/xcode/CardView.nib")
        let graph = NibGraph(try NibArchiveReader.read(Data(contentsOf: file), path: file.path))
        let opaque = try #require(graph.objects.firstIndex { $0.value(forKey: "UIOpaque") != nil })
        var removed = graph
        removed.objects[opaque].entries = NibGraph.Entries(graph.objects[opaque].entries.filter { $0.key != "UIOpaque" })
        let found = NibGraphComparison.differences(graph, removed)
        #expect(found.count == 1)
        #expect(found.first?.kind == .onlyInA)
        #expect(found.first?.path.hasSuffix(".UIOpaque") == true)
        #expect(found.first?.a == "true")

        let label = try #require(graph.objects.firstIndex { $0.className == "UILabel" })
        var reclassed = graph
        reclassed.objects[label].className = "UITextView"
        let classes = NibGraphComparison.differences(graph, reclassed)
        #expect(classes.count == 1)
        #expect(classes.first.map { [$0.kind.rawValue, $0.a, $0.b] } == ["class", "UILabel", "UITextView"])
    }

    /// The archive with other tables for the same graph: objects after the root in reverse order,
    /// keys and classes reversed, each object's values sorted by key backwards (values under one key
    /// keep their order), integers one width wider, and the other coder version.
    static func reshuffled(_ archive: NibArchive) -> NibArchive {
        let order = [0] + Array((1..<archive.objects.count).reversed())
        var newIndex = [Int](repeating: 0, count: order.count)
        for (new, old) in order.enumerated() {
            newIndex[old] = new
        }
        let lastKey = archive.keys.count - 1
        let lastClass = archive.classNames.count - 1
        var objects: [NibArchive.Object] = []
        var values: [NibArchive.Value] = []
        for old in order {
            let object = archive.objects[old]
            let own = archive.values[object.valuesStart..<object.valuesStart + object.valueCount]
            let sorted = own.enumerated().sorted { left, right in
                let (keyA, keyB) = (archive.keys[left.element.keyIndex], archive.keys[right.element.keyIndex])
                return keyA != keyB ? keyA > keyB : left.offset < right.offset
            }
            objects.append(
                NibArchive.Object(
                    classIndex: lastClass - object.classIndex, valuesStart: values.count, valueCount: object.valueCount))
            for (_, value) in sorted {
                let content: NibArchive.Content
                switch value.content {
                case .int8(let number): content = .int16(Int16(number))
                case .int16(let number): content = .int32(Int32(number))
                case .int32(let number): content = .int64(Int64(number))
                case .object(let index): content = .object(UInt32(newIndex[Int(index)]))
                default: content = value.content
                }
                values.append(NibArchive.Value(keyIndex: lastKey - value.keyIndex, content: content))
            }
        }
        let classNames = archive.classNames.reversed().map { className in
            NibArchive.ClassName(
                name: className.name, fallbackClassIndices: className.fallbackClassIndices.map { Int32(lastClass) - $0 })
        }
        return NibArchive(
            formatVersion: archive.formatVersion, coderVersion: archive.coderVersion == 10 ? 9 : 10, objects: objects,
            keys: archive.keys.reversed(), values: values, classNames: classNames)
    }

    @Test func everyCorpusNibEqualsItselfAndItsReshuffledTables() throws {
        let files = try TestPaths.corpusNIBArchives()
        #expect(files.count >= 290)
        for file in files {
            let data = try Data(contentsOf: file)
            let archive = try NibArchiveReader.read(data, path: file.path)
            let graph = NibGraph(archive)
            #expect(NibGraphComparison.differences(graph, graph).isEmpty, "\(file.path)")
            let reshuffledBytes = NibArchiveWriter.encode(Self.reshuffled(archive))
            #expect(reshuffledBytes != data || archive.objects.count < 2, "\(file.path): nothing was reshuffled")
            let reread = NibGraph(try NibArchiveReader.read(reshuffledBytes, path: file.path))
            let found = NibGraphComparison.differences(graph, reread)
            #expect(found.isEmpty, "\(file.path): \(found.prefix(3).map(\.description))")
        }
    }

    @Test func everyPairsXcodeNibEqualsItselfNestedNibsIncluded() throws {
        let pairs = try TestPaths.corpus("pairs")
        let enumerator = FileManager.default.enumerator(at: pairs, includingPropertiesForKeys: nil)
        var nibs = 0
        var nested = 0
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "nib", url.path.contains("/xcode/") else { continue }
            // A folder nib's objects-*.nib and runtime.nib are walked as files of their own.
            guard (try url.resourceValues(forKeys: [.isDirectoryKey])).isDirectory != true else { continue }
            let data = try Data(contentsOf: url)
            let archive = try NibArchiveReader.read(data, path: url.path)
            let graph = NibGraph(archive)
            #expect(NibGraphComparison.differences(graph, graph).isEmpty, "\(url.path)")
            let reread = NibGraph(try NibArchiveReader.read(NibArchiveWriter.encode(Self.reshuffled(archive)), path: url.path))
            #expect(NibGraphComparison.differences(graph, reread).isEmpty, "\(url.path)")
            nibs += 1
            nested += archive.keys.contains("archiveData") ? 1 : 0
        }
        #expect(nibs >= 40)
        #expect(nested > 0, "the pairs hold prototype cells' nested nibs")
    }
}
