/// A published bundle's version, `major.minor.patch` as `nibcat package --version` takes it.
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

    public var description: String {
        "\(major).\(minor).\(patch)"
    }

    public static func < (lhs: BundleVersion, rhs: BundleVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}

/// Which published version to open: the newest one that meets the requirement.
public enum VersionRequirement: Sendable, Hashable, CustomStringConvertible {
    case exact(BundleVersion)
    /// At least this version, below the next major (`^1.2.0`: 1.2.0 ..< 2.0.0).
    case upToNextMajor(from: BundleVersion)
    /// At least this version, below the next minor (`~1.2.0`: 1.2.0 ..< 1.3.0).
    case upToNextMinor(from: BundleVersion)
    case newest

    /// `1.2.3` exact, `^1.2` up to next major, `~1.2` up to next minor, `newest`.
    public init?(_ text: String) {
        if text == "newest" {
            self = .newest
        } else if text.hasPrefix("^"), let version = BundleVersion(text.dropFirst()) {
            self = .upToNextMajor(from: version)
        } else if text.hasPrefix("~"), let version = BundleVersion(text.dropFirst()) {
            self = .upToNextMinor(from: version)
        } else if let version = BundleVersion(text) {
            self = .exact(version)
        } else {
            return nil
        }
    }

    public func isSatisfied(by version: BundleVersion) -> Bool {
        switch self {
        case .exact(let wanted):
            return version == wanted
        case .upToNextMajor(let lower):
            return version >= lower && version < BundleVersion(major: lower.major + 1)
        case .upToNextMinor(let lower):
            return version >= lower && version < BundleVersion(major: lower.major, minor: lower.minor + 1)
        case .newest:
            return true
        }
    }

    public var description: String {
        switch self {
        case .exact(let version): "\(version)"
        case .upToNextMajor(let version): "^\(version)"
        case .upToNextMinor(let version): "~\(version)"
        case .newest: "newest"
        }
    }
}
