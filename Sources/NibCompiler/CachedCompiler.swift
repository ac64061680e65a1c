import Foundation
import InputFiles

/// Compiles through a cache (the catalog): an output is reused when the source bytes, the options
/// and the compiler version are all the ones it was compiled from.
public struct CachedCompiler: Sendable {
    public let cache: any CompilationCache

    public init(cache: any CompilationCache) {
        self.cache = cache
    }

    /// A compiled output, and whether the catalog already had it.
    public struct Outcome: Sendable {
        public var output: CompiledOutput
        public var fromCache: Bool
        /// The SHA-256 of each of `output.files`, in order, when the cache gave them.
        public var fileSHA256s: [Data]? = nil
    }

    private static func variant(_ options: CompileOptions) -> String {
        options.cacheKey + "|compiler=" + NibCompiler.version
    }

    /// The cached output of a source whose SHA-256 is known, without reading the source; nil on
    /// a miss.
    public func cachedOutput(sourceSHA256: Data, path: String, options: CompileOptions = CompileOptions()) -> Outcome? {
        cachedOutputs([(sourceSHA256, path)], options: options)[0]
    }

    /// The cached outputs of sources whose SHA-256s are known, in their order (nil for a miss),
    /// looked up together.
    public func cachedOutputs(_ sources: [(sourceSHA256: Data, path: String)], options: CompileOptions = CompileOptions())
        -> [Outcome?]
    {
        let variant = Self.variant(options)
        let keys = sources.map { cache.key(sourceSHA256: $0.sourceSHA256, variant: variant) }
        guard let cached = try? cache.cachedCompilations(keys: keys) else {
            return Array(repeating: nil, count: sources.count)
        }
        return zip(cached, sources).map { cached, source in cached.flatMap { outcome($0, path: source.path) } }
    }

    private func cachedOutcome(key: String, path: String) -> Outcome? {
        (try? cache.cachedCompilations(keys: [key]))?.first.flatMap { $0 }.flatMap { outcome($0, path: path) }
    }

    private func outcome(_ cached: CachedCompilation, path: String) -> Outcome? {
        // A cache is a file anyone can edit: members that would be written outside the
        // output make the entry a miss, compiled again and stored over it.
        let members = cached.files.map(\.path)
        guard cached.isFolder ? members.allSatisfy(OutputPaths.isFileName) : members == [""] else { return nil }
        let stored: [StoredDiagnostic]
        if cached.diagnostics == Self.noDiagnostics {
            stored = []
        } else {
            guard let decoded = try? JSONDecoder().decode([StoredDiagnostic].self, from: cached.diagnostics) else { return nil }
            stored = decoded
        }
        let files = cached.files.map { CompiledFile(relativePath: $0.path, contents: $0.contents) }
        let hashes = cached.files.compactMap(\.sha256)
        let diagnostics = stored.map { $0.diagnostic(path: path) }
        return Outcome(
            output: CompiledOutput(isFolder: cached.isFolder, files: files, diagnostics: diagnostics), fromCache: true,
            fileSHA256s: hashes.count == files.count ? hashes : nil)
    }

    /// What the encoder writes for a compilation without diagnostics, most of them.
    private static let noDiagnostics = Data("[]".utf8)

    public func compile(contentsOf path: String, options: CompileOptions = CompileOptions()) throws(CompileError) -> Outcome {
        let source: Data
        do {
            source = try InputFile.read(path)
        } catch {
            return Outcome(output: try NibCompiler.compile(contentsOf: path, options: options), fromCache: false)
        }
        let key = cache.key(source: source, variant: Self.variant(options))
        if let cached = cachedOutcome(key: key, path: path) {
            return cached
        }
        let output = try NibCompiler.compile(data: source, path: path, options: options)
        let stored = output.diagnostics.map(StoredDiagnostic.init)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // A cache that cannot be written only costs the next compile its time.
        if let diagnostics = try? encoder.encode(stored) {
            let files = output.files.map { CachedCompilation.CachedFile(path: $0.relativePath, contents: $0.contents) }
            try? cache.storeCompilation(CachedCompilation(isFolder: output.isFolder, files: files, diagnostics: diagnostics), key: key)
        }
        return Outcome(output: output, fromCache: false)
    }

    /// A diagnostic without its path: the same bytes may be compiled from another place.
    private struct StoredDiagnostic: Codable {
        var severity: String
        var line: Int?
        /// Absent from entries cached before diagnostics named objects.
        var objectID: String?
        var message: String
        /// Absent from entries cached before approximations were told apart, and when false.
        var isApproximation: Bool?

        init(_ diagnostic: CompileDiagnostic) {
            severity = diagnostic.severity.rawValue
            line = diagnostic.line
            objectID = diagnostic.objectID
            message = diagnostic.message
            isApproximation = diagnostic.isApproximation ? true : nil
        }

        func diagnostic(path: String) -> CompileDiagnostic {
            CompileDiagnostic(
                severity: CompileDiagnostic.Severity(rawValue: severity) ?? .warning, path: path, line: line, objectID: objectID,
                message: message, isApproximation: isApproximation ?? false)
        }
    }
}
