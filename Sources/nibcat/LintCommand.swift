import ArgumentParser
import CatalogLint
import CatalogStore
import Foundation
import InputFiles

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Problems in the indexed documents that crash or blank a screen at run time.",
        discussion: """
            Rules (severity): \(LintRule.allCases.map { "\($0.rawValue) (\($0.severity.rawValue))" }.joined(separator: ", ")).
            A `.nibcat-lint.json` at an indexed folder turns rules off for it or for paths below it \
            (see README). --write-baseline FILE records today's findings and --baseline FILE then \
            reports only new ones. Exit status 1 when an error-level finding remains.
            """)

    @OptionGroup var options: CatalogOptions
    @OptionGroup var refreshOptions: RefreshOptions

    @Argument(help: "Only documents at or below these files or folders (default: every document in the catalog).")
    var paths: [String] = []

    @Option(name: .customLong("rule"), help: "Run only this rule (repeatable).")
    var onlyRules: [String] = []

    @Option(name: .customLong("disable"), help: "Do not run this rule (repeatable).")
    var disabledRules: [String] = []

    @Option(help: "plain (path:line: severity: message [rule]), json, or github (workflow annotations).")
    var format: LintReporter = .plain

    @Option(help: "A configuration (.nibcat.yml, or an older .nibcat-lint.json) used for every folder instead of its own.")
    var config: String?

    @Option(help: "Report only findings not in this baseline (written by --write-baseline).")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Write every finding to this file, as a baseline for --baseline.")
    var writeBaseline: String?

    func validate() throws {
        for id in onlyRules + disabledRules where LintRule(rawValue: id) == nil {
            throw ValidationError("unknown rule '\(id)'; rules: \(LintRule.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        var rules = onlyRules.isEmpty ? Set(LintRule.allCases) : Set(onlyRules.compactMap(LintRule.init(rawValue:)))
        rules.subtract(disabledRules.compactMap(LintRule.init(rawValue:)))
        var linter = Linter(rules: rules)
        if let config {
            let data: Data
            do {
                data = try InputFile.read(config)
            } catch {
                throw Diagnostic(path: config, message: "cannot read lint configuration: \(error.reason)")
            }
            linter.configuration = try lintResult { () throws(LintError) in try LintConfiguration.parse(data, path: config) }
        }
        var scope: [String]?
        if !paths.isEmpty {
            scope = try paths.map { path in
                guard FileManager.default.fileExists(atPath: path) else {
                    throw Diagnostic(path: path, message: "no such file or folder")
                }
                return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            }
        }
        let accepted = try baseline.map { path in
            let data: Data
            do throws(InputFileError) {
                data = try InputFile.read(path)
            } catch {
                throw Diagnostic(path: path, message: "cannot read lint baseline: \(error.reason)")
            }
            return try lintResult { () throws(LintError) in try LintBaseline.read(data, path: path) }
        }
        let catalog = try options.openQueryCatalog(refresh: !refreshOptions.noRefresh)
        var findings = try lintResult { () throws(LintError) in try linter.lint(catalog, under: scope) }
        if let writeBaseline {
            try StagedOutput.write(LintBaseline(findings: findings).encoded(), to: writeBaseline)
        }
        if let accepted {
            findings = accepted.newFindings(findings)
        }
        let report = try (options.json ? .json : format).report(findings, displayPath: displayPath)
        FileHandle.standardOutput.write(Data(report.utf8))
        if findings.contains(where: { $0.severity == .error }) {
            throw ExitCode(1)
        }
    }

    /// Lint errors (an unreadable configuration, the catalog) are input failures: exit status 1.
    private func lintResult<T>(_ body: () throws(LintError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw error
        }
    }

    /// The document's path from the current directory when it lies below it (what editors and CI
    /// resolve), else absolute.
    private func displayPath(_ finding: LintFinding) -> String {
        let absolute = finding.root + "/" + finding.document
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}

extension LintReporter: ExpressibleByArgument {}
