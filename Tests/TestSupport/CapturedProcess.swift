import Foundation

/// A child process's exit status and output.
public struct ProcessResult {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// A started child whose stdout and stderr go to pipes and whose stdin is empty.
public struct CapturedProcess {
    public let process: Process
    public let stdout = Pipe()
    public let stderr = Pipe()

    public init(starting process: Process) throws {
        self.process = process
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// `finish()`, unless the child is still running after `seconds`: then it is killed and the
    /// result is nil. For tests of what must not hang.
    public func finish(within seconds: Double) -> ProcessResult? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline {
            usleep(20_000)
        }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            _ = finish()
            return nil
        }
        return finish()
    }

    /// Reads both pipes to the end, then waits: read before waiting so a full pipe cannot stall
    /// the child.
    public func finish() -> ProcessResult {
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }
}
