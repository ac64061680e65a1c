import CatalogStore
import CatalogWorkflows
import Foundation
import InputFiles
import TestSupport
import Testing

/// Indexing real-world projects of the corpus, failures and all.
@Suite struct CatalogIndexerConformanceTests {
    @Test func zeroByteCorpusXibsFailAndIndexingGoesOn() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        let iblinter = try TestPaths.corpus("ib/iblinter")
        let summary = try catalog.index(paths: [iblinter.path])
        let empty = summary.failures.filter { $0.message.contains("empty file") }
        #expect(empty.count == 8)
        #expect(empty.allSatisfy { $0.path.hasSuffix(".xib") && $0.line == nil })
        // The rest are the image-rule fixture's symbol sets, whose .svg files the corpus does not hold.
        let assetProblems = summary.failures.filter { !$0.message.contains("empty file") }
        #expect(
            assetProblems.map(\.message) == [
                "lists \"mySymbol.svg\", which is not in the set", "lists \"pencil.svg\", which is not in the set",
            ])
        #expect(assetProblems.allSatisfy { $0.path.hasSuffix(".symbolset/Contents.json") })
        #expect(summary.added > 20)
    }

    @Test func everyIBDecodableResourceIndexesButTheUnparsableOne() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        let resources = try TestPaths.corpus("ib/ibdecodable")
        let documents = try FileManager.default.contentsOfDirectory(atPath: resources.path)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
        let summary = try catalog.index(paths: [resources.path])
        #expect(summary.failures.isEmpty)
        #expect(summary.added == documents.count)
        // The unparsable one is .xml, which indexing does not take; read directly it fails with its line.
        let unparsable = resources.appendingPathComponent("StoryboardNotParsable.xml").path
        let failed = try catalog.index(paths: [unparsable])
        #expect(
            failed.failures.map(\.diagnostic) == [
                Diagnostic(severity: .error, path: unparsable, line: 13, message: "malformed XML at column 2: name expected")
            ])
    }
}
