import Foundation
import NibArchive
import TestSupport
import Testing

/// Broken binary plists and keyed archives are rejected with an error naming the file, for the
/// reason each fixture was built to show: never a trap, never success.
@Suite struct MalformedKeyedArchiveTests {
    static let malformed = TestPaths.fixtures.appendingPathComponent("Malformed")

    /// Each fixture's name (between `bplist-` and `.plist`) and a part of the message it must give.
    static let expectedMessages: [String: String] = [
        // Segments under the depth limit, each cached, chained 40,000 deep through shared objects.
        "shared-deep-chain": "nested deeper than",
        "empty": "file too short",
        "not-a-bplist": "wrong magic",
        "wrong-version": "wrong magic",
        "truncated-trailer": "trailer gives offset size",
        "offset-size-zero": "trailer gives offset size 0",
        "offset-table-past-end": "offset table offset",
        "object-count-past-table": "does not fit the offset table",
        "top-object-out-of-range": "top object 5 of 1",
        "object-offset-past-table": "outside the objects before the offset table",
        "object-ref-out-of-range": "object reference 127 of 2",
        "count-past-end": "cannot fit",
        "utf16-count-past-end": "cannot fit",
        "negative-count": "is negative",
        "cycle": "contains itself",
        "indirect-cycle": "contains itself",
        "deep-nesting": "nested deeper than 512",
        "shared-expansion": "shared objects expand",
        "invalid-utf16": "unpaired surrogate",
        "invalid-ascii": "above 0x7F",
        "non-string-key": "is not a string",
        "duplicate-key": "repeats the key",
        "unknown-marker": "unsupported object marker 0x70",
        "fill-marker": "is not an object",
        "keyed-top-not-dictionary": "the top object is not a dictionary",
        "keyed-wrong-archiver": "$archiver is not NSKeyedArchiver",
        "keyed-missing-objects": "no $objects",
        "keyed-missing-top": "no $top",
        "keyed-bad-uid": "$top.IB.objectdata refers to $objects[99] of 1",
        "keyed-bad-uid-in-object": "$objects[1].next refers to $objects[40] of 3",
        "keyed-class-uid-out-of-range": "$objects[1].$class is not a reference",
        "keyed-class-not-description": "which is not a class description",
        "keyed-classes-not-strings": "not a class name",
        "keyed-reference-to-class": "a class description, not an object",
        "keyed-object-without-class": "a dictionary without $class",
        "keyed-inline-dictionary": "inline dictionary",
    ]

    @Test func everyMalformedPlistIsRejectedWithItsPath() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.malformed, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix("bplist-") && $0.pathExtension == "plist" }
            .sorted { $0.path < $1.path }
        let names = files.map { String($0.deletingPathExtension().lastPathComponent.dropFirst("bplist-".count)) }
        #expect(Set(names) == Set(Self.expectedMessages.keys), "fixtures and expectations differ")
        for (file, name) in zip(files, names) {
            let data = try Data(contentsOf: file)
            let error = #expect(throws: NibArchiveError.self, "\(name) was accepted") {
                try KeyedArchiveReader.read(data, path: file.path)
            }
            #expect(error?.path == file.path)
            if let expected = Self.expectedMessages[name] {
                #expect(error?.message.contains(expected) == true, "\(name): \(String(describing: error))")
            }
            if let offset = error?.offset {
                #expect((0...data.count).contains(offset), "\(name): offset \(offset) outside the file")
            }
        }
    }
}
