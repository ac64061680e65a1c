import Foundation
import TestSupport
import Testing
import UIKitNib

@testable import NibCompiler

/// `ibtool --link`: compiled storyboards copied, whole, to where the bundle wants them.
@Suite struct StoryboardLinkerTests {
    static let storyboard = TestPaths.fixtures.appendingPathComponent("IB/Segues.storyboard").path

    /// `Segues.storyboardc` compiled into `folder`.
    private func compiled(into folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("Segues.storyboardc")
        try NibCompiler.compile(contentsOf: Self.storyboard).write(to: output.path)
        return output
    }

    @Test func copiesEachStoryboardUnderItsLprojFolderByteForByte() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = try compiled(into: folder.appendingPathComponent("build/Base.lproj"))
        let plain = try compiled(into: folder.appendingPathComponent("build/plain"))
        let product = folder.appendingPathComponent("App.app")
        let written = try StoryboardLinker.link([base.path, plain.path], into: product.path)
        #expect(written == ["Base.lproj/Segues.storyboardc", "Segues.storyboardc"].map { product.appendingPathComponent($0).path })
        for (source, destination) in zip([base, plain], written) {
            let names = try FileManager.default.contentsOfDirectory(atPath: source.path).sorted()
            #expect(try FileManager.default.contentsOfDirectory(atPath: destination).sorted() == names)
            for name in names {
                let copy = URL(fileURLWithPath: destination).appendingPathComponent(name)
                #expect(try Data(contentsOf: source.appendingPathComponent(name)) == Data(contentsOf: copy))
            }
        }
    }

    /// Bazel's sandbox stages a tree artifact input as real folders holding links to its files.
    @Test func aStoryboardWhoseFilesAreLinksIsLinkedWithTheirContents() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try compiled(into: folder.appendingPathComponent("build"))
        let staged = folder.appendingPathComponent("sandbox/Base.lproj/Segues.storyboardc")
        try FileManager.default.createDirectory(at: staged, withIntermediateDirectories: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: source.path).sorted()
        for name in names {
            try FileManager.default.createSymbolicLink(
                at: staged.appendingPathComponent(name), withDestinationURL: source.appendingPathComponent(name))
        }
        let product = folder.appendingPathComponent("App.app")
        let written = try StoryboardLinker.link([staged.path], into: product.path)
        #expect(written == [product.appendingPathComponent("Base.lproj/Segues.storyboardc").path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: written[0]).sorted() == names)
        for name in names {
            let copy = URL(fileURLWithPath: written[0]).appendingPathComponent(name)
            #expect(try FileManager.default.attributesOfItem(atPath: copy.path)[.type] as? FileAttributeType == .typeRegular)
            #expect(try Data(contentsOf: source.appendingPathComponent(name)) == Data(contentsOf: copy))
        }
    }

    @Test func folderNibsInsideAStoryboardAreCopiedWithTheirFolders() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try compiled(into: folder.appendingPathComponent("build"))
        // Xcode writes some nibs as folders of variants; move one into that shape.
        let nib = try #require(try FileManager.default.contentsOfDirectory(atPath: source.path).first { $0.hasSuffix(".nib") })
        let flat = source.appendingPathComponent(nib)
        let data = try Data(contentsOf: flat)
        try FileManager.default.removeItem(at: flat)
        try FileManager.default.createDirectory(at: flat, withIntermediateDirectories: false)
        try data.write(to: flat.appendingPathComponent("runtime.nib"))
        try data.write(to: flat.appendingPathComponent("objects-13.0+.nib"))
        let written = try StoryboardLinker.link([source.path], into: folder.appendingPathComponent("out").path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: written[0] + "/" + nib + "/runtime.nib")) == data)
    }

    @Test func anInputThatIsNoCompiledStoryboardLinksNothing() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try compiled(into: folder.appendingPathComponent("build"))
        let out = folder.appendingPathComponent("out")
        let notStoryboard = TestPaths.fixtures.appendingPathComponent("IB").path
        #expect(throws: CompileError.self) { try StoryboardLinker.link([good.path, notStoryboard], into: out.path) }
        #expect(throws: CompileError.self) { try StoryboardLinker.link([good.path, Self.storyboard], into: out.path) }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func twoInputsForOneDestinationLinkNothing() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try compiled(into: folder.appendingPathComponent("a"))
        let second = try compiled(into: folder.appendingPathComponent("b"))
        let out = folder.appendingPathComponent("out")
        do {
            _ = try StoryboardLinker.link([first.path, second.path], into: out.path)
            Issue.record("linked two storyboards onto one path")
        } catch {
            #expect(error.diagnostic.message.contains(first.path) && error.diagnostic.message.contains(second.path), "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
