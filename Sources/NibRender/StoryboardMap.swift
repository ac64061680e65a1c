import IBSource
import InputFiles
import ResourceAssets

/// Why a document cannot be drawn as a storyboard map; every case names the file.
public enum StoryboardMapError: DiagnosticError, Sendable, Hashable {
    case notAStoryboard(path: String)
    /// The document was read without its element tree (`keepingElements: false`), which holds the
    /// frames the map is drawn from.
    case elementsNotKept(path: String)

    public var path: String {
        switch self {
        case .notAStoryboard(let path), .elementsNotKept(let path): path
        }
    }

    public var message: String {
        switch self {
        case .notAStoryboard: "not a storyboard; only a storyboard has a map"
        case .elementsNotKept: "the document was read without its element tree"
        }
    }

    public var diagnostic: Diagnostic {
        Diagnostic(path: path, message: message)
    }
}

/// A storyboard as Interface Builder's canvas shows it: every scene at its canvas location with
/// its size, the segues between them as routed arrows, and the arrow into the initial scene.
/// Geometry only; `svg(sceneContent:)` draws it.
public struct StoryboardMap: Sendable, Hashable {
    public struct Scene: Sendable, Hashable {
        public var scene: IBScene
        /// The name Interface Builder gives the scene ("Home" for the "Home Scene").
        public var name: String
        public var controllerID: String?
        public var controllerClass: String?
        public var storyboardIdentifier: String?
        /// Set when the scene is a storyboard reference (`viewControllerPlaceholder`).
        public var reference: IBStoryboardReference?
        /// The controller's view (or the reference's box), centred on the canvas location.
        public var frame: RenderRect
        /// The bar above the frame that carries the name; references have none.
        public var titleBar: RenderRect?
        /// The scene's Exit placeholder, where unwind segues end, and its place in the title bar.
        public var exitID: String?
        public var exitMarker: RenderRect?
        /// The root view's background: what is drawn when the caller gives no picture of the scene.
        public var background: RenderColor

        /// A scene whose root view sets no background.
        public static let defaultBackground = RenderColor(white: 1)

        /// The frame with its title bar: what arrows attach to and stay out of.
        public var outline: RenderRect {
            titleBar.map { $0.union(frame) } ?? frame
        }
    }

    public struct Segue: Sendable, Hashable {
        public var connection: IBConnection
        /// `show`, `showDetail`, `presentation`, `popover`, `embed`, `relationship`, `unwind`, `custom`, …
        public var kind: String
        public var sourceSceneID: String?
        /// nil when the destination is not an object of any scene.
        public var destinationSceneID: String?
        public var curve: MapCurve
        /// Where the badge showing the kind sits on the curve, with the label above it.
        public var badge: RenderPoint
        /// The identifier, else what the segue is: its relationship, unwind action or class.
        public var label: String?
    }

    /// The arrow that points into the initial scene.
    public struct InitialArrow: Sendable, Hashable {
        public var sceneID: String
        public var start: RenderPoint
        public var end: RenderPoint
    }

    public var path: String
    public var scenes: [Scene]
    public var segues: [Segue]
    public var initialArrow: InitialArrow?
    /// Everything drawn, with a margin: the picture's view box.
    public var bounds: RenderRect

    /// Lays out `document`, which must be a storyboard read with its element tree; scenes'
    /// backgrounds may name colors of `namedColors` (the project's color sets).
    public init(document: IBDocument, namedColors: [String: AssetColor] = [:]) throws(StoryboardMapError) {
        guard document.kind == .storyboard else { throw .notAStoryboard(path: document.path) }
        guard let root = document.root else { throw .elementsNotKept(path: document.path) }
        path = document.path
        let layout = SceneLayout(document: document, root: root, colors: ColorResolver(namedColors: namedColors, document: document))
        scenes = layout.scenes
        var router = SegueRouter(scenes: scenes, sceneOfObject: layout.sceneOfObject)
        segues = router.route(document.connections.filter { $0.kind == .segue })
        initialArrow = router.initialArrow(into: document.initialViewControllerID)
        router.spreadAttachments(segues: &segues, initialArrow: &initialArrow)
        SegueLabelPlacement.place(&segues, scenes: scenes)
        bounds = Self.bounds(scenes: scenes, segues: segues, initialArrow: initialArrow)
    }

    private static let margin = 60.0

    private static func bounds(scenes: [Scene], segues: [Segue], initialArrow: InitialArrow?) -> RenderRect {
        var rects = scenes.map(\.outline) + segues.filter { $0.sourceSceneID != nil }.map(\.curve.bounds)
        if let initialArrow {
            rects.append(
                RenderRect(
                    x: min(initialArrow.start.x, initialArrow.end.x), y: initialArrow.start.y - 20,
                    width: abs(initialArrow.end.x - initialArrow.start.x), height: 40))
        }
        for segue in segues where segue.sourceSceneID != nil {
            rects.append(SegueLabelPlacement.area(of: segue.label, badgeAt: segue.badge))
        }
        guard var covered = rects.first else {
            return RenderRect(x: 0, y: 0, width: 2 * margin, height: 2 * margin)
        }
        for rect in rects.dropFirst() {
            covered = covered.union(rect)
        }
        return covered.insetBy(-margin)
    }
}
