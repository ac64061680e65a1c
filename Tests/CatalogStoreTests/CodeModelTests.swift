import Foundation
import GRDB
import TestSupport
import Testing

@testable import CatalogStore

@Suite struct CodeModelTests {
    /// `CodeModules` with a dependency's demo app beside it that declares a class of the same name
    /// in a file no target compiles (sorted before the app's, as `Carthage/Checkouts` is before `TagSelector/`).
    private func catalogWithADependency() throws -> (folder: URL, root: String, catalog: Catalog) {
        let folder = try TestPaths.temporaryFolder()
        let root = folder.appendingPathComponent("Project")
        try FileManager.default.copyItem(at: TestPaths.fixtures.appendingPathComponent("CodeModules"), to: root)
        let demo = root.appendingPathComponent("3rdParty/Checkouts/Dep/Demo")
        try FileManager.default.createDirectory(at: demo, withIntermediateDirectories: true)
        try Data("import UIKit\n\nclass AppView: UIView {\n    @IBAction func demoOnly(_ sender: Any) {}\n}\n".utf8)
            .write(to: demo.appendingPathComponent("AppView.swift"))
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        _ = try catalog.index(paths: [root.path])
        return (folder, root.resolvingSymlinksInPath().path, catalog)
    }

    @Test func aClassOfTheModuleComesBeforeOneOfAFileNoTargetCompiles() throws {
        let (folder, root, catalog) = try catalogWithADependency()
        defer { try? FileManager.default.removeItem(at: folder) }
        let code = try catalog.read { try CodeModel($0) }
        #expect(
            code.classes(root: root, name: "AppView", module: nil).map(\.path) == [
                "3rdParty/Checkouts/Dep/Demo/AppView.swift", "App/AppView.swift",
            ])
        #expect(code.chain(root: root, className: "AppView", module: "App")?.first?.path == "App/AppView.swift")
        // A module no source builds leaves the classes whose module is unknown.
        #expect(code.classes(root: root, name: "AppView", module: "Elsewhere").map(\.path) == ["3rdParty/Checkouts/Dep/Demo/AppView.swift"])
    }

    @Test func selectorsAreKeptPerRoot() throws {
        let (folder, root, catalog) = try catalogWithADependency()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("final class Wiring { func wire() { _ = #selector(AppView.demoOnly(_:)) } }\n".utf8)
            .write(to: URL(fileURLWithPath: root).appendingPathComponent("App/Wiring.swift"))
        _ = try catalog.index(paths: [root])
        let code = try catalog.read { try CodeModel($0) }
        #expect(code.selectorsByRoot[root]?.contains("demoOnly:") == true)
        #expect(code.selectorsByRoot[root]?.contains("demoOnly") == false)
    }
}
