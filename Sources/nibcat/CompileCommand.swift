import ArgumentParser
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
        abstract: "Compile a .xib to a .nib, or a .storyboard to a .storyboardc folder.")

    @OptionGroup var options: CatalogOptions
    @OptionGroup var compiler: CompilerOptions

    @Argument(help: "The .xib or .storyboard.")
    var input: String

    @Option(name: .shortAndLong, help: "The .nib or .storyboardc to write.")
    var output: String

    func run() throws {
        let compiled: CompiledOutput
        do {
            compiled = try NibCompiler.compile(contentsOf: input, options: compiler.compileOptions)
            try compiled.write(to: output)
        } catch {
            throw InputFailure(message: error.description)
        }
        for diagnostic in compiled.diagnostics {
            Terminal.error(diagnostic.description)
        }
    }
}
