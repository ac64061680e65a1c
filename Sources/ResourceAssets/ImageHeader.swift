import Foundation
import InputFiles
import SystemZlib

/// The image file formats UIKit and AppKit load from loose files, plus SVG from asset catalogs.
public enum ImageFormat: String, Sendable, Hashable {
    case png, jpeg, gif, pdf, icns, svg

    /// From a file extension, case-insensitive: png, jpg/jpeg, gif, pdf, icns, svg; nil otherwise.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        case "gif": self = .gif
        case "pdf": self = .pdf
        case "icns": self = .icns
        case "svg": self = .svg
        default: return nil
        }
    }
}

/// What an image file's first bytes say about it.
public struct ImageHeader: Sendable, Hashable {
    public var format: ImageFormat
    /// nil for vector formats (pdf, svg) and icns.
    public var pixelWidth: Int?
    public var pixelHeight: Int?

    public init(format: ImageFormat, pixelWidth: Int? = nil, pixelHeight: Int? = nil) {
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}

/// A file that is not what its extension says, or is damaged.
public struct ImageFileError: DiagnosticError, Sendable, Hashable {
    public var path: String
    public var message: String
    /// Where in the file the problem was found, when it is at a particular place.
    public var offset: Int?

    public init(path: String, message: String, offset: Int? = nil) {
        self.path = path
        self.message = message
        self.offset = offset
    }

    public var diagnostic: Diagnostic {
        Diagnostic(path: path, message: message + (offset.map { " (at byte \($0))" } ?? ""))
    }
}

/// Reads the format and pixel size from an image file's bytes, checking the structure as it goes.
public enum ImageHeaderReader {
    /// `path` is only used in errors.
    public static func read(_ data: Data, format: ImageFormat, path: String) throws(ImageFileError) -> ImageHeader {
        let reader = Reader(bytes: [UInt8](data), path: path)
        switch format {
        case .png: return try reader.png()
        case .jpeg: return try reader.jpeg()
        case .gif: return try reader.gif()
        case .pdf: return try reader.pdf()
        case .icns: return try reader.icns()
        case .svg: return try reader.svg()
        }
    }
}

/// Every read is bounds-checked and returns nil past the end, so no input can trap the reader.
private struct Reader {
    let bytes: [UInt8]
    let path: String

    var count: Int { bytes.count }

    func fail(_ message: String, at offset: Int? = nil) -> ImageFileError {
        ImageFileError(path: path, message: message, offset: offset)
    }

    func has(_ length: Int, at offset: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= count - length
    }

    func bigEndian(_ length: Int, at offset: Int) -> Int? {
        guard has(length, at: offset) else { return nil }
        return bytes[offset..<offset + length].reduce(0) { $0 << 8 | Int($1) }
    }

    func littleEndian16(at offset: Int) -> Int? {
        guard has(2, at: offset) else { return nil }
        return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }

    func matches(_ pattern: String, at offset: Int) -> Bool {
        let pattern = pattern.utf8
        return has(pattern.count, at: offset) && bytes[offset..<offset + pattern.count].elementsEqual(pattern)
    }

    /// The first offset in `0...last` where `pattern` starts.
    func find(_ pattern: String, startingNoLaterThan last: Int) -> Int? {
        (0...max(0, min(last, count))).first { matches(pattern, at: $0) }
    }

    func size(_ format: ImageFormat, width: Int, height: Int, at offset: Int) throws(ImageFileError) -> ImageHeader {
        guard width > 0, height > 0 else {
            throw fail("\(format.rawValue.uppercased()) image has zero width or height (\(width)×\(height))", at: offset)
        }
        return ImageHeader(format: format, pixelWidth: width, pixelHeight: height)
    }

