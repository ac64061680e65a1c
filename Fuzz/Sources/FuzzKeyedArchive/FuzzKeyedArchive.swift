import Foundation
import FuzzerEntry
import NibArchive

/// libFuzzer entry point: any bytes either fail with a `NibArchiveError` or decode to a graph.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    // Errors are the expected outcome for most inputs; only traps and sanitizer reports count.
    _ = try? KeyedArchiveReader.read(data, path: "fuzz")
    return 0
}

/// SwiftPM links this as `main` in place of libFuzzer's own; it starts the libFuzzer driver.
@main enum FuzzerMain {
    static func main() {
        exit(fuzzer_entry_run(CommandLine.argc, CommandLine.unsafeArgv))
    }
}
