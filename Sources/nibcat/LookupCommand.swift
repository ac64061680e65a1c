import ArgumentParser
import Foundation
import InputFiles
import NibRuntime
import ResourceAssets
import Suggestions

struct LookupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Find a resource in a packaged bundle by name, as an app would at run time.",
        discussion: """
            BUNDLE is a .bundle folder, or a folder of versioned bundles (<Name>/<Version>/<Name>.bundle) \
            from which --version picks one. Languages are tried in the order given (fr-CA, then fr), \
            then Base, the development region and unlocalized files; files for the device come before \
            universal ones; images take the exact scale, else the nearest higher, else the nearest lower.
            """)

    @Argument(help: "A .bundle folder, or a folder of versioned bundles.")
    var bundle: String

    @Argument(help: "nib, storyboard, image or strings.")
    var kind: String

    @Argument(help: "The logical name: SegmentView, Main, icon (or icon.png).")
    var name: String

    @Option(help: "The screen scale an image is for.")
    var scale: Int = 1

    @Option(help: "The device idiom: iphone, ipad, mac, tv, watch, car, vision.")
    var idiom: String = "iphone"

    @Option(help: "A preferred language, most preferred first; repeatable.")
    var language: [String] = []

    @Option(help: "When BUNDLE is a folder of versions: 1.2.3 (exact), ^1.2 (up to next major), ~1.2 (up to next minor), newest.")
    var version: String = "newest"

    @Option(name: .customLong("bundle-name"), help: "When BUNDLE holds several bundles: which one.")
    var bundleName: String?

    @Flag(help: "List the bundle's files instead of reading its resource index.")
    var scanFiles = false

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        guard ResourceKind(rawValue: kind) != nil else {
            throw ValidationError("KIND must be one of: \(ResourceKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard DeviceIdiom(name: idiom) != nil else {
            throw ValidationError("--idiom must be one of: \(DeviceIdiom.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard VersionRequirement(version) != nil else {
            throw ValidationError("--version takes 1.2.3, ^1.2, ~1.2 or newest, not '\(version)'")
        }
        guard ImageFileName.scales.contains(scale) else {
            throw ValidationError("--scale must be \(ImageFileName.scales.lowerBound) to \(ImageFileName.scales.upperBound), not \(scale)")
        }
    }

    func run() throws {
        let traits = ResourceTraits(idiom: DeviceIdiom(name: idiom)!, preferredLanguages: language)
        var bundleURL = URL(fileURLWithPath: bundle)
        var version: String?
        if !bundle.hasSuffix(".bundle") {
            let shelf = try ResourceShelf(root: bundleURL)
            guard let chosenName = bundleName ?? (shelf.names.count == 1 ? shelf.names.first : nil) else {
                throw ValidationError(
                    "\(bundle) holds \(shelf.names.isEmpty ? "no bundles" : shelf.names.joined(separator: ", ")); name one with --bundle-name"
                )
            }
            let entry = try shelf.entry(named: chosenName, VersionRequirement(self.version)!)
            bundleURL = entry.url
            version = entry.version.description
        }
        let resources = try ResourceBundle(url: bundleURL, traits: traits, source: scanFiles ? .files : .automatic)
        let resourceKind = ResourceKind(rawValue: kind)!
        guard let found = try resources.resource(resourceKind, named: name, scale: scale) else {
            let languages = language.isEmpty ? "" : " (languages: \(language.joined(separator: ", ")))"
            let scaleText = resourceKind == .image ? " at \(scale)x" : ""
            throw Diagnostic(
                path: resources.url.path,
                message: "no \(kind) named '\(name)' for \(traits.idiom.rawValue)\(scaleText)\(languages)"
                    + Suggestions.phrase(try resources.suggestions(resourceKind, near: name)))
        }
        let relative = String(found.standardizedFileURL.path.dropFirst(resources.url.standardizedFileURL.path.count + 1))
        if json {
            try Terminal.printJSON(
                LookupAnswer(
                    bundle: resources.url.path, version: version ?? resources.info["version"], kind: kind, name: name,
                    path: relative, url: found.absoluteString, indexed: resources.isIndexed))
        } else {
            print(found.path)
        }
    }
}

/// `nibcat lookup --json`.
struct LookupAnswer: Encodable {
    var bundle: String
    var version: String?
    var kind: String
    var name: String
    /// Relative to the bundle.
    var path: String
    var url: String
    var indexed: Bool
}
