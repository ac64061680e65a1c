import Foundation
import InputFiles
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct StagingFoldersTests {
    @Test func stagingLeftOversOfDeadProcessesAreRemovedAndLiveOnesKept() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dead = try HostileInputs.exitedProcessID()
        let live = getppid()
        for name in [".Card.nib.nibcat-\(dead)-1", ".Main.storyboardc.nibcat-\(live)-1", ".unrelated", "visible.nibcat-\(dead)-1"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        StagingFolders.removeAbandoned(in: folder.path) { name in
            name.range(of: ".nibcat-").flatMap { pid_t(name[$0.upperBound...].prefix { $0.isNumber }) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            == [".Main.storyboardc.nibcat-\(live)-1", ".unrelated", "visible.nibcat-\(dead)-1"])
    }
}
