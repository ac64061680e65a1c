import Foundation
import InputFiles
import TestSupport
import Testing

@Suite struct GitLFSPointerTests {
    @Test func aPointerIsKnownWhateverItsExtension() throws {
        let pointer = try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("LFS/App/Images/logo@2x.png"))
        #expect(GitLFSPointer.isPointer(pointer))
        #expect(!GitLFSPointer.isPointer(Data("version https://example.com\n".utf8)))
        #expect(!GitLFSPointer.isPointer(pointer + Data(count: 2048)))
    }
}
