import Crypto
import Foundation
import SystemZlib

/// zlib streams for the catalog's content-addressed blobs.
enum BlobCompression {
    static func compress(_ data: Data) -> Data {
        var bound = compressBound(uLong(data.count))
        var output = Data(count: Int(bound))
        let status = output.withUnsafeMutableBytes { out in
            data.withUnsafeBytes { input in
                compress2(
                    out.baseAddress!.assumingMemoryBound(to: Bytef.self), &bound,
                    input.baseAddress?.assumingMemoryBound(to: Bytef.self), uLong(data.count), 6)
            }
        }
        precondition(status == Z_OK, "zlib compress2 failed with \(status) on a buffer of its own bound")
        output.count = Int(bound)
        return output
    }

    /// Deflate's densest output: no stream of n bytes inflates to more than about 1032 n.
    static let maximumRatio = 1032

    /// nil when `compressed` is not a zlib stream of exactly `size` bytes. A size no stream of
    /// this length can reach is refused before anything is allocated: sizes come from the
    /// catalog, a file anyone can edit.
    static func decompress(_ compressed: Data, size: Int) -> Data? {
        guard size > 0 else { return size == 0 ? Data() : nil }
        let (bound, overflow) = compressed.count.multipliedReportingOverflow(by: maximumRatio)
        guard !overflow, size <= bound + maximumRatio else { return nil }
        var output = Data(count: size)
        var length = uLongf(size)
        let status = output.withUnsafeMutableBytes { out in
            compressed.withUnsafeBytes { input in
                uncompress(
                    out.baseAddress!.assumingMemoryBound(to: Bytef.self), &length, input.baseAddress?.assumingMemoryBound(to: Bytef.self),
                    uLong(compressed.count))
            }
        }
        guard status == Z_OK, Int(length) == size else { return nil }
        return output
    }

    /// A content-addressed blob's bytes: nil unless they inflate to `size` bytes whose SHA-256
    /// is the address they are stored under.
    static func contents(compressed: Data, size: Int, sha256: Data) -> Data? {
        guard let data = decompress(compressed, size: size), Data(SHA256.hash(data: data)) == sha256 else { return nil }
        return data
    }
}
