import Foundation

/// What `IBXMLScanner` hands over, in document order. `startElement` and `characters` return false
/// to stop the scan.
protocol IBXMLEventHandler: AnyObject {
    /// An element's start tag; `line` is the line its `>` is on, as libxml2 reports it.
    func startElement(_ name: String, attributes: IBAttributes, line: Int) -> Bool
    /// Character data inside an element, with references replaced; one call may hold part of it.
    func characters(_ text: String, line: Int) -> Bool
    func endElement()
}

/// Reads the XML Interface Builder writes straight from its UTF-8 bytes, at about half the cost of
/// libxml2 behind Foundation's `XMLParser` (no bridging, no dictionary per element), handing over
/// the events libxml2 would, with the same lines. It reads what Interface Builder writes: the XML declaration, elements, attributes, text,
/// the five predefined entities, character references and comments. Everything else (a DOCTYPE,
/// CDATA, processing instructions, namespace prefixes, carriage returns, non-ASCII names) and
/// every syntax error is `unsupported`, left to libxml2, which reads it, or words its error, as
/// before.
enum IBXMLScanner {
    enum Outcome: Equatable {
        /// The whole document was read and every element closed.
        case finished
        /// The handler asked to stop.
        case stopped
        /// The input holds something left to libxml2; the events handed over so far are void.
        case unsupported
    }

    /// The XML declarations Interface Builder writes; any other is left to libxml2.
    private static let declarations: [[UInt8]] = [
        #"<?xml version="1.0" encoding="UTF-8"?>"#, #"<?xml version="1.0" encoding="UTF-8" standalone="no"?>"#,
        #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#, #"<?xml version="1.0" encoding="utf-8"?>"#,
        #"<?xml version="1.0"?>"#,
    ].map { Array($0.utf8) }

    /// XML's five predefined entities.
    private static let entities: [(name: [UInt8], character: Unicode.Scalar)] = [
        (Array("lt".utf8), "<"), (Array("gt".utf8), ">"), (Array("amp".utf8), "&"), (Array("quot".utf8), "\""),
        (Array("apos".utf8), "'"),
    ]

    /// Below libxml2's limits: 256 open elements, 10 MB in one text or value, 50,000 bytes in a name.
    static let depthLimit = 200
    static let sizeLimit = 8_000_000
    static let nameLengthLimit = 1_000

    static func scan(_ data: Data, into handler: some IBXMLEventHandler) -> Outcome {
        data.withUnsafeBytes { raw in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self))
            return scanner.scan(into: handler)
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var line = 1
        /// Where each open element's name is in `bytes`, innermost last.
        var openNames: [Range<Int>] = []

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func scan(into handler: some IBXMLEventHandler) -> Outcome {
            // libxml2 folds "\r\n" and a lone "\r" into one line end; Interface Builder writes "\n".
            // Past its length limits for text and values it fails; no document comes near them.
            guard !bytes.contains(Byte.carriageReturn), bytes.count <= IBXMLScanner.sizeLimit else { return .unsupported }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            if bytes[index...].starts(with: "<?xml".utf8) {
                guard let declaration = IBXMLScanner.declarations.first(where: { bytes[index...].starts(with: $0) }) else {
                    return .unsupported
                }
                index += declaration.count
            }
            var rootClosed = false
            var sawRoot = false
            while index < bytes.count {
                guard bytes[index] == Byte.lessThan else {
                    if openNames.isEmpty {
                        guard skipSpace() else { return .unsupported }
                        continue
                    }
                    switch text() {
                    case nil: return .unsupported
                    case let text?:
                        guard handler.characters(text, line: line) else { return .stopped }
                    }
                    continue
                }
                guard index + 1 < bytes.count else { return .unsupported }
                switch bytes[index + 1] {
                case Byte.slash:
                    guard endTag() else { return .unsupported }
                    handler.endElement()
                    if openNames.isEmpty { rootClosed = true }
                case Byte.exclamation:
                    guard comment() else { return .unsupported }
                default:
                    if openNames.isEmpty {
                        guard !rootClosed else { return .unsupported }
                        sawRoot = true
                    }
                    guard let tag = startTag() else { return .unsupported }
                    guard handler.startElement(tag.name, attributes: tag.attributes, line: line) else { return .stopped }
                    if tag.isEmpty {
                        handler.endElement()
                        if openNames.isEmpty { rootClosed = true }
                    } else {
                        guard openNames.count < IBXMLScanner.depthLimit else { return .unsupported }
                        openNames.append(tag.nameRange)
                    }
                    index = tag.end
                }
            }
            return sawRoot && rootClosed ? .finished : .unsupported
        }

