import InputFiles
import TestSupport
import Testing
import XcodeProject

@Suite struct XcodeProjectTests {
    private let project = TestPaths.fixtures.appendingPathComponent("Project/Shop.xcodeproj").path

    @Test func targetsWithTheirResourcesModulesAndDeploymentTargets() throws {
        let targets = try XcodeProject.read(project).targets
        #expect(targets.map(\.name) == ["Shop", "Shop Watch App"])
        let shop = targets[0]
        #expect(shop.moduleName == "Shop")
        // The target's Release setting over the project's.
        #expect(shop.sdk == "iphoneos")
        #expect(shop.deploymentTarget == "16.4")
        #expect(shop.deviceFamilies == [2])
        // The variant group's files, through the group tree; Legacy.xib is in a group, not the phase.
        #expect(shop.resources == ["Shop/Assets.xcassets", "Shop/Base.lproj/Main.storyboard", "Shop/fr.lproj/Main.strings"])
        #expect(shop.contains("Shop/Assets.xcassets/Logo.imageset"))
        #expect(!shop.contains("Shop/Legacy.xib"))
        let watch = targets[1]
        #expect(watch.moduleName == "Shop_Watch_App")
        #expect(watch.deploymentTarget == "9.0")
        #expect(watch.deviceFamilies.isEmpty)
        #expect(watch.resources == ["Shop Watch/Assets.xcassets"])
    }

    /// The sources and headers phases give each target the files it compiles; a file in two
    /// targets' phases is in both, and a file only in a group is in none.
    @Test func targetsWithTheSourcesTheyCompile() throws {
        let targets = try XcodeProject.read(TestPaths.fixtures.appendingPathComponent("CodeModules/Modules.xcodeproj").path).targets
        #expect(targets.map(\.moduleName) == ["App", "KitCore"])
        #expect(targets[0].sources == ["App/AppView.swift", "Shared/SharedView.swift"])
        #expect(targets[1].sources == ["Kit/KitView.h", "Kit/KitView.m", "Shared/SharedView.swift"])
        #expect(targets[0].resources == ["Views.xib"])
        #expect(!targets[0].compiles("App/Unbuilt.swift") && !targets[1].compiles("App/Unbuilt.swift"))
        #expect(!targets[0].compiles("Views.xib"))
    }

    @Test func moduleNamesFollowXcodesRules() {
        #expect(XcodeProject.moduleName(settings: ["PRODUCT_NAME": "$(TARGET_NAME)"], targetName: "My App-2") == "My_App_2")
        #expect(XcodeProject.moduleName(settings: ["PRODUCT_MODULE_NAME": "Core"], targetName: "X") == "Core")
        #expect(XcodeProject.moduleName(settings: [:], targetName: "2048") == "_2048")
    }

    /// Tunnelblick's app target names a versioned SDK (`SDKROOT = macosx26.0`): a Mac target all
    /// the same, whose deployment target is its `MACOSX_DEPLOYMENT_TARGET`.
    @Test func versionedSDKsAndSDKPathsNameTheirPlatform() throws {
        let text = """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; buildConfigurationList = L; mainGroup = G; targets = (T); };
                G = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
                L = { isa = XCConfigurationList; buildConfigurations = (R); };
                R = { isa = XCBuildConfiguration; buildSettings = {
                    IPHONEOS_DEPLOYMENT_TARGET = 12.0; MACOSX_DEPLOYMENT_TARGET = 13.0; SDKROOT = macosx26.0; }; name = Release; };
                T = { isa = PBXNativeTarget; name = Tunnelblick; };
            }; rootObject = P; }
            """
        let target = try #require(try XcodeProject.parse(Array(text.utf8), path: "p.pbxproj").targets.first)
        #expect(target.sdk == XcodeTarget.macSDK)
        #expect(target.deploymentTarget == "13.0")
        #expect(XcodeTarget.platformSDK("iphoneos17.2") == "iphoneos")
        let sdkPath = "/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/SDKs/MacOSX14.2.sdk"
        #expect(XcodeTarget.platformSDK(sdkPath) == "macosx")
        #expect(XcodeTarget.platformSDK("$(SDK_NAME)") == nil)
    }

