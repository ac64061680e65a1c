import Foundation

/// A command found on `PATH` through `/usr/bin/env`, for tests that check our output with another
/// program. A missing program fails the test, naming the Debian package to install; it never skips.
public enum ExternalTool {
    public struct Result {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    public static func run(_ name: String, _ arguments: [String], package: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [name] + arguments
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read before waiting so a full pipe cannot stall the child.
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // env exits 127 when it cannot find the command.
        guard process.terminationStatus != 127 else { throw ExternalToolMissing(tool: name, package: package) }
        return Result(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }
}

public struct ExternalToolMissing: Error, CustomStringConvertible {
    public var tool: String
    public var package: String
    public var description: String {
        "\(tool) is not on PATH; this test checks our output with it: install the '\(package)' package (apt-get install \(package))"
    }
}
