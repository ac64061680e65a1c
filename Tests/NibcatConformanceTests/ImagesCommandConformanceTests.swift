import Foundation
import TestSupport
import Testing

/// `nibcat images` against the shared corpus's IBLinter and R.swift fixtures.
@Suite struct ImagesCommandConformanceTests {
    @Test func theIBLinterImageFixtureHasFourMissingImages() throws {
        let folder = try NibcatImages.indexed(try TestPaths.corpus("ib/iblinter"), as: "iblinter")
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try NibcatImages.images(["--missing"], in: folder)
        let names = missing.stdout.split(separator: "\n").compactMap { line in line.split(separator: "'").dropFirst().first.map(String.init)
        }
        #expect(
            names == [
                "Namespace/AppleNonNamespaced", "Folder/AppleNonNamespaced", "TypoImage",
                "Namespace/NestedNamespace/NestedNamespaceSymbolTypo",
            ])
        #expect(missing.stdout.split(separator: "\n").allSatisfy { $0.contains("ImageResourcesRule/StoryboardAsset.storyboard:") })
    }

    @Test func theRSwiftCaseOnlyMismatchIsReportedAsOne() throws {
        let folder = try NibcatImages.indexed(try TestPaths.corpus("ib/rswift"), as: "rswift")
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try NibcatImages.images(["--missing"], in: folder)
        #expect(
            missing.stdout
                == "ResourceApp/Base.lproj/Secondary.storyboard:49: case mismatch 'First': the image is named 'first' "
                + "(ResourceApp/Images.xcassets/first.imageset/first.pdf)\n")
    }
}
