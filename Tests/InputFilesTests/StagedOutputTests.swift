import Foundation
import InputFiles
import TestSupport
import Testing

@Suite struct StagedOutputTests {
    @Test func aFileGoesOverAFileAndAFolderOverAFolder() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        try Data("new".utf8).write(to: folder.appendingPathComponent(".staged"))
        try StagedOutput.move(path(".staged"), to: path("out.nib"), previous: path(".previous"))
        #expect(try String(contentsOfFile: path("out.nib"), encoding: .utf8) == "new")

        try Data("newer".utf8).write(to: folder.appendingPathComponent(".staged"))
        try StagedOutput.move(path(".staged"), to: path("out.nib"), previous: path(".previous"))
        #expect(try String(contentsOfFile: path("out.nib"), encoding: .utf8) == "newer")

        for version in ["1", "2"] {
            try FileManager.default.createDirectory(atPath: path(".staged-folder"), withIntermediateDirectories: false)
            try Data(version.utf8).write(to: folder.appendingPathComponent(".staged-folder/Info.plist"))
            try StagedOutput.move(path(".staged-folder"), to: path("Main.storyboardc"), previous: path(".previous"))
            #expect(try String(contentsOfFile: path("Main.storyboardc/Info.plist"), encoding: .utf8) == version)
        }
        // A folder nib replacing a nib file.
        try FileManager.default.createDirectory(atPath: path(".staged-folder"), withIntermediateDirectories: false)
        try StagedOutput.move(path(".staged-folder"), to: path("out.nib"), previous: path(".previous"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("out.nib")).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Main.storyboardc", "out.nib"])
    }

    /// The new folder cannot be moved in (here it is gone): the old one is back, and the error
    /// names the destination.
    @Test func theOldFolderIsPutBackWhenTheNewOneCannotBeMovedIn() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Main.storyboardc")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
        try Data("old".utf8).write(to: output.appendingPathComponent("Info.plist"))
        let staging = folder.appendingPathComponent(".missing").path
        let error = #expect(throws: StagedOutputError.self) {
            try StagedOutput.move(staging, to: output.path, previous: folder.appendingPathComponent(".previous").path)
        }
        #expect(error?.path == output.path)
        #expect(try String(contentsOf: output.appendingPathComponent("Info.plist"), encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Main.storyboardc"])
    }

    @Test func writtenDataReplacesAFileAndLeavesNoStagingBehind() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("baseline.json").path
        try StagedOutput.write(Data("old".utf8), to: file)
        try StagedOutput.write(Data("new".utf8), to: file)
        #expect(FileManager.default.contents(atPath: file) == Data("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["baseline.json"])
        #expect(throws: StagedOutputError.self) {
            try StagedOutput.write(Data("x".utf8), to: folder.appendingPathComponent("missing/baseline.json").path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["baseline.json"])
    }
}
