import Foundation
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

    @Test func aFIFOAsTheBundlesIndexIsAnErrorNotAHang() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Kit.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        #expect(mkfifo(bundle.appendingPathComponent("ResourceIndex.sqlite").path, 0o600) == 0)
        let running = try NibcatProcess.start(["lookup", "Kit.bundle", "nib", "Card"], in: folder)
        let result = try #require(running.finish(within: 20), "lookup hung on a FIFO index")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Kit.bundle/ResourceIndex.sqlite"), "\(result.stderr)")
    }
}
