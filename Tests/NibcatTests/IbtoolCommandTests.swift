import Foundation
import NibArchive
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `nibcat ibtool` driven the way Xcode drives Apple's ibtool.
@Suite struct IbtoolCommandTests {
    static let fixture = TestPaths.fixtures.appendingPathComponent("Compiler/IbtoolWarning.xib").path
    /// The fixture's unknown element is compiled generically only when approximations are allowed.
    static let approximating = "--allow-approximation"

    /// Runs `nibcat` keeping stdout's bytes (binary1 output is no text).
    private func run(_ arguments: [String], in folder: URL, executable: String = "nibcat") throws
        -> (status: Int32, stdout: Data, stderr: String)
    {
        let running = try NibcatProcess.start(arguments, in: folder, executable: executable)
        let out = running.stdout.fileHandleForReading.readDataToEndOfFile()
        let err = running.stderr.fileHandleForReading.readDataToEndOfFile()
        running.process.waitUntilExit()
        return (running.process.terminationStatus, out, String(decoding: err, as: UTF8.self))
    }

    /// Parsed by Foundation's reader, not ours: the output must be a property list for anyone.
    private func plist(_ data: Data) throws -> [String: Any] {
        let value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return try #require(value as? [String: Any], "not a dictionary: \(String(decoding: data, as: UTF8.self))")
    }

    /// The messages of category `key` about `subject`: an object id, or `global` for the document.
    private func messages(_ report: [String: Any], _ key: String, under subject: String) -> [String] {
        let bySubject = report[key] as? [String: Any]
        let items = bySubject?[subject] as? [[String: Any]] ?? []
        return items.compactMap { $0["message"] as? String }
    }

    /// The id of the unknown element the fixture's warning is about.
    static let warnedObject = "x1"

    /// The lean `nibcat-ibtool` is `nibcat ibtool` without the rest: the same bytes, the same
    /// report, the same exit statuses (2 for a usage error, as the contract says, not ArgumentParser's 64).
    @Test func theLeanExecutableWritesWhatNibcatIbtoolWrites() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = [
            "--errors", "--warnings", "--module", "Shop", "--minimum-deployment-target", "15.0", Self.approximating, "--compile",
        ]
        let nibcat = try run(["ibtool"] + arguments + ["a.nib", Self.fixture], in: folder)
        let lean = try run(arguments + ["b.nib", Self.fixture], in: folder, executable: "nibcat-ibtool")
        #expect(nibcat.status == 0 && lean.status == 0, "\(lean.stderr)")
        #expect(lean.stdout == nibcat.stdout)
        let written = try Data(contentsOf: folder.appendingPathComponent("b.nib"))
        #expect(written == (try Data(contentsOf: folder.appendingPathComponent("a.nib"))))
        #expect(written.starts(with: Data("NIBArchive".utf8)))

