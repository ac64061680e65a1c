import Foundation
import NibArchive
import TestSupport
import Testing

@testable import NibCompiler

@Suite struct UIKitXcodeRulesConformanceTests {
    /// Xcode 6.4 to 11.3 draw each upstream placeholder's name at random, so that no two names
    /// in a nib are one string; from 11.5 the numbered names of a container's children are. In
    /// every nib of every storyboard pair the compiler shares as many placeholder names between
    /// two places as Xcode's nib does (QBImagePicker 6.4's prototype cell table once shared its
    /// cell's `UpstreamPlaceholder-1` with the view nib's own proxy).
    @Test func upstreamPlaceholderNamesAreSharedAsXcodeSharesThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("placeholders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var compared = 0
        for pair in try PairsConformanceTests.pairs() where pair.xcode.hasSuffix(".storyboardc") {
            let ours = URL(fileURLWithPath: try PairsConformanceTests.compile(pair, into: folder))
            let xcode = try TestPaths.corpus("pairs").appendingPathComponent(pair.xcode)
            for file in try nibFiles(under: xcode) {
                let xcodeGraph = NibGraph(try NibArchiveReader.read(try Data(contentsOf: xcode.appendingPathComponent(file)), path: file))
                let ourPath = ours.appendingPathComponent(file)
                let ourGraph = NibGraph(try NibArchiveReader.read(try Data(contentsOf: ourPath), path: ourPath.path))
                #expect(
                    Self.sharedPlaceholderNames(in: ourGraph) == Self.sharedPlaceholderNames(in: xcodeGraph),
                    "\(pair.id) \(file)")
                compared += 1
            }
            try FileManager.default.removeItem(at: ours)
        }
        #expect(compared > 100)
    }

    /// Xcode 7.3.1 leaves out a table's row height of 44, UIKit's default before iOS 11, and
    /// keeps a point of a prototype cell below its content view: mixpanel's survey table and
    /// its cell's content view are Xcode's (`defaultRowHeight`, `separatorSpaceBelowCellContent`).
    @Test func xcode7sTableRowsAreXcodes() throws {
        let pair = try #require(try PairsConformanceTests.pairs().first { $0.id == "mixpanel-iphone-5a8bde0-MPSurvey.storyboard" })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = "V5X-Ik-MvF-view-dcL-M9-gG3.nib"
        let ours = URL(fileURLWithPath: try PairsConformanceTests.compile(pair, into: folder)).appendingPathComponent(file)
        let xcode = try TestPaths.corpus("pairs").appendingPathComponent(pair.xcode).appendingPathComponent(file)
        let differences = NibGraphComparison.differences(
            NibGraph(try NibArchiveReader.read(try Data(contentsOf: ours), path: ours.path)),
            NibGraph(try NibArchiveReader.read(try Data(contentsOf: xcode), path: xcode.path))
        ).filter { $0.path.contains("UIRowHeight") || $0.path.contains("UITableViewCellContentView") }
        #expect(differences.isEmpty, "\(differences)")
    }

    /// The nib files under a `.storyboardc`, a folder nib's variants each, by relative path.
    private func nibFiles(under folder: URL) throws -> [String] {
        let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
        return paths.filter { path in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            return exists && !isFolder.boolValue && path.hasSuffix(".nib")
        }.sorted()
    }

    /// How many `UpstreamPlaceholder-…` string objects more than one value of `graph` refers to.
    static func sharedPlaceholderNames(in graph: NibGraph) -> Int {
        var references: [Int: Int] = [:]
        func count(_ value: NibGraph.Value) {
            switch value {
            case .object(let index): references[index, default: 0] += 1
            case .array(let members): members.forEach(count)
            default: break
            }
        }
        for object in graph.objects {
            for entry in object.entries {
                count(entry.value)
            }
        }
        return references.filter { index, uses in
            guard uses > 1, graph.objects.indices.contains(index), graph.objects[index].className == "NSString",
                case .data(let bytes)? = graph.objects[index].value(forKey: NibGraph.bytesKey)
            else { return false }
            return String(decoding: bytes, as: UTF8.self).hasPrefix("UpstreamPlaceholder-")
        }.count
    }
}
