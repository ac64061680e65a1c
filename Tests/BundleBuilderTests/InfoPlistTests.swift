import Foundation
import NibArchive
import Testing

@testable import BundleBuilder

@Suite struct InfoPlistTests {
    @Test func theFullKeySetWithoutAnExecutable() throws {
        let spec = BundleSpec(name: "Kit", version: "1.4.0", build: "77", developmentRegion: "fr")
        let decoded = try BinaryPropertyListReader.read(InfoPlist.data(spec), path: "Info.plist")
        guard case .dictionary(let info) = decoded else {
            Issue.record("not a dictionary: \(decoded)")
            return
        }
        #expect(
            info.keys.sorted() == [
                "CFBundleDevelopmentRegion", "CFBundleIdentifier", "CFBundleInfoDictionaryVersion", "CFBundleName",
                "CFBundlePackageType", "CFBundleShortVersionString", "CFBundleSignature", "CFBundleSupportedPlatforms",
                "CFBundleVersion",
            ])
        #expect(info["CFBundleIdentifier"] == PropertyListValue.string("com.nibcatalog.Kit"))
        #expect(info["CFBundleVersion"] == PropertyListValue.string("77"))
        #expect(info["CFBundleDevelopmentRegion"] == PropertyListValue.string("fr"))
        #expect(info["CFBundlePackageType"] == PropertyListValue.string("BNDL"))
        #expect(info["CFBundleSupportedPlatforms"] == PropertyListValue.array([.string("iPhoneOS")]))
    }

    @Test func theVersionIsTheBuildWhenNoBuildIsGivenAndTheBytesAreStable() throws {
        let spec = BundleSpec(name: "Kit", version: "1.4.0", identifier: "org.example.kit", platform: .macos)
        #expect(InfoPlist.dictionary(spec)["CFBundleVersion"] == .string("1.4.0"))
        #expect(InfoPlist.dictionary(spec)["CFBundleIdentifier"] == .string("org.example.kit"))
        #expect(InfoPlist.path(.macos) == "Contents/Info.plist")
        #expect(InfoPlist.data(spec) == InfoPlist.data(spec))
    }
}
