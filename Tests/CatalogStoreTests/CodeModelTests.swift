import CatalogWorkflows
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

    /// Two demo apps of one repository, one Objective-C and one Swift, declare the same classes:
    /// the Objective-C class's outlets are in its `.m` class extension, in the app's module, while
    /// its header is in no target. A document that names no module finds the Objective-C class
    /// (a Swift class of a module is not found by its bare name), with the extension's outlets.
    @Test func aBareNameFindsTheObjectiveCTwinWithItsClassExtension() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appendingPathComponent("Repo")
        for (path, text) in [
            (
                "Demo Swift/LoginViewController.swift",
                "import UIKit\nclass LoginViewController: UIViewController {\n    @IBOutlet var field: UITextField!\n}\n"
            ),
            ("Demo/LoginViewController.h", "#import <UIKit/UIKit.h>\n@interface LoginViewController : UIViewController\n@end\n"),
            (
                "Demo/LoginViewController.m",
                "#import \"LoginViewController.h\"\n@interface LoginViewController ()\n@property (weak) IBOutlet UITextField *field;\n@end\n@implementation LoginViewController\n@end\n"
            ),
        ] {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        let catalogPath = folder.appendingPathComponent("catalog.sqlite").path
        let catalog = try Catalog(path: catalogPath)
        _ = try catalog.index(paths: [root.path])
        let realRoot = root.resolvingSymlinksInPath().path
        // The modules the demo projects would give: the Swift file's and the implementation's, not the header's.
        try DatabaseQueue(path: catalogPath).write { db in
            for (path, module) in [("Demo Swift/LoginViewController.swift", "Demo_Swift"), ("Demo/LoginViewController.m", "Demo")] {
                try db.execute(
                    sql: "INSERT INTO code_file_module (root, path, module) VALUES (?, ?, ?)", arguments: [realRoot, path, module])
                try db.execute(sql: "UPDATE code_class SET module = ? WHERE root = ? AND path = ?", arguments: [module, realRoot, path])
            }
        }
        let code = try catalog.read { try CodeModel($0) }
        let found = code.classes(root: realRoot, name: "LoginViewController", module: nil)
        #expect(found.map(\.path) == ["Demo/LoginViewController.h", "Demo Swift/LoginViewController.swift"])
        #expect(found.first?.outlets["field"]?.path == "Demo/LoginViewController.m")
        #expect(
            code.chain(root: realRoot, className: "LoginViewController", module: "Demo_Swift")?.first?.path
                == "Demo Swift/LoginViewController.swift")
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
