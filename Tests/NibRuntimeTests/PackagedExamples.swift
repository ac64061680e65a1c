import Foundation
import NibRuntime
import TestSupport

/// The bundle our own indexer, compiler and packager build from `Examples/` (module
/// `ExampleApp`), built once per test process because indexing and compiling it takes seconds,
/// and removed when the process exits.
enum PackagedExamples {
    private static let built: Result<PackagedFixture, any Error> = Result {
        let fixture = try PackagedFixture.make(TestPaths.examples, name: "Example", label: "PackagedExamples")
        atexit {
            if case .success(let fixture) = PackagedExamples.built {
                fixture.remove()
            }
        }
        return fixture
    }

    /// `Example.bundle`, packaged on first use.
    static func bundle() throws -> URL {
        try built.get().bundle
    }

    /// A nib of the bundle, found by name as an app finds it.
    static func nib(_ name: String) throws -> URL {
        let bundle = try bundle()
        guard let url = try ResourceBundle(url: bundle).nib(named: name) else {
            throw NoSuchNib(bundle: bundle.path, name: name)
        }
        return url
    }

    struct NoSuchNib: Error {
        var bundle: String
        var name: String
    }
}
