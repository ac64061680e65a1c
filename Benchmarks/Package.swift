// swift-tools-version: 6.1
// Benchmarks for NibCatalog, kept out of the root package so that its build and tests stay lean.
// Build and run (from the repo root):
//   swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-bench
//   Benchmarks/.build-bench/release/DecodeBenchmark FILE.nib...
//   Benchmarks/.build-bench/release/CompileBenchmark [--jobs 2] [--in-memory] FOLDER...
//   Benchmarks/.build-bench/release/XMLParsePeer DOCUMENT OUTPUT
import PackageDescription

let package = Package(
    name: "NibCatalogBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "NibCatalog", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "DecodeBenchmark",
            dependencies: [.product(name: "NibArchive", package: "NibCatalog")]
        ),
        .executableTarget(
            name: "CompileBenchmark",
            dependencies: [.product(name: "NibCompiler", package: "NibCatalog")]
        ),
        // The peer of a one-document compile process: parse the XML and write a file.
        .executableTarget(name: "XMLParsePeer"),
    ],
    swiftLanguageModes: [.v6]
)
