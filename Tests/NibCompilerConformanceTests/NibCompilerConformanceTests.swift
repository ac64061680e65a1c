import CompilerTestSupport
import DocumentSummary
import Foundation
import IBSource
import InputFiles
import NibArchive
import TestSupport
import Testing
import UIKitNib

@testable import NibCompiler

/// The compiler on the example app's and the corpus's documents: its output read back through the
/// decoder and the semantic view says what the source says, and it matches Xcode's pairs.
@Suite struct NibCompilerConformanceTests {
    /// Every iOS xib of the example project and the corpus.
    static func iOSDocuments(extension wanted: String) throws -> [(url: URL, document: IBDocument)] {
        let folders = [TestPaths.examples, try TestPaths.corpus("ib")]
        var documents: [(URL, IBDocument)] = []
        for url in folders.flatMap(TestPaths.interfaceBuilderDocuments(under:)) where url.pathExtension == wanted {
            let document = try IBDocumentReader.read(contentsOf: url.path, keepingElements: true)
            if document.platform == .iOS || document.platform == .tvOS {
                documents.append((url, document))
            }
        }
        return documents
    }

    @Test func everyIOSXibCompilesToANibWhoseSemanticViewEqualsTheSource() throws {
        let documents = try Self.iOSDocuments(extension: "xib")
        #expect(documents.count >= 40)
        for (url, source) in documents {
            let output = try NibCompiler.compile(source, options: CompilerTestSupport.exampleAppOptions)
            #expect(!output.isFolder && output.files.count == 1)
            let bytes = try #require(output.files.first?.contents)
            let graph = NibGraph(try NibArchiveReader.read(bytes, path: url.path))
            let compiled = try NibSemantics.document(from: graph, path: url.path)
            try SemanticComparison(source: source, compiled: compiled, module: CompilerTestSupport.exampleAppOptions.module).check(url.path)
        }
    }

    @Test func compilingTwiceGivesTheSameBytes() throws {
        for (_, source) in try Self.iOSDocuments(extension: "xib").prefix(10) {
            let first = try NibCompiler.compile(source, options: CompilerTestSupport.exampleAppOptions)
            let second = try NibCompiler.compile(source, options: CompilerTestSupport.exampleAppOptions)
            #expect(first == second)
        }
    }

    /// Xcode 13.4.1 writes each nib of a document declaring an asset-catalog color as a folder below
    /// iOS 13 (the WorkFlowTestingApp pairs); a storyboard's runtime.nib also holds the color's
    /// trait storage where a view uses it.
    @Test func aDocumentWithACatalogColorCompilesToFolderNibsBelowIOS13() throws {
        let pairs = try PairsConformanceTests.pairs()
        let root = try TestPaths.corpus("pairs")
        for id in ["WorkFlowTestingApp-dc52e7c-MovieListCell.xib", "WorkFlowTestingApp-dc52e7c-Account.storyboard"] {
            let pair = try #require(pairs.first { $0.id == id })
            let source = root.appendingPathComponent(pair.source).path
            let folder = root.appendingPathComponent(pair.xcode)
            let xcodeFiles = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { path in
                (try? folder.appendingPathComponent(path).resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            }
            var options = CompileOptions(
                module: pair.module, minimumDeploymentTarget: pair.minimumDeploymentTarget,
                xcodeVersion: pair.xcodeVersion.flatMap(CompileOptions.XcodeVersion.init), allowsApproximation: true)
            let output = try NibCompiler.compile(contentsOf: source, options: options)
            #expect(output.isFolder)
            #expect(output.files.map(\.relativePath).sorted() == xcodeFiles.sorted(), "\(id)")
            #expect(xcodeFiles.contains { $0.hasSuffix("runtime.nib") })
            options.minimumDeploymentTarget = "13.0"
            #expect(
                try NibCompiler.compile(contentsOf: source, options: options).files.allSatisfy { !$0.relativePath.contains("runtime.nib") })
        }
        // The two copies differ where a view uses the catalog color: the sign-in view's
        // runtime.nib resolves it through trait storages, compiled without approximation.
        let account = try #require(pairs.first { $0.id == "WorkFlowTestingApp-dc52e7c-Account.storyboard" })
        let output = try NibCompiler.compile(
            contentsOf: root.appendingPathComponent(account.source).path,
            options: CompileOptions(
                module: account.module, minimumDeploymentTarget: "12.0", xcodeVersion: CompileOptions.XcodeVersion("1341")))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let files = CompilerTestSupport.filesByPath(of: output)
        let differing = Set(
            files.keys.filter { $0.hasSuffix("/runtime.nib") }.filter { runtime in
                files[runtime] != files[runtime.replacingOccurrences(of: "/runtime.nib", with: "/objects-13.0+.nib")]
            })
        #expect(differing == ["A5c-4P-QZW-view-0gL-lu-l8M.nib/runtime.nib"])
    }

