import Foundation
import FuzzerEntry
import ResourceAssets

/// libFuzzer entry point: the first byte picks an image set or a symbol set, the rest is its
/// `Contents.json`. Any bytes either fail with an `AssetCatalogError` naming the file or list
/// files whose names are plain names and whose scales are sane.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let listKey = bytes[0] & 1 == 0 ? "images" : "symbols"
    let path = "Fuzz.xcassets/Set.imageset/Contents.json"
    do {
        let listed = try AssetCatalog.listedFiles(in: Data(bytes.dropFirst()), path: path, listKey: listKey)
        for file in listed.files {
            precondition(!file.filename.contains("/") && file.filename != ".." && file.filename != ".", "\(file.filename) is a path")
            precondition(file.scale.map { (1...9).contains($0) } ?? true, "scale \(String(describing: file.scale))")
        }
        precondition(listed.problems.allSatisfy { $0.path == path }, "a problem names another file")
    } catch {
        precondition(error.path == path, "error names another file: \(error)")
    }
    return 0
}

/// SwiftPM links this as `main` in place of libFuzzer's own; it starts the libFuzzer driver.
@main enum FuzzerMain {
    static func main() {
        exit(fuzzer_entry_run(CommandLine.argc, CommandLine.unsafeArgv))
    }
}
