import Foundation
import FuzzerEntry
import IBSource
import NibArchive
import NibCompiler

/// libFuzzer entry point: the first byte picks `.xib` or `.storyboard`, the rest is the source.
/// Any bytes either fail with a `CompileError` or compile, in memory, to nibs that decode again
/// and whose paths stay inside the output.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let path = bytes[0] & 1 == 0 ? "fuzz.xib" : "fuzz.storyboard"
    let output: CompiledOutput
    do {
        output = try NibCompiler.compile(data: Data(bytes.dropFirst()), path: path)
    } catch {
        return 0
    }
    for file in output.files {
        let components = file.relativePath.split(separator: "/", omittingEmptySubsequences: false)
        precondition(
            !file.relativePath.hasPrefix("/") && !components.contains("..") && !file.relativePath.contains("\0"),
            "output file \(file.relativePath) leaves the output")
        if file.contents.starts(with: Array("NIBArchive".utf8)) {
            do {
                _ = try NibArchiveReader.read(file.contents, path: file.relativePath)
            } catch {
                preconditionFailure("compiled nib \(file.relativePath) does not decode: \(error)")
            }
        }
    }
    return 0
}

/// SwiftPM links this as `main` in place of libFuzzer's own; it starts the libFuzzer driver.
@main enum FuzzerMain {
    static func main() {
        exit(fuzzer_entry_run(CommandLine.argc, CommandLine.unsafeArgv))
    }
}
