import Foundation
import Synchronization
import TestSupport
import Testing

@testable import NibCompiler

@Suite struct OutputPathsTests {
    @Test(arguments: [
        ("icon", true), ("The App Icon", true), ("Home.Screen", true), ("Icons/star", false), ("..", false),
        ("a..b", false), ("", false), (".", false), ("back\\slash", false), ("nul\u{0}byte", false),
    ])
    func aNameMustBeOneFileName(name: String, valid: Bool) {
        #expect(OutputPaths.isFileName(name) == valid)
    }

    @Test(arguments: [
        ("Base.lproj/Main.storyboardc", true), ("icon.png", true), ("../icon.png", false), ("en.lproj/../../x", false),
        ("/etc/passwd", false), ("a//b", false),
    ])
    func aConfinedPathHasOnlyFileNames(path: String, confined: Bool) {
        #expect(OutputPaths.isConfined(path) == confined)
    }

    @Test(arguments: [
        ("Views/Card.xib", "Card.nib"), ("/src/Base.lproj/Main.storyboard", "Main.storyboardc"), ("Odd.name.xib", "Odd.name.nib"),
    ])
    func aSourceCompilesToItsNameWithTheCompiledExtension(source: String, compiled: String) {
        #expect(OutputPaths.compiledName(ofSource: source) == compiled)
    }

    @Test(arguments: [
        ("/b/App.build/Base.lproj/Main.storyboardc", "/out/Base.lproj/Main.storyboardc"),
        ("/b/App.build/bar.storyboardc", "/out/bar.storyboardc"),
        ("/b/fr.lproj_storyboardc/Segues.storyboardc", "/out/Segues.storyboardc"),
        ("/b/.lproj/Odd.storyboardc", "/out/Odd.storyboardc"),
        ("rel/de.lproj/Main.storyboardc/", "/out/de.lproj/Main.storyboardc"),
    ])
    func aLinkedStoryboardKeepsItsLprojFolderOnly(storyboard: String, linked: String) {
        #expect(OutputPaths.linkedPath(of: storyboard, into: "/out") == linked)
    }

    @Test func onlyAnEarlierOutputOfTheSameKindMayBeReplaced() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fileManager = FileManager.default
        func make(_ relative: String, _ contents: String = "x") throws {
            let url = folder.appendingPathComponent(relative)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        try make("Build/keep.txt")
        try make("Card.nib")
        try make("Folder.nib/objects-13.0+.nib")
        try make("Folder.nib/runtime.nib")
        try make("Nibs.nib/A.nib")
        try make("Main.storyboardc/Info.plist", "bplist00")
        try make("Main.storyboardc/Home.nib")
        try make("Other.storyboardc/Info.plist", "bplist00")
        try make("Other.storyboardc/notes.txt")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Empty.storyboardc"), withIntermediateDirectories: true)
        let path = { (relative: String) in folder.appendingPathComponent(relative).path }

        #expect(OutputPaths.refusal(toReplace: path("Missing.nib"), withFolder: false) == nil)
        #expect(OutputPaths.refusal(toReplace: path("Card.nib"), withFolder: false) == nil)
        #expect(OutputPaths.refusal(toReplace: path("Folder.nib"), withFolder: false) == nil)
        #expect(OutputPaths.refusal(toReplace: path("Main.storyboardc"), withFolder: true) == nil)
        #expect(OutputPaths.refusal(toReplace: path("Empty.storyboardc"), withFolder: true) == nil)
        #expect(OutputPaths.refusal(toReplace: path("Empty.storyboardc"), withFolder: false) == nil)
        #expect(OutputPaths.refusal(toReplace: path("Build"), withFolder: false) != nil)
        #expect(OutputPaths.refusal(toReplace: path("Build") + "/", withFolder: true) != nil)
        #expect(OutputPaths.refusal(toReplace: path("Nibs.nib"), withFolder: false) != nil)
        #expect(OutputPaths.refusal(toReplace: path("Other.storyboardc"), withFolder: true) != nil)
        #expect(OutputPaths.refusal(toReplace: path("Card.nib"), withFolder: true) != nil)
        #expect(OutputPaths.refusal(toReplace: path("Main.storyboardc"), withFolder: false) != nil)
        #expect(OutputPaths.refusal(toReplace: folder.path + "/.", withFolder: false) != nil)
    }

    /// `FileManager.contents(atPath:)` blocked forever on an Info.plist that is a FIFO.
    @Test func aFIFOInfoPlistIsRefusedWithoutBlocking() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboardc = folder.appendingPathComponent("Main.storyboardc")
        try FileManager.default.createDirectory(at: storyboardc, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: storyboardc.appendingPathComponent("Home.nib"))
        let fifo = storyboardc.appendingPathComponent("Info.plist").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let answered = DispatchSemaphore(value: 0)
        let refusal = Mutex<String?>(nil)
        Thread.detachNewThread {
            refusal.withLock { $0 = OutputPaths.refusal(toReplace: storyboardc.path, withFolder: true) }
            answered.signal()
        }
        guard answered.wait(timeout: .now() + 10) == .success else {
            Issue.record("refusal(toReplace:) still blocked on the FIFO after 10 s")
            // A writer that opens and closes lets the blocked reader see the end and return.
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            answered.wait()
            return
        }
        #expect(refusal.withLock { $0 } != nil)
    }
}
