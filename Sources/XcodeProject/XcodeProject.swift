import Foundation
import InputFiles

/// One target of an Xcode project, as far as Interface Builder files care: its module name, the
/// OS versions it builds for, which resource files it copies and which source files it compiles.
public struct XcodeTarget: Sendable, Hashable {
    public var name: String
    /// `PRODUCT_MODULE_NAME`, else the product name made an identifier as Xcode does.
    public var moduleName: String
    /// `SDKROOT`: `iphoneos`, `macosx`, `watchos`, `appletvos`, `xros`.
    public var sdk: String?
    /// `IPHONEOS_DEPLOYMENT_TARGET`, `MACOSX_DEPLOYMENT_TARGET`, `WATCHOS_DEPLOYMENT_TARGET`,
    /// `TVOS_DEPLOYMENT_TARGET` and `XROS_DEPLOYMENT_TARGET` of the Release configuration (Debug
    /// when there is no Release), the target's setting over the project's.
    public var deploymentTargets: [String: String]
    /// `TARGETED_DEVICE_FAMILY` (`1,2`): 1 iPhone, 2 iPad, 3 Apple TV, 4 Apple Watch, 6 Mac, 7 Vision;
    /// empty when not set.
    public var deviceFamilies: [Int] = []
    /// The files and folders its resources phase copies (documents, string tables, asset catalogs,
    /// images, folder references), and its synchronized folders, relative to the folder holding the
    /// `.xcodeproj`; a folder holds all that is below it.
    public var resources: [String]
    /// Paths below `resources` or `sources` that are not members (a synchronized folder's exceptions).
    public var excludedResources: [String]
    /// The files its sources and headers phases compile, and its synchronized folders, relative to
    /// the same folder as `resources`.
    public var sources: [String]

    public init(
        name: String, moduleName: String, sdk: String?, deploymentTargets: [String: String], deviceFamilies: [Int] = [],
        resources: [String], excludedResources: [String] = [], sources: [String]
    ) {
        self.name = name
        self.moduleName = moduleName
        self.sdk = sdk
        self.deploymentTargets = deploymentTargets
        self.deviceFamilies = deviceFamilies
        self.resources = resources
        self.excludedResources = excludedResources
        self.sources = sources
    }

    /// The `SDKROOT` of a Mac target.
    public static let macSDK = "macosx"

    /// The build setting that holds the deployment target of each `SDKROOT`.
    public static let deploymentTargetKeyOfSDK = [
        "iphoneos": "IPHONEOS_DEPLOYMENT_TARGET", macSDK: "MACOSX_DEPLOYMENT_TARGET",
        "watchos": "WATCHOS_DEPLOYMENT_TARGET", "appletvos": "TVOS_DEPLOYMENT_TARGET", "xros": "XROS_DEPLOYMENT_TARGET",
    ]

    /// The platform an `SDKROOT` value names: `macosx` for a versioned SDK (`macosx26.0`) and for
    /// an SDK's path (`.../MacOSX14.2.sdk`), which Xcode accepts as well; nil for a setting that
    /// refers to another (`$(...)`) or is empty.
    public static func platformSDK(_ setting: String) -> String? {
        guard !setting.contains("$("), let last = setting.split(separator: "/").last else { return nil }
        let name = last.lowercased().replacingOccurrences(of: ".sdk", with: "")
        let platform = String(name.prefix { $0.isLetter })
        return platform.isEmpty ? nil : platform
    }

    /// The platform of a target that names no `SDKROOT`, as projects from before Xcode wrote one
    /// (Adium's): the one whose deployment target alone is set; nil for none or several.
    public static func platformSDK(ofDeploymentTargets deploymentTargets: [String: String]) -> String? {
        guard deploymentTargets.count == 1, let key = deploymentTargets.keys.first else { return nil }
        return deploymentTargetKeyOfSDK.first { $0.value == key }?.key
    }

