// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for the readers of every input format and the compiler. A separate package so the root build never links
// libFuzzer; build it with Scripts/fuzz.sh.
let package = Package(
    name: "NibCatalogFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "NibCatalog", path: "..")
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
        .executableTarget(
            name: "FuzzIBDocument",
            dependencies: ["FuzzerEntry", .product(name: "IBSource", package: "NibCatalog")]
        ),
        .executableTarget(
            name: "FuzzNibCompiler",
            dependencies: [
                "FuzzerEntry",
                .product(name: "IBSource", package: "NibCatalog"),
                .product(name: "NibArchive", package: "NibCatalog"),
                .product(name: "NibCompiler", package: "NibCatalog"),
            ]
        ),
        .executableTarget(
            name: "FuzzStringsTable",
            dependencies: ["FuzzerEntry", .product(name: "IBSource", package: "NibCatalog")]
        ),
        .executableTarget(
            name: "FuzzAssetContents",
            dependencies: ["FuzzerEntry", .product(name: "ResourceAssets", package: "NibCatalog")]
        ),
        .executableTarget(
            name: "FuzzImageHeader",
            dependencies: ["FuzzerEntry", .product(name: "ResourceAssets", package: "NibCatalog")]
        ),
        .executableTarget(
            name: "FuzzLintConfiguration",
            dependencies: ["FuzzerEntry", .product(name: "CatalogLint", package: "NibCatalog")]
        ),
        .executableTarget(
            name: "FuzzCodeSource",
            dependencies: ["FuzzerEntry", .product(name: "CodeSource", package: "NibCatalog")]
        ),
        .executableTarget(
            name: "FuzzProjectConfiguration",
            dependencies: ["FuzzerEntry", .product(name: "CatalogLint", package: "NibCatalog")]
        ),
        .executableTarget(
            name: "FuzzSwiftNesting",
            dependencies: ["FuzzerEntry", .product(name: "CodeSource", package: "NibCatalog")]
        ),
        .executableTarget(
            name: "FuzzResourceIndex",
            dependencies: ["FuzzerEntry", .product(name: "NibRuntime", package: "NibCatalog")]
        ),
        .executableTarget(
            name: "FuzzXcodeProject",
            dependencies: ["FuzzerEntry", .product(name: "XcodeProject", package: "NibCatalog")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
