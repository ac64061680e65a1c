import ArgumentParser
import CatalogStore
import Foundation
import NibArchive
import NibRuntime

@main
struct Nibcat: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibcat",
        abstract: "Index, query and build Interface Builder documents without Xcode.",
        subcommands: [
            IndexCommand.self, WhoUsesCommand.self, ShowCommand.self, ImagesCommand.self, DumpCommand.self,
            EncodeCommand.self, CompileCommand.self, IbtoolCommand.self, PackageCommand.self, BundlesCommand.self,
            DiffCommand.self, DiffNibCommand.self, LookupCommand.self, LoadCommand.self, LintCommand.self,
        ])

    /// Runs the command with the contract's exit statuses: 0 done, 1 some inputs failed, 2 usage error.
    static func main() {
        do {
            var command = try QuickQuery.parse(CommandLine.arguments.dropFirst()) ?? parseAsRoot()
            try command.run()
        } catch let failure as InputFailure {
            Terminal.error(failure.message)
            Foundation.exit(1)
        } catch let error as CatalogError {
            Terminal.error(error.description)
            Foundation.exit(1)
        } catch let error as ResourceBundleError {
            Terminal.error(error.description)
            Foundation.exit(1)
        } catch let error as NibArchiveError {
            Terminal.error(error.description)
            Foundation.exit(1)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            Terminal.error(fullMessage(for: error))
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}

/// Options every command takes.
struct CatalogOptions: ParsableArguments {
    static let dbName = "db"
    static let jsonName = "json"

    @Option(
        name: .customLong(dbName),
        help: "The catalog (default: $NIBCAT_DB, else .nibcat/catalog.sqlite); for queries, also a packaged .bundle.")
    var db: String?

    @Flag(name: .customLong(jsonName), help: "Print JSON.")
    var json = false

    var catalogPath: String {
        if let db {
            return db
        }
        if let fromEnvironment = ProcessInfo.processInfo.environment["NIBCAT_DB"], !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        return ".nibcat/catalog.sqlite"
    }

    /// Whether the catalog was named (`--db`, `NIBCAT_DB`) rather than taken by default.
    var catalogIsNamed: Bool {
        db != nil || !(ProcessInfo.processInfo.environment["NIBCAT_DB"] ?? "").isEmpty
    }

    /// Opens the catalog for a query (or, `writable`, for a command that also records); a catalog
    /// that does not exist yet is an error, not an empty answer.
    func openExistingCatalog(writable: Bool = false) throws -> Catalog {
        guard FileManager.default.fileExists(atPath: catalogPath) else {
            throw InputFailure(message: "\(catalogPath): error: no catalog here; run `nibcat index PATH` first")
        }
        if !writable, catalogPath.hasSuffix(".bundle") || catalogPath.hasSuffix("ResourceIndex.sqlite") {
            return try Catalog(resourceIndexOf: catalogPath)
        }
        return try Catalog(path: catalogPath, readOnly: !writable)
    }
}

/// A failure already worded as `path[:line]: error: message`; exits with status 1.
struct InputFailure: Error {
    var message: String
}
