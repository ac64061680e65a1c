import AppKitNib
import IBSource
import NibArchive

/// A split view controller a storyboard's window controller shows, the sidebar window of
/// Xcode's library (SwiftGen's `Message` storyboard; NetNewsWire's main window embeds one), or
/// that the storyboard names, in a scene nib of its own (`buildContainerControllerScene`). No
/// pair shows one, so it is an approximation (an error unless they are allowed), as the tab view controller
/// is (`addTabViewController`): the controller with its split view under the key GNUstep's
/// `NSSplitViewController` decodes it from and through its `splitView` outlet; an
/// `NSSplitViewItem` for each `splitItems` relationship, in the order of the document's items,
/// naming its child through its `viewController` outlet, its collapsing, holding priority and
/// thickness set by runtime attributes of NSSplitViewItem's public properties (its behavior, which
/// only AppKit's constructors set, is left out); each child as a
/// class swapper carrying its view nib's name; and the items given to the controller through a
/// runtime attribute, which is how the controller adds its children.
extension AppKitNibBuilder {
    static let splitViewControllerElement = "splitViewController"
    static let splitItemsRelationship = "splitItems"
    static let splitViewControllerAttributes = Set(
        ["id", "sceneMemberID", "title", "showSeguePresentationStyle", "storyboardIdentifier"] + customClassAttributes)
    static let splitViewItemsKeyPath = "splitViewItems"
    static let splitViewOutlet = "splitView"
    static let splitViewItemControllerOutlet = "viewController"

    /// Interface Builder's names of `NSSplitViewItem.Behavior`.
    static let splitViewItemBehaviors: Set<String> = ["default", "sidebar", "contentList", "inspector"]

    static let splitViewItemBehavior = "behavior"

    /// A split view item's attributes, each the key path of the `NSSplitViewItem` property it
    /// sets and the type of its runtime attribute. Not its behavior: `NSSplitViewItem` declares
    /// it read-only and keeps it in private data, so a runtime attribute setting it could stop
    /// the nib loading; Interface Builder saves a sidebar's collapsing and priority beside it.
    static let splitViewItemProperties: KeyValuePairs<String, SplitViewItemProperty> = [
        "canCollapse": .flag, "collapsed": .flag, "springLoaded": .flag, "holdingPriority": .number,
        "minimumThickness": .number, "maximumThickness": .number,
    ]

    enum SplitViewItemProperty {
        case flag, number
    }

    /// The ids of the controllers a split view controller's `splitItems` relationships show, in order.
    static func splitItemControllerIDs(of controller: IBElement) -> [String] {
        controller.children(in: "connections").filter { $0.name == "segue" && $0["relationship"] == splitItemsRelationship }
            .compactMap { $0["destination"] }
    }

    struct SplitViewControllerScene {
        let controller: IBElement
        var splitView: IBElement?
        var items: [IBElement] = []
    }

    /// A split view controller scene's parts: the controller, its split view and items; nil with
    /// an error naming what is not known. Its `splitItems` relationships, one for each item,
    /// show the controllers `splitItemControllerIDs` names.
    mutating func splitViewControllerScene(_ objectsElement: IBElement) -> SplitViewControllerScene? {
        guard
            let (controller, _, _) = sceneMembers(
                objectsElement, controller: Self.splitViewControllerElement, allowsOthers: false)
        else { return nil }
        approximateUnknownAttributes(of: controller, known: Self.splitViewControllerAttributes, accepted: Self.acceptedPresentations)
        var scene = SplitViewControllerScene(controller: controller)
        var relationships = 0
        var itemValues = Self.splitViewItemProperties.reduce(into: [String: Set<String>]()) { values, property in
            if property.value == .flag { values[property.key] = ["YES", "NO"] }
        }
        itemValues[Self.splitViewItemBehavior] = Self.splitViewItemBehaviors
        for child in controller.children {
            switch (child.name, child["key"]) {
            case ("splitViewItems", nil):
                for item in child.children {
                    let hasNumbers = Self.splitViewItemProperties.allSatisfy { name, property in
                        property != .number || item[name].map { Double($0)?.isFinite == true } != false
                    }
                    guard item.name == "splitViewItem", item.children.isEmpty, hasNumbers else {
                        reject(
                            "a split view controller's item other than its behavior, collapsing, holding priority and thickness is not known to the macOS compiler yet",
                            at: item)
                        return nil
                    }
                    approximateUnknownAttributes(
                        of: item, known: Set(Self.splitViewItemProperties.map(\.key) + ["id", Self.splitViewItemBehavior]),
                        accepted: itemValues)
                    if let behavior = item[Self.splitViewItemBehavior], behavior != "default" {
                        approximate(
                            "a split view item's behavior \(behavior), which only AppKit's constructors set, is left out: the pane keeps its collapsing and priority but not the material or sizes AppKit gives a \(behavior)",
                            at: item)
                    }
                    scene.items.append(item)
                }
            case ("splitView", "splitView") where scene.splitView == nil:
                scene.splitView = child
            case ("connections", nil):
                for connection in child.children {
                    if connection.name == "outlet", connection["property"] == Self.splitViewOutlet {
                        continue
                    }
                    guard connection.name == "segue", connection["kind"] == "relationship",
                        connection["relationship"] == Self.splitItemsRelationship, connection["destination"] != nil
                    else {
                        reject(
                            "\(connection.name) of a storyboard split view controller is not known to the macOS compiler yet",
                            at: connection)
                        return nil
                    }
                    relationships += 1
                }
            default:
                rejectChildren([child], of: controller)
                return nil
            }
        }
        guard let splitView = scene.splitView, !splitView.children.contains(where: { $0.name == "subviews" }) else {
            reject(
                "a split view controller without a split view of its own, or whose split view holds panes, is not known to the macOS compiler yet",
                at: controller)
            return nil
        }
        guard scene.items.count == relationships else {
            reject(
                "a split view controller with \(scene.items.count) items and \(relationships) splitItems relationships is not known to the macOS compiler",
                at: controller)
            return nil
        }
        approximate(
            "a split view controller, which no pair shows, is written as GNUstep's NSSplitViewController decodes it: its items naming their view controllers, set by runtime attributes",
            at: controller)
        return scene
    }

