import Foundation
import IBSource

/// The images a macOS nib names (`NSCustomResource`) and the design size Xcode 26 records for
/// each (`IBDesignSize`).
///
/// - A project's image is recorded at the size the document's `<resources>` declares, with no
///   namespace (Aerial's `icon-512`, `screen0` and 38 others).
/// - An image AppKit provides (`NSImageName`) is in the `system` namespace at its own design
///   size, whatever size the document declares (`NSAddTemplate` declared 14 × 13 is recorded
///   18 × 16). Only the sizes the pairs show are known; any other such name is refused.
/// - An SF Symbol (`catalog="system"`) is in the `system` namespace and catalog at 32 × 32 (all
///   40 of Aerial's, declared 12 × 13 to 25 × 13).
enum AppKitImages {
    static let systemNamespace = "system"
    static let systemCatalog = "system"
    static let symbolDesignSize = "{32, 32}"

    /// Evidence: Aerial's Xcode 26 nibs, viraptor's `test4` and `test32-hugging-priority` for
    /// `NSApplicationIcon`, its `HSChooserWindow` for `NSActionTemplate` (declared 15 × 15).
    static let systemImageDesignSizes: [String: String] = [
        "NSActionTemplate": "{19, 19}",
        "NSAddTemplate": "{18, 16}",
        "NSApplicationIcon": "{32, 32}",
        "NSCaution": "{32, 32}",
        "NSFolder": "{32, 32}",
        "NSFontPanel": "{32, 32}",
        "NSInfo": "{32, 32}",
        "NSListViewTemplate": "{21, 14}",
        // Declared 18 × 17 and 14 × 13 by Aerial's two `MenuView`s, recorded 18 × 16 by both.
        "NSMenuOnStateTemplate": "{18, 16}",
        "NSRefreshTemplate": "{17, 20}",
        "NSRemoveTemplate": "{18, 4}",
        "NSStatusAvailable": "{16, 16}",
        "NSStatusPartiallyAvailable": "{16, 16}",
        "NSStopProgressFreestandingTemplate": "{19, 19}",
        "NSTouchBarDeleteTemplate": "{18, 21}",
        "NSTouchBarDownloadTemplate": "{19, 19}",
    ]

    /// The `<image>`s of a document's `<resources>` by name and catalog: a project may name an
    /// image of its own as an SF Symbol is named (Aerial's `VideosViewController` declares
    /// `star` twice, the symbol 17 × 16 and its own 154 × 166).
    struct DeclaredImages: Sendable {
        private struct Key: Hashable {
            var name: String
            var catalog: String?
        }

        /// The first declaration of each name and catalog, and each name's catalogs.
        private var declarations: [Key: DeclaredImage] = [:]
        private var catalogs: [String: [String?]] = [:]

        init(_ resources: [IBElement]) {
            for resource in resources {
                guard let name = resource["name"], let image = DeclaredImage(resource) else { continue }
                let key = Key(name: name, catalog: image.catalog)
                if declarations[key] == nil { declarations[key] = image }
                catalogs[name, default: []].append(image.catalog)
            }
        }

        /// The declaration of `name` in `catalog` (nil: the project's own or AppKit's).
        func declaration(named name: String, catalog: String?) -> DeclaredImage? {
            declarations[Key(name: name, catalog: catalog)]
        }

        /// The catalog of the one declaration of `name`, for an element that names none.
        func onlyCatalog(of name: String) -> String? {
            guard let found = catalogs[name], found.count == 1 else { return nil }
            return found[0]
        }
    }

    /// An `<image>` of a document's `<resources>`: its size and catalog, and the keyed archive
    /// of the image itself when the document holds it (`AppKitEmbeddedImage`).
    struct DeclaredImage: Sendable {
        var width: Double
        var height: Double
        var catalog: String?
        /// Whether the document holds the image itself, and its keyed archive when that reads
        /// as base64.
        var holdsImage: Bool
        var archive: Data?
        /// Where the declaration is, for an error about the image it holds.
        var element: IBElement

        init?(_ element: IBElement) {
            guard element.name == "image", let width = element["width"].flatMap(Double.init),
                let height = element["height"].flatMap(Double.init)
            else { return nil }
            self.width = width
            self.height = height
            catalog = element["catalog"]
            let data = element.children.first { ["mutableData", "data"].contains($0.name) && $0["key"] == embeddedArchiveKey }
            holdsImage = data != nil
            archive = data?.base64Data
            self.element = element
        }
    }
    static let embeddedArchiveKey = "keyedArchiveRepresentation"

    /// A named image as a nib records it; a symbol's configuration when the document gives one.
    struct Resource: Hashable {
        var name: String
        var designSize: String
        var namespace: String?
        var catalog: String?
        var symbol: SymbolConfiguration?
        /// The `NSImage` already archived for an image the document holds, which stands for the
        /// resource wherever it is used.
        var embeddedImage: Int? = nil
    }

    /// How a document configures a symbol image: at a scale (rendered as a template), or at the
    /// default scale in hierarchical colors, the objects of the colors it lists.
    enum SymbolConfiguration: Hashable {
        case scaled(Int64)
        case hierarchical(colors: [Int])
    }

    /// A symbol image's configuration as Xcode 26 archives an `<imageReference>`'s (Aerial's 15
    /// symbol image views): the scale by Interface Builder's name, at the default point size and
    /// weight, rendered as a template (rendering mode 0).
    static let symbolScales: [String: Int64] = ["small": 1, "medium": 2, "large": 3]
    static let symbolPointSize = 13.0
    static let symbolFontWeight = 0.0
    static let templateRenderingMode: Int64 = 0
    /// The hierarchical symbols of Aerial's `NowPlayingViewController`, at the default scale:
    /// Interface Builder's scale and rendering mode -1, not a template, and AppKit's palette of
    /// type 3 holding the colors as the hierarchical ones.
    static let defaultSymbolScale = "default"
    static let hierarchicalRenderingMode = "hierarchical"
    static let unsetDesignValue: Int64 = -1
    static let hierarchicalPaletteType: Int64 = 3

    /// The resource for the image `name`, from the document's declaration of it (`<image>` in
    /// `<resources>`); nil when the compiler does not know the size Xcode would record.
    static func resource(named name: String, declaration: DeclaredImage?) -> Resource? {
        if declaration?.catalog == systemCatalog {
            return Resource(name: name, designSize: symbolDesignSize, namespace: systemNamespace, catalog: systemCatalog)
        }
        if let size = systemImageDesignSizes[name] {
            return Resource(name: name, designSize: size, namespace: systemNamespace)
        }
        guard !name.hasPrefix("NS"), let declaration, declaration.catalog == nil, !declaration.holdsImage else { return nil }
        return Resource(name: name, designSize: GeometryString.size(width: declaration.width, height: declaration.height))
    }

    /// An image AppKit provides whose design size no pair shows, at the size the document
    /// declares: an approximation, as AppKit draws the image it has by that name (`NSAddTemplate`
    /// declared 14 × 13 is recorded 18 × 16).
    static func approximatedResource(named name: String, declaration: DeclaredImage?) -> Resource? {
        guard name.hasPrefix("NS"), systemImageDesignSizes[name] == nil, let declaration, declaration.catalog == nil else { return nil }
        return Resource(
            name: name, designSize: GeometryString.size(width: declaration.width, height: declaration.height), namespace: systemNamespace)
    }
}