        /// Skips spaces, tabs and line feeds outside the root element; false at anything else.
        private mutating func skipSpace() -> Bool {
            while index < bytes.count, bytes[index] != Byte.lessThan {
                switch bytes[index] {
                case Byte.lineFeed: line += 1
                case Byte.space, Byte.tab: break
                default: return false
                }
                index += 1
            }
            return true
        }

        /// `<!-- … -->`; false for any other `<!` (a DOCTYPE, CDATA) and for "--" inside a comment.
        private mutating func comment() -> Bool {
            guard bytes[index...].starts(with: "<!--".utf8) else { return false }
            var cursor = index + 4
            while cursor + 1 < bytes.count {
                if bytes[cursor] == Byte.lineFeed {
                    line += 1
                } else if bytes[cursor] == Byte.hyphen, bytes[cursor + 1] == Byte.hyphen {
                    guard cursor + 2 < bytes.count, bytes[cursor + 2] == Byte.greaterThan else { return false }
                    index = cursor + 3
                    return true
                }
                cursor += 1
            }
            return false
        }

        /// `</name>`, closing the innermost open element.
        private mutating func endTag() -> Bool {
            guard let open = openNames.popLast() else { return false }
            let start = index + 2
            let end = start + open.count
            guard end <= bytes.count, bytes[start..<end].elementsEqual(bytes[open]) else { return false }
            var cursor = end
            while cursor < bytes.count, Byte.isSpace(bytes[cursor]) {
                if bytes[cursor] == Byte.lineFeed { line += 1 }
                cursor += 1
            }
            guard cursor < bytes.count, bytes[cursor] == Byte.greaterThan else { return false }
            index = cursor + 1
            return true
        }

        private struct StartTag {
            var name: String
            var nameRange: Range<Int>
            var attributes: IBAttributes
            var isEmpty: Bool
            /// The index after the tag's `>`.
            var end: Int
        }

        /// `<name attribute="value" …>` or `…/>` at `index`; `line` is left at the line of its `>`.
        private mutating func startTag() -> StartTag? {
            guard let nameRange = name(at: index + 1) else { return nil }
            var attributes = IBAttributes()
            var cursor = nameRange.upperBound
            while true {
                var sawSpace = false
                while cursor < bytes.count, Byte.isSpace(bytes[cursor]) {
                    if bytes[cursor] == Byte.lineFeed { line += 1 }
                    sawSpace = true
                    cursor += 1
                }
                guard cursor < bytes.count else { return nil }
                if bytes[cursor] == Byte.greaterThan {
                    return StartTag(
                        name: string(nameRange), nameRange: nameRange, attributes: attributes, isEmpty: false, end: cursor + 1)
                }
                if bytes[cursor] == Byte.slash {
                    guard cursor + 1 < bytes.count, bytes[cursor + 1] == Byte.greaterThan else { return nil }
                    return StartTag(
                        name: string(nameRange), nameRange: nameRange, attributes: attributes, isEmpty: true, end: cursor + 2)
                }
                guard sawSpace, let attributeRange = name(at: cursor) else { return nil }
                // Namespace declarations are left to libxml2, which reports them its own way.
                guard !bytes[attributeRange].starts(with: "xmlns".utf8) else { return nil }
                cursor = attributeRange.upperBound
                while cursor < bytes.count, Byte.isSpace(bytes[cursor]) {
                    if bytes[cursor] == Byte.lineFeed { line += 1 }
                    cursor += 1
                }
                guard cursor < bytes.count, bytes[cursor] == Byte.equals else { return nil }
                cursor += 1
                while cursor < bytes.count, Byte.isSpace(bytes[cursor]) {
                    if bytes[cursor] == Byte.lineFeed { line += 1 }
                    cursor += 1
                }
                guard cursor < bytes.count, bytes[cursor] == Byte.quote || bytes[cursor] == Byte.apostrophe,
                    let value = attributeValue(from: cursor)
                else { return nil }
                cursor = value.end
                let attributeName = string(attributeRange)
                guard attributes[attributeName] == nil else { return nil }
                attributes.append(new: attributeName, value.text)
            }
        }

