import Foundation
import NibArchive
import Testing

/// The `bplist00` writer: read back by our reader and by Python's `plistlib`, byte-stable, and
/// laid out with the smallest sizes Apple's reader accepts.
@Suite struct BinaryPropertyListWriterTests {
    /// Every kind of value an XML plist can hold too, nested, with sizes on both sides of each
    /// encoding boundary.
    static let sample: PropertyListValue = .dictionary([
        "strings": .array([
            .string("plain"), .string("café ☕️ 😀"), .string(""), .string("plain"),
            .string("fifteen chars!!"), .string(String(repeating: "ünïcödé ", count: 40)),
        ]),
        "integers": .array(
            [0, 255, 256, 65_535, 65_536, 4_294_967_295, 4_294_967_296, .max, -1, .min].map(PropertyListValue.integer)),
        "reals": .array([0.5, -2.25, 1e300, 0.1, 3, -0.0].map(PropertyListValue.real)),
        "flags": .array([.bool(true), .bool(false), .bool(true)]),
        "data": .array([.data(Data()), .data(Data(0..<200)), .data(Data(0..<200))]),
        "date": .date(700_000_000),
        "nested": .dictionary([
            "empty array": .array([]), "empty dictionary": .dictionary([:]),
            "ünïcödé këy": .array([.array([.string("deep")])]),
        ]),
    ])

    /// Values only binary plists hold.
    static let binaryOnly: PropertyListValue = .array([.null, .uid(0), .uid(255), .uid(256), .uid(1 << 40)])

    static func read(_ data: Data) throws -> PropertyListValue {
        try BinaryPropertyListReader.read(data, path: "written.plist")
    }

    /// The object bytes of a file holding one leaf: between the header and the offset table.
    static func leafBytes(_ value: PropertyListValue) -> [UInt8] {
        let data = BinaryPropertyListWriter.data(value)
        return Array(data[8..<trailer(data).tableOffset])
    }

    static func trailer(_ data: Data) -> (offsetSize: UInt8, referenceSize: UInt8, objects: Int, tableOffset: Int) {
        let bytes = [UInt8](data.suffix(32))
        func field(_ at: Int) -> Int { bytes[at..<at + 8].reduce(0) { $0 << 8 | Int($1) } }
        return (bytes[6], bytes[7], field(8), field(24))
    }

    @Test func nestedValuesRoundTrip() throws {
        #expect(try Self.read(BinaryPropertyListWriter.data(Self.sample)) == Self.sample)
        #expect(try Self.read(BinaryPropertyListWriter.data(Self.binaryOnly)) == Self.binaryOnly)
        for leaf: PropertyListValue in [.string("top"), .integer(-5), .bool(false), .data(Data([1]))] {
            #expect(try Self.read(BinaryPropertyListWriter.data(leaf)) == leaf)
        }
    }

    @Test func pythonPlistlibReadsTheSameValue() throws {
        let both = PropertyListValue.array([Self.sample, Self.binaryOnly])
        #expect(try Plistlib.load(BinaryPropertyListWriter.data(both)) == both)
    }

    @Test func bytesDoNotDependOnInsertionOrder() {
        let keys = (0..<200).map { "key \($0) \($0.isMultiple(of: 3) ? "ü" : "")" }
        var forward: [String: PropertyListValue] = [:]
        for (index, key) in keys.enumerated() {
            forward[key] = .integer(Int64(index))
        }
        var backward: [String: PropertyListValue] = [:]
        backward.reserveCapacity(1_000)
        for (index, key) in keys.enumerated().reversed() {
            backward[key] = .integer(Int64(index))
        }
        #expect(BinaryPropertyListWriter.data(.dictionary(forward)) == BinaryPropertyListWriter.data(.dictionary(backward)))
        #expect(BinaryPropertyListWriter.data(Self.sample) == BinaryPropertyListWriter.data(Self.sample))
    }

