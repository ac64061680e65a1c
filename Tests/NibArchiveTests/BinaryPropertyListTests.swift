import Foundation
import NibArchive
import TestSupport
import Testing

/// The `bplist00` reader on hand-built files: every object type, and every way a file can lie.
@Suite struct BinaryPropertyListTests {
    /// A `bplist00` file of `objects` (already encoded), 2-byte offsets, `referenceSize`-byte references.
    static func bplist(_ objects: [[UInt8]], top: Int = 0, referenceSize: Int = 1) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets {
            bytes += bigEndian(UInt64(offset), size: 2)
        }
        bytes += [0, 0, 0, 0, 0, 0, 2, UInt8(referenceSize)]
        for field in [objects.count, top, table] {
            bytes += bigEndian(UInt64(field), size: 8)
        }
        return Data(bytes)
    }

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    static func ascii(_ text: String) -> [UInt8] {
        [0x50 | UInt8(text.utf8.count)] + Array(text.utf8)
    }

    static func array(_ references: [Int], referenceSize: Int = 1) -> [UInt8] {
        // Counts of 15 and more follow the marker as a one-byte integer object.
        let marker: [UInt8] = references.count < 15 ? [0xA0 | UInt8(references.count)] : [0xAF, 0x10, UInt8(references.count)]
        return marker + references.flatMap { bigEndian(UInt64($0), size: referenceSize) }
    }

    /// One object of each kind and what it decodes to.
    static let samples: [([UInt8], PropertyListValue)] = [
        ([0x00], .null),
        ([0x08], .bool(false)),
        ([0x09], .bool(true)),
        ([0x10, 0xFF], .integer(255)),
        ([0x11, 0x01, 0x00], .integer(256)),
        // 1, 2 and 4-byte integers are unsigned.
        ([0x12, 0xFF, 0xFF, 0xFF, 0xFF], .integer(4_294_967_295)),
        ([0x13] + bigEndian(UInt64(bitPattern: -2), size: 8), .integer(-2)),
        // 16-byte integers keep their low 8 bytes.
        ([0x14] + bigEndian(1, size: 8) + bigEndian(0x8000_0000_0000_0000, size: 8), .integer(Int64.min)),
        ([0x22] + bigEndian(UInt64(Float(1.5).bitPattern), size: 4), .real(1.5)),
        ([0x23] + bigEndian((-2.25).bitPattern, size: 8), .real(-2.25)),
        ([0x33] + bigEndian(Double(700_000_000).bitPattern, size: 8), .date(700_000_000)),
        ([0x43, 1, 2, 3], .data(Data([1, 2, 3]))),
        ([0x4F, 0x10, 20] + Array(repeating: 9, count: 20), .data(Data(repeating: 9, count: 20))),
        (ascii("hello"), .string("hello")),
        ([0x5F, 0x10, 16] + Array("sixteen-chars-ok".utf8), .string("sixteen-chars-ok")),
        // UTF-16BE: "é" then "😀" as a surrogate pair; the count is in code units.
        ([0x63, 0x00, 0xE9, 0xD8, 0x3D, 0xDE, 0x00], .string("é😀")),
        ([0x80, 0x07], .uid(7)),
        ([0x81, 0x01, 0x00], .uid(256)),
        ([0xA0], .array([])),
        ([0xD0], .dictionary([:])),
    ]

    @Test func everyObjectTypeDecodes() throws {
        let objects = [Self.array(Array(1...Self.samples.count))] + Self.samples.map(\.0)
        let value = try BinaryPropertyListReader.read(Self.bplist(objects), path: "types.plist")
        #expect(value == .array(Self.samples.map(\.1)))
    }

    @Test func dictionariesAndSharedObjectsDecode() throws {
        // 0: {"a": [2, 2], "b": 2}; 1: "a", 2: "shared", 3: [2, 2], 4: "b".
        let data = Self.bplist([
            [0xD2, 1, 4, 3, 2], Self.ascii("a"), Self.ascii("shared"), Self.array([2, 2]), Self.ascii("b"),
        ])
        let value = try BinaryPropertyListReader.read(data, path: "dictionary.plist")
        #expect(value == .dictionary(["a": .array([.string("shared"), .string("shared")]), "b": .string("shared")]))
        #expect(value["b"] == .string("shared"))
    }

    @Test func aSliceOfLargerDataDecodes() throws {
        let file = Self.bplist([Self.ascii("inside")])
        let padded = Data([1, 2, 3]) + file
        #expect(try BinaryPropertyListReader.read(padded[3...], path: "slice.plist") == .string("inside"))
    }

    /// Arrays that each hold the next one twice: 2^levels paths through levels + 1 objects.
    static func doubling(_ levels: Int) -> Data {
        bplist((0..<levels).map { array([$0 + 1, $0 + 1]) } + [ascii("end")])
    }

    @Test func sharedReferencesDecode() throws {
        var value = try BinaryPropertyListReader.read(Self.doubling(4), path: "dag.plist")
        var depth = 0
        while case .array(let members) = value {
            #expect(members.count == 2 && members[0] == members[1])
            value = members[0]
            depth += 1
        }
        #expect(depth == 4)
        #expect(value == .string("end"))
    }

    @Test func sharingThatExplodesTheTreeIsAnError() {
        // Decoding is linear, but anything walking the result would visit 2^60 values.
        let error = #expect(throws: NibArchiveError.self) {
            try BinaryPropertyListReader.read(Self.doubling(60), path: "bomb.plist")
        }
        #expect(error?.path == "bomb.plist")
        #expect(error?.message.contains("shared objects expand") == true)
    }

    @Test func nestingIsLimited() throws {
        func chain(_ count: Int) -> Data {
            let objects = (0..<count - 1).map { Self.array([$0 + 1], referenceSize: 2) } + [Self.array([])]
            return Self.bplist(objects, referenceSize: 2)
        }
        let limit = BinaryPropertyListReader.maximumDepth
        var value = try BinaryPropertyListReader.read(chain(limit), path: "deep.plist")
        var depth = 1
        while case .array(let members) = value, let first = members.first {
            value = first
            depth += 1
        }
        #expect(depth == limit)
        let error = #expect(throws: NibArchiveError.self) {
            try BinaryPropertyListReader.read(chain(limit + 1), path: "deeper.plist")
        }
        #expect(error?.path == "deeper.plist")
        #expect(error?.message.contains("nested deeper") == true)
    }

    @Test(
        arguments: [
            ("self", [[0xA1, 0x00]]),
            // array → dictionary → array
            ("indirect", [Self.array([1]), [0xD1, 2, 0], Self.ascii("k")]),
            // a dictionary key that is the dictionary
            ("key", [[0xD1, 0, 1], Self.ascii("v")]),
        ] as [(String, [[UInt8]])])
    func aCycleIsAnError(name: String, objects: [[UInt8]]) {
        let error = #expect(throws: NibArchiveError.self) {
            try BinaryPropertyListReader.read(Self.bplist(objects), path: "\(name).plist")
        }
        #expect(error?.path == "\(name).plist")
        #expect(error?.message.contains("contains itself") == true)
    }

    @Test(
        arguments: [
            ("lone low surrogate", [0x61, 0xDC, 0x00], "unpaired surrogate"),
            ("high surrogate at the end", [0x62, 0x00, 0x41, 0xD8, 0x3D], "unpaired surrogate"),
            ("high surrogate before a letter", [0x62, 0xD8, 0x3D, 0x00, 0x41], "unpaired surrogate"),
            ("byte above 0x7F", [0x52, 0x41, 0xC3], "ASCII"),
            ("odd UTF-16 byte count", [0x61, 0x00], "cannot fit"),
            ("count past the end", [0x5F, 0x11, 0x7F, 0xFF, 0x41], "cannot fit"),
            ("real of 2 bytes", [0x21, 0, 0], "real of"),
            ("integer of 32 bytes", [0x15, 0], "integer of"),
            ("UID of 9 bytes", [0x88] + Array(repeating: 0, count: 9), "UID of 9"),
            ("set", [0xC0], "0xc0"),
            ("fill", [0x0F], "not an object"),
        ] as [(String, [UInt8], String)])
    func aBadObjectIsAnError(name: String, object: [UInt8], message: String) {
        let error = #expect(throws: NibArchiveError.self, "\(name) was accepted") {
            try BinaryPropertyListReader.read(Self.bplist([object]), path: "bad.plist")
        }
        #expect(error?.path == "bad.plist")
        #expect(error?.offset == 8, "\(name): \(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(name): \(String(describing: error))")
    }

    @Test func aKeyThatIsNotAStringIsAnError() {
        let error = #expect(throws: NibArchiveError.self) {
            try BinaryPropertyListReader.read(Self.bplist([[0xD1, 1, 1], [0x10, 7]]), path: "key.plist")
        }
        #expect(error?.message.contains("not a string") == true)
    }

    @Test func aReferenceOutOfRangeIsAnError() {
        let error = #expect(throws: NibArchiveError.self) {
            try BinaryPropertyListReader.read(Self.bplist([Self.array([1, 2])] + [Self.ascii("a")]), path: "ref.plist")
        }
        #expect(error?.message.contains("reference 2 of 2") == true)
    }

    @Test func everyTruncationIsRejected() throws {
        let handBuilt = Self.bplist([Self.array(Array(1...Self.samples.count))] + Self.samples.map(\.0))
        let real = try Data(contentsOf: TestPaths.corpus("nib/keyed/MainWindow.nib"))
        for data in [handBuilt, real] {
            #expect(throws: Never.self) { try BinaryPropertyListReader.read(data, path: "whole") }
            for length in 0..<data.count {
                let error = #expect(throws: NibArchiveError.self, "accepted the first \(length) bytes") {
                    try BinaryPropertyListReader.read(data.prefix(length), path: "cut-\(length)")
                }
                #expect(error?.path == "cut-\(length)")
            }
        }
    }

    @Test func corruptingAnyByteOfARealArchiveNeverTraps() throws {
        let real = try Data(contentsOf: TestPaths.corpus("nib/keyed/MainWindow.nib"))
        var rejected = 0
        for offset in real.indices {
            for replacement: UInt8 in [0x00, 0x0F, 0x5F, 0x7F, 0xAF, 0xDF, 0xFF, real[offset] ^ 0x01] {
                var corrupt = real
                corrupt[offset] = replacement
                do {
                    _ = try KeyedArchiveReader.read(corrupt, path: "corrupt")
                } catch {
                    #expect(error.path == "corrupt")
                    rejected += 1
                }
            }
        }
        #expect(rejected > real.count)
    }
}
