import Foundation
import NibArchive
import TestSupport
import Testing

/// `nibcat ibtool` given the exact command lines the build systems teams use pass to ibtool, on a
/// workspace laid out as theirs are, checking the output tree each expects.
///
/// Where each argument list comes from:
/// - rules_apple @ 6f1a2d3c, `apple/internal/resource_actions/ibtool.bzl`: `compile_storyboard`
///   (mnemonic StoryboardCompile), `link_storyboards` (StoryboardLink), `compile_xib` (XibCompile);
///   their output folders from `apple/internal/partials/support/resources_support.bzl`
///   (`_storyboards`: `<parent>_storyboardc/<Name>.storyboardc` then
///   `storyboards/<parent>/<module>`; `_xibs`: `nibs/<parent>/<Name>`) under
///   `<target>-intermediates` (`apple/internal/intermediates.bzl`). The actions run
///   `tools/xctoolrunner/xctoolrunner.py ibtool ARGS`, which strips the `[ABSOLUTE]` prefix
///   from path arguments; `Integrations/rules_apple/xctoolrunner` does that for nibcat, and the
///   tests run it with the prefixes the rules write.
/// - Buck2 @ 13baa8a1d1, `prelude/apple/apple_bundle_resources.bzl` `_run_ibtool`: a
///   `/bin/sh` script `EXEC_ROOT="$PWD"; TMPDIR="$(mktemp -d)"; <ibtool> --output-format
///   human-readable-text --notices --warnings --errors [ibtool_flags] [--target-device D]
///   --compile|--link <out> "$EXEC_ROOT"/<input>`, then a copy into buck-out; `<out>` is
///   `"$TMPDIR"` for a storyboard (and for a watch storyboard's link), `"$TMPDIR"/"<Name>.nib"`
///   for a xib. `ibtool_flags` as the prelude's own example sets them
///   (`["--minimum-deployment-target", "9.0"]`, `apple_rules_decls.bzl`).
/// - Xcode, through swift-build's task construction tests (CompileStoryboard, CompileXIB,
///   LinkStoryboards): `--companion-strings-file LANG:PATH`, `--output-partial-info-plist`,
///   `--auto-activate-custom-fonts`, the input before `--compilation-directory`.
@Suite struct BuildSystemIbtoolTests {
    static let storyboards = TestPaths.fixtures.appendingPathComponent("Lint/Storyboards")
    static let xib = TestPaths.fixtures.appendingPathComponent("Compiler/IbtoolWarning.xib")
    /// The fixtures hold what the compiler approximates (an unknown element, a static table
    /// section), whose warnings these tests follow through each build system: allowed by the one
    /// flag the command lines add to what the build systems pass.
    static let approximating = "--allow-approximation"
    static let localizedStoryboard = TestPaths.fixtures.appendingPathComponent("IB/Segues.storyboard")

    /// A workspace with the fixtures where an app's sources would be: `app/Resources/Main.storyboard`
    /// and `Settings.storyboard` (Main references Settings), `app/Resources/fr.lproj/Segues.storyboard`,
    /// `app/Resources/Base.lproj/IbtoolWarning.xib` with `fr.lproj/IbtoolWarning.strings`.
    private func workspace() throws -> URL {
        let root = try TestPaths.temporaryFolder()
        let resources = root.appendingPathComponent("app/Resources")
        let fileManager = FileManager.default
        for folder in ["fr.lproj", "Base.lproj"] {
            try fileManager.createDirectory(at: resources.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for name in ["Main.storyboard", "Settings.storyboard"] {
            try fileManager.copyItem(at: Self.storyboards.appendingPathComponent(name), to: resources.appendingPathComponent(name))
        }
        try fileManager.copyItem(at: Self.localizedStoryboard, to: resources.appendingPathComponent("fr.lproj/Segues.storyboard"))
        try fileManager.copyItem(at: Self.xib, to: resources.appendingPathComponent("Base.lproj/IbtoolWarning.xib"))
        try Data("\"Greeting.text\" = \"Bonjour\";\n".utf8).write(to: resources.appendingPathComponent("fr.lproj/IbtoolWarning.strings"))
        return root
    }

    private func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(["NIBCAT": try NibcatProcess.binary().path]) { $1 }
        let running = try CapturedProcess(starting: process)
        let out = running.stdout.fileHandleForReading.readDataToEndOfFile()
        let err = running.stderr.fileHandleForReading.readDataToEndOfFile()
        running.process.waitUntilExit()
        return (running.process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// rules_apple's stand-in for its xctoolrunner, run as the rules run it.
    private func xctoolrunner(_ arguments: [String], in folder: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        try run(TestPaths.projectRoot.appendingPathComponent("Integrations/rules_apple/xctoolrunner"), arguments, in: folder)
    }

    /// The relative paths of every file below `folder`, sorted.
    private func tree(_ folder: URL) -> [String] {
        let root = folder.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var files: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(String(url.standardizedFileURL.path.dropFirst(root.count)))
            }
        }
        return files.sorted()
    }

    /// The compiled storyboard's Info.plist, read by Foundation: binary, version 1, naming its nibs.
    private func storyboardInfo(_ storyboardc: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: storyboardc.appendingPathComponent("Info.plist"))
        #expect(BinaryPropertyListReader.hasMagic(data))
        let info = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(info["UIStoryboardVersion"] as? Int == 1)
        let nibs = try #require(info["UIViewControllerIdentifiersToNibNames"] as? [String: String])
        for nib in nibs.values {
            #expect(FileManager.default.fileExists(atPath: storyboardc.appendingPathComponent(nib + ".nib").path), "\(nib)")
        }
        return info
    }

