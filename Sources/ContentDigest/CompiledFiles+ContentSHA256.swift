import Crypto
import Foundation
import UIKitNib

extension CompiledFiles {
    /// SHA-256 of a file's bytes; for a folder, of each member's path, length and bytes in order.
    public var contentSHA256: Data {
        if members.count == 1, members[0].path.isEmpty {
            return Data(SHA256.hash(data: members[0].data))
        }
        var hasher = SHA256()
        for member in members {
            hasher.update(data: Data(member.path.utf8))
            withUnsafeBytes(of: UInt64(member.data.count).littleEndian) { hasher.update(bufferPointer: $0) }
            hasher.update(data: member.data)
        }
        return Data(hasher.finalize())
    }
}
