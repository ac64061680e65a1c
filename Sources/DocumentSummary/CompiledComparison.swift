import Foundation
import NibArchive
import UIKitNib

/// Compares two compiled nibs (files or folder nibs) or two `.storyboardc` folders as graphs
/// (`NibGraphComparison`): for folders also the files one side lacks and, for storyboards, the
/// `Info.plist` keys and values. Differences come sorted by file, then in walk order.
public enum CompiledComparison {
    /// The objects of one nib file (a folder nib's variant, a storyboard's nib) on both sides.
    public struct FileObjects: Sendable, Hashable, Codable {
        /// The file inside a folder nib or `.storyboardc` (`""` when two nib files are compared).
        public var file: String
        public var objects: NibObjectMatch
    }

    public struct Result: Sendable, Hashable {
        public var differences: [NibDifference]
        /// One entry per nib file either side has, sorted by file.
        public var files: [FileObjects]
    }

    public static func differences(_ pathA: String, _ pathB: String) throws(NibArchiveError) -> [NibDifference] {
        try comparison(pathA, pathB).differences
    }

    public static func comparison(_ pathA: String, _ pathB: String) throws(NibArchiveError) -> Result {
        let filesA = try CompiledFiles.load(path: pathA)
        let filesB = try CompiledFiles.load(path: pathB)
        let (storyboardA, storyboardB) = (
            CompiledDocument.isStoryboard(path: pathA, files: filesA), CompiledDocument.isStoryboard(path: pathB, files: filesB)
        )
        guard storyboardA == storyboardB else {
            let (storyboard, nib) = storyboardA ? (pathA, pathB) : (pathB, pathA)
            throw NibArchiveError(
                path: nib, message: "is a nib and \(storyboard) a .storyboardc folder: compare two nibs or two storyboards")
        }
        var objects: [FileObjects] = []
        let found =
            storyboardA
            ? try storyboardDifferences(pathA, filesA, pathB, filesB, objects: &objects)
            : try nibDifferences(file: "", pathA, filesA, pathB, filesB, objects: &objects)
        return Result(
            differences: found.enumerated().sorted { ($0.element.file, $0.offset) < ($1.element.file, $1.offset) }.map(\.element),
            files: objects.sorted { $0.file < $1.file })
    }

    private static func storyboardDifferences(
        _ pathA: String, _ filesA: CompiledFiles, _ pathB: String, _ filesB: CompiledFiles, objects: inout [FileObjects]
    ) throws(NibArchiveError) -> [NibDifference] {
        var found = PropertyListComparison.differences(
            try CompiledStoryboard.info(path: pathA, files: filesA), try CompiledStoryboard.info(path: pathB, files: filesB),
            file: "Info.plist")
        let nibsA = Dictionary(uniqueKeysWithValues: CompiledStoryboard.nibFiles(in: filesA).map { ($0.file, $0.files) })
        let nibsB = Dictionary(uniqueKeysWithValues: CompiledStoryboard.nibFiles(in: filesB).map { ($0.file, $0.files) })
        for name in Set(nibsA.keys).union(nibsB.keys).sorted() {
            switch (nibsA[name], nibsB[name]) {
            case (let nibA?, nil):
                found.append(NibDifference(file: name, path: "", kind: .fileOnlyInA, a: nil, b: nil))
                objects.append(oneSided(name, try CompiledNibReader.read(path: pathA + "/" + name, files: nibA).graph, inA: true))
            case (nil, let nibB?):
                found.append(NibDifference(file: name, path: "", kind: .fileOnlyInB, a: nil, b: nil))
                objects.append(oneSided(name, try CompiledNibReader.read(path: pathB + "/" + name, files: nibB).graph, inA: false))
            case (let nibA?, let nibB?):
                found += try nibDifferences(file: name, pathA + "/" + name, nibA, pathB + "/" + name, nibB, objects: &objects)
            case (nil, nil): continue
            }
        }
        // Files that are neither the Info.plist nor a nib are compared as bytes.
        let other = { (files: CompiledFiles) in
            files.members.filter { $0.path != "Info.plist" && !($0.path.split(separator: "/").first ?? "").hasSuffix(".nib") }
        }
        found += fileDifferences(other(filesA), other(filesB), prefix: "")
        return found
    }

    /// The objects a nib (file or folder of variants) holds, counted as a comparison counts them.
    /// A nib file only one side has: its objects, none of them matched.
    private static func oneSided(_ file: String, _ graph: NibGraph, inA: Bool) -> FileObjects {
        let count = NibGraphComparison.comparison(graph, graph).objects.objectsInA
        return FileObjects(
            file: file, objects: NibObjectMatch(objectsInA: inA ? count : 0, objectsInB: inA ? 0 : count, matchedObjects: 0))
    }

