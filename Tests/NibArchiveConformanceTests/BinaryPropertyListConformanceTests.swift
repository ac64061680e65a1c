import Foundation
import NibArchive
import NibArchiveTestSupport
import TestSupport
import Testing

/// The `bplist00` reader cut short, hand-built files and a real keyed nib of the corpus alike, and
/// every byte of the real one corrupted.
@Suite struct BinaryPropertyListConformanceTests {
    @Test func everyTruncationIsRejected() throws {
        let handBuilt = HandBuiltPropertyLists.bplist(
            [HandBuiltPropertyLists.array(Array(1...HandBuiltPropertyLists.samples.count))] + HandBuiltPropertyLists.samples.map(\.0))
        let real = try Data(contentsOf: TestPaths.corpus("nib/keyed/MainWindow.nib"))
        for data in [handBuilt, real] {
            #expect(throws: Never.self) { try BinaryPropertyListReader.read(data, path: "whole") }
            for length in 0..<data.count {
                let error = #expect(throws: NibArchiveError.self, "accepted the first \(length) bytes") {
                    try BinaryPropertyListReader.read(data.prefix(length), path: "cut-\(length)")
                }
                #expect(error?.path == "cut-\(length)")
            }
        }
    }

    @Test func corruptingAnyByteOfARealArchiveNeverTraps() throws {
        let real = try Data(contentsOf: TestPaths.corpus("nib/keyed/MainWindow.nib"))
        var rejected = 0
        for offset in real.indices {
            for replacement: UInt8 in [0x00, 0x0F, 0x5F, 0x7F, 0xAF, 0xDF, 0xFF, real[offset] ^ 0x01] {
                var corrupt = real
                corrupt[offset] = replacement
                do {
                    _ = try KeyedArchiveReader.read(corrupt, path: "corrupt")
                } catch {
                    #expect(error.path == "corrupt")
                    rejected += 1
                }
            }
        }
        #expect(rejected > real.count)
    }
}
