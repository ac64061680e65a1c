/// Where things are in a published resource bundle and on the shelf of published versions:
/// `nibcat package` writes this layout and the runtime (`NibRuntime`) reads it.
public enum ResourceBundleLayout {
    /// The bundle folder's name: `Name.bundle`.
    public static func bundleFolderName(_ name: String) -> String {
        name + ".bundle"
    }

    /// A published version's folder on the shelf, relative to it: `Name/1.2.0`.
    public static func publishedVersionPath(name: String, version: String) -> String {
        name + "/" + version
    }

    /// A published version's bundle on the shelf, relative to it: `Name/1.2.0/Name.bundle`.
    public static func publishedBundlePath(name: String, version: String) -> String {
        publishedVersionPath(name: name, version: version) + "/" + bundleFolderName(name)
    }

    /// Relative to the bundle: a macOS bundle keeps its files under `Contents/`.
    public static func infoPlistPath(isMacOS: Bool) -> String {
        isMacOS ? "Contents/Info.plist" : "Info.plist"
    }

    /// Relative to the bundle, with its trailing slash; empty for iOS.
    public static func resourcesPrefix(isMacOS: Bool) -> String {
        isMacOS ? "Contents/Resources/" : ""
    }

    /// The resource index's file name, in the resources folder (`resourcesPrefix`).
    public static let resourceIndexName = "ResourceIndex.sqlite"

    /// Where a bundle of either platform keeps its resource index, relative to the bundle.
    public static let resourceIndexPaths = [false, true].map { resourcesPrefix(isMacOS: $0) + resourceIndexName }

    /// The `Info.plist` keys the package writes and the runtime reports.
    public enum InfoKey {
        public static let name = "CFBundleName"
        public static let version = "CFBundleShortVersionString"
        public static let build = "CFBundleVersion"
        public static let identifier = "CFBundleIdentifier"
        public static let developmentRegion = "CFBundleDevelopmentRegion"
    }
}