    /// Two nibs, each a file or a folder of variants; `file` names them inside a storyboard.
    private static func nibDifferences(
        file: String, _ pathA: String, _ filesA: CompiledFiles, _ pathB: String, _ filesB: CompiledFiles,
        objects: inout [FileObjects]
    ) throws(NibArchiveError) -> [NibDifference] {
        switch (filesA[""], filesB[""]) {
        case (let dataA?, let dataB?):
            return try graphDifferences(file: file, dataA, pathA, dataB, pathB, objects: &objects)
        case (nil, nil):
            let prefix = file.isEmpty ? "" : file + "/"
            var found = fileDifferences(filesA.members, filesB.members, prefix: prefix)
            let variant = { (path: String) in path.hasSuffix(".nib") && !path.contains("/") }
            for member in filesB.members where variant(member.path) && filesA[member.path] == nil {
                let graph = try CompiledNibReader.decode(member.data, path: pathB + "/" + member.path).graph
                objects.append(oneSided(prefix + member.path, graph, inA: false))
            }
            for member in filesA.members where variant(member.path) {
                guard let dataB = filesB[member.path] else {
                    let graph = try CompiledNibReader.decode(member.data, path: pathA + "/" + member.path).graph
                    objects.append(oneSided(prefix + member.path, graph, inA: true))
                    continue
                }
                found += try graphDifferences(
                    file: prefix + member.path, member.data, pathA + "/" + member.path, dataB, pathB + "/" + member.path,
                    objects: &objects)
            }
            return found
        default:
            // A file against a folder: say so, and compare the file with the variant UIKit loads.
            let label = file.isEmpty ? URL(fileURLWithPath: pathA).lastPathComponent : file
            let form = { (files: CompiledFiles) in
                files[""] != nil ? "a file" : "a folder of \(files.members.map(\.path).joined(separator: ", "))"
            }
            let nibA = try CompiledNibReader.read(path: pathA, files: filesA)
            let nibB = try CompiledNibReader.read(path: pathB, files: filesB)
            let compared = NibGraphComparison.comparison(nibA.graph, nibB.graph)
            objects.append(FileObjects(file: label, objects: compared.objects))
            let found = compared.differences.map { labelled($0, file: label) }
            return [NibDifference(file: label, path: "", kind: .form, a: form(filesA), b: form(filesB))] + found
        }
    }

    private static func graphDifferences(
        file: String, _ dataA: Data, _ pathA: String, _ dataB: Data, _ pathB: String, objects: inout [FileObjects]
    ) throws(NibArchiveError) -> [NibDifference] {
        let graphA = try CompiledNibReader.decode(dataA, path: pathA).graph
        let graphB = try CompiledNibReader.decode(dataB, path: pathB).graph
        let compared = NibGraphComparison.comparison(graphA, graphB)
        objects.append(FileObjects(file: file, objects: compared.objects))
        return compared.differences.map { labelled($0, file: file) }
    }

    private static func labelled(_ difference: NibDifference, file: String) -> NibDifference {
        var labelled = difference
        labelled.file = file
        return labelled
    }

    /// Members only one side has; members that are not nibs (compared as graphs elsewhere) by bytes.
    private static func fileDifferences(
        _ membersA: [(path: String, data: Data)], _ membersB: [(path: String, data: Data)], prefix: String
    ) -> [NibDifference] {
        let (bytesA, bytesB) = (
            Dictionary(membersA, uniquingKeysWith: { first, _ in first }),
            Dictionary(membersB, uniquingKeysWith: { first, _ in first })
        )
        var found: [NibDifference] = []
        for name in Set(bytesA.keys).union(bytesB.keys).sorted() {
            switch (bytesA[name], bytesB[name]) {
            case (_?, nil): found.append(NibDifference(file: prefix + name, path: "", kind: .fileOnlyInA, a: nil, b: nil))
            case (nil, _?): found.append(NibDifference(file: prefix + name, path: "", kind: .fileOnlyInB, a: nil, b: nil))
            case (let dataA?, let dataB?) where !name.hasSuffix(".nib") && dataA != dataB:
                found.append(
                    NibDifference(
                        file: prefix + name, path: "", kind: .value, a: "\(dataA.count) bytes", b: "\(dataB.count) bytes"))
            default: continue
            }
        }
        return found
    }
}
