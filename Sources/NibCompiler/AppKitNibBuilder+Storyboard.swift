import AppKitNib
import IBSource
import NibArchive

/// The two nibs of a macOS storyboard's view controller scene as Xcode 26 writes them (Aerial's
/// `Main.storyboard`; the view controllers of Prune's, Xcode 26.6). The scene nib, named by the
/// controller's identifier, holds the controller as a class swapper carrying its view nib's
/// name, its identity in the storyboard and a table naming it `UpstreamPlaceholder-1`, with the
/// scene's other objects, First Responder (archived as the application) and the storyboard's
/// placeholder. The view nib holds the view under a bare owner, its `view` outlet, and the
/// controller's outlets and the view's actions through the upstream placeholder.
extension AppKitNibBuilder {
    static let storyboardViewControllerAttributes: Set<String> = [
        "id", "customClass", "customModule", "customModuleProvider", "storyboardIdentifier", "title", "sceneMemberID", "userLabel",
    ]
    static let viewControllerClass = "NSViewController"
    /// The names the loader gives the storyboard and a view nib's controller.
    static let storyboardPlaceholderIdentifier = "NSStoryboardPlaceholder"
    static let upstreamPlaceholderIdentifier = "UpstreamPlaceholder-1"
    static let sceneControllerOutlet = "sceneController"
    static let storyboardOutlet = "storyboard"
    static let viewOutlet = "view"

    /// What the storyboard compiler decides for a controller: its identifier, the nib of its view
    /// and the unique identifier the storyboard's `Info.plist` pairs it with.
    struct StoryboardControllerNames {
        var identifier: String
        var viewNibName: String
        var uniqueIdentifier: String
    }

    /// A view controller scene's parts: the controller, its view, First Responder and the other
    /// top-level objects; nil with an error naming what is not known.
    mutating func viewControllerScene(_ objectsElement: IBElement) -> (
        controller: IBElement, view: IBElement, firstResponder: IBElement, others: [IBElement]
    )? {
        var controller: IBElement?
        var firstResponder: IBElement?
        var others: [IBElement] = []
        for element in objectsElement.children {
            switch (element.name, element["sceneMemberID"]) {
            case ("viewController", "viewController") where controller == nil:
                controller = element
            case ("customObject", "firstResponder") where firstResponder == nil:
                firstResponder = element
            case (_, nil):
                others.append(element)
            default:
                reject("\(element.name) in a macOS storyboard scene is not known to the compiler yet", at: element)
                return nil
            }
        }
        guard let controller, let firstResponder else {
            reject("a scene without a view controller and First Responder is not known to the macOS compiler yet", at: objectsElement)
            return nil
        }
        guard acceptsAttributes(of: controller, known: Self.storyboardViewControllerAttributes, accepted: [:]) else { return nil }
        guard options.runtimeClassName(of: controller) != nil else {
            reject("a storyboard view controller without a custom class is not known to the macOS compiler yet", at: controller)
            return nil
        }
        var view: IBElement?
        for child in controller.children {
            switch (child.name, child["key"]) {
            case ("view", "view") where view == nil:
                view = child
            case ("connections", nil):
                // Outlets only: a controller is the target of actions, not their source.
                if let other = child.children.first(where: { $0.name != "outlet" }) {
                    reject("\(other.name) of a storyboard view controller is not known to the macOS compiler yet", at: other)
                    return nil
                }
            default:
                rejectChildren([child], of: controller)
                return nil
            }
        }
        guard let view else {
            reject("a storyboard view controller without a view is not known to the macOS compiler yet", at: controller)
            return nil
        }
        return (controller, view, firstResponder, others)
    }

