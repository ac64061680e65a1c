@testable import CatalogStore
import Foundation
import TestSupport
import Testing

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
        let tree = SourceTree.scan(root: folder.path)
        #expect(tree.documents.map(\.path) == ["a/View.xib", "b/Main.storyboard"])
        #expect(tree.stringsFiles.map(\.path) == ["a/fr.lproj/View.strings", "c/Strings.xcstrings"])
        #expect(tree.documents.allSatisfy { $0.size == 1 && $0.mtimeNanoseconds > 0 })
        #expect(tree.unreadableFolders.isEmpty)
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
        for file in ["App.storyboardc/Info.plist", "App.storyboardc/Home.nib", "App.storyboardc/Menu.nib/objects-13.0+.nib",
                     "Card.nib/objects.nib", "Card.nib/runtime.nib", "Plain.nib"] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("xyz".utf8).write(to: url)
        }
        let tree = SourceTree.scan(root: folder.path)
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
        for name in ["Card.xib", "key.png", "notes.txt"] {
            try Data(name.utf8).write(to: outside.appendingPathComponent(name))
        }
        try Data("inside".utf8).write(to: root.appendingPathComponent("Views/Real.xib"))
        let links = [
            ("Views/Card.xib", outside.appendingPathComponent("Card.xib").path), ("icon.png", "../Secrets/key.png"),
            ("notes.txt", outside.appendingPathComponent("notes.txt").path), ("Views/Alias.xib", "Real.xib"),
        ]
        for (link, target) in links {
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(link).path, withDestinationPath: target)
        }
        let tree = SourceTree.scan(root: root.path)
        #expect(tree.documents.map(\.path) == ["Views/Alias.xib", "Views/Real.xib"])
        #expect(tree.imageFiles.isEmpty)
        // Only files index would read are named; the text file was never wanted.
        #expect(tree.outsideLinks.sorted() == ["Views/Card.xib", "icon.png"])
    }
}