    @Test func smallDictionaryHasTheExpectedBytes() {
        // Sorted keys first, then the values depth-first; the second "x" reuses object 5.
        let data = BinaryPropertyListWriter.data(.dictionary(["b": .array([.string("x"), .string("x")]), "a": .integer(1)]))
        let expected: [UInt8] =
            Array("bplist00".utf8)
            + [0xD2, 1, 2, 3, 4]  // 0 @8: {1: 3, 2: 4}
            + [0x51, 0x61, 0x51, 0x62]  // 1 @13: "a", 2 @15: "b"
            + [0x10, 0x01]  // 3 @17: 1
            + [0xA2, 5, 5]  // 4 @19: [5, 5]
            + [0x51, 0x78]  // 5 @22: "x"
            + [8, 13, 15, 17, 19, 22]  // offset table @24
            + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 6] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 24]
        #expect([UInt8](data) == expected)
    }

    @Test func leavesUseTheShortestEncoding() {
        let cases: [(PropertyListValue, [UInt8])] = [
            (.integer(0), [0x10, 0]),
            (.integer(255), [0x10, 0xFF]),
            (.integer(256), [0x11, 1, 0]),
            (.integer(65_536), [0x12, 0, 1, 0, 0]),
            (.integer(1 << 32), [0x13, 0, 0, 0, 1, 0, 0, 0, 0]),
            // Negative integers always take 8 bytes, as Apple writes them.
            (.integer(-1), [0x13] + Array(repeating: 0xFF, count: 8)),
            (.real(1.5), [0x23, 0x3F, 0xF8, 0, 0, 0, 0, 0, 0]),
            (.date(0), [0x33, 0, 0, 0, 0, 0, 0, 0, 0]),
            (.bool(true), [0x09]),
            (.null, [0x00]),
            (.uid(7), [0x80, 7]),
            (.uid(256), [0x81, 1, 0]),
            (.uid(1 << 16), [0x83, 0, 1, 0, 0]),
            (.string("abc"), [0x53, 0x61, 0x62, 0x63]),
            // Non-ASCII: UTF-16BE, counted in code units.
            (.string("é😀"), [0x63, 0x00, 0xE9, 0xD8, 0x3D, 0xDE, 0x00]),
            // 15 and more: the count follows as an integer object.
            (.string("fifteen chars!!"), [0x5F, 0x10, 15] + Array("fifteen chars!!".utf8)),
            (.data(Data(repeating: 7, count: 300)), [0x4F, 0x11, 1, 44] + Array(repeating: 7, count: 300)),
        ]
        for (value, bytes) in cases {
            #expect(Self.leafBytes(value) == bytes, "\(value)")
        }
    }

    @Test func equalLeavesAreStoredOnceAndContainersNever() throws {
        let leaves = PropertyListValue.array([
            .string("s"), .string("s"), .integer(1), .integer(1), .real(1), .data(Data([1])), .data(Data([1])),
            .bool(true), .bool(true),
        ])
        // The array, "s", 1, 1.0, the data and true.
        #expect(Self.trailer(BinaryPropertyListWriter.data(leaves)).objects == 6)
        #expect(Self.trailer(BinaryPropertyListWriter.data(.array([.array([]), .array([])]))).objects == 3)
        // -0.0 == 0.0, but each keeps its own object and sign.
        guard case .array(let zeros) = try Self.read(BinaryPropertyListWriter.data(.array([.real(0), .real(-0.0)]))),
            case .real(let positive) = zeros[0], case .real(let negative) = zeros[1]
        else {
            Issue.record("zeros did not read back as two reals")
            return
        }
        #expect(positive.sign == .plus && negative.sign == .minus)
    }

    @Test func sizesGrowToFitTheFile() throws {
        // 300 distinct strings: 301 objects need 2-byte references, and the table lies past 255.
        let many = PropertyListValue.array((0..<300).map { .string("string \($0)") })
        let data = BinaryPropertyListWriter.data(many)
        let trailer = Self.trailer(data)
        #expect(trailer.objects == 301 && trailer.referenceSize == 2 && trailer.offsetSize == 2)
        #expect(try Self.read(data) == many)
        // 255 objects still fit 1-byte references; Apple's reader wants the count itself to fit.
        #expect(Self.trailer(BinaryPropertyListWriter.data(.array((0..<254).map { .integer($0) }))).referenceSize == 1)
        #expect(Self.trailer(BinaryPropertyListWriter.data(.array((0..<255).map { .integer($0) }))).referenceSize == 2)
    }
}

/// Python's `plistlib`, an independent reader, run on written bytes. Its result comes back as
/// tagged JSON (every scalar as a string, reals in hex) so nothing is lost on the way.
enum Plistlib {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let script = #"""
        import base64, datetime, json, plistlib, sys
        EPOCH = datetime.datetime(2001, 1, 1)
        def tag(v):
            if v is None: return ["null", ""]
            if isinstance(v, bool): return ["bool", "true" if v else "false"]
            if isinstance(v, int): return ["integer", str(v)]
            if isinstance(v, float): return ["real", v.hex()]
            if isinstance(v, str): return ["string", v]
            if isinstance(v, bytes): return ["data", base64.b64encode(v).decode()]
            if isinstance(v, datetime.datetime): return ["date", ((v - EPOCH) / datetime.timedelta(seconds=1)).hex()]
            if isinstance(v, plistlib.UID): return ["uid", str(v.data)]
            if isinstance(v, list): return ["array", [tag(m) for m in v]]
            if isinstance(v, dict): return ["dict", {k: tag(m) for k, m in v.items()}]
            raise TypeError(type(v))
        with open(sys.argv[1], "rb") as f:
            json.dump(tag(plistlib.load(f)), sys.stdout)
        """#

    /// What `plistlib.load` makes of `data` (binary or XML). Fails, never skips, without python3.
    static func load(_ data: Data) throws -> PropertyListValue {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("plistlib-\(UUID().uuidString).plist")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, file.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(description: "could not start python3 (needed for the plistlib cross-check): \(error)")
        }
        // Read before waiting so a full pipe cannot stall the child.
        let json = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "python3 with plistlib is required for this cross-check; it exited with status "
                    + "\(process.terminationStatus): \(message)")
        }
        return try value(JSONSerialization.jsonObject(with: json))
    }

    private static func value(_ json: Any) throws -> PropertyListValue {
        guard let pair = json as? [Any], pair.count == 2, let tag = pair[0] as? String else {
            throw Failure(description: "unexpected JSON from plistlib: \(json)")
        }
        func parsed<T>(_ scalar: T?) throws -> T {
            guard let scalar else { throw Failure(description: "unreadable \(tag) from plistlib: \(pair[1])") }
            return scalar
        }
        switch (tag, pair[1]) {
        case ("null", _): return .null
        case ("bool", let text as String): return .bool(text == "true")
        case ("string", let text as String): return .string(text)
        case ("integer", let text as String): return .integer(try parsed(Int64(text)))
        case ("real", let text as String): return .real(try parsed(Double(text)))
        case ("date", let text as String): return .date(try parsed(Double(text)))
        case ("uid", let text as String): return .uid(try parsed(UInt64(text)))
        case ("data", let text as String): return .data(try parsed(Data(base64Encoded: text)))
        case ("array", let members as [Any]): return .array(try members.map(value))
        case ("dict", let entries as [String: Any]): return .dictionary(try entries.mapValues(value))
        default: throw Failure(description: "unexpected \(tag) from plistlib: \(pair[1])")
        }
    }
}
