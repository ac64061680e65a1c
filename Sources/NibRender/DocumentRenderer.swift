import DocumentSummary
import Foundation
import IBSource
import InputFiles
import NibArchive
import ResourceAssets
import UIKitNib

public struct RenderError: DiagnosticError, Sendable, Hashable {
    public var path: String
    public var line: Int?
    public var message: String

    public init(path: String, line: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var diagnostic: Diagnostic {
        Diagnostic(path: path, line: line, message: message)
    }
}

/// Pictures of documents: `.xib`/`.storyboard` sources and compiled `.nib`/`.storyboardc`, read
/// into `RenderedPicture`s and drawn by `SVGDrawing`.
public enum DocumentRenderer {
    /// The pictures of the document at `path`, a source or a compiled one (by its extension; a
    /// compiled nib may be a file or a folder).
    public static func pictures(ofDocumentAt path: String, resources: ProjectResources) throws(RenderError) -> [RenderedPicture] {
        if isSource(path) {
            return pictures(of: try source(at: path), resources: resources)
        }
        let compiled: CompiledDocument
        do {
            compiled = try CompiledDocument.read(path: path)
        } catch {
            throw RenderError(path: error.path, message: error.message)
        }
        return try pictures(of: compiled, path: path, resources: resources)
    }

    /// Whether `path` names a `.xib` or `.storyboard` (else a compiled nib or `.storyboardc`).
    public static func isSource(_ path: String) -> Bool {
        DocumentKind(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased()).map { !$0.isCompiled } ?? false
    }

    /// The `.xib` or `.storyboard` at `path`, read with its element tree.
    public static func source(at path: String) throws(RenderError) -> IBDocument {
        do {
            return try IBDocumentReader.read(contentsOf: path, keepingElements: true)
        } catch {
            throw RenderError(path: error.path, line: error.line, message: error.message)
        }
    }

    /// The storyboard at `path` as Xcode's canvas shows it, each scene with its views.
    public static func map(ofStoryboardAt path: String, resources: ProjectResources) throws(RenderError) -> SVGElement {
        try map(of: source(at: path), resources: resources)
    }

    /// A storyboard read with its element tree as Xcode's canvas shows it: `StoryboardMap`'s
    /// scenes and arrows, each scene drawing its views.
    public static func map(of document: IBDocument, resources: ProjectResources) throws(RenderError) -> SVGElement {
        svg(
            try storyboardMap(of: document, resources: resources), pictures: pictures(of: document, resources: resources),
            images: imageProvider(resources))
    }

    /// The layout of a storyboard's map, its scenes' backgrounds with the project's named colors.
    public static func storyboardMap(of document: IBDocument, resources: ProjectResources) throws(RenderError) -> StoryboardMap {
        do {
            return try StoryboardMap(document: document, namedColors: resources.colors)
        } catch {
            throw RenderError(path: error.path, message: error.message)
        }
    }

