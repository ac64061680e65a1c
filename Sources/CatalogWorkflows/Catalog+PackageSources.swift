import BundleBuilder
import CatalogStore
import Foundation
import InputFiles

/// The catalog as what bundles are built from: packaging declares what it reads and records
/// (`PackageSources`), the catalog stores documents, images and published versions, and this
/// joins them, so that neither imports the other.
extension Catalog: PackageSources {
    public func packageDocuments() throws -> [PackageSourceDocument] {
        try bundleSourceDocuments().map { document in
            PackageSourceDocument(
                id: document.id, root: document.root, path: document.path, name: document.name, kind: document.kind,
                platform: document.platform, size: document.size, mtimeNanoseconds: document.mtimeNanoseconds, sha256: document.sha256,
                images: document.images.map { .init(name: $0.name, isSystem: $0.isSystem, line: $0.line) },
                strings: document.strings.map { .init(path: $0.path, language: $0.language) })
        }
    }

    public func packageImageFiles(root: String) throws -> [PathKey: PackageImageFile] {
        try imageFiles(root: root).mapValues { file in
            PackageImageFile(size: file.size, mtimeNanoseconds: file.mtimeNanoseconds, sha256: file.sha256, problem: file.problem)
        }
    }
}