        /// The name at `start`: ASCII letters, digits, `_`, `-` and `.`, not starting with a digit,
        /// `-` or `.`. A colon or a non-ASCII letter is left to libxml2.
        private func name(at start: Int) -> Range<Int>? {
            guard start < bytes.count, Byte.isNameStart(bytes[start]) else { return nil }
            var end = start + 1
            while end < bytes.count, Byte.isNameCharacter(bytes[end]) {
                end += 1
            }
            guard end < bytes.count, bytes[end] != Byte.colon, bytes[end] < 0x80, end - start <= IBXMLScanner.nameLengthLimit
            else { return nil }
            return start..<end
        }

        /// The quoted value at `quoteIndex`, normalized as XML says for an attribute without a
        /// declared type: a tab or line feed is a space, a reference its character.
        private mutating func attributeValue(from quoteIndex: Int) -> (text: String, end: Int)? {
            let quote = bytes[quoteIndex]
            var cursor = quoteIndex + 1
            var text = ReplacedText(runStart: cursor)
            while cursor < bytes.count {
                let byte = bytes[cursor]
                switch byte {
                case quote:
                    return (text.string(in: bytes, upTo: cursor), cursor + 1)
                case Byte.lessThan:
                    return nil
                case Byte.ampersand:
                    guard let (character, end) = reference(at: cursor) else { return nil }
                    text.replace(in: bytes, from: cursor, to: end, with: character)
                    cursor = end
                case Byte.tab, Byte.lineFeed:
                    if byte == Byte.lineFeed { line += 1 }
                    text.replace(in: bytes, from: cursor, to: cursor + 1, with: " ")
                    cursor += 1
                default:
                    guard Byte.isCharacter(byte, at: cursor, in: bytes) else { return nil }
                    cursor += 1
                }
            }
            return nil
        }

        /// Character data up to the next `<`, references replaced; nil at what libxml2 refuses
        /// (`]]>`, a character XML does not allow, an unknown entity) or at the input's end.
        private mutating func text() -> String? {
            var cursor = index
            var text = ReplacedText(runStart: cursor)
            while cursor < bytes.count {
                let byte = bytes[cursor]
                switch byte {
                case Byte.lessThan:
                    index = cursor
                    return text.string(in: bytes, upTo: cursor)
                case Byte.ampersand:
                    guard let (character, end) = reference(at: cursor) else { return nil }
                    text.replace(in: bytes, from: cursor, to: end, with: character)
                    cursor = end
                case Byte.lineFeed:
                    line += 1
                    cursor += 1
                case Byte.closingBracket:
                    guard !bytes[cursor...].starts(with: "]]>".utf8) else { return nil }
                    cursor += 1
                default:
                    guard Byte.isCharacter(byte, at: cursor, in: bytes) else { return nil }
                    cursor += 1
                }
            }
            return nil
        }

