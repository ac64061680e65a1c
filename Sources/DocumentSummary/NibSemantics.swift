import AppKitNib
import Foundation
import IBSource
import InputFiles
import NibArchive
import UIKitNib

/// The meaning of a decoded UIKit or AppKit nib graph, in the shape `show` prints for a xib:
/// top-level objects, placeholders, custom classes, connections, images, segue templates.
/// Object ids are `#N`, the object's index in the graph, prefixed by `idPrefix`.
public enum NibSemantics {
    /// - Parameter isSceneNib: the nib is a storyboard scene's, whose one non-placeholder top-level
    ///   object is the scene's controller.
    /// - Throws: a graph that the typed model of its kind (`UIKitNib`, `AppKitNib`) does not accept.
    public static func document(
        from graph: NibGraph, path: String, kind: IBDocument.Kind = .nib, idPrefix: String = "",
        isSceneNib: Bool = false
    ) throws(NibModelError) -> IBDocument {
        var builder = SemanticBuilder(graph: graph, idPrefix: idPrefix)
        if AppKitNib.isAppKitNib(graph) {
            do {
                builder.readAppKit(try AppKitNib(graph))
            } catch {
                throw .appKit(error)
            }
        } else {
            do {
                // The view lists this nib's own objects; the nibs it archives are not read here.
                builder.readUIKit(try UIKitNib(graph, nestedNibs: .leftArchived), isSceneNib: isSceneNib)
            } catch {
                throw .uiKit(error)
            }
        }
        return IBDocument(
            path: path, kind: kind, platform: builder.platform, objects: builder.objects,
            connections: builder.connections, imageReferences: builder.images)
    }

    static func systemModule(ofClass name: String, platform: IBDocument.Platform) -> String? {
        SystemFramework.of(className: name, platform: platform)
    }
}

/// A nib graph the typed model of its kind does not accept: the model's error, naming the object.
public enum NibModelError: DiagnosticError, Sendable, Hashable, CustomStringConvertible {
    case uiKit(UIKitNibError)
    case appKit(AppKitNibError)

    public var description: String {
        switch self {
        case .uiKit(let error): error.description
        case .appKit(let error): error.description
        }
    }

    /// Without a path: a graph in memory has no file; `NibFile.document` adds it.
    public var diagnostic: Diagnostic {
        Diagnostic(path: nil, message: description)
    }
}

