import Foundation

/// The images and named colors a project folder offers its documents, read straight from disk
/// (no catalog): loose image files anywhere below the folder and the sets of its `.xcassets`.
public struct ProjectResources: Sendable {
    /// The folder paths in `images` and `colors` are relative to.
    public var root: String
    public var images: ImageLibrary
    /// Color sets by name (`Namespace/Brand` in a namespacing folder); the first by folder wins.
    public var colors: [String: AssetColor]

    public init(root: String, images: ImageLibrary = ImageLibrary([]), colors: [String: AssetColor] = [:]) {
        self.root = root
        self.images = images
        self.colors = colors
    }

    /// Files that mark the top of a project: the folder holding one is where a document's images
    /// and color sets are looked for.
    static let projectMarkers: Set<String> = [".git", ".nibcat", "Package.swift", "WORKSPACE", "MODULE.bazel", "Podfile"]

    /// The project folder around a document: the nearest folder at or above the document's that
    /// holds a project marker or an `.xcodeproj`, else the document's own folder.
    public static func root(around documentPath: String) -> String {
        let start = URL(fileURLWithPath: documentPath).standardizedFileURL.deletingLastPathComponent()
        var folder = start
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains(where: { projectMarkers.contains($0) || $0.hasSuffix(".xcodeproj") }) {
                return folder.path
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path {
                return start.path
            }
            folder = parent
        }
    }

    /// Every loose image file and asset catalog below `root` (hidden files and folders are
    /// skipped, links to folders are not followed), in the order `ImageLibrary` expects: sets by
    /// folder, then loose images by name.
    public static func scan(root: String) -> ProjectResources {
        var sets: [AvailableImage] = []
        var colors: [String: AssetColor] = [:]
        var loose: [String: AvailableImage] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                let type = (try? FileManager.default.attributesOfItem(atPath: root + "/" + path)[.type]) as? FileAttributeType
                if type == .typeDirectory {
                    if name.hasSuffix(".xcassets") {
                        for entry in AssetCatalog.read(root: root, catalog: path).entries {
                            switch entry.kind {
                            case .color:
                                if colors[entry.name] == nil, let color = entry.color {
                                    colors[entry.name] = color
                                }
                            case .image, .symbol:
                                sets.append(
                                    AvailableImage(
                                        name: entry.name, source: entry.kind == .symbol ? .symbolSet : .imageSet,
                                        folder: entry.folder,
                                        variants: entry.files.map { ImageVariant(path: $0.path, scale: $0.scale, device: $0.device) }))
                            }
                        }
                    } else {
                        pending.append(path)
                    }
                } else if let file = ImageFileName(parsing: name) {
                    let key = file.name + "\u{0}" + file.fileExtension
                    let variant = ImageVariant(path: path, scale: file.scale, device: file.device)
                    if loose[key] == nil {
                        loose[key] = AvailableImage(name: file.name, source: .file, fileExtension: file.fileExtension, variants: [])
                    }
                    loose[key]!.variants.append(variant)
                }
            }
        }
        sets.sort { ($0.folder ?? "").utf8.lexicographicallyPrecedes(($1.folder ?? "").utf8) }
        let files = loose.keys.sorted().map { key in
            var image = loose[key]!
            image.variants.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
            return image
        }
        return ProjectResources(root: root, images: ImageLibrary(sets + files), colors: colors)
    }

    /// The file of a found image to draw it at `scale`: a universal variant of that scale, else
    /// the nearest larger one, else the largest; a vector file serves every scale.
    public static func variant(of image: AvailableImage, scale: Int) -> ImageVariant? {
        let universal = image.variants.filter { $0.device == nil }
        let candidates = universal.isEmpty ? image.variants : universal
        if let vector = candidates.first(where: { $0.scale == nil }) {
            return vector
        }
        let sorted = candidates.sorted { ($0.scale ?? 1, $0.path) < ($1.scale ?? 1, $1.path) }
        return sorted.first { ($0.scale ?? 1) == scale } ?? sorted.first { ($0.scale ?? 1) > scale } ?? sorted.last
    }
}
