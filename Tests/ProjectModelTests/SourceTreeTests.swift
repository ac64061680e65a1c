import Foundation
import InputFiles
import ProjectModel
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct SourceTreeTests {
    @Test func findsDocumentsAndStringsSkippingHiddenFolders() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "b/Main.storyboard", "a/View.xib", "a/fr.lproj/View.strings", "a/notes.txt", ".git/x.xib",
            "a/.hidden.xib", "c/Strings.xcstrings",
        ]
        for file in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("loop"), withDestinationURL: folder)
        let tree = SourceTree.scan(root: folder.path, paths: IndexedPaths(ProjectConfiguration()))
        #expect(tree.documents.map(\.path) == ["a/View.xib", "b/Main.storyboard"])
        #expect(tree.stringsFiles.map(\.path) == ["a/fr.lproj/View.strings", "c/Strings.xcstrings"])
        #expect(tree.documents.allSatisfy { $0.size == 1 && $0.mtimeNanoseconds > 0 })
        #expect(tree.unsearchedFolders.isEmpty)
    }

    @Test func xcodesDerivedFoldersAndGeneratedHeadersAreLeftOut() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "App/ViewController.swift", "App/Base.lproj/Main.storyboard",
            "Build/Intermediates.noindex/App.build/DerivedSources/App-Swift.h",
            "Build/Intermediates.noindex/App.build/Base.lproj/Main.storyboardc/Info.plist",
            "Build/Products/Debug-iphonesimulator/App.app/Base.lproj/Main.storyboardc/Info.plist",
            "build/App.build/Debug-iphonesimulator/App.build/Objects-normal/x86_64/App-Swift.h",
        ]
        for file in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        let tree = SourceTree.scan(root: folder.path, paths: IndexedPaths(ProjectConfiguration()))
        #expect(tree.codeFiles.map(\.path) == ["App/ViewController.swift"])
        #expect(
            tree.documents.map(\.path) == [
                "App/Base.lproj/Main.storyboard", "Build/Products/Debug-iphonesimulator/App.app/Base.lproj/Main.storyboardc",
            ])
    }

    /// A bundle `nibcat package` published into the project (it holds a resource index, flat or
    /// in a macOS bundle's Resources) is left out: its nibs are compiled copies of the indexed
    /// documents. Other bundles (a library's resources, a Settings bundle) are searched.
    @Test func bundlesNibcatPublishedAreLeftOut() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Views/Card.xib", "dist/Kit/1.0.0/Kit.bundle/Card.nib", "dist/Kit/1.0.0/Kit.bundle/ResourceIndex.sqlite",
            "dist/MacKit/1.0.0/MacKit.bundle/Contents/Resources/Card.nib",
            "dist/MacKit/1.0.0/MacKit.bundle/Contents/Resources/ResourceIndex.sqlite",
            "Vendor/Pods.bundle/Picker.nib",
        ]
        for file in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        let tree = SourceTree.scan(root: folder.path, paths: IndexedPaths(ProjectConfiguration()))
        #expect(tree.documents.map(\.path) == ["Vendor/Pods.bundle/Picker.nib", "Views/Card.xib"])
    }

    @Test func singleFileIsADocumentWhateverItsExtension() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("x".utf8).write(to: folder.appendingPathComponent("Form.xml"))
        #expect(SourceTree.single(root: folder.path, path: "Form.xml").documents.map(\.path) == ["Form.xml"])
        #expect(SourceTree.single(root: folder.path, path: "Gone.xib").documents.isEmpty)
    }
}

