import Foundation
import NibArchive

/// Hand-built `bplist00` files, for the reader's unit tests and for its conformance tests, which
/// cut them short as they cut a real keyed nib.
public enum HandBuiltPropertyLists {
    /// A `bplist00` file of `objects` (already encoded), 2-byte offsets, `referenceSize`-byte references.
    public static func bplist(_ objects: [[UInt8]], top: Int = 0, referenceSize: Int = 1) -> Data {
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

    public static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    public static func ascii(_ text: String) -> [UInt8] {
        [0x50 | UInt8(text.utf8.count)] + Array(text.utf8)
    }

    public static func array(_ references: [Int], referenceSize: Int = 1) -> [UInt8] {
        // Counts of 15 and more follow the marker as a one-byte integer object.
        let marker: [UInt8] = references.count < 15 ? [0xA0 | UInt8(references.count)] : [0xAF, 0x10, UInt8(references.count)]
        return marker + references.flatMap { bigEndian(UInt64($0), size: referenceSize) }
    }

    /// One object of each kind and what it decodes to.
    public static let samples: [([UInt8], PropertyListValue)] = [
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
}
