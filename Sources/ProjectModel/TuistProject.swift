import CodeSource
import Foundation
import InputFiles
import XcodeProject

/// The targets of a Tuist `Project.swift`, for a repository that commits the manifest and not the
/// `.xcodeproj` Tuist generates (`TuistManifest` reads what the manifest spells out): each
/// target's module (`PRODUCT_MODULE_NAME`, else its product name, else its name), platform,
/// deployment target, device families, and the folders its `sources` and `resources` globs
/// start from. Never an error: a manifest this reader cannot follow gives fewer targets.
enum TuistProject {
    static let fileName = "Project.swift"

    /// Tuist's platforms and destinations: the SDK each builds against and its device family.
    private static let platforms: [String: (sdk: String, families: [Int])] = [
        "iOS": ("iphoneos", [1, 2]), "iPhone": ("iphoneos", [1]), "iPad": ("iphoneos", [2]), "macOS": (XcodeTarget.macSDK, []),
        "mac": (XcodeTarget.macSDK, []), "tvOS": ("appletvos", [3]), "appleTv": ("appletvos", [3]), "watchOS": ("watchos", [4]),
        "appleWatch": ("watchos", [4]), "visionOS": ("xros", [7]), "appleVision": ("xros", [7]),
    ]

    /// The targets of `root`'s `Project.swift`; none when there is none or it cannot be read.
    static func targets(root: String) -> [XcodeTarget] {
        let path = root + "/" + fileName
        guard FileManager.default.fileExists(atPath: path), let data = try? InputFile.read(path, inside: root),
            let text = String(data: data, encoding: .utf8)
        else { return [] }
        return TuistManifest.targets(in: text).map(target)
    }

    private static func target(_ declared: TuistManifest.Target) -> XcodeTarget {
        let named = declared.platform.map { [$0] } ?? declared.destinations
        let known = named.compactMap { platforms[$0] }
        let sdk = known.first?.sdk
        var settings = declared.settings
        if let productName = declared.productName, settings["PRODUCT_NAME"] == nil {
            settings["PRODUCT_NAME"] = productName
        }
        let deploymentKey = sdk.flatMap { XcodeTarget.deploymentTargetKeyOfSDK[$0] }
        let resources = folders(of: declared.resources + declared.sources)
        return XcodeTarget(
            name: declared.name, moduleName: XcodeProject.moduleName(settings: settings, targetName: declared.name), sdk: sdk,
            deploymentTargets: deploymentKey.flatMap { key in declared.deploymentTarget.map { [key: $0] } } ?? [:],
            deviceFamilies: Array(Set(known.filter { $0.sdk == sdk }.flatMap(\.families))).sorted(), resources: resources,
            sources: folders(of: declared.sources))
    }

    /// The folders globs start from: `App/Sources/**/*.swift` is `App/Sources`; a glob of the
    /// manifest's own folder (`**/*.xib`) is everything.
    static func folders(of globs: [String]) -> [String] {
        var folders: Set<String> = []
        for glob in globs {
            var kept: [Substring] = []
            for component in glob.split(separator: "/") {
                if component.contains(where: { "*?[{".contains($0) }) { break }
                kept.append(component)
            }
            var folder = kept.filter { $0 != "." }.joined(separator: "/")
            if folder.isEmpty && !glob.contains(where: { "*?[{".contains($0) }) {
                folder = glob
            }
            folders.insert(folder)
        }
        return folders.sorted()
    }
}