extension NibFile {
    /// The semantic view, as `show` prints it; a nib the typed model does not accept is an error
    /// naming the file and the object.
    public func document(kind: IBDocument.Kind = .nib, idPrefix: String = "", isSceneNib: Bool = false)
        throws(NibArchiveError) -> IBDocument
    {
        do {
            return try NibSemantics.document(from: graph, path: path, kind: kind, idPrefix: idPrefix, isSceneNib: isSceneNib)
        } catch {
            throw NibArchiveError(path: loadedFile, message: error.description)
        }
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

    mutating func readUIKit(_ nib: UIKitNib, isSceneNib: Bool) {
        platform = .iOS
        let topLevel = unique(nib.topLevelObjects)
        var documentObjects = unique(nib.documentObjects)
        if documentObjects.isEmpty {
            documentObjects = topLevel
        }
        let parents = uiKitParents(nib, of: documentObjects)
        let topLevelSet = Set(topLevel)
        // A scene's controller is what File's Owner's `sceneViewController` outlet names; scene
        // objects such as gesture recognizers may come before it among the top-level objects.
        let controller =
            isSceneNib ? (sceneViewController(nib) ?? topLevel.first { !isPlaceholder(nib, $0) }) : nil
        for index in documentObjects {
            var described = describe(nib, index, parent: parents[index], isTopLevel: topLevelSet.contains(index))
            if index == controller {
                described.sceneMemberID = "viewController"
            }
            objects.append(described)
        }
        readUIKitConnections(nib)
        readSegueTemplates(nib, documentObjects)
        readImages(documentObjects)
    }

    /// Each index once, in order: a list naming one object many times must not multiply the work.
    private func unique(_ indices: [Int]) -> [Int] {
        var seen = Set<Int>()
        return indices.filter { seen.insert($0).inserted }
    }

    /// Parents from the view hierarchy (subviews and a view's own constraints and layout guides)
    /// and from view controller containment (a container's children from relationship segues).
    private func uiKitParents(_ nib: UIKitNib, of documentObjects: [Int]) -> [Int: Int] {
        var parents: [Int: Int] = [:]
        for index in documentObjects {
            for key in [
                UIKitNibKey.subviews, UIKitNibKey.constraints, UIKitNibKey.layoutGuides, UIKitNibKey.contentView,
                UIKitNibKey.childViewControllers,
            ] {
                let value = nib.value(forKey: key, of: index)
                let children =
                    key == UIKitNibKey.contentView
                    ? [graph.object(value)?.index].compactMap { $0 }
                    : indices(value)
                for child in children where parents[child] == nil && child != index {
                    parents[child] = index
                }
            }
        }
        return parents
    }

    private func describe(_ nib: UIKitNib, _ index: Int, parent: Int?, isTopLevel: Bool) -> IBObject {
        var archivedClass = nib.objects[index].className
        var custom: SwiftClassName?
        var role: IBPlaceholderRole?
        var placeholderIdentifier: String?
        switch nib.objects[index].content {
        case .classSwapper(let swapper):
            archivedClass = swapper.originalClassName.string
            // A swapper that swaps a class for itself marks no custom class.
            if swapper.className.string != archivedClass {
                custom = swapper.swiftClassName
            }
        case .placeholder(let placeholder):
            placeholderIdentifier = placeholder.identifier.string
            switch placeholder.role {
            case .filesOwner: role = .filesOwner
            case .firstResponder: role = .firstResponder
            case .externalObject: role = .externalObject
            }
        default:
            break
        }
        let resolved =
            custom?.name
            ?? (role == .firstResponder
                ? UIKitNibClass.firstResponder
                : role != nil ? UIKitNibClass.root : archivedClass)
        func text(_ key: String) -> String? {
            nib.string(nib.value(forKey: key, of: index))
        }
        return IBObject(
            id: id(index), element: archivedClass, parentID: parent.map(id), customClass: custom?.name,
            customModule: custom?.module, resolvedClass: resolved,
            systemModule: NibSemantics.systemModule(ofClass: custom == nil ? resolved : archivedClass, platform: platform),
            storyboardIdentifier: text(UIKitNibKey.storyboardIdentifier),
            restorationIdentifier: text(UIKitNibKey.restorationIdentifier),
            reuseIdentifier: text(UIKitNibKey.reuseIdentifier),
            placeholderRole: role, placeholderIdentifier: placeholderIdentifier,
            isTopLevel: isTopLevel && role == nil)
    }

    private func isPlaceholder(_ nib: UIKitNib, _ index: Int) -> Bool {
        if case .placeholder = nib.objects[index].content { true } else { false }
    }

    private func sceneViewController(_ nib: UIKitNib) -> Int? {
        nib.connections.first { $0.connection.kind == .outlet && $0.connection.label.string == UIKitNibKey.sceneViewControllerOutlet }?
            .connection.destinations.first
    }

    private mutating func readUIKitConnections(_ nib: UIKitNib) {
        var seen = Set<Int>()
        for (connectionIndex, connection) in nib.connections where seen.insert(connectionIndex).inserted {
            let name = connection.label.string
            let (source, connectionID) = (id(connection.source), id(connectionIndex))
            switch connection.kind {
            case .outlet:
                connections.append(
                    IBConnection(
                        id: connectionID, kind: .outlet, sourceID: source, destinationID: id(connection.destinations[0]), name: name))
            case .action:
                connections.append(
                    IBConnection(
                        id: connectionID, kind: .action, sourceID: source, destinationID: id(connection.destinations[0]),
                        name: name, eventType: ControlEventNames.eventType(mask: connection.eventMask ?? 0)))
            case .outletCollection:
                for destination in unique(connection.destinations) {
                    connections.append(
                        IBConnection(
                            id: connectionID, kind: .outletCollection, sourceID: source, destinationID: id(destination), name: name))
                }
            }
        }
    }

    /// Segue templates become segues from the scene's controller to the destination's identifier:
    /// those among the document objects first, then the rest in archive order.
    private mutating func readSegueTemplates(_ nib: UIKitNib, _ documentObjects: [Int]) {
        let controller = objects.first { $0.sceneMemberID == "viewController" }?.id
        // A container's children bring their segue templates into the container's scene nib.
        var owners: [Int: Int] = [:]
        for index in documentObjects {
            for template in indices(nib.value(forKey: UIKitNibKey.storyboardSegueTemplates, of: index)) where owners[template] == nil {
                owners[template] = index
            }
        }
        var seen = Set<Int>()
        for index in documentObjects + nib.objects.indices where seen.insert(index).inserted {
            guard case .segueTemplate(let template) = nib.objects[index].content else { continue }
            let custom = template.segueClassName.map { SwiftClassName(runtimeName: $0.string) }
            let kind = UIKitNibClass.segueTemplateKinds[nib.objects[index].className] ?? "custom"
            let segue = IBSegue(
                kind: kind, customClass: custom?.name, customModule: custom?.module,
                unwindAction: template.unwindAction?.string, resolvedClass: custom?.name ?? UIKitNibClass.storyboardSegue,
                systemModule: "UIKit")
            connections.append(
                IBConnection(
                    id: id(index), kind: .segue, sourceID: owners[index].map(id) ?? controller ?? id(0),
                    destinationID: template.destinationIdentifier?.string ?? "", name: template.identifier?.string,
                    segue: segue))
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
                if object.className == UIKitNibClass.imagePlaceholder || object.className == "NSCustomResource" {
                    let symbol = graph.string(object.value(forKey: UIKitNibKey.systemSymbolResourceName))
                    if let name = symbol ?? graph.string(object.value(forKey: UIKitNibKey.resourceName))
                        ?? graph.string(object.value(forKey: AppKitNibKey.resourceName))
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

    mutating func readAppKit(_ nib: AppKitNib) {
        platform = .macOS
        guard let data = nib.objectData else { return }
        appKitRoot = data.root
        var parents: [Int: Int] = [:]
        for (child, parent) in zip(data.objectsKeys.members, data.objectsValues.members)
        where child != parent && parents[child] == nil {
            parents[child] = parent
        }
        var documentObjects = [data.root]
        var seen = Set(documentObjects)
        documentObjects += data.objectsKeys.members.filter { seen.insert($0).inserted }
        for index in documentObjects {
            let parent = parents[index]
            let isTopLevel = parent != nil && parent == appKitRoot
            objects.append(describeAppKit(index, parent: isTopLevel ? nil : parent, isTopLevel: isTopLevel))
        }
        // An action whose destination is nil goes to the First Responder.
        let firstResponder = objects.first { $0.placeholderRole == .firstResponder }?.id ?? ""
        var described = Set<Int>()
        for (index, connection) in nib.connections where described.insert(index).inserted {
            let kind: IBConnection.Kind
            let source: Int
            let destination: String
            let name: String
            switch connection {
            case .outlet(let outletSource, let target, let label, _):
                (kind, source, destination, name) = (.outlet, outletSource, id(target), label.string)
            case .action(let actionSource, let target, let label):
                (kind, source, destination, name) = (.action, actionSource, target.map(id) ?? firstResponder, label.string)
            case .binding(let binding):
                // A binding's label reads "value: keyPath"; its name is the binding alone.
                (kind, source, destination, name) = (.binding, binding.source, id(binding.destination), binding.binding.string)
            case .ordering, .help, .runtimeAttributes, .accessibilityAttribute:
                continue
            }
            connections.append(IBConnection(id: id(index), kind: kind, sourceID: id(source), destinationID: destination, name: name))
        }
        readImages(documentObjects)
    }

    private func describeAppKit(_ index: Int, parent: Int?, isTopLevel: Bool) -> IBObject {
        let object = graph.objects[index]
        var archivedClass = object.className
        var custom: SwiftClassName?
        var role: IBPlaceholderRole?
        switch object.className {
        case "NSClassSwapper":
            archivedClass = graph.string(object.value(forKey: AppKitNibKey.originalClassName)) ?? object.className
            // A swapper that swaps a class for itself marks no custom class.
            if let name = graph.string(object.value(forKey: AppKitNibKey.className)), name != archivedClass {
                custom = SwiftClassName(runtimeName: name)
            }
        case "NSCustomObject", "NSCustomView":
            // The class a plain custom object or view has anyway is no custom class.
            let plain = object.className == "NSCustomView" ? "NSView" : "NSObject"
            let name = graph.string(object.value(forKey: AppKitNibKey.className)).flatMap { $0 == plain ? nil : $0 }
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
        let resolved = custom?.name ?? (role == .firstResponder ? "NSResponder" : role != nil ? "NSObject" : archivedClass)
        return IBObject(
            id: id(index), element: archivedClass, parentID: parent.map(id), customClass: custom?.name,
            customModule: custom?.module, resolvedClass: resolved,
            systemModule: NibSemantics.systemModule(ofClass: custom == nil ? resolved : archivedClass, platform: platform),
            reuseIdentifier: graph.string(object.value(forKey: "NSReuseIdentifierKey")),
            placeholderRole: role, isTopLevel: isTopLevel && role == nil)
    }
}
