import Foundation
import NibArchive

/// A resource bundle's `Info.plist`: the keys Xcode writes for a bundle target, and no
/// `CFBundleExecutable` (the App Store rejects a resource bundle that names one).
enum InfoPlist {
    static func identifier(_ spec: BundleSpec) -> String {
        spec.identifier ?? "com.nibcatalog." + spec.name
    }

    static func dictionary(_ spec: BundleSpec) -> [String: PropertyListValue] {
        [
            "CFBundleDevelopmentRegion": .string(spec.developmentRegion),
            "CFBundleIdentifier": .string(identifier(spec)),
            "CFBundleInfoDictionaryVersion": .string("6.0"),
            "CFBundleName": .string(spec.name),
            "CFBundlePackageType": .string("BNDL"),
            "CFBundleShortVersionString": .string(spec.version),
            "CFBundleSignature": .string("????"),
            "CFBundleSupportedPlatforms": .array([.string(spec.platform == .macos ? "MacOSX" : "iPhoneOS")]),
            "CFBundleVersion": .string(spec.build ?? spec.version),
        ]
    }

    /// Binary, keys sorted: the same spec gives the same bytes.
    static func data(_ spec: BundleSpec) -> Data {
        BinaryPropertyListWriter.data(.dictionary(dictionary(spec)))
    }

    /// Relative to the bundle.
    static func path(_ platform: BundleSpec.Platform) -> String {
        platform == .macos ? "Contents/Info.plist" : "Info.plist"
    }
}
