import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import TestSupport
import Testing
import UIKitNib

@testable import NibCompiler

@Suite struct AppKitXcodeRulesConformanceTests {
    /// A textured window (LuLu's and Clipy's), which no pair shows, sets AppKit's 1 << 8 in its
    /// style mask: viraptor's `test-window-behavior` so edited is Xcode's nib but for that bit.
    @Test func aTexturedWindowSetsAppKitsBit() throws {
        let (output, xcode) = try AppKitControlApproximationsTests.compile(
            "ibtool-1c4e662-test-window-behavior.xib",
            replacing: [
                #"<windowStyleMask key="styleMask" titled="YES"/>"#:
                    #"<windowStyleMask key="styleMask" titled="YES" texturedBackground="YES"/>"#
            ],
            allowsApproximation: false)
        let (found, warnings) = try AppKitControlApproximationsTests.differences(output, from: xcode)
        #expect(warnings.isEmpty)
        #expect(found.map(AppKitControlApproximationsTests.lastKey) == ["NSWindowStyleMask"])
        let masks = try AppKitControlApproximationsTests.flags(try #require(found.first))
        #expect(masks.ours == masks.xcode | 0x100 && masks.xcode & 0x100 == 0)
    }

    @Test func everyRuleNamesAPairOfTheXcodesItSeparates() throws {
        let folder = try TestPaths.corpus("pairs-macos")
        let pairs = try JSONDecoder().decode(
            [PairsConformanceTests.Pair].self, from: Data(contentsOf: folder.appendingPathComponent("pairs.json")))
        let versions = Dictionary(pairs.map { ($0.id, $0.xcodeVersion.flatMap(Int.init)) }, uniquingKeysWith: { first, _ in first })
        for rule in AppKitXcodeRules.all {
            #expect(rule.lastWithout < rule.since)
            #expect(versions[rule.evidence] == rule.since, "\(rule.evidence) was not built by Xcode \(rule.since)")
            #expect(
                versions[rule.evidenceWithout] == rule.lastWithout, "\(rule.evidenceWithout) was not built by Xcode \(rule.lastWithout)")
        }
        #expect(AppKitXcodeRules.keysSince.allSatisfy { key in AppKitXcodeRules.all.contains(key.rule) })
    }

    /// Xcode 7 archived a system color's fallback as a calibrated white of the color's own value,
    /// with no profile to embed (Sparkle's `SUStatus` as Xcode 7.2 built it); Xcode 9 and older
    /// set 0x10000000 in every window's flags.
    @Test func xcode7sFallbacksNeedNoProfileAndOlderWindowsCarryAFlag() throws {
        let label = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                    <textField verticalHuggingPriority="750" id="9">
                        <rect key="frame" x="18" y="20" width="120" height="17"/>
                        <textFieldCell key="cell" sendsActionOnEndEditing="YES" title="Label" id="10">
                            <font key="font" metaFont="system"/>
                            <color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
                            <color key="backgroundColor" name="controlColor" catalog="System" colorSpace="catalog"/>
                        </textFieldCell>
                    </textField>
                    """),
            documentAttributes: "")
        let options = CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("7.2"))
        let output = try NibCompiler.compile(data: label, path: "Panel.xib", options: options)
        let graph = try CompiledNibReader.decode(try #require(output.files.first).contents, path: "Panel.nib").graph
        let whites = graph.objects.compactMap { object -> Data? in
            guard case .data(let bytes)? = object.value(forKey: AppKitNibKey.white) else { return nil }
            return bytes
        }
        #expect(Set(whites) == [Data("0\0".utf8), Data("0.6666666667\0".utf8)])
        #expect(!graph.objects.contains { $0.className == AppKitNibClass.colorSpace })
        let window = try #require(graph.objects.first { $0.className == AppKitNibClass.windowTemplate })
        guard case .integer(let flags)? = window.value(forKey: AppKitNibKey.windowTemplateFlags) else {
            Issue.record("no NSWTFlags")
            return
        }
        #expect(flags & 0x1000_0000 != 0)
        let newer = try NibCompiler.compile(
            data: label, path: "Panel.xib",
            options: CompileOptions(
                xcodeVersion: CompileOptions.XcodeVersion("10.1"),
                colorProfiles: try AppKitCompilerConformanceTests.colorProfiles(forXcode: "1010")))
        let newerGraph = try CompiledNibReader.decode(try #require(newer.files.first).contents, path: "Panel.nib").graph
        let newerWindow = try #require(newerGraph.objects.first { $0.className == AppKitNibClass.windowTemplate })
        guard case .integer(let newerFlags)? = newerWindow.value(forKey: AppKitNibKey.windowTemplateFlags) else {
            Issue.record("no NSWTFlags")
            return
        }
        #expect(newerFlags & 0x1000_0000 == 0)
    }
}
