import CatalogStore
import CatalogWorkflows
import DocumentSummary
import Foundation
import GRDB
import TestSupport
import Testing
import UIKitNib

@testable import NibCompiler

@Suite struct CachedCompilerTests {
    @Test func anOutputIsReusedOnlyForTheSameBytesOptionsAndCompiler() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiler = CachedCompiler(cache: try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path))
        let source = folder.appendingPathComponent("Unknown.xib")
        try FileManager.default.copyItem(
            at: TestPaths.fixtures.appendingPathComponent("Compiler/UnknownElement.xib"), to: source)

        let first = try compiler.compile(contentsOf: source.path, options: CompileOptions(module: "A", allowsApproximation: true))
        #expect(!first.fromCache)
        let second = try compiler.compile(contentsOf: source.path, options: CompileOptions(module: "A", allowsApproximation: true))
        #expect(second.fromCache)
        #expect(second.output == first.output)

        #expect(try !compiler.compile(contentsOf: source.path, options: CompileOptions(module: "B", allowsApproximation: true)).fromCache)
        #expect(
            try !compiler.compile(
                contentsOf: source.path, options: CompileOptions(module: "A", targetDevice: .ipad, allowsApproximation: true)
            ).fromCache)

        // The same bytes elsewhere come from the cache, with diagnostics naming the new place.
        let moved = folder.appendingPathComponent("Moved.xib")
        try FileManager.default.copyItem(at: source, to: moved)
        let elsewhere = try compiler.compile(contentsOf: moved.path, options: CompileOptions(module: "A", allowsApproximation: true))
        #expect(elsewhere.fromCache)
        #expect(elsewhere.output.diagnostics.map(\.path) == [moved.path])
        #expect(elsewhere.output.diagnostics.map(\.line) == first.output.diagnostics.map(\.line))

        var edited = try String(contentsOf: source, encoding: .utf8)
        edited = edited.replacingOccurrences(of: "km/h", with: "mph")
        try edited.write(to: source, atomically: true, encoding: .utf8)
        #expect(try !compiler.compile(contentsOf: source.path, options: CompileOptions(module: "A", allowsApproximation: true)).fromCache)
    }

    @Test func aSourceHashTheCatalogHoldsFindsTheOutputWithoutTheSource() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        let compiler = CachedCompiler(cache: catalog)
        let project = folder.appendingPathComponent("Project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let source = project.appendingPathComponent("Unknown.xib")
        try FileManager.default.copyItem(
            at: TestPaths.fixtures.appendingPathComponent("Compiler/UnknownElement.xib"), to: source)
        _ = try catalog.index(paths: [project.path])
        let hash = try #require(try catalog.bundleSourceDocuments().first?.sha256)
        let options = CompileOptions(module: "A", allowsApproximation: true)

        #expect(compiler.cachedOutput(sourceSHA256: hash, path: source.path, options: options) == nil)
        let compiled = try compiler.compile(contentsOf: source.path, options: options)
        let cached = try #require(compiler.cachedOutput(sourceSHA256: hash, path: "Elsewhere.xib", options: options))
        #expect(cached.fromCache)
        #expect(cached.output.files == compiled.output.files)
        #expect(cached.output.diagnostics.map(\.path) == compiled.output.diagnostics.map { _ in "Elsewhere.xib" })
        #expect(
            compiler.cachedOutput(sourceSHA256: hash, path: source.path, options: CompileOptions(module: "B", allowsApproximation: true))
                == nil)
        #expect(cached.fileSHA256s == compiled.output.files.map { CompiledFiles(members: [("", $0.contents)]).contentSHA256 })

        // Many at once: in their order, a miss as nil.
        let batch = compiler.cachedOutputs(
            [(Data(repeating: 0, count: 32), "Missing.xib"), (hash, "A.xib"), (hash, "B.xib")], options: options)
        #expect(batch.map { $0 == nil } == [true, false, false])
        #expect(batch[2]?.output.files == compiled.output.files)
        #expect(batch[2]?.output.diagnostics.map(\.path) == compiled.output.diagnostics.map { _ in "B.xib" })
    }

    @Test func aCachedMemberThatIsNoFileNameIsAMissCompiledAgainAndStoredOverIt() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        let compiler = CachedCompiler(cache: catalog)
        let storyboard = TestPaths.fixtures.appendingPathComponent("IB/Segues.storyboard").path
        let xib = TestPaths.examples.appendingPathComponent("ExampleApp/Views/BlueView.xib").path
        let first = try compiler.compile(contentsOf: storyboard)
        let firstXib = try compiler.compile(contentsOf: xib)
        for (member, tampered) in [("Info.plist", "../../Escaped.plist"), ("", "Named.nib")] {
            try DatabaseQueue(path: catalog.path).write { db in
                try db.execute(sql: "UPDATE compilation_blob SET member = ? WHERE member = ?", arguments: [tampered, member])
            }
        }
        for (source, earlier) in [(storyboard, first), (xib, firstXib)] {
            let again = try compiler.compile(contentsOf: source)
            #expect(!again.fromCache, "\(source)")
            #expect(again.output == earlier.output)
            #expect(try compiler.compile(contentsOf: source).fromCache)
        }
    }
}
