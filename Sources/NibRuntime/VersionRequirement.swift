import ResourceAssets

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
