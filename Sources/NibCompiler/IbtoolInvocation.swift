import Foundation
import InputFiles
import NibArchive

/// One run of `ibtool` as build systems drive it, once its options are parsed: what to compile or
/// link, where the outputs go, and the run itself. `nibcat ibtool` parses the command line into
/// this; a build tool using the library can build it directly.
///
/// The command lines it is shaped on (each replayed by `BuildSystemIbtoolTests`):
/// - Xcode: `--compilation-directory DIR` for a storyboard (the `.storyboardc` goes into DIR),
///   `--compile OUT.nib` for a xib, then one `--link RESOURCES STORYBOARDC…` over the target's
///   compiled storyboards; each compile also gets `--output-partial-info-plist`,
///   `--auto-activate-custom-fonts` and `--companion-strings-file LANG:PATH` per language.
/// - rules_apple (`apple/internal/resource_actions/ibtool.bzl`): the same three actions, the
///   storyboard compile into the folder holding the declared `Name.storyboardc` tree artifact.
/// - Buck2 (`prelude/apple/apple_bundle_resources.bzl`): `--compile DIR` with DIR a fresh empty
///   folder for a storyboard (the folder becomes the `.storyboardc`), and for watch storyboards a
///   `--link DIR` of that output.
public struct IbtoolInvocation: Sendable, Hashable {
    public enum Action: Sendable, Hashable {
        /// Compile `input` (a `.xib` or `.storyboard`) to `output` (the `.nib` or `.storyboardc`).
        case compile(input: String, output: String)
        /// Link compiled storyboards into `folder` (see `StoryboardLinker`).
        case link(storyboards: [String], folder: String)
    }

    /// A `--companion-strings-file LANGUAGE:PATH`: a language's `.strings` for the Base document.
    /// Xcode copies these into the product's `.lproj` folders itself and UIKit applies them at
    /// run time, so they change nothing ibtool writes; the run only checks each can be read.
    public struct CompanionStrings: Sendable, Hashable {
        public var language: String
        public var path: String

        /// `en:/path/en.lproj/Main.strings`; nil without a language before the first `:` or a path after it.
        public init?(argument: String) {
            guard let colon = argument.firstIndex(of: ":") else { return nil }
            language = String(argument[..<colon])
            path = String(argument[argument.index(after: colon)...])
            if language.isEmpty || path.isEmpty {
                return nil
            }
        }
    }

    /// A command line that asks for nothing ibtool could do, or for two things at once.
    public struct UsageError: DiagnosticError, Sendable, Hashable {
        public var message: String

        /// About the command line, not a file.
        public var diagnostic: Diagnostic {
            Diagnostic(path: nil, message: message)
        }
    }

    /// The devices `--target-device` takes in Apple's ibtool.
    public static let knownDevices: Set<String> = ["iphone", "ipad", "tv", "watch", "mac", "vision"]

    public var action: Action
    public var options: CompileOptions
    /// `--output-partial-info-plist`.
    public var partialInfoPlist: String?
    public var companionStrings: [CompanionStrings]

    /// The meaning of ibtool's options: exactly one of `compile`, `compilationDirectory` and
    /// `link`; one input document to compile, or one or more `.storyboardc` to link. `flattened`
    /// is `--flatten`: Apple's ibtool writes a nib bundle keeping Interface Builder's
    /// `designable.nib` for `--flatten NO`, which nibcat does not write.
    public init(
        compile: String?, compilationDirectory: String?, link: String?, inputs: [String], targetDevices: [String] = [],
        module: String? = nil, minimumDeploymentTarget: String? = nil, xcodeVersion: CompileOptions.XcodeVersion? = nil,
        allowsApproximation: Bool = false, partialInfoPlist: String? = nil, companionStringsFiles: [String] = [],
        flattened: Bool = true
    ) throws(UsageError) {
        guard flattened else {
            throw UsageError(
                message: "--flatten NO (a nib bundle keeping Interface Builder's designable.nib) is not written by nibcat; "
                    + "leave it out, or give --flatten YES, for the compiled nib")
        }
        try Self.checkCompileOptions(targetDevices: targetDevices, module: module, minimumDeploymentTarget: minimumDeploymentTarget)
        for (option, path) in [("--compile", compile), ("--compilation-directory", compilationDirectory), ("--link", link)]
        where path?.isEmpty == true {
            throw UsageError(message: "\(option) takes a path, not an empty one")
        }
        var companions: [CompanionStrings] = []
        for argument in companionStringsFiles {
            guard let companion = CompanionStrings(argument: argument) else {
                throw UsageError(message: "--companion-strings-file takes LANGUAGE:PATH, not '\(argument)'")
            }
            companions.append(companion)
        }
        switch (compile, compilationDirectory, link) {
        case (nil, nil, let folder?):
            guard !inputs.isEmpty else {
                throw UsageError(message: "--link needs the compiled storyboards (.storyboardc) to link")
            }
            action = .link(storyboards: inputs, folder: folder)
        case (let output?, nil, nil):
            action = .compile(input: try Self.single(inputs), output: output)
        case (nil, let folder?, nil):
            let input = try Self.single(inputs)
            action = .compile(
                input: input, output: URL(fileURLWithPath: folder).appendingPathComponent(OutputPaths.compiledName(ofSource: input)).path)
        case (nil, nil, nil):
            throw UsageError(message: "nothing to do: give --compile OUTPUT, --compilation-directory FOLDER or --link FOLDER")
        default:
            throw UsageError(message: "give one of --compile, --compilation-directory and --link")
        }
        options = CompileOptions(
            module: module, minimumDeploymentTarget: minimumDeploymentTarget, targetDevice: Self.targetDevice(among: targetDevices),
            xcodeVersion: xcodeVersion, allowsApproximation: allowsApproximation)
        self.partialInfoPlist = partialInfoPlist
        companionStrings = companions
    }

