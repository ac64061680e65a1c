import CompiledNib
import Foundation
import IBSource
import NibArchive

/// A storyboard as a `.storyboardc` folder: per scene, a nib holding the controller (always as a
/// class swapper) and its segue templates, and a nib for the controller's view, whose references
/// to the controller go through `UpstreamPlaceholder-N` proxies the scene nib fills in.
enum StoryboardCompiler {
    static func compile(_ document: IBDocument, root: IBElement, options: CompileOptions) -> CompiledOutput {
        let resources = IBResources(document: root)
        let scenes = root.children(in: "scenes").filter { $0.name == "scene" }
        var controllers: [(scene: IBElement, controller: IBElement)] = []
        for scene in scenes {
            if let controller = scene.children(in: "objects").first(where: { $0["sceneMemberID"] == "viewController" }) {
                controllers.append((scene, controller))
            }
        }
        var nibNames: [String: String] = [:]
        for (_, controller) in controllers {
            guard let id = controller.id else { continue }
            nibNames[id] = controller["storyboardIdentifier"]
                ?? "\(systemClass(of: controller, in: document))-\(id)"
        }

        var files: [CompiledFile] = []
        var diagnostics: [CompileDiagnostic] = []
        var identifiers: [String: PropertyListValue] = [:]
        for (scene, controller) in controllers {
            guard let id = controller.id, let nibName = nibNames[id] else { continue }
            let sceneNib = SceneCompilation(
                document: document, resources: resources, options: options, scene: scene, controller: controller,
                nibName: nibName, nibNames: nibNames)
            let output = sceneNib.compile()
            files += output.files
            diagnostics += output.diagnostics
            identifiers[nibName] = .string(nibName)
        }
        for scene in scenes where !controllers.contains(where: { $0.scene.line == scene.line }) {
            diagnostics.append(
                CompileDiagnostic(
                    severity: .notice, path: document.path, line: scene.line,
                    message: "scene \(scene["sceneID"] ?? "") has no view controller; nothing compiled for it"))
        }
        var info: [String: PropertyListValue] = [
            "UIViewControllerIdentifiersToNibNames": .dictionary(identifiers),
            "UIStoryboardVersion": .integer(1),
        ]
        if let initial = document.initialViewControllerID, let name = nibNames[initial] {
            info["UIStoryboardDesignatedEntryPointIdentifier"] = .string(name)
        }
        files.append(CompiledFile(relativePath: "Info.plist", contents: BinaryPropertyListWriter.data(.dictionary(info))))
        files.sort { $0.relativePath < $1.relativePath }
        return CompiledOutput(isFolder: true, files: files, diagnostics: diagnostics)
    }

    static func systemClass(of element: IBElement, in document: IBDocument) -> String {
        IBClassTable.systemClass(forElement: element.name, platform: document.platform).name
    }
}

/// One scene: its controller nib and, if the controller has a view, the view nib.
private struct SceneCompilation {
    let document: IBDocument
    let resources: IBResources
    let options: CompileOptions
    let scene: IBElement
    let controller: IBElement
    let nibName: String
    let nibNames: [String: String]

    /// Segue kinds and the template class and presenting selector each compiles to.
    private static let templates: [String: (className: String, action: String?)] = [
        "show": ("UIStoryboardShowSegueTemplate", "showViewController:sender:"),
        "showDetail": ("UIStoryboardShowSegueTemplate", "showDetailViewController:sender:"),
        "push": ("UIStoryboardPushSegueTemplate", nil),
        "presentation": ("UIStoryboardPresentationSegueTemplate", nil),
        "modal": ("UIStoryboardPresentationSegueTemplate", nil),
        "popoverPresentation": ("UIStoryboardPopoverPresentationSegueTemplate", nil),
        "embed": ("UIStoryboardEmbedSegueTemplate", nil),
        "unwind": ("UIStoryboardUnwindSegueTemplate", nil),
        "custom": ("UIStoryboardSegueTemplate", nil),
        "replace": ("UIStoryboardReplaceSegueTemplate", nil),
    ]

