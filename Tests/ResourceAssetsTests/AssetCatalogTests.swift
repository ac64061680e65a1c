import Foundation
import InputFiles
import ResourceAssets
import ResourceAssetsTestSupport
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `AssetCatalog.read` on the example app's catalog and hand-written catalogs for every rule:
/// malformed `Contents.json`, file names that are paths, idioms, appearances, scales.
@Suite struct AssetCatalogTests {
    // MARK: Real catalogs

    @Test func exampleAppCatalog() throws {
        let (entries, problems) = AssetCatalog.read(root: TestPaths.examples.path, catalog: "ExampleApp/Assets.xcassets")
        #expect(problems.isEmpty)
        #expect(entries.map(\.name) == ["BrandColor", "logo", "seal"])

        let color = try AssetCatalogSupport.entry("BrandColor", in: entries)
        #expect(color.kind == .color)
        #expect(color.folder == "ExampleApp/Assets.xcassets/BrandColor.colorset")
        #expect(color.files.isEmpty)

        let logo = try AssetCatalogSupport.entry("logo", in: entries)
        #expect(logo.kind == .image)
        #expect(logo.folder == "ExampleApp/Assets.xcassets/logo.imageset")
        #expect(
            AssetCatalogSupport.describe(logo.files) == [
                "ExampleApp/Assets.xcassets/logo.imageset/logo.png 1 -",
                "ExampleApp/Assets.xcassets/logo.imageset/logo@2x.png 2 -",
                "ExampleApp/Assets.xcassets/logo.imageset/logo@3x.png 3 -",
            ])

