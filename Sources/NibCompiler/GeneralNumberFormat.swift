import Foundation

/// Numbers as C's `printf` writes them under `%.*g`: what Foundation's `String(format:)` gives,
/// without its format parsing, which cost the compiler a few percent of its time (every color's
/// component string goes through here).
enum GeneralNumberFormat {
    /// Room for the longest `%.17g`: sign, 17 digits, point and a four-character exponent.
    private static let capacity = 32

    private static let powersOfTen: [Double] = (0...17).map { pow(10, Double($0)) }

    /// `value` at `%.<significantDigits>g`.
    static func string(_ value: Double, significantDigits: Int32) -> String {
        // A whole number of at most that many digits is printed as one: no point, no exponent.
        if value.rounded() == value, value.magnitude < Self.powersOfTen[Int(min(max(significantDigits, 0), 17))] {
            return value == 0 && value.sign == .minus ? "-0" : String(Int64(value))
        }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            guard let start = buffer.baseAddress,
                withVaList([significantDigits, value], { vsnprintf(start, capacity, "%.*g", $0) }) >= 0
            else { return String(value) }
            return String(cString: start)
        }
    }
}