@Suite struct CompiledSourceTreeTests {
    @Test func compiledFoldersAreOneDocumentEach() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in [
            "App.storyboardc/Info.plist", "App.storyboardc/Home.nib", "App.storyboardc/Menu.nib/objects-13.0+.nib",
            "Card.nib/objects.nib", "Card.nib/runtime.nib", "Plain.nib",
        ] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("xyz".utf8).write(to: url)
        }
        let tree = SourceTree.scan(root: folder.path, paths: IndexedPaths(ProjectConfiguration()))
        #expect(tree.documents.map(\.path) == ["App.storyboardc", "Card.nib", "Plain.nib"])
        #expect(tree.documents.map(\.size) == [9, 6, 3])
    }

    @Test func aLinkToAFileOutsideTheRootIsNotFollowedAndIsNamed() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appendingPathComponent("Project")
        let outside = folder.appendingPathComponent("Secrets")
        for url in [root.appendingPathComponent("Views"), outside] {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        for name in ["Card.xib", "key.png", "notes.txt", "Leak.swift", "Leak.h"] {
            try Data(name.utf8).write(to: outside.appendingPathComponent(name))
        }
        try Data("inside".utf8).write(to: root.appendingPathComponent("Views/Real.xib"))
        let links = [
            ("Views/Card.xib", outside.appendingPathComponent("Card.xib").path), ("icon.png", "../Secrets/key.png"),
            ("notes.txt", outside.appendingPathComponent("notes.txt").path), ("Views/Alias.xib", "Real.xib"),
            ("Leak.swift", outside.appendingPathComponent("Leak.swift").path), ("Leak.h", "../Secrets/Leak.h"),
        ]
        for (link, target) in links {
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(link).path, withDestinationPath: target)
        }
        let tree = SourceTree.scan(root: root.path, paths: IndexedPaths(ProjectConfiguration()))
        #expect(tree.documents.map(\.path) == ["Views/Alias.xib", "Views/Real.xib"])
        #expect(tree.imageFiles.isEmpty)
        #expect(tree.codeFiles.isEmpty)
        // Only files index would read are named, sources too; the text file was never wanted.
        #expect(tree.outsideLinks.sorted() == ["Leak.h", "Leak.swift", "Views/Card.xib", "icon.png"])
    }

    /// A folder link on the way leads outside as surely as a link in the last name does.
    @Test func aPathThroughALinkedFolderResolvesOutside() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appendingPathComponent("Project")
        let outside = folder.appendingPathComponent("Secrets")
        for url in [root.appendingPathComponent("Real"), outside] {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        for url in [outside.appendingPathComponent("key.png"), root.appendingPathComponent("Real/icon.png")] {
            try Data("png".utf8).write(to: url)
        }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Out").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("In").path, withDestinationPath: "Real")
        let realRoot = try #require(realPath(root.path))
        #expect(!SourceTree.resolvesInside(root.path + "/Out/key.png", realRoot: realRoot))
        #expect(SourceTree.resolvesInside(root.path + "/In/icon.png", realRoot: realRoot))
        #expect(SourceTree.resolvesInside(root.path + "/Real/icon.png", realRoot: realRoot))
    }

    /// A modification time after 2262 or before 1677 does not fit in `Int64` nanoseconds; the
    /// signature is held at the end instead of trapping.
    @Test func modificationTimesBeyondInt64NanosecondsAreClamped() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 2300-01-01 in seconds since 1970 (file systems here hold no time before 1901).
        let url = folder.appendingPathComponent("Future.xib")
        try Data("<document/>".utf8).write(to: url)
        let time = timespec(tv_sec: 10_413_792_000, tv_nsec: 0)
        #expect(utimensat(AT_FDCWD, url.path, [time, time], 0) == 0)
        let tree = SourceTree.scan(root: folder.path, paths: IndexedPaths(ProjectConfiguration()))
        #expect(tree.documents.map(\.path) == ["Future.xib"])
        #expect(tree.documents.map(\.mtimeNanoseconds) == [.max])
        #expect(FileStatus.nanoseconds(seconds: -10_413_792_000, nanoseconds: 0) == .min)
    }

    /// Issue 13: these were skipped without a word.
    @Test func fifosDevicesAndNamesThatAreNotUTF8AreReportedOnlyWhenNamedLikeInputs() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.path + "/Pipe.xib", 0o644) == 0)
        #expect(mkfifo(folder.path + "/pipe.txt", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Zero.strings", withDestinationPath: "/dev/zero")
        for name in [Array("Caf".utf8) + [0xE9] + Array(".xib".utf8), Array("notes".utf8) + [0xFF] + Array(".txt".utf8)] {
            let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]
            let descriptor = path.withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
            }
            #expect(descriptor >= 0)
            close(descriptor)
        }
        let tree = SourceTree.scan(root: folder.path, paths: IndexedPaths(ProjectConfiguration()))
        #expect(tree.documents.isEmpty)
        #expect(tree.unreadableFiles.map(\.path) == ["Caf\\xE9.xib", "Pipe.xib", "Zero.strings"])
        #expect(
            tree.unreadableFiles.map(\.reason) == [
                "the name is not UTF-8, so it cannot be indexed; rename it", "a FIFO (named pipe), not a regular file",
                "a character device, not a regular file",
            ])
        let single = SourceTree.single(root: folder.path, path: "Pipe.xib")
        #expect(single.documents.isEmpty)
        #expect(single.unreadableFiles.map(\.path) == ["Pipe.xib"])
    }
}
