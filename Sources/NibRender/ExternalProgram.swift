import Foundation
import InputFiles
import Synchronization

/// A program already on the machine that a picture is handed to (a rasterizer, a PDF converter),
/// found on `PATH` and run to completion.
struct ExternalProgram: Sendable, Hashable {
    /// The name it was found by.
    var name: String
    /// Its full path.
    var executable: String

    /// The first of `names` found on `path`'s folders, in the order given.
    static func first(of names: [String], path: String? = ProcessInfo.processInfo.environment["PATH"]) -> ExternalProgram? {
        let folders = (path ?? "").split(separator: ":").map(String.init)
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return ExternalProgram(name: name, executable: folder + "/" + name)
            }
        }
        return nil
    }

    /// A new folder under the system's temporary folder for a program's input and output,
    /// named after `label`; the caller removes it.
    static func scratchFolder(_ label: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibcat-\(label)-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs the program with `arguments`, its output discarded: the termination status and what
    /// it said on standard error, trimmed. A program still running after `timeout` seconds (a
    /// hostile input may keep a converter busy) is terminated, and that is an error.
    func run(_ arguments: [String], timeout: Double = 60) throws(ExternalProgramError) -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            throw ExternalProgramError(executable: executable, reason: FileErrors.describe(error))
        }
        // Read on another thread: a program that fills the pipe would otherwise never end.
        let said = Mutex(Data())
        let drained = DispatchSemaphore(value: 0)
        let reader = errors.fileHandleForReading
        DispatchQueue.global().async {
            let data = reader.readDataToEndOfFile()
            said.withLock { $0 = data }
            drained.signal()
        }
        if ended.wait(timeout: .now() + timeout) == .timedOut {
            // SIGKILL: a child inherits a blocked SIGTERM from a parent that blocks it (a test runner).
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
            drained.wait()
            throw ExternalProgramError(executable: executable, reason: "still running after \(timeout) seconds; stopped")
        }
        drained.wait()
        let message = said.withLock { String(decoding: $0, as: UTF8.self) }
        return (process.terminationStatus, message.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// A program that could not be started or did not end in time.
struct ExternalProgramError: Error, Sendable, Hashable {
    var executable: String
    var reason: String
}
