import CatalogStore
import CompiledNib
import Foundation
import NibArchive
import NibCompiler

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
    var documents: [DocumentExport]
    var diagnostics: [String]

    static func build(_ inputs: BundleInputs, spec: BundleSpec, catalog: Catalog, options: CompileOptions) throws(BundleError)
        -> BundleFiles
    {
        let compiler = CachedCompiler(catalog: catalog)
        let compiled = inputs.documents.parallelMap { document -> Result<(CompiledFiles, [String]), BundleProblem> in
            let source = document.source
            let absolute = source.root + "/" + source.path
            if source.kind == "nib" || source.kind == "storyboardc" {
                do throws(NibArchiveError) {
                    return .success((try CompiledFiles.load(path: absolute), []))
                } catch {
                    return .failure(.compileFailed(message: error.description))
                }
            }
            do throws(CompileError) {
                // The catalog's hash of the source was checked against the file's size and
                // mtime when the inputs were gathered: a hit needs no read of the source.
                let output: CompiledOutput
                if let cached = compiler.cachedOutput(sourceSHA256: source.sha256, path: absolute, options: options) {
                    output = cached.output
                } else {
                    output = try compiler.compile(contentsOf: absolute, options: options).output
                }
                let members = output.files.map { (path: $0.relativePath, data: $0.contents) }
                return .success((CompiledFiles(members: members), output.diagnostics.map(\.description)))
            } catch {
                return .failure(.compileFailed(message: error.description))
            }
        }

        var bundle = BundleFiles(files: [], resources: [], documents: [], diagnostics: [])
        var problems: [BundleProblem] = []
        var candidates: [File] = []
        var seenDestinations = Set<String>()
        for (index, (document, result)) in zip(inputs.documents, compiled).enumerated() {
            let files: CompiledFiles
            switch result {
            case .failure(let problem):
                problems.append(problem)
                continue
            case .success(let (compiledFiles, diagnostics)):
                files = compiledFiles
                bundle.diagnostics += diagnostics
            }
            let origin = document.source.root + "/" + document.source.path
            var total: Int64 = 0
            for member in files.members {
                let path = member.path.isEmpty ? document.destination : document.destination + "/" + member.path
                let file = File(
                    path: path, content: .data(member.data), origin: origin, size: Int64(member.data.count),
                    sha256: CompiledFiles(members: [("", member.data)]).contentSHA256)
                candidates.append(file)
                total += file.size
            }
            // Equal documents from two folders land once (different ones are refused below).
            guard seenDestinations.insert(document.destination).inserted else { continue }
            let id = Int64(index + 1)
            bundle.documents.append(DocumentExport(catalogID: document.source.id, id: id, path: document.destination))
            let kind = document.destination.hasSuffix(".storyboardc") ? "storyboard" : "nib"
            bundle.resources.append(
                Resource(
                    record: ResourceRecord(
                        kind: kind, name: document.source.name, path: document.destination, language: document.language),
                    size: total, sha256: files.contentSHA256, documentID: id))
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
        let sorted = candidates.sorted { first, second in
            first.path == second.path
                ? first.origin < second.origin : first.path.utf8.lexicographicallyPrecedes(second.path.utf8)
        }
        var files: [BundleFiles.File] = []
        var problems: [BundleProblem] = []
        var byFoldedPath: [String: String] = [:]
        for file in sorted {
            if let last = files.last, last.path == file.path {
                if last.sha256 != file.sha256 {
                    problems.append(.conflictingSources(destination: file.path, first: last.origin, second: file.origin))
                }
                continue
            }
            var prefix = ""
            for component in file.path.split(separator: "/") {
                prefix += (prefix.isEmpty ? "" : "/") + component
                let folded = prefix.lowercased()
                if let other = byFoldedPath[folded], other != prefix {
                    problems.append(.caseOnlyDifference(first: other, second: prefix))
                    break
                }
                byFoldedPath[folded] = prefix
            }
            if flat, file.path.contains("/"), let top = file.path.split(separator: "/").first,
                reservedTopLevelNames.contains(top.lowercased())
            {
                problems.append(.reservedFolder(path: String(top), source: file.origin))
            }
            files.append(file)
        }
        var reported = Set<BundleProblem>()
        return (files, problems.filter { reported.insert($0).inserted })
    }
}
