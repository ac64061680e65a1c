import Foundation
import NibArchive
import TestSupport
import Testing

/// Broken NIBArchive files are rejected with an error naming the file: never a trap, never success.
@Suite struct MalformedNibArchiveTests {
    static let malformed = TestPaths.fixtures.appendingPathComponent("Malformed")
    static let deep = TestPaths.fixtures.appendingPathComponent("Deep")

    @Test func everyMalformedNibIsRejectedWithItsPath() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.malformed, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix("nib-") && $0.pathExtension == "nib" }
            .sorted { $0.path < $1.path }
        #expect(files.count >= 25, "found only \(files.count) malformed nib fixtures")
        for file in files {
            let size = try Data(contentsOf: file).count
            let error = #expect(throws: NibArchiveError.self, "\(file.lastPathComponent) was accepted") {
                try NibArchiveReader.read(contentsOf: file.path)
            }
            #expect(error?.path == file.path)
            if let offset = error?.offset {
                #expect((0...size).contains(offset), "\(file.lastPathComponent): offset \(offset) outside the file")
            }
        }
    }

    @Test func aLongReferenceChainDecodes() throws {
        let archive = try NibArchiveReader.read(contentsOf: Self.deep.appendingPathComponent("nib-deep-chain.nib").path)
        let graph = NibGraph(archive)
        #expect(graph.objects.count == 100_000)
        #expect(graph.object(graph.root?.value(forKey: "next"))?.index == 1)
        #expect(graph.objects.last?.entries.isEmpty == true)
    }

    @Test func aSelfReferenceCycleDecodes() throws {
        let archive = try NibArchiveReader.read(
            contentsOf: Self.deep.appendingPathComponent("nib-self-reference.nib").path)
        let graph = NibGraph(archive)
        #expect(graph.objects.count == 2)
        #expect(graph.root?.value(forKey: "self") == .object(0))
        #expect(graph.objects[1].value(forKey: "parent") == .object(0))
    }
}
