import InputFiles
import TestSupport
import Testing
import XcodeProject

@testable import NibCompiler

@Suite struct CompileOptionsTests {
    @Test func xcodeVersionsReadInDTXcodeForm() {
        #expect(CompileOptions.XcodeVersion("0810")?.number == 810)
        #expect(CompileOptions.XcodeVersion("0810")?.text == "0810")
        #expect(CompileOptions.XcodeVersion("1250")?.text == "1250")
        #expect(CompileOptions.XcodeVersion("810") == nil)
        #expect(CompileOptions.XcodeVersion("１２５０") == nil)
        // No Xcode before 1: DTXcode's form starts at 0100.
        #expect(CompileOptions.XcodeVersion("0100")?.release == "1.0")
        for bad in ["0000", "0009", "0099"] {
            #expect(CompileOptions.XcodeVersion(bad) == nil, "\(bad)")
        }
    }

    /// Module names are identifiers (they are mangled into class names); deployment targets are
    /// system versions of one to three numbers.
    @Test func moduleNamesAndDeploymentTargets() {
        for good in ["App", "My_App", "_Private", "Café", "App2"] {
            #expect(CompileOptions.isModuleName(good), "\(good)")
        }
        for bad in ["", "9Lives", "My App", "My/App", "App.Kit", "My-App", "x/../y"] {
            #expect(!CompileOptions.isModuleName(bad), "\(bad)")
        }
        for good in ["12", "14.0", "10.13.4", "9.3"] {
            #expect(CompileOptions.isDeploymentTarget(good), "\(good)")
        }
        for bad in ["", "abc", "iOS14", "1e9", "11..0", "14.", ".4", "11.0.0.0", "1234", "١٤.٠", "-1"] {
            #expect(!CompileOptions.isDeploymentTarget(bad), "\(bad)")
        }
    }

    /// Xcode's own names of its releases, as `--xcode-version` takes them beside DTXcode's form.
    @Test func xcodeVersionsReadAsReleaseNames() {
        #expect(CompileOptions.XcodeVersion("26.1")?.text == "2610")
        #expect(CompileOptions.XcodeVersion("16.4.1")?.text == "1641")
        #expect(CompileOptions.XcodeVersion("12.5") == CompileOptions.XcodeVersion("1250"))
        #expect(CompileOptions.XcodeVersion("9")?.text == "0900")
        for bad in ["", "12.", ".5", "12.10", "12.05", "1.2.3.4", "0.1", "100.1", "12.x", "-12.5"] {
            #expect(CompileOptions.XcodeVersion(bad) == nil, "\(bad)")
        }
    }

    /// `--build-locale` takes locale identifiers, and the cache tells builds in other regions apart.
    @Test func buildLocalesAreIdentifiers() {
        for good in ["en_AU", "de", "zh-Hant_TW", "sr_Latn_RS", "es_419"] {
            #expect(CompileOptions.BuildLocale(good)?.identifier == good, "\(good)")
        }
        for bad in ["", "e", "english_AU", "en__AU", "en_AU.UTF-8", "en_AU/../x", "ｅｎ", "en_A_B_C_D_E", "en_toolongsubtag"] {
            #expect(CompileOptions.BuildLocale(bad) == nil, "\(bad)")
        }
        var australia = CompileOptions()
        australia.buildLocale = CompileOptions.BuildLocale("en_AU")!
        #expect(CompileOptions().buildLocale.identifier == "en_US")
        #expect(australia.cacheKey != CompileOptions().cacheKey)
    }

    @Test func noXcodeVersionMeansTheNewest() {
        #expect(CompileOptions().xcode(atLeast: 1300))
        #expect(CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("1250")).xcode(atLeast: 1100))
        #expect(!CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("1250")).xcode(atLeast: 1300))
    }

    @Test func deploymentTargetsCompareByMajorVersion() {
        #expect(CompileOptions(minimumDeploymentTarget: "8.0").deploymentTarget(before: 11))
        #expect(!CompileOptions(minimumDeploymentTarget: "11.0").deploymentTarget(before: 11))
        #expect(!CompileOptions(minimumDeploymentTarget: "15").deploymentTarget(before: 11))
        #expect(!CompileOptions().deploymentTarget(before: 11))
    }

    @Test func theXcodeVersionIsPartOfTheCacheKey() {
        let older = CompileOptions(module: "A", xcodeVersion: CompileOptions.XcodeVersion("0810"))
        #expect(older.cacheKey != CompileOptions(module: "A").cacheKey)
        #expect(older.cacheKey != CompileOptions(module: "A", xcodeVersion: CompileOptions.XcodeVersion("1250")).cacheKey)
    }
}

@Suite struct DeploymentTargetTests {
    @Test(arguments: [
        ("12.0", true), ("12.2", true), ("12.3", false), ("12.4", false), ("13", false), ("9.3", true), ("12", true),
    ])
    func below12Point3(target: String, below: Bool) {
        #expect(CompileOptions(minimumDeploymentTarget: target).deploymentTarget(before: 12, 3) == below)
    }

    @Test func noTargetCountsAsNew() {
        #expect(!CompileOptions().deploymentTarget(before: 12, 3))
        #expect(!CompileOptions(minimumDeploymentTarget: "x").deploymentTarget(before: 12))
    }
}

/// `compile` builds a document as its Xcode target would: module, deployment target and device
/// from the target (Tests/Fixtures/Project's Shop: iPad only) unless given.
@Suite struct ProjectCompileOptionsTests {
    private let shop: XcodeTarget

    init() throws {
        let project = TestPaths.fixtures.appendingPathComponent("Project/Shop.xcodeproj").path
        shop = try #require(try XcodeProject.read(project).targets.first { $0.name == "Shop" })
    }

    @Test func aTargetGivesWhatTheCommandLineLeavesOut() {
        let filled = CompileOptions().fillingIn(from: shop, device: true)
        #expect(filled == CompileOptions(module: "Shop", minimumDeploymentTarget: "16.4", targetDevice: .ipad))
        let given = CompileOptions(module: "Given", minimumDeploymentTarget: "13.0").fillingIn(from: shop, device: false)
        #expect(given == CompileOptions(module: "Given", minimumDeploymentTarget: "13.0", targetDevice: .iphone))
    }

    @Test(arguments: [([1, 2], CompileOptions.TargetDevice.iphone), ([2], .ipad), ([1], .iphone), ([3], nil), ([], nil)])
    func theDeviceOfADeviceFamily(families: [Int], device: CompileOptions.TargetDevice?) {
        #expect(CompileOptions.TargetDevice.of(deviceFamilies: families) == device)
    }
}

@Suite struct CompileDiagnosticTests {
    /// The compiler's notice stays ibtool's word when the command line prints it.
    @Test func keepsEveryFieldAndItsSeverityWord() {
        let notice = CompileDiagnostic(severity: .notice, path: "Main.storyboard", line: 12, objectID: "BYZ-38-t0r", message: "a scene")
        #expect(
            notice.diagnostic
                == Diagnostic(severity: .notice, path: "Main.storyboard", line: 12, objectID: "BYZ-38-t0r", message: "a scene"))
        #expect(CompileDiagnostic(severity: .warning, path: "A.xib", message: "w").diagnostic.severity == .warning)
        #expect(CompileDiagnostic(severity: .error, path: "A.xib", message: "e").diagnostic.severity == .error)
    }
}
