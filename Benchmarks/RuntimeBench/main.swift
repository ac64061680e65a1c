import Foundation

/// In-process timings of the NibRuntime library against its peers, for `Scripts/bench-runtime.sh`
/// and `Scripts/bench-load.sh`.
let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch (arguments.first, arguments.count) {
    case ("lookup", 2), ("lookup", 3):
        try runLookupBenchmark(bundlePath: arguments[1], batches: arguments.count == 3 ? Int(arguments[2]) ?? 31 : 31)
    case ("open", 3):
        try runOpenBenchmark(bundlePath: arguments[1], nibName: arguments[2])
    case ("load", _):
        runLoadBenchmark(Array(arguments.dropFirst()))
    default:
        FileHandle.standardError.write(
            Data("usage: runtime-bench lookup BUNDLE [BATCHES] | open BUNDLE NIB | load NIB [--samples N] [--batch N]\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("runtime-bench: error: \(error)\n".utf8))
    exit(1)
}
