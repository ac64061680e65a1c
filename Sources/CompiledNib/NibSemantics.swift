import Foundation
import IBSource
import NibArchive

/// The meaning of a decoded UIKit or AppKit nib graph, in the shape `show` prints for a xib:
/// top-level objects, placeholders, custom classes, connections, images, segue templates.
/// Object ids are `#N`, the object's index in the graph, prefixed by `idPrefix`.
public enum NibSemantics {
    /// - Parameter isSceneNib: the nib is a storyboard scene's, whose one non-placeholder top-level
    ///   object is the scene's controller.
    public static func document(
        from graph: NibGraph, path: String, kind: IBDocument.Kind = .nib, idPrefix: String = "",
        isSceneNib: Bool = false
    ) -> IBDocument {
        var builder = SemanticBuilder(graph: graph, idPrefix: idPrefix)
        if let data = graph.object(graph.root?.value(forKey: "IB.objectdata")) {
            builder.readAppKit(objectData: data.object)
        } else {
            builder.readUIKit(isSceneNib: isSceneNib)
        }
        return IBDocument(
            path: path, kind: kind, platform: builder.platform, objects: builder.objects,
            connections: builder.connections, imageReferences: builder.images)
    }

    /// UIKit's event mask bits, named as Interface Builder names them in `eventType`.
    static let eventNames: [(bit: Int64, name: String)] = [
        (1 << 0, "touchDown"), (1 << 1, "touchDownRepeat"), (1 << 2, "touchDragInside"),
        (1 << 3, "touchDragOutside"), (1 << 4, "touchDragEnter"), (1 << 5, "touchDragExit"),
        (1 << 6, "touchUpInside"), (1 << 7, "touchUpOutside"), (1 << 8, "touchCancel"),
        (1 << 12, "valueChanged"), (1 << 13, "primaryActionTriggered"), (1 << 14, "menuActionTriggered"),
        (1 << 16, "editingDidBegin"), (1 << 17, "editingChanged"), (1 << 18, "editingDidEnd"),
        (1 << 19, "editingDidEndOnExit"),
    ]

    /// The mask bit for one Interface Builder `eventType` name.
    public static func eventMask(forType name: String) -> Int64? {
        eventNames.first { $0.name == name }?.bit
    }

    public static func eventType(mask: Int64) -> String {
        var names = eventNames.filter { mask & $0.bit != 0 }.map(\.name)
        let known = eventNames.reduce(Int64(0)) { $0 | $1.bit }
        if mask & ~known != 0 {
            names.append("mask:0x" + String(mask & ~known, radix: 16))
        }
        return names.joined(separator: ",")
    }

    /// Segue template classes and the segue kind each stands for.
    public static let segueKinds: [String: String] = [
        "UIStoryboardShowSegueTemplate": "show",
        "UIStoryboardShowDetailSegueTemplate": "showDetail",
        "UIStoryboardPresentationSegueTemplate": "presentation",
        "UIStoryboardModalSegueTemplate": "presentation",
        "UIStoryboardPopoverPresentationSegueTemplate": "popoverPresentation",
        "UIStoryboardPopoverSegueTemplate": "popoverPresentation",
        "UIStoryboardEmbedSegueTemplate": "embed",
        "UIStoryboardUnwindSegueTemplate": "unwind",
        "UIStoryboardPushSegueTemplate": "push",
        "UIStoryboardReplaceSegueTemplate": "replace",
        "UIStoryboardSegueTemplate": "custom",
    ]

    static func systemModule(ofClass name: String, platform: IBDocument.Platform) -> String? {
        let prefixes: [(String, String)] = [
            ("UI", "UIKit"), ("MK", "MapKit"), ("WK", "WebKit"), ("SCN", "SceneKit"), ("SK", "SpriteKit"),
            ("GLK", "GLKit"), ("AV", "AVKit"), ("MTK", "MetalKit"), ("PDF", "PDFKit"), ("AR", "ARKit"),
        ]
        if name.hasPrefix("NS") {
            return platform == .macOS ? "AppKit" : "UIKit"
        }
        return prefixes.first { name.hasPrefix($0.0) }?.1
    }
}

