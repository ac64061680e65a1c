import AppKitNib
import IBSource
import NibArchive

/// A tab view controller a storyboard's window controller shows, the usual preferences window
/// (Rectangle's `Main.storyboard`), or that the storyboard names, in a scene nib of its own
/// (`buildContainerControllerScene`). No pair shows one, so it is an approximation (an error
/// unless they are allowed), written as AppKit's `NSTabViewController` decodes it and as a window controller's nib holds
/// the view controller it shows (`buildWindowControllerScene`): the controller with its tab view,
/// style, selected index and transitions; an `NSTabViewItem` for each `tabItems` relationship,
/// in the order of the document's items, naming its child through its `viewController` outlet;
/// each child as a class swapper carrying its view nib's name (`writeStoryboardController`); the
/// controller and each child with a storyboard placeholder of its own; and the items given to the
/// controller through a runtime attribute, which is how the controller adds its children. Each
/// child's scene and view nibs are written as any view controller scene's.
extension AppKitNibBuilder {
    static let tabViewControllerElement = "tabViewController"
    static let tabItemsRelationship = "tabItems"
    static let tabViewControllerAttributes = Set(
        ["id", "sceneMemberID", "selectedTabViewItemIndex", "tabStyle", "title", "showSeguePresentationStyle", "storyboardIdentifier"]
            + customClassAttributes)
    /// `NSTabViewController.TabStyle` by Interface Builder's name; a document naming none keeps
    /// AppKit's default, the segmented control on top.
    static let tabViewControllerStyles: [String: Int64] = [
        "segmentedControlOnTop": 0, "segmentedControlOnBottom": 1, "toolbar": 2, "unspecified": -1,
    ]
    /// `NSViewController.TransitionOptions` by Interface Builder's attribute: the one a public
    /// document saves (Rectangle's); Interface Builder's names of the others are not known.
    static let viewControllerTransitionOptions: [String: Int64] = ["allowUserInteraction": 0x1000]
    static let tabViewControllerItemAttributes: Set<String> = ["id", "label", "identifier", "image", "catalog"]
    static let tabViewItemsKeyPath = "tabViewItems"
    static let tabViewItemImageKeyPath = "image"
    static let tabViewOutlet = "tabView"
    static let tabViewItemControllerOutlet = "viewController"

    /// The ids of the controllers a tab view controller's `tabItems` relationships show, in order.
    static func tabItemControllerIDs(of controller: IBElement) -> [String] {
        controller.children(in: "connections").filter { $0.name == "segue" && $0["relationship"] == tabItemsRelationship }
            .compactMap { $0["destination"] }
    }

    /// A tab view controller scene's parts: the controller, its tab view, items and transitions;
    /// nil with an error naming what is not known. Its `tabItems` relationships, one for each
    /// item, show the controllers `tabItemControllerIDs` names.
    mutating func tabViewControllerScene(_ objectsElement: IBElement) -> TabViewControllerScene? {
        guard
            let (controller, _, others) = sceneMembers(
                objectsElement, controller: Self.tabViewControllerElement, allowsOthers: true)
        else { return nil }
        approximateUnknownAttributes(
            of: controller, known: Self.tabViewControllerAttributes,
            accepted: Self.acceptedPresentations.merging(["tabStyle": Set(Self.tabViewControllerStyles.keys)]) { $1 })
        var scene = TabViewControllerScene(controller: controller)
        var relationships = 0
        let itemIDs = Set(controller.children(in: "tabViewItems").compactMap(\.id))
        // What nothing connects to is left out (FSNotes's user defaults controller); the nibs
        // holding the controller hold no more of its scene.
        let destinations = Self.connectionEnds(under: objectsElement)
        for other in others {
            guard let id = other.id, !destinations.contains(id), Self.ids(under: other).isDisjoint(with: destinations) else {
                reject(
                    "an object of a tab view controller's scene that its objects connect to is not known to the macOS compiler yet",
                    at: other)
                return nil
            }
            approximate(
                "an object of a tab view controller's scene that nothing connects to, which no pair shows, is left out of the nibs holding the controller",
                at: other)
        }

        for child in controller.children {
            switch (child.name, child["key"]) {
            case ("tabViewItems", nil):
                for item in child.children {
                    // A label saved as nil is the empty label of an item saving none (FSNotes's).
                    guard item.name == "tabViewItem", item.children.allSatisfy({ $0.name == "nil" && $0["key"] == "label" })
                    else {
                        reject(
                            "a tab view controller's item other than a label, identifier and image is not known to the macOS compiler yet",
                            at: item)
                        return nil
                    }
                    approximateUnknownAttributes(of: item, known: Self.tabViewControllerItemAttributes, accepted: [:])
                    scene.items.append(item)
                }
            case ("viewControllerTransitionOptions", "transitionOptions"):
                guard let options = flags(of: child, Self.viewControllerTransitionOptions) else { return nil }
                scene.transitionOptions = options
            case ("tabView", "tabView") where scene.tabView == nil:
                scene.tabView = child
            case ("connections", nil):
                for connection in child.children {
                    if connection.name == "outlet", connection["property"] == Self.tabViewOutlet {
                        continue
                    }
                    // FSNotes's controller names each item.
                    if connection.name == "outlet", itemIDs.contains(connection["destination"] ?? "") {
                        scene.itemOutlets.append(connection)
                        continue
                    }
                    guard connection.name == "segue", connection["kind"] == "relationship",
                        connection["relationship"] == Self.tabItemsRelationship, connection["destination"] != nil
                    else {
                        reject(
                            "\(connection.name) of a storyboard tab view controller is not known to the macOS compiler yet", at: connection)
                        return nil
                    }
                    relationships += 1
                }
            default:
                rejectChildren([child], of: controller)
                return nil
            }
        }
        guard let tabView = scene.tabView, tabView.children(in: "tabViewItems").isEmpty else {
            reject(
                "a tab view controller without a tab view of its own, or whose tab view holds items, is not known to the macOS compiler yet",
                at: controller)
            return nil
        }
        guard scene.items.count == relationships else {
            reject(
                "a tab view controller with \(scene.items.count) items and \(relationships) tabItems relationships is not known to the macOS compiler",
                at: controller)
            return nil
        }
        let selected = controller["selectedTabViewItemIndex"].map { Int($0) } ?? 0
        guard let selected, selected == 0 || scene.items.indices.contains(selected) else {
            reject(
                "a tab view controller's selectedTabViewItemIndex that names none of its items is not known to the macOS compiler",
                at: controller)
            return nil
        }
        scene.selectedIndex = Int64(selected)
        approximate(
            "a tab view controller, which no pair shows, is written as AppKit's NSTabViewController decodes it: its items naming their view controllers, set by a runtime attribute",
            at: controller)
        return scene
    }

