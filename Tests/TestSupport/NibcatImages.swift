import Foundation
import Testing

/// A catalog indexed by `nibcat index` and `nibcat images` asked about it, for the command's unit
/// and conformance tests.
public enum NibcatImages {
    /// `source` indexed by `nibcat index` into `catalog.sqlite` in a new temporary folder, which
    /// the caller removes; indexing must succeed but for IBLinter's fixtures (`name` "iblinter").
    public static func indexed(_ source: URL, as name: String) throws -> URL {
        let folder = try TestPaths.temporaryFolder()
        let result = try NibcatProcess.run(
            ["index", source.path, "--db", folder.appendingPathComponent("catalog.sqlite").path], in: folder)
        #expect(result.status == 0 || name == "iblinter", "\(result.stderr)")
        return folder
    }

    /// `nibcat images` with `arguments`, on the catalog in `folder`.
    public static func images(_ arguments: [String], in folder: URL) throws -> NibcatProcess.Result {
        try NibcatProcess.run(["images", "--db", folder.appendingPathComponent("catalog.sqlite").path] + arguments, in: folder)
    }
}
