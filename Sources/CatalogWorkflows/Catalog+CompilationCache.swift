import CatalogStore
import Crypto
import Foundation
import NibCompiler

extension CachedCompilation {
    /// The cache key of a compilation: the source's bytes and everything else that decides the output.
    public static func key(source: Data, variant: String) -> String {
        key(sourceSHA256: Data(SHA256.hash(data: source)), variant: variant)
    }

    /// The same key from the source's SHA-256, for a caller that has it already (the catalog
    /// stores every indexed document's).
    public static func key(sourceSHA256: Data, variant: String) -> String {
        sourceSHA256.hexString + "|" + variant
    }
}

/// The catalog as the compiler's cache: the compiler declares what a cache does
/// (`CompilationCache`), the catalog stores compilations (`StoredCompilation`), and this joins
/// them, so that neither imports the other. Outputs are keyed by the SHA-256 of their source,
/// which the catalog stores for every indexed document.
extension Catalog: CompilationCache {
    public func key(source: Data, variant: String) -> String {
        CachedCompilation.key(source: source, variant: variant)
    }

    public func key(sourceSHA256: Data, variant: String) -> String {
        CachedCompilation.key(sourceSHA256: sourceSHA256, variant: variant)
    }

    public func cachedCompilation(key: String) throws(CatalogError) -> CachedCompilation? {
        try cachedCompilations(keys: [key])[0]
    }

    public func cachedCompilations(keys: [String]) throws(CatalogError) -> [CachedCompilation?] {
        try storedCompilations(keys: keys).map { stored in
            stored.map { stored in
                CachedCompilation(
                    isFolder: stored.isFolder,
                    files: stored.files.map { CachedCompilation.CachedFile(path: $0.path, contents: $0.contents, sha256: $0.sha256) },
                    diagnostics: stored.diagnostics)
            }
        }
    }

    public func storeCompilation(_ compilation: CachedCompilation, key: String) throws(CatalogError) {
        try store(
            StoredCompilation(
                isFolder: compilation.isFolder, diagnostics: compilation.diagnostics,
                files: compilation.files.map { StoredCompilation.File(path: $0.path, contents: $0.contents) }),
            key: key)
    }

    public func cachedCompilationCount() throws(CatalogError) -> Int {
        try storedCompilationCount()
    }
}
