import DocumentSummary
import Foundation
import NibArchive
import TestSupport
import Testing
import UIKitNib

/// Which kind of compiled document a path holds: decided by what the folder holds, not its name.
@Suite struct CompiledDocumentTests {
    private let storyboard = "nib/ios/metamap/IncdOnboarding/Intro.storyboardc"

    @Test func aStoryboardFolderIsAStoryboardUnderAnyName() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renamed = folder.appendingPathComponent("Intro")
        try FileManager.default.copyItem(at: try TestPaths.corpus(storyboard), to: renamed)
        guard case .storyboard(let read) = try CompiledDocument.read(path: renamed.path) else {
            Issue.record("\(renamed.path) read as a nib")
            return
        }
        #expect(read.nibs.count == 2)
        #expect(try CompiledDocument.read(path: renamed.path).document().kind == .storyboardc)
    }

    @Test func aNibFileOrFolderIsANib() throws {
        let nibFile = try TestPaths.corpus("nib/ios/metamap/IncdOnboarding/ConsentCheckBox.nib").path
        guard case .nib = try CompiledDocument.read(path: nibFile) else {
            Issue.record("\(nibFile) read as a storyboard")
            return
        }
        let folderNib = try TestPaths.corpus("nib/macos/caffeine/English.lproj/MainMenu.nib").path
        guard case .nib(let nib) = try CompiledDocument.read(path: folderNib) else {
            Issue.record("\(folderNib) read as a storyboard")
            return
        }
        #expect(!nib.variants.isEmpty)
    }

    @Test func aStoryboardcWithoutItsInfoPlistSaysSo() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Intro.storyboardc")
        try FileManager.default.copyItem(at: try TestPaths.corpus(storyboard), to: broken)
        try FileManager.default.removeItem(at: broken.appendingPathComponent("Info.plist"))
        #expect(throws: NibArchiveError(path: broken.path + "/Info.plist", message: "a .storyboardc needs an Info.plist")) {
            try CompiledDocument.read(path: broken.path)
        }
    }
}
