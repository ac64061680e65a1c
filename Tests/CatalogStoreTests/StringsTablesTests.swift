import CatalogStore
import Foundation
import GRDB
import InputFiles
import TestSupport
import Testing

@Suite struct StringsTablesTests {
    private func keys(_ workspace: ExampleWorkspace) throws -> [String] {
        try workspace.catalog.read { db in
            try Row.fetchAll(db, sql: "SELECT path, language, key, line FROM strings_key ORDER BY path, line").map {
                "\($0["path"] as String) \($0["language"] as String) \($0["key"] as String):\($0["line"] as Int)"
            }
        }
    }

    @Test func keysFollowEditsAndDeletionsOfTables() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        _ = try workspace.index()
        let first = try keys(workspace)
        #expect(first.count == 11)
        #expect(first.first == "ExampleApp/fr.lproj/Main.strings fr nI2-hM-9fJ.title:3")

        let table = workspace.file("ExampleApp/fr.lproj/Main.strings")
        try Data("\"only.text\" = \"seul\";\n".utf8).write(to: table)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: table.path)
        _ = try workspace.index()
        #expect(try keys(workspace) == ["ExampleApp/fr.lproj/Main.strings fr only.text:1"])

        try FileManager.default.removeItem(at: table)
        _ = try workspace.index()
        #expect(try keys(workspace).isEmpty)
    }

    @Test func aMalformedTableIsAFailureEveryRunUntilFixed() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        try Data("\"a\" = ;\n".utf8).write(to: workspace.file("ExampleApp/fr.lproj/Main.strings"))
        for _ in 0..<2 {
            let summary = try workspace.index()
            #expect(
                summary.failures.map(\.diagnostic) == [
                    Diagnostic(
                        severity: .error, path: "\(workspace.tree.path)/ExampleApp/fr.lproj/Main.strings", line: 1,
                        message: "malformed string table: unexpected ';'")
                ])
        }
        #expect(try keys(workspace).isEmpty)
    }
}
