import BundleBuilder
import CatalogStore
import CatalogWorkflows
import Foundation
import ResourceAssets
import TestSupport
import Testing

@testable import NibRuntime

@Suite struct ResourceShelfTests {
    private func makeShelf() throws -> URL {
        let root = try TestPaths.temporaryFolder()
        for relative in [
            "Icons/1.0.0/Icons.bundle", "Icons/1.2.0/Icons.bundle", "Icons/1.2.5/Icons.bundle", "Icons/2.0.0/Icons.bundle",
            "Icons/.1.3.0.partial-412/Icons.bundle", "Icons/latest/Icons.bundle", "Icons/1.4.0/Other.bundle",
            "Icons/01.5.0/Icons.bundle", "Views/0.1.0/Views.bundle",
        ] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(relative), withIntermediateDirectories: true)
        }
        try Data("1".utf8).write(to: root.appendingPathComponent("Icons/1.2.5/Icons.bundle/star.png"))
        return root
    }

    @Test func findsVersionsAndPicksByRequirement() throws {
        let root = try makeShelf()
        defer { try? FileManager.default.removeItem(at: root) }
        let shelf = try ResourceShelf(root: root)
        #expect(shelf.names == ["Icons", "Views"])
        #expect(shelf.entries.filter { $0.name == "Icons" }.map(\.version.description) == ["1.0.0", "1.2.0", "1.2.5", "2.0.0"])
        #expect(try shelf.entry(named: "Icons").version.description == "2.0.0")
        #expect(try shelf.entry(named: "Icons", .exact(BundleVersion("1.2.0")!)).version.description == "1.2.0")
        #expect(try shelf.entry(named: "Icons", .upToNextMajor(from: BundleVersion("1.0")!)).version.description == "1.2.5")
        #expect(
            try shelf.entry(named: "Icons", .upToNextMinor(from: BundleVersion("1.2")!)).url.path
                == root.appendingPathComponent("Icons/1.2.5/Icons.bundle").path)
        let opened = try shelf.bundle(named: "Icons", .upToNextMinor(from: BundleVersion("1.2")!))
        #expect(!opened.isIndexed)
        #expect(try opened.image(named: "star", scale: 2)?.lastPathComponent == "star.png")
    }

    @Test func errorsNameTheShelfAndWhatIsThere() throws {
        let root = try makeShelf()
        defer { try? FileManager.default.removeItem(at: root) }
        let shelf = try ResourceShelf(root: root)
        #expect(
            throws: ResourceBundleError.noMatchingVersion(
                shelf: root.path, name: "Icons", requirement: "~1.3.0", available: ["1.0.0", "1.2.0", "1.2.5", "2.0.0"])
        ) {
            try shelf.entry(named: "Icons", .upToNextMinor(from: BundleVersion("1.3")!))
        }
        #expect(throws: ResourceBundleError.unknownBundle(shelf: root.path, name: "Fonts", available: ["Icons", "Views"])) {
            try shelf.entry(named: "Fonts")
        }
        let missing = root.appendingPathComponent("missing")
        #expect {
            try ResourceShelf(root: missing)
        } throws: { error in
            (error as? ResourceBundleError)?.path == missing.path
        }
    }
}

/// The packager and the runtime agree on version names: every version `package` publishes is
/// one a shelf finds, and every name it refuses is one a shelf would skip.
@Suite struct PublishedVersionShelfTests {
    @Test func everyPublishedVersionIsFoundAndNoOtherIsPublished() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        let out = folder.appendingPathComponent("dist")
        let candidates = ["1.0.0", "0.0.0", "10.20.30", "999999999.0.1", "01.0.0", "1.00.0", "1.0.00", "1.0.1234567890", "1.0", "+1.0.0"]
        var published: [String] = []
        let builder = BundleBuilder(sources: catalog)
        for version in candidates {
            let result = Result { () throws(BundleError) in try builder.publish(BundleSpec(name: "Kit", version: version), to: out.path) }
            switch result {
            case .success:
                published.append(version)
            case .failure(let error):
                guard case .invalidSpec = error else {
                    Issue.record("\(version): \(error)")
                    continue
                }
            }
        }
        #expect(published == ["1.0.0", "0.0.0", "10.20.30", "999999999.0.1"])
        let found = try ResourceShelf(root: out).entries.map(\.version.description)
        #expect(Set(found) == Set(published))
    }
}
