/// The system a document says it builds for: `<dependencies><deployment identifier="iOS"
/// version="1792"/>`, Interface Builder's "Builds for" setting. Without a `version` (or with only
/// the `defaultVersion` older Xcodes recorded) the document builds for its target's deployment
/// target, which ibtool is given as `--minimum-deployment-target`.
public struct IBDeployment: Sendable, Hashable {
    /// `iOS`, `tvOS` or `macosx`, as written.
    public var identifier: String
    /// The version the document builds for, as Interface Builder writes it; nil for the target's.
    public var version: Int?
    public var line: Int

    public init(identifier: String, version: Int?, line: Int) {
        self.identifier = identifier
        self.version = version
        self.line = line
    }

    /// The `<deployment>` of a document's `<dependencies>`, when it has one.
    public init?(document root: IBElement) {
        guard let element = root.child("dependencies")?.child("deployment"), let identifier = element["identifier"] else {
            return nil
        }
        self.init(identifier: identifier, version: element["version"].flatMap { Int($0) }, line: element.line)
    }

    /// The iOS version the document builds for, major and minor: Interface Builder writes it as
    /// the major version times 256 plus the minor times 16 (`1792` is iOS 7.0, the Builds for
    /// airbitz-ios-gui's `GTMOAuth2ViewTouch.xib` was raised to for Xcode 9; `2304` 9.0 and
    /// `2320` 9.1 in the pairs' SwiftMessages xibs; `4352` 17.0). Nil for another system, or
    /// when the document builds for its target's deployment target.
    public var iOSVersion: (major: Int, minor: Int)? {
        guard identifier == Self.iOSIdentifier, let version else { return nil }
        return Self.iOSVersion(encoded: version)
    }

    public static let iOSIdentifier = "iOS"

    /// An iOS version as Interface Builder encodes it, here and in Interface Builder 3's
    /// `IBDocument.SystemTarget`; nil for a value that encodes none.
    public static func iOSVersion(encoded version: Int) -> (major: Int, minor: Int)? {
        guard version > 0 else { return nil }
        return (version >> 8, (version >> 4) & 0xF)
    }
}
