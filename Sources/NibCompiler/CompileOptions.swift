import Foundation
import IBSource
import InputFiles
import UIKitNib
import XcodeProject

/// What `ibtool` takes on its command line that changes the compiled bytes.
public struct CompileOptions: Sendable, Hashable {
    public enum TargetDevice: String, Sendable, Hashable, CaseIterable {
        case iphone
        case ipad

        /// The device ibtool writes for in a target of `TARGETED_DEVICE_FAMILY` `families` (Xcode
        /// passes a `--target-device` for each); nil when neither iPhone (1) nor iPad (2) is among them.
        public static func of(deviceFamilies families: [Int]) -> TargetDevice? {
            let devices = families.compactMap { [1: TargetDevice.iphone, 2: .ipad][$0] }
            return devices.isEmpty ? nil : IbtoolInvocation.targetDevice(among: devices)
        }
    }

    /// An Xcode release in Xcode's `DTXcode` form: `0810` is 8.1, `1250` is 12.5.
    public struct XcodeVersion: Sendable, Hashable, Comparable {
        /// The four digits as a number: 810, 1250.
        public let number: Int

        /// Four digits as `DTXcode` writes them (`1640`), or a release as Xcode names it: `26.1`,
        /// `16.4.1`, `9` (major, then a minor and a patch of one digit each, as DTXcode holds them).
        public init?(_ text: String) {
            let isDigits = { (part: Substring) in !part.isEmpty && part.count <= 4 && part.allSatisfy { $0.isASCII && $0.isNumber } }
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...3).contains(parts.count), parts.allSatisfy(isDigits) else { return nil }
            let numbers = parts.compactMap { Int($0) }
            if parts.count == 1, parts[0].count == 4 {
                // Xcode 1 is the oldest (`0100`).
                guard numbers[0] >= 100 else { return nil }
                self.number = numbers[0]
                return
            }
            guard (1...99).contains(numbers[0]), parts.dropFirst().allSatisfy({ $0.count == 1 }) else { return nil }
            self.number = numbers[0] * 100 + (numbers.count > 1 ? numbers[1] * 10 : 0) + (numbers.count > 2 ? numbers[2] : 0)
        }

        /// The release of `number` in DTXcode's form (`640` is 6.4).
        init(number: Int) {
            self.number = number
        }

        public var text: String {
            let digits = String(number)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }

        /// The release as Xcode names it: `7.3`, `16.4.1`.
        public var release: String {
            let (major, minor, patch) = (number / 100, number / 10 % 10, number % 10)
            return patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
        }