    /// The example's window needs the system's color profiles for its label's system colors:
    /// without them it is refused naming the file, the line of each color and the profile; with
    /// them it compiles, its constraints archived on the content view.
    @Test func aMacOSDocumentNeedsTheColorProfilesOfItsSystemColors() throws {
        let url = TestPaths.examples.appendingPathComponent("ExampleApp/Mac/PreferencesWindow.xib")
        let error = try #require(throws: CompileError.self) { try NibCompiler.compile(contentsOf: url.path) }
        guard case .documentErrors(_, let diagnostics) = error else {
            Issue.record("not a document error: \(error)")
            return
        }
        #expect(diagnostics.allSatisfy { $0.path == url.path && $0.message.contains("Generic Gray Gamma 2.2 Profile.icc") })
        #expect(diagnostics.map(\.line) == [30, 31])

        let options = CompileOptions(colorProfiles: try AppKitCompilerConformanceTests.colorProfiles())
        let output = try NibCompiler.compile(contentsOf: url.path, options: options)
        let graph = try CompiledNibReader.decode(try #require(output.files.first).contents, path: url.path).graph
        let source = try String(contentsOf: url, encoding: .utf8)
        let documentConstraints = source.components(separatedBy: "<constraint ").count - 1
        #expect(graph.objects.filter { $0.className == "NSLayoutConstraint" }.count == documentConstraints)
    }
}

/// Compares a source document with the semantic view of its compiled nib. Document objects are
/// matched by position: the nib lists them after its placeholders in the order Xcode does.
struct SemanticComparison {
    let source: IBDocument
    let compiled: IBDocument
    let module: String?

    /// Xcode's `UINibObjectsKey` order (the pairs in `../shared/corpus/pairs` show it): the
    /// top-level objects' trees breadth first, level by level together (a study pair of Xcode
    /// 11.3 lists a scene view's subviews beside a tab bar controller's bar), a view's
    /// constraints before its other children except those it holds under a key (Fusuma
    /// FSAlbumView's flow layout comes first), a collection view cell's after its content view's
    /// subviews.
    static func xcodeListingOrder(_ objects: [IBObject]) -> [IBObject] {
        var firstIndex: [String: Int] = [:]
        for (index, object) in objects.enumerated() where firstIndex[object.id] == nil {
            firstIndex[object.id] = index
        }
        var children: [Int: [Int]] = [:]
        var roots: [Int] = []
        for (index, object) in objects.enumerated() {
            if let parent = object.parentID.flatMap({ firstIndex[$0] }), parent != index {
                children[parent, default: []].append(index)
            } else {
                roots.append(index)
            }
        }
        var ordered: [IBObject] = []
        var queue = roots
        var next = 0
        while next < queue.count {
            let object = objects[queue[next]]
            next += 1
            ordered.append(object)
            let all = children[queue[next - 1]] ?? []
            let constraints = all.filter { objects[$0].element == "constraint" }
            let others = all.filter { objects[$0].element != "constraint" }
            let keyed = others.filter { objects[$0].key != nil }
            let unkeyed = others.filter { objects[$0].key == nil }
            queue += object.element == "collectionViewCell" ? others + constraints : keyed + constraints + unkeyed
        }
        return ordered
    }

    /// The source objects a xib's nib archives and lists, stated apart from the compiler: every
    /// object the document declares except its placeholders, constraints marked "remove at build
    /// time" (`placeholder="YES"`), and, below iOS 11, the safe-area layout guide. Xcode's own nibs
    /// for the pairs hold to it (`XcodeNibsMeetTheSemanticComparisonTests`). Needs the elements.
    static func archivedObjects(of source: IBDocument, minimumDeploymentTarget: String? = nil) -> [IBObject] {
        let beforeSafeArea = minimumDeploymentTarget.flatMap { Int($0.prefix { $0 != "." }) }.map { $0 < 11 } ?? false
        var notArchived = Set<String>()
        var pending = source.root.map { [$0] } ?? []
        while let element = pending.popLast() {
            pending += element.children
            guard let id = element.id else { continue }
            if element.name == "constraint" && element["placeholder"] == "YES"
                || beforeSafeArea && element.name == "viewLayoutGuide" && element["key"] == "safeArea"
            {
                notArchived.insert(id)
            }
        }
        return source.objects.filter { $0.placeholderRole == nil && !notArchived.contains($0.id) }
    }

