import Foundation
import TestSupport
import Testing

@testable import XcodeProject

@Suite struct BuildConfigurationFileTests {
    /// A project whose configurations are based on `.xcconfig` files: the project's through a file
    /// reference, the target's through Xcode 16's synchronized-folder anchor and relative path.
    private func project(in folder: URL) throws -> XcodeProject {
        let files: [String: String] = [
            "Config/Project.xcconfig": """
            // Shared by every target.
            #include "Base.xcconfig"
            IPHONEOS_DEPLOYMENT_TARGET = 15.0
            SDKROOT = iphoneos
            """,
            "Config/Base.xcconfig":
                "TARGETED_DEVICE_FAMILY = 1\nSWIFT_FLAGS = -base\n#include? \"Missing.xcconfig\"\n#include \"/etc/passwd\"\n",
            "Config/App.xcconfig": """
            PRODUCT_NAME = Reader App // the app's name
            PRODUCT_MODULE_NAME = Reader
            PRODUCT_MODULE_NAME[sdk=macosx*] = ReaderMac
            TARGETED_DEVICE_FAMILY = $(inherited),2
            SWIFT_FLAGS = $(inherited) -app
            """,
            "App.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T, W); };
                G = { isa = PBXGroup; children = (C, F); sourceTree = "<group>"; };
                C = { isa = PBXFileSystemSynchronizedRootGroup; path = Config; sourceTree = "<group>"; };
                F = { isa = PBXFileReference; path = Config/Project.xcconfig; sourceTree = "<group>"; };
                PL = { isa = XCConfigurationList; buildConfigurations = (PR); };
                PR = { isa = XCBuildConfiguration; baseConfigurationReference = F; buildSettings = { SWIFT_FLAGS = "$(inherited) -project"; }; name = Release; };
                T = { isa = PBXNativeTarget; buildConfigurationList = TL; name = ReaderApp; };
                TL = { isa = XCConfigurationList; buildConfigurations = (TR); };
                TR = { isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = C; baseConfigurationReferenceRelativePath = App.xcconfig; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; name = Release; };
                W = { isa = PBXNativeTarget; buildConfigurationList = WL; name = Widget; };
                WL = { isa = XCConfigurationList; buildConfigurations = (WR); };
                WR = { isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)Kit"; }; name = Release; };
            }; rootObject = P; }
            """,
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try XcodeProject.read(folder.appendingPathComponent("App.xcodeproj").path, inside: folder.path)
    }

    @Test func configurationFilesGiveModulesDeploymentTargetsAndDevices() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let targets = try project(in: folder).targets
        #expect(targets.map(\.moduleName) == ["Reader", "WidgetKit"])
        #expect(targets.map(\.sdk) == ["iphoneos", "iphoneos"])
        // The target's own setting over its file's, the file's over the project's.
        #expect(targets.map(\.deploymentTarget) == ["16.0", "15.0"])
        #expect(targets.map(\.deviceFamilies) == [[1, 2], [1]])
    }

    @Test func inheritedSettingsStackLevelByLevel() {
        let merged = BuildSettings.merged(
            [["FLAGS": "-a"], ["FLAGS": "$(inherited) -b"], [:], ["FLAGS": "$(inherited) -c", "NAME": "$(TARGET_NAME)-${FLAGS}"]],
            builtIns: ["TARGET_NAME": "App"])
        #expect(merged["FLAGS"] == "-a -b -c")
        #expect(merged["NAME"] == "App--a -b -c")
        #expect(BuildSettings.merged([["A": "$(B)", "B": "$(A)"]], builtIns: [:])["A"]?.contains("$(") == true)
        #expect(BuildSettings.merged([["A": "$(inherited) x"]], builtIns: [:])["A"] == " x")
        #expect(
            BuildSettings.merged([["M": "$(PRODUCT_NAME:c99extidentifier)", "PRODUCT_NAME": "A"]], builtIns: [:])["M"]
                == "$(PRODUCT_NAME:c99extidentifier)")
    }

    @Test func includesEndAtACycleAndStayInsideTheRoot() throws {
        let parent = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("Project")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("OUTSIDE = read\n".utf8).write(to: parent.appendingPathComponent("outside.xcconfig"))
        try Data("#include \"B.xcconfig\"\nA = 1\n".utf8).write(to: folder.appendingPathComponent("A.xcconfig"))
        try Data("#include \"A.xcconfig\"\nB = 2\n#include \"../outside.xcconfig\"\n".utf8)
            .write(to: folder.appendingPathComponent("B.xcconfig"))
        let settings = BuildConfigurationFile.settings(at: folder.appendingPathComponent("A.xcconfig").path, inside: folder.path)
        #expect(settings == ["A": "1", "B": "2"])
        // The same include read with the parent as the root is followed.
        #expect(
            BuildConfigurationFile.settings(at: folder.appendingPathComponent("B.xcconfig").path, inside: parent.path)["OUTSIDE"] == "read")
    }
}