    func compile() -> (files: [CompiledFile], diagnostics: [CompileDiagnostic]) {
        let view = controller.children.first { $0["key"] == "view" && $0.id != nil }
        let viewIDs = view.map(Self.objectIDs(in:)) ?? []
        // Other objects of the scene (gesture recognizers, …) travel with the view when there is one.
        let sceneObjects = scene.children(in: "objects").filter {
            $0.id != controller.id && $0.name != "placeholder" && $0.name != "exit" && $0["sceneMemberID"] == nil
        }
        let extraIDs = view == nil ? [] : sceneObjects.flatMap(Self.objectIDs(in:))
        let segues = collectSegues()

        var viewNib: (name: String, data: Data, upstream: [(identifier: String, id: String)])?
        var diagnostics: [CompileDiagnostic] = []
        if let view, let viewID = view.id, let controllerID = controller.id {
            var builder = UIKitNibBuilder(document: document, resources: resources, options: options)
            let owner = builder.addProxy(identifier: "IBFilesOwner", element: nil)
            builder.addProxy(identifier: "IBFirstResponder", element: firstResponder)
            builder.upstreamIDs = Set(document.objects.map(\.id)).subtracting(viewIDs).subtracting(extraIDs)
                .union(segues.map(\.id))
            builder.addTopLevel(view)
            for object in sceneObjects {
                builder.addTopLevel(object)
            }
            let controllerProxy = builder.upstreamProxy(for: controllerID)
            builder.addConnectionSource(controller, as: controllerProxy)
            builder.fillObjects()
            if let viewObject = builder.object(forID: viewID) {
                builder.addOutlet("view", from: owner, to: viewObject)
            }
            for segue in segues where segue.sourceID != controllerID {
                guard let source = builder.object(forID: segue.sourceID) else { continue }
                let template = builder.upstreamProxy(for: segue.id)
                if segue.sourceElement == "tableViewCell" || segue.sourceElement == "collectionViewCell" {
                    builder.addOutlet("selectionSegueTemplate", from: source, to: template)
                } else {
                    builder.addAction("perform:", from: source, to: template, mask: NibSemantics.eventMask(forType: "touchUpInside") ?? 0)
                }
            }
            diagnostics += builder.diagnostics
            let upstream = builder.upstreamPlaceholders
            let (graph, root) = builder.finish()
            let name = "\(controllerID)-view-\(viewID)"
            viewNib = (name, NibArchiveWriter.encode(NibArchiveEncoding.archive(graph, root: root)), upstream)
        }

        var builder = UIKitNibBuilder(document: document, resources: resources, options: options)
        let sceneOwner = builder.addProxy(identifier: "IBFilesOwner", element: nil)
        builder.addProxy(identifier: "IBFirstResponder", element: firstResponder)
        let storyboard = builder.addProxy(identifier: "UIStoryboardPlaceholder", element: nil)
        builder.elsewhereIDs = Set(viewIDs).union(extraIDs)
        builder.addTopLevel(controller.removingView())
        if view == nil {
            for object in sceneObjects {
                builder.addTopLevel(object)
            }
        }
        builder.fillObjects()
        guard let controllerID = controller.id, let controllerObject = builder.object(forID: controllerID) else {
            return ([], diagnostics + builder.diagnostics)
        }
        writeControllerKeys(controllerObject, viewNib: viewNib, segues: segues, builder: &builder)
        builder.addOutlet("storyboard", from: controllerObject, to: storyboard)
        builder.addOutlet("sceneViewController", from: sceneOwner, to: controllerObject)
        for segue in segues {
            if let template = builder.object(forID: segue.id) {
                builder.addOutlet("viewController", from: template, to: controllerObject)
            }
        }
        diagnostics += builder.diagnostics
        let (graph, root) = builder.finish()
        var files = [
            CompiledFile(
                relativePath: nibName + ".nib", contents: NibArchiveWriter.encode(NibArchiveEncoding.archive(graph, root: root)))
        ]
        if let viewNib {
            files.append(CompiledFile(relativePath: viewNib.name + ".nib", contents: viewNib.data))
        }
        return (files, diagnostics)
    }

    private var firstResponder: IBElement? {
        scene.children(in: "objects").first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFirstResponder" }
    }

    private struct Segue {
        var id: String
        var sourceID: String
        var sourceElement: String
        var element: IBElement
    }

    /// Every segue of the scene, from the controller or from a control inside its view.
    private func collectSegues() -> [Segue] {
        var segues: [Segue] = []
        func walk(_ element: IBElement) {
            for connection in element.children(in: "connections") where connection.name == "segue" {
                guard connection["key"] == nil, connection["reference"] == nil, let id = connection.id,
                    let source = element.id, connection["kind"] != "relationship"
                else { continue }
                segues.append(Segue(id: id, sourceID: source, sourceElement: element.name, element: connection))
            }
            for child in element.children where child.name != "connections" {
                walk(child)
            }
        }
        for object in scene.children(in: "objects") {
            walk(object)
        }
        return segues
    }