private struct SemanticBuilder {
    let graph: NibGraph
    let idPrefix: String
    var platform: IBDocument.Platform = .iOS
    var objects: [IBObject] = []
    var connections: [IBConnection] = []
    var images: [IBImageReference] = []
    /// AppKit's `NSRoot`: the File's Owner.
    private var appKitRoot: Int?

    init(graph: NibGraph, idPrefix: String) {
        self.graph = graph
        self.idPrefix = idPrefix
    }

    func id(_ index: Int) -> String {
        idPrefix + "#\(index)"
    }

    /// The objects a collection refers to, each once, in order: a list naming one object many
    /// times must not multiply the work done for it.
    private func indices(_ value: NibGraph.Value?) -> [Int] {
        var seen = Set<Int>()
        return references(value).filter { seen.insert($0).inserted }
    }

    /// The objects a collection refers to, position by position (for parallel key/value lists).
    private func references(_ value: NibGraph.Value?) -> [Int] {
        graph.members(value).compactMap { graph.object($0)?.index }
    }

    // MARK: UIKit

    mutating func readUIKit(isSceneNib: Bool) {
        guard let root = graph.root else { return }
        platform = .iOS
        let topLevel = indices(root.value(forKey: "UINibTopLevelObjectsKey"))
        var documentObjects = indices(root.value(forKey: "UINibObjectsKey"))
        if documentObjects.isEmpty {
            documentObjects = topLevel
        }
        let parents = uiKitParents(of: documentObjects)
        let topLevelSet = Set(topLevel)
        // A scene's controller is what File's Owner's `sceneViewController` outlet names; scene
        // objects such as gesture recognizers may come before it among the top-level objects.
        let controller = isSceneNib ? (sceneViewController(root) ?? topLevel.first { !isProxy($0) }) : nil
        for index in documentObjects {
            var described = describe(index, parent: parents[index], isTopLevel: topLevelSet.contains(index))
            if index == controller {
                described.sceneMemberID = "viewController"
            }
            objects.append(described)
        }
        readUIKitConnections(root.value(forKey: "UINibConnectionsKey"))
        readSegueTemplates(documentObjects)
        readImages(documentObjects)
    }

    /// Parents from the view hierarchy: subviews and a view's own constraints and layout guides.
    private func uiKitParents(of documentObjects: [Int]) -> [Int: Int] {
        var parents: [Int: Int] = [:]
        for index in documentObjects {
            let object = graph.objects[index]
            for key in ["UISubviews", "UIViewAutolayoutConstraints", "UIViewLayoutGuides", "UIContentView"] {
                let children = key == "UIContentView"
                    ? [graph.object(object.value(forKey: key))?.index].compactMap { $0 }
                    : indices(object.value(forKey: key))
                for child in children where parents[child] == nil && child != index {
                    parents[child] = index
                }
            }
        }
        return parents
    }

