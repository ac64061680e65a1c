import ArgumentParser
import CatalogStore
import CatalogWorkflows
import CommandLineContract
import Foundation
import IbtoolCommandLine
import InputFiles
import NibCompiler
import NibRuntime
import ResourceAssets
import Suggestions

@main
struct Nibcat: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibcat",
        abstract: "Index, query and build Interface Builder documents without Xcode.",
        version: ToolVersion.release,
        subcommands: [
            IndexCommand.self, WhoUsesCommand.self, OutletsCommand.self, ShowCommand.self, ImagesCommand.self, DumpCommand.self,
            EncodeCommand.self, CompileCommand.self, IbtoolCommand.self, PackageCommand.self, BundlesCommand.self,
            DiffCommand.self, DiffNibCommand.self, LookupCommand.self, LoadCommand.self, LintCommand.self,
            ReportCommand.self, ForgetCommand.self, RenderCommand.self, ExtractColorProfilesCommand.self,
        ])

    /// Runs the command with the contract's exit statuses: 0 done, 1 some inputs failed (what any
    /// library or command said, printed from its diagnostics), 2 usage error.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let unknown = unknownSubcommand(arguments) {
            DiagnosticPrinter.report(unknown)
            Terminal.error("Usage: " + usageString() + "\n  See 'nibcat --help' for the commands.")
            Foundation.exit(2)
        }
        var parsed: (any ParsableCommand.Type)?
        do {
            if arguments.first == IbtoolCommand.configuration.commandName,
                try IbtoolArguments.runIfReadDirectly(Array(arguments.dropFirst()))
            {
                Foundation.exit(0)
            }
            var command = try QuickQuery.parse(arguments) ?? parseAsRoot()
            parsed = type(of: command)
            try command.run()
        } catch let error as any DiagnosticError {
            DiagnosticPrinter.exit(with: error)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            exitAsContract(error) { code in
                guard let parsed, parsed != Nibcat.self, code == .validationFailure else { return nil }
                // A usage error found while running: ArgumentParser would show the root's usage.
                let name = parsed.configuration.commandName ?? ""
                return "Error: \(message(for: error))\nUsage: \(usageString(for: parsed))\n"
                    + "  See 'nibcat \(name) --help' for more information."
            }
        }
    }
}

extension Nibcat {
    /// The error for a first word that names no command (`nibcat whouses`), with the nearest
    /// commands; nil when the first word is a command or an option. The usage line follows it.
    static func unknownSubcommand(_ arguments: [String]) -> Diagnostic? {
        guard let word = arguments.first, !word.hasPrefix("-"), word != "help" else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        guard !names.contains(word) else { return nil }
        return Diagnostic(
            path: nil, message: "'\(word)' is not a nibcat command" + Suggestions.phrase(Suggestions.nearest(to: word, among: names)))
    }
}

/// Options every command takes.
struct CatalogOptions: ParsableArguments {
    static let dbName = "db"
    static let jsonName = "json"

    @Option(
        name: .customLong(dbName),
        help: """
            The catalog (default: $NIBCAT_DB, else .nibcat/catalog.sqlite in the nearest folder at or above \
            this one that has it); for queries, also a packaged .bundle.
            """)
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
        return CatalogLocation.nearest(from: FileManager.default.currentDirectoryPath) ?? CatalogLocation.relativePath
    }

    /// Whether the catalog was named (`--db`, `NIBCAT_DB`) rather than taken by default.
    var catalogIsNamed: Bool {
        db != nil || !(ProcessInfo.processInfo.environment["NIBCAT_DB"] ?? "").isEmpty
    }

    /// Opens the catalog for a query (or, `writable`, for a command that also records); a catalog
    /// that does not exist yet is an error, not an empty answer.
    func openExistingCatalog(writable: Bool = false) throws -> Catalog {
        guard FileManager.default.fileExists(atPath: catalogPath) else {
            throw Diagnostic(path: catalogPath, message: "no catalog here; run `nibcat index PATH` first")
        }
        if !writable, catalogPath.hasSuffix(".bundle") || catalogPath.hasSuffix(ResourceBundleLayout.resourceIndexName) {
            return try Catalog(resourceIndexOf: catalogPath)
        }
        return try Catalog(path: catalogPath, readOnly: !writable)
    }

    /// Opens the catalog for a query, first indexing what changed on disk since the last index
    /// unless `refresh` is false; says on stderr when it could not refresh.
    func openQueryCatalog(refresh: Bool) throws -> Catalog {
        let catalog = try openExistingCatalog()
        guard refresh else { return catalog }
        switch try catalog.refresh() {
        case .unchanged:
            break
        case .refreshed(let summary):
            DiagnosticPrinter.report(summary.failures.map(\.refreshWarning))
        case .notRefreshed(let reason):
            DiagnosticPrinter.report(
                Diagnostic(severity: .note, path: catalog.path, message: "not refreshed (\(reason)); answers are from the last index"))
        }
        return catalog
    }
}

/// `--no-refresh`, which every query takes.
struct RefreshOptions: ParsableArguments {
    static let noRefreshName = "no-refresh"

    @Flag(
        name: .customLong(noRefreshName),
        help: "Answer from the catalog as last indexed, without first indexing what changed on disk.")
    var noRefresh = false
}
