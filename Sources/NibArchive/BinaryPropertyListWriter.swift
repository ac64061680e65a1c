import Foundation

/// Encodes a `PropertyListValue` as `bplist00` bytes that depend only on the value: dictionary
/// keys in UTF-16 code-unit order, objects numbered depth-first from the top (keys before
/// values, as Apple's writer orders them), equal leaves (strings, numbers, dates, data,
/// booleans, UIDs) stored once, and the smallest offset and reference sizes Apple's reader
/// accepts. Containers are never shared, so equal arrays and dictionaries are stored apart.
public enum BinaryPropertyListWriter {
    /// Every value can be written; `.null` becomes the format's 0x00 marker, which our reader and
    /// Python's `plistlib` read but Apple's tools refuse, as they refuse null in any plist.
    public static func data(_ value: PropertyListValue) -> Data {
        var table = ObjectTable()
        _ = table.add(value)
        return table.encoded()
    }
}

extension Dictionary where Key == String {
    /// Keys in UTF-16 code-unit order: Apple's XML writer sorts with `CFStringCompare`, which
    /// compares code units. Unlike `String.<` it sees the stored scalars, not their normal form.
    var keysInPropertyListOrder: [String] {
        keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
    }
}

private struct ObjectTable {
    /// A leaf's complete encoding, or a container's marker and count before its references.
    struct Object {
        var bytes: [UInt8]
        var references: [Int] = []
    }

    var objects: [Object] = []
    /// Leaves by their encoding: equal encodings decode to the same value, so sharing loses
    /// nothing (keying by `PropertyListValue` would merge `0.0` with `-0.0`, and canonically
    /// equivalent strings with different scalars).
    var leaves: [[UInt8]: Int] = [:]

    /// Adds `value` and everything under it; returns its object number.
    mutating func add(_ value: PropertyListValue) -> Int {
        switch value {
        case .array(let members):
            let index = objects.count
            objects.append(Object(bytes: Self.header(0xA, count: members.count)))
            objects[index].references = members.map { add($0) }
            return index
        case .dictionary(let entries):
            let index = objects.count
            objects.append(Object(bytes: Self.header(0xD, count: entries.count)))
            let keys = entries.keysInPropertyListOrder
            let keyReferences = keys.map { add(.string($0)) }
            objects[index].references = keyReferences + keys.map { add(entries[$0]!) }
            return index
        case .null: return share([0x00])
        case .bool(let flag): return share([flag ? 0x09 : 0x08])
        case .integer(let number): return share(Self.integer(number))
        case .real(let number): return share([0x23] + Self.bigEndian(number.bitPattern, size: 8))
        case .date(let seconds): return share([0x33] + Self.bigEndian(seconds.bitPattern, size: 8))
        case .data(let data): return share(Self.header(0x4, count: data.count) + data)
        case .string(let text):
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                return share(Self.header(0x5, count: text.utf8.count) + text.utf8)
            }
            let units = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            return share(Self.header(0x6, count: text.utf16.count) + units)
        case .uid(let number):
            // The low nibble is the byte count minus one.
            let size = Self.byteCount(number)
            return share([0x80 | UInt8(size - 1)] + Self.bigEndian(number, size: size))
        }
    }

    /// The object number of the leaf encoded as `bytes`, added if it is new.
    private mutating func share(_ bytes: [UInt8]) -> Int {
        if let index = leaves[bytes] {
            return index
        }
        objects.append(Object(bytes: bytes))
        leaves[bytes] = objects.count - 1
        return objects.count - 1
    }

    func encoded() -> Data {
        // Apple's reader rejects sizes that cannot hold the object count or the table's offset.
        let referenceSize = Self.byteCount(UInt64(objects.count))
        var output = Array(BinaryPropertyListReader.magic)
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        for object in objects {
            offsets.append(output.count)
            output += object.bytes
            for reference in object.references {
                output += Self.bigEndian(UInt64(reference), size: referenceSize)
            }
        }
        let tableOffset = output.count
        let offsetSize = Self.byteCount(UInt64(tableOffset))
        for offset in offsets {
            output += Self.bigEndian(UInt64(offset), size: offsetSize)
        }
        output += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        output += Self.bigEndian(UInt64(objects.count), size: 8)
        output += Self.bigEndian(0, size: 8)  // the top object
        output += Self.bigEndian(UInt64(tableOffset), size: 8)
        return Data(output)
    }

    /// Non-negative integers in 1, 2, 4 or 8 bytes (readers take the shorter ones as unsigned);
    /// negative ones always in 8, as Apple writes them.
    static func integer(_ number: Int64) -> [UInt8] {
        let size = number < 0 ? 8 : byteCount(UInt64(number))
        return [0x10 | UInt8(size.trailingZeroBitCount)] + bigEndian(UInt64(bitPattern: number), size: size)
    }

    /// A marker with the count in its low nibble, or 0xF and the count as an integer object.
    static func header(_ type: UInt8, count: Int) -> [UInt8] {
        count < 0xF ? [type << 4 | UInt8(count)] : [type << 4 | 0xF] + integer(Int64(count))
    }

    /// The fewest of 1, 2, 4 or 8 bytes that hold `value`.
    static func byteCount(_ value: UInt64) -> Int {
        value < 1 << 8 ? 1 : value < 1 << 16 ? 2 : value < 1 << 32 ? 4 : 8
    }

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}
