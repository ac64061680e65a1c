import Foundation

/// In-process timings of the NibRuntime library against its peers, for `Scripts/bench-runtime.sh`.
let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
default:
    FileHandle.standardError.write(Data("usage: runtime-bench lookup BUNDLE | open BUNDLE | load NIB\n".utf8))
    exit(2)
}
