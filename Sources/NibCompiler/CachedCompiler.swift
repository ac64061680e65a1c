import CatalogStore
import Foundation

/// Compiles through the catalog: an output is reused when the source bytes, the options and the
/// compiler version are all the ones it was compiled from.
public struct CachedCompiler: Sendable {
    public let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// A compiled output, and whether the catalog already had it.
    public struct Outcome: Sendable {
        public var output: CompiledOutput
        public var fromCache: Bool
    }

    private static func variant(_ options: CompileOptions) -> String {
        options.cacheKey + "|compiler=" + NibCompiler.version
    }

    /// The cached output of a source whose SHA-256 is known, without reading the source; nil on
    /// a miss.
    public func cachedOutput(sourceSHA256: Data, path: String, options: CompileOptions = CompileOptions()) -> Outcome? {
        cachedOutcome(key: CachedCompilation.key(sourceSHA256: sourceSHA256, variant: Self.variant(options)), path: path)
    }

    private func cachedOutcome(key: String, path: String) -> Outcome? {
        guard let cached = try? catalog.cachedCompilation(key: key),
            let stored = try? JSONDecoder().decode([StoredDiagnostic].self, from: cached.diagnostics)
        else { return nil }
        let files = cached.files.map { CompiledFile(relativePath: $0.path, contents: $0.contents) }
        let diagnostics = stored.map { $0.diagnostic(path: path) }
        return Outcome(output: CompiledOutput(isFolder: cached.isFolder, files: files, diagnostics: diagnostics), fromCache: true)
    }

    public func compile(contentsOf path: String, options: CompileOptions = CompileOptions()) throws(CompileError) -> Outcome {
        let source: Data
        do {
            source = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return Outcome(output: try NibCompiler.compile(contentsOf: path, options: options), fromCache: false)
        }
        let key = CachedCompilation.key(source: source, variant: Self.variant(options))
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
            try? catalog.storeCompilation(CachedCompilation(isFolder: output.isFolder, files: files, diagnostics: diagnostics), key: key)
        }
        return Outcome(output: output, fromCache: false)
    }

    /// A diagnostic without its path: the same bytes may be compiled from another place.
    private struct StoredDiagnostic: Codable {
        var severity: String
        var line: Int?
        var message: String

        init(_ diagnostic: CompileDiagnostic) {
            severity = diagnostic.severity.rawValue
            line = diagnostic.line
            message = diagnostic.message
        }

        func diagnostic(path: String) -> CompileDiagnostic {
            CompileDiagnostic(
                severity: CompileDiagnostic.Severity(rawValue: severity) ?? .warning, path: path, line: line, message: message)
        }
    }
}