    /// ibtool's human-readable-text: `/* com.apple.ibtool.… */` headers, then
    /// `<input>:<object id>: warning|notice|error: …` lines.
    private func expectTextReport(_ stdout: String, about input: String, warningsAbout objects: [String]) {
        let lines = stdout.split(separator: "\n").map(String.init)
        for line in lines where !line.hasPrefix("/* com.apple.ibtool.document.") {
            #expect(line.hasPrefix(input + ":"), "\(line)")
            #expect([": warning: ", ": notice: ", ": error: "].contains { line.contains($0) }, "\(line)")
        }
        for object in objects {
            #expect(lines.contains { $0.hasPrefix("\(input):\(object): warning: ") }, "\(object) in \(stdout)")
        }
        #expect(objects.isEmpty || lines.first == "/* com.apple.ibtool.document.warnings */", "\(stdout)")
    }

    @Test func rulesAppleStoryboardCompileLinkAndXibCompile() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let intermediates = "bazel-out/ios_sim_arm64-fastbuild/bin/app/App-intermediates"
        let common = ["--minimum-deployment-target", "15.0", "--target-device", "iphone", "--target-device", "ipad", Self.approximating]

        // StoryboardCompile, once per storyboard; Bazel makes each declared tree artifact (the
        // .storyboardc) before the action runs.
        let compiled = [
            ("app/Resources/Main.storyboard", "_storyboardc/Main.storyboardc", ["aB1-vc-001"]),
            ("app/Resources/Settings.storyboard", "_storyboardc/Settings.storyboardc", []),
            ("app/Resources/fr.lproj/Segues.storyboard", "fr.lproj_storyboardc/Segues.storyboardc", []),
        ]
        for (input, output, warnedObjects) in compiled {
            let storyboardc = root.appendingPathComponent("\(intermediates)/\(output)")
            try FileManager.default.createDirectory(at: storyboardc, withIntermediateDirectories: true)
            let result = try xctoolrunner(
                [
                    "ibtool", "--compilation-directory", "[ABSOLUTE]" + storyboardc.deletingLastPathComponent().path,
                    "--errors", "--warnings", "--notices", "--auto-activate-custom-fonts", "--output-format", "human-readable-text",
                ] + common + ["--module", "App", "[ABSOLUTE]" + root.appendingPathComponent(input).path],
                in: root)
            #expect(result.status == 0, "\(input): \(result.stdout) \(result.stderr)")
            expectTextReport(result.stdout, about: root.appendingPathComponent(input).path, warningsAbout: warnedObjects)
            _ = try storyboardInfo(storyboardc)
        }
        let mainInfo = try storyboardInfo(root.appendingPathComponent("\(intermediates)/_storyboardc/Main.storyboardc"))
        let references = try #require(mainInfo["UIViewControllerIdentifiersToExternalStoryboardReferences"] as? [String: [String: String]])
        #expect(references.values.contains { $0["UIReferencedStoryboardName"] == "Settings" })

