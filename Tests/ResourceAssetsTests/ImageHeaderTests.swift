import Foundation
import InputFiles
import ResourceAssets
import ResourceAssetsTestSupport
import Testing

/// Image headers read from the example app's PNGs and hand-built files for every rule; damaged
/// input must give errors, never a crash.
@Suite struct ImageHeaderTests {
    /// The error reading `bytes` gives; records a failure when it is accepted.
    static func failure(
        _ bytes: [UInt8], _ format: ImageFormat, sourceLocation: SourceLocation = #_sourceLocation
    ) -> ImageFileError? {
        #expect(throws: ImageFileError.self, sourceLocation: sourceLocation) { try ImageHeaderSupport.read(bytes, format) }
    }

    static func size(_ header: ImageHeader) -> [Int?] {
        [header.pixelWidth, header.pixelHeight]
    }

    // MARK: Hand-built files

    /// CRC-32 bit by bit, independent of the zlib implementation the reader uses.
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(data.count, size: 4) + body + bigEndian(Int(crc32(body)), size: 4)
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func ihdr(width: Int, height: Int) -> [UInt8] {
        // 8-bit RGBA, deflate, no filter, no interlace.
        chunk("IHDR", bigEndian(width, size: 4) + bigEndian(height, size: 4) + [8, 6, 0, 0, 0])
    }

    static func png(_ chunks: [UInt8]...) -> [UInt8] {
        pngSignature + chunks.joined()
    }

