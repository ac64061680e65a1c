import TestSupport
import Testing

@testable import NibCompiler

@Suite struct CompileOptionsTests {
    @Test func xcodeVersionsReadInDTXcodeForm() {
        #expect(CompileOptions.XcodeVersion("0810")?.number == 810)
        #expect(CompileOptions.XcodeVersion("0810")?.text == "0810")
        #expect(CompileOptions.XcodeVersion("1250")?.text == "1250")
        #expect(CompileOptions.XcodeVersion("810") == nil)
        #expect(CompileOptions.XcodeVersion("１２５０") == nil)
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

/// `compile` builds a document as its Xcode target would: module and deployment target from the
/// project around it (Tests/Fixtures/Project) unless given.
@Suite struct ProjectCompileOptionsTests {
    private let project = TestPaths.fixtures.appendingPathComponent("Project")

    @Test func aDocumentOfOneTargetTakesItsModuleAndDeploymentTarget() throws {
        let document = project.appendingPathComponent("Shop/Base.lproj/Main.storyboard").path
        let filled = try CompileOptions().fillingIn(fromProjectOf: document)
        #expect(filled.module == "Shop")
        #expect(filled.minimumDeploymentTarget == "16.4")
        let given = try CompileOptions(module: "Given", minimumDeploymentTarget: "13.0").fillingIn(fromProjectOf: document)
        #expect(given.module == "Given" && given.minimumDeploymentTarget == "13.0")
    }

    @Test func aDocumentInNoTargetOrOutsideAnyProjectIsUnchanged() throws {
        let legacy = project.appendingPathComponent("Shop/Legacy.xib").path
        #expect(try CompileOptions().fillingIn(fromProjectOf: legacy) == CompileOptions())
        let outside = TestPaths.fixtures.appendingPathComponent("IB/Segues.storyboard").path
        #expect(try CompileOptions().fillingIn(fromProjectOf: outside) == CompileOptions())
    }
}
