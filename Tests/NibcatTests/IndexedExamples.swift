import Foundation
import TestSupport
import Testing

/// A temporary folder holding a copy of `Examples/` indexed into the default catalog
/// (`.nibcat/catalog.sqlite`) by `nibcat index Examples`; the caller removes it.
func indexedExamples() throws -> URL {
    let folder = try TestPaths.temporaryFolder()
    try FileManager.default.copyItem(at: TestPaths.examples, to: folder.appendingPathComponent("Examples"))
    let result = try NibcatProcess.run(["index", "Examples"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    return folder
}
