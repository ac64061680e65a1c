import Foundation
import InputFiles

/// Decodes NIBArchive bytes into their tables. Every count, offset, length and index read from
/// the file is checked before use; nothing in the input can make the reader trap or over-allocate.
public enum NibArchiveReader {
    public static func read(contentsOf path: String) throws(NibArchiveError) -> NibArchive {
        let data: Data
        do {
            data = try InputFile.read(path)
        } catch {
            throw NibArchiveError(path: path, message: "cannot read file: \(error.reason)")
        }
        return try read(data, path: path)
    }

    public static func read(_ data: Data, path: String) throws(NibArchiveError) -> NibArchive {
        let result: Result<NibArchive, NibArchiveError> = data.withUnsafeBytes { raw in
            var decoder = TableDecoder(bytes: raw, path: path)
            return Result { () throws(NibArchiveError) in try decoder.decode() }
        }
        return try result.get()
    }

    /// Whether `data` starts like a NIBArchive.
    public static func hasMagic(_ data: Data) -> Bool {
        data.count >= NibArchive.magic.count && data.prefix(NibArchive.magic.count) == NibArchive.magic
    }
}

private struct TableDecoder {
    let bytes: UnsafeRawBufferPointer
    let path: String
    var position = 0

    init(bytes: UnsafeRawBufferPointer, path: String) {
        self.bytes = bytes
        self.path = path
    }

    private func failure(_ message: String, at offset: Int? = nil) -> NibArchiveError {
        NibArchiveError(path: path, offset: offset ?? position, message: message)
    }

    mutating func decode() throws(NibArchiveError) -> NibArchive {
        guard bytes.count >= NibArchive.headerSize else {
            throw failure("file too short for a NIBArchive header: \(bytes.count) bytes", at: 0)
        }
        guard NibArchive.magic.elementsEqual(bytes.prefix(NibArchive.magic.count)) else {
            throw failure("not a NIBArchive: wrong magic", at: 0)
        }
        position = NibArchive.magic.count
        var header: [Int] = []
        for _ in 0..<10 {
            header.append(Int(try u32()))
        }
        let formatVersion = UInt32(header[0])
        let coderVersion = UInt32(header[1])
        guard formatVersion == 1 else {
            throw failure("unsupported NIBArchive format version \(formatVersion)", at: 10)
        }
        let counts = (objects: header[2], keys: header[4], values: header[6], classNames: header[8])
        let offsets = (objects: header[3], keys: header[5], values: header[7], classNames: header[9])

        var archive = NibArchive(formatVersion: formatVersion, coderVersion: coderVersion)
        // Each table's smallest entry bounds how many entries the bytes can hold.
        let ranges: [(NibArchive.Table, Range<Int>)] = [
            (
                .objects,
                try table(.objects, count: counts.objects, offset: offsets.objects, minimumEntrySize: 3) {
                    (d: inout TableDecoder) throws(NibArchiveError) in
                    archive.objects.reserveCapacity(counts.objects)
                    for _ in 0..<counts.objects {
                        archive.objects.append(
                            NibArchive.Object(classIndex: try d.varint(), valuesStart: try d.varint(), valueCount: try d.varint()))
                    }
                }
            ),
            (
                .keys,
                try table(.keys, count: counts.keys, offset: offsets.keys, minimumEntrySize: 1) {
                    (d: inout TableDecoder) throws(NibArchiveError) in
                    archive.keys.reserveCapacity(counts.keys)
                    for index in 0..<counts.keys {
                        let length = try d.varint()
                        archive.keys.append(try d.utf8(length: length, what: .key, index: index))
                    }
                }
            ),
            (
                .values,
                try table(.values, count: counts.values, offset: offsets.values, minimumEntrySize: 2) {
                    (d: inout TableDecoder) throws(NibArchiveError) in
                    archive.values.reserveCapacity(counts.values)
                    for index in 0..<counts.values {
                        // The header's counts bound the indices, so they are checked as values are read.
                        archive.values.append(try d.value(index: index, keyCount: counts.keys, objectCount: counts.objects))
                    }
                }
            ),
            (
                .classNames,
                try table(.classNames, count: counts.classNames, offset: offsets.classNames, minimumEntrySize: 3) {
                    (d: inout TableDecoder) throws(NibArchiveError) in
                    archive.classNames.reserveCapacity(counts.classNames)
                    for index in 0..<counts.classNames {
                        archive.classNames.append(try d.className(index: index))
                    }
                }
            ),
        ]

        let ordered = ranges.sorted { $0.1.lowerBound < $1.1.lowerBound }
        var expectedStart = NibArchive.headerSize
        for (table, range) in ordered {
            if range.lowerBound < expectedStart {
                throw failure("the \(table.rawValue) table overlaps the one before it", at: range.lowerBound)
            }
            if range.lowerBound > expectedStart {
                throw failure("unexpected bytes before the \(table.rawValue) table", at: expectedStart)
            }
            expectedStart = range.upperBound
        }
        archive.tableOrder = ordered.map(\.0)
        archive.trailingBytes = Data(bytes[expectedStart...])
        try validateIndices(archive)
        return archive
    }

