import Foundation
import InputFiles

/// Encodes a `PropertyListValue` as an XML property list laid out byte for byte as Apple's
/// CoreFoundation writer (and so `plutil -convert xml1`) lays it out: tab indentation, keys in
/// UTF-16 code-unit order, reals as `%.17g`, base64 lines of 76 characters less 8 per tab, and
/// UIDs as `CF$UID` dictionaries.
public enum PropertyListXMLWriter {
    /// A value that has no well-formed XML property-list form.
    public struct UnrepresentableValue: DiagnosticError, Sendable, Hashable {
        public var value: PropertyListValue
        public var reason: String

        /// About no file: the property list is written to standard output.
        public var diagnostic: Diagnostic {
            Diagnostic(path: nil, message: "cannot write an XML property list: \(reason)")
        }
    }

    public static func data(_ value: PropertyListValue) throws(UnrepresentableValue) -> Data {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        try append(value, depth: 0, to: &output)
        output += "</plist>\n"
        return Data(output.utf8)
    }

    private static func append(_ value: PropertyListValue, depth: Int, to output: inout String) throws(UnrepresentableValue) {
        let indent = String(repeating: "\t", count: depth)
        switch value {
        case .null:
            throw UnrepresentableValue(value: value, reason: "XML property lists have no null")
        case .bool(let flag):
            output += indent + (flag ? "<true/>\n" : "<false/>\n")
        case .integer(let number):
            output += "\(indent)<integer>\(number)</integer>\n"
        case .real(let number):
            output += "\(indent)<real>\(real(number))</real>\n"
        case .date(let seconds):
            output += "\(indent)<date>\(try date(seconds, of: value))</date>\n"
        case .data(let data):
            // Each tab counts 8 columns against 76; Apple stops indenting base64 lines (not the
            // tags) at 8 tabs.
            let tabs = min(depth, 8)
            var base64 = Substring(data.base64EncodedString())
            output += "\(indent)<data>\n"
            while !base64.isEmpty {
                output += String(repeating: "\t", count: tabs) + base64.prefix(76 - 8 * tabs) + "\n"
                base64 = base64.dropFirst(76 - 8 * tabs)
            }
            output += "\(indent)</data>\n"
        case .string(let text):
            output += "\(indent)<string>\(try escaped(text, of: value))</string>\n"
        case .uid(let number):
            output += "\(indent)<dict>\n\(indent)\t<key>CF$UID</key>\n"
            output += "\(indent)\t<integer>\(number)</integer>\n\(indent)</dict>\n"
        case .array(let members) where members.isEmpty:
            output += "\(indent)<array/>\n"
        case .array(let members):
            output += "\(indent)<array>\n"
            for member in members {
                try append(member, depth: depth + 1, to: &output)
            }
            output += "\(indent)</array>\n"
        case .dictionary(let entries) where entries.isEmpty:
            output += "\(indent)<dict/>\n"
        case .dictionary(let entries):
            output += "\(indent)<dict>\n"
            for key in entries.keysInPropertyListOrder {
                output += "\(indent)\t<key>\(try escaped(key, of: value))</key>\n"
                try append(entries[key]!, depth: depth + 1, to: &output)
            }
            output += "\(indent)</dict>\n"
        }
    }

    /// CoreFoundation's spelling: `%.17g` (enough digits to read back the same double), with
    /// special forms for zero and the non-finite values.
    private static func real(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number > 0 ? "+infinity" : "-infinity" }
        if number == 0 { return "0.0" }
        return String(format: "%.17g", number)
    }

    /// `YYYY-MM-DDThh:mm:ssZ` in the proleptic Gregorian calendar, fractions of a second
    /// dropped as Apple drops them; `<date>` readers expect four-digit years.
    private static func date(_ seconds: Double, of value: PropertyListValue) throws(UnrepresentableValue) -> String {
        // 1e12 seconds is some 31,700 years: outside every four-digit year, inside Int64.
        guard seconds.isFinite, abs(seconds) < 1e12 else {
            throw UnrepresentableValue(value: value, reason: "date outside the years 1 to 9999")
        }
        let unixSeconds = Int64(seconds.rounded(.down)) + 978_307_200  // 2001-01-01 in Unix time
        let (days, secondOfDay) = unixSeconds.floorDividedBy(86_400)
        // Days since 1970-01-01 to a civil date (Howard Hinnant's `civil_from_days`).
        let (era, dayOfEra) = (days + 719_468).floorDividedBy(146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // March is 0
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        guard (1...9999).contains(year) else {
            throw UnrepresentableValue(value: value, reason: "date outside the years 1 to 9999")
        }
        return String(
            format: "%04lld-%02lld-%02lldT%02lld:%02lld:%02lldZ",
            year, month, day, secondOfDay / 3_600, secondOfDay / 60 % 60, secondOfDay % 60)
    }

    /// `text` with `&`, `<` and `>` escaped, as Apple escapes it. Control characters XML 1.0
    /// forbids (even as references) are refused: Apple writes them raw, and XML parsers reject
    /// the file.
    private static func escaped(_ text: String, of value: PropertyListValue) throws(UnrepresentableValue) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case "\u{0}"..<"\u{20}", "\u{FFFE}", "\u{FFFF}":
                throw UnrepresentableValue(
                    value: value, reason: "U+\(String(scalar.value, radix: 16, uppercase: true)) cannot appear in XML")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Int64 {
    /// Quotient rounded toward negative infinity, and the non-negative remainder.
    fileprivate func floorDividedBy(_ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let remainder = (self % divisor + divisor) % divisor
        return ((self - remainder) / divisor, remainder)
    }
}
