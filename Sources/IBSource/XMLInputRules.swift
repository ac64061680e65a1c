import Foundation

/// What the XML reader refuses before the parser sees a byte. `XMLParser` always asks libxml2 to
/// substitute entities and honours whatever encoding a document declares, and libxml2 2.9 expands
/// entities and default attributes without bound, so these rules hold on the raw bytes: a
/// document must be UTF-8 and have no document type declaration anywhere. Interface Builder
/// writes UTF-8 and never writes a DTD.
enum XMLInputRules {
    /// Why `data` is refused, or nil when it may be parsed. Whitespace-only data is left to the caller.
    static func refusal(of data: Data, path: String) -> IBReadError? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> IBReadError? in
            let bytes = raw.bindMemory(to: UInt8.self)
            let start = bytes.starts(with: utf8BOM) ? utf8BOM.count : 0
            let head = bytes[start..<min(start + 4, bytes.count)]
            if head.contains(0) || head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) {
                return .notUTF8(path: path)
            }
            guard let first = bytes[start...].firstIndex(where: { !isXMLSpace($0) }) else { return nil }
            guard bytes[first] == UInt8(ascii: "<") else {
                // EBCDIC's `<?xm` also lands here: libxml2 would decode it and bypass the byte checks below.
                return .notXML(path: path, looksLike: FileSignature.describe(bytes[start...]))
            }
            if let encoding = refusedEncoding(bytes, from: first) {
                return .unsupportedEncoding(path: path, encoding: encoding)
            }
            return declaration(in: bytes, from: first, path: path)
        }
    }

    private static let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func isXMLSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// An encoding other than UTF-8 named in an XML declaration at `start`. Every
    /// `encoding = "…"` up to the first `>` counts: libxml2 switches decoders on the one it
    /// parses, and a stricter reading here could miss it.
    private static func refusedEncoding(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> String? {
        let opener = Array("<?xml".utf8)
        guard bytes[start...].starts(with: opener) else { return nil }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
        let name = Array("encoding".utf8)
        var index = start + opener.count
        while index + name.count <= end {
            defer { index += 1 }
            guard bytes[index..<index + name.count].elementsEqual(name) else { continue }
            var cursor = index + name.count
            while cursor < end, isXMLSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < end, bytes[cursor] == UInt8(ascii: "=") else { continue }
            cursor += 1
            while cursor < end, isXMLSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < end, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") else {
                continue
            }
            let valueStart = cursor + 1
            let valueEnd = bytes[valueStart..<end].firstIndex(of: bytes[cursor]) ?? end
            let value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
            if !["utf-8", "utf8"].contains(value.lowercased()) {
                return value
            }
        }
        return nil
    }

    /// The first entity declaration anywhere, else the first document type declaration. The whole
    /// document is searched, not only a prolog this code would have to parse as libxml2 does: a
    /// comment or an instruction before the DTD cannot hide it.
    private static func declaration(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, path: String) -> IBReadError? {
        let entity = Array("<!ENTITY".utf8)
        let doctype = Array("<!DOCTYPE".utf8)
        var doctypeOffset: Int?
        // `!` is rare in Interface Builder documents and `<` is everywhere: find each `!` (memchr
        // scans fast) and look one byte back.
        guard let base = bytes.baseAddress else { return nil }
        var index = start + 1
        while index < bytes.count,
            let found = memchr(base + index, Int32(UInt8(ascii: "!")), bytes.count - index)
        {
            let bang = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
            index = bang + 1
            guard bytes[bang - 1] == UInt8(ascii: "<") else { continue }
            let open = bang - 1
            if bytes[open...].starts(with: entity) {
                return .entityDeclarationRefused(path: path, line: line(of: open, in: bytes))
            }
            if doctypeOffset == nil, bytes[open...].starts(with: doctype) {
                doctypeOffset = open
            }
        }
        return doctypeOffset.map { .documentTypeRefused(path: path, line: line(of: $0, in: bytes)) }
    }

    /// The 1-based line of the byte at `offset` (an index of `bytes`).
    static func line<Bytes: Collection<UInt8>>(of offset: Int, in bytes: Bytes) -> Int where Bytes.Index == Int {
        1 + bytes[..<offset].count { $0 == 0x0A }
    }
}

/// Names the kind of a file from its first bytes, for errors about files that are not what their
/// extension says.
enum FileSignature {
    static func describe(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let signatures: [(prefix: [UInt8], name: String)] = [
            ([0x89, 0x50, 0x4E, 0x47], "a PNG image"),
            ([0xFF, 0xD8, 0xFF], "a JPEG image"),
            (Array("GIF8".utf8), "a GIF image"),
            (Array("%PDF".utf8), "a PDF document"),
            (Array("bplist".utf8), "a binary property list"),
            (Array("NIBArchive".utf8), "a compiled nib (NIBArchive)"),
            (Array("SQLite format 3".utf8), "an SQLite database"),
            ([0x50, 0x4B, 0x03, 0x04], "a zip archive"),
            ([0x1F, 0x8B], "a gzip archive"),
            ([0x4C, 0x6F, 0xA7, 0x94], "EBCDIC-encoded XML"),
        ]
        if let match = signatures.first(where: { bytes.starts(with: $0.prefix) }) {
            return match.name
        }
        return "data that does not start with '<'"
    }
}
