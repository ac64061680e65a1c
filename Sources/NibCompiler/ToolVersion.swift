import NibArchive

/// nibcat's own version, as `nibcat --version` and `nibcat ibtool --version` give it.
public enum ToolVersion {
    /// The release, three numbers.
    public static let release = "0.15.0"

    /// `ibtool --version`'s answer in its shape, naming nibcat's version: a dictionary under
    /// `com.apple.ibtool.version` with `bundle-version` (here the compiler's output version, which
    /// changes whenever compiled bytes may) and `short-bundle-version` (the release).
    public static var ibtoolPropertyList: PropertyListValue {
        .dictionary([
            ibtoolVersionKey: .dictionary([
                "bundle-version": .string(NibCompiler.version), "short-bundle-version": .string(release),
            ])
        ])
    }

    /// The same in ibtool's `human-readable-text` form.
    public static var ibtoolText: String {
        "/* \(ibtoolVersionKey) */\nbundle-version: \(NibCompiler.version)\nshort-bundle-version: \(release)\n"
    }

    static let ibtoolVersionKey = "com.apple.ibtool.version"
}
