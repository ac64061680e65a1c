import XcodeProject

/// The module a source file of a dependency compiles into, by where the dependency managers put
/// their sources: a Swift package's `Sources/<Target>/` (checked out under `SourcePackages/` or
/// `Carthage/Checkouts/`, or a local package of the repository), a CocoaPods pod's
/// `Pods/<Pod>/`, a Carthage checkout's `Carthage/Checkouts/<Repository>/`. For files no Xcode
/// target of the repository compiles.
public enum DependencyModule {
    /// CocoaPods' own folders under `Pods/`, which hold no pod's sources.
    private static let podsSupportFolders: Set<String> = ["Target Support Files", "Headers", "Local Podspecs", "Pods.xcodeproj"]

    /// The module of the source file at `path` (relative to the root); `hasPackageManifest` says
    /// whether a folder (relative to the root, "" for the root) holds a `Package.swift`.
    public static func of(sourceAt path: String, hasPackageManifest: (String) -> Bool) -> String? {
        let components = path.split(separator: "/").map(String.init)
        guard components.count >= 2 else { return nil }
        // The innermost package's target: `<package>/Sources/<Target>/…`.
        for index in stride(from: components.count - 3, through: 0, by: -1)
        where components[index] == "Sources" && hasPackageManifest(components[..<index].joined(separator: "/")) {
            return XcodeProject.moduleName(settings: [:], targetName: components[index + 1])
        }
        if let pods = components.firstIndex(of: "Pods"), pods + 2 < components.count,
            !podsSupportFolders.contains(components[pods + 1])
        {
            return XcodeProject.moduleName(settings: [:], targetName: components[pods + 1])
        }
        if let carthage = components.firstIndex(of: "Carthage"), carthage + 3 < components.count,
            components[carthage + 1] == "Checkouts"
        {
            return XcodeProject.moduleName(settings: [:], targetName: components[carthage + 2])
        }
        return nil
    }
}
