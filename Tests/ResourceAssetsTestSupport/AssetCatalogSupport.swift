import ResourceAssets
import Testing

/// What the asset catalog's unit and conformance tests compare and look up.
public enum AssetCatalogSupport {
    /// `path scale device` for each file, to compare in one line.
    public static func describe(_ files: [AssetFile]) -> [String] {
        files.map { "\($0.path) \($0.scale.map(String.init) ?? "-") \($0.device ?? "-")" }
    }

    public static func entry(_ name: String, in entries: [AssetEntry], sourceLocation: SourceLocation = #_sourceLocation) throws
        -> AssetEntry
    {
        try #require(entries.first { $0.name == name }, "no entry named \(name)", sourceLocation: sourceLocation)
    }
}
