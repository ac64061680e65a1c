import ArgumentParser
import NibCompiler

/// The options of ibtool's command line that nibcat takes, each name written once: `IbtoolCommand`
/// declares them to ArgumentParser (as do `compile` and `package` for those they share), and
/// `IbtoolArguments(commandLine:)` reads the command lines build systems write without it.
public enum IbtoolOption: String, CaseIterable, Sendable {
    case db, json, errors, warnings, notices, module, compile, link, sdk, version, flatten
    case outputFormat = "output-format"
    case minimumDeploymentTarget = "minimum-deployment-target"
    case targetDevice = "target-device"
    case xcodeVersion = "xcode-version"
    case allowApproximation = "allow-approximation"
    case colorProfiles = "color-profiles"
    case scrollerStyle = "scroller-style"
    case buildLocale = "build-locale"
    case buildArchitecture = "build-architecture"
    case compilationDirectory = "compilation-directory"
    case outputPartialInfoPlist = "output-partial-info-plist"
    case companionStringsFile = "companion-strings-file"
    case autoActivateCustomFonts = "auto-activate-custom-fonts"

    /// What follows the option on a command line.
    public enum Operand: Sendable {
        /// Nothing: the option is a flag.
        case none
        /// One value, the option given once.
        case value
        /// One value each time the option is given, which may be more than once.
        case repeatedValue
    }

    public var operand: Operand {
        switch self {
        case .json, .errors, .warnings, .notices, .version, .allowApproximation, .autoActivateCustomFonts: .none
        case .targetDevice, .companionStringsFile: .repeatedValue
        case .db, .module, .compile, .link, .sdk, .flatten, .outputFormat, .minimumDeploymentTarget, .xcodeVersion,
            .colorProfiles, .scrollerStyle, .buildLocale, .buildArchitecture, .compilationDirectory, .outputPartialInfoPlist:
            .value
        }
    }

    /// The option's name for ArgumentParser: `--` and the raw value.
    public var name: NameSpecification { .customLong(rawValue) }
}

/// A parsed ibtool command line: what `IbtoolCommand`'s options hold, as plain values. Options
/// nibcat accepts and ignores (`--db`, `--json`, `--auto-activate-custom-fonts`, `--sdk`) are not kept.
public struct IbtoolArguments: Sendable, Equatable {
    public var errors = false
    public var warnings = false
    public var notices = false
    public var outputFormat = IbtoolReport.Format.xml1
    public var module: String?
    public var minimumDeploymentTarget: String?
    public var targetDevices: [String] = []
    public var xcodeVersion: CompileOptions.XcodeVersion?
    public var allowApproximation = false
    public var colorProfiles: String?
    public var scrollerStyle = CompileOptions.ScrollerStyle.legacy
    public var buildLocale = CompileOptions.BuildLocale.unitedStates
    public var buildArchitecture: CompileOptions.BuildArchitecture?
    public var compile: String?
    public var compilationDirectory: String?
    public var link: String?
    public var outputPartialInfoPlist: String?
    public var companionStringsFiles: [String] = []
    public var inputs: [String] = []
    public var version = false
    /// `--flatten`: YES, the default, for a compiled nib.
    public var flatten = IbtoolSwitch.yes

    public init() {}

    /// The options' defaults, for the commands that declare them.
    public static let defaults = IbtoolArguments()

    /// A command line read without ArgumentParser, whose reflection over `IbtoolCommand` was 43%
    /// of the instructions of a process that compiles one small document. Nil for anything other than known
    /// options with their values and input paths (help, an unknown option or value, a single-value
    /// option given twice, `--name=value`, a value or input starting with `-`): ArgumentParser
    /// reads those lines and words their errors.
    public init?(commandLine: [String]) {
        var given: Set<IbtoolOption> = []
        var words = commandLine.makeIterator()
        while let word = words.next() {
            guard word.hasPrefix("-") else {
                inputs.append(word)
                continue
            }
            guard word.hasPrefix("--"), let option = IbtoolOption(rawValue: String(word.dropFirst(2))),
                option.operand == .repeatedValue || given.insert(option).inserted
            else { return nil }
            if option.operand == .none {
                guard set(option) else { return nil }
                continue
            }
            guard let value = words.next(), !value.hasPrefix("-"), set(option, to: value) else { return nil }
        }
    }

    /// False when `flag` takes a value.
    private mutating func set(_ flag: IbtoolOption) -> Bool {
        switch flag {
        case .errors: errors = true
        case .warnings: warnings = true
        case .notices: notices = true
        case .allowApproximation: allowApproximation = true
        case .version: version = true
        case .json, .autoActivateCustomFonts: break
        case .db, .module, .compile, .link, .sdk, .flatten, .outputFormat, .minimumDeploymentTarget, .targetDevice,
            .xcodeVersion, .colorProfiles, .scrollerStyle, .buildLocale, .buildArchitecture, .compilationDirectory,
            .outputPartialInfoPlist, .companionStringsFile:
            return false
        }
        return true
    }

    /// False when `value` is not one the option takes.
    private mutating func set(_ option: IbtoolOption, to value: String) -> Bool {
        switch option {
        case .outputFormat:
            guard let format = IbtoolReport.Format(argument: value) else { return false }
            outputFormat = format
        case .module: module = value
        case .minimumDeploymentTarget: minimumDeploymentTarget = value
        case .targetDevice: targetDevices.append(value)
        case .xcodeVersion:
            guard let version = CompileOptions.XcodeVersion(argument: value) else { return false }
            xcodeVersion = version
        case .colorProfiles: colorProfiles = value
        case .scrollerStyle:
            guard let style = CompileOptions.ScrollerStyle(argument: value) else { return false }
            scrollerStyle = style
        case .buildLocale:
            guard let locale = CompileOptions.BuildLocale(argument: value) else { return false }
            buildLocale = locale
        case .buildArchitecture:
            guard let architecture = CompileOptions.BuildArchitecture(argument: value) else { return false }
            buildArchitecture = architecture
        case .compile: compile = value
        case .compilationDirectory: compilationDirectory = value
        case .link: link = value
        case .outputPartialInfoPlist: outputPartialInfoPlist = value
        case .companionStringsFile: companionStringsFiles.append(value)
        case .flatten:
            guard let flatten = IbtoolSwitch(argument: value) else { return false }
            self.flatten = flatten
        case .db, .sdk: break
        case .json, .errors, .warnings, .notices, .version, .allowApproximation, .autoActivateCustomFonts: return false
        }
        return true
    }
}

/// A YES or NO value of an ibtool option (`--flatten NO`), in either case.
public enum IbtoolSwitch: String, Sendable, CaseIterable, ExpressibleByArgument {
    case yes = "YES"
    case no = "NO"

    public init?(argument: String) {
        self.init(rawValue: argument.uppercased())
    }

    public var isOn: Bool { self == .yes }
}
