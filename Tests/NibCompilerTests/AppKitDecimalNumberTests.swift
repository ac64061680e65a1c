import Foundation
import Testing

@testable import NibCompiler

/// `NSDecimalNumber`'s archived form of the numbers Interface Builder saves as text.
@Suite struct AppKitDecimalNumberTests {
    @Test func aWholeNumberIsItsMantissaInOneWord() throws {
        let port = try #require(AppKitDecimalNumber("65535"))
        #expect((port.exponent, port.length, port.isNegative, port.isCompact) == (0, 1, false, true))
        #expect(port.mantissaBytes == Data([0xFF, 0xFF] + Array(repeating: 0, count: 14)))
    }

    @Test func trailingZerosMoveIntoTheExponent() throws {
        let thousand = try #require(AppKitDecimalNumber("1000"))
        #expect((thousand.mantissa, thousand.exponent) == (1, 3))
        let price = try #require(AppKitDecimalNumber("-2.50"))
        #expect((price.mantissa, price.exponent, price.isNegative) == (25, -1, true))
    }

    @Test func aLargeMantissaTakesSeveralWords() throws {
        let large = try #require(AppKitDecimalNumber("4294967297"))
        #expect(large.length == 3)
        #expect(large.mantissaBytes.prefix(6) == Data([1, 0, 0, 0, 1, 0]))
    }

    @Test func zeroAndNotANumberUseNoWords() throws {
        for text in ["0", "-0.00"] {
            let zero = try #require(AppKitDecimalNumber(text))
            #expect((zero.length, zero.exponent, zero.isNegative, zero.isCompact) == (0, 0, false, false))
        }
        #expect(AppKitDecimalNumber("NaN") == .notANumber)
        #expect(AppKitDecimalNumber.notANumber.isNegative && AppKitDecimalNumber.notANumber.length == 0)
    }

    @Test func otherTextIsNoDecimalNumber() {
        for text in ["", ".", "-", "1e3", "0x10", "1.2.3", "١", "123456789012345678901", "0." + String(repeating: "0", count: 200) + "1"] {
            #expect(AppKitDecimalNumber(text) == nil, "\(text)")
        }
    }
}
