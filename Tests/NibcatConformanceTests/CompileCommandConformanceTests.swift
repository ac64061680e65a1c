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
        try Self.extractColorProfiles(olderGray: true, into: folder)
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

    /// Hackintool's Sparkle permission prompt as Xcode 14.3.1 built it on an Intel Mac: its
    /// centered push buttons archive NSControlTextAlignment 2, Intel's number for center, which
    /// `--build-architecture x86_64` says through `compile` and `ibtool`; by default the compiler
    /// writes arm64's 1, as the Xcode 14.0.1 build of the same xib has it.
    @Test func theBuildMacsProcessorDecidesAControlsAlignment() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pair = try TestPaths.corpus("pairs-macos").appendingPathComponent("Sparkle-f0ceaf5-SUUpdatePermissionPrompt.xib")
        // Under Base.lproj, as the project holds it, so that its strings are localizable.
        let base = folder.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let source = base.appendingPathComponent("SUUpdatePermissionPrompt.xib").path
        try FileManager.default.copyItem(atPath: pair.path + "/source/SUUpdatePermissionPrompt.xib", toPath: source)
        let xcode = pair.path + "/xcode/SUUpdatePermissionPrompt.nib"
        try Self.extractColorProfiles(olderGray: false, into: folder)
        let environment = ["NIBCAT_DB": "", "NIBCAT_COLOR_PROFILES": folder.appendingPathComponent("profiles").path]
        let built = ["--xcode-version", "14.3.1", "--minimum-deployment-target", "10.13"]
        let runs: [(output: String, arguments: [String])] = [
            ("arm64.nib", ["compile", source, "-o", "arm64.nib"] + built),
            ("intel.nib", ["compile", source, "-o", "intel.nib", "--build-architecture", "x86_64"] + built),
            ("ibtool.nib", ["ibtool", "--compile", "ibtool.nib", "--build-architecture", "x86_64"] + built + [source]),
        ]
        for run in runs {
            let compiled = try NibcatProcess.run(run.arguments, in: folder, environment: environment)
            #expect(compiled.status == 0, "\(run.arguments): \(compiled.stderr)")
            let compared = try NibcatProcess.run(["diff-nib", xcode, run.output], in: folder)
            if run.output == "arm64.nib" {
                #expect(compared.stdout.contains("NSButton.NSControlTextAlignment: 2 ≠ 1"), "\(compared.stdout)")
                #expect(compared.stdout.contains("6 differences"), "\(compared.stdout)")
            } else {
                #expect(compared.status == 0, "\(run.arguments): \(compared.stdout)")
            }
        }
    }

    /// Apple's color profiles from nibs of the corpus, into `profiles` in `folder`: the gray one
    /// of the Macs before Xcode 12.3 (`olderGray`) or of Xcode 26's.
    static func extractColorProfiles(olderGray: Bool, into folder: URL) throws {
        let pairs = try TestPaths.corpus("pairs-macos")
        let gray = olderGray ? "/Sparkle-d01298c-SUStatus.xib/xcode/SUStatus.nib" : "/ibtool-1c4e662-test1.xib/xcode/test1.nib"
        let extracted = try NibcatProcess.run(
            [
                "extract-color-profiles", pairs.path + gray,
                pairs.path + "/Aerial-29101a6-TimeViewController.xib/xcode/TimeViewController.nib", "-o", "profiles",
            ], in: folder)
        #expect(extracted.status == 0, "\(extracted.stderr)")
    }

    /// viraptor's date formatter sample was built on a Mac set to Australia: `--build-locale
    /// en_AU` gives Xcode's nib through `compile` and `ibtool`; the default region's format is
    /// the United States'.
    @Test func theBuildMacsRegionDecidesADateFormat() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pair = try TestPaths.corpus("pairs-macos").appendingPathComponent("ibtool-1c4e662-textfield-formatter.xib")
        let source = pair.path + "/source/textfield_formatter.xib"
        let xcode = pair.path + "/xcode/textfield_formatter.nib"
        try Self.extractColorProfiles(olderGray: false, into: folder)
        let environment = ["NIBCAT_DB": "", "NIBCAT_COLOR_PROFILES": folder.appendingPathComponent("profiles").path]
        let runs: [(output: String, arguments: [String])] = [
            ("unitedStates.nib", ["compile", source, "-o", "unitedStates.nib"]),
            ("australia.nib", ["compile", source, "-o", "australia.nib", "--build-locale", "en_AU"]),
            ("ibtool.nib", ["ibtool", "--compile", "ibtool.nib", "--build-locale", "en_AU", source]),
        ]
        for run in runs {
            let compiled = try NibcatProcess.run(run.arguments, in: folder, environment: environment)
            #expect(compiled.status == 0, "\(run.arguments): \(compiled.stderr)")
            let compared = try NibcatProcess.run(["diff-nib", xcode, run.output], in: folder)
            if run.output == "unitedStates.nib" {
                #expect(
                    compared.stdout.contains("NS.format: \"d MMMM y 'at' h:mm\u{202F}a\" ≠ \"MMMM d, y 'at' h:mm\u{202F}a\""),
                    "\(compared.stdout)")
                #expect(compared.stdout.contains("1 difference"), "\(compared.stdout)")
            } else {
                #expect(compared.status == 0, "\(run.arguments): \(compared.stdout)")
            }
        }
    }
}