    /// The scene nib of a view controller scene (`viewControllerScene`).
    mutating func buildViewControllerScene(_ objectsElement: IBElement, names: StoryboardControllerNames) -> AppKitNib {
        buildsStoryboardScene = true
        objects = [AppKitNib.Object(className: AppKitNibClass.root, content: .values([]))]
        let dataIndex = add(AppKitNibClass.objectData, .values([]))
        let owner = addPlaceholder(nil, className: nil)
        guard let scene = viewControllerScene(objectsElement) else { return finish(owner: owner, dataIndex: dataIndex) }
        let controller = add(AppKitNibClass.classSwapper, .values([]))
        addDocumentObject(controller, parent: owner, element: scene.controller)
        for element in scene.others {
            addTopLevel(element, owner: owner)
        }
        addFirstResponder(scene.firstResponder, owner: owner)
        let storyboard = addExternalObject(Self.storyboardPlaceholderIdentifier, owner: owner)
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.nibName, string(names.viewNibName).archived)
        fields.add(AppKitNibKey.storyboardIdentifier, scene.controller["storyboardIdentifier"].map { string($0).archived })
        fields.add(AppKitNibKey.title, scene.controller["title"].map { userString($0, property: "title", of: scene.controller).archived })
        fields.add(AppKitNibKey.showSeguePresentationStyle, .integer(0))
        fields.add(AppKitNibKey.storyboardUniqueIdentifier, string(names.uniqueIdentifier).archived)
        // Only a controller the storyboard names (Aerial's and two of Prune's, not its `AboutVC`).
        fields.add(
            AppKitNibKey.connectionsRequireClassSwapper, scene.controller["storyboardIdentifier"] == nil ? nil : .bool(true))
        fields.add(
            AppKitNibKey.externalObjectsTable,
            .object(collection(NibCollectionClass.dictionary, [stringObject(Self.upstreamPlaceholderIdentifier), controller])))
        objects[controller].content = .classSwapper(
            AppKitNib.ClassSwapper(
                className: string(options.runtimeClassName(of: scene.controller) ?? Self.viewControllerClass),
                originalClassName: string(Self.viewControllerClass), values: fields.entries))
        let controllerID = scene.controller.id ?? ""
        outlets.append((owner, Self.filesOwnerID, Self.outlet(Self.sceneControllerOutlet, to: controllerID)))
        objectsByID[Self.storyboardPlaceholderIdentifier] = storyboard
        outlets.append((controller, controllerID, Self.outlet(Self.storyboardOutlet, to: Self.storyboardPlaceholderIdentifier)))
        let viewIDs = Self.ids(under: scene.view)
        for outlet in Self.outlets(of: scene.controller) where !viewIDs.contains(outlet["destination"] ?? "") {
            outlets.append((controller, controllerID, outlet))
        }
        return finish(owner: owner, dataIndex: dataIndex)
    }

    /// The view nib of a view controller scene (`viewControllerScene`).
    mutating func buildViewControllerView(_ objectsElement: IBElement) -> AppKitNib {
        buildsStoryboardScene = true
        objects = [AppKitNib.Object(className: AppKitNibClass.root, content: .values([]))]
        let dataIndex = add(AppKitNibClass.objectData, .values([]))
        let owner = addPlaceholder(nil, className: nil)
        guard let scene = viewControllerScene(objectsElement) else { return finish(owner: owner, dataIndex: dataIndex) }
        let upstream = add(
            AppKitNibClass.externalObjectPlaceholder,
            .externalObject(AppKitNib.ExternalObject(identifier: string(Self.upstreamPlaceholderIdentifier))))
        let controllerID = scene.controller.id ?? ""
        objectsByID[controllerID] = upstream
        guard addView(scene.view, superview: nil, parent: owner) != nil else { return finish(owner: owner, dataIndex: dataIndex) }
        outlets.append((owner, Self.filesOwnerID, Self.outlet(Self.viewOutlet, to: scene.view.id ?? "")))
        let viewIDs = Self.ids(under: scene.view)
        for outlet in Self.outlets(of: scene.controller) where viewIDs.contains(outlet["destination"] ?? "") {
            outlets.append((upstream, controllerID, outlet))
        }
        addFirstResponder(scene.firstResponder, owner: owner)
        documentObjects.append((upstream, owner))
        return finish(owner: owner, dataIndex: dataIndex)
    }

    /// A scene's First Responder, archived as the application (as in the application scene).
    private mutating func addFirstResponder(_ element: IBElement, owner: Int) {
        sceneFirstResponderID = element.id
        let responder = add(
            AppKitNibClass.customObject,
            .customObject(AppKitNib.CustomObject(className: string(Self.applicationClass), classReference: nil)))
        addDocumentObject(responder, parent: owner, element: element)
    }

    private mutating func addExternalObject(_ identifier: String, owner: Int) -> Int {
        let placeholder = add(
            AppKitNibClass.externalObjectPlaceholder, .externalObject(AppKitNib.ExternalObject(identifier: string(identifier))))
        documentObjects.append((placeholder, owner))
        return placeholder
    }

    /// An outlet the storyboard implies, as its XML would say it.
    private static func outlet(_ property: String, to destination: String) -> IBElement {
        IBElement(name: "outlet", attributes: ["property": property, "destination": destination])
    }

    private static func outlets(of controller: IBElement) -> [IBElement] {
        controller.children.filter { $0.name == "connections" }.flatMap(\.children).filter { $0.name == "outlet" }
    }

    /// The ids of `element` and every element under it.
    static func ids(under element: IBElement) -> Set<String> {
        var ids: Set<String> = []
        var pending = [element]
        while let next = pending.popLast() {
            if let id = next.id { ids.insert(id) }
            pending += next.children
        }
        return ids
    }
}
