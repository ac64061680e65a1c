import CompiledNib
import Foundation
import IBSource
import NibArchive
import TestSupport
import Testing

@testable import NibCompiler

/// Storyboards compile to folders whose scenes, controllers and connections say what the source says.
@Suite struct StoryboardCompilerTests {
    @Test func everyIOSStoryboardCompilesToScenesThatMatchTheSource() throws {
        let documents = try NibCompilerTests.iOSDocuments(extension: "storyboard")
        #expect(documents.count >= 30)
        for (url, source) in documents {
            let output = try NibCompiler.compile(source, options: NibCompilerTests.options)
            #expect(output.isFolder)
            let files = CompiledFiles(members: output.files.map { ($0.relativePath, $0.contents) })
            let compiled = try CompiledStoryboard.read(path: url.path, files: files)
            try StoryboardComparison(source: source, compiled: compiled, module: NibCompilerTests.options.module)
                .check(url.path)
        }
    }

    @Test func aStoryboardReferenceBecomesAPlaceholderSceneAndAnInfoPlistEntry() throws {
        let url = try TestPaths.corpus("ib/ibdecodable/StoryboardReferences.storyboard")
        let output = try NibCompiler.compile(contentsOf: url.path)
        let info = try #require(output.files.first { $0.relativePath == "Info.plist" })
        let plist = try BinaryPropertyListReader.read(info.contents, path: "Info.plist")
        guard case .dictionary(let root) = plist, case .dictionary(let references)? = root["UIViewControllerIdentifiersToExternalStoryboardReferences"]
        else {
            Issue.record("no external storyboard references in \(plist)")
            return
        }
        #expect(!references.isEmpty)
        for name in references.keys {
            let nib = try #require(output.files.first { $0.relativePath == name + ".nib" })
            let graph = NibGraph(try NibArchiveReader.read(nib.contents, path: name))
            let placeholder = try #require(graph.objects.first { $0.className == "UIStoryboardViewControllerPlaceholder" })
            #expect(graph.string(placeholder.value(forKey: "UIStoryboardIdentifier")) == name)
        }
    }

    @Test func segueTemplatesNameTheirDestinationScenes() throws {
        let url = try TestPaths.corpus("ib/ibdecodable/StoryboardConnections.storyboard")
        let source = try IBDocumentReader.read(contentsOf: url.path, keepingElements: true)
        let output = try NibCompiler.compile(source)
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
    static let wiring: Set<String> = ["storyboard", "sceneViewController", "viewController", "view", "perform:", "containerView", "selectionSegueTemplate"]

    func check(_ path: String) throws {
        let controllers = source.objects.filter { $0.sceneMemberID == "viewController" && $0.parentID == nil }
        #expect(compiled.identifiersToNibNames.count == controllers.count, "scenes of \(path)")
        let nibs = Dictionary(compiled.nibs.map { ($0.name, $0.nib) }, uniquingKeysWith: { first, _ in first })
        var expected: [String] = []
        var actual: [String] = []
        let kinds: Set<IBConnection.Kind> = [.outlet, .outletCollection, .action]
        for connection in source.connections where kinds.contains(connection.kind) {
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
            let table = externalObjects(of: nib.graph, scene: scene)
            actual += connections(in: scene, resolving: [:])
            let viewName = nib.graph.objects.lazy.compactMap { nib.graph.string($0.value(forKey: "UINibName")) }.first
            if let viewName, let view = nibs[viewName] {
                let viewDocument = try view.document(kind: .storyboardc, idPrefix: viewName)
                actual += connections(in: viewDocument, resolving: table)
            }
        }
        #expect(expected.sorted() == actual.sorted(), "connections of \(path)")
    }

    /// Classes of the scene objects a view nib's `UpstreamPlaceholder-N` proxies stand for.
    private func externalObjects(of graph: NibGraph, scene: IBDocument) -> [String: String] {
        var table: [String: String] = [:]
        for object in graph.objects {
            guard let value = object.value(forKey: "UIExternalObjectsTableForViewLoading") else { continue }
            let members = graph.members(value)
            for index in stride(from: 0, to: members.count - 1, by: 2) {
                guard let key = graph.string(members[index]), let target = graph.object(members[index + 1])?.index else { continue }
                let targetID = scene.objects.first { $0.id.hasSuffix("#\(target)") }
                table[key] = targetID?.resolvedClass ?? graph.objects[target].className
            }
        }
        return table
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

/// Names from the document that become file names in the `.storyboardc` are refused, naming the
/// document and line, when they would put a file anywhere else.
@Suite struct StoryboardOutputNameTests {
    static func storyboard(identifier: String = "Home", controllerID: String = "vc1", viewID: String = "v1") -> Data {
        Data(HostileInputs.storyboard(identifier: identifier, controllerID: controllerID, viewID: viewID).utf8)
    }

    @Test(arguments: ["../../../ESCAPED", "Nested/Home", "..", "back\\slash", ""])
    func aStoryboardIdentifierThatIsNoFileNameIsRefused(identifier: String) {
        #expect(throws: CompileError.invalidOutputName(path: "S.storyboard", line: 6, what: "storyboard identifier", name: identifier)) {
            try NibCompiler.compile(data: Self.storyboard(identifier: identifier), path: "S.storyboard")
        }
    }

    @Test func objectIDsThatBecomeNibNamesAreCheckedToo() {
        #expect(throws: CompileError.invalidOutputName(path: "S.storyboard", line: 6, what: "view controller id", name: "../vc")) {
            try NibCompiler.compile(data: Self.storyboard(controllerID: "../vc"), path: "S.storyboard")
        }
        #expect(throws: CompileError.invalidOutputName(path: "S.storyboard", line: 7, what: "view id", name: "../../v")) {
            try NibCompiler.compile(data: Self.storyboard(viewID: "../../v"), path: "S.storyboard")
        }
    }

    /// The check once looked at the first `key="view"` child and the compiler at the first with an
    /// id: an id-less view before a hostile one let `../../x` through to become a path.
    @Test func theViewCheckedIsTheViewCompiled() {
        let document = HostileInputs.storyboard()
            .replacingOccurrences(of: #"<view key="view" id="v1"/>"#, with: #"<view key="view"/><view key="view" id="../../x"/>"#)
        #expect(throws: CompileError.invalidOutputName(path: "S.storyboard", line: 7, what: "view id", name: "../../x")) {
            try NibCompiler.compile(data: Data(document.utf8), path: "S.storyboard")
        }
    }

    /// Found by the `compile` fuzz target before the output-name check: a view controller id starting
    /// with `/` named a nib outside the `.storyboardc`.
    @Test func theFuzzedControllerIDWithASlashIsRefused() {
        let path = TestPaths.fixtures.appendingPathComponent("Malformed/fuzz/compile-object-id-with-slash.storyboard").path
        #expect(throws: CompileError.invalidOutputName(path: path, line: 14, what: "view controller id", name: "/Y6W-OH-hqX")) {
            try NibCompiler.compile(contentsOf: path)
        }
    }

    @Test func aPlainIdentifierNamesItsNib() throws {
        let output = try NibCompiler.compile(data: Self.storyboard(identifier: "Home.Screen"), path: "S.storyboard")
        #expect(output.files.map(\.relativePath) == ["Home.Screen.nib", "Info.plist", "vc1-view-v1.nib"])
    }
}
