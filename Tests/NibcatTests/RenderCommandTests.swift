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
}
