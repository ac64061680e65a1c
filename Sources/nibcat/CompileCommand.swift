import ArgumentParser
import CatalogStore
import Foundation
import NibCompiler

/// Options `compile` and `ibtool` share with Apple's `ibtool`.
struct CompilerOptions: ParsableArguments {
    @Option(help: "The module of the target the document builds into (for customModuleProvider=\"target\").")
    var module: String?

    @Option(name: .customLong("minimum-deployment-target"), help: "The oldest OS version the nib must load on.")
    var minimumDeploymentTarget: String?

    @Option(name: .customLong("target-device"), help: "iphone or ipad.")
    var targetDevice: CompileOptions.TargetDevice = .iphone

    var compileOptions: CompileOptions {
        CompileOptions(module: module, minimumDeploymentTarget: minimumDeploymentTarget, targetDevice: targetDevice)
    }
}

extension CompileOptions.TargetDevice: ExpressibleByArgument {}

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

    @Argument(help: "The .xib or .storyboard.")
    var input: String

    @Option(name: .shortAndLong, help: "The .nib or .storyboardc to write.")
    var output: String

    func run() throws {
        var fromCache = false
        let compiled: CompiledOutput
        do {
            if options.catalogIsNamed || FileManager.default.fileExists(atPath: options.catalogPath) {
                let result = try CachedCompiler(catalog: try Catalog(path: options.catalogPath))
                    .compile(contentsOf: input, options: compiler.compileOptions)
                (compiled, fromCache) = (result.output, result.fromCache)
            } else {
                compiled = try NibCompiler.compile(contentsOf: input, options: compiler.compileOptions)
            }
            try compiled.write(to: output)
        } catch let error as CompileError {
            throw InputFailure(message: error.description)
        }
        for diagnostic in compiled.diagnostics {
            Terminal.error(diagnostic.description)
        }
        if options.json {
            let report = CompileReport(
                output: output, cached: fromCache,
                diagnostics: compiled.diagnostics.map {
                    .init(severity: $0.severity.rawValue, path: $0.path, line: $0.line, message: $0.message)
                })
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        }
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
