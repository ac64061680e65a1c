/// A published bundle's version, `major.minor.patch` as `nibcat package --version` takes it and
/// the runtime finds it; also the grammar of `CFBundleVersion` (one to three numbers).
public struct BundleVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(major: Int, minor: Int = 0, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// `1.2.3`, or `1.2` and `1` with the missing parts 0; nil for anything else.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 9, part.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(part)
            else { return nil }
            numbers.append(value)
        }
        numbers += Array(repeating: 0, count: 3 - numbers.count)
        self.init(major: numbers[0], minor: numbers[1], patch: numbers[2])
    }

    /// A version as a published bundle's folder is named: exactly `major.minor.patch`, as
    /// `description` writes it (no leading zeros), so that every folder name is one version.
    public init?(canonical text: some StringProtocol) {
        guard let version = BundleVersion(text), version.description == text else { return nil }
        self = version
    }

    public var description: String {
        "\(major).\(minor).\(patch)"
    }

    public static func < (lhs: BundleVersion, rhs: BundleVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