        // StoryboardLink, once per parent folder: the unlocalized pair into storyboards/App,
        // the French one into storyboards/fr.lproj/App.
        let links = [
            ("storyboards/App", ["_storyboardc/Main.storyboardc", "_storyboardc/Settings.storyboardc"]),
            ("storyboards/fr.lproj/App", ["fr.lproj_storyboardc/Segues.storyboardc"]),
        ]
        for (output, inputs) in links {
            let result = try xctoolrunner(
                ["ibtool", "--link", "[ABSOLUTE]" + root.appendingPathComponent("\(intermediates)/\(output)").path] + common
                    + inputs.map { "[ABSOLUTE]" + root.appendingPathComponent("\(intermediates)/\($0)").path },
                in: root)
            #expect(result.status == 0, "\(output): \(result.stdout) \(result.stderr)")
            // No --output-format: ibtool's default, an XML property list, empty with nothing asked for.
            let report = try PropertyListSerialization.propertyList(from: Data(result.stdout.utf8), format: nil) as? [String: Any]
            #expect(report?.isEmpty == true, "\(result.stdout)")
        }
        let linked = root.appendingPathComponent("\(intermediates)/storyboards")
        let linkedTree = tree(linked)
        #expect(
            Set(linkedTree.map { $0.components(separatedBy: ".storyboardc/")[0] + ".storyboardc" })
                == ["App/Main.storyboardc", "App/Settings.storyboardc", "fr.lproj/App/Segues.storyboardc"])
        let copies = [
            ("App/Main.storyboardc", "_storyboardc/Main.storyboardc"),
            ("fr.lproj/App/Segues.storyboardc", "fr.lproj_storyboardc/Segues.storyboardc"),
        ]
        for (storyboardc, source) in copies {
            let compiledFolder = root.appendingPathComponent("\(intermediates)/\(source)")
            #expect(tree(linked.appendingPathComponent(storyboardc)) == tree(compiledFolder))
            for file in tree(compiledFolder) {
                #expect(
                    try Data(contentsOf: linked.appendingPathComponent("\(storyboardc)/\(file)"))
                        == Data(contentsOf: compiledFolder.appendingPathComponent(file)), "\(storyboardc)/\(file)")
            }
        }
        _ = try storyboardInfo(linked.appendingPathComponent("App/Settings.storyboardc"))

        // XibCompile into the declared folder nibs/<parent>/<Name>.
        let nibFolder = root.appendingPathComponent("\(intermediates)/nibs/Base.lproj/IbtoolWarning")
        try FileManager.default.createDirectory(at: nibFolder, withIntermediateDirectories: true)
        let xib = root.appendingPathComponent("app/Resources/Base.lproj/IbtoolWarning.xib").path
        let result = try xctoolrunner(
            ["ibtool", "--compile", "[ABSOLUTE]" + nibFolder.appendingPathComponent("IbtoolWarning.nib").path] + common
                + ["--module", "App", "[ABSOLUTE]" + xib],
            in: root)
        #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
        #expect(tree(nibFolder) == ["IbtoolWarning.nib"])
        #expect(try Data(contentsOf: nibFolder.appendingPathComponent("IbtoolWarning.nib")).prefix(10) == Data("NIBArchive".utf8))
        // Nothing asked for: ibtool's default XML report, and the document's warnings stay off stdout.
        #expect(result.stdout.hasPrefix("<?xml"), "\(result.stdout)")
        #expect(!result.stdout.contains("fooBarView"))
    }

    /// Buck2's ibtool wrapper script, as `_run_ibtool` writes it, with `nibcat ibtool` as the
    /// toolchain's ibtool.
    private func buck2(_ action: String, output: String, outputIsDirectory: Bool, input: String, targetDevice: String?, in root: URL) throws
        -> (status: Int32, stdout: String, stderr: String)
    {
        let ibtool = "\"$NIBCAT\" ibtool"
        var command = [ibtool, "--output-format", "human-readable-text", "--notices", "--warnings", "--errors"]
        // `ibtool_flags`, as a team whose documents hold what nibcat approximates sets them.
        command += ["--minimum-deployment-target", "9.0", Self.approximating]
        if let targetDevice {
            command += ["--target-device", targetDevice]
        }
        command.append(action)
        let copyBack: String
        if outputIsDirectory {
            command.append("\"$TMPDIR\"")
            // BSD cp (macOS, where Buck2 runs these actions) copies a folder's contents for "dir/";
            // GNU cp needs "dir/." for the same.
            copyBack = "mkdir -p \(output) && cp -r \"$TMPDIR\"/. \(output)"
        } else {
            let name = URL(fileURLWithPath: output).lastPathComponent
            command.append("\"$TMPDIR\"/\"\(name)\"")
            copyBack = "cp \"$TMPDIR\"/\"\(name)\" \(output)"
        }
        command.append("\"$EXEC_ROOT\"/\(input)")
        let script = [
            "set -euo pipefail", "EXEC_ROOT=\"$PWD\"", "TMPDIR=\"$(mktemp -d)\"", command.joined(separator: " "), copyBack,
        ].joined(separator: "\n")
        let scriptFile = root.appendingPathComponent("ibtool_wrapper_\(UUID().uuidString).sh")
        try Data(script.utf8).write(to: scriptFile)
        defer { try? FileManager.default.removeItem(at: scriptFile) }
        return try run(URL(fileURLWithPath: "/bin/bash"), [scriptFile.path], in: root)
    }

    @Test func buck2CompilesStoryboardsIntoItsTemporaryFolderXibsToANibAndLinksWatchStoryboards() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let processed = "buck-out/v2/gen/root/app/__App__/_ProcessedResources/app/Resources"

        // A storyboard: --compile "$TMPDIR", a fresh empty folder that becomes the .storyboardc.
        let storyboardc = "\(processed)/Main.storyboardc"
        let main = try buck2(
            "--compile", output: storyboardc, outputIsDirectory: true, input: "app/Resources/Main.storyboard", targetDevice: nil, in: root)
        #expect(main.status == 0, "\(main.stdout) \(main.stderr)")
        expectTextReport(main.stdout, about: root.path + "/app/Resources/Main.storyboard", warningsAbout: ["aB1-vc-001"])
        _ = try storyboardInfo(root.appendingPathComponent(storyboardc))
        #expect(tree(root.appendingPathComponent(storyboardc)).contains("Info.plist"))

        // A xib: --compile "$TMPDIR"/"IbtoolWarning.nib", copied to the declared output.
        let nib = "\(processed)/Base.lproj/IbtoolWarning.nib"
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(nib).deletingLastPathComponent(), withIntermediateDirectories: true)
        let xib = try buck2(
            "--compile", output: nib, outputIsDirectory: false, input: "app/Resources/Base.lproj/IbtoolWarning.xib", targetDevice: nil,
            in: root)
        #expect(xib.status == 0, "\(xib.stdout) \(xib.stderr)")
        #expect(try Data(contentsOf: root.appendingPathComponent(nib)).prefix(10) == Data("NIBArchive".utf8))
        #expect(xib.stdout.hasPrefix("/* com.apple.ibtool.document.warnings */\n"), "\(xib.stdout)")
        #expect(xib.stdout.contains("fooBarView"))

        // A watch bundle's storyboard: compiled with --target-device watch, then linked into a
        // fresh folder whose contents go to the bundle.
        let watchCompiled = "\(processed)/Settings.storyboardc"
        let compile = try buck2(
            "--compile", output: watchCompiled, outputIsDirectory: true, input: "app/Resources/Settings.storyboard", targetDevice: "watch",
            in: root)
        #expect(compile.status == 0, "\(compile.stdout) \(compile.stderr)")
        let linkedFolder = "\(processed)/Settings_linked_storyboard"
        let link = try buck2(
            "--link", output: linkedFolder, outputIsDirectory: true, input: watchCompiled, targetDevice: "watch", in: root)
        #expect(link.status == 0, "\(link.stdout) \(link.stderr)")
        #expect(link.stdout.isEmpty, "\(link.stdout)")
        let linked = root.appendingPathComponent(linkedFolder)
        #expect(tree(linked) == tree(root.appendingPathComponent(watchCompiled)).map { "Settings.storyboardc/" + $0 })
        _ = try storyboardInfo(linked.appendingPathComponent("Settings.storyboardc"))
    }

    @Test func xcodesCompileWithCompanionStringsAndPartialInfoPlistThenLink() throws {
        let root = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let nibcat = try NibcatProcess.binary()
        let build = root.appendingPathComponent("build/aProject.build/Debug/App.build")
        let product = root.appendingPathComponent("build/Debug/App.app")
        let resources = root.appendingPathComponent("app/Resources").path
        let common = [
            "--errors", "--warnings", "--notices", "--module", "App", Self.approximating,
        ]
        let tail = [
            "--auto-activate-custom-fonts", "--target-device", "iphone", "--target-device", "ipad", "--minimum-deployment-target",
            "15.0", "--output-format", "human-readable-text",
        ]

        // CompileXIB: a Base xib with its languages' strings, straight into the product.
        let xibPartial = build.appendingPathComponent("Base.lproj/IbtoolWarning-PartialInfo.plist")
        try FileManager.default.createDirectory(at: xibPartial.deletingLastPathComponent(), withIntermediateDirectories: true)
        let xib = try run(
            nibcat,
            ["ibtool"] + common + ["--companion-strings-file", "fr:\(resources)/fr.lproj/IbtoolWarning.strings"]
                + ["--output-partial-info-plist", xibPartial.path] + tail
                + ["--compile", product.appendingPathComponent("Base.lproj/IbtoolWarning.nib").path]
                + ["\(resources)/Base.lproj/IbtoolWarning.xib"],
            in: root)
        #expect(xib.status == 0, "\(xib.stdout) \(xib.stderr)")
        #expect(tree(product) == ["Base.lproj/IbtoolWarning.nib"])
        let partial = try PropertyListSerialization.propertyList(from: try Data(contentsOf: xibPartial), format: nil) as? [String: Any]
        #expect(partial?.isEmpty == true)

        // CompileStoryboard: the input before --compilation-directory, into the intermediates.
        for (name, folder) in [("Main", ""), ("Settings", ""), ("Segues", "fr.lproj")] {
            let input = folder.isEmpty ? "\(resources)/\(name).storyboard" : "\(resources)/\(folder)/\(name).storyboard"
            let directory = folder.isEmpty ? build : build.appendingPathComponent(folder)
            let result = try run(
                nibcat,
                ["ibtool"] + common + ["--output-partial-info-plist", directory.appendingPathComponent("\(name)-SBPartialInfo.plist").path]
                    + tail + [input, "--compilation-directory", directory.path],
                in: root)
            #expect(result.status == 0, "\(name): \(result.stdout) \(result.stderr)")
            _ = try storyboardInfo(directory.appendingPathComponent("\(name).storyboardc"))
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(name)-SBPartialInfo.plist").path))
        }

        // LinkStoryboards: every compiled storyboard into the product, keeping fr.lproj.
        let link = try run(
            nibcat,
            ["ibtool"] + common + ["--target-device", "iphone", "--minimum-deployment-target", "15.0"]
                + ["--output-format", "human-readable-text"]
                + ["--link", product.path]
                + ["fr.lproj/Segues.storyboardc", "Main.storyboardc", "Settings.storyboardc"].map { build.appendingPathComponent($0).path },
            in: root)
        #expect(link.status == 0, "\(link.stdout) \(link.stderr)")
        #expect(
            Set(tree(product).map { $0.components(separatedBy: ".storyboardc/")[0] })
                == ["Base.lproj/IbtoolWarning.nib", "fr.lproj/Segues", "Main", "Settings"])

        // Linking something that is no compiled storyboard is the tool's error; nothing is linked.
        let elsewhere = root.appendingPathComponent("elsewhere")
        let refused = try run(
            nibcat, ["ibtool", "--errors", "--link", elsewhere.path, build.appendingPathComponent("Main.storyboardc").path, resources],
            in: root)
        #expect(refused.status == 1)
        let report = try PropertyListSerialization.propertyList(from: Data(refused.stdout.utf8), format: nil) as? [String: Any]
        let toolErrors = report?["com.apple.ibtool.errors"] as? [[String: Any]] ?? []
        #expect(toolErrors.first?["path"] as? String == resources + "/Info.plist", "\(refused.stdout)")
        #expect(!FileManager.default.fileExists(atPath: elsewhere.path))
    }
}
