import AppKitNib
import Foundation
import NibArchive
import TestSupport
import Testing
import UIKitNib

@testable import NibCompiler

/// Colors in custom spaces as Xcode 26 archives them, against Aerial's nibs: the linear exposure
/// and the sharing of a color follow from whether its components are 8-bit values.
@Suite struct AppKitColorsConformanceTests {
    /// `pairID` compiled as its Xcode built it, with approximations, beside Xcode's nib.
    static func compiled(_ pairID: String) throws -> (ours: NibGraph, xcode: NibGraph) {
        let folder = try TestPaths.corpus("pairs-macos")
        var (pair, options) = try AppKitCompilerConformanceTests.pair(pairID)
        options.allowsApproximation = true
        let source = folder.appendingPathComponent(pair.source)
        let output = try NibCompiler.compile(data: try Data(contentsOf: source), path: source.path, options: options)
        let ours = try CompiledNibReader.decode(try #require(output.files.first).contents, path: pair.id).graph
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent(pair.xcode).path).graph
        return (ours, xcode)
    }

    /// Without Apple's profiles a compile is refused at every color whose space embeds one; with
    /// approximations each space is written by its AppKit id alone. Against Xcode's nib of
    /// viraptor's `test1` (a text field's system background color, its fallback in the generic
    /// gray space), the profile's bytes are all that differ.
    @Test func withoutTheProfilesOnlyTheProfileIsLeftOut() throws {
        let folder = try TestPaths.corpus("pairs-macos")
        var (pair, options) = try AppKitCompilerConformanceTests.pair("ibtool-1c4e662-test1.xib")
        options.colorProfiles = ColorProfiles()
        let source = folder.appendingPathComponent(pair.source)
        let data = try Data(contentsOf: source)
        let refusal = try #require(throws: CompileError.self) { try NibCompiler.compile(data: data, path: source.path, options: options) }
        #expect(!refusal.diagnostics.isEmpty)
        #expect(refusal.isOnlyApproximations)
        #expect(refusal.diagnostics.allSatisfy { $0.message.contains("--color-profiles") }, "\(refusal.diagnostics)")
        options.allowsApproximation = true
        let output = try NibCompiler.compile(data: data, path: source.path, options: options)
        #expect(output.diagnostics.map(\.line) == refusal.diagnostics.map(\.line))
        let ours = try CompiledNibReader.decode(try #require(output.files.first).contents, path: pair.id).graph
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent(pair.xcode).path).graph
        let differences = NibGraphComparison.differences(ours, xcode)
        #expect(differences.count == 1 && differences.allSatisfy { $0.path.hasSuffix(AppKitNibKey.iccProfile) }, "\(differences)")
    }

    /// Each color in a custom space: its components and linear exposure as text, sorted.
    static func customSpaceColors(_ graph: NibGraph) -> [String] {
        graph.objects.filter { $0.value(forKey: "NSCustomColorSpace") != nil && $0.value(forKey: "NSLinearExposure") != nil }.map {
            color in
            ["NSComponents", "NSLinearExposure"].map { key in
                guard case .data(let data)? = color.value(forKey: key) else { return "" }
                return String(decoding: data, as: UTF8.self)
            }.joined(separator: " exposure ")
        }.sorted()
    }

    /// The button tints of `PlayingCollectionViewItem`, white of alpha 0.8470588235 (no 8-bit
    /// value), are two objects of exposure 0; the other button's white gray tint is the object
    /// of the text background's white. Nothing else differs either (the symbol button its
    /// constraints lay out: `AppKitConstrainedFrames`).
    @Test func eightBitColorsAreSharedAndTheOthersOfExposureZero() throws {
        let (ours, xcode) = try Self.compiled("Aerial-29101a6-PlayingCollectionViewItem.xib")
        #expect(Self.customSpaceColors(ours) == Self.customSpaceColors(xcode))
        #expect(Self.customSpaceColors(ours).filter { $0.hasSuffix("exposure 0") }.count == 2)
        let differences = NibGraphComparison.differences(ours, xcode)
        #expect(differences.isEmpty, "\(differences)")
    }

    /// `VideosViewController`'s whites of alpha 216/255: the one saved as 0.84705882352941175 is
    /// archived with exposure 1, the eight saved as 0.8470588235 with 0.
    @Test func theExposureFollowsTheSavedPrecision() throws {
        let (ours, xcode) = try Self.compiled("Aerial-29101a6-VideosViewController.xib")
        let whites = Self.customSpaceColors(ours).filter { $0.hasPrefix("1 1 1 0.8470588235") }
        #expect(whites.filter { $0.hasSuffix("exposure 1") }.count == 1)
        #expect(whites.filter { $0.hasSuffix("exposure 0") }.count == 8)
        #expect(Self.customSpaceColors(ours) == Self.customSpaceColors(xcode))
    }

    @Test func eightBitMeansAMultipleOf1Over255() {
        #expect(AppKitColors.isEightBit([0, 1, 216.0 / 255, 0.84705882352941175]))
        #expect(!AppKitColors.isEightBit([0.84705882349999995]))
        #expect(!AppKitColors.isEightBit([0.5]))
        #expect(AppKitColors.linearExposure(ofRGB: [1, 0.5, 0, 1]) == "0")
        #expect(AppKitColors.linearExposure(ofRGB: [0, 0, 1, 1]) == "1")
    }
}
