import Foundation
import InputFiles

// What a bundle is built from, as the catalog indexed it, and the registry of published versions,
// as `nibcat package` records them and `bundles` lists them: the catalog stores these and
// packaging reads and makes them, without either importing the other.

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

/// An indexed document with what packaging needs: where its file is, what it looked like when
/// indexed, the images it names and the string tables that translate it.
public struct BundleSourceDocument: Sendable, Hashable {
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

    /// Its id in the catalog, which `DocumentExport` copies by.
    public var id: Int64
    /// The absolute folder `path` is relative to.
    public var root: String
    public var path: String
    public var name: String
    public var kind: DocumentKind
    /// `iOS`, `tvOS`, `watchOS` or `macOS`.
    public var platform: String
    public var size: Int64
    public var mtimeNanoseconds: Int64
    public var sha256: Data
    public var images: [ImageReference]
    public var strings: [StringsTable]

    public init(
        id: Int64, root: String, path: String, name: String, kind: DocumentKind, platform: String, size: Int64, mtimeNanoseconds: Int64,
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

/// A file of an image as it was when indexed: packaging copies it only while it still is.
public struct IndexedImageFile: Sendable, Hashable {
    public var variant: ImageVariant
    public var size: Int64
    public var mtimeNanoseconds: Int64
    public var sha256: Data
    /// Why the file is not a valid image, when it is not.
    public var problem: String?

    public init(variant: ImageVariant, size: Int64, mtimeNanoseconds: Int64, sha256: Data, problem: String?) {
        self.variant = variant
        self.size = size
        self.mtimeNanoseconds = mtimeNanoseconds
        self.sha256 = sha256
        self.problem = problem
    }
}
