import Foundation
import Testing

@testable import NibCompiler

@Suite struct GeneralNumberFormatTests {
    static let values: [Double] = [
        0, -0.0, 1, -1, 0.5, 0.1, 1.0 / 3, 2.0 / 3, 0.123456789012345678, 338.5, 1e-5, 0.000123, 1234.5,
        123_456_789, 1e300, -1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity, -.infinity, .nan,
        0.9995, 0.99949999, 99.95, 100, 999, 1000, -999, 99_999_999_999_999_984, 1e17, 4_503_599_627_370_497,
    ]

    @Test(arguments: [Int32(3), 10, 17])
    func writesWhatStringFormatWrites(significantDigits: Int32) {
        for value in Self.values {
            #expect(
                GeneralNumberFormat.string(value, significantDigits: significantDigits)
                    == String(format: "%.\(significantDigits)g", value), "\(value)")
        }
    }

    @Test func roundsToSignificantDigits() {
        #expect(GeneralNumberFormat.string(0.24609375, significantDigits: 3) == "0.246")
        #expect(GeneralNumberFormat.string(1e-5, significantDigits: 3) == "1e-05")
        #expect(GeneralNumberFormat.string(-1.7976931348623157e308, significantDigits: 17) == "-1.7976931348623157e+308")
    }
}
