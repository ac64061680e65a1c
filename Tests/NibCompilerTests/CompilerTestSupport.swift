import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibCompiler

/// What the compiler tests compile and read: small iOS xibs, the compiler fixtures, the graph of
/// what NibCompiler wrote, and what Xcode wrote in a nib of the shared corpus.
enum CompilerTestSupport {
    /// An iOS xib using Auto Layout whose `<objects>` hold `objects`.
    static func iOSXIB(objects: String, colorMatched: Bool = false, documentAttributes: String = "") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" colorMatched="\(colorMatched ? "YES" : "NO")" \(documentAttributes)>
                <objects>
            \(objects)
                </objects>
            </document>
            """.utf8)
    }

    /// A one-scene iOS storyboard on an iPhone 8 (`retina4_7`) whose initial controller is
    /// `controller`; `documentAttributes` go on the document element.
    static func iOSStoryboard(documentAttributes: String, initialController: String, controller: String, resources: String = "") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" \
            useAutolayout="YES" \(documentAttributes) initialViewController="\(initialController)">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <scenes>
                    <scene sceneID="sce-one-001">
                        <objects>
            \(controller)
                        </objects>
                    </scene>
                </scenes>
                <resources>\(resources)</resources>
            </document>
            """.utf8)
    }

    /// The nib a xib compiles to as `xcode` (a version such as "11.3") writes it, at `deploymentTarget`.
    static func compiledXIB(_ xib: Data, named name: String, xcode: String, deploymentTarget: String? = nil) throws -> NibGraph {
        let output = try NibCompiler.compile(
            data: xib, path: name + ".xib",
            options: CompileOptions(minimumDeploymentTarget: deploymentTarget, xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        return try firstFile(of: output, path: name + ".nib")
    }

    /// The graph of the first file of `output`; `path` names it in a read error.
    static func firstFile(of output: CompiledOutput, path: String) throws -> NibGraph {
        NibGraph(try NibArchiveReader.read(try #require(output.files.first?.contents), path: path))
    }

    /// The files of `output` by their path in it (the first of two with one path).
    static func filesByPath(of output: CompiledOutput) -> [String: Data] {
        Dictionary(output.files.map { ($0.relativePath, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    /// The graph of the file at `path` among `files`.
    static func graph(at path: String, in files: [String: Data]) throws -> NibGraph {
        NibGraph(try NibArchiveReader.read(try #require(files[path], "no \(path)"), path: path))
    }

    /// The fixture `Tests/Fixtures/Compiler/<name>` compiled with `options`: its output and the
    /// graph of the output's first file.
    static func compiledFixture(_ name: String, options: CompileOptions = CompileOptions()) throws -> (
        graph: NibGraph, output: CompiledOutput
    ) {
        let url = TestPaths.fixtures.appendingPathComponent("Compiler/\(name)")
        let output = try NibCompiler.compile(contentsOf: url.path, options: options)
        return (try firstFile(of: output, path: url.path), output)
    }

    /// The nib Xcode wrote at `nib/ios/metamap/<path>` in the shared corpus.
    static func xcodeMetamapNib(_ path: String) throws -> NibGraph {
        let url = try TestPaths.corpus("nib/ios/metamap/\(path)")
        return NibGraph(try NibArchiveReader.read(try Data(contentsOf: url), path: url.path))
    }

    /// metamap's ConsentCheckBox, as Xcode 13 or later wrote it (no source of it is in the corpus):
    /// a text view with attributed text, system fonts and a `textContainerInset` runtime attribute.
    static func xcodeConsentCheckBox() throws -> NibGraph {
        try xcodeMetamapNib("IncdOnboarding/ConsentCheckBox.nib")
    }
}
