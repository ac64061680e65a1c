import Foundation
import InputFiles

/// The tables of a NIBArchive file as they stand in it: what `dump --raw` shows and what a
/// byte-for-byte round trip rewrites.
public struct NibArchive: Sendable, Hashable {
    public struct Object: Sendable, Hashable, Codable {
        public var classIndex: Int
        public var valuesStart: Int
        public var valueCount: Int

        private enum CodingKeys: String, CodingKey {
            case classIndex = "class"
            case valuesStart, valueCount
        }

        public init(classIndex: Int, valuesStart: Int, valueCount: Int) {
            self.classIndex = classIndex
            self.valuesStart = valuesStart
            self.valueCount = valueCount
        }
    }

    public struct Value: Sendable, Hashable {
        public var keyIndex: Int
        public var content: Content

        public init(keyIndex: Int, content: Content) {
            self.keyIndex = keyIndex
            self.content = content
        }
    }

    /// A value's type tag and payload. Tags 4 and 5 are false and true.
    public enum Content: Sendable, Hashable {
        case int8(Int8)
        case int16(Int16)
        case int32(Int32)
        case int64(Int64)
        case bool(Bool)
        case float32(Float)
        case float64(Double)
        case data(Data)
        case null
        /// An index into the objects table (stored as a fixed u32, not a varint).
        case object(UInt32)

        public var typeTag: UInt8 {
            switch self {
            case .int8: 0
            case .int16: 1
            case .int32: 2
            case .int64: 3
            case .bool(let value): value ? 5 : 4
            case .float32: 6
            case .float64: 7
            case .data: 8
            case .null: 9
            case .object: 10
            }
        }
    }

    public struct ClassName: Sendable, Hashable, Codable {
        public var name: String
        /// Indices into the class-name table of the classes to use when `name` is unavailable.
        public var fallbackClassIndices: [Int32]

        private enum CodingKeys: String, CodingKey {
            case name
            case fallbackClassIndices = "fallbacks"
        }

        public init(name: String, fallbackClassIndices: [Int32] = []) {
            self.name = name
            self.fallbackClassIndices = fallbackClassIndices
        }
    }

    /// The four tables, in the order their offsets put them in the file.
    public enum Table: String, Sendable, Hashable, CaseIterable, Codable {
        case objects, keys, values, classNames
    }

    public static let magic = Data("NIBArchive".utf8)
    /// Magic plus ten little-endian u32 fields.
    public static let headerSize = 50

    public var formatVersion: UInt32
    public var coderVersion: UInt32
    public var objects: [Object]
    public var keys: [String]
    public var values: [Value]
    public var classNames: [ClassName]
    /// The order of the tables in the file; Xcode writes objects, keys, values, class names.
    public var tableOrder: [Table]
    /// Bytes after the last table (some Xcode nibs end with `LNE\0`); kept, never added.
    public var trailingBytes: Data

    public init(
        formatVersion: UInt32 = 1, coderVersion: UInt32 = 10, objects: [Object] = [], keys: [String] = [],
        values: [Value] = [], classNames: [ClassName] = [], tableOrder: [Table] = Table.allCases,
        trailingBytes: Data = Data()
    ) {
        self.formatVersion = formatVersion
        self.coderVersion = coderVersion
        self.objects = objects
        self.keys = keys
        self.values = values
        self.classNames = classNames
        self.tableOrder = tableOrder
        self.trailingBytes = trailingBytes
    }
}

/// Why bytes are not a NIBArchive this reader can trust; every case names the file.
public struct NibArchiveError: DiagnosticError, Sendable, Hashable {
    public var path: String
    /// Where in the file the problem was found.
    public var offset: Int?
    public var message: String

    public init(path: String, offset: Int? = nil, message: String) {
        self.path = path
        self.offset = offset
        self.message = message
    }

    public var diagnostic: Diagnostic {
        Diagnostic(path: path, message: offset.map { "\(message) (at byte \($0))" } ?? message)
    }
}
