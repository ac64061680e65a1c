import Foundation
import TestSupport
import Testing

/// `nibcat diff-nib`: exit statuses 0 (equal), 1 (different), 2 (usage or unreadable input), and `--json`.
@Suite struct DiffNibCommandTests {
    private func pair(_ relative: String) throws -> String {
        try TestPaths.corpus("pairs/\(relative)").path
    }

    @Test func equalNibsExitZero() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nib = try pair("SwiftMessages-9.0.1-CardView.xib/xcode/CardView.nib")
        let text = try NibcatProcess.run(["diff-nib", nib, nib], in: folder)
        #expect(text.status == 0)
        #expect(text.stdout == "no differences\n")
        let json = try NibcatProcess.run(["diff-nib", "--json", nib, nib], in: folder)
        #expect(json.status == 0)
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any] != nil)
        #expect((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any])?.isEmpty == true)
    }

    @Test func differentNibsExitOneWithOneRecordPerLine() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (old, new) = (
            try pair("SwiftMessages-4.1.4-CardView.xib/xcode/CardView.nib"),
            try pair("SwiftMessages-9.0.1-CardView.xib/xcode/CardView.nib")
        )
        let json = try NibcatProcess.run(["diff-nib", "--json", old, new], in: folder)
        #expect(json.status == 1)
        let records = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(!records.isEmpty)
        for record in records {
            #expect(Set(record.keys) == ["file", "path", "kind", "a", "b"])
        }
        #expect(try NibcatProcess.run(["diff-nib", "--json", old, new], in: folder).stdout == json.stdout)
        let text = try NibcatProcess.run(["diff-nib", old, new], in: folder)
        #expect(text.status == 1)
        let lines = text.stdout.split(separator: "\n")
        #expect(lines.count == records.count + 1)
        #expect(lines.last == "\(records.count) differences")
    }

    /// `--objects`: per nib the objects on each side and those matched, then the similarity.
    @Test func objectsGivesTheMatchedObjectsAndTheSimilarity() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (old, new) = (
            try pair("SwiftMessages-4.1.4-CardView.xib/xcode/CardView.nib"),
            try pair("SwiftMessages-9.0.1-CardView.xib/xcode/CardView.nib")
        )
        let same = try NibcatProcess.run(["diff-nib", "--objects", new, new], in: folder)
        #expect(same.status == 0)
        #expect(same.stdout.hasSuffix(", similarity 1.000\nobject similarity 1.000\n"))
        let json = try NibcatProcess.run(["diff-nib", "--objects", "--json", old, new], in: folder)
        #expect(json.status == 1)
        let records = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let objects = try #require(records.first?["objects"] as? [String: Int])
        let (inA, inB, matched) = (
            try #require(objects["objectsInA"]), try #require(objects["objectsInB"]), try #require(objects["matchedObjects"])
        )
        // Five years of SwiftMessages changed the card, but most of it stayed.
        #expect(records.count == 1)
        #expect(matched > 0 && matched < min(inA, inB))
        let text = try NibcatProcess.run(["diff-nib", "--objects", old, new], in: folder)
        let similarity = String(format: "%.3f", Double(2 * matched) / Double(inA + inB))
        #expect(
            text.stdout
                == "(nib): \(matched) matched of \(inA) in A and \(inB) in B, similarity \(similarity)\n"
                + "object similarity \(similarity)\n")
    }

    @Test func unreadableInputAndUsageErrorsExitTwo() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nib = try pair("SwiftMessages-9.0.1-CardView.xib/xcode/CardView.nib")
        let missing = try NibcatProcess.run(["diff-nib", nib, "missing.nib"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("missing.nib: error: no such file or folder"))
        let storyboard = try pair("aws-sdk-ios-0fb4fe8-SignIn.storyboard/xcode/SignIn.storyboardc")
        let mixed = try NibcatProcess.run(["diff-nib", nib, storyboard], in: folder)
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("\(nib): error:"))
        #expect(try NibcatProcess.run(["diff-nib", nib], in: folder).status == 2)
        // Two folders that are no compiled documents are not "equal": neither is a nib.
        for name in ["one", "two"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let folders = try NibcatProcess.run(["diff-nib", "one", "two"], in: folder)
        #expect(folders.status == 2)
        #expect(folders.stderr.contains("one: error: is neither a folder nib nor a .storyboardc"))
    }
}
