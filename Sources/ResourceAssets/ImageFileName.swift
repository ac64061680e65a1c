/// An image file's name taken apart the way UIKit reads it: `name[@Nx][~device].ext`, scale before
/// device (`icon@2x~ipad.png`).
public struct ImageFileName: Sendable, Hashable {
    /// The logical name a document refers to: `icon` for `icon@2x~ipad.png`.
    public var name: String
    /// The scales a file name can carry (`@1x`…`@9x`); a resource index or a caller naming any
    /// other is wrong.
    public static let scales: ClosedRange<Int> = 1...9
    /// 1 when the file name has no `@Nx`.
    public var scale: Int
    /// `ipad`, `iphone`, … from `~device`; nil for a universal file.
    public var device: String?
    /// Without the dot, as written: `PNG` is not `png` to a case-sensitive look-up.
    public var fileExtension: String

    /// The extensions UIKit and AppKit load as images from loose files.
    public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "gif", "icns"]

    public init(name: String, scale: Int = 1, device: String? = nil, fileExtension: String) {
        self.name = name
        self.scale = scale
        self.device = device
        self.fileExtension = fileExtension
    }

    /// nil when `fileName` does not end in an image extension or has no name before it.
    public init?(parsing fileName: String) {
        guard let dot = fileName.lastIndex(of: ".") else { return nil }
        let ext = String(fileName[fileName.index(after: dot)...])
        guard Self.imageExtensions.contains(ext.lowercased()) else { return nil }
        var stem = Substring(fileName[..<dot])
        var device: String?
        if let tilde = stem.lastIndex(of: "~") {
            let suffix = stem[stem.index(after: tilde)...]
            if !suffix.isEmpty, suffix.allSatisfy({ $0.isLetter }) {
                device = String(suffix)
                stem = stem[..<tilde]
            }
        }
        var scale = 1
        if let at = stem.lastIndex(of: "@"), stem.hasSuffix("x") {
            let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
            if let value = Int(digits), Self.scales.contains(value), digits.allSatisfy(\.isASCII) {
                scale = value
                stem = stem[..<at]
            }
        }
        guard !stem.isEmpty else { return nil }
        self.init(name: String(stem), scale: scale, device: device, fileExtension: ext)
    }

    /// `name@2x~ipad.png`: the file name UIKit looks for.
    public var fileName: String {
        var result = name
        if scale != 1 {
            result += "@\(scale)x"
        }
        if let device {
            result += "~" + device
        }
        return result + "." + fileExtension
    }
}
