import ArgumentParser
import BundleBuilder
import CatalogStore
import CatalogWorkflows
import CommandLineContract
import Foundation
import IbtoolCommandLine
import ResourceAssets

struct PackageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "package",
        abstract: "Build a versioned .bundle from the catalog.",
        discussion: """
            Writes OUT/NAME/VERSION/NAME.bundle: the included documents compiled (through the \
            catalog's cache; Xcode-compiled nibs copied), the images they name with every scale and \
            device variant (asset-catalog images as loose files), their .lproj string tables, a \
            binary Info.plist and ResourceIndex.sqlite. The version folder appears whole or not at \
            all; publishing a version again with the same contents does nothing, with other \
            contents is an error.
            """)

    @OptionGroup var options: CatalogOptions

    @Option(help: "The bundle's name (CFBundleName, NAME.bundle); default: package.name in .nibcat.yml.")
    var name: String?

    @Option(help: "CFBundleShortVersionString, three numbers X.Y.Z.")
    var version: String

    @Option(
        name: [.short, .customLong("output"), .customLong("out")],
        help:
            "The folder versions are published in (created when missing; --out is the older spelling); default: package.output in .nibcat.yml."
    )
    var out: String?

    @Option(help: "CFBundleVersion (default: the version).")
    var build: String?

    @Option(help: "CFBundleIdentifier (default: com.nibcatalog.NAME).")
    var identifier: String?

    @Option(help: "ios (flat, the default) or macos (Contents/Resources).")
    var platform: BundleSpec.Platform?

    @Option(name: .customLong("include"), help: "Only documents whose path (relative to the indexed folder) matches this glob; repeatable.")
    var includes: [String] = []

    @Option(name: .customLong("development-region"), help: "CFBundleDevelopmentRegion (default: en).")
    var developmentRegion: String?

    @Flag(name: IbtoolOption.allowApproximation.name, help: IbtoolCommand.allowApproximationHelp)
    var allowApproximation = false

    @Option(name: IbtoolOption.colorProfiles.name, help: IbtoolCommand.colorProfilesHelp)
    var colorProfiles: String?

    @Option(
        name: IbtoolOption.module.name, help: "The module of the target the documents build into (for customModuleProvider=\"target\").")
    var module: String?

    @Option(help: "An Xcode target of the indexed project: only its documents and images, built for its module and deployment target.")
    var target: String?

    @Flag(name: .customLong("allow-missing"), help: "Package even when an image a document names is missing.")
    var allowMissing = false

    @Flag(help: "Also write NAME.bundle.zip, reproducibly, beside the bundle.")
    var zip = false

    func run() throws {
        let catalog = try options.openExistingCatalog(writable: true)
        let defaults = try PackageDefaults.load(sources: catalog)
        guard let name = name ?? defaults.name else {
            throw ValidationError("--name is required (or package.name in .nibcat.yml)")
        }
        guard let out = out ?? defaults.output else {
            throw ValidationError("--out is required (or package.output in .nibcat.yml)")
        }
        let spec = BundleSpec(
            name: name, version: version, build: build, identifier: identifier ?? defaults.identifier,
            platform: platform ?? defaults.platform ?? .ios, includes: includes.isEmpty ? defaults.includes ?? [] : includes,
            allowMissingImages: allowMissing, developmentRegion: developmentRegion ?? defaults.developmentRegion ?? "en", zip: zip,
            target: target ?? defaults.target)
        let profiles = try IbtoolCommand.colorProfiles(option: colorProfiles)
        let publication: BundlePublication
        do {
            publication = try BundleBuilder(sources: catalog).publish(
                spec, to: out,
                options: .init(module: module ?? defaults.module, allowsApproximation: allowApproximation, colorProfiles: profiles))
        } catch .invalidSpec(let message) {
            throw ValidationError(message)
        } catch {
            // Rethrown by hand: Swift 6.3 crashes compiling a typed catch that lets the other cases through.
            throw error
        }
        DiagnosticPrinter.report(publication.diagnostics)
        if options.json {
            try Terminal.printJSON(PackageReport(publication))
            return
        }
        print("\(publication.outcome.rawValue) \(publication.bundlePath) (\(publication.entries.count) files)")
    }
}

extension BundleSpec.Platform: ExpressibleByArgument {}

private struct PackageReport: Encodable {
    var outcome: String
    var bundle: String
    var entries: [BundleEntry]

    init(_ publication: BundlePublication) {
        outcome = publication.outcome.rawValue
        bundle = publication.bundlePath
        entries = publication.entries
    }
}

struct BundlesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundles", abstract: "Every bundle version published from this catalog.")

    @OptionGroup var options: CatalogOptions

    func run() throws {
        let bundles = try options.openExistingCatalog().publishedBundles()
        if options.json {
            try Terminal.printJSON(bundles)
            return
        }
        for bundle in bundles {
            print("\(bundle.name) \(bundle.version) \(bundle.platform) \(bundle.entryCount) files \(bundle.path)")
        }
    }
}

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff", abstract: "Files added, removed and changed between two published versions of a bundle.")

    @OptionGroup var options: CatalogOptions

    @Argument(help: "The bundle's name.")
    var name: String

    @Argument(help: "The older version.")
    var from: String

    @Argument(help: "The newer version.")
    var to: String

    func run() throws {
        let diff = try options.openExistingCatalog().bundleDiff(name: name, from: from, to: to)
        if options.json {
            try Terminal.printJSON(diff)
            return
        }
        for entry in diff.added {
            print("+ \(entry.path)")
        }
        for entry in diff.removed {
            print("- \(entry.path)")
        }
        for entry in diff.changed {
            print("M \(entry.path)")
        }
    }
}
