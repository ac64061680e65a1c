import BundleBuilder
import BundleBuilderTestSupport
import Foundation
import TestSupport
import Testing

/// A macOS nib Xcode compiled, from the corpus, packaged in the macOS layout.
@Suite struct BundleBuilderConformanceTests {
    @Test func theMacOSLayoutKeepsResourcesUnderContents() throws {
        let project = try BundleProject.make(copyingExamples: false)
        defer { project.remove() }
        let nib = try TestPaths.corpus("nib/macos/viraptor")
        let compiled = try #require(
            try FileManager.default.contentsOfDirectory(atPath: nib.path).sorted().first { $0.hasSuffix(".nib") })
        try project.copy(nib.appendingPathComponent(compiled), to: compiled)
        try project.index()
        let publication = try project.publish(BundleSpec(name: "MacKit", version: "2.0.0", platform: .macos))
        #expect(
            publication.entries.map(\.path) == [
                "Contents/Info.plist", "Contents/Resources/\(compiled)", "Contents/Resources/ResourceIndex.sqlite",
            ])
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: publication.bundlePath + "/Contents/Resources/" + compiled))
                == Data(contentsOf: nib.appendingPathComponent(compiled)), "an Xcode-compiled nib is copied as it is")
        let bundle = try #require(Bundle(path: publication.bundlePath))
        #expect(bundle.infoDictionary?["CFBundleSupportedPlatforms"] as? [String] == ["MacOSX"])
    }
}
