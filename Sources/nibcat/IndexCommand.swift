import ArgumentParser
import CatalogStore
import CatalogWorkflows
import CommandLineContract
import DocumentSummary
import Foundation

struct IndexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index",
        abstract: "Scan folders (or files) and store their Interface Builder documents in the catalog.",
        discussion: "Unchanged files are skipped; documents whose files are gone leave the catalog.")

    @OptionGroup var options: CatalogOptions

    @Argument(help: "Folders or files to index.")
    var paths: [String]

    func validate() throws {
        if paths.isEmpty {
            throw ValidationError("give at least one folder or file to index")
        }
    }

    func run() throws {
        let catalog = try Catalog(path: options.catalogPath)
        let showProgress = Terminal.stderrIsTerminal && !options.json
        let started = Date()
        let summary = try catalog.index(paths: paths) { progress in
            if showProgress {
                Terminal.progress("indexing \(progress.root): \(progress.processed)/\(progress.total)")
            }
        }
        if showProgress {
            Terminal.clearProgress()
        }
        DiagnosticPrinter.report(summary.failures.map(\.diagnostic) + summary.skipped.map(\.diagnostic))
        if options.json {
            try Terminal.printJSON(IndexReport(summary))
        } else {
            let seconds = Date().timeIntervalSince(started)
            print(
                "indexed \(summary.documentsSeen) documents: \(summary.added) added, \(summary.updated) updated, "
                    + "\(summary.removed) removed, \(summary.unchanged) unchanged, \(summary.failures.count) failed "
                    + String(format: "(%.2f s)", seconds))
        }
        if !summary.failures.isEmpty {
            throw ExitCode(1)
        }
    }
}

/// `index --json`: counts and failures, nothing that varies between identical runs.
private struct IndexReport: Encodable {
    struct Failure: Encodable {
        var path: String
        @ExplicitNull var line: Int?
        var message: String

        enum CodingKeys: String, CodingKey {
            case path, line, message
        }
    }

    var added: Int
    var updated: Int
    var removed: Int
    var unchanged: Int
    var failed: Int
    var failures: [Failure]
    /// Files left out on purpose: `{"path", "message"}`.
    var skipped: [Skip]

    struct Skip: Encodable {
        var path: String
        var message: String
    }

    init(_ summary: IndexSummary) {
        added = summary.added
        updated = summary.updated
        removed = summary.removed
        unchanged = summary.unchanged
        failed = summary.failures.count
        failures = summary.failures.map { Failure(path: $0.path, line: $0.line, message: $0.message) }
        skipped = summary.skipped.map { Skip(path: $0.path, message: $0.message) }
    }
}
