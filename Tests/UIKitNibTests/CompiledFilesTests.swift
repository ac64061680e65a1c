import Foundation
import NibArchive
import TestSupport
import Testing
import UIKitNib

@Suite struct CompiledFilesTests {
    /// A folder nib whose `runtime.nib` links to a file elsewhere: read through the link where the
    /// caller follows member links (Bazel's staged tree artifacts), refused where it does not.
    @Test func aLinkedMemberIsReadOnlyWhenMemberLinksAreFollowed() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nib = folder.appendingPathComponent("Project/Card.nib")
        try FileManager.default.createDirectory(at: nib, withIntermediateDirectories: true)
        try Data("keyed".utf8).write(to: nib.appendingPathComponent("keyedobjects.nib"))
        try Data("SECRET".utf8).write(to: folder.appendingPathComponent("shadow"))
        try FileManager.default.createSymbolicLink(
            atPath: nib.appendingPathComponent("runtime.nib").path, withDestinationPath: folder.appendingPathComponent("shadow").path)

        let followed = try CompiledFiles.load(path: nib.path)
        #expect(followed.members.map(\.path) == ["keyedobjects.nib", "runtime.nib"])
        #expect(followed["runtime.nib"] == Data("SECRET".utf8))
        let error = try #require(throws: NibArchiveError.self) { try CompiledFiles.load(path: nib.path, followingMemberLinks: false) }
        #expect(error.path == nib.path)
        #expect(error.message == "runtime.nib is a symbolic link; links in a compiled folder are not read here")
    }

    /// Only a folder of a compiled document's shape is read: a folder nib (a variant at its top),
    /// a `.storyboardc` (its name or an `Info.plist`). Any other folder is refused unread, so that
    /// `diff-nib` neither finds two folders of other things equal nor reads a whole tree.
    @Test func aFolderOfAnotherShapeIsRefusedUnread() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nested = folder.appendingPathComponent("Tree/sub")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Data("keyed".utf8).write(to: nested.appendingPathComponent("runtime.nib"))
        let error = try #require(throws: NibArchiveError.self) { try CompiledFiles.load(path: folder.appendingPathComponent("Tree").path) }
        #expect(error.path == folder.appendingPathComponent("Tree").path)
        #expect(error.message.hasPrefix("is neither a folder nib nor a .storyboardc"))
        #expect(try CompiledFiles.load(path: nested.path).members.map(\.path) == ["runtime.nib"])
        let storyboard = folder.appendingPathComponent("Main.storyboardc")
        try FileManager.default.createDirectory(at: storyboard, withIntermediateDirectories: true)
        #expect(try CompiledFiles.load(path: storyboard.path).members.isEmpty)
    }
}
