import ArgumentParser
import CommandLineContract
import Foundation
import InputFiles
import NibCompiler

extension IbtoolArguments {
    /// Runs `commandLine` (without the program name) when `init(commandLine:)` reads it and it asks
    /// for a valid compile or link; false, having done nothing, for any other line, which the
    /// caller leaves to ArgumentParser. Throws as `run(_:)` does.
    public static func runIfReadDirectly(_ commandLine: [String]) throws -> Bool {
        guard let arguments = IbtoolArguments(commandLine: commandLine), !arguments.version,
            let invocation = try? arguments.invocation()
        else { return false }
        try arguments.run(invocation)
        return true
    }

    /// What the options ask for, with the color profiles read.
    func invocation() throws -> IbtoolInvocation {
        var invocation = try checkedInvocation()
        invocation.options.colorProfiles = try IbtoolCommand.colorProfiles(option: colorProfiles)
        return invocation
    }

    /// What the options ask for, the color profiles not yet read: what the command line's
    /// validation checks, which reads no folder.
    func checkedInvocation() throws(IbtoolInvocation.UsageError) -> IbtoolInvocation {
        var invocation = try IbtoolInvocation(
            compile: compile, compilationDirectory: compilationDirectory, link: link, inputs: inputs,
            targetDevices: targetDevices, module: module, minimumDeploymentTarget: minimumDeploymentTarget,
            xcodeVersion: xcodeVersion, allowsApproximation: allowApproximation, partialInfoPlist: outputPartialInfoPlist,
            companionStringsFiles: companionStringsFiles, flattened: flatten.isOn)
        invocation.options.scrollerStyle = scrollerStyle
        invocation.options.buildLocale = buildLocale
        invocation.options.buildArchitecture = buildArchitecture
        return invocation
    }

    var requested: Set<CompileDiagnostic.Severity> {
        var requested: Set<CompileDiagnostic.Severity> = []
        if errors { requested.insert(.error) }
        if warnings { requested.insert(.warning) }
        if notices { requested.insert(.notice) }
        return requested
    }

    /// `--version`: ibtool's version dictionary, naming nibcat's.
    func printVersion() throws {
        do {
            FileHandle.standardOutput.write(try outputFormat.data(ToolVersion.ibtoolPropertyList, text: ToolVersion.ibtoolText))
        } catch {
            throw Self.failure(error)
        }
    }

    /// Runs `invocation` and prints its report; exit 1 when it has errors.
    func run(_ invocation: IbtoolInvocation) throws {
        let report = invocation.run()
        do {
            FileHandle.standardOutput.write(try report.data(in: outputFormat, including: requested))
        } catch {
            throw Self.failure(error)
        }
        if report.hasErrors {
            if !requested.contains(.error) {
                // In ibtool's form, as they would have been on stdout, with the notices that say
                // what to do about them (`CompileError.onlyApproximationsNote`).
                let failure = IbtoolReport(errors: report.errors, notices: report.notices)
                for line in failure.text(including: [.error, .notice]).split(separator: "\n") {
                    FileHandle.standardError.write(Data((line + "\n").utf8))
                }
            }
            throw ExitCode(1)
        }
    }

    /// An output that could not be written: said on stderr, exit 1.
    private static func failure(_ error: any DiagnosticError) -> ExitCode {
        DiagnosticPrinter.report(error.diagnostics)
        return ExitCode(1)
    }
}
