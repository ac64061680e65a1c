import Foundation
import TestSupport
import Testing

@Suite struct LoadCommandTests {
    /// `SegmentView.xib` compiled by `nibcat compile` into a new folder the caller removes.
    private func compiledSegmentView() throws -> URL {
        let folder = try TestPaths.temporaryFolder()
        let input = TestPaths.examples.appendingPathComponent("ExampleApp/Views/SegmentView.xib").path
        let compiled = try NibcatProcess.run(
            ["compile", input, "-o", "SegmentView.nib", "--module", "ExampleApp"], in: folder, environment: ["NIBCAT_DB": ""])
        try #require(compiled.status == 0, "\(compiled.stderr)")
        return folder
    }

    private let withManager = [
        "load", "SegmentView.nib", "--owner-class", "ExampleApp.SegmentViewController", "--external",
        "ViewControllerManager=ExampleApp.ViewControllerManager",
    ]

    @Test func printsTheGraphAndTheConnectionsInOrder() throws {
        let folder = try compiledSegmentView()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatProcess.run(withManager, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let topLevel = try #require(lines.firstIndex(of: "top-level objects:"))
        #expect(lines[topLevel + 1].hasPrefix("  [0] #") && lines[topLevel + 1].hasSuffix(" ExampleApp.SegmentView (UIView)"))
        // A custom object is archived as UIKit's UICustomObject, as Xcode archives it.
        #expect(lines[topLevel + 2].hasSuffix(" ExampleApp.SegmentDelegate (UICustomObject)"))
        #expect(lines.contains { $0.hasSuffix(" File's Owner: ExampleApp.SegmentViewController") })
        #expect(lines.contains { $0.hasSuffix(" External Object 'ViewControllerManager': ExampleApp.ViewControllerManager") })
        let connections = try #require(lines.firstIndex(of: "connections:"))
        let made = lines[(connections + 1)...].map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        #expect(made.map { $0.split(separator: " ")[0] } == ["outlet", "outlet", "action", "action", "action"])
        #expect(
            made.map { $0.split(separator: " ")[2] } == [
                "manager", "segmentDelegate", "segmentChanged:", "selectionChanged:", "switchController:",
            ])
        let again = try NibcatProcess.run(withManager, in: folder)
        #expect(again.stdout == result.stdout, "the same bytes every run")
    }

    @Test func jsonNamesEveryObjectAndConnectionByArchiveIndex() throws {
        let folder = try compiledSegmentView()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatProcess.run(withManager + ["--json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let objects = try #require(json["objects"] as? [[String: Any]])
        let manager = try #require(objects.first { $0["role"] as? String == "externalObject" })
        #expect(manager["identifier"] as? String == "ViewControllerManager")
        #expect(manager["class"] as? String == "ExampleApp.ViewControllerManager")
        let connections = try #require(json["connections"] as? [[String: Any]])
        let switchController = try #require(connections.first { $0["name"] as? String == "switchController:" })
        #expect(switchController["destination"] as? String == manager["id"] as? String)
        #expect(switchController["eventType"] as? String == "valueChanged")
        let topLevel = try #require(json["topLevelObjects"] as? [String])
        #expect(topLevel.count == 2)
        #expect(objects.first { $0["id"] as? String == topLevel[0] }?["class"] as? String == "ExampleApp.SegmentView")
    }

    @Test func aMissingExternalObjectFailsNamingFileAndIdentifier() throws {
        let folder = try compiledSegmentView()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatProcess.run(["load", "SegmentView.nib", "--owner-class", "Owner"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("SegmentView.nib: error: "), "\(result.stderr)")
        #expect(result.stderr.contains("'ViewControllerManager'"))
        #expect(result.stdout.isEmpty)
    }

    @Test func badBytesFailWithStatusOneAndBadArgumentsWithTwo() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("NIBArchive\u{1}".utf8).write(to: folder.appendingPathComponent("Broken.nib"))
        let broken = try NibcatProcess.run(["load", "Broken.nib"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("Broken.nib: error: "), "\(broken.stderr)")
        let usage = try NibcatProcess.run(["load", "Broken.nib", "--external", "NoClass"], in: folder)
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("IDENTIFIER=CLASS"))
    }
}
