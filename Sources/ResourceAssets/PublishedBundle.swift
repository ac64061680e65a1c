import Foundation
import InputFiles

// The registry of published versions, as `nibcat package` records them and `bundles` lists them.

/// A bundle version `nibcat package` published.
public struct PublishedBundle: Sendable, Hashable, Encodable {
    public var name: String
    public var version: String
    public var platform: String
    public var identifier: String
    /// The absolute path of the `.bundle`.
    public var path: String
    /// Hex SHA-256 over the bundle's files' paths and hashes.
    public var contentSHA256: String
    public var entryCount: Int

    public init(
        name: String, version: String, platform: String, identifier: String, path: String, contentSHA256: String, entryCount: Int
    ) {
        self.name = name
        self.version = version
        self.platform = platform
        self.identifier = identifier
        self.path = path
        self.contentSHA256 = contentSHA256
        self.entryCount = entryCount
    }

    enum CodingKeys: String, CodingKey {
        case name, version, platform, identifier, path
        case contentSHA256 = "contentSha256"
        case entryCount
    }
}

/// One file of a published bundle.
public struct BundleEntry: Sendable, Hashable, Encodable {
    /// Relative to the `.bundle`.
    public var path: String
    public var size: Int64
    public var sha256: Data

    public init(path: String, size: Int64, sha256: Data) {
        self.path = path
        self.size = size
        self.sha256 = sha256
    }

    enum CodingKeys: String, CodingKey {
        case path, size, sha256
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(size, forKey: .size)
        try container.encode(sha256.hexString, forKey: .sha256)
    }
}

/// What changed between two versions of a bundle, each list sorted by path.
public struct BundleDiff: Sendable, Hashable, Encodable {
    public var added: [BundleEntry]
    public var removed: [BundleEntry]
    /// The entry as it is in the newer version.
    public var changed: [BundleEntry]

    public init(added: [BundleEntry], removed: [BundleEntry], changed: [BundleEntry]) {
        self.added = added
        self.removed = removed
        self.changed = changed
    }
}

/// Where an indexed document's rows go in a bundle's resource index, which has the catalog's
/// document tables.
public struct DocumentExport: Sendable, Hashable {
    public var catalogID: Int64
    /// The id it gets there.
    public var id: Int64
    /// Its path there.
    public var path: String

    public init(catalogID: Int64, id: Int64, path: String) {
        self.catalogID = catalogID
        self.id = id
        self.path = path
    }
}
