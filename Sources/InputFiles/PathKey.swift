/// A path compared by its UTF-8 bytes, as the file system and SQLite compare it. Swift's `String`
/// equality is canonical equivalence: `café` written precomposed and decomposed are one string
/// but two files on Linux, so a table of files by path keys them by this.
public struct PathKey: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let bytes: [UInt8]

    public init(_ path: String) {
        bytes = Array(path.utf8)
    }

    public init(stringLiteral path: String) {
        self.init(path)
    }

    public var path: String {
        String(decoding: bytes, as: UTF8.self)
    }

    public var description: String {
        path
    }

    public static func < (a: PathKey, b: PathKey) -> Bool {
        a.bytes.lexicographicallyPrecedes(b.bytes)
    }
}
