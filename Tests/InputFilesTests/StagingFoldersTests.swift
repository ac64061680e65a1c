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
    /// Only entries named as the tool names its staging entries, of processes that are gone, are
    /// removed; a live process's are kept, and so is every look-alike a user may have made (the
    /// earlier schemes' `.sales.report-2023`, `.X.nibcat-N-M` and `.1.0.partial-N` were removed).
    @Test func stagingLeftOversOfDeadProcessesAreRemovedAndEverythingElseKept() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dead = try HostileInputs.exitedProcessID()
        let live = getppid()
        let abandoned = [".Card.nib.nibcat-staging-\(dead)-1", ".site.nibcat-staging-\(dead)-0.previous"]
        let kept = [
            ".Main.storyboardc.nibcat-staging-\(live)-1", ".unrelated", "visible.nibcat-staging-\(dead)-1", ".sales.report-\(dead)",
            ".Card.nib.nibcat-\(dead)-1", ".1.0.partial-\(dead)", ".nibcat-staging-\(dead)-1", ".x.nibcat-staging-\(dead)-1.bak",
        ]
        for name in abandoned + kept {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        StagingFolders.removeAbandoned(in: folder.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == kept.sorted())
    }

    @Test func aStagingNameNamesThisProcess() {
        let name = StagingFolders.name(for: "Main.storyboardc", sequence: 7)
        #expect(name == ".Main.storyboardc.nibcat-staging-\(getpid())-7")
        #expect(StagingFolders.owner(of: name) == getpid())
        #expect(StagingFolders.owner(of: name + StagingFolders.previousSuffix) == getpid())
        #expect(StagingFolders.owner(of: ".a.nibcat-staging-99999999999-1") == nil)
    }
}
