import CatalogStore
import CatalogWorkflows
import CodeSource
import Foundation
import GRDB
import TestSupport
import Testing

@Suite struct CodeSourcesTests {
    private func members(_ workspace: ExampleWorkspace, of className: String) throws -> [String] {
        try workspace.catalog.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT c.path, m.kind, m.name, m.type_name, m.line FROM code_class c JOIN code_member m ON m.class_id = c.id
                    WHERE c.name = ? AND m.kind != 'property' ORDER BY m.line
                    """, arguments: [className]
            ).map {
                "\($0["path"] as String):\($0["line"] as Int) \($0["kind"] as String) \($0["name"] as String) \(($0["type_name"] as String?) ?? "-")"
            }
        }
    }

    private func setModificationDateLater(_ url: URL) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: url.path)
    }

    @Test func sourcesAreIndexedAndFollowEditsAndDeletions() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        let first = try workspace.index()
        #expect(
            try members(workspace, of: "SettingsViewController") == [
                "ExampleApp/Sources/SettingsViewController.swift:5 outlet notificationsSwitch UISwitch",
                "ExampleApp/Sources/SettingsViewController.swift:7 action notificationsToggled: -",
            ])
        #expect(first.failures.isEmpty)

        let source = workspace.file("ExampleApp/Sources/SettingsViewController.swift")
        try Data("import UIKit\nclass SettingsViewController: UIViewController {\n    @IBOutlet weak var other: UILabel?\n}\n".utf8)
            .write(to: source)
        try setModificationDateLater(source)
        let header = workspace.file("ExampleApp/Sources/Legacy.h")
        try Data("@interface LegacyView : UIView\n- (IBAction)reset:(id)sender;\n@end\n".utf8).write(to: header)
        let second = try workspace.index()
        #expect(
            try members(workspace, of: "SettingsViewController") == [
                "ExampleApp/Sources/SettingsViewController.swift:3 outlet other UILabel"
            ])
        #expect(try members(workspace, of: "LegacyView") == ["ExampleApp/Sources/Legacy.h:2 action reset: -"])
        #expect(second.bytesParsed < first.bytesParsed)

        try FileManager.default.removeItem(at: source)
        _ = try workspace.index()
        #expect(try members(workspace, of: "SettingsViewController").isEmpty)
        let files = try workspace.catalog.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM code_file WHERE path LIKE '%Settings%'")
        }
        #expect(files == 0)
    }

    @Test func aSourceNestedTooDeepFailsNamingItsLineAndTheRestIsIndexed() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        try Data(("import UIKit\nlet table = " + String(repeating: "[", count: 30) + "\n").utf8)
            .write(to: workspace.file("ExampleApp/Sources/Generated.swift"))
        let summary = try workspace.index()
        #expect(summary.failures.count == 1)
        let failure = try #require(summary.failures.first)
        #expect(failure.path.hasSuffix("/ExampleApp/Sources/Generated.swift"))
        #expect(failure.line == 2)
        #expect(failure.message == SwiftNestingLimit(.brackets, line: 2).description)
        #expect(try members(workspace, of: "SettingsViewController").count == 2)
    }

    /// Issue 30: generic arguments, `->` chains and interpolations nested past what the parser's
    /// stack or memory takes are failures naming the file and line too; the rest is indexed.
    @Test(arguments: [
        "let a: " + String(repeating: "A<", count: 100) + "Int" + String(repeating: ">", count: 100),
        "let f: " + String(repeating: "(A) -> ", count: 100) + "A",
        "let s = " + String(repeating: "\"\\(", count: 100) + "1" + String(repeating: ")\"", count: 100),
    ])
    func aSourceNestedPastAnyLimitFailsNamingItsLine(nested: String) throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        try Data(("import UIKit\n" + nested + "\n").utf8).write(to: workspace.file("ExampleApp/Sources/Generated.swift"))
        let summary = try workspace.index()
        let failure = try #require(summary.failures.first)
        #expect(summary.failures.count == 1)
        #expect(failure.path.hasSuffix("/ExampleApp/Sources/Generated.swift"))
        #expect(failure.line == 2)
        #expect(failure.message.hasSuffix("so the file is not indexed"))
        #expect(try members(workspace, of: "SettingsViewController").count == 2)
    }

    @Test func aQuerySeesAnEditedSource() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        _ = try workspace.index()
        #expect(try workspace.catalog.refresh() == .unchanged)
        let source = workspace.file("ExampleApp/Sources/ProfileCell.swift")
        try Data("class ProfileCell: UITableViewCell {\n    @IBOutlet var renamedLabel: UILabel!\n}\n".utf8).write(to: source)
        try setModificationDateLater(source)
        guard case .refreshed = try workspace.catalog.refresh() else {
            Issue.record("an edited source did not refresh the catalog")
            return
        }
        #expect(try members(workspace, of: "ProfileCell") == ["ExampleApp/Sources/ProfileCell.swift:2 outlet renamedLabel UILabel"])
        #expect(try workspace.catalog.refresh() == .unchanged)
    }

    /// Each source gets the modules of the targets whose sources or headers phase holds it: a file
    /// two targets compile is in both (its class is declared in each), one no target compiles in none.
    @Test func sourcesGetTheModulesOfTheTargetsThatCompileThem() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        _ = try catalog.index(paths: [TestPaths.fixtures.appendingPathComponent("CodeModules").path])
        let modules = try catalog.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT f.path, group_concat(m.module, ' ') AS modules FROM code_file f
                    LEFT JOIN (SELECT * FROM code_file_module ORDER BY module) m ON m.root = f.root AND m.path = f.path
                    GROUP BY f.path ORDER BY f.path
                    """
            ).map { "\($0["path"] as String): \(($0["modules"] as String?) ?? "-")" }
        }
        #expect(
            modules == [
                "App/AppView.swift: App", "App/Unbuilt.swift: -", "Kit/KitView.h: KitCore", "Kit/KitView.m: KitCore",
                "Shared/SharedView.swift: App KitCore",
            ])
        #expect(try catalog.classDeclarations(className: "SharedView").map { $0.module ?? "-" } == ["App", "KitCore"])
        #expect(try catalog.classDeclarations(className: "AppView", module: "KitCore").isEmpty)
    }

    /// A source no target compiles is a dependency's when it lies where CocoaPods, Carthage or a
    /// Swift package keep theirs: its class is declared in that module.
    @Test func dependenciesSourcesAreInTheirModules() throws {
        let folder = try TestPaths.temporaryFolder(#function)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("Repo")
        try FileManager.default.copyItem(at: TestPaths.fixtures.appendingPathComponent("CodeModules"), to: tree)
        for (path, text) in [
            ("Pods/FancyKit/Sources/FancyView.swift", "import UIKit\nopen class FancyView: UIView {}\n"),
            ("Pods/Target Support Files/Pods-App/Pods-App-dummy.m", "@interface PodsDummy : NSObject\n@end\n"),
            ("Carthage/Checkouts/Charts/Source/ChartView.swift", "import UIKit\nopen class ChartView: UIView {}\n"),
            ("Packages/Shared/Package.swift", "// swift-tools-version:5.9\n"),
            ("Packages/Shared/Sources/SharedUI/SharedBadge.swift", "import UIKit\npublic class SharedBadge: UIView {}\n"),
        ] {
            let file = tree.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        _ = try catalog.index(paths: [tree.path])
        #expect(try catalog.classDeclarations(className: "FancyView").map { $0.module ?? "-" } == ["FancyKit"])
        #expect(try catalog.classDeclarations(className: "ChartView").map { $0.module ?? "-" } == ["Charts"])
        #expect(try catalog.classDeclarations(className: "SharedBadge").map { $0.module ?? "-" } == ["SharedUI"])
        #expect(try catalog.classDeclarations(className: "PodsDummy").map { $0.module ?? "-" } == ["-"])
        // The repository's own files keep what its targets say.
        #expect(try catalog.classDeclarations(className: "AppView").map { $0.module ?? "-" } == ["App"])
    }
}
