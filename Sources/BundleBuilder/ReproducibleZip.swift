import Foundation
import InputFiles
import SystemZlib

/// One file or folder to put in a zip archive.
public struct ZipEntry: Sendable, Hashable {
    /// `/`-separated, relative; a folder's path without a trailing slash.
    public var path: String
    /// nil for a folder.
    public var contents: Data?

    public init(path: String, contents: Data?) {
        self.path = path
        self.contents = contents
    }
}

public struct ZipError: DiagnosticError, Sendable, Hashable {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    /// About the archive being built, which is not a file yet.
    public var diagnostic: Diagnostic {
        Diagnostic(path: nil, message: "zip: \(message)")
    }
}

/// Zip archives whose bytes depend only on the entries: no clock, no owner, no input order.
public enum ReproducibleZip {
    /// The zip archive of `entries`, byte-identical for the same entries in any order.
    public static func archive(_ entries: [ZipEntry]) throws(ZipError) -> Data {
        // Without zip64 the entry counts are 16-bit fields.
        guard entries.count <= 0xFFFF else {
            throw ZipError(message: "\(entries.count) entries; at most 65,535 fit without zip64")
        }
        var seen = Set<String>()
        var members: [Member] = []
        members.reserveCapacity(entries.count)
        for entry in entries {
            try validate(entry.path)
            guard seen.insert(entry.path).inserted else {
                throw ZipError(message: "\(entry.path): more than one entry has this path")
            }
            members.append(try Member(entry))
        }
        // Byte order of the stored names, so the result does not depend on locale or Unicode collation.
        members.sort { $0.name.lexicographicallyPrecedes($1.name) }

        var output = LittleEndianWriter()
        var directory = LittleEndianWriter()
        for member in members {
            let offset = try field32(output.data.count, "\(member.path): local header offset")
            member.writeLocalHeader(to: &output)
            member.writeCentralHeader(offset: offset, to: &directory)
        }
        let directoryOffset = try field32(output.data.count, "central directory offset")
        let directorySize = try field32(directory.data.count, "central directory size")
        output.data.append(directory.data)

        // End of central directory record: one disk, no comment.
        output.append32(0x0605_4B50)
        output.append16(0)
        output.append16(0)
        output.append16(UInt16(members.count))
        output.append16(UInt16(members.count))
        output.append32(directorySize)
        output.append32(directoryOffset)
        output.append16(0)
        return output.data
    }

    /// Relative, `/`-separated, and unable to escape the folder it is extracted into.
    private static func validate(_ path: String) throws(ZipError) {
        guard !path.hasPrefix("/") else {
            throw ZipError(message: "\(path): absolute path; entries need paths relative to the archive's root")
        }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case "":
                throw ZipError(message: "\(path.isEmpty ? "(empty path)" : path): empty path component")
            case ".", "..":
                throw ZipError(message: "\(path): path component '\(component)' is not allowed")
            default:
                continue
            }
        }
    }

    /// `value` as a 32-bit zip field; 0xFFFFFFFF itself means "see zip64", so it is refused too.
    private static func field32(_ value: Int, _ what: String) throws(ZipError) -> UInt32 {
        guard value < 0xFFFF_FFFF else {
            throw ZipError(message: "\(what) is \(value) bytes; 4 GiB and more need zip64")
        }
        return UInt32(value)
    }

    /// An entry with everything both of its headers need.
    private struct Member {
        var path: String
        /// The stored name: UTF-8, with a trailing `/` for a folder.
        var name: [UInt8]
        var isFolder: Bool
        /// 0 stored, 8 deflated.
        var method: UInt16
        var crc: UInt32
        var compressedSize: UInt32
        var size: UInt32
        var payload: Data

        init(_ entry: ZipEntry) throws(ZipError) {
            path = entry.path
            isFolder = entry.contents == nil
            name = Array((isFolder ? entry.path + "/" : entry.path).utf8)
            guard name.count <= 0xFFFF else {
                throw ZipError(message: "\(entry.path): name is \(name.count) bytes; at most 65,535 fit")
            }
            let contents = entry.contents ?? Data()
            size = try ReproducibleZip.field32(contents.count, "\(entry.path): size")
            crc = contents.withUnsafeBytes { bytes in
                UInt32(crc32(0, bytes.bindMemory(to: Bytef.self).baseAddress, uInt(bytes.count)))
            }
            if let deflated = ReproducibleZip.deflated(contents) {
                method = 8
                payload = deflated
            } else {
                method = 0
                payload = contents
            }
            compressedSize = UInt32(payload.count)
        }

        func writeLocalHeader(to output: inout LittleEndianWriter) {
            output.append32(0x0403_4B50)
            output.append16(ReproducibleZip.versionNeeded)
            writeCommonFields(to: &output)
            output.data.append(contentsOf: name)
            output.data.append(payload)
        }

        func writeCentralHeader(offset: UInt32, to directory: inout LittleEndianWriter) {
            directory.append32(0x0201_4B50)
            // Unix, so that readers honour the permission bits in the external attributes.
            directory.append16(3 << 8 | 20)
            directory.append16(ReproducibleZip.versionNeeded)
            writeCommonFields(to: &directory)
            directory.append16(0)  // comment length
            directory.append16(0)  // disk number
            directory.append16(0)  // internal attributes
            // Fixed permissions instead of the builder's umask; 0x10 is the MS-DOS folder bit.
            directory.append32(isFolder ? UInt32(0o040755) << 16 | 0x10 : UInt32(0o100644) << 16)
            directory.append32(offset)
            directory.data.append(contentsOf: name)
        }

        /// The run of fields from the general-purpose flags to the extra-field length, the same in both headers.
        private func writeCommonFields(to output: inout LittleEndianWriter) {
            output.append16(1 << 11)  // names are UTF-8
            output.append16(method)
            // 1980-01-01 00:00:00, the DOS epoch, so the build's clock never reaches the bytes.
            output.append16(0)
            output.append16(0 << 9 | 1 << 5 | 1)
            output.append32(crc)
            output.append32(compressedSize)
            output.append32(size)
            output.append16(UInt16(name.count))
            output.append16(0)  // no extra fields: they would carry times and owners
        }
    }

    /// Deflate (2.0) is the newest feature used.
    private static let versionNeeded: UInt16 = 20

    /// `data` as a raw deflate stream at level 9, or nil when that is not smaller than `data`.
    private static func deflated(_ data: Data) -> Data? {
        // Deflating even one byte takes at least 3 (block header, a literal, end of block).
        guard data.count > 2 else { return nil }
        var stream = z_stream()
        let initialized = deflateInit2_(
            &stream, 9, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        precondition(initialized == Z_OK, "zlib deflateInit2 failed with \(initialized)")
        defer { deflateEnd(&stream) }
        // Room for one byte less than the input: a stream that does not fit is not worth keeping.
        var output = Data(count: data.count - 1)
        let status = data.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.bindMemory(to: Bytef.self).baseAddress
                stream.avail_out = uInt(out.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        switch status {
        case Z_STREAM_END:
            output.count = Int(stream.total_out)
            return output
        case Z_OK, Z_BUF_ERROR:
            return nil  // the output buffer filled up first
        default:
            preconditionFailure("zlib deflate failed with \(status)")
        }
    }
}

/// Zip's integers are little-endian.
private struct LittleEndianWriter {
    var data = Data()

    mutating func append16(_ value: UInt16) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }

    mutating func append32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }
}