    func check(_ path: String) throws {
        let sourceObjects = Self.xcodeListingOrder(Self.archivedObjects(of: source))
        let compiledObjects = compiled.objects.filter { $0.placeholderRole == nil }
        #expect(sourceObjects.count == compiledObjects.count, "object count in \(path)")
        guard sourceObjects.count == compiledObjects.count else { return }
        var idMap: [String: String] = [:]
        for (original, built) in zip(sourceObjects, compiledObjects) {
            idMap[original.id] = built.id
            #expect(original.resolvedClass == built.resolvedClass, "class of \(original.id) in \(path)")
            if original.customClass != nil {
                // The target's module wins over a saved customModule (the DropDown pair).
                let expectedModule = (original.moduleFromTarget ? module : nil) ?? original.customModule
                #expect(expectedModule == built.customModule, "module of \(original.id) in \(path)")
            }
        }
        for placeholder in source.objects where placeholder.placeholderRole != nil {
            if let proxy = compiled.objects.first(where: { $0.placeholderIdentifier == placeholder.placeholderIdentifier }) {
                idMap[placeholder.id] = proxy.id
            }
        }
        let topLevel = zip(sourceObjects, compiledObjects).filter { $0.0.isTopLevel }.map(\.1.id)
        #expect(topLevel == compiled.topLevelObjectIDs, "top level of \(path)")
        #expect(
            source.externalObjects.map(\.placeholderIdentifier) == compiled.externalObjects.map(\.placeholderIdentifier),
            "external objects of \(path)")

        func signature(_ connection: IBConnection, _ map: (String) -> String) -> String {
            "\(connection.kind.rawValue) \(map(connection.sourceID)) -> \(map(connection.destinationID)) \(connection.name ?? "") \(connection.eventType ?? "")"
        }
        let kinds: Set<IBConnection.Kind> = [.outlet, .outletCollection, .action]
        let expected = source.connections.filter { kinds.contains($0.kind) }
            .map { signature($0) { idMap[$0] ?? "?\($0)" } }.sorted()
        let actual = compiled.connections.filter { kinds.contains($0.kind) }.map { signature($0) { $0 } }.sorted()
        #expect(expected == actual, "connections of \(path)")

        let expectedImages = Set(source.imageReferences.filter { !$0.attribute.hasPrefix("runtime:") }.map(\.name))
        #expect(expectedImages == Set(compiled.imageReferences.map(\.name)), "images of \(path)")
    }
}

/// The oracle for `SemanticComparison.archivedObjects`: Xcode's nib of every xib pair in
/// `../shared/corpus/pairs`, read through the typed model, lists exactly the objects the statement
/// expects (class for class), so what the compiler is held to comes from Xcode and the source, not
/// from the compiler's own element list.
@Suite struct XcodeNibsMeetTheSemanticComparisonTests {
    @Test func everyXibPairsXcodeNibListsTheStatedObjects() throws {
        let pairs = try PairsConformanceTests.pairs().filter { $0.source.hasSuffix(".xib") }
        #expect(pairs.count >= 22)
        let root = try TestPaths.corpus("pairs")
        for pair in pairs {
            let source = try IBDocumentReader.read(contentsOf: root.appendingPathComponent(pair.source).path, keepingElements: true)
            let nib = try CompiledNibReader.read(path: root.appendingPathComponent(pair.xcode).path)
            let model = try UIKitNib(nib.graph)
            let listed = model.documentObjects.filter {
                if case .placeholder = model.objects[$0].content { false } else { true }
            }
            let xcode = try nib.document().objects.filter { $0.placeholderRole == nil }
            let expected = SemanticComparison.archivedObjects(of: source, minimumDeploymentTarget: pair.minimumDeploymentTarget)
            #expect(listed.count == expected.count, "objects Xcode lists in \(pair.id)")
            #expect(
                xcode.map(\.resolvedClass).sorted() == expected.map(\.resolvedClass).sorted(), "classes Xcode lists in \(pair.id)")
        }
    }
}
