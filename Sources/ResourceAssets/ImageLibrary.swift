/// An image a document can name: loose files sharing a name and extension, or an asset-catalog
/// image or symbol set.
public struct AvailableImage: Sendable, Hashable {
    public enum Source: String, Sendable, Hashable {
        /// `name[@Nx][~device].ext` files.
        case file
        case imageSet = "imageset"
        case symbolSet = "symbolset"
    }

    /// `icon` for `icon@2x.png`; `Namespace/Icon` for a namespaced set.
    public var name: String
    public var source: Source
    /// The loose files' extension; nil for a set.
    public var fileExtension: String?
    /// The set's folder; nil for loose files.
    public var folder: String?
    public var variants: [ImageVariant]

    public init(name: String, source: Source, fileExtension: String? = nil, folder: String? = nil, variants: [ImageVariant]) {
        self.name = name
        self.source = source
        self.fileExtension = fileExtension
        self.folder = folder
        self.variants = variants
    }
}

/// One file of an image.
public struct ImageVariant: Sendable, Hashable {
    public var path: String
    /// nil: one file for every scale (a vector asset).
    public var scale: Int?
    /// nil: universal.
    public var device: String?
    public var pixelWidth: Int?
    public var pixelHeight: Int?

    public init(path: String, scale: Int?, device: String?, pixelWidth: Int? = nil, pixelHeight: Int? = nil) {
        self.path = path
        self.scale = scale
        self.device = device
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}

/// How one image reference resolves.
public enum ImageResolution: Sendable, Hashable {
    case found(AvailableImage)
    /// Only a name differing in case exists: found on a case-insensitive disk, blank on a device.
    case caseMismatch(AvailableImage)
    /// A system image: an SF Symbol (`catalog="system"`) or one of AppKit's `NS…` images.
    case system
    case missing
}

/// The images under one project folder, answering references the way UIKit's `imageNamed:` does:
/// names are case-sensitive; a name without an extension is looked up in the asset catalogs, then
/// as `name.png` files; a name with an extension only as files of that extension (or a set named
/// so in full).
public struct ImageLibrary: Sendable {
    public let images: [AvailableImage]
    private let exact: [Key: Int]
    private let folded: [Key: Int]

    private struct Key: Hashable {
        var name: String
        /// nil for sets.
        var fileExtension: String?
    }

    /// `images` in a stable order; the first of two with one key wins (sets before loose files).
    public init(_ images: [AvailableImage]) {
        self.images = images
        var exact: [Key: Int] = [:]
        var folded: [Key: Int] = [:]
        for (index, image) in images.enumerated() {
            let key = Key(name: image.name, fileExtension: image.fileExtension)
            if exact[key] == nil {
                exact[key] = index
            }
            let foldedKey = Key(name: image.name.lowercased(), fileExtension: image.fileExtension?.lowercased())
            if folded[foldedKey] == nil {
                folded[foldedKey] = index
            }
        }
        self.exact = exact
        self.folded = folded
    }

    /// `isSystem` is the document's own say (`catalog="system"`); `appKit` lets `NS…` names stand
    /// for AppKit's built-in images.
    public func resolve(_ reference: String, isSystem: Bool = false, appKit: Bool = false) -> ImageResolution {
        if isSystem || (appKit && Self.isAppKitImageName(reference)) {
            return .system
        }
        let keys = Self.candidateKeys(for: reference, appKit: appKit)
        if let index = keys.lazy.compactMap({ self.exact[$0] }).first {
            return .found(images[index])
        }
        let foldedKeys = keys.map { Key(name: $0.name.lowercased(), fileExtension: $0.fileExtension?.lowercased()) }
        if let index = foldedKeys.lazy.compactMap({ self.folded[$0] }).first {
            return .caseMismatch(images[index])
        }
        return .missing
    }

    /// AppKit's `NSImage(named:)` also takes a bare name's `.icns` and `.pdf` files; UIKit only `.png`.
    private static func candidateKeys(for reference: String, appKit: Bool) -> [Key] {
        if let file = ImageFileName(parsing: reference), file.scale == 1, file.device == nil {
            return [Key(name: file.name, fileExtension: file.fileExtension), Key(name: reference, fileExtension: nil)]
        }
        let extensions = appKit ? ["png", "icns", "pdf"] : ["png"]
        return [Key(name: reference, fileExtension: nil)] + extensions.map { Key(name: reference, fileExtension: $0) }
    }

    /// `NSActionTemplate`, `NSColorPanel`…: AppKit's named images all start with `NS` and a capital.
    public static func isAppKitImageName(_ name: String) -> Bool {
        let characters = Array(name.prefix(3))
        return characters.count == 3 && characters[0] == "N" && characters[1] == "S" && characters[2].isUppercase
    }

    /// Variants whose pixel size is not their scale times the image's point size (`icon@2x.png`
    /// must be exactly twice `icon.png`), each with a message naming the file it disagrees with.
    public static func scaleDisagreements(in image: AvailableImage) -> [(path: String, message: String)] {
        var byDevice: [String: [ImageVariant]] = [:]
        for variant in image.variants {
            guard variant.scale != nil, variant.pixelWidth != nil, variant.pixelHeight != nil else { continue }
            byDevice[variant.device ?? "", default: []].append(variant)
        }
        var found: [(path: String, message: String)] = []
        for device in byDevice.keys.sorted() {
            let variants = byDevice[device]!.sorted { ($0.scale!, $0.path) < ($1.scale!, $1.path) }
            let base = variants[0]
            for variant in variants.dropFirst() {
                let scale = variant.scale!
                let baseScale = base.scale!
                let width = variant.pixelWidth!
                let height = variant.pixelHeight!
                // Compare in integers: width / scale == baseWidth / baseScale.
                guard width * baseScale != base.pixelWidth! * scale || height * baseScale != base.pixelHeight! * scale
                else { continue }
                found.append(
                    (
                        variant.path,
                        "\(width)×\(height) pixels at @\(scale)x does not match \(base.path), "
                            + "\(base.pixelWidth!)×\(base.pixelHeight!) pixels at @\(baseScale)x"
                    ))
            }
        }
        return found
    }
}
