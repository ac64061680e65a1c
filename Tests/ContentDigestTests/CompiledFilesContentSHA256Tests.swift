import ContentDigest
import Crypto
import Foundation
import Testing
import UIKitNib

@Suite struct CompiledFilesContentSHA256Tests {
    @Test func aSingleFileHashesAsItsBytes() {
        let bytes = Data("NIBArchive".utf8)
        #expect(CompiledFiles(members: [("", bytes)]).contentSHA256 == Data(SHA256.hash(data: bytes)))
    }

    @Test func aFolderHashesItsMembersPathsLengthsAndBytes() {
        let folder = CompiledFiles(members: [("runtime.nib", Data([1, 2])), ("objects-13.0+.nib", Data([3]))])
        #expect(folder.contentSHA256.count == 32)
        #expect(folder.contentSHA256 != CompiledFiles(members: [("runtime.nib", Data([1, 2, 3]))]).contentSHA256)
        // A byte moved from one member to the next changes the lengths, so the hash.
        let moved = CompiledFiles(members: [("runtime.nib", Data([1])), ("objects-13.0+.nib", Data([2, 3]))])
        #expect(folder.contentSHA256 != moved.contentSHA256)
        let renamed = CompiledFiles(members: [("runtime.nib", Data([1, 2])), ("objects-14.0+.nib", Data([3]))])
        #expect(folder.contentSHA256 != renamed.contentSHA256)
        #expect(
            folder.contentSHA256
                == CompiledFiles(members: [("runtime.nib", Data([1, 2])), ("objects-13.0+.nib", Data([3]))]).contentSHA256)
    }
}
