import CatalogStore
import CatalogWorkflows
import Foundation
import GRDB
import InputFiles
import TestSupport
import Testing

@testable import ProjectModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct GitIgnoreTests {
    private func ignored(_ text: String, _ path: String, folder: Bool = false, in gitignoreFolder: String = "") -> Bool? {
        GitIgnore(folder: gitignoreFolder, text: text).verdict(on: path, isFolder: folder)
    }

    @Test func gitsPatternRules() {
        // A name matches at any depth; a slash anchors it to the file's folder.
        #expect(ignored("build", "a/b/build", folder: true) == true)
        #expect(ignored("/build", "a/build", folder: true) == nil)
        #expect(ignored("/build", "build", folder: true) == true)
        #expect(ignored("Carthage/Build", "x/Carthage/Build", folder: true) == nil)
        // A trailing slash matches folders only.
        #expect(ignored("out/", "out", folder: false) == nil)
        #expect(ignored("out/", "out", folder: true) == true)
        // `**`, character sets, negation (the last match decides), comments and escapes.
        #expect(ignored("**/DerivedData", "x/y/DerivedData", folder: true) == true)
        #expect(ignored("docs/**/*.xib", "docs/a/b/Old.xib") == true)
        #expect(ignored("*.py[co]", "a.pyc") == true)
        #expect(ignored("*.xib\n!Keep.xib", "Keep.xib") == false)
        #expect(ignored("# comment\n\\#hash", "#hash") == true)
        #expect(ignored("trailing   ", "trailing") == true)
        // Patterns of a nested file apply below its folder only.
        #expect(ignored("*.xib", "Sub/A.xib", in: "Sub") == true)
        #expect(ignored("*.xib", "Other/A.xib", in: "Sub") == nil)
    }

    @Test func indexingLeavesOutIgnoredAndExcludedFolders() throws {
        let root = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let xib = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("Lint/Recursion/ClassBasedView.xib"))
        for path in [
            "App/Home.xib", "build/Home.xib", "Pods/Kit/Kit.xib", "App/Generated/Gen.xib", "App/Generated/Keep.xib",
            "Vendor/Lib.xib", "Other/Deep/Thing.xib",
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try xib.write(to: url)
        }
        try Data("build/\n/Vendor\n".utf8).write(to: root.appendingPathComponent(".gitignore"))
        try Data("*.xib\n!Keep.xib\n".utf8).write(to: root.appendingPathComponent("App/Generated/.gitignore"))
        try Data("excluded: [Pods, \"**/Deep\"]\n".utf8).write(to: root.appendingPathComponent(".nibcat.yml"))

        let catalog = try Catalog(path: root.appendingPathComponent("catalog.sqlite").path)
        let summary = try catalog.index(paths: [root.path])
        #expect(summary.failures.isEmpty)
        let documents = try catalog.read { db in try String.fetchAll(db, sql: "SELECT path FROM document ORDER BY path") }
        #expect(documents == ["App/Generated/Keep.xib", "App/Home.xib"])

        try Data("respect_gitignore: false\nincluded: [Vendor, build]\n".utf8).write(to: root.appendingPathComponent(".nibcat.yml"))
        _ = try catalog.index(paths: [root.path])
        let included = try catalog.read { db in try String.fetchAll(db, sql: "SELECT path FROM document ORDER BY path") }
        #expect(included == ["Vendor/Lib.xib", "build/Home.xib"])
    }

    /// A `.gitignore` that cannot be read is a failure naming it, and its folder is left as last
    /// indexed: without its rules, what git ignores there would be indexed.
    @Test func anUnreadableGitignoreIsAFailureAndItsFolderIsKept() throws {
        let root = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let xib = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("Lint/Recursion/ClassBasedView.xib"))
        for path in ["App/Home.xib", "Vendor/Kit.xib", "Vendor/Deep/Other.xib"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try xib.write(to: url)
        }
        let gitignore = root.appendingPathComponent("Vendor/.gitignore")
        try Data("Deep/\n".utf8).write(to: gitignore)
        let catalog = try Catalog(path: root.appendingPathComponent("catalog.sqlite").path)
        #expect(try catalog.index(paths: [root.path]).failures.isEmpty)
        // Neither dropped nor joined by what the unread file ignores.
        let documents = ["App/Home.xib", "Vendor/Kit.xib"]
        #expect(try catalog.read { db in try String.fetchAll(db, sql: "SELECT path FROM document ORDER BY path") } == documents)

        // A FIFO cannot be read as a file by anyone, root included.
        try FileManager.default.removeItem(at: gitignore)
        #expect(mkfifo(gitignore.path, 0o644) == 0)
        let fifo = try catalog.index(paths: [root.path])
        #expect(
            fifo.failures.map(\.diagnostic) == [
                Diagnostic(
                    severity: .error, path: root.path + "/Vendor/.gitignore",
                    message: "cannot read file: a FIFO (named pipe), not a regular file; the folder is not searched")
            ])
        #expect(try catalog.read { db in try String.fetchAll(db, sql: "SELECT path FROM document ORDER BY path") } == documents)

        try FileManager.default.removeItem(at: gitignore)
        try Data("Deep/\n".utf8).write(to: gitignore)
        #expect(chmod(gitignore.path, 0) == 0)
        let denied = try catalog.index(paths: [root.path])
        // Root reads a file whatever its mode, so only others are denied.
        if getuid() != 0 {
            #expect(
                denied.failures.map(\.diagnostic) == [
                    Diagnostic(
                        severity: .error, path: root.path + "/Vendor/.gitignore",
                        message: "cannot read file: permission denied; the folder is not searched")
                ])
        }
        #expect(try catalog.read { db in try String.fetchAll(db, sql: "SELECT path FROM document ORDER BY path") } == documents)
    }

    /// git reads a `.gitignore` as bytes: a comment in Latin-1 does not lose the file's rules.
    @Test func aGitignoreThatIsNotUTF8StillApplies() throws {
        let root = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let xib = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("Lint/Recursion/ClassBasedView.xib"))
        for path in ["App/Home.xib", "Deep/Other.xib"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try xib.write(to: url)
        }
        try Data("# caf".utf8 + [0xE9] + "\nDeep/\n".utf8).write(to: root.appendingPathComponent(".gitignore"))
        let catalog = try Catalog(path: root.appendingPathComponent("catalog.sqlite").path)
        #expect(try catalog.index(paths: [root.path]).failures.isEmpty)
        #expect(try catalog.read { db in try String.fetchAll(db, sql: "SELECT path FROM document ORDER BY path") } == ["App/Home.xib"])
    }

    @Test func aBrokenConfigurationIsAFailureNamingTheFileAndLine() throws {
        let root = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("included: [App]\nexclude: [Pods]\n".utf8).write(to: root.appendingPathComponent(".nibcat.yml"))
        let catalog = try Catalog(path: root.appendingPathComponent("catalog.sqlite").path)
        let summary = try catalog.index(paths: [root.path])
        #expect(summary.failures.map { "\($0.path):\($0.line ?? 0)" } == [root.path + "/.nibcat.yml:2"])
        #expect(summary.failures.first?.message.hasPrefix("unknown key 'exclude'") == true)
    }
}