    /// The split view controller of `scene` under `window`, its children `panes` (each a view
    /// controller scene's controller and names, with the storyboard placeholder it is given):
    /// its objects under `parent` (the window, or File's Owner of the controller's own scene nib),
    /// outlets and runtime attributes; nil where an error was reported.
    mutating func addSplitViewController(
        _ scene: SplitViewControllerScene, panes: [ShownController], names: StoryboardControllerNames, storyboard: Int, parent: Int
    ) -> Int? {
        let (controller, className) = addContainerObject(scene.controller, of: AppKitNibClass.splitViewController, parent: parent)
        guard let splitViewElement = scene.splitView, let splitView = addSplitView(splitViewElement, superview: nil, parent: controller)
        else { return nil }
        var items: [Int] = []
        for (element, pane) in zip(scene.items, panes) {
            let item = add(AppKitNibClass.splitViewItem, .values([]))
            addDocumentObject(item, parent: controller, element: element)
            let properties = Self.splitViewItemProperties.compactMap { name, property in
                element[name].map { Self.runtimeAttribute(name, property, value: $0, line: element.line) }
            }
            if !properties.isEmpty {
                runtimeAttributes.append(
                    (item, IBElement(name: "userDefinedRuntimeAttributes", children: properties, line: element.line)))
            }
            addContainedController(
                pane, item: item, itemID: element.id ?? "", outlet: Self.splitViewItemControllerOutlet, parent: controller)
            items.append(item)
        }
        var fields = NibFieldWriter()
        fields.add(AppKitNibKey.title, scene.controller["title"].map { userString($0, property: "title", of: scene.controller).archived })
        fields.add(AppKitNibKey.splitViewControllerSplitView, .object(splitView))
        addStoryboardIdentity(of: scene.controller, uniqueIdentifier: names.uniqueIdentifier, to: &fields)
        fields.add(AppKitNibKey.relationshipSegueTrackingItems, list(NibCollectionClass.array, items).archived)
        finishContainerController(
            controller, element: scene.controller, className: className, originalClassName: AppKitNibClass.splitViewController,
            fields: fields, storyboard: storyboard,
            viewOutlet: Self.outlet(Self.splitViewOutlet, to: splitViewElement.id ?? ""))
        sceneConnectors.append(
            runtimeAttribute(Self.splitViewItemsKeyPath, of: controller, values: [collection(NibCollectionClass.array, items)]))
        return controller
    }

    /// A split view item's attribute as the runtime attribute setting its property: a flag as a
    /// Boolean, a number as a real.
    private static func runtimeAttribute(_ keyPath: String, _ property: SplitViewItemProperty, value: String, line: Int)
        -> IBElement
    {
        switch property {
        case .flag:
            return IBElement(
                name: "userDefinedRuntimeAttribute", attributes: ["type": "boolean", "keyPath": keyPath, "value": value], line: line)
        case .number:
            return IBElement(
                name: "userDefinedRuntimeAttribute", attributes: ["type": "number", "keyPath": keyPath],
                children: [IBElement(name: "real", attributes: ["key": "value", "value": value], line: line)], line: line)
        }
    }
}
