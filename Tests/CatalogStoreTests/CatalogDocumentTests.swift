import CatalogStore
import CatalogWorkflows
import DocumentSummary
import Foundation
import GRDB
import IBSource
import TestSupport
import Testing

@Suite struct CatalogDocumentTests {
    @Test func everyDocumentReadInOneGoEqualsEachReadAlone() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let documents = try catalog.documents()
        let indexed = try catalog.indexedDocuments()
        #expect(documents.map(\.path) == indexed.map(\.path))
        #expect(documents.count > 10)
        for document in documents {
            #expect(try catalog.document(matching: document.path) == document)
        }
    }

    @Test func xibReadBackFromTheCatalog() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try catalog.document(matching: "SegmentView")
        #expect(document.path == "ExampleApp/Views/SegmentView.xib")
        #expect(document.kind == .xib)
        #expect(document.filesOwner == .init(className: "SegmentViewController", module: "ExampleApp"))
        #expect(document.topLevelObjects == ["sG2-vW-5tN", "pX6-sD-1eL"])
        #expect(document.externalObjects.map(\.identifier) == ["ViewControllerManager"])
        #expect(document.externalObjects.map(\.className) == ["ViewControllerManager"])
        #expect(
            document.connections.filter { $0.kind == "action" }.map(\.eventType)
                == ["valueChanged", "valueChanged", "valueChanged"])
        let control = try #require(document.objects.first { $0.id == "sC8-gM-0kF" })
        #expect(control.parent == "sG2-vW-5tN")
        #expect(control.className == "UISegmentedControl")
        #expect(control.module == "UIKit")
    }

    @Test func storyboardScenesReferencesImagesAndLocalizations() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try catalog.document(matching: "ExampleApp/Base.lproj/Main.storyboard")
        #expect(document.localization == "Base")
        #expect(document.initialViewController == "rN8-vC-2hQ")
        #expect(document.scenes.count == 6)
        #expect(document.scenes.first?.storyboardIdentifier == "RootNavigation")
        #expect(document.storyboardReferences.map(\.storyboardName) == ["Settings"])
        #expect(document.storyboardReferences.map(\.referencedIdentifier) == ["SettingsRoot"])
        #expect(document.images.map(\.name) == ["logo", "missing_banner"])
        #expect(document.images.first { $0.name == "missing_banner" }?.objects == ["bN2-bT-6yU"])
        #expect(document.localizations.map(\.language) == ["fr"])
        let segueKinds = Set(document.connections.compactMap { $0.segue?.kind })
        #expect(segueKinds.isSuperset(of: ["show", "presentation", "embed", "custom", "unwind", "relationship"]))
    }

    @Test func documentsAreFoundByPathOrUniqueName() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let absolute = TestPaths.examples.appendingPathComponent("ExampleApp/Views/RedView.xib").path
        #expect(try catalog.document(matching: absolute).path == "ExampleApp/Views/RedView.xib")
        #expect(try catalog.document(matching: "RedView.xib").name == "RedView")
        #expect(throws: CatalogError.documentNotFound(query: "PurpleView")) {
            try catalog.document(matching: "PurpleView")
        }
    }

    @Test func sameNameInTwoFoldersIsAmbiguous() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = TestPaths.examples.appendingPathComponent("ExampleApp/Views/BlueView.xib")
        for sub in ["A", "B"] {
            let target = folder.appendingPathComponent("tree/\(sub)")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target.appendingPathComponent("BlueView.xib"))
        }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        _ = try catalog.index(paths: [folder.appendingPathComponent("tree").path])
        #expect(throws: CatalogError.ambiguousDocument(query: "BlueView", candidates: ["A/BlueView.xib", "B/BlueView.xib"])) {
            try catalog.document(matching: "BlueView")
        }
        #expect(try catalog.document(matching: "B/BlueView.xib").path == "B/BlueView.xib")
    }

    @Test func showJSONCarriesTheContractShape() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try JSONEncoder().encode(try catalog.document(matching: "GreenView"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for key in [
            "path", "name", "kind", "platform", "filesOwner", "topLevelObjects", "objects", "connections",
            "externalObjects", "images", "scenes", "initialViewController", "localizations",
        ] {
            #expect(object.keys.contains(key), "missing \(key)")
        }
        let objects = try #require(object["objects"] as? [[String: Any]])
        for key in [
            "id", "element", "class", "customClass", "customModule", "moduleFromTarget", "parent",
            "storyboardIdentifier", "reuseIdentifier", "userLabel",
        ] {
            #expect(objects.allSatisfy { $0.keys.contains(key) }, "objects miss \(key)")
        }
        let connections = try #require(object["connections"] as? [[String: Any]])
        #expect(connections.allSatisfy { Set($0.keys).isSuperset(of: ["kind", "source", "destination", "name", "eventType"]) })
    }

    @Test func catalogGivesBackTheDocumentItWasGiven() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        for indexed in try catalog.indexedDocuments() {
            let parsed = try IBDocumentReader.read(
                contentsOf: indexed.root + "/" + indexed.path, displayPath: indexed.path)
            var stored = try catalog.document(matching: indexed.root + "/" + indexed.path)
            stored.localizations = []
            #expect(stored == SummarizedDocument(parsed, root: indexed.root), "\(indexed.path)")
        }
    }

    /// A document row edited by hand (a line that is not a number, a class that is bytes which
    /// are no text) makes `dump` fail with an error naming the catalog instead of trapping or
    /// reading something else.
    @Test(arguments: ["UPDATE object SET line = 'x'", "UPDATE object SET custom_class = x'ff00fe'"])
    func aTamperedObjectRowIsAnErrorNamingTheCatalog(tampering: String) throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        try DatabaseQueue(path: catalog.path).write { try $0.execute(sql: tampering) }
        let error = try #require(throws: CatalogError.self) { try catalog.document(matching: "SegmentView") }
        guard case .database(let named, _) = error else {
            Issue.record("not a database error: \(error)")
            return
        }
        #expect(named == catalog.path)
    }

    /// A document's hash edited into a number makes the document list fail naming the catalog.
    @Test func aTamperedDocumentHashIsAnErrorNamingTheCatalog() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        try DatabaseQueue(path: catalog.path).write { try $0.execute(sql: "UPDATE document SET sha256 = 12") }
        let error = try #require(throws: CatalogError.self) { try catalog.indexedDocuments() }
        guard case .database(let named, _) = error else {
            Issue.record("not a database error: \(error)")
            return
        }
        #expect(named == catalog.path)
    }
}
