import ArgumentParser
import CommandLineContract
import Foundation
import InputFiles
import NibCompiler

extension IbtoolReport.Format: ExpressibleByArgument {}

extension CompileOptions.TargetDevice: ExpressibleByArgument {}
extension CompileOptions.ScrollerStyle: ExpressibleByArgument {}
extension CompileOptions.BuildArchitecture: ExpressibleByArgument {}

extension CompileOptions.BuildLocale: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }
}

extension CompileOptions.XcodeVersion: ExpressibleByArgument {
    /// `--xcode-version`'s help, shared by `compile` and `ibtool`.
    public static let optionHelp = ArgumentHelp(
        "The Xcode whose output to match: 26.1, 16.4.1, or DTXcode's form (1640 is 16.4); default: the newest.")

    public init?(argument: String) {
        self.init(argument)
    }
}

/// Apple's `ibtool` command line, for build rules written against it: the same options, the same
/// report on stdout (see `IbtoolReport` for its shape and sources), exit 0 when compiled (warnings
/// allowed), 1 when not (nothing written), 2 on usage errors. What the options mean and where
/// outputs go is `IbtoolInvocation`'s. Both `nibcat ibtool` and the lean `nibcat-ibtool`, which
/// loads no SQLite and no swift-syntax, run it.
public struct IbtoolCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "ibtool",
        abstract: "Compile and link as Apple's ibtool does, taking its arguments: ibtool [options] --compile OUT IN.",
        discussion: """
            Takes the command lines Xcode, Bazel's rules_apple and Buck2 pass to ibtool: \
            --compile OUT IN (a storyboard compiled to an existing empty folder fills that folder), \
            --compilation-directory DIR IN (writes DIR/<name>.storyboardc or .nib), and \
            --link DIR STORYBOARDC... (puts each compiled storyboard in DIR, under its .lproj folder if \
            it is in one).

            Prints ibtool's report on stdout: the categories asked for with --errors, --warnings and \
            --notices (an empty dictionary when there is nothing in one), plus com.apple.ibtool.errors \
            when a document cannot be read or an output cannot be written. Document errors not asked \
            for go to stderr so that a failure is never silent.

            --target-device may be repeated, as Xcode does for universal apps; the compiler tells only \
            iPhone from iPad. --output-partial-info-plist writes an empty binary dictionary. \
            --companion-strings-file LANG:PATH is checked to be readable and changes nothing written \
            (Xcode copies the strings itself). --auto-activate-custom-fonts and --sdk are accepted and \
            ignored. --json is accepted like every command's but changes nothing: --output-format \
            chooses the output.
            """)

    @Option(
        name: IbtoolOption.db.name,
        help: ArgumentHelp("Accepted, as by every nibcat command, and ignored: ibtool keeps no catalog.", visibility: .hidden))
    var db: String?

    @Flag(
        name: IbtoolOption.json.name,
        help: ArgumentHelp("Accepted, as by every nibcat command, and ignored: --output-format chooses the output.", visibility: .hidden))
    var json = false

    @Flag(name: IbtoolOption.errors.name, help: "Print document errors (com.apple.ibtool.document.errors).")
    var errors = false

    @Flag(name: IbtoolOption.warnings.name, help: "Print document warnings (com.apple.ibtool.document.warnings).")
    var warnings = false

    @Flag(name: IbtoolOption.notices.name, help: "Print document notices (com.apple.ibtool.document.notices).")
    var notices = false

    @Option(name: IbtoolOption.outputFormat.name, help: "human-readable-text, xml1 (the default) or binary1.")
    var outputFormat = IbtoolArguments.defaults.outputFormat

    @Option(
        name: IbtoolOption.module.name, help: "The module of the target the document builds into (for customModuleProvider=\"target\").")
    var module: String?

    @Option(name: IbtoolOption.minimumDeploymentTarget.name, help: "The oldest OS version the nib must load on.")
    var minimumDeploymentTarget: String?

    @Option(name: IbtoolOption.targetDevice.name, help: "iphone, ipad, tv, watch, mac or vision; may be repeated.")
    var targetDevices: [String] = []

    @Option(name: IbtoolOption.xcodeVersion.name, help: CompileOptions.XcodeVersion.optionHelp)
    var xcodeVersion: CompileOptions.XcodeVersion?

    @Flag(name: IbtoolOption.allowApproximation.name, help: Self.allowApproximationHelp)
    var allowApproximation = false

    /// `--allow-approximation`, which `compile`, `ibtool` and `package` share.
    public static let allowApproximationHelp = ArgumentHelp(
        "Compile what nibcat cannot yet write as Xcode does (an unknown element, a button configuration, attributed text it keeps plain) with a warning instead of failing."
    )

    /// `--color-profiles`, which `compile`, `ibtool` and `package` share.
    public static let colorProfilesHelp = ArgumentHelp(
        "A folder of Apple's ICC profiles (\"Generic Gray Gamma 2.2 Profile.icc\", \"sRGB Profile.icc\") that macOS system colors embed; default: $NIBCAT_COLOR_PROFILES, else on a Mac /System/Library/ColorSync/Profiles."
    )
    public static let colorProfilesVariable = "NIBCAT_COLOR_PROFILES"
    /// `--scroller-style`, which `compile` and `ibtool` share.
    public static let scrollerStyleHelp = ArgumentHelp(
        "The scrollers of the Mac whose ibtool to match, legacy (a Mac without a trackpad, as build machines are) or overlay; AppKit tables archive it."
    )
    /// `--build-locale`, which `compile` and `ibtool` share.
    public static let buildLocaleHelp = ArgumentHelp(
        "The region of the Mac whose ibtool to match, as a locale identifier (en_AU); AppKit date formatters archive its date formats."
    )
    /// `--build-architecture`, which `compile` and `ibtool` share.
    public static let buildArchitectureHelp = ArgumentHelp(
        "The processor of the Mac whose ibtool to match, arm64 or x86_64; AppKit controls archive its numbering of text alignments. Default: the one the Xcode to match ran on in the pairs (arm64 from Xcode 14)."
    )
    static let systemColorProfilesFolder = "/System/Library/ColorSync/Profiles"

    /// The profiles of `--color-profiles`, else of `NIBCAT_COLOR_PROFILES`, else, on a Mac, the
    /// system's; none elsewhere. A folder named that is not one, or holds another profile under
    /// a profile's name, is an error naming it.
    public static func colorProfiles(option: String?) throws(ColorProfileError) -> ColorProfiles {
        if let option {
            return try ColorProfiles.read(from: option)
        }
        if let variable = ProcessInfo.processInfo.environment[colorProfilesVariable], !variable.isEmpty {
            return try ColorProfiles.read(from: variable)
        }
        #if os(macOS)
            return (try? ColorProfiles.read(from: systemColorProfilesFolder)) ?? ColorProfiles()
        #else
            return ColorProfiles()
        #endif
    }

    /// What is said after a document that failed only on such things.
    public static func approximationNote(path: String) -> Diagnostic {
        Diagnostic(severity: .note, path: path, message: CompileError.onlyApproximationsNote)
    }

    @Option(name: IbtoolOption.colorProfiles.name, help: Self.colorProfilesHelp)
    var colorProfiles: String?

    @Option(name: IbtoolOption.scrollerStyle.name, help: Self.scrollerStyleHelp)
    var scrollerStyle = IbtoolArguments.defaults.scrollerStyle

    @Option(name: IbtoolOption.buildLocale.name, help: Self.buildLocaleHelp)
    var buildLocale = IbtoolArguments.defaults.buildLocale

    @Option(name: IbtoolOption.buildArchitecture.name, help: Self.buildArchitectureHelp)
    var buildArchitecture: CompileOptions.BuildArchitecture?

    @Option(name: IbtoolOption.compile.name, help: "The .nib or .storyboardc to write.")
    var compile: String?

    @Option(
        name: IbtoolOption.compilationDirectory.name,
        help: "Write <input name>.nib or <input name>.storyboardc into this folder instead (Xcode's storyboard form).")
    var compilationDirectory: String?

    @Option(name: IbtoolOption.link.name, help: "Link the compiled storyboards given as inputs into this folder.")
    var link: String?

    @Option(name: IbtoolOption.outputPartialInfoPlist.name, help: "Write an empty Info.plist fragment (binary) here.")
    var outputPartialInfoPlist: String?

    @Option(name: IbtoolOption.companionStringsFile.name, help: "LANG:PATH, a language's .strings for a Base document; may be repeated.")
    var companionStringsFiles: [String] = []

    @Flag(name: IbtoolOption.autoActivateCustomFonts.name, help: "Accepted and ignored.")
    var autoActivateCustomFonts = false

    @Option(name: IbtoolOption.sdk.name, help: "Accepted and ignored.")
    var sdk: String?

    @Option(
        name: IbtoolOption.flatten.name,
        help: "YES (the default) for a compiled nib; NO, Apple's nib bundle keeping Interface Builder's designable.nib, is refused.")
    var flatten = IbtoolArguments.defaults.flatten

    @Argument(help: "The .xib or .storyboard to compile, or the .storyboardc folders to link.")
    var inputs: [String] = []

    @Flag(name: IbtoolOption.version.name, help: "Print the version as ibtool does (com.apple.ibtool.version), naming nibcat's, and exit.")
    var version = false

    public init() {}

    /// The options as plain values.
    var arguments: IbtoolArguments {
        var arguments = IbtoolArguments()
        arguments.errors = errors
        arguments.warnings = warnings
        arguments.notices = notices
        arguments.outputFormat = outputFormat
        arguments.module = module
        arguments.minimumDeploymentTarget = minimumDeploymentTarget
        arguments.targetDevices = targetDevices
        arguments.xcodeVersion = xcodeVersion
        arguments.allowApproximation = allowApproximation
        arguments.colorProfiles = colorProfiles
        arguments.scrollerStyle = scrollerStyle
        arguments.buildLocale = buildLocale
        arguments.buildArchitecture = buildArchitecture
        arguments.compile = compile
        arguments.compilationDirectory = compilationDirectory
        arguments.link = link
        arguments.outputPartialInfoPlist = outputPartialInfoPlist
        arguments.companionStringsFiles = companionStringsFiles
        arguments.inputs = inputs
        arguments.version = version
        arguments.flatten = flatten
        return arguments
    }

    public func validate() throws {
        if version {
            return
        }
        do {
            _ = try arguments.checkedInvocation()
        } catch {
            throw ValidationError(error.message)
        }
    }

    public func run() throws {
        let arguments = arguments
        if arguments.version {
            try arguments.printVersion()
        } else {
            try arguments.run(try arguments.invocation())
        }
    }

    /// Runs the command line of a process that is only ibtool, with the exit statuses of nibcat's
    /// contract: 0 done, 1 not compiled, 2 usage error (ArgumentParser's own is 64).
    public static func mainWithContractStatus() -> Never {
        do {
            if try !IbtoolArguments.runIfReadDirectly(Array(CommandLine.arguments.dropFirst())) {
                var command = try parseAsRoot()
                try command.run()
            }
            Foundation.exit(0)
        } catch let error as any DiagnosticError {
            DiagnosticPrinter.exit(with: error)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            exitAsContract(error)
        }
    }
}