        #expect(try run(["--compile"], in: folder, executable: "nibcat-ibtool").status == 2)
        // Makefiles' `--flatten YES` is the compiled nib; `NO`, a nib bundle nibcat does not write.
        let flattened = try run(["--flatten", "YES"] + arguments + ["d.nib", Self.fixture], in: folder, executable: "nibcat-ibtool")
        #expect(flattened.status == 0 && flattened.stdout == lean.stdout, "\(flattened.stderr)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("d.nib")) == written)
        let bundle = try run(["--flatten", "NO", "--compile", "e.nib", Self.fixture], in: folder, executable: "nibcat-ibtool")
        #expect(bundle.status == 2 && bundle.stderr.contains("--flatten NO"), "\(bundle.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("e.nib").path))
        let missing = try run(
            ["--compile", "c.nib", folder.appendingPathComponent("Missing.xib").path], in: folder, executable: "nibcat-ibtool")
        #expect(missing.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("c.nib").path))
    }

    @Test func compilesWithXcodesArgumentsAndReportsTheWarningInXML() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("IbtoolWarning.nib")
        let partial = folder.appendingPathComponent("IbtoolWarning-PartialInfo.plist")
        let result = try run(
            [
                "ibtool", "--errors", "--warnings", "--notices", "--module", "ExampleApp",
                "--output-partial-info-plist", partial.path, "--auto-activate-custom-fonts",
                "--target-device", "iphone", "--target-device", "ipad", "--minimum-deployment-target", "15.0",
                "--output-format", "xml1", Self.approximating, "--compile", output.path, Self.fixture,
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: output).prefix(10) == Data("NIBArchive".utf8))

        let report = try plist(result.stdout)
        let warnings = messages(report, "com.apple.ibtool.document.warnings", under: Self.warnedObject)
        #expect(warnings.contains { $0.contains("fooBarView") }, "\(report)")
        #expect((report["com.apple.ibtool.document.errors"] as? [String: Any])?.isEmpty == true)
        #expect(report["com.apple.ibtool.document.notices"] is [String: Any])
        #expect(report["com.apple.ibtool.errors"] == nil)

        // The partial Info.plist: an empty dictionary, binary.
        let info = try Data(contentsOf: partial)
        #expect(BinaryPropertyListReader.hasMagic(info))
        #expect(try BinaryPropertyListReader.read(info, path: partial.path) == .dictionary([:]))
    }

    @Test func xml1IsTheDefaultAndOnlyRequestedCategoriesArePrinted() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(["ibtool", "--warnings", Self.approximating, "--compile", "out.nib", Self.fixture], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(String(decoding: result.stdout, as: UTF8.self).hasPrefix("<?xml"))
        let report = try plist(result.stdout)
        #expect(Array(report.keys) == ["com.apple.ibtool.document.warnings"])

        let silent = try run(["ibtool", Self.approximating, "--compile", "quiet.nib", Self.fixture], in: folder)
        #expect(silent.status == 0)
        #expect(try plist(silent.stdout).isEmpty)
    }

    @Test func binary1GivesABinaryPropertyList() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(
            ["ibtool", "--warnings", "--output-format", "binary1", Self.approximating, "--compile", "out.nib", Self.fixture], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(BinaryPropertyListReader.hasMagic(result.stdout))
        let report = try plist(result.stdout)
        #expect(messages(report, "com.apple.ibtool.document.warnings", under: Self.warnedObject).contains { $0.contains("fooBarView") })
        let ours = try BinaryPropertyListReader.read(result.stdout, path: "stdout")
        #expect(ours["com.apple.ibtool.document.warnings"]?[Self.warnedObject] != nil)
    }

    @Test func humanReadableTextPrintsHeadersAndPathObjectLines() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(
            [
                "ibtool", "--errors", "--warnings", "--output-format", "human-readable-text", Self.approximating, "--compile", "out.nib",
                Self.fixture,
            ],
            in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.first == "/* com.apple.ibtool.document.warnings */")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(Self.fixture + ":") && $0.contains(": warning: ") })
        #expect(lines.contains { $0.hasPrefix("\(Self.fixture):\(Self.warnedObject): warning: fooBarView") }, "\(lines)")
        #expect(lines.contains { $0.contains("fooBarView") })
    }

    /// Issue 30: a FIFO as the partial Info.plist blocked `ibtool` forever once the document was
    /// compiled; it is refused before compiling, as `--compile` onto one is, naming it.
    @Test func aFIFOAsThePartialInfoPlistIsRefusedBeforeCompiling() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let partial = folder.appendingPathComponent("Partial.plist")
        #expect(mkfifo(partial.path, 0o644) == 0)
        let output = folder.appendingPathComponent("IbtoolWarning.nib")
        let running = try NibcatProcess.start(
            [
                "ibtool", "--errors", Self.approximating, "--output-partial-info-plist", partial.path, "--compile", output.path,
                Self.fixture,
            ],
            in: folder)
        let result = try #require(running.finish(within: .seconds(20)), "ibtool hung on a FIFO as the partial Info.plist")
        #expect(result.status == 1)
        let report = try plist(Data(result.stdout.utf8))
        let toolErrors = try #require(report["com.apple.ibtool.errors"] as? [[String: Any]], "\(report)")
        #expect(toolErrors.first?["path"] as? String == partial.path)
        #expect(
            toolErrors.first?["description"] as? String
                == "cannot write the partial Info.plist: it is not a regular file; refusing to replace it")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func malformedInputExitsOneWithTheErrorAndWritesNothing() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let malformed = TestPaths.fixtures.appendingPathComponent("IB/Malformed.xib").path
        let output = folder.appendingPathComponent("Malformed.nib")
        let partial = folder.appendingPathComponent("Partial.plist")
        let result = try run(
            ["ibtool", "--errors", "--warnings", "--output-partial-info-plist", partial.path, "--compile", output.path, malformed],
            in: folder)
        #expect(result.status == 1)
        let report = try plist(result.stdout)
        let toolErrors = try #require(report["com.apple.ibtool.errors"] as? [[String: Any]], "\(report)")
        #expect(toolErrors.count == 1)
        #expect((toolErrors.first?["description"] as? String)?.isEmpty == false)
        #expect(toolErrors.first?["path"] as? String == malformed)
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(!FileManager.default.fileExists(atPath: partial.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

        let missing = try run(["ibtool", "--compile", output.path, folder.appendingPathComponent("None.xib").path], in: folder)
        #expect(missing.status == 1)
        #expect(try plist(missing.stdout)["com.apple.ibtool.errors"] is [[String: Any]])
    }

    @Test func aDocumentTheCompilerRefusesIsADocumentError() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let appKit = TestPaths.fixtures.appendingPathComponent("IB/AppKitWindow.xib").path
        let result = try run(["ibtool", "--errors", "--compile", "Window.nib", appKit], in: folder)
        #expect(result.status == 1)
        // The window's content view (saved without a frame) is among what the macOS compiler
        // writes only as an approximation, refused without --allow-approximation; File's Owner's
        // outlet to the window it writes.
        #expect(messages(try plist(result.stdout), "com.apple.ibtool.document.errors", under: "cv1-aa-111").count == 1)
        #expect(messages(try plist(result.stdout), "com.apple.ibtool.document.errors", under: "ou1-aa-111").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Window.nib").path))

        // Not asked for on stdout: still said, on stderr.
        let quiet = try run(["ibtool", "--compile", "Window.nib", appKit], in: folder)
        #expect(quiet.status == 1)
        #expect(try plist(quiet.stdout).isEmpty)
        let frameless = "a view without a frame, which no pair shows, is written with an empty one"
        #expect(quiet.stderr.contains("\(appKit):cv1-aa-111: error: \(frameless)"))
    }

    /// What rules_apple's xctoolrunner asks for and Bazel shows: each error about an object as
    /// `path:objectID: error: message`, as Apple's ibtool prints it; the xib is not compiled.
    @Test func errorsAboutObjectsNameTheObjectInTextAndXML() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dangling = TestPaths.fixtures.appendingPathComponent("Compiler/DanglingReferences.xib").path
        let output = folder.appendingPathComponent("DanglingReferences.nib")
        let text = try run(
            [
                "ibtool", "--errors", "--warnings", "--notices", "--auto-activate-custom-fonts", "--output-format", "human-readable-text",
                "--compile", output.path, dangling,
            ], in: folder)
        #expect(text.status == 1)
        let lines = String(decoding: text.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.first == "/* com.apple.ibtool.document.errors */", "\(lines)")
        #expect(
            lines.contains("\(dangling):oTl-aa-001: error: outlet titleLabel points at tLb-Gn-0ne, which no object of the document has"),
            "\(lines)")
        let errorLines = lines.dropFirst().prefix { !$0.hasPrefix("/*") }
        #expect(Set(errorLines.map { $0.split(separator: ":")[1] }) == ["oTl-aa-001", "oNp-aa-003", "aGn-aa-005"], "\(lines)")
        // The warnings found with them are printed too, named alike.
        #expect(lines.contains { $0.hasPrefix("\(dangling):cGn-aa-007: warning: constraint cGn-aa-007 has secondItem") }, "\(lines)")
        #expect(!FileManager.default.fileExists(atPath: output.path))

        let xml = try run(["ibtool", "--errors", "--output-format", "xml1", "--compile", output.path, dangling], in: folder)
        #expect(xml.status == 1)
        let report = try plist(xml.stdout)
        let errors = try #require(report["com.apple.ibtool.document.errors"] as? [String: Any], "\(report)")
        #expect(Set(errors.keys) == ["oTl-aa-001", "oNp-aa-003", "aGn-aa-005"])
        let item = try #require((errors["aGn-aa-005"] as? [[String: Any]])?.first)
        #expect(item["message"] as? String == "action gone: points at Gon-e0-000, which no object of the document has")
        #expect(item["type"] as? String == "error")
        #expect(item["line"] as? Int == 23)
        #expect(report["com.apple.ibtool.errors"] == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func compilationDirectoryWritesAStoryboardcNamedAfterTheInput() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = TestPaths.fixtures.appendingPathComponent("IB/Segues.storyboard").path
        let result = try run(
            ["ibtool", "--errors", "--target-device", "ipad", "--compilation-directory", folder.path, storyboard], in: folder)
        #expect(result.status == 0, "\(String(decoding: result.stdout, as: UTF8.self)) \(result.stderr)")
        let info = folder.appendingPathComponent("Segues.storyboardc/Info.plist")
        #expect(BinaryPropertyListReader.hasMagic(try Data(contentsOf: info)))
    }

    @Test func anExistingFolderIsNotReplacedAndAnEscapingIdentifierIsADocumentError() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let build = folder.appendingPathComponent("Build")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: build.appendingPathComponent("keep.txt"))
        let refused = try run(["ibtool", "--errors", Self.approximating, "--compile", "Build", Self.fixture], in: folder)
        #expect(refused.status == 1)
        let toolErrors = try plist(refused.stdout)["com.apple.ibtool.errors"] as? [[String: Any]] ?? []
        #expect(toolErrors.first?["path"] as? String == "Build", "\(toolErrors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: build.path) == ["keep.txt"])

        let escaping = TestPaths.fixtures.appendingPathComponent("Compiler/EscapingIdentifier.storyboard").path
        let document = try run(["ibtool", "--errors", "--compilation-directory", "Build", escaping], in: folder)
        #expect(document.status == 1)
        let errors = messages(try plist(document.stdout), "com.apple.ibtool.document.errors", under: "vc1")
        #expect(errors.count == 1 && errors[0].contains("../../../ESCAPED"), "\(errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: build.path) == ["keep.txt"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Build"])
    }

    /// A `--color-profiles` folder that is not there stops the compile with the contract's error
    /// naming the folder, from both executables, before anything is written (it was once printed
    /// as ArgumentParser prints a thrown value, `Error: ColorProfileError(path: …)`).
    @Test func aMissingProfilesFolderIsAnErrorNamingIt() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let profiles = folder.appendingPathComponent("NoProfiles").path
        let arguments = ["--color-profiles", profiles, Self.approximating, "--compile", "out.nib", Self.fixture]
        for (executable, line) in [("nibcat", ["ibtool"] + arguments), ("nibcat-ibtool", arguments)] {
            let result = try run(line, in: folder, executable: executable)
            #expect(result.status == 1, "\(executable): \(result.stderr)")
            #expect(result.stderr.hasPrefix("\(profiles): error: "), "\(executable): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func usageErrorsExitTwo() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let usages: [[String]] = [
            ["ibtool", "--link", folder.path],
            ["ibtool", "--link", folder.path, "--compile", "out.nib", Self.fixture],
            ["ibtool", "--companion-strings-file", "Main.strings", "--compile", "out.nib", Self.fixture],
            ["ibtool", "--errors", Self.fixture],
            ["ibtool", "--compile", "out.nib"],
            ["ibtool", "--compile", "out.nib", Self.fixture, Self.fixture],
            ["ibtool", "--output-format", "json", "--compile", "out.nib", Self.fixture],
            ["ibtool", "--target-device", "toaster", "--compile", "out.nib", Self.fixture],
            ["ibtool", "--scroller-style", "hidden", "--compile", "out.nib", Self.fixture],
            ["ibtool", "--build-locale", "en_AU.UTF-8", "--compile", "out.nib", Self.fixture],
            ["ibtool", "--build-architecture", "arm", "--compile", "out.nib", Self.fixture],
            ["ibtool", "--compile", "out.nib", "--compilation-directory", folder.path, Self.fixture],
            ["ibtool", "--no-such-option", "--compile", "out.nib", Self.fixture],
        ]
        for arguments in usages {
            let result = try run(arguments, in: folder)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.isEmpty, "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
