import CompilerTestSupport
import Foundation
import NibArchive
import TestSupport
import Testing
import UIKitNib

@testable import NibCompiler

/// `UIBackgroundConfiguration`'s keys, in order, as Xcode's own nibs hold them: a cell's system
/// background view of Xcode 13.4.1 (WorkFlowTestingApp's MovieReviewCell) and a configured
/// button's background of 16.4 (TestDemo's SKThemeSetController).
@Suite struct UIKitBackgroundConfigurationTests {
    /// The keys of the first background configuration in Xcode's nib of `pair`.
    static func xcodeKeys(pair: String, nib: String) throws -> [String] {
        let path = try TestPaths.corpus("pairs/\(pair)/xcode/\(nib)").path
        let graph = try CompiledNibReader.read(path: path).graph
        let configuration = try #require(graph.objects.first { $0.className == UIKitBackgroundConfiguration.className })
        return configuration.entries.map(\.key)
    }

    /// The keys of the configuration the compiler writes with `xcode` for a cell of the gray
    /// selection style without a background color of its own, which UIKit gives a system
    /// background view.
    static func writtenKeys(xcode: String) throws -> [String] {
        let xib = CompilerTestSupport.iOSTableCellXIB(selectionStyle: "gray")
        let graph = try CompilerTestSupport.compiledXIB(xib, named: "Cell", xcode: xcode, deploymentTarget: "13.0")
        let configuration = try #require(graph.objects.first { $0.className == UIKitBackgroundConfiguration.className })
        return configuration.entries.map(\.key)
    }

    @Test(arguments: [
        ("13.4.1", "WorkFlowTestingApp-dc52e7c-MovieReviewCell.xib", "MovieReviewCell.nib"),
        ("16.4", "TestDemo-14e5aa9-SKThemeSetController.xib", "SKThemeSetController.nib"),
    ])
    func theKeysAreThoseOfTheXcodesNibs(xcode: String, pair: String, nib: String) throws {
        #expect(try Self.writtenKeys(xcode: xcode) == Self.xcodeKeys(pair: pair, nib: nib))
    }

    /// Xcode 13.4.1's SDK has neither the stroke location nor the masked corners' flag that the
    /// buttons of 14.1 show.
    @Test func xcode13HasNoStrokeLocation() throws {
        let keys = try Self.writtenKeys(xcode: "13.4.1")
        #expect(!keys.contains("strokeLocation"))
        #expect(!keys.contains("hasCustomized-maskedCorners"))
        #expect(try Self.writtenKeys(xcode: "14.1").contains("strokeLocation"))
    }
}
