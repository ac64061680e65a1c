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
        "id", "customClass", "customModule", "customModuleProvider", "storyboardIdentifier", "title", "sceneMemberID",
        "showSeguePresentationStyle",
    ]
    static let viewControllerClass = AppKitNibClass.viewController
    static let viewControllerElement = "viewController"
    static let pageControllerElement = "pagecontroller"
    /// The elements of a storyboard's view controller scenes, each with the AppKit class of its
    /// controller: a view controller, or a page controller (SwiftGen's `Known Types`), which no
    /// pair shows in a storyboard and which is written as a view controller of its class.
    static let storyboardViewControllerClasses: [String: String] = [
        viewControllerElement: viewControllerClass, pageControllerElement: AppKitNibClass.pageController,
    ]

    /// A scene's view controller or page controller element, the first of its scene members.
    static func storyboardViewController(in objectsElement: IBElement) -> IBElement? {
        objectsElement.children.first { storyboardViewControllerClasses[$0.name] != nil && $0["sceneMemberID"] != nil }
    }

    /// The AppKit class of a storyboard view controller scene's controller.
    static func storyboardClass(of controller: IBElement) -> String {
        storyboardViewControllerClasses[controller.name] ?? viewControllerClass
    }
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

    /// What a window controller scene shows: a view controller scene, or a container's, a tab or
    /// split view controller scene with the view controller scenes of its items; each with its
    /// names.
    enum StoryboardWindowContent {
        case viewController(objects: IBElement, names: StoryboardControllerNames)
        case containerController(
            objects: IBElement, names: StoryboardControllerNames, children: [(objects: IBElement, names: StoryboardControllerNames)])
    }

    /// The elements of the container controllers a window controller's nib holds with the
    /// controllers their items show.
    static let containerControllerElements: Set<String> = [tabViewControllerElement, splitViewControllerElement]

    /// A container controller scene a window controller shows.
    enum ContainerScene {
        case tabs(TabViewControllerScene)
        case split(SplitViewControllerScene)

        var controller: IBElement {
            switch self {
            case .tabs(let tabs): tabs.controller
            case .split(let split): split.controller
            }
        }

        var itemCount: Int {
            switch self {
            case .tabs(let tabs): tabs.items.count
            case .split(let split): split.items.count
            }
        }
    }

    /// The ids of the controllers a tab or split view controller's items show, in order; none
    /// for another element.
    static func containedControllerIDs(of controller: IBElement) -> [String] {
        switch controller.name {
        case tabViewControllerElement: tabItemControllerIDs(of: controller)
        case splitViewControllerElement: splitItemControllerIDs(of: controller)
        default: []
        }
    }

    /// A scene's controller (an element named `controller`), its First Responder and, where
    /// `allowsOthers`, its other top-level objects; nil with an error naming what is not known.
    mutating func sceneMembers(_ objectsElement: IBElement, controller name: String, allowsOthers: Bool) -> (
        controller: IBElement, firstResponder: IBElement, others: [IBElement]
    )? {
        var controller: IBElement?
        var firstResponder: IBElement?
        var others: [IBElement] = []
        for element in objectsElement.children {
            switch (element.name, element["sceneMemberID"]) {
            case (name, "viewController") where controller == nil:
                controller = element
            case ("customObject", Self.firstResponderMember) where firstResponder == nil:
                firstResponder = element
            case (_, nil) where allowsOthers:
                others.append(element)
            default:
                reject("\(element.name) in a macOS storyboard's \(name) scene is not known to the compiler yet", at: element)
                return nil
            }
        }
        guard let controller, let firstResponder else {
            reject("a scene without a \(name) and First Responder is not known to the macOS compiler yet", at: objectsElement)
            return nil
        }
        return (controller, firstResponder, others)
    }

    /// A view controller scene's parts: the controller, its view, First Responder and the other
    /// top-level objects; nil with an error naming what is not known.
    mutating func viewControllerScene(_ objectsElement: IBElement) -> (
        controller: IBElement, view: IBElement, firstResponder: IBElement, others: [IBElement]
    )? {
        let element = Self.storyboardViewController(in: objectsElement)?.name ?? Self.viewControllerElement
        guard let (controller, firstResponder, others) = sceneMembers(objectsElement, controller: element, allowsOthers: true)
        else { return nil }
        approximateUnknownAttributes(of: controller, known: Self.storyboardViewControllerAttributes, accepted: Self.acceptedPresentations)
        if controller.name == Self.pageControllerElement {
            approximate(
                "a storyboard page controller, which no pair shows, is written as a storyboard view controller of AppKit's page controller class",
                at: controller)
        } else if options.runtimeClassName(of: controller) == nil {
            // NetNewsWire's preferences.
            approximate(
                "a storyboard view controller without a custom class, which no pair shows, is archived through a class swapper naming NSViewController, as one of a custom class is",
                at: controller)
        }
        let view = Self.controllerView(of: controller)
        for (index, child) in controller.children.enumerated() {
            switch (child.name, child["key"]) {
            case _ where index == view?.index:
                continue
            case ("connections", nil):
                // Outlets and sheet segues only: a controller is the target of actions, not their source.
                if let other = child.children.first(where: { $0.name != "outlet" && !isSheetSegue($0) }) {
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
        // Outlets to another scene's objects (Rectangle's and FSNotes's preferences), which no
        // nib of this scene can hold: left out, as Xcode leaves out iOS storyboards' (the aws-sdk
        // AWSUserPools pair).
        let sceneIDs = Self.ids(under: objectsElement)
        var connected = controller
        for index in connected.children.indices where connected.children[index].name == "connections" {
            connected.children[index].children.removeAll { connection in
                guard connection.name == "outlet", let destination = connection["destination"], !sceneIDs.contains(destination),
                    documentIndex.objectIDs.contains(destination)
                else { return false }
                approximate(
                    "outlet \(connection["property"] ?? "") to another scene's object \(destination), which no macOS pair shows, is left out, as Xcode leaves out an iOS storyboard's",
                    at: connection)
                return true
            }
        }
        return (connected, view.element, firstResponder, others)
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
        let segues = addSegueTemplates(of: scene.controller, controller: controller)
        let (reached, unreached) = Self.objectsReached(from: scene.view, among: scene.others)
        for element in unreached {
            addTopLevel(element, owner: owner)
        }
        addFirstResponder(scene.firstResponder, owner: owner)
        let storyboard = addExternalObject(Self.storyboardPlaceholderIdentifier, owner: owner)
        writeStoryboardController(scene.controller, names: names, segueTemplates: segues.map(\.template), at: controller)
        let controllerID = scene.controller.id ?? ""
        outlets.append((owner, Self.filesOwnerID, Self.outlet(Self.sceneControllerOutlet, to: controllerID)))
        objectsByID[Self.storyboardPlaceholderIdentifier] = storyboard
        addSegueOutlets(segues, controllerID: controllerID)
        outlets.append((controller, controllerID, Self.outlet(Self.storyboardOutlet, to: Self.storyboardPlaceholderIdentifier)))
        let viewNibIDs = Self.ids(under: [scene.view] + reached)
        for outlet in Self.outlets(of: scene.controller) where !viewNibIDs.contains(outlet["destination"] ?? "") {
            outlets.append((controller, controllerID, outlet))
        }
        return finish(owner: owner, dataIndex: dataIndex)
    }

    /// A storyboard view controller as its scene nib and a window controller's nib hold it: a
    /// class swapper carrying its view nib's name, its identity in the storyboard and a table
    /// naming it `UpstreamPlaceholder-1`.
    mutating func writeStoryboardController(
        _ controller: IBElement, names: StoryboardControllerNames, segueTemplates: [Int], at index: Int
    ) {
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.nibName, string(names.viewNibName).archived)
        fields.add(AppKitNibKey.storyboardIdentifier, controller["storyboardIdentifier"].map { string($0).archived })
        fields.add(AppKitNibKey.title, controller["title"].map { userString($0, property: "title", of: controller).archived })
        addPresentation(of: controller, uniqueIdentifier: names.uniqueIdentifier, to: &fields)
        // Only a controller the storyboard names (Aerial's and two of Prune's, not its `AboutVC`).
        fields.add(AppKitNibKey.connectionsRequireClassSwapper, controller["storyboardIdentifier"] == nil ? nil : .bool(true))
        fields.add(
            AppKitNibKey.storyboardSegueTemplates,
            segueTemplates.isEmpty ? nil : list(NibCollectionClass.array, segueTemplates).archived)
        // The view nib's placeholder for the controller, which a controller neither named nor
        // connected has none of (as viraptor/ibtool writes it after Apple's nibs).
        let namesPlaceholder = controller["storyboardIdentifier"] != nil || controller.child("connections") != nil
        fields.add(
            AppKitNibKey.externalObjectsTable,
            .object(
                collection(
                    NibCollectionClass.dictionary, namesPlaceholder ? [stringObject(Self.upstreamPlaceholderIdentifier), index] : [])))
        objects[index].content = .classSwapper(
            AppKitNib.ClassSwapper(
                className: string(options.runtimeClassName(of: controller) ?? Self.storyboardClass(of: controller)),
                originalClassName: string(Self.storyboardClass(of: controller)), values: fields.entries))
    }

    /// How show segues present a controller (`showSeguePresentationStyle`): Interface Builder's
    /// `single` shows one instance at a time (a preferences window, Rectangle's and Vienna's);
    /// saving none, each segue makes another.
    static let singlePresentationStyle = "single"
    static let acceptedPresentations: [String: Set<String>] = ["showSeguePresentationStyle": [singlePresentationStyle]]

    /// A storyboard controller's presentation style, its unique identifier (which the
    /// storyboard's `Info.plist` pairs it with) and, presented once at a time, its segue
    /// destination options naming that identifier its instance's, as viraptor/ibtool writes them
    /// after Apple's nibs. No pair shows a single presentation: an approximation.
    mutating func addPresentation(of controller: IBElement, uniqueIdentifier: String, to fields: inout NibFieldWriter) {
        let single = controller["showSeguePresentationStyle"] == Self.singlePresentationStyle
        if single {
            approximate(
                "a controller shown once at a time (showSeguePresentationStyle single), which no pair shows, is written as AppKit's single presentation: style 1, its unique identifier naming its instance",
                at: controller)
        }
        fields.add(AppKitNibKey.showSeguePresentationStyle, .integer(single ? 1 : 0))
        fields.add(AppKitNibKey.storyboardUniqueIdentifier, string(uniqueIdentifier).archived)
        guard single else { return }
        let options = collection(
            NibCollectionClass.dictionary,
            [stringObject(AppKitNibKey.singleInstancePresentationIdentifier), stringObject(uniqueIdentifier)])
        fields.add(AppKitNibKey.segueDestinationOptions, .object(options))
    }

    /// A window or container controller's identity in the storyboard: its storyboard identifier,
    /// presentation (`addPresentation`) and, when the storyboard names it, that its connections
    /// need its class swapper (Prune's window controllers).
    mutating func addStoryboardIdentity(of controller: IBElement, uniqueIdentifier: String, to fields: inout NibFieldWriter) {
        let storyboardIdentifier = controller["storyboardIdentifier"]
        fields.add(AppKitNibKey.storyboardIdentifier, storyboardIdentifier.map { string($0).archived })
        addPresentation(of: controller, uniqueIdentifier: uniqueIdentifier, to: &fields)
        fields.add(AppKitNibKey.connectionsRequireClassSwapper, storyboardIdentifier == nil ? nil : .bool(true))
    }

    /// A segue a controller performs itself (`performSegue(withIdentifier:sender:)`), showing
    /// another scene's controller as a sheet (Prune's `loginView`).
    static let sheetSegueKind = "sheet"
    static let manualSegueTrigger = "IBSegueTriggerManual"
    static let segueControllerOutlet = "controller"

    func isSheetSegue(_ element: IBElement) -> Bool {
        element.name == "segue" && element["kind"] == Self.sheetSegueKind && element["identifier"] != nil
            && element["destination"].map { segueDestinations[$0]?.viewNibName.isEmpty == false } == true
            && Set(element.attributes.keys).isSubset(of: ["destination", "kind", "identifier", "id"])
    }

    /// The templates of a controller's sheet segues, each with its identifier and the
    /// controller it shows, under the controller; with the ids of their segues.
    mutating func addSegueTemplates(of controllerElement: IBElement, controller: Int) -> [(template: Int, id: String)] {
        let segues = controllerElement.children.filter { $0.name == "connections" }.flatMap(\.children).filter(isSheetSegue)
        return segues.map { segue in
            var fields = NibFieldWriter()
            fields.add(AppKitNibKey.segueIdentifier, string(segue["identifier"] ?? "").archived)
            fields.add(AppKitNibKey.segueTrigger, string(Self.manualSegueTrigger).archived)
            fields.add(
                AppKitNibKey.segueDestinationControllerIdentifier,
                string(segueDestinations[segue["destination"] ?? ""]?.identifier ?? "").archived)
            let template = add(AppKitNibClass.sheetSegueTemplate, .values(NibGraph.Entries(fields.entries)))
            addDocumentObject(template, parent: controller, element: segue)
            return (template, segue.id ?? "")
        }
    }

    /// A segue template's outlets: to the controller performing it and to the storyboard (the
    /// placeholder `objectsByID` holds under `storyboard`).
    mutating func addSegueOutlets(
        _ segues: [(template: Int, id: String)], controllerID: String, storyboard: String = storyboardPlaceholderIdentifier
    ) {
        for segue in segues {
            outlets.append((segue.template, segue.id, Self.outlet(Self.segueControllerOutlet, to: controllerID)))
            outlets.append((segue.template, segue.id, Self.outlet(Self.storyboardOutlet, to: storyboard)))
        }
    }

    /// A segue a menu item performs when chosen, showing a scene's controller (Prune's About
    /// item): its template is a top-level object, the item sends it `perform:` instead of its
    /// own action, and it names the main menu its controller.
    static let showSegueKind = "show"
    static let actionSegueTrigger = "IBSegueTriggerAction"
    static let performSegueAction = "perform:"

    func isMenuShowSegue(_ element: IBElement) -> Bool {
        element.name == "segue" && element["kind"] == Self.showSegueKind
            && element["destination"].map { segueDestinations[$0] != nil } == true
            && Set(element.attributes.keys).isSubset(of: ["destination", "kind", "id"])
    }

    /// The templates of the show segues of `menu`'s items, as top-level objects.
    mutating func addMenuSegueTemplates(in menu: IBElement, owner: Int) -> [(template: Int, id: String)] {
        var templates: [(template: Int, id: String)] = []
        var pending = [menu]
        while let element = pending.popLast() {
            pending += element.children.reversed()
            guard element.name == "segue", isMenuShowSegue(element), let id = element.id,
                let destination = segueDestinations[element["destination"] ?? ""]
            else { continue }
            var fields = NibFieldWriter()
            fields.add(AppKitNibKey.segueTrigger, string(Self.actionSegueTrigger).archived)
            fields.add(AppKitNibKey.segueDestinationControllerIdentifier, string(destination.identifier).archived)
            fields.add(AppKitNibKey.segueUniqueControllerIdentifier, string(destination.uniqueIdentifier).archived)
            let template = add(AppKitNibClass.showSegueTemplate, .values(NibGraph.Entries(fields.entries)))
            addDocumentObject(template, parent: owner, element: element)
            menuSegueTemplates[id] = template
            templates.append((template, id))
        }
        return templates
    }

    /// Each template's outlets to its controller and to the storyboard's placeholder, added
    /// when there are templates.
    mutating func addSegueTemplateOutlets(_ templates: [(template: Int, id: String)], controllerID: String, owner: Int) {
        guard !templates.isEmpty else { return }
        objectsByID[Self.storyboardPlaceholderIdentifier] = addExternalObject(Self.storyboardPlaceholderIdentifier, owner: owner)
        for template in templates {
            outlets.append((template.template, template.id, Self.outlet(Self.segueControllerOutlet, to: controllerID)))
            outlets.append(
                (template.template, template.id, Self.outlet(Self.storyboardOutlet, to: Self.storyboardPlaceholderIdentifier)))
        }
    }

    static let storyboardWindowControllerAttributes = Set(
        ["id", "sceneMemberID", "storyboardIdentifier", "showSeguePresentationStyle"] + customClassAttributes)
    static let windowControllerElement = "windowController"
    static let userDefaultsControllerElement = "userDefaultsController"
    /// The relationship that makes a view controller a window's content.
    static let windowContentRelationship = "window.shadowedContentViewController"
    static let windowOutlet = "window"
    /// The id of the controller a window controller shows, by its relationship segue.
    static func windowContentID(of windowController: IBElement) -> String? {
        windowController.child("connections")?.children.first { $0["relationship"] == windowContentRelationship }?["destination"]
    }

    /// The outlet naming an object's delegate (a window's, a table's).
    static let delegateOutlet = "delegate"
    static let contentViewControllerKeyPath = "contentViewController"

    /// A window controller scene's parts: the controller, its window, the id of the view
    /// controller it shows, First Responder, the scene's other objects and the controller's
    /// outlets to them; nil with an error naming what is not known.
    mutating func windowControllerScene(_ objectsElement: IBElement) -> (
        controller: IBElement, window: IBElement, contentID: String?, firstResponder: IBElement, others: [IBElement],
        outletsToOthers: [IBElement]
    )? {
        guard
            let (controller, firstResponder, others) = sceneMembers(
                objectsElement, controller: Self.windowControllerElement, allowsOthers: true)
        else { return nil }
        approximateUnknownAttributes(of: controller, known: Self.storyboardWindowControllerAttributes, accepted: Self.acceptedPresentations)
        // Written as a view controller's are (Prune's `LoginWindow`), which no pair shows for a
        // window controller (Rectangle's `LogWindowController`).
        if controller["storyboardIdentifier"] != nil || controller["customClass"] != nil {
            approximate(
                "a window controller with a storyboard identifier or a custom class, which no pair shows, is written as a view controller's: its nib named by the identifier, its class swapped",
                at: controller)
        }
        // Vienna's toolbar item menus: the scene nib holds them as a view controller scene's
        // holds its objects (Aerial's menu), which no pair shows for a window controller scene.
        for element in others {
            approximate(
                "a \(element.name) in a window controller's scene, which no pair shows, is written in its nib as a view controller scene's objects are in its",
                at: element)
        }
        let otherIDs = Self.ids(under: others)
        var window: IBElement?
        var contentID: String?
        var windowOutlets: [IBElement] = []
        var outletsToOthers: [IBElement] = []
        for child in controller.children {
            switch (child.name, child["key"]) {
            case ("window", "window") where window == nil:
                window = child
            case ("connections", nil):
                for connection in child.children {
                    if connection.name == "outlet", connection["property"] == Self.windowOutlet {
                        windowOutlets.append(connection)
                        continue
                    }
                    if connection.name == "outlet", otherIDs.contains(connection["destination"] ?? "") {
                        outletsToOthers.append(connection)
                        continue
                    }
                    guard connection.name == "segue", connection["kind"] == "relationship",
                        connection["relationship"] == Self.windowContentRelationship, contentID == nil,
                        let destination = connection["destination"]
                    else {
                        reject(
                            "\(connection.name) of a storyboard window controller is not known to the macOS compiler yet", at: connection)
                        return nil
                    }
                    contentID = destination
                }
            default:
                rejectChildren([child], of: controller)
                return nil
            }
        }
        guard let window else {
            reject("a window controller without a window is not known to the macOS compiler yet", at: controller)
            return nil
        }
        if contentID == nil {
            // SwiftGen's AdditionalImport storyboard.
            approximate(
                "a window controller showing no view controller, which no pair shows, is written as Prune's without one: its window with the empty content view ibtool gives every window controller's window",
                at: controller)
        }
        // Sequel Ace's progress window: the outlet the scene nib makes for every window
        // controller (Prune), saved in the document.
        for outlet in windowOutlets {
            guard outlet["destination"] == window.id, windowOutlets.count == 1 else {
                reject("outlet of a storyboard window controller is not known to the macOS compiler yet", at: outlet)
                return nil
            }
            approximate(
                "a window controller's outlet to its own window, which no pair's document saves, is written once, as the outlet Xcode makes for every window controller",
                at: outlet)
        }
        // The content view is the content controller's; the window may only name its controller its delegate.
        for child in window.children where child.name == "view" || child.name == "connections" {
            if Self.isEmptyContentView(child) {
                // Sequel Ace's progress window and Vienna's downloads, saved by an older
                // Interface Builder.
                approximate(
                    "a window's own empty content view beside its content controller, which no pair shows, is written as the one ibtool gives every such window, as large as its content",
                    at: child)
                continue
            }
            let delegatesToController =
                child.name == "connections"
                && child.children.allSatisfy {
                    ($0.name == "outlet" && $0["property"] == Self.delegateOutlet || $0.name == "binding")
                        && $0["destination"] == controller.id
                }
            if !delegatesToController {
                rejectChildren([child], of: window)
                return nil
            }
            // Vienna's preferences window binds its title to its controller's content.
            for binding in child.children where binding.name == "binding" {
                approximate(
                    "a window's binding to its window controller, which no pair shows, is written as a xib's bindings are",
                    at: binding)
            }
        }
        return (controller, window, contentID, firstResponder, others, outletsToOthers)
    }

    /// The scene nib of a window controller scene (`windowControllerScene`) as Xcode 26 writes
    /// it (Prune's `Main.storyboard`): the `NSWindowController` holding the window (with an empty
    /// content view as large as its content) and the view controller it shows as that
    /// controller's scene nib holds it, each with the storyboard's placeholder, and the window's
    /// content controller set by a runtime attribute. Its objects and connections are in
    /// Xcode's order, which no id gives.
    mutating func buildWindowControllerScene(
        _ objectsElement: IBElement, names: StoryboardControllerNames, content: StoryboardWindowContent?
    ) -> AppKitNib {
        buildsStoryboardScene = true
        keepsOutletOrder = true
        isWindowControllerWindow = true
        objects = [AppKitNib.Object(className: AppKitNibClass.root, content: .values([]))]
        let dataIndex = add(AppKitNibClass.objectData, .values([]))
        let owner = addPlaceholder(nil, className: nil)
        guard let scene = windowControllerScene(objectsElement) else {
            return finish(owner: owner, dataIndex: dataIndex)
        }
        var shown: (controller: IBElement, names: StoryboardControllerNames, storyboard: Int)?
        var shownOthers: (elements: [IBElement], outlets: [IBElement]) = ([], [])
        var container: (scene: ContainerScene, names: StoryboardControllerNames, storyboard: Int, children: [ShownController])?
        switch content {
        case .viewController(let objects, let contentNames)?:
            guard let scene = shownController(objects, holdsOthers: true) else { return finish(owner: owner, dataIndex: dataIndex) }
            shown = (scene.controller, contentNames, addExternalObject(Self.storyboardPlaceholderIdentifier, owner: owner))
            shownOthers = (scene.others, scene.outletsToOthers)
        case .containerController(let objects, let containerNames, let children)?:
            guard let parsed = containerController(objects, names: containerNames, children: children, owner: owner) else {
                return finish(owner: owner, dataIndex: dataIndex)
            }
            container = parsed
        case nil:
            break
        }
        let appClassName = options.runtimeClassName(of: scene.controller)
        let controller = add(appClassName == nil ? AppKitNibClass.windowController : AppKitNibClass.classSwapper, .values([]))
        let controllerID = scene.controller.id ?? ""
        addDocumentObject(controller, parent: owner, element: scene.controller)
        guard let window = addWindow(Self.withEmptyContentView(scene.window), owner: controller) else {
            return finish(owner: owner, dataIndex: dataIndex)
        }
        var contentController: Int?
        var segues: [(template: Int, id: String)] = []
        if let shown {
            let made = add(AppKitNibClass.classSwapper, .values([]))
            addDocumentObject(made, parent: window, element: shown.controller)
            segues = addSegueTemplates(of: shown.controller, controller: made)
            writeStoryboardController(shown.controller, names: shown.names, segueTemplates: segues.map(\.template), at: made)
            contentController = made
        } else if let container {
            contentController = addContainerController(container, parent: window)
            guard contentController != nil else { return finish(owner: owner, dataIndex: dataIndex) }
        }
        for element in shownOthers.elements + scene.others {
            addTopLevel(element, owner: owner)
        }
        addFirstResponder(scene.firstResponder, owner: owner)
        let storyboard = addExternalObject(Self.storyboardPlaceholderIdentifier, owner: owner)
        var fields = NibFieldWriter()
        addStoryboardIdentity(of: scene.controller, uniqueIdentifier: names.uniqueIdentifier, to: &fields)
        fields.add(AppKitNibKey.windowControllerWindow, .object(window))
        fields.add(AppKitNibKey.windowControllerContent, contentController.map { .object($0) })
        if let className = appClassName {
            objects[controller].content = .classSwapper(
                AppKitNib.ClassSwapper(
                    className: string(className), originalClassName: string(AppKitNibClass.windowController), values: fields.entries))
        } else {
            objects[controller].content = .values(NibGraph.Entries(fields.entries))
        }

        outlets.append((owner, Self.filesOwnerID, Self.outlet(Self.sceneControllerOutlet, to: controllerID)))
        if let shown, let contentController {
            let contentID = shown.controller.id ?? ""
            objectsByID[Self.storyboardPlaceholderIdentifier] = shown.storyboard
            outlets.append((contentController, contentID, Self.outlet(Self.storyboardOutlet, to: Self.storyboardPlaceholderIdentifier)))
            addSegueOutlets(segues, controllerID: contentID)
            outlets += shownOthers.outlets.map { (contentController, contentID, $0) }
        }
        let windowConnections = scene.window.children(in: "connections")
        if windowConnections.contains(where: { $0.name == "outlet" }) {
            outlets.append((window, scene.window.id ?? "", Self.outlet(Self.delegateOutlet, to: controllerID)))
        }
        bindings += windowConnections.filter { $0.name == "binding" }.map { (window, scene.window.id ?? "", $0) }
        let controllerStoryboard = Self.storyboardPlaceholderIdentifier + "-" + controllerID
        objectsByID[controllerStoryboard] = storyboard
        outlets.append((controller, controllerID, Self.outlet(Self.storyboardOutlet, to: controllerStoryboard)))
        outlets.append((controller, controllerID, Self.outlet(Self.windowOutlet, to: scene.window.id ?? "")))
        outlets += scene.outletsToOthers.map { (controller, controllerID, $0) }
        guard let contentController else { return finish(owner: owner, dataIndex: dataIndex) }
        sceneConnectors.append(runtimeAttribute(Self.contentViewControllerKeyPath, of: window, values: [contentController]))
        return finish(owner: owner, dataIndex: dataIndex)
    }

    /// A view controller a window controller's nib holds, with its names and its storyboard placeholder.
    typealias ShownController = (controller: IBElement, names: StoryboardControllerNames, storyboard: Int)

    /// A tab or split view controller a nib holds, with its names, its storyboard placeholder
    /// and the controllers its items show.
    typealias HeldContainer = (scene: ContainerScene, names: StoryboardControllerNames, storyboard: Int, children: [ShownController])

    /// The tab or split view controller scene `objectsElement` and the view controller scenes
    /// `children` its items show, each given a storyboard placeholder under `owner`; nil with an
    /// error naming what is not known.
    private mutating func containerController(
        _ objectsElement: IBElement, names: StoryboardControllerNames,
        children: [(objects: IBElement, names: StoryboardControllerNames)], owner: Int
    ) -> HeldContainer? {
        let scene: ContainerScene
        if objectsElement.children.contains(where: { $0.name == Self.splitViewControllerElement }) {
            guard let split = splitViewControllerScene(objectsElement) else { return nil }
            scene = .split(split)
        } else {
            guard let tabs = tabViewControllerScene(objectsElement) else { return nil }
            scene = .tabs(tabs)
        }
        // The relationships the compiler followed, one per item (a document splitting its
        // connections in two would otherwise lose items).
        guard children.count == scene.itemCount else {
            reject(
                "a \(scene.controller.name) with \(scene.itemCount) items and \(children.count) relationships the compiler follows is not known to the macOS compiler",
                at: scene.controller)
            return nil
        }
        let storyboard = addExternalObject(Self.storyboardPlaceholderIdentifier, owner: owner)
        var shownChildren: [ShownController] = []
        for child in children {
            guard let shown = shownController(child.objects, holdsOthers: false) else { return nil }
            shownChildren.append((shown.controller, child.names, addExternalObject(Self.storyboardPlaceholderIdentifier, owner: owner)))
        }
        return (scene, names, storyboard, shownChildren)
    }

    /// The objects of `container` under `parent`: the controller, its view and items, and the
    /// controllers they show; nil where an error was reported.
    private mutating func addContainerController(_ container: HeldContainer, parent: Int) -> Int? {
        switch container.scene {
        case .tabs(let tabs):
            addTabViewController(tabs, tabs: container.children, names: container.names, storyboard: container.storyboard, parent: parent)
        case .split(let split):
            addSplitViewController(
                split, panes: container.children, names: container.names, storyboard: container.storyboard, parent: parent)
        }
    }

    /// The scene nib of a tab or split view controller scene that the storyboard's identifiers,
    /// entry point or segues reach, which no pair shows: the controller, as a window controller's
    /// nib holds it (`addContainerController`), is the scene's controller, beside the scene's
    /// First Responder, as a view controller scene's nib holds its controller.
    mutating func buildContainerControllerScene(
        _ objectsElement: IBElement, names: StoryboardControllerNames, children: [(objects: IBElement, names: StoryboardControllerNames)]
    ) -> AppKitNib {
        buildsStoryboardScene = true
        keepsOutletOrder = true
        objects = [AppKitNib.Object(className: AppKitNibClass.root, content: .values([]))]
        let dataIndex = add(AppKitNibClass.objectData, .values([]))
        let owner = addPlaceholder(nil, className: nil)
        guard let container = containerController(objectsElement, names: names, children: children, owner: owner),
            addContainerController(container, parent: owner) != nil
        else { return finish(owner: owner, dataIndex: dataIndex) }
        if let firstResponder = objectsElement.children.first(where: { $0["sceneMemberID"] == Self.firstResponderMember }) {
            addFirstResponder(firstResponder, owner: owner)
        }
        let controllerID = container.scene.controller.id ?? ""
        outlets.insert((owner, Self.filesOwnerID, Self.outlet(Self.sceneControllerOutlet, to: controllerID)), at: 0)
        return finish(owner: owner, dataIndex: dataIndex)
    }

    /// A container controller's child `shown`, held as a class swapper carrying its view nib's
    /// name under `parent`, with its segues' templates, the storyboard placeholder it is given,
    /// and the outlet `outlet` of the container's item `item` (of id `itemID`) naming it.
    mutating func addContainedController(_ shown: ShownController, item: Int, itemID: String, outlet: String, parent: Int) {
        let child = add(AppKitNibClass.classSwapper, .values([]))
        addDocumentObject(child, parent: parent, element: shown.controller)
        let segues = addSegueTemplates(of: shown.controller, controller: child)
        writeStoryboardController(shown.controller, names: shown.names, segueTemplates: segues.map(\.template), at: child)
        let childID = shown.controller.id ?? ""
        let childStoryboard = Self.storyboardPlaceholderIdentifier + "-" + childID
        objectsByID[childStoryboard] = shown.storyboard
        outlets.append((item, itemID, Self.outlet(outlet, to: childID)))
        outlets.append((child, childID, Self.outlet(Self.storyboardOutlet, to: childStoryboard)))
        addSegueOutlets(segues, controllerID: childID, storyboard: childStoryboard)
    }

    /// A container controller's object under `parent`: of AppKit's `className`, or a class
    /// swapper where the document names the app's class, which it returns too.
    mutating func addContainerObject(_ element: IBElement, of className: String, parent: Int) -> (index: Int, appClassName: String?) {
        let appClassName = options.runtimeClassName(of: element)
        let controller = add(appClassName == nil ? className : AppKitNibClass.classSwapper, .values([]))
        addDocumentObject(controller, parent: parent, element: element)
        return (controller, appClassName)
    }

    /// A container controller's values, `fields`, under its own class or swapped to the app's
    /// `className`, and its outlets: to the storyboard placeholder it is given, and `viewOutlet`
    /// naming the view it manages.
    mutating func finishContainerController(
        _ controller: Int, element: IBElement, className: String?, originalClassName: String, fields: NibFieldWriter, storyboard: Int,
        viewOutlet: IBElement
    ) {
        if let className {
            objects[controller].content = .classSwapper(
                AppKitNib.ClassSwapper(className: string(className), originalClassName: string(originalClassName), values: fields.entries))
        } else {
            objects[controller].content = .values(NibGraph.Entries(fields.entries))
        }
        let controllerID = element.id ?? ""
        let controllerStoryboard = Self.storyboardPlaceholderIdentifier + "-" + controllerID
        objectsByID[controllerStoryboard] = storyboard
        outlets.append((controller, controllerID, Self.outlet(Self.storyboardOutlet, to: controllerStoryboard)))
        outlets.append((controller, controllerID, viewOutlet))
    }

    /// The controller of a view controller scene a window controller's nib holds, and what
    /// its scene nib would hold beside it: the scene's objects its view nib does not (the view
    /// nib holds those the view reaches, `objectsReached`, and copies the user defaults
    /// controllers it binds to, `addBoundUserDefaultsControllers`) and the controller's outlets
    /// to them. Nil with an error where it has such objects or outlets and `holdsOthers` is
    /// false (a tab's or a split pane's child).
    private mutating func shownController(_ objectsElement: IBElement, holdsOthers: Bool) -> (
        controller: IBElement, others: [IBElement], outletsToOthers: [IBElement]
    )? {
        guard let scene = viewControllerScene(objectsElement) else { return nil }
        let (reached, unreached) = Self.objectsReached(from: scene.view, among: scene.others)
        let viewNibIDs = Self.ids(under: [scene.view] + reached)
        let others = unreached.filter { $0.name != Self.userDefaultsControllerElement }
        let outletsToOthers = Self.outlets(of: scene.controller).filter { !viewNibIDs.contains($0["destination"] ?? "") }
        guard holdsOthers || (others.isEmpty && outletsToOthers.isEmpty) else {
            reject(
                "a tab or split view controller's child with objects or outlets beyond its view nib is not known to the macOS compiler yet",
                at: scene.controller)
            return nil
        }
        // Vienna's main window: article views the controller swaps in, beside its view.
        for element in others {
            approximate(
                "a \(element.name) in the scene of a controller a window shows, which no pair shows, is written in the window controller's nib, as the controller's scene nib would hold it",
                at: element)
        }
        return (scene.controller, others, outletsToOthers)
    }

    /// A window as a window controller scene saves it, as a top-level window: with the empty
    /// content view ibtool gives it, as large as its content and resizing nothing, and without
    /// its connections, which the scene nib writes itself.
    private static func withEmptyContentView(_ window: IBElement) -> IBElement {
        var result = window
        result.attributes["key"] = nil
        result.children.removeAll { $0.name == "connections" || isEmptyContentView($0) }
        let size = window.child("rect", key: "contentRect")
        let contentView = IBElement(
            name: "view", attributes: ["key": "contentView", "id": (window.id ?? "") + "-contentView"],
            children: [
                frameElement(x: 0, y: 0, width: Double(size?["width"] ?? "") ?? 0, height: Double(size?["height"] ?? "") ?? 0),
                IBElement(name: "autoresizingMask", attributes: ["key": "autoresizingMask"]),
            ], line: window.line)
        result.children.append(contentView)
        return result
    }

    /// A content view a window saves with nothing in it: a frame and a mask resizing nothing.
    static func isEmptyContentView(_ element: IBElement) -> Bool {
        element.name == "view" && element["key"] == "contentView"
            && Set(element.attributes.keys).subtracting(IBElement.editorOnlyAttributes) == ["key", "id"]
            && element.children.allSatisfy { child in
                (child.name == "rect" && child["key"] == "frame")
                    || (child.name == "autoresizingMask" && child.attributes.keys.allSatisfy { $0 == "key" })
            }
    }

    /// Whether `element`, under a storyboard view controller's `view` key, is a view the compiler
    /// writes as the controller's view: a plain or custom one, or one of the kinds no pair shows
    /// there (Vienna's activity panel is a split view), written as at the top level of a xib.
    static func isControllerView(_ element: IBElement) -> Bool {
        ["view", "customView"].contains(element.name) || approximatedTopLevelViews[element.name] != nil
    }

    /// A storyboard view controller's view: the first child under the `view` key that
    /// `isControllerView` accepts, and its place among the controller's children.
    static func controllerView(of controller: IBElement) -> (index: Int, element: IBElement)? {
        controller.children.enumerated().first { $0.element["key"] == "view" && isControllerView($0.element) }.map {
            (index: $0.offset, element: $0.element)
        }
    }

    /// A storyboard view controller's view (`isControllerView`), File's Owner its parent.
    mutating func addControllerView(_ element: IBElement, owner: Int) -> Int? {
        guard let approximated = Self.approximatedTopLevelViews[element.name] else {
            return addView(element, superview: nil, parent: owner)
        }
        approximate(
            "a \(approximated.kind) as a view controller's view, which no pair shows, is written as a view at the top level of a xib is",
            at: element)
        return approximated.add(&self, element, owner)
    }

    /// The view nib of a view controller scene (`viewControllerScene`).
    mutating func buildViewControllerView(_ objectsElement: IBElement) -> AppKitNib {
        buildsStoryboardScene = true
        objects = [AppKitNib.Object(className: AppKitNibClass.root, content: .values([]))]
        let dataIndex = add(AppKitNibClass.objectData, .values([]))
        let owner = addPlaceholder(nil, className: nil)
        guard let scene = viewControllerScene(objectsElement) else { return finish(owner: owner, dataIndex: dataIndex) }
        let controllerID = scene.controller.id ?? ""
        let reached = Self.objectsReached(from: scene.view, among: scene.others).reached
        let viewNibIDs = Self.ids(under: [scene.view] + reached)
        let outletsToView = Self.outlets(of: scene.controller).filter { viewNibIDs.contains($0["destination"] ?? "") }
        // The controller's placeholder only where a connection names it, as viraptor/ibtool
        // writes it after Apple's nibs (Prune's and Aerial's controllers all have outlets).
        var upstream: Int?
        if !outletsToView.isEmpty || ([scene.view] + reached).contains(where: { Self.connectionEnds(under: $0).contains(controllerID) }) {
            let placeholder = add(
                AppKitNibClass.externalObjectPlaceholder,
                .externalObject(AppKitNib.ExternalObject(identifier: string(Self.upstreamPlaceholderIdentifier))))
            objectsByID[controllerID] = placeholder
            upstream = placeholder
        }
        sceneControllerID = controllerID
        guard addControllerView(scene.view, owner: owner) != nil else { return finish(owner: owner, dataIndex: dataIndex) }
        for element in reached {
            approximate(
                "a scene's \(element.name) that the view's connections reach, which no pair shows, is written in the view nib, with the controller's outlets to it",
                at: element)
            addTopLevel(element, owner: owner)
        }
        addBoundUserDefaultsControllers(of: scene, boundFrom: [scene.view] + reached, owner: owner)
        outlets.append((owner, Self.filesOwnerID, Self.outlet(Self.viewOutlet, to: scene.view.id ?? "")))
        addFirstResponder(scene.firstResponder, owner: owner)
        if let upstream {
            outlets += outletsToView.map { (upstream, controllerID, $0) }
            documentObjects.append((upstream, owner))
        }
        return finish(owner: owner, dataIndex: dataIndex)
    }

    /// The scene's user defaults controllers that the view nib's objects (`roots`) bind to, also
    /// in the view nib: no pair shows how Xcode passes a scene's object to the view nib. AppKit
    /// decodes every shared one as the one controller (Vienna's subscription sheet); another
    /// (NetNewsWire's preferences) becomes a second controller of the same user defaults, which
    /// reads and writes what the scene's does but not its pending changes.
    private mutating func addBoundUserDefaultsControllers(
        of scene: (controller: IBElement, view: IBElement, firstResponder: IBElement, others: [IBElement]), boundFrom roots: [IBElement],
        owner: Int
    ) {
        var bound: Set<String> = []
        var pending = roots
        while let next = pending.popLast() {
            if next.name == "binding", let destination = next["destination"] { bound.insert(destination) }
            pending += next.children
        }
        for element in scene.others where element.name == Self.userDefaultsControllerElement && bound.contains(element.id ?? "") {
            if element["representsSharedInstance"] == "YES" {
                approximate(
                    "a scene's shared user defaults controller that the view binds to, which no pair shows, is written in the view nib too, where AppKit decodes it as the one shared controller",
                    at: element)
            } else {
                approximate(
                    "a scene's user defaults controller that the view binds to, which no pair shows, is written in the view nib too, a second controller of the same user defaults",
                    at: element)
            }
            // Added when refused too, so that the binding is not refused a second time.
            addUserDefaultsController(element, owner: owner)
        }
    }

    /// A scene's First Responder, archived as the application (as in the application scene).
    private mutating func addFirstResponder(_ element: IBElement, owner: Int) {
        sceneFirstResponderID = element.id
        let responder = add(
            AppKitNibClass.customObject,
            .customObject(AppKitNib.CustomObject(className: string(Self.applicationClass), classReference: nil)))
        addDocumentObject(responder, parent: owner, element: element)
    }

    mutating func addExternalObject(_ identifier: String, owner: Int) -> Int {
        let placeholder = add(
            AppKitNibClass.externalObjectPlaceholder, .externalObject(AppKitNib.ExternalObject(identifier: string(identifier))))
        documentObjects.append((placeholder, owner))
        return placeholder
    }

    /// An outlet the storyboard implies, as its XML would say it.
    static func outlet(_ property: String, to destination: String) -> IBElement {
        IBElement(name: "outlet", attributes: ["property": property, "destination": destination])
    }

    static func outlets(of controller: IBElement) -> [IBElement] {
        controller.children.filter { $0.name == "connections" }.flatMap(\.children).filter { $0.name == "outlet" }
    }

    /// The ids the connections under `element` name as their destinations or targets.
    static func connectionEnds(under element: IBElement) -> Set<String> {
        var ends: Set<String> = []
        var pending = [element]
        while let next = pending.popLast() {
            if next.name == "outlet" || next.name == "action" || next.name == "binding" || next.name == "segue" {
                ends.formUnion([next["destination"], next["target"]].compactMap { $0 })
            }
            pending += next.children
        }
        return ends
    }

    /// The scene's objects beside its controller and view (`others`) that the view's
    /// connections reach (a table's menu, a field's formatter, the array controller a table
    /// binds to), and those their connections reach in turn, and the rest, each in document
    /// order; user defaults controllers, which the view nib copies instead
    /// (`addBoundUserDefaultsControllers`), are among the rest. The view nib holds the reached
    /// ones, where the scene nib would hold them out of the view's reach.
    static func objectsReached(from view: IBElement, among others: [IBElement]) -> (reached: [IBElement], unreached: [IBElement]) {
        var holders: [String: Int] = [:]
        for (index, element) in others.enumerated() where element.name != userDefaultsControllerElement {
            for id in ids(under: element) { holders[id] = index }
        }
        var reached: Set<Int> = []
        var pending = Array(connectionEnds(under: view))
        while let end = pending.popLast() {
            guard let index = holders[end], reached.insert(index).inserted else { continue }
            pending += connectionEnds(under: others[index])
        }
        return (
            others.indices.filter(reached.contains).map { others[$0] }, others.indices.filter { !reached.contains($0) }.map { others[$0] }
        )
    }

    /// The ids of `elements` and every element under them.
    static func ids(under elements: [IBElement]) -> Set<String> {
        elements.reduce(into: []) { $0.formUnion(ids(under: $1)) }
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
