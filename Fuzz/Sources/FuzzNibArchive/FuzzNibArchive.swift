import Foundation
import FuzzerEntry
import NibArchive

/// libFuzzer entry point: any bytes either fail with a `NibArchiveError` or decode to an archive
/// that builds a graph and survives an encode/decode round trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard let archive = try? NibArchiveReader.read(data, path: "fuzz") else { return 0 }
    let graph = NibGraph(archive)
    precondition(graph.objects.count == archive.objects.count)
    let encoded = NibArchiveWriter.encode(archive)
    let reread: NibArchive
    do {
        reread = try NibArchiveReader.read(encoded, path: "fuzz-reencoded")
    } catch {
        preconditionFailure("re-encoded archive does not decode: \(error)")
    }
    // Compared through the writer too: a NaN float payload is never == itself.
    precondition(
        reread == archive || NibArchiveWriter.encode(reread) == encoded, "re-encoded archive decodes differently")
    return 0
}

/// SwiftPM links this as `main` in place of libFuzzer's own; it starts the libFuzzer driver.
@main enum FuzzerMain {
    static func main() {
        exit(fuzzer_entry_run(CommandLine.argc, CommandLine.unsafeArgv))
    }
}
