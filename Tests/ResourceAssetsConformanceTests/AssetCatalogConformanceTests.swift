import Foundation
import ResourceAssets
import ResourceAssetsTestSupport
import TestSupport
import Testing

/// `AssetCatalog.read` on two real-world catalogs from the corpus: namespaces, empty sets, symbol
/// sets whose files are absent.
@Suite struct AssetCatalogConformanceTests {
    @Test func iblinterNamespacesEmptySetsAndAbsentSymbolFiles() throws {
        let root = try TestPaths.corpus("ib/iblinter/IBLinterKitTest/Resources/Rules/ImageResourcesRule")
        let (entries, problems) = AssetCatalog.read(root: root.path, catalog: "Media.xcassets")

        // Sorted by folder; `Namespace` provides a namespace, `Folder` and `Nested` do not,
        // `NestedNamespace` adds a second level.
        #expect(
            entries.map(\.name) == [
                "Apple",
                "Empty",
                "AppleNonNamespaced",
                "Namespace/AppleNamespaced",
                "Namespace/EmptyNested",
                "Namespace/NamespaceNestedSymbol",
                "Namespace/NestedNamespace/EmptyNamespaced",
                "Namespace/NestedNamespace/NestedNamespaceSymbol",
            ])
        #expect(
            entries.map(\.folder) == [
                "Media.xcassets/Apple.imageset",
                "Media.xcassets/Empty.imageset",
                "Media.xcassets/Folder/AppleNonNamespaced.imageset",
                "Media.xcassets/Namespace/AppleNamespaced.imageset",
                "Media.xcassets/Namespace/Nested/EmptyNested.imageset",
                "Media.xcassets/Namespace/Nested/NamespaceNestedSymbol.symbolset",
                "Media.xcassets/Namespace/NestedNamespace/EmptyNamespaced.imageset",
                "Media.xcassets/Namespace/NestedNamespace/NestedNamespaceSymbol.symbolset",
            ])
        #expect(entries.map(\.kind) == [.image, .image, .image, .image, .image, .symbol, .image, .symbol])

        // Nothing like "Folder/AppleNonNamespaced" or "Namespace/Nested/…": plain folders add nothing.
        #expect(!entries.contains { $0.name.hasPrefix("Folder/") || $0.name.contains("/Nested/") })

        let namespaced = try AssetCatalogSupport.entry("Namespace/AppleNamespaced", in: entries)
        #expect(
            AssetCatalogSupport.describe(namespaced.files) == [
                "Media.xcassets/Namespace/AppleNamespaced.imageset/apple_red.png 1 -",
                "Media.xcassets/Namespace/AppleNamespaced.imageset/apple_red@2x.png 2 -",
                "Media.xcassets/Namespace/AppleNamespaced.imageset/apple_red@3x.png 3 -",
            ])
        #expect(try AssetCatalogSupport.entry("AppleNonNamespaced", in: entries).files.count == 3)

        // Sets whose entries name no file, and symbol sets whose svg is absent: kept, with no files.
        for name in [
            "Empty", "Namespace/EmptyNested", "Namespace/NestedNamespace/EmptyNamespaced",
            "Namespace/NamespaceNestedSymbol", "Namespace/NestedNamespace/NestedNamespaceSymbol",
        ] {
            #expect(try AssetCatalogSupport.entry(name, in: entries).files.isEmpty, "\(name)")
        }

        // Only the two absent svg files are problems; empty sets are not.
        #expect(
            problems.map(\.path) == [
                "Media.xcassets/Namespace/Nested/NamespaceNestedSymbol.symbolset/Contents.json",
                "Media.xcassets/Namespace/NestedNamespace/NestedNamespaceSymbol.symbolset/Contents.json",
            ])
        #expect(problems.count == 2)
        if problems.count == 2 {
            #expect(problems[0].message.contains("\"mySymbol.svg\""))
            #expect(problems[1].message.contains("\"pencil.svg\""))
            #expect(problems[0].diagnostic.path == "Media.xcassets/Namespace/Nested/NamespaceNestedSymbol.symbolset/Contents.json")
            #expect(problems[0].diagnostic.line == nil && problems[0].diagnostic.severity == .error)
        }
    }

    @Test func rswiftNestedNamespaces() throws {
        let root = try TestPaths.corpus("ib/rswift/ResourceApp")
        let (entries, problems) = AssetCatalog.read(root: root.path, catalog: "Images2.xcassets")
        #expect(problems.isEmpty)
        #expect(
            entries.map(\.name) == [
                "Conflicting",
                "Namespace 1/Inner/Namespace 2/first",
                "Namespace 1/Second",
                "Namespace 1/third",
                "Namespace-/Inner/Namespace/first",
                "Namespace-/Second",
                "Namespace-/third",
                "conflicting/first",
            ])
        #expect(entries.allSatisfy { $0.kind == .image })

        let first = try AssetCatalogSupport.entry("Namespace 1/Inner/Namespace 2/first", in: entries)
        #expect(first.folder == "Images2.xcassets/Namespace 1/Inner/Namespace 2/Folder/first.imageset")
        // A pdf with no scale: one file for every scale.
        #expect(
            AssetCatalogSupport.describe(first.files) == [
                "Images2.xcassets/Namespace 1/Inner/Namespace 2/Folder/first.imageset/first.pdf - -"
            ])
        #expect(entries.allSatisfy { $0.files.count == 1 && $0.files[0].scale == nil })
    }
}