        public static func < (lhs: XcodeVersion, rhs: XcodeVersion) -> Bool {
            lhs.number < rhs.number
        }
    }

    /// The module of the target the document builds into (`customModuleProvider="target"`).
    public var module: String?

    /// Whether `text` can name a module, as Xcode's `PRODUCT_MODULE_NAME` does: an identifier of
    /// letters, digits and underscores that does not start with a digit.
    public static func isModuleName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }

    /// Whether `text` is a system version as ibtool's `--minimum-deployment-target` takes it: one
    /// to three numbers of up to three digits, separated by dots (`12`, `14.0`, `10.13.4`).
    public static func isDeploymentTarget(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return (1...3).contains(parts.count)
            && parts.allSatisfy { part in (1...3).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isNumber } }
    }
    public var minimumDeploymentTarget: String?
    public var targetDevice: TargetDevice
    /// The Xcode whose output to match; nil for the newest behaviour the compiler knows.
    public var xcodeVersion: XcodeVersion?
    /// Whether what the compiler cannot write as Xcode would (an element it does not know, a button
    /// configuration, attributed text it leaves plain) is a warning. By default it is an error, so
    /// that a build never succeeds with a UI other than the one Xcode would have built.
    public var allowsApproximation: Bool
    /// The ICC profiles AppKit system colors embed (`ColorProfiles`); without them such colors
    /// are refused.
    public var colorProfiles: ColorProfiles
    /// The scrollers the Mac that runs ibtool shows, which AppKit's tables archive: hidden corner
    /// views with overlay scrollers (Sparkle's `SUUpdatePermissionPrompt` as Xcode 7.2, 9.0 and
    /// 11.4 built it on some Macs; not on others, with the same Xcodes). A Mac without a trackpad,
    /// as build machines are, shows legacy scrollers.
    public var scrollerStyle: ScrollerStyle = .legacy
    /// The region of the Mac that runs ibtool, whose date formats AppKit's date formatters
    /// archive: viraptor's samples were built in Australia ("d/M/y, h:mm a" for the short styles,
    /// where the United States write "M/d/yy, h:mm a").
    public var buildLocale: BuildLocale = .unitedStates
    /// The processor of the Mac that runs ibtool, whose numbering of `NSTextAlignment` AppKit's
    /// controls archive: on arm64 as iOS numbers it (center 1, right 2), on Intel right 1 and
    /// center 2 (Sparkle's xibs as Xcode 14.3.1 built them for Hackintool). Nil: the processor the
    /// Xcode to match ran on in the pairs (`AppKitXcodeRules.controlAlignmentCenterOne`).
    public var buildArchitecture: BuildArchitecture?

    /// The processors a Mac that runs ibtool has, by the names `--build-architecture` takes.
    public enum BuildArchitecture: String, Sendable, CaseIterable {
        case arm64
        case intel = "x86_64"
    }

    /// `NSScroller.Style`, by the names `--scroller-style` takes.
    public enum ScrollerStyle: String, Sendable, CaseIterable {
        case legacy, overlay
    }

    /// A locale identifier as `--build-locale` takes it: a language of two or three letters and
    /// up to four subtags of letters and digits (`en_AU`, `zh-Hant_TW`).
    public struct BuildLocale: Sendable, Hashable, CustomStringConvertible {
        public let identifier: String
        public var description: String { identifier }

        /// A Mac set to the United States, the region of most build machines.
        public static let unitedStates = BuildLocale(validIdentifier: "en_US")

        public init?(_ identifier: String) {
            let parts = identifier.split(separator: "_", omittingEmptySubsequences: false).flatMap {
                $0.split(separator: "-", omittingEmptySubsequences: false)
            }
            let isAlphanumeric = { (part: Substring) in part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
            guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }),
                parts.count <= 5, parts.dropFirst().allSatisfy({ (1...8).contains($0.count) && isAlphanumeric($0) })
            else { return nil }
            self.identifier = identifier
        }

        private init(validIdentifier: String) {
            identifier = validIdentifier
        }
    }

    /// Whether this compiles the `runtime.nib` of a folder nib that the systems before its other
    /// variant load (`StoryboardCompiler.writesRowEstimateFolders`); internal, set by the
    /// compiler for that copy only.
    var compilesRuntimeVariant = false

    /// Whether this compiles the `runtime.nib` of a storyboard's folder nib for the systems before
    /// iOS 13, which resolve asset-catalog colors through trait storages
    /// (`StoryboardCompiler.writesNamedColorNibFolders`); internal, set by the compiler for that
    /// copy only. A xib's has none: MovieListCell's runtime.nib (13.4.1) has no storage for the
    /// catalog color of its runtime attribute, where MovieDetail's scene with the same one has one.
    var compilesNamedColorRuntimeVariant = false

    /// Whether this compiles the copy for iOS 12.3 and later of a storyboard whose collection view
    /// cells keep Xcode 8's content view (`StoryboardCompiler.pinsCellContentViews`): the cells'
    /// content views pinned to them; internal, set by the compiler for that copy only.
    var pinsCellContentViews = false

    /// These options with what `target` gives where they leave it out, as Xcode builds a document
    /// of that target: its module and deployment target, and with `device`, the device its
    /// `TARGETED_DEVICE_FAMILY` makes ibtool write for.
    public func fillingIn(from target: XcodeTarget, device: Bool) -> CompileOptions {
        var options = self
        options.module = module ?? target.moduleName
        options.minimumDeploymentTarget = minimumDeploymentTarget ?? target.deploymentTarget
        if device, let family = TargetDevice.of(deviceFamilies: target.deviceFamilies) {
            options.targetDevice = family
        }
        return options
    }

    public init(
        module: String? = nil, minimumDeploymentTarget: String? = nil, targetDevice: TargetDevice = .iphone,
        xcodeVersion: XcodeVersion? = nil, allowsApproximation: Bool = false, colorProfiles: ColorProfiles = ColorProfiles()
    ) {
        self.module = module
        self.minimumDeploymentTarget = minimumDeploymentTarget
        self.targetDevice = targetDevice
        self.xcodeVersion = xcodeVersion
        self.allowsApproximation = allowsApproximation
        self.colorProfiles = colorProfiles
    }

    /// A stable text form for cache keys.
    public var cacheKey: String {
        "module=\(module ?? "");min=\(minimumDeploymentTarget ?? "");device=\(targetDevice.rawValue);xcode=\(xcodeVersion?.text ?? "")"
            + (allowsApproximation ? ";approximate" : "")
            + (colorProfiles.profiles.isEmpty ? "" : ";profiles=\(colorProfiles.fingerprint)")
            + (scrollerStyle == .legacy ? "" : ";scrollers=\(scrollerStyle.rawValue)")
            + (buildLocale == .unitedStates ? "" : ";locale=\(buildLocale.identifier)")
            + (buildArchitecture.map { ";architecture=\($0.rawValue)" } ?? "")
    }

    /// True when the Xcode to match is `version` or newer (the newest Xcode when none is given).
    func xcode(atLeast version: Int) -> Bool {
        (xcodeVersion?.number ?? Int.max) >= version
    }

    /// True when the Xcode to match is in `versions` (the newest Xcode when none is given).
    func xcode(in versions: Range<Int>) -> Bool {
        versions.contains(xcodeVersion?.number ?? Int.max)
    }

    /// True when the deployment target is older than `major` (iOS 8.0 < 11); none given counts as new.
    func deploymentTarget(before major: Int) -> Bool {
        deploymentTarget(before: major, 0)
    }

    /// True when the deployment target is older than `major`.`minor` (iOS 12.0 < 12.3); none
    /// given counts as new.
    func deploymentTarget(before major: Int, _ minor: Int) -> Bool {
        guard let target = minimumDeploymentTarget else { return false }
        let parts = target.split(separator: ".").map { Int($0) }
        guard let first = parts.first ?? nil else { return false }
        let second = parts.count > 1 ? parts[1] ?? 0 : 0
        return (first, second) < (major, minor)
    }
}