        // A vector image: one file for every scale.
        let seal = try AssetCatalogSupport.entry("seal", in: entries)
        #expect(AssetCatalogSupport.describe(seal.files) == ["ExampleApp/Assets.xcassets/seal.imageset/seal.pdf - -"])
    }

    // MARK: Hand-written catalogs

    /// A catalog folder being written in a temporary root.
    struct Workspace {
        let root: URL

        init(label: String = #function) throws {
            root = try TestPaths.temporaryFolder(label)
        }

        func remove() {
            try? FileManager.default.removeItem(at: root)
        }

        /// Writes `text` at `relative`, making the folders on the way.
        func write(_ relative: String, _ text: String) throws {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        /// An image set whose `Contents.json` lists `images` (JSON objects) and whose folder holds `files`.
        func imageSet(_ folder: String, images: [String], files: [String] = []) throws {
            try write(folder + "/Contents.json", "{\"images\": [\(images.joined(separator: ", "))], \"info\": {\"version\": 1}}")
            for file in files {
                try write(folder + "/" + file, "not read")
            }
        }

        func read(_ catalog: String = "A.xcassets") -> (entries: [AssetEntry], problems: [AssetCatalogError]) {
            AssetCatalog.read(root: root.path, catalog: catalog)
        }
    }

    @Test func malformedContentsIsAProblemAndTheSetIsLeftOut() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("A.xcassets/Contents.json", "{\"info\": {\"version\": 1}}")
        try workspace.imageSet(
            "A.xcassets/Good.imageset", images: [#"{"filename": "g.png", "idiom": "universal"}"#], files: ["g.png"])
        try workspace.write("A.xcassets/Broken.imageset/Contents.json", "{\"images\": [ {\"filename\": ")
        try workspace.write("A.xcassets/Broken.imageset/b.png", "x")
        try workspace.write("A.xcassets/Array.imageset/Contents.json", "[1, 2]")
        try workspace.write("A.xcassets/NotAList.imageset/Contents.json", "{\"images\": {\"filename\": \"n.png\"}}")
        try FileManager.default.createDirectory(
            at: workspace.root.appendingPathComponent("A.xcassets/NoContents.imageset"), withIntermediateDirectories: true)
        try workspace.write("A.xcassets/BadColor.colorset/Contents.json", "nope")

        let (entries, problems) = workspace.read()
        #expect(entries.map(\.name) == ["Good"])
        #expect(
            problems.map(\.diagnostic) == [
                Diagnostic(path: "A.xcassets/Array.imageset/Contents.json", message: "not a JSON object"),
                Diagnostic(path: "A.xcassets/BadColor.colorset/Contents.json", message: "not a JSON object"),
                Diagnostic(path: "A.xcassets/Broken.imageset/Contents.json", message: "not a JSON object"),
                Diagnostic(path: "A.xcassets/NoContents.imageset/Contents.json", message: "missing"),
                Diagnostic(path: "A.xcassets/NotAList.imageset/Contents.json", message: "\"images\" is not a list of objects"),
            ])
    }

    /// A file name of megabytes in a set is quoted cut short, with its size, not echoed whole.
    @Test func aHugeFileNameIsQuotedCutShort() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let name = String(repeating: "n", count: 1_000_000) + "/x.png"
        try workspace.write("A.xcassets/Contents.json", "{\"info\": {\"version\": 1}}")
        try workspace.write("A.xcassets/Huge.imageset/Contents.json", "{\"images\": [{\"filename\": \"\(name)\"}]}")
        let (_, problems) = workspace.read()
        let message = try #require(problems.first?.message)
        #expect(message == "file name \"" + String(repeating: "n", count: 200) + "… (1000006 bytes)\" is not a name")
    }

    /// A FIFO as a set's `Contents.json` is a problem in words, not "missing".
    @Test func aFIFOAsContentsIsAProblemNamingIt() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("A.xcassets/Good.imageset/g.png", "x")
        #expect(mkfifo(workspace.root.appendingPathComponent("A.xcassets/Good.imageset/Contents.json").path, 0o644) == 0)
        let (entries, problems) = workspace.read()
        #expect(entries.isEmpty)
        #expect(
            problems.map(\.diagnostic) == [
                Diagnostic(path: "A.xcassets/Good.imageset/Contents.json", message: "a FIFO (named pipe), not a regular file")
            ])
    }

    @Test func fileNamesThatArePathsAreProblems() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("Outside.png", "secret")
        try workspace.imageSet(
            "A.xcassets/Icon.imageset",
            images: [
                #"{"filename": "icon.png", "idiom": "universal", "scale": "1x"}"#,
                #"{"filename": "../../Outside.png", "idiom": "universal", "scale": "2x"}"#,
                #"{"filename": "..", "idiom": "universal", "scale": "3x"}"#,
                #"{"filename": "sub/icon.png", "idiom": "ipad", "scale": "1x"}"#,
                #"{"filename": "/etc/passwd", "idiom": "iphone", "scale": "1x"}"#,
            ],
            files: ["icon.png", "sub/icon.png"])

        let (entries, problems) = workspace.read()
        let icon = try AssetCatalogSupport.entry("Icon", in: entries)
        #expect(AssetCatalogSupport.describe(icon.files) == ["A.xcassets/Icon.imageset/icon.png 1 -"])
        #expect(problems.count == 4)
        #expect(problems.allSatisfy { $0.path == "A.xcassets/Icon.imageset/Contents.json" })
        for (problem, name) in zip(problems, ["../../Outside.png", "..", "sub/icon.png", "/etc/passwd"]) {
            #expect(problem.message.contains("\"\(name)\""), "\(problem)")
        }
    }

    @Test func idiomsGiveDevicesAndUnloadedIdiomsAreSkipped() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.imageSet(
            "A.xcassets/Icon.imageset",
            images: [
                #"{"filename": "u.png", "idiom": "universal", "scale": "1x"}"#,
                #"{"filename": "p.png", "idiom": "iphone", "scale": "2x"}"#,
                #"{"filename": "d.png", "idiom": "ipad", "scale": "2x"}"#,
                #"{"filename": "m.png", "idiom": "mac", "scale": "1x"}"#,
                #"{"filename": "w.png", "idiom": "watch", "scale": "2x"}"#,
                #"{"filename": "t.png", "idiom": "tv", "scale": "1x"}"#,
                #"{"filename": "c.png", "idiom": "car", "scale": "3x"}"#,
                #"{"filename": "n.png", "scale": "3x"}"#,
            ],
            files: ["u.png", "p.png", "d.png", "m.png", "w.png", "t.png", "c.png", "n.png"])

        let (entries, problems) = workspace.read()
        #expect(problems.isEmpty)
        // No idiom at all reads as universal.
        #expect(
            AssetCatalogSupport.describe(try AssetCatalogSupport.entry("Icon", in: entries).files) == [
                "A.xcassets/Icon.imageset/u.png 1 -",
                "A.xcassets/Icon.imageset/p.png 2 iphone",
                "A.xcassets/Icon.imageset/d.png 2 ipad",
                "A.xcassets/Icon.imageset/m.png 1 mac",
                "A.xcassets/Icon.imageset/n.png 3 -",
            ])
    }

    @Test func skippedIdiomsAreNotCheckedForTheirFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        // The watch file is absent: a watch entry never reaches a document, so it is no problem.
        try workspace.imageSet(
            "A.xcassets/Icon.imageset",
            images: [
                #"{"filename": "u.png", "idiom": "universal"}"#,
                #"{"filename": "w.png", "idiom": "watch", "scale": "2x"}"#,
            ],
            files: ["u.png"])
        let (entries, problems) = workspace.read()
        #expect(problems.isEmpty)
        #expect(
            AssetCatalogSupport.describe(try AssetCatalogSupport.entry("Icon", in: entries).files) == ["A.xcassets/Icon.imageset/u.png - -"]
        )
    }

    @Test func appearanceVariantsAreSkipped() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.imageSet(
            "A.xcassets/Icon.imageset",
            images: [
                #"{"filename": "light.png", "idiom": "universal", "scale": "1x"}"#,
                #"{"appearances": [{"appearance": "luminosity", "value": "dark"}], "filename": "dark.png", "idiom": "universal", "scale": "1x"}"#,
                #"{"appearances": [{"appearance": "contrast", "value": "high"}], "filename": "high.png", "idiom": "universal", "scale": "2x"}"#,
                #"{"appearances": [{"appearance": "luminosity", "value": "dark"}], "filename": "absent.png", "idiom": "universal"}"#,
            ],
            files: ["light.png", "dark.png", "high.png"])
        let (entries, problems) = workspace.read()
        #expect(problems.isEmpty)
        #expect(
            AssetCatalogSupport.describe(try AssetCatalogSupport.entry("Icon", in: entries).files) == [
                "A.xcassets/Icon.imageset/light.png 1 -"
            ])
    }

    @Test func scalesAreParsedAndBadScalesAreProblems() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.imageSet(
            "A.xcassets/Icon.imageset",
            images: [
                #"{"filename": "a.png", "idiom": "universal", "scale": "1x"}"#,
                #"{"filename": "b.png", "idiom": "universal", "scale": "2x"}"#,
                #"{"filename": "c.png", "idiom": "universal", "scale": "3x"}"#,
                #"{"filename": "d.png", "idiom": "universal", "scale": "2.5x"}"#,
                #"{"filename": "e.png", "idiom": "universal", "scale": "x2"}"#,
                #"{"filename": "f.png", "idiom": "universal", "scale": "0x"}"#,
                #"{"filename": "g.png", "idiom": "universal", "scale": "2"}"#,
                #"{"filename": "h.pdf", "idiom": "universal"}"#,
                #"{"filename": "i.png", "idiom": "universal", "scale": "10x"}"#,
            ],
            files: ["a.png", "b.png", "c.png", "d.png", "e.png", "f.png", "g.png", "h.pdf", "i.png"])
        let (entries, problems) = workspace.read()
        #expect(
            AssetCatalogSupport.describe(try AssetCatalogSupport.entry("Icon", in: entries).files) == [
                "A.xcassets/Icon.imageset/a.png 1 -",
                "A.xcassets/Icon.imageset/b.png 2 -",
                "A.xcassets/Icon.imageset/c.png 3 -",
                "A.xcassets/Icon.imageset/h.pdf - -",
            ])
        #expect(
            problems.map(\.diagnostic) == [
                Diagnostic(path: "A.xcassets/Icon.imageset/Contents.json", message: "scale \"2.5x\" is not 1x to 9x"),
                Diagnostic(path: "A.xcassets/Icon.imageset/Contents.json", message: "scale \"x2\" is not 1x to 9x"),
                Diagnostic(path: "A.xcassets/Icon.imageset/Contents.json", message: "scale \"0x\" is not 1x to 9x"),
                Diagnostic(path: "A.xcassets/Icon.imageset/Contents.json", message: "scale \"2\" is not 1x to 9x"),
                Diagnostic(path: "A.xcassets/Icon.imageset/Contents.json", message: "scale \"10x\" is not 1x to 9x"),
            ])
    }

    @Test func listedFileThatIsAbsentIsAProblemAndTheSetKept() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.imageSet(
            "A.xcassets/Icon.imageset",
            images: [
                #"{"filename": "icon.png", "idiom": "universal", "scale": "1x"}"#,
                #"{"filename": "icon@2x.png", "idiom": "universal", "scale": "2x"}"#,
            ],
            files: ["icon.png"])
        let (entries, problems) = workspace.read()
        #expect(
            AssetCatalogSupport.describe(try AssetCatalogSupport.entry("Icon", in: entries).files) == [
                "A.xcassets/Icon.imageset/icon.png 1 -"
            ])
        #expect(
            problems.map(\.diagnostic) == [
                Diagnostic(path: "A.xcassets/Icon.imageset/Contents.json", message: "lists \"icon@2x.png\", which is not in the set")
            ])
    }

    @Test func namespacesSymbolsColorsAndOtherSets() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let namespace = "{\"properties\": {\"provides-namespace\": true}}"
        try workspace.write("A.xcassets/Icons/Contents.json", namespace)
        try workspace.write("A.xcassets/Icons/Plain/Contents.json", "{\"properties\": {\"provides-namespace\": false}}")
        try workspace.write("A.xcassets/Icons/NoContents/Deep/Contents.json", namespace)
        try workspace.imageSet("A.xcassets/Icons/Plain/Star.imageset", images: [])
        try workspace.imageSet("A.xcassets/Icons/NoContents/Deep/Moon.imageset", images: [])
        try workspace.write(
            "A.xcassets/Icons/Gear.symbolset/Contents.json", #"{"symbols": [{"filename": "gear.svg", "idiom": "universal"}]}"#)
        try workspace.write("A.xcassets/Icons/Gear.symbolset/gear.svg", "<svg/>")
        try workspace.write("A.xcassets/Icons/Tint.colorset/Contents.json", #"{"colors": []}"#)
        // App icons, data sets and the like are not images a document names; hidden folders are ignored.
        try workspace.write("A.xcassets/AppIcon.appiconset/Contents.json", "{\"images\": []}")
        try workspace.write("A.xcassets/Data.dataset/Contents.json", "{}")
        try workspace.imageSet("A.xcassets/.Hidden.imageset", images: [])
        // A set with no "images" key at all is an empty set.
        try workspace.write("A.xcassets/Bare.imageset/Contents.json", "{}")

        let (entries, problems) = workspace.read()
        #expect(problems.isEmpty)
        #expect(entries.map(\.name) == ["Bare", "Icons/Gear", "Icons/Deep/Moon", "Icons/Star", "Icons/Tint"])
        #expect(entries.map(\.kind) == [.image, .symbol, .image, .image, .color])
        #expect(
            AssetCatalogSupport.describe(try AssetCatalogSupport.entry("Icons/Gear", in: entries).files) == [
                "A.xcassets/Icons/Gear.symbolset/gear.svg - -"
            ])
    }

    /// What a read on another thread returned; written before the semaphore is signalled, read after.
    final class ReadOutcome: @unchecked Sendable {
        var entries: [AssetEntry]?
    }

    /// Links to folders are not followed: two links to `.` would make the walk branch without end,
    /// and a set linked from outside would be read as the catalog's own.
    @Test func linksToFoldersAreNotFollowed() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try workspace.write("A.xcassets/Contents.json", "{\"info\": {\"version\": 1}}")
        try workspace.imageSet(
            "A.xcassets/Good.imageset", images: [#"{"filename": "g.png", "idiom": "universal"}"#], files: ["g.png"])
        try workspace.imageSet(
            "Elsewhere/x.imageset", images: [#"{"filename": "x.png", "idiom": "universal"}"#], files: ["x.png"])
        let catalog = workspace.root.appendingPathComponent("A.xcassets")
        try FileManager.default.createSymbolicLink(atPath: catalog.appendingPathComponent("a").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: catalog.appendingPathComponent("b").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(
            atPath: catalog.appendingPathComponent("x.imageset").path,
            withDestinationPath: workspace.root.appendingPathComponent("Elsewhere/x.imageset").path)

        let outcome = ReadOutcome()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            outcome.entries = workspace.read().entries
            done.signal()
        }
        // Following the links took 2^40 steps; not following them takes milliseconds.
        try #require(done.wait(timeout: .now() + 20) == .success, "the walk did not finish")
        #expect(outcome.entries?.map(\.name) == ["Good"])
    }

    @Test func missingCatalogFolderIsAProblem() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (entries, problems) = workspace.read("Nowhere.xcassets")
        #expect(entries.isEmpty)
        #expect(problems.map(\.diagnostic) == [Diagnostic(path: "Nowhere.xcassets", message: "cannot read folder")])
    }
}
