import Foundation
import NibArchive
import TestSupport
import Testing

@Suite struct GraphArchivingTests {
    /// The tables of a graph hold the same graph: object for object, value for value.
    @Test func aCorpusGraphArchivesToItsOwnTables() throws {
        for url in try TestPaths.corpusNIBArchives().prefix(40) {
            let graph = NibGraph(try NibArchiveReader.read(contentsOf: url.path))
            let archive = try NibArchive(graph)
            #expect(NibGraph(try NibArchiveReader.read(NibArchiveWriter.encode(archive), path: url.path)) == graph, "\(url.path)")
        }
    }

    @Test func inlineStringsAndArraysAreAnErrorNamingTheObject() throws {
        let graph = NibGraph(objects: [
            NibGraph.Object(className: "NSObject", entries: [.init(key: "child", value: .object(1))]),
            NibGraph.Object(className: "UIView", entries: [.init(key: "UIText", value: .string("keyed"))]),
        ])
        let error = try #require(throws: NibArchiveError.self) { try NibArchive(graph) }
        #expect(error.message.contains("#1") && error.message.contains("UIText"))
    }
}
