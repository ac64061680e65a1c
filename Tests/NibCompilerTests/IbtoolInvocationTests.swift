import Foundation
import TestSupport
import Testing

@testable import NibCompiler

/// What ibtool's options mean, and a run of them.
@Suite struct IbtoolInvocationTests {
    static let xib = TestPaths.fixtures.appendingPathComponent("Compiler/IbtoolWarning.xib").path

    @Test func theThreeActionsAndWhereTheirOutputsGo() throws {
        let compile = try IbtoolInvocation(compile: "out/Card.nib", compilationDirectory: nil, link: nil, inputs: ["Card.xib"])
        #expect(compile.action == .compile(input: "Card.xib", output: "out/Card.nib"))
        let directory = try IbtoolInvocation(compile: nil, compilationDirectory: "/b/Base.lproj", link: nil, inputs: ["/s/Main.storyboard"])
        #expect(directory.action == .compile(input: "/s/Main.storyboard", output: "/b/Base.lproj/Main.storyboardc"))
        let link = try IbtoolInvocation(
            compile: nil, compilationDirectory: nil, link: "/app", inputs: ["/b/A.storyboardc", "/b/B.storyboardc"])
        #expect(link.action == .link(storyboards: ["/b/A.storyboardc", "/b/B.storyboardc"], folder: "/app"))
    }

    @Test(
        arguments: [
            (nil, nil, nil, ["A.xib"]), ("x.nib", "dir", nil, ["A.xib"]), ("x.nib", nil, "dir", ["A.xib"]), ("x.nib", nil, nil, []),
            ("x.nib", nil, nil, ["A.xib", "B.xib"]), (nil, "dir", nil, []), (nil, nil, "dir", []),
        ] as [(String?, String?, String?, [String])])
    func anythingButOneActionWithItsInputsIsAUsageError(compile: String?, directory: String?, link: String?, inputs: [String]) {
        #expect(throws: IbtoolInvocation.UsageError.self) {
            try IbtoolInvocation(compile: compile, compilationDirectory: directory, link: link, inputs: inputs)
        }
    }

    /// `--flatten NO` asks for Interface Builder's nib bundle with its designable.nib.
    @Test func anUnflattenedNibIsAUsageError() throws {
        #expect(throws: IbtoolInvocation.UsageError.self) {
            try IbtoolInvocation(compile: "x.nib", compilationDirectory: nil, link: nil, inputs: ["A.xib"], flattened: false)
        }
        #expect(
            try IbtoolInvocation(compile: "x.nib", compilationDirectory: nil, link: nil, inputs: ["A.xib"], flattened: true).action
                == .compile(input: "A.xib", output: "x.nib"))
    }

    @Test func repeatedDevicesChooseIPhoneFirstAndUnknownOnesAreRefused() throws {
        #expect(IbtoolInvocation.targetDevice(among: ["ipad", "iphone"]) == .iphone)
        #expect(IbtoolInvocation.targetDevice(among: ["ipad"]) == .ipad)
        #expect(IbtoolInvocation.targetDevice(among: ["watch"]) == .iphone)
        let invocation = try IbtoolInvocation(
            compile: "x.nib", compilationDirectory: nil, link: nil, inputs: ["A.xib"], targetDevices: ["tv", "ipad"], module: "App",
            minimumDeploymentTarget: "9.0")
        #expect(invocation.options == CompileOptions(module: "App", minimumDeploymentTarget: "9.0", targetDevice: .ipad))
        #expect(throws: IbtoolInvocation.UsageError.self) {
            try IbtoolInvocation(compile: "x.nib", compilationDirectory: nil, link: nil, inputs: ["A.xib"], targetDevices: ["toaster"])
        }
    }

    /// A module that is no identifier, a deployment target that is no version and an empty output
    /// path are usage errors naming the option, not documents compiled as if they were not given.
    @Test func optionsThatMeanNothingAreUsageErrors() throws {
        let module = #expect(throws: IbtoolInvocation.UsageError.self) {
            try IbtoolInvocation(compile: "x.nib", compilationDirectory: nil, link: nil, inputs: ["A.xib"], module: "My App/../x")
        }
        #expect(module?.message.hasPrefix("--module 'My App/../x' is not a module name") == true)
        let target = #expect(throws: IbtoolInvocation.UsageError.self) {
            try IbtoolInvocation(
                compile: "x.nib", compilationDirectory: nil, link: nil, inputs: ["A.xib"], minimumDeploymentTarget: "iOS14")
        }
        #expect(target?.message.hasPrefix("--minimum-deployment-target 'iOS14' is not a system version") == true)
        for (compile, directory, link) in [("", nil, nil), (nil, "", nil), (nil, nil, "")] as [(String?, String?, String?)] {
            let empty = #expect(throws: IbtoolInvocation.UsageError.self) {
                try IbtoolInvocation(compile: compile, compilationDirectory: directory, link: link, inputs: ["A.xib"])
            }
            #expect(empty?.message.hasSuffix("takes a path, not an empty one") == true)
        }
    }

    @Test(
        arguments: [
            ("en:/s/en.lproj/Main.strings", "en", "/s/en.lproj/Main.strings"), ("zh-Hans:C:odd", "zh-Hans", "C:odd"),
            ("Main.strings", nil, nil), (":/s/x.strings", nil, nil), ("en:", nil, nil),
        ] as [(String, String?, String?)])
    func companionStringsAreLanguageColonPath(argument: String, language: String?, path: String?) {
        let companion = IbtoolInvocation.CompanionStrings(argument: argument)
        #expect(companion?.language == language)
        #expect(companion?.path == path)
    }

    @Test func aRunWritesTheOutputIntoAMissingFolderAndThePartialInfoPlist() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let partial = folder.appendingPathComponent("Card-PartialInfo.plist").path
        let invocation = try IbtoolInvocation(
            compile: nil, compilationDirectory: folder.appendingPathComponent("new/Base.lproj").path, link: nil, inputs: [Self.xib],
            allowsApproximation: true, partialInfoPlist: partial)
        let report = invocation.run()
        #expect(!report.hasErrors, "\(report)")
        #expect(!report.warnings.isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("new/Base.lproj/IbtoolWarning.nib").path))
        #expect(try Data(contentsOf: URL(fileURLWithPath: partial)) == IbtoolInvocation.partialInfoPlistContents)
    }

    @Test func anUnreadableCompanionStringsFileIsAToolErrorAndNothingIsWritten() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("fr.lproj/IbtoolWarning.strings").path
        let report = try IbtoolInvocation(
            compile: folder.appendingPathComponent("IbtoolWarning.nib").path, compilationDirectory: nil, link: nil, inputs: [Self.xib],
            partialInfoPlist: folder.appendingPathComponent("Partial.plist").path, companionStringsFiles: ["fr:" + missing]
        ).run()
        #expect(report.toolErrors.map(\.path) == [missing])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
