import Foundation
import TestSupport
import Testing

/// `nibcat map` from the command line.
@Suite struct MapCommandTests {
    private let storyboard = TestPaths.examples.appendingPathComponent("ExampleApp/Base.lproj/Main.storyboard").path

    @Test func writesTheMapAndReportsItsScenesAndSegues() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Main.svg")
        let result = try NibcatProcess.run(["map", storyboard, "-o", output.path, "--json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("id=\"scene-Hs2-sC-8mB\""))
        #expect(svg.contains("id=\"segue-rT3-sG-9wL\" class=\"segue segue-relationship\" data-segue-kind=\"relationship\""))
        #expect(svg.contains("id=\"initial-arrow\" data-destination=\"Nv1-sC-4kA\""))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["initialScene"] as? String == "Nv1-sC-4kA")
        let scenes = try #require(report["scenes"] as? [[String: Any]])
        #expect(scenes.count == 6)
        #expect(scenes.first { $0["sceneID"] as? String == "Hs2-sC-8mB" }?["name"] as? String == "Home")
        #expect((report["segues"] as? [[String: Any]])?.count == 6)
        // Another process, another hash seed: the same bytes.
        let again = folder.appendingPathComponent("again.svg")
        #expect(try NibcatProcess.run(["map", storyboard, "-o", again.path], in: folder).status == 0)
        #expect(try Data(contentsOf: again) == Data(contentsOf: output))
    }

    @Test func aXibHasNoMap() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = TestPaths.examples.appendingPathComponent("ExampleApp/Views/BlueView.xib").path
        let result = try NibcatProcess.run(["map", xib, "-o", folder.appendingPathComponent("x.svg").path], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(xib): error: not a storyboard"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.svg").path))
    }
}
