import Foundation
import NibArchive
import UIKitNib

/// Compares two compiled nibs (files or folder nibs) or two `.storyboardc` folders as graphs
/// (`NibGraphComparison`): for folders also the files one side lacks and, for storyboards, the
/// `Info.plist` keys and values. Differences come sorted by file, then in walk order.
public enum CompiledComparison {
    public static func differences(_ pathA: String, _ pathB: String) throws(NibArchiveError) -> [NibDifference] {
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
        let found =
            storyboardA
            ? try storyboardDifferences(pathA, filesA, pathB, filesB)
            : try nibDifferences(file: "", pathA, filesA, pathB, filesB)
        return found.enumerated().sorted { ($0.element.file, $0.offset) < ($1.element.file, $1.offset) }.map(\.element)
    }

    private static func storyboardDifferences(
        _ pathA: String, _ filesA: CompiledFiles, _ pathB: String, _ filesB: CompiledFiles
    ) throws(NibArchiveError) -> [NibDifference] {
        var found = PropertyListComparison.differences(
            try CompiledStoryboard.info(path: pathA, files: filesA), try CompiledStoryboard.info(path: pathB, files: filesB),
            file: "Info.plist")
        let nibsA = Dictionary(uniqueKeysWithValues: CompiledStoryboard.nibFiles(in: filesA).map { ($0.file, $0.files) })
        let nibsB = Dictionary(uniqueKeysWithValues: CompiledStoryboard.nibFiles(in: filesB).map { ($0.file, $0.files) })
        for name in Set(nibsA.keys).union(nibsB.keys).sorted() {
            switch (nibsA[name], nibsB[name]) {
            case (_?, nil): found.append(NibDifference(file: name, path: "", kind: .fileOnlyInA, a: nil, b: nil))
            case (nil, _?): found.append(NibDifference(file: name, path: "", kind: .fileOnlyInB, a: nil, b: nil))
            case (let nibA?, let nibB?):
                found += try nibDifferences(file: name, pathA + "/" + name, nibA, pathB + "/" + name, nibB)
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

    /// Two nibs, each a file or a folder of variants; `file` names them inside a storyboard.
    private static func nibDifferences(
        file: String, _ pathA: String, _ filesA: CompiledFiles, _ pathB: String, _ filesB: CompiledFiles
    ) throws(NibArchiveError) -> [NibDifference] {
        switch (filesA[""], filesB[""]) {
        case (let dataA?, let dataB?):
            return try graphDifferences(file: file, dataA, pathA, dataB, pathB)
        case (nil, nil):
            let prefix = file.isEmpty ? "" : file + "/"
            var found = fileDifferences(filesA.members, filesB.members, prefix: prefix)
            for member in filesA.members where member.path.hasSuffix(".nib") && !member.path.contains("/") {
                guard let dataB = filesB[member.path] else { continue }
                found += try graphDifferences(
                    file: prefix + member.path, member.data, pathA + "/" + member.path, dataB, pathB + "/" + member.path)
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
            let found = NibGraphComparison.differences(nibA.graph, nibB.graph).map { labelled($0, file: label) }
            return [NibDifference(file: label, path: "", kind: .form, a: form(filesA), b: form(filesB))] + found
        }
    }

    private static func graphDifferences(
        file: String, _ dataA: Data, _ pathA: String, _ dataB: Data, _ pathB: String
    ) throws(NibArchiveError) -> [NibDifference] {
        let graphA = try CompiledNibReader.decode(dataA, path: pathA).graph
        let graphB = try CompiledNibReader.decode(dataB, path: pathB).graph
        return NibGraphComparison.differences(graphA, graphB).map { labelled($0, file: file) }
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
