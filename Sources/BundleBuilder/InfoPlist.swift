import Foundation
import NibArchive
import ResourceAssets

/// A resource bundle's `Info.plist`: the keys Xcode writes for a bundle target, and no
/// `CFBundleExecutable` (the App Store rejects a resource bundle that names one).
enum InfoPlist {
    static func identifier(_ spec: BundleSpec) -> String {
        spec.identifier ?? "com.nibcatalog." + spec.name
    }

    static func dictionary(_ spec: BundleSpec) -> [String: PropertyListValue] {
        [
            ResourceBundleLayout.InfoKey.developmentRegion: .string(spec.developmentRegion),
            ResourceBundleLayout.InfoKey.identifier: .string(identifier(spec)),
            "CFBundleInfoDictionaryVersion": .string("6.0"),
            ResourceBundleLayout.InfoKey.name: .string(spec.name),
            "CFBundlePackageType": .string("BNDL"),
            ResourceBundleLayout.InfoKey.version: .string(spec.version),
            "CFBundleSignature": .string("????"),
            "CFBundleSupportedPlatforms": .array([.string(spec.platform == .macos ? "MacOSX" : "iPhoneOS")]),
            ResourceBundleLayout.InfoKey.build: .string(spec.build ?? spec.version),
        ]
    }

    /// Binary, keys sorted: the same spec gives the same bytes.
    static func data(_ spec: BundleSpec) -> Data {
        BinaryPropertyListWriter.data(.dictionary(dictionary(spec)))
    }

    /// Relative to the bundle.
    static func path(_ platform: BundleSpec.Platform) -> String {
        ResourceBundleLayout.infoPlistPath(isMacOS: platform == .macos)
    }
}
