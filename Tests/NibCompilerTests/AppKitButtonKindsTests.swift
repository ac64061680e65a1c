import AppKitNib
import CompilerTestSupport
import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Button kinds measured on their pairs' Xcode nibs: inline buttons with the inline bezel's own
/// font (Aerial's `SourcesViewController`, Xcode 26) and textured square buttons (transmission's
/// main window, viraptor's `transmission-MainMenu`).
@Suite struct AppKitButtonKindsTests {
    static let inlineBezel: Int64 = 15
    static let texturedSquareBezel: Int64 = 8

    /// The differences that lie inside a button's cell: after the last step into a button's
    /// cell, only the cell's, its font's and the font descriptor's keys.
    static func insideButtonCells(_ differences: [NibDifference]) -> [NibDifference] {
        differences.filter { difference in
            let steps = difference.path.split(separator: " ")
            guard let cell = steps.lastIndex(where: { $0.hasPrefix("NSButton.NSCell") }) else { return false }
            return steps[(cell + 1)...].allSatisfy { step in
                ["NSButtonCell.", "NSFont.", "NSFontDescriptor.", "NSDictionary.", "NSNumber.", "NSString."].contains {
                    step.hasPrefix($0)
                }
            }
        }
    }

    static func cells(ofBezel bezel: Int64, in graph: NibGraph) -> [NibGraph.Object] {
        graph.objects.filter { $0.className == "NSButtonCell" && $0.value(forKey: "NSBezelStyle") == .integer(bezel) }
    }

    @Test func inlineButtonsAreXcodes() throws {
        let (output, nibs) = try CompilerTestSupport.compiledBesideXcode(
            pair: "Aerial-29101a6-SourcesViewController.xib", document: "SourcesViewController",
            options: AppKitCollectionViewBuilderTests.aerialOptions())
        #expect(!output.diagnostics.contains { $0.message.contains("inline button") })
        #expect(nibs.count == 2)
        for nib in nibs {
            for archived in [nib.ours, nib.xcode] {
                let inline = Self.cells(ofBezel: Self.inlineBezel, in: archived)
                #expect(inline.count == 3)
                let fonts = Set(inline.map { $0.value(forKey: "NSSupport") })
                #expect(fonts.count == 1)
                let reference = try #require(fonts.first)
                let font = try #require(archived.object(reference)?.object)
                #expect(archived.string(font.value(forKey: "NSName")) == ".AppleSystemUIFontDemi")
            }
            let inCells = Self.insideButtonCells(NibGraphComparison.differences(nib.ours, nib.xcode))
            #expect(inCells.isEmpty, "\(nib.name): \(inCells)")
        }
    }

    /// Another font than the inline bezel's own is archived as the document gives it
    /// (`NowPlayingViewController`'s small system font).
    @Test func anInlineButtonInAnotherFontKeepsIt() throws {
        let button = """
                <button id="9"><rect key="frame" x="0.0" y="0.0" width="56" height="18"/>\
            <buttonCell key="cell" type="inline" title="B" bezelStyle="inline" alignment="center" inset="2" id="10">\
            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>\
            <font key="font" metaFont="smallSystem"/></buttonCell></button>
            """
        let xib = CompilerTestSupport.macOSXIB(objects: CompilerTestSupport.window(holding: button))
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib")
        let graph = try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
        let cell = try #require(Self.cells(ofBezel: Self.inlineBezel, in: graph).first)
        let font = try #require(graph.object(cell.value(forKey: "NSSupport"))?.object)
        #expect(graph.string(font.value(forKey: "NSName")) == ".AppleSystemUIFont")
        #expect(font.value(forKey: "NSTextStyleDescriptor") == nil)
    }

    @Test func texturedSquareButtonsAreXcodes() throws {
        let (output, nibs) = try CompilerTestSupport.compiledBesideXcode(
            pair: "ibtool-1c4e662-transmission-MainMenu.xib", document: "transmission_MainMenu",
            options: CompileOptions(allowsApproximation: true, colorProfiles: try AppKitTextViewBuilderTests.colorProfiles()))
        #expect(!output.diagnostics.contains { $0.message.contains("squareTextured") })
        let nib = try #require(nibs.first)
        for archived in [nib.ours, nib.xcode] {
            #expect(Self.cells(ofBezel: Self.texturedSquareBezel, in: archived).count == 3)
        }
        let inCells = Self.insideButtonCells(NibGraphComparison.differences(nib.ours, nib.xcode))
        #expect(inCells.isEmpty, "\(inCells)")
    }
    /// Aerial's square star buttons, saved with a check box's behavior (`VideosViewController`,
    /// Xcode 26): momentary light, the behavior's bits without a check box's image flag.
    @Test func squareButtonsWithACheckBoxsBehaviorAreXcodes() throws {
        let (output, nibs) = try CompilerTestSupport.compiledBesideXcode(
            pair: "Aerial-29101a6-VideosViewController.xib", document: "VideosViewController",
            options: AppKitCollectionViewBuilderTests.aerialOptions())
        #expect(!output.diagnostics.contains { $0.message.contains("another type's behavior") })
        // The table saved plain needs no macOS 11 variant: one nib, as Xcode's.
        #expect(!output.isFolder)
        let nib = try #require(nibs.first)
        for archived in [nib.ours, nib.xcode] {
            let stars = archived.objects.filter {
                $0.className == "NSButtonCell" && $0.value(forKey: "NSAuxButtonType") == .integer(0)
                    && $0.value(forKey: "NSBezelStyle") == .integer(6)
            }
            #expect(stars.count == 2)
        }
        // Which equal colors share one object is the colors' concern (their calibrated twins are
        // approximations in this pair), not the buttons'.
        let inCells = Self.insideButtonCells(NibGraphComparison.differences(nib.ours, nib.xcode)).filter { $0.kind != .sharing }
        #expect(inCells.isEmpty, "\(inCells)")
    }
}
