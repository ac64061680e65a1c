import Foundation

/// Runs the built `nibcat` binary (or `nibcat-ibtool`), the way a user or a build script would.
public struct NibcatProcess {
    public typealias Result = ProcessResult

    /// `nibcat` (or another of the package's executables) beside the test bundle in the build folder.
    public static func binary(_ name: String = "nibcat") throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
            TestPaths.projectRoot.appendingPathComponent(".build/debug"),
        ].map { $0.appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NibcatNotBuilt(searched: candidates.map(\.path))
        }
        return found
    }

    /// Starts `nibcat` with `arguments` in `directory`; output goes to the returned pipes.
    public static func start(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], executable: String = "nibcat"
    ) throws -> CapturedProcess {
        let process = Process()
        process.executableURL = try binary(executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        return try CapturedProcess(starting: process)
    }

    @discardableResult
    public static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Result {
        try start(arguments, in: directory, environment: environment).finish()
    }

    /// Runs `nibcat`, killing it after `limit`: nil means it was still running then.
    public static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], within limit: Duration
    ) throws -> Result? {
        try start(arguments, in: directory, environment: environment).finish(within: limit)
    }
}

public struct NibcatNotBuilt: Error, CustomStringConvertible {
    public var searched: [String]
    public var description: String { "nibcat is not built; looked at \(searched.joined(separator: ", "))" }
}
