import ProjectModel

/// What `nibcat package` is asked to build.
public struct BundleSpec: Sendable, Hashable {
    public enum Platform: String, Sendable, Hashable, CaseIterable {
        /// Flat: everything at the bundle's root.
        case ios
        /// `Contents/Info.plist` and `Contents/Resources/`.
        case macos
    }

    public var name: String
    /// Three numbers, `X.Y.Z`.
    public var version: String
    /// `CFBundleVersion`; the version when not given.
    public var build: String?
    /// `CFBundleIdentifier`; `com.nibcatalog.<name>` when not given.
    public var identifier: String?
    public var platform: Platform
    /// `PathGlob`s over document paths (relative to the indexed folder); every document when empty.
    public var includes: [String]
    public var allowMissingImages: Bool
    public var developmentRegion: String
    /// Also write `<Name>.bundle.zip` beside the bundle.
    public var zip: Bool
    /// An Xcode target of the indexed projects: only its documents, resolved against its images,
    /// compiled for its module and deployment target unless the options say otherwise.
    public var target: String?

    public init(
        name: String, version: String, build: String? = nil, identifier: String? = nil, platform: Platform = .ios,
        includes: [String] = [], allowMissingImages: Bool = false, developmentRegion: String = "en", zip: Bool = false,
        target: String? = nil
    ) {
        self.name = name
        self.version = version
        self.build = build
        self.identifier = identifier
        self.platform = platform
        self.includes = includes
        self.allowMissingImages = allowMissingImages
        self.developmentRegion = developmentRegion
        self.zip = zip
        self.target = target
    }
}
