import Foundation

/// A command found on `PATH` through `/usr/bin/env`, for tests that check our output with another
/// program. A missing program fails the test, naming the Debian package to install; it never skips.
public enum ExternalTool {
    public static func run(_ name: String, _ arguments: [String], package: String) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [name] + arguments
        let result = try CapturedProcess(starting: process).finish()
        // env exits 127 when it cannot find the command.
        guard result.status != 127 else { throw ExternalToolMissing(tool: name, package: package) }
        return result
    }
}

public struct ExternalToolMissing: Error, CustomStringConvertible {
    public var tool: String
    public var package: String
    public var description: String {
        "\(tool) is not on PATH; this test checks our output with it: install the '\(package)' package (apt-get install \(package))"
    }
}
