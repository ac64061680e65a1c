import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// Every pair of `../shared/corpus/pairs-macos`, compiled with the pair's module, deployment
/// target and Xcode version: the listed pairs (`Fixtures/Compiler/pairs-macos-identical.txt`)
/// must match Xcode's nib as graphs, and every other pair must be refused naming its file: the
/// compiler never writes a macOS nib that differs from Xcode's.
@Suite struct AppKitCompilerConformanceTests {
    typealias Pair = PairsConformanceTests.Pair

    /// viraptor/ibtool's samples were compiled with `--module TestModule`: module-override's nib
    /// names `_TtC10TestModule10MyDelegate` for `customModuleProvider="target"`.
    static let viraptorSampleModule = "TestModule"

    static func listedIdentical() throws -> Set<String> {
        let text = try String(
            contentsOf: TestPaths.fixtures.appendingPathComponent("Compiler/pairs-macos-identical.txt"), encoding: .utf8)
        return Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map(String.init))
    }

    @Test func listedPairsMatchXcodeAndTheOthersAreRefused() throws {
        let folder = try TestPaths.corpus("pairs-macos")
        let pairs = try JSONDecoder().decode([Pair].self, from: Data(contentsOf: folder.appendingPathComponent("pairs.json")))
        #expect(pairs.count == 222)
        let listed = try Self.listedIdentical()
        var identical: Set<String> = []
        for pair in pairs {
            let source = folder.appendingPathComponent(pair.source).path
            let options = CompileOptions(
                module: pair.module ?? (pair.id.hasPrefix("ibtool-") ? Self.viraptorSampleModule : nil),
                minimumDeploymentTarget: pair.minimumDeploymentTarget,
                xcodeVersion: pair.xcodeVersion.flatMap(CompileOptions.XcodeVersion.init))
            let output: CompiledOutput
            do {
                output = try NibCompiler.compile(contentsOf: source, options: options)
            } catch {
                #expect(!listed.contains(pair.id), "\(pair.id): \(error.message)")
                #expect(error.diagnostics.allSatisfy { $0.path == source }, "\(pair.id)")
                continue
            }
            let ours = try CompiledNibReader.decode(try #require(output.files.first).contents, path: source).graph
            let xcode = try CompiledNibReader.read(path: folder.appendingPathComponent(pair.xcode).path).graph
            let differences = NibGraphComparison.differences(ours, xcode)
            #expect(differences.isEmpty, "\(pair.id): \(differences.prefix(3))")
            identical.insert(pair.id)
        }
        #expect(identical == listed)
    }
}
