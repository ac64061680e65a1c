import Foundation

/// An `NSDecimalNumber` as a keyed archive holds it: a mantissa of at most eight 16-bit words
/// (`NS.mantissa`, `NS.length` of them used) times ten to `NS.exponent`, a sign, and whether the
/// mantissa has had its trailing zeros moved into the exponent (`NS.compact`), as Foundation's
/// scanner leaves a number it reads from text. Zero and "not a number" use no words and are not
/// compact; "not a number" is the negative one of them.
struct AppKitDecimalNumber: Hashable, Sendable {
    let exponent: Int64
    let mantissa: UInt64
    let isNegative: Bool
    let isCompact: Bool

    static let notANumber = AppKitDecimalNumber(exponent: 0, mantissa: 0, isNegative: true, isCompact: false)
    static let notANumberText = "NaN"

    /// The number Interface Builder saves as `value` (`65535`, `-2.50`, `NaN`); nil for text
    /// that is no plain decimal number or whose digits do not fit 64 bits.
    init?(_ text: String) {
        if text == Self.notANumberText {
            self = .notANumber
            return
        }
        var digits = Substring(text)
        let isNegative = digits.first == "-"
        if isNegative || digits.first == "+" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty), (whole + fraction).allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        var mantissa: UInt64 = 0
        for digit in (whole + fraction).compactMap(\.wholeNumberValue) {
            let (times10, overflowed) = mantissa.multipliedReportingOverflow(by: 10)
            let (sum, overflowedAgain) = times10.addingReportingOverflow(UInt64(digit))
            guard !overflowed, !overflowedAgain else { return nil }
            mantissa = sum
        }
        guard mantissa != 0 else {
            self.init(exponent: 0, mantissa: 0, isNegative: false, isCompact: false)
            return
        }
        var exponent = -Int64(fraction.count)
        while mantissa % 10 == 0 {
            mantissa /= 10
            exponent += 1
        }
        guard Self.exponents.contains(exponent) else { return nil }
        self.init(exponent: exponent, mantissa: mantissa, isNegative: isNegative, isCompact: true)
    }

    init(exponent: Int64, mantissa: UInt64, isNegative: Bool, isCompact: Bool) {
        self.exponent = exponent
        self.mantissa = mantissa
        self.isNegative = isNegative
        self.isCompact = isCompact
    }

    /// The 16-bit words the mantissa uses.
    var length: Int64 {
        var words: Int64 = 0
        var rest = mantissa
        while rest != 0 {
            words += 1
            rest >>= 16
        }
        return words
    }

    /// `NS.mantissa`: the eight words, least significant first, each little-endian.
    var mantissaBytes: Data {
        Data((0..<Self.mantissaSize).map { UInt8(truncatingIfNeeded: mantissa >> (8 * UInt64($0))) })
    }

    static let mantissaSize = 16
    /// `NSDecimal` keeps its exponent in 8 signed bits.
    static let exponents: ClosedRange<Int64> = -128...127
    /// `NS.mantissa.bo`: the words' byte order, little-endian.
    static let littleEndianMantissa: Int64 = 1
}
