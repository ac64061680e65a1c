import CatalogStore
import CatalogWorkflows
import Foundation
import InputFiles
import ResourceAssets
import TestSupport
import Testing

/// The image rows `Catalog.index(paths:)` stores for the example app, read back through
/// `imageLibrary(root:)` and `imageFiles(root:)`: loose variants, asset-set files, pixel sizes,
/// hashes, and how re-indexing follows unchanged, corrupt and removed files.
@Suite struct CatalogImagesTests {
    /// The root the catalog stores for the example app: its real path.
    static let examplesRoot = TestPaths.examples.resolvingSymlinksInPath().path

    /// Every loose image file of the example app.
    static let looseFiles = [
        "ExampleApp/Images/avatar_placeholder.png",
        "ExampleApp/Images/avatar_placeholder@2x.png",
        "ExampleApp/Images/avatar_placeholder@3x.png",
        "ExampleApp/Images/star.png",
        "ExampleApp/Images/star@2x.png",
        "ExampleApp/Images/star@3x.png",
        "ExampleApp/Images/toolbar_done.png",
        "ExampleApp/Images/toolbar_done@2x.png",
        "ExampleApp/Images/toolbar_edit.png",
        "ExampleApp/Images/toolbar_edit@2x.png",
        "ExampleApp/Images/toolbar_edit@2x~ipad.png",
        "ExampleApp/Images/toolbar_edit~ipad.png",
        "ExampleApp/Images/unused_logo.png",
        "ExampleApp/Images/unused_logo@2x.png",
    ]

    static let logoFiles = [
        "ExampleApp/Assets.xcassets/logo.imageset/logo.png",
        "ExampleApp/Assets.xcassets/logo.imageset/logo@2x.png",
        "ExampleApp/Assets.xcassets/logo.imageset/logo@3x.png",
    ]

    static let sealFiles = ["ExampleApp/Assets.xcassets/seal.imageset/seal.pdf"]

    /// `path scale device width×height` for each variant.
    static func describe(_ variants: [ImageVariant]) -> [String] {
        variants.map {
            "\($0.path) \($0.scale.map(String.init) ?? "-") \($0.device ?? "-") "
                + "\($0.pixelWidth.map(String.init) ?? "?")×\($0.pixelHeight.map(String.init) ?? "?")"
        }
    }

