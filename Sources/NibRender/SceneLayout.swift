import IBSource

/// Where each scene of a storyboard sits on the canvas and how big it is, and which scene each
/// object belongs to.
struct SceneLayout {
    static let titleBarHeight = 30.0
    static let referenceSize = IBSize(width: 180, height: 64)
    static let exitMarkerSize = 22.0
    /// Canvas coordinates beyond this are clamped: no real storyboard comes near, and the SVG
    /// writer's numbers stay exact.
    static let coordinateLimit = 1_000_000.0
    /// Keys of the controller child that is its view and gives the scene its size.
    private static let viewKeys: Set<String> = ["view", "splitView", "tabView"]

    var scenes: [StoryboardMap.Scene] = []
    var sceneOfObject: [String: String] = [:]

    init(document: IBDocument, root: IBElement, colors: ColorResolver) {
        let objects = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let references = Dictionary(
            document.storyboardReferences.map { ($0.objectID, $0) }, uniquingKeysWith: { first, _ in first })
        let sceneElements = root.children(in: "scenes").filter { $0.name == "scene" }
        let declaredColors = ColorResolver.declaredColors(in: root)
        let elementsByID = Dictionary(
            sceneElements.compactMap { element in element["sceneID"].map { ($0, element) } },
            uniquingKeysWith: { first, _ in first })
        for (index, scene) in document.scenes.enumerated() {
            let element = elementsByID[scene.sceneID]
            for id in element.map(Self.objectIDs(in:)) ?? [] where sceneOfObject[id] == nil {
                sceneOfObject[id] = scene.sceneID
            }
            let members = element?.children(in: "objects") ?? []
            let controller = scene.controllerID.flatMap { id in members.first { $0.id == id } }
            let controllerObject = scene.controllerID.flatMap { objects[$0] }
            let reference = scene.controllerID.flatMap { references[$0] }
            let exit = members.first { $0.name == "exit" }
            let center =
                scene.canvasLocation.map {
                    RenderPoint(x: Self.clamped($0.x), y: Self.clamped($0.y))
                } ?? RenderPoint(x: Double(index) * 500, y: 0)
            let background = controller?.children.first { $0["key"] == "view" }?.child("color", key: "backgroundColor")
                .map { colors.color($0, declared: declaredColors) }
            let size = reference != nil ? Self.referenceSize : Self.size(of: controller, in: document)
            let frame = RenderRect(center: center, width: size.width, height: size.height)
            var mapScene = StoryboardMap.Scene(
                scene: scene, name: Self.name(controller, controllerObject, reference), controllerID: scene.controllerID,
                controllerClass: controllerObject?.resolvedClass, storyboardIdentifier: controllerObject?.storyboardIdentifier,
                reference: reference, frame: frame, titleBar: nil, exitID: exit?.id, exitMarker: nil,
                background: background ?? StoryboardMap.Scene.defaultBackground)
            if reference == nil {
                let bar = RenderRect(x: frame.minX, y: frame.minY - Self.titleBarHeight, width: frame.width, height: Self.titleBarHeight)
                mapScene.titleBar = bar
                if exit != nil {
                    let side = Self.exitMarkerSize
                    mapScene.exitMarker = RenderRect(x: bar.maxX - side - 5, y: bar.midY - side / 2, width: side, height: side)
                }
            }
            scenes.append(mapScene)
        }
    }

    private static func name(_ controller: IBElement?, _ object: IBObject?, _ reference: IBStoryboardReference?) -> String {
        if let reference {
            return SceneName.name(of: reference)
        }
        guard let controller, let object else { return "Scene" }
        return SceneName.name(of: controller, resolvedClass: object.resolvedClass)
    }

    /// The scene's size: its controller's view frame, else its freeform size, a window's content,
    /// else the screen of the document's device (navigation and tab bar controllers have no view).
    static func size(of controller: IBElement?, in document: IBDocument) -> IBSize {
        if let controller {
            let view = controller.children.first { $0["key"].map(viewKeys.contains) == true }
            let candidates = [
                view?.child("rect", key: "frame"), controller.child("size", key: "freeformSize"),
                controller.child("window", key: "window")?.child("rect", key: "contentRect"),
            ]
            for case let element? in candidates {
                if let size = positiveSize(element) {
                    return size
                }
            }
        }
        if let screen = document.device?.screenSize {
            return screen
        }
        return document.platform == .macOS ? IBSize(width: 480, height: 270) : IBSize(width: 375, height: 667)
    }

    private static func positiveSize(_ element: IBElement) -> IBSize? {
        guard let width = element["width"].flatMap(Double.init), let height = element["height"].flatMap(Double.init),
            width.isFinite, height.isFinite, width > 0, height > 0
        else { return nil }
        return IBSize(width: min(width, 100_000), height: min(height, 100_000))
    }

    private static func clamped(_ value: Double) -> Double {
        min(max(value, -coordinateLimit), coordinateLimit)
    }

    /// Ids of every element inside a scene element.
    private static func objectIDs(in scene: IBElement) -> [String] {
        var found: [String] = []
        var pending = scene.children
        while let element = pending.popLast() {
            if let id = element.id {
                found.append(id)
            }
            pending.append(contentsOf: element.children)
        }
        return found
    }
}
