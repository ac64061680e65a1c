import BundleBuilderTestSupport
import CatalogStore
import CatalogWorkflows
import Foundation
import GRDB
import NibCompiler
import TestSupport
import Testing

@testable import BundleBuilder

@Suite struct BundleWriterTests {
    @Test func theResourceIndexListsEveryVariantWithItsHash() throws {
        let project = try BundleProject.make()
        defer { project.remove() }
        try project.index()
        let publication = try project.publish(BundleBuilderTests.example)
        let hashes = Dictionary(uniqueKeysWithValues: publication.entries.map { ($0.path, $0.sha256) })
        var configuration = Configuration()
        configuration.readonly = true
        let index = try DatabaseQueue(path: publication.bundlePath + "/ResourceIndex.sqlite", configuration: configuration)
        try index.read { db in
            let toolbar = try Row.fetchAll(
                db, sql: "SELECT path, scale, device FROM resource WHERE kind = 'image' AND name = 'toolbar_edit' ORDER BY path")
            #expect(
                toolbar.map { $0["path"] as String } == [
                    "toolbar_edit.png", "toolbar_edit@2x.png", "toolbar_edit@2x~ipad.png", "toolbar_edit~ipad.png",
                ])
            #expect(toolbar.map { $0["scale"] as Int } == [1, 2, 2, 1])
            #expect(toolbar.map { $0["device"] as String? } == [nil, nil, "ipad", "ipad"])

            let logo = try Row.fetchAll(
                db, sql: "SELECT path, scale, pixel_width, pixel_height, sha256 FROM resource WHERE name = 'logo' ORDER BY scale")
            #expect(logo.map { $0["path"] as String } == ["logo.png", "logo@2x.png", "logo@3x.png"])
            let width: Int = logo[0]["pixel_width"]
            #expect(logo.map { $0["pixel_width"] as Int } == [width, 2 * width, 3 * width])
            for row in logo {
                #expect(hashes[row["path"]] == row["sha256"] as Data)
            }

            let segment = try #require(
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT r.path, r.language, d.path AS document, d.root, d.mtime_ns FROM resource r
                        JOIN document d ON d.id = r.document_id WHERE r.kind = 'nib' AND r.name = 'SegmentView'
                        """))
            #expect(segment["path"] as String == "SegmentView.nib")
            #expect(segment["document"] as String == "SegmentView.nib")
            #expect(segment["root"] as String == "")
            #expect(segment["mtime_ns"] as Int64 == 0)
            #expect(segment["language"] as String? == nil)

            let storyboard = try #require(
                try Row.fetchOne(db, sql: "SELECT path, language FROM resource WHERE kind = 'storyboard' AND name = 'Main'"))
            #expect(storyboard["path"] as String == "Base.lproj/Main.storyboardc")
            #expect(storyboard["language"] as String == "Base")
            let strings = try #require(
                try Row.fetchOne(db, sql: "SELECT path, language FROM resource WHERE kind = 'strings' AND name = 'Main'"))
            #expect(strings["path"] as String == "fr.lproj/Main.strings")
            #expect(strings["language"] as String == "fr")

            let info = try Dictionary(
                uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT key, value FROM bundle_info").map {
                    ($0["key"] as String, $0["value"] as String)
                })
            #expect(info["name"] == "ExampleKit")
            #expect(info["version"] == "1.2.3")
            #expect(info["identifier"] == "com.example.kit")
            #expect(info["resourcesPath"] == "")
            // Every file of the bundle but the plist and the index itself is a resource.
            let paths = try Set(String.fetchAll(db, sql: "SELECT path FROM resource"))
            let topLevel = Set(publication.entries.map { $0.path.split(separator: "/").prefix(2).joined(separator: "/") })
                .filter { !$0.hasSuffix(".storyboardc/Info.plist") }
            #expect(paths.union(["Info.plist", "ResourceIndex.sqlite"]).isSuperset(of: topLevel.filter { !$0.contains(".storyboardc/") }))
        }
    }

    @Test func theZipHoldsTheBundleAsItIs() throws {
        let project = try BundleProject.make()
        defer { project.remove() }
        try project.index()
        var spec = BundleBuilderTests.example
        spec.zip = true
        let publication = try project.publish(spec)
        let zip = publication.bundlePath + ".zip"
        let listing = try ExternalTool.run("unzip", ["-Z1", zip], package: "unzip")
        #expect(listing.status == 0, "\(listing.stderr)")
        let files = listing.stdout.split(separator: "\n").filter { !$0.hasSuffix("/") }.map(String.init)
        #expect(files == publication.entries.map { "ExampleKit.bundle/" + $0.path })
        let test = try ExternalTool.run("unzip", ["-t", zip], package: "unzip")
        #expect(test.status == 0, "\(test.stdout)")
    }

    @Test func theResourceIndexHasTheSameBytesWhetherItsDocumentsAreCopiedOrTakenFromTheCatalog() throws {
        let project = try BundleProject.make()
        defer { project.remove() }
        try project.index()
        var spec = BundleBuilderTests.example
        let index = { (publication: BundlePublication) in
            try Data(contentsOf: URL(fileURLWithPath: publication.bundlePath + "/ResourceIndex.sqlite"))
        }
        // The first copies the documents' rows and keeps them; the second starts from those.
        let built = try index(project.publish(spec, to: project.folder.appendingPathComponent("first")))
        let reused = try index(project.publish(spec, to: project.folder.appendingPathComponent("second")))
        #expect(built == reused)

        // An edited document drops what was kept: the next version holds the edit, with the bytes
        // a catalog that never packaged before gives.
        let document = project.project.appendingPathComponent("ExampleApp/Views/SegmentView.xib")
        let text = try String(contentsOf: document, encoding: .utf8)
        try text.replacingOccurrences(of: "customClass=\"SegmentView\"", with: "customClass=\"RenamedView\"")
            .write(to: document, atomically: true, encoding: .utf8)
        try project.index()
        spec.version = "1.2.4"
        let edited = try project.publish(spec)
        let uses = try Catalog(resourceIndexOf: edited.bundlePath).whoUses(className: "RenamedView")
        #expect(uses.map(\.document) == ["SegmentView.nib"])

        let fresh = try Catalog(path: project.folder.appendingPathComponent("fresh.sqlite").path)
        _ = try fresh.index(paths: [project.project.path])
        let again = try BundleBuilder(sources: fresh).publish(
            spec, to: project.folder.appendingPathComponent("fresh").path, options: .init(module: "ExampleApp"))
        #expect(try index(again) == index(edited))
    }

    @Test func filesAreCopiedAndHashedThroughASmallBuffer() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Larger than the buffer, and not a multiple of it.
        let bytes = Data((0..<(FileCopy.chunk * 2 + 12345)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) })
        let source = folder.appendingPathComponent("source.bin")
        try bytes.write(to: source)
        let copy = folder.appendingPathComponent("copy.bin").path
        #expect(FileManager.default.createFile(atPath: copy, contents: Data(repeating: 1, count: FileCopy.chunk * 3)))
        try FileCopy.copy(source.path, to: copy)
        #expect(FileManager.default.contents(atPath: copy) == bytes, "an existing file is replaced")
        let hashed = try #require(FileCopy.sha256(of: copy))
        #expect(hashed.0 == Int64(bytes.count))
        // A cache key starts with the hex SHA-256 of the source.
        #expect(hashed.1.hexString + "|" == CachedCompilation.key(source: bytes, variant: ""))
        #expect(FileCopy.sha256(of: folder.appendingPathComponent("missing").path) == nil)
        #expect(throws: BundleError.self) { try FileCopy.copy(folder.appendingPathComponent("missing").path, to: copy) }
    }
}
