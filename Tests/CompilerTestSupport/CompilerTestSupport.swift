import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibCompiler

/// What the compiler's unit and conformance tests compile and read: small iOS xibs, the compiler
/// fixtures, the options they compile with, and the graph of what NibCompiler wrote.
public enum CompilerTestSupport {
    /// The example app's module, approximations allowed: the corpus holds elements the compiler
    /// approximates (unknown views, static table sections).
    public static let exampleAppOptions = CompileOptions(module: "ExampleApp", allowsApproximation: true)

    /// The attributed-text fixtures hold text the compiler keeps plain, with a warning when allowed.
    public static let approximating = CompileOptions(allowsApproximation: true)

    /// An iOS xib using Auto Layout whose `<objects>` hold `objects`, after `beforeObjects` (a
    /// `<device>`, `<customFonts>`).
    public static func iOSXIB(objects: String, colorMatched: Bool = false, documentAttributes: String = "", beforeObjects: String = "")
        -> Data
    {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" colorMatched="\(colorMatched ? "YES" : "NO")" \(documentAttributes)>
                \(beforeObjects)
                <objects>
            \(objects)
                </objects>
            </document>
            """.utf8)
    }

    /// An iOS xib whose one top-level view (`vw1`, 320 × 480) holds `subviews`.
    public static func iOSXIB(subviews: String, colorMatched: Bool = false) -> Data {
        iOSXIB(
            objects: """
                <view contentMode="scaleToFill" id="vw1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                \(subviews)
                    </subviews>
                </view>
                """, colorMatched: colorMatched)
    }

    /// Each class a keyed archive names with the superclasses it lists after it (`$classes`).
    public static func classHierarchies(ofKeyedArchive data: Data) throws -> [String: [String]] {
        let archive = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        var hierarchies: [String: [String]] = [:]
        for case let entry as [String: Any] in archive["$objects"] as? [Any] ?? [] {
            if let name = entry["$classname"] as? String, hierarchies[name] == nil { hierarchies[name] = entry["$classes"] as? [String] }
        }
        return hierarchies
    }

    /// A one-scene iOS storyboard on an iPhone 8 (`retina4_7`) whose initial controller is
    /// `controller`; `documentAttributes` go on the document element.
    public static func iOSStoryboard(documentAttributes: String, initialController: String, controller: String, resources: String = "")
        -> Data
    {
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
    public static func compiledXIB(_ xib: Data, named name: String, xcode: String, deploymentTarget: String? = nil) throws -> NibGraph {
        let output = try NibCompiler.compile(
            data: xib, path: name + ".xib",
            options: CompileOptions(minimumDeploymentTarget: deploymentTarget, xcodeVersion: CompileOptions.XcodeVersion(xcode)))
        return try firstFile(of: output, path: name + ".nib")
    }

    /// The graph of the first file of `output`; `path` names it in a read error.
    public static func firstFile(of output: CompiledOutput, path: String) throws -> NibGraph {
        NibGraph(try NibArchiveReader.read(try #require(output.files.first?.contents), path: path))
    }

    /// The files of `output` by their path in it (the first of two with one path).
    public static func filesByPath(of output: CompiledOutput) -> [String: Data] {
        Dictionary(output.files.map { ($0.relativePath, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    /// The archive a `UINib` object of `graph` holds (a prototype cell's nib).
    public static func archiveData(of nib: NibGraph.Object, in graph: NibGraph) -> Data? {
        guard case .data(let data)? = graph.object(nib.value(forKey: "archiveData"))?.object.value(forKey: "NS.bytes") else { return nil }
        return data
    }

    /// The graph of the file at `path` among `files`.
    public static func graph(at path: String, in files: [String: Data]) throws -> NibGraph {
        NibGraph(try NibArchiveReader.read(try #require(files[path], "no \(path)"), path: path))
    }

    /// The fixture `Tests/Fixtures/Compiler/<name>` compiled with `options`: its output and the
    /// graph of the output's first file.
    public static func compiledFixture(_ name: String, options: CompileOptions = CompileOptions()) throws -> (
        graph: NibGraph, output: CompiledOutput
    ) {
        let url = TestPaths.fixtures.appendingPathComponent("Compiler/\(name)")
        let output = try NibCompiler.compile(contentsOf: url.path, options: options)
        return (try firstFile(of: output, path: url.path), output)
    }

    /// The object of `className` whose `UIText` is `text`.
    public static func view(_ className: String, text: String, in graph: NibGraph) -> Int? {
        graph.objects.indices.first { index in
            graph.objects[index].className == className && graph.string(graph.objects[index].value(forKey: "UIText")) == text
        }
    }
}
