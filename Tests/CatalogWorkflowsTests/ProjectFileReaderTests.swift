import CatalogStore
import CatalogWorkflows
import Foundation
import IBSource
import InputFiles
import NibCompiler
import ProjectModel
import TestSupport
import Testing

@Suite struct ProjectFileReaderTests {
    private let reader = ProjectFileReader()

    /// A folder holding `files` (path → bytes); the caller removes it.
    private func project(_ files: [String: Data], label: String = #function) throws -> (folder: URL, tree: SourceTree) {
        let folder = try TestPaths.temporaryFolder(label)
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return (folder, try reader.scanFolder(folder.path))
    }

    private func file(_ path: String, in tree: SourceTree) throws -> ScannedFile {
        try #require((tree.documents + tree.codeFiles + tree.stringsFiles + tree.imageFiles).first { $0.path == path })
    }

    @Test func aXibIsParsedAndHashedAndNotParsedAgainWhenItsHashIsKnown() throws {
        let xib = try Data(contentsOf: TestPaths.examples.appendingPathComponent("ExampleApp/Views/BlueView.xib"))
        let (folder, tree) = try project(["Views/BlueView.xib": xib])
        defer { try? FileManager.default.removeItem(at: folder) }
        let scanned = try file("Views/BlueView.xib", in: tree)
        guard case .read(let document, let hash, let compiledFiles) = reader.document(scanned, root: folder.path, knownHash: nil) else {
            Issue.record("the example xib was not read")
            return
        }
        #expect(document.objects.contains { $0.customClass == "BlueView" })
        #expect(compiledFiles.isEmpty)
        guard case .sameContent = reader.document(scanned, root: folder.path, knownHash: hash) else {
            Issue.record("a known hash still parsed the document")
            return
        }
    }

    @Test func aCompiledNibKeepsItsFilesAndAMalformedXibNamesItsLine() throws {
        let xib = TestPaths.examples.appendingPathComponent("ExampleApp/Views/BlueView.xib")
        let compiled = try NibCompiler.compile(
            try IBDocumentReader.read(contentsOf: xib.path, keepingElements: true), options: CompileOptions(module: "ExampleApp"))
        let nib = try #require(compiled.files.first?.contents)
        let malformed = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("IB/Malformed.xib"))
        let (folder, tree) = try project(["BlueView.nib": nib, "Malformed.xib": malformed])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .read(_, _, let members) = reader.document(try file("BlueView.nib", in: tree), root: folder.path, knownHash: nil)
        else {
            Issue.record("the compiled nib was not read")
            return
        }
        #expect(members.map(\.path) == [""])
        #expect(members.first?.data == nib)
        guard case .failure(let line, _) = reader.document(try file("Malformed.xib", in: tree), root: folder.path, knownHash: nil)
        else {
            Issue.record("a malformed xib was read")
            return
        }
        #expect(line != nil)
    }

    @Test func gitLFSPointersAreNamedAsSuchWhateverTheKindOfFile() throws {
        let pointer = Data("version https://git-lfs.github.com/spec/v1\noid sha256:\(String(repeating: "a", count: 64))\nsize 12\n".utf8)
        let (folder, tree) = try project(["Main.storyboard": pointer, "View.swift": pointer, "en.lproj/Main.strings": pointer])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .gitLFSPointer = reader.document(try file("Main.storyboard", in: tree), root: folder.path, knownHash: nil),
            case .gitLFSPointer = reader.codeDeclarations(try file("View.swift", in: tree), root: folder.path),
            case .gitLFSPointer = reader.stringsKeys(try file("en.lproj/Main.strings", in: tree), root: folder.path)
        else {
            Issue.record("a Git LFS pointer was read as content")
            return
        }
    }

    @Test func sourcesStringTablesAndImagesAreReadWithTheirFacts() throws {
        let examples = TestPaths.examples.appendingPathComponent("ExampleApp")
        let (folder, tree) = try project([
            "GreenViewController.swift": try Data(contentsOf: examples.appendingPathComponent("Sources/GreenViewController.swift")),
            "fr.lproj/Main.strings": try Data(contentsOf: examples.appendingPathComponent("fr.lproj/Main.strings")),
            "logo@2x.png": try Data(contentsOf: examples.appendingPathComponent("Assets.xcassets/logo.imageset/logo@2x.png")),
            "broken.png": Data("not a PNG".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .read(let declarations) = reader.codeDeclarations(try file("GreenViewController.swift", in: tree), root: folder.path)
        else {
            Issue.record("the Swift source was not read")
            return
        }
        #expect(declarations.classes.map(\.name).contains("GreenViewController"))
        guard case .read(let keys) = reader.stringsKeys(try file("fr.lproj/Main.strings", in: tree), root: folder.path) else {
            Issue.record("the string table was not read")
            return
        }
        #expect(!keys.isEmpty && keys.allSatisfy { $0.language == "fr" })
        let logo = reader.image(try file("logo@2x.png", in: tree), root: folder.path, fileExtension: "png")
        #expect(logo.problem == nil && logo.pixelWidth != nil && logo.sha256.count == 32)
        #expect(reader.image(try file("broken.png", in: tree), root: folder.path, fileExtension: "png").problem != nil)
    }
}
