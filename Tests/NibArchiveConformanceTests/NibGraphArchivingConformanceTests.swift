import Foundation
import NibArchive
import TestSupport
import Testing

@Suite struct NibGraphArchivingConformanceTests {
    /// The tables of a graph hold the same graph: object for object, value for value.
    @Test func aCorpusGraphArchivesToItsOwnTables() throws {
        for url in try TestPaths.corpusNIBArchives().prefix(40) {
            let graph = NibGraph(try NibArchiveReader.read(contentsOf: url.path))
            let archive = try NibArchive(graph)
            #expect(NibGraph(try NibArchiveReader.read(NibArchiveWriter.encode(archive), path: url.path)) == graph, "\(url.path)")
        }
    }
}
