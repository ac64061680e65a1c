import BundleBuilder
import CatalogStore
import CatalogWorkflows
import Foundation
import TestSupport

/// A copy of a fixture project, indexed and packaged with `BundleBuilder` into
/// `<folder>/dist/<Name>/<Version>/<Name>.bundle`.
struct PackagedFixture {
    let folder: URL
    let bundle: URL

    static func make(
        _ project: URL, name: String = "Fixture", version: String = "1.0.0", label: String = #function
    ) throws -> PackagedFixture {
        let folder = try TestPaths.temporaryFolder(label)
        let copy = folder.appendingPathComponent("Project")
        try FileManager.default.copyItem(at: project, to: copy)
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        _ = try catalog.index(paths: [copy.path])
        // Examples' Main.storyboard names the deliberately missing image `missing_banner`.
        let spec = BundleSpec(name: name, version: version, allowMissingImages: true)
        let publication = try BundleBuilder(sources: catalog).publish(
            spec, to: folder.appendingPathComponent("dist").path, options: .init(module: "ExampleApp"))
        return PackagedFixture(folder: folder, bundle: URL(fileURLWithPath: publication.bundlePath))
    }

    /// The lookup fixture: scale, device and language variants (see its README).
    static func lookup(label: String = #function) throws -> PackagedFixture {
        try make(TestPaths.fixtures.appendingPathComponent("Lookup"), name: "Lookup", label: label)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