    /// Offset, type and data length of each chunk of a well-formed PNG.
    static func chunks(of png: [UInt8]) -> [(offset: Int, type: String, length: Int)] {
        var found: [(Int, String, Int)] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            found.append((offset, String(decoding: png[offset + 4..<offset + 8], as: UTF8.self), length))
            offset += 12 + length
        }
        return found
    }

    static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xFF, marker] + bigEndian(payload.count + 2, size: 2) + payload
    }

    static let soi: [UInt8] = [0xFF, 0xD8]
    static let eoi: [UInt8] = [0xFF, 0xD9]
    static let app0 = segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])

    /// A frame header: precision 8, one component.
    static func sof(_ marker: UInt8 = 0xC0, width: Int, height: Int) -> [UInt8] {
        segment(marker, [8] + bigEndian(height, size: 2) + bigEndian(width, size: 2) + [1, 1, 0x11, 0])
    }

    // MARK: File extensions and errors

    @Test func formatFromFileExtension() {
        let expected: [String: ImageFormat?] = [
            "png": .png, "PNG": .png, "jpg": .jpeg, "JPEG": .jpeg, "jpeg": .jpeg, "gif": .gif, "Pdf": .pdf,
            "icns": .icns, "svg": .svg, "tiff": nil, "": nil, ".png": nil, "jpe": nil,
        ]
        for (fileExtension, format) in expected {
            #expect(ImageFormat(fileExtension: fileExtension) == format, "\(fileExtension)")
        }
    }

    @Test func errorDiagnostic() {
        #expect(
            ImageFileError(path: "a.png", message: "not a PNG file").diagnostic
                == Diagnostic(severity: .error, path: "a.png", line: nil, message: "not a PNG file"))
        #expect(
            ImageFileError(path: "a.png", message: "CRC mismatch in chunk IDAT", offset: 33).diagnostic
                == Diagnostic(severity: .error, path: "a.png", line: nil, message: "CRC mismatch in chunk IDAT (at byte 33)"))
    }

    // MARK: PNG

    @Test func examplePNGVariantsAreScaledExactly() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: ImageHeaderSupport.exampleImages.path).filter {
            $0.hasSuffix(".png")
        }
        var sizes: [String: [Int: [Int?]]] = [:]
        for file in files {
            let name = try #require(ImageFileName(parsing: file))
            let header = try ImageHeaderSupport.read(
                ImageHeaderSupport.bytes(ImageHeaderSupport.exampleImages.appendingPathComponent(file)), .png)
            #expect(header.format == .png)
            let key = name.name + "~" + (name.device ?? "")
            sizes[key, default: [:]][name.scale] = Self.size(header)
        }
        #expect(sizes.count >= 6)
        var pairs = 0
        for (key, byScale) in sizes {
            let base = try #require(byScale[1], "\(key) has no 1x file")
            let width = try #require(base[0])
            let height = try #require(base[1])
            #expect(width > 0 && height > 0)
            for (scale, size) in byScale where scale != 1 {
                #expect(size == [width * scale, height * scale], "\(key) @\(scale)x")
                pairs += 1
            }
        }
        #expect(pairs >= 8)

        let star = try ImageHeaderSupport.read(
            ImageHeaderSupport.bytes(ImageHeaderSupport.exampleImages.appendingPathComponent("star.png")), .png)
        let star2x = try ImageHeaderSupport.read(
            ImageHeaderSupport.bytes(ImageHeaderSupport.exampleImages.appendingPathComponent("star@2x.png")), .png)
        #expect(star2x.pixelWidth == star.pixelWidth.map { $0 * 2 })
        #expect(star2x.pixelHeight == star.pixelHeight.map { $0 * 2 })
    }

    @Test func flippedByteGivesCRCMismatchNamingTheChunk() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: ImageHeaderSupport.exampleImages.path).filter {
            $0.hasSuffix(".png")
        }
        var checked: Set<String> = []
        for file in files {
            let original = try ImageHeaderSupport.bytes(ImageHeaderSupport.exampleImages.appendingPathComponent(file))
            for chunk in Self.chunks(of: original) where chunk.length > 0 {
                var damaged = original
                damaged[chunk.offset + 8 + chunk.length / 2] ^= 0x01
                let error = Self.failure(damaged, .png)
                #expect(error?.message == "CRC mismatch in chunk \(chunk.type)", "\(file)")
                #expect(error?.offset == chunk.offset, "\(file)")
                checked.insert(chunk.type)
            }
        }
        #expect(checked.isSuperset(of: ["IHDR", "IDAT"]))
    }

    @Test func truncatedPNG() throws {
        let star = try ImageHeaderSupport.bytes(ImageHeaderSupport.exampleImages.appendingPathComponent("star.png"))
        let iend = try #require(Self.chunks(of: star).last)
        #expect(iend.type == "IEND")
        #expect(Self.failure(Array(star.dropLast()), .png)?.message == "truncated PNG chunk IEND")
        #expect(Self.failure(Array(star.dropLast(12)), .png)?.message == "PNG file has no IEND chunk")
        #expect(Self.failure(Array(star.prefix(8 + 4)), .png)?.message == "truncated PNG chunk header")
        #expect(Self.failure(Array(star.prefix(8 + 8 + 13)), .png)?.message == "truncated PNG chunk IHDR")
        #expect(Self.failure(Array(star.prefix(8)), .png)?.message == "PNG file has no IHDR chunk")
        #expect(Self.failure(Array(star.prefix(7)), .png)?.message == "not a PNG file")
        #expect(Self.failure([], .png)?.message == "not a PNG file")
    }

    @Test func dataAfterIEND() throws {
        let star = try ImageHeaderSupport.bytes(ImageHeaderSupport.exampleImages.appendingPathComponent("star.png"))
        for extra in [[0], [0x0A], Self.chunk("tEXt", Array("late".utf8))] {
            let error = Self.failure(star + extra, .png)
            #expect(error?.message == "data after IEND")
            #expect(error?.offset == star.count)
        }
    }

    @Test func pngInsideADataSlice() throws {
        let star = try Data(contentsOf: ImageHeaderSupport.exampleImages.appendingPathComponent("star.png"))
        let slice = (Data([1, 2, 3]) + star).dropFirst(3)
        #expect(slice.startIndex == 3)
        let header = try ImageHeaderReader.read(slice, format: .png, path: "star.png")
        #expect(header == ImageHeader(format: .png, pixelWidth: 20, pixelHeight: 20))
    }

    @Test func handBuiltPNGs() {
        let iend = Self.chunk("IEND", [])
        let idat = Self.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
        #expect(
            (try? ImageHeaderSupport.read(Self.png(Self.ihdr(width: 300, height: 7), idat, iend), .png))
                == ImageHeader(format: .png, pixelWidth: 300, pixelHeight: 7))

        // Xcode-crushed PNGs start with CgBI; it is only allowed first.
        let cgbi = Self.chunk("CgBI", [0x50, 0x00, 0x20, 0x06])
        #expect((try? ImageHeaderSupport.read(Self.png(cgbi, Self.ihdr(width: 2, height: 3), idat, iend), .png))?.pixelHeight == 3)
        #expect(
            Self.failure(Self.png(cgbi, cgbi, Self.ihdr(width: 2, height: 3), iend), .png)?.message
                == "PNG chunk CgBI comes before IHDR")
        #expect(
            Self.failure(Self.png(Self.chunk("tEXt", [65]), Self.ihdr(width: 2, height: 3), iend), .png)?.message
                == "PNG chunk tEXt comes before IHDR")
        #expect(Self.failure(Self.png(iend), .png)?.message == "PNG chunk IEND comes before IHDR")

        let zeroWidth = Self.failure(Self.png(Self.ihdr(width: 0, height: 3), iend), .png)
        #expect(zeroWidth?.message == "PNG image has zero width or height (0×3)")
        #expect(zeroWidth?.offset == 16)
        #expect(Self.failure(Self.png(Self.chunk("IHDR", [UInt8](repeating: 1, count: 12)), iend), .png) != nil)
        #expect(Self.failure(Self.png(Self.chunk("IHDR", [UInt8](repeating: 1, count: 14)), iend), .png) != nil)

        let badType = Self.failure(Self.png(Self.ihdr(width: 2, height: 3), Self.chunk("ID4T", []), iend), .png)
        #expect(badType?.message == "invalid PNG chunk type")
        #expect(badType?.offset == 8 + 25 + 4)
        let huge = Self.png(Self.ihdr(width: 2, height: 3), [0xFF, 0xFF, 0xFF, 0xFF] + Array("IDAT".utf8), iend)
        #expect(Self.failure(huge, .png)?.message == "PNG chunk IDAT length 4294967295 is too large")
        let longerThanFile = Self.png(Self.ihdr(width: 2, height: 3), [0x7F, 0xFF, 0xFF, 0xFF] + Array("IDAT".utf8), iend)
        #expect(Self.failure(longerThanFile, .png)?.message == "truncated PNG chunk IDAT")
    }

    // MARK: JPEG

    @Test func minimalJPEG() throws {
        let header = try ImageHeaderSupport.read(Self.soi + Self.app0 + Self.sof(width: 1110, height: 291) + Self.eoi, .jpeg)
        #expect(header == ImageHeader(format: .jpeg, pixelWidth: 1110, pixelHeight: 291))
    }

    @Test func jpegWithFillBytesAndTablesBeforeTheFrame() throws {
        let dht = Self.segment(0xC4, [0x00] + [UInt8](repeating: 0, count: 15) + [0x01])
        let dac = Self.segment(0xCC, [0x00, 0x10])
        let fill: [UInt8] = [0xFF, 0xFF, 0xFF]
        // A progressive frame (SOF2), with TEM and RST0 standalone markers on the way.
        let file =
            Self.soi + fill + Self.app0 + fill + dht + dac + [0xFF, 0x01, 0xFF, 0xD0] + fill
            + Self.sof(0xC2, width: 2, height: 65535) + Self.eoi
        #expect(try ImageHeaderSupport.read(file, .jpeg) == ImageHeader(format: .jpeg, pixelWidth: 2, pixelHeight: 65535))
    }

    @Test func malformedJPEGs() {
        let sos = Self.segment(0xDA, [1, 1, 0, 0, 0x3F, 0])
        #expect(Self.failure(Self.soi + Self.app0 + Self.eoi, .jpeg)?.message == "JPEG file has no SOF marker before EOI")
        #expect(Self.failure(Self.soi + Self.app0 + sos, .jpeg)?.message == "JPEG file has no SOF marker before SOS")
        #expect(
            Self.failure(Self.soi + Self.app0, .jpeg)?.message == "JPEG file has no SOF marker before the end of the data")
        #expect(
            Self.failure(Self.soi + Self.sof(width: 0, height: 4), .jpeg)?.message
                == "JPEG image has zero width or height (0×4)")
        #expect(Self.failure(Self.soi + Self.sof(width: 4, height: 0), .jpeg) != nil)
        #expect(Self.failure(Self.soi + Self.app0.dropLast(), .jpeg)?.message == "truncated JPEG segment")
        #expect(Self.failure(Self.soi + [0xFF, 0xE0, 0x00, 0x01], .jpeg)?.message == "truncated JPEG segment")
        #expect(Self.failure(Self.soi + [0xFF, 0xFF], .jpeg)?.message == "truncated JPEG marker")
        #expect(Self.failure(Self.soi + Self.segment(0xC0, [8, 0, 1]), .jpeg)?.message == "JPEG SOF segment is too short")
        let stray = Self.failure(Self.soi + Self.app0 + [0x00] + Self.sof(width: 1, height: 1), .jpeg)
        #expect(stray?.message == "expected a JPEG marker")
        #expect(stray?.offset == 2 + Self.app0.count)
        #expect(Self.failure([0xFF, 0xD9], .jpeg)?.message == "not a JPEG file")
        #expect(Self.failure([0xFF], .jpeg)?.message == "not a JPEG file")
    }

    // MARK: GIF, PDF, icns, SVG

    @Test func gif() {
        // 513 = 0x0201 stored as 01 02: a big-endian reader would get 258.
        let gif89 = Array("GIF89a".utf8) + [0x01, 0x02, 0x07, 0x00, 0xF0, 0, 0, 0x3B]
        #expect((try? ImageHeaderSupport.read(gif89, .gif)) == ImageHeader(format: .gif, pixelWidth: 513, pixelHeight: 7))
        #expect((try? ImageHeaderSupport.read(Array("GIF87a".utf8) + [1, 0, 1, 0], .gif))?.pixelWidth == 1)
        #expect(Self.failure(Array("GIF88a".utf8) + [1, 0, 1, 0], .gif)?.message == "not a GIF file")
        #expect(Self.failure(Array("GIF89a".utf8) + [1, 0, 1], .gif)?.message == "truncated GIF header")
        #expect(Self.failure(Array("GIF89a".utf8) + [0, 0, 1, 0], .gif) != nil)
    }

    @Test func pdfHeaderWithinTheFirst1024Bytes() {
        let header = Array("%PDF-1.4\n".utf8)
        #expect((try? ImageHeaderSupport.read([UInt8](repeating: 0, count: 1024) + header, .pdf)) == ImageHeader(format: .pdf))
        #expect(Self.failure([UInt8](repeating: 0, count: 1025) + header, .pdf) != nil)
        #expect(Self.failure(Array("PDF-1.4".utf8), .pdf) != nil)
        #expect(Self.failure(Array("%PDF".utf8), .pdf) != nil)
    }

    @Test func icns() {
        #expect((try? ImageHeaderSupport.read(Array("icns".utf8) + [0, 0, 0, 8], .icns)) == ImageHeader(format: .icns))
        #expect((try? ImageHeaderSupport.read(Array("icns".utf8) + [0, 0, 0, 12, 1, 2, 3, 4], .icns))?.format == .icns)
        let wrongLength = Self.failure(Array("icns".utf8) + [0, 0, 0, 9], .icns)
        #expect(wrongLength?.message == "icns header says 9 bytes, file has 8")
        #expect(Self.failure(Array("icns".utf8) + [0, 0, 8], .icns)?.message == "truncated icns header")
        #expect(Self.failure(Array("ICNS".utf8) + [0, 0, 0, 8], .icns)?.message == "not an icns file")
    }

    @Test func svg() {
        let svg = #"<?xml version="1.0" encoding="UTF-8"?>\#n<svg xmlns="http://www.w3.org/2000/svg"/>"#
        #expect((try? ImageHeaderSupport.read(Array(svg.utf8), .svg)) == ImageHeader(format: .svg))
        #expect((try? ImageHeaderSupport.read(Array((String(repeating: " ", count: 4092) + "<svg>").utf8), .svg)) != nil)
        #expect(Self.failure(Array((String(repeating: " ", count: 4093) + "<svg>").utf8), .svg) != nil)
        #expect(Self.failure(Array("<html></html>".utf8), .svg)?.message == "not an SVG file: no <svg in the first 4096 bytes")
    }

    // MARK: Robustness
}
