import Foundation
import FuzzerEntry
import XcodeProject

/// libFuzzer entry point: any bytes either fail with an `TextFileError` naming the file, or
/// read as a project whose targets can be asked about a path.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let path = "fuzz/project.pbxproj"
    do {
        for target in try XcodeProject.parse(bytes, path: path).targets {
            _ = target.contains("App/Base.lproj/Main.storyboard")
            _ = target.deploymentTarget
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
