import Foundation

/// Geometry data values (`UIBounds`, `UICenter`…): a type byte (7: float64s, 6: float32s) then the numbers.
public enum GeometryText {
    public static func describe(_ data: Data) -> String? {
        guard let numbers = numbers(data) else { return nil }
        let texts = numbers.map { number in
            number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        }
        return "{" + texts.joined(separator: ", ") + "}"
    }

    /// The one to four numbers of a geometry value; nil when `data` is not one.
    public static func numbers(_ data: Data) -> [Double]? {
        guard let kind = data.first else { return nil }
        let body = data.dropFirst()
        let width = kind == 7 ? 8 : kind == 6 ? 4 : 0
        guard width > 0, !body.isEmpty, body.count % width == 0, body.count / width <= 4 else { return nil }
        var numbers: [Double] = []
        var offset = body.startIndex
        while offset < body.endIndex {
            let bytes = Array(body[offset..<offset + width])
            numbers.append(
                width == 8
                    ? Double(bitPattern: bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) })
                    : Double(Float(bitPattern: bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) })))
            offset += width
        }
        return numbers
    }
}
