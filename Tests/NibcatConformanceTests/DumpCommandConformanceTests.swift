import Foundation
import TestSupport
import Testing

/// `dump` and `encode` from the command line, on Xcode-compiled nibs of the corpus.
@Suite struct DumpCommandConformanceTests {
    private func metamap(_ relative: String) throws -> URL {
        try TestPaths.corpus("nib/ios/metamap/\(relative)")
    }

    @Test func rawDumpPipedIntoEncodeGivesTheSameBytes() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nibs = try TestPaths.corpusNIBArchives()
        // Every NIBArchive file in the corpus, through two processes and a JSON file.
        for (number, original) in nibs.enumerated() {
            let nib = original.lastPathComponent
            let dump = try NibcatProcess.run(["dump", "--raw", "--json", original.path], in: folder)
            #expect(dump.status == 0, "\(nib): \(dump.stderr)")
            let json = folder.appendingPathComponent("\(number).json")
            try Data(dump.stdout.utf8).write(to: json)
            let output = folder.appendingPathComponent("\(number).nib")
            let encode = try NibcatProcess.run(["encode", json.path, "-o", output.path], in: folder)
            #expect(encode.status == 0, "\(nib): \(encode.stderr)")
            #expect(try Data(contentsOf: output) == Data(contentsOf: original), "\(nib) changed in the round trip")
        }
        #expect(nibs.count >= 290)
    }

    /// A collection's members print in their order, strings among objects: DropDownCell's font
    /// descriptor attributes are key, value, key, value, not its two strings first.
    @Test func treePrintsACollectionsMembersInOrder() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nib = try TestPaths.corpus("pairs/DropDown-59bcbd7-DropDownCell.xib/xcode/DropDownCell.nib").path
        let tree = try NibcatProcess.run(["dump", nib], in: folder)
        #expect(tree.status == 0)
        let members = tree.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .drop { !$0.hasPrefix("UIFontDescriptorAttributes:") }.dropFirst(2).prefix(5)
        #expect(
            Array(members) == [
                #"UINibEncoderEmptyKey = "NSFontSizeAttribute""#, "UINibEncoderEmptyKey: #27 NSNumber", "NS.dblval = 17.0",
                #"UINibEncoderEmptyKey = "NSCTFontUIUsageAttribute""#, #"UINibEncoderEmptyKey = "CTFontRegularUsage""#,
            ])
    }

    @Test func semanticJSONAndTreeAndSummary() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nib = try metamap("IncdOnboarding/ConsentCheckBox.nib").path
        let json = try NibcatProcess.run(["dump", "--json", nib], in: folder)
        #expect(json.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["kind"] as? String == "nib")
        #expect(document["topLevelObjects"] as? [String] == ["#6"])
        let tree = try NibcatProcess.run(["dump", nib], in: folder)
        #expect(tree.stdout.hasPrefix("#0 NSObject\n  UINibTopLevelObjectsKey: #1 NSArray\n"))
        #expect(tree.stdout.contains("UIClassName = \"_TtC14IncdOnboarding12IncdCheckbox\""))
        let storyboard = try NibcatProcess.run(["dump", "--json", try metamap("IncdOnboarding/Intro.storyboardc").path], in: folder)
        let scenes = try #require(
            (try JSONSerialization.jsonObject(with: Data(storyboard.stdout.utf8)) as? [String: Any])?["scenes"] as? [[String: Any]])
        #expect(scenes.map { $0["storyboardIdentifier"] as? String } == ["IntroViewController"])

        let summary = try NibcatProcess.run(["dump", "--summary", nib, folder.path + "/missing.nib"], in: folder)
        #expect(summary.status == 1)
        #expect(summary.stdout.hasPrefix("\(nib): nibArchive v10 objects="))
        #expect(summary.stderr.contains("missing.nib: error: no such file or folder"))
    }

    /// Issue 13: `--summary` failed on every valid `.storyboardc`; it gives one line per nib inside,
    /// the lines its nibs give one by one.
    @Test func summaryOfAStoryboardIsALinePerNib() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = try metamap("IncdOnboarding/Intro.storyboardc")
        let summary = try NibcatProcess.run(["dump", "--summary", storyboard.path], in: folder)
        #expect(summary.status == 0, "\(summary.stderr)")
        let nibs = try FileManager.default.contentsOfDirectory(atPath: storyboard.path).filter { $0.hasSuffix(".nib") }.sorted()
        #expect(nibs.count == 2)
        let oneByOne = try NibcatProcess.run(["dump", "--summary"] + nibs.map { storyboard.path + "/" + $0 }, in: folder)
        #expect(oneByOne.status == 0)
        #expect(summary.stdout == oneByOne.stdout)
        let json = try NibcatProcess.run(["dump", "--summary", "--json", storyboard.path], in: folder)
        let records = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(records.map { $0["path"] as? String } == nibs.map { storyboard.path + "/" + $0 })
    }

    /// What a compiled folder is, the library decides from what it holds: a `.storyboardc` copied
    /// under another name still dumps as a storyboard, and `--raw` still refuses it.
    @Test func aStoryboardUnderAnotherNameDumpsAsAStoryboard() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renamed = folder.appendingPathComponent("Intro")
        try FileManager.default.copyItem(at: try metamap("IncdOnboarding/Intro.storyboardc"), to: renamed)
        let json = try NibcatProcess.run(["dump", "--json", renamed.path], in: folder)
        #expect(json.status == 0, "\(json.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((document["scenes"] as? [[String: Any]])?.map { $0["storyboardIdentifier"] as? String } == ["IntroViewController"])
        let summary = try NibcatProcess.run(["dump", "--summary", renamed.path], in: folder)
        #expect(summary.stdout.split(separator: "\n").count == 2)
        let raw = try NibcatProcess.run(["dump", "--raw", "--json", renamed.path], in: folder)
        #expect(raw.status == 2)
        #expect(raw.stderr.contains("--raw dumps one nib; name a nib inside the .storyboardc"))
    }

    @Test func encodeRefusesTablesThatPointNowhere() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let raw =
            #"{"formatVersion":1,"coderVersion":10,"objects":[{"class":3,"valuesStart":0,"valueCount":0}],"keys":[],"values":[],"classNames":[]}"#
        try Data(raw.utf8).write(to: folder.appendingPathComponent("bad.json"))
        let result = try NibcatProcess.run(["encode", "bad.json", "-o", "out.nib"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("bad.json: error: the tables do not form a valid nib: object 0 names class 3"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.nib").path))
        #expect(try NibcatProcess.run(["dump", "--raw", "x.nib"], in: folder).status == 2)
        let storyboard = try TestPaths.corpus("nib/ios/metamap/IncdOnboarding/Intro.storyboardc").path
        #expect(try NibcatProcess.run(["dump", "--raw", "--json", storyboard], in: folder).status == 2)
    }
}