    /// Refuses what the compile options `nibcat compile` shares with ibtool cannot mean: a device
    /// ibtool does not know, a module name that is no identifier (it is mangled into class names),
    /// a deployment target that is no system version.
    public static func checkCompileOptions(
        targetDevices: [String], module: String?, minimumDeploymentTarget: String?
    ) throws(UsageError) {
        for device in targetDevices where !knownDevices.contains(device) {
            throw UsageError(
                message: "unknown --target-device '\(device)'; expected one of \(knownDevices.sorted().joined(separator: ", "))")
        }
        if let module, !CompileOptions.isModuleName(module) {
            throw UsageError(message: "--module '\(module)' is not a module name: letters, digits and _, not starting with a digit")
        }
        if let minimumDeploymentTarget, !CompileOptions.isDeploymentTarget(minimumDeploymentTarget) {
            throw UsageError(
                message: "--minimum-deployment-target '\(minimumDeploymentTarget)' is not a system version such as 12, 14.0 or 10.13.4")
        }
    }

    private static func single(_ inputs: [String]) throws(UsageError) -> String {
        guard inputs.count == 1 else {
            throw UsageError(
                message: inputs.isEmpty
                    ? "no input document; give one .xib or .storyboard" : "one input document at a time, not \(inputs.count)")
        }
        return inputs[0]
    }

    /// Xcode repeats `--target-device` for universal apps: iphone is used when it is among them,
    /// else ipad when it is; other devices (tv, watch, mac, vision) leave the compiler's default,
    /// iphone, since the compiler only tells iPhone from iPad.
    public static func targetDevice(among devices: [String]) -> CompileOptions.TargetDevice {
        targetDevice(among: devices.compactMap(CompileOptions.TargetDevice.init(rawValue:)))
    }

    /// The device the compiler writes for among `devices`, as `targetDevice(among:)` picks it.
    public static func targetDevice(among devices: [CompileOptions.TargetDevice]) -> CompileOptions.TargetDevice {
        devices.contains(.iphone) ? .iphone : devices.contains(.ipad) ? .ipad : .iphone
    }

    /// Compiles or links, then writes the partial Info.plist; the report says what went wrong.
    /// Nothing is written when the document has errors.
    public func run() -> IbtoolReport {
        // Refused before any work, where a FIFO would block the write after it.
        if let partialInfoPlist, let reason = OutputPaths.refusal(toOverwrite: partialInfoPlist) {
            let message = "cannot write the partial Info.plist: \(reason)"
            return IbtoolReport(toolErrors: [Diagnostic(path: partialInfoPlist, message: message)])
        }
        var report: IbtoolReport
        switch action {
        case .compile(let input, let output):
            report = compile(input, to: output)
        case .link(let storyboards, let folder):
            do {
                _ = try StoryboardLinker.link(storyboards, into: folder)
                report = IbtoolReport()
            } catch {
                report = IbtoolReport(failure: error)
            }
        }
        if !report.hasErrors, let partialInfoPlist {
            do {
                try OutputFile.write(Self.partialInfoPlistContents, to: partialInfoPlist)
            } catch {
                report.toolErrors.append(
                    Diagnostic(path: partialInfoPlist, message: "cannot write the partial Info.plist: \(error.reason)"))
            }
        }
        return report
    }

    /// What nibcat writes for `--output-partial-info-plist`: an empty binary dictionary. Xcode
    /// merges every compile's fragment into the product's Info.plist; the storyboard keys there
    /// (`UIMainStoryboardFile`, `UILaunchStoryboardName`) come from the target's build settings,
    /// not from ibtool, and no source we could read shows ibtool adding a key for an iOS
    /// document, so the fragment adds none.
    public static let partialInfoPlistContents = BinaryPropertyListWriter.data(.dictionary([:]))

    private func compile(_ input: String, to output: String) -> IbtoolReport {
        for companion in companionStrings {
            do {
                try InputFile.requireRegularFile(companion.path)
            } catch {
                let message = "cannot read the \(companion.language) strings: \(error.reason)"
                return IbtoolReport(toolErrors: [Diagnostic(path: companion.path, message: message)])
            }
        }
        do {
            let compiled = try NibCompiler.compile(contentsOf: input, options: options)
            let report = IbtoolReport(diagnostics: compiled.diagnostics)
            if !report.hasErrors {
                // The folder named by --compilation-directory, or holding --compile's output, is
                // made as build systems expect of a tool writing a declared output.
                try StoryboardLinker.createFolder(URL(fileURLWithPath: output).deletingLastPathComponent())
                try compiled.write(to: output)
            }
            return report
        } catch {
            return IbtoolReport(failure: error)
        }
    }
}
