import CatalogLint
import Foundation
import FuzzerEntry

/// libFuzzer entry point: any bytes either fail with a `LintError` naming the file or parse to a
/// configuration that can be asked about a document.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let path = "fuzz/.nibcat-lint.json"
    do {
        let configuration = try LintConfiguration.parse(data, path: path)
        for rule in LintRule.allCases {
            _ = configuration.isEnabled(rule, forDocument: "App/Legacy/Screens/Main.storyboard")
        }
    } catch {
        guard case .configuration(let problem) = error, problem.path == path else {
            preconditionFailure("error names another file: \(error)")
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