    static func image(
        _ name: String, in library: ImageLibrary, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> AvailableImage {
        try #require(library.images.first { $0.name == name }, "no image named \(name)", sourceLocation: sourceLocation)
    }

    /// SHA-256 of each file by `/usr/bin/sha256sum`, independent of the hash the catalog uses.
    static func sha256sum(_ paths: [String], in folder: String) throws -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = paths
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        var hashes: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            // "<64 hex digits>  <path>"; a path with a backslash or newline would be escaped, none here.
            let hash = line.prefix(64)
            let path = line.dropFirst(66)
            hashes[String(path)] = String(hash)
        }
        return hashes
    }

    static func hex(_ data: Data) -> String {
        data.map { String(format: "%02x", $0) }.joined()
    }

    // MARK: Rows of the example app

    @Test func looseVariantsWithScalesAndDevices() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let library = try catalog.imageLibrary(root: Self.examplesRoot)

        // Sets first, then loose files by name; the color set is no image.
        #expect(
            library.images.map(\.name) == [
                "logo", "seal", "avatar_placeholder", "star", "toolbar_done", "toolbar_edit", "unused_logo",
            ])
        #expect(library.images.map(\.source) == [.imageSet, .imageSet, .file, .file, .file, .file, .file])

        let edit = try Self.image("toolbar_edit", in: library)
        #expect(edit.source == .file)
        #expect(edit.fileExtension == "png")
        #expect(edit.folder == nil)
        #expect(
            Self.describe(edit.variants) == [
                "ExampleApp/Images/toolbar_edit.png 1 - 24×24",
                "ExampleApp/Images/toolbar_edit@2x.png 2 - 48×48",
                "ExampleApp/Images/toolbar_edit@2x~ipad.png 2 ipad 64×64",
                "ExampleApp/Images/toolbar_edit~ipad.png 1 ipad 32×32",
            ])
        #expect(
            Self.describe(try Self.image("star", in: library).variants) == [
                "ExampleApp/Images/star.png 1 - 20×20",
                "ExampleApp/Images/star@2x.png 2 - 40×40",
                "ExampleApp/Images/star@3x.png 3 - 60×60",
            ])
        #expect(try Self.image("unused_logo", in: library).variants.count == 2)
        #expect(library.resolve("toolbar_edit") == .found(edit))
        #expect(library.images.allSatisfy { ImageLibrary.scaleDisagreements(in: $0).isEmpty })
    }

    @Test func logoAssetSetHasThreeFilesAtExactScales() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let library = try catalog.imageLibrary(root: Self.examplesRoot)
        let logo = try Self.image("logo", in: library)
        #expect(logo.source == .imageSet)
        #expect(logo.folder == "ExampleApp/Assets.xcassets/logo.imageset")
        #expect(logo.fileExtension == nil)
        #expect(logo.variants.map(\.path) == Self.logoFiles)
        #expect(logo.variants.map(\.scale) == [1, 2, 3])
        #expect(logo.variants.allSatisfy { $0.device == nil })
        let base = try #require(logo.variants.first)
        let width = try #require(base.pixelWidth)
        let height = try #require(base.pixelHeight)
        #expect(width == 100 && height == 40)
        for variant in logo.variants {
            let scale = try #require(variant.scale)
            #expect(variant.pixelWidth == width * scale, "\(variant.path)")
            #expect(variant.pixelHeight == height * scale, "\(variant.path)")
        }
        #expect(library.resolve("logo") == .found(logo))
    }

    @Test func projectResourcesAreTheImageLibraryAndTheColorSetsTheCatalogLists() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let resources = try catalog.projectResources(root: Self.examplesRoot)
        #expect(resources.root == Self.examplesRoot)
        #expect(resources.images.images == (try catalog.imageLibrary(root: Self.examplesRoot)).images)
        // BrandColor.colorset's Contents.json: red 0.200, green 0.400, blue 0.800.
        #expect(resources.colors == ["BrandColor": .components(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)])
        #expect(try catalog.projectResources(root: "/no/such/root").colors.isEmpty)
    }

    @Test func fileRowsHaveSizesAndHashesOfTheFiles() throws {
        let (catalog, folder) = try indexedExamples()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let files = try catalog.imageFiles(root: Self.examplesRoot)
        let expectedPaths = (Self.looseFiles + Self.logoFiles + Self.sealFiles).sorted()
        #expect(files.keys.map(\.path).sorted() == expectedPaths)

        let hashes = try Self.sha256sum(expectedPaths, in: Self.examplesRoot)
        #expect(hashes.count == expectedPaths.count)
        for path in expectedPaths {
            guard let file = files[PathKey(path)] else { continue }
            let attributes = try FileManager.default.attributesOfItem(atPath: Self.examplesRoot + "/" + path)
            #expect(file.size == (attributes[.size] as? NSNumber)?.int64Value, "\(path)")
            #expect(file.problem == nil, "\(path)")
            #expect(file.sha256.count == 32, "\(path)")
            #expect(Self.hex(file.sha256) == hashes[path], "\(path)")
            #expect(file.variant.path == path)
            // A vector image has points, no pixels.
            let isRaster = !Self.sealFiles.contains(path)
            #expect((file.variant.pixelWidth != nil && file.variant.pixelHeight != nil) == isRaster, "\(path)")
        }
        #expect(files["ExampleApp/Images/toolbar_edit~ipad.png"]?.variant.device == "ipad")
        #expect(files["ExampleApp/Images/toolbar_edit~ipad.png"]?.variant.scale == 1)
        #expect(files["ExampleApp/Images/toolbar_edit@2x~ipad.png"]?.variant.scale == 2)
        #expect(files["ExampleApp/Assets.xcassets/logo.imageset/logo@3x.png"]?.variant.scale == 3)
        #expect(try catalog.imageFiles(root: "/no/such/root").isEmpty)
    }

    // MARK: Re-indexing

    @Test func reindexingAnUnchangedTreeKeepsTheRows() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        let first = try workspace.index()
        #expect(first.failures.isEmpty)
        let files = try workspace.catalog.imageFiles(root: workspace.root)
        let images = try workspace.catalog.imageLibrary(root: workspace.root).images
        #expect(files.count == 18)

        let again = try workspace.index()
        #expect(again.failures.isEmpty)
        #expect(try workspace.catalog.imageFiles(root: workspace.root) == files)
        #expect(try workspace.catalog.imageLibrary(root: workspace.root).images == images)
    }

    @Test func corruptPNGIsAFailureAndAProblem() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        let relative = "ExampleApp/Images/star@2x.png"
        let star = workspace.file(relative)
        var bytes = [UInt8](try Data(contentsOf: star))
        // Byte 16 is the first byte of IHDR's data (8 signature, 4 length, 4 type): the chunk's CRC no longer matches.
        #expect(bytes.count > 40)
        bytes[16] ^= 0x01
        try Data(bytes).write(to: star)

        let summary = try workspace.index()
        let failures = summary.failures.filter { $0.path.hasSuffix(relative) }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("CRC mismatch") == true)
        #expect(failures.first?.diagnostic.path?.hasSuffix(relative) == true)
        // Only that file failed; every document was still indexed.
        #expect(summary.failures.count == 1)
        #expect(summary.added == 14)

        let row = try #require(try workspace.catalog.imageFiles(root: workspace.root)[PathKey(relative)])
        #expect(row.problem?.contains("CRC mismatch") == true)

        let report = try workspace.catalog.imageReport()
        let problems = report.problems.filter { $0.path == relative }
        #expect(problems.count == 1)
        #expect(problems.first?.message.contains("CRC mismatch") == true)
        #expect(problems.allSatisfy { $0.root == workspace.root })

        // Reported again on the next run until fixed, without reading the file again.
        let again = try workspace.index()
        #expect(again.failures.filter { $0.path.hasSuffix(relative) }.map(\.message) == failures.map(\.message))

        // Fixed: the failure and the problem go away.
        try FileManager.default.removeItem(at: star)
        try FileManager.default.copyItem(at: TestPaths.examples.appendingPathComponent(relative), to: star)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: star.path)
        #expect(try workspace.index().failures.isEmpty)
        #expect(try workspace.catalog.imageFiles(root: workspace.root)[PathKey(relative)]?.problem == nil)
        #expect(try workspace.catalog.imageReport().problems.isEmpty)
    }

    @Test func removingAFileRemovesItsRow() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        _ = try workspace.index()
        let removed = "ExampleApp/Images/toolbar_edit~ipad.png"
        #expect(try workspace.catalog.imageFiles(root: workspace.root)[PathKey(removed)] != nil)

        try FileManager.default.removeItem(at: workspace.file(removed))
        let summary = try workspace.index()
        #expect(summary.failures.isEmpty)
        let files = try workspace.catalog.imageFiles(root: workspace.root)
        #expect(files[PathKey(removed)] == nil)
        #expect(files.count == 17)
        let edit = try Self.image("toolbar_edit", in: try workspace.catalog.imageLibrary(root: workspace.root))
        #expect(
            edit.variants.map(\.path) == [
                "ExampleApp/Images/toolbar_edit.png",
                "ExampleApp/Images/toolbar_edit@2x.png",
                "ExampleApp/Images/toolbar_edit@2x~ipad.png",
            ])

        // Every file of a loose image gone: the image is gone.
        for path in ["ExampleApp/Images/unused_logo.png", "ExampleApp/Images/unused_logo@2x.png"] {
            try FileManager.default.removeItem(at: workspace.file(path))
        }
        _ = try workspace.index()
        #expect(try workspace.catalog.imageLibrary(root: workspace.root).images.map(\.name).contains("unused_logo") == false)
        #expect(try workspace.catalog.imageFiles(root: workspace.root).count == 15)
    }

    @Test func removingAnAssetSetFileIsAFailureAndRemovesItsRow() throws {
        let workspace = try ExampleWorkspace()
        defer { workspace.remove() }
        _ = try workspace.index()
        let removed = "ExampleApp/Assets.xcassets/logo.imageset/logo@3x.png"
        try FileManager.default.removeItem(at: workspace.file(removed))

        let summary = try workspace.index()
        // The set's Contents.json still lists it.
        #expect(summary.failures.map(\.message) == ["lists \"logo@3x.png\", which is not in the set"])
        #expect(summary.failures.first?.path.hasSuffix("ExampleApp/Assets.xcassets/logo.imageset/Contents.json") == true)
        #expect(try workspace.catalog.imageFiles(root: workspace.root)[PathKey(removed)] == nil)
        let logo = try Self.image("logo", in: try workspace.catalog.imageLibrary(root: workspace.root))
        #expect(logo.variants.map(\.path) == Array(Self.logoFiles.prefix(2)))
    }

    @Test func anAssetFileLinkedFromOutsideTheFolderIsSkippedAndNamed() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("Project")
        let set = project.appendingPathComponent("Assets.xcassets/logo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"images":[{"idiom":"universal","filename":"logo.png","scale":"1x"}],"info":{"version":1,"author":"xcode"}}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        let outside = folder.appendingPathComponent("logo.png")
        try FileManager.default.copyItem(at: TestPaths.examples.appendingPathComponent("ExampleApp/Images/star.png"), to: outside)
        try FileManager.default.createSymbolicLink(atPath: set.appendingPathComponent("logo.png").path, withDestinationPath: outside.path)
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        let summary = try catalog.index(paths: [project.path])
        #expect(summary.skipped.map(\.path) == [project.path + "/Assets.xcassets/logo.imageset/logo.png"])
        #expect(try catalog.imageFiles(root: project.resolvingSymlinksInPath().path).isEmpty)
    }

    /// An image set that is a link to a folder outside the project is neither indexed nor read.
    @Test func anImageSetLinkedFromOutsideIsNotIndexed() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("Project")
        let outside = folder.appendingPathComponent("Elsewhere/logo.imageset")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data(#"{"images":[{"idiom":"universal","filename":"logo.png","scale":"1x"}],"info":{"version":1,"author":"xcode"}}"#.utf8)
            .write(to: outside.appendingPathComponent("Contents.json"))
        try FileManager.default.copyItem(
            at: TestPaths.examples.appendingPathComponent("ExampleApp/Images/star.png"), to: outside.appendingPathComponent("logo.png"))
        let assets = project.appendingPathComponent("Assets.xcassets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: assets.appendingPathComponent("logo.imageset").path, withDestinationPath: outside.path)
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        _ = try catalog.index(paths: [project.path])
        #expect(try catalog.imageFiles(root: project.resolvingSymlinksInPath().path).isEmpty)
    }
}
