import Foundation
import NibArchive
import NibArchiveTestSupport
import TestSupport
import Testing

@Suite struct NibArchiveJSONConformanceTests {
    @Test func everyCorpusArchiveRoundTripsThroughJSON() throws {
        for file in try TestPaths.corpusNIBArchives() {
            let data = try Data(contentsOf: file)
            let archive = try NibArchiveReader.read(data, path: file.path)
            let decoded = try JSONDecoder().decode(NibArchive.self, from: try json(archive))
            #expect(decoded == archive, "\(file.lastPathComponent)")
            #expect(NibArchiveWriter.encode(decoded) == data, "\(file.lastPathComponent)")
        }
    }
}
