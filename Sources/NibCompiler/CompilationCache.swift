import Foundation

/// A compiled output as a cache keeps it: files by path inside the output, and the diagnostics
/// the compilation gave, as JSON the compiler wrote.
public struct CachedCompilation: Sendable, Hashable {
    public var isFolder: Bool
    public var files: [CachedFile]
    public var diagnostics: Data

    public struct CachedFile: Sendable, Hashable {
        public var path: String
        public var contents: Data
        /// The SHA-256 of `contents`, when the cache gave it.
        public var sha256: Data?

        public init(path: String, contents: Data, sha256: Data? = nil) {
            self.path = path
            self.contents = contents
            self.sha256 = sha256
        }
    }

    public init(isFolder: Bool, files: [CachedFile], diagnostics: Data) {
        self.isFolder = isFolder
        self.files = files
        self.diagnostics = diagnostics
    }
}

/// Where compiled outputs are kept between runs. The compiler declares what it needs and storage
/// implements it from outside (the catalog does), so that compiling never depends on a database.
public protocol CompilationCache: Sendable {
    /// The key of the output compiled from `source` with `variant` (everything else that decides it).
    func key(source: Data, variant: String) -> String
    /// The same key from the source's SHA-256, for a caller that has it already.
    func key(sourceSHA256: Data, variant: String) -> String
    /// The compilations under `keys`, in their order, nil for a miss.
    func cachedCompilations(keys: [String]) throws -> [CachedCompilation?]
    /// Stores `compilation` under `key`, replacing any earlier one.
    func storeCompilation(_ compilation: CachedCompilation, key: String) throws
}