    /// The families of a `TARGETED_DEVICE_FAMILY` value (`1,2`).
    public static func deviceFamilies(_ setting: String) -> [Int] {
        setting.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Whether `path` (relative to the same folder as `resources`) is one of the target's resources.
    public func contains(_ path: String) -> Bool {
        isMember(path, of: resources)
    }

    /// Whether `path` (relative to the same folder as `sources`) is one of the target's source files.
    public func compiles(_ path: String) -> Bool {
        isMember(path, of: sources)
    }

    /// A member stands for the file at its path and for its localizations: a synchronized folder's
    /// exception names `Base.lproj/Main.xib` as `/Localized/Main.xib`, kept as `Main.xib`.
    private func isMember(_ path: String, of members: [String]) -> Bool {
        let delocalized = Self.delocalized(path)
        func isAt(_ folder: String) -> Bool {
            [path, delocalized].contains { $0 == folder || $0.hasPrefix(folder + "/") }
        }
        return members.contains(where: isAt) && !excludedResources.contains(where: isAt)
    }

    /// `path` without its `.lproj` folders.
    static func delocalized(_ path: String) -> String {
        guard path.contains(".lproj/") else { return path }
        return path.split(separator: "/").filter { !$0.hasSuffix(".lproj") }.joined(separator: "/")
    }

    /// The deployment target of the OS the target builds for (its `SDKROOT`); the only one set
    /// when the SDK is not known.
    public var deploymentTarget: String? {
        if let key = sdk.flatMap({ Self.deploymentTargetKeyOfSDK[$0] }) {
            return deploymentTargets[key]
        }
        return deploymentTargets.count == 1 ? deploymentTargets.values.first : nil
    }
}

/// The targets of an `.xcodeproj`, read from its `project.pbxproj`.
public struct XcodeProject: Sendable, Hashable {
    public var targets: [XcodeTarget]

    /// Reads `<xcodeproj>/project.pbxproj`, and the `.xcconfig` files its configurations are based
    /// on that lie inside `root` (the project's folder when not given).
    public static func read(_ xcodeproj: String, inside root: String? = nil) throws(TextFileError) -> XcodeProject {
        let path = xcodeproj + "/project.pbxproj"
        let data: Data
        do {
            data = try InputFile.read(path)
        } catch {
            throw TextFileError(unreadable: error)
        }
        return try parse(Array(data), path: path, root: root)
    }

    /// `path` names the `project.pbxproj` the bytes are from: configuration files are found from its
    /// folder's parent, inside `root` (that folder when not given).
    public static func parse(_ bytes: [UInt8], path: String, root: String? = nil) throws(TextFileError) -> XcodeProject {
        let plist = try PropertyListText.parse(bytes, path: path)
        let projectFolder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        var graph = try Graph(plist, path: path)
        graph.projectFolder = projectFolder
        graph.root = root ?? projectFolder
        return try graph.project()
    }

    /// The `objects` of a project file, looked up by id, with the parent of every group member.
    private struct Graph {
        let objects: [String: [String: PropertyListText]]
        let rootID: String
        let path: String
        /// The folder holding the `.xcodeproj`, which file locations are relative to.
        var projectFolder = ""
        /// The folder configuration files must lie in.
        var root = ""
        var parentOf: [String: String] = [:]

        init(_ plist: PropertyListText, path: String) throws(TextFileError) {
            self.path = path
            guard let top = plist.dictionary, let objects = top["objects"]?.dictionary,
                let rootID = top["rootObject"]?.string
            else {
                throw TextFileError(path: path, line: nil, message: "not an Xcode project: no objects or rootObject")
            }
            var table: [String: [String: PropertyListText]] = [:]
            for (id, object) in objects {
                if let fields = object.dictionary { table[id] = fields }
            }
            self.objects = table
            self.rootID = rootID
            for (id, fields) in table {
                for child in fields["children"]?.array?.compactMap(\.string) ?? [] {
                    parentOf[child] = id
                }
            }
        }

        func error(_ message: String) -> TextFileError {
            TextFileError(path: path, line: nil, message: message)
        }

        func isa(_ id: String) -> String? { objects[id]?["isa"]?.string }

