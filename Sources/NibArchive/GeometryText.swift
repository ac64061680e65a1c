import Foundation

/// Geometry data values (`UIBounds`, `UICenter`…): a type byte (7: float64s, 6: float32s) then the numbers.
public enum GeometryText {
    public static func describe(_ data: Data) -> String? {
        guard let kind = data.first else { return nil }
        let body = data.dropFirst()
        let width = kind == 7 ? 8 : kind == 6 ? 4 : 0
        guard width > 0, !body.isEmpty, body.count % width == 0, body.count / width <= 4 else { return nil }
        var numbers: [String] = []
        var offset = body.startIndex
        while offset < body.endIndex {
            let bytes = Array(body[offset..<offset + width])
            let number = width == 8
                ? Double(bitPattern: bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) })
                : Double(Float(bitPattern: bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) }))
            numbers.append(number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number))
            offset += width
        }
        return "{" + numbers.joined(separator: ", ") + "}"
    }
}
