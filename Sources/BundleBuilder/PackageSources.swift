import Foundation
import GRDB
import InputFiles
import NibCompiler
import ResourceAssets

/// What a bundle is built from and where its publications are recorded. Packaging declares what
/// it needs and storage implements it from outside (the catalog does, in `CatalogWorkflows`), so
/// that packaging never depends on the catalog. The compile cache comes with it: the documents of
/// a bundle are compiled through it.
public protocol PackageSources: CompilationCache {
    /// Every indexed document, by root and path, with its image references and string tables.
    func packageDocuments() throws -> [PackageSourceDocument]
    /// The images under `root` as UIKit would find them by name.
    func imageLibrary(root: String) throws -> ImageLibrary
    /// Every image file under `root` as it was when indexed, by path.
    func packageImageFiles(root: String) throws -> [PathKey: PackageImageFile]

    /// What the recorded version `name` `version` was built from, when it is recorded at `path`.
    func publishedInputHash(name: String, version: String, path: String) throws -> Data?
    /// The files of the recorded version `name` `version`; nil when it is not recorded.
    func bundleEntries(name: String, version: String) throws -> [BundleEntry]?
    /// Records a published version and its files, replacing an earlier record of it; `inputSHA256`
    /// is what it was built from.
    func recordPublishedBundle(
        name: String, version: String, platform: String, identifier: String, path: String, inputSHA256: Data,
        entries: [BundleEntry]
    ) throws

    /// Copies the documents' rows into `db`, a resource index its migrations created, under the
    /// ids and paths of `exports`. `db` must not be in a transaction.
    func exportDocuments(_ exports: [DocumentExport], into db: Database) throws
    /// Writes to `path` the resource index template kept under `documentsKey`; false when none is.
    func copyResourceIndexTemplate(documentsKey: Data, to path: String) throws -> Bool
    /// Keeps `bytes`, a resource index holding only some documents' rows, under `documentsKey`.
    func storeResourceIndexTemplate(_ bytes: Data, documentsKey: Data) throws
}

/// An indexed document with what packaging needs: where its file is, what it looked like when
/// indexed, the images it names and the string tables that translate it.
public struct PackageSourceDocument: Sendable, Hashable {
    public struct ImageReference: Sendable, Hashable {
        public var name: String
        public var isSystem: Bool
        public var line: Int

        public init(name: String, isSystem: Bool, line: Int) {
            self.name = name
            self.isSystem = isSystem
            self.line = line
        }
    }

    public struct StringsTable: Sendable, Hashable {
        /// Relative to the root.
        public var path: String
        /// nil for a string catalog (`.xcstrings`).
        public var language: String?

        public init(path: String, language: String?) {
            self.path = path
            self.language = language
        }
    }

    /// The document's id in the sources, which `exportDocuments` copies by.
    public var id: Int64
    /// The absolute folder `path` is relative to.
    public var root: String
    public var path: String
    public var name: String
    /// `xib`, `storyboard`, `nib` or `storyboardc`.
    public var kind: String
    /// `iOS`, `tvOS`, `watchOS` or `macOS`.
    public var platform: String
    public var size: Int64
    public var mtimeNanoseconds: Int64
    public var sha256: Data
    public var images: [ImageReference]
    public var strings: [StringsTable]

    public init(
        id: Int64, root: String, path: String, name: String, kind: String, platform: String, size: Int64, mtimeNanoseconds: Int64,
        sha256: Data, images: [ImageReference], strings: [StringsTable]
    ) {
        self.id = id
        self.root = root
        self.path = path
        self.name = name
        self.kind = kind
        self.platform = platform
        self.size = size
        self.mtimeNanoseconds = mtimeNanoseconds
        self.sha256 = sha256
        self.images = images
        self.strings = strings
    }
}

/// An image file as it was when indexed: packaging copies it only while it still is.
public struct PackageImageFile: Sendable, Hashable {
    public var size: Int64
    public var mtimeNanoseconds: Int64
    public var sha256: Data
    /// Why the file is not a valid image, when it is not.
    public var problem: String?

    public init(size: Int64, mtimeNanoseconds: Int64, sha256: Data, problem: String?) {
        self.size = size
        self.mtimeNanoseconds = mtimeNanoseconds
        self.sha256 = sha256
        self.problem = problem
    }
}

extension BundleError {
    /// A failure to read or record through the package sources.
    static func sources(_ error: any Error) -> BundleError {
        .catalog((error as? any DiagnosticError)?.diagnostic ?? Diagnostic(path: nil, message: String(describing: error)))
    }
}
