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

extension CapturedProcess {
    /// Like `finish()`, but a child still running after `limit` is killed and nil returned, so a
    /// hang fails its test instead of stalling the suite.
    public func finish(within limit: Duration) -> ProcessResult? {
        let output = CollectedOutput()
        let group = DispatchGroup()
        for (pipe, isError) in [(stdout, false), (stderr, true)] {
            let handle = pipe.fileHandleForReading
            DispatchQueue.global().async(group: group) {
                output.store(handle.readDataToEndOfFile(), isError: isError)
            }
        }
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while process.isRunning, clock.now < deadline {
            usleep(10_000)
        }
        let timedOut = process.isRunning
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        group.wait()
        guard !timedOut else { return nil }
        return ProcessResult(
            status: process.terminationStatus, stdout: String(decoding: output.stdout, as: UTF8.self),
            stderr: String(decoding: output.stderr, as: UTF8.self))
    }
}

private final class CollectedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var stdout = Data()
    private(set) var stderr = Data()

    func store(_ data: Data, isError: Bool) {
        lock.withLock {
            if isError { stderr = data } else { stdout = data }
        }
    }
}
