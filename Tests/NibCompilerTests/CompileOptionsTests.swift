import Testing

@testable import NibCompiler

@Suite struct CompileOptionsTests {
    @Test func xcodeVersionsReadInDTXcodeForm() {
        #expect(CompileOptions.XcodeVersion("0810")?.number == 810)
        #expect(CompileOptions.XcodeVersion("0810")?.text == "0810")
        #expect(CompileOptions.XcodeVersion("1250")?.text == "1250")
        #expect(CompileOptions.XcodeVersion("810") == nil)
        #expect(CompileOptions.XcodeVersion("12.5") == nil)
        #expect(CompileOptions.XcodeVersion("１２５０") == nil)
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
