import DocumentSummary
import Foundation
import NibArchive
import NibCompiler
import NibRender
import NibRenderTestSupport
import ResourceAssets
import TestSupport
import Testing
import UIKitNib

/// A source and its compiled nib draw the same picture: the same objects, in the same order, at
/// the same frames, with the same text and colors (object ids differ: IB ids against `#N`).
@Suite struct CompiledViewsTests {
    /// Our compiler's nibs of every example document against their sources: the controls the
    /// pairs lack (switches, segments, image views, tables with prototype cells). Compiled for
    /// Xcode 16.4, whose UIKit resolves system colors to the values the documents save; Xcode 26
    /// archives iOS 26's accent colors instead (`UIKitColors.iOS26SystemColors`), where the
    /// source's picture keeps the document's.
    @Test func ourCompiledNibsDrawTheirSourcesPictures() throws {
        let resources = ProjectResources.scan(root: TestPaths.examples.path)
        for document in TestPaths.interfaceBuilderDocuments(under: TestPaths.examples)
        where document.pathExtension == "xib" && !document.path.contains("/Mac/") {
            let output = try NibCompiler.compile(
                contentsOf: document.path, options: CompileOptions(xcodeVersion: CompileOptions.XcodeVersion("16.4")))
            let files = CompiledFiles(members: output.files.map { ($0.relativePath, $0.contents) })
            let compiled = try CompiledDocument.read(path: document.path + ".nib", files: files)
            let fromNib = try RenderedSVG(
                markup: DocumentRenderer.svg(
                    try DocumentRenderer.pictures(of: compiled, path: document.path, resources: resources), resources: resources
                ).document())
            let fromSource = try RenderedSVG.render(document.path, resources: resources)
            #expect(RenderedSVG.picture(fromSource) == RenderedSVG.picture(fromNib), "\(document.lastPathComponent)")
        }
    }

    /// Our compiler's `.storyboardc` of every example storyboard: each scene's view nib (named by
    /// its controller's id) draws what the source draws for that scene, prototype cells included.
    @Test func ourCompiledStoryboardScenesDrawTheirSourcesPictures() throws {
        let resources = ProjectResources.scan(root: TestPaths.examples.path)
        func drawn(_ picture: RenderedPicture) throws -> [String] {
            RenderedSVG.picture(try RenderedSVG(markup: DocumentRenderer.svg([picture], resources: resources).document()))
        }
        var compared = 0
        for document in TestPaths.interfaceBuilderDocuments(under: TestPaths.examples) where document.pathExtension == "storyboard" {
            let output = try NibCompiler.compile(contentsOf: document.path)
            let files = CompiledFiles(members: output.files.map { ($0.relativePath, $0.contents) })
            let path = document.path + "c"
            let compiled = try DocumentRenderer.pictures(
                of: try CompiledDocument.read(path: path, files: files), path: path, resources: resources)
            let source = try DocumentRenderer.pictures(ofDocumentAt: document.path, resources: resources)
            #expect(!compiled.isEmpty)
            for scene in compiled {
                let original = try #require(source.first { $0.id == scene.id }, "\(document.lastPathComponent): no scene \(scene.id)")
                let expected = try drawn(original)
                // A table cell's content view is archived half a point shorter than the document
                // says, above the separator, as Xcode does.
                let found = try drawn(scene).map {
                    $0.replacingOccurrences(
                        of: "UITableViewCellContentView [0 0 393 43.5]", with: "UITableViewCellContentView [0 0 393 44]")
                }
                #expect(expected == found, "\(document.lastPathComponent) scene \(scene.id): \(expected.difference(from: found))")
                compared += 1
            }
        }
        #expect(compared >= 5)
    }
}

/// Compiled nibs made to hang or crash the renderer: the bytes are a file's, not Xcode's.
@Suite struct HostileCompiledViewsTests {
    /// A geometry value as a nib archives it: kind 7, then little-endian doubles.
    static func geometry(_ numbers: [Double]) -> NibGraph.Value {
        var data = Data([7])
        for number in numbers {
            withUnsafeBytes(of: number.bitPattern.littleEndian) { data.append(contentsOf: $0) }
        }
        return .data(data)
    }

    /// A nib whose one top-level object is object 2; `objects` are appended after the root and its list.
    static func pictures(topLevel objects: [NibGraph.Object]) throws -> [RenderedPicture] {
        try pictures(of: archive(topLevel: objects))
    }

    static func archive(topLevel objects: [NibGraph.Object]) throws -> Data {
        let graph = NibGraph(
            objects: [
                NibGraph.Object(className: "NSObject", entries: [NibGraph.Entry(key: UIKitNibKey.topLevelObjects, value: .object(1))]),
                NibGraph.Object(
                    className: "NSArray",
                    entries: [
                        NibGraph.Entry(key: NibGraph.inlinedValueKey, value: .bool(true)),
                        NibGraph.Entry(key: NibGraph.memberKey, value: .object(2)),
                    ]),
            ] + objects)
        return NibArchiveWriter.encode(try NibArchive(graph))
    }

    static func pictures(of bytes: Data) throws -> [RenderedPicture] {
        let path = "/hostile.nib"
        let compiled = try CompiledDocument.read(path: path, files: CompiledFiles(members: [("", bytes)]))
        let resources = ProjectResources(root: FileManager.default.temporaryDirectory.path)
        return try DocumentRenderer.pictures(of: compiled, path: path, resources: resources)
    }