    struct TabViewControllerScene {
        let controller: IBElement
        var itemOutlets: [IBElement] = []
        var tabView: IBElement?
        var transitionOptions: Int64?
        var items: [IBElement] = []
        var selectedIndex: Int64 = 0
    }

    /// The tab view controller of `scene` under `window`, its children `tabs` (each a view
    /// controller scene's controller and names, with the storyboard placeholder it is given):
    /// its objects under `parent` (the window, or File's Owner of the controller's own scene nib),
    /// outlets and runtime attributes; nil where an error was reported.
    mutating func addTabViewController(
        _ scene: TabViewControllerScene, tabs: [ShownController], names: StoryboardControllerNames, storyboard: Int, parent: Int
    ) -> Int? {
        let (controller, className) = addContainerObject(scene.controller, of: AppKitNibClass.tabViewController, parent: parent)
        guard let tabViewElement = scene.tabView, let tabView = addTabView(tabViewElement, superview: nil, parent: controller)
        else { return nil }
        var items: [Int] = []
        for (element, tab) in zip(scene.items, tabs) {
            let item = add(AppKitNibClass.tabViewItem, .values([]))
            addDocumentObject(item, parent: controller, element: element)
            guard let color = addColor(IBElement.systemColor(Self.tabViewItemColor, line: element.line)) else { return nil }
            var image: Int?
            if let name = element["image"] {
                // An SF Symbol (Vienna's preferences' gearshape) as a menu item's image is.
                guard let added = addImage(named: name, catalog: element["catalog"], at: element) else { return nil }
                image = added
            }
            var fields = NibFieldWriter()
            fields.add(AppKitNibKey.identifier, element["identifier"].map { string($0).archived })
            fields.add(AppKitNibKey.connectionLabel, userString(element["label"] ?? "", property: "label", of: element).archived)
            fields.add(AppKitNibKey.color, .object(color))
            fields.add(AppKitNibKey.tabViewItemImage, image.map { .object($0) })
            objects[item].content = .values(NibGraph.Entries(fields.entries))
            if let image {
                // Whether NSTabViewItem's coder keeps its image is not known; the property takes it either way.
                sceneConnectors.append(runtimeAttribute(Self.tabViewItemImageKeyPath, of: item, values: [image]))
            }
            addContainedController(tab, item: item, itemID: element.id ?? "", outlet: Self.tabViewItemControllerOutlet, parent: controller)
            items.append(item)
        }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.title, scene.controller["title"].map { userString($0, property: "title", of: scene.controller).archived })
        fields.add(AppKitNibKey.tabViewControllerSelectedIndex, .integer(scene.selectedIndex))
        fields.add(
            AppKitNibKey.tabViewControllerTabStyle,
            .integer(scene.controller["tabStyle"].flatMap { Self.tabViewControllerStyles[$0] } ?? 0))
        fields.add(AppKitNibKey.viewControllerTransitionOptions, scene.transitionOptions.map { .integer($0) })
        fields.add(AppKitNibKey.tabViewControllerTabView, .object(tabView))
        addStoryboardIdentity(of: scene.controller, uniqueIdentifier: names.uniqueIdentifier, to: &fields)
        fields.add(AppKitNibKey.relationshipSegueTrackingItems, list(NibCollectionClass.array, items).archived)
        finishContainerController(
            controller, element: scene.controller, className: className, originalClassName: AppKitNibClass.tabViewController,
            fields: fields, storyboard: storyboard, viewOutlet: Self.outlet(Self.tabViewOutlet, to: tabViewElement.id ?? ""))
        outlets += scene.itemOutlets.map { (controller, scene.controller.id ?? "", $0) }
        sceneConnectors.append(
            runtimeAttribute(Self.tabViewItemsKeyPath, of: controller, values: [collection(NibCollectionClass.array, items)]))
        return controller
    }

    /// A runtime attribute connector setting `keyPath` of `object` to the values.
    mutating func runtimeAttribute(_ keyPath: String, of object: Int, values: [Int]) -> Int {
        add(
            AppKitNibClass.runtimeAttributesConnector,
            .connection(
                .runtimeAttributes(
                    object: object,
                    keyPaths: list(NibCollectionClass.array, [stringObject(keyPath)]).archived,
                    values: list(NibCollectionClass.array, values).archived)))
    }
}
