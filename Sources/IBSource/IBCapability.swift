/// A feature of Interface Builder a document uses, which only Xcodes from `minimumToolsVersion`
/// read: `<dependencies><capability name="Safe area layout guides" minToolsVersion="9.0"/>`.
public struct IBCapability: Sendable, Hashable {
    /// Interface Builder's name for the feature, as written ("documents saved in the Xcode 8 format").
    public var name: String
    /// The first Xcode that reads the feature, as written (`9.0`).
    public var minimumToolsVersion: String
    public var line: Int

    public init(name: String, minimumToolsVersion: String, line: Int) {
        self.name = name
        self.minimumToolsVersion = minimumToolsVersion
        self.line = line
    }

    /// The capabilities of a document's `<dependencies>`, in document order.
    public static func all(in root: IBElement) -> [IBCapability] {
        root.children(in: "dependencies").compactMap { element in
            guard element.name == "capability", let name = element["name"], let version = element["minToolsVersion"] else {
                return nil
            }
            return IBCapability(name: name, minimumToolsVersion: version, line: element.line)
        }
    }
}
