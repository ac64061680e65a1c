import Foundation

/// A value decoded from a binary property list. Unlike Foundation's property-list types on Linux
/// it keeps `UID`s, which keyed archives use for every object reference.
public indirect enum PropertyListValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int64)
    case real(Double)
    /// Seconds since 2001-01-01 00:00:00 UTC.
    case date(Double)
    case data(Data)
    case string(String)
    case uid(UInt64)
    case array([PropertyListValue])
    /// Binary plists allow any key type; only string keys are accepted.
    case dictionary([String: PropertyListValue])

    /// The value under `key` when this is a dictionary.
    public subscript(key: String) -> PropertyListValue? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries[key]
    }
}

/// Decodes `bplist00` bytes. Every offset, count and reference read from the file is checked
/// before use; cycles, deep nesting and shared containers that expand past 8 values per byte
/// are errors, so no input can make the reader (or a walk of its result) trap, recurse without
/// bound or over-allocate.
public enum BinaryPropertyListReader {
    public static let magic = Data("bplist00".utf8)
    /// Deeper nesting than any real plist, shallow enough for a small thread stack.
    public static let maximumDepth = 512

    public static func read(_ data: Data, path: String) throws(NibArchiveError) -> PropertyListValue {
        let result: Result<PropertyListValue, NibArchiveError> = data.withUnsafeBytes { raw in
            Result { () throws(NibArchiveError) in
                var decoder = try ObjectDecoder(bytes: raw, path: path)
                return try decoder.decodeTopObject()
            }
        }
        return try result.get()
    }

    /// Whether `data` starts like a binary property list.
    public static func hasMagic(_ data: Data) -> Bool {
        data.count >= magic.count && data.prefix(magic.count) == magic
    }
}

private struct ObjectDecoder {
    static let headerSize = 8
    static let trailerSize = 32

    let bytes: UnsafeRawBufferPointer
    let path: String
    let offsetIntSize: Int
    let objectRefSize: Int
    let objectCount: Int
    let topObject: Int
    /// Objects lie between the header and the offset table.
    let offsetTableOffset: Int
    /// Each object decodes once: shared references (a DAG) must not multiply the work.
    var decoded: [PropertyListValue?]
    /// Objects whose decoding has begun and not finished: meeting one again is a cycle.
    var inProgress: [Bool]
    /// How many values each decoded object's tree holds, counting a shared object at every
    /// reference: what walking the result costs.
    var treeSize: [Int]
    /// How deep each decoded object's tree nests: a shared object met again must still fit
    /// under the depth limit where it is met, or consumers that recurse run out of stack.
    var height: [Int]
    /// Without shared containers a tree holds at most one value per reference, so at most one
    /// per byte; nesting shared containers can make it exponential, which no consumer survives.
    let maximumTreeSize: Int

