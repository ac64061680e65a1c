import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `--db` and `NIBCAT_DB`: a published bundle is only read, and what is not a catalog of this
/// nibcat is refused naming the file, before a byte of it changes.
@Suite struct CatalogOptionTests {
    /// Every file below `folder` with its bytes.
    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let path = folder.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return files
    }

    private let views = "Examples/ExampleApp/Views"

    @Test func aPublishedBundleIsReadByQueriesAndRefusedByCommandsThatWrite() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let published = try NibcatProcess.run(
            ["package", "--name", "Kit", "--version", "1.0.0", "--out", "dist", "--allow-missing", "--module", "ExampleApp"], in: folder)
        #expect(published.status == 0, "\(published.stderr)")
        let bundle = folder.appendingPathComponent("dist/Kit/1.0.0/Kit.bundle")
        let index = bundle.appendingPathComponent("ResourceIndex.sqlite").path
        let before = try snapshot(bundle)
        let writers = [
            ["index", views], ["compile", views + "/BlueView.xib", "-o", "BlueView.nib"],
            ["package", "--name", "Other", "--version", "1.0.0", "--out", "other", "--allow-missing"],
        ]
        for arguments in writers {
            for db in [index, bundle.path] {
                let result = try NibcatProcess.run(arguments + ["--db", db], in: folder)
                #expect(result.status == 1, "\(arguments) \(db): \(result.stderr)")
                #expect(result.stderr.hasPrefix("\(db): error: "), "\(result.stderr)")
            }
        }
        for db in [index, bundle.path] {
            let uses = try NibcatProcess.run(["who-uses", "NormalToolBar", "--db", db], in: folder)
            #expect(uses.status == 0, "\(uses.stderr)")
            #expect(uses.stdout.hasPrefix("ToolBar.nib:"))
            #expect(try NibcatProcess.run(["show", "ToolBar", "--db", db], in: folder).status == 0)
        }
        #expect(try snapshot(bundle) == before)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("BlueView.nib").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("other").path))
    }

    @Test func anotherProgramsDatabaseOrAnyOtherFileIsRefusedUntouched() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let foreign = folder.appendingPathComponent("foreign")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        // An SQLite file another program made, by Python's sqlite3 (the tests' set-up installs python3).
        let made = try CapturedProcess(
            starting: {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = [
                    "python3", "-c",
                    "import sqlite3; c = sqlite3.connect('app.sqlite'); c.execute('CREATE TABLE note (text TEXT)'); c.commit()",
                ]
                process.currentDirectoryURL = foreign
                return process
            }()
        ).finish()
        #expect(made.status == 0, "\(made.stderr)")
        try Data("not a database\n".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        let before = try snapshot(foreign)
        for name in ["app.sqlite", "notes.txt"] {
            let db = "foreign/" + name
            for arguments in [["index", views], ["who-uses", "CardView"], ["lint"]] {
                let result = try NibcatProcess.run(arguments + ["--db", db], in: folder)
                #expect(result.status == 1, "\(arguments) \(db): \(result.stderr)")
                #expect(result.stderr.hasPrefix("\(db): error: not a nibcat catalog: "), "\(result.stderr)")
            }
        }
        #expect(try snapshot(foreign) == before)
    }

    @Test func aCatalogOfANewerSchemaIsRefusedNamingBothVersions() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try CapturedProcess(
            starting: {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = [
                    "python3", "-c",
                    "import sqlite3; c = sqlite3.connect('.nibcat/catalog.sqlite'); n = c.execute('SELECT COUNT(*) FROM grdb_migrations').fetchone()[0]; c.execute('INSERT INTO grdb_migrations VALUES (?)', ('catalog_%03d' % (n + 1),)); c.commit(); print(n)",
                ]
                process.currentDirectoryURL = folder
                return process
            }()
        ).finish()
        #expect(made.status == 0, "\(made.stderr)")
        let known = try #require(Int(made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        for arguments in [["index", views], ["who-uses", "CardView"], ["package", "--name", "K", "--version", "1.0.0", "--out", "d"]] {
            let result = try NibcatProcess.run(arguments, in: folder)
            #expect(result.status == 1)
            #expect(
                result.stderr.hasPrefix(
                    ".nibcat/catalog.sqlite: error: the catalog's schema is version \(known + 1), newer than this nibcat's (\(known))"),
                "\(result.stderr)")
        }
    }

    /// Issue 30: a one-character relative catalog path trapped (SIGILL) in Foundation's
    /// `deletingLastPathComponent`, as did a one-character `--out` not yet made. `-` is a file
    /// named `-`: a catalog is a file SQLite opens by name and writes beside, never a stream.
    @Test func aOneCharacterRelativeCatalogIsAFileInTheCurrentFolder() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestPaths.examples, to: folder.appendingPathComponent("Examples"))
        for (db, named) in [("x", true), ("-", false)] {
            let options = named ? ["--db", db] : []
            let environment = named ? [:] : ["NIBCAT_DB": db]
            let commands = [
                ["index", views], ["compile", views + "/BlueView.xib", "-o", "BlueView.nib"],
                ["package", "--name", "Kit", "--version", "1.0.0", "--out", "o", "--allow-missing", "--module", "ExampleApp"],
                ["who-uses", "NormalToolBar"],
            ]
            for arguments in commands {
                let result = try NibcatProcess.run(arguments + options, in: folder, environment: environment)
                #expect(result.status == 0, "\(arguments) \(db): \(result.stderr)")
            }
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(db).path))
            try FileManager.default.removeItem(at: folder.appendingPathComponent("o"))
        }
    }

    @Test func aFIFOOrADeviceAsTheCatalogIsRefusedWithoutHanging() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("fifo").path, 0o600) == 0)
        let commands = [
            ["who-uses", "CardView"], ["show", "CardView"], ["images"], ["lint"], ["bundles"], ["index", views],
            ["compile", views + "/BlueView.xib", "-o", "BlueView.nib"],
        ]
        for db in ["fifo", "/dev/zero"] {
            for arguments in commands {
                for environment in [false, true] {
                    let running = try NibcatProcess.start(
                        environment ? arguments : arguments + ["--db", db], in: folder,
                        environment: environment ? ["NIBCAT_DB": db] : [:])
                    guard let result = running.finish(within: .seconds(20)) else {
                        Issue.record("\(arguments) with \(db) hung")
                        continue
                    }
                    #expect(result.status == 1, "\(arguments) \(db): \(result.stderr)")
                    #expect(result.stderr.hasPrefix("\(db): error: not a nibcat catalog: "), "\(result.stderr)")
                }
            }
        }
    }
}
