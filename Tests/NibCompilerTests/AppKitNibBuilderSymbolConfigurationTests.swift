import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Controls' symbol configurations, a project's Display P3 named colors, a centered pop-up, a
/// slider stopping on tick marks only and a box at the top level, against Xcode 26's nib of Aerial's `CompanionPopoverViewController`,
/// the pair that shows them.
@Suite struct AppKitSymbolConfigurationBuilderTests {
    static let pair = "pairs-macos/Aerial-29101a6-CompanionPopoverViewController.xib"

    /// The color profiles Xcode embedded in the pair's nib, Display P3's among them.
    static func options() throws -> CompileOptions {
        let xcode = try CompiledNibReader.read(
            path: try TestPaths.corpus(pair).appendingPathComponent("xcode/CompanionPopoverViewController.nib/keyedobjects-101300.nib").path
        )
        let embedded = ColorProfiles.embedded(in: xcode.graph)
        #expect(embedded[.displayP3] != nil)
        var options = CompileOptions(colorProfiles: try AppKitTextViewBuilderTests.colorProfiles())
        try options.colorProfiles.set(try #require(embedded[.displayP3]), for: .displayP3)
        options.module = "Aerial_Companion"
        options.minimumDeploymentTarget = "10.12"
        options.allowsApproximation = true
        return options
    }

    static func compiled() throws -> (graph: NibGraph, xcode: NibGraph) {
        let folder = try TestPaths.corpus(pair)
        let source = try Data(contentsOf: folder.appendingPathComponent("source/CompanionPopoverViewController.xib"))
        let output = try NibCompiler.compile(data: source, path: "CompanionPopoverViewController.xib", options: options())
        let file = try #require(output.files.first { $0.relativePath.hasSuffix("keyedobjects-101300.nib") })
        let graph = try CompiledNibReader.decode(file.contents, path: file.relativePath).graph
        let xcode = try CompiledNibReader.read(
            path: folder.appendingPathComponent("xcode/CompanionPopoverViewController.nib/keyedobjects-101300.nib").path)
        return (graph, xcode.graph)
    }

    /// Every symbol configuration, the named colors but their twins' last digits, the pop-up's
    /// alignment and the top-level box are Xcode's; what differs is frames ibtool laid out again.
    @Test func whatThePairShowsIsXcodes() throws {
        let (graph, xcode) = try Self.compiled()
        for archived in [graph, xcode] {
            #expect(archived.objects.filter { $0.className == "IBNSImageSymbolConfiguration" }.count == 9)
            let named = archived.objects.filter { archived.string($0.value(forKey: "NSCatalogName")) == "#$assets-mainBundleID" }
            #expect(named.count == 2)
        }
        let differences = NibGraphComparison.differences(graph, xcode)
        #expect(!differences.isEmpty)
        let shown = differences.filter { difference in
            difference.kind != .sharing && !difference.path.hasSuffix(".NSFrame") && !difference.path.hasSuffix("NSColor.NSRGB")
        }
        #expect(shown.isEmpty, "\(shown)")
    }

    @Test func whatThePairDoesNotShowIsRefused() throws {
        var options = try Self.options()
        options.allowsApproximation = false
        options.minimumDeploymentTarget = nil
        func messages(_ configuration: String) throws -> [String] {
            let xib = CompilerTestSupport.macOSXIB(
                objects: CompilerTestSupport.window(
                    holding: """
                                    <imageView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="9">
                                        <rect key="frame" x="0.0" y="0.0" width="48" height="48"/>
                                        <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="hare" catalog="system" id="10"/>
                                        \(configuration)
                                    </imageView>
                        """),
                resources: #"<image name="hare" catalog="system" width="20" height="20"/>"#)
            return try CompilerTestSupport.refusal(xib, options: options).diagnostics.map(\.message)
        }
        let typeWithoutSize = try messages(#"<symbolConfiguration key="symbolConfiguration" configurationType="pointSize"/>"#)
        #expect(typeWithoutSize == ["a symbol configuration whose point size is not its type's is not known to the macOS compiler yet"])
        let colored = try messages(
            #"<symbolConfiguration key="symbolConfiguration"><color key="color" white="1" alpha="1" colorSpace="calibratedWhite"/></symbolConfiguration>"#
        )
        #expect(colored == ["color of a symbolConfiguration is not known to the macOS compiler yet"])
        let named = CompilerTestSupport.macOSXIB(
            objects: CompilerTestSupport.window(
                holding: """
                                <box boxType="custom" borderWidth="0.0" title="Box" titlePosition="noTitle" id="9">
                                    <rect key="frame" x="0.0" y="0.0" width="48" height="48"/>
                                    <view key="contentView" id="10">
                                        <rect key="frame" x="0.0" y="0.0" width="48" height="48"/>
                                    </view>
                                    <color key="fillColor" name="hero color"/>
                                </box>
                    """))
        options.allowsApproximation = true
        #expect(
            try CompilerTestSupport.refusal(named, options: options).diagnostics.filter { $0.severity == .error }.map(\.message) == [
                "named color 'hero color', which the document's resources do not give, is not known to the macOS compiler"
            ])
    }
}
