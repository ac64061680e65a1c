import Foundation

/// The archive's tables as JSON, in file order: what `nibcat dump --raw --json` prints and
/// `nibcat encode` reads back. Floats carry their bit pattern so the round trip is exact; data is
/// hex so small geometry values read in a diff.
extension NibArchive: Codable {
    private enum CodingKeys: String, CodingKey {
        case formatVersion, coderVersion, tableOrder, objects, keys, values, classNames, trailingBytes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Read wide and checked here: Foundation reports a number out of UInt32's range as JSON
        // that is not valid, naming no field.
        func version(_ key: CodingKeys) throws -> UInt32 {
            let number = try container.decode(Int64.self, forKey: key)
            guard let version = UInt32(exactly: number) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "\(number) is not a version of 0 to \(UInt32.max)")
            }
            return version
        }
        self.init(
            formatVersion: try version(.formatVersion),
            coderVersion: try version(.coderVersion),
            objects: try container.decode([Object].self, forKey: .objects),
            keys: try container.decode([String].self, forKey: .keys),
            values: try container.decode([Value].self, forKey: .values),
            classNames: try container.decode([ClassName].self, forKey: .classNames),
            tableOrder: try container.decodeIfPresent([Table].self, forKey: .tableOrder) ?? Table.allCases,
            trailingBytes: try HexData.decode(try container.decodeIfPresent(String.self, forKey: .trailingBytes) ?? ""))
        guard Set(tableOrder) == Set(Table.allCases), tableOrder.count == Table.allCases.count else {
            throw DecodingError.dataCorruptedError(
                forKey: .tableOrder, in: container, debugDescription: "tableOrder must name each table once")
        }
        // Indices and counts are varints of at most 31 bits in the file; JSON can say anything.
        let valid = 0...Int(Int32.max)
        for (index, object) in objects.enumerated()
        where !valid.contains(object.classIndex) || !valid.contains(object.valuesStart) || !valid.contains(object.valueCount) {
            throw DecodingError.dataCorruptedError(
                forKey: .objects, in: container, debugDescription: "object \(index) has a negative or oversized field")
        }
        for (index, value) in values.enumerated() where !valid.contains(value.keyIndex) {
            throw DecodingError.dataCorruptedError(
                forKey: .values, in: container, debugDescription: "value \(index) has key \(value.keyIndex)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(coderVersion, forKey: .coderVersion)
        try container.encode(tableOrder, forKey: .tableOrder)
        try container.encode(objects, forKey: .objects)
        try container.encode(keys, forKey: .keys)
        try container.encode(values, forKey: .values)
        try container.encode(classNames, forKey: .classNames)
        try container.encode(HexData.encode(trailingBytes), forKey: .trailingBytes)
    }
}

extension NibArchive.Value: Codable {
    private enum CodingKeys: String, CodingKey {
        case key, type, value, bits
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let keyIndex = try container.decode(Int.self, forKey: .key)
        let type = try container.decode(String.self, forKey: .type)
        let content: NibArchive.Content
        switch type {
        case "int8": content = .int8(try container.decode(Int8.self, forKey: .value))
        case "int16": content = .int16(try container.decode(Int16.self, forKey: .value))
        case "int32": content = .int32(try container.decode(Int32.self, forKey: .value))
        case "int64": content = .int64(try container.decode(Int64.self, forKey: .value))
        case "false": content = .bool(false)
        case "true": content = .bool(true)
        case "float32":
            content = .float32(Float(bitPattern: try Self.bits(container, as: UInt32.self)))
        case "float64":
            content = .float64(Double(bitPattern: try Self.bits(container, as: UInt64.self)))
        case "data": content = .data(try HexData.decode(try container.decode(String.self, forKey: .value)))
        case "null": content = .null
        case "object": content = .object(try container.decode(UInt32.self, forKey: .value))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown value type \(type)")
        }
        self.init(keyIndex: keyIndex, content: content)
    }

    private static func bits<T: FixedWidthInteger>(
        _ container: KeyedDecodingContainer<CodingKeys>, as: T.Type
    ) throws -> T {
        let text = try container.decode(String.self, forKey: .bits)
        guard text.hasPrefix("0x"), let bits = T(text.dropFirst(2), radix: 16) else {
            throw DecodingError.dataCorruptedError(
                forKey: .bits, in: container, debugDescription: "bits must be 0x followed by hex digits")
        }
        return bits
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(keyIndex, forKey: .key)
        switch content {
        case .int8(let value):
            try container.encode("int8", forKey: .type)
            try container.encode(value, forKey: .value)
        case .int16(let value):
            try container.encode("int16", forKey: .type)
            try container.encode(value, forKey: .value)
        case .int32(let value):
            try container.encode("int32", forKey: .type)
            try container.encode(value, forKey: .value)
        case .int64(let value):
            try container.encode("int64", forKey: .type)
            try container.encode(value, forKey: .value)
        case .bool(let value):
            try container.encode(value ? "true" : "false", forKey: .type)
        case .float32(let value):
            try container.encode("float32", forKey: .type)
            try container.encode(value.isFinite ? Double(value) : nil, forKey: .value)
            try container.encode("0x" + String(value.bitPattern, radix: 16), forKey: .bits)
        case .float64(let value):
            try container.encode("float64", forKey: .type)
            try container.encode(value.isFinite ? value : nil, forKey: .value)
            try container.encode("0x" + String(value.bitPattern, radix: 16), forKey: .bits)
        case .data(let data):
            try container.encode("data", forKey: .type)
            try container.encode(HexData.encode(data), forKey: .value)
        case .null:
            try container.encode("null", forKey: .type)
        case .object(let index):
            try container.encode("object", forKey: .type)
            try container.encode(index, forKey: .value)
        }
    }
}

enum HexData {
    static func encode(_ data: Data) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(data.count * 2)
        for byte in data {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    static func decode(_ text: String) throws -> Data {
        let bytes = Array(text.utf8)
        guard bytes.count % 2 == 0 else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "hex data has an odd length"))
        }
        var data = Data(capacity: bytes.count / 2)
        var index = 0
        while index < bytes.count {
            guard let high = nibble(bytes[index]), let low = nibble(bytes[index + 1]) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "invalid hex digit"))
            }
            data.append(high << 4 | low)
            index += 2
        }
        return data
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
