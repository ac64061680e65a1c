import CompilerTestSupport
import DocumentSummary
import Foundation
import IBSource
import NibArchive
import TestSupport
import Testing
import UIKitNib

@testable import NibCompiler

/// The example app's and the corpus's storyboards compile to folders whose scenes, controllers and
/// connections say what the source says.
@Suite struct StoryboardCompilerConformanceTests {
    @Test func everyIOSStoryboardCompilesToScenesThatMatchTheSource() throws {
        let documents = try NibCompilerConformanceTests.iOSDocuments(extension: "storyboard")
        #expect(documents.count >= 30)
        for (url, source) in documents {
            let output = try NibCompiler.compile(source, options: CompilerTestSupport.exampleAppOptions)
            #expect(output.isFolder)
            let files = CompiledFiles(members: output.files.map { ($0.relativePath, $0.contents) })
            let compiled = try CompiledStoryboard.read(path: url.path, files: files)
            try StoryboardComparison(source: source, compiled: compiled, module: CompilerTestSupport.exampleAppOptions.module)
                .check(url.path)
        }
    }

    @Test func segueTemplatesNameTheirDestinationScenes() throws {
        let url = try TestPaths.corpus("ib/ibdecodable/StoryboardConnections.storyboard")
        let source = try IBDocumentReader.read(contentsOf: url.path, keepingElements: true)
        // Its static table sections are written generically, with warnings.
        let output = try NibCompiler.compile(source, options: CompileOptions(allowsApproximation: true))
        let files = CompiledFiles(members: output.files.map { ($0.relativePath, $0.contents) })
        let compiled = try CompiledStoryboard.read(path: url.path, files: files).document()
        let expected = source.connections.filter { $0.kind == .segue && $0.segue?.kind != "relationship" }
        let templates = compiled.connections.filter { $0.kind == .segue }
        #expect(templates.count == expected.count)
        #expect(Set(templates.map(\.name)) == Set(expected.map(\.name)))
        #expect(Set(templates.compactMap(\.segue?.kind)) == Set(expected.compactMap(\.segue?.kind)))
    }
}

/// Compares each scene of a source storyboard with its compiled scene and view nibs. Connections
/// are compared by kind, name and the classes at both ends, view-nib placeholders resolved through
/// the scene nib's external-objects table.
struct StoryboardComparison {
    let source: IBDocument
    let compiled: CompiledStoryboard
    let module: String?

    /// Connections the compiler adds to wire a storyboard together; the source has no such elements.
    static let wiring: Set<String> = [
        "storyboard", "sceneViewController", "viewController", "view", "perform:", "containerView", "selectionSegueTemplate",
        "staticDataSource",
    ]

