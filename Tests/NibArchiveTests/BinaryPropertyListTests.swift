import Foundation
import NibArchive
import NibArchiveTestSupport
import Testing

/// The `bplist00` reader on hand-built files: every object type, and every way a file can lie.
@Suite struct BinaryPropertyListTests {
    @Test func everyObjectTypeDecodes() throws {
        let objects =
            [HandBuiltPropertyLists.array(Array(1...HandBuiltPropertyLists.samples.count))] + HandBuiltPropertyLists.samples.map(\.0)
        let value = try BinaryPropertyListReader.read(HandBuiltPropertyLists.bplist(objects), path: "types.plist")
        #expect(value == .array(HandBuiltPropertyLists.samples.map(\.1)))
    }

    @Test func dictionariesAndSharedObjectsDecode() throws {
        // 0: {"a": [2, 2], "b": 2}; 1: "a", 2: "shared", 3: [2, 2], 4: "b".
        let data = HandBuiltPropertyLists.bplist([
            [0xD2, 1, 4, 3, 2], HandBuiltPropertyLists.ascii("a"), HandBuiltPropertyLists.ascii("shared"),
            HandBuiltPropertyLists.array([2, 2]), HandBuiltPropertyLists.ascii("b"),
        ])
        let value = try BinaryPropertyListReader.read(data, path: "dictionary.plist")
        #expect(value == .dictionary(["a": .array([.string("shared"), .string("shared")]), "b": .string("shared")]))
        #expect(value["b"] == .string("shared"))
    }

    @Test func aSliceOfLargerDataDecodes() throws {
        let file = HandBuiltPropertyLists.bplist([HandBuiltPropertyLists.ascii("inside")])
        let padded = Data([1, 2, 3]) + file
        #expect(try BinaryPropertyListReader.read(padded[3...], path: "slice.plist") == .string("inside"))
    }

    /// Arrays that each hold the next one twice: 2^levels paths through levels + 1 objects.
    static func doubling(_ levels: Int) -> Data {
        HandBuiltPropertyLists.bplist(
            (0..<levels).map { HandBuiltPropertyLists.array([$0 + 1, $0 + 1]) } + [HandBuiltPropertyLists.ascii("end")])
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
            let objects =
                (0..<count - 1).map { HandBuiltPropertyLists.array([$0 + 1], referenceSize: 2) } + [HandBuiltPropertyLists.array([])]
            return HandBuiltPropertyLists.bplist(objects, referenceSize: 2)
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
            ("indirect", [HandBuiltPropertyLists.array([1]), [0xD1, 2, 0], HandBuiltPropertyLists.ascii("k")]),
            // a dictionary key that is the dictionary
            ("key", [[0xD1, 0, 1], HandBuiltPropertyLists.ascii("v")]),
        ] as [(String, [[UInt8]])])
    func aCycleIsAnError(name: String, objects: [[UInt8]]) {
        let error = #expect(throws: NibArchiveError.self) {
            try BinaryPropertyListReader.read(HandBuiltPropertyLists.bplist(objects), path: "\(name).plist")
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
            try BinaryPropertyListReader.read(HandBuiltPropertyLists.bplist([object]), path: "bad.plist")
        }
        #expect(error?.path == "bad.plist")
        #expect(error?.offset == 8, "\(name): \(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(name): \(String(describing: error))")
    }

    @Test func aKeyThatIsNotAStringIsAnError() {
        let error = #expect(throws: NibArchiveError.self) {
            try BinaryPropertyListReader.read(HandBuiltPropertyLists.bplist([[0xD1, 1, 1], [0x10, 7]]), path: "key.plist")
        }
        #expect(error?.message.contains("not a string") == true)
    }

    @Test func aReferenceOutOfRangeIsAnError() {
        let error = #expect(throws: NibArchiveError.self) {
            try BinaryPropertyListReader.read(
                HandBuiltPropertyLists.bplist([HandBuiltPropertyLists.array([1, 2])] + [HandBuiltPropertyLists.ascii("a")]),
                path: "ref.plist")
        }
        #expect(error?.message.contains("reference 2 of 2") == true)
    }
}
