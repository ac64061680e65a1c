import Foundation
import NibCompiler
import TestSupport
import Testing

/// `NibCompiler.version` keys every compile cache, so it must change whenever the compiler's output
/// does: a cache keyed by an unchanged version would hand out nibs an older compiler wrote. The
/// recorded digest of what the compiler writes for the iOS and macOS pairs, the compiler fixtures and the
/// example app catches an output change that forgot the version.
@Suite struct CompilerVersionTests {
    static let record = TestPaths.fixtures.appendingPathComponent("Compiler/compiler-output-digest.txt")

    /// FNV-1a (64 bits) over every input's path, then its output's file names and bytes, or its
    /// error: enough to notice a change, with no dependency.
    struct Digest {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            value = (value ^ 0xff) &* 0x0000_0100_0000_01b3
        }

        var hex: String { String(value, radix: 16) }
    }

    static func digest() throws -> String {
        var digest = Digest()
        var inputs: [(name: String, data: Data, path: String, options: CompileOptions)] = []
        for pair in try PairsConformanceTests.pairs() {
            let input = try PairsConformanceTests.input(of: pair)
            inputs.append((pair.id, input.data, input.path, input.options))
        }
        // The macOS pairs as their conformance test compiles them, with the system's color
        // profiles, so that what a document with system colors compiles to counts too.
        let macOSFolder = try TestPaths.corpus("pairs-macos")
        let macOSPairs = try JSONDecoder().decode(
            [PairsConformanceTests.Pair].self, from: Data(contentsOf: macOSFolder.appendingPathComponent("pairs.json")))
        let profiles = try AppKitCompilerConformanceTests.colorProfiles()
        let olderProfiles = try AppKitCompilerConformanceTests.colorProfiles(forXcode: "1141")
        let buildMacs = try AppKitCompilerConformanceTests.BuildMacs.listed()
        for pair in macOSPairs {
            let source = macOSFolder.appendingPathComponent(pair.source)
            let options = AppKitCompilerConformanceTests.options(
                for: pair, profiles: profiles, olderProfiles: olderProfiles, buildMacs: buildMacs)
            let path =
                pair.lproj.map {
                    source.deletingLastPathComponent().appendingPathComponent($0).appendingPathComponent(source.lastPathComponent).path
                }
                ?? source.path
            inputs.append((pair.id, try Data(contentsOf: source), path, options))
        }
        let root = TestPaths.projectRoot.path + "/"
        for folder in [TestPaths.fixtures.appendingPathComponent("Compiler"), TestPaths.examples] {
            for document in TestPaths.interfaceBuilderDocuments(under: folder) {
                let relative = String(document.path.dropFirst(root.count))
                inputs.append(
                    (
                        relative, try Data(contentsOf: document), document.path,
                        CompileOptions(module: "ExampleApp", allowsApproximation: true)
                    ))
            }
        }
        for input in inputs {
            digest.add(input.name.utf8)
            do {
                let output = try NibCompiler.compile(data: input.data, path: input.path, options: input.options)
                for file in output.files.sorted(by: { $0.relativePath < $1.relativePath }) {
                    digest.add(file.relativePath.utf8)
                    digest.add(file.contents)
                }
            } catch {
                digest.add(error.message.utf8)
            }
        }
        return digest.hex
    }

    @Test func theVersionChangesWithTheOutput() throws {
        let recorded = try String(contentsOf: Self.record, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { $0.split(separator: "\t").map(String.init) }
        let current = try Self.digest()
        #expect(
            recorded == [[NibCompiler.version, current]],
            """
            the compiler's output is \(current) for version \(NibCompiler.version), but \(Self.record.lastPathComponent) \
            records \(recorded): if the output changed, bump NibCompiler.version, then record "<version>\\t\(current)"
            """)
    }
}