    init(bytes: UnsafeRawBufferPointer, path: String) throws(NibArchiveError) {
        self.bytes = bytes
        self.path = path
        guard bytes.count >= Self.headerSize + Self.trailerSize else {
            throw NibArchiveError(path: path, offset: 0, message: "file too short for a binary property list: \(bytes.count) bytes")
        }
        guard BinaryPropertyListReader.magic.elementsEqual(bytes.prefix(Self.headerSize)) else {
            throw NibArchiveError(path: path, offset: 0, message: "not a binary property list: wrong magic")
        }
        let trailer = bytes.count - Self.trailerSize
        offsetIntSize = Int(bytes[trailer + 6])
        objectRefSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetIntSize), (1...8).contains(objectRefSize) else {
            throw NibArchiveError(
                path: path, offset: trailer + 6,
                message: "trailer gives offset size \(offsetIntSize) and reference size \(objectRefSize); each must be 1 to 8")
        }
        let fields = (0..<3).map { Self.bigEndian(bytes, at: trailer + 8 + $0 * 8, size: 8) }
        guard let tableOffset = Int(exactly: fields[2]), tableOffset >= Self.headerSize, tableOffset <= trailer else {
            throw NibArchiveError(path: path, offset: trailer + 24, message: "offset table offset \(fields[2]) is outside the file")
        }
        // Each object needs at least one byte before the table and one entry in it.
        let tableCapacity = (trailer - tableOffset) / offsetIntSize
        guard let count = Int(exactly: fields[0]), count >= 1, count <= tableCapacity, count <= tableOffset - Self.headerSize else {
            throw NibArchiveError(
                path: path, offset: trailer + 8,
                message: "object count \(fields[0]) does not fit the offset table at \(tableOffset) (room for \(tableCapacity))")
        }
        guard let top = Int(exactly: fields[1]), top < count else {
            throw NibArchiveError(path: path, offset: trailer + 16, message: "top object \(fields[1]) of \(count)")
        }
        objectCount = count
        topObject = top
        offsetTableOffset = tableOffset
        decoded = Array(repeating: nil, count: count)
        inProgress = Array(repeating: false, count: count)
        treeSize = Array(repeating: 0, count: count)
        height = Array(repeating: 0, count: count)
        maximumTreeSize = 8 * bytes.count
    }

    private func failure(_ message: String, at offset: Int?) -> NibArchiveError {
        NibArchiveError(path: path, offset: offset, message: message)
    }

    /// An unsigned big-endian integer of 1 to 8 bytes; the caller has checked the range.
    private static func bigEndian(_ bytes: UnsafeRawBufferPointer, at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for byte in bytes[offset..<offset + size] {
            value = value << 8 | UInt64(byte)
        }
        return value
    }

    mutating func decodeTopObject() throws(NibArchiveError) -> PropertyListValue {
        try object(topObject, depth: 0)
    }

    private mutating func object(_ index: Int, depth: Int) throws(NibArchiveError) -> PropertyListValue {
        if let value = decoded[index] {
            // A shared object decoded earlier, higher up, still nests its whole height below here.
            guard depth + height[index] <= BinaryPropertyListReader.maximumDepth else {
                throw failure("objects nested deeper than \(BinaryPropertyListReader.maximumDepth)", at: nil)
            }
            return value
        }
        let entry = offsetTableOffset + index * offsetIntSize
        let raw = Self.bigEndian(bytes, at: entry, size: offsetIntSize)
        guard let start = Int(exactly: raw), start >= Self.headerSize, start < offsetTableOffset else {
            throw failure("object \(index) has offset \(raw), outside the objects before the offset table", at: entry)
        }
        guard !inProgress[index] else {
            throw failure("object \(index) contains itself", at: start)
        }
        guard depth < BinaryPropertyListReader.maximumDepth else {
            throw failure("objects nested deeper than \(BinaryPropertyListReader.maximumDepth)", at: start)
        }
        inProgress[index] = true
        var size = 1
        var tallestMember = 0
        let value = try parse(at: start, depth: depth, treeSize: &size, tallestMember: &tallestMember)
        inProgress[index] = false
        decoded[index] = value
        treeSize[index] = size
        height[index] = tallestMember + 1
        return value
    }

    /// A member of the container at `start`, its tree added to the container's.
    private mutating func member(
        _ reference: Int, of start: Int, depth: Int, treeSize size: inout Int, tallestMember: inout Int
    ) throws(NibArchiveError) -> PropertyListValue {
        let value = try object(reference, depth: depth + 1)
        size += treeSize[reference]
        tallestMember = max(tallestMember, height[reference])
        guard size <= maximumTreeSize else {
            throw failure("shared objects expand to more than \(maximumTreeSize) values", at: start)
        }
        return value
    }

    private mutating func parse(
        at start: Int, depth: Int, treeSize size: inout Int, tallestMember: inout Int
    ) throws(NibArchiveError) -> PropertyListValue {
        let marker = bytes[start]
        let info = Int(marker & 0x0F)
        var position = start + 1
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x00: return .null
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default: throw failure("marker 0x\(String(marker, radix: 16)) is not an object", at: start)
            }
        case 0x1:
            return .integer(try integer(info: info, at: &position, markerAt: start))
        case 0x2:
            guard info == 2 || info == 3 else {
                throw failure("real of 2^\(info) bytes; only 4 and 8 exist", at: start)
            }
            let size = 1 << info
            try need(size, at: position)
            let bits = Self.bigEndian(bytes, at: position, size: size)
            return .real(size == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits))
        case 0x3:
            guard marker == 0x33 else {
                throw failure("date marker 0x\(String(marker, radix: 16)); dates are 8-byte reals (0x33)", at: start)
            }
            try need(8, at: position)
            return .date(Double(bitPattern: Self.bigEndian(bytes, at: position, size: 8)))
        case 0x4:
            let length = try count(info: info, at: &position, unitSize: 1, markerAt: start)
            return .data(Data(bytes[position..<position + length]))
        case 0x5:
            let length = try count(info: info, at: &position, unitSize: 1, markerAt: start)
            let slice = UnsafeRawBufferPointer(rebasing: bytes[position..<position + length])
            guard let text = String(validating: slice, as: Unicode.ASCII.self) else {
                throw failure("ASCII string holds a byte above 0x7F", at: start)
            }
            return .string(text)
        case 0x6:
            let length = try count(info: info, at: &position, unitSize: 2, markerAt: start)
            let base = position
            let units = (0..<length).lazy.map { [bytes] in UInt16(bytes[base + 2 * $0]) << 8 | UInt16(bytes[base + 2 * $0 + 1]) }
            guard let text = String(validating: units, as: UTF16.self) else {
                throw failure("UTF-16 string has an unpaired surrogate", at: start)
            }
            return .string(text)
        case 0x8:
            // The low nibble is the byte count minus one; UIDs wider than 8 bytes are not used.
            let size = info + 1
            guard size <= 8 else {
                throw failure("UID of \(size) bytes; at most 8 are supported", at: start)
            }
            try need(size, at: position)
            return .uid(Self.bigEndian(bytes, at: position, size: size))
        case 0xA:
            let length = try count(info: info, at: &position, unitSize: objectRefSize, markerAt: start)
            var members: [PropertyListValue] = []
            members.reserveCapacity(length)
            for slot in 0..<length {
                let reference = try self.reference(at: position + slot * objectRefSize)
                members.append(try member(reference, of: start, depth: depth, treeSize: &size, tallestMember: &tallestMember))
            }
            return .array(members)
        case 0xD:
            // Keys then values: twice as many references as the count says.
            let length = try count(info: info, at: &position, unitSize: 2 * objectRefSize, markerAt: start)
            var entries: [String: PropertyListValue] = [:]
            entries.reserveCapacity(length)
            for entry in 0..<length {
                let keyReference = try reference(at: position + entry * objectRefSize)
                guard
                    case .string(let key) = try member(
                        keyReference, of: start, depth: depth, treeSize: &size, tallestMember: &tallestMember)
                else {
                    throw failure("dictionary key \(entry) (object \(keyReference)) is not a string", at: start)
                }
                let valueReference = try reference(at: position + (length + entry) * objectRefSize)
                let value = try member(valueReference, of: start, depth: depth, treeSize: &size, tallestMember: &tallestMember)
                guard entries.updateValue(value, forKey: key) == nil else {
                    throw failure("dictionary repeats the key \"\(key)\"", at: start)
                }
            }
            return .dictionary(entries)
        default:
            // 0x7, 0x9, 0xB, 0xE, 0xF are unassigned; 0xC (set) never appears in archives.
            throw failure("unsupported object marker 0x\(String(marker, radix: 16))", at: start)
        }
    }

    private func need(_ count: Int, at position: Int) throws(NibArchiveError) {
        guard count <= offsetTableOffset - position else {
            throw failure("object runs into the offset table: \(count) bytes needed, \(offsetTableOffset - position) left", at: position)
        }
    }

    /// An integer object's value; `info` is log2 of its byte count. 1, 2 and 4-byte integers are
    /// unsigned, 8-byte ones signed; 16-byte ones (Apple's form for large unsigned values) keep
    /// their low 8 bytes.
    private func integer(info: Int, at position: inout Int, markerAt start: Int) throws(NibArchiveError) -> Int64 {
        guard info <= 4 else {
            throw failure("integer of 2^\(info) bytes; at most 16 exist", at: start)
        }
        let size = 1 << info
        try need(size, at: position)
        let low = size == 16 ? position + 8 : position
        let value = Self.bigEndian(bytes, at: low, size: min(size, 8))
        position += size
        return size >= 8 ? Int64(bitPattern: value) : Int64(value)
    }

    /// An object's element count (the low nibble, or an integer object after it when the nibble
    /// is 0xF), checked to fit `unitSize` bytes per element before the offset table.
    private func count(info: Int, at position: inout Int, unitSize: Int, markerAt start: Int) throws(NibArchiveError) -> Int {
        var length = info
        if info == 0xF {
            try need(1, at: position)
            let countMarker = bytes[position]
            guard countMarker >> 4 == 0x1 else {
                throw failure("count is not an integer object (marker 0x\(String(countMarker, radix: 16)))", at: position)
            }
            position += 1
            let value = try integer(info: Int(countMarker & 0x0F), at: &position, markerAt: position - 1)
            guard value >= 0, let fits = Int(exactly: value) else {
                throw failure("count \(value) is negative", at: start)
            }
            length = fits
        }
        guard length <= (offsetTableOffset - position) / unitSize else {
            throw failure("count \(length) cannot fit in the \(offsetTableOffset - position) bytes before the offset table", at: start)
        }
        return length
    }

    /// An object reference at `position`, whose bytes `count` has already checked.
    private func reference(at position: Int) throws(NibArchiveError) -> Int {
        let raw = Self.bigEndian(bytes, at: position, size: objectRefSize)
        guard let index = Int(exactly: raw), index < objectCount else {
            throw failure("object reference \(raw) of \(objectCount)", at: position)
        }
        return index
    }
}