    private func writeControllerKeys(
        _ controller: NibObjectGraph.ObjectID, viewNib: (name: String, data: Data, upstream: [(identifier: String, id: String)])?,
        segues: [Segue], builder: inout UIKitNibBuilder
    ) {
        guard let id = self.controller.id else { return }
        let described = document.object(withID: id)
        if let viewNib {
            builder.graph.set("UINibName", string: viewNib.name, on: controller)
        }
        builder.graph.set("UIStoryboardIdentifier", optionalString: self.controller["storyboardIdentifier"], on: controller)
        builder.graph.set("UIRestorationIdentifier", optionalString: self.controller["restorationIdentifier"], on: controller)
        // The controller is a class swapper even when plain; the builder swaps custom classes.
        if described?.customClass == nil {
            let system = StoryboardCompiler.systemClass(of: self.controller, in: document)
            builder.graph.set("UIClassName", string: system, on: controller)
            builder.graph.set("UIOriginalClassName", string: system, on: controller)
        }
        if let item = self.controller.children.first(where: { $0.name == "navigationItem" && $0["key"] == "navigationItem" }),
            let itemID = item.id, let itemObject = builder.object(forID: itemID)
        {
            builder.graph.set("UINavigationItem", object: itemObject, on: controller)
        }
        var table: [(NibObjectGraph.ObjectID, NibObjectGraph.ObjectID)] = []
        for (identifier, upstreamID) in viewNib?.upstream ?? [] {
            guard let object = builder.object(forID: upstreamID) else { continue }
            table.append((builder.graph.string(identifier), object))
        }
        builder.graph.set("UIExternalObjectsTableForViewLoading", object: builder.graph.dictionary(table), on: controller)
        var templates: [NibObjectGraph.ObjectID] = []
        for segue in segues {
            let template = segueTemplate(segue, builder: &builder)
            builder.alias(segue.id, to: template)
            templates.append(template)
        }
        if !templates.isEmpty {
            builder.graph.set("UIStoryboardSegueTemplates", object: builder.graph.array(templates), on: controller)
        }
    }

    private func segueTemplate(_ segue: Segue, builder: inout UIKitNibBuilder) -> NibObjectGraph.ObjectID {
        let element = segue.element
        let kind = element["kind"] ?? "custom"
        let customClass = element["customClass"].flatMap { $0.isEmpty ? nil : $0 }
        var spec = Self.templates[kind] ?? ("UIStoryboardSegueTemplate", nil)
        if Self.templates[kind] == nil {
            builder.warn("segue kind \(kind) is not known to the compiler; compiled as a custom segue", line: element.line)
        }
        if customClass != nil, kind != "unwind" {
            spec = ("UIStoryboardSegueTemplate", nil)
        }
        let template = builder.graph.add(spec.className)
        builder.graph.set("UIIdentifier", optionalString: element["identifier"], on: template)
        if kind == "unwind" {
            builder.graph.set("UIDestinationViewControllerIdentifier", .null, on: template)
            builder.graph.set("UIAction", optionalString: element["unwindAction"], on: template)
        } else {
            let destination = element["destination"].flatMap { nibNames[$0] }
            if let destination {
                builder.graph.set("UIDestinationViewControllerIdentifier", string: destination, on: template)
            } else {
                builder.warn("segue \(element.id ?? "") leads to \(element["destination"] ?? "nothing"), which is no view controller of this storyboard", line: element.line)
                builder.graph.set("UIDestinationViewControllerIdentifier", .null, on: template)
            }
        }
        if element["animates"] == "NO" {
            builder.graph.set("UIAnimates", .bool(false), on: template)
        }
        if kind == "embed" {
            builder.graph.set("UIPerformOnViewLoad", .bool(true), on: template)
            builder.graph.set("UIContainerView", .null, on: template)
        }
        if let customClass {
            let module = element["customModule"] ?? (element["customModuleProvider"] == "target" ? options.module : nil)
            builder.graph.set("UISegueClassName", string: SwiftClassName(name: customClass, module: module).runtimeName, on: template)
        }
        if let action = spec.action {
            builder.graph.set("UIActionName", string: action, on: template)
        }
        return template
    }

    /// Ids of `element` and every object element under it.
    static func objectIDs(in element: IBElement) -> [String] {
        var ids: [String] = []
        func walk(_ element: IBElement) {
            if let id = element.id, UIKitNibBuilder.isObjectElement(element.name) {
                ids.append(id)
            }
            for child in element.children where !UIKitNibBuilder.skippedContainers.contains(child.name) {
                walk(child)
            }
        }
        walk(element)
        return ids
    }
}

extension IBElement {
    /// The controller without its view, which compiles into a nib of its own.
    func removingView() -> IBElement {
        var copy = self
        copy.children.removeAll { $0["key"] == "view" && $0.id != nil }
        return copy
    }
}