        /// The character the entity or character reference at `start` (its `&`) stands for and
        /// the index after its `;`; nil for any entity but XML's five and for a character XML does
        /// not allow.
        private func reference(at start: Int) -> (character: Unicode.Scalar, end: Int)? {
            guard let semicolon = bytes[start...].prefix(12).firstIndex(of: Byte.semicolon) else { return nil }
            let body = bytes[(start + 1)..<semicolon]
            let end = semicolon + 1
            if let entity = IBXMLScanner.entities.first(where: { body.elementsEqual($0.name) }) {
                return (entity.character, end)
            }
            guard body.first == Byte.hash else { return nil }
            var digits = body.dropFirst()
            var radix: UInt32 = 10
            if digits.first == UInt8(ascii: "x") {
                radix = 16
                digits = digits.dropFirst()
            }
            guard !digits.isEmpty, digits.count <= 8 else { return nil }
            var value: UInt32 = 0
            for digit in digits {
                guard let digitValue = digit.digitValue(inRadix: radix) else { return nil }
                value = value * radix + digitValue
            }
            guard Byte.isXMLCharacter(value), let scalar = Unicode.Scalar(value) else { return nil }
            return (scalar, end)
        }

        private func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
    }

    /// Text read a run of input bytes at a time, with the pieces replaced so far (references by
    /// their characters, a value's tabs and line feeds by spaces): appended to in place, so that
    /// many references take time linear in their number. Without a replacement it is the input's
    /// bytes themselves.
    private struct ReplacedText {
        private var runStart: Int
        private var replaced: [UInt8] = []
        private var isReplaced = false

        init(runStart: Int) {
            self.runStart = runStart
        }

        /// Puts `character` in place of the input from `start` to `end`.
        mutating func replace(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, with character: Unicode.Scalar) {
            replaced.append(contentsOf: bytes[runStart..<start])
            UTF8.encode(character) { replaced.append($0) }
            isReplaced = true
            runStart = end
        }

        /// The text up to `end`.
        func string(in bytes: UnsafeBufferPointer<UInt8>, upTo end: Int) -> String {
            guard isReplaced else { return String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self) }
            return String(decoding: replaced + bytes[runStart..<end], as: UTF8.self)
        }
    }

    /// The bytes the scanner tells apart.
    private enum Byte {
        static let tab = UInt8(ascii: "\t")
        static let lineFeed = UInt8(ascii: "\n")
        static let carriageReturn = UInt8(ascii: "\r")
        static let space = UInt8(ascii: " ")
        static let quote = UInt8(ascii: "\"")
        static let hash = UInt8(ascii: "#")
        static let ampersand = UInt8(ascii: "&")
        static let apostrophe = UInt8(ascii: "'")
        static let hyphen = UInt8(ascii: "-")
        static let slash = UInt8(ascii: "/")
        static let colon = UInt8(ascii: ":")
        static let semicolon = UInt8(ascii: ";")
        static let lessThan = UInt8(ascii: "<")
        static let equals = UInt8(ascii: "=")
        static let greaterThan = UInt8(ascii: ">")
        static let exclamation = UInt8(ascii: "!")
        static let closingBracket = UInt8(ascii: "]")

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == space || byte == lineFeed || byte == tab
        }

        static func isNameStart(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte == UInt8(ascii: "_")
        }

        static func isNameCharacter(_ byte: UInt8) -> Bool {
            isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == hyphen
                || byte == UInt8(ascii: ".")
        }

        /// Whether the byte at `index` starts or continues a character XML 1.0 allows in text: not a
        /// control character but tab and line feed, not U+FFFE or U+FFFF. The input is valid UTF-8.
        static func isCharacter(_ byte: UInt8, at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            if byte < 0x20 { return byte == tab || byte == lineFeed }
            guard byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF else { return true }
            return bytes[index + 2] < 0xBE
        }

        /// Whether a character reference may name `value` (XML 1.0's `Char`).
        static func isXMLCharacter(_ value: UInt32) -> Bool {
            switch value {
            case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
            default: false
            }
        }
    }
}

extension UInt8 {
    /// The value of this ASCII digit in `radix` (10 or 16), nil for any other byte.
    fileprivate func digitValue(inRadix radix: UInt32) -> UInt32? {
        let value: UInt32
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(self - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = UInt32(self - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): value = UInt32(self - UInt8(ascii: "A")) + 10
        default: return nil
        }
        return value < radix ? value : nil
    }
}