        func project() throws(TextFileError) -> XcodeProject {
            guard let root = objects[rootID], isa(rootID) == "PBXProject" else {
                throw error("not an Xcode project: the root object is not a PBXProject")
            }
            let projectSettings = settings(ofList: root["buildConfigurationList"]?.string)
            let projectName = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            var targets: [XcodeTarget] = []
            let synchronized = synchronizedGroups
            for id in root["targets"]?.array?.compactMap(\.string) ?? [] {
                guard let target = objects[id], let name = target["name"]?.string else { continue }
                let targetSettings = settings(ofList: target["buildConfigurationList"]?.string)
                let merged = BuildSettings.merged(
                    projectSettings + targetSettings,
                    builtIns: ["TARGET_NAME": name, "PROJECT_NAME": (projectName as NSString).deletingPathExtension])
                var deployment: [String: String] = [:]
                for key in XcodeTarget.deploymentTargetKeyOfSDK.values {
                    if let version = merged[key], !version.isEmpty, !version.contains("$(") {
                        deployment[key] = version
                    }
                }
                var resources: [String] = []
                var sources: [String] = []
                var excluded: [String] = []
                for phase in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                    let files = (objects[phase]?["files"]?.array?.compactMap(\.string) ?? []).flatMap { buildFile in
                        objects[buildFile]?["fileRef"]?.string.map(members) ?? []
                    }.compactMap(location)
                    switch isa(phase) {
                    case "PBXResourcesBuildPhase": resources += files
                    case "PBXSourcesBuildPhase", "PBXHeadersBuildPhase": sources += files
                    default: break
                    }
                }
                // A synchronized folder's exceptions for the target that has the folder leave files
                // out of it; for another target they are the files of the folder it builds too.
                let owned = Set(target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [])
                for group in owned {
                    guard let folder = location(group) else { continue }
                    resources.append(folder)
                    sources.append(folder)
                    excluded += exceptions(of: group, for: id, in: folder)
                }
                for group in synchronized where !owned.contains(group) {
                    guard let folder = location(group) else { continue }
                    let added = exceptions(of: group, for: id, in: folder)
                    resources += added
                    sources += added
                }
                targets.append(
                    XcodeTarget(
                        name: name,
                        moduleName: XcodeProject.moduleName(settings: merged, targetName: name),
                        sdk: merged["SDKROOT"].flatMap(XcodeTarget.platformSDK)
                            ?? XcodeTarget.platformSDK(ofDeploymentTargets: deployment),
                        deploymentTargets: deployment,
                        deviceFamilies: XcodeTarget.deviceFamilies(merged["TARGETED_DEVICE_FAMILY"] ?? ""),
                        resources: Array(Set(resources)).sorted(),
                        excludedResources: Array(Set(excluded)).sorted(), sources: Array(Set(sources)).sorted()))
            }
            return XcodeProject(targets: targets)
        }

        /// Every synchronized folder of the project, in id order.
        var synchronizedGroups: [String] {
            objects.keys.filter { isa($0) == "PBXFileSystemSynchronizedRootGroup" }.sorted()
        }

        /// The paths a synchronized folder's exception sets name for `target`, below `folder`;
        /// `/Localized/Main.xib` (every localization of a file) as `Main.xib`.
        func exceptions(of group: String, for target: String, in folder: String) -> [String] {
            var paths: [String] = []
            for exceptionSet in objects[group]?["exceptions"]?.array?.compactMap(\.string) ?? [] {
                guard let exceptions = objects[exceptionSet], exceptions["target"]?.string == target else { continue }
                for entry in exceptions["membershipExceptions"]?.array?.compactMap(\.string) ?? [] {
                    let localized = "/Localized/"
                    paths.append(XcodeProject.joined(folder, entry.hasPrefix(localized) ? String(entry.dropFirst(localized.count)) : entry))
                }
            }
            return paths
        }

        /// A variant group stands for its localized files; anything else for itself.
        func members(_ reference: String) -> [String] {
            isa(reference) == "PBXVariantGroup" ? objects[reference]?["children"]?.array?.compactMap(\.string) ?? [] : [reference]
        }

