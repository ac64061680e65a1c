// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for the NibArchive readers. A separate package so the root build never links
// libFuzzer; build it with Scripts/fuzz.sh.
let package = Package(
    name: "NibCatalogFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "NibCatalog", path: ".."),
    ],
    targets: [
        .target(name: "FuzzerEntry"),
        .executableTarget(
            name: "FuzzNibArchive",
            dependencies: ["FuzzerEntry", .product(name: "NibArchive", package: "NibCatalog")]
        ),
        .executableTarget(
            name: "FuzzKeyedArchive",
            dependencies: ["FuzzerEntry", .product(name: "NibArchive", package: "NibCatalog")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