    /// `map` drawn with `pictures` (the document's, by controller id) in its scenes, each at the
    /// scene's size.
    public static func svg(_ map: StoryboardMap, pictures: [RenderedPicture], images: ImageProvider) -> SVGElement {
        let byController = Dictionary(pictures.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var renderer = ViewRenderer(images: images)
        let frames = Dictionary(map.scenes.map { ($0.scene.sceneID, $0.frame) }, uniquingKeysWith: { first, _ in first })
        var svg = map.svg { scene in
            guard let picture = scene.controllerID.flatMap({ byController[$0] }), let frame = frames[scene.sceneID] else { return nil }
            return SVGDrawing.scene(picture, width: frame.width, height: frame.height, renderer: &renderer)
        }
        svg.children.insert(.element(SVGDrawing.definitions()), at: 0)
        return svg
    }

    /// A source document read with its element tree (`keepingElements`); none without it.
    public static func pictures(of document: IBDocument, resources: ProjectResources) -> [RenderedPicture] {
        SourceViews(document: document, colors: ColorResolver(namedColors: resources.colors, document: document)).pictures()
    }

    /// A compiled nib's top-level views, or a `.storyboardc`'s scene views (`CompiledStoryboardViews`).
    public static func pictures(of compiled: CompiledDocument, path: String, resources: ProjectResources) throws(RenderError)
        -> [RenderedPicture]
    {
        let colors = ColorResolver(namedColors: resources.colors)
        switch compiled {
        case .nib(let file):
            let graph = file.graph
            if CompiledAppKitViews.isAppKit(graph) {
                return CompiledAppKitViews(graph: graph).pictures()
            }
            return CompiledViews(nib: try decode(file), colors: colors).pictures()
        case .storyboard(let storyboard):
            var nibs: [(name: String, nib: UIKitNib)] = []
            for (name, file) in storyboard.nibs {
                nibs.append((name, try decode(file)))
            }
            return CompiledStoryboardViews(storyboard: storyboard, colors: colors, nibs: nibs).pictures()
        }
    }

    private static func decode(_ file: NibFile) throws(RenderError) -> UIKitNib {
        do {
            return try UIKitNib(file.graph)
        } catch {
            throw RenderError(path: file.loadedFile, message: "\(error)")
        }
    }

    /// The pictures `scene` names (an alias: scene or controller id, storyboard identifier, class,
    /// title); an error listing the scenes when none matches.
    public static func pictures(_ pictures: [RenderedPicture], scene: String, path: String) throws(RenderError) -> [RenderedPicture] {
        let chosen = pictures.filter { $0.id == scene || $0.aliases.contains(scene) }
        guard !chosen.isEmpty else {
            let known = pictures.map { ([$0.id] + $0.aliases.prefix(1)).joined(separator: " ") }
            throw RenderError(
                path: path, message: "no scene named \"\(scene)\"; scenes: \(known.isEmpty ? "none" : known.joined(separator: ", "))")
        }
        return chosen
    }

    /// The document's pictures drawn side by side, images from `resources`.
    public static func svg(_ pictures: [RenderedPicture], resources: ProjectResources) -> SVGElement {
        SVGDrawing.svg(pictures, images: imageProvider(resources))
    }

    /// Images as UIKit finds them by name (`ImageLibrary.resolve`), the vector or @2x variant
    /// preferred; an image found only under another case, or whose file is no PNG, JPEG, GIF, SVG
    /// or PDF, is missing.
    public static func imageProvider(_ resources: ProjectResources) -> ImageProvider {
        ImageProvider { name in image(named: name, resources: resources) }
    }

    /// The image `imageProvider(resources)` gives for `name`, its file read now.
    public static func image(named name: String, resources: ProjectResources) -> ImageProvider.Image {
        switch resources.images.resolve(name) {
        case .system:
            return .system
        case .missing, .caseMismatch:
            return .missing
        case .found(let image):
            guard let variant = ProjectResources.variant(of: image, scale: 2) else { return .missing }
            let path = resources.root + "/" + variant.path
            guard let data = try? InputFile.read(path) else { return .missing }
            if let mimeType = mimeType(of: data) {
                return .data(data, mimeType: mimeType)
            }
            if VectorImage.isSVG(data) {
                return .data(data, mimeType: "image/svg+xml")
            }
            if VectorImage.isPDF(data) {
                return VectorImage.svg(fromPDFAt: path).map { .data($0, mimeType: "image/svg+xml") } ?? .unconverted
            }
            return .missing
        }
    }

    /// By the bytes' signature, not the name: a Git LFS pointer named `.png` is no image.
    public static func mimeType(of data: Data) -> String? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if data.starts(with: Array("GIF8".utf8)) { return "image/gif" }
        return nil
    }
}

/// One version of a document to compare: a file, or bytes read elsewhere (standard input, `git
/// show REV:PATH`) under a name for messages.
public enum DocumentInput: Sendable, Hashable {
    case file(String)
    case data(Data, name: String)

    public var name: String {
        switch self {
        case .file(let path): path
        case .data(_, let name): name
        }
    }

    /// Only `.xib` and `.storyboard` XML arrive as bytes; a compiled nib is a file or folder.
    var isSource: Bool {
        switch self {
        case .file(let path): DocumentRenderer.isSource(path)
        case .data: true
        }
    }
}

extension DocumentRenderer {
    /// The pictures of one version; no bytes at all (`/dev/null`, the side of a file git adds or
    /// deletes) is a document without pictures.
    public static func pictures(of input: DocumentInput, resources: ProjectResources) throws(RenderError) -> [RenderedPicture] {
        switch input {
        case .file(let path):
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            if attributes?[.type] as? FileAttributeType != .typeDirectory, (attributes?[.size] as? NSNumber)?.intValue == 0 {
                return []
            }
            return try pictures(ofDocumentAt: path, resources: resources)
        case .data(let data, let name):
            guard !data.isEmpty else { return [] }
            do {
                return pictures(of: try IBDocumentReader.read(data: data, path: name, keepingElements: true), resources: resources)
            } catch {
                throw RenderError(path: error.path, line: error.line, message: error.message)
            }
        }
    }

    /// What changed from `old` to `new`: by Interface Builder ids unless a version is a compiled
    /// nib with views, then by position (a compiled nib's ids are archive indices).
    public static func difference(_ old: DocumentInput, _ new: DocumentInput, resources: ProjectResources) throws(RenderError)
        -> PictureDifference
    {
        let before = try pictures(of: old, resources: resources)
        let after = try pictures(of: new, resources: resources)
        let hasIDs = (old.isSource || before.isEmpty) && (new.isSource || after.isEmpty)
        return PictureDifference(old: before, new: after, matching: hasIDs ? .objectID : .position)
    }

    /// The difference drawn, old beside new, captioned with the inputs' names.
    public static func svg(_ difference: PictureDifference, old: DocumentInput, new: DocumentInput, resources: ProjectResources)
        -> SVGElement
    {
        SVGDrawing.svg(difference, oldCaption: old.name, newCaption: new.name, images: imageProvider(resources))
    }
}
