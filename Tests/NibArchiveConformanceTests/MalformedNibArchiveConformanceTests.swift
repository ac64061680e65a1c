import Foundation
import NibArchive
import TestSupport
import Testing

/// A real nib of the corpus cut short is rejected with an error naming the file.
@Suite struct MalformedNibArchiveConformanceTests {
    @Test func everyTruncationOfARealNibIsRejected() throws {
        // 763 bytes and no trailing `LNE\0`, so every proper prefix cuts into the header or a table.
        let file = try TestPaths.corpus(
            "nib/ios/metamap/IncdOnboarding/IdTutorials.storyboardc/IncodeIDCaptureViewController.nib")
        let data = try Data(contentsOf: file)
        #expect(try NibArchiveReader.read(data, path: file.path).trailingBytes.isEmpty)
        for length in 0..<data.count {
            let error = #expect(throws: NibArchiveError.self, "accepted the first \(length) bytes") {
                try NibArchiveReader.read(data.prefix(length), path: "cut-\(length)")
            }
            #expect(error?.path == "cut-\(length)")
        }
    }
}
