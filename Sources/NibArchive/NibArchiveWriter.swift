import Foundation

/// Encodes NIBArchive tables: the header, the tables back to back in `tableOrder`, then any
/// trailing bytes the archive was read with. Varints are written in their shortest form.
public enum NibArchiveWriter {
    public static func encode(_ archive: NibArchive) -> Data {
        var tables: [NibArchive.Table: [UInt8]] = [:]
        for table in NibArchive.Table.allCases {
            var bytes: [UInt8] = []
            switch table {
            case .objects:
                bytes.reserveCapacity(archive.objects.count * 4)
                for object in archive.objects {
                    appendVarint(object.classIndex, to: &bytes)
                    appendVarint(object.valuesStart, to: &bytes)
                    appendVarint(object.valueCount, to: &bytes)
                }
            case .keys:
                for key in archive.keys {
                    appendVarint(key.utf8.count, to: &bytes)
                    bytes.append(contentsOf: key.utf8)
                }
            case .values:
                bytes.reserveCapacity(archive.values.count * 4)
                for value in archive.values {
                    appendVarint(value.keyIndex, to: &bytes)
                    append(value.content, to: &bytes)
                }
            case .classNames:
                for className in archive.classNames {
                    appendVarint(className.name.utf8.count + 1, to: &bytes)
                    appendVarint(className.fallbackClassIndices.count, to: &bytes)
                    for fallback in className.fallbackClassIndices {
                        appendLittleEndian(UInt32(bitPattern: fallback), to: &bytes)
                    }
                    bytes.append(contentsOf: className.name.utf8)
                    bytes.append(0)
                }
            }
            tables[table] = bytes
        }

        var offsets: [NibArchive.Table: Int] = [:]
        var next = NibArchive.headerSize
        let order = archive.tableOrder.count == 4 ? archive.tableOrder : NibArchive.Table.allCases
        for table in order {
            offsets[table] = next
            next += tables[table]!.count
        }

        var output: [UInt8] = []
        output.reserveCapacity(next + archive.trailingBytes.count)
        output.append(contentsOf: NibArchive.magic)
        let header: [Int] = [
            Int(archive.formatVersion), Int(archive.coderVersion),
            archive.objects.count, offsets[.objects]!, archive.keys.count, offsets[.keys]!,
            archive.values.count, offsets[.values]!, archive.classNames.count, offsets[.classNames]!,
        ]
        for field in header {
            appendLittleEndian(UInt32(truncatingIfNeeded: field), to: &output)
        }
        for table in order {
            output.append(contentsOf: tables[table]!)
        }
        output.append(contentsOf: archive.trailingBytes)
        return Data(output)
    }

    static func appendVarint(_ value: Int, to bytes: inout [UInt8]) {
        var remaining = value
        while remaining >= 0x80 {
            bytes.append(UInt8(remaining & 0x7F))
            remaining >>= 7
        }
        bytes.append(UInt8(remaining) | 0x80)
    }

    private static func appendLittleEndian<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func append(_ content: NibArchive.Content, to bytes: inout [UInt8]) {
        bytes.append(content.typeTag)
        switch content {
        case .int8(let value): bytes.append(UInt8(bitPattern: value))
        case .int16(let value): appendLittleEndian(value, to: &bytes)
        case .int32(let value): appendLittleEndian(value, to: &bytes)
        case .int64(let value): appendLittleEndian(value, to: &bytes)
        case .bool, .null: break
        case .float32(let value): appendLittleEndian(value.bitPattern, to: &bytes)
        case .float64(let value): appendLittleEndian(value.bitPattern, to: &bytes)
        case .data(let data):
            appendVarint(data.count, to: &bytes)
            bytes.append(contentsOf: data)
        case .object(let index): appendLittleEndian(index, to: &bytes)
        }
    }
}
