import CatalogStore
import CatalogStoreTestSupport
import Foundation
import TestSupport
import Testing

/// `Catalog.imageReport()` on two real-world projects of the corpus, IBLinter's and R.swift's.
@Suite struct ImageReportConformanceTests {
    @Test func iblinterImageResourcesRule() throws {
        let (report, folder) = try CatalogImageReports.report(of: try TestPaths.corpus("ib/iblinter"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = "IBLinterKitTest/Resources/Rules/ImageResourcesRule/StoryboardAsset.storyboard"

        // The fixture's four deliberate mistakes, and nothing else in the whole project.
        let missing = report.references.filter { $0.status == .missing }
        #expect(
            missing.map(\.name) == [
                "Namespace/AppleNonNamespaced",
                "Folder/AppleNonNamespaced",
                "TypoImage",
                "Namespace/NestedNamespace/NestedNamespaceSymbolTypo",
            ])
        #expect(missing.allSatisfy { $0.document == fixture })
        #expect(!report.references.contains { $0.status == .caseMismatch })

        let fromFixture = report.references.filter { $0.document == fixture }
        func status(_ name: String) -> [ResolvedImageReference.Status] {
            fromFixture.filter { $0.name == name }.map(\.status)
        }
        #expect(status("grid") == [.system])
        #expect(status("bag") == [.system])
        #expect(status("AppleNonNamespaced") == [.found])
        #expect(status("Namespace/AppleNamespaced") == [.found])
        #expect(status("Namespace/NamespaceNestedSymbol") == [.found])
        #expect(status("Apple").allSatisfy { $0 == .found })
        #expect(!status("Apple").isEmpty)
        #expect(fromFixture.first { $0.name == "grid" }?.files == [])
        #expect(
            fromFixture.first { $0.name == "Namespace/AppleNamespaced" }?.files == [
                "IBLinterKitTest/Resources/Rules/ImageResourcesRule/Media.xcassets/Namespace/AppleNamespaced.imageset/apple_red.png",
                "IBLinterKitTest/Resources/Rules/ImageResourcesRule/Media.xcassets/Namespace/AppleNamespaced.imageset/apple_red@2x.png",
                "IBLinterKitTest/Resources/Rules/ImageResourcesRule/Media.xcassets/Namespace/AppleNamespaced.imageset/apple_red@3x.png",
            ])

        // The empty sets are in no document; the misspelt symbol leaves the real one unused.
        let unused = Set(report.unused.map(\.name))
        #expect(
            unused.isSuperset(of: [
                "Empty", "Namespace/EmptyNested", "Namespace/NestedNamespace/EmptyNamespaced",
                "Namespace/NestedNamespace/NestedNamespaceSymbol",
            ]))
        #expect(
            unused.isDisjoint(with: [
                "Apple", "AppleNonNamespaced", "Namespace/AppleNamespaced", "Namespace/NamespaceNestedSymbol",
            ]))
    }

    @Test func rswiftResourceApp() throws {
        let (report, folder) = try CatalogImageReports.report(of: try TestPaths.corpus("ib/rswift"))
        defer { try? FileManager.default.removeItem(at: folder) }

        #expect(!report.references.contains { $0.status == .missing })
        let mismatches = report.references.filter { $0.status == .caseMismatch }
        #expect(mismatches.count == 1)
        let first = try #require(mismatches.first)
        #expect(first.name == "First")
        #expect(first.resolvedName == "first")
        #expect(first.files == ["ResourceApp/Images.xcassets/first.imageset/first.pdf"])

        let icon = try #require(report.references.first { $0.name == "The App Icon.png" })
        #expect(icon.status == .found)
        #expect(icon.document == "ResourceApp/My View.xib")
        #expect(icon.files == ["ResourceApp/Images/The App Icon.png"])

        let user = try #require(report.references.first { $0.name == "User@white" })
        #expect(user.status == .found)
        #expect(
            user.files == [
                "ResourceApp/Images/User@white.png", "ResourceApp/Images/User@white@2x.png", "ResourceApp/Images/User@white@3x.png",
            ])
        // With its extension, the same loose files.
        #expect(report.references.first { $0.name == "User@white.png" }?.files == user.files)
        #expect(report.references.allSatisfy { $0.resolvedName == nil || $0.status == .caseMismatch })
    }
}
