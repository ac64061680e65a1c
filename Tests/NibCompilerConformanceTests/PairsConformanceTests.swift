import DocumentSummary
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing

/// Every pair in `../shared/corpus/pairs` (a document and the nib Apple's ibtool built from it),
/// compiled with the pair's module, deployment target and Xcode version and compared with Xcode's
/// output as graphs. A pair not listed in `Fixtures/Compiler/pairs-differences.txt` must match
/// exactly; a listed one may not get worse, and must leave the list once it matches.
@Suite struct PairsConformanceTests {
    struct Pair: Decodable {
        var id: String
        var source: String
        var xcode: String
        var module: String?
        var minimumDeploymentTarget: String?
        var xcodeVersion: String?
        /// Where the document was built from (`owner/name @ commit (path)`).
        var sourceRepository: String?

        /// The `.lproj` folder the document was built from, if any: it makes the strings localizable.
        var lproj: String? {
            guard let path = sourceRepository?.split(separator: "(").last?.dropLast() else { return nil }
            let folders = path.split(separator: "/").dropLast()
            return folders.last.flatMap { $0.hasSuffix(".lproj") ? String($0) : nil }
        }
    }

    /// `id<TAB>count<TAB>why` lines; `#` starts a comment.
    static func listedDifferences() throws -> [String: Int] {
        let text = try String(
            contentsOf: TestPaths.fixtures.appendingPathComponent("Compiler/pairs-differences.txt"), encoding: .utf8)
        var listed: [String: Int] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3, let count = Int(fields[1]) else {
                Issue.record("pairs-differences.txt: malformed line \(line)")
                continue
            }
            listed[String(fields[0])] = count
        }
        return listed
    }

    static func pairs() throws -> [Pair] {
        let data = try Data(contentsOf: try TestPaths.corpus("pairs/pairs.json"))
        return try JSONDecoder().decode([Pair].self, from: data)
    }

    /// A pair's source, the path it was built from (the .lproj folder counts, as it did for
    /// Xcode) and the options it was built with.
    static func input(of pair: Pair) throws -> (data: Data, path: String, options: CompileOptions) {
        let source = try TestPaths.corpus("pairs").appendingPathComponent(pair.source)
        let options = CompileOptions(
            module: pair.module, minimumDeploymentTarget: pair.minimumDeploymentTarget,
            xcodeVersion: pair.xcodeVersion.flatMap(CompileOptions.XcodeVersion.init), allowsApproximation: true)
        let path = pair.lproj.map {
            source.deletingLastPathComponent().appendingPathComponent($0).appendingPathComponent(source.lastPathComponent).path
        }
        return (try Data(contentsOf: source), path ?? source.path, options)
    }

    /// Compiles one pair into `folder` and returns the path of the output.
    static func compile(_ pair: Pair, into folder: URL) throws -> String {
        let input = try input(of: pair)
        let output = try NibCompiler.compile(data: input.data, path: input.path, options: input.options)
        let out = folder.appendingPathComponent(URL(fileURLWithPath: pair.xcode).lastPathComponent)
        if output.isFolder {
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            for file in output.files {
                // A folder nib's variants sit in a folder of their own (`X.nib/runtime.nib`).
                let path = out.appendingPathComponent(file.relativePath)
                try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
                try OutputFile.write(file.contents, to: path.path)
            }
        } else {
            try OutputFile.write(output.files[0].contents, to: out.path)
        }
        return out.path
    }

    @Test func everyPairMatchesXcodeOrIsListed() throws {
        let pairs = try Self.pairs()
        let listed = try Self.listedDifferences()
        #expect(pairs.count >= 91, "pairs.json lists \(pairs.count) pairs")
        for id in listed.keys.sorted() where !pairs.contains(where: { $0.id == id }) {
            Issue.record("pairs-differences.txt lists \(id), which is not a pair")
        }
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, pair) in pairs.enumerated() {
            let pairFolder = folder.appendingPathComponent(String(index))
            try FileManager.default.createDirectory(at: pairFolder, withIntermediateDirectories: true)
            let ours = try Self.compile(pair, into: pairFolder)
            let xcode = try TestPaths.corpus("pairs").appendingPathComponent(pair.xcode).path
            let found = try CompiledComparison.differences(ours, xcode)
            if let allowed = listed[pair.id] {
                #expect(!found.isEmpty, "\(pair.id) now matches Xcode: remove it from pairs-differences.txt")
                #expect(
                    found.count <= allowed,
                    "\(pair.id): \(found.count) differences, more than the \(allowed) listed; first: \(found.first?.description ?? "")")
            } else {
                #expect(found.isEmpty, "\(pair.id) no longer matches Xcode: \(found.prefix(5).map(\.description))")
            }
        }
    }
}
