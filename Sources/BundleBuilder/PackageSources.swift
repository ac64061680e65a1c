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
    func bundleSourceDocuments() throws -> [BundleSourceDocument]
    /// The images under `root` as UIKit would find them by name.
    func imageLibrary(root: String) throws -> ImageLibrary
    /// Every image file under `root` as it was when indexed, by path.
    func imageFiles(root: String) throws -> [PathKey: IndexedImageFile]

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

extension BundleError {
    /// A failure to read or record through the package sources.
    static func sources(_ error: any Error) -> BundleError {
        .catalog((error as? any DiagnosticError)?.diagnostic ?? Diagnostic(path: nil, message: String(describing: error)))
    }
}
