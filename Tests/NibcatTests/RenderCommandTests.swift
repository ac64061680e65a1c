import Foundation
import TestSupport
import Testing

/// `nibcat render` from the command line.
@Suite struct RenderCommandTests {
    let main = TestPaths.examples.appendingPathComponent("ExampleApp/Base.lproj/Main.storyboard").path

    @Test func writesTheSVGAndReportsItsPictures() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("main.svg").path
        let run = try NibcatProcess.run(["render", main, "-o", output, "--scene", "Detail", "--json"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("data-object-id=\"dL8-tL-2kS\""))
        #expect(!svg.contains("data-object-id=\"wL9-hL-2cT\""), "another scene was drawn")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let pictures = try #require(json["pictures"] as? [[String: Any]])
        #expect(pictures.map { $0["caption"] as? String } == ["DetailViewController · Detail"])
    }

    @Test func failuresNameTheFileAndExitOne() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.svg").path
        let scene = try NibcatProcess.run(["render", main, "-o", output, "--scene", "Nowhere"], in: folder)
        #expect(scene.status == 1)
        #expect(scene.stderr.hasPrefix(main + ": error: no scene named \"Nowhere\""))
        let missing = try NibcatProcess.run(["render", folder.appendingPathComponent("None.xib").path, "-o", output], in: folder)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("None.xib: error: "))
        // No rasterizer on an empty PATH: the PNG is named in the error.
        let png = try NibcatProcess.run(["render", main, "-o", output, "--png"], in: folder, environment: ["PATH": folder.path])
        #expect(png.status == 1)
        #expect(png.stderr.contains(folder.appendingPathComponent("out.png").path + ": error: no SVG rasterizer found"))
        let usage = try NibcatProcess.run(["render", main], in: folder)
        #expect(usage.status == 2)
    }

    @Test func theExtensionOfTheOutputIsTheFormatWritten() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let yellow = TestPaths.examples.appendingPathComponent("ExampleApp/Views/YellowView.xib").path
        let output = folder.appendingPathComponent("yellow.PNG").path
        let run = try NibcatProcess.run(["render", yellow, "-o", output, "--json"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["png"] as? String == output)
        let png = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "yellow.PNG holds no PNG")
        // The PNG alone: no SVG beside it, nothing staged left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["yellow.PNG"])

        for name in ["yellow.jpg", "yellow"] {
            let refused = try NibcatProcess.run(["render", yellow, "-o", folder.appendingPathComponent(name).path], in: folder)
            #expect(refused.status == 2)
            #expect(refused.stderr.contains("render writes an .svg or a .png picture"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
        }
    }

    @Test func mapWritesTheScenesWithTheirViewsAndReportsThem() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Main.svg")
        let result = try NibcatProcess.run(["render", main, "--map", "-o", output.path, "--json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("id=\"scene-Hs2-sC-8mB\""))
        #expect(svg.contains("id=\"segue-rT3-sG-9wL\" class=\"segue segue-relationship\" data-segue-kind=\"relationship\""))
        #expect(svg.contains("id=\"initial-arrow\" data-destination=\"Nv1-sC-4kA\""))
        // The Home scene draws its views: its welcome label with its text.
        let home = try #require(svg.range(of: "id=\"scene-Hs2-sC-8mB\"")).upperBound
        let next = svg.range(of: "id=\"scene-", range: home..<svg.endIndex)?.lowerBound ?? svg.endIndex
        #expect(svg[home..<next].contains("data-object-id=\"wL9-hL-2cT\""))
        #expect(svg[home..<next].contains(">Welcome back</text>"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["initialScene"] as? String == "Nv1-sC-4kA")
        let scenes = try #require(report["scenes"] as? [[String: Any]])
        #expect(scenes.count == 6)
        #expect(scenes.first { $0["sceneID"] as? String == "Hs2-sC-8mB" }?["name"] as? String == "Home")
        #expect((report["segues"] as? [[String: Any]])?.count == 6)
        // Another process, another hash seed: the same bytes.
        let again = folder.appendingPathComponent("again.svg")
        #expect(try NibcatProcess.run(["render", main, "--map", "-o", again.path], in: folder).status == 0)
        #expect(try Data(contentsOf: again) == Data(contentsOf: output))
        #expect(try NibcatProcess.run(["map", main, "-o", again.path], in: folder).status == 2, "the map is render --map now")
    }

    @Test func aXibHasNoMap() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = TestPaths.examples.appendingPathComponent("ExampleApp/Views/BlueView.xib").path
        let result = try NibcatProcess.run(["render", "--map", xib, "-o", folder.appendingPathComponent("x.svg").path], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(xib): error: not a storyboard"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.svg").path))
    }

    /// Main.storyboard with its welcome label reworded, in `folder` under `name`.
    private func reworded(in folder: URL, name: String) throws -> String {
        let text = try String(contentsOfFile: main, encoding: .utf8)
        #expect(text.components(separatedBy: "text=\"Welcome back\"").count == 2)
        let path = folder.appendingPathComponent(name).path
        try text.replacingOccurrences(of: "text=\"Welcome back\"", with: "text=\"Welcome home\"").write(
            toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func diffListsTheChangesAndExitsOneLikeDiff() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let new = try reworded(in: folder, name: "Main.storyboard")
        let output = folder.appendingPathComponent("diff.svg").path
        let changed = try NibcatProcess.run(["render", "--diff", main, new, "-o", output], in: folder)
        #expect(changed.status == 1, "\(changed.stderr)")
        #expect(
            changed.stdout
                == "changed UILabel wL9-hL-2cT in HomeViewController · Home: text \"Welcome back\" → \"Welcome home\"\n1 change\n")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains("class=\"change change-changed\" data-change=\"changed\" data-object-id=\"wL9-hL-2cT\""))
        let same = try NibcatProcess.run(["render", "--diff", main, main, "-o", output, "--json"], in: folder)
        #expect(same.status == 0, "\(same.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(same.stdout.utf8)) as? [String: Any])
        #expect((report["changes"] as? [Any])?.isEmpty == true)
        #expect(report["old"] as? String == main)
        let unreadable = try NibcatProcess.run(
            ["render", "--diff", main, folder.appendingPathComponent("None.xib").path, "-o", output], in: folder)
        #expect(unreadable.status == 2)
        #expect(unreadable.stderr.contains("None.xib: error: "))
        #expect(try NibcatProcess.run(["render", "--diff", main, "-o", output], in: folder).status == 2)
    }

    @Test func diffReadsTheOldVersionFromStandardInput() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let new = try reworded(in: folder, name: "Main.storyboard")
        let output = folder.appendingPathComponent("diff.svg").path
        // As `git show HEAD:Main.storyboard | nibcat render --diff - Main.storyboard` runs it.
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = [
            "-c", "\"$0\" render --diff - \"$1\" -o \"$2\" --json < \"$3\"", try NibcatProcess.binary().path, new, output, main,
        ]
        shell.currentDirectoryURL = folder
        let result = try CapturedProcess(starting: shell).finish()
        #expect(result.status == 1, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["old"] as? String == "<stdin>")
        let changes = try #require(report["changes"] as? [[String: Any]])
        #expect(changes.map { $0["kind"] as? String } == ["changed"])
        #expect(changes.first?["objectID"] as? String == "wL9-hL-2cT")
        #expect(changes.first?["class"] as? String == "UILabel")
        #expect(
            (changes.first?["properties"] as? [[String: String]]) == [
                ["name": "text", "old": "\"Welcome back\"", "new": "\"Welcome home\""]
            ])
    }

    @Test func worksAsAGitDifftool() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let git = { (arguments: [String]) throws -> ProcessResult in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git"] + arguments
            process.currentDirectoryURL = folder
            process.environment = ProcessInfo.processInfo.environment.merging(
                [
                    "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t",
                    "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t",
                ]) { $1 }
            return try CapturedProcess(starting: process).finish()
        }
        try FileManager.default.copyItem(atPath: main, toPath: folder.appendingPathComponent("Main.storyboard").path)
        #expect(try git(["init", "-q"]).status == 0)
        #expect(try git(["add", "Main.storyboard"]).status == 0)
        #expect(try git(["commit", "-qm", "first"]).status == 0)
        _ = try reworded(in: folder, name: "Main.storyboard")
        // git gives the old version as a temporary file named like XXXXXX_Main.storyboard.
        let output = folder.appendingPathComponent("diff.svg").path
        let tool = "\(try NibcatProcess.binary().path) render -o \(output) --diff"
        // Without --trust-exit-code git goes on to the next file whatever the tool's status.
        let result = try git(["difftool", "-y", "-x", tool, "--", "Main.storyboard"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("changed UILabel wL9-hL-2cT in HomeViewController · Home: text \"Welcome back\" → \"Welcome home\""))
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("data-change=\"changed\" data-object-id=\"wL9-hL-2cT\""))
    }
}
