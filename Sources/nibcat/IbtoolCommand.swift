import ArgumentParser
import Foundation
import InputFiles
import NibArchive
import NibCompiler

/// `ibtool`'s output formats (`--output-format`).
enum IbtoolOutputFormat: String, CaseIterable, ExpressibleByArgument {
    case humanReadableText = "human-readable-text"
    case xml1
    case binary1
}

/// Apple's `ibtool` command line, for build rules written against it: the same options, the same
/// report on stdout (see `IbtoolReport` for its shape and sources), exit 0 when compiled (warnings
/// allowed), 1 when not (nothing written), 2 on usage errors.
struct IbtoolCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ibtool",
        abstract: "Compile as Apple's ibtool does, taking its arguments: ibtool [options] --compile OUT IN.",
        discussion: """
            Prints ibtool's report on stdout: the categories asked for with --errors, --warnings and \
            --notices (an empty dictionary when there is nothing in one), plus com.apple.ibtool.errors \
            when the document cannot be read or the output cannot be written. Document errors not asked \
            for go to stderr so that a failure is never silent.

            --target-device may be given several times, as Xcode does for universal apps: iphone is \
            used when it is among them, else ipad when it is; other devices (tv, watch, mac, vision) \
            leave the compiler's default, iphone, since the compiler only tells iPhone from iPad. \
            --output-partial-info-plist writes an empty binary dictionary. --auto-activate-custom-fonts \
            and --sdk are accepted and ignored; --link is not supported (each storyboard compiles straight \
            to its final .storyboardc). --json is accepted like every command's but changes nothing: \
            --output-format chooses the output.
            """)

    /// The devices `--target-device` takes in Apple's ibtool.
    static let knownDevices: Set<String> = ["iphone", "ipad", "tv", "watch", "mac", "vision"]

    @OptionGroup var options: CatalogOptions

    @Flag(help: "Print document errors (com.apple.ibtool.document.errors).")
    var errors = false

    @Flag(help: "Print document warnings (com.apple.ibtool.document.warnings).")
    var warnings = false

    @Flag(help: "Print document notices (com.apple.ibtool.document.notices).")
    var notices = false

    @Option(name: .customLong("output-format"), help: "human-readable-text, xml1 (the default) or binary1.")
    var outputFormat: IbtoolOutputFormat = .xml1

    @Option(help: "The module of the target the document builds into (for customModuleProvider=\"target\").")
    var module: String?

    @Option(name: .customLong("minimum-deployment-target"), help: "The oldest OS version the nib must load on.")
    var minimumDeploymentTarget: String?

    @Option(name: .customLong("target-device"), help: "iphone, ipad, tv, watch, mac or vision; may be repeated.")
    var targetDevices: [String] = []

    @Option(name: .customLong("xcode-version"), help: CompileOptions.XcodeVersion.optionHelp)
    var xcodeVersion: CompileOptions.XcodeVersion?

    @Option(help: "The .nib or .storyboardc to write.")
    var compile: String?

    @Option(
        name: .customLong("compilation-directory"),
        help: "Write <input name>.nib or <input name>.storyboardc into this folder instead (Xcode's storyboard form).")
    var compilationDirectory: String?

    @Option(name: .customLong("output-partial-info-plist"), help: "Write an empty Info.plist fragment (binary) here.")
    var outputPartialInfoPlist: String?

    @Flag(name: .customLong("auto-activate-custom-fonts"), help: "Accepted and ignored.")
    var autoActivateCustomFonts = false

    @Option(help: "Accepted and ignored.")
    var sdk: String?

    @Option(help: ArgumentHelp("Not supported.", visibility: .hidden))
    var link: String?

    @Argument(help: "The .xib or .storyboard.")
    var inputs: [String] = []

    @Flag(help: "Print the version as ibtool does (com.apple.ibtool.version), naming nibcat's, and exit.")
    var version = false

    func validate() throws {
        if version {
            return
        }
        if link != nil {
            throw ValidationError(
                "--link is not supported: nibcat compiles each storyboard straight to its final .storyboardc; copy that into place")
        }
        guard inputs.count == 1 else {
            throw ValidationError(
                inputs.isEmpty ? "no input document; give one .xib or .storyboard" : "one input document at a time, not \(inputs.count)")
        }
        switch (compile, compilationDirectory) {
        case (nil, nil):
            throw ValidationError("nothing to do: give --compile OUTPUT (nibcat's ibtool only compiles)")
        case (.some, .some):
            throw ValidationError("give --compile or --compilation-directory, not both")
        default:
            break
        }
        for device in targetDevices where !Self.knownDevices.contains(device) {
            throw ValidationError(
                "unknown --target-device '\(device)'; expected one of \(Self.knownDevices.sorted().joined(separator: ", "))")
        }
    }

    var input: String { inputs[0] }

    var outputPath: String {
        if let compile {
            return compile
        }
        return URL(fileURLWithPath: compilationDirectory ?? ".")
            .appendingPathComponent(OutputPaths.compiledName(forSource: input)).path
    }

    var compileOptions: CompileOptions {
        let device: CompileOptions.TargetDevice =
            targetDevices.contains("iphone") ? .iphone : targetDevices.contains("ipad") ? .ipad : .iphone
        return CompileOptions(
            module: module, minimumDeploymentTarget: minimumDeploymentTarget, targetDevice: device, xcodeVersion: xcodeVersion)
    }

    var requested: Set<CompileDiagnostic.Severity> {
        var requested: Set<CompileDiagnostic.Severity> = []
        if errors { requested.insert(.error) }
        if warnings { requested.insert(.warning) }
        if notices { requested.insert(.notice) }
        return requested
    }

    func run() throws {
        if version {
            try write(ToolVersion.ibtoolPropertyList, text: ToolVersion.ibtoolText)
            return
        }
        var report: IbtoolReport
        do {
            let compiled = try NibCompiler.compile(contentsOf: input, options: compileOptions)
            report = IbtoolReport(diagnostics: compiled.diagnostics)
            if !report.hasErrors {
                try compiled.write(to: outputPath)
            }
        } catch {
            report = IbtoolReport(failure: error)
        }
        if !report.hasErrors, let plist = outputPartialInfoPlist {
            do {
                try BinaryPropertyListWriter.data(.dictionary([:])).write(to: URL(fileURLWithPath: plist), options: .atomic)
            } catch {
                report.toolErrors.append(
                    IbtoolReport.ToolError(path: plist, message: "cannot write the partial Info.plist: \(FileErrors.describe(error))"))
            }
        }

        try write(report.propertyList(including: requested), text: report.text(including: requested))

        if report.hasErrors {
            if !requested.contains(.error) {
                for error in report.errors {
                    Terminal.error(error.description)
                }
            }
            throw ExitCode(1)
        }
    }

    /// Prints a property list in the `--output-format` asked for.
    private func write(_ propertyList: PropertyListValue, text: String) throws {
        let output: Data
        switch outputFormat {
        case .xml1:
            do {
                output = try PropertyListXMLWriter.data(propertyList)
            } catch {
                throw InputFailure(message: "\(inputs.first ?? "ibtool"): error: \(error.description)")
            }
        case .binary1:
            output = BinaryPropertyListWriter.data(propertyList)
        case .humanReadableText:
            output = Data(text.utf8)
        }
        FileHandle.standardOutput.write(output)
    }
}
