import Foundation
import TestSupport
import Testing

/// `extract-color-profiles` takes Apple's profiles out of nibs Xcode built, and `compile` uses
/// them from `--color-profiles` or `NIBCAT_COLOR_PROFILES`: viraptor's `test1`, a label in system
/// colors, then compiles to Xcode's graph.
@Suite struct ExtractColorProfilesCommandTests {
    static func pair(_ id: String) throws -> URL {
        try TestPaths.corpus("pairs-macos").appendingPathComponent(id)
    }

    @Test func profilesFromXcodesNibsLetALabelCompileAsXcodeDoes() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let test1 = try Self.pair("ibtool-1c4e662-test1.xib")
        let time = try Self.pair("Aerial-29101a6-TimeViewController.xib")
        let extracted = try NibcatProcess.run(
            ["extract-color-profiles", test1.path + "/xcode/test1.nib", time.path + "/xcode/TimeViewController.nib", "-o", "profiles"],
            in: folder)
        #expect(extracted.status == 0, "\(extracted.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("profiles").path).sorted()
        #expect(written == ["Generic Gray Gamma 2.2 Profile.icc", "sRGB Profile.icc"])

        let source = test1.path + "/source/test1.xib"
        let refused = try NibcatProcess.run(
            ["compile", source, "-o", "refused.nib", "--module", "TestModule"], in: folder,
            environment: ["NIBCAT_DB": "", "NIBCAT_COLOR_PROFILES": ""])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\(source):23: error: system color textColor needs Apple's"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("refused.nib").path))

        for (output, arguments, environment) in [
            ("option.nib", ["--color-profiles", "profiles"], ["NIBCAT_COLOR_PROFILES": ""]),
            ("variable.nib", [], ["NIBCAT_COLOR_PROFILES": folder.appendingPathComponent("profiles").path]),
        ] {
            let compiled = try NibcatProcess.run(
                ["compile", source, "-o", output, "--module", "TestModule"] + arguments, in: folder,
                environment: environment.merging(["NIBCAT_DB": ""]) { $1 })
            #expect(compiled.status == 0, "\(compiled.stderr)")
            let compared = try NibcatProcess.run(["diff-nib", output, test1.path + "/xcode/test1.nib"], in: folder)
            #expect(compared.status == 0, "\(compared.stdout)")
        }
    }

    @Test func aNibWithoutProfilesAndAWrongFolderAreErrors() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try Self.pair("ibtool-1c4e662-window.xib").path + "/xcode/window.nib"
        let none = try NibcatProcess.run(["extract-color-profiles", window, "-o", "profiles"], in: folder)
        #expect(none.status == 1)
        #expect(none.stderr.contains("\(window): error: no nib named holds a color profile nibcat knows"), "\(none.stderr)")

        try Data("not a profile".utf8).write(to: folder.appendingPathComponent("sRGB Profile.icc"))
        let source = try Self.pair("ibtool-1c4e662-test1.xib").path + "/source/test1.xib"
        let wrong = try NibcatProcess.run(
            ["compile", source, "-o", "out.nib", "--color-profiles", folder.path], in: folder, environment: ["NIBCAT_DB": ""])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("sRGB Profile.icc: error: color profile: is not an ICC profile"), "\(wrong.stderr)")
    }
}
