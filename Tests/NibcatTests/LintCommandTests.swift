import Foundation
import TestSupport
import Testing

/// `nibcat lint` on the indexed example app (catalog in `.nibcat/` of the working folder).
@Suite struct LintCommandTests {
    private let banner = "Examples/ExampleApp/Base.lproj/Main.storyboard:72"
    private let avatar = "Examples/ExampleApp/Views/AvatarView.xib:17"

    @Test func plainOutputHasTheDeliberateDefectsAndFails() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try NibcatProcess.run(["lint"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                \(banner): error: image 'missing_banner' is in no image file or asset catalog [missing-image]
                Examples/ExampleApp/Base.lproj/Main.storyboard:236: error: outlet 'titleLabel' names no @IBOutlet of \
                DetailViewController (ExampleApp/Sources/DetailViewController.swift:4): loading the nib throws 'not key \
                value coding-compliant for the key titleLabel'; did you mean `titleLbl`? [outlet-without-property]
                Examples/ExampleApp/Base.lproj/Settings.storyboard:47: error: action 'notificationsChanged:' names no \
                method of SettingsViewController (ExampleApp/Sources/SettingsViewController.swift:4): the control \
                sends an unrecognized selector [action-without-method]
                Examples/ExampleApp/Sources/DetailViewController.swift:5: warning: @IBOutlet 'titleLbl' of \
                DetailViewController is connected by no document [unused-ib-declaration]
                Examples/ExampleApp/Sources/ProfileCell.swift:6: warning: @IBOutlet 'avatarImageView' of ProfileCell is \
                connected by no document [unused-ib-declaration]
                Examples/ExampleApp/Sources/SettingsViewController.swift:7: warning: @IBAction 'notificationsToggled:' of \
                SettingsViewController is connected by no document [unused-ib-declaration]
                \(avatar): error: the File's Owner and this view are both AvatarView, and the owner has outlets into \
                it: if AvatarView loads this nib in init(coder:), loading recurses until the stack overflows \
                [owner-view-recursion]

                """)
    }

    @Test func aBaselineHidesTheFindingsItHoldsAndOnlyThose() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try NibcatProcess.run(["lint", "--write-baseline", "baseline.json"], in: folder)
        #expect(written.status == 1, "\(written.stderr)")
        #expect(written.stdout.contains("[missing-image]"))
        let quiet = try NibcatProcess.run(["lint", "--baseline", "baseline.json"], in: folder)
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stdout.isEmpty, "\(quiet.stdout)")
        // A new missing image in a moved line of a document: only it is reported.
        let main = folder.appendingPathComponent("Examples/ExampleApp/Base.lproj/Main.storyboard")
        let text = try String(contentsOf: main, encoding: .utf8)
        try text.replacingOccurrences(of: "?>\n", with: "?>\n<!-- moved -->\n")
            .replacingOccurrences(of: "image=\"logo\"", with: "image=\"logo_gone\"")
            .write(to: main, atomically: false, encoding: .utf8)
        let new = try NibcatProcess.run(["lint", "--baseline", "baseline.json"], in: folder)
        #expect(new.status == 1, "\(new.stderr)")
        #expect(new.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1, "\(new.stdout)")
        #expect(new.stdout.contains("image 'logo_gone' is in no image file or asset catalog [missing-image]"), "\(new.stdout)")
        try Data("[]".utf8).write(to: folder.appendingPathComponent("broken.json"))
        let broken = try NibcatProcess.run(["lint", "--baseline", "broken.json"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.stderr == "broken.json: error: not a lint baseline (write one with `nibcat lint --write-baseline`)\n")
    }

    /// A document named with a newline and an escape sequence: `lint`, `who-uses` and `images`
    /// print its name escaped, so no forged `path:line: error:` line and no terminal control reaches stdout.
    @Test func controlCharactersInDocumentNamesAreEscaped() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "Card\nforged.xib:1: error: fake\u{1B}[2J.xib"
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="dup-00-001" customClass="CardView">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                        <subviews>
                            <imageView contentMode="scaleToFill" image="nowhere" id="dup-00-001"/>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        try Data(xib.utf8).write(to: folder.appendingPathComponent(name))
        try NibcatProcess.run(["index", "."], in: folder)
        for arguments in [["lint"], ["who-uses", "CardView"], ["images"]] {
            let result = try NibcatProcess.run(arguments, in: folder)
            #expect(result.stdout.contains("Card\\u{A}forged.xib:1: error: fake\\u{1B}[2J.xib"), "\(arguments)")
            #expect(!result.stdout.contains("\u{1B}") && !result.stdout.split(separator: "\n").contains { $0.hasPrefix("forged.xib") })
        }
    }

    @Test func jsonAndGitHubFormats() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try NibcatProcess.run(["lint", "--json"], in: folder)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(
            findings.map { $0["rule"] as? String } == [
                "missing-image", "outlet-without-property", "action-without-method", "unused-ib-declaration",
                "unused-ib-declaration", "unused-ib-declaration", "owner-view-recursion",
            ])
        #expect(
            findings.map { $0["document"] as? String } == [
                "ExampleApp/Base.lproj/Main.storyboard", "ExampleApp/Base.lproj/Main.storyboard",
                "ExampleApp/Base.lproj/Settings.storyboard", "ExampleApp/Sources/DetailViewController.swift",
                "ExampleApp/Sources/ProfileCell.swift", "ExampleApp/Sources/SettingsViewController.swift",
                "ExampleApp/Views/AvatarView.xib",
            ])
        #expect(findings.map { $0["objectId"] as? String } == ["bN2-bT-6yU", "Ol3-Dt-5Qg", "aN2-sW-5kT", nil, nil, nil, "aV1-tR-6yN"])
        #expect(Set(findings[0].keys) == ["rule", "severity", "document", "line", "objectId", "message"])
        #expect(try NibcatProcess.run(["lint", "--format", "json"], in: folder).stdout == json.stdout)
        let github = try NibcatProcess.run(["lint", "--format", "github", "--rule", "missing-image"], in: folder)
        #expect(github.status == 1)
        #expect(
            github.stdout
                == "::error file=Examples/ExampleApp/Base.lproj/Main.storyboard,line=72::image 'missing_banner' is in no "
                + "image file or asset catalog [missing-image]\n")
    }

    @Test func rulesCanBeChosenAndDisabled() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let only = try NibcatProcess.run(["lint", "--rule", "owner-view-recursion"], in: folder)
        #expect(only.stdout.split(separator: "\n").map { $0.prefix(avatar.count) } == [Substring(avatar)])
        let clean = try NibcatProcess.run(
            [
                "lint", "--disable", "owner-view-recursion", "--disable", "missing-image", "--disable", "outlet-without-property",
                "--disable", "action-without-method", "--disable", "unused-ib-declaration",
            ], in: folder)
        #expect(clean.status == 0)
        #expect(clean.stdout.isEmpty)
        let unknown = try NibcatProcess.run(["lint", "--rule", "no-such-rule"], in: folder)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown rule 'no-such-rule'"))
    }

    @Test func pathsLimitTheFindingsToDocumentsBelowThem() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let views = try NibcatProcess.run(["lint", "Examples/ExampleApp/Views"], in: folder)
        #expect(views.stdout.hasPrefix(avatar + ": error: "))
        #expect(views.stdout.split(separator: "\n").count == 1)
        let missing = try NibcatProcess.run(["lint", "Examples/Nope"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.stderr == "Examples/Nope: error: no such file or folder\n")
    }

    @Test func aConfigurationFileAtTheRootTurnsRulesOffForPaths() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"paths": {"ExampleApp/Views/**": {"disabled": ["owner-view-recursion"]}}}"#.utf8)
            .write(to: folder.appendingPathComponent("Examples/.nibcat-lint.json"))
        let result = try NibcatProcess.run(["lint"], in: folder)
        #expect(result.stdout.hasPrefix(banner + ": error: "))
        #expect(!result.stdout.contains("AvatarView.xib"))
        #expect(result.stdout.split(separator: "\n").count == 6)
    }

    /// Issue 13: globs like these in `.nibcat-lint.json` made `lint` run for minutes.
    @Test func backtrackingGlobsInTheConfigurationFinishAtOnce() throws {
        let folder = try indexedExamples()
        defer { try? FileManager.default.removeItem(at: folder) }
        let avatar = folder.appendingPathComponent("Examples/ExampleApp/Views/AvatarView.xib")
        let longName = String(repeating: "a", count: 60) + ".xib"
        let deepName = Array(repeating: "a", count: 30).joined(separator: "/") + "/Avatar.xib"
        for name in [longName, deepName] {
            let copy = folder.appendingPathComponent("Examples/" + name)
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: avatar, to: copy)
        }
        #expect(try NibcatProcess.run(["index", "Examples"], in: folder).status == 0)
        let nine = String(repeating: "**/", count: 9)
        try Data(
            #"{"paths": {"*a*a*a*a*a*a*a*a*a*a*z": {"disabled": ["owner-view-recursion"]}, "\#(nine)z": {"disabled": ["owner-view-recursion"]}, "\#(nine)Avatar.xib": {"disabled": ["missing-image"]}}}"#
                .utf8
        )
        .write(to: folder.appendingPathComponent("Examples/.nibcat-lint.json"))
        let result = try #require(try NibcatProcess.run(["lint", "--rule", "owner-view-recursion"], in: folder, within: .seconds(30)))
        #expect(result.status == 1)
        #expect(
            result.stdout.split(separator: "\n").map { $0.prefix { $0 != ":" } }
                == [
                    "Examples/ExampleApp/Views/AvatarView.xib", Substring("Examples/" + longName), Substring("Examples/" + deepName),
                ].sorted())
    }
}