        /// The Release (else Debug, else first) configuration's literal build settings.
        /// The settings of a configuration list's Release configuration (Debug when there is none),
        /// lowest level first: its `.xcconfig` file's, then its own.
        func settings(ofList list: String?) -> [[String: String]] {
            guard let list, let ids = objects[list]?["buildConfigurations"]?.array?.compactMap(\.string) else { return [] }
            let configurations = ids.compactMap { objects[$0] }
            let chosen =
                configurations.first { $0["name"]?.string == "Release" }
                ?? configurations.first { $0["name"]?.string == "Debug" } ?? configurations.first
            // Xcode 16 names a file of a synchronized folder by the folder and a path in it.
            let file =
                chosen?["baseConfigurationReference"]?.string.flatMap(location)
                ?? chosen.flatMap { configuration -> String? in
                    guard let anchor = configuration["baseConfigurationReferenceAnchor"]?.string.flatMap(location),
                        let relative = configuration["baseConfigurationReferenceRelativePath"]?.string
                    else { return nil }
                    return XcodeProject.joined(anchor, relative)
                }
            let fileSettings = file.map { BuildConfigurationFile.settings(at: projectFolder + "/" + $0, inside: root) }
            return [fileSettings ?? [:], (chosen?["buildSettings"]?.dictionary ?? [:]).compactMapValues(\.string)]
        }

        /// Where a file, group or synchronized folder lies, relative to the project's folder, by its
        /// `sourceTree`: `<group>` is relative to its parent group, `SOURCE_ROOT` to the project's
        /// folder; absolute paths and build-product or SDK paths are nil (not in the repository), and
        /// so is a path longer than any a file system takes.
        ///
        /// Each group's location is found once, from its parent's: a loop up the parent groups, not
        /// recursion, since a file can nest groups without bound, and not once per member, which made
        /// a project of thousands of nested groups take quadratic time.
        func location(_ id: String) -> String? {
            if let known = cache.locations[id] { return known }
            var chain: [String] = []
            var seen = Set<String>()
            var current = id
            var top: String?
            walk: while true {
                if let known = cache.locations[current] {
                    top = known
                    break
                }
                guard seen.insert(current).inserted, let object = objects[current] else {
                    top = nil
                    break
                }
                let own = object["path"]?.string ?? ""
                if current == rootMainGroup {
                    top = Self.limited(XcodeProject.joined("", own))
                    cache.locations[current] = .some(top)
                    break
                }
                switch object["sourceTree"]?.string ?? "<group>" {
                case "<group>":
                    guard let parent = parentOf[current] else {
                        top = own.isEmpty ? nil : Self.limited(XcodeProject.joined("", own))
                        cache.locations[current] = .some(top)
                        break walk
                    }
                    chain.append(current)
                    current = parent
                case "SOURCE_ROOT":
                    top = Self.limited(XcodeProject.joined("", own))
                    cache.locations[current] = .some(top)
                    break walk
                default:
                    top = nil
                    cache.locations[current] = .some(nil)
                    break walk
                }
            }
            for member in chain.reversed() {
                top = top.flatMap { Self.limited(XcodeProject.joined($0, objects[member]?["path"]?.string ?? "")) }
                cache.locations[member] = .some(top)
            }
            return top
        }

        /// `path`, unless it is longer than `PATH_MAX`: no file in the repository can be there.
        private static func limited(_ path: String) -> String? {
            path.utf8.count > 4_096 ? nil : path
        }

        /// The locations found so far, by object id (nil: not in the repository).
        final class LocationCache {
            var locations: [String: String?] = [:]
        }

        let cache = LocationCache()

        var rootMainGroup: String? { objects[rootID]?["mainGroup"]?.string }
    }

    /// `path` below `folder`, `.` and `..` resolved (a `..` past the start is kept).
    public static func joined(_ folder: String, _ path: String) -> String {
        let parts = (folder.split(separator: "/") + path.split(separator: "/")).filter { $0 != "." }
        var result: [Substring] = []
        for part in parts {
            if part == "..", let last = result.last, last != ".." {
                result.removeLast()
            } else {
                result.append(part)
            }
        }
        return result.joined(separator: "/")
    }

    /// Xcode's module name: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` (when it is not a
    /// `$(…)` reference to the target's name), else the target's name; every character that
    /// cannot be in an identifier becomes `_`, and a leading digit gets a `_` before it.
    public static func moduleName(settings: [String: String], targetName: String) -> String {
        let literal = { (key: String) in settings[key].flatMap { $0.contains("$(") ? nil : $0 } }
        let name = literal("PRODUCT_MODULE_NAME") ?? literal("PRODUCT_NAME") ?? targetName
        var identifier = String(
            name.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" ? Character($0) : "_" })
        if let first = identifier.unicodeScalars.first, ("0"..."9").contains(first) {
            identifier = "_" + identifier
        }
        return identifier
    }
}