extension CompileOptions {
    /// The runtime name of an element's custom class: mangled with its module when it has one.
    func runtimeClassName(of element: IBElement) -> String? {
        guard let customClass = element["customClass"], !customClass.isEmpty else { return nil }
        return SwiftClassName(name: customClass, module: customModule(of: element)).runtimeName
    }

    /// The module of an element's custom class. With `customModuleProvider="target"` the target
    /// being built decides, whatever `customModule` the document was saved with: Xcode 9.1 writes
    /// DropDown's `customModule="DropDown_Demo"` cell as `_TtC8DropDown12DropDownCell`.
    func customModule(of element: IBElement) -> String? {
        if element["customModuleProvider"] == "target", let module {
            return module
        }
        return element["customModule"]
    }
}

/// A compiler message about one place in a source document.
public struct CompileDiagnostic: Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        case error
        case warning
        case notice
    }

    public var severity: Severity
    public var path: String
    public var line: Int?
    /// The id of the object (or scene) the message is about, which ibtool's report names.
    public var objectID: String?
    public var message: String
    /// Whether this says the compiler could not write what Xcode would (`allowsApproximation`).
    public var isApproximation: Bool

    public init(
        severity: Severity, path: String, line: Int? = nil, objectID: String? = nil, message: String, isApproximation: Bool = false
    ) {
        self.severity = severity
        self.path = path
        self.line = line
        self.objectID = objectID
        self.message = message
        self.isApproximation = isApproximation
    }

    /// An error that `allowsApproximation` does not turn into a warning: something the compiler
    /// left out.
    public var isErrorEvenWithApproximations: Bool {
        severity == .error && !isApproximation
    }

    /// What the compiler cannot write as Xcode would: an error, or a warning when `options`
    /// allow approximations. The compile goes on past it either way, so that a strict refusal
    /// names the approximations and the other errors the same compile with the option meets.
    public static func approximation(
        _ message: String, path: String, line: Int? = nil, objectID: String? = nil, options: CompileOptions
    ) -> CompileDiagnostic {
        CompileDiagnostic(
            severity: options.allowsApproximation ? .warning : .error, path: path, line: line, objectID: objectID, message: message,
            isApproximation: true)
    }

    /// The message as the command line and a bundle's notes print it, keeping ibtool's word `notice`.
    public var diagnostic: Diagnostic {
        let severity: Diagnostic.Severity =
            switch self.severity {
            case .error: .error
            case .warning: .warning
            case .notice: .notice
            }
        return Diagnostic(severity: severity, path: path, line: line, objectID: objectID, message: message)
    }
}
