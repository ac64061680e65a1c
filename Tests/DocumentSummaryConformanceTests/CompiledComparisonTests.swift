import DocumentSummary
import Foundation
import NibArchive
import TestSupport
import Testing

/// Nibs and `.storyboardc` folders compared as graphs, with their files and `Info.plist`.
@Suite struct CompiledComparisonTests {
    static let signIn = "pairs/aws-sdk-ios-0fb4fe8-SignIn.storyboard/xcode/SignIn.storyboardc"
    static let viewNib = "xc1-Jg-Y5t-view-n6k-Ut-fuw.nib"

    /// Every Xcode output of the pairs (nibs and `.storyboardc` folders) equals itself.
    @Test func everyPairsXcodeOutputEqualsItself() throws {
        let pairs = try TestPaths.corpus("pairs")
        let listing = try JSONSerialization.jsonObject(with: Data(contentsOf: pairs.appendingPathComponent("pairs.json")))
        let outputs = try #require(listing as? [[String: Any]]).compactMap { $0["xcode"] as? String }
        #expect(outputs.count >= 91, "pairs.json lists \(outputs.count) outputs")
        for output in outputs {
            let path = pairs.appendingPathComponent(output).path
            #expect(try CompiledComparison.differences(path, path).isEmpty, "\(output)")
        }
    }

    /// A copy of SignIn.storyboardc in which one nib's first string is changed and one Info.plist key added.
    private func changedCopy(in folder: URL) throws -> (original: URL, copy: URL, text: String) {
        let original = try TestPaths.corpus(Self.signIn)
        let copy = folder.appendingPathComponent("SignIn.storyboardc")
        try FileManager.default.copyItem(at: original, to: copy)
        let nibURL = copy.appendingPathComponent(Self.viewNib)
        var archive = try NibArchiveReader.read(Data(contentsOf: nibURL), path: nibURL.path)
        let bytesKey = try #require(archive.keys.firstIndex(of: "NS.bytes"))
        let position = try #require(
            archive.values.firstIndex { value in
                guard value.keyIndex == bytesKey, case .data(let data) = value.content else { return false }
                return String(data: data, encoding: .utf8)?.isEmpty == false
            })
        guard case .data(let old) = archive.values[position].content else { throw NibArchiveError(path: nibURL.path, message: "no text") }
        archive.values[position].content = .data(Data("Changed".utf8))
        try NibArchiveWriter.encode(archive).write(to: nibURL)
        let infoURL = copy.appendingPathComponent("Info.plist")
        guard case .dictionary(var info) = try BinaryPropertyListReader.read(Data(contentsOf: infoURL), path: infoURL.path)
        else { throw NibArchiveError(path: infoURL.path, message: "not a dictionary") }
        info["UIStoryboardExtraKey"] = .string("added")
        try BinaryPropertyListWriter.data(.dictionary(info)).write(to: infoURL)
        return (original, copy, String(decoding: old, as: UTF8.self))
    }

    @Test func storyboardsDifferingInOneNibAndOneInfoPlistKey() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (original, copy, text) = try changedCopy(in: folder)
        let found = try CompiledComparison.differences(original.path, copy.path)
        #expect(found.count == 2, "\(found.map(\.description))")
        #expect(
            found.first
                == NibDifference(
                    file: "Info.plist", path: "UIStoryboardExtraKey", kind: .onlyInB, a: nil, b: #""added""#))
        let nibDifference = try #require(found.last)
        #expect(nibDifference.file == Self.viewNib)
        #expect(nibDifference.kind == .value)
        #expect(nibDifference.a == "\"\(text)\"")
        #expect(nibDifference.b == #""Changed""#)

        // One object, the changed string, is unmatched; the Info.plist holds no objects.
        let objects = try CompiledComparison.comparison(original.path, copy.path).files
        #expect(objects.map(\.file) == objects.map(\.file).sorted())
        for entry in objects {
            let match = entry.objects
            #expect(match.objectsInA == match.objectsInB, "\(entry.file)")
            #expect(match.matchedObjects == match.objectsInA - (entry.file == Self.viewNib ? 1 : 0), "\(entry.file)")
        }
        #expect(objects.contains { $0.file == Self.viewNib && $0.objects.objectsInA > 1 })

        try FileManager.default.removeItem(at: copy.appendingPathComponent("SignIn.nib"))
        let withoutScene = try CompiledComparison.comparison(original.path, copy.path)
        #expect(
            withoutScene.differences.filter { $0.file == "SignIn.nib" } == [
                NibDifference(file: "SignIn.nib", path: "", kind: .fileOnlyInA, a: nil, b: nil)
            ])
        // A nib only one side has is all unmatched objects.
        let sceneObjects = try #require(withoutScene.files.first { $0.file == "SignIn.nib" }).objects
        #expect(sceneObjects.objectsInA > 0)
        #expect(sceneObjects.objectsInB == 0)
        #expect(sceneObjects.matchedObjects == 0)
    }

    @Test func fileAndFolderNibsAndTheirVariants() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try TestPaths.corpus(Self.signIn + "/" + Self.viewNib)
        let variants = folder.appendingPathComponent("A.nib")
        try FileManager.default.createDirectory(at: variants, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: file, to: variants.appendingPathComponent("runtime.nib"))
        let moreVariants = folder.appendingPathComponent("B.nib")
        try FileManager.default.copyItem(at: variants, to: moreVariants)
        try FileManager.default.copyItem(at: file, to: moreVariants.appendingPathComponent("objects-13.0+.nib"))

        // A file against a folder: one difference saying so; the graphs are equal.
        #expect(
            try CompiledComparison.differences(file.path, variants.path) == [
                NibDifference(file: Self.viewNib, path: "", kind: .form, a: "a file", b: "a folder of runtime.nib")
            ])
        #expect(
            try CompiledComparison.differences(variants.path, moreVariants.path) == [
                NibDifference(file: "objects-13.0+.nib", path: "", kind: .fileOnlyInB, a: nil, b: nil)
            ])
    }

    @Test func aNibAgainstAStoryboardOrNothingIsAnErrorNamingTheFile() throws {
        let storyboard = try TestPaths.corpus(Self.signIn).path
        let nib = storyboard + "/" + Self.viewNib
        #expect(throws: NibArchiveError.self) { try CompiledComparison.differences(nib, storyboard) }
        do {
            _ = try CompiledComparison.differences(nib, "/nonexistent/X.nib")
            Issue.record("a missing nib compared")
        } catch {
            #expect(error.path == "/nonexistent/X.nib")
        }
    }

    /// A `.storyboardc` without its `Info.plist` is compared as a storyboard, and that file named.
    @Test func aStoryboardWithoutItsInfoPlistIsAnErrorNamingIt() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("SignIn.storyboardc")
        try FileManager.default.copyItem(at: try TestPaths.corpus(Self.signIn), to: broken)
        try FileManager.default.removeItem(at: broken.appendingPathComponent("Info.plist"))
        #expect(throws: NibArchiveError(path: broken.path + "/Info.plist", message: "a .storyboardc needs an Info.plist")) {
            try CompiledComparison.differences(broken.path, broken.path)
        }
    }
}
