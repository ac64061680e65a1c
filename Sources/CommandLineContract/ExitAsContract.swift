import ArgumentParser
import Foundation

extension ParsableCommand {
    /// Ends the process on an error ArgumentParser raised, as nibcat's contract has it: help and
    /// the version go to stdout (status 0); anything else to stderr, as `describe` words it, with
    /// status 2 for a usage error (ArgumentParser's own is 64).
    public static func exitAsContract(_ error: any Error, describe: (ExitCode) -> String? = { _ in nil }) -> Never {
        let code = exitCode(for: error)
        if code == .success {
            print(fullMessage(for: error))
            Foundation.exit(0)
        }
        FileHandle.standardError.write(Data(((describe(code) ?? fullMessage(for: error)) + "\n").utf8))
        Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
    }
}