    private mutating func table(
        _ table: NibArchive.Table, count: Int, offset: Int, minimumEntrySize: Int,
        _ body: (inout TableDecoder) throws(NibArchiveError) -> Void
    ) throws(NibArchiveError) -> Range<Int> {
        guard offset >= NibArchive.headerSize, offset <= bytes.count else {
            throw failure("\(table.rawValue) table offset \(offset) is outside the file (\(bytes.count) bytes)", at: 10)
        }
        guard count <= (bytes.count - offset) / minimumEntrySize else {
            throw failure("\(table.rawValue) count \(count) cannot fit in the \(bytes.count - offset) bytes after its offset", at: offset)
        }
        position = offset
        try body(&self)
        return offset..<position
    }

    /// A table entry that points outside another table; found after reading, so no byte offset.
    private func indexFailure(_ message: String) -> NibArchiveError {
        NibArchiveError(path: path, message: message)
    }

    private func validateIndices(_ archive: NibArchive) throws(NibArchiveError) {
        // Objects may not share values: N objects claiming one range would make every walk of
        // the graph cost N times the file.
        var claimed = 0
        for (index, object) in archive.objects.enumerated() {
            guard object.classIndex < archive.classNames.count else {
                throw indexFailure("object \(index) names class \(object.classIndex) of \(archive.classNames.count)")
            }
            guard object.valuesStart <= archive.values.count,
                object.valueCount <= archive.values.count - object.valuesStart
            else {
                throw indexFailure(
                    "object \(index) takes values \(object.valuesStart)..+\(object.valueCount) of \(archive.values.count)")
            }
            claimed += object.valueCount
            guard claimed <= archive.values.count else {
                throw indexFailure("objects claim more values than the \(archive.values.count) in the table")
            }
        }
        for (index, className) in archive.classNames.enumerated() {
            for fallback in className.fallbackClassIndices where fallback < 0 || Int(fallback) >= archive.classNames.count {
                throw indexFailure("class \(index) falls back to class \(fallback) of \(archive.classNames.count)")
            }
        }
    }

    // MARK: primitives

    @inline(__always)
    private mutating func need(_ count: Int) throws(NibArchiveError) {
        guard count >= 0, count <= bytes.count - position else {
            throw failure("file ends inside a table: \(count) more bytes needed, \(bytes.count - position) left")
        }
    }

    private mutating func u32() throws(NibArchiveError) -> UInt32 {
        try littleEndian(UInt32.self)
    }