    /// Adium's app target names no SDK, only a Mac deployment target: a Mac target, as Xcode
    /// builds it; a target setting two deployment targets and no SDK has no known platform.
    @Test func aTargetWithoutAnSDKIsOfThePlatformOfItsOnlyDeploymentTarget() throws {
        func target(_ settings: String) throws -> XcodeTarget {
            let text = """
                // !$*UTF8*$!
                { objects = {
                    P = { isa = PBXProject; buildConfigurationList = L; mainGroup = G; targets = (T); };
                    G = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
                    L = { isa = XCConfigurationList; buildConfigurations = (R); };
                    R = { isa = XCBuildConfiguration; buildSettings = { \(settings) }; name = Release; };
                    T = { isa = PBXNativeTarget; name = Adium; };
                }; rootObject = P; }
                """
            return try #require(try XcodeProject.parse(Array(text.utf8), path: "p.pbxproj").targets.first)
        }
        let adium = try target("MACOSX_DEPLOYMENT_TARGET = 10.11;")
        #expect(adium.sdk == XcodeTarget.macSDK)
        #expect(adium.deploymentTarget == "10.11")
        #expect(try target("MACOSX_DEPLOYMENT_TARGET = 10.11; IPHONEOS_DEPLOYMENT_TARGET = 9.0;").sdk == nil)
        #expect(try target("").sdk == nil)
    }

    @Test func synchronizedFoldersAndTheirExceptions() throws {
        let text = """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; mainGroup = G; targets = (T); };
                G = { isa = PBXGroup; children = (S); sourceTree = "<group>"; };
                S = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E); path = App; sourceTree = "<group>"; };
                E = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old.xib); target = T; };
                T = { isa = PBXNativeTarget; fileSystemSynchronizedGroups = (S); name = App; };
            }; rootObject = P; }
            """
        let target = try #require(try XcodeProject.parse(Array(text.utf8), path: "p.pbxproj").targets.first)
        #expect(target.contains("App/Main.storyboard"))
        #expect(!target.contains("App/Old.xib"))
        #expect(target.compiles("App/Views/Card.swift"))
        #expect(!target.compiles("App/Old.xib"))
    }

    /// Xcode 16: an exception set for the target that has the synchronized folder leaves files out
    /// of it; for a target that does not (an app extension), it names the files that target builds.
    /// `/Localized/…` stands for every localization of a file.
    @Test func exceptionsOfAnotherTargetAreItsFiles() throws {
        let text = """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; mainGroup = G; targets = (T, W); };
                G = { isa = PBXGroup; children = (S); sourceTree = "<group>"; };
                S = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E, F); path = Mac; sourceTree = "<group>"; };
                E = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("/Localized/Share/Share.xib", Share/icon.icns); target = T; };
                F = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("/Localized/Share/Share.xib", Share/icon.icns); target = W; };
                T = { isa = PBXNativeTarget; fileSystemSynchronizedGroups = (S); name = App; };
                W = { isa = PBXNativeTarget; name = "Share Extension"; };
            }; rootObject = P; }
            """
        let targets = try XcodeProject.parse(Array(text.utf8), path: "p.pbxproj").targets
        let app = try #require(targets.first { $0.name == "App" })
        let share = try #require(targets.first { $0.name == "Share Extension" })
        #expect(app.contains("Mac/Main.storyboard"))
        #expect(!app.contains("Mac/Share/Base.lproj/Share.xib") && !app.contains("Mac/Share/icon.icns"))
        #expect(share.contains("Mac/Share/Base.lproj/Share.xib") && share.contains("Mac/Share/de.lproj/Share.xib"))
        #expect(share.contains("Mac/Share/icon.icns"))
        #expect(!share.contains("Mac/Main.storyboard"))
    }

