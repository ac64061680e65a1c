import Foundation

extension Data {
    /// Lowercase hex, two digits a byte.
    public var hexString: String {
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: count * 2) { buffer in
            var index = 0
            for byte in self {
                buffer[index] = digits[Int(byte >> 4)]
                buffer[index + 1] = digits[Int(byte & 0x0f)]
                index += 2
            }
            return index
        }
    }
}