    static func drawn(_ pictures: [RenderedPicture]) -> String {
        SVGDrawing.svg(pictures, images: .none).document()
    }

    /// A view that lists itself twice among its subviews: drawn once, not 2^depth times.
    @Test(.timeLimit(.minutes(1))) func aViewAmongItsOwnSubviewsIsDrawnOnce() throws {
        let pictures = try Self.pictures(topLevel: [
            NibGraph.Object(
                className: "UIView",
                entries: [
                    NibGraph.Entry(key: UIKitNibKey.bounds, value: Self.geometry([0, 0, 100, 100])),
                    NibGraph.Entry(key: UIKitNibKey.subviews, value: .object(3)),
                ]),
            NibGraph.Object(
                className: "NSArray",
                entries: [
                    NibGraph.Entry(key: NibGraph.inlinedValueKey, value: .bool(true)),
                    NibGraph.Entry(key: NibGraph.memberKey, value: .object(2)), NibGraph.Entry(key: NibGraph.memberKey, value: .object(2)),
                ]),
        ])
        #expect(pictures.map { $0.root.allViews.count } == [1])
    }

    /// A table whose prototype cell is a nib holding such a table, `depth` times, each listing
    /// its cell's nib `count` times.
    static func nestedTables(depth: Int, count: Int) throws -> Data {
        var objects = [
            NibGraph.Object(
                className: "UITableView",
                entries: [
                    NibGraph.Entry(key: UIKitNibKey.bounds, value: geometry([0, 0, 100, 100])),
                    NibGraph.Entry(key: UIKitNibKey.tableViewCellPrototypeNibs, value: .object(3)),
                ]),
            NibGraph.Object(
                className: "NSArray",
                entries: [NibGraph.Entry(key: NibGraph.inlinedValueKey, value: .bool(true))]
                    + Array(repeating: NibGraph.Entry(key: NibGraph.memberKey, value: .object(4)), count: depth > 0 ? count : 0)),
        ]
        if depth > 0 {
            objects.append(
                NibGraph.Object(className: UIKitNibClass.nib, entries: [NibGraph.Entry(key: UIKitNibKey.archiveData, value: .object(5))]))
            objects.append(
                NibGraph.Object(
                    className: "NSData",
                    entries: [
                        NibGraph.Entry(key: UIKitNibKey.dataBytes, value: .data(try nestedTables(depth: depth - 1, count: count)))
                    ]))
        }
        return try archive(topLevel: objects)
    }

    /// A prototype cell's nib listed ten times, at each of seven levels: drawn once per level, not 10^7 times.
    @Test(.timeLimit(.minutes(1))) func aPrototypeNibListedTwiceIsDrawnOnce() throws {
        let pictures = try Self.pictures(of: Self.nestedTables(depth: 7, count: 10))
        #expect(pictures.map { $0.root.allViews.count } == [8])
    }

    /// Frames, font sizes and counts no screen has (1e300, infinity, NaN) draw without trapping.
    @Test func numbersOutOfRangeDrawWithoutTrapping() throws {
        for number in [1e300, -1e300, .infinity, .nan] {
            let pictures = try Self.pictures(topLevel: [
                NibGraph.Object(
                    className: "UIView",
                    entries: [
                        NibGraph.Entry(key: UIKitNibKey.bounds, value: Self.geometry([0, 0, number, number])),
                        NibGraph.Entry(key: UIKitNibKey.center, value: Self.geometry([number, number])),
                        NibGraph.Entry(key: UIKitNibKey.subviews, value: .object(3)),
                    ]),
                NibGraph.Object(
                    className: "NSArray",
                    entries: [
                        NibGraph.Entry(key: NibGraph.inlinedValueKey, value: .bool(true)),
                        NibGraph.Entry(key: NibGraph.memberKey, value: .object(4)),
                        NibGraph.Entry(key: NibGraph.memberKey, value: .object(5)),
                    ]),
                NibGraph.Object(
                    className: "UILabel",
                    entries: [
                        NibGraph.Entry(key: UIKitNibKey.bounds, value: Self.geometry([0, 0, number, 20])),
                        NibGraph.Entry(key: UIKitNibKey.text, value: .data(Data("Hello".utf8))),
                        NibGraph.Entry(key: UIKitNibKey.textAlignment, value: .double(number)),
                        NibGraph.Entry(key: UIKitNibKey.contentMode, value: .double(number)),
                        NibGraph.Entry(key: UIKitNibKey.font, value: .object(6)),
                    ]),
                NibGraph.Object(
                    className: "UIPageControl",
                    entries: [
                        NibGraph.Entry(key: UIKitNibKey.bounds, value: Self.geometry([0, 0, 100, 20])),
                        NibGraph.Entry(key: UIKitNibKey.numberOfPages, value: .double(number)),
                        NibGraph.Entry(key: UIKitNibKey.currentPage, value: .double(number)),
                    ]),
                NibGraph.Object(
                    className: "UIFont",
                    entries: [
                        NibGraph.Entry(key: UIKitNibKey.fontPointSize, value: .double(number)),
                        NibGraph.Entry(key: UIKitNibKey.fontTraits, value: .double(number)),
                    ]),
            ])
            let svg = try RenderedSVG(markup: Self.drawn(pictures))
            #expect(svg.objects.count == 3, "\(number)")
        }
    }
}