    @Test func malformedFilesAreErrorsWithTheirLine() {
        let cases: [(String, Int?, String)] = [
            ("{\n objects = {\n a = \"open;\n", 3, "string is never closed"),
            ("{ a = b; a = c; }", 1, "key 'a' is given twice"),
            ("{\n\n a = (b c); }", 3, "expected ',' or ')' in a list"),
            ("{ a = b; } extra", 1, "unexpected text after the property list"),
            ("{ a = <0f1>; }", 1, "data has an odd number of hex digits"),
            ("/* never closed", 1, "comment is never closed"),
            ("{ a = b; }", nil, "not an Xcode project: no objects or rootObject"),
            (String(repeating: "(", count: 10_000), 1, "nested too deeply"),
        ]
        for (text, line, message) in cases {
            let error = #expect(throws: TextFileError.self) { try XcodeProject.parse(Array(text.utf8), path: "p.pbxproj") }
            #expect(
                error?.diagnostic == Diagnostic(severity: .error, path: "p.pbxproj", line: line, message: message), "\(text.prefix(30))")
        }
    }

    @Test func quotedStringsAndData() throws {
        let value = try PropertyListText.parse(Array(#"{ a = "x\"y\n\U00e9"; b = <0a FF>; c = ( d, "e f", ); }"#.utf8), path: "p")
        #expect(value == .dictionary(["a": .string("x\"y\né"), "b": .data([0x0A, 0xFF]), "c": .array([.string("d"), .string("e f")])]))
    }

    /// Groups nest one object per level, so a project file can nest them without bound: finding a
    /// resource's folder walks up them in a loop, not by recursion that would run out of stack.
    @Test func deeplyNestedGroupsAreWalkedWithoutRecursion() throws {
        let depth = 100_000
        var groups = ""
        for level in 0..<depth {
            groups +=
                "G\(level) = { isa = PBXGroup; children = (\(level + 1 < depth ? "G\(level + 1)" : "S")); sourceTree = \"<group>\"; };\n"
        }
        let text = """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; mainGroup = G0; targets = (T); };
            \(groups)
                S = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                T = { isa = PBXNativeTarget; fileSystemSynchronizedGroups = (S); name = App; };
            }; rootObject = P; }
            """
        let target = try #require(try XcodeProject.parse(Array(text.utf8), path: "p.pbxproj").targets.first)
        #expect(target.contains("App/Main.storyboard"))
    }

    /// Thousands of nested groups, each with a file: every group's folder is found once (the
    /// walk per file was quadratic, 34–44 s for 20,000), and a path longer than PATH_MAX, which
    /// no file can have, is not in the repository.
    @Test func nestedGroupsWithAFileEachGiveEveryPathOnce() throws {
        let depth = 3_000
        var objects = ""
        for level in 0..<depth {
            let child = level + 1 < depth ? ", G\(level + 1)" : ""
            objects += "G\(level) = { isa = PBXGroup; children = (F\(level)\(child)); path = g\(level); sourceTree = \"<group>\"; };\n"
            objects += "F\(level) = { isa = PBXFileReference; path = V\(level).xib; sourceTree = \"<group>\"; };\n"
            objects += "B\(level) = { isa = PBXBuildFile; fileRef = F\(level); };\n"
        }
        let files = (0..<depth).map { "B\($0)" }.joined(separator: ", ")
        let text = """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; mainGroup = M; targets = (T); };
                M = { isa = PBXGroup; children = (G0); sourceTree = "<group>"; };
            \(objects)
                R = { isa = PBXResourcesBuildPhase; files = (\(files)); };
                T = { isa = PBXNativeTarget; buildPhases = (R); name = App; };
            }; rootObject = P; }
            """
        let target = try #require(try XcodeProject.parse(Array(text.utf8), path: "p.pbxproj").targets.first)
        let expected = (0..<depth).map { level in
            (0...level).map { "g\($0)" }.joined(separator: "/") + "/V\(level).xib"
        }.filter { $0.utf8.count <= 4_096 }
        #expect(target.resources == expected.sorted())
        #expect(expected.count > 500 && expected.count < depth)
    }
}
