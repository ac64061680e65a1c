import Foundation
import InputFiles
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct InputFileTests {
    /// A root's own file that links out is refused without a byte of its target in the error;
    /// one that links to a file inside the root is read.
    @Test func aFileOfARootIsReadOnlyWhenItResolvesInsideTheRoot() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appendingPathComponent("Project")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("TOKEN=secret".utf8).write(to: folder.appendingPathComponent("environ"))
        try Data("included: [App]".utf8).write(to: root.appendingPathComponent("shared.yml"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent(".nibcat.yml").path, withDestinationPath: "../environ")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent(".gitignore").path, withDestinationPath: "shared.yml")
        let error = try #require(throws: InputFileError.self) {
            try InputFile.read(root.appendingPathComponent(".nibcat.yml").path, inside: root.path)
        }
        #expect(error.path == root.appendingPathComponent(".nibcat.yml").path)
        #expect(error.reason.contains("outside") && !error.reason.contains("secret"))
        #expect(try InputFile.read(root.appendingPathComponent(".gitignore").path, inside: root.path) == Data("included: [App]".utf8))
        #expect(throws: InputFileError.self) { try InputFile.read(root.appendingPathComponent("absent").path, inside: root.path) }
    }

    @Test func readsRegularFilesWhole() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let file = folder.appendingPathComponent("a.bin")
        try bytes.write(to: file)
        #expect(try InputFile.read(file.path) == bytes)
        let empty = folder.appendingPathComponent("empty")
        try Data().write(to: empty)
        #expect(try InputFile.read(empty.path).isEmpty)
        try InputFile.requireRegularFile(file.path)
    }

    /// A header is read without the rest, and a FIFO is refused without blocking.
    @Test func prefixReadsOnlyTheFirstBytesOfARegularFile() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 13) })
        let file = folder.appendingPathComponent("a.bin")
        try bytes.write(to: file)
        #expect(try InputFile.prefix(file.path, count: 16) == bytes.prefix(16))
        #expect(try InputFile.prefix(file.path, count: 20_000) == bytes)
        #expect(try InputFile.prefix(file.path, count: 0).isEmpty)
        let fifo = folder.appendingPathComponent("catalog.sqlite").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: InputFileError(path: fifo, reason: "a FIFO (named pipe), not a regular file")) {
            try InputFile.prefix(fifo, count: 16)
        }
    }

    /// A FIFO would block a reader until a writer comes; a device never ends.
    @Test func fifosDevicesAndFoldersAreRefusedInWords() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("x.xib").path
        #expect(mkfifo(fifo, 0o644) == 0)
        for (path, kind) in [(fifo, "a FIFO (named pipe)"), ("/dev/zero", "a character device"), (folder.path, "a folder")] {
            let refusal = InputFileError(path: path, reason: "\(kind), not a regular file")
            #expect(throws: refusal) { try InputFile.read(path) }
            #expect(throws: refusal) { try InputFile.requireRegularFile(path) }
        }
        let missing = folder.appendingPathComponent("missing.xib").path
        let error = #expect(throws: InputFileError.self) { try InputFile.read(missing) }
        #expect(error?.diagnostic == Diagnostic(path: missing, message: "cannot read file: no such file or directory"))
    }
}

@Suite struct FileErrorsTests {
    /// Issue 13: "The operation could not be completed. (NSCocoaErrorDomain error 512.)".
    @Test func aFolderBelowAFileNamesTheFile() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("afile").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        for target in [file + "/Out/Deep", file] {
            let error = #expect(throws: (any Error).self) {
                try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            }
            #expect(error.map(FileErrors.describe) == "\(file) is a file, not a folder")
        }
    }

    @Test func posixAndCocoaCodesAreWords() {
        #expect(FileErrors.describe(NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))) == "no space left on device")
        #expect(FileErrors.describe(CocoaError(.fileWriteVolumeReadOnly)) == "the volume is read-only")
        let wrapped = NSError(
            domain: NSCocoaErrorDomain, code: 512,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))])
        #expect(FileErrors.describe(wrapped) == "permission denied")
        #expect(!FileErrors.describe(CocoaError(CocoaError.Code(rawValue: 999))).contains("NSCocoaErrorDomain"))
    }
}

@Suite struct ParentFolderTests {
    /// Issue 30: Foundation's `deletingLastPathComponent` traps on `x`, `x/` and `.`; this answers
    /// as it does for every other path.
    @Test func answersAsFoundationWithoutTrapping() {
        let cases = [
            ("x", ""), ("x/", ""), (".", ""), ("-", ""), ("ab", ""), ("a/b", "a"), ("a/b/", "a"), ("a//b", "a"),
            ("/a", "/"), ("/", "/"), ("//a", "/"), ("/a/b/c", "/a/b"), ("", ""),
        ]
        for (path, parent) in cases {
            #expect(parentFolder(of: path) == parent, "\(path)")
        }
    }
}

@Suite struct LastPathComponentTests {
    /// The answer `URL(fileURLWithPath:).lastPathComponent` gives, without asking the file system.
    @Test func answersAsFoundation() {
        for path in ["x", "x/", "a/b", "a/b/", "a//b", "/a", "/", "/a/b/c.nib", "Out.storyboardc/", ".hidden", "a/.b"] {
            #expect(lastPathComponent(of: path) == URL(fileURLWithPath: path).lastPathComponent, "\(path)")
        }
    }
}
