import Foundation
import GRDBSQLite
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `nibcat lookup` on the packaged example project.
@Suite struct LookupCommandTests {
    /// `Examples/` indexed and packaged as `dist/Kit/<version>/Kit.bundle` for each version.
    private func packagedExamples(versions: [String]) throws -> URL {
        let folder = try indexedExamples()
        for version in versions {
            let result = try NibcatProcess.run(
                ["package", "--name", "Kit", "--version", version, "--out", "dist", "--allow-missing", "--module", "ExampleApp"],
                in: folder)
            #expect(result.status == 0, "\(result.stderr)")
        }
        return folder
    }

    @Test func findsEachKindAndVariantInABundle() throws {
        let folder = try packagedExamples(versions: ["1.0.0"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("dist/Kit/1.0.0/Kit.bundle").path
        func lookup(_ arguments: [String]) throws -> String {
            let result = try NibcatProcess.run(["lookup", bundle] + arguments, in: folder)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            return String(result.stdout.dropFirst(bundle.count + 1).dropLast())
        }
        #expect(try lookup(["nib", "SegmentView"]) == "SegmentView.nib")
        #expect(try lookup(["storyboard", "Main"]) == "Base.lproj/Main.storyboardc")
        #expect(try lookup(["image", "star", "--scale", "3"]) == "star@3x.png")
        #expect(try lookup(["image", "toolbar_done", "--scale", "3"]) == "toolbar_done@2x.png")
        #expect(try lookup(["image", "toolbar_edit", "--scale", "2", "--idiom", "ipad"]) == "toolbar_edit@2x~ipad.png")
        #expect(try lookup(["image", "logo", "--scale", "2"]) == "logo@2x.png")
        #expect(try lookup(["strings", "Main", "--language", "fr-CA", "--language", "en"]) == "fr.lproj/Main.strings")
        #expect(try lookup(["image", "star", "--scan-files"]) == "star.png")

        let json = try NibcatProcess.run(["lookup", bundle, "image", "star", "--scale", "2", "--json"], in: folder)
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(answer["path"] as? String == "star@2x.png")
        #expect(answer["version"] as? String == "1.0.0")
        #expect(answer["indexed"] as? Bool == true)

        let missing = try NibcatProcess.run(["lookup", bundle, "image", "missing_banner"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.stderr == "\(bundle): error: no image named 'missing_banner' for iphone at 1x\n")
        #expect(try NibcatProcess.run(["lookup", bundle, "sound", "beep"], in: folder).status == 2)
        #expect(try NibcatProcess.run(["lookup", bundle, "nib", "BlueView", "--idiom", "toaster"], in: folder).status == 2)
    }

    @Test(arguments: [false, true])
    func aMistypedNibOrImageGetsTheNearestNames(scanFiles: Bool) throws {
        let folder = try packagedExamples(versions: ["1.0.0"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("dist/Kit/1.0.0/Kit.bundle").path
        let scan = scanFiles ? ["--scan-files"] : []
        let nib = try NibcatProcess.run(["lookup", bundle, "nib", "SegmentVeiw"] + scan, in: folder)
        #expect(nib.status == 1)
        #expect(nib.stderr == "\(bundle): error: no nib named 'SegmentVeiw' for iphone; did you mean `SegmentView`?\n")
        let image = try NibcatProcess.run(["lookup", bundle, "image", "Star"] + scan, in: folder)
        #expect(image.status == 1)
        #expect(image.stderr.hasSuffix("did you mean `star`?\n"), "\(image.stderr)")
    }

    @Test func picksAVersionFromAShelf() throws {
        let folder = try packagedExamples(versions: ["1.0.0", "1.1.0", "2.0.0"])
        defer { try? FileManager.default.removeItem(at: folder) }
        func version(_ requirement: String) throws -> ProcessResult {
            try NibcatProcess.run(["lookup", "dist", "nib", "BlueView", "--version", requirement, "--json"], in: folder)
        }
        for (requirement, expected) in [("newest", "2.0.0"), ("^1.0", "1.1.0"), ("~1.0", "1.0.0"), ("1.1.0", "1.1.0")] {
            let result = try version(requirement)
            #expect(result.status == 0, "\(result.stderr)")
            let answer = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            #expect(answer?["version"] as? String == expected, "\(requirement)")
            #expect((answer?["bundle"] as? String)?.hasSuffix("dist/Kit/\(expected)/Kit.bundle") == true)
        }
        let none = try version("~3.0")
        #expect(none.status == 1)
        #expect(none.stderr.hasSuffix("dist: error: no version of Kit meets ~3.0.0 (published: 1.0.0, 1.1.0, 2.0.0)\n"))
        #expect(try version("latest").status == 2)
    }

    /// Issue 13: a FIFO as the index hung `lookup`, and a scale of Int.min in a row crashed it.
    @Test func aFIFOIndexAndAnOutOfRangeScaleAreErrorsNamingTheIndex() throws {
        let folder = try packagedExamples(versions: ["1.0.0"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("dist/Kit/1.0.0/Kit.bundle")
        let index = bundle.appendingPathComponent("ResourceIndex.sqlite").path
        let edited = folder.appendingPathComponent("Edited.bundle")
        try FileManager.default.copyItem(at: bundle, to: edited)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bundle.path)
        try FileManager.default.removeItem(atPath: index)
        #expect(mkfifo(index, 0o644) == 0)
        let hung = try #require(try NibcatProcess.run(["lookup", bundle.path, "nib", "CardView"], in: folder, within: .seconds(30)))
        #expect(hung.status == 1)
        #expect(hung.stderr == "\(index): error: cannot read the resource index: a FIFO (named pipe), not a regular file\n")

        let editedIndex = edited.appendingPathComponent("ResourceIndex.sqlite").path
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: editedIndex)
        var connection: OpaquePointer?
        #expect(sqlite3_open(editedIndex, &connection) == SQLITE_OK)
        #expect(
            sqlite3_exec(connection, "UPDATE resource SET scale = -9223372036854775808 WHERE path = 'star@2x.png'", nil, nil, nil)
                == SQLITE_OK)
        sqlite3_close(connection)
        let crashed = try NibcatProcess.run(["lookup", edited.path, "image", "star", "--scale", "3"], in: folder)
        #expect(crashed.status == 1)
        #expect(
            crashed.stderr
                == "\(editedIndex): error: cannot read the resource index: star@2x.png has scale -9223372036854775808; scales run 1 to 9\n")
        for scale in ["0", "10", "-9223372036854775808"] {
            #expect(try NibcatProcess.run(["lookup", bundle.path, "image", "star", "--scale=" + scale], in: folder).status == 2)
        }
    }

    /// Issue 30: a bundle whose `resource` (read by `lookup`) or `object` (by `who-uses --db`) was
    /// a view over an endless recursive query ran forever; the index is refused, naming it.
    @Test func aViewInPlaceOfATableIsAnErrorNamingTheIndex() throws {
        let folder = try packagedExamples(versions: ["1.0.0"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("dist/Kit/1.0.0/Kit.bundle")
        let endless = "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r)"
        let edits = [
            "Resources": """
            DROP TABLE resource; CREATE VIEW resource AS \(endless) SELECT 'nib' AS kind, 'Other' AS name, 'p' AS path,
            NULL AS scale, NULL AS device, NULL AS language FROM r
            """,
            "Objects": "ALTER TABLE object RENAME TO object_rows; CREATE VIEW object AS \(endless) SELECT o.* FROM object_rows AS o, r",
        ]
        for (name, sql) in edits {
            let edited = folder.appendingPathComponent(name + ".bundle")
            try FileManager.default.copyItem(at: bundle, to: edited)
            let index = edited.appendingPathComponent("ResourceIndex.sqlite").path
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: index)
            var connection: OpaquePointer?
            #expect(sqlite3_open(index, &connection) == SQLITE_OK)
            #expect(sqlite3_exec(connection, sql, nil, nil, nil) == SQLITE_OK, "\(String(cString: sqlite3_errmsg(connection)))")
            sqlite3_close(connection)
        }
        let runs = [
            (
                ["lookup", "Resources.bundle", "nib", "CardView"],
                "Resources.bundle/ResourceIndex.sqlite: error: cannot read the resource index: "
                    + "resource is a view, where a resource index has only tables"
            ),
            (
                ["who-uses", "NormalToolBar", "--db", "Objects.bundle"],
                "Objects.bundle/ResourceIndex.sqlite: error: not a nibcat catalog: "
                    + "object is a view, where nibcat writes only tables"
            ),
        ]
        for (arguments, message) in runs {
            guard let result = try NibcatProcess.run(arguments, in: folder, within: .seconds(20)) else {
                Issue.record("\(arguments) ran on")
                continue
            }
            #expect(result.status == 1)
            #expect(result.stderr.hasSuffix(message + "\n"), "\(result.stderr)")
        }
    }
}
