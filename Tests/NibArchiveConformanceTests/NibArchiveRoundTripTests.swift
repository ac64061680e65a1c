import Foundation
import NibArchive
import TestSupport
import Testing

/// Every NIBArchive file Xcode compiled in the shared corpus decodes and re-encodes byte for byte.
@Suite struct NibArchiveRoundTripTests {
    @Test func everyCorpusArchiveRoundTripsByteForByte() throws {
        let files = try TestPaths.corpusNIBArchives()
        #expect(files.count >= 290, "found only \(files.count) NIBArchive files in the corpus")
        var withTrailingBytes = 0
        for file in files {
            let data = try Data(contentsOf: file)
            let archive = try NibArchiveReader.read(data, path: file.path)
            #expect(archive.coderVersion == 9 || archive.coderVersion == 10)
            #expect(NibArchiveWriter.encode(archive) == data, "\(file.path) does not round-trip")
            if !archive.trailingBytes.isEmpty {
                withTrailingBytes += 1
                #expect(archive.trailingBytes == Data("LNE\0".utf8))
            }
            let graph = NibGraph(archive)
            #expect(graph.objects.count == archive.objects.count)
            #expect(
                graph.root?.value(forKey: "UINibTopLevelObjectsKey") != nil
                    || graph.root?.value(forKey: "NSObjectsKeys") != nil
                    || graph.root?.entries.isEmpty == false)
        }
        #expect(withTrailingBytes > 0)
    }
}
