import ContentDigest
import Crypto
import Foundation
import InputFiles
import NibArchive
import NibCompiler
import UIKitNib

/// Every file of a bundle with its final path and hash, compiled and checked, not yet written.
struct BundleFiles: Sendable {
    struct File: Sendable {
        enum Content: Sendable {
            case data(Data)
            /// Copied from this absolute path.
            case file(String)
        }

        /// Relative to the bundle.
        var path: String
        var content: Content
        /// The source as the user knows it, for messages.
        var origin: String
        var size: Int64
        var sha256: Data
    }

    struct Resource: Sendable {
        var record: ResourceRecord
        var size: Int64
        var sha256: Data
        /// Its row in the index's `document` table.
        var documentID: Int64?
    }

    /// Sorted by path, one per path.
    var files: [File]
    var resources: [Resource]
    var diagnostics: [Diagnostic]

    /// A document's output: its files, their hashes by member path when the cache gave them, and
    /// the compiler's diagnostics.
    private struct Compiled {
        var files: CompiledFiles
        var hashes: [String: Data]?
        var diagnostics: [Diagnostic]
    }

    static let cacheBatchSize = 50

    static func build(_ inputs: BundleInputs, spec: BundleSpec, sources: any PackageSources, options: CompileOptions) throws(BundleError)
        -> BundleFiles
    {
        let compiler = CachedCompiler(cache: sources)
        // Looked up in the cache a batch at a time (one read transaction each), batches on every core.
        let batches = stride(from: 0, to: inputs.documents.count, by: cacheBatchSize).map {
            Array(inputs.documents[$0..<min($0 + cacheBatchSize, inputs.documents.count)])
        }
        let compiled = batches.parallelMap { batch -> [Result<Compiled, BundleProblem>] in
            let compilable = batch.filter { !$0.source.kind.isCompiled }
            // The catalog's hash of each source was checked against the file's size and mtime
            // when the inputs were gathered: a hit needs no read of the source.
            var cached = compiler.cachedOutputs(
                compilable.map { ($0.source.sha256, $0.source.root + "/" + $0.source.path) }, options: options
            ).makeIterator()
            return batch.map { document -> Result<Compiled, BundleProblem> in
                let source = document.source
                let absolute = source.root + "/" + source.path
                if source.kind.isCompiled {
                    do throws(NibArchiveError) {
                        return .success(
                            Compiled(
                                files: try CompiledFiles.load(path: absolute, followingMemberLinks: false), hashes: nil, diagnostics: []))
                    } catch {
                        return .failure(.compileFailed(error.diagnostics))
                    }
                }
                do throws(CompileError) {
                    let outcome: CachedCompiler.Outcome
                    if let hit = cached.next() ?? nil {
                        outcome = hit
                    } else {
                        outcome = try compiler.compile(contentsOf: absolute, options: options)
                    }
                    let output = outcome.output
                    let members = output.files.map { (path: $0.relativePath, data: $0.contents) }
                    let hashes = outcome.fileSHA256s.map { Dictionary(zip(members.map(\.path), $0), uniquingKeysWith: { a, _ in a }) }
                    return .success(
                        Compiled(files: CompiledFiles(members: members), hashes: hashes, diagnostics: output.diagnostics.map(\.diagnostic)))
                } catch {
                    return .failure(.compileFailed(error.diagnostics))
                }
            }
        }.flatMap { $0 }

        var bundle = BundleFiles(files: [], resources: [], diagnostics: [])
        let exportIDs = Dictionary(inputs.exports.map { ($0.path, $0.id) }, uniquingKeysWith: { first, _ in first })
        var problems: [BundleProblem] = []
        var candidates: [File] = []
        var seenDestinations = Set<String>()
        for (document, result) in zip(inputs.documents, compiled) {
            let files: CompiledFiles
            let hashes: [String: Data]?
            switch result {
            case .failure(let problem):
                problems.append(problem)
                continue
            case .success(let compiled):
                files = compiled.files
                hashes = compiled.hashes
                bundle.diagnostics += compiled.diagnostics
            }
            let origin = document.source.root + "/" + document.source.path
            var total: Int64 = 0
            var single: Data?
            for member in files.members {
                let path = member.path.isEmpty ? document.destination : document.destination + "/" + member.path
                let file = File(
                    path: path, content: .data(member.data), origin: origin, size: Int64(member.data.count),
                    sha256: hashes?[member.path] ?? CompiledFiles(members: [("", member.data)]).contentSHA256)
                candidates.append(file)
                total += file.size
                single = member.path.isEmpty ? file.sha256 : nil
            }
            // Equal documents from two folders land once (different ones are refused below).
            guard seenDestinations.insert(document.destination).inserted, let id = exportIDs[document.destination] else {
                continue
            }
            let kind = document.destination.hasSuffix(".storyboardc") ? "storyboard" : "nib"
            bundle.resources.append(
                Resource(
                    record: ResourceRecord(
                        kind: kind, name: document.source.name, path: document.destination, language: document.language),
                    // A single file's content hash is its hash: not computed twice.
                    size: total, sha256: files.members.count == 1 ? single ?? files.contentSHA256 : files.contentSHA256,
                    documentID: id))
        }
        for copy in inputs.copies {
            candidates.append(
                File(
                    path: copy.resource.path, content: .file(copy.absolutePath), origin: copy.origin, size: copy.size,
                    sha256: copy.sha256))
            bundle.resources.append(Resource(record: copy.resource, size: copy.size, sha256: copy.sha256, documentID: nil))
        }
        guard problems.isEmpty else {
            throw .refused(problems)
        }
        let (files, layoutProblems) = BundleLayout.check(candidates, flat: spec.platform == .ios)
        guard layoutProblems.isEmpty else {
            throw .refused(layoutProblems)
        }
        bundle.files = files
        // One resource row per path: an image two documents need is copied and indexed once.
        var seen = Set<String>()
        bundle.resources = bundle.resources.filter { seen.insert($0.record.kind + "\u{0}" + $0.record.path).inserted }
        return bundle
    }
}

