import Foundation
import NibArchive
import NibCompiler
import TestSupport
import Testing
import UIKitNib

/// macOS xibs for the AppKit builder's unit and conformance tests: a document around its objects,
/// a window around its subviews, a label and a push button; the error a document is refused with,
/// and the images a compiled graph records.
extension CompilerTestSupport {
    public static func macOSXIB(objects: String, documentAttributes: String = "", resources: String = "") -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23094" \
            targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES"\(documentAttributes)>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="23094"/>
                </dependencies>
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="Owner"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customObject id="-3" userLabel="Application" customClass="NSObject"/>
            \(objects)
                </objects>
                <resources>
            \(resources)
                </resources>
            </document>
            """.utf8)
    }

    /// The graph of the nib a macOS xib compiles to.
    public static func compiledMacOSGraph(_ xib: Data, options: CompileOptions = CompileOptions()) throws -> NibGraph {
        let output = try NibCompiler.compile(data: xib, path: "Panel.xib", options: options)
        return try CompiledNibReader.decode(output.files[0].contents, path: "Panel.nib").graph
    }

    /// The graph of the nib Xcode wrote at `path` under `../shared/corpus/pairs-macos`.
    public static func xcodeMacOSGraph(_ path: String) throws -> NibGraph {
        try CompiledNibReader.read(path: try TestPaths.corpus("pairs-macos").appendingPathComponent(path).path).graph
    }

    /// A compiled nib of a `pairs-macos` pair beside Xcode's nib of the same name (a folder nib's
    /// variants each beside Xcode's).
    public struct NibBesideXcode {
        public var name: String
        public var ours: NibGraph
        public var xcode: NibGraph
    }

    /// `document` of the pair compiled with `options`: the output, its diagnostics among it, and
    /// each nib beside Xcode's.
    public static func compiledBesideXcode(pair: String, document: String, options: CompileOptions) throws -> (
        output: CompiledOutput, nibs: [NibBesideXcode]
    ) {
        let folder = try TestPaths.corpus("pairs-macos/\(pair)")
        let source = try Data(contentsOf: folder.appendingPathComponent("source/\(document).xib"))
        let output = try NibCompiler.compile(data: source, path: "\(document).xib", options: options)
        let nibs = try output.files.map { file in
            let xcodePath = "xcode/\(document).nib" + (file.relativePath.isEmpty ? "" : "/\(file.relativePath)")
            return NibBesideXcode(
                name: file.relativePath, ours: try CompiledNibReader.decode(file.contents, path: file.relativePath).graph,
                xcode: try CompiledNibReader.read(path: folder.appendingPathComponent(xcodePath).path).graph)
        }
        return (output, nibs)
    }

    /// An object's values other than references to objects, by key.
    public static func scalarValues(of object: NibGraph.Object) -> [String: NibGraph.Value] {
        var values: [String: NibGraph.Value] = [:]
        for entry in object.entries {
            if case .object = entry.value { continue }
            values[entry.key] = entry.value
        }
        return values
    }

    public static func refusal(_ xib: Data, options: CompileOptions = CompileOptions()) throws -> CompileError {
        try #require(throws: CompileError.self) { try NibCompiler.compile(data: xib, path: "Panel.xib", options: options) }
    }

    /// The graph `xib` compiles to with `--allow-approximation`, once its strict compile is
    /// refused with `messages` alone.
    public static func approximatedMacOSGraph(
        _ xib: Data, refusedWith messages: [String], options: CompileOptions = CompileOptions(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> NibGraph {
        let refused = try refusal(xib, options: options).diagnostics.map(\.message)
        #expect(refused == messages, sourceLocation: sourceLocation)
        var approximating = options
        approximating.allowsApproximation = true
        return try compiledMacOSGraph(xib, options: approximating)
    }

    /// A window (id 7), 200 × 100 unless `width` says otherwise, whose content view (id 8) holds
    /// `subviews`, the first of them on the document's line 15, and `constraints`.
    public static func window(holding subviews: String, constraints: String = "", width: Int = 200) -> String {
        """
                <window title="W" id="7">
                    <rect key="contentRect" x="0.0" y="0.0" width="\(width)" height="100"/>
                    <view key="contentView" id="8">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                        <subviews>
        \(subviews)
                        </subviews>
                        \(constraints.isEmpty ? "" : "<constraints>\(constraints)</constraints>")
                    </view>
                </window>
        """
    }

    public static func label(textColor: String) -> String {
        Self.window(
            holding: """
                <textField id="9">
                    <rect key="frame" x="20" y="20" width="100" height="16"/>
                    <textFieldCell key="cell" title="Hello" id="10">
                        <font key="font" metaFont="system"/>
                        <color key="textColor" name="\(textColor)" catalog="System" colorSpace="catalog"/>
                        <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>
                    </textFieldCell>
                </textField>
                """)
    }

    public static func pushButton(id: String, y: Int, actions: String) -> String {
        """
                                <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="20" y="\(y)" width="100" height="32"/>
                                    <buttonCell key="cell" type="push" title="B\(id)" bezelStyle="rounded" alignment="center" borderStyle="border" inset="2" id="c\(id)">
                                        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                    <connections>
        \(actions)
                                    </connections>
                                </button>
        """
    }

    /// The images of a graph: name, namespace, design size.
    public static func images(in graph: NibGraph) -> [[String?]] {
        graph.objects.filter { $0.className == "NSCustomResource" }.map { image in
            let size = graph.object(image.value(forKey: "IBDesignSize"))?.object
            return [
                graph.string(image.value(forKey: "NSResourceName")), graph.string(image.value(forKey: "IBNamespaceID")),
                graph.string(size?.value(forKey: "NS.sizeval")),
            ]
        }
    }
}

extension Data {
    /// The document with `target` replaced, as its text.
    public func replacingOccurrences(of target: String, with replacement: String) -> Data {
        Data(String(decoding: self, as: UTF8.self).replacingOccurrences(of: target, with: replacement).utf8)
    }
}
