import Foundation
import FuzzerEntry
import IBSource

/// libFuzzer entry point: the first byte picks `.strings` or `.xcstrings`, the rest is the table.
/// Any bytes either fail with an `IBReadError` naming the file or give keys with sane lines.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let path = bytes[0] & 1 == 0 ? "en.lproj/Fuzz.strings" : "Fuzz.xcstrings"
    do {
        let keys = try IBStringsTable.keys(of: Data(bytes.dropFirst()), path: path, language: "en")
        for key in keys {
            precondition(key.line.map { $0 >= 1 && $0 <= count } ?? true, "line \(String(describing: key.line)) outside the table")
        }
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
