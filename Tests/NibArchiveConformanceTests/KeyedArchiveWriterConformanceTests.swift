import Foundation
import NibArchive
import TestSupport
import Testing

/// Xcode's keyed nibs of the corpus read, written and read again give the same graph.
@Suite struct KeyedArchiveWriterConformanceTests {
    /// Every NSKeyedArchiver file of the corpus, sorted by path.
    static func keyedArchives() throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: try TestPaths.corpus(), includingPropertiesForKeys: [.isRegularFileKey])
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "nib", (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                let data = try? Data(contentsOf: url), BinaryPropertyListReader.hasMagic(data),
                case .string("NSKeyedArchiver")? = (try? BinaryPropertyListReader.read(data, path: url.path))?["$archiver"]
            else { continue }
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }

    @Test func everyKeyedNibOfTheCorpusWritesBackToTheSameGraph() throws {
        let files = try Self.keyedArchives()
        #expect(files.count >= 118)
        for url in files {
            let graph = try KeyedArchiveReader.read(try Data(contentsOf: url), path: url.path)
            let written = try KeyedArchiveWriter.encode(graph)
            let again = try KeyedArchiveReader.read(written, path: url.path)
            #expect(NibGraphComparison.differences(again, graph).isEmpty, "\(url.path)")
            #expect(try BinaryPropertyListReader.read(written, path: url.path)["$version"] == .integer(100_000))
        }
    }
}
