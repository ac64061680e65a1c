import CatalogStore
import CatalogWorkflows
import Foundation
import TestSupport
import Testing

/// Scenes, initial scenes and segues read back from our catalog agree with SwiftGen's expected
/// parse of the same storyboards (`StencilContexts/IB-*/all.yaml` in the shared corpus). SwiftGen keeps
/// scenes with a storyboard identifier and segues with an identifier, and lists identical ones once.
@Suite struct SwiftGenConformanceTests {
    /// What SwiftGen records of a scene or segue.
    struct Entry: Hashable, CustomStringConvertible {
        var identifier: String
        var type: String
        var module: String
        var moduleIsPlaceholder: Bool

        var description: String { "\(identifier): \(module).\(type)\(moduleIsPlaceholder ? " (target)" : "")" }

        init(identifier: String, type: String, module: String?, moduleIsPlaceholder: Bool) {
            self.identifier = identifier
            self.type = type
            self.module = module ?? ""
            self.moduleIsPlaceholder = moduleIsPlaceholder
        }

        init(yaml: SimpleYAML) {
            self.init(
                identifier: yaml["identifier"]?.string ?? "", type: yaml["type"]?.string ?? "",
                module: yaml["module"]?.string, moduleIsPlaceholder: yaml["moduleIsPlaceholder"]?.string == "true")
        }
    }

    @Test(arguments: ["IB-iOS", "IB-macOS"])
    func storyboardsMatchSwiftGen(platform: String) throws {
        let resources = try TestPaths.corpus("ib/swiftgen/Resources/\(platform)")
        let expected = SimpleYAML.parse(
            try String(contentsOf: try TestPaths.corpus("ib/swiftgen/StencilContexts/\(platform)/all.yaml"), encoding: .utf8))
        let expectedStoryboards = expected["storyboards"]?.array ?? []
        let storyboardFiles = try FileManager.default.contentsOfDirectory(atPath: resources.path)
            .filter { $0.hasSuffix(".storyboard") }
        try #require(!expectedStoryboards.isEmpty)
        #expect(
            Set(expectedStoryboards.compactMap { $0["name"]?.string })
                == Set(storyboardFiles.map { String($0.dropLast(".storyboard".count)) }))

        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        let summary = try catalog.index(paths: [resources.path])
        #expect(summary.failures.isEmpty)
        #expect(summary.added == storyboardFiles.count)

        for storyboard in expectedStoryboards {
            let name = try #require(storyboard["name"]?.string)
            let document = try catalog.document(matching: name + ".storyboard")
            #expect(document.platform == (platform == "IB-iOS" ? "iOS" : "macOS"))
            let objects = Dictionary(document.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

            var seenScenes = Set<Entry>()
            let scenes = document.scenes.compactMap { scene -> Entry? in
                guard let object = scene.controller.flatMap({ objects[$0] }),
                    !object.element.hasSuffix("Placeholder"),
                    let identifier = object.storyboardIdentifier
                else { return nil }
                return Entry(
                    identifier: identifier, type: object.className, module: object.module,
                    moduleIsPlaceholder: object.customClass != nil && object.moduleFromTarget)
            }.filter { seenScenes.insert($0).inserted }
            #expect(
                scenes.sorted { $0.identifier < $1.identifier }
                    == (storyboard["scenes"]?.array ?? []).map(Entry.init(yaml:)), "scenes of \(name)")

            let initial = document.initialViewController.flatMap { objects[$0] }.map {
                Entry(
                    identifier: $0.storyboardIdentifier ?? "", type: $0.className, module: $0.module,
                    moduleIsPlaceholder: $0.customClass != nil && $0.moduleFromTarget)
            }
            #expect(initial == storyboard["initialScene"].map(Entry.init(yaml:)), "initial scene of \(name)")

            var seen = Set<Entry>()
            let segues = document.connections.compactMap { connection -> Entry? in
                guard let segue = connection.segue, let identifier = connection.name, !identifier.isEmpty else {
                    return nil
                }
                return Entry(
                    identifier: identifier, type: segue.className, module: segue.module,
                    moduleIsPlaceholder: segue.customClass != nil && segue.moduleFromTarget)
            }.filter { seen.insert($0).inserted }
            #expect(
                segues.sorted { ($0.identifier, $0.type) < ($1.identifier, $1.type) }
                    == (storyboard["segues"]?.array ?? []).map(Entry.init(yaml:)), "segues of \(name)")
        }
    }
}