    @inline(__always)
    private mutating func littleEndian<T: FixedWidthInteger>(_ type: T.Type) throws(NibArchiveError) -> T {
        try need(MemoryLayout<T>.size)
        let value = T(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: T.self))
        position += MemoryLayout<T>.size
        return value
    }

    /// 7-bit groups, low group first; the high bit marks the last byte. At most 5 bytes.
    @inline(__always)
    private mutating func varint() throws(NibArchiveError) -> Int {
        // Most varints in a nib are one byte: a small index or length with the last-byte bit set.
        if position < bytes.count, bytes[position] & 0x80 != 0 {
            position += 1
            return Int(bytes[position - 1] & 0x7F)
        }
        var value = 0
        var shift = 0
        let start = position
        while true {
            guard position < bytes.count else {
                throw failure("file ends inside a varint", at: start)
            }
            let byte = bytes[position]
            position += 1
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 != 0 {
                break
            }
            shift += 7
            if shift >= 35 {
                throw failure("varint longer than 5 bytes", at: start)
            }
        }
        guard value <= Int(Int32.max) else {
            throw failure("varint \(value) out of range", at: start)
        }
        return value
    }

    private enum TextKind: String {
        case key
        case className = "class name"
    }

    private mutating func utf8(length: Int, what: TextKind, index: Int) throws(NibArchiveError) -> String {
        let start = position
        try need(length)
        let slice = UnsafeRawBufferPointer(rebasing: bytes[position..<position + length])
        // Keys and class names are almost always ASCII, which needs no validation beyond the check.
        if !slice.contains(where: { $0 >= 0x80 }) {
            position += length
            return String(decoding: slice, as: UTF8.self)
        }
        guard let text = String(validating: slice, as: UTF8.self) else {
            throw failure("\(what.rawValue) \(index) is not valid UTF-8", at: start)
        }
        position += length
        return text
    }

    @inline(__always)
    private mutating func value(index: Int, keyCount: Int, objectCount: Int) throws(NibArchiveError) -> NibArchive.Value {
        let keyIndex = try varint()
        guard keyIndex < keyCount else {
            throw indexFailure("value \(index) names key \(keyIndex) of \(keyCount)")
        }
        try need(1)
        let tag = bytes[position]
        let tagOffset = position
        position += 1
        let content: NibArchive.Content
        switch tag {
        case 0: content = .int8(try littleEndian(Int8.self))
        case 1: content = .int16(try littleEndian(Int16.self))
        case 2: content = .int32(try littleEndian(Int32.self))
        case 3: content = .int64(try littleEndian(Int64.self))
        case 4: content = .bool(false)
        case 5: content = .bool(true)
        case 6: content = .float32(Float(bitPattern: try littleEndian(UInt32.self)))
        case 7: content = .float64(Double(bitPattern: try littleEndian(UInt64.self)))
        case 8:
            let length = try varint()
            try need(length)
            content = .data(Data(bytes: bytes.baseAddress! + position, count: length))
            position += length
        case 9:
            content = .null
        case 10:
            let target = try u32()
            guard Int(target) < objectCount else {
                throw indexFailure("value \(index) refers to object \(target) of \(objectCount)")
            }
            content = .object(target)
        default:
            throw failure("unknown value type \(tag)", at: tagOffset)
        }
        return NibArchive.Value(keyIndex: keyIndex, content: content)
    }

    private mutating func className(index: Int) throws(NibArchiveError) -> NibArchive.ClassName {
        let start = position
        let length = try varint()
        let fallbackCount = try varint()
        guard length >= 1 else {
            throw failure("class name \(index) has length 0 (it includes its NUL)", at: start)
        }
        guard fallbackCount <= (bytes.count - position) / 4 else {
            throw failure("class name \(index) lists \(fallbackCount) fallback classes past the end of the file", at: start)
        }
        var fallbacks: [Int32] = []
        fallbacks.reserveCapacity(fallbackCount)
        for _ in 0..<fallbackCount {
            fallbacks.append(Int32(bitPattern: try u32()))
        }
        let name = try utf8(length: length - 1, what: .className, index: index)
        try need(1)
        guard bytes[position] == 0 else {
            throw failure("class name \(index) does not end with NUL", at: position)
        }
        position += 1
        return NibArchive.ClassName(name: name, fallbackClassIndices: fallbacks)
    }
}