    private func describe(_ index: Int, parent: Int?, isTopLevel: Bool) -> IBObject {
        let object = graph.objects[index]
        var archivedClass = object.className
        var custom: SwiftClassName?
        var role: IBPlaceholderRole?
        var placeholderIdentifier: String?
        switch object.className {
        case "UIClassSwapper", "NSClassSwapper":
            archivedClass = graph.string(object.value(forKey: "UIOriginalClassName"))
                ?? graph.string(object.value(forKey: "NSOriginalClassName")) ?? object.className
            // A swapper that swaps a class for itself marks no custom class.
            if let name = graph.string(object.value(forKey: "UIClassName"))
                ?? graph.string(object.value(forKey: "NSClassName")), name != archivedClass
            {
                custom = SwiftClassName(runtimeName: name)
            }
        case "UIProxyObject":
            placeholderIdentifier = graph.string(object.value(forKey: "UIProxiedObjectIdentifier"))
            switch placeholderIdentifier {
            case "IBFilesOwner": role = .filesOwner
            case "IBFirstResponder": role = .firstResponder
            default: role = .externalObject
            }
        case "NSCustomObject", "NSCustomView":
            // The class a plain custom object or view has anyway is no custom class.
            let plain = object.className == "NSCustomView" ? "NSView" : "NSObject"
            let name = graph.string(object.value(forKey: "NSClassName")).flatMap { $0 == plain ? nil : $0 }
            if index == appKitRoot {
                role = .filesOwner
                custom = name.map(SwiftClassName.init(runtimeName:))
            } else if name == "FirstResponder" {
                role = .firstResponder
            } else if name == "NSApplication" {
                role = .application
            } else {
                custom = name.map(SwiftClassName.init(runtimeName:))
            }
        case "NSWindowTemplate":
            if let name = graph.string(object.value(forKey: "NSWindowClass")), name != "NSWindow" {
                custom = SwiftClassName(runtimeName: name)
            }
            archivedClass = "NSWindow"
        default:
            break
        }
        if role == nil, index == appKitRoot {
            role = .filesOwner
        }
        let resolved = custom?.name ?? (role == .firstResponder ? (platform == .macOS ? "NSResponder" : "UIResponder")
            : role != nil ? "NSObject" : archivedClass)
        return IBObject(
            id: id(index), element: archivedClass, parentID: parent.map(id), customClass: custom?.name,
            customModule: custom?.module, resolvedClass: resolved,
            systemModule: NibSemantics.systemModule(ofClass: custom == nil ? resolved : archivedClass, platform: platform),
            storyboardIdentifier: graph.string(object.value(forKey: "UIStoryboardIdentifier")),
            restorationIdentifier: graph.string(object.value(forKey: "UIRestorationIdentifier")),
            reuseIdentifier: graph.string(object.value(forKey: "UIReuseIdentifier"))
                ?? graph.string(object.value(forKey: "NSReuseIdentifierKey")),
            placeholderRole: role, placeholderIdentifier: placeholderIdentifier,
            isTopLevel: isTopLevel && role == nil)
    }

    private func isProxy(_ index: Int) -> Bool {
        graph.objects[index].className == "UIProxyObject"
    }

    private func sceneViewController(_ root: NibGraph.Object) -> Int? {
        for index in indices(root.value(forKey: "UINibConnectionsKey")) {
            let connection = graph.objects[index]
            if connection.className == "UIRuntimeOutletConnection",
                graph.string(connection.value(forKey: "UILabel")) == "sceneViewController"
            {
                return graph.object(connection.value(forKey: "UIDestination"))?.index
            }
        }
        return nil
    }

    private mutating func readUIKitConnections(_ list: NibGraph.Value?) {
        for connectionIndex in indices(list) {
            let connection = graph.objects[connectionIndex]
            let name = graph.string(connection.value(forKey: "UILabel"))
            guard let source = graph.object(connection.value(forKey: "UISource"))?.index else { continue }
            let destinationValue = connection.value(forKey: "UIDestination")
            switch connection.className {
            case "UIRuntimeOutletConnection":
                guard let destination = graph.object(destinationValue)?.index else { continue }
                connections.append(
                    IBConnection(id: id(connectionIndex), kind: .outlet, sourceID: id(source), destinationID: id(destination), name: name))
            case "UIRuntimeEventConnection":
                guard let destination = graph.object(destinationValue)?.index else { continue }
                var mask: Int64 = 0
                if case .integer(let value) = connection.value(forKey: "UIEventMask") {
                    mask = value
                }
                connections.append(
                    IBConnection(
                        id: id(connectionIndex), kind: .action, sourceID: id(source), destinationID: id(destination),
                        name: name, eventType: NibSemantics.eventType(mask: mask)))
            case "UIRuntimeOutletCollectionConnection":
                for destination in indices(destinationValue) {
                    connections.append(
                        IBConnection(
                            id: id(connectionIndex), kind: .outletCollection, sourceID: id(source),
                            destinationID: id(destination), name: name))
                }
            default:
                continue
            }
        }
    }

