import Foundation

/// Readable text for the libxml2 error codes that `XMLParser` reports (its errors carry no text
/// on Linux), named after `xmlParserErrors` in libxml2's `xmlerror.h`.
enum XMLSyntaxMessages {
    /// `XML_ERR_DOCUMENT_END`: libxml2 reports both a cut document and content after the root.
    static let documentEnd = 5

    /// libxml2's limits without `XML_PARSE_HUGE`, which `XMLParser` does not set.
    static let textLengthLimit = 10_000_000
    static let nameLengthLimit = 50_000

    /// The message for `code`; `data` is the document, consulted only to tell a size limit from
    /// a syntax error, and `rootClosed` whether the root element had been closed.
    static func message(forCode code: Int, in data: Data, rootClosed: Bool) -> String {
        switch code {
        case documentEnd:
            return rootClosed ? "content after the end of the root element" : "document ends before the root element is closed"
        case 1, 40:
            // libxml2 stops a text node (1) or an attribute value (40) at its size limit with these codes.
            if longestRun(in: data, without: code == 1 ? UInt8(ascii: "<") : UInt8(ascii: "\"")) >= textLengthLimit {
                let what = code == 1 ? "a text node" : "an attribute value"
                return "\(what) longer than \(grouped(textLengthLimit)) bytes, the XML parser's limit"
            }
            // The push parser also stops a whole document past that size, near its end, with code 1.
            if code == 1, data.count > textLengthLimit {
                return "the document is \(grouped(data.count)) bytes, more than the XML parser reads (\(grouped(textLengthLimit)) bytes)"
            }
        case 110:
            return "a name longer than \(grouped(nameLengthLimit)) bytes, the XML parser's limit"
        default:
            break
        }
        if let text = texts[code] {
            return text
        }
        return "XML syntax error (libxml2 code \(code))"
    }

    /// `10,000,000`, the same in every locale.
    private static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }

    private static func longestRun(in data: Data, without byte: UInt8) -> Int {
        var longest = 0
        var current = 0
        for value in data {
            current = value == byte ? 0 : current + 1
            longest = max(longest, current)
        }
        return longest
    }

    private static let texts: [Int: String] = [
        1: "the XML parser failed (internal error)",
        2: "out of memory",
        3: "the document does not start with markup",
        4: "document is empty",
        6: "invalid hexadecimal character reference",
        7: "invalid decimal character reference",
        8: "invalid character reference",
        9: "invalid character (not allowed in XML, or bytes that are not UTF-8)",
        10: "character reference at the end of the document",
        11: "character reference before the root element",
        12: "character reference after the root element",
        13: "character reference in the document type declaration",
        14: "entity reference at the end of the document",
        15: "entity reference before the root element",
        16: "entity reference after the root element",
        17: "entity reference in the document type declaration",
        18: "parameter-entity reference at the end of the document",
        19: "parameter-entity reference before the root element",
        20: "parameter-entity reference after the root element",
        21: "parameter-entity reference in the internal subset",
        22: "'&' not followed by an entity name (write &amp;)",
        23: "entity reference without its closing ';'",
        24: "'%' not followed by a parameter-entity name",
        25: "parameter-entity reference without its closing ';'",
        26: "undeclared entity",
        27: "undeclared entity",
        28: "reference to an unparsed entity",
        29: "reference to an external entity in an attribute value",
        30: "parameter entity used as a general entity",
        31: "unknown encoding",
        32: "unsupported encoding",
        33: "quoted string expected",
        34: "unterminated quoted string",
        35: "malformed namespace declaration",
        36: "entity value expected",
        37: "unterminated entity value",
        38: "'<' in an attribute value (write &lt;)",
        39: "attribute value expected (a quote is missing)",
        40: "unterminated attribute value",
        41: "attribute without a value",
        42: "attribute given twice on one element",
        43: "quoted literal expected",
        44: "unterminated literal",
        45: "unterminated comment",
        46: "malformed processing instruction",
        47: "unterminated processing instruction",
        48: "malformed notation declaration",
        49: "unterminated notation declaration",
        50: "malformed attribute-list declaration",
        51: "unterminated attribute-list declaration",
        52: "malformed mixed-content declaration",
        53: "unterminated mixed-content declaration",
        54: "malformed element-content declaration",
        55: "unterminated element-content declaration",
        56: "malformed XML declaration",
        57: "unterminated XML declaration",
        58: "malformed conditional section",
        59: "unterminated conditional section",
        60: "unterminated external DTD subset",
        61: "unterminated document type declaration",
        62: "']]>' outside a CDATA section",
        63: "unterminated CDATA section",
        64: "XML declaration not at the start of the document, or a reserved name starting with 'xml'",
        65: "whitespace expected",
        66: "separator expected",
        67: "name token expected",
        68: "name expected",
        69: "character data expected",
        70: "URI expected",
        71: "public identifier expected",
        72: "'<' expected",
        73: "'>' expected",
        74: "'</' expected",
        75: "'=' expected",
        76: "mismatched closing tag",
        77: "unterminated tag",
        78: "standalone must be 'yes' or 'no'",
        79: "malformed encoding name",
        80: "'--' inside a comment",
        81: "bytes that are not valid in the document's encoding",
        82: "external entity in a standalone document",
        83: "malformed conditional section",
        84: "value expected",
        85: "elements not properly nested",
        86: "extra content after the root element",
        87: "character not allowed in an entity",
        88: "parameter-entity reference inside a declaration of the internal subset",
        89: "entity refers to itself",
        90: "entity crosses a markup boundary",
        91: "invalid URI",
        92: "URI with a fragment",
        93: "catalog processing instruction",
        94: "no document type declaration found",
        95: "unknown keyword in a conditional section",
        96: "XML declaration without a version",
        97: "unknown XML version",
        98: "invalid xml:lang value",
        99: "invalid namespace URI",
        100: "relative namespace URI",
        101: "encoding declaration missing",
        102: "invalid xml:space value",
        103: "document not standalone",
        104: "entity processing error",
        105: "notation processing error",
        106: "namespace prefix containing a colon",
        107: "entity declared twice",
        108: "unknown XML version",
        109: "XML version mismatch",
        111: "parsing stopped",
    ]
}
