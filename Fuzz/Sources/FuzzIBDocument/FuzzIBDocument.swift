import Foundation
import FuzzerEntry
import IBSource

/// libFuzzer entry point: any bytes either fail with an `IBReadError` naming the file or read to a
/// document (with its element tree, as the compiler reads it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    do {
        _ = try IBDocumentReader.read(data: data, path: "fuzz.xib", keepingElements: true)
    } catch {
        precondition(error.path == "fuzz.xib", "error names another file: \(error)")
    }
    return 0
}

/// SwiftPM links this as `main` in place of libFuzzer's own; it starts the libFuzzer driver.
@main enum FuzzerMain {
    static func main() {
        exit(fuzzer_entry_run(CommandLine.argc, CommandLine.unsafeArgv))
    }
}
