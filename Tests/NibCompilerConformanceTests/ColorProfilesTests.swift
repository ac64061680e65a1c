import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Apple's profiles are read from the nibs Xcode built (the repository ships none), checked by
/// their header and description, and read back from a folder under their file names.
@Suite struct ColorProfilesTests {
    @Test func xcodesNibsEmbedTheGrayAndSRGBProfiles() throws {
        let profiles = try AppKitCompilerConformanceTests.colorProfiles()
        #expect(profiles[.genericGrayGamma22]?.count == 4508)
        #expect(profiles[.sRGB]?.count == 3144)
        #expect(profiles.fingerprint.hasPrefix("genericGrayGamma22:"))
    }

    @Test func aFolderOfProfilesReadsBackAndAWrongProfileIsRefused() throws {
        let profiles = try AppKitCompilerConformanceTests.colorProfiles()
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try ColorProfiles.read(from: folder.path).profiles.isEmpty)
        let gray = try #require(profiles[.genericGrayGamma22])
        try gray.write(to: folder.appendingPathComponent(ColorProfiles.Kind.genericGrayGamma22.fileName))
        #expect(try ColorProfiles.read(from: folder.path)[.genericGrayGamma22] == gray)

        // The gray profile under the sRGB profile's name is not the sRGB profile.
        let misnamed = folder.appendingPathComponent(ColorProfiles.Kind.sRGB.fileName)
        try gray.write(to: misnamed)
        let error = try #require(throws: ColorProfileError.self) { try ColorProfiles.read(from: folder.path) }
        #expect(error.path == misnamed.path)
        #expect(error.reason == "is not Apple's sRGB IEC61966-2.1 profile")
        #expect(throws: ColorProfileError.self) { try ColorProfiles.read(from: misnamed.path) }
    }

    @Test func aNibWithoutColorsEmbedsNone() throws {
        let nib = try TestPaths.corpus("pairs-macos").appendingPathComponent("ibtool-1c4e662-window.xib/xcode/window.nib")
        #expect(ColorProfiles.embedded(in: try CompiledNibReader.read(path: nib.path).graph).profiles.isEmpty)
    }
}
