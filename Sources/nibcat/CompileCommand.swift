import ArgumentParser
import CatalogStore
import CatalogWorkflows
import CommandLineContract
import Foundation
import IbtoolCommandLine
import InputFiles
import NibCompiler
import ProjectModel
import XcodeProject

/// Options `compile` and `ibtool` share with Apple's `ibtool`.
struct CompilerOptions: ParsableArguments {
    @Option(
        name: IbtoolOption.module.name, help: "The module of the target the document builds into (for customModuleProvider=\"target\").")
    var module: String?

    @Option(name: IbtoolOption.minimumDeploymentTarget.name, help: "The oldest OS version the nib must load on.")
    var minimumDeploymentTarget: String?

    @Option(
        name: IbtoolOption.targetDevice.name,
        help: ArgumentHelp(
            "A device ibtool takes (iphone, ipad, mac, tv, watch, vision); may be repeated, as Xcode does for universal apps.",
            valueName: "device"))
    var targetDevices: [String] = []

    @Option(name: IbtoolOption.xcodeVersion.name, help: CompileOptions.XcodeVersion.optionHelp)
    var xcodeVersion: CompileOptions.XcodeVersion?

    @Flag(name: IbtoolOption.allowApproximation.name, help: IbtoolCommand.allowApproximationHelp)
    var allowApproximation = false

    @Option(name: IbtoolOption.colorProfiles.name, help: IbtoolCommand.colorProfilesHelp)
    var colorProfiles: String?

    @Option(name: IbtoolOption.scrollerStyle.name, help: IbtoolCommand.scrollerStyleHelp)
    var scrollerStyle = IbtoolArguments.defaults.scrollerStyle

    @Option(name: IbtoolOption.buildLocale.name, help: IbtoolCommand.buildLocaleHelp)
    var buildLocale = IbtoolArguments.defaults.buildLocale

    @Option(name: IbtoolOption.buildArchitecture.name, help: IbtoolCommand.buildArchitectureHelp)
    var buildArchitecture: CompileOptions.BuildArchitecture?

    func validate() throws {
        do {
            try IbtoolInvocation.checkCompileOptions(
                targetDevices: targetDevices, module: module, minimumDeploymentTarget: minimumDeploymentTarget)
        } catch {
            throw ValidationError(error.message)
        }
    }

    func compileOptions() throws(ColorProfileError) -> CompileOptions {
        var options = CompileOptions(
            module: module, minimumDeploymentTarget: minimumDeploymentTarget,
            targetDevice: IbtoolInvocation.targetDevice(among: targetDevices), xcodeVersion: xcodeVersion,
            allowsApproximation: allowApproximation, colorProfiles: try IbtoolCommand.colorProfiles(option: colorProfiles))
        options.scrollerStyle = scrollerStyle
        options.buildLocale = buildLocale
        options.buildArchitecture = buildArchitecture
        return options
    }
}

struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile a .xib to a .nib, or a .storyboard to a .storyboardc folder.",
        discussion: """
            Outputs are cached in the catalog by source content, options and compiler version when a \
            catalog exists at the default path or one is named with --db or NIBCAT_DB.
            """)

    @OptionGroup var options: CatalogOptions
    @OptionGroup var compiler: CompilerOptions

    @Argument(help: "The .xib or .storyboard documents.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The .nib or .storyboardc to write; with several inputs, the folder to write them in.")
    var output: String

    func validate() throws {
        guard !inputs.isEmpty else {
            throw ValidationError("name a .xib or .storyboard to compile")
        }
        guard !output.isEmpty else {
            throw ValidationError("-o takes a path, not an empty one")
        }
        var seen: [String: String] = [:]
        for input in inputs {
            let name = OutputPaths.compiledName(ofSource: input)
            if let other = seen[name] {
                throw ValidationError("\(other) and \(input) would both be written as \(name); compile them separately")
            }
            seen[name] = input
        }
    }

    func run() throws {
        var outputs: [(input: String, output: String)]
        if inputs.count == 1 {
            outputs = [(inputs[0], output)]
        } else {
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw Diagnostic(path: output, message: "cannot create the output folder: \(FileErrors.describe(error))")
            }
            outputs = inputs.map { ($0, output + "/" + OutputPaths.compiledName(ofSource: $0)) }
        }
        var cache: CachedCompiler?
        if options.catalogIsNamed || FileManager.default.fileExists(atPath: options.catalogPath) {
            cache = CachedCompiler(cache: try Catalog(path: options.catalogPath))
        }
        var failed = false
        let projects = ProjectLookup()
        var announced: Set<String> = []
        let given = try compiler.compileOptions()
        let jobs = outputs.compactMap { input, output -> CompileJob? in
            do throws(CompileError) {
                let options = try options(of: input, given: given, projects: projects, announced: &announced)
                return CompileJob(input: input, output: output, options: options)
            } catch {
                DiagnosticPrinter.report(error.diagnostics)
                failed = true
                return nil
            }
        }
        let results = NibCompiler.compile(jobs, cache: cache)
        var reports: [CompileReport] = []
        for (job, result) in zip(jobs, results) {
            switch result {
            case .success(let outcome):
                let compiled = outcome.output
                DiagnosticPrinter.report(compiled.diagnostics.map(\.diagnostic))
                reports.append(
                    CompileReport(
                        output: job.output, cached: outcome.fromCache,
                        diagnostics: compiled.diagnostics.map {
                            .init(severity: $0.severity.rawValue, path: $0.path, line: $0.line, message: $0.message)
                        }))
            case .failure(let error):
                DiagnosticPrinter.report(error.diagnostics)
                if error.isOnlyApproximations {
                    DiagnosticPrinter.report(IbtoolCommand.approximationNote(path: job.input))
                }
                failed = true
            }
        }
        if options.json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            let data = inputs.count == 1 && reports.count == 1 ? try encoder.encode(reports[0]) : try encoder.encode(reports)
            print(String(decoding: data, as: UTF8.self))
        }
        if failed {
            throw ExitCode(1)
        }
    }
}

extension CompileCommand {
    /// The options for `document`: those given, and what its Xcode target says where they are left
    /// out, as Xcode would build it; each target used is named on stderr once.
    private func options(of document: String, given: CompileOptions, projects: ProjectLookup, announced: inout Set<String>)
        throws(CompileError) -> CompileOptions
    {
        // A document that is not there is the compiler's to report, not its project's.
        guard FileManager.default.fileExists(atPath: document) else { return given }
        let found: (root: String, target: XcodeTarget)?
        do {
            found = try projects.target(of: document)
        } catch {
            let problem = error.diagnostic
            throw .project(
                path: document,
                reason: "\(problem.path.map { $0 + ": " } ?? "")\(problem.message) (or give --module and "
                    + "--minimum-deployment-target, which it would supply)")
        }
        guard let (root, target) = found else { return given }
        let filled = given.fillingIn(from: target, device: compiler.targetDevices.isEmpty)
        if filled != given, announced.insert(root + "/" + target.name).inserted {
            DiagnosticPrinter.report(
                Diagnostic(
                    severity: .note, path: document,
                    message: "compiled as target \(target.name) of the project in \(root) builds it: "
                        + "module \(filled.module ?? "none"), deployment target \(filled.minimumDeploymentTarget ?? "none")"
                        // A Mac target's documents are compiled for the Mac whatever the iOS device.
                        + (target.sdk == XcodeTarget.macSDK ? "" : ", device \(filled.targetDevice.rawValue)")))
        }
        return filled
    }
}

/// `compile --json`: where the output went, whether the catalog had it, and what the compiler said.
private struct CompileReport: Encodable {
    struct Diagnostic: Encodable {
        var severity: String
        var path: String
        var line: Int?
        var message: String

        enum CodingKeys: String, CodingKey {
            case severity, path, line, message
        }

        /// An unknown line is an explicit null, as everywhere in nibcat's JSON.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(severity, forKey: .severity)
            try container.encode(path, forKey: .path)
            try container.encode(line, forKey: .line)
            try container.encode(message, forKey: .message)
        }
    }

    var output: String
    var cached: Bool
    var diagnostics: [Diagnostic]
}
