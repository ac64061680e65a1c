import Foundation
import IBSource
import TestSupport
import Testing

/// Broken, hostile and mislabelled `.xib`/`.storyboard` files (Tests/Fixtures/Malformed/XML) are
/// rejected with an `IBReadError` naming the file, and the line where the reader can know it
/// (`lines.json`): never a trap, never a document. Read both ways, as `index` and as `compile` do.
@Suite struct MalformedDocumentTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("Malformed/XML")

    static let names: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()

    /// Elements nested deeper than any real document: `index` reads such a file flat (it keeps no
    /// tree); `compile`, which keeps the tree, refuses it.
    static let refusedOnlyWithTheTree: Set<String> = ["nested-3000-deep.xib"]

    static func expectedLines() throws -> [String: Int] {
        try JSONDecoder().decode([String: Int].self, from: Data(contentsOf: folder.appendingPathComponent("lines.json")))
    }

    @Test func theSuiteCoversEnoughDocuments() throws {
        #expect(Self.names.count >= 30, "found only \(Self.names.count) malformed documents")
        let lines = try Self.expectedLines()
        #expect(lines.count >= 20)
        #expect(Set(lines.keys).isSubset(of: Self.names), "lines.json names a missing fixture")
    }

    @Test(arguments: names, [false, true])
    func isRejectedNamingTheFile(name: String, keepingElements: Bool) throws {
        if Self.refusedOnlyWithTheTree.contains(name) && !keepingElements { return }
        let path = Self.folder.appendingPathComponent(name).path
        let error = #expect(throws: IBReadError.self, "\(name) was accepted") {
            try IBDocumentReader.read(contentsOf: path, keepingElements: keepingElements)
        }
        #expect(error?.path == path)
        if let line = try Self.expectedLines()[name] {
            #expect(error?.line == line, "\(String(describing: error))")
        }
        #expect(error?.diagnostic.path == path)
    }

    @Test(arguments: names)
    func theDataEntryPointAgrees(name: String) throws {
        let file = Self.folder.appendingPathComponent(name)
        let fromFile = #expect(throws: IBReadError.self) {
            try IBDocumentReader.read(contentsOf: file.path, keepingElements: true)
        }
        let fromData = #expect(throws: IBReadError.self) {
            try IBDocumentReader.read(data: Data(contentsOf: file), path: file.path, keepingElements: true)
        }
        #expect(fromFile == fromData)
    }

    @Test func aTreeDeeperThanAnyDocumentIsRefusedWhenKept() throws {
        let path = Self.folder.appendingPathComponent("nested-3000-deep.xib").path
        let error = #expect(throws: IBReadError.self) { try IBDocumentReader.read(contentsOf: path, keepingElements: true) }
        guard case .nestedTooDeeply(let named, let line, _) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(named == path)
        #expect(line == 5)
    }
}