    func check(_ path: String) throws {
        // Xcode compiles the scenes something reaches: by storyboard identifier, as the entry point
        // or through a segue other than a relationship (a container's children, storyboard
        // references included, are archived in the container's scene nib).
        let segues = source.connections.filter { $0.kind == .segue }
        let destinations = Set(segues.filter { $0.segue?.kind != "relationship" }.map(\.destinationID))
        let controllers = source.objects.filter {
            $0.sceneMemberID == "viewController" && $0.parentID == nil
                && ($0.storyboardIdentifier != nil || $0.id == source.initialViewControllerID || destinations.contains($0.id))
        }
        #expect(compiled.identifiersToNibNames.count == controllers.count, "scenes of \(path)")
        // A connection is compiled when its source's scene is: the scene is the last one that
        // starts before the source's top-level object.
        var compiledControllers = Set(controllers.map(\.id))
        let children = Dictionary(grouping: segues.filter { $0.segue?.kind == "relationship" }, by: \.sourceID)
        var pending = Array(compiledControllers)
        while let container = pending.popLast() {
            for child in children[container] ?? [] where compiledControllers.insert(child.destinationID).inserted {
                pending.append(child.destinationID)
            }
        }
        let scenes = source.scenes.sorted { $0.line < $1.line }
        let parents = Dictionary(source.objects.map { ($0.id, $0.parentID) }, uniquingKeysWith: { first, _ in first })
        func isCompiled(_ id: String) -> Bool {
            var current = id
            while let parent = parents[current] ?? nil {
                current = parent
            }
            guard let line = source.object(withID: current)?.line,
                let scene = scenes.last(where: { $0.line <= line }), let controller = scene.controllerID
            else { return true }
            return compiledControllers.contains(controller)
        }
        let nibs = Dictionary(compiled.nibs.map { ($0.name, $0.nib) }, uniquingKeysWith: { first, _ in first })
        var expected: [String] = []
        var actual: [String] = []
        var countedViewNibs: Set<String> = []
        let kinds: Set<IBConnection.Kind> = [.outlet, .outletCollection, .action]
        for connection in source.connections where kinds.contains(connection.kind) && isCompiled(connection.sourceID) {
            let from = source.object(withID: connection.sourceID)?.resolvedClass ?? "?"
            let to = source.object(withID: connection.destinationID)?.resolvedClass ?? "?"
            expected.append("\(connection.kind.rawValue) \(connection.name ?? "") \(from) -> \(to) \(connection.eventType ?? "")")
        }
        for (name, nib) in compiled.nibs where !CompiledStoryboard.isViewNib(name) {
            let scene = try nib.document(kind: .storyboardc, idPrefix: name, isSceneNib: true)
            guard let controller = scene.objects.first(where: { $0.sceneMemberID == "viewController" }) else { continue }
            if controller.resolvedClass != "UIStoryboardViewControllerPlaceholder" {
                let original = controllers.first { ($0.storyboardIdentifier ?? "") == name || name.hasSuffix("-" + $0.id) }
                #expect(original?.resolvedClass == controller.resolvedClass, "controller of \(name) in \(path)")
            }
            actual += connections(in: scene, resolving: [:])
            // The scene's controller and any container children each name a view nib, whose
            // placeholders their own external-objects table resolves; a child with a nib of its
            // own is archived twice, its view nib counted once.
            for object in nib.graph.objects {
                guard let viewName = nib.graph.string(object.value(forKey: "UINibName")), let view = nibs[viewName],
                    countedViewNibs.insert(viewName).inserted
                else { continue }
                let table = externalObjects(object.value(forKey: "UIExternalObjectsTableForViewLoading"), of: nib.graph, scene: scene)
                let viewDocument = try view.document(kind: .storyboardc, idPrefix: viewName)
                actual += connections(in: viewDocument, resolving: table)
                actual += try prototypeCellConnections(in: view.graph, path: viewName)
            }
        }
        #expect(expected.sorted() == actual.sorted(), "connections of \(path)")
    }

    /// Classes of the scene objects a view nib's `UpstreamPlaceholder-N` proxies stand for, from
    /// the external-objects table of the controller that names the view nib.
    private func externalObjects(_ value: NibGraph.Value?, of graph: NibGraph, scene: IBDocument) -> [String: String] {
        var table: [String: String] = [:]
        let members = graph.members(value)
        for index in stride(from: 0, to: members.count - 1, by: 2) {
            guard let key = graph.string(members[index]), let target = graph.object(members[index + 1])?.index else { continue }
            let targetID = scene.objects.first { $0.id.hasSuffix("#\(target)") }
            table[key] = targetID?.resolvedClass ?? graph.objects[target].className
        }
        return table
    }

    /// Connections made inside the prototype cell nibs a view nib's table and collection views
    /// keep as `UINib` archive data.
    private func prototypeCellConnections(in graph: NibGraph, path: String) throws -> [String] {
        var found: [String] = []
        for object in graph.objects where object.className == "UINib" {
            guard let data = CompilerTestSupport.archiveData(of: object, in: graph) else { continue }
            let cell = NibGraph(try NibArchiveReader.read(data, path: path))
            let document = try NibSemantics.document(from: cell, path: path, kind: .storyboardc, idPrefix: path, isSceneNib: false)
            found += connections(in: document, resolving: [:])
        }
        return found
    }

    private func connections(in document: IBDocument, resolving table: [String: String]) -> [String] {
        func className(_ id: String) -> String {
            guard let object = document.object(withID: id) else { return "?" }
            if let identifier = object.placeholderIdentifier, let resolved = table[identifier] {
                return resolved
            }
            return object.resolvedClass
        }
        let kinds: Set<IBConnection.Kind> = [.outlet, .outletCollection, .action]
        return document.connections.filter { kinds.contains($0.kind) && !Self.wiring.contains($0.name ?? "") }.map {
            "\($0.kind.rawValue) \($0.name ?? "") \(className($0.sourceID)) -> \(className($0.destinationID)) \($0.eventType ?? "")"
        }
    }
}
