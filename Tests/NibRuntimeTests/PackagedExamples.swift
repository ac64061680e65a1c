import BundleBuilder
import CatalogStore
import Foundation
import TestSupport

/// The bundle our own indexer, compiler and packager build from `Examples/` (module
/// `ExampleApp`), built once per test process because indexing and compiling it takes seconds,
/// and removed when the process exits.
enum PackagedExamples {
    private static let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("nibcat-tests-PackagedExamples-\(UUID().uuidString)")
    private static let built: Result<URL, any Error> = Result { try build() }

    /// `Example.bundle`, packaged on first use.
    static func bundle() throws -> URL {
        try built.get()
    }

    /// A nib of the bundle by file name, until `ResourceBundle.nib(named:)` finds it.
    static func nib(_ name: String) throws -> URL {
        try bundle().appendingPathComponent(name + ".nib")
    }

    private static func build() throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: PackagedExamples.folder) }
        let catalog = try Catalog(path: folder.appendingPathComponent("catalog.sqlite").path)
        _ = try catalog.index(paths: [TestPaths.examples.path])
        // Main.storyboard names the deliberately missing image `missing_banner`.
        let spec = BundleSpec(name: "Example", version: "1.0.0", allowMissingImages: true)
        let publication = try BundleBuilder(catalog: catalog).publish(
            spec, to: folder.appendingPathComponent("dist").path, options: .init(module: "ExampleApp"))
        return URL(fileURLWithPath: publication.bundlePath)
    }
}