    /// Segue templates become segues from the scene's controller to the destination's identifier.
    private mutating func readSegueTemplates(_ documentObjects: [Int]) {
        let controller = objects.first { $0.sceneMemberID == "viewController" }?.id
        var seen = Set<Int>()
        var templates: [Int] = []
        for index in documentObjects + graph.objects.indices where NibSemantics.segueKinds[graph.objects[index].className] != nil {
            if seen.insert(index).inserted {
                templates.append(index)
            }
        }
        for index in templates {
            let template = graph.objects[index]
            let customName = graph.string(template.value(forKey: "UISegueClassName"))
            let custom = customName.map(SwiftClassName.init(runtimeName:))
            let kind = NibSemantics.segueKinds[template.className] ?? "custom"
            let segue = IBSegue(
                kind: custom != nil && kind == "custom" ? "custom" : kind, customClass: custom?.name,
                customModule: custom?.module, unwindAction: graph.string(template.value(forKey: "UIAction")),
                resolvedClass: custom?.name ?? "UIStoryboardSegue", systemModule: "UIKit")
            connections.append(
                IBConnection(
                    id: id(index), kind: .segue, sourceID: controller ?? id(0),
                    destinationID: graph.string(template.value(forKey: "UIDestinationViewControllerIdentifier")) ?? "",
                    name: graph.string(template.value(forKey: "UIIdentifier")), segue: segue))
        }
    }

    /// Each image placeholder is credited to the first document object whose values reach it;
    /// every object is walked once, however many document objects share it.
    private mutating func readImages(_ documentObjects: [Int]) {
        let owners = Set(documentObjects)
        var visited = owners
        for owner in documentObjects {
            var stack = graph.objects[owner].entries.map(\.value)
            while let value = stack.popLast() {
                if case .array(let members) = value {
                    stack.append(contentsOf: members)
                    continue
                }
                guard let (index, object) = graph.object(value), !owners.contains(index), visited.insert(index).inserted
                else { continue }
                if object.className == "UIImageNibPlaceholder" || object.className == "NSCustomResource" {
                    let symbol = graph.string(object.value(forKey: "UISystemSymbolResourceName"))
                    if let name = symbol ?? graph.string(object.value(forKey: "UIResourceName"))
                        ?? graph.string(object.value(forKey: "NSResourceName"))
                    {
                        images.append(
                            IBImageReference(
                                name: name, objectID: id(owner), attribute: "image",
                                isSystem: symbol != nil || (platform == .macOS && name.hasPrefix("NS"))))
                    }
                    continue
                }
                stack.append(contentsOf: object.entries.map(\.value))
            }
        }
    }

    // MARK: AppKit

    mutating func readAppKit(objectData: NibGraph.Object) {
        platform = .macOS
        appKitRoot = graph.object(objectData.value(forKey: "NSRoot"))?.index
        let keys = references(objectData.value(forKey: "NSObjectsKeys"))
        let values = references(objectData.value(forKey: "NSObjectsValues"))
        var parents: [Int: Int] = [:]
        for (child, parent) in zip(keys, values) where child != parent && parents[child] == nil {
            parents[child] = parent
        }
        var documentObjects: [Int] = []
        if let root = appKitRoot {
            documentObjects.append(root)
        }
        var seen = Set(documentObjects)
        documentObjects += keys.filter { seen.insert($0).inserted }
        for index in documentObjects {
            let parent = parents[index]
            let isTopLevel = parent != nil && parent == appKitRoot
            objects.append(describe(index, parent: isTopLevel ? nil : parent, isTopLevel: isTopLevel))
        }
        // An action whose destination is nil goes to the First Responder.
        let firstResponder = objects.first { $0.placeholderRole == .firstResponder }?.id ?? ""
        for connectionIndex in indices(objectData.value(forKey: "NSConnections")) {
            let connection = graph.objects[connectionIndex]
            guard let source = graph.object(connection.value(forKey: "NSSource"))?.index else { continue }
            let destination = graph.object(connection.value(forKey: "NSDestination")).map { id($0.index) }
                ?? (connection.className == "NSNibControlConnector" ? firstResponder : nil)
            guard let destination else { continue }
            let kind: IBConnection.Kind
            switch connection.className {
            case "NSNibOutletConnector": kind = .outlet
            case "NSNibControlConnector": kind = .action
            case "NSNibBindingConnector": kind = .binding
            default: continue
            }
            // A binding's label reads "value: keyPath"; its name is the binding alone.
            let name = kind == .binding
                ? graph.string(connection.value(forKey: "NSBinding")) ?? graph.string(connection.value(forKey: "NSLabel"))
                : graph.string(connection.value(forKey: "NSLabel"))
            connections.append(
                IBConnection(id: id(connectionIndex), kind: kind, sourceID: id(source), destinationID: destination, name: name))
        }
        readImages(documentObjects)
    }
}