    // MARK: PNG

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    func png() throws(ImageFileError) -> ImageHeader {
        guard bytes.starts(with: Self.pngSignature) else { throw fail("not a PNG file", at: 0) }
        var header: ImageHeader?
        var offset = Self.pngSignature.count
        var isFirstChunk = true
        while offset < count {
            guard let length = bigEndian(4, at: offset), has(4, at: offset + 4) else {
                throw fail("truncated PNG chunk header", at: offset)
            }
            let typeBytes = bytes[offset + 4..<offset + 8]
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw fail("invalid PNG chunk type", at: offset + 4)
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            // The PNG specification caps lengths at 2^31-1, which also keeps the CRC length in zlib's uInt.
            guard length <= Int(Int32.max) else { throw fail("PNG chunk \(type) length \(length) is too large", at: offset) }
            let dataStart = offset + 8
            guard let storedCRC = bigEndian(4, at: dataStart + length) else {
                throw fail("truncated PNG chunk \(type)", at: offset)
            }
            let computedCRC = bytes.withUnsafeBufferPointer { buffer in
                crc32(0, buffer.baseAddress.map { $0 + offset + 4 }, uInt(length + 4))
            }
            guard Int(computedCRC) == storedCRC else { throw fail("CRC mismatch in chunk \(type)", at: offset) }

            if header == nil {
                // Xcode's PNG crusher puts its CgBI chunk before IHDR.
                if !(isFirstChunk && type == "CgBI") {
                    guard type == "IHDR" else { throw fail("PNG chunk \(type) comes before IHDR", at: offset) }
                    guard length == 13, let width = bigEndian(4, at: dataStart), let height = bigEndian(4, at: dataStart + 4)
                    else { throw fail("PNG IHDR chunk has length \(length), not 13", at: offset) }
                    header = try size(.png, width: width, height: height, at: dataStart)
                }
            }
            isFirstChunk = false
            offset = dataStart + length + 4
            if type == "IEND", let header {
                guard offset == count else { throw fail("data after IEND", at: offset) }
                return header
            }
        }
        throw fail(header == nil ? "PNG file has no IHDR chunk" : "PNG file has no IEND chunk", at: count)
    }

    // MARK: JPEG

    func jpeg() throws(ImageFileError) -> ImageHeader {
        guard bigEndian(2, at: 0) == 0xFFD8 else { throw fail("not a JPEG file", at: 0) }
        var offset = 2
        while true {
            guard offset < count else { throw fail("JPEG file has no SOF marker before the end of the data", at: offset) }
            guard bytes[offset] == 0xFF else { throw fail("expected a JPEG marker", at: offset) }
            // Any number of 0xFF fill bytes may come before the marker code.
            var codeOffset = offset + 1
            while codeOffset < count, bytes[codeOffset] == 0xFF { codeOffset += 1 }
            guard codeOffset < count else { throw fail("truncated JPEG marker", at: offset) }
            let marker = bytes[codeOffset]
            switch marker {
            case 0x01, 0xD0...0xD7:
                offset = codeOffset + 1
                continue
            case 0xD9, 0xDA:
                throw fail("JPEG file has no SOF marker before \(marker == 0xD9 ? "EOI" : "SOS")", at: codeOffset - 1)
            default:
                break
            }
            guard let length = bigEndian(2, at: codeOffset + 1), length >= 2, has(length, at: codeOffset + 1) else {
                throw fail("truncated JPEG segment", at: codeOffset - 1)
            }
            // C4 (DHT), C8 (JPG) and CC (DAC) share the SOF range but are not frame headers.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                // Length, precision, height, width, component count.
                guard length >= 8, let height = bigEndian(2, at: codeOffset + 4), let width = bigEndian(2, at: codeOffset + 6)
                else { throw fail("JPEG SOF segment is too short", at: codeOffset - 1) }
                return try size(.jpeg, width: width, height: height, at: codeOffset - 1)
            }
            offset = codeOffset + 1 + length
        }
    }

    // MARK: Others

    func gif() throws(ImageFileError) -> ImageHeader {
        guard matches("GIF87a", at: 0) || matches("GIF89a", at: 0) else { throw fail("not a GIF file", at: 0) }
        guard let width = littleEndian16(at: 6), let height = littleEndian16(at: 8) else {
            throw fail("truncated GIF header", at: count)
        }
        return try size(.gif, width: width, height: height, at: 6)
    }

    func pdf() throws(ImageFileError) -> ImageHeader {
        // Readers accept a PDF header anywhere in the first 1024 bytes, after junk such as a MacBinary header.
        guard find("%PDF-", startingNoLaterThan: 1024) != nil else {
            throw fail("not a PDF file: no %PDF- in the first 1024 bytes", at: 0)
        }
        return ImageHeader(format: .pdf)
    }

    func icns() throws(ImageFileError) -> ImageHeader {
        guard matches("icns", at: 0) else { throw fail("not an icns file", at: 0) }
        guard let length = bigEndian(4, at: 4) else { throw fail("truncated icns header", at: count) }
        guard length == count else { throw fail("icns header says \(length) bytes, file has \(count)", at: 4) }
        return ImageHeader(format: .icns)
    }

    func svg() throws(ImageFileError) -> ImageHeader {
        guard find("<svg", startingNoLaterThan: 4096 - 4) != nil else {
            throw fail("not an SVG file: no <svg in the first 4096 bytes", at: 0)
        }
        return ImageHeader(format: .svg)
    }
}
