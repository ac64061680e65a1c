import Foundation
import TestSupport
import Testing

/// `compile` and `nibcat-ibtool` on a macOS pair of the corpus.
@Suite struct CompileCommandConformanceTests {
    /// Sparkle's permission prompt as Xcode 7.2 built it on a Mac with overlay scrollers: its
    /// table's corner view is hidden, which `--scroller-style overlay` says and nothing in the
    /// source does; `compile` and `ibtool` both take it.
    @Test func theBuildMacsScrollersDecideATablesCornerView() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pairs = try TestPaths.corpus("pairs-macos")
        let pair = pairs.appendingPathComponent("Sparkle-c0bda0c-SUUpdatePermissionPrompt.xib")
        let extracted = try NibcatProcess.run(
            [
                "extract-color-profiles", pairs.path + "/Sparkle-d01298c-SUStatus.xib/xcode/SUStatus.nib",
                pairs.path + "/Aerial-29101a6-TimeViewController.xib/xcode/TimeViewController.nib", "-o", "profiles",
            ], in: folder)
        #expect(extracted.status == 0, "\(extracted.stderr)")
        let source = pair.path + "/source/SUUpdatePermissionPrompt.xib"
        let xcode = pair.path + "/xcode/SUUpdatePermissionPrompt.nib"
        let environment = ["NIBCAT_DB": "", "NIBCAT_COLOR_PROFILES": folder.appendingPathComponent("profiles").path]
        let runs: [(output: String, arguments: [String])] = [
            ("legacy.nib", ["compile", source, "-o", "legacy.nib", "--xcode-version", "7.2"]),
            ("overlay.nib", ["compile", source, "-o", "overlay.nib", "--xcode-version", "7.2", "--scroller-style", "overlay"]),
            ("ibtool.nib", ["ibtool", "--compile", "ibtool.nib", "--xcode-version", "0720", "--scroller-style", "overlay", source]),
        ]
        for run in runs {
            let compiled = try NibcatProcess.run(run.arguments, in: folder, environment: environment)
            #expect(compiled.status == 0, "\(run.arguments): \(compiled.stderr)")
            let compared = try NibcatProcess.run(["diff-nib", xcode, run.output], in: folder)
            if run.output == "legacy.nib" {
                #expect(compared.status == 1)
                #expect(compared.stdout.contains("_NSCornerView.NSvFlags: -2147483392 ≠ 256"), "\(compared.stdout)")
            } else {
                #expect(compared.status == 0, "\(run.arguments): \(compared.stdout)")
            }
        }
    }
}
