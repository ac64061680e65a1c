import CatalogStore
import CodeSource
import ContentDigest
import Crypto
import DocumentSummary
import Foundation
import IBSource
import InputFiles
import ProjectModel
import ResourceAssets
import UIKitNib

/// The files of a project as an index run reads them: the configuration's selection of the tree,
/// Interface Builder documents and compiled nibs through their readers, Swift and Objective-C
/// declarations, string tables, image headers and asset catalogs.
public struct ProjectFileReader: IndexFileReading {
    public init() {}

    public func scanFolder(_ root: String) throws(TextFileError) -> SourceTree {
        SourceTree.scan(root: root, paths: IndexedPaths(try ProjectConfiguration.load(root: root)))
    }

    public func document(_ file: ScannedFile, root: String, knownHash: Data?) -> DocumentRead {
        let files: CompiledFiles
        do {
            files = try CompiledFiles.load(path: root + "/" + file.path, followingMemberLinks: false)
        } catch {
            return .failure(line: nil, message: error.message)
        }
        if let bytes = files[""], GitLFSPointer.isPointer(bytes) {
            return .gitLFSPointer
        }
        let hash = files.contentSHA256
        if hash == knownHash {
            return .sameContent
        }
        let kind = DocumentKind(path: file.path)
        switch kind {
        case .nib?, .storyboardc?:
            do {
                let document =
                    kind == .nib
                    ? try CompiledNibReader.read(path: file.path, files: files).document()
                    : try CompiledStoryboard.read(path: file.path, files: files).document()
                return .read(
                    document, sha256: hash, compiledFiles: files.members.map { DocumentRead.CompiledMember(path: $0.path, data: $0.data) })
            } catch {
                let message = error.diagnostic.message
                // Name the member file when the problem is inside a folder.
                let inside = error.path.hasPrefix(file.path + "/") ? " in " + error.path.dropFirst(file.path.count + 1) : ""
                return .failure(line: nil, message: message + inside)
            }
        default:
            guard let data = files[""] else {
                return .failure(line: nil, message: "a folder, not an Interface Builder document")
            }
            do {
                return .read(try IBDocumentReader.read(data: data, path: file.path), sha256: hash, compiledFiles: [])
            } catch {
                return .failure(line: error.line, message: error.message)
            }
        }
    }

    public func sourceModules(root: String) -> SourceModules {
        SourceModules(root: root)
    }

    public func codeDeclarations(_ file: ScannedFile, root: String) -> FileRead<CodeFileDeclarations> {
        parsedContents(of: file, root: root) { data in
            switch CodeSourceReader.declarations(in: String(decoding: data, as: UTF8.self), path: file.path) {
            case .success(let declarations): .read(declarations)
            case .failure(let limit): .failure(line: limit.line, message: limit.description)
            case nil: .failure(line: nil, message: "not a Swift, Objective-C or property list source")
            }
        }
    }

    public func stringsKeys(_ file: ScannedFile, root: String) -> FileRead<[IBStringsTable.Key]> {
        parsedContents(of: file, root: root) { data in
            do throws(IBReadError) {
                return .read(try IBStringsTable.keys(of: data, path: file.path, language: IBLocalization.language(ofPath: file.path)))
            } catch {
                return .failure(line: error.line, message: error.message)
            }
        }
    }

    /// `file`'s bytes as `parse` reads them, unless they cannot be read or are a Git LFS pointer.
    private func parsedContents<Content>(
        of file: ScannedFile, root: String, parse: (Data) -> FileRead<Content>
    ) -> FileRead<Content> {
        let data: Data
        do throws(InputFileError) {
            data = try InputFile.read(root + "/" + file.path)
        } catch {
            return .failure(line: nil, message: error.reason)
        }
        if GitLFSPointer.isPointer(data) {
            return .gitLFSPointer
        }
        return parse(data)
    }

    public func image(_ file: ScannedFile, root: String, fileExtension: String) -> ImageFileFacts {
        let data: Data
        do {
            data = try InputFile.read(root + "/" + file.path)
        } catch {
            return ImageFileFacts(sha256: Data(), problem: "cannot read file: \(error.reason)")
        }
        let hash = Data(SHA256.hash(data: data))
        // Kept as a problem, so packaging refuses to copy it, but reported as what it is.
        if GitLFSPointer.isPointer(data) {
            return ImageFileFacts(sha256: hash, problem: GitLFSPointer.message)
        }
        guard let format = ImageFormat(fileExtension: fileExtension) else {
            return ImageFileFacts(sha256: hash)
        }
        do {
            let header = try ImageHeaderReader.read(data, format: format, path: file.path)
            return ImageFileFacts(sha256: hash, pixelWidth: header.pixelWidth, pixelHeight: header.pixelHeight)
        } catch {
            return ImageFileFacts(sha256: hash, problem: error.diagnostic.message)
        }
    }

    public func assetCatalog(_ catalog: String, root: String) -> (entries: [AssetEntry], problems: [AssetCatalogError]) {
        AssetCatalog.read(root: root, catalog: catalog)
    }
}

extension Catalog {
    /// Indexes `paths` as `index(paths:reading:progress:)` does, reading the project's files.
    public func index(
        paths: [String], progress: (@Sendable (IndexProgress) -> Void)? = nil
    ) throws(CatalogError) -> IndexSummary {
        try index(paths: paths, reading: ProjectFileReader(), progress: progress)
    }

    /// Brings the catalog up to date before a query, reading the project's files.
    public func refresh() throws(CatalogError) -> CatalogFreshness {
        try refresh(reading: ProjectFileReader())
    }
}
