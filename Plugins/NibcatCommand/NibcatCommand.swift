import Foundation
import PackagePlugin

/// `swift package nibcat lint|index|images …`: runs the package's `nibcat` in the folder of the
/// package the command is run in, with the arguments as given, so the catalog (`.nibcat/`) and
/// the paths it prints are the package's own.
@main
struct NibcatCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let nibcat = try context.tool(named: "nibcat")
        let process = Process()
        process.executableURL = nibcat.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw NibcatFailed(arguments: arguments, status: process.terminationStatus)
        }
    }
}

/// nibcat's own messages are already printed; this makes `swift package` fail as nibcat did.
struct NibcatFailed: Error, CustomStringConvertible {
    var arguments: [String]
    var status: Int32

    var description: String {
        "nibcat \(arguments.joined(separator: " ")) exited with status \(status)"
    }
}
