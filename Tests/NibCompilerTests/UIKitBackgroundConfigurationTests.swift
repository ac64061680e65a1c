import CompilerTestSupport
import Foundation
import NibArchive
import TestSupport
import Testing
import UIKitNib

@testable import NibCompiler

/// `UIBackgroundConfiguration`'s keys, in order, against Xcode's own nibs: a cell's system
/// background view of Xcode 13.4.1 (WorkFlowTestingApp's MovieReviewCell) and a configured
/// button's background of 16.4 (TestDemo's SKThemeSetController), each compiled from its pair's
/// source.
@Suite struct UIKitBackgroundConfigurationTests {
    /// The keys of the first background configuration of `graph`.
    static func configurationKeys(in graph: NibGraph) throws -> [String] {
        let configuration = try #require(graph.objects.first { $0.className == UIKitBackgroundConfiguration.className })
        return configuration.entries.map(\.key)
    }

    /// The pair's source compiled as its Xcode built it, and Xcode's nib.
    static func compiledBesideXcode(pair: String, document: String, options: CompileOptions) throws -> (ours: NibGraph, xcode: NibGraph) {
        let folder = try TestPaths.corpus("pairs/\(pair)")
        let source = try Data(contentsOf: folder.appendingPathComponent("source/\(document).xib"))
        let output = try NibCompiler.compile(data: source, path: "\(document).xib", options: options)
        let ours = try CompilerTestSupport.firstFile(of: output, path: "\(document).nib")
        let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent("xcode/\(document).nib").path).graph
        return (ours, xcode)
    }

    @Test(arguments: [
        ("WorkFlowTestingApp-dc52e7c-MovieReviewCell.xib", "MovieReviewCell", "UpcomingMovies", "12.0", "13.4.1"),
        ("TestDemo-14e5aa9-SKThemeSetController.xib", "SKThemeSetController", "TestDemo", "16.0", "16.4"),
    ])
    func theKeysAreThoseOfXcodesNib(pair: String, document: String, module: String, target: String, xcode: String) throws {
        let options = CompileOptions(
            module: module, minimumDeploymentTarget: target, xcodeVersion: CompileOptions.XcodeVersion(xcode), allowsApproximation: true)
        let (ours, theirs) = try Self.compiledBesideXcode(pair: pair, document: document, options: options)
        #expect(try Self.configurationKeys(in: ours) == Self.configurationKeys(in: theirs))
    }

    /// Xcode 13.4.1's SDK has neither the stroke location nor the masked corners' flag that the
    /// buttons of 14.1 show.
    @Test func xcode13HasNoStrokeLocation() throws {
        func keys(_ xcode: String) throws -> [String] {
            let xib = CompilerTestSupport.iOSXIB(
                objects: UIKitPropertiesContainersTests.plainCell(id: "cel-gry-001", selectionStyle: "gray"), colorMatched: true)
            return try Self.configurationKeys(
                in: CompilerTestSupport.compiledXIB(xib, named: "Cell", xcode: xcode, deploymentTarget: "13.0"))
        }
        #expect(try !keys("13.4.1").contains("strokeLocation"))
        #expect(try !keys("13.4.1").contains("hasCustomized-maskedCorners"))
        #expect(try keys("14.1").contains("strokeLocation"))
    }
}