/// The rules a bundle's paths must follow.
enum BundleLayout {
    /// Foundation reads a folder holding these as a macOS bundle.
    static let reservedTopLevelNames: Set<String> = ["resources", "contents"]

    /// The files with duplicates of equal bytes dropped, sorted by path; and the problems: one path
    /// from two different sources, paths differing only in case, a reserved top-level folder.
    static func check(_ candidates: [BundleFiles.File], flat: Bool) -> ([BundleFiles.File], [BundleProblem]) {
        // Sorted by (path, origin) through their positions: moving thousands of files costs more.
        let keys = candidates.map { (path: $0.path, origin: $0.origin) }
        let order = keys.indices.sorted { first, second in
            let a = keys[first]
            let b = keys[second]
            return a.path == b.path ? a.origin < b.origin : a.path.utf8.lexicographicallyPrecedes(b.path.utf8)
        }
        let sorted = order.lazy.map { candidates[$0] }
        var files: [BundleFiles.File] = []
        files.reserveCapacity(candidates.count)
        var problems: [BundleProblem] = []
        var byFoldedPath: [String: String] = [:]
        // The folders of the file before, checked already: sorted files share most of them.
        var checkedFolders: [Substring] = []
        for file in sorted {
            guard OutputPaths.isConfined(file.path) else {
                problems.append(.invalidName(name: file.path, source: file.origin))
                continue
            }
            if let last = files.last, last.path == file.path {
                if last.sha256 != file.sha256 {
                    problems.append(.conflictingSources(destination: file.path, first: last.origin, second: file.origin))
                }
                continue
            }
            let path = Substring(file.path)
            var prefixes = path.utf8.indices.filter { path.utf8[$0] == UInt8(ascii: "/") }.map { path[..<$0] }
            let folderCount = prefixes.count
            prefixes.append(path)
            var checked = folderCount
            for (depth, prefix) in prefixes.enumerated() {
                if depth < folderCount, depth < checkedFolders.count, checkedFolders[depth] == prefix { continue }
                let exact = String(prefix)
                let folded = exact.lowercased()
                if let other = byFoldedPath[folded], other != exact {
                    // Reported at the first differing component, for every file below it too.
                    problems.append(.caseOnlyDifference(first: other, second: exact))
                    checked = depth
                    break
                }
                byFoldedPath[folded] = exact
            }
            checkedFolders = Array(prefixes.prefix(checked))
            if flat, let top = prefixes.first, folderCount > 0, reservedTopLevelNames.contains(top.lowercased()) {
                problems.append(.reservedFolder(path: String(top), source: file.origin))
            }
            files.append(file)
        }
        var reported = Set<BundleProblem>()
        return (files, problems.filter { reported.insert($0).inserted })
    }
}
