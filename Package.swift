// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "NibCatalog",
    platforms: [.macOS(.v13)],
    // The libraries are the stages a tool built on NibCatalog needs: the readers, the compiler,
    // the runtime loader, drawing, the catalog, lint and packaging. The command's own layers (the
    // document summary it prints, the project configuration, the report site, suggestions) are not.
    products: [
        .executable(name: "nibcat", targets: ["nibcat"]),
        .executable(name: "nibcat-ibtool", targets: ["nibcat-ibtool"]),
        .library(name: "IBSource", targets: ["IBSource"]),
        .library(name: "NibArchive", targets: ["NibArchive"]),
        .library(name: "UIKitNib", targets: ["UIKitNib"]),
        .library(name: "AppKitNib", targets: ["AppKitNib"]),
        .library(name: "CatalogStore", targets: ["CatalogStore"]),
        .library(name: "NibCompiler", targets: ["NibCompiler"]),
        .library(name: "ResourceAssets", targets: ["ResourceAssets"]),
        .library(name: "BundleBuilder", targets: ["BundleBuilder"]),
        .library(name: "NibRuntime", targets: ["NibRuntime"]),
        .library(name: "CatalogLint", targets: ["CatalogLint"]),
        .library(name: "XcodeProject", targets: ["XcodeProject"]),
        .plugin(name: "NibcatCommand", targets: ["NibcatCommand"]),
        .library(name: "CodeSource", targets: ["CodeSource"]),
        .library(name: "NibRender", targets: ["NibRender"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "Schema",
            path: "Schema",
            resources: [
                .embedInCode("Catalog/catalog_001.sql"),
                .embedInCode("Catalog/catalog_002.sql"),
                .embedInCode("Catalog/catalog_003.sql"),
                .embedInCode("Catalog/catalog_004.sql"),
                .embedInCode("Catalog/catalog_005.sql"),
                .embedInCode("Catalog/catalog_006.sql"),
                .embedInCode("Catalog/catalog_007.sql"),
                .embedInCode("Catalog/catalog_008.sql"),
                .embedInCode("Catalog/catalog_009.sql"),
                .embedInCode("Catalog/catalog_010.sql"),
                .embedInCode("Catalog/catalog_011.sql"),
                .embedInCode("Catalog/catalog_012.sql"),
                .embedInCode("ResourceIndex/resource_index_001.sql"),
            ]
        ),
        .systemLibrary(name: "SystemZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "InputFiles"),
        .target(name: "Suggestions"),
        .target(name: "IBSource", dependencies: ["InputFiles"]),
        .target(
            name: "CodeSource",
            dependencies: [
                "InputFiles",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        .target(name: "NibArchive", dependencies: ["InputFiles"]),
        .target(name: "ResourceAssets", dependencies: ["SystemZlib", "InputFiles"]),
        .target(name: "UIKitNib", dependencies: ["NibArchive", "InputFiles"]),
        .target(name: "AppKitNib", dependencies: ["NibArchive", "InputFiles"]),
        .target(name: "DocumentSummary", dependencies: ["NibArchive", "UIKitNib", "AppKitNib", "IBSource", "InputFiles"]),
        .target(name: "XcodeProject", dependencies: ["InputFiles"]),
        .target(
            name: "ProjectModel",
            dependencies: [
                "InputFiles", "XcodeProject", "ResourceAssets", "CodeSource", "UIKitNib", .product(name: "Yams", package: "Yams"),
            ]),
        // The content hash of compiled files, which the catalog records and bundles index: here, so
        // that the readers below it need no cryptography.
        .target(name: "ContentDigest", dependencies: ["UIKitNib", .product(name: "Crypto", package: "swift-crypto")]),
        .target(
            name: "CatalogStore",
            dependencies: [
                "IBSource",
                "CodeSource",
                "InputFiles",
                "DocumentSummary",
                "ResourceAssets",
                "SystemZlib",
                "Schema",
                "XcodeProject",
                "ProjectModel",
                "Suggestions",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // Orchestration between the libraries and the command line: what joins two stages that must
        // not import each other: the catalog as the compiler's cache and as packaging's sources, and
        // the readers an index run parses the project's files with.
        .target(
            name: "CatalogWorkflows",
            dependencies: [
                "CatalogStore", "BundleBuilder", "NibCompiler", "IBSource", "CodeSource", "DocumentSummary", "UIKitNib", "ContentDigest",
                "ResourceAssets", "ProjectModel", "InputFiles", .product(name: "Crypto", package: "swift-crypto"),
            ]),
        .target(
            name: "CatalogLint",
            dependencies: [
                "CatalogStore", "ProjectModel", "IBSource", "InputFiles", "Suggestions", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .target(
            name: "NibCompiler", dependencies: ["IBSource", "NibArchive", "UIKitNib", "AppKitNib", "InputFiles", "XcodeProject"]),
        .target(
            name: "BundleBuilder",
            dependencies: [
                "IBSource",
                "InputFiles",
                "NibArchive",
                "UIKitNib",
                "DocumentSummary",
                "ResourceAssets",
                "ContentDigest",
                "ProjectModel",
                "NibCompiler",
                "Schema",
                "SystemZlib",
                "XcodeProject",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "NibRuntime",
            dependencies: [
                "NibArchive",
                "UIKitNib",
                "AppKitNib",
                "ResourceAssets",
                "InputFiles",
                "Suggestions",
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "NibRender",
            dependencies: ["IBSource", "NibArchive", "UIKitNib", "AppKitNib", "DocumentSummary", "ResourceAssets", "InputFiles"]),
        .target(
            name: "CatalogReport",
            dependencies: [
                "NibRender", "CatalogStore", "CatalogLint", "IBSource", "UIKitNib", "DocumentSummary", "ResourceAssets", "InputFiles",
            ]),
        .executableTarget(
            name: "render-bench",
            dependencies: ["NibRender", "ResourceAssets"],
            path: "Benchmarks/RenderBench"
        ),
        .executableTarget(
            name: "runtime-bench",
            dependencies: ["NibRuntime", "NibArchive"],
            path: "Benchmarks/RuntimeBench"
        ),
        .target(
            name: "CommandLineContract",
            dependencies: ["InputFiles", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(
            name: "IbtoolCommandLine",
            dependencies: [
                "NibCompiler", "InputFiles", "CommandLineContract", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "nibcat-ibtool", dependencies: ["IbtoolCommandLine"]),
        .executableTarget(
            name: "nibcat",
            dependencies: [
                "IBSource",
                "NibArchive",
                "UIKitNib",
                "DocumentSummary",
                "CatalogStore",
                "CatalogWorkflows",
                "ProjectModel",
                "XcodeProject",
                "NibCompiler",
                "IbtoolCommandLine",
                "CommandLineContract",
                "ResourceAssets",
                "BundleBuilder",
                "NibRuntime",
                "CatalogLint",
                "NibRender",
                "CatalogReport",
                "InputFiles",
                "Suggestions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "NibcatCommand",
            capability: .command(
                intent: .custom(verb: "nibcat", description: "Run nibcat (lint, index, images, …) in the package's folder"),
                permissions: [
                    .writeToPackageDirectory(reason: "nibcat keeps its catalog in .nibcat/ in the package's folder")
                ]),
            dependencies: ["nibcat"]
        ),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "InputFilesTests", dependencies: ["InputFiles", "TestSupport"]),
        .testTarget(name: "CommandLineContractTests", dependencies: ["CommandLineContract", "InputFiles"]),
        .testTarget(
            name: "IbtoolCommandLineTests",
            dependencies: [
                "IbtoolCommandLine", "NibCompiler", "TestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject", "InputFiles", "TestSupport"]),
        .testTarget(
            name: "ProjectModelTests",
            dependencies: [
                "CatalogWorkflows",
                "ProjectModel", "CatalogStore", "XcodeProject", "InputFiles", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(name: "SuggestionsTests", dependencies: ["Suggestions"]),
        .testTarget(name: "IBSourceTests", dependencies: ["IBSource", "InputFiles", "TestSupport"]),
        .testTarget(name: "IBSourceConformanceTests", dependencies: ["IBSource", "TestSupport"]),
        .testTarget(name: "CodeSourceTests", dependencies: ["CodeSource", "TestSupport"]),
        // What the NIBArchive and property-list unit tests share with their conformance tests.
        .target(name: "NibArchiveTestSupport", dependencies: ["NibArchive"], path: "Tests/NibArchiveTestSupport"),
        .testTarget(name: "NibArchiveTests", dependencies: ["NibArchive", "NibArchiveTestSupport", "TestSupport"]),
        .testTarget(name: "NibArchiveConformanceTests", dependencies: ["NibArchive", "NibArchiveTestSupport", "TestSupport"]),
        .testTarget(name: "UIKitNibTests", dependencies: ["UIKitNib", "NibArchive", "TestSupport"]),
        .testTarget(name: "UIKitNibConformanceTests", dependencies: ["UIKitNib", "NibArchive", "TestSupport"]),
        .testTarget(name: "AppKitNibTests", dependencies: ["AppKitNib", "NibArchive"]),
        .testTarget(name: "AppKitNibConformanceTests", dependencies: ["AppKitNib", "UIKitNib", "NibArchive", "TestSupport"]),
        .testTarget(
            name: "ContentDigestTests", dependencies: ["ContentDigest", "UIKitNib", .product(name: "Crypto", package: "swift-crypto")]),
        .testTarget(name: "DocumentSummaryTests", dependencies: ["DocumentSummary", "UIKitNib", "NibArchive", "TestSupport"]),
        .testTarget(
            name: "DocumentSummaryConformanceTests",
            dependencies: ["DocumentSummary", "UIKitNib", "NibArchive", "IBSource", "TestSupport"]),
        // The image report of a tree, which the catalog's unit and conformance tests share.
        .target(
            name: "CatalogStoreTestSupport", dependencies: ["CatalogStore", "CatalogWorkflows", "TestSupport"],
            path: "Tests/CatalogStoreTestSupport"),
        .testTarget(
            name: "CatalogStoreTests",
            dependencies: [
                "CatalogWorkflows", "CatalogStore", "CatalogStoreTestSupport", "ProjectModel", "NibCompiler", "IBSource", "InputFiles",
                "ResourceAssets", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(
            name: "CatalogStoreConformanceTests",
            dependencies: [
                "CatalogWorkflows", "CatalogStore", "CatalogStoreTestSupport", "DocumentSummary", "InputFiles", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(
            name: "CatalogWorkflowsTests",
            dependencies: [
                "CatalogWorkflows", "CatalogStore", "BundleBuilder", "NibCompiler", "IBSource", "InputFiles", "ProjectModel", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Crypto", package: "swift-crypto"),
            ]),
        // The indexed lint fixtures, which the linter's unit and conformance tests lint.
        .target(
            name: "CatalogLintTestSupport", dependencies: ["CatalogWorkflows", "CatalogLint", "CatalogStore", "TestSupport"],
            path: "Tests/CatalogLintTestSupport"),
        .testTarget(
            name: "CatalogLintTests",
            dependencies: ["CatalogWorkflows", "CatalogLint", "CatalogLintTestSupport", "CatalogStore", "TestSupport"]),
        .testTarget(name: "CatalogLintConformanceTests", dependencies: ["CatalogLint", "CatalogLintTestSupport", "TestSupport"]),
        // What the compiler's unit tests share with its conformance tests: small xibs, options, reads.
        .target(
            name: "CompilerTestSupport", dependencies: ["NibCompiler", "NibArchive", "UIKitNib", "TestSupport"],
            path: "Tests/CompilerTestSupport"),
        .testTarget(
            name: "NibCompilerTests",
            dependencies: [
                "NibCompiler", "DocumentSummary", "UIKitNib", "NibArchive", "IBSource", "CatalogStore", "CatalogWorkflows", "XcodeProject",
                "InputFiles",
                "TestSupport",
                "CompilerTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(
            name: "NibCompilerConformanceTests",
            dependencies: [
                "NibCompiler", "CompilerTestSupport", "DocumentSummary", "UIKitNib", "AppKitNib", "NibArchive", "IBSource", "InputFiles",
                "TestSupport",
            ]),
        // What the resource readers' unit tests share with their conformance tests.
        .target(
            name: "ResourceAssetsTestSupport", dependencies: ["ResourceAssets", "TestSupport"], path: "Tests/ResourceAssetsTestSupport"),
        .testTarget(
            name: "ResourceAssetsTests", dependencies: ["ResourceAssets", "ResourceAssetsTestSupport", "InputFiles", "TestSupport"]),
        .testTarget(
            name: "ResourceAssetsConformanceTests",
            dependencies: ["ResourceAssets", "ResourceAssetsTestSupport", "TestSupport"]),
        // A project, its catalog and an output folder, which packaging's unit and conformance tests build.
        .target(
            name: "BundleBuilderTestSupport", dependencies: ["BundleBuilder", "CatalogStore", "CatalogWorkflows", "TestSupport"],
            path: "Tests/BundleBuilderTestSupport"),
        .testTarget(
            name: "BundleBuilderTests",
            dependencies: [
                "BundleBuilder", "CatalogStore", "CatalogWorkflows", "ProjectModel", "NibCompiler", "InputFiles", "ResourceAssets",
                "NibArchive", "TestSupport", "BundleBuilderTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(name: "BundleBuilderConformanceTests", dependencies: ["BundleBuilder", "BundleBuilderTestSupport", "TestSupport"]),
        // The example app's classes, which the runtime's unit and conformance tests load nibs with.
        .target(name: "NibRuntimeTestSupport", dependencies: ["NibRuntime"], path: "Tests/NibRuntimeTestSupport"),
        .testTarget(
            name: "NibRuntimeTests",
            dependencies: [
                "NibRuntime", "BundleBuilder", "CatalogStore", "CatalogWorkflows", "NibArchive", "UIKitNib", "DocumentSummary",
                "ResourceAssets",
                "InputFiles", "TestSupport", "NibRuntimeTestSupport",
            ]),
        .testTarget(
            name: "NibRuntimeConformanceTests",
            dependencies: ["NibRuntime", "NibRuntimeTestSupport", "NibArchive", "UIKitNib", "DocumentSummary", "TestSupport"]),
        // What the drawing's unit tests share with its conformance tests: rendered SVG read back, the
        // example app's storyboard and its edit, and the elements and shapes the tests look at.
        .target(
            name: "NibRenderTestSupport", dependencies: ["NibRender", "IBSource", "ResourceAssets", "TestSupport"],
            path: "Tests/NibRenderTestSupport"),
        .testTarget(
            name: "NibRenderTests",
            dependencies: [
                "NibRender", "NibRenderTestSupport", "IBSource", "UIKitNib", "NibArchive", "DocumentSummary", "ResourceAssets",
                "NibCompiler", "TestSupport",
            ]),
        .testTarget(
            name: "NibRenderConformanceTests",
            dependencies: [
                "NibRender", "NibRenderTestSupport", "IBSource", "UIKitNib", "NibArchive", "DocumentSummary", "ResourceAssets",
                "NibCompiler", "TestSupport",
            ]),
        .testTarget(
            name: "CatalogReportTests",
            dependencies: [
                "CatalogWorkflows", "CatalogReport", "CatalogStore", "CatalogLint", "NibRender", "ResourceAssets", "InputFiles",
                "TestSupport",
            ]),
        .testTarget(
            name: "NibcatTests",
            dependencies: [
                "nibcat", "nibcat-ibtool", "NibArchive", "TestSupport", .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]),
        .testTarget(name: "NibcatConformanceTests", dependencies: ["nibcat", "nibcat-ibtool", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
